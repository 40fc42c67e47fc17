// RUN: tile-opt %s --tile-assign-layouts=num-warps=4 --tile-pipeline-mma-shared --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s

// A GEMM loop through operand rings (64x64x32 f16 tiles, 4 warps, three
// buffers a ring): the scratch holds the rings, 3 x (5120 + 4608) bytes.
// Each async copy becomes one 16-byte cp.async (L2 only) per piece a thread
// takes: 64 x 32 / 8 = 256 pieces of A and as many of B over 128 threads,
// two each, with the bytes inside the tensor as the source size. The wait
// is cp.async.wait_group and a barrier. The mma reads A with
// ldmatrix.x4 and B with ldmatrix.x4.trans (two 8-column tiles each), two
// k steps of 16 one after the other (no loop: constant offsets), and never
// touches the scratch for its accumulator. The loop's wait comes after
// the second step's fragment loads, before its mmas; the copies after.
// CHECK-LABEL: llvm.func @gemm
// Prologue: three groups of two pieces per operand, a wait for the first.
// CHECK-COUNT-4: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK: nvvm.cp.async.commit.group
// CHECK-COUNT-4: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK-COUNT-4: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK-NEXT: nvvm.cp.async.wait.group 2
// CHECK-NEXT: nvvm.barrier0
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (vector<32xf32>, i32)
// CHECK-NOT: scf.for
// CHECK-NOT: nvvm.cp.async
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK-COUNT-8: nvvm.mma.sync
// CHECK-NOT: scf.for
// CHECK-NOT: nvvm.cp.async
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.cp.async.wait.group 1
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT: nvvm.ldmatrix
// CHECK-NOT: nvvm.cp.async
// CHECK-COUNT-8: nvvm.mma.sync
// CHECK-COUNT-4: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK-NOT: nvvm.mma.sync
// CHECK-NOT: llvm.store
// CHECK: scf.yield
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.mlir.global internal @gemm__tileir_scratch{{.*}} : !llvm.array<29184 x i8>
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
