// RUN: tile-opt %s --tile-verify-resources="target=sm_90 defer-spill-warning=1" -mlir-print-debuginfo -mlir-print-local-scope 2>&1 | FileCheck %s

// The kernel of verify-resources-spill.mlir (no warp count holds its
// 65,536-element tile in registers: 792 of 255 per thread at 8 warps) with
// defer-spill-warning, as tile-as plans it: the warning is not emitted but
// recorded on the entry, at the broadcast where demand peaks, up to the
// estimate. tile-as emits it after ptxas only where ptxas spills
// (test/Tools/tile-as-spill-warning.test).
// CHECK-NOT: warning:
// CHECK: entry @sum
// CHECK-SAME: tile.plan = {{{.*}}spilled_registers = 537 : i64
// CHECK-SAME: tile.spill_warning = {loc = loc("{{.*}}verify-resources-spill-deferred.mlir":[[# @LINE + 6]]:11), message = "tiles live here need 786440 bytes, more than sm_90's registers hold at occupancy 1: compiling with 8 warps, estimated at 792 of 255 registers per thread"}
// CHECK-NOT: warning:
tile.module @m {
  tile.entry @sum(%p: tile<ptr<f32>>) {
    %i = iota : tile<65536xi32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<65536xptr<f32>>
    %pt = offset %pb, %i : tile<65536xptr<f32>>, tile<65536xi32> -> tile<65536xptr<f32>>
    %x, %t = load_ptr_tko weak %pt : tile<65536xptr<f32>> -> tile<65536xf32>, token
    %s = reduce %x dim=0 identities=[0.0 : f32] : tile<65536xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %c = addf %a, %b : tile<f32>
      yield %c : tile<f32>
    }
    %t2 = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
