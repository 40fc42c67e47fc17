// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<4x8xf16>
    %b = constant <bf16: 1.0> : tile<8x16xbf16>
    %c = constant <f32: 1.0> : tile<4x16xf32>
    // expected-error @+1 {{expected lhs and rhs of the same element type, got 'f16' and 'bf16'}}
    %r = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x16xbf16>, tile<4x16xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f4E2M1FN: 1.0> : tile<4x8xf4E2M1FN>
    %b = constant <f4E2M1FN: 1.0> : tile<8x16xf4E2M1FN>
    %c = constant <f32: 1.0> : tile<4x16xf32>
    // expected-error @+1 {{does not take f4E2M1FN operands; use mmaf_scaled}}
    %r = mmaf %a, %b, %c : tile<4x8xf4E2M1FN>, tile<8x16xf4E2M1FN>, tile<4x16xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <bf16: 1.0> : tile<4x8xbf16>
    %b = constant <bf16: 1.0> : tile<8x16xbf16>
    %c = constant <f16: 1.0> : tile<4x16xf16>
    // expected-error @+1 {{unsupported element types: 'bf16' operands with an 'f16' accumulator}}
    %r = mmaf %a, %b, %c : tile<4x8xbf16>, tile<8x16xbf16>, tile<4x16xf16>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f64: 1.0> : tile<4x8xf64>
    %b = constant <f64: 1.0> : tile<8x16xf64>
    %c = constant <f32: 1.0> : tile<4x16xf32>
    // expected-error @+1 {{unsupported element types: 'f64' operands with an 'f32' accumulator}}
    %r = mmaf %a, %b, %c : tile<4x8xf64>, tile<8x16xf64>, tile<4x16xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <tf32: 1.0> : tile<4x8xtf32>
    %b = constant <tf32: 1.0> : tile<8x16xtf32>
    %c = constant <f16: 1.0> : tile<4x16xf16>
    // expected-error @+1 {{unsupported element types: 'tf32' operands with an 'f16' accumulator}}
    %r = mmaf %a, %b, %c : tile<4x8xtf32>, tile<8x16xtf32>, tile<4x16xf16>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<8xf32>
    %b = constant <f32: 1.0> : tile<8x16xf32>
    %c = constant <f32: 1.0> : tile<4x16xf32>
    // expected-error @+1 {{expected lhs of rank 2 or 3, got rank 1}}
    %r = mmaf %a, %b, %c : tile<8xf32>, tile<8x16xf32>, tile<4x16xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<2x2x4x8xf32>
    %b = constant <f32: 1.0> : tile<2x2x8x16xf32>
    %c = constant <f32: 1.0> : tile<2x2x4x16xf32>
    // expected-error @+1 {{expected lhs of rank 2 or 3, got rank 4}}
    %r = mmaf %a, %b, %c : tile<2x2x4x8xf32>, tile<2x2x8x16xf32>, tile<2x2x4x16xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4x8xf32>
    %b = constant <f32: 1.0> : tile<2x8x16xf32>
    %c = constant <f32: 1.0> : tile<4x16xf32>
    // expected-error @+1 {{expected lhs, rhs and acc of the same rank, got 2, 3 and 2}}
    %r = mmaf %a, %b, %c : tile<4x8xf32>, tile<2x8x16xf32>, tile<4x16xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<2x4x8xf32>
    %b = constant <f32: 1.0> : tile<2x8x16xf32>
    %c = constant <f32: 1.0> : tile<4x4x16xf32>
    // expected-error @+1 {{expected the same batch size in lhs, rhs and acc, got 2, 2 and 4}}
    %r = mmaf %a, %b, %c : tile<2x4x8xf32>, tile<2x8x16xf32>, tile<4x4x16xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4x16xf32>
    %b = constant <f32: 1.0> : tile<8x16xf32>
    %c = constant <f32: 1.0> : tile<4x16xf32>
    // expected-error @+1 {{expected rhs K dimension (8) to equal lhs K dimension (16)}}
    %r = mmaf %a, %b, %c : tile<4x16xf32>, tile<8x16xf32>, tile<4x16xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<16x8xf32>
    %b = constant <f32: 1.0> : tile<8x16xf32>
    %c = constant <f32: 1.0> : tile<4x16xf32>
    // expected-error @+1 {{expected acc M dimension (4) to equal lhs M dimension (16)}}
    %r = mmaf %a, %b, %c : tile<16x8xf32>, tile<8x16xf32>, tile<4x16xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4x8xf32>
    %b = constant <f32: 1.0> : tile<8x16xf32>
    %c = constant <f32: 1.0> : tile<4x32xf32>
    // expected-error @+1 {{expected acc N dimension (32) to equal rhs N dimension (16)}}
    %r = mmaf %a, %b, %c : tile<4x8xf32>, tile<8x16xf32>, tile<4x32xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<4x8xf16>
    %b = constant <f16: 1.0> : tile<8x16xf16>
    %c = constant <f32: 1.0> : tile<4x16xf32>
    // expected-error @+1 {{all of {acc, result} have same type}}
    %r = "tile.mmaf"(%a, %b, %c) : (!tile.tile<4x8xf16>, !tile.tile<8x16xf16>, !tile.tile<4x16xf32>) -> !tile.tile<4x16xf16>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<4x8xi8>
    %b = constant <i8: 1> : tile<8x16xi8>
    %c = constant <i32: 0> : tile<4x16xi32>
    // expected-error @+1 {{operand #0 must be tile of any float type}}
    %r = mmaf %a, %b, %c : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <i16: 1> : tile<4x8xi16>
    %b = constant <i8: 1> : tile<8x2xi8>
    %c = constant <i32: 0> : tile<4x2xi32>
    // expected-error @+1 {{expected i8 lhs and rhs, got 'i16' and 'i8'}}
    %r = mmai %a, %b, %c signed signed : tile<4x8xi16>, tile<8x2xi8>, tile<4x2xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<4x8xi8>
    %b = constant <i8: 1> : tile<8x2xi8>
    %c = constant <i16: 1> : tile<4x2xi16>
    // expected-error @+1 {{expected an i32 accumulator, got 'i16'}}
    %r = mmai %a, %b, %c signed signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi16>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<4x8xi8>
    %b = constant <i8: 1> : tile<4x2xi8>
    %c = constant <i32: 0> : tile<4x2xi32>
    // expected-error @+1 {{expected rhs K dimension (4) to equal lhs K dimension (8)}}
    %r = mmai %a, %b, %c signed signed : tile<4x8xi8>, tile<4x2xi8>, tile<4x2xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<4x8xi8>
    %b = constant <i8: 1> : tile<8x2xi8>
    %c = constant <i32: 0> : tile<4x2xi32>
    // expected-error @+1 {{all of {acc, result} have same type}}
    %r = "tile.mmai"(%a, %b, %c) <{signedness_lhs = 1 : i32, signedness_rhs = 1 : i32}> : (!tile.tile<4x8xi8>, !tile.tile<8x2xi8>, !tile.tile<4x2xi32>) -> !tile.tile<4x2xi8>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4x8xf32>
    %b = constant <f32: 1.0> : tile<8x2xf32>
    %c = constant <f32: 1.0> : tile<4x2xf32>
    // expected-error @+1 {{operand #0 must be tile of i1/i8/i16/i32/i64}}
    %r = mmai %a, %b, %c signed signed : tile<4x8xf32>, tile<8x2xf32>, tile<4x2xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %b = constant <f8E4M3FN: 1.0> : tile<128x128xf8E4M3FN>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    // expected-error @+1 {{expected lhs and rhs of the same element type, got 'f8E5M2' and 'f8E4M3FN'}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf8E5M2>, tile<128x128xf8E4M3FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<128x128xf16>
    %b = constant <f16: 1.0> : tile<128x128xf16>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    // expected-error @+1 {{expected f8E4M3FN, f8E5M2 or f4E2M1FN operands, got 'f16'}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
    %b = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %e = constant <f8E4M3FN: 1.0> : tile<4x128xf8E4M3FN>
    // expected-error @+1 {{expected lhs_scale and rhs_scale of the same element type, got 'f8E8M0FNU' and 'f8E4M3FN'}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E4M3FN>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f32: 1.0> : tile<128x4xf32>
    %e = constant <f32: 1.0> : tile<4x128xf32>
    // expected-error @+1 {{expected f8E8M0FNU or f8E4M3FN scales, got 'f32'}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>, tile<128x4xf32>, tile<4x128xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E4M3FN: 1.0> : tile<128x4xf8E4M3FN>
    %e = constant <f8E4M3FN: 1.0> : tile<4x128xf8E4M3FN>
    // expected-error @+1 {{expected f4E2M1FN operands with f8E4M3FN scales, got 'f8E5M2'}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>, tile<128x4xf8E4M3FN>, tile<4x128xf8E4M3FN>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %c = constant <f16: 1.0> : tile<128x128xf16>
    %d = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    // expected-error @+1 {{expected an f32 accumulator, got 'f16'}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf16>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %c = constant <f32: 1.0> : tile<64x128xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    // expected-error @+1 {{expected acc M dimension (64) to equal lhs M dimension (128)}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<64x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<1x128x4xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    // expected-error @+1 {{expected lhs_scale and rhs_scale of rank 2, got 3 and 2}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>, tile<1x128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<2x64x64xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<2x64x64xf8E5M2>
    %c = constant <f32: 1.0> : tile<2x64x64xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<4x64x2xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<2x2x64xf8E8M0FNU>
    // expected-error @+1 {{expected the scales' batch size to be 2, got 4 and 2}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<2x64x64xf8E5M2>, tile<2x64x64xf8E5M2>, tile<2x64x64xf32>, tile<4x64x2xf8E8M0FNU>, tile<2x2x64xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<64x4xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    // expected-error @+1 {{expected lhs_scale M dimension (64) to equal lhs M dimension (128)}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>, tile<64x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<4x64xf8E8M0FNU>
    // expected-error @+1 {{expected rhs_scale N dimension (64) to equal rhs N dimension (128)}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<8x128xf8E8M0FNU>
    // expected-error @+1 {{expected the same scale K dimension in lhs_scale (4) and rhs_scale (8)}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<8x128xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<4x64xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<64x4xf8E5M2>
    %c = constant <f32: 1.0> : tile<4x4xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    // expected-error @+1 {{expected scale K dimension (128) to divide K (64)}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<4x64xf8E5M2>, tile<64x4xf8E5M2>, tile<4x4xf32>, tile<4x128xf8E8M0FNU>, tile<128x4xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<128x8xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<8x128xf8E8M0FNU>
    // expected-error @+1 {{expected K / scale K = 32 for f8 operands, got 16}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>, tile<128x8xf8E8M0FNU>, tile<8x128xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
    %b = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E4M3FN: 1.0> : tile<128x4xf8E4M3FN>
    %e = constant <f8E4M3FN: 1.0> : tile<4x128xf8E4M3FN>
    // expected-error @+1 {{expected K / scale K = 16 for f4E2M1FN operands with f8E4M3FN scales, got 32}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x4xf8E4M3FN>, tile<4x128xf8E4M3FN>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
    %b = constant <f4E2M1FN: 1.0> : tile<128x128xf4E2M1FN>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<128x16xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<16x128xf8E8M0FNU>
    // expected-error @+1 {{expected K / scale K = 16 or 32 for f4E2M1FN operands with f8E8M0FNU scales, got 8}}
    %r = mmaf_scaled %a, %b, %c, %d, %e : tile<128x128xf4E2M1FN>, tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x16xf8E8M0FNU>, tile<16x128xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %c = constant <f32: 1.0> : tile<128x128xf32>
    %d = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %e = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    // expected-error @+1 {{all of {acc, result} have same type}}
    %r = "tile.mmaf_scaled"(%a, %b, %c, %d, %e) : (!tile.tile<128x128xf8E5M2>, !tile.tile<128x128xf8E5M2>, !tile.tile<128x128xf32>, !tile.tile<128x4xf8E8M0FNU>, !tile.tile<4x128xf8E8M0FNU>) -> !tile.tile<128x128xf16>
    return
  }
}
