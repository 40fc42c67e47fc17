// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s

// The wgmma form of a tf32 GEMM loop (128x128x32 f32 tiles rounded by
// ftof, 8 warps = two warpgroups, mma<8, 1>): A's ring swizzled, B's
// transposed (K-major), both rounded in place by round_tf32.
// Copies into B's staging rows: 16-byte pieces, rows 528 bytes apart
// ((128 + 4) x 4).
// CHECK: arith.constant 528 : i64
// CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg
// The first buffer rounded before the loop: this thread's copies landed
// (all but the newest group), then 4 pieces of A (16 elements of 128 x 32
// over 256 threads) loaded as vectors, rounded to nearest even by
// cvt.rn.tf32.f32 and stored back whole; 4 staged pieces of B, each
// element stored into the transposed buffer on its own.
// CHECK: nvvm.cp.async.wait.group 1
// CHECK-NEXT: nvvm.read.ptx.sreg.tid.x
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-COUNT-4: nvvm.convert.float.to.tf32 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rn>}
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-COUNT-12: nvvm.convert.float.to.tf32
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-COUNT-4: nvvm.convert.float.to.tf32
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK-COUNT-12: nvvm.convert.float.to.tf32
// CHECK-NOT: nvvm.convert.float.to.tf32
// CHECK: scf.for
// CHECK-NEXT: nvvm.cp.async.wait.group 1
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// Descriptors (PTX ISA "Matrix Descriptor Format"; worked out by hand):
// A and B's transpose both have 128-byte rows (32 f32), so the 128-byte
// swizzle (1 << 62), stride offset 8 rows x 128 = 1024 bytes (64 << 32),
// leading offset 16 bytes (1 << 16, unused by K-major swizzled layouts):
// 4611686293305360384 for both.
// CHECK: %[[AK:.*]] = arith.constant 4611686293305360384 : i64
// CHECK-NEXT: %[[A0:.*]] = arith.ori %{{.*}}, %[[AK]] : i64
// CHECK: %[[BK:.*]] = arith.constant 4611686293305360384 : i64
// CHECK-NEXT: %[[B0:.*]] = arith.ori %{{.*}}, %[[BK]] : i64
// CHECK: nvvm.wgmma.fence.aligned
// One m64n128k8 per k step of 8 (4 a warpgroup), B K-major (col).
// CHECK: nvvm.wgmma.mma_async %[[A0]], %[[B0]], %{{.*}}, <m = 64, n = 128, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>]
// CHECK-COUNT-3: nvvm.wgmma.mma_async {{.*}}<m = 64, n = 128, k = 8>
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// The next buffer rounded while they run: 32 roundings again.
// CHECK: nvvm.cp.async.wait.group 1
// CHECK-COUNT-32: nvvm.convert.float.to.tf32
// CHECK-NOT: nvvm.convert.float.to.tf32
// CHECK: wgmma.wait_group.sync.aligned 1;
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
