// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @combiners
  entry @combiners() {
    %x = constant <f32: 1.0> : tile<16x16xf32>
    %i = constant <i32: 1> : tile<16x16xi32>
    // CHECK: %{{.*}} = reduce %{{.*}} dim=1 identities=[0xFF800000 : f32] : tile<16x16xf32> -> tile<16xf32>
    // CHECK-NEXT: (%[[A:.*]]: tile<f32>, %[[B:.*]]: tile<f32>) {
    // CHECK-NEXT: %[[M:.*]] = maxf %[[A]], %[[B]] : tile<f32>
    // CHECK-NEXT: yield %[[M]] : tile<f32>
    %r = reduce %x dim=1 identities=[0xFF800000 : f32] : tile<16x16xf32> -> tile<16xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = maxf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    // Two operands reduced together (an argmax-style pair).
    // CHECK: %{{.*}}:2 = reduce %{{.*}}, %{{.*}} dim=0 identities=[0.000000e+00 : f32, 0 : i32] : tile<16x16xf32>, tile<16x16xi32> -> tile<16xf32>, tile<16xi32>
    // CHECK-NEXT: (%{{.*}}: tile<f32>, %{{.*}}: tile<f32>, %{{.*}}: tile<i32>, %{{.*}}: tile<i32>) {
    %p:2 = reduce %x, %i dim=0 identities=[0.0 : f32, 0 : i32] : tile<16x16xf32>, tile<16x16xi32> -> tile<16xf32>, tile<16xi32>
    (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<i32>, %a1: tile<i32>) {
      %s = addf %e0, %a0 : tile<f32>
      %t = addi %e1, %a1 : tile<i32>
      yield %s, %t : tile<f32>, tile<i32>
    }
    // CHECK: %{{.*}} = scan %{{.*}} dim=0 reverse=true identities=[0.000000e+00 : f32] : tile<16xf32> -> tile<16xf32>
    %s = scan %r dim=0 reverse=true identities=[0.0 : f32] : tile<16xf32> -> tile<16xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %t = addf %a, %b : tile<f32>
      yield %t : tile<f32>
    }
    // CHECK: scan %{{.*}} dim=1 reverse=false identities=[1 : i32]
    %q = scan %i dim=1 reverse=false identities=[1 : i32] : tile<16x16xi32> -> tile<16x16xi32>
    (%a: tile<i32>, %b: tile<i32>) {
      %t = muli %a, %b : tile<i32>
      yield %t : tile<i32>
    }
    return
  }
}
