#!/usr/bin/env python3
"""Compile time of tile-as, split by stage, over the corpus.

    bench/compile_time.sh [--runs 5] [-O 2] [--gpu-name sm_90] [--bin DIR]
                          [--variants] [--no-bench-kernels]
                          [--markdown FILE] [--json FILE]

Compiles every corpus kernel (test/Inputs/corpus/kernels/*/, the sm_90
bytecode at 13.3, and the seed; with --variants also the seed's variants)
and the benchmark's own kernels (bench/kernels/*.mlir) with
`tile-as -O2 --gpu-name sm_90 --mlir-timing --mlir-timing-display=tree`,
--runs times each, one process at a time, and reports per kernel the median
over the runs of each stage tile-as times:

  import       reading bytecode or parsing text
  verify+plan  canonicalize + tile-verify-resources (the resource plan)
  lowering     the tile-to-nvvm pass pipeline (to the LLVM/NVVM dialects)
  LLVM IR      translation to LLVM IR and LLVM's -O2 pipeline
  NVPTX        LLVM's NVPTX code generator (PTX text)
  ptxas        the ptxas process (PTX to cubin)
  other        setup (context, dialects), writing the output, the rest

plus the in-process total and the wall time of the whole tile-as process
as seen from here (process start-up included). Kernels tile-as rejects are
listed with their first error. Prints the markdown table (and writes it to
--markdown); --json gets every run's numbers. Needs only python3 and the
tools (no numpy).
"""

import argparse
import datetime
import glob
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = os.path.join(ROOT, "test", "Inputs", "corpus")

# Stage names tile-as gives its top-level timers -> table columns.
STAGES = [("import", "import"), ("verify+plan", "verify+plan"),
          ("lowering", "lowering"), ("llvm-ir", "LLVM IR"),
          ("nvptx", "NVPTX"), ("ptxas", "ptxas")]
OTHER = ("setup", "output", "Rest")

# "    0.0012 (  0.5%)  name" in --mlir-timing-display=tree; the indent after
# "%)" is two spaces per nesting level.
_LINE = re.compile(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)  ( *)(\S.*?)\s*$")


def corpus_kernels(variants):
    """[(label, path)] of the inputs a frontend would hand tile-as."""
    out = []
    for d in sorted(glob.glob(os.path.join(CORPUS, "kernels", "*"))):
        files = sorted(glob.glob(os.path.join(d, "*.sm_90.O3.bc13.3.bytecode")))
        if files:
            out.append((os.path.basename(d), files[0]))
    seed = os.path.join(CORPUS, "seed", "_left_superpanel.sm_90.O2.bc13.3.bytecode")
    if os.path.exists(seed):
        out.append(("seed", seed))
    if variants:
        for d in sorted(glob.glob(os.path.join(CORPUS, "seed", "variants", "*"))):
            f = os.path.join(d, "_left_superpanel.sm_90.O2.bc13.3.bytecode")
            if os.path.exists(f):
                out.append(("seed/" + os.path.basename(d), f))
    return out


def bench_kernels():
    return [("bench/" + os.path.splitext(os.path.basename(f))[0], f)
            for f in sorted(glob.glob(os.path.join(HERE, "kernels", "*.mlir")))]


def parse_timing(text):
    """{stage: seconds} for the top-level timers, plus {path: seconds} for
    the nested ones (path "lowering/ConvertTileToGPU"), from tile-as's
    --mlir-timing tree report."""
    top, nested, stack = {}, {}, []
    in_report = False
    for line in text.splitlines():
        if "----Wall Time----" in line:
            in_report = True
            continue
        if not in_report:
            continue
        m = _LINE.match(line)
        if not m:
            continue
        seconds, indent, name = float(m.group(1)), len(m.group(2)) // 2, m.group(3)
        del stack[indent:]
        stack.append(name)
        if indent == 0:
            top[name] = top.get(name, 0.0) + seconds
        else:
            key = "/".join(stack)
            nested[key] = nested.get(key, 0.0) + seconds
    return top, nested


def first_error(stderr):
    for line in stderr.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    lines = [l for l in stderr.splitlines() if l.strip()]
    return lines[0].strip() if lines else "unknown failure"


def compile_once(tile_as, path, out, opt, gpu, timing=True):
    cmd = [tile_as, path, "-o", out, "--gpu-name", gpu, f"-O{opt}"]
    if timing:
        cmd += ["--mlir-timing", "--mlir-timing-display=tree"]
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - start
    return proc, wall


