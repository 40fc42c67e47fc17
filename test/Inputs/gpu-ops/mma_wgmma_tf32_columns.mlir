// tf32 through wgmma with B K-major as it lies: B from a tensor stored
// N x K (strides [1, 72]), its ring holding the tile's transpose copied by
// columns and rounded in place to tf32 (nearest even) like A's, with no
// staging. A 128x32, B 32x64, a 128x64 f32 accumulator over 4 warps.
// C[200x100] = A[200x72] B[72x100], grid 2,2. The interpreter (ftof
// rounds to nearest even) is the reference.
tile.module @mma_wgmma_tf32_columns {
  entry @mma_wgmma_tf32_columns(%a: tile<ptr<f32>>, %bt: tile<ptr<f32>>,
                %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %ba = assume div_by<16>, %bt : tile<ptr<f32>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [72, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[72,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [1, 72] : tile<i32> -> tensor_view<?x?xf32, strides=[1,72]>
    %cv = make_tensor_view %ca, shape = [%m, %n], strides = [100, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[100,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[72,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[1,72]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[100,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[72,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x64xf32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<128x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[72,1]>>, tile<i32> -> tile<128x32xf32>, token
      %btile, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[1,72]>>, tile<i32> -> tile<32x64xf32>, token
      %a32 = ftof %at : tile<128x32xf32> -> tile<128x32xtf32>
      %b32 = ftof %btile : tile<32x64xf32> -> tile<32x64xtf32>
      %d = mmaf %a32, %b32, %s : tile<128x32xtf32>, tile<32x64xtf32>, tile<128x64xf32>
      continue %d : tile<128x64xf32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %by] : tile<128x64xf32>, partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[100,1]>>, tile<i32> -> token
    return
  }
}
