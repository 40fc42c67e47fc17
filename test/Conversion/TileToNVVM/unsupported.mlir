// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// What the lowering does not take yet is an error at the op, naming the op,
// its types and the target, with a note saying why; nothing is half-lowered.

tile.module @m {
  tile.entry @k(%p: tile<ptr<i4>>) {
    // expected-error @below {{'tile.load_ptr_tko' with tile<ptr<i4>> -> tile<i4>, token is not supported on sm_90}}
    // expected-note @below {{4-bit elements in memory are reached through views only (two share a byte; a pointer to one would address half a byte)}}
    %v, %t = load_ptr_tko weak %p : tile<ptr<i4>> -> tile<i4>, token
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

// Math that is lowered, with no diagnostic: every f32 rounding mode and
// flush_to_zero, and the math functions of f64 too (libdevice's
// __nv_<fn>, math-libdevice.mlir checks the calls), vectors included.
tile.module @m {
  tile.entry @k(%x: tile<f32>, %d: tile<f64>) {
    %a = sqrt %x rounding<zero> : tile<f32>
    %b = rsqrt %x flush_to_zero : tile<f32>
    %c = log %d : tile<f64>
    %e = sin %d : tile<f64>
    %f = cos %d : tile<f64>
    %g = tanh %d : tile<f64>
    %t = tan %d : tile<f64>
    %p = pow %d, %d : tile<f64>
    %q = atan2 %d, %d : tile<f64>
    %r = exp %d : tile<f64>
    %d1 = reshape %d : tile<f64> -> tile<1xf64>
    %v = broadcast %d1 : tile<1xf64> -> tile<4xf64>
    %w = exp2 %v : tile<4xf64>
    %h = sin %x : tile<f32>
    %i = sqrt %d rounding<negative_inf> : tile<f64>
    return
  }
}
