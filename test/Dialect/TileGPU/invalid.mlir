// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  tile.entry @warps() {
    // expected-error @+1 {{an mma layout needs a grid of a power-of-two number of warps from 1 to 32, not 3x1}}
    %a = constant <f32: 1.0> {tilegpu.layout = #tilegpu.mma<3, 1>} : tile<64x64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @shape() {
    // expected-error @+1 {{'tilegpu.layout': an mma layout over 2x2 warps needs rows a multiple of 32 and columns a multiple of 16, not 16x64}}
    %a = constant <f32: 1.0> {tilegpu.layout = #tilegpu.mma<2, 2>} : tile<16x64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @rank() {
    // expected-error @+1 {{'tilegpu.layout': an mma layout holds rank-2 or rank-3 tiles, not rank 1}}
    %a = constant <f32: 1.0> {tilegpu.layout = #tilegpu.mma<1, 1>} : tile<64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @notalayout() {
    // expected-error @+1 {{'tilegpu.layout': expected a layout (#tilegpu.blocked, #tilegpu.mma, #tilegpu.slice, #tilegpu.coalesced or #tilegpu.wgmma_lhs)}}
    %a = constant <f32: 1.0> {tilegpu.layout = 3 : i32} : tile<64x64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @count(%n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    // expected-error @+1 {{'tilegpu.layouts' needs a tile.for, tile.if, tile.reduce or tilegpu.wgmma_wait and one layout per result}}
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %c0) -> (tile<i32>) {
      continue %s : tile<i32>
    } attributes {tilegpu.layouts = []}
    return
  }
}

// -----

tile.module @m {
  tile.entry @unknown() {
    // expected-error @+1 {{unknown tilegpu attribute 'tilegpu.colour'}}
    %a = constant <f32: 1.0> {tilegpu.colour = 1 : i32} : tile<64x64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @convert() {
    %a = constant <f32: 1.0> : tile<32x64xf32>
    // expected-error @+1 {{'tilegpu.convert_layout' op an mma layout over 4x1 warps needs rows a multiple of 64 and columns a multiple of 8, not 32x64}}
    %b = tilegpu.convert_layout %a : !tile.tile<32x64xf32> from #tilegpu.blocked to #tilegpu.mma<4, 1>
    return
  }
}

// -----

tile.module @m {
  tile.entry @slice_parent() {
    // expected-error @+1 {{a slice layout needs a parent of rank 2 or more with power-of-two sizes}}
    %a = constant <f32: 1.0> {tilegpu.layout = #tilegpu.slice<[64]>} : tile<64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @slice_shape() {
    // expected-error @+1 {{'tilegpu.layout': a slice of a [64, 32] tile holds its shape without the last dimension or with it as 1}}
    %a = constant <f32: 1.0> {tilegpu.layout = #tilegpu.slice<[64, 32]>} : tile<32xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @vector_on_compute() {
    // expected-error @+1 {{'tilegpu.vector' needs a view load or store and a power-of-two element count}}
    %a = constant <f32: 1.0> {tilegpu.vector = 4 : i64} : tile<64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @vector_width(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(64), tensor_view<256xf32, strides=[1]>>
    // expected-error @+1 {{'tilegpu.vector' needs a view load or store and a power-of-two element count}}
    %a, %k = load_view_tko weak %v[%i] {tilegpu.vector = 3 : i64} : partition_view<tile=(64), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    return
  }
}

// -----

tile.module @m {
  tile.entry @edge_lanes_alone(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %t = make_tensor_view %p, shape = [256], strides = [1] : tensor_view<256xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(64), tensor_view<256xf32, strides=[1]>>
    // expected-error @+1 {{'tilegpu.edge_lanes' needs a unit value and 'tilegpu.vector' on the same op}}
    %a, %k = load_view_tko weak %v[%i] {tilegpu.edge_lanes} : partition_view<tile=(64), tensor_view<256xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    return
  }
}

// -----

tile.module @m {
  tile.entry @coalesced_params() {
    // expected-error @+1 {{a coalesced layout needs a power-of-two vector and a power-of-two group of 1 to 32 threads, not 3 and 64}}
    %a = constant <f32: 1.0> {tilegpu.layout = #tilegpu.coalesced<3, 64>} : tile<1x2048xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @coalesced_row() {
    // expected-error @+1 {{'tilegpu.layout': a coalesced layout of 1 threads' vectors of 128 needs rows a multiple of 128 or whole rows in 128 elements}}
    %a = constant <f32: 1.0> {tilegpu.layout = #tilegpu.coalesced<128, 1>} : tile<64x64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @two_tiles() {
    // A load's layout is its tile's, the first result; an op with a second
    // tile result cannot say which it means.
    // expected-error @+1 {{'tilegpu.layout' needs an op whose one tile is its first result}}
    %x, %y, %z = get_tile_block_id {tilegpu.layout = #tilegpu.blocked} : tile<i32>
    return
  }
}

// -----

// expected-error @+1 {{'tilegpu.arch_specific' needs a unit value on a module}}
module attributes {tilegpu.arch_specific = 1 : i64} {
}
