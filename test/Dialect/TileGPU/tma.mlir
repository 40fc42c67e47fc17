// RUN: tile-opt %s | tile-opt | FileCheck %s

// The TMA ops round-trip: a map for a swizzled ring, the barriers, a copy
// into buffer 1, a wait with and without the block barrier, the release;
// with the second barriers (a buffer's readers done, one arrival a warp)
// the acquire before the copy and a warp's arrival.
// CHECK-LABEL: entry @tma
// CHECK: tilegpu.tma_map %{{.*}} for <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 64, element = f16, layout = "swizzled"> map 0 staging 0 : !tile.partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
// CHECK-NEXT: tilegpu.tma_init barriers 16384 slots 2 arrivals 1
// CHECK: tilegpu.tma_copy %{{.*}}[%{{.*}}, %{{.*}}] into %[[ONE:.*]] of <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 64, element = f16, layout = "swizzled"> map 0 barriers 16384 : !tile.partition_view
// CHECK-NEXT: tilegpu.tma_wait %[[ONE]] phase %{{.*}} barriers 16384 block_barrier : !tile.tile<i32>, !tile.tile<i32>
// CHECK-NEXT: tilegpu.tma_wait %[[ONE]] phase %{{.*}} barriers 16384 : !tile.tile<i32>, !tile.tile<i32>
// CHECK-NEXT: tilegpu.tma_release barriers 16384 slots 2
// CHECK-NEXT: tilegpu.tma_init barriers 16384 slots 2 arrivals 1
// CHECK-NEXT: tilegpu.tma_init barriers 16400 slots 2 arrivals 8
// CHECK-NEXT: tilegpu.tma_acquire %[[ONE]] phase %{{.*}} barriers 16400 : !tile.tile<i32>, !tile.tile<i32>
// CHECK-NEXT: tilegpu.tma_copy
// CHECK-NEXT: tilegpu.tma_wait %[[ONE]] phase %{{.*}} barriers 16384 : !tile.tile<i32>, !tile.tile<i32>
// CHECK-NEXT: tilegpu.tma_consumed %[[ONE]] barriers 16400 : !tile.tile<i32>
// CHECK-NEXT: tilegpu.tma_release barriers 16384 slots 4
tile.module @m {
  entry @tma(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>, %s: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    tilegpu.tma_map %ap for <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 64, element = f16, layout = "swizzled"> map 0 staging 0 : !tile.partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    tilegpu.tma_init barriers 16384 slots 2 arrivals 1
    tilegpu.tma_copy %ap[%c0, %c1] into %c1 of <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 64, element = f16, layout = "swizzled"> map 0 barriers 16384 : !tile.partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    tilegpu.tma_wait %c1 phase %c0 barriers 16384 block_barrier : !tile.tile<i32>, !tile.tile<i32>
    tilegpu.tma_wait %c1 phase %c0 barriers 16384 : !tile.tile<i32>, !tile.tile<i32>
    tilegpu.tma_release barriers 16384 slots 2
    tilegpu.tma_init barriers 16384 slots 2 arrivals 1
    tilegpu.tma_init barriers 16400 slots 2 arrivals 8
    tilegpu.tma_acquire %c1 phase %c1 barriers 16400 : !tile.tile<i32>, !tile.tile<i32>
    tilegpu.tma_copy %ap[%c0, %c1] into %c1 of <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 64, element = f16, layout = "swizzled"> map 0 barriers 16384 : !tile.partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    tilegpu.tma_wait %c1 phase %c0 barriers 16384 : !tile.tile<i32>, !tile.tile<i32>
    tilegpu.tma_consumed %c1 barriers 16400 : !tile.tile<i32>
    tilegpu.tma_release barriers 16384 slots 4
    return
  }
}

// The producer warp round-trips: warp 4 (after the kernel's 4), its slot
// word, a region of the parameters' values and its own, whose acquire and
// copy are `producer`; the kernel's warps start it.
// CHECK-LABEL: entry @producer
// CHECK-NEXT: tilegpu.producer_warp warp 4 slot_word 16416 {
// CHECK: tilegpu.tma_acquire %{{.*}} phase %{{.*}} barriers 16400 producer : !tile.tile<i32>, !tile.tile<i32>
// CHECK-NEXT: tilegpu.tma_copy %{{.*}} into %{{.*}} of <{{.*}}> map 0 barriers 16384 producer : !tile.partition_view
// CHECK-NEXT: }
// CHECK: tilegpu.tma_init barriers 16400 slots 2 arrivals 4
// CHECK-NEXT: tilegpu.producer_start warp 4 slot_word 16416
// CHECK-NEXT: tilegpu.tma_wait
tile.module @p {
  entry @producer(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>, %s: tile<i32>) {
    tilegpu.producer_warp warp 4 slot_word 16416 {
      %av = make_tensor_view %a, shape = [%m, %k], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
      %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
      %c0 = constant <i32: 0> : tile<i32>
      %c1 = constant <i32: 1> : tile<i32>
      tilegpu.tma_acquire %c0 phase %c1 barriers 16400 producer : !tile.tile<i32>, !tile.tile<i32>
      tilegpu.tma_copy %ap[%c0, %c1] into %c0 of <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 64, element = f16, layout = "swizzled"> map 0 barriers 16384 producer : !tile.partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    }
    %av = make_tensor_view %a, shape = [%m, %k], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    tilegpu.tma_map %ap for <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 64, element = f16, layout = "swizzled"> map 0 staging 0 : !tile.partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    tilegpu.tma_init barriers 16384 slots 2 arrivals 1
    tilegpu.tma_init barriers 16400 slots 2 arrivals 4
    tilegpu.producer_start warp 4 slot_word 16416
    tilegpu.tma_wait %c0 phase %c0 barriers 16384 : !tile.tile<i32>, !tile.tile<i32>
    tilegpu.tma_consumed %c0 barriers 16400 : !tile.tile<i32>
    tilegpu.tma_release barriers 16384 slots 4
    return
  }
}
