#!/usr/bin/env python3
"""Known-answer check of test/Inputs/kernels/rms_norm_persistent.mlir.

    rms_norm_check.py --tile-run tile-run [--kernel FILE] [--rows M]
                      [--cols N] [--grid G] [--backend interp]

Makes bf16 x (M x N) and w (N), runs the persistent RMSNorm kernel on a
grid of G blocks (fewer than the (M + 15) / 16 row blocks, so each block
loops), and compares y and rstd with numpy:

    rstd = 1 / sqrt(mean(x * x, axis=1) + 1e-6)      (f32)
    y    = bf16(x * rstd * (0 + w))

N may be below the 512-wide tile (the padding is zero) and M need not be a
multiple of 16 (the last row block is partial). Prints `PASS rms_norm ...`
or `FAIL rms_norm ...` (exit 1).
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
KERNEL = os.path.join(HERE, "..", "Inputs", "kernels", "rms_norm_persistent.mlir")
TILE_M, TILE_N, EPS = 16, 512, 1e-6


def to_bf16_bits(a):
    """Round f32 to bf16 (nearest even) and return the bit patterns."""
    u = np.asarray(a, np.float32).view(np.uint32).astype(np.uint64)
    u = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
    return u.astype(np.uint16)


def from_bf16_bits(b):
    return (np.asarray(b, np.uint16).astype(np.uint32) << 16).view(np.float32)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--tile-run", default="tile-run")
    p.add_argument("--kernel", default=KERNEL)
    p.add_argument("--backend", default="interp")
    p.add_argument("--rows", type=int, default=72)
    p.add_argument("--cols", type=int, default=448)
    p.add_argument("--grid", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    m, n = args.rows, args.cols
    # The kernel's assumptions: M and the row strides divisible by 16 and 8
    # elements; N at most the tile width (the weight row is one tile).
    if n > TILE_N or n % 16:
        sys.exit("--cols must be a multiple of 16 and at most 512")

    rng = np.random.default_rng(args.seed)
    x = to_bf16_bits(rng.uniform(-2, 2, (m, n)))
    w = to_bf16_bits(rng.uniform(-1.5, 1.5, n))
    xf, wf = from_bf16_bits(x), from_bf16_bits(w)

    with tempfile.TemporaryDirectory(prefix="rms-norm-") as work:
        np.save(os.path.join(work, "x.npy"), x)
        np.save(os.path.join(work, "w.npy"), w)
        out = os.path.join(work, "out")
        cmd = [args.tile_run, args.kernel, "--grid", str(args.grid),
               "--backend", args.backend, "--out", out,
               f"bf16[{m},{n}]={work}/x.npy", f"bf16[{m},{n}]=zeros",
               f"bf16[{n}]={work}/w.npy", f"f32[{m}]=zeros"]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            print(f"FAIL rms_norm: tile-run exited with {proc.returncode}\n"
                  f"{proc.stderr}")
            return 1
        y = from_bf16_bits(np.load(os.path.join(out, "arg1.npy")))
        rstd = np.load(os.path.join(out, "arg3.npy"))

    x64 = xf.astype(np.float64)
    want_rstd = 1.0 / np.sqrt((x64 * x64).sum(axis=1) / n + EPS)
    want_y = x64 * want_rstd[:, None] * wf.astype(np.float64)[None, :]
    rstd_err = float(np.max(np.abs(rstd - want_rstd) / want_rstd))
    # y is rounded to bf16 (8 bits of mantissa): half an ulp is 2^-8.
    y_err = float(np.max(np.abs(y - want_y) / np.maximum(np.abs(want_y), 1e-3)))
    ok = rstd_err < 1e-5 and y_err < 2.0 ** -7
    blocks = (m + TILE_M - 1) // TILE_M
    print(f"{'PASS' if ok else 'FAIL'} rms_norm: {m}x{n} grid={args.grid} "
          f"({blocks} row blocks) rstd rel err {'<' if rstd_err < 1e-5 else '='} "
          f"{1e-5 if rstd_err < 1e-5 else rstd_err:g}, y rel err "
          f"{'<' if y_err < 2.0 ** -7 else '='} "
          f"{2.0 ** -7 if y_err < 2.0 ** -7 else y_err:g}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
