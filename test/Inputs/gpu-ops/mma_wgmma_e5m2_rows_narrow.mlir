// f8 (e5m2) through wgmma with B row-major in narrow tiles: B's 64x32
// tile is 16 units of 8 rows by 16 bytes (two along N, so they go two at
// a time along N: RingPieces::getUnitGroup), fewer than the 128 threads,
// and the 128x32 accumulator is two m64n32k32 blocks per k step.
// C[150x100] = A[150x160] B[160x100], B's rows 112 bytes apart, grid 2,4:
// the second row of tiles holds 22 of 128 rows, the last K tile 32 of 64
// rows, the last column of tiles 4 of 32 columns (its pieces 4 bytes
// inside, or none). The interpreter is the reference, within 0.4% of the
// largest output (cases.txt), as for the other f8 cases.
tile.module @mma_wgmma_e5m2_rows_narrow {
  entry @mma_wgmma_e5m2_rows_narrow(%a: tile<ptr<f8E5M2>>, %b: tile<ptr<f8E5M2>>,
                %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f8E5M2>>
    %ba = assume div_by<16>, %b : tile<ptr<f8E5M2>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [160, 1] : tile<i32> -> tensor_view<?x?xf8E5M2, strides=[160,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [112, 1] : tile<i32> -> tensor_view<?x?xf8E5M2, strides=[112,1]>
    %cv = make_tensor_view %ca, shape = [%m, %n], strides = [100, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[100,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[160,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[112,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[100,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[160,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x32xf32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<128x32xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[160,1]>>, tile<i32> -> tile<128x64xf8E5M2>, token
      %btile, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf8E5M2, strides=[112,1]>>, tile<i32> -> tile<64x32xf8E5M2>, token
      %d = mmaf %at, %btile, %s : tile<128x64xf8E5M2>, tile<64x32xf8E5M2>, tile<128x32xf32>
      continue %d : tile<128x32xf32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %by] : tile<128x32xf32>, partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[100,1]>>, tile<i32> -> token
    return
  }
}
