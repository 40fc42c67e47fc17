#!/usr/bin/env python3
"""Feeds tile-opt deterministic mutations of valid tile IR (dropped, repeated
and swapped tokens, changed numbers) and fails if any run ends by a signal.
Errors are expected; crashes are not."""
import argparse
import pathlib
import random
import re
import subprocess
import sys

TOKEN = re.compile(r"%[\w#:]+|[A-Za-z_][\w.]*|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|\S")


def mutate(tokens, rng):
    tokens = list(tokens)
    for _ in range(rng.randint(1, 3)):
        if not tokens:
            break
        i = rng.randrange(len(tokens))
        kind = rng.randrange(5)
        if kind == 0:
            del tokens[i]
        elif kind == 1:
            tokens.insert(i, tokens[rng.randrange(len(tokens))])
        elif kind == 2:
            j = rng.randrange(len(tokens))
            tokens[i], tokens[j] = tokens[j], tokens[i]
        elif kind == 3 and re.fullmatch(r"-?\d+", tokens[i]):
            tokens[i] = str(rng.choice([0, -1, 3, 2**31, 2**63, 2**64 + 1, 17]))
        else:
            tokens[i] = rng.choice(["tile<0xf32>", "[", "]", "<", ">", ",",
                                    "tile<?xf32>", "token", "%0", "{", "}"])
    return " ".join(tokens)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tile-opt", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("inputs", nargs="+")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sources = []
    for name in args.inputs:
        text = pathlib.Path(name).read_text()
        text = "\n".join(l for l in text.splitlines()
                         if not l.lstrip().startswith("//"))
        sources.append(TOKEN.findall(text.replace("cuda_tile.module",
                                                  "tile.module")))
    crashes = 0
    for case in range(args.cases):
        text = mutate(rng.choice(sources), rng)
        proc = subprocess.run([args.tile_opt, "--canonicalize", "-"],
                              input=text, capture_output=True, text=True)
        if proc.returncode < 0 or proc.returncode > 1:
            crashes += 1
            path = pathlib.Path(f"crash-{args.seed}-{case}.mlir")
            path.write_text(text)
            print(f"CRASH (status {proc.returncode}) saved to {path}")
    print(f"{args.cases} mutated inputs, {crashes} crashes")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
