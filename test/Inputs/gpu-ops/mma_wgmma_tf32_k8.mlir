// tf32 through wgmma with an 8-wide K tile (one k step): B's ring
// interleaved with S = 1 (k = 2 t + h at column t + 4 h), each thread's 2
// consecutive elements of a row of A one 8-byte load, A's rows 32 bytes
// (the 32-byte swizzle). A 64x32 f32 accumulator over 4 warps;
// C[100x60] = A[100x40] B[40x60], grid 2,2: five K tiles, the second row
// of tiles 36 of 64 rows, the second column 28 of 32. The interpreter is
// the reference.
tile.module @mma_wgmma_tf32_k8 {
  entry @mma_wgmma_tf32_k8(%a: tile<ptr<f32>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                %b: tile<ptr<f32>>, %b0: tile<i32>, %b1: tile<i32>, %b2: tile<i32>, %b3: tile<i32>,
                %c: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>, %c2: tile<i32>, %c3: tile<i32>,
                %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %ba = assume div_by<16>, %b : tile<ptr<f32>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [40, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[40,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [60, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[60,1]>
    %cv = make_tensor_view %ca, shape = [%m, %n], strides = [60, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[60,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x8), padding_value = zero, tensor_view<?x?xf32, strides=[40,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[60,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[60,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(64x8), padding_value = zero, tensor_view<?x?xf32, strides=[40,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x32xf32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<64x32xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(64x8), padding_value = zero, tensor_view<?x?xf32, strides=[40,1]>>, tile<i32> -> tile<64x8xf32>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[60,1]>>, tile<i32> -> tile<8x32xf32>, token
      %a32 = ftof %at : tile<64x8xf32> -> tile<64x8xtf32>
      %b32 = ftof %bt : tile<8x32xf32> -> tile<8x32xtf32>
      %d = mmaf %a32, %b32, %s : tile<64x8xtf32>, tile<8x32xtf32>, tile<64x32xf32>
      continue %d : tile<64x32xf32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %by] : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[60,1]>>, tile<i32> -> token
    return
  }
}
