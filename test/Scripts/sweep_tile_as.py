#!/usr/bin/env python3
"""Runs tile-as over every distinct bytecode file of the corpus (or the
files --patterns names) for several targets and -O levels. Each run must end in exit 0 with a cubin that
cuobjdump reads (when cuobjdump exists) or in exit 1 with an `error:`
diagnostic; a signal, another status or a silent failure fails the sweep.

With --expect-cubin every run must give a cubin (a diagnostic fails too),
and each run happens in a fresh temporary directory with a relative output
name, exactly as a user would type `tile-as K.bytecode -o seed.cubin ...`.
A cubin must be an ELF file for NVIDIA CUDA (e_machine 190) whose flags
name the requested SM and that holds the kernel's entry symbol."""
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


def check_cubin(data, target):
    """Why `data` is not a cubin for `target`, or None."""
    if data[:4] != b"\x7fELF" or len(data) < 52:
        return "not an ELF file"
    machine = int.from_bytes(data[18:20], "little")
    if machine != 190:
        return f"e_machine {machine}, not 190 (NVIDIA CUDA)"
    flags = int.from_bytes(data[48:52], "little")
    sm = int(target.removeprefix("sm_").rstrip("af"))
    # CUDA ELF flags carry the SM number in their low byte (older layout)
    # or in bits 8-15 (newer layout).
    if flags & 0xff != sm and (flags >> 8) & 0xff != sm:
        return f"ELF flags {flags:#x} do not name {target}"
    return None


def run_one(tile_as, cuobjdump, path, target, level, workdir,
            expect_cubin=False, entry=""):
    if expect_cubin:
        workdir = tempfile.mkdtemp(dir=workdir)
        out = pathlib.Path(workdir) / "seed.cubin"
        cmd = [tile_as, str(path.resolve()), "-o", "seed.cubin", "--gpu-name",
               target, *level.split()]
    else:
        tag = level.replace(" ", "").replace("-", "")
        out = pathlib.Path(workdir) / f"{path.stem}.{target}.{tag}.cubin"
        cmd = [tile_as, str(path.resolve()), "-o", str(out), "--gpu-name", target,
               *level.split()]
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=workdir)
    if proc.returncode == 0:
        if not out.exists():
            return "bad", f"{path.name} {target} {level}: exit 0 without a cubin"
        data = out.read_bytes()
        why = check_cubin(data, target)
        if why:
            return "bad", f"{path.name} {target} {level}: {why}"
        if expect_cubin and entry and entry.encode() not in data:
            return "bad", f"{path.name} {target} {level}: no entry symbol"
        if cuobjdump:
            check = subprocess.run([cuobjdump, "-elf", str(out)],
                                   capture_output=True)
            if check.returncode != 0:
                return "bad", f"{path.name} {target} {level}: cuobjdump rejects the cubin"
        out.unlink()
        return "cubin", None
    # A crash that tile-as caught is still a crash.
    if "internal compiler error" in proc.stderr:
        return "bad", (f"{path.name} {target} {level}: internal compiler "
                       f"error\n{proc.stderr[-2000:]}")
    if proc.returncode == 1 and "error:" in proc.stderr and not expect_cubin:
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
    parser.add_argument("--levels", default="-O1,-O2",
                        help="comma-separated flag sets, each one or more "
                        "flags separated by spaces, e.g. '-O2 --lineinfo'")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--entry", default="_left_superpanel",
                        help="with --expect-cubin, a symbol every cubin "
                        "holds ('' for none)")
    parser.add_argument("--patterns", default="*.bytecode",
                        help="comma-separated file name patterns to sweep "
                        "under --corpus")
    parser.add_argument("--expect-cubin", action="store_true",
                        help="every run must give a cubin (see above)")
    args = parser.parse_args()

    seen, files = set(), []
    paths = {p for pattern in args.patterns.split(",")
             for p in pathlib.Path(args.corpus).rglob(pattern)}
    for path in sorted(paths):
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if digest not in seen:
            seen.add(digest)
            files.append(path)
    cuobjdump = find_cuobjdump()
    counts = {"cubin": 0, "diagnosed": 0, "bad": 0}
    with tempfile.TemporaryDirectory() as workdir, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(run_one, args.tile_as, cuobjdump, f, t, l,
                               workdir, args.expect_cubin, args.entry)
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
