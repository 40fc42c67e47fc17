// tile-pipeline-mma-shared with a tf32 mma: the rings hold the f32 tiles
// the loop loads (16-byte pieces, four elements), and the mma rounds its
// fragments to tf32 as the loop's `ftof` does (nearest even), A read with
// ldmatrix, B element by element. C[72x40] = A[72x60] B[60x40], 32x32x16
// tiles, grid 3,2: K = 60 is four iterations, the last with 12 of its 16
// columns inside A (rows 64 elements apart, so columns 60-63 hold random
// values the copies must not read) and 12 of its 16 rows inside B; M and
// N end inside the last tiles. The interpreter is the reference.
tile.module @mma_ring_tf32_edges {
  entry @mma_ring_tf32_edges(%a: tile<ptr<f32>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                %b: tile<ptr<f32>>, %b0: tile<i32>, %b1: tile<i32>, %b2: tile<i32>, %b3: tile<i32>,
                %c: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>, %c2: tile<i32>, %c3: tile<i32>,
                %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %ba = assume div_by<16>, %b : tile<ptr<f32>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[64,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [40, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[40,1]>
    %cv = make_tensor_view %ca, shape = [%m, %n], strides = [40, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[40,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[40,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[40,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<32x32xf32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<32x32xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>, tile<i32> -> tile<32x16xf32>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[40,1]>>, tile<i32> -> tile<16x32xf32>, token
      %a32 = ftof %at : tile<32x16xf32> -> tile<32x16xtf32>
      %b32 = ftof %bt : tile<16x32xf32> -> tile<16x32xtf32>
      %d = mmaf %a32, %b32, %s : tile<32x16xtf32>, tile<16x32xtf32>, tile<32x32xf32>
      continue %d : tile<32x32xf32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %by] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[40,1]>>, tile<i32> -> token
    return
  }
}
