// RUN: tile-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @fold_arith
  entry @fold_arith() {
    %a = constant <f32: 1.5> : tile<4xf32>
    %b = constant <f32: 2.5> : tile<4xf32>
    %c = constant <f32: 3.0> : tile<4xf32>
    %d = constant <f32: 4.0> : tile<4xf32>
    // CHECK-DAG: %[[SUM:.*]] = constant <f32: 4.000000e+00> : tile<4xf32>
    // CHECK-DAG: %[[DIFF:.*]] = constant <f32: -1.000000e+00> : tile<4xf32>
    // CHECK-DAG: %[[PROD:.*]] = constant <f32: 3.750000e+00> : tile<4xf32>
    // CHECK-DAG: %[[QUOT:.*]] = constant <f32: 7.500000e-01> : tile<4xf32>
    // CHECK-DAG: %[[FMA:.*]] = constant <f32: 5.250000e+00> : tile<4xf32>
    %0 = addf %a, %b : tile<4xf32>
    %1 = subf %a, %b : tile<4xf32>
    %2 = mulf %a, %b : tile<4xf32>
    %3 = divf %c, %d : tile<4xf32>
    %4 = fma %a, %b, %a : tile<4xf32>
    // CHECK-NOT: {{addf|subf|mulf|divf|fma}}
    // CHECK: "test.use"(%[[SUM]], %[[DIFF]], %[[PROD]], %[[QUOT]], %[[FMA]])
    "test.use"(%0, %1, %2, %3, %4) : (!tile.tile<4xf32>, !tile.tile<4xf32>, !tile.tile<4xf32>, !tile.tile<4xf32>, !tile.tile<4xf32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // Only nearest-even ops without flush_to_zero are folded: the others
  // round or flush differently from the host.
  // CHECK-LABEL: entry @no_fold_rounding
  entry @no_fold_rounding() {
    %a = constant <f32: 1.0> : tile<f32>
    %b = constant <f32: 3.0> : tile<f32>
    // CHECK: addf {{.*}} rounding<zero>
    %0 = addf %a, %b rounding<zero> : tile<f32>
    // CHECK: mulf {{.*}} flush_to_zero
    %1 = mulf %a, %b flush_to_zero : tile<f32>
    // CHECK: divf {{.*}} rounding<approx>
    %2 = divf %a, %b rounding<approx> : tile<f32>
    // CHECK: fma {{.*}} rounding<negative_inf>
    %3 = fma %a, %b, %a rounding<negative_inf> : tile<f32>
    // CHECK: maxf {{.*}} flush_to_zero
    %4 = maxf %a, %b flush_to_zero : tile<f32>
    // Not exactly computable on the host: left alone.
    // CHECK: remf
    %5 = remf %a, %b : tile<f32>
    // CHECK: pow
    %6 = pow %a, %b : tile<f32>
    "test.use"(%0, %1, %2, %3, %4, %5, %6) : (!tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // f16 folds in f16: 1.5 + 2^-11 rounds to even (1.5), 1.5 + 3*2^-11 up.
  // CHECK-LABEL: entry @fold_f16
  entry @fold_f16() {
    %a = constant <f16: 1.5> : tile<f16>
    %b = constant <f16: 4.8828125e-04> : tile<f16>
    %c = constant <f16: 1.46484375e-03> : tile<f16>
    // CHECK-DAG: %[[A:.*]] = constant <f16: 1.500000e+00> : tile<f16>
    // CHECK-DAG: %[[UP:.*]] = constant <f16: 1.501953e+00> : tile<f16>
    %0 = addf %a, %b : tile<f16>
    %1 = addf %a, %c : tile<f16>
    // CHECK: "test.use"(%[[A]], %[[UP]])
    "test.use"(%0, %1) : (!tile.tile<f16>, !tile.tile<f16>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @fold_minmax
  entry @fold_minmax() {
    %nan = constant <f32: 0x7FC00000> : tile<f32>
    %one = constant <f32: 1.0> : tile<f32>
    %pz = constant <f32: 0.0> : tile<f32>
    %nz = constant <f32: -0.0> : tile<f32>
    // CHECK-DAG: %[[NAN:.*]] = constant <f32: 0x7FC00000> : tile<f32>
    // CHECK-DAG: %[[ONE:.*]] = constant <f32: 1.000000e+00> : tile<f32>
    // CHECK-DAG: %[[PZ:.*]] = constant <f32: 0.000000e+00> : tile<f32>
    // CHECK-DAG: %[[NZ:.*]] = constant <f32: -0.000000e+00> : tile<f32>
    // maximumNumber ignores a NaN; with propagate_nan it wins.
    %0 = maxf %nan, %one : tile<f32>
    %1 = maxf %nan, %one propagate_nan : tile<f32>
    %2 = minf %one, %nan : tile<f32>
    // -0 < +0.
    %3 = maxf %nz, %pz : tile<f32>
    %4 = minf %pz, %nz : tile<f32>
    // CHECK: "test.use"(%[[ONE]], %[[NAN]], %[[ONE]], %[[PZ]], %[[NZ]])
    "test.use"(%0, %1, %2, %3, %4) : (!tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @fold_unary
  entry @fold_unary() {
    %a = constant <f64: [-1.5, 2.25]> : tile<2xf64>
    // CHECK-DAG: %[[ABS:.*]] = constant <f64: [1.500000e+00, 2.250000e+00]> : tile<2xf64>
    // CHECK-DAG: %[[NEG:.*]] = constant <f64: [1.500000e+00, -2.250000e+00]> : tile<2xf64>
    // CHECK-DAG: %[[FLOOR:.*]] = constant <f64: [-2.000000e+00, 2.000000e+00]> : tile<2xf64>
    // CHECK-DAG: %[[CEIL:.*]] = constant <f64: [-1.000000e+00, 3.000000e+00]> : tile<2xf64>
    %0 = absf %a : tile<2xf64>
    %1 = negf %a : tile<2xf64>
    %2 = floor %a : tile<2xf64>
    %3 = ceil %a : tile<2xf64>
    // CHECK: "test.use"(%[[ABS]], %[[NEG]], %[[FLOOR]], %[[CEIL]])
    "test.use"(%0, %1, %2, %3) : (!tile.tile<2xf64>, !tile.tile<2xf64>, !tile.tile<2xf64>, !tile.tile<2xf64>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @fold_cmpf
  entry @fold_cmpf() {
    %nan = constant <f32: 0x7FC00000> : tile<f32>
    %one = constant <f32: 1.0> : tile<f32>
    %two = constant <f32: 2.0> : tile<f32>
    // CHECK-DAG: %[[T:.*]] = constant <i1: true> : tile<i1>
    // CHECK-DAG: %[[F:.*]] = constant <i1: false> : tile<i1>
    %0 = cmpf less_than ordered %one, %two : tile<f32> -> tile<i1>
    %1 = cmpf greater_than unordered %one, %two : tile<f32> -> tile<i1>
    // NaN: ordered predicates are false, unordered ones true.
    %2 = cmpf equal ordered %nan, %one : tile<f32> -> tile<i1>
    %3 = cmpf equal unordered %nan, %one : tile<f32> -> tile<i1>
    %4 = cmpf not_equal ordered %nan, %one : tile<f32> -> tile<i1>
    // CHECK: "test.use"(%[[T]], %[[F]], %[[F]], %[[T]], %[[F]])
    "test.use"(%0, %1, %2, %3, %4) : (!tile.tile<i1>, !tile.tile<i1>, !tile.tile<i1>, !tile.tile<i1>, !tile.tile<i1>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @identities
  // CHECK-SAME: (%[[X:.*]]: tile<f32>)
  entry @identities(%x: tile<f32>) {
    %one = constant <f32: 1.0> : tile<f32>
    %pz = constant <f32: 0.0> : tile<f32>
    %nz = constant <f32: -0.0> : tile<f32>
    %0 = mulf %x, %one : tile<f32>
    %1 = mulf %one, %x : tile<f32>
    %2 = addf %x, %nz : tile<f32>
    %3 = subf %x, %pz : tile<f32>
    %4 = divf %x, %one : tile<f32>
    %n = negf %x : tile<f32>
    %5 = negf %n : tile<f32>
    %6 = maxf %x, %x : tile<f32>
    // CHECK: "test.use"(%[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]])
    "test.use"(%0, %1, %2, %3, %4, %5, %6) : (!tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // x + 0.0 is not x when x is -0.0, and flushing changes x * 1.0.
  // CHECK-LABEL: entry @not_identities
  entry @not_identities(%x: tile<f32>) {
    %one = constant <f32: 1.0> : tile<f32>
    %pz = constant <f32: 0.0> : tile<f32>
    // CHECK: addf
    %0 = addf %x, %pz : tile<f32>
    // CHECK: mulf {{.*}} flush_to_zero
    %1 = mulf %x, %one flush_to_zero : tile<f32>
    "test.use"(%0, %1) : (!tile.tile<f32>, !tile.tile<f32>) -> ()
    return
  }
}
