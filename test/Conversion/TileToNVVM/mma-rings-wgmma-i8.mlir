// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s

// i8 mmai loops through rings (test/Transforms/pipeline-mma-shared-i8.mlir)
// lower to wgmma m64nNk32 with an s32 accumulator: A's and B's types are
// the mmai's signedness (s8 or u8), B is read K-major (`col`: the
// transpose of a row-major B, or a B copied by columns), and the waits
// tie the accumulator's registers as 32-bit integers (`=r`).

// 128x128x128, 8 warps: each warpgroup one 64-row block, four k steps of
// 32 bytes, 128 x 128 / 256 = 64 accumulator registers a thread.
// CHECK-LABEL: llvm.func @i8_rows
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 32>, D[<s32>, <one>], A[<s8>, <one>, <row>], B[<u8>, <one>, <col>] : !llvm.struct<(i32,
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 1;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,0,
// CHECK: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,0,

// A unsigned, B signed by columns, 128 x 64: 32 registers a thread.
// CHECK-LABEL: llvm.func @u8_columns
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 32>, D[<s32>, <one>], A[<u8>, <one>, <row>], B[<s8>, <one>, <col>]
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 1;", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,0,
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
}
