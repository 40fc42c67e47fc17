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
  // expected-error @+1 {{hint 'latency' for sm_90 does not apply to a kernel}}
  tile.entry @k() optimization_hints=<sm_90 = {latency = 3}> {
    tile.return
  }
}

// -----

tile.module @m {
  // expected-error @+1 {{unknown architecture 'sm_70'}}
  tile.entry @k() optimization_hints=<sm_70 = {occupancy = 2}> {
    tile.return
  }
}

// -----

tile.module @m {
  // expected-error @+1 {{hint 'occupancy' for sm_90 must be in [1, 32], got 33}}
  tile.entry @k() optimization_hints=<sm_90 = {occupancy = 33}> {
    tile.return
  }
}

// -----

tile.module @m {
  // expected-error @+1 {{hint 'num_cta_in_cga' must be 1 on sm_80}}
  tile.entry @k() optimization_hints=<sm_80 = {num_cta_in_cga = 2}> {
    tile.return
  }
}

// -----

tile.module @m {
  // expected-error @+1 {{hint 'num_worker_warps_per_cta' for sm_90 must be a power of two in [1, 32], got 6}}
  tile.entry @k() optimization_hints=<sm_90 = {num_worker_warps_per_cta = 6}> {
    tile.return
  }
}

// -----

tile.module @m {
  // expected-error @+1 {{unknown optimization hint 'warps'}}
  tile.entry @k() optimization_hints=<sm_90 = {warps = 6}> {
    tile.return
  }
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
