"""Known-answer checks of the corpus kernels on small sizes.

    python3 -m tileir.corpus_check NAME [--kernel FILE] [--backend interp]

NAME is one of vector_add, row_softmax, transpose_2d, gather_rows,
matmul_f16, runtime_if, seed (add --super-step N). Each check runs the kernel
through tile-run on inputs it makes, computes the answer with numpy (float64
where the kernel accumulates) and prints one line `PASS NAME ...` or
`FAIL NAME ...` (exit 1). The seed's model follows its Python source
(examples/left_superpanel.py) line by line.
"""

import argparse
import os
import sys

import numpy as np

from . import run, tf32_round

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "..", "test", "Inputs", "corpus")

KERNELS = {
    "vector_add": "kernels/vector_add/vec_add_1d.sm_90.O3.bc13.3.cuda_tile.mlir",
    "row_softmax": "kernels/row_softmax/softmax_rows.sm_90.O3.bc13.3.cuda_tile.mlir",
    "transpose_2d": "kernels/transpose_2d/transpose_tiles.sm_90.O3.bc13.3.cuda_tile.mlir",
    "gather_rows": "kernels/gather_rows/embedding_gather.sm_90.O3.bc13.3.cuda_tile.mlir",
    "matmul_f16": "kernels/matmul_f16/gemm_f16.sm_90.O3.bc13.3.cuda_tile.mlir",
    "runtime_if": "kernels/runtime_if/axpy_or_copy.sm_90.O3.bc13.3.cuda_tile.mlir",
    "seed": "seed/_left_superpanel.sm_90.O2.bc13.3.cuda_tile.mlir",
}


def _report(name, ok, detail):
    print(f"{'PASS' if ok else 'FAIL'} {name}: {detail}")
    return 0 if ok else 1


def _max_err(got, want):
    got = np.asarray(got, dtype=np.float64)
    want = np.asarray(want, dtype=np.float64)
    if got.shape != want.shape:
        return float("inf")
    return float(np.max(np.abs(got - want))) if got.size else 0.0


