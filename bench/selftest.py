#!/usr/bin/env python3
"""Self-test of the benchmark's machinery where there is no GPU.

    python3 bench/selftest.py [--bin build/bin]

- tileir.cubin against the PTX tile-as writes for the same kernel (.reqntid,
  the `__tileir_dynamic_smem` initialiser);
- tileir.cuda against a stand-in libcuda.so.1 (bench/selftest/fake_libcuda.c,
  built here with cc): the launch configuration, the stream and every
  parameter's value as the driver receives them, the dynamic shared memory
  attribute above 48 KiB, errors;
- tileir.signature, bench/sass.py and compile_time.py's --mlir-timing
  parser on known text;
- gpu_bench.py --dry-run end to end.

Prints one line per check and "N passed, M failed"; exit 1 on a failure.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))

from tileir import cubin, signature  # noqa: E402

import cases  # noqa: E402
import compile_time  # noqa: E402
import sass  # noqa: E402

RESULTS = [0, 0]


def check(ok, what, detail=""):
    RESULTS[0 if ok else 1] += 1
    print(f"{'PASS' if ok else 'FAIL'}: {what}" + (f" ({detail})" if detail and not ok else ""))


def compile_kernel(tool, src, out, emit="cubin"):
    p = subprocess.run([tool, src, "-o", out, "--gpu-name", "sm_90", "-O2",
                        f"--emit={emit}"], capture_output=True, text=True)
    if p.returncode:
        raise RuntimeError(p.stderr)
    return out


def test_cubin(tile_as, work):
    for name in ("softmax_row", "matmul_tf32", "bmm_bf16"):
        src = os.path.join(HERE, "kernels", name + ".mlir")
        image = open(compile_kernel(tile_as, src, os.path.join(work, name + ".cubin")),
                     "rb").read()
        ptx = open(compile_kernel(tile_as, src, os.path.join(work, name + ".ptx"),
                                  "ptx")).read()
        want_block = tuple(int(x) for x in re.search(
            r"\.reqntid\s+(\d+),\s*(\d+),\s*(\d+)", ptx).groups())
        m = re.search(name + r"__tileir_dynamic_smem\s*=\s*(\d+)", ptx)
        want_smem = int(m.group(1)) if m else 0
        check(cubin.kernels(image) == [name], f"cubin.kernels({name})",
              str(cubin.kernels(image)))
        check(cubin.reqntid(image, name) == want_block,
              f"cubin.reqntid({name}) == PTX .reqntid {want_block}",
              str(cubin.reqntid(image, name)))
        check(cubin.dynamic_smem(image, name) == want_smem,
              f"cubin.dynamic_smem({name}) == PTX initialiser {want_smem}",
              str(cubin.dynamic_smem(image, name)))
    try:
        cubin.reqntid(b"not an elf", "k")
        check(False, "cubin rejects a non-ELF image")
    except cubin.CubinError:
        check(True, "cubin rejects a non-ELF image")


FAKE_RUN = r'''
import sys
sys.path.insert(0, sys.argv[1])
from tileir import cuda, signature
image = open(sys.argv[2], "rb").read()
types = signature.entries(open(sys.argv[3]).read())[sys.argv[4]]
values = [int(v) if t != "f32" else float(v) for t, v in zip(types, sys.argv[6].split(","))]
m = cuda.Module(image)
k = m.kernel(sys.argv[4])
launch = k.prepare(signature.pack(types, values))
grid = tuple(int(g) for g in sys.argv[5].split(","))
try:
    launch(grid, stream=0x1234)
    print("launched", k.block, k.dynamic_smem, k.registers)
except cuda.CudaError as e:
    print("error", e)
'''


def test_cuda(tile_as, work):
    lib_dir = os.path.join(work, "fakecuda")
    os.makedirs(lib_dir, exist_ok=True)
    cc = subprocess.run(["cc", "-shared", "-fPIC", "-o",
                         os.path.join(lib_dir, "libcuda.so.1"),
                         os.path.join(HERE, "selftest", "fake_libcuda.c")],
                        capture_output=True, text=True)
    check(cc.returncode == 0, "build the stand-in libcuda.so.1", cc.stderr)
    if cc.returncode:
        return
    script = os.path.join(work, "fake_run.py")
    with open(script, "w") as f:
        f.write(FAKE_RUN)

    def reqntid(src, entry):
        ptx = open(compile_kernel(tile_as, src, os.path.join(work, entry + ".fake.ptx"),
                                  "ptx")).read()
        return ",".join(re.search(r"\.reqntid\s+(\d+),\s*(\d+),\s*(\d+)",
                                  ptx).groups())

    def run(src, entry, grid, values, kinds, smem):
        image = os.path.join(work, entry + ".fake.cubin")
        compile_kernel(tile_as, src, image)
        env = dict(os.environ, LD_LIBRARY_PATH=lib_dir, FAKE_PARAMS=kinds,
                   FAKE_SMEM=str(smem))
        p = subprocess.run([sys.executable, script, os.path.join(ROOT, "python"),
                            image, src, entry, grid, values], capture_output=True,
                           text=True, env=env)
        return p.stdout + p.stderr

    # matmul_tf32: 96 KiB of dynamic shared memory, 15 parameters.
    src = os.path.join(HERE, "kernels", "matmul_tf32.mlir")
    vals = ["140000000000000", "4096", "4096", "4096", "1",
            "140000100000000", "4096", "4096", "4096", "1",
            "140000200000000", "4096", "4096", "4096", "1"]
    block = reqntid(src, "matmul_tf32")  # the block size is the compiler's choice
    out = run(src, "matmul_tf32", "32,32", ",".join(vals), "piiiipiiiipiiii", 98304)
    check("fake: function matmul_tf32" in out, "cuda: cuModuleGetFunction by entry name", out)
    check("fake: global matmul_tf32__tileir_dynamic_smem" in out,
          "cuda: reads <kernel>__tileir_dynamic_smem", out)
    check("fake: attribute 8 = 98304" in out,
          "cuda: raises MAX_DYNAMIC_SHARED_SIZE_BYTES above 48 KiB", out)
    check(f"fake: launch grid 32,32,1 block {block} smem 98304 stream 0x1234" in out,
          "cuda: grid, .reqntid block, dynamic smem and stream reach cuLaunchKernel", out)
    want = [f"fake: param {i} = {hex(int(v)) if i % 5 == 0 else v}" for i, v in enumerate(vals)]
    check(all(w in out for w in want), "cuda: all 15 parameter values arrive", out)
    check(f"launched ({block.replace(',', ', ')}) 98304 64" in out, "cuda: Kernel facts",
          out)

    # A kernel with f32 and i32 scalars and no dynamic shared memory.
    src = os.path.join(ROOT, "test", "Inputs", "corpus", "kernels", "runtime_if",
                       "axpy_or_copy.sm_90.O3.bc13.3.cuda_tile.mlir")
    entry = next(iter(signature.entries(open(src).read())))
    vals = ["4096", "1024", "1", "8192", "1024", "1", "12288", "1024", "1",
            "-0.75", "1"]
    out = run(src, entry, "2", ",".join(vals), "piipiipiifi", 0)
    check("fake: param 9 = -0.75" in out and "fake: param 10 = 1" in out,
          "cuda: f32 and i32 scalar parameters", out)
    check("fake: attribute" not in out and "smem 0 stream 0x1234" in out,
          "cuda: no attribute call, smem 0 for a static-scratch kernel", out)
    out = run(src, entry, "0", ",".join(vals), "piipiipiifi", 0)
    check("error cuLaunchKernel" in out and "CUDA_ERROR_INVALID_VALUE" in out,
          "cuda: a failed launch raises CudaError with the driver's name", out)


def test_signature():
    text = ("tile.module @m {\n  entry @k(%a: tile<ptr<f32>>, %n: tile<i32>,\n"
            "      %s: tile<f32>) optimization_hints=<default = {}> {\n    return\n  }\n"
            "  entry @e() {\n    return\n  }\n}\n")
    got = signature.entries(text)
    check(got == {"k": ["ptr<f32>", "i32", "f32"], "e": []}, "signature.entries", str(got))
    check(signature.flatten_array(16, (2, 3), (3, 1)) == [16, 2, 3, 3, 1],
          "signature.flatten_array")
    try:
        signature.pack(["ptr<f32>", "i32"], [1])
        check(False, "signature.pack rejects a count mismatch")
    except ValueError:
        check(True, "signature.pack rejects a count mismatch")


SASS_SAMPLE = """
        Function : k
        .headerflags    @"EF_CUDA_SM90 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM90)"
        /*0000*/                   LDC R1, c[0x0][0x28] ;                          /* 0x00000a00ff017b82 */
        /*0010*/                   S2R R0, SR_TID.X ;                              /* 0x0000000000007919 */
        /*0020*/              @!P0 LDG.E.128 R4, desc[UR4][R2.64] ;               /* 0x0000000402047981 */
        /*0030*/                   LDG.E R8, desc[UR4][R2.64] ;                    /* 0x0000000402087981 */
        /*0040*/                   HMMA.16816.F32 R12, R4, R8, R12 ;               /* 0x000000080c0c723c */
        /*0050*/                   FFMA R9, R8, R8, R9 ;                           /* 0x0000000808097223 */
        /*0060*/                   STS.128 [R0], R4 ;                              /* 0x0000000400007388 */
        /*0070*/                   BAR.SYNC.DEFER_BLOCKING 0x0 ;                   /* 0x0000000000007b1d */
        /*0080*/                   LDS R10, [R0] ;                                 /* 0x000000000000a984 */
        /*0090*/                   SHFL.BFLY PT, R11, R10, 0x1, 0x1f ;             /* 0x0c201f000a0b7f89 */
        /*00a0*/                   STG.E.64 desc[UR4][R2.64], R10 ;                /* 0x0000000a02007986 */
        /*00b0*/                   EXIT ;                                          /* 0x000000000000794d */
        /*00c0*/                   BRA 0xc0;                                       /* 0xfffffffc00fc7947 */
        /*00d0*/                   NOP;                                            /* 0x0000000000007918 */
