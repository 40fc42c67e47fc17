#!/usr/bin/env bash
# On the GPU machine: kernel throughput of TileIR against Triton and PyTorch.
#
#   bench/run_gpu.sh [ARGS...]        # ARGS go to bench/gpu_bench.py
#
# Tools: build/device-bin (unpacked from build/device-bin.txz, which
# `scripts/gpu_check.sh pack` makes on the build machine), else build/bin.
# Results go to $OUT (set by the device runner; else build/bench):
# bench-gpu.md (the markdown report, also printed), bench-gpu.json (every
# number), cubins/ (the Tile IR and Triton cubins with their SASS). Needs
# python3 with torch and triton; about 2-5 minutes (--budget caps it).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

BIN="$ROOT/build/device-bin"
if [[ ! -x "$BIN/tile-as" && -f "$ROOT/build/device-bin.txz" ]]; then
  xz -dc "$ROOT/build/device-bin.txz" | tar -C "$ROOT/build" -xf -
fi
[[ -x "$BIN/tile-as" ]] || BIN="$ROOT/build/bin"
DEST="${OUT:-$ROOT/build/bench}"
mkdir -p "$DEST/cubins"
export PYTHONPATH="$ROOT/python${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1
exec "${PYTHON:-python3}" "$ROOT/bench/gpu_bench.py" --bin "$BIN" \
  --markdown "$DEST/bench-gpu.md" --json "$DEST/bench-gpu.json" \
  --work "$DEST/cubins" "$@"
