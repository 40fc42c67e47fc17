// An mma's result read back through scratch twice: the accumulator
// (64x64 i32, i8 operands through wgmma) converted out of the mma layout
// into the blocked one (padded rows), then `extract` of the first 256 rows
// of its 1024x4 reshape (scratch again; one column would be picked by a
// masked reduction since tile-extract-by-reduction, which keeps it out of
// scratch). Each thread's read of the first round
// trip is 256 bytes, whose one use is the second one's store: LLVM's NVPTX
// backend turned such a load and store into a byte-copy loop at the store,
// past the barrier between them, so threads read rows others were already
// overwriting (random kernel 74668; the register path's mmai and f16 rings
// did the same). The loads now come in 16-byte pieces. B's columns 32..63
// lie past the 32-column tensor, so half of the outputs are the
// accumulator's initial 1. The interpreter is the reference, exactly.
tile.module @mma_result_extract {
  entry @mma_result_extract(%a: tile<ptr<i8>>, %c: tile<ptr<i32>>, %m: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<i8>>
    %ca = assume div_by<16>, %c : tile<ptr<i32>>
    %c32 = constant <i32: 32> : tile<i32>
    %av = make_tensor_view %aa, shape = [%m, %c32], strides = [32, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[32,1]>
    %cv = make_tensor_view %ca, shape = [%m, 16], strides = [16, 1] : tile<i32> -> tensor_view<?x16xi32, strides=[16,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[32,1]>>
    %bp = make_partition_view %av : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[32,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x16), tensor_view<?x16xi32, strides=[16,1]>>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <i32: 1> : tile<64x64xi32>
    %sum = for %kk in (%zero to %one, step %one) : tile<i32> iter_values(%s = %init) -> (tile<64x64xi32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[32,1]>>, tile<i32> -> tile<64x32xi8>, token
      %btile, %t2 = load_view_tko weak %bp[%kk, %zero] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[32,1]>>, tile<i32> -> tile<32x64xi8>, token
      %d = mmai %at, %btile, %s signed unsigned : tile<64x32xi8>, tile<32x64xi8>, tile<64x64xi32>
      continue %d : tile<64x64xi32>
    }
    %r1 = reshape %sum : tile<64x64xi32> -> tile<1024x4xi32>
    %ex = extract %r1[%zero, %zero] : tile<1024x4xi32> -> tile<256x4xi32>
    %r2 = reshape %ex : tile<256x4xi32> -> tile<64x16xi32>
    %t3 = store_view_tko weak %r2, %cp[%bx, %zero] : tile<64x16xi32>, partition_view<tile=(64x16), tensor_view<?x16xi32, strides=[16,1]>>, tile<i32> -> token
    return
  }
}
