// Views (reference §3.2): tile-space indices, padding of tiles hanging over
// the tensor edge, masked stores there, dim_map, strided and gather/scatter
// views, index-space extents. src is a 5x6 f32 tensor holding 0..29
// (element (r, c) = 6r + c); dst starts as zeros.
// RUN: tile-run %s --grid 1 --abi bare f32[5,6]=iota f32[5,6]=zeros --print-outputs | FileCheck %s

tile.module @m {
  entry @views(%src: tile<ptr<f32>>, %dst: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %tv = make_tensor_view %src, shape = [5, 6], strides = [6, 1] : tensor_view<5x6xf32, strides=[6,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x4), padding_value = nan, tensor_view<5x6xf32, strides=[6,1]>>
    %e0, %e1 = get_index_space_shape %pv : partition_view<tile=(4x4), padding_value = nan, tensor_view<5x6xf32, strides=[6,1]>> -> tile<i32>
    %s0, %s1 = get_tensor_shape %tv : tensor_view<5x6xf32, strides=[6,1]> -> tile<i64>
    // CHECK: index space 2x2, tensor 5x6
    %p0 = print_tko "index space %dx%d, tensor %dx%d\n", %e0, %e1, %s0, %s1 : tile<i32>, tile<i32>, tile<i64>, tile<i64> -> token

    // Tile (1, 1) covers rows 4..7, cols 4..7: only (4,4)=28 and (4,5)=29
    // exist; the rest reads the padding value.
    %t, %tk = load_view_tko weak %pv[%c1, %c1] : partition_view<tile=(4x4), padding_value = nan, tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> tile<4x4xf32>, token
    // CHECK-NEXT: edge tile {{\[\[}}28, 29, nan, nan], [nan, nan, nan, nan], [nan, nan, nan, nan], [nan, nan, nan, nan]]
    %p1 = print_tko "edge tile %g\n", %t : tile<4x4xf32> -> token

    %pvn = make_partition_view %tv : partition_view<tile=(2x4), padding_value = neg_inf, tensor_view<5x6xf32, strides=[6,1]>>
    %tn, %tkn = load_view_tko weak %pvn[%c1, %c1] : partition_view<tile=(2x4), padding_value = neg_inf, tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> tile<2x4xf32>, token
    // CHECK-NEXT: neg_inf padding {{\[\[}}16, 17, -inf, -inf], [22, 23, -inf, -inf]]
    %p2 = print_tko "neg_inf padding %g\n", %tn : tile<2x4xf32> -> token

    // dim_map [1, 0]: tile dim 0 walks tensor columns, so the tile is the
    // transpose of the 4x2 block at rows 0..3, cols 0..1.
    %pt = make_partition_view %tv : partition_view<tile=(2x4), tensor_view<5x6xf32, strides=[6,1]>, dim_map=[1, 0]>
    %tt, %tkt = load_view_tko weak %pt[%c0, %c0] : partition_view<tile=(2x4), tensor_view<5x6xf32, strides=[6,1]>, dim_map=[1, 0]>, tile<i32> -> tile<2x4xf32>, token
    // CHECK-NEXT: dim_map {{\[\[}}0, 6, 12, 18], [1, 7, 13, 19]]
    %p3 = print_tko "dim_map %g\n", %tt : tile<2x4xf32> -> token

    // Strided view: tile origins at (3*1, 1*3) for index (3, 1).
    %sv = make_strided_view %tv : strided_view<tile=(2x2), traversal_strides=[1,3], padding_value = zero, tensor_view<5x6xf32, strides=[6,1]>>
    %st, %stk = load_view_tko weak %sv[%c3, %c1] : strided_view<tile=(2x2), traversal_strides=[1,3], padding_value = zero, tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> tile<2x2xf32>, token
    // CHECK-NEXT: strided {{\[\[}}21, 22], [27, 28]]
    %p4 = print_tko "strided %g\n", %st : tile<2x2xf32> -> token

    // Gather rows 4, 0, 9 (outside: padding), 2. The dense index is an
    // element offset (docs/dialect.md): columns 5..6, column 6 outside.
    %c5 = constant <i32: 5> : tile<i32>
    %rows = constant <i32: [4, 0, 9, 2]> : tile<4xi32>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x2), padding_value = zero, tensor_view<5x6xf32, strides=[6,1]>, sparse_dim=0>
    %g, %gk = load_view_tko weak %gv[%rows, %c5] : gather_scatter_view<tile=(4x2), padding_value = zero, tensor_view<5x6xf32, strides=[6,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x2xf32>, token
    // CHECK-NEXT: gather {{\[\[}}29, 0], [5, 0], [0, 0], [17, 0]]
    %p5 = print_tko "gather %g\n", %g : tile<4x2xf32> -> token
    %g0, %g1 = get_index_space_shape %gv : gather_scatter_view<tile=(4x2), padding_value = zero, tensor_view<5x6xf32, strides=[6,1]>, sparse_dim=0> -> tile<i32>
    // CHECK-NEXT: gather index space 1x6
    %p6 = print_tko "gather index space %dx%d\n", %g0, %g1 : tile<i32>, tile<i32> -> token

    // Stores mask the elements past the edge: only dst (4,4) and (4,5) change.
    %dv = make_tensor_view %dst, shape = [5, 6], strides = [6, 1] : tensor_view<5x6xf32, strides=[6,1]>
    %dpv = make_partition_view %dv : partition_view<tile=(4x4), tensor_view<5x6xf32, strides=[6,1]>>
    %m1 = constant <f32: -1.0> : tile<4x4xf32>
    %sk = store_view_tko weak %m1, %dpv[%c1, %c1] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<5x6xf32, strides=[6,1]>>, tile<i32> -> token
    // Scatter through the gather view at columns 3..4: row 9 is masked.
    %dgv = make_gather_scatter_view %dv : gather_scatter_view<tile=(4x2), tensor_view<5x6xf32, strides=[6,1]>, sparse_dim=0>
    %two = constant <f32: 2.0> : tile<4x2xf32>
    %sk2 = store_view_tko weak %two, %dgv[%rows, %c3] : tile<4x2xf32>, gather_scatter_view<tile=(4x2), tensor_view<5x6xf32, strides=[6,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    return
  }
}
// CHECK: arg0 = f32[5,6] [0, 1, 2, 3,
// CHECK: arg1 = f32[5,6] [0, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, -1]
