// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" | FileCheck %s
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=0" --tile-pipeline-mma-shared="warpgroup-mma=0 max-ring-bytes=229376" | FileCheck %s --check-prefix=SYNC

// f8 B tiles with contiguous rows (row-major K x N, as cuTile's
// samples/BatchMatMul.py writes them): wgmma reads 8-bit operands only
// K-major, so B's ring is "transposed": each slot the swizzled transpose
// (N rows of K bytes) and a staging area of the tile as copied, in 16-byte
// pieces, which tilegpu.transpose_bytes moves into the transpose once this
// thread's copies landed, one buffer ahead of the wgmma.

// 128x128x128 e4m3: A's slots 128 x 128 = 16384 bytes (four: 65536), B's
// 16384 for the transpose + 16384 of staging = 32768 (four: 131072, from
// 65536); 196608 bytes in all. Four buffers keep a group in flight: the
// copies run two iterations ahead, the first buffer is transposed before
// the loop once all but the newest group landed, and each iteration,
// after issuing its wgmma, starts its copies and then transposes the next
// buffer (the wait counts this iteration's group too).
// CHECK-LABEL: entry @e4m3_rows
// CHECK: async_copy {{.*}} of <offset = 0, slots = 4, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "swizzled"> chunk 16
// CHECK: async_copy {{.*}} of <offset = 65536, slots = 4, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "transposed"> chunk 16
// CHECK: async_commit
// CHECK: async_copy
// CHECK: async_copy
// CHECK: async_commit
// CHECK: tilegpu.transpose_bytes pending 1 %{{.*}} in <offset = 65536, slots = 4, {{.*}}layout = "transposed">
// CHECK: for %{{.*}} iter_values(%{{.*}} = %{{.*}}, %[[SLOT:.*]] = %{{.*}})
// CHECK: tilegpu.async_wait pending 1 proxy_fence
// CHECK-NOT: async_copy
// CHECK: tilegpu.shared_mma %{{.*}}, %[[SLOT]], {{.*}}layout = "transposed">{{.*}} wgmma
// CHECK: async_copy
// CHECK: async_copy
// CHECK: async_commit
// CHECK: %[[ONE:.*]] = constant <i32: 1>
// CHECK-NEXT: %[[SUM:.*]] = addi %[[SLOT]], %[[ONE]]
// CHECK: %[[NEXT:.*]] = select %{{.*}}, %{{.*}}, %[[SUM]]
// CHECK: if
// CHECK-NEXT: tilegpu.transpose_bytes pending 1 %[[NEXT]] in
// CHECK: tilegpu.wgmma_wait %{{.*}} pending 1
// CHECK: tile.pipeline_stages = 4
// CHECK-NOT: round_tf32

// cuTile's BatchMatMul tile, 128x256x128: B's slots 32768 + 32768 of
// staging, A's 16384: two stages take 163840 bytes, three would take
// 245760. With two, no group stays in flight and no parts are cut (each
// part's rows would be 64 bytes): the copies run one iteration ahead and
// the next buffer is transposed once they all landed.
// CHECK-LABEL: entry @e4m3_rows_wide
// CHECK: async_copy {{.*}} of <offset = 32768, slots = 2, rows = 128, cols = 256, pitch = 256, element = f8E4M3FN, layout = "transposed"> chunk 16
// CHECK: tilegpu.transpose_bytes pending 0
// CHECK: tilegpu.shared_mma {{.*}} wgmma
// CHECK: tilegpu.transpose_bytes pending 0
// CHECK: tilegpu.wgmma_wait %{{.*}} pending 0
// CHECK-NOT: tile.pipeline_parts
// CHECK: tile.pipeline_stages = 2

// B's rows 136 bytes apart: 8-byte pieces, and the staging takes 16: the
// loop keeps its loads (and its mma, which needs wgmma's rings).
// CHECK-LABEL: entry @e5m2_rows_narrow
// CHECK-NOT: async_copy
// CHECK: mmaf

// Without wgmma nothing reads f8 rings: the loops keep their loads.
// SYNC-LABEL: entry @e4m3_rows
// SYNC-NOT: async_copy
// SYNC: mmaf
// SYNC-LABEL: entry @e4m3_rows_wide
// SYNC-NOT: async_copy
// SYNC: mmaf
tile.module @m {
  entry @e4m3_rows(%f: tile<ptr<f8E4M3FN>>, %o: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<f8E4M3FN>>
    %av = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[128,1]>
    %bv = make_tensor_view %fa, shape = [%k, %m], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %d = mmaf %at, %bt, %s : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    %ov = make_tensor_view %o, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %op = make_partition_view %ov : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>
    %t = store_view_tko weak %r, %op[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
  entry @e4m3_rows_wide(%f: tile<ptr<f8E4M3FN>>, %o: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<f8E4M3FN>>
    %av = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[128,1]>
    %bv = make_tensor_view %fa, shape = [%k, %m], strides = [256, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[256,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x256), tensor_view<?x?xf8E4M3FN, strides=[256,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x256xf32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x256xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(128x256), tensor_view<?x?xf8E4M3FN, strides=[256,1]>>, tile<i32> -> tile<128x256xf8E4M3FN>, token
      %d = mmaf %at, %bt, %s : tile<128x128xf8E4M3FN>, tile<128x256xf8E4M3FN>, tile<128x256xf32>
      continue %d : tile<128x256xf32>
    }
    %ov = make_tensor_view %o, shape = [%m, %k], strides = [256, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[256,1]>
    %op = make_partition_view %ov : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[256,1]>>
    %t = store_view_tko weak %r, %op[%c0, %c0] : tile<128x256xf32>, partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
  entry @e5m2_rows_narrow(%f: tile<ptr<f8E5M2>>, %o: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<f8E5M2>>
    %av = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf8E5M2, strides=[128,1]>
    %bv = make_tensor_view %fa, shape = [%k, %m], strides = [136, 1] : tile<i32> -> tensor_view<?x?xf8E5M2, strides=[136,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), tensor_view<?x?xf8E5M2, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<?x?xf8E5M2, strides=[136,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x128), tensor_view<?x?xf8E5M2, strides=[128,1]>>, tile<i32> -> tile<128x128xf8E5M2>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(128x128), tensor_view<?x?xf8E5M2, strides=[136,1]>>, tile<i32> -> tile<128x128xf8E5M2>, token
      %d = mmaf %at, %bt, %s : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    %ov = make_tensor_view %o, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %op = make_partition_view %ov : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>
    %t = store_view_tko weak %r, %op[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