def check_vector_add(kernel, rng, scale, **kw):
    n = 1024 * 4 * scale
    a = rng.uniform(-1, 1, n).astype(np.float32)
    b = rng.uniform(-1, 1, n).astype(np.float32)
    _, _, c = run(kernel, (n // 1024,), [a, b, np.zeros(n, np.float32)], **kw)
    return _report("vector_add", np.array_equal(c, a + b),
                   f"n={n} grid={n // 1024} exact")


def check_row_softmax(kernel, rng, scale, **kw):
    rows, cols = 16 * scale, 1000  # rows shorter than the 1024 tile: -inf padding
    x = rng.uniform(-4, 4, (rows, cols)).astype(np.float32)
    _, y = run(kernel, (rows // 4,), [x, np.zeros_like(x)], **kw)
    x64 = x.astype(np.float64)
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    want = e / e.sum(axis=1, keepdims=True)
    err = _max_err(y, want)
    return _report("row_softmax", err < 1e-6, f"{rows}x{cols} max abs err {err:.3g}")


def check_transpose_2d(kernel, rng, scale, **kw):
    m, n = 128 * scale, 64
    x = rng.uniform(-1, 1, (m, n)).astype(np.float32)
    _, y = run(kernel, (m // 64, n // 32), [x, np.zeros((n, m), np.float32)], **kw)
    return _report("transpose_2d", np.array_equal(y, x.T),
                   f"{m}x{n} grid=({m // 64},{n // 32}) exact")


def check_gather_rows(kernel, rng, scale, **kw):
    rows, dim, count = 96, 128, 64 * scale
    table = rng.uniform(-1, 1, (rows, dim)).astype(np.float32)
    ids = rng.integers(0, rows, count).astype(np.int32)
    ids[[3, 17, 40]] = [rows, 1000, -1]  # out of range: masked, read as 0
    _, _, out = run(kernel, (count // 32,),
                    [table, ids, np.full((count, dim), 7.0, np.float32)], **kw)
    valid = (ids >= 0) & (ids < rows)
    want = np.where(valid[:, None], table[np.clip(ids, 0, rows - 1)], 0.0)
    return _report("gather_rows", np.array_equal(out, want.astype(np.float32)),
                   f"table {rows}x{dim}, {count} ids (3 out of range) exact")


def check_matmul_f16(kernel, rng, scale, **kw):
    m, n, k = 256, 128 * scale, 96
    a = rng.uniform(-1, 1, (m, k)).astype(np.float16)
    b = rng.uniform(-1, 1, (k, n)).astype(np.float16)
    _, _, c = run(kernel, (m // 128, n // 128),
                  [a, b, np.zeros((m, n), np.float16)], **kw)
    want = a.astype(np.float64) @ b.astype(np.float64)
    # f32 accumulation (error at most k * 2^-24 * sum|a||b|), then one
    # rounding to f16 (half an ulp): within that of the exact product.
    ulp = np.spacing(np.abs(want).astype(np.float16)).astype(np.float64)
    acc = k * 2.0 ** -24 * (np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64)))
    err = np.abs(c.astype(np.float64) - want)
    ok = bool(np.all(err <= 0.5 * ulp + acc))
    return _report("matmul_f16", ok,
                   f"{m}x{k} @ {k}x{n} vs float64: max err {err.max():.3g} "
                   f"(bound: half an f16 ulp + f32 accumulation)")


def check_runtime_if(kernel, rng, scale, **kw):
    n = 512 * 4 * scale
    x = rng.uniform(-1, 1, n).astype(np.float32)
    y = rng.uniform(-1, 1, n).astype(np.float32)
    alpha = np.float32(2.0)
    results = []
    for mode in (1, 0):
        _, _, out, _, _ = run(kernel, (n // 512,),
                      [x, y, np.zeros(n, np.float32), alpha, np.int32(mode)], **kw)
        want = (alpha * x + y) if mode > 0 else y.copy()  # alpha*x is exact
        want[:512] *= np.float32(0.5)  # block 0 halves its tile
        results.append(np.array_equal(out, want))
    return _report("runtime_if", all(results),
                   f"n={n} mode=1 {'ok' if results[0] else 'WRONG'}, "
                   f"mode=0 {'ok' if results[1] else 'WRONG'}")


def seed_model(a, out, super_step, block=32, rows_per_tile=128, row_block=0):
    """numpy model of examples/left_superpanel.py for one tile block: tf32
    rounding where the source casts, float64 products and sums."""
    a2, out = a[0].astype(np.float64), out.copy()
    o2 = out[0].astype(np.float64)

    def load(src, r0, c0, h, w):  # ct.load with PaddingMode.ZERO
        t = np.zeros((h, w))
        part = src[r0:r0 + h, c0:c0 + w]
        t[:part.shape[0], :part.shape[1]] = part
        return t

    def tf32(t):
        return tf32_round(t.astype(np.float32)).astype(np.float64)

    pw = 2 * block
    work = load(a2, row_block * rows_per_tile, 0, rows_per_tile, pw)
    cross = load(a2, 0, 0, block, block)
    right = load(o2, 0, 0, pw, pw)
    for prior in range(super_step):
        left = load(o2, 0, prior * pw, rows_per_tile, pw)
        work = tf32(left) @ tf32(right) + work
    first, second = work[:, :block], work[:, block:2 * block]
    second = tf32(first) @ tf32(cross) + second
    # The p loop selects column p of second_panel into column p: no change.
    r0 = row_block * rows_per_tile
    h = max(0, min(rows_per_tile, o2.shape[0] - r0))
    w = min(block, o2.shape[1])
    o2[r0:r0 + h, :w] = second[:h, :w].astype(np.float32)
    if super_step:
        nd = cross
        for _ in range(super_step):
            factor = load(o2, 0, 0, block, pw)
            nd = tf32(factor) @ tf32(factor.T) + nd
        h, w = min(block, o2.shape[0]), min(block, o2.shape[1])
        o2[:h, :w] = nd[:h, :w].astype(np.float32)
    out[0] = o2.astype(np.float32)
    return out


def check_seed(kernel, rng, scale, super_step=0, **kw):
    rows, cols = 128, 128
    a = rng.uniform(-1, 1, (1, rows, cols)).astype(np.float32)
    out0 = rng.uniform(-1, 1, (1, rows, cols)).astype(np.float32)
    _, out, _ = run(kernel, (1, 1, 1), [a, out0, np.int32(super_step)], **kw)
    want = seed_model(a, out0, super_step)
    err = np.abs(out.astype(np.float64) - want.astype(np.float64))
    # tf32 tolerance: operands carry 11 significant bits.
    tol = 2 * 2.0 ** -11 * max(1.0, float(np.abs(want).max()))
    ok = bool(err.max() <= tol)
    return _report(f"seed super_step={super_step}", ok,
                   f"a,out 1x{rows}x{cols} grid=(1,1,1): max abs err "
                   f"{err.max():.3g} (tol {tol:.3g})")


CHECKS = {
    "vector_add": check_vector_add,
    "row_softmax": check_row_softmax,
    "transpose_2d": check_transpose_2d,
    "gather_rows": check_gather_rows,
    "matmul_f16": check_matmul_f16,
    "runtime_if": check_runtime_if,
    "seed": check_seed,
}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("name", choices=sorted(CHECKS))
    p.add_argument("--kernel", help="kernel file (default: the corpus print)")
    p.add_argument("--corpus", default=CORPUS)
    p.add_argument("--tile-run", dest="tile_run")
    p.add_argument("--backend", default="interp")
    p.add_argument("--super-step", type=int, default=0)
    p.add_argument("--scale", type=int, default=1, help="multiply the sizes")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    kernel = args.kernel or os.path.join(args.corpus, KERNELS[args.name])
    rng = np.random.default_rng(args.seed)
    kw = {"backend": args.backend}
    if args.tile_run:
        kw["tile_run"] = args.tile_run
    if args.name == "seed":
        kw["super_step"] = args.super_step
    return CHECKS[args.name](kernel, rng, args.scale, **kw)


if __name__ == "__main__":
    sys.exit(main())
