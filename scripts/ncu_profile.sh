#!/usr/bin/env bash
# On the GPU machine: Nsight Compute profiles of the memory-bound bench
# kernels, TileIR (through tile-run) beside Triton (bench/triton_kernels.py),
# one launch each: speed of light, occupancy, warp stall reasons.
#
#   scripts/ncu_profile.sh [OUTDIR]      # default $OUT or build/ncu
#
# Tools from build/device-bin (unpacked from build/device-bin.txz, see
# scripts/gpu_check.sh pack). One text report per kernel in OUTDIR.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEST="${1:-${OUT:-$ROOT/build/ncu}}"
mkdir -p "$DEST"
BIN="$ROOT/build/device-bin"
if [[ ! -x "$BIN/tile-run" && -f "$ROOT/build/device-bin.txz" ]]; then
  xz -dc "$ROOT/build/device-bin.txz" | tar -C "$ROOT/build" -xf -
fi
[[ -x "$BIN/tile-run" ]] || BIN="$ROOT/build/bin"
SECTIONS=(--section SpeedOfLight --section Occupancy --section LaunchStats
          --section WarpStateStats --section MemoryWorkloadAnalysis)

tileir() { # name kernel grid args...
  local name=$1 kernel=$2 grid=$3; shift 3
  ncu "${SECTIONS[@]}" --launch-count 1 "$BIN/tile-run" "$ROOT/$kernel" \
    --backend gpu --abi cutile --grid "$grid" "$@" > "$DEST/tileir-$name.txt" 2>&1 \
    || echo "tileir $name: ncu exited $?" >&2
}
tileir softmax bench/kernels/softmax_row.mlir 8192 'f32[8192,8192]=rand' 'f32[8192,8192]=zeros'
tileir layernorm bench/kernels/layernorm_fwd.mlir 8192 'f16[8192,8192]=rand' \
  'f16[8192]=rand' 'f16[8192]=rand' 'f16[8192,8192]=zeros'
tileir transpose test/Inputs/corpus/kernels/transpose_2d/transpose_tiles.sm_90.O3.bc13.3.bytecode \
  256,512 'f32[16384,16384]=rand' 'f32[16384,16384]=zeros'

cat > "$DEST/triton_driver.py" <<'PY'
import sys, torch
sys.path.insert(0, sys.argv[1])
import triton_kernels as tk
x = torch.randn(8192, 8192, device="cuda")
tk.launch_softmax(x, torch.empty_like(x))
h = torch.randn(8192, 8192, device="cuda", dtype=torch.float16)
w = torch.randn(8192, device="cuda", dtype=torch.float16)
tk.launch_layernorm(h, w, w, torch.empty_like(h), 1e-5)
t = torch.randn(16384, 16384, device="cuda")
tk.launch_transpose(t, torch.empty_like(t))
torch.cuda.synchronize()
PY
ncu "${SECTIONS[@]}" --kernel-name regex:'softmax|layernorm|transpose' python3 \
  "$DEST/triton_driver.py" "$ROOT/bench" > "$DEST/triton.txt" 2>&1 \
  || echo "triton: ncu exited $?" >&2
rm -f "$DEST/triton_driver.py"
ls -la "$DEST"
