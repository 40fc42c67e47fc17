// Row softmax, one 8192-wide row per tile block: y = exp(x - max) / sum.
// Arguments (cuTile convention): x (ptr, rows, cols, row stride, col
// stride), y (the same); column strides are 1 and unused. Grid: rows.
tile.module @bench {
  entry @softmax_row(%x: tile<ptr<f32>>, %xr: tile<i32>, %xc: tile<i32>, %xs: tile<i32>, %xs1: tile<i32>, %y: tile<ptr<f32>>, %yr: tile<i32>, %yc: tile<i32>, %ys: tile<i32>, %ys1: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 8}> {
    %tok = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %xsa = assume div_by<4>, %xs : tile<i32>
    %ysa = assume div_by<4>, %ys : tile<i32>
    %xv = make_tensor_view %xa, shape = [%xr, %xc], strides = [%xsa, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %yv = make_tensor_view %ya, shape = [%yr, %yc], strides = [%ysa, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %row, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %xp = make_partition_view %xv : partition_view<tile=(1x8192), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %t, %t_tok = load_view_tko weak %xp[%row, %c0] token = %tok : partition_view<tile=(1x8192), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x8192xf32>, token
    %max = reduce %t dim=1 identities=[0xFF800000 : f32] : tile<1x8192xf32> -> tile<1xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = maxf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    %max2 = reshape %max : tile<1xf32> -> tile<1x1xf32>
    %maxb = broadcast %max2 : tile<1x1xf32> -> tile<1x8192xf32>
    %d = subf %t, %maxb : tile<1x8192xf32>
    %e = exp %d : tile<1x8192xf32>
    %sum = reduce %e dim=1 identities=[0.000000e+00 : f32] : tile<1x8192xf32> -> tile<1xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %s = addf %a, %b : tile<f32>
      yield %s : tile<f32>
    }
    %sum2 = reshape %sum : tile<1xf32> -> tile<1x1xf32>
    %sumb = broadcast %sum2 : tile<1x1xf32> -> tile<1x8192xf32>
    %r = divf %e, %sumb : tile<1x8192xf32>
    %yp = make_partition_view %yv : partition_view<tile=(1x8192), tensor_view<?x?xf32, strides=[?,1]>>
    %st = store_view_tko weak %r, %yp[%row, %c0] token = %tok : tile<1x8192xf32>, partition_view<tile=(1x8192), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
