// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=66560 tma=1" | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=65536 tma=1" | FileCheck %s --check-prefix=FULL
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=66560" | FileCheck %s --check-prefix=OFF
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=66560 tma=1 tma-max-warps=4" | FileCheck %s --check-prefix=MAXW
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=4 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=66560 tma=1 tma-max-warps=4" | FileCheck %s --check-prefix=ONEWG
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=66560 tma=1 tma-empty-barriers=1" | FileCheck %s --check-prefix=EMPTY
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=65600 tma=1 tma-empty-barriers=1" | FileCheck %s --check-prefix=EMPTY-FULL
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=65599 tma=1 tma-empty-barriers=1" | FileCheck %s --check-prefix=FULL
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=66560 tma=1 tma-empty-barriers=1 tma-producer-warp=1" | FileCheck %s --check-prefix=PRODUCER
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=65607 tma=1 tma-empty-barriers=1 tma-producer-warp=1" | FileCheck %s --check-prefix=EMPTY-FULL

// With `tma`, the 128x128x32 f16 wgmma GEMM of
// pipeline-mma-shared-wgmma.mlir (four swizzled buffers a ring, 65536
// bytes; its group in flight, copies two iterations ahead) is fed by TMA:
// A's rows of 64 bytes (strides 64 elements) and B's of 256 (128) are
// 16-byte aligned, as the base pointers' div_by<16> say. Before the
// prologue the kernel builds one map an operand, staged in the first
// buffers (bytes 0 and 128, before any copy lands there), and the four
// barriers after the rings (byte 65536), each expecting the two copies
// of a step. The copies are tma_copy's under the same guards, no
// commits. The loop carries the buffer and its barrier's phase (both
// from 0); its body waits for the buffer's phase, then a block barrier,
// runs the wgmma, refills the buffer two ahead, leaves the group in
// flight, and flips the phase when the next buffer wraps to 0. After the
// loop, the last group's wait, then the barriers are released (no
// cp.async to wait for; the release's block barrier follows every
// warpgroup's last group).
// CHECK-LABEL: entry @gemm
// CHECK: %[[RUNS:.*]] = cmpi less_than
// CHECK-NEXT: if %[[RUNS]] -> (tile<128x128xf32>) {
// CHECK-NEXT: tilegpu.tma_map %{{.*}} for <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled"> map 0 staging 0
// CHECK-NEXT: tilegpu.tma_map %{{.*}} for <offset = 32768, slots = 4, rows = 32, cols = 128, pitch = 128, element = f16, layout = "swizzled"> map 1 staging 128
// CHECK-NEXT: tilegpu.tma_init barriers 65536 slots 4 arrivals 2
// CHECK-NOT: async
// CHECK: tilegpu.tma_copy %{{.*}} into %{{.*}} of <offset = 0, {{.*}}> map 0 barriers 65536
// CHECK-NEXT: tilegpu.tma_copy %{{.*}} into %{{.*}} of <offset = 32768, {{.*}}> map 1 barriers 65536
// CHECK: tilegpu.tma_copy {{.*}} map 0 barriers 65536
// CHECK-NEXT: tilegpu.tma_copy {{.*}} map 1 barriers 65536
// CHECK-NOT: tilegpu.tma_copy
// CHECK: %[[ZERO:.*]] = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %[[PHASE0:.*]] = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %[[LOOP:.*]]:3 = for %{{.*}} iter_values(%{{.*}} = %{{.*}}, %[[SLOT:.*]] = %[[ZERO]], %[[PHASE:.*]] = %[[PHASE0]]) -> (tile<128x128xf32>, tile<i32>, tile<i32>) {
// CHECK-NEXT: tilegpu.tma_wait %[[SLOT]] phase %[[PHASE]] barriers 65536 block_barrier
// CHECK-NEXT: %[[D:.*]] = tilegpu.shared_mma %{{.*}}, %[[SLOT]], {{.*}} wgmma
// CHECK: tilegpu.tma_copy {{.*}} map 0 barriers 65536
// CHECK-NEXT: tilegpu.tma_copy {{.*}} map 1 barriers 65536
// CHECK: %[[NEXT:.*]] = select %{{.*}} : tile<i1>, tile<i32>
// CHECK-NEXT: %[[C0:.*]] = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %[[WRAPS:.*]] = cmpi equal %[[NEXT]], %[[C0]]
// CHECK-NEXT: %[[C1:.*]] = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %[[FLIPPED:.*]] = xori %[[PHASE]], %[[C1]]
// CHECK-NEXT: %[[NEXTPHASE:.*]] = select %[[WRAPS]], %[[FLIPPED]], %[[PHASE]]
// CHECK-NEXT: %[[W:.*]] = tilegpu.wgmma_wait %[[D]] pending 1
// CHECK-NEXT: continue %[[W]], %[[NEXT]], %[[NEXTPHASE]] : tile<128x128xf32>, tile<i32>, tile<i32>
// CHECK-NEXT: } attributes {tile.pipeline_stages = 4 : i64, tilegpu.layouts = [#tilegpu.mma<8, 1>, #tilegpu.blocked, #tilegpu.blocked]}
// CHECK-NEXT: tilegpu.wgmma_wait %[[LOOP]]#0 pending 0
// CHECK-NEXT: tilegpu.tma_release barriers 65536 slots 4

