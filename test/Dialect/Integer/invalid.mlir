// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{operand #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = addi %a, %a : tile<f32>
    return
  }
}

// -----

// i4 only exists for exti, trunci, pack and unpack.
tile.module @m {
  entry @k() {
    %a = constant <i4: 1> : tile<4xi4>
    // expected-error @+1 {{operand #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = xori %a, %a : tile<4xi4>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>, %b: tile<i16>) {
    // expected-error @+1 {{requires the same type for all operands and results}}
    %0 = "tile.addi"(%a, %b) : (!tile.tile<i32>, !tile.tile<i16>) -> !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{requires the same type for all operands and results}}
    %0 = "tile.absi"(%a) : (!tile.tile<i32>) -> !tile.tile<i64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{expects rounding zero, negative_inf or positive_inf, but got nearest_even}}
    %0 = divi %a, %a signed rounding<nearest_even> : tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{rounding negative_inf requires signed division}}
    %0 = divi %a, %a unsigned rounding<negative_inf> : tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{overflow may not be no_unsigned_wrap}}
    %0 = negi %a overflow<no_unsigned_wrap> : tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{expects the result to have the operand shape}}
    %0 = cmpi equal %a, %a, signed : tile<4xi32> -> tile<8xi1>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{result #0 must be tile of i1}}
    %0 = cmpi equal %a, %a, signed : tile<i32> -> tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>, %b: tile<i64>) {
    // expected-error @+1 {{requires all operands to have the same type}}
    %0 = "tile.cmpi"(%a, %b) <{comparison_predicate = 0 : i32, signedness = 1 : i32}> : (!tile.tile<i32>, !tile.tile<i64>) -> !tile.tile<i1>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f16>) {
    // expected-error @+1 {{operand #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = "tile.cmpi"(%a, %a) <{comparison_predicate = 0 : i32, signedness = 1 : i32}> : (!tile.tile<f16>, !tile.tile<f16>) -> !tile.tile<i1>
    return
  }
}
