// REQUIRES: ptxas
// RUN: tile-as %s -o %t.ptx --emit=ptx --gpu-name sm_90 -O2
// RUN: FileCheck %s --implicit-check-not=.approx --implicit-check-not=call < %t.ptx
// RUN: tile-as %s -o %t.cubin --gpu-name sm_90 -O2
// RUN: tile-as %s -o %t80.cubin --gpu-name sm_80 -O3

// The math functions are plain arithmetic: no approximate instruction
// (sin/cos/tanh/ex2/lg2.approx have errors far above the ulps these
// functions keep), no libdevice call, and the additions and products the
// error-free transformations rely on keep their explicit .rn (ptxas does
// not fuse those into fma). Payne-Hanek multiplies 32-bit words into 64
// bits; pow and atan2 work in f64; remf and fpowi loop.
// CHECK-DAG: mul.wide.u32
// CHECK-DAG: add.rn.f32
// CHECK-DAG: fma.rn.f64
// CHECK-DAG: rem.u64
tile.module @m {
  tile.entry @k(%p: tile<ptr<f32>>, %h: tile<ptr<f16>>) {
    %i = iota : tile<256xi32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %po = offset %pb, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %x, %t0 = load_ptr_tko weak %po : tile<256xptr<f32>> -> tile<256xf32>, token
    %a = sin %x : tile<256xf32>
    %b = cos %a : tile<256xf32>
    %c = tan %b : tile<256xf32>
    %d = sinh %c : tile<256xf32>
    %e = cosh %d : tile<256xf32>
    %f = tanh %e : tile<256xf32>
    %g = exp %f : tile<256xf32>
    %j = exp2 %g : tile<256xf32>
    %k = log %j : tile<256xf32>
    %l = log2 %k : tile<256xf32>
    %m = pow %l, %x : tile<256xf32>
    %n = atan2 %m, %x : tile<256xf32>
    %q = remf %n, %x : tile<256xf32>
    %r = fpowi %q, %i : tile<256xf32>, tile<256xi32>
    %tk = store_ptr_tko weak %po, %r : tile<256xptr<f32>>, tile<256xf32> -> token
    %hp = reshape %h : tile<ptr<f16>> -> tile<1xptr<f16>>
    %hb = broadcast %hp : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %ho = offset %hb, %i : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %y, %t1 = load_ptr_tko weak %ho : tile<256xptr<f16>> -> tile<256xf16>, token
    %s = sin %y : tile<256xf16>
    %u = tanh %s : tile<256xf16>
    %v = pow %u, %y : tile<256xf16>
    %w = remf %v, %y : tile<256xf16>
    %tk2 = store_ptr_tko weak %ho, %w : tile<256xptr<f16>>, tile<256xf16> -> token
    return
  }
}
