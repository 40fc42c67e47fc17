// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// What the lowering does not take yet is an error at the op, naming the op,
// its types and the target, with a note saying why; nothing is half-lowered.

tile.module @m {
  tile.entry @k(%x: tile<f32>) {
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %b = broadcast %x1 : tile<1x1xf32> -> tile<64x32xf32>
    // expected-error @below {{'tile.permute' with tile<64x32xf32> -> tile<32x64xf32> is not supported on sm_90}}
    // expected-note @below {{this op is not lowered yet}}
    %p = permute %b [1, 0] : tile<64x32xf32> -> tile<32x64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%x: tile<f32>) {
    // expected-error @below {{'tile.addf' with tile<f32>, tile<f32> -> tile<f32> is not supported on sm_90}}
    // expected-note @below {{only rounding to nearest even is lowered yet}}
    %y = addf %x, %x rounding<zero> : tile<f32>
    // expected-error @below {{'tile.mulf' with tile<f32>, tile<f32> -> tile<f32> is not supported on sm_90}}
    // expected-note @below {{flush_to_zero is not lowered yet}}
    %z = mulf %x, %x flush_to_zero : tile<f32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%x: tile<f32>) {
    // expected-error @below {{'tile.ftof' with tile<f32> -> tile<f8E4M3FN> is not supported on sm_90}}
    // expected-note @below {{values of type tile<f8E4M3FN> are not lowered yet}}
    %y = ftof %x : tile<f32> -> tile<f8E4M3FN>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%x: tile<f32>) {
    %x1 = reshape %x : tile<f32> -> tile<1xf32>
    %b = broadcast %x1 : tile<1xf32> -> tile<4xf32>
    %b2 = reshape %b : tile<4xf32> -> tile<4x1xf32>
    // expected-error @below {{'tile.broadcast' with tile<4x1xf32> -> tile<4x8xf32> is not supported on sm_90}}
    // expected-note @below {{only broadcasts of a single element are lowered yet}}
    %c = broadcast %b2 : tile<4x1xf32> -> tile<4x8xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%n: tile<i32>) {
    %c = constant <i32: 0> : tile<i32>
    // expected-error @below {{'tile.loop' with tile<i32> -> tile<i32> is not supported on sm_90}}
    // expected-note @below {{this op is not lowered yet}}
    %v = loop iter_values(%x = %c) : tile<i32> -> tile<i32> {
      // expected-error @below {{'tile.break' with tile<i32> is not supported on sm_90}}
      // expected-note @below {{this op is not lowered yet}}
      break %x : tile<i32>
    }
    return
  }
}

// -----

tile.module @m {
  // expected-error @below {{'tile.entry' is not supported on sm_90}}
  // expected-note @below {{kernel parameters other than scalars and pointers are not lowered yet}}
  tile.entry @k(%t: token) {
    return
  }
}
