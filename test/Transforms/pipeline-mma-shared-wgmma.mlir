// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1" | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=0" --tile-pipeline-mma-shared="warpgroup-mma=1" | FileCheck %s --check-prefix=SYNC
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=0" | FileCheck %s --check-prefix=ROWS

// warpgroup-mma (sm_90): the K loop of a 128x128x32 f16 GEMM over 8 warps
// (two warpgroups). tile-assign-layouts gives the accumulator mma<8, 1>:
// warp w holds rows 16 w .. 16 w + 15, so warpgroup g holds the 64-row
// block 64 g, wgmma's m64 fragments. The rings hold wgmma's core matrices
// with no padding (pitch = cols): A 128x32 f16 = 8192 bytes a buffer,
// B 32x128 = 8192, B after A's three buffers (24576). The loop's waits
// fence the copies into the async proxy; the mma is a shared_mma with
// wgmma. After the loop the wait needs no fence (nothing reads the rings).
// CHECK-LABEL: entry @gemm
// CHECK: tilegpu.async_copy %{{.*}} of <offset = 0, slots = 3, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled"> chunk 8
// CHECK-NEXT: tilegpu.async_copy %{{.*}} of <offset = 24576, slots = 3, rows = 32, cols = 128, pitch = 128, element = f16, layout = "swizzled"> chunk 8
// CHECK: for
// CHECK-NEXT: tilegpu.async_wait pending 1 proxy_fence
// CHECK: tilegpu.shared_mma %{{.*}}, %{{.*}}, lhs <offset = 0, {{.*}}, layout = "swizzled">, rhs <offset = 24576, {{.*}}, layout = "swizzled"> wgmma {tilegpu.layout = #tilegpu.mma<8, 1>}
// CHECK: } attributes {tile.pipeline_stages = 3 : i64, tilegpu.layouts = [#tilegpu.mma<8, 1>, #tilegpu.blocked]}
// CHECK-NEXT: tilegpu.async_wait pending 0{{$}}

// Without warpgroup-mma in tile-assign-layouts the accumulator takes the
// mma.sync grid (mma<2, 4>: fewer fragment loads), so the pipeliner keeps
// mma.sync on padded rings even when it may use wgmma. Padded rings take
// 18944 bytes a stage, so only two stages fit max-ring-bytes (49152); the
// core matrices above take 16384, and three fit.
// SYNC-LABEL: entry @gemm
// SYNC: slots = 2, rows = 128, cols = 32, pitch = 40, element = f16>
// SYNC: tilegpu.async_wait pending 0{{$}}
// SYNC: tilegpu.shared_mma {{.*}} {tilegpu.layout = #tilegpu.mma<2, 4>}

// And with the layout but not the pipeliner's option: mma.sync on mma<8, 1>.
// ROWS-LABEL: entry @gemm
// ROWS: tilegpu.shared_mma {{.*}}pitch = 136, element = f16> {tilegpu.layout = #tilegpu.mma<8, 1>}

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

// -----

// What wgmma cannot take keeps the mma.sync grid and padded rings: a
// 64-row accumulator over 8 warps (M not a multiple of 16 x 8: a
// warpgroup would get half an m64 block), and tf32 (ftof-rounded f32
// operands; wgmma's tf32 needs B K-major).
// CHECK-LABEL: entry @kept
// CHECK-NOT: swizzled
// CHECK-NOT: wgmma
// CHECK: tilegpu.shared_mma {{.*}} {tilegpu.layout = #tilegpu.mma<2, 4>}
// CHECK-NOT: swizzled
// CHECK-NOT: wgmma
// CHECK: tilegpu.shared_mma {{.*}}element = f32> {tilegpu.layout = #tilegpu.mma<{{[1-4]}}, {{[2-8]}}>}
// CHECK-NOT: swizzled
// CHECK-NOT: wgmma
// CHECK: return
tile.module @m {
  entry @kept(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %f: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %fa = assume div_by<16>, %f : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %fv = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>
    %fp = make_partition_view %fv : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[128,1]>>
    %fq = make_partition_view %fv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x64xf32>
    %init2 = constant <f32: 0.0> : tile<128x128xf32>
    %r0 = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %d = mmaf %at, %bt, %s : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %r1 = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init2) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %fp[%c0, %kk] : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> tile<128x32xf32>, token
      %bt, %t2 = load_view_tko weak %fq[%kk, %c0] : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> tile<32x128xf32>, token
      %ar = ftof %at rounding<nearest_even> : tile<128x32xf32> -> tile<128x32xtf32>
      %br = ftof %bt rounding<nearest_even> : tile<32x128xf32> -> tile<32x128xtf32>
      %d = mmaf %ar, %br, %s : tile<128x32xtf32>, tile<32x128xtf32>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    return
  }
}
