// RUN: tile-opt %s --tile-assign-layouts=num-warps=4 --tile-pipeline-mma-shared --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s

// A tf32 mma through rings of f32 tiles (64x64x16, 4 warps: mma<2, 2>,
// two 16-row and four 8-column tiles a warp, two k steps of 8): per k step
// A's fragments with two ldmatrix.x4 (a 32-bit element is two b16 lanes),
// B's element by element, two 32-bit loads per column tile, every register
// rounded to tf32 on its bits as `ftof` rounds (the tie bit, + 0xfff, the
// low 13 bits cleared, NaN and inf kept), then eight m16n8k8 tf32 mma.
// The loop's wait comes between the last k step's fragment loads and its
// mmas, the copies after them.
// CHECK-LABEL: llvm.func @tf32
// CHECK: nvvm.cp.async.wait.group 2
// CHECK: scf.for
// CHECK-NOT: nvvm.cp.async
// CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK: arith.andi %{{.*}}, %{{.*}}-8192
// CHECK-COUNT-8: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK-COUNT-8: nvvm.mma.sync {{.*}}multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>
// CHECK-NOT: nvvm.cp.async
// CHECK-COUNT-2: nvvm.ldmatrix
// CHECK-COUNT-8: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.cp.async.wait.group 1
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT: nvvm.cp.async
// CHECK-COUNT-8: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK-NOT: nvvm.mma.sync
// CHECK: scf.yield
tile.module @m {
  entry @tf32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %ba = assume div_by<16>, %b : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[64,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x64xf32>
    %sum = for %kk in (%c0 to %k, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>, tile<i32> -> tile<64x16xf32>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
      %a32 = ftof %at : tile<64x16xf32> -> tile<64x16xtf32>
      %b32 = ftof %bt : tile<16x64xf32> -> tile<16x64xtf32>
      %d = mmaf %a32, %b32, %s : tile<64x16xtf32>, tile<16x64xtf32>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    return
  }
}
