// The standard mlir-opt flags work in tile-opt.
// RUN: tile-opt %s --pass-pipeline='builtin.module(tile.module(tile.entry(canonicalize)))' | FileCheck %s --check-prefix=PIPELINE
// RUN: tile-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=SPLIT
// RUN: not tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile.module(tile.entry(test-no-such-pass)))' 2>&1 | FileCheck %s --check-prefix=BADPASS
// RUN: tile-opt %s --split-input-file --canonicalize --mlir-pass-pipeline-crash-reproducer=%t.repro --mlir-timing 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: not tile-opt %S/../Transforms/verify-resources-four-tiles.mlir --tile-verify-resources --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTERFAIL

// PIPELINE: entry @fold
// PIPELINE-NEXT: %[[C:.*]] = constant <i32: 5> : tile<i32>
// PIPELINE-NEXT: print_tko "v=%d\0A", %[[C]] : tile<i32> -> token
// SPLIT: entry @fold
// SPLIT: entry @second
// BADPASS: 'test-no-such-pass' does not refer to a registered pass
// TIMING: Execution time report
// AFTERFAIL: IR Dump After TileVerifyResources Failed (tile-verify-resources)
// AFTERFAIL: entry @four_512
tile.module @m {
  entry @fold() {
    %a = constant <i32: 2> : tile<i32>
    %b = constant <i32: 3> : tile<i32>
    %c = addi %a, %b : tile<i32>
    %t = print_tko "v=%d\0A", %c : tile<i32> -> token
    return
  }
}

// -----

tile.module @m2 {
  entry @second() {
    return
  }
}
