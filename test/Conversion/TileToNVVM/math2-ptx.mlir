// REQUIRES: ptxas
// RUN: tile-as %s -o %t.ptx --emit=ptx --gpu-name sm_90
// RUN: FileCheck %s --implicit-check-not=call --implicit-check-not=lg2.approx --implicit-check-not=div < %t.ptx
// RUN: tile-as %s -o %t.cubin --gpu-name sm_90

// sqrt is written out as the IEEE instruction (sqrt.rn.f32, f32 and bf16);
// rsqrt is libdevice's __nv_rsqrtf, which is the one instruction
// rsqrt.approx.f32 (its error is to be measured, docs/float-math.md); log
// and log2 are libdevice's fma-based __nv_logf/__nv_log2f (no lg2.approx),
// inlined: no call is left.
// CHECK-DAG: sqrt.rn.f32
// CHECK-DAG: rsqrt.approx.f32
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
