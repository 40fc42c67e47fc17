// atomic_rmw_tko addf on f16, bf16, f32 and f64 with 16 tile blocks adding
// into the same 64 addresses (4 lanes of each block per address). The
// addends are small integers (i mod 4) and the starting values integers
// too, so every partial sum is exact in each type and the result does not
// depend on the order: GPU and interpreter agree exactly. bf16 has no atom
// before sm_90 (a compare-and-swap loop there). The old values depend on
// the order and stay unused.
//
// Grid 16: h f16[64], b bf16[64], f f32[64], d f64[64] (integers, e.g. iota).
cuda_tile.module @atomic_rmw_float {
  entry @atomic_rmw_float(%h: tile<ptr<f16>>, %h0: tile<i32>, %h1: tile<i32>,
                          %b: tile<ptr<bf16>>, %b0: tile<i32>, %b1: tile<i32>,
                          %f: tile<ptr<f32>>, %f0: tile<i32>, %f1: tile<i32>,
                          %d: tile<ptr<f64>>, %d0: tile<i32>, %d1: tile<i32>) {
    %i = iota : tile<256xi32>
    %c64 = constant <i32: 64> : tile<256xi32>
    %col = remi %i, %c64 unsigned : tile<256xi32>
    %c4 = constant <i32: 4> : tile<256xi32>
    %k = remi %i, %c4 unsigned : tile<256xi32>
    %c250 = constant <i32: 250> : tile<256xi32>
    %m = cmpi less_than %i, %c250, signed : tile<256xi32> -> tile<256xi1>
    %vh = itof %k signed : tile<256xi32> -> tile<256xf16>
    %vb = itof %k signed : tile<256xi32> -> tile<256xbf16>
    %vf = itof %k signed : tile<256xi32> -> tile<256xf32>
    %vd = itof %k signed : tile<256xi32> -> tile<256xf64>

    %h_ = reshape %h : tile<ptr<f16>> -> tile<1xptr<f16>>
    %hb = broadcast %h_ : tile<1xptr<f16>> -> tile<256xptr<f16>>
    %hp = offset %hb, %col : tile<256xptr<f16>>, tile<256xi32> -> tile<256xptr<f16>>
    %xh, %th = atomic_rmw_tko relaxed device %hp, addf, %vh, %m : tile<256xptr<f16>>, tile<256xf16>, tile<256xi1> -> tile<256xf16>, token

    %b_ = reshape %b : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %bb = broadcast %b_ : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
    %bp = offset %bb, %col : tile<256xptr<bf16>>, tile<256xi32> -> tile<256xptr<bf16>>
    %xb, %tb = atomic_rmw_tko release sys %bp, addf, %vb : tile<256xptr<bf16>>, tile<256xbf16> -> tile<256xbf16>, token

    %f_ = reshape %f : tile<ptr<f32>> -> tile<1xptr<f32>>
    %fb = broadcast %f_ : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %fp = offset %fb, %col : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %xf, %tf = atomic_rmw_tko acq_rel device %fp, addf, %vf, %m : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> tile<256xf32>, token

    %d_ = reshape %d : tile<ptr<f64>> -> tile<1xptr<f64>>
    %db = broadcast %d_ : tile<1xptr<f64>> -> tile<256xptr<f64>>
    %dp = offset %db, %col : tile<256xptr<f64>>, tile<256xi32> -> tile<256xptr<f64>>
    %xd, %td = atomic_rmw_tko relaxed device %dp, addf, %vd : tile<256xptr<f64>>, tile<256xf64> -> tile<256xf64>, token
    return
  }
}
