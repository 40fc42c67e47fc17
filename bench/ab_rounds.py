#!/usr/bin/env python3
"""Times several builds' cubins of the same cases in one GPU call.

    python3 bench/ab_rounds.py --cases bmm_bf16,matmul_tf32 --rounds 2 \\
        head=DIR_A before=DIR_B [--out DIR] [--budget S] [--dry-run]

Each LABEL=DIR is a directory of <case>.cubin files, as `gpu_bench.py
--dry-run --work DIR --bin <that build's tools>` leaves them on a machine
without a GPU (or any tile-as, with `-o DIR/<case>.cubin`). Round r runs
bench/gpu_bench.py once per label, in turn (the order rotates every round),
with --cubin-dir DIR --no-triton --no-ceilings, so every label meets the
same clock and thermal drift: this H200 moves about 5% between rounds,
more than most changes a build makes. PyTorch (cuBLAS) is timed in every
run too, the ratio's yardstick.

Prints one row per case and label: the TileIR medians of every round, the
best, the best ratio to PyTorch in the same runs, and whether each round's
result was correct against float64. Each run's JSON and markdown are kept
under --out (default $OUT or build/bench-ab).
"""

import argparse
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse_label(text):
    label, sep, path = text.partition("=")
    if not sep or not label or not path:
        raise argparse.ArgumentTypeError(f"expected LABEL=DIR, got '{text}'")
    if not os.path.isdir(path):
        raise argparse.ArgumentTypeError(f"{path}: not a directory")
    return label, path


def run_once(args, label, path, round_index, out):
    stem = os.path.join(out, f"round{round_index}-{label}")
    cmd = [sys.executable, os.path.join(ROOT, "bench", "gpu_bench.py"),
           "--cubin-dir", path, "--only", args.cases, "--no-triton",
           "--no-ceilings", "--budget", str(args.budget),
           "--json", stem + ".json", "--markdown", stem + ".md"]
    if args.dry_run:
        cmd.append("--dry-run")
    start = time.time()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    with open(stem + ".log", "w") as f:
        f.write(proc.stderr)
    print(f"round {round_index} {label}: exit {proc.returncode} in "
          f"{time.time() - start:.0f} s", file=sys.stderr, flush=True)
    try:
        with open(stem + ".json") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def medians(doc):
    """{(case, impl): (median_ms, check)} of one run."""
    found = {}
    for r in (doc or {}).get("results", []):
        if r.get("type") == "result" and r.get("median_ms") is not None:
            found[(r["case"], r["impl"])] = (r["median_ms"], r.get("check", ""))
    return found


def format_run(found):
    """One run's medians on a line: case impl ms [check], sorted."""
    return "; ".join(
        f"{case} {impl} {ms:.4f} ms" + (f" [{check}]" if check else "")
        for (case, impl), (ms, check) in sorted(found.items())) or "no result"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("builds", nargs="+", type=parse_label,
                    help="LABEL=DIR of <case>.cubin files")
    ap.add_argument("--cases", required=True, help="comma-separated case names")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--budget", type=float, default=120.0,
                    help="seconds for each gpu_bench.py run")
    ap.add_argument("--out", default=os.environ.get(
        "OUT", os.path.join(ROOT, "build", "bench-ab")))
    ap.add_argument("--dry-run", action="store_true",
                    help="gpu_bench.py --dry-run (invented times)")
    args = ap.parse_args(argv)
    if args.rounds < 1:
        ap.error("--rounds must be at least 1")
    os.makedirs(args.out, exist_ok=True)

    labels = [label for label, _ in args.builds]
    if len(set(labels)) != len(labels):
        ap.error("labels must differ")
    runs = {label: [] for label in labels}
    for r in range(args.rounds):
        order = args.builds[r % len(args.builds):] + args.builds[:r % len(args.builds)]
        for label, path in order:
            found = medians(run_once(args, label, path, r, args.out))
            runs[label].append(found)
            # Each run's medians as it ends: a device call cut short (its
            # time limit, or files past what the device returns) keeps them.
            print(f"  {format_run(found)}", file=sys.stderr, flush=True)

    cases = [c for c in args.cases.split(",") if c]
    lines = ["| case | build | TileIR ms, each round | best ms | "
             "best PyTorch / TileIR | checks |", "|---|---|---|---:|---:|---|"]
    for case in cases:
        for label in labels:
            times, ratios, checks = [], [], []
            for found in runs[label]:
                tile = found.get((case, "tileir"))
                torch = found.get((case, "torch"))
                times.append(f"{tile[0]:.4f}" if tile else "-")
                checks.append(tile[1] if tile else "no result")
                if tile and torch:
                    ratios.append(torch[0] / tile[0])
            best = min((float(t) for t in times if t != "-"), default=None)
            lines.append(
                f"| {case} | {label} | {' / '.join(times)} | "
                f"{'-' if best is None else f'{best:.4f}'} | "
                f"{'-' if not ratios else f'{max(ratios):.2f}x'} | "
                f"{'; '.join(sorted(set(checks)))} |")
    text = "\n".join(lines) + "\n"
    print(text)
    with open(os.path.join(args.out, "ab.md"), "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
