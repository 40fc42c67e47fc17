// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s

// The wgmma form of an f8 GEMM loop (128x128x128 e4m3 tiles, 8 warps = two
// warpgroups, mma<8, 1>): A's ring swizzled, B's ring "columns" (B's
// tile has contiguous columns, strides [1, 128]: it lands as its
// transpose, K-major, which is how wgmma reads 8-bit operands).
// Each buffer is 128 x 128 bytes = 1024 16-byte pieces over 256 threads:
// 4 whole copies per operand, or 4 with a source size at edge tiles.
// CHECK-COUNT-4: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg :
// CHECK-COUNT-4: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg, %{{.*}} :
// Four buffers, one held by the wgmma group in flight: the copies run two
// iterations ahead and each iteration waits for all but the newest group.
// CHECK: scf.for
// CHECK-NEXT: nvvm.cp.async.wait.group 1
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// Descriptors (PTX ISA "Matrix Descriptor Format"; worked out by hand):
// A and B's transpose both have 128-byte rows (128 f8 of K), so the
// 128-byte swizzle (1 << 62), stride offset 8 rows x 128 = 1024 bytes
// (64 << 32), leading offset 16 bytes (1 << 16, unused by K-major
// swizzled layouts): 4611686293305360384 for both.
// CHECK: %[[AK:.*]] = arith.constant 4611686293305360384 : i64
// CHECK-NEXT: %[[A0:.*]] = arith.ori %{{.*}}, %[[AK]] : i64
// CHECK: %[[BK:.*]] = arith.constant 4611686293305360384 : i64
// CHECK-NEXT: %[[B0:.*]] = arith.ori %{{.*}}, %[[BK]] : i64
// CHECK: nvvm.wgmma.fence.aligned
// One m64n128k32 per k step of 32 (4 a warpgroup), B K-major (col); the
// next k step's operands 32 bytes on (descriptor + 2).
// CHECK: nvvm.wgmma.mma_async %[[A0]], %[[B0]], %{{.*}}, <m = 64, n = 128, k = 32>, D[<f32>, <one>], A[<e4m3>, <one>, <row>], B[<e4m3>, <one>, <col>]
// CHECK: %[[C2:.*]] = arith.constant 2 : i64
// CHECK-NEXT: arith.addi %[[A0]], %[[C2]] : i64
// CHECK: arith.addi %[[B0]], %{{.*}} : i64
// CHECK-COUNT-3: nvvm.wgmma.mma_async {{.*}}<m = 64, n = 128, k = 32>, D[<f32>, <one>], A[<e4m3>, <one>, <row>], B[<e4m3>, <one>, <col>]
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: wgmma.wait_group.sync.aligned 1;
// CHECK-NOT: nvvm.convert.float.to.tf32
tile.module @m {
  entry @e4m3(%f: tile<ptr<f8E4M3FN>>, %o: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<f8E4M3FN>>
    %av = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[128,1]>
    %bv = make_tensor_view %fa, shape = [%k, %m], strides = [1, 128] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[1,128]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[1,128]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[1,128]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %d = mmaf %at, %bt, %s : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    %ov = make_tensor_view %o, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %op = make_partition_view %ov : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>
    %t = store_view_tko weak %r, %op[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
