// 4-bit elements through views, two to a byte (reference §1.4), on four
// tile blocks. `src` (256 random bytes) is read as 16x32 f4E2M1FN (each
// block a 4x32 tile, converted to f32 into `f`) and as 15x16 i4 with rows
// 33 nibbles apart (odd: rows start in either half of a byte; block 3's
// tile hangs over the last row and pads with zero), sign-extended into
// `n`. Each block then stores that i4 tile plus 3 through the same odd
// view of `dst`: two threads may own the halves of one byte, and the row
// past the edge is not written.
tile.module @m {
  entry @views_4bit(%src: tile<ptr<i8>>, %f: tile<ptr<f32>>, %n: tile<ptr<i32>>, %dst: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %sf = ptr_to_ptr %src : tile<ptr<i8>> -> tile<ptr<f4E2M1FN>>
    %si = ptr_to_ptr %src : tile<ptr<i8>> -> tile<ptr<i4>>
    %di = ptr_to_ptr %dst : tile<ptr<i8>> -> tile<ptr<i4>>

    %ftv = make_tensor_view %sf, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf4E2M1FN, strides=[32,1]>
    %fpv = make_partition_view %ftv : partition_view<tile=(4x32), tensor_view<16x32xf4E2M1FN, strides=[32,1]>>
    %x, %xt = load_view_tko weak %fpv[%b, %c0] : partition_view<tile=(4x32), tensor_view<16x32xf4E2M1FN, strides=[32,1]>>, tile<i32> -> tile<4x32xf4E2M1FN>, token
    %x32 = ftof %x : tile<4x32xf4E2M1FN> -> tile<4x32xf32>
    %otv = make_tensor_view %f, shape = [16, 32], strides = [32, 1] : tensor_view<16x32xf32, strides=[32,1]>
    %opv = make_partition_view %otv : partition_view<tile=(4x32), tensor_view<16x32xf32, strides=[32,1]>>
    %s0 = store_view_tko weak %x32, %opv[%b, %c0] : tile<4x32xf32>, partition_view<tile=(4x32), tensor_view<16x32xf32, strides=[32,1]>>, tile<i32> -> token

    %itv = make_tensor_view %si, shape = [15, 16], strides = [33, 1] : tensor_view<15x16xi4, strides=[33,1]>
    %ipv = make_partition_view %itv : partition_view<tile=(4x16), padding_value = zero, tensor_view<15x16xi4, strides=[33,1]>>
    %y, %yt = load_view_tko weak %ipv[%b, %c0] : partition_view<tile=(4x16), padding_value = zero, tensor_view<15x16xi4, strides=[33,1]>>, tile<i32> -> tile<4x16xi4>, token
    %y32 = exti %y signed : tile<4x16xi4> -> tile<4x16xi32>
    %ntv = make_tensor_view %n, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xi32, strides=[16,1]>
    %npv = make_partition_view %ntv : partition_view<tile=(4x16), tensor_view<16x16xi32, strides=[16,1]>>
    %s1 = store_view_tko weak %y32, %npv[%b, %c0] : tile<4x16xi32>, partition_view<tile=(4x16), tensor_view<16x16xi32, strides=[16,1]>>, tile<i32> -> token

    %three = constant <i32: 3> : tile<4x16xi32>
    %z32 = addi %y32, %three : tile<4x16xi32>
    %z = trunci %z32 : tile<4x16xi32> -> tile<4x16xi4>
    %dtv = make_tensor_view %di, shape = [15, 16], strides = [33, 1] : tensor_view<15x16xi4, strides=[33,1]>
    %dpv = make_partition_view %dtv : partition_view<tile=(4x16), tensor_view<15x16xi4, strides=[33,1]>>
    %s2 = store_view_tko weak %z, %dpv[%b, %c0] : tile<4x16xi4>, partition_view<tile=(4x16), tensor_view<15x16xi4, strides=[33,1]>>, tile<i32> -> token
    return
  }
}
