// LayerNorm forward over 8192-wide f16 rows, statistics in f32:
// y = (x - mean) * rsqrt(var + 1e-5) * w + b, var the biased variance.
// One row per tile block. Arguments (cuTile convention): x (ptr, rows,
// cols, row stride, col stride), w (ptr, cols, stride), b (ptr, cols,
// stride), y (like x); unit strides are unused. Grid: rows.
tile.module @bench {
  entry @layernorm_fwd(%x: tile<ptr<f16>>, %xr: tile<i32>, %xc: tile<i32>, %xs: tile<i32>, %xs1: tile<i32>, %w: tile<ptr<f16>>, %wn: tile<i32>, %ws: tile<i32>, %b: tile<ptr<f16>>, %bn: tile<i32>, %bs: tile<i32>, %y: tile<ptr<f16>>, %yr: tile<i32>, %yc: tile<i32>, %ys: tile<i32>, %ys1: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 8}> {
    %tok = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f16>>
    %wa = assume div_by<16>, %w : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %ya = assume div_by<16>, %y : tile<ptr<f16>>
    %xsa = assume div_by<8>, %xs : tile<i32>
    %ysa = assume div_by<8>, %ys : tile<i32>
    %xv = make_tensor_view %xa, shape = [%xr, %xc], strides = [%xsa, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %wv = make_tensor_view %wa, shape = [%wn], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %bv = make_tensor_view %ba, shape = [%bn], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %yv = make_tensor_view %ya, shape = [%yr, %yc], strides = [%ysa, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %row, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %xp = make_partition_view %xv : partition_view<tile=(1x8192), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %xh, %x_tok = load_view_tko weak %xp[%row, %c0] token = %tok : partition_view<tile=(1x8192), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x8192xf16>, token
    %t = ftof %xh : tile<1x8192xf16> -> tile<1x8192xf32>
    %sum = reduce %t dim=1 identities=[0.000000e+00 : f32] : tile<1x8192xf32> -> tile<1xf32>
    (%a: tile<f32>, %c: tile<f32>) {
      %s = addf %a, %c : tile<f32>
      yield %s : tile<f32>
    }
    %inv_n = constant <f32: 1.220703125e-04> : tile<1xf32>
    %mean = mulf %sum, %inv_n : tile<1xf32>
    %mean2 = reshape %mean : tile<1xf32> -> tile<1x1xf32>
    %meanb = broadcast %mean2 : tile<1x1xf32> -> tile<1x8192xf32>
    %d = subf %t, %meanb : tile<1x8192xf32>
    %sq = mulf %d, %d : tile<1x8192xf32>
    %ssq = reduce %sq dim=1 identities=[0.000000e+00 : f32] : tile<1x8192xf32> -> tile<1xf32>
    (%a: tile<f32>, %c: tile<f32>) {
      %s = addf %a, %c : tile<f32>
      yield %s : tile<f32>
    }
    %var = mulf %ssq, %inv_n : tile<1xf32>
    %eps = constant <f32: 9.99999974e-06> : tile<1xf32>
    %vareps = addf %var, %eps : tile<1xf32>
    %rstd = rsqrt %vareps : tile<1xf32>
    %rstd2 = reshape %rstd : tile<1xf32> -> tile<1x1xf32>
    %rstdb = broadcast %rstd2 : tile<1x1xf32> -> tile<1x8192xf32>
    %n = mulf %d, %rstdb : tile<1x8192xf32>
    %wp = make_partition_view %wv : partition_view<tile=(8192), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %wh, %w_tok = load_view_tko weak %wp[%c0] token = %tok : partition_view<tile=(8192), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<8192xf16>, token
    %bp = make_partition_view %bv : partition_view<tile=(8192), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %bh, %b_tok = load_view_tko weak %bp[%c0] token = %tok : partition_view<tile=(8192), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<8192xf16>, token
    %wf = ftof %wh : tile<8192xf16> -> tile<8192xf32>
    %bf = ftof %bh : tile<8192xf16> -> tile<8192xf32>
    %w2 = reshape %wf : tile<8192xf32> -> tile<1x8192xf32>
    %b2 = reshape %bf : tile<8192xf32> -> tile<1x8192xf32>
    %yf = fma %n, %w2, %b2 : tile<1x8192xf32>
    %yh = ftof %yf : tile<1x8192xf32> -> tile<1x8192xf16>
    %yp = make_partition_view %yv : partition_view<tile=(1x8192), tensor_view<?x?xf16, strides=[?,1]>>
    %st = store_view_tko weak %yh, %yp[%row, %c0] token = %tok : tile<1x8192xf16>, partition_view<tile=(1x8192), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
