#!/usr/bin/env python3
"""Parses every textual kernel of the corpus (NVIDIA's reader print, with
`cuda_tile.module` written `tile.module`) and checks that TileIR prints it in a
form it reads back to the same text, through the custom and the generic form,
and that --canonicalize leaves a module that still verifies."""
import argparse
import pathlib
import subprocess
import sys


def run(tool, args, text):
    proc = subprocess.run([tool, *args], input=text, capture_output=True,
                          text=True)
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr.strip())
    return proc.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tile-opt", required=True)
    parser.add_argument("--corpus", required=True)
    args = parser.parse_args()

    files = sorted(pathlib.Path(args.corpus).rglob("*.cxxread.mlir")) + sorted(
        pathlib.Path(args.corpus).rglob("*.cuda_tile.mlir"))
    failures = 0
    for path in files:
        text = path.read_text().replace("cuda_tile.module", "tile.module")
        try:
            first = run(args.tile_opt, [], text)
            second = run(args.tile_opt, [], first)
            generic = run(args.tile_opt, ["--mlir-print-op-generic"], text)
            from_generic = run(args.tile_opt, [], generic)
            run(args.tile_opt, ["--canonicalize"], text)
            if first != second:
                raise RuntimeError("printing is not a fixed point")
            if first != from_generic:
                raise RuntimeError("the generic form reads back differently")
        except RuntimeError as err:
            failures += 1
            print(f"FAIL {path.name}: {err}")
    print(f"{len(files) - failures} of {len(files)} corpus kernels round-trip")
    return 1 if failures or not files else 0


if __name__ == "__main__":
    sys.exit(main())
