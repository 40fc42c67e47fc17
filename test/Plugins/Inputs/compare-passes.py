"""Checks that the TileIR pass plugin gives stock mlir-opt every TileIR pass.

Lists the passes of tile-opt, of plain mlir-opt and of mlir-opt with the
plugins (--list-passes), reports passes tile-opt has that the plugin-loaded
mlir-opt lacks, then runs each TileIR pass (in tile-opt, not in plain
mlir-opt) on the input in both tools, through --pass-pipeline, and compares
exit status and output.
"""
import argparse
import re
import subprocess
import sys

PASS_LINE = re.compile(r"^  --([A-Za-z0-9_.-]+)")


def list_passes(cmd):
    out = subprocess.run(cmd + ["--list-passes"], check=True,
                         capture_output=True, text=True).stdout
    return {m.group(1) for m in map(PASS_LINE.match, out.splitlines()) if m}


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    return r.returncode, r.stdout


def main():
    ap = argparse.ArgumentParser()
    for a in ["--tile-opt", "--mlir-opt", "--dialect-plugin", "--pass-plugin",
              "--input"]:
        ap.add_argument(a, required=True)
    args = ap.parse_args()

    plugins = ["--load-dialect-plugin=" + args.dialect_plugin,
               "--load-pass-plugin=" + args.pass_plugin]
    tile = list_passes([args.tile_opt])
    stock = list_passes([args.mlir_opt])
    loaded = list_passes([args.mlir_opt] + plugins)

    missing = sorted(tile - loaded)
    for p in missing:
        print("missing: " + p)
    print("missing from mlir-opt with the plugin: %d" % len(missing))

    # Stock mlir-opt only runs plugin passes through --pass-pipeline. Anchor
    # each pass at the first level of the tile IR nesting where tile-opt
    # accepts it, then run that same pipeline in both tools.
    nestings = ["builtin.module(%s)", "builtin.module(tile.module(%s))",
                "builtin.module(tile.module(tile.entry(%s)))"]
    tileir = sorted((tile & loaded) - stock)
    differing = 0
    for p in tileir:
        for nesting in nestings:
            pipeline = "--pass-pipeline=" + nesting % p
            a = run([args.tile_opt, args.input, pipeline])
            if a[0] == 0:
                break
        b = run([args.mlir_opt] + plugins + [args.input, pipeline])
        if a != b:
            differing += 1
            print("differs: %s (tile-opt rc %d, mlir-opt rc %d)" %
                  (pipeline, a[0], b[0]))
    print("TileIR passes run in both tools: %d, differing: %d" %
          (len(tileir), differing))
    return 1 if missing or differing else 0


if __name__ == "__main__":
    sys.exit(main())
