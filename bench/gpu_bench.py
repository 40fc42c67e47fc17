#!/usr/bin/env python3
"""Kernel throughput: TileIR against Triton and PyTorch, on one GPU.

    bench/run_gpu.sh [--markdown FILE] [--json FILE] [--only a,b] [--budget S]
    python3 bench/gpu_bench.py --bin DIR [options]      # what run_gpu.sh runs
    python3 bench/gpu_bench.py --dry-run                # no GPU: everything else

Cases (bench/cases.py): vector add (2^28 f32), row softmax (8192x8192 f32),
layernorm forward (8192x8192 f16, f32 statistics), 2-D transpose
(16384x16384 f32), f16 matmul 4096^3 (f32 accumulation), tf32 matmul
4096^3, f8 e4m3 and i8 matmul 4096^3 (B stored N x K), bf16 batched matmul
16x2048^3, and cuTile's seed kernel
(_left_superpanel, the frontend's bytecode) at super_step 1 and 3 on
1x16384x256 f32 (TFLOP/s, and GB/s by its bytes model; checked on one tile
block, since its blocks race on `out`). Each is written once as Tile IR
(bench/kernels/*.mlir, or the corpus kernel where its tiles suit), once as
Triton (bench/triton_kernels.py) and once as PyTorch.

Steps:
 1. tile-as -O2 -v compiles each Tile IR kernel to a cubin here (DIR holds
    tile-as; --cubin-dir takes prebuilt cubins instead); its ptxas -v line
    and the cubin's SASS instruction mix (cuobjdump -sass) are kept. A kernel
    tile-as rejects is reported as "not compiled: <first error>".
 2. A worker process (this file, --worker) imports torch and triton,
    measures the device's ceilings (device-to-device copy bandwidth; cuBLAS
    f16/bf16/tf32 matmul rate, torch.mm at 4096^3 and 8192^3, the best) and
    then runs the cases. Per case and implementation: correctness against
    a float64 torch reference on the first input set (outputs poisoned with
    NaN first), then warm-up and the median of N timed calls, each between
    two CUDA events on torch's current stream, rotating over enough input
    sets that they total more than twice the L2 cache. Tile IR kernels are
    launched through the CUDA driver (python/tileir/cuda.py) on the tensors'
    data_ptr(), block size and dynamic shared memory from the cubin.
    A worker that dies or hangs (a kernel fault poisons its CUDA context) is
    replaced for the remaining cases; a hung case is killed after
    --case-timeout seconds; cases left when --budget runs out are skipped.
 3. The report: one markdown file (--markdown; printed too) with the date,
    device, driver and versions, the ceilings, the throughput table (GB/s or
    TFLOP/s, fraction of the ceiling, TileIR / Triton and TileIR / PyTorch
    ratios from the same run), correctness, and per kernel its registers,
    spills, shared memory and SASS mix for TileIR and Triton; --json gets
    every number.

--dry-run runs all of it that needs no GPU (compiling, cubin reading,
parameter packing, the worker protocol, the report) with invented times.
--device cpu (with --small) runs the torch half on the CPU, to test the
case definitions where there is no GPU.
"""

import argparse
import concurrent.futures
import datetime
import json
import os
import platform
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))

import cases as C  # noqa: E402
import report  # noqa: E402
import sass  # noqa: E402

PREFIX = "@@ "
IMPLS = ("tileir", "triton", "torch")


# ---------------------------------------------------------------------------
# Driver side (no torch here).


def first_error(text):
    for line in text.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    return lines[-1] if lines else "unknown failure"


def signature_of(case):
    """(entry name, [parameter types]) of the case's Tile IR kernel."""
    from tileir import signature
    with open(case.tileir[1]) as f:
        entries = signature.entries(f.read())
    if len(entries) != 1:
        raise ValueError(f"{case.tileir[1]} has {len(entries)} entries; expected 1")
    return next(iter(entries.items()))


