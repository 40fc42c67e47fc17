// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{operand #0 must be tile of f16/bf16/f32/f64}}
    %0 = sin %a : tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <tf32: 1.0> : tile<4xtf32>
    // expected-error @+1 {{operand #0 must be tile of f16/bf16/f32/f64}}
    %0 = exp %a : tile<4xtf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{requires the same type for all operands and results}}
    %0 = "tile.log"(%a) : (!tile.tile<f32>) -> !tile.tile<f16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects rounding full or approx, but got nearest_even}}
    %0 = exp %a rounding<nearest_even> : tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{rounding approx requires f32 elements, but got '!tile.tile<f16>'}}
    %0 = exp %a rounding<approx> : tile<f16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects rounding full or approx, but got zero}}
    %0 = tanh %a rounding<zero> : tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{rounding approx requires f32 elements, but got '!tile.tile<f64>'}}
    %0 = tanh %a rounding<approx> : tile<f64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{expects rounding nearest_even, zero, negative_inf, positive_inf or approx, but got full}}
    %0 = sqrt %a rounding<full> : tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<bf16>) {
    // expected-error @+1 {{rounding approx requires f32 elements, but got '!tile.tile<bf16>'}}
    %0 = sqrt %a rounding<approx> : tile<bf16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{flush_to_zero requires f32 elements, but got '!tile.tile<f64>'}}
    %0 = sqrt %a flush_to_zero : tile<f64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{flush_to_zero requires f32 elements}}
    %0 = rsqrt %a flush_to_zero : tile<f16>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f64>) {
    // expected-error @+1 {{flush_to_zero requires f32 elements}}
    %0 = exp2 %a flush_to_zero : tile<f64>
    return
  }
}
