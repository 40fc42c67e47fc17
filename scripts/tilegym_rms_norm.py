"""TileGym's persistent RMSNorm (`_rms_norm_kernel_static_persistent`,
NVIDIA/TileGym src/tilegym/ops/cutile/rms_norm.py) through cuTile Python
with TileIR as tileiras, against a float64 numpy reference.

    python3 -m tileir.cutile scripts/tilegym_rms_norm.py TILEGYM_SRC

TILEGYM_SRC is TileGym's `src` folder (outside this repository:
scripts/cutile_check.sh fetch-sources puts it in build/ext/TileGym/src). Only
rms_norm.py and utils.py are needed; the rest of the `tilegym` package
(backend registration, experimental markers) is stubbed here. The launch is
TileGym's own: 16x512 bf16 tiles, grid = min(SMs, tiles). Exit 0 when every
shape matches.
"""

import importlib.util
import os
import sys
import types

import numpy as np
import torch
import cuda.tile as ct


def load_kernel(src):
    for name, attrs in {
        "tilegym": {},
        "tilegym.backend": {"register_impl": lambda *a, **k: (lambda f: f)},
        "tilegym.experimental": {
            "experimental_kernel": lambda *a, **k: (a[0] if a and callable(a[0])
                                                    else (lambda f: f))},
        "tilegym.ops": {},
        "tilegym.ops.cutile": {},
    }.items():
        module = types.ModuleType(name)
        module.__path__ = [os.path.join(src, *name.split("."))]
        module.__dict__.update(attrs)
        sys.modules[name] = module
    path = os.path.join(src, "tilegym", "ops", "cutile", "rms_norm.py")
    spec = importlib.util.spec_from_file_location("tilegym.ops.cutile.rms_norm",
                                                  path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module._rms_norm_kernel_static_persistent


def run(kernel, m, n, seed):
    gen = torch.Generator(device="cpu").manual_seed(seed)
    x = torch.randn(m, n, generator=gen).to(torch.bfloat16)
    w = torch.randn(n, generator=gen).to(torch.bfloat16)
    eps, offset = 1e-6, 0.0
    tile_n = 1 << (n - 1).bit_length()
    tile_m = 16 if tile_n <= 1024 else (2 if tile_n >= 16384 else 4)
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    tiles = -(-m // tile_m) * -(-n // tile_n)
    grid = (min(sms, tiles),)
    xd, wd = x.cuda(), w.cuda()
    y = torch.empty_like(xd)
    rstd = torch.empty(m, dtype=torch.float32, device="cuda")
    ct.launch(torch.cuda.current_stream(), grid, kernel,
              (xd, y, wd, rstd, tile_m, tile_n, eps, offset))
    torch.cuda.synchronize()
    xf = x.float().numpy().astype(np.float64)
    want_rstd = 1.0 / np.sqrt((xf * xf).mean(axis=1) + eps)
    want_y = xf * want_rstd[:, None] * (offset + w.float().numpy())
    got_y = y.float().cpu().numpy()
    rstd_err = np.abs(rstd.cpu().numpy() - want_rstd).max() / want_rstd.max()
    # bf16 output: 8 significant bits.
    y_err = (np.abs(got_y - want_y) / (np.abs(want_y) + 1e-2)).max()
    ok = rstd_err < 1e-5 and y_err < 2 ** -7
    print(f"RMSNorm {m}x{n} bf16, tiles {tile_m}x{tile_n}, grid {grid[0]}: "
          f"rstd rel err {rstd_err:.2e}, y rel err {y_err:.2e} "
          f"{'ok' if ok else 'MISMATCH'}")
    return ok


def main():
    kernel = load_kernel(sys.argv[1])
    results = [run(kernel, m, n, s) for s, (m, n) in
               enumerate([(4096, 512), (1000, 512), (8192, 448), (64, 2048)])]
    print(f"{sum(results)} passed, {len(results) - sum(results)} failed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
