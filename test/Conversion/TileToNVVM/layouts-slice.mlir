// RUN: tile-opt %s --tile-assign-layouts="num-warps=4" --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s

// Softmax-like rows of 8x512 on 128 threads: a thread holds 32 elements, a
// row spans 16 threads (lane bits 0-3), so each reduce along it leaves a
// slice (docs/layouts.md). The reduce folds its 32 lanes (31 maxnumf), then
// butterflies over xor 1, 2, 4, 8 and every lane keeps its row's maximum
// (maxf is symmetric): no scratch, no barrier. The broadcast back to 8x512
// splats that one value over the thread's 32 lanes. The second reduce's
// sums go to the blocked layout for the store (8 elements: thread t holds
// row t mod 8) through scratch: each thread stores its row (chunk * 32 /
// 512 = t / 16) in 32 bytes of scratch, a barrier, each loads its own.
// CHECK-LABEL: llvm.func @rows
// CHECK-COUNT-31: arith.maxnumf %{{.*}}, %{{.*}} : f32
// CHECK-NOT: arith.maxnumf
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %c1_i32
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %c2_i32
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %c4_i32
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %c8_i32
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[ROW:.*]] = vector.shuffle %{{.*}}, %{{.*}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<1xf32>, vector<1xf32>
// CHECK: arith.subf %{{.*}}, %[[ROW]] : vector<32xf32>
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %c1_i32
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %c8_i32
// CHECK-NOT: nvvm.shfl.sync
// CHECK: arith.muli %{{.*}}, %c32_i64
// CHECK: arith.divui %{{.*}}, %c512_i64
// CHECK: llvm.intr.masked.scatter {{.*}} : vector<1xf32>, vector<1xi1> into vector<1x!llvm.ptr<3>>
// CHECK: nvvm.barrier0
// CHECK: llvm.load {{.*}} : !llvm.ptr<3> -> vector<1xf32>
// CHECK: nvvm.barrier0
// CHECK: llvm.intr.masked.scatter {{.*}} into vector<1x!llvm.ptr<1>>
// CHECK: llvm.mlir.global internal @rows__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<32 x i8>
tile.module @m {
  tile.entry @rows(%p: tile<ptr<f32>>, %x: tile<f32>) {
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %a = broadcast %x1 : tile<1x1xf32> -> tile<8x512xf32>
    %m = reduce %a dim=1 identities=[0xFF800000 : f32] : tile<8x512xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %t = maxf %e, %acc : tile<f32>
      yield %t : tile<f32>
    }
    %m1 = reshape %m : tile<8xf32> -> tile<8x1xf32>
    %mb = broadcast %m1 : tile<8x1xf32> -> tile<8x512xf32>
    %d = subf %a, %mb : tile<8x512xf32>
    %s = reduce %d dim=1 identities=[0.000000e+00 : f32] : tile<8x512xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %t = addf %e, %acc : tile<f32>
      yield %t : tile<f32>
    }
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ps = broadcast %p1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %st = store_ptr_tko weak %ps, %s : tile<8xptr<f32>>, tile<8xf32> -> token
    return
  }
}
