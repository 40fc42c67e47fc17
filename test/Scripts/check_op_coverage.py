#!/usr/bin/env python3
"""Checks that every op of the tile dialect has a round-trip test: its
mnemonic appears as an op in some test/Dialect/**/roundtrip.mlir, whose RUN
lines cover the custom and the generic form."""
import pathlib
import re
import sys


def main():
    root = pathlib.Path(sys.argv[1])
    tds = (root / "include/TileIR/Dialect/Tile/IR").glob("Tile*Ops.td")
    ops = set()
    for td in tds:
        ops.update(re.findall(r'Tile_Op<"([a-z0-9_]+)"', td.read_text()))
        # Ops defined through a helper class pass the mnemonic as its first
        # template argument: `def Tile_AddIOp : Tile_IntBinaryOp<"addi", ...>`.
        ops.update(re.findall(r':\s*Tile_\w+Op<"([a-z0-9_]+)"', td.read_text()))
    tested = set()
    for test in (root / "test/Dialect").rglob("roundtrip.mlir"):
        text = test.read_text()
        if "--mlir-print-op-generic" not in text:
            continue
        for line in text.splitlines():
            if line.lstrip().startswith("//"):
                continue
            m = re.match(r'\s*(?:%[\w#:, %]+=\s*)?(?:tile\.)?([a-z0-9_]+)\b', line)
            if m:
                tested.add(m.group(1))
    missing = sorted(ops - tested)
    for op in missing:
        print(f"no round-trip test for '{op}'")
    print(f"{len(ops) - len(missing)} of {len(ops)} ops have round-trip tests")
    return 1 if missing or not ops else 0


if __name__ == "__main__":
    sys.exit(main())