def measure(tile_as, label, path, args, work):
    out = os.path.join(work, re.sub(r"\W", "_", label) + ".cubin")
    proc, _ = compile_once(tile_as, path, out, args.O, args.gpu_name, timing=False)
    row = {"kernel": label, "input": os.path.relpath(path, ROOT)}
    if proc.returncode != 0:
        row["error"] = first_error(proc.stderr)
        return row
    row["cubin_bytes"] = os.path.getsize(out)
    runs = []
    for _ in range(args.runs):
        proc, wall = compile_once(tile_as, path, out, args.O, args.gpu_name)
        if proc.returncode != 0:
            row["error"] = first_error(proc.stderr)
            return row
        top, nested = parse_timing(proc.stderr)
        runs.append({"wall": wall, "stages": top, "passes": nested})
    row["runs"] = runs
    if not runs[0]["stages"]:
        row["note"] = "tile-as printed no --mlir-timing report: wall time only"
    med = lambda xs: statistics.median(xs) if xs else 0.0
    row["median_ms"] = {
        key: 1e3 * med([r["stages"].get(key, 0.0) for r in runs])
        for key, _ in STAGES}
    row["median_ms"]["other"] = 1e3 * med(
        [sum(r["stages"].get(k, 0.0) for k in OTHER) for r in runs])
    row["median_ms"]["total"] = 1e3 * med(
        [r["stages"].get("Total", 0.0) for r in runs])
    row["median_ms"]["process"] = 1e3 * med([r["wall"] for r in runs])
    keys = sorted({k for r in runs for k in r["passes"]})
    row["passes_median_ms"] = {
        k: 1e3 * med([r["passes"].get(k, 0.0) for r in runs]) for k in keys}
    return row


def tool_version(tile_as):
    proc = subprocess.run([tile_as, "--version"], capture_output=True, text=True)
    return (proc.stdout or proc.stderr).strip().splitlines()[0:1] or ["?"]


def render(rows, meta):
    cols = ["import", "verify+plan", "lowering", "llvm-ir", "nvptx", "ptxas",
            "other", "total", "process"]
    heads = ["import", "verify+plan", "lowering", "LLVM IR", "NVPTX", "ptxas",
             "other", "total", "process wall"]
    lines = [
        f"### Compile time: tile-as -O{meta['opt']} --gpu-name {meta['gpu_name']}",
        "",
        f"{meta['date']}, {meta['host']}, {meta['cpus']} CPUs"
        + (f" (load average {meta['load']:.1f} at the start)" if meta.get("load")
           is not None else "") + f"; {meta['tool']}; "
        f"median of {meta['runs']} runs per kernel, milliseconds; stages from "
        "`--mlir-timing`, process wall time measured around the tile-as process.",
        "",
        "| kernel | input | " + " | ".join(heads) + " | cubin |",
        "|---|---|" + "---:|" * len(heads) + "---:|",
    ]
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['kernel']} | `{os.path.basename(r['input'])}` | "
                         f"not compiled: {r['error'].replace('|', '/')} |"
                         + " |" * len(heads))
            continue
        m = r["median_ms"]
        cells = [f"{m[c]:.1f}" for c in cols]
        lines.append(f"| {r['kernel']} | `{os.path.basename(r['input'])}` | "
                     + " | ".join(cells) + f" | {r['cubin_bytes']} |")
    ok = [r for r in rows if "median_ms" in r]
    if ok:
        share = {c: sum(r["median_ms"][c] for r in ok) for c in cols}
        total = share["total"] or 1.0
        lines += ["", "Share of the in-process total over the compiled kernels: "
                  + ", ".join(f"{h} {100 * share[c] / total:.0f}%"
                              for c, h in zip(cols[:7], heads[:7])) + "."]
        passes = {}
        for r in ok:
            for k, v in r.get("passes_median_ms", {}).items():
                if not k.endswith("Pipeline"):
                    passes[k] = passes.get(k, 0.0) + v
        top = sorted(passes.items(), key=lambda kv: -kv[1])[:6]
        if top:
            lines += ["", "Slowest passes (median ms, summed over the compiled "
                      "kernels): " + ", ".join(f"`{k}` {v:.1f}" for k, v in top)
                      + "."]
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("-O", default="2", choices=["0", "1", "2", "3"])
    ap.add_argument("--gpu-name", default="sm_90")
    ap.add_argument("--variants", action="store_true",
                    help="also the seed's variants a..g, x")
    ap.add_argument("--no-bench-kernels", action="store_true",
                    help="only the corpus, not bench/kernels/*.mlir")
    ap.add_argument("--only", default="", help="comma-separated kernel labels")
    ap.add_argument("--markdown")
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    if args.runs < 1:
        ap.error("--runs must be at least 1")
    tile_as = os.path.join(args.bin, "tile-as")
    if not os.access(tile_as, os.X_OK):
        ap.error(f"no tile-as in {args.bin}")
    kernels = corpus_kernels(args.variants)
    if not args.no_bench_kernels:
        kernels += bench_kernels()
    if args.only:
        wanted = set(args.only.split(","))
        kernels = [k for k in kernels if k[0] in wanted]
    meta = {
        "date": datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z"),
        "host": platform.node() or "?", "cpus": os.cpu_count(),
        "tool": tool_version(tile_as)[0], "opt": args.O,
        "gpu_name": args.gpu_name, "runs": args.runs,
        "load": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
    }
    rows = []
    with tempfile.TemporaryDirectory(prefix="tileir-ct-") as work:
        for label, path in kernels:
            row = measure(tile_as, label, path, args, work)
            rows.append(row)
            status = row.get("error") or f"{row['median_ms']['total']:.1f} ms"
            print(f"  {label}: {status}", file=sys.stderr, flush=True)
    text = render(rows, meta)
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"meta": meta, "kernels": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
