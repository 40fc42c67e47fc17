// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{operand #0 must be tile of f16/bf16/f32/f64}}
    %0 = addf %a, %a : tile<i32>
    return
  }
}

// -----

// tf32 and the 8-bit floats are storage/mma types, not arithmetic ones.
tile.module @m {
  entry @k() {
    %a = constant <f8E4M3FN: 1.0> : tile<4xf8E4M3FN>
    // expected-error @+1 {{operand #0 must be tile of f16/bf16/f32/f64}}
    %0 = negf %a : tile<4xf8E4M3FN>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>, %b: tile<f16>) {
    // expected-error @+1 {{requires the same type for all operands and results}}
    %0 = "tile.mulf"(%a, %b) : (!tile.tile<f32>, !tile.tile<f16>) -> !tile.tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{requires the same type for all operands and results}}
    %0 = "tile.fma"(%a, %a, %a) : (!tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>) -> !tile.tile<f64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects rounding nearest_even, zero, negative_inf or positive_inf, but got approx}}
    %0 = addf %a, %a rounding<approx> : tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects rounding nearest_even, zero, negative_inf or positive_inf, but got full}}
    %0 = subf %a, %a rounding<full> : tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects rounding nearest_even, zero, negative_inf or positive_inf, but got nearest_int_to_zero}}
    %0 = mulf %a, %a rounding<nearest_int_to_zero> : tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{expects rounding nearest_even, zero, negative_inf or positive_inf, but got approx}}
    %0 = fma %a, %a, %a rounding<approx> : tile<f64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects rounding nearest_even, zero, negative_inf, positive_inf, approx or full, but got nearest_int_to_zero}}
    %0 = divf %a, %a rounding<nearest_int_to_zero> : tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{rounding approx requires f32 elements, but got '!tile.tile<f16>'}}
    %0 = divf %a, %a rounding<approx> : tile<f16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{rounding full requires f32 elements}}
    %0 = divf %a, %a rounding<full> : tile<f64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{flush_to_zero requires f32 elements, but got '!tile.tile<f16>'}}
    %0 = addf %a, %a flush_to_zero : tile<f16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{flush_to_zero requires f32 elements}}
    %0 = mulf %a, %a flush_to_zero : tile<f16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{flush_to_zero requires f32 elements}}
    %0 = fma %a, %a, %a flush_to_zero : tile<f64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<bf16>) {
    // expected-error @+1 {{flush_to_zero requires f32 elements}}
    %0 = divf %a, %a flush_to_zero : tile<bf16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{flush_to_zero requires f32 elements}}
    %0 = maxf %a, %a flush_to_zero : tile<f64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{flush_to_zero requires f32 elements}}
    %0 = minf %a, %a propagate_nan flush_to_zero : tile<f16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{flush_to_zero requires f32 elements}}
    %0 = "tile.subf"(%a, %a) <{flush_to_zero}> : (!tile.tile<f64>, !tile.tile<f64>) -> !tile.tile<f64>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<4xf32>
    %n = constant <i32: 1> : tile<8xi32>
    // expected-error @+1 {{expects the exponent to have the shape of the source}}
    %0 = fpowi %x, %n : tile<4xf32>, tile<8xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%x: tile<f32>) {
    // expected-error @+1 {{operand #1 must be tile of i1/i8/i16/i32/i64}}
    %0 = fpowi %x, %x : tile<f32>, tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%x: tile<f32>, %n: tile<i32>) {
    // expected-error @+1 {{all of {source, result} have same type}}
    %0 = "tile.fpowi"(%x, %n) : (!tile.tile<f32>, !tile.tile<i32>) -> !tile.tile<f16>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<4xf32>
    // expected-error @+1 {{expects the result to have the operand shape}}
    %0 = cmpf equal ordered %a, %a : tile<4xf32> -> tile<2xi1>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{result #0 must be tile of i1}}
    %0 = cmpf equal ordered %a, %a : tile<f32> -> tile<i8>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>, %b: tile<f64>) {
    // expected-error @+1 {{requires all operands to have the same type}}
    %0 = "tile.cmpf"(%a, %b) <{comparison_predicate = 0 : i32, comparison_ordering = 1 : i32}> : (!tile.tile<f32>, !tile.tile<f64>) -> !tile.tile<i1>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{operand #0 must be tile of f16/bf16/f32/f64}}
    %0 = cmpf equal ordered %a, %a : tile<i32> -> tile<i1>
    return
  }
}
