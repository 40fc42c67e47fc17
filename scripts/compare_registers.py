#!/usr/bin/env python3
"""Compares the resource plan with ptxas for every corpus kernel.

For each kernel (the corpus kernels' sm_90 13.3 bytecode, the seed and its
variants) and target, the plan comes from `tile-opt --canonicalize`, the
rewrites tile-as runs before its plan at -O1+ (PRE_PLAN), then
`--tile-resource-report` (what tile-as plans before lowering) and the real
figures from `tile-as --emit=ptx` at each -O level, then ptxas with the
flags tile-as gives it (`-arch=<target> -O<max(n,2)> -v`): registers per thread,
spill stores, and the shared scratch buffer the lowering declared (a
static `.shared` array, or above 48 KiB an `.extern` of its full size that
tile-as makes static in the cubin).

  scripts/compare_registers.py [--bin build/bin] [--targets sm_90,sm_120]
                               [--opt-levels 1,2] [--check-level 2]
                               [--tolerance 0.25] [--check] [--jobs 2]

Prints a markdown table. With --check, exits 1 when, at --check-level, a
kernel's ptxas registers are not within --tolerance of the plan
(0.75 <= ptxas / plan <= 1.25), ptxas spills where the plan keeps every
tile in registers, the plan's shared bytes differ from the scratch buffer
(when no tile was moved to shared memory), or a kernel does not compile.

ptxas takes registers it has spare to schedule (the seed on sm_120: 248
registers uncapped, 187 with no spill under `.maxnreg 200`). So a kernel
above the band is checked again with the plan's own estimate as its limit
(`.maxnreg <plan>` in the PTX): if ptxas then compiles it without spills,
the kernel needs no more than the plan said, and the pair passes as
"fits the plan" (listed); if it spills, the plan underestimated: a failure.
"""
import argparse
import concurrent.futures
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "test/Inputs/corpus"


def corpus_kernels():
    kernels = [(p.parent.name, p) for p in sorted(
        (CORPUS / "kernels").glob("*/*.sm_90.O3.bc13.3.bytecode"))]
    kernels.append(("seed", CORPUS /
                    "seed/_left_superpanel.sm_90.O2.bc13.3.bytecode"))
    for p in sorted((CORPUS / "seed/variants").glob(
            "*/_left_superpanel.sm_90.O2.bc13.3.bytecode")):
        kernels.append(("seed/" + p.parent.name, p))
    return kernels


# tile-as's --mma-stages default: the plan prices the operand rings of the
# loops tile-pipeline-mma-shared rewrites (on sm_90 those of wgmma, as
# tile-as does unless --mma-sync; cp.async, tile-as's default --tma=off).
TILE_AS_MMA_STAGES = 3
WGMMA_TARGETS = ("sm_90", "sm_90a")


# The rewrites tile-as runs between canonicalize and its plan (-O1+):
# tile::addPrePlanRewrites, lib/Conversion/Pipeline.cpp.
PRE_PLAN = ["--tile-expand-scaled-mma", "--tile-stream-reductions",
            "--tile-extract-by-reduction", "--tile-sink-broadcasts"]


def plan(tile_opt, kernel, target):
    out = subprocess.run(
        [tile_opt, str(kernel), "--canonicalize"] + PRE_PLAN + [
         f"--tile-resource-report=target={target} format=json "
         f"mma-stages={TILE_AS_MMA_STAGES} "
         f"warpgroup-mma={int(target in WGMMA_TARGETS)}",
         "-o", os.devnull], capture_output=True, text=True)
    try:
        report = json.loads(out.stdout)[0]
    except (ValueError, IndexError):
        return None
    if not report.get("feasible"):
        return {"feasible": False}
    uses_shared = any(a["uses_shared"] for a in report["attempts"]
                      if a["num_warps"] == report["plan"]["num_warps"])
    return {"feasible": True, "warps": report["plan"]["num_warps"],
            "regs": report["plan"]["registers_per_thread"],
            "shared": report["plan"]["shared_bytes"],
            "uses_shared": uses_shared}


def ptxas_level(level):
    """The -O tile-as gives ptxas at tile-as -O`level` (PTXEmitter.cpp)."""
    return 0 if level == 0 else min(max(level, 2), 3)


