// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k(%c: tile<i8>, %a: tile<f32>) {
    // expected-error @+1 {{operand #0 must be tile of i1}}
    %0 = select %c, %a, %a : tile<i8>, tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%c: tile<i1>) {
    %a = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{expects the condition to have the shape of the values}}
    %0 = select %c, %a, %a : tile<i1>, tile<4xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%c: tile<i1>, %a: tile<f32>, %b: tile<f16>) {
    // expected-error @+1 {{all of {val_if_true, val_if_false, result} have same type}}
    %0 = "tile.select"(%c, %a, %b) : (!tile.tile<i1>, !tile.tile<f32>, !tile.tile<f16>) -> !tile.tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %c = constant <i1: true> : tile<2xi1>
    %a = constant <f4E2M1FN: 1.0> : tile<2xf4E2M1FN>
    // expected-error @+1 {{cannot select tiles of 'f4E2M1FN'}}
    %0 = select %c, %a, %a : tile<2xi1>, tile<2xf4E2M1FN>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %c = constant <i1: true> : tile<2xi1>
    %a = constant <i4: 1> : tile<2xi4>
    // expected-error @+1 {{cannot select tiles of 'i4'}}
    %0 = select %c, %a, %a : tile<2xi1>, tile<2xi4>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects elements of equal bit width, but got 'f32' (32 bits) and 'i16' (16 bits)}}
    %0 = bitcast %a : tile<f32> -> tile<i16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{operand #0 must be tile of numbers}}
    %0 = bitcast %p : tile<ptr<f32>> -> tile<i64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i64>) {
    // expected-error @+1 {{result #0 must be tile of numbers}}
    %0 = bitcast %a : tile<i64> -> tile<ptr<f32>>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{requires the same shape for all operands and results}}
    %0 = bitcast %a : tile<4xi32> -> tile<8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{expects a result element wider than the source, but got 'i32' -> 'i32'}}
    %0 = exti %a signed : tile<i32> -> tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{expects a result element wider than the source, but got 'i32' -> 'i8'}}
    %0 = exti %a unsigned : tile<i32> -> tile<i8>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{operand #0 must be tile of i1/i4/i8/i16/i32/i64}}
    %0 = exti %a signed : tile<f16> -> tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i16>) {
    // expected-error @+1 {{expects a result element narrower than the source, but got 'i16' -> 'i16'}}
    %0 = trunci %a : tile<i16> -> tile<i16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i16>) {
    // expected-error @+1 {{expects a result element narrower than the source, but got 'i16' -> 'i64'}}
    %0 = trunci %a overflow<no_wrap> : tile<i16> -> tile<i64>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{requires the same shape for all operands and results}}
    %0 = trunci %a : tile<4xi32> -> tile<2xi8>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects different source and result element types, but both are 'f32'}}
    %0 = ftof %a : tile<f32> -> tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects rounding nearest_even, zero, negative_inf, positive_inf or nearest_away, but got approx}}
    %0 = ftof %a rounding<approx> : tile<f32> -> tile<f16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects rounding nearest_even, zero, negative_inf, positive_inf or nearest_away, but got nearest_int_to_zero}}
    %0 = ftof %a rounding<nearest_int_to_zero> : tile<f32> -> tile<bf16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{conversion to f8E8M0FNU expects rounding zero or positive_inf, but got nearest_away}}
    %0 = ftof %a rounding<nearest_away> : tile<f32> -> tile<f8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{conversion to f8E8M0FNU expects rounding zero or positive_inf, but got nearest_even}}
    %0 = ftof %a : tile<f32> -> tile<f8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{conversion to f8E8M0FNU expects rounding zero or positive_inf, but got negative_inf}}
    %0 = ftof %a rounding<negative_inf> : tile<f32> -> tile<f8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{operand #0 must be tile of any float type}}
    %0 = ftof %a : tile<i32> -> tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects rounding nearest_int_to_zero, but got zero}}
    %0 = ftoi %a signed rounding<zero> : tile<f32> -> tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects rounding nearest_int_to_zero, but got nearest_even}}
    %0 = ftoi %a unsigned rounding<nearest_even> saturating : tile<f32> -> tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{result #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = ftoi %a signed : tile<f32> -> tile<f16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{expects rounding nearest_even, but got zero}}
    %0 = itof %a signed rounding<zero> : tile<i32> -> tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{cannot convert integers to 'f8E8M0FNU'}}
    %0 = itof %a unsigned : tile<i32> -> tile<f8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{result #0 must be tile of any float type}}
    %0 = itof %a signed : tile<i32> -> tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{operand #0 must be tile of i64}}
    %0 = int_to_ptr %a : tile<i32> -> tile<ptr<f32>>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i64>) {
    // expected-error @+1 {{result #0 must be tile of pointers}}
    %0 = int_to_ptr %a : tile<i64> -> tile<i64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{result #0 must be tile of i64}}
    %0 = ptr_to_int %p : tile<ptr<f32>> -> tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i64>) {
    // expected-error @+1 {{operand #0 must be tile of pointers}}
    %0 = ptr_to_ptr %a : tile<i64> -> tile<ptr<f32>>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{requires the same shape for all operands and results}}
    %0 = "tile.ptr_to_ptr"(%p) : (!tile.tile<ptr<f32>>) -> !tile.tile<2xptr<f16>>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<2x4xf16>
    // expected-error @+1 {{expects rank-1 source and result tiles, but got 2-d source and 1-d result}}
    %0 = pack %a : tile<2x4xf16> -> tile<16xi8>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<4xf16>
    // expected-error @+1 {{expects the result to hold i8 elements, but got 'i16'}}
    %0 = pack %a : tile<4xf16> -> tile<4xi16>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<4xf8E4M3FN>
    // expected-error @+1 {{expects the source to hold elements other than 8-bit ones, but got 'f8E4M3FN'}}
    %0 = pack %a : tile<4xf8E4M3FN> -> tile<4xi8>
    return
  }
}

// -----

// i1 is stored as a byte.
tile.module @m {
  entry @k() {
    %a = constant <i1: true> : tile<4xi1>
    // expected-error @+1 {{expects the source to hold elements other than 8-bit ones, but got 'i1'}}
    %0 = pack %a : tile<4xi1> -> tile<4xi8>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<4xf16>
    // expected-error @+1 {{expects the source to hold as many bits as the result (128), but it holds 64}}
    %0 = pack %a : tile<4xf16> -> tile<16xi8>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <i16: 1> : tile<8xi16>
    // expected-error @+1 {{expects the source to hold i8 elements, but got 'i16'}}
    %0 = unpack %a : tile<8xi16> -> tile<4xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<8xi8>
    // expected-error @+1 {{expects the result to hold elements other than 8-bit ones, but got 'f8E5M2'}}
    %0 = unpack %a : tile<8xi8> -> tile<8xf8E5M2>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <i8: 1> : tile<8xi8>
    // expected-error @+1 {{expects the result to hold as many bits as the source (64), but it holds 128}}
    %0 = unpack %a : tile<8xi8> -> tile<4xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i8>) {
    // expected-error @+1 {{expects rank-1 source and result tiles, but got 0-d result and 0-d source}}
    %0 = unpack %a : tile<i8> -> tile<f16>
    return
  }
}
