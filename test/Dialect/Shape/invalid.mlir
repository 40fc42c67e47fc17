// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<2x2xf32>
    // expected-error @+1 {{expected source and result element types to match, got 'f32' and 'i32'}}
    %r = reshape %t : tile<2x2xf32> -> tile<4xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<2x2xf32>
    // expected-error @+1 {{expected the same number of elements, got 4 and 8}}
    %r = reshape %t : tile<2x2xf32> -> tile<8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<1x4xf32>
    // expected-error @+1 {{expected source and result element types to match, got 'f32' and 'f16'}}
    %b = broadcast %t : tile<1x4xf32> -> tile<4x4xf16>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{expected source rank (1) to equal result rank (2)}}
    %b = broadcast %t : tile<4xf32> -> tile<4x4xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<2x4xf32>
    // expected-error @+1 {{expected source dimension 0 (2) to be 1 or equal to result dimension 0 (8)}}
    %b = broadcast %t : tile<2x4xf32> -> tile<8x4xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<8xf32>
    // expected-error @+1 {{expected a source of rank at least 2, got rank 1}}
    %p = permute %t [0] : tile<8xf32> -> tile<8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @+1 {{expected a permutation of 2 dimensions, got 3 entries}}
    %p = permute %t [1, 0, 2] : tile<4x8xf32> -> tile<8x4xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @+1 {{expected permutation to hold each of 0..1 exactly once}}
    %p = permute %t [1, 1] : tile<4x8xf32> -> tile<8x8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @+1 {{expected permutation to hold each of 0..1 exactly once}}
    %p = permute %t [2, 0] : tile<4x8xf32> -> tile<8x4xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @+1 {{expected result dimension 0 (4) to equal source dimension 1 (8)}}
    %p = permute %t [1, 0] : tile<4x8xf32> -> tile<4x8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @+1 {{expected result rank (1) to equal source rank (2)}}
    %p = permute %t [1, 0] : tile<4x8xf32> -> tile<32xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @+1 {{expected source and result element types to match, got 'f32' and 'i32'}}
    %p = permute %t [1, 0] : tile<4x8xf32> -> tile<8x4xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    %t = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @+1 {{expected one index per dimension (2), got 1}}
    %e = extract %t[%i] : tile<4x8xf32> -> tile<2x4xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    %t = constant <f32: 1.0> : tile<8x4xf32>
    // expected-error @+1 {{expected result dimension 1 (8) to divide source dimension 1 (4)}}
    %e = extract %t[%i, %i] : tile<8x4xf32> -> tile<4x8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    %t = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @+1 {{expected result and source to have the same element type, got 'i32' and 'f32'}}
    %e = extract %t[%i, %i] : tile<4x8xf32> -> tile<2x4xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    %t = constant <f32: 1.0> : tile<8xf32>
    // expected-error @+1 {{expected result rank (2) to equal source rank (1)}}
    %e = extract %t[%i] : tile<8xf32> -> tile<2x1xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i64>) {
    %t = constant <f32: 1.0> : tile<8xf32>
    // expected-error @+1 {{operand #1 must be variadic of rank-0 tile of i32}}
    %e = "tile.extract"(%t, %i) : (!tile.tile<8xf32>, !tile.tile<i64>) -> !tile.tile<2xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    %s = constant <f32: 1.0> : tile<2x4xf32>
    %d = constant <f32: 0.0> : tile<4x8xf32>
    // expected-error @+1 {{expected one index per dimension (2), got 3}}
    %r = insert %s into %d[%i, %i, %i] : tile<2x4xf32> -> tile<4x8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    %s = constant <f32: 1.0> : tile<8x4xf32>
    %d = constant <f32: 0.0> : tile<4x8xf32>
    // expected-error @+1 {{expected source dimension 0 (8) to divide destination dimension 0 (4)}}
    %r = insert %s into %d[%i, %i] : tile<8x4xf32> -> tile<4x8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    %s = constant <f16: 1.0> : tile<2x4xf16>
    %d = constant <f32: 0.0> : tile<4x8xf32>
    // expected-error @+1 {{expected source and destination to have the same element type, got 'f16' and 'f32'}}
    %r = insert %s into %d[%i, %i] : tile<2x4xf16> -> tile<4x8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    %s = constant <f32: 1.0> : tile<8xf32>
    %d = constant <f32: 0.0> : tile<4x8xf32>
    // expected-error @+1 {{expected source rank (1) to equal destination rank (2)}}
    %r = insert %s into %d[%i, %i] : tile<8xf32> -> tile<4x8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    %s = constant <f32: 1.0> : tile<2x4xf32>
    %d = constant <f32: 0.0> : tile<4x8xf32>
    // expected-error @+1 {{all of {destination, result} have same type}}
    %r = "tile.insert"(%s, %d, %i, %i) : (!tile.tile<2x4xf32>, !tile.tile<4x8xf32>, !tile.tile<i32>, !tile.tile<i32>) -> !tile.tile<2x4xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @+1 {{expected dim (2) to be in [0, 2)}}
    %c = cat %a, %a dim = 2 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x16xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4x8xf32>
    %b = constant <f32: 1.0> : tile<4x4xf32>
    // expected-error @+1 {{expected dimension 1 to be equal in lhs, rhs and result, got 8, 4 and 8}}
    %c = cat %a, %b dim = 0 : tile<4x8xf32>, tile<4x4xf32> -> tile<8x8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4x8xf32>
    // expected-error @+1 {{expected result dimension 1 (32) to be the sum of the operand dimensions (8 + 8)}}
    %c = cat %a, %a dim = 1 : tile<4x8xf32>, tile<4x8xf32> -> tile<4x32xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4x8xf32>
    %b = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{expected lhs, rhs and result to have the same rank, got 2, 1 and 2}}
    %c = cat %a, %b dim = 0 : tile<4x8xf32>, tile<4xf32> -> tile<8x8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4x8xf32>
    %b = constant <i32: 1> : tile<4x8xi32>
    // expected-error @+1 {{expected lhs, rhs and result to have the same element type}}
    %c = cat %a, %b dim = 0 : tile<4x8xf32>, tile<4x8xi32> -> tile<8x8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %o = constant <i32: 1> : tile<8xi32>
    // expected-error @+1 {{expected pointer and offset tiles of the same shape, got '!tile.tile<ptr<f32>>' and '!tile.tile<8xi32>'}}
    %q = offset %p, %o : tile<ptr<f32>>, tile<8xi32> -> tile<ptr<f32>>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{operand #0 must be tile of pointers}}
    %q = offset %i, %i : tile<i32>, tile<i32> -> tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %f: tile<f32>) {
    // expected-error @+1 {{operand #1 must be tile of i1/i8/i16/i32/i64}}
    %q = offset %p, %f : tile<ptr<f32>>, tile<f32> -> tile<ptr<f32>>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>) {
    // expected-error @+1 {{all of {ptr, result} have same type}}
    %q = "tile.offset"(%p, %i) : (!tile.tile<ptr<f32>>, !tile.tile<i32>) -> !tile.tile<ptr<f16>>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{expected a 1-D result, got rank 2}}
    %i = iota : tile<4x4xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{expected at most 256 elements for element type 'i8', got 512}}
    %i = iota : tile<512xi8>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{result #0 must be tile of i1/i8/i16/i32/i64}}
    %i = iota : tile<8xf32>
    return
  }
}
