#!/usr/bin/env python3
"""Prints, for every corpus kernel tile-as compiles, the resource plan's
register estimate next to what ptxas reports (`tile-as -v`): registers per
thread, spill stores and shared memory, per target, at -O2.

  scripts/compare_registers.py [--bin build/bin] [--targets sm_80,sm_90,sm_120]
"""
import argparse
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def plan(tile_opt, kernel, target):
    out = subprocess.run([tile_opt, str(kernel),
                          f"--tile-resource-report=target={target}",
                          "-o", "/dev/null"], capture_output=True, text=True)
    m = re.search(r"plan: (\d+) warps, \d+ threads, (\d+) registers per "
                  r"thread, (\d+) shared bytes", out.stdout + out.stderr)
    return m.groups() if m else None


def ptxas(tile_as, kernel, target, workdir):
    out = subprocess.run([tile_as, str(kernel), "-o",
                          f"{workdir}/k.cubin", "--gpu-name", target, "-O2",
                          "-v"], capture_output=True, text=True)
    if out.returncode != 0:
        return None
    text = out.stdout + out.stderr
    regs = re.search(r"Used (\d+) registers", text)
    spills = re.search(r"(\d+) bytes spill stores", text)
    smem = re.search(r"(\d+) bytes smem", text)
    return (regs.group(1) if regs else "?", spills.group(1) if spills else "0",
            smem.group(1) if smem else "0")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=str(ROOT / "build/bin"))
    parser.add_argument("--targets", default="sm_80,sm_90,sm_120")
    args = parser.parse_args()
    kernels = sorted((ROOT / "test/Inputs/corpus/kernels").glob(
        "*/*.sm_90.O3.bc13.3.bytecode"))
    kernels.append(ROOT / "test/Inputs/corpus/seed/"
                   "_left_superpanel.sm_90.O2.bc13.3.bytecode")
    print("| kernel | target | plan warps | plan regs/thread | ptxas regs | "
          "ratio | spill stores | plan smem | ptxas smem |")
    print("|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as workdir:
        for kernel in kernels:
            name = kernel.parent.name if kernel.parent.name != "seed" else "seed"
            for target in args.targets.split(","):
                planned = plan(f"{args.bin}/tile-opt", kernel, target)
                measured = ptxas(f"{args.bin}/tile-as", kernel, target, workdir)
                if not planned:
                    print(f"| {name} | {target} | no plan | | | | | | |")
                    continue
                warps, regs, smem = planned
                if not measured:
                    print(f"| {name} | {target} | {warps} | {regs} | not lowered"
                          f" yet | | | {smem} | |")
                    continue
                used, spills, used_smem = measured
                ratio = f"{int(used) / int(regs):.2f}" if used.isdigit() else "?"
                print(f"| {name} | {target} | {warps} | {regs} | {used} | "
                      f"{ratio} | {spills} | {smem} | {used_smem} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
