#!/usr/bin/env python3
"""Checks every bytecode file of the corpus with tile-translate.

  corpus_check.py CORPUS_DIR WORK_DIR

1. Every file imports and verifies (tile-translate), and tile-opt reads it.
2. Import -> export at the file's version -> import gives identical IR
   (printed with debug locations).
3. Files from NVIDIA's C++ writer come back byte-identical (their writer
   rules are ours); cuTile's files are counted, not required to match.
4. The four versions of one kernel import to the same IR apart from what
   the versions differ in: 13.1 == 13.2; 13.3 == 13.4 once the 13.4-only
   `inbounds` attribute is dropped; 13.2 vs 13.3 differ only in the entry's
   hint key (cuTile writes sm_XX before 13.3, `default` after) and in where
   cuTile places make_partition_view (it re-materialises views at their uses
   before 13.3), so they must have the same ops apart from those views.
Prints a summary for FileCheck; exits 1 on any failure.
"""
import collections
import os
import re
import subprocess
import sys

CXX_WRITER = {"allops_13.1.tileirbc", "allops_13.3.tileirbc",
              "emptyModuleTest_13.1.tileirbc", "views_13.3.tileirbc"}


def run(args):
    return subprocess.run(["tile-translate"] + args, capture_output=True)


def main():
    corpus, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus)
                   for f in fs if f.endswith((".bytecode", ".tileirbc")))
    failures = []
    imported = same_ir = same_bytes = through_opt = 0
    texts = {}
    for path in files:
        name = os.path.basename(path)
        data = open(path, "rb").read()
        version = f"{data[8]}.{data[9]}"
        a = run(["--tilebc-to-mlir", "--mlir-print-debuginfo", path])
        if a.returncode:
            failures.append(f"import {path}: {a.stderr.decode()[:300]}")
            continue
        imported += 1
        opt = subprocess.run(["tile-opt", path], capture_output=True)
        if opt.returncode:
            failures.append(f"tile-opt {path}: {opt.stderr.decode()[:300]}")
        else:
            through_opt += 1
        plain = run(["--tilebc-to-mlir", path]).stdout.decode()
        texts[path] = plain
        out = os.path.join(work, "rt.tileirbc")
        txt = os.path.join(work, "rt.mlir")
        open(txt, "wb").write(a.stdout)
        w = run(["--mlir-to-tilebc", f"--bytecode-version={version}", txt,
                 "-o", out])
        if w.returncode:
            failures.append(f"export {path}: {w.stderr.decode()[:300]}")
            continue
        c = run(["--tilebc-to-mlir", "--mlir-print-debuginfo", out])
        if c.returncode or c.stdout != a.stdout:
            failures.append(f"round trip changed the IR of {path}")
            continue
        same_ir += 1
        identical = open(out, "rb").read() == data
        same_bytes += identical
        if name in CXX_WRITER:
            print(("byte-identical: " if identical else "BYTES DIFFER: ") + name)
            if not identical:
                failures.append(f"bytes differ for C++-written {name}")

    def norm(text):
        text = re.sub(r" inbounds = \[[a-z, ]*\]", "", text)
        return re.sub(r"optimization_hints=<(sm_\d+|default) = ",
                      "optimization_hints=<ARCH = ", text)

    def ops(text):
        names = re.findall(r"^\s*(?:%[\w:#, ]+= )?([a-z_0-9]+)\b", norm(text),
                           re.M)
        return collections.Counter(n for n in names
                                   if n != "make_partition_view")

    # Export at every other version: the IR must come back the same (13.4's
    # all-false `inbounds` aside, which older versions drop), or the writer
    # must refuse with an error.
    cross_ok = cross_refused = 0
    for path in files:
        if "/seed/" in path or path not in texts:
            continue
        txt = os.path.join(work, "x.mlir")
        a = run(["--tilebc-to-mlir", path])
        open(txt, "wb").write(a.stdout)
        for version in ("13.1", "13.2", "13.3", "13.4"):
            out = os.path.join(work, "x.tileirbc")
            w = run(["--mlir-to-tilebc", f"--bytecode-version={version}", txt,
                     "-o", out])
            if w.returncode:
                if w.returncode != 1 or b"error:" not in w.stderr:
                    failures.append(f"writer crashed on {path} at {version}")
                cross_refused += 1
                continue
            c = run(["--tilebc-to-mlir", out]).stdout.decode()
            strip = lambda t: re.sub(r" inbounds = \[(false, )*false\]", "", t)
            if strip(c) != strip(a.stdout.decode()):
                failures.append(f"{path} exported at {version} changed")
                continue
            cross_ok += 1
    print(f"exported at other versions: {cross_ok} identical, "
          f"{cross_refused} refused")

    groups = 0
    for path in files:
        if "bc13.1" not in path:
            continue
        v = [texts.get(path.replace("bc13.1", f"bc13.{i}")) for i in (1, 2, 3, 4)]
        if None in v:
            continue
        groups += 1
        if norm(v[0]) != norm(v[1]):
            failures.append(f"13.1 and 13.2 differ: {path}")
        if norm(v[2]) != norm(v[3]):
            failures.append(f"13.3 and 13.4 differ: {path}")
        if ops(v[1]) != ops(v[2]):
            failures.append(f"13.2 and 13.3 have different ops: {path}")
        if "inbounds" in norm(v[3]):
            failures.append(f"unexpected inbounds: {path}")

    print(f"imported and verified: {imported} of {len(files)}")
    print(f"read by tile-opt: {through_opt} of {len(files)}")
    print(f"identical IR after export and import: {same_ir} of {len(files)}")
    print(f"byte-identical after export: {same_bytes} of {len(files)}")
    print(f"kernels compared across 13.1-13.4: {groups}")
    for f in failures:
        print("FAILURE:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
