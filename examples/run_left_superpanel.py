"""Launch the seed kernel (left_superpanel.py, NVIDIA/cutile-python#97) and
check it against a float64 numpy model of what it computes.

    CUDA_TILE_CACHE_DIR=off CUTILE_OPT_LEVEL=1 python3 -m tileir.cutile \
        examples/run_left_superpanel.py

The reproducer's own shapes come first (rows_per_tile=128, block=32, one
batch; super_step 0, 1 and 3), then a larger array (16384 rows, 128 blocks).
With super_step > 0 blocks read rows of `out` that block 0 writes, so those
runs use one block; super_step 0 reads only `a` and runs on every block.
Exit 0 when every run matches (tf32 tolerance), 1 otherwise.
"""

import os
import sys

import numpy as np
import torch
import cuda.tile as ct

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from left_superpanel import _left_superpanel  # noqa: E402

BLOCK, ROWS = 32, 128


def reference(a, out, super_step, block, rows, row_blocks):
    """What the kernel computes, in float64 (zero padding outside arrays)."""
    a, out = a.astype(np.float64), out.astype(np.float64).copy()

    def tile(x, r0, c0, nr, nc):
        t = np.zeros((nr, nc))
        part = x[0, r0:r0 + nr, c0:c0 + nc]
        t[:part.shape[0], :part.shape[1]] = part
        return t

    pw = 2 * block
    for rb in range(row_blocks):
        work = tile(a, rb * rows, 0, rows, pw)
        cross = tile(a, 0, 0, block, block)
        right = tile(out, 0, 0, pw, pw)
        for s in range(super_step):
            work = work + tile(out, 0, s * pw, rows, pw) @ right
        second = work[:, block:] + work[:, :block] @ cross
        r_end = min(out.shape[1], (rb + 1) * rows)
        out[0, rb * rows:r_end, :block] = second[:r_end - rb * rows]
        if super_step:
            diag = cross
            for _ in range(super_step):
                factor = tile(out, 0, 0, block, pw)
                diag = diag + factor @ factor.T
            out[0, :block, :block] = diag
    return out


def run(rows_total, cols, super_step, seed):
    gen = np.random.default_rng(seed)
    a = gen.uniform(-1, 1, (1, rows_total, cols)).astype(np.float32)
    out0 = gen.uniform(-1, 1, (1, rows_total, cols)).astype(np.float32)
    row_blocks = 1 if super_step else (rows_total + ROWS - 1) // ROWS
    ta = torch.from_numpy(a).cuda()
    tout = torch.from_numpy(out0).cuda()
    ct.launch(torch.cuda.current_stream(), (row_blocks, 1, 1), _left_superpanel,
              (ta, tout, super_step, BLOCK, ROWS))
    torch.cuda.synchronize()
    got = tout.cpu().numpy().astype(np.float64)
    want = reference(a, out0, super_step, BLOCK, ROWS, row_blocks)
    # tf32 operands: 10-bit mantissas, re-rounded once per chained mma.
    scale = max(1.0, np.abs(want).max())
    err = np.abs(got - want).max()
    ok = err <= 2e-3 * scale * (1 + super_step)
    print(f"rows={rows_total} cols={cols} super_step={super_step} "
          f"blocks={row_blocks}: max abs err {err:.3g} (scale {scale:.3g}) "
          f"{'ok' if ok else 'MISMATCH'}")
    return ok


def main():
    level = os.environ.get("CUTILE_OPT_LEVEL", "2")
    print(f"seed kernel, CUTILE_OPT_LEVEL={level}")
    cases = [(128, 256, 0), (128, 256, 1), (128, 256, 3), (16384, 64, 0),
             (8192, 256, 0)]
    results = [run(r, c, s, seed) for seed, (r, c, s) in enumerate(cases)]
    print(f"{sum(results)} passed, {len(results) - sum(results)} failed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
