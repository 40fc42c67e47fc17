#!/usr/bin/env bash
# Builds the libFuzzer target for the bytecode reader/writer with clang-22:
#   fuzz/build.sh [OUT_DIR]        (default: <repo>/build/fuzz)
# The bytecode sources are compiled with -fsanitize=fuzzer,address,undefined;
# the tile dialect comes from the main build (libTileIRDialect.a),
# so build that first. Prints the path of the fuzzer binary.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$ROOT/build/fuzz}
CXX=${CXX_FUZZ:-clang++-22}
LLVM=/usr/lib/llvm-22
mkdir -p "$OUT"
command -v "$CXX" >/dev/null || { echo "no $CXX" >&2; exit 2; }
DIALECT_LIB=$ROOT/build/lib/Dialect/Tile/IR/libTileIRDialect.a
[ -f "$DIALECT_LIB" ] || { echo "missing $DIALECT_LIB: build the project first" >&2; exit 2; }
FLAGS=(-std=c++17 -g -O1 -fno-rtti -fsanitize=fuzzer,address,undefined
       -fno-sanitize=vptr -fno-sanitize-recover=undefined
       -I"$ROOT/include" -I"$ROOT/build/include" -I"$LLVM/include")
SRCS=("$ROOT"/lib/Bytecode/*.cpp "$ROOT/fuzz/tile_bytecode_fuzzer.cpp")
# Rebuild only when a source is newer than the binary.
BIN=$OUT/tile_bytecode_fuzzer
if [ -f "$BIN" ] && [ -z "$(find "${SRCS[@]}" "$ROOT"/lib/Bytecode/*.h "$DIALECT_LIB" -newer "$BIN")" ]; then
  echo "$BIN"; exit 0
fi
# Link a snapshot: the main build may rewrite the archive meanwhile.
cp "$DIALECT_LIB" "$OUT/libTileIRDialect.a"
"$CXX" "${FLAGS[@]}" "${SRCS[@]}" "$OUT/libTileIRDialect.a" -L"$LLVM/lib" -lMLIR -lLLVM \
  -Wl,-rpath,"$LLVM/lib" -o "$BIN"
echo "$BIN"
