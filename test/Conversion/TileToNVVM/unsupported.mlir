// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// What the lowering does not take yet is an error at the op, naming the op,
// its types and the target, with a note saying why; nothing is half-lowered.

tile.module @m {
  tile.entry @k(%x: tile<f64>) {
    // expected-error @below {{'tile.tan' with tile<f64> -> tile<f64> is not supported on sm_90}}
    // expected-note @below {{f64 math functions are not lowered yet}}
    %y = tan %x : tile<f64>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%x: tile<f64>) {
    // expected-error @below {{'tile.pow' with tile<f64>, tile<f64> -> tile<f64> is not supported on sm_90}}
    // expected-note @below {{f64 math functions are not lowered yet}}
    %y = pow %x, %x : tile<f64>
    // expected-error @below {{'tile.atan2' with tile<f64>, tile<f64> -> tile<f64> is not supported on sm_90}}
    // expected-note @below {{f64 math functions are not lowered yet}}
    %z = atan2 %x, %x : tile<f64>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%x: tile<f32>) {
    // expected-error @below {{'tile.ftof' with tile<f32> -> tile<f8E8M0FNU> is not supported on sm_90}}
    // expected-note @below {{values of type tile<f8E8M0FNU> are not lowered yet}}
    %y = ftof %x rounding<zero> : tile<f32> -> tile<f8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%x: tile<f64>) {
    %x1 = reshape %x : tile<f64> -> tile<1xf64>
    %b = broadcast %x1 : tile<1xf64> -> tile<4xf64>
    // expected-error @below {{'tile.exp2' with tile<4xf64> -> tile<4xf64> is not supported on sm_90}}
    // expected-note @below {{f64 math functions are not lowered yet}}
    %e = exp2 %b : tile<4xf64>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%x: tile<f64>, %p: tile<ptr<f32>>) {
    // expected-error @below {{'tile.exp' with tile<f64> -> tile<f64> is not supported on sm_90}}
    // expected-note @below {{f64 math functions are not lowered yet}}
    %e = exp %x : tile<f64>
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

// -----

// Math that stays unsupported: f64 functions other than sqrt and rsqrt
// (NVPTX has no libm and no libdevice is linked); every f32 rounding mode,
// flush_to_zero and sin/cos/tanh are lowered (TileToGPUMath.cpp).
tile.module @m {
  tile.entry @k(%x: tile<f32>, %d: tile<f64>) {
    %a = sqrt %x rounding<zero> : tile<f32>
    %b = rsqrt %x flush_to_zero : tile<f32>
    // expected-error @below {{'tile.log' with tile<f64> -> tile<f64> is not supported on sm_90}}
    // expected-note @below {{f64 math functions are not lowered yet}}
    %c = log %d : tile<f64>
    // expected-error @below {{'tile.sin' with tile<f64> -> tile<f64> is not supported on sm_90}}
    // expected-note @below {{f64 math functions are not lowered yet}}
    %e = sin %d : tile<f64>
    // expected-error @below {{'tile.cos' with tile<f64> -> tile<f64> is not supported on sm_90}}
    // expected-note @below {{f64 math functions are not lowered yet}}
    %f = cos %d : tile<f64>
    // expected-error @below {{'tile.tanh' with tile<f64> -> tile<f64> is not supported on sm_90}}
    // expected-note @below {{f64 math functions are not lowered yet}}
    %g = tanh %d : tile<f64>
    %h = sin %x : tile<f32>
    %i = sqrt %d rounding<negative_inf> : tile<f64>
    return
  }
}
