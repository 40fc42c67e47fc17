// A loop-invariant f16 B through a ring of one buffer, as
// mma_ring_resident_tf32.mlir does with tf32: C[M x 64] = C0 + sum_j
// A[:, 64 j .. 64 j + 63] B, B a 64x64 f16 tile loaded once before the
// loop (its buffer row-major and swizzled: wgmma reads f16 B N-major),
// A's 128x64 f16 tiles loaded in the loop, an f32 accumulator. The B load's
// token is the loop's first; nothing joins A's. Edges as there: M = 200, A's 180
// columns (rows 192 elements apart), B's 60 rows. The interpreter is the
// reference.
tile.module @mma_ring_resident_f16 {
  entry @mma_ring_resident_f16(%a: tile<ptr<f16>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                %b: tile<ptr<f16>>, %b0: tile<i32>, %b1: tile<i32>, %b2: tile<i32>, %b3: tile<i32>,
                %c: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>, %c2: tile<i32>, %c3: tile<i32>,
                %m: tile<i32>, %k: tile<i32>, %kb: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [192, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[192,1]>
    %bv = make_tensor_view %ba, shape = [%kb, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %cv = make_tensor_view %ca, shape = [%m, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[192,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[192,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %cin, %tc = load_view_tko weak %cp[%bx, %zero] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<128x64xf32>, token
    %bt, %tb = load_view_tko weak %bp[%zero, %zero] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<64x64xf16>, token
    %sum:2 = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %cin, %t = %tb) -> (tile<128x64xf32>, token) {
      %at, %ta = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[192,1]>>, tile<i32> -> tile<128x64xf16>, token
      %d = mmaf %at, %bt, %s : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
      continue %d, %t : tile<128x64xf32>, token
    }
    %t3 = store_view_tko weak %sum#0, %cp[%bx, %zero] token = %sum#1 : tile<128x64xf32>, partition_view<tile=(128x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