def compile_case(case, args, work):
    """Compiles (or finds) the case's cubin: a dict for the report."""
    from tileir import cubin as cubin_mod
    info = {"kernel": os.path.relpath(case.tileir[0], ROOT),
            "note": case.tileir_note}
    try:
        info["entry"], info["types"] = signature_of(case)
    except (OSError, ValueError) as e:
        info["error"] = f"signature: {e}"
        return info
    out = os.path.join(work, case.name + ".cubin")
    prebuilt = args.cubin_dir and os.path.join(args.cubin_dir, case.name + ".cubin")
    if prebuilt and os.path.exists(prebuilt):
        shutil.copyfile(prebuilt, out)
        info["compiled"] = f"prebuilt {prebuilt}"
    else:
        tile_as = os.path.join(args.bin, "tile-as")
        cmd = [tile_as, case.tileir[0], "-o", out, "--gpu-name", args.gpu_name,
               f"-O{args.O}", "-v"] + args.tile_as_arg
        start = time.perf_counter()
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        except (OSError, subprocess.TimeoutExpired) as e:
            info["error"] = f"not compiled: {e}"
            return info
        info["compile_s"] = time.perf_counter() - start
        if proc.returncode != 0:
            info["error"] = "not compiled: " + first_error(proc.stderr)
            info["stderr"] = proc.stderr[-4000:]
            return info
        info["ptxas"] = sass.ptxas_info(proc.stderr)
        info["compiled"] = " ".join(os.path.basename(c) if i == 0 else c
                                    for i, c in enumerate(cmd))
    info["cubin"] = out
    try:
        with open(out, "rb") as f:
            image = f.read()
        if info["entry"] not in cubin_mod.kernels(image):
            info["error"] = f"the cubin has no kernel {info['entry']}"
            return info
        info["block"] = list(cubin_mod.reqntid(image, info["entry"]))
        try:
            info["dynamic_smem"] = cubin_mod.dynamic_smem(image, info["entry"])
        except cubin_mod.CubinError:
            info["dynamic_smem"] = None  # the worker reads it through the driver
    except (OSError, cubin_mod.CubinError) as e:
        info["error"] = f"cubin: {e}"
        return info
    mix, why = sass.sass_mix(out)
    info["sass"] = mix
    if why:
        info["sass_error"] = why
    return info


def tool_versions(args):
    out = {}
    tile_as = os.path.join(args.bin, "tile-as")
    try:
        p = subprocess.run([tile_as, "--version"], capture_output=True, text=True,
                           timeout=30)
        out["tile_as"] = (p.stdout or p.stderr).strip().splitlines()[0]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        out["tile_as"] = "?"
    try:
        p = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version",
                            "--format=csv,noheader"], capture_output=True,
                           text=True, timeout=30)
        if p.returncode == 0 and p.stdout.strip():
            out["nvidia_smi"] = p.stdout.strip().splitlines()[0]
    except (OSError, subprocess.TimeoutExpired):
        pass
    return out


class WorkerRun:
    """One worker process; its protocol lines arrive on a queue."""

    def __init__(self, spec_path, python):
        cmd = [python, os.path.abspath(__file__), "--worker", spec_path]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True,
                                     bufsize=1, cwd=ROOT)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def kill(self):
        try:
            self.proc.kill()
        except OSError:
            pass


