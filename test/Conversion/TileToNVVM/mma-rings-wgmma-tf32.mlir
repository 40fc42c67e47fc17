// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 interleave-k=0 lhs-groups=2" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s

// (interleave-k=0: test/Conversion/TileToNVVM/mma-rings-wgmma-tf32-interleaved.mlir
// has the default.) The wgmma form of a tf32 GEMM loop (128x128x32 f32 tiles rounded by
// ftof, 8 warps = two warpgroups, mma<8, 1>): A's ring swizzled, read into
// registers and rounded there (lhs_registers); B's transposed (K-major),
// rounded by round_tf32 on its way from the staging rows.
// Copies into B's staging rows: 16-byte pieces, rows 528 bytes apart
// ((128 + 4) x 4).
// CHECK: arith.constant 528 : i64
// CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg
// The first buffer of B rounded before the loop: this thread's copies
// landed (all but the two newest groups: the copies run three buffers
// ahead), then its 4 staged pieces (16 elements of 32 x 128 over 256
// threads) loaded as vectors, rounded to nearest even
// by cvt.rn.tf32.f32, each element stored into the transposed buffer on
// its own. Nothing of A is rounded in shared memory. Lanes 16-31 store
// their piece's elements in the order 2, 3, 0, 1 (element s ^ 2 at store
// s, to column s ^ 2 of the piece): a warp's 8 rows of K by 4 pieces then
// reach 8 rows of the transpose mod 8 at once, which the 128-byte swizzle
// puts in 32 different banks (16, two-way conflicts, in plain order).
// All four loads come before the first store (which ptxas would not move
// a load of shared memory above).
// CHECK: nvvm.cp.async.wait.group 2
// CHECK-NEXT: nvvm.read.ptx.sreg.tid.x
// CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-NOT: llvm.store
// CHECK: %[[R0:.*]] = nvvm.convert.float.to.tf32
// CHECK: %[[R1:.*]] = nvvm.convert.float.to.tf32
// CHECK: %[[R2:.*]] = nvvm.convert.float.to.tf32
// CHECK: %[[R3:.*]] = nvvm.convert.float.to.tf32
// CHECK: %[[LANE:.*]] = arith.remui %{{.*}}, %c32_i64{{.*}} : i64
// CHECK: %[[UPPER:.*]] = arith.cmpi ult, %c15_i64{{.*}}, %[[LANE]] : i64
// CHECK: arith.select %[[UPPER]], %[[R2]], %[[R0]] : i32
// CHECK: %[[COL0:.*]] = arith.select %[[UPPER]], %c2_i64{{.*}}, %c0_i64{{.*}} : i64
// CHECK: arith.select %[[UPPER]], %[[R3]], %[[R1]] : i32
// CHECK: arith.select %[[UPPER]], %c3_i64{{.*}}, %c1_i64{{.*}} : i64
// CHECK: arith.select %[[UPPER]], %[[R0]], %[[R2]] : i32
// CHECK: arith.select %[[UPPER]], %c0_i64{{.*}}, %c2_i64{{.*}} : i64
// CHECK: arith.select %[[UPPER]], %[[R1]], %[[R3]] : i32
// CHECK: arith.select %[[UPPER]], %c1_i64{{.*}}, %c3_i64{{.*}} : i64
// CHECK-NOT: llvm.load
// CHECK-NOT: llvm.store %{{.*}} : vector<4xi32>
// CHECK: scf.for
// CHECK-NEXT: nvvm.cp.async.wait.group 2
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// B's descriptor (A has none) (PTX ISA "Matrix Descriptor Format"; worked out by
// hand): B's transpose has 128-byte rows (32 f32), so the 128-byte
// swizzle (1 << 62), stride offset 8 rows x 128 = 1024 bytes (64 << 32),
// leading offset 16 bytes (1 << 16, unused by K-major swizzled layouts).
// CHECK: %[[BK:.*]] = arith.constant 4611686293305360384 : i64
// CHECK-NEXT: %[[B0:.*]] = arith.ori %{{.*}}, %[[BK]] : i64
// A's fragments (worked out by hand from PTX's m16n8k8 tf32 A layout):
// thread (warp w, lane 4 g + t) reads rows 16 w + g and + 8 (1024 bytes
// on: 8 rows of 128) at columns t and t + 4 of each k step of 8; its row
// is g mod 8, so the 128-byte swizzle XORs its 16-byte piece index with g
// (bits 7.. of 128 g). Piece p of the row (columns 4 p .. 4 p + 3) holds
// k step p / 2's column t (p even) or t + 4 (p odd): one base a piece,
// offsets 0 and 1024.
// CHECK: %[[SHIFT:.*]] = arith.shrui %{{.*}}, %c7_i64{{.*}} : i64
// CHECK-NEXT: %[[XOR:.*]] = arith.andi %[[SHIFT]], %c7_i64{{.*}} : i64
// CHECK: arith.xori %[[XOR]], %c0_i64{{.*}} : i64
// CHECK: llvm.getelementptr %{{.*}}[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> f32
// CHECK-NEXT: nvvm.convert.float.to.tf32 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rn>}
// CHECK-NEXT: llvm.getelementptr %{{.*}}[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> f32
// CHECK-NEXT: nvvm.convert.float.to.tf32
// CHECK: arith.xori %[[XOR]], %c1_i64{{.*}} : i64
// CHECK-COUNT-2: nvvm.convert.float.to.tf32
// With lhs-groups=2 (in the RUN line) the k steps run in two groups of
// two (lhs_groups 2): the first group's fragments are pieces 0-3 (k steps
// 0 and 1).
// CHECK: arith.xori %[[XOR]], %c3_i64{{.*}} : i64
// CHECK-COUNT-2: nvvm.convert.float.to.tf32
// CHECK-NOT: llvm.load
// CHECK: nvvm.wgmma.fence.aligned
// One m64n128k8 per k step of 8 (4 a warpgroup): the 64 accumulators
// tied, A's four registers, B's descriptor, scale-d and A's and B's
// scales 1.
// CHECK: llvm.inline_asm has_side_effects "wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, {{.*}}, $63}, {$128, $129, $130, $131}, $132, 1, 1, 1;", "{{(=f,)+}}0,1,{{.*}},62,63,r,r,r,r,l" {{.*}}, %[[B0]] :
// CHECK-NEXT: llvm.extractvalue
// CHECK: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// The second group loads its fragments (pieces 4-7, k steps 2 and 3) once
// all but one group are done: the previous iteration's second group, which
// read these registers, is then done.
// CHECK-NOT: llvm.load
// CHECK: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 1;"
// CHECK-NOT: wgmma.mma_async
// CHECK: %[[SHIFT2:.*]] = arith.shrui %{{.*}}, %c7_i64{{.*}} : i64
// CHECK-NEXT: %[[XOR2:.*]] = arith.andi %[[SHIFT2]], %c7_i64{{.*}} : i64
// CHECK: arith.xori %[[XOR2]], %c4_i64{{.*}} : i64
// CHECK-COUNT-2: nvvm.convert.float.to.tf32
// CHECK: arith.xori %[[XOR2]], %c7_i64{{.*}} : i64
// CHECK-COUNT-2: nvvm.convert.float.to.tf32
// CHECK-NOT: llvm.load
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-2: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// The next buffer of B rounded while they run: 16 roundings.
// CHECK: nvvm.cp.async.wait.group 2
// CHECK-COUNT-16: nvvm.convert.float.to.tf32
// CHECK-NOT: nvvm.convert.float.to.tf32
// The second group stays in flight into the next iteration.
// CHECK: wgmma.wait_group.sync.aligned 1;
// CHECK: scf.yield
tile.module @m {
  entry @tf32(%f: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<f32>>
    %fv = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %fp = make_partition_view %fv : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[128,1]>>
    %fq = make_partition_view %fv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %fp[%c0, %kk] : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> tile<128x32xf32>, token
      %bt, %t2 = load_view_tko weak %fq[%kk, %c0] : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> tile<32x128xf32>, token
      %ar = ftof %at rounding<nearest_even> : tile<128x32xf32> -> tile<128x32xtf32>
      %br = ftof %bt rounding<nearest_even> : tile<32x128xf32> -> tile<32x128xtf32>
      %d = mmaf %ar, %br, %s : tile<128x32xtf32>, tile<32x128xtf32>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    %p = make_partition_view %fv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>
    %t = store_view_tko weak %r, %p[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