"""


def test_sass():
    mix = sass.count(SASS_SAMPLE)
    want = {"MOV": 2, "LDG": 2, "HMMA": 1, "FFMA": 1, "STS": 1, "BAR": 1,
            "LDS": 1, "SHFL": 1, "STG": 1, "BRA": 2}
    check(mix["classes"] == want and mix["total"] == 13, "sass.count classes",
          str(mix["classes"]))
    check(mix["widths"] == {"LDG.128": 1, "LDG.32": 1, "STS.128": 1, "LDS.32": 1,
                            "STG.64": 1}, "sass.count vector widths", str(mix["widths"]))
    line = sass.summary_line(mix)
    check(line.startswith("13 instr: HMMA 1, LDG 2 (128-bit 1)"), "sass.summary_line", line)
    info = sass.ptxas_info(
        "ptxas info    : Used 254 registers, used 1 barriers, 1024 bytes smem\n"
        "    160 bytes stack frame, 160 bytes spill stores, 96 bytes spill loads\n")
    check(info.get("registers") == 254 and info.get("smem") == 1024 and
          info.get("spill_stores") == 160 and info.get("spill_loads") == 96 and
          info.get("stack") == 160, "sass.ptxas_info", str(info))


TIMING_SAMPLE = """===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 0.2283 seconds

  ----Wall Time----  ----Name----
    0.0012 (  0.5%)  setup
    0.0019 (  0.8%)  import
    0.0005 (  0.2%)  verify+plan
    0.0002 (  0.1%)    Canonicalizer
    0.0145 (  6.4%)  lowering
    0.0034 (  1.5%)    ConvertTileToGPU
    0.0063 (  2.7%)    'gpu.module' Pipeline
    0.0016 (  0.7%)      Canonicalizer
    0.0086 (  3.8%)  llvm-ir
    0.0562 ( 24.6%)  nvptx
    0.1429 ( 62.6%)  ptxas
    0.0003 (  0.1%)  output
    0.0022 (  0.9%)  Rest
    0.2283 (100.0%)  Total
