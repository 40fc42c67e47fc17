// REQUIRES: ptxas
// RUN: tile-as %s -o %t.ptx --emit=ptx --gpu-name sm_90
// RUN: FileCheck %s < %t.ptx
// RUN: tile-as %s -o %t.cubin --gpu-name sm_90

// sqrt and rsqrt select the IEEE instructions (no approx, no libdevice);
// log and log2 are plain f32 arithmetic with an IEEE division.
// CHECK-NOT: .approx
// CHECK-DAG: sqrt.rn.f32
// CHECK-DAG: div.rn.f32
// CHECK-NOT: lg2.approx
tile.module @m {
  tile.entry @k(%p: tile<ptr<f32>>, %h: tile<ptr<bf16>>) {
    %i = iota : tile<128xi32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %po = offset %pb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %x, %t0 = load_ptr_tko weak %po : tile<128xptr<f32>> -> tile<128xf32>, token
    %a = sqrt %x : tile<128xf32>
    %b = rsqrt %a : tile<128xf32>
    %c = log %b : tile<128xf32>
    %d = log2 %c : tile<128xf32>
    %tk = store_ptr_tko weak %po, %d : tile<128xptr<f32>>, tile<128xf32> -> token
    %hp = reshape %h : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %hb = broadcast %hp : tile<1xptr<bf16>> -> tile<128xptr<bf16>>
    %ho = offset %hb, %i : tile<128xptr<bf16>>, tile<128xi32> -> tile<128xptr<bf16>>
    %y, %t1 = load_ptr_tko weak %ho : tile<128xptr<bf16>> -> tile<128xbf16>, token
    %z = log %y : tile<128xbf16>
    %w = sqrt %z : tile<128xbf16>
    %tk2 = store_ptr_tko weak %ho, %w : tile<128xptr<bf16>>, tile<128xbf16> -> token
    return
  }
}
