// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k() {
    // expected-error @+1 {{ragged literal: a list has 1 elements where its siblings have 2}}
    %b = constant <i32: [[0, 1], [2]]> : tile<2x2xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{literal of shape [4] does not match the tile shape [2, 2]}}
    %b = constant <i32: [0, 1, 2, 3]> : tile<2x2xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{expected a tile type, got '!tile.token'}}
    %b = constant <i32: 0> : token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{literal element type must be a number type}}
    %b = constant <ptr<f32>: 0> : tile<ptr<f32>>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{value shape differs from the tile shape}}
    %b = "tile.constant"() {value = dense<0> : tensor<4xi32>} : () -> !tile.tile<2xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{value element type 'i64' differs from the tile's 'i32'}}
    %b = "tile.constant"() {value = dense<0> : tensor<2xi64>} : () -> !tile.tile<2xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{literal nests deeper than 64 levels}}
    %b = constant <i32: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[0]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]> : tile<i32>
    return
  }
}
