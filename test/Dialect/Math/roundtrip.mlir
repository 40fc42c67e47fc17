// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @math
  // CHECK-SAME: (%[[X:.*]]: tile<f32>, %[[H:.*]]: tile<f16>, %[[D:.*]]: tile<f64>, %[[B:.*]]: tile<bf16>)
  entry @math(%x: tile<f32>, %h: tile<f16>, %d: tile<f64>, %b: tile<bf16>) {
    // The default (full) is not printed.
    // CHECK: exp %[[X]] : tile<f32>
    %0 = exp %x : tile<f32>
    // CHECK: exp %[[X]] : tile<f32>
    %1 = exp %x rounding<full> : tile<f32>
    // CHECK: exp %[[X]] rounding<approx> : tile<f32>
    %2 = exp %x rounding<approx> : tile<f32>
    // CHECK: exp %[[D]] : tile<f64>
    %3 = exp %d : tile<f64>
    // CHECK: exp2 %[[X]] flush_to_zero : tile<f32>
    %4 = exp2 %x flush_to_zero : tile<f32>
    // CHECK: exp2 %[[H]] : tile<f16>
    %5 = exp2 %h : tile<f16>
    // CHECK: log %[[D]] : tile<f64>
    %6 = log %d : tile<f64>
    // CHECK: log2 %[[B]] : tile<bf16>
    %7 = log2 %b : tile<bf16>
    // CHECK: sqrt %[[X]] : tile<f32>
    %8 = sqrt %x : tile<f32>
    // CHECK: sqrt %[[X]] rounding<approx> flush_to_zero : tile<f32>
    %9 = sqrt %x rounding<approx> flush_to_zero : tile<f32>
    // CHECK: sqrt %[[D]] rounding<negative_inf> : tile<f64>
    %10 = sqrt %d rounding<negative_inf> : tile<f64>
    // CHECK: rsqrt %[[X]] flush_to_zero : tile<f32>
    %11 = rsqrt %x flush_to_zero : tile<f32>
    // CHECK: rsqrt %[[H]] : tile<f16>
    %12 = rsqrt %h : tile<f16>
    // CHECK: sin %[[X]] : tile<f32>
    %13 = sin %x : tile<f32>
    // CHECK: cos %[[H]] : tile<f16>
    %14 = cos %h : tile<f16>
    // CHECK: tan %[[D]] : tile<f64>
    %15 = tan %d : tile<f64>
    // CHECK: sinh %[[B]] : tile<bf16>
    %16 = sinh %b : tile<bf16>
    // CHECK: cosh %[[X]] : tile<f32>
    %17 = cosh %x : tile<f32>
    // CHECK: tanh %[[X]] : tile<f32>
    %18 = tanh %x : tile<f32>
    // CHECK: tanh %[[X]] rounding<approx> : tile<f32>
    %19 = tanh %x rounding<approx> : tile<f32>
    // CHECK: tanh %[[D]] : tile<f64>
    %20 = tanh %d rounding<full> : tile<f64>
    %t = constant <f32: 5.0e-01> : tile<16x64xf32>
    // CHECK: exp %{{.*}} rounding<approx> : tile<16x64xf32>
    %21 = exp %t rounding<approx> : tile<16x64xf32>
    return
  }
}
