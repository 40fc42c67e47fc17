// REQUIRES: ptxas
// RUN: tile-as %s -o %t.ptx --emit=ptx --gpu-name sm_90 --num-warps=4
// RUN: FileCheck %s < %t.ptx
// RUN: tile-as %s -o %t.cubin --gpu-name sm_90 --num-warps=4

// scan through the whole pipeline to PTX and a cubin: 128 threads, a 4x256
// tile along dim 1 (K = 8, 32 threads per row) forward, and the same rows
// reversed with two operands: totals through the shared scratch, two
// barriers per scan.
// CHECK: .shared .align 16 .b8 k__tileir_scratch
// CHECK: bar.sync 0;
// CHECK: bar.sync 0;
// CHECK: bar.sync 0;
// CHECK: bar.sync 0;
tile.module @m {
  tile.entry @k(%p: tile<ptr<f32>>) {
    %i = iota : tile<1024xi32>
    %f = itof %i signed : tile<1024xi32> -> tile<1024xf32>
    %t = reshape %f : tile<1024xf32> -> tile<4x256xf32>
    %u = reshape %i : tile<1024xi32> -> tile<4x256xi32>
    %r = scan %t dim=1 reverse=false identities=[0.000000e+00 : f32] : tile<4x256xf32> -> tile<4x256xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %q:2 = scan %r, %u dim=1 reverse=true identities=[0.000000e+00 : f32, 0 : i32] : tile<4x256xf32>, tile<4x256xi32> -> tile<4x256xf32>, tile<4x256xi32>
    (%e: tile<f32>, %a: tile<f32>, %e2: tile<i32>, %a2: tile<i32>) {
      %s = addf %e, %a : tile<f32>
      %s2 = maxi %e2, %a2 signed : tile<i32>
      yield %s, %s2 : tile<f32>, tile<i32>
    }
    %w = itof %q#1 signed : tile<4x256xi32> -> tile<4x256xf32>
    %v = addf %q#0, %w : tile<4x256xf32>
    %rr = reshape %v : tile<4x256xf32> -> tile<1024xf32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %po = offset %pb, %i : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %tk = store_ptr_tko weak %po, %rr : tile<1024xptr<f32>>, tile<1024xf32> -> token
    return
  }
}
