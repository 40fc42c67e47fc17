// RUN: tile-opt %s --tile-verify-resources="target=sm_90 num-warps=4 mma-stages=3" | FileCheck %s
// RUN: tile-opt %s --tile-verify-resources="target=sm_90 num-warps=4 mma-stages=3 occupancy=8" | FileCheck %s --check-prefix=OCC8
// RUN: tile-opt %s --tile-verify-resources="target=sm_90 num-warps=4" | FileCheck %s --check-prefix=OFF
// RUN: tile-opt %s --tile-verify-resources="target=sm_90 num-warps=4 mma-stages=3 warpgroup-mma=1" | FileCheck %s --check-prefix=WG
// RUN: tile-opt %s --tile-verify-resources="target=sm_90 num-warps=4 mma-stages=3 warpgroup-mma=1 tma=1 tma-max-warps=4" | FileCheck %s --check-prefix=TMA
// RUN: tile-opt %s --tile-verify-resources="target=sm_90 num-warps=4 mma-stages=3 warpgroup-mma=1 tma=1 tma-max-warps=4 tma-empty-barriers=1" | FileCheck %s --check-prefix=TMA2
// RUN: tile-opt %s --tile-verify-resources="target=sm_90 num-warps=4 mma-stages=3 warpgroup-mma=1 tma=1 tma-max-warps=2" | FileCheck %s --check-prefix=WG
// RUN: tile-opt %s --tile-verify-resources="target=sm_90 num-warps=4 mma-stages=3 warpgroup-mma=1 tma=1 tma-max-warps=4 tma-producer-warp=1" | FileCheck %s --check-prefix=TMA3

// The plan prices the operand rings tile-pipeline-mma-shared gives this
// loop (MmaRings.h): the operand tiles live in their rings (storage
// "shared", no registers), the rings hold the reused scratch for the
// whole loop, 3 x (64 x 40 + 32 x 72) x 2 = 29184 bytes, and the mma
// stages nothing. tile.plan records the stage count the pass takes.
// CHECK: tile.plan = {mma_stages = 3 : i64, {{.*}}shared_bytes = 29184 : i64, shared_limit = 232448 : i64
// CHECK: load_view_tko {{.*}}tile.scratch = 29184 : i64, tile.storage = ["shared", "none"]
// CHECK: load_view_tko {{.*}}tile.scratch = 29184 : i64, tile.storage = ["shared", "none"]
// CHECK: mmaf {{.*}}tile.scratch = 29184 : i64, tile.storage = "registers"

// Eight blocks an SM leave 28160 bytes a block: two buffers a ring
// (19456 bytes) fit, three do not.
// OCC8: tile.plan = {mma_stages = 3 : i64, {{.*}}shared_bytes = 19456 : i64, shared_limit = 28160 : i64

// As wgmma (one warpgroup): four swizzled buffers a ring, 4 x (64 x 32 +
// 32 x 64) x 2 = 32768 bytes. Where TMA fills them (tile-pipeline-mma-
// shared's tma; tma-max-warps 4 lets one warpgroup in, 2 does not), the
// plan adds the barriers after the rings as the pass places them: one
// 8-byte mbarrier a buffer (32800), two with tma-empty-barriers (32832),
// and with tma-producer-warp (the loop is the entry's one ring loop, at
// its top level, on the parameters' values) both and the producer's
// 8-byte map slot word (32840).
// WG: shared_bytes = 32768 : i64
// TMA: shared_bytes = 32800 : i64
// TMA2: shared_bytes = 32832 : i64
// TMA3: shared_bytes = 32840 : i64

// Without rings the operands are tiles in registers, staged into scratch
// at the mma: A 64 x (32 + 8) x 2 and B transposed 64 x (32 + 8) x 2.
// OFF-NOT: mma_stages
// OFF: load_view_tko {{.*}}tile.storage = ["registers", "none"]
// OFF: mmaf {{.*}}tile.scratch = 10240 : i64
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
