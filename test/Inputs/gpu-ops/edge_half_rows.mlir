// View accesses whose row end cuts a vector of 16-bit lanes (the edge
// path of issue 13's one bounds decision per thread): 1x1024 f16 tiles
// over 128 threads, 8 lanes (one 16-byte vector) a thread, of rows 693
// elements long in a 704-wide array. 693 = 86 x 8 + 5: thread 86's vector
// is cut after its fifth lane, so its first five lanes load and store one
// by one through the halves of their words; threads 87 and on are past
// the end (they load the padding and store nothing). dst = src + 1 on the
// first 693 columns of each row and stays 0 after them.
//
// Grid 37 (one row each). src f16[37,704] (rand), dst f16[37,704] (zeros),
// cols = 693.
tile.module @edge_half_rows {
  entry @edge_half_rows(%src: tile<ptr<f16>>, %s0: tile<i32>, %s1: tile<i32>, %s2: tile<i32>, %s3: tile<i32>,
                        %dst: tile<ptr<f16>>, %d0: tile<i32>, %d1: tile<i32>, %d2: tile<i32>, %d3: tile<i32>,
                        %cols: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %row, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %sa = assume div_by<16>, %src : tile<ptr<f16>>
    %da = assume div_by<16>, %dst : tile<ptr<f16>>
    %sv = make_tensor_view %sa, shape = [%s0, %cols], strides = [704, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[704,1]>
    %dv = make_tensor_view %da, shape = [%d0, %cols], strides = [704, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[704,1]>
    %sp = make_partition_view %sv : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf16, strides=[704,1]>>
    %dp = make_partition_view %dv : partition_view<tile=(1x1024), tensor_view<?x?xf16, strides=[704,1]>>
    %x, %t0 = load_view_tko weak %sp[%row, %c0] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf16, strides=[704,1]>>, tile<i32> -> tile<1x1024xf16>, token
    %one = constant <f16: 1.0> : tile<1x1024xf16>
    %y = addf %x, %one : tile<1x1024xf16>
    %t1 = store_view_tko weak %y, %dp[%row, %c0] : tile<1x1024xf16>, partition_view<tile=(1x1024), tensor_view<?x?xf16, strides=[704,1]>>, tile<i32> -> token
    return
  }
}
