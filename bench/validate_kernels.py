#!/usr/bin/env python3
"""CPU check of the benchmark's Tile IR kernels (no GPU needed).

    python3 bench/validate_kernels.py [--bin build/bin] [--no-compile]

For each kernel gpu_bench.py runs (bench/kernels/*.mlir and the corpus
kernels it reuses): tile-opt parses it and prints it back in a form it
parses again; the reference interpreter (tile-run --backend interp) runs it
on small inputs whose results are compared with numpy; tile-as compiles it
for sm_90 at -O2. Prints one line per check and "N passed, M failed";
exit 1 on any failure. Needs numpy.
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))

import cases as C  # noqa: E402
import tileir  # noqa: E402


def bf16_to_f32(u16):
    return (np.asarray(u16, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)


def f32_to_bf16(x):
    """bf16 bit patterns (uint16) of f32 values, rounded to nearest even."""
    u = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def rel_err(got, want):
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    return float(np.abs(got - want).max() / max(np.abs(want).max(), 1e-30))


def softmax(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def layernorm(x, w, b, eps):
    x = x.astype(np.float64)
    m = x.mean(axis=1, keepdims=True)
    v = ((x - m) ** 2).mean(axis=1, keepdims=True)
    return (x - m) / np.sqrt(v + eps) * w.astype(np.float64) + b.astype(np.float64)


def rmsnorm(x, w, eps):
    x = x.astype(np.float64)
    return x / np.sqrt((x * x).mean(axis=1, keepdims=True) + eps) * w.astype(np.float64)


def allclose_detail(got, want, rtol, atol):
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    err = np.abs(got - want)
    over = int((err > atol + rtol * np.abs(want)).sum())
    return over == 0, f"max abs err {err.max():.2g}" + (f"; {over} beyond" if over else "")


def checks(rng, work):
    """(name, kernel file, grid, args, verify(outputs) -> (ok, detail));
    `work` is a directory for input files."""
    k = {c.name: c.tileir[0] for c in C.all_cases()}
    # tile-run reads text or bytecode; the signature text is the same kernel.
    text = {c.name: c.tileir[1] for c in C.all_cases()}
    out = []

    a = rng.standard_normal(4096).astype(np.float32)
    b = rng.standard_normal(4096).astype(np.float32)
    out.append(("vector_add n=4096", k["vector_add"], (4,),
                [a, b, np.zeros_like(a)],
                lambda o, a=a, b=b: (np.array_equal(o[2], a + b), "exact")))

    for rows, cols in ((4, 8192), (3, 5000)):
        x = (3 * rng.standard_normal((rows, cols))).astype(np.float32)
        out.append((f"row_softmax {rows}x{cols}", text["row_softmax"], (rows,),
                    [x, np.zeros_like(x)],
                    lambda o, x=x: (lambda e: (e < 1e-5, f"rel err {e:.2g}"))(
                        rel_err(o[1], softmax(x.astype(np.float64))))))

    a = rng.standard_normal(8192).astype(np.float16)
    b = rng.standard_normal(8192).astype(np.float16)
    out.append(("vector_add_f16 n=8192", k["vector_add_f16"], (4,),
                [a, b, np.zeros_like(a)],
                lambda o, a=a, b=b: (np.array_equal(o[2], a + b), "exact")))

    a = rng.standard_normal(4096)
    b = rng.standard_normal(4096)
    out.append(("vector_add_f64 n=4096", k["vector_add_f64"], (256,),
                [a, b, np.zeros_like(a)],
                lambda o, a=a, b=b: (np.array_equal(o[2], a + b), "exact")))

    x = (3 * rng.standard_normal((64, 1000))).astype(np.float32)
    out.append(("row_softmax_corpus 64x1000", k["row_softmax_corpus"], (16,),
                [x, np.zeros_like(x)],
                lambda o, x=x: (lambda e: (e < 1e-5, f"rel err {e:.2g}"))(
                    rel_err(o[1], softmax(x.astype(np.float64))))))

    x = rng.standard_normal((4, 8192)).astype(np.float16)
    w = (1 + 0.1 * rng.standard_normal(8192)).astype(np.float16)
    bb = (0.1 * rng.standard_normal(8192)).astype(np.float16)
    out.append(("layernorm 4x8192", text["layernorm"], (4,),
                [x, w, bb, np.zeros_like(x)],
                lambda o, x=x: (lambda e: (e < 4e-3, f"max abs err {e:.2g}"))(
                    float(np.abs(o[3].astype(np.float64)
                                 - layernorm(x, w, bb, C.LN_EPS)).max()))))

    # RMSNorm, persistent: 5 rows over 2 tile blocks (3 and 2 trips of the
    # row loop), then 8 blocks (3 with no row).
    xb = f32_to_bf16(rng.standard_normal((5, 4096)))
    wb = f32_to_bf16(1 + 0.1 * rng.standard_normal(4096))
    xf, wf = bf16_to_f32(xb), bf16_to_f32(wb)
    np.save(os.path.join(work, "rms_x.npy"), xb)
    np.save(os.path.join(work, "rms_w.npy"), wb)
    want = rmsnorm(xf, wf, C.RMS_EPS)
    for grid in (2, 8):
        out.append((f"rmsnorm 5x4096, grid {grid}", text["rmsnorm"], (grid,),
                    [f"bf16[5,4096]={work}/rms_x.npy", f"bf16[4096]={work}/rms_w.npy",
                     "bf16[5,4096]=zeros"],
                    lambda o, want=want: allclose_detail(bf16_to_f32(o[2]), want,
                                                         1e-2, 1e-2)))

    table = rng.standard_normal((64, 1024)).astype(np.float32)
    idx = rng.integers(0, 64, 32).astype(np.int32)
    out.append(("gather_rows 32 of 64x1024", k["gather_rows"], (4,),
                [table, idx, np.zeros((32, 1024), np.float32)],
                lambda o, t=table, i=idx: (np.array_equal(o[2], t[i]), "exact")))

    src = rng.standard_normal((32, 1024)).astype(np.float32)
    perm = rng.permutation(32).astype(np.int32)
    want = np.empty_like(src)
    want[perm] = src
    out.append(("scatter_rows 32x1024", k["scatter_rows"], (4,),
                [src, perm, np.zeros_like(src)],
                lambda o, want=want: (np.array_equal(o[2], want), "exact")))

    x = rng.standard_normal((128, 64)).astype(np.float32)
    out.append(("transpose 128x64", k["transpose"], (2, 2),
                [x, np.zeros((64, 128), np.float32)],
                lambda o, x=x: (np.array_equal(o[1], x.T), "exact")))

    a = rng.standard_normal((256, 64)).astype(np.float16)
    b = rng.standard_normal((64, 256)).astype(np.float16)
    out.append(("matmul_f16 256x256x64", k["matmul_f16"], (2, 2),
                [a, b, np.zeros((256, 256), np.float16)],
                lambda o, a=a, b=b: (lambda e: (e < 2e-3, f"rel err {e:.2g}"))(
                    rel_err(o[2], a.astype(np.float64) @ b.astype(np.float64)))))

    a = rng.standard_normal((256, 64)).astype(np.float32)
    b = rng.standard_normal((64, 256)).astype(np.float32)
    want = tileir.tf32_round(a).astype(np.float64) @ tileir.tf32_round(b).astype(np.float64)
    out.append(("matmul_tf32 256x256x64", text["matmul_tf32"], (2, 2),
                [a, b, np.zeros((256, 256), np.float32)],
                lambda o, want=want: (lambda e: (e < 1e-5, f"rel err {e:.2g} vs tf32-rounded inputs"))(
                    rel_err(o[2], want))))

    def bmm_bf16_check(o):
        want = np.matmul(bf16_to_f32(o[0]).astype(np.float64),
                         bf16_to_f32(o[1]).astype(np.float64))
        e = rel_err(bf16_to_f32(o[2]), want)
        return e < 8e-3, f"rel err {e:.2g}"

    for label, case, grid, (m, n, k) in [
            ("bmm_bf16", "bmm_bf16", (1, 2, 2), (128, 256, 64)),
            ("bmm_bf16_sample", "bmm_bf16_tile128x256x128", (1, 1, 2),
             (128, 256, 256))]:
        out.append((f"{label} 2x{m}x{n}x{k}", text[case], grid,
                    [f"bf16[2,{m},{k}]=rand", f"bf16[2,{k},{n}]=rand",
                     f"bf16[2,{m},{n}]=zeros"], bmm_bf16_check))
    out.append(("bmm_sample_f16 2x128x256x256", text["bmm_sample_f16"], (1, 1, 2),
                ["f16[2,128,256]=rand", "f16[2,256,256]=rand", "f16[2,128,256]=zeros"],
                lambda o: (lambda e: (e < 2e-3, f"rel err {e:.2g}"))(
                    rel_err(o[2].astype(np.float64),
                            np.matmul(o[0].astype(np.float64),
                                      o[1].astype(np.float64))))))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--no-compile", action="store_true", help="skip tile-as")
    args = ap.parse_args(argv)
    tool = lambda n: os.path.join(args.bin, n)
    passed = failed = 0

    def report(ok, what, detail=""):
        nonlocal passed, failed
        passed, failed = passed + ok, failed + (not ok)
        print(f"{'PASS' if ok else 'FAIL'}: {what}" + (f" ({detail})" if detail else ""))

    # NVIDIA's prints (cuda_tile.module) are read by tile-as and tile-run,
    # not tile-opt: their bytecode stands for them there.
    files = sorted({c.tileir[0] for c in C.all_cases()})
    with tempfile.TemporaryDirectory(prefix="tileir-validate-") as work:
        for f in files:
            rel = os.path.relpath(f, ROOT)
            p1 = subprocess.run([tool("tile-opt"), f], capture_output=True, text=True)
            ok = p1.returncode == 0
            if ok:
                p2 = subprocess.run([tool("tile-opt"), "-"], input=p1.stdout,
                                    capture_output=True, text=True)
                ok = p2.returncode == 0
                detail = "" if ok else p2.stderr.strip()[:200]
            else:
                detail = p1.stderr.strip()[:200]
            report(ok, f"tile-opt parses and round-trips {rel}", detail)
            if not args.no_compile and f.endswith((".mlir", ".bytecode")) and \
                    (f.endswith(".bytecode") or "bench/kernels" in f):
                cubin = os.path.join(work, os.path.basename(f) + ".cubin")
                p = subprocess.run([tool("tile-as"), f, "-o", cubin, "--gpu-name",
                                    "sm_90", "-O2"], capture_output=True, text=True)
                report(p.returncode == 0, f"tile-as -O2 sm_90 compiles {rel}",
                       p.stderr.strip().splitlines()[0] if p.returncode else "")
        rng = np.random.default_rng(1)
        for name, kernel, grid, arrays, verify in checks(rng, work):
            try:
                outs = tileir.run(kernel, grid=grid, args=arrays, backend="interp",
                                  tile_run=tool("tile-run"))
                ok, detail = verify(outs)
            except tileir.RunError as e:
                ok, detail = False, e.stderr.strip()[:300]
            report(bool(ok), f"interpreter vs numpy: {name}", detail)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
