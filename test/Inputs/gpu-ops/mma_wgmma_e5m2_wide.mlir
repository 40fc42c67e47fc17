// f8 (e5m2) through wgmma at its widest f8 K tile: A 256x128 and B's
// transpose 128x128 (128-byte rows: the 128-byte swizzle), a 256x128 f32
// accumulator over 8 warps (two warpgroups, two m64n128k32 blocks each).
// B comes from a tensor stored N x K (strides [1, 300]); K = 300 is a
// multiple of 4 but not 16, so the copies move 4-byte pieces, and the last
// K tile holds 44 of 128 columns.
// C[300x200] = A[300x300] B[300x200], grid 2,2: the second row of tiles
// holds 44 rows, the second column 72. The interpreter is the reference,
// within 0.4% of the largest output, as for mma_wgmma_e4m3_edges (max abs
// err 0.0097 measured on the H200).
tile.module @mma_wgmma_e5m2_wide {
  entry @mma_wgmma_e5m2_wide(%a: tile<ptr<f8E5M2>>, %bt: tile<ptr<f8E5M2>>,
                %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 8}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f8E5M2>>
    %ba = assume div_by<16>, %bt : tile<ptr<f8E5M2>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [300, 1] : tile<i32> -> tensor_view<?x?xf8E5M2, strides=[300,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [1, 300] : tile<i32> -> tensor_view<?x?xf8E5M2, strides=[1,300]>
    %cv = make_tensor_view %ca, shape = [%m, %n], strides = [200, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[200,1]>
    %ap = make_partition_view %av : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[300,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[1,300]>>
    %cp = make_partition_view %cv : partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[200,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[300,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<256x128xf32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<256x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[300,1]>>, tile<i32> -> tile<256x128xf8E5M2>, token
      %btile, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[1,300]>>, tile<i32> -> tile<128x128xf8E5M2>, token
      %d = mmaf %at, %btile, %s : tile<256x128xf8E5M2>, tile<128x128xf8E5M2>, tile<256x128xf32>
      continue %d : tile<256x128xf32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %by] : tile<256x128xf32>, partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[200,1]>>, tile<i32> -> token
    return
  }
}
