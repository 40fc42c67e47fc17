// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" | FileCheck %s
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=0" --tile-pipeline-mma-shared="warpgroup-mma=0 max-ring-bytes=229376" | FileCheck %s --check-prefix=SYNC

// i8 mmai loops take the rings f8 mmaf loops take
// (pipeline-mma-shared-bytes.mlir): wgmma reads 8-bit operands only
// K-major, so a row-major B's ring is "transposed" (staged, then moved by
// tilegpu.transpose_bytes) and a B stored N x K is copied by columns. The
// shared_mma accumulates in i32 and keeps the mmai's signedness: an
// unsigned operand is marked, a signed one is not.

// 128x128x128, B row-major: A's slots 128 x 128 = 16384 bytes (four:
// 65536), B's 16384 for the transpose and 16384 of staging, from 65536;
// four buffers keep a group in flight.
// CHECK-LABEL: entry @i8_rows
// CHECK: async_copy {{.*}} of <offset = 0, slots = 4, rows = 128, cols = 128, pitch = 128, element = i8, layout = "swizzled"> chunk 16
// CHECK: async_copy {{.*}} of <offset = 65536, slots = 4, rows = 128, cols = 128, pitch = 128, element = i8, layout = "transposed"> chunk 16
// CHECK: tilegpu.transpose_bytes pending 1 %{{.*}} in <offset = 65536, slots = 4, {{.*}}layout = "transposed">
// CHECK: for
// CHECK: tilegpu.async_wait pending 1 proxy_fence
// CHECK: tilegpu.shared_mma {{.*}}layout = "transposed"> wgmma unsigned_rhs {tilegpu.layout = #tilegpu.mma<8, 1>} : !tile.tile<128x128xi32>
// CHECK: tilegpu.transpose_bytes pending 1
// CHECK: tilegpu.wgmma_wait %{{.*}} pending 1 {tilegpu.layout = #tilegpu.mma<8, 1>} : !tile.tile<128x128xi32>
// CHECK: tile.pipeline_stages = 4
// CHECK: tilegpu.wgmma_wait %{{.*}} pending 0 {{.*}} : !tile.tile<128x128xi32>

// B stored N x K (a 128 x 64 tile by columns): its ring holds the
// transpose, 64 rows of 128 bytes, 8192 bytes a slot; A unsigned.
// CHECK-LABEL: entry @u8_columns
// CHECK: async_copy {{.*}} of <offset = 65536, slots = 4, rows = 128, cols = 64, pitch = 64, element = i8, layout = "columns"> chunk 16
// CHECK-NOT: transpose_bytes
// CHECK: tilegpu.shared_mma {{.*}}layout = "columns"> wgmma unsigned_lhs {tilegpu.layout = #tilegpu.mma<8, 1>} : !tile.tile<128x64xi32>
// CHECK: tile.pipeline_stages = 4

// K of 16 bytes: not a multiple of wgmma's 32; the loop keeps its loads.
// CHECK-LABEL: entry @i8_short_k
// CHECK-NOT: async_copy
// CHECK: mmai

// Without wgmma nothing reads 8-bit rings: the loops keep their loads.
// SYNC-LABEL: entry @i8_rows
// SYNC-NOT: async_copy
// SYNC: mmai {{.*}} signed unsigned
// SYNC-LABEL: entry @u8_columns
// SYNC-NOT: async_copy
// SYNC: mmai {{.*}} unsigned signed
tile.module @m {
  entry @i8_rows(%f: tile<ptr<i8>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<i8>>
    %av = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[128,1]>
    %bv = make_tensor_view %fa, shape = [%k, %m], strides = [128, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), tensor_view<?x?xi8, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<?x?xi8, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <i32: 0> : tile<128x128xi32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xi32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x128), tensor_view<?x?xi8, strides=[128,1]>>, tile<i32> -> tile<128x128xi8>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(128x128), tensor_view<?x?xi8, strides=[128,1]>>, tile<i32> -> tile<128x128xi8>, token
      %d = mmai %at, %bt, %s signed unsigned : tile<128x128xi8>, tile<128x128xi8>, tile<128x128xi32>
      continue %d : tile<128x128xi32>
    }
    return
  }
  entry @u8_columns(%f: tile<ptr<i8>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<i8>>
    %av = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[128,1]>
    %bv = make_tensor_view %fa, shape = [%k, %m], strides = [1, 128] : tile<i32> -> tensor_view<?x?xi8, strides=[1,128]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), tensor_view<?x?xi8, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x64), tensor_view<?x?xi8, strides=[1,128]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <i32: 0> : tile<128x64xi32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x64xi32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x128), tensor_view<?x?xi8, strides=[128,1]>>, tile<i32> -> tile<128x128xi8>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(128x64), tensor_view<?x?xi8, strides=[1,128]>>, tile<i32> -> tile<128x64xi8>, token
      %d = mmai %at, %bt, %s unsigned signed : tile<128x128xi8>, tile<128x64xi8>, tile<128x64xi32>
      continue %d : tile<128x64xi32>
    }
    return
  }
  entry @i8_short_k(%f: tile<ptr<i8>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<i8>>
    %av = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[128,1]>
    %bv = make_tensor_view %fa, shape = [%k, %m], strides = [128, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x16), tensor_view<?x?xi8, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(16x128), tensor_view<?x?xi8, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <i32: 0> : tile<128x128xi32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xi32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x16), tensor_view<?x?xi8, strides=[128,1]>>, tile<i32> -> tile<128x16xi8>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(16x128), tensor_view<?x?xi8, strides=[128,1]>>, tile<i32> -> tile<16x128xi8>, token
      %d = mmai %at, %bt, %s signed signed : tile<128x16xi8>, tile<16x128xi8>, tile<128x128xi32>
      continue %d : tile<128x128xi32>
    }
    return
  }
}
