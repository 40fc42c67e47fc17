// RUN: tile-opt %s --tile-verify-resources=target=sm_90 -verify-diagnostics | FileCheck %s
// RUN: not tile-opt %s --tile-verify-resources="target=sm_90 allow-spills=false" -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT

// A sum over 65,536 f32 elements: no warp count holds the tile in registers
// (estimated 792 of 255 per thread at 8 warps: the pointers too), but shared memory fits, so
// the plan spills the fewest registers, with a warning; tile.plan records
// the spill. With allow-spills=false it is the error it used to be.
// CHECK: tile.plan = {{{.*}}num_warps = 8 : i64{{.*}}spilled_registers = 537 : i64
// STRICT: error: tiles live here need 786440 bytes and do not fit sm_90 at occupancy 1: tried 4 warps
tile.module @m {
  tile.entry @sum(%p: tile<ptr<f32>>) {
    %i = iota : tile<65536xi32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    // expected-warning @below {{tiles live here need 786440 bytes, more than sm_90's registers hold at occupancy 1: compiling with 8 warps, estimated at 792 of 255 registers per thread; what does not fit, ptxas spills to local memory}}
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
