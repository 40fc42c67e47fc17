// 4-bit views of the other kinds, on one tile block: a gather of i4 rows
// (one past the tensor, padded), a dim_map partition view read relaxed,
// and a strided f4E2M1FN store with release ordering (hand-checked values:
// test/Interpreter/views-4bit.mlir has the same layout rules).
tile.module @m {
  entry @views_4bit_kinds(%src: tile<ptr<i8>>, %dst: tile<ptr<i8>>, %out: tile<ptr<i32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %s4 = ptr_to_ptr %src : tile<ptr<i8>> -> tile<ptr<i4>>
    %d4 = ptr_to_ptr %dst : tile<ptr<i8>> -> tile<ptr<f4E2M1FN>>
    %tv = make_tensor_view %s4, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xi4, strides=[8,1]>
    %rows = constant <i32: [5, 0, 3, 7]> : tile<4xi32>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x2), padding_value = zero, tensor_view<6x8xi4, strides=[8,1]>, sparse_dim=0>
    %g, %gk = load_view_tko weak %gv[%rows, %c1] : gather_scatter_view<tile=(4x2), padding_value = zero, tensor_view<6x8xi4, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x2xi4>, token
    %gw = exti %g signed : tile<4x2xi4> -> tile<4x2xi32>
    %otv = make_tensor_view %out, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %o8 = make_partition_view %otv : partition_view<tile=(8), tensor_view<32xi32, strides=[1]>>
    %o16 = make_partition_view %otv : partition_view<tile=(16), tensor_view<32xi32, strides=[1]>>
    %gf = reshape %gw : tile<4x2xi32> -> tile<8xi32>
    %s0 = store_view_tko weak %gf, %o8[%c0] : tile<8xi32>, partition_view<tile=(8), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    %pt = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<6x8xi4, strides=[8,1]>, dim_map=[1, 0]>
    %t, %tk = load_view_tko relaxed device %pt[%c1, %c0] : partition_view<tile=(4x4), tensor_view<6x8xi4, strides=[8,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x4xi4>, token
    %tw = exti %t signed : tile<4x4xi4> -> tile<4x4xi32>
    %tf = reshape %tw : tile<4x4xi32> -> tile<16xi32>
    %s1 = store_view_tko weak %tf, %o16[%c1] : tile<16xi32>, partition_view<tile=(16), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    %ftv = make_tensor_view %d4, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf4E2M1FN, strides=[4,1]>
    %fsv = make_strided_view %ftv : strided_view<tile=(2x2), traversal_strides=[2,2], tensor_view<4x4xf4E2M1FN, strides=[4,1]>>
    %v = constant <f4E2M1FN: [[1.0, -2.0], [3.0, 6.0]]> : tile<2x2xf4E2M1FN>
    %s = store_view_tko release device %v, %fsv[%c1, %c1] : tile<2x2xf4E2M1FN>, strided_view<tile=(2x2), traversal_strides=[2,2], tensor_view<4x4xf4E2M1FN, strides=[4,1]>>, tile<i32> -> token
    return
  }
}