"""


def test_timing_parser():
    top, nested = compile_time.parse_timing(TIMING_SAMPLE)
    check(top.get("lowering") == 0.0145 and top.get("ptxas") == 0.1429 and
          top.get("Total") == 0.2283 and len(top) == 10, "compile_time top-level stages",
          str(top))
    check(nested.get("lowering/'gpu.module' Pipeline/Canonicalizer") == 0.0016 and
          nested.get("verify+plan/Canonicalizer") == 0.0002,
          "compile_time nested passes", str(nested))


def test_dry_run(tile_bin, work):
    md = os.path.join(work, "dry.md")
    p = subprocess.run([sys.executable, os.path.join(HERE, "gpu_bench.py"), "--dry-run",
                        "--bin", tile_bin, "--markdown", md, "--json",
                        os.path.join(work, "dry.json")], capture_output=True, text=True)
    ok = p.returncode == 0 and os.path.exists(md)
    text = open(md).read() if ok else p.stderr[-2000:]
    rows = {l.split("|")[1].strip(): l for l in text.splitlines()
            if re.match(r"\| .* \| \d", l)}
    # Every case's row has a (dry-run) result for all three implementations.
    missing = [c.title for c in cases.all_cases()
               if len(re.findall(r"(?:GB|TFLOP)/s \(", rows.get(c.title, ""))) != 3]
    check(ok and not missing, f"gpu_bench.py --dry-run renders all {len(cases.CASES)} "
          "cases with results", ("no result for: " + "; ".join(
              f"{t}: {rows.get(t, 'no row')}" for t in missing)) if ok else text)


def test_ab_rounds(tile_bin, work):
    # ab_rounds.py prints each run's medians as the run ends (a device call
    # cut short keeps them), then the table of every label.
    cubins = os.path.join(work, "ab-cubins")
    subprocess.run([sys.executable, os.path.join(HERE, "gpu_bench.py"), "--dry-run",
                    "--bin", tile_bin, "--work", cubins, "--only", "vector_add"],
                   capture_output=True, text=True)
    p = subprocess.run([sys.executable, os.path.join(HERE, "ab_rounds.py"), "--dry-run",
                        "--cases", "vector_add", "--rounds", "1", "--out",
                        os.path.join(work, "ab"), f"x={cubins}", f"y={cubins}"],
                       capture_output=True, text=True)
    per_run = re.findall(r"^  vector_add tileir \d+\.\d+ ms \[dry run\]",
                         p.stderr, re.M)
    rows = re.findall(r"^\| vector_add \| [xy] \| ", p.stdout, re.M)
    check(p.returncode == 0 and len(per_run) == 2 and len(rows) == 2,
          "ab_rounds.py: each run's medians as it ends, then the table",
          p.stderr[-2000:] + p.stdout[-1000:])


def test_faults(tile_bin, work):
    """A worker that dies (as after a kernel fault) or hangs is replaced,
    and the other cases still report."""
    env = dict(os.environ, BENCH_DRY_FAULT="row_softmax/tileir:crash,"
                                           "transpose/triton:hang")
    p = subprocess.run([sys.executable, os.path.join(HERE, "gpu_bench.py"), "--dry-run",
                        "--bin", tile_bin, "--case-timeout", "5",
                        "--only", "vector_add,row_softmax,transpose,matmul_f16"],
                       capture_output=True, text=True, env=env)
    rows = {l.split("|")[1].strip(): l for l in p.stdout.splitlines()
            if l.startswith("| ") and ("GB/s" in l or "TFLOP/s" in l)}
    softmax = rows.get("row softmax, f32", "")
    transpose = rows.get("2-D transpose, f32", "")
    check(p.returncode == 0 and "worker exited with 3" in softmax
          and softmax.count("GB/s") >= 2, "a crashing worker costs only its case's "
          "missing results", softmax or p.stderr[-1500:])
    check("killed after 5 s" in transpose, "a hanging case is killed", transpose)
    check("TFLOP/s (" in rows.get("matmul, f16 in/out, f32 accumulation", "")
          and "GB/s (" in rows.get("vector add, f32", ""),
          "the other cases report after a crash and a hang", str(list(rows)))


CPU_CASES = ("vector_add", "vector_add_f16", "vector_add_f64", "row_softmax",
             "row_softmax_corpus", "rmsnorm", "transpose", "gather_rows",
             "scatter_rows", "matmul_tf32")


def test_cpu_torch(tile_bin, work):
    """The PyTorch half of every case on the CPU, where torch is installed."""
    import importlib.util
    if importlib.util.find_spec("torch") is None:
        print("SKIP: gpu_bench.py --device cpu --small (no torch here)")
        return
    js = os.path.join(work, "cpu.json")
    p = subprocess.run([sys.executable, os.path.join(HERE, "gpu_bench.py"), "--device",
                        "cpu", "--small", "--bin", tile_bin, "--target-s", "0.02",
                        "--only", ",".join(CPU_CASES),
                        "--json", js], capture_output=True, text=True)
    ok = p.returncode == 0 and os.path.exists(js)
    import json
    doc = json.load(open(js)) if ok else {"results": []}
    torch_rows = [r for r in doc["results"] if r.get("impl") == "torch"]
    good = [r for r in torch_rows if r.get("check") == "ok" and r.get("median_ms")]
    check(ok and len(good) == len(CPU_CASES), "gpu_bench.py --device cpu --small: torch "
          f"half checks and times {len(CPU_CASES)} cases",
          str(torch_rows)[:1500] or p.stderr[-1500:])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    args = ap.parse_args(argv)
    tile_as = os.path.join(args.bin, "tile-as")
    with tempfile.TemporaryDirectory(prefix="tileir-selftest-") as work:
        test_signature()
        test_sass()
        test_timing_parser()
        test_cubin(tile_as, work)
        test_cuda(tile_as, work)
        test_dry_run(args.bin, work)
        test_ab_rounds(args.bin, work)
        test_faults(args.bin, work)
        test_cpu_torch(args.bin, work)
    print(f"{RESULTS[0]} passed, {RESULTS[1]} failed")
    return 1 if RESULTS[1] else 0


if __name__ == "__main__":
    sys.exit(main())
