// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu="chip=sm_90 num-warps=4" -verify-diagnostics
// RUN: not tile-opt %s -split-input-file --convert-tile-to-gpu="chip=sm_80 num-warps=4" 2>&1 | FileCheck %s --check-prefix=SM80

// wgmma needs the accumulator in wgmma's fragments: mma<W, 1> over whole
// warpgroups (here mma<2, 2>, which tile-assign-layouts gives mma.sync).
tile.module @m {
  entry @grid(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{wgmma needs the accumulator in #tilegpu.mma<W, 1>, W a multiple of 4 and A's rows a multiple of 16 W}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 16384, slots = 2, rows = 32, cols = 128, pitch = 128, element = f16, layout = "swizzled"> wgmma {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    %w = tilegpu.wgmma_wait %d pending 0 {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<128x128xf32>
    return
  }
}

// -----

// And sm_90: other targets have no wgmma (both kernels, on sm_80; this one
// lowers on sm_90).
// SM80-COUNT-2: error: wgmma needs sm_90 (its cubin targets sm_90a), not sm_80
tile.module @m {
  entry @target(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 16384, slots = 2, rows = 32, cols = 128, pitch = 128, element = f16, layout = "swizzled"> wgmma {tilegpu.layout = #tilegpu.mma<4, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    %w = tilegpu.wgmma_wait %d pending 0 {tilegpu.layout = #tilegpu.mma<4, 1>} : !tile.tile<128x128xf32>
    return
  }
}

// -----

// round_tf32 rounds with sm_90's cvt.rn.tf32.f32 for wgmma: on sm_80 a
// diagnostic (this kernel lowers on sm_90).
// SM80: error: tilegpu.round_tf32 needs sm_90 (it feeds wgmma), not sm_80
tile.module @m {
  entry @round(%s: tile<i32>) {
    tilegpu.round_tf32 pending 0 %s in [#tilegpu.ring<offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f32, layout = "swizzled">] chunks [4] : !tile.tile<i32>
    return
  }
}

// -----

// So does load_round_tf32 (B through registers into its transpose).
// SM80: error: tilegpu.load_round_tf32 needs sm_90 (it feeds wgmma), not sm_80
tile.module @m {
  entry @load_round(%b: tile<ptr<f32>>, %k: tile<i32>, %n: tile<i32>, %s: tile<i32>) {
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    tilegpu.load_round_tf32 %bp[%c0, %c0] into %c0 of <offset = 0, slots = 3, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> chunk 4 : !tile.partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}
