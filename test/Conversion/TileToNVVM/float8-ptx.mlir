// REQUIRES: ptxas
// RUN: tile-as %s -o %t.ptx --emit=ptx --gpu-name sm_90 -O2
// RUN: FileCheck %s < %t.ptx
// RUN: tile-as %s -o %t.cubin --gpu-name sm_90 -O2

// f8 values move as bytes; a non-splat constant is an initialised global;
// itof to f8 converts toward zero first (cvt.rz) and rounds to odd. (The
// resource plan rejects f8 ftof below sm_89, as the target table says.)
// CHECK: .global .align 16 .b8 __tileir_const0[8] = {56, 60, 64, 68, 184, 188, 192, 127};
// CHECK: ld.global.nc.s8
// CHECK: st.global.b8
// CHECK: cvt.rz.f32.s64
// CHECK: st.global.b8
tile.module @m {
  tile.entry @k(%x: tile<f32>, %i: tile<i64>, %p: tile<ptr<f8E4M3FN>>, %q: tile<ptr<f8E5M2>>, %r: tile<ptr<f32>>) {
    %c = constant <f8E4M3FN: [1.0, 1.5, 2.0, 3.0, -1.0, -1.5, -2.0, 0x7F]> : tile<8xf8E4M3FN>
    %cf = ftof %c : tile<8xf8E4M3FN> -> tile<8xf32>
    %x1 = reshape %x : tile<f32> -> tile<1xf32>
    %xb = broadcast %x1 : tile<1xf32> -> tile<8xf32>
    %s = mulf %cf, %xb : tile<8xf32>
    %e = ftof %s : tile<8xf32> -> tile<8xf8E4M3FN>
    %j = iota : tile<8xi32>
    %pp = reshape %p : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %pb = broadcast %pp : tile<1xptr<f8E4M3FN>> -> tile<8xptr<f8E4M3FN>>
    %po = offset %pb, %j : tile<8xptr<f8E4M3FN>>, tile<8xi32> -> tile<8xptr<f8E4M3FN>>
    %t0 = store_ptr_tko weak %po, %e : tile<8xptr<f8E4M3FN>>, tile<8xf8E4M3FN> -> token
    %a = itof %i signed : tile<i64> -> tile<f8E5M2>
    %t1 = store_ptr_tko weak %q, %a : tile<ptr<f8E5M2>>, tile<f8E5M2> -> token
    %l, %t2 = load_ptr_tko weak %q token = %t1 : tile<ptr<f8E5M2>> -> tile<f8E5M2>, token
    %lf = ftof %l : tile<f8E5M2> -> tile<f32>
    %t3 = store_ptr_tko weak %r, %lf : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
