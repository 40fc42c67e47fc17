#!/usr/bin/env bash
# Builds the libFuzzer targets with clang-22:
#   fuzz/build.sh [OUT_DIR]        (default: <repo>/build/fuzz)
# - tile_bytecode_fuzzer: the bytecode reader/writer (read -> verify ->
#   write -> read), lib/Bytecode compiled with -fsanitize=fuzzer,address,
#   undefined and the tile dialect from the main build;
# - tile_pipeline_fuzzer: reader -> verifier -> canonicalize -> resource plan
#   -> layouts -> tile-to-nvvm, the reader instrumented as above and the
#   later stages from the main build's archives (their crashes are caught by
#   libFuzzer's signal handler; coverage guides the reader).
# Build the project first. Prints the two binaries' paths, one a line.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$ROOT/build/fuzz}
CXX=${CXX_FUZZ:-clang++-22}
LLVM=/usr/lib/llvm-22
mkdir -p "$OUT"
command -v "$CXX" >/dev/null || { echo "no $CXX" >&2; exit 2; }
LIB=$ROOT/build/lib
DIALECT_LIB=$LIB/Dialect/Tile/IR/libTileIRDialect.a
[ -f "$DIALECT_LIB" ] || { echo "missing $DIALECT_LIB: build the project first" >&2; exit 2; }
FLAGS=(-std=c++17 -g -O1 -fno-rtti -fsanitize=fuzzer,address,undefined
       -fno-sanitize=vptr -fno-sanitize-recover=undefined
       -I"$ROOT/include" -I"$ROOT/build/include" -I"$LLVM/include")
READER=("$ROOT"/lib/Bytecode/*.cpp)

# build NAME SOURCE ARCHIVE... : rebuilds only when an input is newer.
build() {
  local name=$1 source=$2; shift 2
  local bin=$OUT/$name
  if [ -f "$bin" ] && [ -z "$(find "${READER[@]}" "$ROOT"/lib/Bytecode/*.h "$source" "$@" -newer "$bin")" ]; then
    echo "$bin"; return
  fi
  # Link snapshots: the main build may rewrite the archives meanwhile.
  local snapshots=()
  for archive in "$@"; do
    cp "$archive" "$OUT/$(basename "$archive")"
    snapshots+=("$OUT/$(basename "$archive")")
  done
  "$CXX" "${FLAGS[@]}" "${READER[@]}" "$source" -Wl,--start-group "${snapshots[@]}" \
    -Wl,--end-group -L"$LLVM/lib" -lMLIR -lLLVM -Wl,-rpath,"$LLVM/lib" -o "$bin"
  echo "$bin"
}

build tile_bytecode_fuzzer "$ROOT/fuzz/tile_bytecode_fuzzer.cpp" "$DIALECT_LIB"
build tile_pipeline_fuzzer "$ROOT/fuzz/tile_pipeline_fuzzer.cpp" \
  "$LIB/Conversion/libTileIRConversion.a" "$LIB/Transforms/libTileIRTransforms.a" \
  "$LIB/Analysis/libTileIRAnalysis.a" "$LIB/Target/PTX/libTileIRPTX.a" \
  "$LIB/Target/libTileIRTarget.a" "$LIB/Dialect/TileGPU/IR/libTileIRTileGPUDialect.a" \
  "$DIALECT_LIB"
