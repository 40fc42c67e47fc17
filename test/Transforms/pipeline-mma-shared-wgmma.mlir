// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=65536" | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1" | FileCheck %s --check-prefix=LAG0
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=0" --tile-pipeline-mma-shared="warpgroup-mma=1" | FileCheck %s --check-prefix=SYNC
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=0" | FileCheck %s --check-prefix=ROWS

// warpgroup-mma (sm_90): the K loop of a 128x128x32 f16 GEMM over 8 warps
// (two warpgroups). tile-assign-layouts gives the accumulator mma<8, 1>:
// warp w holds rows 16 w .. 16 w + 15, so warpgroup g holds the 64-row
// block 64 g, wgmma's m64 fragments. The rings are swizzled (wgmma's
// layout, no padding: pitch = cols), A 128x32 f16 = 8192 bytes a buffer,
// B 32x128 = 8192. The pass asks for one buffer more than `stages` (3)
// for the wgmma group left in flight: four, 65536 bytes, which fit; B
// starts after A's four buffers (32768). The copies run two iterations
// ahead (stages - 2): two prologue groups, the loop's wait leaves one
// group in flight and fences the copies into the async proxy. The mma
// is a shared_mma with wgmma whose group stays in flight (wgmma_wait
// pending 1, the body's last op) into the next iteration; the copies
// follow its issue (their buffer's last group finished in the previous
// iteration, before the barrier), so they do not delay it. After the loop
// a wait for it (pending 0), then the copies' wait with its block
// barrier: no warpgroup reuses the scratch (the epilogue's staging) while
// another's last group still reads the rings there. All of it under `if` the loop runs at all
// (else the initial value), so that wait is reached only from the loop.
// CHECK-LABEL: entry @gemm
// CHECK: %[[INIT:.*]] = constant <f32: 0.000000e+00> : tile<128x128xf32>
// CHECK: %[[RUNS:.*]] = cmpi less_than
// CHECK-NEXT: %[[R:.*]] = if %[[RUNS]] -> (tile<128x128xf32>) {
// CHECK: tilegpu.async_copy %{{.*}} of <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled"> chunk 8
// CHECK-NEXT: tilegpu.async_copy %{{.*}} of <offset = 32768, slots = 4, rows = 32, cols = 128, pitch = 128, element = f16, layout = "swizzled"> chunk 8
// CHECK: tilegpu.async_commit
// CHECK: tilegpu.async_copy
// CHECK: tilegpu.async_commit
// CHECK-NOT: tilegpu.async_copy
// CHECK: %[[LOOP:.*]]:2 = for
// CHECK-NEXT: tilegpu.async_wait pending 1 proxy_fence
// CHECK-NOT: tilegpu.async_copy
// CHECK: %[[D:.*]] = tilegpu.shared_mma %{{.*}}, %{{.*}}, lhs <offset = 0, {{.*}}, layout = "swizzled">, rhs <offset = 32768, {{.*}}, layout = "swizzled"> wgmma {tilegpu.layout = #tilegpu.mma<8, 1>}
// CHECK: tilegpu.async_copy
// CHECK: tilegpu.async_commit
// CHECK: %[[W:.*]] = tilegpu.wgmma_wait %[[D]] pending 1 {tilegpu.layout = #tilegpu.mma<8, 1>}
// CHECK-NEXT: continue %[[W]], %{{.*}} : tile<128x128xf32>, tile<i32>
// CHECK-NEXT: } attributes {tile.pipeline_stages = 4 : i64, tilegpu.layouts = [#tilegpu.mma<8, 1>, #tilegpu.blocked]}
// CHECK-NEXT: %[[LAST:.*]] = tilegpu.wgmma_wait %[[LOOP]]#0 pending 0 {tilegpu.layout = #tilegpu.mma<8, 1>}
// CHECK-NEXT: tilegpu.async_wait pending 0{{$}}
// CHECK-NEXT: yield %[[LAST]]
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %[[INIT]]
// CHECK-NEXT: } attributes {tilegpu.layouts = [#tilegpu.mma<8, 1>]}

// Three buffers only (max-ring-bytes 49152): no buffer for a group in
// flight, so each iteration waits for its own (pending 0 after the mma
// and the copies that follow its issue), the copies run two iterations
// ahead, and no guard.
// LAG0-LABEL: entry @gemm
// LAG0-NOT: if {{.*}} -> (tile<128x128xf32>)
// LAG0: for
// LAG0-NEXT: tilegpu.async_wait pending 1 proxy_fence
// LAG0-NOT: tilegpu.async_copy
// LAG0: %[[D:.*]] = tilegpu.shared_mma {{.*}}slots = 3{{.*}} wgmma
// LAG0: tilegpu.async_copy
// LAG0: tilegpu.async_commit
// LAG0-NEXT: %[[W:.*]] = tilegpu.wgmma_wait %[[D]] pending 0
// LAG0: continue %[[W]]
// LAG0: tile.pipeline_stages = 3

// Without warpgroup-mma in tile-assign-layouts the accumulator takes the
// mma.sync grid (mma<2, 4>: fewer fragment loads), so the pipeliner keeps
// mma.sync on padded rings even when it may use wgmma. Padded rings take
// 18944 bytes a stage, so only two stages fit max-ring-bytes (49152); the
// swizzled rings take 16384.
// SYNC-LABEL: entry @gemm
// SYNC: slots = 2, rows = 128, cols = 32, pitch = 40, element = f16>
// SYNC: tilegpu.async_wait pending 0{{$}}
// SYNC: tilegpu.shared_mma {{.*}} {tilegpu.layout = #tilegpu.mma<2, 4>}
// SYNC-NOT: wgmma

// And with the layout but not the pipeliner's option: mma.sync on mma<8, 1>.
// ROWS-LABEL: entry @gemm
// ROWS: tilegpu.shared_mma {{.*}}pitch = 136, element = f16> {tilegpu.layout = #tilegpu.mma<8, 1>}
// ROWS-NOT: wgmma

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
// warpgroup would get half an m64 block). (tf32 runs as wgmma:
// pipeline-mma-shared-tf32.mlir.)
// CHECK-LABEL: entry @kept
// CHECK-NOT: swizzled
// CHECK-NOT: wgmma
// CHECK: tilegpu.shared_mma {{.*}} {tilegpu.layout = #tilegpu.mma<2, 4>}
// CHECK-NOT: swizzled
// CHECK-NOT: wgmma
// CHECK: return
tile.module @m {
  entry @kept(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x64xf32>
    %r0 = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %d = mmaf %at, %bt, %s : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    return
  }
}