def run_workers(cases, compiled, args, work, deadline):
    """Runs the cases in worker processes; returns (device, ceilings,
    results, events), results as a list of dicts."""
    device, ceilings, results, events = {}, {}, [], []
    pending = [c.name for c in cases]
    need_ceilings = not args.no_ceilings
    attempts_without_progress = 0
    while pending:
        if time.time() > deadline - 5:
            for name in pending:
                results.append({"case": name, "impl": "*",
                                "error": "skipped: time budget spent"})
            break
        spec = {
            "cases": pending, "ceilings": need_ceilings, "deadline": deadline,
            "small": args.small, "dry_run": args.dry_run, "device": args.device,
            "target_s": args.target_s, "max_iters": args.max_iters,
            "work": work, "no_triton": args.no_triton,
            "tileir": {n: {k: compiled[n].get(k) for k in
                           ("cubin", "entry", "types", "error", "block",
                            "dynamic_smem")} for n in pending},
        }
        spec_path = os.path.join(work, "spec.json")
        with open(spec_path, "w") as f:
            json.dump(spec, f)
        w = WorkerRun(spec_path, args.python)
        current, started, progress, reason = None, time.time(), False, None
        reported = set()
        while True:
            try:
                line = w.lines.get(timeout=1.0)
            except queue.Empty:
                line = ""
            if line is None:
                break
            if line.startswith(PREFIX):
                try:
                    msg = json.loads(line[len(PREFIX):])
                except ValueError:
                    print(line, end="", file=sys.stderr)
                    continue
                kind = msg.get("type")
                if kind == "device":
                    device = msg
                elif kind == "ceiling":
                    ceilings[msg["name"]] = msg
                elif kind == "ceilings_done":
                    need_ceilings = False
                elif kind == "begin":
                    current, started, reported = msg["case"], time.time(), set()
                    progress = True
                elif kind == "result":
                    results.append(msg)
                    reported.add(msg["impl"])
                elif kind == "end":
                    if msg["case"] in pending:
                        pending.remove(msg["case"])
                    current, started = None, time.time()
                elif kind == "event":
                    events.append(msg)
                    print("  " + msg.get("text", ""), file=sys.stderr, flush=True)
            elif line:
                print("  worker: " + line, end="", file=sys.stderr, flush=True)
            limit = args.case_timeout if current else args.startup_timeout
            if time.time() - started > limit:
                reason = f"killed after {limit:.0f} s without finishing"
            elif time.time() > deadline:
                reason = "killed: time budget spent"
            if reason:
                w.kill()
                break
        try:
            code = w.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            w.kill()
            code = w.proc.wait()
        if current is not None:
            why = reason or f"worker exited with {code} during the case"
            for impl in IMPLS:
                if impl not in reported:
                    results.append({"case": current, "impl": impl, "error": why})
            pending.remove(current)
            events.append({"type": "event", "text": f"{current}: {why}"})
        elif pending and not progress:
            attempts_without_progress += 1
            if attempts_without_progress >= 2 or reason:
                why = reason or f"the worker exited with {code} before any case"
                for name in pending:
                    results.append({"case": name, "impl": "*", "error": why})
                break
    return device, ceilings, results, events


def triton_sass(results):
    for r in results:
        path = r.get("triton_cubin")
        if path and os.path.exists(path):
            mix, why = sass.sass_mix(path)
            r["sass"] = mix
            if why:
                r["sass_error"] = why


