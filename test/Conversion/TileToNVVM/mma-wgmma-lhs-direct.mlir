// RUN: tile-opt %s --tile-assign-layouts="num-warps=4 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 lhs-direct=1" --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s

// A tf32 GEMM loop (128x64 accumulator over 4 warps, K tile 32) whose A
// loads straight into wgmma's register fragments (tilegpu.wgmma_lhs<4>,
// tile-pipeline-mma-shared's lhs-direct, off by default). Worked out by hand from PTX's
// m16n8k8 tf32 fragment layout and the interleaved K order (K = 8 S,
// S = 4): thread (warp w, lane 4 g + t) holds rows 16 w + g + 8 h + 64 i
// (h, i = 0, 1) and columns 8 t .. 8 t + 7 of each, its lanes ordered i,
// h, column; row element s is fragment place t of k step s, element 4 + s
// place t + 4.
//
// The first iteration's A, before the loop, split on whether the tile
// is whole (the arithmetic is checked on the next iteration's, below):
// rows 0, 8, 64 and 72 below the thread's first (i, h), two 16-byte
// vectors each: lanes 0-7, 8-15, 16-23, 24-31.
// CHECK: scf.if %{{.*}} -> (vector<32xf32>) {
// CHECK: %[[R0:.*]] = arith.addi %[[ROW:.*]], %c0_i64{{.*}} : i64
// CHECK: %[[P0:.*]] = llvm.getelementptr %{{.*}} : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[Q0:.*]] = llvm.getelementptr %[[P0]][0]
// CHECK-NEXT: %[[V0:.*]] = llvm.load %[[Q0]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: vector.insert %{{.*}}, %{{.*}} [3] : f32 into vector<32xf32>
// CHECK-NEXT: %[[Q1:.*]] = llvm.getelementptr %[[P0]][4]
// CHECK-NEXT: llvm.load %[[Q1]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: vector.insert %{{.*}}, %{{.*}} [7] : f32 into vector<32xf32>
// CHECK-NEXT: %c8_i64{{.*}} = arith.constant 8 : i64
// CHECK-NEXT: arith.addi %[[ROW]], %c8_i64{{.*}} : i64
// CHECK: llvm.load {{.*}} -> vector<4xf32>
// CHECK: vector.insert %{{.*}}, %{{.*}} [8] : f32 into vector<32xf32>
// CHECK: llvm.load {{.*}} -> vector<4xf32>
// CHECK: vector.insert %{{.*}}, %{{.*}} [15] : f32 into vector<32xf32>
// CHECK-NEXT: %c64_i64{{.*}} = arith.constant 64 : i64
// CHECK-NEXT: arith.addi %[[ROW]], %c64_i64{{.*}} : i64
// CHECK: vector.insert %{{.*}}, %{{.*}} [16] : f32 into vector<32xf32>
// CHECK: %c72_i64{{.*}} = arith.constant 72 : i64
// CHECK-NEXT: arith.addi %[[ROW]], %c72_i64{{.*}} : i64
// CHECK: vector.insert %{{.*}}, %{{.*}} [31] : f32 into vector<32xf32>
// CHECK-NEXT: scf.yield
// An edge tile: element by element, each inside both extents or 0.0 (the
// view's padding), from the view's base where outside.
// CHECK: } else {
// CHECK: %[[PAD:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[ER:.*]] = arith.addi %[[ROW]], %c0_i64{{.*}} : i64
// CHECK-NEXT: %[[ERIN:.*]] = arith.cmpi ult, %[[ER]], %[[MEXT:.*]] : i64
// CHECK-NEXT: %c0_i64{{.*}} = arith.constant 0 : i64
// CHECK-NEXT: %[[EC:.*]] = arith.addi %[[COL:.*]], %c0_i64{{.*}} : i64
// CHECK-NEXT: %[[ECIN:.*]] = arith.cmpi ult, %[[EC]], %[[KEXT:.*]] : i64
// CHECK-NEXT: %[[EIN:.*]] = arith.andi %[[ERIN]], %[[ECIN]] : i1
// CHECK: %[[EP:.*]] = llvm.select %[[EIN]], %{{.*}}, %{{.*}} : i1, !llvm.ptr<1>
// CHECK-NEXT: %[[EV:.*]] = llvm.load %[[EP]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: %[[ES:.*]] = arith.select %[[EIN]], %[[EV]], %[[PAD]] : f32
// CHECK-NEXT: vector.insert %[[ES]], %{{.*}} [0] : f32 into vector<32xf32>
// CHECK-COUNT-31: llvm.load {{.*}} -> f32
// CHECK: scf.yield
//
// In the loop, first the next iteration's A (a whole iteration ahead of
// its wgmma), its tile column one K tile on: the thread's first row (the tile's row origin 128 bx + 16 w +
// g) and column (the column origin 32 (k + 1) + 8 t); whole where the
// tile's last column and row are inside the tensor.
// CHECK: scf.for {{.*}} iter_args({{.*}}, %[[A:.*]] = %{{.*}}) -> (vector<64xf32>, i32, vector<32xf32>)
// CHECK-NEXT: arith.extsi
// CHECK: %[[NEXT:.*]] = scf.if %{{.*}} -> (vector<32xf32>) {
// CHECK: %[[ROW0:.*]] = arith.muli %{{.*}}, %c128_i64{{.*}} : i64
// CHECK: %[[COL0:.*]] = arith.muli %{{.*}}, %c32_i64{{.*}} : i64
// CHECK-NEXT: nvvm.read.ptx.sreg.tid.x
// CHECK-NEXT: %[[TID:.*]] = arith.extui %{{.*}} : i32 to i64
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : i64
// CHECK-NEXT: %[[LANE:.*]] = arith.remui %[[TID]], %[[C32]] : i64
// CHECK-NEXT: %[[C32B:.*]] = arith.constant 32 : i64
// CHECK-NEXT: %[[WARP:.*]] = arith.divui %[[TID]], %[[C32B]] : i64
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[G:.*]] = arith.divui %[[LANE]], %[[C4]] : i64
// CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : i64
// CHECK-NEXT: %[[W16:.*]] = arith.muli %[[WARP]], %[[C16]] : i64
// CHECK-NEXT: %[[WG:.*]] = arith.addi %[[W16]], %[[G]] : i64
// CHECK-NEXT: %[[NROW:.*]] = arith.addi %[[ROW0]], %[[WG]] : i64
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : i64
// CHECK-NEXT: %[[C4B:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[T:.*]] = arith.remui %[[LANE]], %[[C4B]] : i64
// CHECK-NEXT: %[[T8:.*]] = arith.muli %[[T]], %[[C8]] : i64
// CHECK-NEXT: %[[NCOL:.*]] = arith.addi %[[COL0]], %[[T8]] : i64
// CHECK-NEXT: %[[C32C:.*]] = arith.constant 32 : i64
// CHECK-NEXT: %[[LASTC:.*]] = arith.addi %[[COL0]], %[[C32C]] : i64
// CHECK-NEXT: %[[CIN:.*]] = arith.cmpi ule, %[[LASTC]], %{{.*}} : i64
// CHECK-NEXT: %[[C128:.*]] = arith.constant 128 : i64
// CHECK-NEXT: %[[LASTR:.*]] = arith.addi %[[ROW0]], %[[C128]] : i64
// CHECK-NEXT: %[[RIN:.*]] = arith.cmpi ule, %[[LASTR]], %{{.*}} : i64
// CHECK-NEXT: %[[WHOLE:.*]] = arith.andi %[[RIN]], %[[CIN]] : i1
// CHECK-NEXT: scf.if %[[WHOLE]] -> (vector<32xf32>) {
// CHECK: arith.addi %[[NROW]], %c0_i64{{.*}} : i64
// CHECK-NEXT: %[[NCS:.*]] = arith.muli %[[NCOL]], %{{.*}} : i64
// CHECK-COUNT-8: llvm.load {{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: } else {
// CHECK-COUNT-32: llvm.load {{.*}} {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK: scf.yield %[[A]] : vector<32xf32>
// CHECK: nvvm.cp.async.wait.group 2
// CHECK: nvvm.barrier0
//
// Then this iteration's A (the iteration value), its lanes rounded and passed to wgmma
// as {a0, a1, a2, a3} = rows (g, g + 8) at place t, then at place t + 4:
// lanes 0, 8, 4, 12 for block 0 of step 0, 16, 24, 20, 28 for block 1,
// then 1, 9, 5, 13 for block 0 of step 1.
// CHECK: %[[E0:.*]] = vector.extract %[[A]][0] : f32 from vector<32xf32>
// CHECK-NEXT: %[[F0:.*]] = nvvm.convert.float.to.tf32 %[[E0]] {rnd = #nvvm.fp_rnd_mode<rn>}
// CHECK-NEXT: %[[E1:.*]] = vector.extract %[[A]][8]
// CHECK-NEXT: %[[F1:.*]] = nvvm.convert.float.to.tf32 %[[E1]]
// CHECK-NEXT: %[[E2:.*]] = vector.extract %[[A]][4]
// CHECK-NEXT: %[[F2:.*]] = nvvm.convert.float.to.tf32 %[[E2]]
// CHECK-NEXT: %[[E3:.*]] = vector.extract %[[A]][12]
// CHECK-NEXT: %[[F3:.*]] = nvvm.convert.float.to.tf32 %[[E3]]
// CHECK-NEXT: %[[E4:.*]] = vector.extract %[[A]][16]
// CHECK-NEXT: %[[F4:.*]] = nvvm.convert.float.to.tf32 %[[E4]]
// CHECK-NEXT: %[[E5:.*]] = vector.extract %[[A]][24]
// CHECK-NEXT: %[[F5:.*]] = nvvm.convert.float.to.tf32 %[[E5]]
// CHECK-NEXT: %[[E6:.*]] = vector.extract %[[A]][20]
// CHECK-NEXT: %[[F6:.*]] = nvvm.convert.float.to.tf32 %[[E6]]
// CHECK-NEXT: %[[E7:.*]] = vector.extract %[[A]][28]
// CHECK-NEXT: %[[F7:.*]] = nvvm.convert.float.to.tf32 %[[E7]]
// CHECK-NEXT: %[[E8:.*]] = vector.extract %[[A]][1]
// CHECK-NEXT: %[[F8:.*]] = nvvm.convert.float.to.tf32 %[[E8]]
// CHECK-NEXT: %[[E9:.*]] = vector.extract %[[A]][9]
// CHECK-NEXT: %[[F9:.*]] = nvvm.convert.float.to.tf32 %[[E9]]
// CHECK-NEXT: %[[E10:.*]] = vector.extract %[[A]][5]
// CHECK-NEXT: %[[F10:.*]] = nvvm.convert.float.to.tf32 %[[E10]]
// CHECK-NEXT: %[[E11:.*]] = vector.extract %[[A]][13]
// CHECK-NEXT: %[[F11:.*]] = nvvm.convert.float.to.tf32 %[[E11]]
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: llvm.inline_asm has_side_effects "wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32 {{.*}}, %[[F0]], %[[F1]], %[[F2]], %[[F3]], %{{.*}} : (
// CHECK: llvm.inline_asm has_side_effects "wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32 {{.*}}, %[[F4]], %[[F5]], %[[F6]], %[[F7]], %{{.*}} : (
// CHECK: llvm.inline_asm has_side_effects "wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32 {{.*}}, %[[F8]], %[[F9]], %[[F10]], %[[F11]], %{{.*}} : (
// CHECK-COUNT-5: wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
//
// CHECK: wgmma.wait_group.sync.aligned 0
// CHECK: scf.yield %{{.*}}, %{{.*}}, %[[NEXT]] : vector<64xf32>, i32, vector<32xf32>

tile.module @m {
  entry @tf32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %ba = assume div_by<16>, %b : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [72, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[72,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[64,1]>
    %cv = make_tensor_view %c, shape = [%m, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[72,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[64,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[72,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x64xf32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<128x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[72,1]>>, tile<i32> -> tile<128x32xf32>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>, tile<i32> -> tile<32x64xf32>, token
      %ar = ftof %at rounding<nearest_even> : tile<128x32xf32> -> tile<128x32xtf32>
      %br = ftof %bt rounding<nearest_even> : tile<32x64xf32> -> tile<32x64xtf32>
      %d = mmaf %ar, %br, %s : tile<128x32xtf32>, tile<32x64xtf32>, tile<128x64xf32>
      continue %d : tile<128x64xf32>
    }
    %t = store_view_tko weak %sum, %cp[%bx, %by] : tile<128x64xf32>, partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
