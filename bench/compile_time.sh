#!/usr/bin/env bash
# Compile time of tile-as over the corpus, split by stage (CPU only):
#   bench/compile_time.sh [--runs 5] [--variants] [--markdown FILE] [--json FILE]
# Uses build/bin/tile-as (override with --bin DIR). See bench/compile_time.py.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exec "${PYTHON:-python3}" "$ROOT/bench/compile_time.py" "$@"
