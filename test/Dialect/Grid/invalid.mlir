// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k() {
    // expected-error @+1 {{result #0 must be rank-0 tile of i32}}
    %x, %y, %z = get_tile_block_id : tile<i64>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{result #2 must be rank-0 tile of i32}}
    %x, %y, %z = "tile.get_num_tile_blocks"() : () -> (!tile.tile<i32>, !tile.tile<i32>, !tile.tile<4xi32>)
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{expected 3 results}}
    %x, %y = "tile.get_tile_block_id"() : () -> (!tile.tile<i32>, !tile.tile<i32>)
    return
  }
}
