#!/usr/bin/env python3
"""Compares our import of each bytecode file with NVIDIA's reader's print of it.

  compare_nvidia_reader.py CORPUS_DIR WORK_DIR

For every `X.cxxread.mlir` / `X.cuda_tile.mlir` (NVIDIA's cuda-tile-translate
output) next to `X.tileirbc` / `X.bytecode`, both are run through tile-opt
(the text with `cuda_tile.` renamed `tile.`) and the printed IR compared.
Prints `SAME name` or `DIFF name` followed by the differing lines.
"""
import difflib
import os
import subprocess
import sys


def main():
    corpus, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    for d, _, fs in sorted(os.walk(corpus)):
        for f in sorted(fs):
            if f.endswith(".cxxread.mlir"):
                bc = f[:-len(".cxxread.mlir")] + ".tileirbc"
            elif f.endswith(".cuda_tile.mlir"):
                bc = f[:-len(".cuda_tile.mlir")] + ".bytecode"
            else:
                continue
            text = open(os.path.join(d, f)).read()
            text = text.replace("cuda_tile.", "tile.")
            ref_path = os.path.join(work, "ref.mlir")
            open(ref_path, "w").write(text)
            ref = subprocess.run(["tile-opt", ref_path], capture_output=True)
            ours = subprocess.run(["tile-opt", os.path.join(d, bc)],
                                  capture_output=True)
            if ref.returncode or ours.returncode:
                print("ERROR", f, ref.stderr.decode()[:200],
                      ours.stderr.decode()[:200])
                continue
            a = ref.stdout.decode().splitlines()
            b = ours.stdout.decode().splitlines()
            if a == b:
                print("SAME", f)
                continue
            print("DIFF", f)
            for line in difflib.unified_diff(a, b, "nvidia", "ours", n=0,
                                             lineterm=""):
                if line[:1] in "+-" and line[:3] not in ("+++", "---"):
                    print("  " + line.strip())


if __name__ == "__main__":
    main()
