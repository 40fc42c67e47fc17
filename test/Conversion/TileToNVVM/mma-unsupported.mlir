// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// Block-scaled mma (mmaf_scaled) is rewritten to f32 operands and an mmaf
// by --tile-expand-scaled-mma, which tile-to-nvvm and tile-as run first;
// convert-tile-to-gpu alone diagnoses it at the op, never half-lowered.
// Its f8E8M0FNU scales have a register form.
tile.module @m {
  tile.entry @k(%a: tile<f32>) {
    %x = constant <f8E5M2: 1.0> : tile<16x32xf8E5M2>
    %y = constant <f8E5M2: 1.0> : tile<32x16xf8E5M2>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %sx = constant <f8E8M0FNU: 1.0> : tile<16x1xf8E8M0FNU>
    %sy = constant <f8E8M0FNU: 1.0> : tile<1x16xf8E8M0FNU>
    // expected-error @+2 {{'tile.mmaf_scaled' with tile<16x32xf8E5M2>, tile<32x16xf8E5M2>, tile<16x16xf32>, tile<16x1xf8E8M0FNU>, tile<1x16xf8E8M0FNU> -> tile<16x16xf32> is not supported on sm_90}}
    // expected-note @+1 {{mmaf_scaled is lowered as scaled f32 operands and an mmaf by --tile-expand-scaled-mma (tile-to-nvvm and tile-as run it first)}}
    %d = mmaf_scaled %x, %y, %c, %sx, %sy : tile<16x32xf8E5M2>, tile<32x16xf8E5M2>, tile<16x16xf32>, tile<16x1xf8E8M0FNU>, tile<1x16xf8E8M0FNU>
    return
  }
}
