// A K loop of f16 mma for tile-pipeline-mma-loads against the interpreter:
// block b computes C[16 b : 16 b + 16, :] = sum over k < trips of
// A[16 b :, 8 k : 8 k + 8] B[8 k : 8 k + 8, :]. trips is an argument, so
// the zero-trip loop (the prologue's guard) is one run away.
tile.module @m {
  entry @gemm(%a: tile<ptr<f16>>, %a0: tile<i32>, %a1: tile<i32>, %as0: tile<i32>, %as1: tile<i32>,
              %b: tile<ptr<f16>>, %b0: tile<i32>, %b1: tile<i32>, %bs0: tile<i32>, %bs1: tile<i32>,
              %c: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>, %cs0: tile<i32>, %cs1: tile<i32>,
              %trips: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%a0, %a1], strides = [%as0, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%b0, %b1], strides = [%bs0, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tc = make_tensor_view %c, shape = [%c0, %c1], strides = [%cs0, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %ta : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %pb = make_partition_view %tb : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %pc = make_partition_view %tc : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<16x16xf32>
    %acc = for %k in (%zero to %trips, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<16x16xf32>) {
      %at, %at_tok = load_view_tko weak %pa[%bid, %k] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x8xf16>, token
      %bt, %bt_tok = load_view_tko weak %pb[%k, %zero] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<8x16xf16>, token
      %next = mmaf %at, %bt, %sum : tile<16x8xf16>, tile<8x16xf16>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %st = store_view_tko weak %acc, %pc[%bid, %zero] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
