// reduce in the element types that shuffle differently (docs/lowering.md,
// "Data movement"): f64 and i64 as two i32 halves, f16 widened to i32, i1
// through i32. 4 warps; block b takes rows [16 b, 16 b + 16) of d, q, h and
// rows [64 b, 64 b + 64) of m:
//  - dsum[16 b + r]: sum of row r of a 16x256 f64 tile (K = 32, 8 lanes
//    per row: 3 shfl.bfly steps; the result's layout through scratch);
//  - dcol[256 b + c]: sum of column c of the same tile (dim 0: every
//    contributor through scratch, the butterfly would not pay);
//  - qsum[16 b + r]: sum of row r of a 16x256 i64 tile (exact);
//  - hmax[16 b + r]: max of row r of a 16x256 f16 tile (exact);
//  - all[64 b + r], any[64 b + r]: and of (m > -8), or of (m > 7) over
//    row r of a 64x16 i8 tile (K = 8, 2 lanes per row), stored as bytes
//    0 / 1 (rand bytes are -8 .. 8: about 40% and 60% of the rows are 1).
// f64 sums differ from the interpreter's left fold by reassociation only.
//
// Grid 4: d f64[64,256] (rand), q i64[64,256] (rand), h f16[64,256] (rand),
// m i8[256,16] (rand), dsum f64[64], dcol f64[1024], qsum i64[64],
// hmax f16[64], all i8[256], any i8[256].
tile.module @m {
  tile.entry @k(%d: tile<ptr<f64>>, %d0: tile<i32>, %d1: tile<i32>, %d2: tile<i32>, %d3: tile<i32>,
                %q: tile<ptr<i64>>, %q0: tile<i32>, %q1: tile<i32>, %q2: tile<i32>, %q3: tile<i32>,
                %h: tile<ptr<f16>>, %h0: tile<i32>, %h1: tile<i32>, %h2: tile<i32>, %h3: tile<i32>,
                %m: tile<ptr<i8>>, %m0: tile<i32>, %m1: tile<i32>, %m2: tile<i32>, %m3: tile<i32>,
                %dsum: tile<ptr<f64>>, %s0: tile<i32>, %s1: tile<i32>,
                %dcol: tile<ptr<f64>>, %c0: tile<i32>, %c1: tile<i32>,
                %qsum: tile<ptr<i64>>, %u0: tile<i32>, %u1: tile<i32>,
                %hmax: tile<ptr<f16>>, %x0: tile<i32>, %x1: tile<i32>,
                %all: tile<ptr<i8>>, %a0: tile<i32>, %a1: tile<i32>,
                %any: tile<ptr<i8>>, %y0: tile<i32>, %y1: tile<i32>)
      optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>

    %dv = make_tensor_view %d, shape = [%d0, %d1], strides = [%d2, %d3] : tile<i32> -> tensor_view<?x?xf64, strides=[?,?]>
    %dp = make_partition_view %dv : partition_view<tile=(16x256), tensor_view<?x?xf64, strides=[?,?]>>
    %dt, %dk = load_view_tko weak %dp[%bid, %zero] : partition_view<tile=(16x256), tensor_view<?x?xf64, strides=[?,?]>>, tile<i32> -> tile<16x256xf64>, token
    %ds = reduce %dt dim=1 identities=[0.000000e+00 : f64] : tile<16x256xf64> -> tile<16xf64>
    (%e: tile<f64>, %a: tile<f64>) {
      %r = addf %e, %a : tile<f64>
      yield %r : tile<f64>
    }
    %dc = reduce %dt dim=0 identities=[0.000000e+00 : f64] : tile<16x256xf64> -> tile<256xf64>
    (%e: tile<f64>, %a: tile<f64>) {
      %r = addf %e, %a : tile<f64>
      yield %r : tile<f64>
    }

    %qv = make_tensor_view %q, shape = [%q0, %q1], strides = [%q2, %q3] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]>
    %qp = make_partition_view %qv : partition_view<tile=(16x256), tensor_view<?x?xi64, strides=[?,?]>>
    %qt, %qk = load_view_tko weak %qp[%bid, %zero] : partition_view<tile=(16x256), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> tile<16x256xi64>, token
    %qs = reduce %qt dim=1 identities=[0 : i64] : tile<16x256xi64> -> tile<16xi64>
    (%e: tile<i64>, %a: tile<i64>) {
      %r = addi %e, %a : tile<i64>
      yield %r : tile<i64>
    }

    %hv = make_tensor_view %h, shape = [%h0, %h1], strides = [%h2, %h3] : tile<i32> -> tensor_view<?x?xf16, strides=[?,?]>
    %hp = make_partition_view %hv : partition_view<tile=(16x256), tensor_view<?x?xf16, strides=[?,?]>>
    %ht, %hk = load_view_tko weak %hp[%bid, %zero] : partition_view<tile=(16x256), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<16x256xf16>, token
    %hm = reduce %ht dim=1 identities=[0xFC00 : f16] : tile<16x256xf16> -> tile<16xf16>
    (%e: tile<f16>, %a: tile<f16>) {
      %r = maxf %e, %a : tile<f16>
      yield %r : tile<f16>
    }

    %mv = make_tensor_view %m, shape = [%m0, %m1], strides = [%m2, %m3] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]>
    %mp = make_partition_view %mv : partition_view<tile=(64x16), tensor_view<?x?xi8, strides=[?,?]>>
    %mt, %mk = load_view_tko weak %mp[%bid, %zero] : partition_view<tile=(64x16), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> tile<64x16xi8>, token
    %five = constant <i8: 7> : tile<64x16xi8>
    %big = cmpi greater_than %mt, %five, signed : tile<64x16xi8> -> tile<64x16xi1>
    %mmm = constant <i8: -8> : tile<64x16xi8>
    %most = cmpi greater_than %mt, %mmm, signed : tile<64x16xi8> -> tile<64x16xi1>
    %al = reduce %most dim=1 identities=[true] : tile<64x16xi1> -> tile<64xi1>
    (%e: tile<i1>, %a: tile<i1>) {
      %r = andi %e, %a : tile<i1>
      yield %r : tile<i1>
    }
    %an = reduce %big dim=1 identities=[false] : tile<64x16xi1> -> tile<64xi1>
    (%e: tile<i1>, %a: tile<i1>) {
      %r = ori %e, %a : tile<i1>
      yield %r : tile<i1>
    }
    %alb = exti %al unsigned : tile<64xi1> -> tile<64xi8>
    %anb = exti %an unsigned : tile<64xi1> -> tile<64xi8>

    %v1 = make_tensor_view %dsum, shape = [%s0], strides = [%s1] : tile<i32> -> tensor_view<?xf64, strides=[?]>
    %p1 = make_partition_view %v1 : partition_view<tile=(16), tensor_view<?xf64, strides=[?]>>
    %k1 = store_view_tko weak %ds, %p1[%bid] : tile<16xf64>, partition_view<tile=(16), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
    %v2 = make_tensor_view %dcol, shape = [%c0], strides = [%c1] : tile<i32> -> tensor_view<?xf64, strides=[?]>
    %p2 = make_partition_view %v2 : partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>
    %k2 = store_view_tko weak %dc, %p2[%bid] : tile<256xf64>, partition_view<tile=(256), tensor_view<?xf64, strides=[?]>>, tile<i32> -> token
    %v3 = make_tensor_view %qsum, shape = [%u0], strides = [%u1] : tile<i32> -> tensor_view<?xi64, strides=[?]>
    %p3 = make_partition_view %v3 : partition_view<tile=(16), tensor_view<?xi64, strides=[?]>>
    %k3 = store_view_tko weak %qs, %p3[%bid] : tile<16xi64>, partition_view<tile=(16), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
    %v4 = make_tensor_view %hmax, shape = [%x0], strides = [%x1] : tile<i32> -> tensor_view<?xf16, strides=[?]>
    %p4 = make_partition_view %v4 : partition_view<tile=(16), tensor_view<?xf16, strides=[?]>>
    %k4 = store_view_tko weak %hm, %p4[%bid] : tile<16xf16>, partition_view<tile=(16), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
    %v5 = make_tensor_view %all, shape = [%a0], strides = [%a1] : tile<i32> -> tensor_view<?xi8, strides=[?]>
    %p5 = make_partition_view %v5 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>
    %k5 = store_view_tko weak %alb, %p5[%bid] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
    %v6 = make_tensor_view %any, shape = [%y0], strides = [%y1] : tile<i32> -> tensor_view<?xi8, strides=[?]>
    %p6 = make_partition_view %v6 : partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>
    %k6 = store_view_tko weak %anb, %p6[%bid] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
    return
  }
}
