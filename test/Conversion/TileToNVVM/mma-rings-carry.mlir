// RUN: tile-opt %s --tile-assign-layouts=num-warps=4 --tile-pipeline-mma-shared=carry-fragments --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s

// An mma.sync ring loop that carries its first k step's fragments
// (64x64x32 f16, 4 warps: mma<2, 2>, rings of three buffers, two k steps
// of 16). Before the loop, after the prologue's wait and barrier, each
// warp loads buffer 0's first step: its two 16-row tiles of A (two
// ldmatrix.x4) and four 8-column tiles of B (two ldmatrix.x4.trans), 16
// registers packed into a vector<16xi32> that the loop carries. In the
// body the first step's mmas read those registers; the second step's
// fragments load before them (none after the loop's top); the loop's wait
// and barrier follow the first step's mmas, then buffer (slot + 1) mod 3's
// first step loads (slot + 1 >= 3 wraps to 0) before the second step's
// mmas, and the copies come last; those fragments, packed after the
// mmas, are what the body yields for the next iteration.
// CHECK-LABEL: llvm.func @gemm
// CHECK: nvvm.cp.async.wait.group 2
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT: nvvm.mma.sync
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : vector<16xi32>
// CHECK-COUNT-16: vector.insert %{{.*}} : i32 into vector<16xi32>
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %[[SLOT:.*]] = %{{.*}}, %[[F:.*]] = %{{.*}}) -> (vector<32xf32>, i32, vector<16xi32>)
// CHECK: %[[PLUS1:.*]] = arith.addi %[[SLOT]], %{{.*}} : i32
// CHECK-NEXT: %[[THREE:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[WRAPS:.*]] = arith.cmpi uge, %[[PLUS1]], %[[THREE]] : i32
// CHECK: %[[NEXTSLOT:.*]] = arith.select %[[WRAPS]], %{{.*}}, %[[PLUS1]] : i32
// CHECK-COUNT-16: vector.extract %[[F]][{{[0-9]+}}] : i32 from vector<16xi32>
// CHECK-NOT: nvvm.mma.sync
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK-NOT: nvvm.ldmatrix
// CHECK-COUNT-8: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.cp.async.wait.group 1
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT: nvvm.mma.sync
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK-NOT: nvvm.ldmatrix
// CHECK-COUNT-8: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: %[[NEXT:.*]] = vector.insert %{{.*}}, %{{.*}} [15] : i32 into vector<16xi32>
// CHECK: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK: scf.yield %{{.*}}, %{{.*}}, %[[NEXT]] : vector<32xf32>, i32, vector<16xi32>
tile.module @m {
  entry @gemm(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x64xf32>
    %sum = for %kk in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %d = mmaf %at, %bt, %s : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    return
  }
}
