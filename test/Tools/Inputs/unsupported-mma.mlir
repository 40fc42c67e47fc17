// A kernel tile-as cannot lower yet (f32 mmaf): tile-run must pass tile-as's
// diagnostic through.
tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %a = constant <f32: 1.0> : tile<16x16xf32>
    %c = mmaf %a, %a, %a : tile<16x16xf32>, tile<16x16xf32>, tile<16x16xf32>
    %tv = make_tensor_view %p, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %t = store_view_tko weak %c, %pv[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }
}
