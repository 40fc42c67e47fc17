// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=65536" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s

// The wgmma form of a GEMM loop (128x128x32 f16 tiles, 8 warps = two
// warpgroups, mma<8, 1>, four swizzled buffers a ring). The gpu.module is
// marked arch-specific (the cubin targets sm_90a) and its scratch, which
// holds the rings, is aligned to 1024 bytes (the swizzle's period).
// CHECK: gpu.module @m attributes {tilegpu.arch_specific}
// The guard (`if` the loop runs) carries the accumulator, 64 f32 a thread.
// CHECK: scf.if %{{.*}} -> (vector<64xf32>)
// Copies land swizzled: the slot offset XOR (offset >> 3) & mask.
// CHECK: arith.xori
// CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg
// CHECK: scf.for
// CHECK-NEXT: nvvm.cp.async.wait.group 1
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// Descriptors (PTX ISA "Matrix Descriptor Format"; worked out by hand):
// A has 64-byte rows (32 f16), so the 64-byte swizzle (2 << 62), stride
// offset 8 rows x 64 = 512 bytes (32 << 32), leading offset 16 bytes
// (1 << 16, unused by swizzled K-major layouts): -9223371899415756800 as
// i64. B (K x N, N-major) has 256-byte rows: the 128-byte swizzle
// (1 << 62), stride offset 8 k-rows x 128 = 1024 (64 << 32), leading
// offset between the two 64-column atoms 32 rows x 128 = 4096 (256 << 16):
// 4611686293322072064.
// CHECK: %[[AK:.*]] = arith.constant -9223371899415756800 : i64
// CHECK-NEXT: %[[A0:.*]] = arith.ori %{{.*}}, %[[AK]] : i64
// CHECK: %[[BK:.*]] = arith.constant 4611686293322072064 : i64
// CHECK-NEXT: %[[B0:.*]] = arith.ori %{{.*}}, %[[BK]] : i64
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async %[[A0]], %[[B0]], %{{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// The second k step: A 32 bytes on (2 units), B 16 rows x 128 bytes (128).
// CHECK: %[[A1:.*]] = arith.addi %[[A0]], %{{.*}} : i64
// CHECK: %[[B1:.*]] = arith.addi %[[B0]], %{{.*}} : i64
// CHECK: nvvm.wgmma.mma_async %[[A1]], %[[B1]], %{{.*}}, <m = 64, n = 128, k = 16>
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// The group stays in flight: a wait for all but one, through every
// accumulator register (tied), then the loop's next iteration.
// CHECK: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 1;", "=f,{{.*}},0,1,2,
// CHECK: scf.yield
// After the loop, inside the guard: the last group, then the copies and
// the block barrier, past which the scratch may be reused.
// CHECK: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;"
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.mlir.global external @gemm__tileir_scratch() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<65536 x i8>

tile.module @m {
  entry @gemm(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf16, strides=[128,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %sum = for %kk in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<128x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x128), tensor_view<?x?xf16, strides=[128,1]>>, tile<i32> -> tile<32x128xf16>, token
      %d = mmaf %at, %bt, %s : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    return
  }
}

