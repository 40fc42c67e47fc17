// REQUIRES: ptxas
// RUN: tile-as %s -o %t.ptx --emit=ptx --gpu-name sm_90 -O2
// RUN: FileCheck %s --implicit-check-not=call --implicit-check-not=__nv_ --implicit-check-not=.extern < %t.ptx
// RUN: tile-as %s -o %t.cubin --gpu-name sm_90 -O2
// RUN: tile-as %s -o %t80.cubin --gpu-name sm_80 -O3

// Every f32 and f16 math function is libdevice's, linked into the module
// and inlined: no call, no `__nv_` name and no external declaration is
// left in the PTX (f32 sin/cos/tan included: their Payne-Hanek slow path is
// inlined and reads libdevice's table of 2/pi). libdevice uses .approx
// instructions inside its algorithms (ex2.approx after its own range
// reduction, rcp.approx in tanhf; __nv_exp2f is ex2.approx.f32), so this
// test does not forbid them. remf and fpowi are still written out and loop.
// CHECK-DAG: .global .align 4 .b8 __cudart_i2opi_f[24]
// CHECK-DAG: .visible .entry k(
// CHECK-DAG: ex2.approx.f32
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
