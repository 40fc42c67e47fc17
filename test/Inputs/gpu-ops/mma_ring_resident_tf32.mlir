// A loop-invariant B through a ring of one buffer (the seed's panel
// update): C[M x 64] = C0 + sum_j A[:, 64 j .. 64 j + 63] B, B a 64x64 tile
// loaded once before the loop, whose token the loop carries and joins
// with each A load's, A's 128x64 tiles loaded in the loop. On sm_90
// tile-pipeline-mma-shared copies B once into its own buffer (rounded and
// transposed there) and A into a ring, and the mma runs as wgmma. Edges:
// M = 200 ends inside the second row block, A's 180 columns inside the
// third tile (rows 192 elements apart: columns 180-191 hold random values
// the copies must not read), B's 60 rows inside its tile (the copy pads
// rows 60-63 with zeros). The interpreter is the reference.
tile.module @mma_ring_resident_tf32 {
  entry @mma_ring_resident_tf32(%a: tile<ptr<f32>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                %b: tile<ptr<f32>>, %b0: tile<i32>, %b1: tile<i32>, %b2: tile<i32>, %b3: tile<i32>,
                %c: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>, %c2: tile<i32>, %c3: tile<i32>,
                %m: tile<i32>, %k: tile<i32>, %kb: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %ba = assume div_by<16>, %b : tile<ptr<f32>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [192, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[192,1]>
    %bv = make_tensor_view %ba, shape = [%kb, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %cv = make_tensor_view %ca, shape = [%m, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf32, strides=[192,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf32, strides=[192,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %tok = make_token : token
    %cin, %tc = load_view_tko weak %cp[%bx, %zero] token = %tok : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<128x64xf32>, token
    %bt, %tb = load_view_tko weak %bp[%zero, %zero] token = %tok : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %b32 = ftof %bt : tile<64x64xf32> -> tile<64x64xtf32>
    %sum:2 = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %cin, %t = %tb) -> (tile<128x64xf32>, token) {
      %at, %ta = load_view_tko weak %ap[%bx, %kk] token = %tok : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf32, strides=[192,1]>>, tile<i32> -> tile<128x64xf32>, token
      %tj = join_tokens %t, %ta : token
      %a32 = ftof %at : tile<128x64xf32> -> tile<128x64xtf32>
      %d = mmaf %a32, %b32, %s : tile<128x64xtf32>, tile<64x64xtf32>, tile<128x64xf32>
      continue %d, %tj : tile<128x64xf32>, token
    }
    %tall = join_tokens %sum#1, %tc : token
    %t3 = store_view_tko weak %sum#0, %cp[%bx, %zero] token = %tall : tile<128x64xf32>, partition_view<tile=(128x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
