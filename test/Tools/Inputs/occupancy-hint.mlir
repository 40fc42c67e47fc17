// A kernel whose occupancy hint its registers do not allow on sm_90: 16
// blocks of 2 warps leave 64 registers per thread.
tile.module @m {
  entry @k(%p: tile<ptr<f32>>) optimization_hints=<sm_90 = {occupancy = 16, num_worker_warps_per_cta = 2}> {
    %tv = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tk = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %e = exp %t : tile<64x64xf32>
    %tk2 = store_view_tko weak %e, %pv[%c0, %c0] token = %tk : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
