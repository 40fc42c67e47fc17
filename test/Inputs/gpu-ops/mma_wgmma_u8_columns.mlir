// i8 through wgmma (sm_90): an mmai with A unsigned and B signed, B from a
// tensor stored N x K (a K x N view with strides [1, 160]), so its ring
// holds the tile's transpose, copied by columns (K-major, as wgmma reads
// 8-bit operands). A 128x128 i32 accumulator over 8 warps: two warpgroups,
// each one 64-row block (m64n128k32 .s32.u8.s8), the C tile coalesced at
// the store. A 128x128 tiles and B's transpose 128x128 (128-byte rows).
// C[300x200] = A[300x160] B[160x200], grid 3,2: the third row of tiles
// holds 44 of 128 rows, the last K tile 32 of 128 and the second column of
// tiles 72 of 128. The interpreter is the reference, exactly: A's bytes
// read as 0..255 and B's as -128..127.
tile.module @mma_wgmma_u8_columns {
  entry @mma_wgmma_u8_columns(%a: tile<ptr<i8>>, %bt: tile<ptr<i8>>,
                %c: tile<ptr<i32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 8}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<i8>>
    %ba = assume div_by<16>, %bt : tile<ptr<i8>>
    %ca = assume div_by<16>, %c : tile<ptr<i32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [160, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[160,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [1, 160] : tile<i32> -> tensor_view<?x?xi8, strides=[1,160]>
    %cv = make_tensor_view %ca, shape = [%m, %n], strides = [200, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[200,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xi8, strides=[160,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xi8, strides=[1,160]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x128), tensor_view<?x?xi32, strides=[200,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xi8, strides=[160,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <i32: 0> : tile<128x128xi32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<128x128xi32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xi8, strides=[160,1]>>, tile<i32> -> tile<128x128xi8>, token
      %btile, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xi8, strides=[1,160]>>, tile<i32> -> tile<128x128xi8>, token
      %d = mmai %at, %btile, %s unsigned signed : tile<128x128xi8>, tile<128x128xi8>, tile<128x128xi32>
      continue %d : tile<128x128xi32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %by] : tile<128x128xi32>, partition_view<tile=(128x128), tensor_view<?x?xi32, strides=[200,1]>>, tile<i32> -> token
    return
  }
}
