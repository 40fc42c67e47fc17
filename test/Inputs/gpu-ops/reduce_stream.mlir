// Reductions of 1x65536 f32 tiles, which tile-stream-reductions loads and
// reduces in 16 chunks of 4096 (a whole tile would need 256 KiB of
// registers). Block (b, c) of grid 4,2:
//  - sum[2 b + c]: the sum of row b, columns [65536 c, 65536 c + 65536), of
//    x viewed as 4 x n with n = 122880, so the tiles of c = 1 end 8192
//    columns past the row: their last two chunks lie outside the tensor
//    and are skipped (those elements are unspecified; the interpreter reads
//    them as 0);
//  - max[2 b + c]: maxf over the first 65536 elements of row b, through a
//    static 4 x 65536 view (every chunk inside), identity -inf.
// Grid 4,2: x f32[491520] (rand), n (i32 = 122880), sum f32[8], max f32[8].
tile.module @m {
  tile.entry @k(%x: tile<ptr<f32>>, %n: tile<i32>, %sum: tile<ptr<f32>>,
                %max: tile<ptr<f32>>)
      optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %b, %c, %z = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %tv = make_tensor_view %x, shape = [4, %n], strides = [%n, 1] : tile<i32> -> tensor_view<4x?xf32, strides=[?,1]>
    %pv = make_partition_view %tv : partition_view<tile=(1x65536), tensor_view<4x?xf32, strides=[?,1]>>
    %t, %tk = load_view_tko weak %pv[%b, %c] : partition_view<tile=(1x65536), tensor_view<4x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x65536xf32>, token
    %s = reduce %t dim=1 identities=[0.000000e+00 : f32] : tile<1x65536xf32> -> tile<1xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = addf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %sv = make_tensor_view %x, shape = [4, 65536], strides = [122880, 1] : tensor_view<4x65536xf32, strides=[122880,1]>
    %spv = make_partition_view %sv : partition_view<tile=(1x65536), tensor_view<4x65536xf32, strides=[122880,1]>>
    %u, %tk2 = load_view_tko weak %spv[%b, %c0] : partition_view<tile=(1x65536), tensor_view<4x65536xf32, strides=[122880,1]>>, tile<i32> -> tile<1x65536xf32>, token
    %m = reduce %u dim=1 identities=[0xFF800000 : f32] : tile<1x65536xf32> -> tile<1xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %b2 = muli %b, %c2 : tile<i32>
    %slot = addi %b2, %c : tile<i32>
    %s0 = reshape %s : tile<1xf32> -> tile<f32>
    %m0 = reshape %m : tile<1xf32> -> tile<f32>
    %sp = offset %sum, %slot : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %mp = offset %max, %slot : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %t1 = store_ptr_tko weak %sp, %s0 : tile<ptr<f32>>, tile<f32> -> token
    %t2 = store_ptr_tko weak %mp, %m0 : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
