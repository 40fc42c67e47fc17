#!/usr/bin/env bash
# Runs a fuzzer for SECONDS (default 60), seeded with the corpus, the
# malformed inputs and every crash ever found (fuzz/regressions/):
#   [FUZZER=bytecode|pipeline] fuzz/run.sh [SECONDS] [WORK_DIR]
# FUZZER=pipeline (tile_pipeline_fuzzer.cpp) takes a target byte before the
# bytecode: each seed is given for sm_80, sm_90 and sm_120.
# Exits 0 when clang-22 is missing (prints SKIPPED), 1 on a crash; new
# crashes are left in WORK_DIR/crashes. Regressions are replayed first.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SECS=${1:-60}
WORK=${2:-$ROOT/build/fuzz/work}
if ! command -v clang++-22 >/dev/null; then echo "SKIPPED: no clang++-22"; exit 0; fi
FUZZER=${FUZZER:-bytecode}
BIN=$("$ROOT/fuzz/build.sh" "$ROOT/build/fuzz" | grep "/tile_${FUZZER}_fuzzer$")
REGRESSIONS=$ROOT/fuzz/regressions
[ "$FUZZER" = pipeline ] && REGRESSIONS=$ROOT/fuzz/pipeline-regressions
mkdir -p "$WORK/corpus" "$WORK/crashes"
seeds=$(find "$ROOT/test/Inputs/corpus" "$ROOT/test/Bytecode/Inputs/malformed" \
  \( -name '*.bytecode' -o -name '*.tileirbc' \))
for f in $seeds; do
  if [ "$FUZZER" = pipeline ]; then
    for t in 0 1 2; do
      [ -e "$WORK/corpus/$t-$(basename "$f")" ] ||
        { printf "\\x0$t"; cat "$f"; } > "$WORK/corpus/$t-$(basename "$f")"
    done
  else
    cp -n "$f" "$WORK/corpus/"
  fi
done
if compgen -G "$REGRESSIONS/*" >/dev/null; then
  "$BIN" -runs=0 "$REGRESSIONS"/* 2>&1 | tail -3
  cp -n "$REGRESSIONS"/* "$WORK/corpus/"
fi
"$BIN" -max_total_time="$SECS" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$WORK/crashes/" -print_final_stats=1 "$WORK/corpus" 2>&1 |
  grep -E "^(#[0-9]+ +(DONE|INITED)|stat::number_of_executed_units|stat::average_exec_per_sec|==[0-9]+==ERROR|SUMMARY|artifact_prefix)" || true
n=$(find "$WORK/crashes" -type f | wc -l)
echo "crashes: $n"
[ "$n" -eq 0 ]
