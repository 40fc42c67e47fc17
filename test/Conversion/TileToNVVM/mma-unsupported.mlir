// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// Block-scaled mma (mmaf_scaled, tcgen05 from sm_100) is not lowered: it is
// diagnosed at the op, never half-lowered.
tile.module @m {
  tile.entry @k(%a: tile<f32>) {
    %x = constant <f8E5M2: 1.0> : tile<16x32xf8E5M2>
    %y = constant <f8E5M2: 1.0> : tile<32x16xf8E5M2>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    // expected-error @+2 {{'tile.constant' with tile<16x1xf8E8M0FNU> is not supported on sm_90}}
    // expected-note @+1 {{values of type tile<16x1xf8E8M0FNU> are not lowered yet}}
    %sx = constant <f8E8M0FNU: 1.0> : tile<16x1xf8E8M0FNU>
    // expected-error @+2 {{'tile.constant' with tile<1x16xf8E8M0FNU> is not supported on sm_90}}
    // expected-note @+1 {{values of type tile<1x16xf8E8M0FNU> are not lowered yet}}
    %sy = constant <f8E8M0FNU: 1.0> : tile<1x16xf8E8M0FNU>
    // expected-error @+2 {{'tile.mmaf_scaled' with tile<16x32xf8E5M2>, tile<32x16xf8E5M2>, tile<16x16xf32>, tile<16x1xf8E8M0FNU>, tile<1x16xf8E8M0FNU> -> tile<16x16xf32> is not supported on sm_90}}
    // expected-note @+1 {{this op is not lowered yet}}
    %d = mmaf_scaled %x, %y, %c, %sx, %sy : tile<16x32xf8E5M2>, tile<32x16xf8E5M2>, tile<16x16xf32>, tile<16x1xf8E8M0FNU>, tile<1x16xf8E8M0FNU>
    return
  }
}
