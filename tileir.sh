#!/usr/bin/env bash
# TileIR set-up, build, demo and tests on Debian 12.
#
#   ./tileir.sh demo    install what is missing, build, then verify, canonicalize
#                       and plan the seed kernel (examples/, its bytecode) and
#                       compile the vector_add kernel to a cubin
#   ./tileir.sh test    install what is missing, build, run every test (lit and
#                       unit tests) and print their pass counts
#   ./tileir.sh build   install what is missing and build only
#
# Missing packages are installed with apt when run as root; otherwise the
# script lists them and stops. Environment: BUILD_DIR (default ./build),
# JOBS (default: all cores).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BUILD_DIR=${BUILD_DIR:-$ROOT/build}
LLVM_PREFIX=/usr/lib/llvm-22

# Debian packages TileIR builds and tests with.
PACKAGES=(
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools clang-22 libclang-rt-22-dev
  cmake ninja-build libzstd-dev libgtest-dev python3 python3-numpy valgrind
)

log() { printf '[tileir] %s\n' "$*"; }

install_missing() {
  local missing=()
  for pkg in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
      || missing+=("$pkg")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    log "all packages present"
    return
  fi
  if [ "$(id -u)" -ne 0 ]; then
    log "missing packages: ${missing[*]}"
    log "run as root to install them, or: sudo apt-get install ${missing[*]}"
    exit 1
  fi
  log "installing with apt: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
}

build() {
  install_missing
  if [ ! -f "$BUILD_DIR/build.ninja" ]; then
    log "configuring $BUILD_DIR"
    cmake -S "$ROOT" -B "$BUILD_DIR" -G Ninja >/dev/null
  fi
  log "building"
  local start=$SECONDS
  cmake --build "$BUILD_DIR" ${JOBS:+-j "$JOBS"}
  log "build finished in $((SECONDS - start)) s"
}

run_demo() {
  build
  local bin=$BUILD_DIR/bin example=$ROOT/examples/left_superpanel.mlir
  local seed=$ROOT/test/Inputs/corpus/seed/_left_superpanel.sm_120.O2.bc13.3.bytecode
  log "1. parse and verify the seed kernel: $example"
  "$bin/tile-opt" "$example" --verify-each >/dev/null
  log "   ok"
  log "2. canonicalize and print it"
  "$bin/tile-opt" "$example" --canonicalize
  log "3. read the cuTile bytecode of the same kernel and plan it for sm_90 and sm_120"
  "$bin/tile-opt" "$seed" --tile-resource-report=target=sm_90 -o /dev/null
  "$bin/tile-opt" "$seed" --tile-resource-report=target=sm_120 -o /dev/null
  local vadd=$ROOT/test/Inputs/corpus/kernels/vector_add/vec_add_1d.sm_90.O3.bc13.3.bytecode
  if [ -f "$vadd" ] && { command -v ptxas >/dev/null || [ -x /usr/local/cuda/bin/ptxas ]; }; then
    log "4. compile the vector_add kernel to an sm_90 cubin"
    "$bin/tile-as" "$vadd" -o "$BUILD_DIR/vec_add_1d.sm_90.cubin" --gpu-name sm_90 -O2 -v
    log "   wrote $BUILD_DIR/vec_add_1d.sm_90.cubin"
  fi
}

run_tests() {
  build
  local status=0
  log "lit tests"
  "$LLVM_PREFIX/bin/lit" -sv "$BUILD_DIR/test" || status=1
  if [ -d "$BUILD_DIR/unittests" ]; then
    log "unit tests"
    ctest --test-dir "$BUILD_DIR/unittests" --output-on-failure || status=1
  fi
  if [ $status -eq 0 ]; then log "all tests passed"; else log "TESTS FAILED"; fi
  return $status
}

case "${1:-}" in
  demo) run_demo ;;
  test) run_tests ;;
  build) build ;;
  *)
    sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
