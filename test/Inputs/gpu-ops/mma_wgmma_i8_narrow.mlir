// i8 through wgmma (sm_90) at its narrowest: A 64x32 tiles (32-byte rows,
// the 32-byte swizzle) and B 32x64 tiles of the same 342 x 32 tensor, so
// that B's columns 32..63 lie past its end (zero-filled, whole units of
// the staging area) and its transpose has rows of 32 bytes; one K tile,
// the accumulator starting at 1. 16 staged units for 128 threads. (From
// random kernel 74668.) The interpreter is the reference, exactly.
tile.module @mma_wgmma_i8_narrow {
  entry @mma_wgmma_i8_narrow(%a: tile<ptr<i8>>, %c: tile<ptr<i32>>, %m: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<i8>>
    %ca = assume div_by<16>, %c : tile<ptr<i32>>
    %c32 = constant <i32: 32> : tile<i32>
    %av = make_tensor_view %aa, shape = [%m, %c32], strides = [32, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[32,1]>
    %cv = make_tensor_view %ca, shape = [%m, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xi32, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[32,1]>>
    %bp = make_partition_view %av : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[32,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<?x64xi32, strides=[64,1]>>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <i32: 1> : tile<64x64xi32>
    %sum = for %kk in (%zero to %one, step %one) : tile<i32> iter_values(%s = %init) -> (tile<64x64xi32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[32,1]>>, tile<i32> -> tile<64x32xi8>, token
      %btile, %t2 = load_view_tko weak %bp[%kk, %zero] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[32,1]>>, tile<i32> -> tile<32x64xi8>, token
      %d = mmai %at, %btile, %s signed unsigned : tile<64x32xi8>, tile<32x64xi8>, tile<64x64xi32>
      continue %d : tile<64x64xi32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %zero] : tile<64x64xi32>, partition_view<tile=(64x64), tensor_view<?x64xi32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
