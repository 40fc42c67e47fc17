// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// What the float lowering still rejects, each at its op: element types
// without a register form (f8E8M0FNU, f4E2M1FN). f64 math functions are
// lowered (libdevice's __nv_<fn>, math-libdevice.mlir checks the calls).

tile.module @m {
  tile.entry @k(%x: tile<f64>) {
    // f64 math functions, sqrt (every rounding), rsqrt, remf, fpowi and
    // arithmetic are all lowered: no diagnostic.
    %a = exp %x : tile<f64>
    %b = log2 %a : tile<f64>
    %c = sinh %b : tile<f64>
    %d = cosh %c : tile<f64>
    %e = sqrt %d rounding<positive_inf> : tile<f64>
    %f = rsqrt %e : tile<f64>
    %g = remf %f, %x : tile<f64>
    %n = constant <i32: 3> : tile<i32>
    %h = fpowi %g, %n : tile<f64>, tile<i32>
    %i = divf %h, %x rounding<zero> : tile<f64>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%s: tile<f32>) {
    %s1 = reshape %s : tile<f32> -> tile<1xf32>
    %x = broadcast %s1 : tile<1xf32> -> tile<2xf32>
    // expected-error @below {{'tile.ftof' with tile<2xf32> -> tile<2xf4E2M1FN> is not supported on sm_90}}
    // expected-note @below {{values of type tile<2xf4E2M1FN> are not lowered yet}}
    %a = ftof %x : tile<2xf32> -> tile<2xf4E2M1FN>
    // expected-error @below {{'tile.ftof' with tile<2xf32> -> tile<2xf8E8M0FNU> is not supported on sm_90}}
    // expected-note @below {{values of type tile<2xf8E8M0FNU> are not lowered yet}}
    %b = ftof %x rounding<positive_inf> : tile<2xf32> -> tile<2xf8E8M0FNU>
    // f8E4M3FN and f8E5M2 are lowered.
    %c = ftof %x : tile<2xf32> -> tile<2xf8E4M3FN>
    %d = ftof %c : tile<2xf8E4M3FN> -> tile<2xf8E5M2>
    return
  }
}
