// i8 through wgmma (sm_90): an mmai with A signed and B unsigned, B
// row-major. wgmma reads 8-bit operands only K-major, so B's ring is
// `transposed` as f8's (mma_wgmma_e4m3_rows): the copies land each K x N
// tile in units of 8 rows by 16 bytes and `tilegpu.transpose_bytes` moves
// them into the swizzled transpose; the wgmma is m64n64k32 .s32.s8.u8. A
// 128x64 i32 accumulator over 4 warps, A 128x64 and B 64x64 tiles.
// C[200x100] = A[200x96] B[96x100], B's rows 112 bytes apart, grid 2,2: the
// second row of tiles ends inside its second block, the last K tile holds
// 32 of 64 rows, and the last column of tiles 36 of 64 columns, the last
// 16-byte piece of each row 4 bytes inside (zero-filled past them). The
// interpreter is the reference, exactly: i32 sums of i8 products, B's bytes
// read as 0..255 (a byte read signed errs by 256 times A's element).
tile.module @mma_wgmma_i8_rows {
  entry @mma_wgmma_i8_rows(%a: tile<ptr<i8>>, %b: tile<ptr<i8>>,
                %c: tile<ptr<i32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<i8>>
    %ba = assume div_by<16>, %b : tile<ptr<i8>>
    %ca = assume div_by<16>, %c : tile<ptr<i32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [96, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[96,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [112, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[112,1]>
    %cv = make_tensor_view %ca, shape = [%m, %n], strides = [100, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[100,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xi8, strides=[96,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[112,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x64), tensor_view<?x?xi32, strides=[100,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xi8, strides=[96,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <i32: 0> : tile<128x64xi32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<128x64xi32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xi8, strides=[96,1]>>, tile<i32> -> tile<128x64xi8>, token
      %btile, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[112,1]>>, tile<i32> -> tile<64x64xi8>, token
      %d = mmai %at, %btile, %s signed unsigned : tile<128x64xi8>, tile<64x64xi8>, tile<128x64xi32>
      continue %d : tile<128x64xi32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %by] : tile<128x64xi32>, partition_view<tile=(128x64), tensor_view<?x?xi32, strides=[100,1]>>, tile<i32> -> token
    return
  }
}
