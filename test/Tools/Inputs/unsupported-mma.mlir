// A kernel tile-as cannot lower yet (block-scaled mmaf_scaled): tile-run
// must pass tile-as's diagnostic through.
tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %a = constant <f8E5M2: 1.0> : tile<16x32xf8E5M2>
    %b = constant <f8E5M2: 1.0> : tile<32x16xf8E5M2>
    %acc = constant <f32: 0.0> : tile<16x16xf32>
    %sa = constant <f8E8M0FNU: 1.0> : tile<16x1xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 1.0> : tile<1x16xf8E8M0FNU>
    %c = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x32xf8E5M2>, tile<32x16xf8E5M2>, tile<16x16xf32>, tile<16x1xf8E8M0FNU>, tile<1x16xf8E8M0FNU>
    %tv = make_tensor_view %p, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %t = store_view_tko weak %c, %pv[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
}
