// reduce on f32 tiles at 4 warps (128 threads), through each way the
// lowering gathers a result (docs/lowering.md, "Data movement"). Block b
// loads rows [64 b, 64 b + 64) of x as a 64x128 tile and stores
//  - rmax[64 b + r], rsum[64 b + r]: max and sum of row r (dim 1: K = 64,
//    2 lanes per row, one shfl.bfly; the result's layout through scratch);
//  - csum[128 b + c]: sum of column c (dim 0: 16 lanes of each of the 4
//    warps hold parts of a column: 4 shfl.bfly, then the 4 warp totals
//    through scratch);
//  - r32[64 b + r]: sum of the first 32 columns of row r (a 64x32 tile:
//    K = 16, 2 lanes per row);
//  - tot[b]: sum of the whole tile as a 1x8192 tile (32 lanes, 4 warps).
// The sums differ from the interpreter's left fold by reassociation only.
//
// Grid 4: x f32[256,128] (rand), rmax f32[256], rsum f32[256],
// csum f32[512], r32 f32[256], tot f32[4].
tile.module @m {
  tile.entry @k(%x: tile<ptr<f32>>, %x0: tile<i32>, %x1: tile<i32>, %x2: tile<i32>, %x3: tile<i32>,
                %rmax: tile<ptr<f32>>, %m0: tile<i32>, %m1: tile<i32>,
                %rsum: tile<ptr<f32>>, %s0: tile<i32>, %s1: tile<i32>,
                %csum: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>,
                %r32: tile<ptr<f32>>, %h0: tile<i32>, %h1: tile<i32>,
                %tot: tile<ptr<f32>>, %t0: tile<i32>, %t1: tile<i32>)
      optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %x, shape = [%x0, %x1], strides = [%x2, %x3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %pv = make_partition_view %tv : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,?]>>
    %t, %tk = load_view_tko weak %pv[%bid, %zero] : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<64x128xf32>, token

    %mx = reduce %t dim=1 identities=[0xFF800000 : f32] : tile<64x128xf32> -> tile<64xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = maxf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %sm = reduce %t dim=1 identities=[0.000000e+00 : f32] : tile<64x128xf32> -> tile<64xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = addf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %cs = reduce %t dim=0 identities=[0.000000e+00 : f32] : tile<64x128xf32> -> tile<128xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = addf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %h = extract %t[%zero, %zero] : tile<64x128xf32> -> tile<64x32xf32>
    %hs = reduce %h dim=1 identities=[0.000000e+00 : f32] : tile<64x32xf32> -> tile<64xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = addf %e, %a : tile<f32>
      yield %r : tile<f32>
    }
    %flat = reshape %t : tile<64x128xf32> -> tile<1x8192xf32>
    %all = reduce %flat dim=1 identities=[0.000000e+00 : f32] : tile<1x8192xf32> -> tile<1xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %r = addf %e, %a : tile<f32>
      yield %r : tile<f32>
    }

    %vm = make_tensor_view %rmax, shape = [%m0], strides = [%m1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %qm = make_partition_view %vm : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %k1 = store_view_tko weak %mx, %qm[%bid] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    %vs = make_tensor_view %rsum, shape = [%s0], strides = [%s1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %qs = make_partition_view %vs : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %k2 = store_view_tko weak %sm, %qs[%bid] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    %vc = make_tensor_view %csum, shape = [%c0], strides = [%c1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %qc = make_partition_view %vc : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
    %k3 = store_view_tko weak %cs, %qc[%bid] : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    %vh = make_tensor_view %r32, shape = [%h0], strides = [%h1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %qh = make_partition_view %vh : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %k4 = store_view_tko weak %hs, %qh[%bid] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    %vt = make_tensor_view %tot, shape = [%t0], strides = [%t1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %qt = make_partition_view %vt : partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>
    %k5 = store_view_tko weak %all, %qt[%bid] : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    return
  }
}
