#!/usr/bin/env bash
# cuTile Python on the GPU machine with TileIR as its `tileiras`.
#
#   scripts/cutile_check.sh fetch-sources    # here: cuTile's sources into build/ext
#   scripts/cutile_check.sh [STEPS...]       # there: build cuTile, run STEPS
#
# STEPS (default: seed tilegym samples suite): seed =
# examples/run_left_superpanel.py at CUTILE_OPT_LEVEL=1 and 2 from a fresh
# temporary directory; tilegym = TileGym's persistent RMSNorm
# (scripts/tilegym_rms_norm.py); samples =
# each of cuTile's samples/*.py; suite = cuTile's pytest suite, each test file
# in its own process (a CUDA fault poisons a process), 8 at a time, each
# stopped after SUITE_TIMEOUT seconds (default 240; SUITE_FILES="test_a
# test_b" runs only those files), with
# cuTile's exact command lines (nothing dropped). Every run has
# CUDA_TILE_CACHE_DIR=off and goes through `python3 -m tileir.cutile`, which
# puts tileiras -> tile-as first on PATH. Results go to $OUT (or build/cutile):
# seed.log, tilegym.log, samples.tsv, suite/<file>.log, suite.tsv, summary.txt,
# and bytecode.txz: every kernel cuTile compiled (CUDA_TILE_DUMP_BYTECODE), to
# reproduce a failure on a machine without a GPU.
#
# Sources (cuTile Python at 9c3ee3c, dlpack v1.1's dlpack.h, XLA's FFI
# c_api.h, TileGym's RMSNorm) stay outside the repository, in build/ext: `fetch-sources` copies
# them there from the mirrors the search tool's fetch made (/work/.mirror);
# carry build/ext to the GPU machine with build/device-bin.txz.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
EXT="$ROOT/build/ext"

if [[ "${1:-}" == "fetch-sources" ]]; then
  set -e
  MIRROR=${MIRROR:-/work/.mirror}
  mkdir -p "$EXT/cutile-python" "$EXT/dlpack/include/dlpack" "$EXT/xla/xla/ffi/api"
  git --git-dir="$MIRROR/NVIDIA+cutile-python/repo" archive HEAD | tar -C "$EXT/cutile-python" -xf -
  git --git-dir="$MIRROR/dmlc+dlpack/repo" show v1.1:include/dlpack/dlpack.h \
    > "$EXT/dlpack/include/dlpack/dlpack.h"
  # XLA's FFI header at the API cuTile's cext/xla_ffi.cpp is written for
  # (minor 5): neel-patel-1/xla's copy, with the execution stage that newer
  # XLA (e.g. mgoldfarb-nvidia/xla at 7579da64) has in the state calls'
  # arguments. Only cuTile's JAX path uses it; the build needs it to compile.
  git --git-dir="$MIRROR/neel-patel-1+xla/repo" show HEAD:xla/ffi/api/c_api.h |
    python3 -c '
import re, sys
h = sys.stdin.read()
for name in ("XLA_FFI_State_Set_Args", "XLA_FFI_State_Get_Args"):
    h = re.sub(r"(struct %s \{[^}]*?XLA_FFI_ExecutionContext\* ctx;\n)" % name,
               r"\1  XLA_FFI_ExecutionStage stage;\n", h)
h = h.replace("  void* state;\n  void (*deleter)(void* state);\n", "  void* state;\n")
h = h.replace("XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_State_Set_Args, deleter);",
              "XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_State_Set_Args, state);")
sys.stdout.write(h)' > "$EXT/xla/xla/ffi/api/c_api.h"
  mkdir -p "$EXT/TileGym"
  git --git-dir="$MIRROR/NVIDIA+TileGym/repo" archive HEAD \
    src/tilegym/ops/cutile/rms_norm.py src/tilegym/ops/cutile/utils.py |
    tar -C "$EXT/TileGym" -xf -
  echo "sources in $EXT (carry build/ext)"
  exit 0
fi

