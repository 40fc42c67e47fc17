// RUN: tile-opt %s --split-input-file --verify-diagnostics

// A's fragments come from an f32 ring beside B's interleaved one.
tile.module @m {
  entry @ordered(%s: tile<i32>) {
    // expected-error @+1 {{reads a swizzled f32 ring of A beside B's interleaved ring of as many buffers, A's columns equal to B's rows}}
    %a = tilegpu.load_wgmma_lhs %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> : !tile.tile<i32> -> !tile.tile<128x32xtf32>
    return
  }
}

// -----

tile.module @m {
  entry @f16(%s: tile<i32>) {
    // expected-error @+1 {{reads a swizzled f32 ring of A}}
    %a = tilegpu.load_wgmma_lhs %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> : !tile.tile<i32> -> !tile.tile<128x32xtf32>
    return
  }
}

// -----

// The tile is A's buffer, rounded: tf32 of its shape.
tile.module @m {
  entry @unrounded(%s: tile<i32>) {
    // expected-error @+1 {{returns A's buffer as a 128x32 tile of tf32}}
    %a = tilegpu.load_wgmma_lhs %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> : !tile.tile<i32> -> !tile.tile<128x32xf32>
    return
  }
}

// -----

tile.module @m {
  entry @shape(%s: tile<i32>) {
    // expected-error @+1 {{returns A's buffer as a 128x32 tile of tf32}}
    %a = tilegpu.load_wgmma_lhs %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> : !tile.tile<i32> -> !tile.tile<64x32xtf32>
    return
  }
}

// -----

tile.module @m {
  entry @slot(%s: tile<i64>) {
    // expected-error @+1 {{takes the buffer index as tile<i32>}}
    %a = tilegpu.load_wgmma_lhs %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> : !tile.tile<i64> -> !tile.tile<128x32xtf32>
    return
  }
}

// -----

// A wait carries each value with its own type, and only A's fragments.
tile.module @m {
  entry @retyped() {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    %f = constant <f32: 0.0> : tile<128x32xf32>
    %a = ftof %f : tile<128x32xf32> -> tile<128x32xtf32>
    // expected-error @+1 {{returns each carried value with its own type}}
    %w, %n = tilegpu.wgmma_wait %acc pending 0 carry %a : !tile.tile<128x32xtf32> -> !tile.tile<128x32xf32> : !tile.tile<128x128xf32>
    return
  }
}

// -----

tile.module @m {
  entry @integers() {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    %a = constant <i32: 0> : tile<128x32xi32>
    // expected-error @+1 {{carries f32 or tf32 tiles (A's fragments), not '!tile.tile<128x32xi32>'}}
    %w, %n = tilegpu.wgmma_wait %acc pending 0 carry %a : !tile.tile<128x32xi32> -> !tile.tile<128x32xi32> : !tile.tile<128x128xf32>
    return
  }
}

// -----

// A tf32 tile stands for the f32 A it rounds; any other is refused.
tile.module @m {
  entry @f16_tile(%s: tile<i32>) {
    %a = constant <f16: 0.0> : tile<128x32xf16>
    %acc = constant <f32: 0.0> {tilegpu.layout = #tilegpu.mma<8, 1>} : tile<128x128xf32>
    // expected-error @+1 {{takes `lhs_tile` as a rank-2 f32 tile (or tf32, already rounded)}}
    %d = tilegpu.shared_mma %acc, %s, lhs_tile %a : !tile.tile<128x32xf16>, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> wgmma lhs_registers {tilegpu.layout = #tilegpu.mma<8, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

// wgmma's A is whole 64-row blocks.
tile.module @m {
  entry @rows(%s: tile<i32>) {
    // expected-error @+1 {{loads whole 64-row blocks and k steps of 8}}
    %a = tilegpu.load_wgmma_lhs %s, lhs <offset = 0, slots = 2, rows = 32, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> : !tile.tile<i32> -> !tile.tile<32x32xtf32>
    return
  }
}
