// REQUIRES: ptxas
// RUN: tile-as %s -o %t.ptx --emit=ptx --gpu-name sm_90 --num-warps=4
// RUN: FileCheck %s < %t.ptx
// RUN: tile-as %s -o %t.cubin --gpu-name sm_90 --num-warps=4

// scan through the whole pipeline to PTX and a cubin, 128 threads: a
// 4x256 tile along dim 1 (K = 8, 32 lanes per row) forward, the same rows
// reversed with two operands -- both inside warps: shfl.sync up / down at
// distances 1 .. 16 and 1 for the carry, no barrier -- then the whole tile
// as 1x1024 reversed, whose line spans the 4 warps: lanes scan by
// shfl.sync down, lane 0 of each warp stores the warp's total (16 bytes of
// scratch: 1 line x 4 warps x 4), two barriers.
// CHECK: .shared .align 16 .b8 k__tileir_scratch[16];
// CHECK-COUNT-5: shfl.sync.up.b32 {{.*}}, 0, -1;
// CHECK: shfl.sync.up.b32 {{.*}}, 1, 0, -1;
// CHECK-NOT: bar.sync
// CHECK-COUNT-10: shfl.sync.down.b32 {{.*}}, 31, -1;
// CHECK-NOT: bar.sync
// CHECK-COUNT-2: shfl.sync.down.b32 {{.*}}, 1, 31, -1;
// CHECK-NOT: bar.sync
// CHECK-COUNT-6: shfl.sync.down.b32 {{.*}}, 31, -1;
// CHECK-NOT: shfl.sync
// CHECK: bar.sync 0;
// CHECK-NOT: shfl.sync
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync
// CHECK-NOT: shfl.sync
// CHECK: ret;
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
    %z = reshape %v : tile<4x256xf32> -> tile<1x1024xf32>
    %y = scan %z dim=1 reverse=true identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1x1024xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %rr = reshape %y : tile<1x1024xf32> -> tile<1024xf32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %po = offset %pb, %i : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %tk = store_ptr_tko weak %po, %rr : tile<1024xptr<f32>>, tile<1024xf32> -> token
    return
  }
}
