#!/usr/bin/env python3
"""Checks cubins: check_cubin.py FILE:sm_XX... [--symbol NAME]

Each FILE must be an NVIDIA CUDA ELF for its SM (sweep_tile_as.check_cubin)
and, with --symbol, hold NAME. Prints `N cubins` or one `FAIL` line per bad
file (exit 1)."""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sweep_tile_as import check_cubin  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    p.add_argument("cubins", nargs="+", metavar="FILE:sm_XX")
    p.add_argument("--symbol")
    args = p.parse_args()
    bad = 0
    for spec in args.cubins:
        path, _, target = spec.rpartition(":")
        with open(path, "rb") as f:
            data = f.read()
        why = check_cubin(data, target)
        if not why and args.symbol and args.symbol.encode() not in data:
            why = f"no symbol {args.symbol}"
        if why:
            print(f"FAIL {path}: {why}")
            bad += 1
    if bad:
        return 1
    print(f"{len(args.cubins)} cubins")
    return 0


if __name__ == "__main__":
    sys.exit(main())
