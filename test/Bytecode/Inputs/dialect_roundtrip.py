#!/usr/bin/env python3
"""Round-trips the dialect's op tests through bytecode.

  dialect_roundtrip.py VERSION WORK_DIR FILE...

Each `// -----` chunk of each FILE that tile-opt accepts is written as
bytecode of VERSION and read back; the IR must print the same as tile-opt
prints the chunk (module name aside). Chunks the writer refuses (several
modules, ops bytecode cannot carry, fields VERSION lacks) are counted, but the
writer must refuse them with an `error:`, never crash. Prints a summary.
"""
import os
import re
import subprocess
import sys


def tool(name, args, data=None):
    return subprocess.run([name] + args, input=data, capture_output=True)


def canon(text):
    text = re.sub(r"tile\.module @[\w$.]+", "tile.module @M", text)
    return text


def main():
    version, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    same = refused = 0
    failures = []
    for path in sys.argv[3:]:
        chunks = open(path).read().split("// -----")
        for i, chunk in enumerate(chunks):
            src = os.path.join(work, "chunk.mlir")
            open(src, "w").write(chunk)
            ref = tool("tile-opt", [src])
            if ref.returncode:
                continue
            bc = os.path.join(work, "chunk.tileirbc")
            w = tool("tile-translate", ["--mlir-to-tilebc",
                                        f"--bytecode-version={version}", src,
                                        "-o", bc])
            if w.returncode:
                if w.returncode != 1 or b"error:" not in w.stderr:
                    failures.append(f"{path} chunk {i}: writer crashed")
                refused += 1
                continue
            back = tool("tile-opt", [bc])
            if back.returncode:
                failures.append(f"{path} chunk {i}: cannot read back: "
                                + back.stderr.decode()[:400])
                continue
            if canon(back.stdout.decode()) != canon(ref.stdout.decode()):
                failures.append(f"{path} chunk {i}: IR differs")
                continue
            same += 1
    print(f"identical after bytecode {version}: {same}")
    print(f"refused by the writer: {refused}")
    for f in failures:
        print("FAILURE:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
