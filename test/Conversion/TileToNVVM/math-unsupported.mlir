// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// What the float lowering takes without a diagnostic: f64 math functions
// (libdevice's __nv_<fn>, math-libdevice.mlir checks the calls) and every
// narrow float conversion (narrow-floats.mlir checks them).

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
    // f4E2M1FN and f8E8M0FNU (in software), f8 in every rounding mode.
    %a = ftof %x : tile<2xf32> -> tile<2xf4E2M1FN>
    %b = ftof %x rounding<positive_inf> : tile<2xf32> -> tile<2xf8E8M0FNU>
    %c = ftof %x rounding<zero> : tile<2xf32> -> tile<2xf8E4M3FN>
    %d = ftof %c : tile<2xf8E4M3FN> -> tile<2xf8E5M2>
    %e = ftof %b : tile<2xf8E8M0FNU> -> tile<2xf32>
    return
  }
}
