// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 rhs-direct=1" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s

// tilegpu.load_round_tf32 (tile-pipeline-mma-shared's rhs-direct) in the
// tf32 GEMM loop of mma-rings-wgmma-tf32-interleaved.mlir (128x128x32, 8
// warps, B's ring interleaved): each thread loads the pieces its copies
// into the staging rows would have copied, from global memory, and stores
// them rounded into the transpose as round_tf32 does from the staging rows.
// Piece p (thread p in the first round) has lane l = p mod 32 = 8 q + i and
// group p / 32; its row is 8 q + group / 8 + 4 (i / 4), its column
// 4 (4 (group mod 8) + i mod 4) (worked out in that test); its first
// element is global element (row0 + row) * stride + col0 + col, where
// (row0, col0) is the tile's origin. A tile wholly inside the tensor loads
// each piece as a 16-byte vector, the next round (256 pieces on) one row
// down; all four loads before the first rounding.
// CHECK: %[[LANE:.*]] = arith.remui %[[P:.*]], %c32_i64{{.*}} : i64
// CHECK: %[[GROUP:.*]] = arith.divui %[[P]], %c32_i64{{.*}} : i64
// CHECK: %[[Q:.*]] = arith.divui %[[LANE]], %c8_i64{{.*}} : i64
// CHECK: %[[I:.*]] = arith.remui %[[LANE]], %c8_i64{{.*}} : i64
// CHECK: %[[H:.*]] = arith.divui %[[I]], %c4_i64{{.*}} : i64
// CHECK: %[[H4:.*]] = arith.muli %[[H]], %c4_i64{{.*}} : i64
// CHECK: %[[STEP:.*]] = arith.divui %[[GROUP]], %c8_i64{{.*}} : i64
// CHECK: %[[Q8:.*]] = arith.muli %[[Q]], %c8_i64{{.*}} : i64
// CHECK: %[[R0:.*]] = arith.addi %[[Q8]], %[[STEP]] : i64
// CHECK: %[[ROW:.*]] = arith.addi %[[R0]], %[[H4]] : i64
// CHECK: %[[IN:.*]] = arith.remui %[[I]], %c4_i64{{.*}} : i64
// CHECK: %[[GC:.*]] = arith.remui %[[GROUP]], %c8_i64{{.*}} : i64
// CHECK: %[[GC4:.*]] = arith.muli %[[GC]], %c4_i64{{.*}} : i64
// CHECK: %[[PC:.*]] = arith.addi %[[GC4]], %[[IN]] : i64
// CHECK: %[[COL:.*]] = arith.muli %[[PC]], %c4_i64{{.*}} : i64
// CHECK: %[[TROW:.*]] = arith.addi %[[ROW0:.*]], %[[ROW]] : i64
// CHECK-NEXT: %[[TCOL:.*]] = arith.addi %[[COL0:.*]], %[[COL]] : i64
// CHECK-NEXT: %[[RS:.*]] = arith.muli %[[TROW]], %[[STRIDE:.*]] : i64
// CHECK-NEXT: %[[E:.*]] = arith.addi %[[RS]], %[[TCOL]] : i64
// CHECK-NEXT: %[[E0:.*]] = arith.addi %{{.*}}, %[[E]] : i64
// CHECK-NEXT: %[[G0:.*]] = llvm.getelementptr %[[BASE:.*]][%[[E0]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[V0:.*]] = llvm.load %[[G0]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NOT: nvvm.convert.float.to.tf32
// CHECK: %[[ROW1:.*]] = arith.addi %[[ROW]], %c1_i64{{.*}} : i64
// CHECK: arith.addi %[[ROW0]], %[[ROW1]] : i64
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NOT: nvvm.convert.float.to.tf32
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NOT: nvvm.convert.float.to.tf32
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// Then each piece rounded and stored into the transpose (shared memory),
// element by element, the lanes whose bit 1 is set storing element e ^ 2
// at store e.
// CHECK-NEXT: %[[X0:.*]] = vector.extract %[[V0]][0]
// CHECK-NEXT: %[[T0:.*]] = nvvm.convert.float.to.tf32 %[[X0]] {rnd = #nvvm.fp_rnd_mode<rn>}
// CHECK: %[[T1:.*]] = nvvm.convert.float.to.tf32
// CHECK: %[[T2:.*]] = nvvm.convert.float.to.tf32
// CHECK: %[[ROT:.*]] = arith.cmpi ult, %c0_i64{{.*}}, %{{.*}} : i64
// CHECK: %[[S0:.*]] = arith.select %[[ROT]], %[[T2]], %[[T0]] : i32
// CHECK: llvm.store %[[S0]], %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// An edge tile: each element loaded on its own, from the view's base (a
// valid address) where it is outside the tensor, and replaced by zero.
// CHECK: } else {
// CHECK: %[[INROW:.*]] = arith.cmpi ult, %[[EROW:.*]], %[[ROWS:.*]] : i64
// CHECK-NEXT: %[[INCOL:.*]] = arith.cmpi ult, %[[ECOL:.*]], %[[COLS:.*]] : i64
// CHECK-NEXT: %[[INSIDE:.*]] = arith.andi %[[INROW]], %[[INCOL]] : i1
// CHECK: %[[LEFT:.*]] = arith.subi %[[COLS]], %[[ECOL]] : i64
// CHECK-NEXT: %[[MIN:.*]] = arith.minui %[[LEFT]], %c4_i64{{.*}} : i64
// CHECK: %[[N:.*]] = arith.select %[[INSIDE]], %[[MIN]], %c0_i64{{.*}} : i64
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[IN0:.*]] = arith.cmpi ult, %c0_i64{{.*}}, %[[N]] : i64
// CHECK-NEXT: %[[A0:.*]] = llvm.select %[[IN0]], %[[G:.*]], %[[BASE]] : i1, !llvm.ptr<1>
// CHECK-NEXT: %[[L0:.*]] = llvm.load %[[A0]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: arith.select %[[IN0]], %[[L0]], %[[ZERO]] : f32
// CHECK: %[[IN1:.*]] = arith.cmpi ult, %c1_i64{{.*}}, %[[N]] : i64
// CHECK: %[[G1:.*]] = llvm.getelementptr %[[G]][%c1_i64{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: llvm.select %[[IN1]], %[[G1]], %[[BASE]] : i1, !llvm.ptr<1>
//
// In the loop: after the wgmma's issue, A's copies only (cp.async into A's
// ring; none into B's staging rows), then B's next tile loaded, rounded and
// stored, then the group's wait.
// CHECK: scf.for
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: nvvm.convert.float.to.tf32
// CHECK: llvm.store %{{.*}} : i32, !llvm.ptr<3>
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: wgmma.wait_group.sync.aligned 0;
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
