// RMSNorm forward over 4096-wide bf16 rows, statistics in f32:
// y = x * rsqrt(mean(x^2) + 1e-6) * w, rounded to bf16.
// Persistent: a grid of a few tile blocks per SM, each looping over rows
// bid, bid + nblocks, ... (a `for` striding by the grid size), with the
// weight loaded once per block. Any grid size is correct.
// Arguments (cuTile convention): x (ptr, rows, cols, row stride, col
// stride), w (ptr, cols, stride), y (like x); unit strides are unused.
tile.module @bench {
  entry @rmsnorm_bf16(%x: tile<ptr<bf16>>, %xr: tile<i32>, %xc: tile<i32>, %xs: tile<i32>, %xs1: tile<i32>, %w: tile<ptr<bf16>>, %wn: tile<i32>, %ws: tile<i32>, %y: tile<ptr<bf16>>, %yr: tile<i32>, %yc: tile<i32>, %ys: tile<i32>, %ys1: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 8}> {
    %tok = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<bf16>>
    %wa = assume div_by<16>, %w : tile<ptr<bf16>>
    %ya = assume div_by<16>, %y : tile<ptr<bf16>>
    %xsa = assume div_by<8>, %xs : tile<i32>
    %ysa = assume div_by<8>, %ys : tile<i32>
    %rows = assume bounded<0, ?>, %xr : tile<i32>
    %xv = make_tensor_view %xa, shape = [%rows, %xc], strides = [%xsa, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %wv = make_tensor_view %wa, shape = [%wn], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %yv = make_tensor_view %ya, shape = [%yr, %yc], strides = [%ysa, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %nb, %ny, %nz = get_num_tile_blocks : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %wp = make_partition_view %wv : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %wh, %w_tok = load_view_tko weak %wp[%c0] token = %tok : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
    %wf = ftof %wh : tile<4096xbf16> -> tile<4096xf32>
    %w2 = reshape %wf : tile<4096xf32> -> tile<1x4096xf32>
    %inv_n = constant <f32: 2.44140625e-04> : tile<1xf32>
    %eps = constant <f32: 9.99999997e-07> : tile<1xf32>
    %xp = make_partition_view %xv : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    for %row in (%bid to %rows, step %nb) : tile<i32> {
      %xh, %x_tok = load_view_tko weak %xp[%row, %c0] token = %tok : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %t = ftof %xh : tile<1x4096xbf16> -> tile<1x4096xf32>
      %sq = mulf %t, %t : tile<1x4096xf32>
      %ssq = reduce %sq dim=1 identities=[0.000000e+00 : f32] : tile<1x4096xf32> -> tile<1xf32>
      (%a: tile<f32>, %b: tile<f32>) {
        %s = addf %a, %b : tile<f32>
        yield %s : tile<f32>
      }
      %ms = mulf %ssq, %inv_n : tile<1xf32>
      %mse = addf %ms, %eps : tile<1xf32>
      %rstd = rsqrt %mse : tile<1xf32>
      %rstd2 = reshape %rstd : tile<1xf32> -> tile<1x1xf32>
      %rstdb = broadcast %rstd2 : tile<1x1xf32> -> tile<1x4096xf32>
      %n = mulf %t, %rstdb : tile<1x4096xf32>
      %yf = mulf %n, %w2 : tile<1x4096xf32>
      %yh = ftof %yf : tile<1x4096xf32> -> tile<1x4096xbf16>
      %st = store_view_tko weak %yh, %yp[%row, %c0] token = %tok : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue
    }
    return
  }
}
