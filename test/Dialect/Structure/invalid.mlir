// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

tile.module @m {
  // expected-error @+1 {{parameter 0 must be a rank-0 tile, a token or a tensor_view}}
  tile.entry @k(%a: tile<4xf32>) {
    tile.return
  }
}

// -----

tile.module @m {
  // expected-error @+1 {{body must end in 'return'}}
  "tile.entry"() ({
  ^bb0:
    "test.terminator"() : () -> ()
  }) {sym_name = "k", function_type = () -> ()} : () -> ()
}

// -----

tile.module @m {
  // expected-error @+1 {{kernels return nothing}}
  "tile.entry"() ({
  ^bb0:
    "tile.return"() : () -> ()
  }) {sym_name = "k", function_type = () -> (!tile.tile<i32>)} : () -> ()
}

// -----

tile.module @m {
  tile.entry @k() {
    %c = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{kernels return no values}}
    "tile.return"(%c) : (!tile.tile<i32>) -> ()
  }
}

// -----

tile.module @m {
  // expected-error @+1 {{cannot appear directly in a tile.module}}
  func.func @f() {
    return
  }
}

// -----

tile.module @m {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  tile.entry @k() {
    // expected-error @+1 {{result points to 'i32' but the global holds 'f32'}}
    %p = get_global @g : tile<ptr<i32>>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k() {
    // expected-error @+1 {{'nope' does not name a tile.global}}
    %p = get_global @nope : tile<ptr<i32>>
    return
  }
}

// -----

tile.module @m {
  // expected-error @+1 {{value must be rank 1}}
  "tile.global"() {sym_name = "g", value = dense<1.0> : tensor<2x2xf32>} : () -> ()
}

// -----

tile.module @m {
  // expected-error @+1 {{alignment must be 0 or a power of two, got 12}}
  global @g alignment = 12 <f32: [1.0, 2.0]> : tile<2xf32>
}

// -----

tile.module @m {
  // expected-error @+1 {{literal of shape [3] does not match the tile shape [2]}}
  global @g <f32: [1.0, 2.0, 3.0]> : tile<2xf32>
}

// -----

tile.module @m {
  // expected-error @+1 {{literal element type 'i32' differs from the tile's 'f32'}}
  global @g <i32: [1, 2]> : tile<2xf32>
}

// -----

tile.module @m {
  // expected-error @+1 {{integer literal does not fit in 'i8'}}
  global @g <i8: [1, 300]> : tile<2xi8>
}
