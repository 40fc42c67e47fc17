// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" | FileCheck %s
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 lhs-groups=2" | FileCheck %s --check-prefix=GROUPS
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=0" --tile-pipeline-mma-shared="warpgroup-mma=0 max-ring-bytes=229376" | FileCheck %s --check-prefix=SYNC

// B tiles whose columns are contiguous in memory (a K x N view of a
// tensor stored N x K, strides [1, 128]): the ring holds the tile's
// transpose, "columns", copied by columns (no staging, so the slot is the
// 128 x 128 swizzled transpose only). wgmma reads it K-major.

// f8 (e4m3), 128x128x128: A's ring 4 x 16384 bytes, then B's 4 x 16384.
// CHECK-LABEL: entry @e4m3
// CHECK: async_copy {{.*}} of <offset = 0, slots = 4, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "swizzled"> chunk 16
// CHECK: async_copy {{.*}} of <offset = 65536, slots = 4, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "columns"> chunk 16
// CHECK-NOT: round_tf32
// CHECK: tilegpu.shared_mma {{.*}}layout = "columns">{{.*}} wgmma
// CHECK: tile.pipeline_stages = 4

// f16 with B by columns: the same ring, read by wgmma K-major too
// (A's ring 4 x 8192 bytes, 128 x 32 f16, then B's 32 x 128 from 32768).
// CHECK-LABEL: entry @f16
// CHECK: async_copy {{.*}} of <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled"> chunk 8
// CHECK: async_copy {{.*}} of <offset = 32768, slots = 4, rows = 32, cols = 128, pitch = 128, element = f16, layout = "columns"> chunk 8
// CHECK: tilegpu.shared_mma {{.*}} wgmma

// tf32 with B by columns: B's ring rounded in place, no staging (B's slot
// 32 x 128 x 4 = 16384 bytes); A from registers, rounded there.
// CHECK-LABEL: entry @tf32
// CHECK: async_copy {{.*}} of <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "columns"> chunk 4
// CHECK: tilegpu.round_tf32 pending 2 %{{.*}} in [#tilegpu.ring<offset = 65536, {{.*}}layout = "columns">] chunks [4]
// CHECK: tilegpu.shared_mma {{.*}}layout = "columns"> wgmma lhs_registers
// With lhs-groups=2 the second of two groups stays in flight; it reads
// B's buffer, where copies land: they run two ahead (stages - 2), and the
// rounding waits for all but one group of copies.
// GROUPS-LABEL: entry @tf32
// GROUPS: tilegpu.round_tf32 pending 1 %{{.*}} in [#tilegpu.ring<offset = 65536, {{.*}}layout = "columns">] chunks [4]
// GROUPS: %[[D:.*]] = tilegpu.shared_mma {{.*}}layout = "columns"> wgmma lhs_registers lhs_groups 2 {
// GROUPS: tilegpu.wgmma_wait %[[D]] pending 1

// Without wgmma nothing reads f8 rings or B by columns: the loops keep
// their loads and mmaf (the register path).
// SYNC-LABEL: entry @e4m3
// SYNC-NOT: async_copy
// SYNC: mmaf
// SYNC-LABEL: entry @f16
// SYNC-NOT: async_copy
// SYNC: mmaf
// SYNC-LABEL: entry @tf32
// SYNC-NOT: async_copy
// SYNC: mmaf
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
  entry @f16(%f: tile<ptr<f16>>, %o: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<f16>>
    %av = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[128,1]>
    %bv = make_tensor_view %fa, shape = [%k, %m], strides = [1, 128] : tile<i32> -> tensor_view<?x?xf16, strides=[1,128]>
    %ap = make_partition_view %av : partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf16, strides=[1,128]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[128,1]>>, tile<i32> -> tile<128x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x128), tensor_view<?x?xf16, strides=[1,128]>>, tile<i32> -> tile<32x128xf16>, token
      %d = mmaf %at, %bt, %s : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    %ov = make_tensor_view %o, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %op = make_partition_view %ov : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>
    %t = store_view_tko weak %r, %op[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
  entry @tf32(%f: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<f32>>
    %av = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %bv = make_tensor_view %fa, shape = [%k, %m], strides = [1, 128] : tile<i32> -> tensor_view<?x?xf32, strides=[1,128]>
    %ap = make_partition_view %av : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[1,128]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> tile<128x32xf32>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[1,128]>>, tile<i32> -> tile<32x128xf32>, token
      %ar = ftof %at rounding<nearest_even> : tile<128x32xf32> -> tile<128x32xtf32>
      %br = ftof %bt rounding<nearest_even> : tile<32x128xf32> -> tile<32x128xtf32>
      %d = mmaf %ar, %br, %s : tile<128x32xtf32>, tile<32x128xtf32>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    %ov = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %op = make_partition_view %ov : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>
    %t = store_view_tko weak %r, %op[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
