"""GPU check: `tile-run --backend both` over the corpus kernels.

    python3 -m tileir.gpu_check [--bin DIR] [-O 1,2] [--only NAME,...]
                                [--markdown FILE] [--gpu-name auto|sm_XX]

Runs every corpus kernel that tile-as compiles on the GPU and on the
reference interpreter from the same inputs (tile-run poisons write-only
arrays first, compares every array with its type's tolerance), at sizes
that fill many tile blocks, at each -O level, and prints one table row per
run: kernel, size, grid, -O, block size, max abs err, max rel err, result.
Kernels tile-as rejects are listed once per -O level as "not yet lowered"
with tile-as's first error. Builds nothing: DIR (default build/bin) must
hold tile-run and tile-as; scripts/gpu_check.sh wraps this for the device
machine. Exit 0 when every run that could run passed.
"""

import argparse
import datetime
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
KDIR = os.path.join(ROOT, "test", "Inputs", "corpus", "kernels")
SEED = os.path.join(ROOT, "test", "Inputs", "corpus", "seed")


def _k(name, stem):
    return os.path.join(KDIR, name, f"{stem}.sm_90.O3.bc13.3.cuda_tile.mlir")


def _ids_npy(work, count, rows):
    """Row ids for gather_rows, a few out of range (masked: read as 0)."""
    import numpy as np
    rng = np.random.default_rng(7)
    ids = rng.integers(0, rows, count).astype(np.int32)
    ids[[3, 17, 40]] = [rows, 100000, -1]
    path = os.path.join(work, f"ids_{count}_{rows}.npy")
    np.save(path, ids)
    return path