OUT=${OUT:-$ROOT/build/cutile}
mkdir -p "$OUT"
STEPS=("$@")
[[ ${#STEPS[@]} -eq 0 ]] && STEPS=(seed tilegym samples suite)
log() { printf '[cutile_check] %s\n' "$*" | tee -a "$OUT/summary.txt"; }

# TileIR's tools: the static pair from scripts/gpu_check.sh pack.
BIN="$ROOT/build/device-bin"
if [[ ! -x "$BIN/tile-as" && -f "$ROOT/build/device-bin.txz" ]]; then
  xz -dc "$ROOT/build/device-bin.txz" | tar -C "$ROOT/build" -xf -
fi
[[ -x "$BIN/tile-as" ]] || BIN="$ROOT/build/bin"
export TILEIR_BIN="$BIN"

# Build cuTile's C extension (about 6 s) and lay out an importable tree.
WORK=$(mktemp -d /tmp/cutile.XXXXXX)
cmake -S "$EXT/cutile-python" -B "$WORK/build" -G Ninja \
  -DDLPACK_PATH="$EXT/dlpack" -DXLA_PATH="$EXT/xla" \
  -DPython_EXECUTABLE="$(command -v python3)" -DCUDAToolkit_ROOT=/usr/local/cuda \
  -DCMAKE_POLICY_VERSION_MINIMUM=3.5 -DDISABLE_INTERNAL=1 -DALLOW_WARNINGS=ON \
  > "$OUT/cext-build.log" 2>&1 &&
  cmake --build "$WORK/build" --target _cext >> "$OUT/cext-build.log" 2>&1 ||
  { log "cuTile's _cext did not build (see cext-build.log)"; exit 1; }
cp -r "$EXT/cutile-python/src" "$WORK/src"
SUFFIX=$(python3 -c 'import sysconfig; print(sysconfig.get_config_var("EXT_SUFFIX"))')
CEXT=$(find "$WORK/build" -name '*_cext*.so' | head -n 1)
[[ -n "$CEXT" ]] || { log "no _cext module in $WORK/build"; exit 1; }
cp "$CEXT" "$WORK/src/cuda/tile/_cext$SUFFIX"
# Where pytest-benchmark is absent, a plugin declares what cuTile's pytest.ini
# and conftest use from it (its option and hooks) and skips benchmarks.
BENCH_PLUGIN=""
python3 -c 'import pytest_benchmark' 2>/dev/null || BENCH_PLUGIN="-p tileir_benchmark_shim"
export BENCH_PLUGIN
cat > "$WORK/src/tileir_benchmark_shim.py" <<'EOF'
import pytest
def pytest_addoption(parser):
    group = parser.getgroup("benchmark")
    group.addoption("--benchmark-sort", default="name")
class _Hooks:
    def pytest_benchmark_update_machine_info(config, machine_info): pass
    def pytest_benchmark_update_json(config, benchmarks, output_json): pass
def pytest_addhooks(pluginmanager):
    pluginmanager.add_hookspecs(_Hooks)
@pytest.fixture
def benchmark():
    pytest.skip("pytest-benchmark is not installed")
EOF
export PYTHONPATH="$WORK/src:$ROOT/python${PYTHONPATH:+:$PYTHONPATH}"
export CUDA_TILE_CACHE_DIR=off CUDA_TILE_COMPILER_TIMEOUT_SEC=120 PYTHONUNBUFFERED=1
export CUDA_TILE_DUMP_BYTECODE="$WORK/bytecode"
mkdir -p "$CUDA_TILE_DUMP_BYTECODE"
log "tileiras: $("$BIN/tile-as" --version)"
RUN=(python3 -m tileir.cutile --quiet)

for step in "${STEPS[@]}"; do
  case "$step" in
  seed)
    for level in 1 2; do
      dir=$(mktemp -d)
      (cd "$dir" && CUTILE_OPT_LEVEL=$level timeout 600 "${RUN[@]}" \
        "$ROOT/examples/run_left_superpanel.py") >> "$OUT/seed.log" 2>&1
      log "seed reproducer CUTILE_OPT_LEVEL=$level: exit $?"
    done
    ;;
  tilegym)
    timeout 600 "${RUN[@]}" "$ROOT/scripts/tilegym_rms_norm.py" \
      "$EXT/TileGym/src" > "$OUT/tilegym.log" 2>&1
    log "TileGym persistent RMSNorm: exit $? ($(tail -n 1 "$OUT/tilegym.log"))"
    ;;
  samples)
    : > "$OUT/samples.tsv"
    for sample in "$EXT"/cutile-python/samples/*.py; do
      name=$(basename "$sample" .py)
      [[ "$name" == __init__ || "$name" == test_samples ]] && continue
      (cd "$EXT/cutile-python/samples" && timeout 600 "${RUN[@]}" "$sample") \
        > "$OUT/sample-$name.log" 2>&1
      rc=$?
      printf '%s\t%s\t%s\n' "$name" "$rc" "$(tail -n 1 "$OUT/sample-$name.log")" >> "$OUT/samples.tsv"
      log "sample $name: exit $rc"
    done
    ;;
  suite)
    mkdir -p "$OUT/suite"
    cd "$EXT/cutile-python"
    # SUITE_FILES (e.g. "test_cast test_reduction") runs only those files.
    if [[ -n "${SUITE_FILES:-}" ]]; then
      for n in $SUITE_FILES; do echo "test/$n.py"; done
    else
      ls test/test_*.py
    fi | xargs -P 8 -I{} sh -c '
      f={}; n=$(basename $f .py)
      # cuTile reports each dumped file on stderr, which test_print reads
      # as the kernel'"'"'s own output: no dump there.
      [ "$n" = test_print ] && unset CUDA_TILE_DUMP_BYTECODE
      timeout '"${SUITE_TIMEOUT:-240}"' python3 -m tileir.cutile --quiet -m pytest $BENCH_PLUGIN \
        -q -p no:cacheprovider "$f" > "'"$OUT"'/suite/$n.log" 2>&1
      echo "$n $?" >> "'"$OUT"'/suite-rc.txt"'
    cd "$ROOT"
    python3 - "$OUT" <<'EOF' | tee -a "$OUT/summary.txt"
import os, re, sys
out = sys.argv[1]
rows, totals = [], {}
rcs = dict(l.split() for l in open(os.path.join(out, "suite-rc.txt")))
for name in sorted(rcs):
    text = open(os.path.join(out, "suite", name + ".log"), errors="replace").read()
    lines = [l for l in text.splitlines() if re.search(r"\d+ (passed|failed|skipped|error)", l)]
    last = lines[-1] if lines else ""
    counts = {k: int(v) for v, k in re.findall(r"(\d+) (passed|failed|skipped|xfailed|xpassed|errors?)", last)}
    for k, v in counts.items():
        totals[k] = totals.get(k, 0) + v
    rows.append(f"{name}\t{rcs[name]}\t{last.strip('= ')}")
open(os.path.join(out, "suite.tsv"), "w").write("\n".join(rows) + "\n")
print("suite totals:", ", ".join(f"{v} {k}" for k, v in sorted(totals.items())))
print("files that timed out (rc 124):", [n for n, r in rcs.items() if r == "124"])
EOF
    ;;
  *) log "unknown step $step"; exit 2 ;;
  esac
done
tar -C "$WORK" -cf - bytecode | xz -T0 > "$OUT/bytecode.txz"
log "kept $(find "$WORK/bytecode" -type f | wc -l) bytecode files in bytecode.txz"