// At 65536 bytes the four buffers leave no room for their barriers: the
// same four buffers, by cp.async.
// FULL-LABEL: entry @gemm
// FULL-NOT: tilegpu.tma
// FULL: tilegpu.async_copy {{.*}}slots = 4
// FULL-NOT: tilegpu.tma

// With tma-max-warps=4, TMA only where the accumulator spans one
// warpgroup: at 8 warps (mma<8, 1>) cp.async, at 4 TMA.
// MAXW-LABEL: entry @gemm
// MAXW-NOT: tilegpu.tma
// MAXW: tilegpu.async_copy
// ONEWG-LABEL: entry @gemm
// ONEWG: tilegpu.tma_copy
// ONEWG: tile.pipeline_stages = 4 : i64, tilegpu.layouts = [#tilegpu.mma<4, 1>

// With tma-empty-barriers, a second barrier a buffer (byte 65568, after
// the four of the copies), one arrival a warp (8). The body's wait has no
// block barrier. The refill of step k + 2 (buffer slot + 2 mod 4) first
// waits for that buffer's readers of step k - 2: parity phase ^ 1, or the
// phase itself where slot + 2 wrapped (it belongs to the next round). After
// the group in flight's wait, every warp but in the first iteration
// arrives on the previous buffer's (slot + 3 mod 4) second barrier: its
// group is done. The release invalidates both sets (8).
// EMPTY-LABEL: entry @gemm
// EMPTY: tilegpu.tma_init barriers 65536 slots 4 arrivals 2
// EMPTY-NEXT: tilegpu.tma_init barriers 65568 slots 4 arrivals 8
// EMPTY-NOT: tma_acquire
// EMPTY: %[[LOOP:.*]]:3 = for %[[IV:[^ ]*]] in (%[[LB:[^ ]*]] to {{.*}} iter_values(%{{.*}}, %[[SLOT:.*]] = %{{.*}}, %[[PHASE:.*]] = %{{.*}}) -> (tile<128x128xf32>, tile<i32>, tile<i32>) {
// EMPTY-NEXT: tilegpu.tma_wait %[[SLOT]] phase %[[PHASE]] barriers 65536 :
// EMPTY-NEXT: tilegpu.shared_mma
// EMPTY: %[[TARGET:.*]] = select %{{.*}}, %{{.*}}, %{{.*}} : tile<i1>, tile<i32>
// EMPTY-NEXT: %[[WRAPPED:.*]] = cmpi less_than %[[TARGET]], %[[SLOT]], signed
// EMPTY-NEXT: %[[ONE:.*]] = constant <i32: 1> : tile<i32>
// EMPTY-NEXT: %[[ZERO:.*]] = constant <i32: 0> : tile<i32>
// EMPTY-NEXT: %[[FLIP:.*]] = select %[[WRAPPED]], %[[ZERO]], %[[ONE]]
// EMPTY-NEXT: %[[PARITY:.*]] = xori %[[PHASE]], %[[FLIP]]
// EMPTY: tilegpu.tma_acquire %[[TARGET]] phase %[[PARITY]] barriers 65568
// EMPTY-NEXT: tilegpu.tma_copy {{.*}} into %[[TARGET]] {{.*}} map 0 barriers 65536
// EMPTY-NEXT: tilegpu.tma_copy {{.*}} into %[[TARGET]] {{.*}} map 1 barriers 65536
// EMPTY: tilegpu.wgmma_wait %{{.*}} pending 1
// EMPTY-NEXT: %[[NOTFIRST:.*]] = cmpi not_equal %[[IV]], %[[LB]], signed
// EMPTY-NEXT: if %[[NOTFIRST]] {
// EMPTY: %[[PREV:.*]] = select
// EMPTY-NEXT: tilegpu.tma_consumed %[[PREV]] barriers 65568
// EMPTY: continue
// EMPTY: tilegpu.wgmma_wait %[[LOOP]]#0 pending 0
// EMPTY-NEXT: tilegpu.tma_release barriers 65536 slots 8
// With tma-producer-warp too, warp specialization: the loop is the
// entry's one ring loop, at its top level, and its bounds, views and
// copy indices are pure values of the parameters. The entry starts with
// tilegpu.producer_warp for warp 8 (after the 8 mma warps), which
// computes those values again (the assumes, views, index-space shape and
// constants) and runs the loop's iterations itself: each waits for its
// buffer's readers (parity phase ^ 1, so the first four fills pass) and
// issues both copies, the buffer and phase advancing as the mma loop's.
// The map slot word follows the empty barriers (65600). The kernel's
// warps build the maps and barriers before the `if` the loop runs (the
// producer is let go either way: producer_start), copy nothing, and keep
// the empty-barrier body: wait, wgmma, free the previous buffer.
// PRODUCER-LABEL: entry @gemm
// PRODUCER-NEXT: tilegpu.producer_warp warp 8 slot_word 65600 {
// PRODUCER: make_partition_view
// PRODUCER: %[[KT:.*]]:2 = get_index_space_shape
// PRODUCER: %[[ZERO:.*]] = constant <i32: 0> : tile<i32>
// PRODUCER-NEXT: %[[ONE:.*]] = constant <i32: 1> : tile<i32>
// PRODUCER-NEXT: %[[INIT:.*]] = constant <i32: 0> : tile<i32>
// PRODUCER-NEXT: for %[[IV:[^ ]*]] in (%[[ZERO]] to %[[KT]]#1, step %[[ONE]]) : tile<i32> iter_values(%[[SLOT:.*]] = %[[INIT]], %[[PHASE:.*]] = %[[INIT]]) -> (tile<i32>, tile<i32>) {
// PRODUCER-NEXT: %[[C1:.*]] = constant <i32: 1> : tile<i32>
// PRODUCER-NEXT: %[[PARITY:.*]] = xori %[[PHASE]], %[[C1]]
// PRODUCER-NEXT: tilegpu.tma_acquire %[[SLOT]] phase %[[PARITY]] barriers 65568 producer
// PRODUCER-NEXT: tilegpu.tma_copy %{{.*}}[%[[ZERO]], %[[IV]]] into %[[SLOT]] of {{.*}} map 0 barriers 65536 producer
// PRODUCER-NEXT: tilegpu.tma_copy %{{.*}}[%[[IV]], %[[ZERO]]] into %[[SLOT]] of {{.*}} map 1 barriers 65536 producer
// PRODUCER: %[[NEXT:.*]] = addi %[[SLOT]]
// PRODUCER: %[[WRAPS:.*]] = cmpi equal %[[NEXT]]
// PRODUCER-NEXT: %[[NSLOT:.*]] = select %[[WRAPS]], %[[INIT]], %[[NEXT]]
// PRODUCER: %[[FLIPPED:.*]] = xori %[[PHASE]]
// PRODUCER-NEXT: %[[NPHASE:.*]] = select %[[WRAPS]], %[[FLIPPED]], %[[PHASE]]
// PRODUCER-NEXT: continue %[[NSLOT]], %[[NPHASE]]
// PRODUCER-NEXT: } attributes {tilegpu.layouts = [#tilegpu.blocked, #tilegpu.blocked]}
// PRODUCER-NEXT: }
// PRODUCER: tilegpu.tma_map %{{.*}} map 0 staging 0
// PRODUCER-NEXT: tilegpu.tma_map %{{.*}} map 1 staging 128
// PRODUCER-NEXT: tilegpu.tma_init barriers 65536 slots 4 arrivals 2
// PRODUCER-NEXT: tilegpu.tma_init barriers 65568 slots 4 arrivals 8
// PRODUCER-NEXT: tilegpu.producer_start warp 8 slot_word 65600
// PRODUCER: if
// PRODUCER-NOT: tilegpu.tma_copy
// PRODUCER: for
// PRODUCER-NEXT: tilegpu.tma_wait %{{.*}} phase %{{.*}} barriers 65536 :
// PRODUCER-NEXT: tilegpu.shared_mma
// PRODUCER-NOT: tilegpu.tma_copy
// PRODUCER-NOT: tilegpu.tma_acquire
// PRODUCER: tilegpu.wgmma_wait %{{.*}} pending 1
// PRODUCER: tilegpu.tma_consumed %{{.*}} barriers 65568
// PRODUCER: tilegpu.tma_release barriers 65536 slots 8
// PRODUCER-LABEL: entry @unaligned
// PRODUCER-NOT: producer_warp
// PRODUCER: tilegpu.async_copy
// At 65607 bytes the producer's slot word does not fit: empty barriers
// without the producer warp (the same IR as at 65600 without the option).
// EMPTY-FULL-LABEL: entry @gemm
// EMPTY-FULL-NOT: producer_warp
// EMPTY-FULL: tilegpu.tma_init barriers 65568 slots 4 arrivals 8
// EMPTY-FULL-NOT: producer_start
// EMPTY-FULL: tilegpu.tma_acquire