def ptx_arch(text, target):
    """The architecture the PTX targets (sm_90a where tile-as used wgmma),
    which ptxas must be given."""
    match = re.search(r"^\.target (sm_\w+)", text, flags=re.M)
    return match.group(1) if match else target


def capped(ptxas, ptx, target, level, cap):
    """ptxas on `ptx` with `.maxnreg cap` on its kernels: (registers,
    spill store bytes), or None when ptxas fails."""
    text = open(ptx).read()
    target = ptx_arch(text, target)
    limited = re.sub(r"^(\.reqntid [^\n]*)$", rf"\1\n.maxnreg {cap}", text,
                     flags=re.M)
    path = ptx + f".maxnreg{cap}.ptx"
    with open(path, "w") as f:
        f.write(limited)
    out = subprocess.run([ptxas, f"-arch={target}", f"-O{ptxas_level(level)}",
                          "-v", "-o", os.devnull, path], capture_output=True,
                         text=True)
    log = out.stdout + out.stderr
    regs = re.search(r"Used (\d+) registers", log)
    spills = re.search(r"(\d+) bytes spill stores", log)
    if out.returncode != 0 or not regs:
        return None
    return int(regs.group(1)), int(spills.group(1)) if spills else 0


def measure(tile_as, ptxas, kernel, target, level, workdir):
    ptx = os.path.join(workdir, f"k-{target}-O{level}.ptx")
    out = subprocess.run([tile_as, str(kernel), "--emit=ptx", "-o", ptx,
                          "--gpu-name", target, f"-O{level}"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        first = (out.stderr.strip().splitlines() or ["failed"])[0]
        return {"error": first}
    text = open(ptx).read()
    static = re.search(r"__tileir_scratch\[(\d+)\]", text)
    scratch = int(static.group(1)) if static else 0
    # What tile-as gives ptxas for a scratch buffer above 48 KiB: a 48 KiB
    # definition, grown in the cubin afterwards (lib/Target/PTX/LargeShared.cpp).
    text = re.sub(r"^\.extern (\.shared \.align \d+ \.b8 \w+__tileir_scratch)"
                  r"\[(\d+)\];$",
                  lambda m: (f"{m.group(1)}[{min(int(m.group(2)), 49152)}];"
                             if int(m.group(2)) > 49152 else m.group(0)),
                  text, flags=re.M)
    with open(ptx, "w") as f:
        f.write(text)
    out = subprocess.run([ptxas, f"-arch={ptx_arch(text, target)}",
                          f"-O{ptxas_level(level)}",
                          "-v", "-o", os.devnull, ptx], capture_output=True,
                         text=True)
    log = out.stdout + out.stderr
    regs = re.search(r"Used (\d+) registers", log)
    spills = re.search(r"(\d+) bytes spill stores", log)
    if out.returncode != 0 or not regs:
        return {"error": "ptxas failed"}
    return {"regs": int(regs.group(1)),
            "spills": int(spills.group(1)) if spills else 0,
            "scratch": scratch, "ptx": ptx}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=str(ROOT / "build/bin"))
    parser.add_argument("--ptxas", default=None)
    parser.add_argument("--targets", default="sm_90,sm_120")
    parser.add_argument("--opt-levels", default="1,2")
    parser.add_argument("--check-level", type=int, default=2)
    parser.add_argument("--tolerance", type=float, default=0.25)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--known-outside", action="append", default=[],
                        metavar="KERNEL:TARGET[:TOL]",
                        help="a pair known to be outside --tolerance (with "
                        "its reason in docs/register-comparison-*.md): "
                        "reported, and checked against TOL, or "
                        "--known-tolerance without it, instead")
    parser.add_argument("--known-tolerance", type=float, default=0.35)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    known_bounds = {}
    for pair in args.known_outside:
        kernel, target, *tol = pair.split(":")
        known_bounds[f"{kernel}:{target}"] = (float(tol[0]) if tol
                                              else args.known_tolerance)
    ptxas = (args.ptxas or os.environ.get("TILEIR_PTXAS") or
             (os.path.join(os.environ["CUDA_HOME"], "bin/ptxas")
              if os.environ.get("CUDA_HOME") else None) or
             shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas")
    tile_opt, tile_as = f"{args.bin}/tile-opt", f"{args.bin}/tile-as"
    targets = args.targets.split(",")
    levels = [int(x) for x in args.opt_levels.split(",")]
    if args.check_level not in levels:
        levels.append(args.check_level)

    rows = [(name, kernel, target) for name, kernel in corpus_kernels()
            for target in targets]
    failures, known, fits = [], [], []
    with tempfile.TemporaryDirectory() as workdir, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        def run(row):
            name, kernel, target = row
            sub = tempfile.mkdtemp(dir=workdir)
            planned = plan(tile_opt, kernel, target)
            measured = {level: measure(tile_as, ptxas, kernel, target, level,
                                       sub) for level in levels}
            checked = measured[args.check_level]
            if (planned and planned.get("feasible") and "regs" in checked and
                    checked["regs"] > (1 + args.tolerance) * planned["regs"]):
                checked["capped"] = capped(ptxas, checked["ptx"], target,
                                           args.check_level, planned["regs"])
            return planned, measured
        results = list(pool.map(run, rows))

    head = ["kernel", "target", "plan warps", "plan regs"]
    head += [f"ptxas -O{level}" for level in levels]
    head += [f"ratio -O{args.check_level}",
             "spill stores " + "/".join(f"-O{level}" for level in levels),
             "plan shared", "cubin shared"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for (name, kernel, target), (planned, measured) in zip(rows, results):
        checked = measured[args.check_level]
        if not planned or not planned["feasible"]:
            print(f"| {name} | {target} | no plan |" + " |" * (len(head) - 3))
            failures.append(f"{name} {target}: no plan")
            continue
        cells = [name, target, str(planned["warps"]), str(planned["regs"])]
        for level in levels:
            m = measured[level]
            cells.append(str(m["regs"]) if "regs" in m else "error")
        if "regs" not in checked:
            cells += ["", "", str(planned["shared"]), ""]
            failures.append(f"{name} {target}: {checked['error']}")
        else:
            ratio = checked["regs"] / planned["regs"]
            spills = "/".join(str(measured[level].get("spills", "-"))
                              for level in levels)
            cells += [f"{ratio:.2f}", spills,
                      str(planned["shared"]), str(checked["scratch"])]
            known_pair = f"{name}:{target}" in known_bounds
            bound = (known_bounds[f"{name}:{target}"] if known_pair
                     else args.tolerance)
            cap = checked.get("capped")
            if ratio > 1 + args.tolerance and cap and cap[1] == 0:
                cells[-4] += f" (fits {planned['regs']}: {cap[0]}, no spill)"
                fits.append(f"{name} {target} {ratio:.2f}")
            elif abs(ratio - 1) > bound:
                failures.append(f"{name} {target}: ptxas {checked['regs']} "
                                f"registers, plan {planned['regs']} "
                                f"(ratio {ratio:.2f})")
            elif abs(ratio - 1) > args.tolerance:
                known.append(f"{name} {target} {ratio:.2f}")
            if checked["spills"] and not planned["uses_shared"]:
                failures.append(f"{name} {target}: {checked['spills']} bytes "
                                "of spill stores where the plan keeps every "
                                "tile in registers")
            if (not planned["uses_shared"] and
                    planned["shared"] != checked["scratch"]):
                failures.append(f"{name} {target}: plan {planned['shared']} "
                                f"shared bytes, scratch buffer "
                                f"{checked['scratch']}")
        print("| " + " | ".join(cells) + " |")
    for failure in failures:
        print("FAIL: " + failure, file=sys.stderr)
    if args.check:
        failed = len({f.split(':')[0] for f in failures})
        print(f"{len(rows) - failed - len(known) - len(fits)} passed, "
              f"{failed} failed, {len(fits)} above but fit the plan's "
              "registers"
              + (f" ({', '.join(fits)})" if fits else "") +
              f", {len(known)} known outside ±{args.tolerance:.0%}"
              + (f" ({', '.join(known)})" if known else ""))
    return 1 if args.check and failures else 0


if __name__ == "__main__":
    sys.exit(main())
