// Coalesced tiles (docs/layouts.md, "Coalesced tiles") against the
// interpreter: a tile-local softmax over 4x512 f16 tiles of a 37x700
// array, computed in f32 and stored as f32. Over 128 threads a thread
// holds 16 elements of one row; the load reads vectors of 4 f16 (rows of
// 1400 bytes are 8-byte aligned), the store vectors of 4 f32, so every
// tile from the load to the store is #tilegpu.coalesced<4, 32> (reshapes
// and two row reductions inside the set). Rows and columns hang over the
// array's edges (37 = 9 x 4 + 1, 700 = 512 + 188): the padding is -inf,
// so a padded element's exp is 0, and the edge lanes are masked.
//
// Grid 20: block b takes row tile b / 2 (10 of them) and column tile
// b mod 2. src f16[37,700] (rand), dst f32[37,700].
tile.module @coalesced_rows {
  entry @coalesced_rows(%src: tile<ptr<f16>>, %s0: tile<i32>, %s1: tile<i32>, %s2: tile<i32>, %s3: tile<i32>,
                        %dst: tile<ptr<f32>>, %d0: tile<i32>, %d1: tile<i32>, %d2: tile<i32>, %d3: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %rt = divi %bid, %two unsigned : tile<i32>
    %ct = remi %bid, %two unsigned : tile<i32>
    %sa = assume div_by<16>, %src : tile<ptr<f16>>
    %da = assume div_by<16>, %dst : tile<ptr<f32>>
    %sv = make_tensor_view %sa, shape = [%s0, %s1], strides = [700, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[700,1]>
    %dv = make_tensor_view %da, shape = [%d0, %d1], strides = [700, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[700,1]>
    %sp = make_partition_view %sv : partition_view<tile=(4x512), padding_value = neg_inf, tensor_view<?x?xf16, strides=[700,1]>>
    %dp = make_partition_view %dv : partition_view<tile=(4x512), tensor_view<?x?xf32, strides=[700,1]>>
    %x, %t0 = load_view_tko weak %sp[%rt, %ct] : partition_view<tile=(4x512), padding_value = neg_inf, tensor_view<?x?xf16, strides=[700,1]>>, tile<i32> -> tile<4x512xf16>, token
    %xf = ftof %x : tile<4x512xf16> -> tile<4x512xf32>
    %m = reduce %xf dim=1 identities=[0xFF800000 : f32] : tile<4x512xf32> -> tile<4xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %v = maxf %e, %acc : tile<f32>
      yield %v : tile<f32>
    }
    %m2 = reshape %m : tile<4xf32> -> tile<4x1xf32>
    %mb = broadcast %m2 : tile<4x1xf32> -> tile<4x512xf32>
    %d = subf %xf, %mb : tile<4x512xf32>
    %ex = exp %d : tile<4x512xf32>
    %flat = reshape %ex : tile<4x512xf32> -> tile<2048xf32>
    %back = reshape %flat : tile<2048xf32> -> tile<4x512xf32>
    %sum = reduce %back dim=1 identities=[0.000000e+00 : f32] : tile<4x512xf32> -> tile<4xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %v = addf %e, %acc : tile<f32>
      yield %v : tile<f32>
    }
    %sum2 = reshape %sum : tile<4xf32> -> tile<4x1xf32>
    %sb = broadcast %sum2 : tile<4x1xf32> -> tile<4x512xf32>
    %y = divf %back, %sb : tile<4x512xf32>
    %t1 = store_view_tko weak %y, %dp[%rt, %ct] : tile<4x512xf32>, partition_view<tile=(4x512), tensor_view<?x?xf32, strides=[700,1]>>, tile<i32> -> token
    return
  }
}
