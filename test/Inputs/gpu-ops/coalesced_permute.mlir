// A permute between coalesced tiles (docs/layouts.md) against the
// interpreter: 1x64x32 f16 tiles of src (3x70x40) permuted [0, 2, 1] to
// 1x32x64 and stored into dst (3x40x70). The source side reads vectors of
// 8 f16 (rows of 40 f16 are 80 bytes), #tilegpu.coalesced<8, 2>; the
// destination's rows of 70 f16 (140 bytes) allow vectors of 2,
// #tilegpu.coalesced<2, 4>. Scratch rows are padded by 4 f16. Both sides
// hang over the edges (70 = 64 + 6, 40 = 32 + 8): zero padding on the
// load, masked lanes on the store.
//
// Grid 12: block b takes batch b mod 3, row tile (b / 3) mod 2 and column
// tile b / 6. src f16[3,70,40] (rand), dst f16[3,40,70].
tile.module @coalesced_permute {
  entry @coalesced_permute(%src: tile<ptr<f16>>, %s0: tile<i32>, %s1: tile<i32>, %s2: tile<i32>, %s3: tile<i32>, %s4: tile<i32>, %s5: tile<i32>,
                           %dst: tile<ptr<f16>>, %d0: tile<i32>, %d1: tile<i32>, %d2: tile<i32>, %d3: tile<i32>, %d4: tile<i32>, %d5: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %six = constant <i32: 6> : tile<i32>
    %z = remi %bid, %three unsigned : tile<i32>
    %q = divi %bid, %three unsigned : tile<i32>
    %rt = remi %q, %two unsigned : tile<i32>
    %ct = divi %bid, %six unsigned : tile<i32>
    %sa = assume div_by<16>, %src : tile<ptr<f16>>
    %da = assume div_by<16>, %dst : tile<ptr<f16>>
    %sv = make_tensor_view %sa, shape = [%s0, %s1, %s2], strides = [2800, 40, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[2800,40,1]>
    %dv = make_tensor_view %da, shape = [%d0, %d1, %d2], strides = [2800, 70, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[2800,70,1]>
    %sp = make_partition_view %sv : partition_view<tile=(1x64x32), padding_value = zero, tensor_view<?x?x?xf16, strides=[2800,40,1]>>
    %dp = make_partition_view %dv : partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[2800,70,1]>>
    %x, %t0 = load_view_tko weak %sp[%z, %rt, %ct] : partition_view<tile=(1x64x32), padding_value = zero, tensor_view<?x?x?xf16, strides=[2800,40,1]>>, tile<i32> -> tile<1x64x32xf16>, token
    %p = permute %x [0, 2, 1] : tile<1x64x32xf16> -> tile<1x32x64xf16>
    %t1 = store_view_tko weak %p, %dp[%z, %ct, %rt] : tile<1x32x64xf16>, partition_view<tile=(1x32x64), tensor_view<?x?x?xf16, strides=[2800,70,1]>>, tile<i32> -> token
    return
  }
}
