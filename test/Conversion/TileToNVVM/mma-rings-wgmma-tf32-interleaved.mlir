// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="lhs-groups=2 warpgroup-mma=1 max-ring-bytes=229376" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s --check-prefix=GROUPS
// RUN: tile-opt %s --tile-assign-layouts="num-warps=4 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s --check-prefix=BLOCKS

// The tf32 GEMM loop of mma-rings-wgmma-tf32.mlir (128x128x32, 8 warps,
// A from registers) with B's ring "interleaved", the pass's default: K =
// 32 is 8 S with S = 4 k steps, and the transpose's column 8 s + t + 4 h
// holds B's row k = 8 t + s + 4 h. Thread (g, t) of a warp then needs
// row elements 8 t .. 8 t + 7 of A (element s at place t of step s,
// s + 4 at place t + 4): two 16-byte loads a row. All worked out by hand
// from PTX's m16n8k8 tf32 fragment layout.
//
// B's copies into the staging rows (528 bytes apart, (128 + 4) x 4): piece
// p (thread p in the first round) has lane l = p mod 32 = 8 q + i and
// group p / 32; its row is 8 q + group / 8 + 4 (i / 4), its column
// 4 (4 (group mod 8) + i mod 4), at staging byte 16384 + 528 row + 4 col.
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
// CHECK: %[[COLB:.*]] = arith.muli %[[COL]], %c4_i64{{.*}} : i64
// CHECK: %[[ROWB:.*]] = arith.muli %[[ROW]], %c528_i64 : i64
// CHECK: %[[ST:.*]] = arith.addi %c16384_i64{{.*}}, %[[ROWB]] : i64
// CHECK: %[[OFF:.*]] = arith.addi %[[ST]], %[[COLB]] : i64
// CHECK: %[[DST:.*]] = llvm.getelementptr %{{.*}}[%[[OFF]]]
// CHECK-NEXT: nvvm.cp.async.shared.global %[[DST]], %{{.*}}, 16, cache =  cg
// The next round (256 pieces on: 8 more groups, one more k step s) is
// one row down, 528 bytes on.
// CHECK: %[[ROW1:.*]] = arith.addi %[[ROW]], %c1_i64{{.*}} : i64
// CHECK: arith.addi %[[OFF]], %c528_i64{{.*}} : i64
//
// The first buffer of B rounded before the loop: each thread's piece read
// back and rounded, its element e stored to the transpose's row n = col +
// e at column 8 (k mod 8 mod 4) + k / 8 + 4 (k mod 8 / 4) (k: the piece's
// row), the lanes whose bit 1 is set storing element e ^ 2 at store e
// (a warp's stores then reach 32 banks).
// CHECK: nvvm.cp.async.wait.group 2
// CHECK: %[[V:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK: %[[T0:.*]] = nvvm.convert.float.to.tf32
// CHECK: %[[T1:.*]] = nvvm.convert.float.to.tf32
// CHECK: %[[T2:.*]] = nvvm.convert.float.to.tf32
// CHECK: %[[T3:.*]] = nvvm.convert.float.to.tf32
// CHECK: %[[L:.*]] = arith.remui %{{.*}}, %c32_i64{{.*}} : i64
// CHECK: %[[BIT1:.*]] = arith.andi %[[L]], %c2_i64{{.*}} : i64
// CHECK: %[[ROT:.*]] = arith.cmpi ult, %c0_i64{{.*}}, %[[BIT1]] : i64
// CHECK: %[[S0:.*]] = arith.select %[[ROT]], %[[T2]], %[[T0]] : i32
// CHECK: %[[E0:.*]] = arith.select %[[ROT]], %c2_i64{{.*}}, %c0_i64{{.*}} : i64
// CHECK: %[[N0:.*]] = arith.addi %{{.*}}, %[[E0]] : i64
// CHECK: %[[KREST:.*]] = arith.remui %[[K:.*]], %c8_i64{{.*}} : i64
// CHECK: %[[KH:.*]] = arith.divui %[[KREST]], %c4_i64{{.*}} : i64
// CHECK: %[[KH4:.*]] = arith.muli %[[KH]], %c4_i64{{.*}} : i64
// CHECK: %[[KT:.*]] = arith.divui %[[K]], %c8_i64{{.*}} : i64
// CHECK: %[[KS:.*]] = arith.remui %[[KREST]], %c4_i64{{.*}} : i64
// CHECK: %[[KS8:.*]] = arith.muli %[[KS]], %c8_i64{{.*}} : i64
// CHECK: %[[C0:.*]] = arith.addi %[[KS8]], %[[KT]] : i64
// CHECK: %[[C:.*]] = arith.addi %[[C0]], %[[KH4]] : i64
// CHECK: %[[CB:.*]] = arith.muli %[[C]], %c4_i64{{.*}} : i64
// CHECK: arith.muli %[[N0]], %c128_i64{{.*}} : i64
// CHECK: llvm.store %[[S0]], %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK: arith.select %[[ROT]], %[[T3]], %[[T1]] : i32
// CHECK: arith.select %[[ROT]], %[[T0]], %[[T2]] : i32
// CHECK: arith.select %[[ROT]], %[[T1]], %[[T3]] : i32
//
// In the loop, A's fragments: thread (warp w, lane 4 g + t) reads its row
// 16 w + g (128 bytes a row, the 128-byte swizzle XORing the 16-byte piece
// index with g) from byte 32 t (piece 2 t) and 32 t + 16 (piece 2 t + 1),
// and the same 8 rows on (1024 bytes): four 16-byte loads, 16 roundings.
// They load right after the loop's barrier, ahead of the copies (which
// follow the wgmmas' issue).
// CHECK: scf.for
// CHECK: nvvm.barrier0
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: %[[TB:.*]] = arith.muli %[[TT:.*]], %c32_i64{{.*}} : i64
// CHECK-NEXT: %[[B0:.*]] = arith.addi %[[TB]], %c0_i64{{.*}} : i64
// CHECK: arith.remui %[[B0]], %c128_i64{{.*}} : i64
// CHECK-NEXT: arith.xori
// CHECK: %[[TB1:.*]] = arith.muli %[[TT]], %c32_i64{{.*}} : i64
// CHECK-NEXT: %[[B1:.*]] = arith.addi %[[TB1]], %c16_i64{{.*}} : i64
// CHECK: arith.remui %[[B1]], %c128_i64{{.*}} : i64
// CHECK-NEXT: arith.xori
// CHECK: llvm.getelementptr %{{.*}}[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[LA:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-NEXT: %[[XA0:.*]] = vector.extract %[[LA]][0]
// CHECK-NEXT: %[[A0:.*]] = nvvm.convert.float.to.tf32 %[[XA0]]
// CHECK-NEXT: %[[XA1:.*]] = vector.extract %[[LA]][1]
// CHECK-NEXT: %[[A1:.*]] = nvvm.convert.float.to.tf32 %[[XA1]]
// CHECK: llvm.getelementptr %{{.*}}[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[LB:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-NEXT: %[[XB0:.*]] = vector.extract %[[LB]][0]
// CHECK-NEXT: %[[B4:.*]] = nvvm.convert.float.to.tf32 %[[XB0]]
// CHECK-NEXT: %[[XB1:.*]] = vector.extract %[[LB]][1]
// CHECK-NEXT: %[[B5:.*]] = nvvm.convert.float.to.tf32 %[[XB1]]
// CHECK: llvm.getelementptr %{{.*}}[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[LC:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-NEXT: %[[XC0:.*]] = vector.extract %[[LC]][0]
// CHECK-NEXT: %[[C8:.*]] = nvvm.convert.float.to.tf32 %[[XC0]]
// CHECK-NEXT: %[[XC1:.*]] = vector.extract %[[LC]][1]
// CHECK-NEXT: %[[C9:.*]] = nvvm.convert.float.to.tf32 %[[XC1]]
// CHECK: llvm.getelementptr %{{.*}}[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[LD:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-NEXT: %[[XD0:.*]] = vector.extract %[[LD]][0]
// CHECK-NEXT: %[[D12:.*]] = nvvm.convert.float.to.tf32 %[[XD0]]
// CHECK-NEXT: %[[XD1:.*]] = vector.extract %[[LD]][1]
// CHECK-NEXT: %[[D13:.*]] = nvvm.convert.float.to.tf32 %[[XD1]]
// CHECK-NOT: llvm.load
// CHECK: nvvm.wgmma.fence.aligned
// Step s's A registers: (g, k 8 t + s), (g + 8, 8 t + s), (g, 8 t + s + 4),
// (g + 8, 8 t + s + 4): steps 0 and 1.
// CHECK: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {{.*}}, %[[A0]], %[[C8]], %[[B4]], %[[D12]], %{{.*}} :
// CHECK: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {{.*}}, %[[A1]], %[[C9]], %[[B5]], %[[D13]], %{{.*}} :
// CHECK-COUNT-2: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// With lhs-groups=2 the k steps run as two groups (lhs_groups 2), each
// loading its own fragments: steps 0 and 1 are elements 0, 1 (h = 0) and
// 4, 5 (h = 1) of the thread's 8 in a row from byte 32 t, 8-byte loads at
// bytes 32 t and 32 t + 16 of each of its two rows (8 roundings); steps 2
// and 3 those at 32 t + 8 and 32 t + 24, after a wait that leaves one
// group in flight (the previous iteration's second group, which read
// these registers, is then done).
// GROUPS: scf.for
// GROUPS: nvvm.barrier0
// GROUPS: %[[TB:.*]] = arith.muli %[[TT:.*]], %c32_i64{{.*}} : i64
// GROUPS-NEXT: arith.addi %[[TB]], %c0_i64{{.*}} : i64
// GROUPS: %[[TB1:.*]] = arith.muli %[[TT]], %c32_i64{{.*}} : i64
// GROUPS-NEXT: arith.addi %[[TB1]], %c16_i64{{.*}} : i64
// GROUPS: llvm.getelementptr %{{.*}}[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// GROUPS-NEXT: %[[LA:.*]] = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// GROUPS-NEXT: %[[XA0:.*]] = vector.extract %[[LA]][0]
// GROUPS-NEXT: %[[A0:.*]] = nvvm.convert.float.to.tf32 %[[XA0]]
// GROUPS-NEXT: %[[XA1:.*]] = vector.extract %[[LA]][1]
// GROUPS-NEXT: %[[A1:.*]] = nvvm.convert.float.to.tf32 %[[XA1]]
// GROUPS: %[[LB:.*]] = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// GROUPS-NEXT: %[[XB0:.*]] = vector.extract %[[LB]][0]
// GROUPS-NEXT: %[[B4:.*]] = nvvm.convert.float.to.tf32 %[[XB0]]
// GROUPS-NEXT: %[[XB1:.*]] = vector.extract %[[LB]][1]
// GROUPS-NEXT: %[[B5:.*]] = nvvm.convert.float.to.tf32 %[[XB1]]
// GROUPS: llvm.getelementptr %{{.*}}[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// GROUPS-NEXT: %[[LC:.*]] = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// GROUPS-NEXT: %[[XC0:.*]] = vector.extract %[[LC]][0]
// GROUPS-NEXT: %[[C8:.*]] = nvvm.convert.float.to.tf32 %[[XC0]]
// GROUPS-NEXT: %[[XC1:.*]] = vector.extract %[[LC]][1]
// GROUPS-NEXT: %[[C9:.*]] = nvvm.convert.float.to.tf32 %[[XC1]]
// GROUPS: %[[LD:.*]] = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// GROUPS-NEXT: %[[XD0:.*]] = vector.extract %[[LD]][0]
// GROUPS-NEXT: %[[D12:.*]] = nvvm.convert.float.to.tf32 %[[XD0]]
// GROUPS-NEXT: %[[XD1:.*]] = vector.extract %[[LD]][1]
// GROUPS-NEXT: %[[D13:.*]] = nvvm.convert.float.to.tf32 %[[XD1]]
// GROUPS-NOT: llvm.load
// GROUPS: nvvm.wgmma.fence.aligned
// GROUPS: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {{.*}}, %[[A0]], %[[C8]], %[[B4]], %[[D12]], %{{.*}} :
// GROUPS: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {{.*}}, %[[A1]], %[[C9]], %[[B5]], %[[D13]], %{{.*}} :
// GROUPS-NOT: wgmma.mma_async
// GROUPS: nvvm.wgmma.commit.group.sync.aligned
// GROUPS-NOT: llvm.load
// GROUPS: wgmma.wait_group.sync.aligned 1;
// GROUPS: %[[TB2:.*]] = arith.muli %{{.*}}, %c32_i64{{.*}} : i64
// GROUPS-NEXT: arith.addi %[[TB2]], %c8_i64{{.*}} : i64
// GROUPS: %[[TB3:.*]] = arith.muli %{{.*}}, %c32_i64{{.*}} : i64
// GROUPS-NEXT: arith.addi %[[TB3]], %c24_i64{{.*}} : i64
// GROUPS-COUNT-4: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// GROUPS-NOT: llvm.load
// GROUPS: nvvm.wgmma.fence.aligned
// GROUPS-COUNT-2: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// GROUPS-NOT: wgmma.mma_async
// GROUPS: nvvm.wgmma.commit.group.sync.aligned
// The second group in flight into the next iteration.
// GROUPS: wgmma.wait_group.sync.aligned 1;
// GROUPS: scf.yield
// At 4 warps one warpgroup holds both 64-row blocks (rows 16 w + g and
// 64 + 16 w + g: 64 rows of 128 bytes, 8192 bytes on). They go block by
// block: block 0's four 16-byte loads (rows g and g + 8, elements 0-3
// and 4-7), its fence and its four k steps, then block 1's loads, its
// own fence and k steps, and one commit: the tensor cores start on
// block 0 while block 1's fragments load.
// BLOCKS: scf.for
// BLOCKS: nvvm.barrier0
// BLOCKS: llvm.getelementptr %{{.*}}[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// BLOCKS-NEXT: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// BLOCKS: llvm.getelementptr %{{.*}}[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// BLOCKS-NEXT: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// BLOCKS: llvm.getelementptr %{{.*}}[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// BLOCKS-NEXT: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// BLOCKS: llvm.getelementptr %{{.*}}[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// BLOCKS-NEXT: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// BLOCKS-NOT: llvm.load
// BLOCKS: nvvm.wgmma.fence.aligned
// BLOCKS-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// BLOCKS-NOT: wgmma.mma_async
// BLOCKS: llvm.getelementptr %{{.*}}[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// BLOCKS-NEXT: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// BLOCKS: llvm.getelementptr %{{.*}}[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// BLOCKS-NEXT: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// BLOCKS: llvm.getelementptr %{{.*}}[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// BLOCKS-NEXT: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// BLOCKS: llvm.getelementptr %{{.*}}[9216] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// BLOCKS-NEXT: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// BLOCKS-NOT: llvm.load
// BLOCKS: nvvm.wgmma.fence.aligned
// BLOCKS-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// BLOCKS-NOT: wgmma.mma_async
// BLOCKS: nvvm.wgmma.commit.group.sync.aligned

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
