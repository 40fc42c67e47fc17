// mma_ring_f16_edges.mlir's GEMM with an assert after the loop that
// holds (no NaN in the sum): the assert is a block-wide OR over its
// threads (bar.red), which with --warp-specialize counts the mma warps
// only; a wrong count hangs the block or miscounts. The interpreter is
// the reference.
tile.module @mma_ring_assert {
  entry @mma_ring_assert(%a: tile<ptr<f16>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                %b: tile<ptr<f16>>, %b0: tile<i32>, %b1: tile<i32>, %b2: tile<i32>, %b3: tile<i32>,
                %c: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>, %c2: tile<i32>, %c3: tile<i32>,
                %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [88, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[88,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [72, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[72,1]>
    %cv = make_tensor_view %ca, shape = [%m, %n], strides = [72, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[72,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[88,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[72,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[72,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[88,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x64xf32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[88,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[72,1]>>, tile<i32> -> tile<32x64xf16>, token
      %d = mmaf %at, %bt, %s : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %by] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[72,1]>>, tile<i32> -> token
    %ok = cmpf equal ordered %sum, %sum : tile<64x64xf32> -> tile<64x64xi1>
    assert %ok, "the sum is a number" : tile<64x64xi1>
    return
  }
}
