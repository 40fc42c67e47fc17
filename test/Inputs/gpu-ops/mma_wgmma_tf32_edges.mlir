// tf32 through wgmma (sm_90): f32 tiles land in swizzled rings, B's
// transposed (K-major, one 4-byte copy an element), both rounded in place
// to tf32 (nearest even) before wgmma reads them. A 128x64 f32
// accumulator over 4 warps (two m64n64k8 blocks per warpgroup), A 128x32
// and B's transpose 64x32 (128-byte rows: the 128-byte swizzle).
// C[200x100] = A[200x72] B[72x100], grid 2,2: the second row of tiles
// ends inside its second block, the last K tile holds 8 of 32 columns and
// the last column of tiles 36 of 64. The interpreter (ftof rounds to
// nearest even) is the reference.
tile.module @mma_wgmma_tf32_edges {
  entry @mma_wgmma_tf32_edges(%a: tile<ptr<f32>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                %b: tile<ptr<f32>>, %b0: tile<i32>, %b1: tile<i32>, %b2: tile<i32>, %b3: tile<i32>,
                %c: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>, %c2: tile<i32>, %c3: tile<i32>,
                %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %ba = assume div_by<16>, %b : tile<ptr<f32>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [72, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[72,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [100, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[100,1]>
    %cv = make_tensor_view %ca, shape = [%m, %n], strides = [100, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[100,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[72,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[100,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[100,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[72,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x64xf32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<128x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[72,1]>>, tile<i32> -> tile<128x32xf32>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[100,1]>>, tile<i32> -> tile<32x64xf32>, token
      %a32 = ftof %at : tile<128x32xf32> -> tile<128x32xtf32>
      %b32 = ftof %bt : tile<32x64xf32> -> tile<32x64xtf32>
      %d = mmaf %a32, %b32, %s : tile<128x32xtf32>, tile<32x64xtf32>, tile<128x64xf32>
      continue %d : tile<128x64xf32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %by] : tile<128x64xf32>, partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[100,1]>>, tile<i32> -> token
    return
  }
}