// Without `tma`, cp.async.
// OFF-LABEL: entry @gemm
// OFF-NOT: tilegpu.tma
// OFF: tilegpu.async_copy
// OFF-NOT: tilegpu.tma
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

// A's rows 8 bytes apart (strides 4 elements): its copies take 8-byte
// pieces, below TMA's 16-byte alignment of the strides, so the loop keeps
// cp.async.
// CHECK-LABEL: entry @unaligned
// CHECK-NOT: tilegpu.tma
// CHECK: tilegpu.async_copy {{.*}} chunk 4
// CHECK-NOT: tilegpu.tma
tile.module @m {
  entry @unaligned(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [36, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[36,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[36,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf16, strides=[128,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[36,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %sum = for %kk in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[36,1]>>, tile<i32> -> tile<128x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x128), tensor_view<?x?xf16, strides=[128,1]>>, tile<i32> -> tile<32x128xf16>, token
      %d = mmaf %at, %bt, %s : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    return
  }
}

// -----

// No producer warp where the kernel's warps may not reach the loop (an
// early return before it): the producer would fill buffers nobody frees
// and wait forever. The loop keeps the empty barriers of its warps.
// CHECK-LABEL: entry @early_return
// PRODUCER-LABEL: entry @early_return
// PRODUCER-NOT: producer_warp
// PRODUCER: tilegpu.tma_acquire
// PRODUCER-NOT: producer
tile.module @m {
  entry @early_return(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
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
    %none = cmpi equal %m, %c0, signed : tile<i32> -> tile<i1>
    if %none {
      return
    }
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

// A's tile row is the block's x index: the producer computes it again
// (get_tile_block_id is among the values it clones) and copies the same
// tiles.
// CHECK-LABEL: entry @row_of_block
// PRODUCER-LABEL: entry @row_of_block
// PRODUCER-NEXT: tilegpu.producer_warp warp 8
// PRODUCER: %[[BX:.*]], %{{.*}}, %{{.*}} = get_tile_block_id
// PRODUCER: tilegpu.tma_copy %{{.*}}[%[[BX]], %{{.*}}] into {{.*}} map 0 {{.*}} producer
tile.module @m {
  entry @row_of_block(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
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
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %sum = for %kk in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<128x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x128), tensor_view<?x?xf16, strides=[128,1]>>, tile<i32> -> tile<32x128xf16>, token
      %d = mmaf %at, %bt, %s : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    return
  }
}
