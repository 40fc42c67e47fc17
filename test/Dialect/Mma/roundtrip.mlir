// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @mma()
  entry @mma() {
    // CHECK: %[[A:.*]] = constant <tf32: 1.000000e+00> : tile<128x64xtf32>
    // CHECK: %[[B:.*]] = constant <tf32: 2.000000e+00> : tile<64x128xtf32>
    // CHECK: %[[C:.*]] = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %a = constant <tf32: 1.0> : tile<128x64xtf32>
    %b = constant <tf32: 2.0> : tile<64x128xtf32>
    %c = constant <f32: 0.0> : tile<128x128xf32>
    // CHECK: mmaf %[[A]], %[[B]], %[[C]] : tile<128x64xtf32>, tile<64x128xtf32>, tile<128x128xf32>
    %d = mmaf %a, %b, %c : tile<128x64xtf32>, tile<64x128xtf32>, tile<128x128xf32>

    %a8 = constant <f8E4M3FN: 1.0> : tile<4x8xf8E4M3FN>
    %b8 = constant <f8E4M3FN: 1.0> : tile<8x16xf8E4M3FN>
    %c16 = constant <f16: 0.0> : tile<4x16xf16>
    %c32 = constant <f32: 0.0> : tile<4x16xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} fast_acc : tile<4x8xf8E4M3FN>, tile<8x16xf8E4M3FN>, tile<4x16xf32>
    %e = mmaf %a8, %b8, %c32 fast_acc : tile<4x8xf8E4M3FN>, tile<8x16xf8E4M3FN>, tile<4x16xf32>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<4x8xf8E4M3FN>, tile<8x16xf8E4M3FN>, tile<4x16xf16>
    %f = mmaf %a8, %b8, %c16 : tile<4x8xf8E4M3FN>, tile<8x16xf8E4M3FN>, tile<4x16xf16>

    // Batched.
    %ba = constant <f64: 1.0> : tile<2x4x8xf64>
    %bb = constant <f64: 1.0> : tile<2x8x2xf64>
    %bc = constant <f64: 0.0> : tile<2x4x2xf64>
    // CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<2x4x8xf64>, tile<2x8x2xf64>, tile<2x4x2xf64>
    %g = mmaf %ba, %bb, %bc : tile<2x4x8xf64>, tile<2x8x2xf64>, tile<2x4x2xf64>

    %ia = constant <i8: 1> : tile<4x8xi8>
    %ib = constant <i8: -1> : tile<8x2xi8>
    %ic = constant <i32: 0> : tile<4x2xi32>
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    %h = mmai %ia, %ib, %ic signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    // CHECK: mmai %{{.*}}, %{{.*}}, %{{.*}} unsigned signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    %i = mmai %ia, %ib, %ic unsigned signed : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>

    %sa = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %sb = constant <f8E5M2: 1.0> : tile<128x128xf8E5M2>
    %sc = constant <f32: 0.0> : tile<128x128xf32>
    %ssa = constant <f8E8M0FNU: 1.0> : tile<128x4xf8E8M0FNU>
    %ssb = constant <f8E8M0FNU: 1.0> : tile<4x128xf8E8M0FNU>
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>
    %j = mmaf_scaled %sa, %sb, %sc, %ssa, %ssb : tile<128x128xf8E5M2>, tile<128x128xf8E5M2>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>, tile<4x128xf8E8M0FNU>

    %fa = constant <f4E2M1FN: 1.0> : tile<64x64xf4E2M1FN>
    %fb = constant <f4E2M1FN: 1.0> : tile<64x64xf4E2M1FN>
    %fc = constant <f32: 0.0> : tile<64x64xf32>
    %fsa = constant <f8E4M3FN: 1.0> : tile<64x4xf8E4M3FN>
    %fsb = constant <f8E4M3FN: 1.0> : tile<4x64xf8E4M3FN>
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x4xf8E4M3FN>, tile<4x64xf8E4M3FN>
    %k = mmaf_scaled %fa, %fb, %fc, %fsa, %fsb : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x4xf8E4M3FN>, tile<4x64xf8E4M3FN>
    %fsa2 = constant <f8E8M0FNU: 1.0> : tile<64x2xf8E8M0FNU>
    %fsb2 = constant <f8E8M0FNU: 1.0> : tile<2x64xf8E8M0FNU>
    // CHECK: mmaf_scaled %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    %l = mmaf_scaled %fa, %fb, %fc, %fsa2, %fsb2 : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    return
  }
}
