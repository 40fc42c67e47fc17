// The semantic choices of docs/dialect.md ("Semantic choices") at 4 warps,
// where folds cross lanes, warps and scratch. Block b loads rows
// [64 b, 64 b + 64) of x as a 64x128 tile xn in which x > 0.4, every 8th
// row and every 16th column are NaN, and stores
//  - rmin[64 b + r]: minf of row r (no propagate_nan, identity +inf): the
//    all-NaN rows give NaN, the others ignore their NaNs;
//  - cmax[128 b + c]: maxf down column c (across the 4 warps, identity
//    -inf): the all-NaN columns give NaN;
//  - smin[64 b + r, c]: inclusive minf scan along each row, and
//    smax[64 b + r, c]: inclusive maxf scan down each column (across warps);
//  - bools[64 b + r, c]: ftoi to i1 of 3 xn (f32, unsigned) plus twice
//    that of the f16 of x - 0.25 (signed): x != 0 on both, fractions and
//    NaN included;
//  - gath[8 b + i, j]: rows (9 i + b) mod 256 of x at columns 100 .. 131
//    of a gather_scatter_view (element offset 100; 128 .. 131 padding 0).
//
// Grid 4: x f32[256,128] (rand), rmin f32[256], cmax f32[512],
// smin f32[256,128], smax f32[256,128], bools i8[256,128], gath f32[32,32].
tile.module @m {
  tile.entry @k(%x: tile<ptr<f32>>, %x0: tile<i32>, %x1: tile<i32>, %x2: tile<i32>, %x3: tile<i32>,
                %rmin: tile<ptr<f32>>, %r0: tile<i32>, %r1: tile<i32>,
                %cmax: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>,
                %smin: tile<ptr<f32>>, %s0: tile<i32>, %s1: tile<i32>, %s2: tile<i32>, %s3: tile<i32>,
                %smax: tile<ptr<f32>>, %m0: tile<i32>, %m1: tile<i32>, %m2: tile<i32>, %m3: tile<i32>,
                %bools: tile<ptr<i8>>, %b0: tile<i32>, %b1: tile<i32>, %b2: tile<i32>, %b3: tile<i32>,
                %gath: tile<ptr<f32>>, %g0: tile<i32>, %g1: tile<i32>, %g2: tile<i32>, %g3: tile<i32>)
      optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %x, shape = [%x0, %x1], strides = [%x2, %x3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %pv = make_partition_view %tv : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,?]>>
    %t, %tk = load_view_tko weak %pv[%bid, %zero] : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<64x128xf32>, token

    // NaN where x > 0.4, on rows r % 8 == 0 and on columns c % 16 == 0.
    %nan = constant <f32: 0x7FC00000> : tile<64x128xf32>
    %cut = constant <f32: 0.4> : tile<64x128xf32>
    %big = cmpf greater_than ordered %t, %cut : tile<64x128xf32> -> tile<64x128xi1>
    %ri = iota : tile<64xi32>
    %ri2 = reshape %ri : tile<64xi32> -> tile<64x1xi32>
    %rows = broadcast %ri2 : tile<64x1xi32> -> tile<64x128xi32>
    %ci = iota : tile<128xi32>
    %ci2 = reshape %ci : tile<128xi32> -> tile<1x128xi32>
    %cols = broadcast %ci2 : tile<1x128xi32> -> tile<64x128xi32>
    %seven = constant <i32: 7> : tile<64x128xi32>
    %fifteen = constant <i32: 15> : tile<64x128xi32>
    %zeros = constant <i32: 0> : tile<64x128xi32>
    %rlow = andi %rows, %seven : tile<64x128xi32>
    %clow = andi %cols, %fifteen : tile<64x128xi32>
    %rnan = cmpi equal %rlow, %zeros, signed : tile<64x128xi32> -> tile<64x128xi1>
    %cnan = cmpi equal %clow, %zeros, signed : tile<64x128xi32> -> tile<64x128xi1>
    %n1 = ori %big, %rnan : tile<64x128xi1>
    %n2 = ori %n1, %cnan : tile<64x128xi1>
    %xn = select %n2, %nan, %t : tile<64x128xi1>, tile<64x128xf32>

    %mn = reduce %xn dim=1 identities=[0x7F800000 : f32] : tile<64x128xf32> -> tile<64xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = minf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %mx = reduce %xn dim=0 identities=[0xFF800000 : f32] : tile<64x128xf32> -> tile<128xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = maxf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %sn = scan %xn dim=1 reverse=false identities=[0x7F800000 : f32] : tile<64x128xf32> -> tile<64x128xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = minf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %sx = scan %xn dim=0 reverse=false identities=[0xFF800000 : f32] : tile<64x128xf32> -> tile<64x128xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = maxf %e, %a : tile<f32>
      yield %r : tile<f32>
    }

    // Bools: 3 xn has fractions in (-1, 1) and NaNs; the f16 tile is 0 on
    // columns c % 16 == 1.
    %three = constant <f32: 3.0> : tile<64x128xf32>
    %x3t = mulf %xn, %three : tile<64x128xf32>
    %q = constant <f32: 0.25> : tile<64x128xf32>
    %xq = subf %t, %q : tile<64x128xf32>
    %ones = constant <i32: 1> : tile<64x128xi32>
    %czero = cmpi equal %clow, %ones, signed : tile<64x128xi32> -> tile<64x128xi1>
    %fz = constant <f32: 0.0> : tile<64x128xf32>
    %xqz = select %czero, %fz, %xq : tile<64x128xi1>, tile<64x128xf32>
    %h = ftof %xqz : tile<64x128xf32> -> tile<64x128xf16>
    %bf = ftoi %x3t unsigned : tile<64x128xf32> -> tile<64x128xi1>
    %bh = ftoi %h signed : tile<64x128xf16> -> tile<64x128xi1>
    %bf8 = exti %bf unsigned : tile<64x128xi1> -> tile<64x128xi8>
    %bh8 = exti %bh unsigned : tile<64x128xi1> -> tile<64x128xi8>
    %two = constant <i8: 2> : tile<64x128xi8>
    %bh2 = muli %bh8, %two : tile<64x128xi8>
    %b8 = addi %bf8, %bh2 : tile<64x128xi8>

    // Gather: rows (9 i + b) mod 256, columns from element 100.
    %i8 = iota : tile<8xi32>
    %nine = constant <i32: 9> : tile<8xi32>
    %bid1 = reshape %bid : tile<i32> -> tile<1xi32>
    %bids = broadcast %bid1 : tile<1xi32> -> tile<8xi32>
    %r9 = muli %i8, %nine : tile<8xi32>
    %r9b = addi %r9, %bids : tile<8xi32>
    %m255 = constant <i32: 255> : tile<8xi32>
    %grow = andi %r9b, %m255 : tile<8xi32>
    %c100 = constant <i32: 100> : tile<i32>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=0>
    %g, %gk = load_view_tko weak %gv[%grow, %c100] : gather_scatter_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x32xf32>, token

    %vr = make_tensor_view %rmin, shape = [%r0], strides = [%r1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %qr = make_partition_view %vr : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %k1 = store_view_tko weak %mn, %qr[%bid] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    %vc = make_tensor_view %cmax, shape = [%c0], strides = [%c1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %qc = make_partition_view %vc : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
    %k2 = store_view_tko weak %mx, %qc[%bid] : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    %vs = make_tensor_view %smin, shape = [%s0, %s1], strides = [%s2, %s3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %qs = make_partition_view %vs : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,?]>>
    %k3 = store_view_tko weak %sn, %qs[%bid, %zero] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
    %vm = make_tensor_view %smax, shape = [%m0, %m1], strides = [%m2, %m3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %qm = make_partition_view %vm : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,?]>>
    %k4 = store_view_tko weak %sx, %qm[%bid, %zero] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
    %vb = make_tensor_view %bools, shape = [%b0, %b1], strides = [%b2, %b3] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]>
    %qb = make_partition_view %vb : partition_view<tile=(64x128), tensor_view<?x?xi8, strides=[?,?]>>
    %k5 = store_view_tko weak %b8, %qb[%bid, %zero] : tile<64x128xi8>, partition_view<tile=(64x128), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> token
    %vg = make_tensor_view %gath, shape = [%g0, %g1], strides = [%g2, %g3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %qg = make_partition_view %vg : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>
    %k6 = store_view_tko weak %g, %qg[%bid, %zero] : tile<8x32xf32>, partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
    return
  }
}
