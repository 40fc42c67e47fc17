// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// fp8 mma (m16n8k32 e4m3/e5m2 from sm_89) is not lowered yet: it is
// diagnosed at the op, never half-lowered.
tile.module @m {
  tile.entry @k(%a: tile<f32>) {
    %x = constant <f8E4M3FN: 1.0> : tile<16x32xf8E4M3FN>
    %y = constant <f8E4M3FN: 1.0> : tile<32x8xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x8xf32>
    // expected-error @below {{'tile.mmaf' with tile<16x32xf8E4M3FN>, tile<32x8xf8E4M3FN>, tile<16x8xf32> -> tile<16x8xf32> is not supported on sm_90}}
    // expected-note @below {{mma with f8E4M3FN operands is not lowered yet}}
    %d = mmaf %x, %y, %c : tile<16x32xf8E4M3FN>, tile<32x8xf8E4M3FN>, tile<16x8xf32>
    return
  }
}
