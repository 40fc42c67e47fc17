// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @arith
  entry @arith(%s: tile<f32>) {
    // CHECK: %[[A:.*]] = constant <f32: 1.500000e+00> : tile<16x64xf32>
    %a = constant <f32: 1.5> : tile<16x64xf32>
    // CHECK: %[[B:.*]] = constant <f32: 2.500000e+00> : tile<16x64xf32>
    %b = constant <f32: 2.5> : tile<16x64xf32>
    // CHECK: addf %[[A]], %[[B]] rounding<zero> flush_to_zero : tile<16x64xf32>
    %0 = addf %a, %b rounding<zero> flush_to_zero : tile<16x64xf32>
    // The default rounding (nearest_even) is not printed.
    // CHECK: addf %[[A]], %[[B]] : tile<16x64xf32>
    %1 = addf %a, %b rounding<nearest_even> : tile<16x64xf32>
    // CHECK: subf %[[A]], %[[B]] rounding<negative_inf> : tile<16x64xf32>
    %2 = subf %a, %b rounding<negative_inf> : tile<16x64xf32>
    // CHECK: mulf %[[A]], %[[B]] : tile<16x64xf32>
    %3 = mulf %a, %b : tile<16x64xf32>
    // CHECK: mulf %[[A]], %[[B]] flush_to_zero : tile<16x64xf32>
    %4 = mulf %a, %b flush_to_zero : tile<16x64xf32>
    // CHECK: fma %[[A]], %[[B]], %[[A]] rounding<positive_inf> : tile<16x64xf32>
    %5 = fma %a, %b, %a rounding<positive_inf> : tile<16x64xf32>
    // CHECK: fma %[[A]], %[[B]], %[[A]] : tile<16x64xf32>
    %6 = fma %a, %b, %a : tile<16x64xf32>
    // CHECK: divf %[[A]], %[[B]] rounding<approx> : tile<16x64xf32>
    %7 = divf %a, %b rounding<approx> : tile<16x64xf32>
    // CHECK: divf %[[A]], %[[B]] rounding<full> flush_to_zero : tile<16x64xf32>
    %8 = divf %a, %b rounding<full> flush_to_zero : tile<16x64xf32>
    // CHECK: remf %[[A]], %[[B]] : tile<16x64xf32>
    %9 = remf %a, %b : tile<16x64xf32>
    // CHECK: maxf %[[A]], %[[B]] propagate_nan : tile<16x64xf32>
    %10 = maxf %a, %b propagate_nan : tile<16x64xf32>
    // CHECK: minf %[[A]], %[[B]] propagate_nan flush_to_zero : tile<16x64xf32>
    %11 = minf %a, %b propagate_nan flush_to_zero : tile<16x64xf32>
    // CHECK: maxf %[[A]], %[[B]] : tile<16x64xf32>
    %12 = maxf %a, %b : tile<16x64xf32>
    // CHECK: minf %[[A]], %[[B]] flush_to_zero : tile<16x64xf32>
    %13 = minf %a, %b flush_to_zero : tile<16x64xf32>
    // CHECK: pow %[[A]], %[[B]] : tile<16x64xf32>
    %14 = pow %a, %b : tile<16x64xf32>
    // CHECK: atan2 %[[A]], %[[B]] : tile<16x64xf32>
    %15 = atan2 %a, %b : tile<16x64xf32>
    // CHECK: absf %{{.*}} : tile<f32>
    %16 = absf %s : tile<f32>
    // CHECK: negf %{{.*}} : tile<f32>
    %17 = negf %s : tile<f32>
    // CHECK: floor %{{.*}} : tile<f32>
    %18 = floor %s : tile<f32>
    // CHECK: ceil %{{.*}} : tile<f32>
    %19 = ceil %s : tile<f32>
    return
  }

  // Every base float type works; f16/bf16 emulate directed rounding in f32.
  // CHECK-LABEL: entry @types
  entry @types(%h: tile<f16>, %b: tile<bf16>, %d: tile<f64>) {
    // CHECK: addf %{{.*}}, %{{.*}} rounding<zero> : tile<f16>
    %0 = addf %h, %h rounding<zero> : tile<f16>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<positive_inf> : tile<bf16>
    %1 = divf %b, %b rounding<positive_inf> : tile<bf16>
    // CHECK: fma %{{.*}}, %{{.*}}, %{{.*}} : tile<f64>
    %2 = fma %d, %d, %d : tile<f64>
    // CHECK: maxf %{{.*}}, %{{.*}} : tile<bf16>
    %3 = maxf %b, %b : tile<bf16>
    return
  }

  // CHECK-LABEL: entry @powi_cmp
  entry @powi_cmp(%x: tile<f32>, %n: tile<i32>, %h: tile<f16>) {
    // CHECK: fpowi %{{.*}}, %{{.*}} : tile<f32>, tile<i32>
    %0 = fpowi %x, %n : tile<f32>, tile<i32>
    %v = constant <f64: 2.0> : tile<8xf64>
    %e = constant <i64: 3> : tile<8xi64>
    // CHECK: fpowi %{{.*}}, %{{.*}} : tile<8xf64>, tile<8xi64>
    %1 = fpowi %v, %e : tile<8xf64>, tile<8xi64>
    %c = constant <f16: 1.0> : tile<2x2xf16>
    // CHECK: cmpf equal ordered %{{.*}}, %{{.*}} : tile<2x2xf16> -> tile<2x2xi1>
    %2 = cmpf equal ordered %c, %c : tile<2x2xf16> -> tile<2x2xi1>
    // CHECK: cmpf less_than unordered %{{.*}}, %{{.*}} : tile<f16> -> tile<i1>
    %3 = cmpf less_than unordered %h, %h : tile<f16> -> tile<i1>
    // CHECK: cmpf greater_than_or_equal ordered
    %4 = cmpf greater_than_or_equal ordered %x, %x : tile<f32> -> tile<i1>
    return
  }
}