def second_figures(doc):
    """A markdown paragraph with GB/s for the cases that have a bytes model
    beside their TFLOP/s (Case.bytes_moved), from the same medians; "" when
    none has."""
    parts = []
    for case in doc["cases"]:
        if not case.get("bytes"):
            continue
        cells = []
        for impl in IMPLS:
            r = next((r for r in doc["results"] if r.get("case") == case["name"]
                      and r.get("impl") == impl), None) or {}
            ms = None if r.get("error") else r.get("median_ms")
            rate = case["bytes"] / (ms / 1e3) / 1e9 if ms else None
            cells.append(f"{report.IMPL_NAMES[impl]} "
                         + ("**WRONG** " if r.get("check") == "WRONG" else "")
                         + f"{report._fmt_rate(rate)} GB/s")
        parts.append(f"{case['name']} ({case['bytes'] / 1e6:.3g} MB a call): "
                     + ", ".join(cells))
    if not parts:
        return ""
    return ("\nAlso in GB/s (the bytes a call's loads and stores ask for, by the "
            "case's model in bench/cases.py; the same medians): "
            + "; ".join(parts) + ".\n")


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="TileIR vs Triton vs PyTorch kernel throughput",
        epilog="See the module docstring (and docs/benchmarks.md) for the method.")
    default_bin = os.path.join(ROOT, "build", "device-bin")
    if not os.access(os.path.join(default_bin, "tile-as"), os.X_OK):
        default_bin = os.path.join(ROOT, "build", "bin")
    ap.add_argument("--bin", default=default_bin, help="directory with tile-as")
    ap.add_argument("--cubin-dir", help="prebuilt <case>.cubin files to use")
    ap.add_argument("--gpu-name", default="sm_90")
    ap.add_argument("-O", default="2", choices=["0", "1", "2", "3"])
    ap.add_argument("--tile-as-arg", action="append", default=[],
                    metavar="FLAG",
                    help="one more tile-as flag for every case (repeatable), "
                         "e.g. --tile-as-arg=--tma")
    ap.add_argument("--only", default="", help="comma-separated case names")
    ap.add_argument("--markdown", help="write the markdown report here")
    ap.add_argument("--json", help="write every number here")
    ap.add_argument("--work", help="keep cubins and worker files here")
    ap.add_argument("--budget", type=float, default=330.0,
                    help="seconds for the whole run (default 330)")
    ap.add_argument("--case-timeout", type=float, default=120.0)
    ap.add_argument("--startup-timeout", type=float, default=120.0)
    ap.add_argument("--target-s", type=float, default=0.4,
                    help="GPU seconds of timed calls per implementation")
    ap.add_argument("--max-iters", type=int, default=100)
    ap.add_argument("--no-ceilings", action="store_true")
    ap.add_argument("--no-triton", action="store_true")
    ap.add_argument("--small", action="store_true", help="small sizes (smoke test)")
    ap.add_argument("--device", default="cuda", choices=["cuda", "cpu"])
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--python", default=sys.executable,
                    help="interpreter for the worker (needs torch, triton)")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        import bench_worker
        return bench_worker.main(args.worker)

    begin = time.time()
    deadline = begin + args.budget
    try:
        cases = C.all_cases(args.small, [s for s in args.only.split(",") if s])
    except ValueError as e:
        ap.error(str(e))
    if not args.cubin_dir and not os.access(os.path.join(args.bin, "tile-as"), os.X_OK):
        ap.error(f"no tile-as in {args.bin} (give --bin or --cubin-dir)")
    work = args.work or tempfile.mkdtemp(prefix="tileir-bench-")
    os.makedirs(work, exist_ok=True)

    print(f"compiling {len(cases)} Tile IR kernels with {args.bin}/tile-as ...",
          file=sys.stderr, flush=True)
    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        futures = {c.name: pool.submit(compile_case, c, args, work) for c in cases}
        compiled = {}
        for name, fut in futures.items():
            try:
                compiled[name] = fut.result()
            except Exception as e:  # a bug here must not stop the GPU half
                compiled[name] = {"error": f"{type(e).__name__}: {e}"}
    for c in cases:
        info = compiled[c.name]
        state = info.get("error") or (
            f"{info.get('ptxas', {}).get('line', 'ok')}; block {info.get('block')}, "
            f"dynamic smem {info.get('dynamic_smem')}")
        print(f"  {c.name}: {state}", file=sys.stderr, flush=True)

    meta = {
        "date": datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z"),
        "host": platform.node(), "gpu_name": args.gpu_name, "opt": args.O,
        "small": args.small, "dry_run": args.dry_run, "device_kind": args.device,
        "budget_s": args.budget, "target_s": args.target_s,
        "max_iters": args.max_iters, "python": sys.version.split()[0],
    }
    meta.update(tool_versions(args))
    device, ceilings, results, events = run_workers(cases, compiled, args, work,
                                                    deadline)
    triton_sass(results)
    meta["wall_s"] = round(time.time() - begin, 1)
    doc = {"meta": meta, "device": device, "ceilings": ceilings,
           "compiled": compiled, "results": results, "events": events,
           "cases": [{"name": c.name, "title": c.title, "size": c.size(),
                      "metric": c.metric, "ceiling": c.ceiling, "work": c.work(),
                      "bytes": c.bytes_moved(), "check": c.describe_check()}
                     for c in cases]}
    text = report.render(doc) + second_figures(doc)
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(doc, f, indent=1, default=str)
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
