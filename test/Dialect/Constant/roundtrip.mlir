// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @constants
  entry @constants() {
    // CHECK: constant <f32: 0.000000e+00> : tile<128x128xf32>
    %a = constant <f32: 0.0> : tile<128x128xf32>
    // CHECK: constant <i32: {{\[}}[0, 1], [2, 3]]> : tile<2x2xi32>
    %b = constant <i32: [[0, 1], [2, 3]]> : tile<2x2xi32>
    // CHECK: constant <i1: [true, false, true, false]> : tile<4xi1>
    %c = constant <i1: [true, false, true, false]> : tile<4xi1>
    // CHECK: constant <f32: -1.500000e+00> : tile<4xf32>
    %d = constant <f32: -1.5> : tile<4xf32>
    // Values %e cannot carry exactly print as their bits.
    // CHECK: constant <f32: 0x7F800000> : tile<f32>
    %e = constant <f32: 0x7F800000> : tile<f32>
    // CHECK: constant <f32: 1.000000e-01> : tile<f32>
    %f = constant <f32: 0.1> : tile<f32>
    // CHECK: constant <f64: 0x3FBF9ADD3739635F> : tile<f64>
    %g = constant <f64: 0.123456789> : tile<f64>
    // CHECK: constant <f16: 6.550400e+04> : tile<2xf16>
    %h = constant <f16: 65504.0> : tile<2xf16>
    // CHECK: constant <bf16: 1.000000e+00> : tile<2xbf16>
    %i = constant <bf16: 1.0> : tile<2xbf16>
    // CHECK: constant <tf32: 1.500000e+00> : tile<2xtf32>
    %j = constant <tf32: 1.5> : tile<2xtf32>
    // CHECK: constant <f8E4M3FN: 4.480000e+02> : tile<2xf8E4M3FN>
    %k = constant <f8E4M3FN: 448.0> : tile<2xf8E4M3FN>
    // CHECK: constant <i64: -9223372036854775808> : tile<i64>
    %l = constant <i64: -9223372036854775808> : tile<i64>
    // CHECK: constant <i8: -1> : tile<i8>
    %m = constant <i8: 255> : tile<i8>
    return
  }
}
