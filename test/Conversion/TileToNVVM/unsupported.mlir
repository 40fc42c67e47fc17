// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// What the lowering does not take yet is an error at the op, naming the op,
// its types and the target, with a note saying why; nothing is half-lowered.

tile.module @m {
  tile.entry @k(%x: tile<f32>) {
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %b = broadcast %x1 : tile<1x1xf32> -> tile<64x32xf32>
    // expected-error @below {{'tile.scan' with tile<64x32xf32> -> tile<64x32xf32> is not supported on sm_90}}
    // expected-note @below {{this op is not lowered yet}}
    %s = scan %b dim=1 reverse=false identities=[0.0 : f32] : tile<64x32xf32> -> tile<64x32xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = addf %e, %a : tile<f32>
      // expected-error @below {{'tile.yield' with tile<f32> is not supported on sm_90}}
      // expected-note @below {{only yield in an if or a reduce is lowered yet}}
      yield %r : tile<f32>
    }
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
    // expected-error @below {{'tile.exp2' with tile<4xf32> -> tile<4xf32> is not supported on sm_90}}
    // expected-note @below {{flush_to_zero is not lowered yet}}
    %e = exp2 %b flush_to_zero : tile<4xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%x: tile<f64>, %p: tile<ptr<f32>>) {
    // expected-error @below {{'tile.exp' with tile<f64> -> tile<f64> is not supported on sm_90}}
    // expected-note @below {{f64 math functions are not lowered yet}}
    %e = exp %x : tile<f64>
    // expected-error @below {{'tile.load_ptr_tko' with tile<ptr<f32>> -> tile<f32>, token is not supported on sm_90}}
    // expected-note @below {{only weak loads are lowered yet}}
    %v, %t = load_ptr_tko relaxed device %p : tile<ptr<f32>> -> tile<f32>, token
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
