// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @padded_ring(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    // expected-error @+1 {{TMA copies land in a swizzled or columns ring}}
    tilegpu.tma_map %ap for <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16> map 0 staging 0 : !tile.partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    return
  }
}

// -----

tile.module @m {
  entry @shape(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{TMA copies a tile of 2 to 5 dimensions whose last two are the ring's rows and columns and whose others are 1}}
    tilegpu.tma_copy %ap[%c0, %c0] into %c0 of <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 64, element = f16, layout = "swizzled"> map 0 barriers 0 : !tile.partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @padding(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), padding_value = nan, tensor_view<?x?xf16, strides=[64,1]>>
    // expected-error @+1 {{TMA fills with zeros; the view pads otherwise}}
    tilegpu.tma_map %ap for <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f16, layout = "swizzled"> map 0 staging 0 : !tile.partition_view<tile=(64x32), padding_value = nan, tensor_view<?x?xf16, strides=[64,1]>>
    return
  }
}

// -----

tile.module @m {
  entry @staging(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    // expected-error @+1 {{stages the map at a multiple of 128 bytes, not 64}}
    tilegpu.tma_map %ap for <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f16, layout = "swizzled"> map 0 staging 64 : !tile.partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    return
  }
}

// -----

tile.module @m {
  entry @map_index(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    // expected-error @+1 {{builds map 0 to 7, not 8}}
    tilegpu.tma_map %ap for <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f16, layout = "swizzled"> map 8 staging 0 : !tile.partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    return
  }
}

// -----

tile.module @m {
  entry @init() {
    // expected-error @+1 {{takes barriers at a multiple of 8 bytes, not 4}}
    tilegpu.tma_init barriers 4 slots 2 arrivals 2
    return
  }
}

// -----

tile.module @m {
  entry @init_slots() {
    // expected-error @+1 {{initialises 1 to 8 barriers, not 9}}
    tilegpu.tma_init barriers 0 slots 9 arrivals 2
    return
  }
}

// -----

tile.module @m {
  entry @arrivals() {
    // expected-error @+1 {{expects 1 to 32 arrivals a phase, not 0}}
    tilegpu.tma_init barriers 0 slots 2 arrivals 0
    return
  }
}

// -----

tile.module @m {
  entry @wait(%p: tile<i64>) {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{takes the buffer and the phase as tile<i32>}}
    tilegpu.tma_wait %c0 phase %p barriers 0 : !tile.tile<i32>, !tile.tile<i64>
    return
  }
}

// -----

tile.module @m {
  entry @release() {
    // expected-error @+1 {{invalidates 1 to 16 barriers, not 0}}
    tilegpu.tma_release barriers 0 slots 0
    return
  }
}

// -----

tile.module @m {
  entry @release_slots() {
    // expected-error @+1 {{invalidates 1 to 16 barriers, not 17}}
    tilegpu.tma_release barriers 0 slots 17
    return
  }
}

// -----

tile.module @m {
  entry @arrivals_warps() {
    // expected-error @+1 {{expects 1 to 32 arrivals a phase, not 33}}
    tilegpu.tma_init barriers 0 slots 2 arrivals 33
    return
  }
}

// -----

tile.module @m {
  entry @acquire(%p: tile<i64>) {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{takes the buffer and the phase as tile<i32>}}
    tilegpu.tma_acquire %c0 phase %p barriers 32 : !tile.tile<i32>, !tile.tile<i64>
    return
  }
}

// -----

tile.module @m {
  entry @acquire_barriers() {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{takes barriers at a multiple of 8 bytes, not 36}}
    tilegpu.tma_acquire %c0 phase %c0 barriers 36 : !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @consumed(%s: tile<i64>) {
    // expected-error @+1 {{takes the buffer as tile<i32>}}
    tilegpu.tma_consumed %s barriers 32 : !tile.tile<i64>
    return
  }
}

// -----

tile.module @m {
  entry @consumed_barriers() {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{takes barriers at a multiple of 8 bytes, not -8}}
    tilegpu.tma_consumed %c0 barriers -8 : !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @producer_copy_outside(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{is `producer` only inside tilegpu.producer_warp}}
    tilegpu.tma_copy %ap[%c0, %c0] into %c0 of <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 64, element = f16, layout = "swizzled"> map 0 barriers 16384 producer : !tile.partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[64,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @producer_acquire_not_marked() {
    tilegpu.producer_warp warp 4 slot_word 16416 {
      %c0 = constant <i32: 0> : tile<i32>
      // expected-error @+1 {{inside tilegpu.producer_warp must be `producer`}}
      tilegpu.tma_acquire %c0 phase %c0 barriers 16400 : !tile.tile<i32>, !tile.tile<i32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @producer_warp_zero() {
    // expected-error @+1 {{names producer warp 1 to 31, not 0}}
    tilegpu.producer_warp warp 0 slot_word 16416 {
    }
    return
  }
}

// -----

tile.module @m {
  entry @producer_slot_word() {
    // expected-error @+1 {{takes the slot word at a multiple of 8 bytes, not 12}}
    tilegpu.producer_warp warp 4 slot_word 12 {
    }
    return
  }
}

// -----

tile.module @m {
  entry @producer_not_first() {
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{must be the first op of a tile.entry}}
    tilegpu.producer_warp warp 4 slot_word 16416 {
    }
    return
  }
}

// -----

tile.module @m {
  entry @producer_outer_value(%n: tile<i32>) {
    tilegpu.producer_warp warp 4 slot_word 16416 {
      %c0 = constant <i32: 0> : tile<i32>
      %c1 = constant <i32: 1> : tile<i32>
      for %i in (%c0 to %n, step %c1) : tile<i32> {
        // expected-error @+1 {{in tilegpu.producer_warp uses a value defined outside it}}
        tilegpu.tma_acquire %c0 phase %late barriers 16400 producer : !tile.tile<i32>, !tile.tile<i32>
        continue
      }
    }
    %late = constant <i32: 1> : tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @start_without_producer() {
    // expected-error @+1 {{needs its entry to start with a tilegpu.producer_warp of the same warp and slot word}}
    tilegpu.producer_start warp 4 slot_word 16416
    return
  }
}

// -----

tile.module @m {
  entry @start_other_warp() {
    tilegpu.producer_warp warp 8 slot_word 16416 {
    }
    // expected-error @+1 {{needs its entry to start with a tilegpu.producer_warp of the same warp and slot word}}
    tilegpu.producer_start warp 4 slot_word 16416
    return
  }
}
