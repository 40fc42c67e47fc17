tile.module @m {
  tile.entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n, 512], strides = [512, 1] : tile<i32> -> tensor_view<?x512xf32, strides=[512,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x512), tensor_view<?x512xf32, strides=[512,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %nb, %ny, %nz = get_num_tile_blocks : tile<i32>
    for %i in (%bid to %n, step %nb) : tile<i32> {
      %t, %tk = load_view_tko weak %pv[%i, %c0] : partition_view<tile=(16x512), tensor_view<?x512xf32, strides=[512,1]>>, tile<i32> -> tile<16x512xf32>, token
      %s = reduce %t dim=1 identities=[0.000000e+00 : f32] : tile<16x512xf32> -> tile<16xf32>
      (%a: tile<f32>, %b: tile<f32>) {
        %x = addf %a, %b : tile<f32>
        yield %x : tile<f32>
      }
      %r = reshape %s : tile<16xf32> -> tile<16x1xf32>
      %bc = broadcast %r : tile<16x1xf32> -> tile<16x512xf32>
      %y = mulf %t, %bc : tile<16x512xf32>
      %tk2 = store_view_tko weak %y, %pv[%i, %c0] : tile<16x512xf32>, partition_view<tile=(16x512), tensor_view<?x512xf32, strides=[512,1]>>, tile<i32> -> token
      continue
    }
    return
  }
}
