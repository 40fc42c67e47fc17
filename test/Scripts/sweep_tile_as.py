#!/usr/bin/env python3
"""Runs tile-as over every distinct bytecode file of the corpus for several
targets and -O levels. Each run must end in exit 0 with a cubin that
cuobjdump reads (when cuobjdump exists) or in exit 1 with an `error:`
diagnostic; a signal, another status or a silent failure fails the sweep."""
import argparse
import concurrent.futures
import hashlib
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile


def find_cuobjdump():
    for candidate in [shutil.which("cuobjdump"), "/usr/local/cuda/bin/cuobjdump"]:
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def run_one(tile_as, cuobjdump, path, target, level, workdir):
    out = pathlib.Path(workdir) / f"{path.stem}.{target}.{level}.cubin"
    proc = subprocess.run([tile_as, str(path), "-o", str(out), "--gpu-name",
                           target, level], capture_output=True, text=True)
    if proc.returncode == 0:
        if not out.exists() or out.read_bytes()[:4] != b"\x7fELF":
            return "bad", f"{path.name} {target} {level}: exit 0 without a cubin"
        if cuobjdump:
            check = subprocess.run([cuobjdump, "-elf", str(out)],
                                   capture_output=True)
            if check.returncode != 0:
                return "bad", f"{path.name} {target} {level}: cuobjdump rejects the cubin"
        out.unlink()
        return "cubin", None
    if proc.returncode == 1 and "error:" in proc.stderr:
        if out.exists():
            return "bad", f"{path.name} {target} {level}: failed run left {out.name}"
        return "diagnosed", None
    return "bad", (f"{path.name} {target} {level}: status {proc.returncode}\n"
                   f"{proc.stderr[-2000:]}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tile-as", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--targets", default="sm_80,sm_90,sm_120")
    parser.add_argument("--levels", default="-O1,-O2")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = parser.parse_args()

    seen, files = set(), []
    for path in sorted(pathlib.Path(args.corpus).rglob("*.bytecode")):
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if digest not in seen:
            seen.add(digest)
            files.append(path)
    cuobjdump = find_cuobjdump()
    counts = {"cubin": 0, "diagnosed": 0, "bad": 0}
    with tempfile.TemporaryDirectory() as workdir, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(run_one, args.tile_as, cuobjdump, f, t, l,
                               workdir)
                   for f in files for t in args.targets.split(",")
                   for l in args.levels.split(",")]
        for future in futures:
            kind, message = future.result()
            counts[kind] += 1
            if message:
                print("FAIL", message)
    print(f"{len(files)} distinct files, {sum(counts.values())} runs: "
          f"{counts['cubin']} cubins, {counts['diagnosed']} diagnosed, "
          f"{counts['bad']} failed")
    return 1 if counts["bad"] else 0


if __name__ == "__main__":
    sys.exit(main())