def cases(work):
    """(kernel, kernel file, size label, grid, ARGs) for every run."""
    out = []
    vadd = _k("vector_add", "vec_add_1d")
    for n, grid, label in ((1 << 20, 1024, "n=2^20"),
                           (1 << 24, 16384, "n=2^24"),
                           (1000000, 977, "n=1000000 (partial last tile)")):
        out.append(("vector_add", vadd, label, (grid,),
                    [f"f32[{n}]=rand", f"f32[{n}]=rand", f"f32[{n}]=zeros"]))
    rif = _k("runtime_if", "axpy_or_copy")
    for n, grid, alpha, mode in ((262144, 512, "2.0", 1), (262144, 512, "2.0", 0),
                                 (1 << 20, 2048, "-0.75", 1),
                                 (1 << 22, 8192, "1.5", 0),
                                 (1000000, 1954, "1.5", 1)):
        label = f"n={n} alpha={alpha} mode={mode}"
        out.append(("runtime_if", rif, label, (grid,),
                    [f"f32[{n}]=rand", f"f32[{n}]=rand", f"f32[{n}]=zeros",
                     f"f32={alpha}", f"i32={mode}"]))
    rows, cols = 4096, 1000
    out.append(("row_softmax", _k("row_softmax", "softmax_rows"),
                f"{rows}x{cols}", (rows // 4,),
                [f"f32[{rows},{cols}]=rand", f"f32[{rows},{cols}]=zeros"]))
    m, n = 4096, 2048
    out.append(("transpose_2d", _k("transpose_2d", "transpose_tiles"),
                f"{m}x{n}", (m // 64, n // 32),
                [f"f32[{m},{n}]=rand", f"f32[{n},{m}]=zeros"]))
    trows, dim, count = 4096, 128, 65536
    out.append(("gather_rows", _k("gather_rows", "embedding_gather"),
                f"table {trows}x{dim}, {count} ids", (count // 32,),
                [f"f32[{trows},{dim}]=rand", lambda: _ids_npy(work, count, trows),
                 f"f32[{count},{dim}]=7"]))
    m, n, k = 1024, 1024, 512
    out.append(("matmul_f16", _k("matmul_f16", "gemm_f16"),
                f"{m}x{k} @ {k}x{n}", (m // 128, n // 128),
                [f"f16[{m},{k}]=rand", f"f16[{k},{n}]=rand", f"f16[{m},{n}]=zeros"]))
    m, n, k = 2048, 1024, 2048
    out.append(("matmul_f16", _k("matmul_f16", "gemm_f16"),
                f"{m}x{k} @ {k}x{n}", (m // 128, n // 128),
                [f"f16[{m},{k}]=rand", f"f16[{k},{n}]=rand", f"f16[{m},{n}]=zeros"]))
    out += seed_cases()
    out += op_cases()
    return out


OPS = os.path.join(ROOT, "test", "Inputs", "gpu-ops")


def op_cases():
    """Op-level kernels from test/Inputs/gpu-ops/cases.txt, one per line:
    `FILE GRID ARG...` (FILE relative to that folder, GRID X[,Y[,Z]], ARGs
    and extra options in tile-run's syntax); '#' starts a comment. A line
    with `--tile-as-arg=F` (tile-as compiles the kernel with F) is the row
    op/NAME[F], beside the kernel's plain row."""
    out = []
    path = os.path.join(OPS, "cases.txt")
    if not os.path.exists(path):
        return out
    with open(path) as f:
        for line in f:
            words = line.split("#", 1)[0].split()
            if len(words) < 2:
                continue
            grid = tuple(int(g) for g in words[1].split(","))
            stem = os.path.splitext(words[0])[0]
            # A kernel run again with other tile-as flags is a row of its
            # own: op/NAME[mma-sync].
            flags = [a.split("=", 1)[1].lstrip("-") for a in words[2:]
                     if a.startswith("--tile-as-arg=")]
            if flags:
                stem += "[" + ",".join(flags) + "]"
            out.append((f"op/{stem}", os.path.join(OPS, words[0]),
                        " ".join(a for a in words[2:] if not a.startswith("--"))[:40],
                        grid, words[2:]))
    return out


# The seed's f32 results come from tf32 tensor-core products summed in a
# different order from the interpreter's; the inputs are rounded to tf32
# identically on both sides (ftof), so only the summation differs.
TF32_TOLERANCE = ["--rtol=1e-4", "--atol=1e-4"]
# With super_step > 0 an mma result is rounded to tf32 again and fed to the
# next mma: where the two sides' f32 sums differ in the last bit, the tf32
# rounding can fall on different sides (one tf32 ulp, 2^-10), and the error
# then scales with the products, not with their (cancelling) sum. So: two
# tf32 ulps relative, and an absolute 1e-4 of the array's largest value.
TF32_CHAINED_TOLERANCE = ["--rtol=1e-3", "--atol-of-max=1e-4"]
SEED_VARIANTS = ("a_no_first_mma_loop", "b_no_second_mma_loop", "c_no_p_loop",
                 "d_no_first_store", "e_no_if_super_step", "f_rows_per_tile_64",
                 "g_block_16")
# x_dim0_stride1 is compiled (test/Tools/tile-as-seed.test) but not run: its
# IR assumes `div_by<4>` of the constant stride 1, which is false, so every
# run is undefined behaviour (the interpreter reports it at kernel.py:6).


def seed_cases():
    """The seed and its variants: super_step 0 on arrays that fill many tile
    blocks (blocks are independent then), and super_step 1, 2, 3 on one
    block (with more, blocks race on out[0:32, 0:32]; corpus/README.md)."""
    out = []

    def add(name, path, rows_per_tile, shape, step, grid):
        arr = "f32[" + ",".join(str(d) for d in shape) + "]"
        out.append((name, path, f"{'x'.join(map(str, shape))} super_step={step}",
                    grid, [f"{arr}=rand", f"{arr}=rand", f"i32={step}"]
                    + (TF32_CHAINED_TOLERANCE if step else TF32_TOLERANCE)))

    seed = os.path.join(SEED, "_left_superpanel.sm_90.O2.bc13.3.bytecode")
    add("seed", seed, 128, (1, 128, 128), 0, (1, 1, 1))
    add("seed", seed, 128, (1, 16384, 64), 0, (128, 1, 1))
    add("seed", seed, 128, (1, 8192, 256), 0, (64, 1, 1))
    # Step s reads the panel at column 64 * (s - 1): at least 64 * s columns.
    for step in (1, 2, 3):
        add("seed", seed, 128, (1, 128, 256), step, (1, 1, 1))
    add("seed", seed, 128, (1, 512, 256), 3, (1, 1, 1))
    for variant in SEED_VARIANTS:
        path = os.path.join(SEED, "variants", variant,
                            "_left_superpanel.sm_90.O2.bc13.3.bytecode")
        rows = 64 if variant.startswith("f_") else 128
        add(f"seed/{variant[0]}", path, rows, (1, 4096, 128), 0, (4096 // rows, 1, 1))
        add(f"seed/{variant[0]}", path, rows, (1, 256, 256), 3, (1, 1, 1))
    return out
    return out


def gpu_name_of_device():
    """sm_XY of GPU 0 from nvidia-smi, or None."""
    smi = shutil.which("nvidia-smi")
    if not smi:
        return None
    try:
        cap = subprocess.run([smi, "--query-gpu=compute_cap", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=60).stdout
        major, minor = cap.strip().splitlines()[0].split(".")
        return f"sm_{major}{minor}"
    except Exception:
        return None


def device_line():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return "no nvidia-smi"
    try:
        return subprocess.run(
            [smi, "--query-gpu=name,driver_version,memory.total,compute_cap",
             "--format=csv,noheader"], capture_output=True, text=True,
            timeout=60).stdout.strip().splitlines()[0]
    except Exception as e:
        return f"nvidia-smi failed: {e}"


def first_error(text):
    for line in text.splitlines():
        if "error:" in line:
            # Drop the path: `file:line:col: error: ...` -> `line:col: ...`.
            m = re.match(r".*?([^/:]+):(\d+):(\d+): error: (.*)", line)
            return f"{m.group(4)} (line {m.group(2)})" if m else line.strip()
    return text.strip().splitlines()[-1] if text.strip() else "failed"


ARRAY_LINE = re.compile(r"^arg(\d+) (\S+) \((input|output|read/write)\): "
                        r"max abs err (\S+), max rel err (\S+), (\d+)/(\d+) "
                        r"mismatches.*: (ok|MISMATCH)$")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"),
                   help="directory holding tile-run and tile-as")
    p.add_argument("-O", dest="levels", default="1,2")
    p.add_argument("--only", help="comma-separated kernel names")
    p.add_argument("--gpu-name", default="auto")
    p.add_argument("--markdown", help="also write the table to FILE")
    p.add_argument("--timeout", type=int, default=300, help="seconds per run")
    args = p.parse_args(argv)

    tile_run = os.path.join(args.bin, "tile-run")
    tile_as = os.path.join(args.bin, "tile-as")
    for tool in (tile_run, tile_as):
        if not os.access(tool, os.X_OK):
            sys.exit(f"error: {tool} is missing (build it, or pass --bin)")
    levels = [int(x) for x in args.levels.split(",")]
    # Names split at commas outside brackets: op/NAME[tma,mma-stages=2] is one.
    only = (set(re.split(r",(?![^\[]*\])", args.only)) if args.only
            else None)
    gpu_name = args.gpu_name
    if gpu_name == "auto":
        gpu_name = gpu_name_of_device() or "sm_90"

    work = tempfile.mkdtemp(prefix="tileir-gpu-check-")
    rows, failures = [], 0
    header = [f"date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M UTC}",
              f"device: {device_line()}",
              f"command: python3 -m tileir.gpu_check --bin {args.bin} -O {args.levels}"
              + (f" --only {args.only}" if args.only else ""),
              f"target: {gpu_name}"]
    for line in header:
        print(line, flush=True)
    lowered = {}  # (file, level) -> None or the first tile-as error
    seen = set()
    try:
        for name, kernel, label, grid, kargs in cases(work):
            seen.add(name)
            if only and name not in only:
                continue
            extra = [a.split("=", 1)[1] for a in kargs
                     if isinstance(a, str) and a.startswith("--tile-as-arg=")]
            for level in levels:
                key = (kernel, level, tuple(extra))
                if key not in lowered:
                    proc = subprocess.run(
                        [tile_as, kernel, "-o", os.path.join(work, "probe.cubin"),
                         "--gpu-name", gpu_name, f"-O{level}"] + extra,
                        capture_output=True, text=True)
                    lowered[key] = None if proc.returncode == 0 else first_error(proc.stderr)
                gridtxt = ",".join(str(g) for g in grid)
                if lowered[key] is not None:
                    # One row per kernel and level is enough.
                    if not any(r[0] == name and r[3] == f"-O{level}" and
                               r[7].startswith("not yet lowered") for r in rows):
                        rows.append((name, "-", "-", f"-O{level}", "-", "-", "-",
                                     f"not yet lowered: {lowered[key]}"))
                    continue
                argv_run = [a() if callable(a) else a for a in kargs]
                cmd = [tile_run, kernel, "--grid", gridtxt, "--backend", "both",
                       f"-O{level}", "--gpu-name", gpu_name, "--gpu-verbose",
                       "--seed", "1"] + argv_run
                t0 = time.time()
                try:
                    proc = subprocess.run(cmd, capture_output=True, text=True,
                                          timeout=args.timeout)
                    out, err, rc = proc.stdout, proc.stderr, proc.returncode
                except subprocess.TimeoutExpired:
                    out, err, rc = "", f"error: timed out after {args.timeout}s", -1
                secs = time.time() - t0
                block = "-"
                m = re.search(r"block (\d+),\d+,\d+, dynamic smem (\d+) B, (\d+) registers", err)
                if m:
                    block = f"{m.group(1)} ({m.group(3)} regs)"
                abs_err = rel_err = 0.0
                arrays = 0
                ok_arrays = True
                for line in out.splitlines():
                    a = ARRAY_LINE.match(line)
                    if not a:
                        continue
                    arrays += 1
                    abs_err = max(abs_err, float(a.group(4)))
                    rel_err = max(rel_err, float(a.group(5)))
                    ok_arrays &= a.group(8) == "ok"
                if rc == 0 and arrays and ok_arrays:
                    result = f"PASS ({secs:.1f}s)"
                else:
                    failures += 1
                    bad = [l for l in out.splitlines() if "MISMATCH" in l]
                    result = "FAIL: " + (bad[0] if bad else first_error(err or out))
                rows.append((name, label, gridtxt, f"-O{level}", block,
                             f"{abs_err:.3g}" if arrays else "-",
                             f"{rel_err:.3g}" if arrays else "-", result))
                print(f"{name} {label} grid={gridtxt} -O{level}: {result}", flush=True)
                if not result.startswith("PASS"):
                    sys.stdout.write(out + err)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    cols = ("kernel", "size", "grid", "-O", "block", "max abs err",
            "max rel err", "result")
    table = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    table += ["| " + " | ".join(str(c).replace("|", "\\|") for c in r) + " |"
              for r in rows]
    ran = sum(1 for r in rows if not r[7].startswith("not yet lowered"))
    summary = (f"{ran - failures}/{ran} runs passed; "
               f"{len(rows) - ran} kernel/-O pairs not yet lowered")
    print()
    print("\n".join(table))
    print()
    # A name --only asked for that is no case: a failure, not a silent skip.
    unknown = sorted(only - seen) if only else []
    for name in unknown:
        print(f"error: --only names no kernel '{name}'")
    failures += len(unknown)
    print(summary)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("\n".join(f"- {h}" for h in header) + "\n\n")
            f.write("\n".join(table) + "\n\n" + summary + "\n")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
