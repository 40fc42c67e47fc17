// atomic_red_view_tko: every tile block reduces a tile into the same view
// tiles. `acc` (50 x 16 i32) through a partition view of 64 x 16 tiles:
// rows 50..63 hang over the edge and are masked; add at device scope, max
// and xor too. `f` (36 x 16 f32) through a strided view of 8 x 16 tiles
// whose origins advance 4 rows: block b adds at index b mod 8, so tiles
// overlap and the last ones hang over the edge; the addends are small
// integers, exact in any order.
//
// Grid 16: acc i32[50,16], mx i32[50,16], xr i64[50,16], f f32[36,16]
// (any integer-valued start, e.g. iota).
cuda_tile.module @atomic_red_view {
  entry @atomic_red_view(%acc: tile<ptr<i32>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                         %mx: tile<ptr<i32>>, %m0: tile<i32>, %m1: tile<i32>, %m2: tile<i32>, %m3: tile<i32>,
                         %xr: tile<ptr<i64>>, %x0: tile<i32>, %x1: tile<i32>, %x2: tile<i32>, %x3: tile<i32>,
                         %f: tile<ptr<f32>>, %f0: tile<i32>, %f1: tile<i32>, %f2: tile<i32>, %f3: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %i = iota : tile<1024xi32>
    %b1 = reshape %bid : tile<i32> -> tile<1xi32>
    %bt = broadcast %b1 : tile<1xi32> -> tile<1024xi32>
    %k = constant <i32: 7919> : tile<1024xi32>
    %bk = muli %bt, %k : tile<1024xi32>
    %v1 = addi %i, %bk : tile<1024xi32>
    %v = reshape %v1 : tile<1024xi32> -> tile<64x16xi32>
    %v64 = exti %v signed : tile<64x16xi32> -> tile<64x16xi64>
    %c0 = constant <i32: 0> : tile<i32>

    %tv = make_tensor_view %acc, shape = [%a0, %a1], strides = [%a2, %a3] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
    %pv = make_partition_view %tv : partition_view<tile=(64x16), tensor_view<?x?xi32, strides=[?,?]>>
    %t0 = atomic_red_view_tko relaxed device %pv[%c0, %c0], add, %v : tile<64x16xi32>, partition_view<tile=(64x16), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token

    %tvm = make_tensor_view %mx, shape = [%m0, %m1], strides = [%m2, %m3] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
    %pvm = make_partition_view %tvm : partition_view<tile=(64x16), tensor_view<?x?xi32, strides=[?,?]>>
    %t1 = atomic_red_view_tko relaxed device %pvm[%c0, %c0], max, %v : tile<64x16xi32>, partition_view<tile=(64x16), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token

    %tvx = make_tensor_view %xr, shape = [%x0, %x1], strides = [%x2, %x3] : tile<i32> -> tensor_view<?x?xi64, strides=[?,?]>
    %pvx = make_partition_view %tvx : partition_view<tile=(64x16), tensor_view<?x?xi64, strides=[?,?]>>
    %t2 = atomic_red_view_tko relaxed device %pvx[%c0, %c0], xor, %v64 : tile<64x16xi64>, partition_view<tile=(64x16), tensor_view<?x?xi64, strides=[?,?]>>, tile<i32> -> token

    %j = iota : tile<128xi32>
    %c4 = constant <i32: 4> : tile<128xi32>
    %jk = remi %j, %c4 unsigned : tile<128xi32>
    %w1 = itof %jk signed : tile<128xi32> -> tile<128xf32>
    %w = reshape %w1 : tile<128xf32> -> tile<8x16xf32>
    %c8 = constant <i32: 8> : tile<i32>
    %row = remi %bid, %c8 unsigned : tile<i32>
    %tvf = make_tensor_view %f, shape = [%f0, %f1], strides = [%f2, %f3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %svf = make_strided_view %tvf : strided_view<tile=(8x16), traversal_strides=[4,16], tensor_view<?x?xf32, strides=[?,?]>>
    %t3 = atomic_red_view_tko relaxed device %svf[%row, %c0], addf, %w : tile<8x16xf32>, strided_view<tile=(8x16), traversal_strides=[4,16], tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
    return
  }
}
