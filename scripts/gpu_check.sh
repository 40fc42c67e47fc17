#!/usr/bin/env bash
# GPU check of tile-run's two backends (interpreter vs GPU) on the corpus.
#
#   scripts/gpu_check.sh pack [BUILD_DIR]   # here: static tools for the GPU box
#   scripts/gpu_check.sh [ARGS...]          # there: run the check table
#
# `pack` builds nothing new: it relinks the already-compiled objects of
# tile-run and tile-as from BUILD_DIR (default build/) against the static
# MLIR/LLVM archives (/usr/lib/llvm-22/lib/lib{MLIR,LLVM}*.a, same headers
# and version as the shared libraries) into BUILD_DIR/device-bin, so the two
# tools need only glibc on a machine without LLVM 22 (about 15 MB each
# instead of the 250 MB of libMLIR.so + libLLVM.so), stripped, and packs
# them as BUILD_DIR/device-bin.txz (about 25 MB): carry that file to the
# device machine, where the run below unpacks it.
#
# Without `pack`, runs python/tileir/gpu_check.py (every corpus kernel tile-as
# lowers, at -O1 and -O2, `tile-run --backend both`) in one invocation with
# the tools from build/device-bin if present, else build/bin; ARGS go to it
# (e.g. --markdown FILE, --only vector_add). Exit 1 if any run failed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [[ "${1:-}" == "pack" ]]; then
  BUILD="$(cd "${2:-$ROOT/build}" && pwd)"
  LLVMLIB="${LLVM_LIB_DIR:-/usr/lib/llvm-22/lib}"
  mkdir -p "$BUILD/device-bin"
  for tool in tile-run tile-as; do
    link="$(cd "$BUILD" && ninja -t commands "bin/$tool" | tail -n 1)"
    [[ "$link" == *"-o bin/$tool"* ]] || { echo "error: no link command for $tool" >&2; exit 1; }
    # Shared MLIR/LLVM -> static archives; no rpath; output elsewhere.
    link="${link//$LLVMLIB\/libMLIR.so.22.1/}"
    link="${link//$LLVMLIB\/libLLVM.so.1/}"
    link="${link//-Wl,-rpath,$LLVMLIB:/}"
    link="${link/-o bin\/$tool/-o device-bin/$tool}"
    link="${link%% && cd *}"   # tile-as's POST_BUILD tileiras link
    link="${link% && :}"
    link="${link#: && }"
    (cd "$BUILD" && eval "$link -Wl,--gc-sections -Wl,--start-group $LLVMLIB/libMLIR*.a $LLVMLIB/libLLVM*.a -Wl,--end-group -static-libstdc++ -static-libgcc -l:libz.a -l:libzstd.a -ldl -lpthread -lrt")
    if ldd "$BUILD/device-bin/$tool" | grep -qE 'libMLIR|libLLVM|libstdc'; then
      echo "error: $tool still needs shared LLVM/libstdc++" >&2; exit 1
    fi
    strip "$BUILD/device-bin/$tool"
    echo "packed $BUILD/device-bin/$tool ($(du -h "$BUILD/device-bin/$tool" | cut -f1))"
  done
  ln -sf tile-as "$BUILD/device-bin/tileiras"
  # The device call's carry limit is 64 MiB: ship the pair compressed.
  tar -C "$BUILD" -cf - device-bin | xz -6 -T0 > "$BUILD/device-bin.txz"
  echo "packed $BUILD/device-bin.txz ($(du -h "$BUILD/device-bin.txz" | cut -f1)): carry it"
  exit 0
fi

BIN="$ROOT/build/device-bin"
if [[ ! -x "$BIN/tile-run" && -f "$ROOT/build/device-bin.txz" ]]; then
  xz -dc "$ROOT/build/device-bin.txz" | tar -C "$ROOT/build" -xf -
fi
[[ -x "$BIN/tile-run" && -x "$BIN/tile-as" ]] || BIN="$ROOT/build/bin"
export PYTHONPATH="$ROOT/python${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1
exec "${PYTHON:-python3}" -m tileir.gpu_check --bin "$BIN" "$@"
