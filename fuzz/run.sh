#!/usr/bin/env bash
# Runs the bytecode fuzzer for SECONDS (default 60), seeded with the corpus,
# the malformed inputs and every crash ever found (fuzz/regressions/):
#   fuzz/run.sh [SECONDS] [WORK_DIR]
# Exits 0 when clang-22 is missing (prints SKIPPED), 1 on a crash; new
# crashes are left in WORK_DIR/crashes. Regressions are replayed first.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SECS=${1:-60}
WORK=${2:-$ROOT/build/fuzz/work}
if ! command -v clang++-22 >/dev/null; then echo "SKIPPED: no clang++-22"; exit 0; fi
BIN=$("$ROOT/fuzz/build.sh" "$ROOT/build/fuzz" | tail -1)
mkdir -p "$WORK/corpus" "$WORK/crashes"
find "$ROOT/test/Inputs/corpus" \( -name '*.bytecode' -o -name '*.tileirbc' \) -exec cp -n {} "$WORK/corpus/" \;
cp -n "$ROOT"/test/Bytecode/Inputs/malformed/*.tileirbc "$WORK/corpus/" 2>/dev/null || true
if compgen -G "$ROOT/fuzz/regressions/*" >/dev/null; then
  "$BIN" -runs=0 "$ROOT"/fuzz/regressions/* 2>&1 | tail -3
  cp -n "$ROOT"/fuzz/regressions/* "$WORK/corpus/"
fi
"$BIN" -max_total_time="$SECS" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$WORK/crashes/" -print_final_stats=1 "$WORK/corpus" 2>&1 |
  grep -E "^(#[0-9]+ +(DONE|INITED)|stat::number_of_executed_units|stat::average_exec_per_sec|==[0-9]+==ERROR|SUMMARY|artifact_prefix)" || true
n=$(find "$WORK/crashes" -type f | wc -l)
echo "crashes: $n"
[ "$n" -eq 0 ]
