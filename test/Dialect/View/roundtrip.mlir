// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @views(
  entry @views(%p: tile<ptr<f32>>, %n: tile<i32>, %h: tile<ptr<f16>>, %m: tile<i64>) {
    // Dynamic extents: the index type is written once, before the arrow.
    // CHECK: %[[TV:.*]] = make_tensor_view %{{.*}}, shape = [%{{.*}}, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    // Static only: no index type, no arrow.
    // CHECK: %[[TS:.*]] = make_tensor_view %{{.*}}, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    // Dynamic shape and strides, operands in order shape then strides.
    // CHECK: make_tensor_view %{{.*}}, shape = [1, %[[A:[a-z0-9_]+]], %[[B:[a-z0-9_]+]]], strides = [%[[C:[a-z0-9_]+]], %[[D:[a-z0-9_]+]], 1] : tile<i64> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
    %t3 = make_tensor_view %h, shape = [1, %m, %m], strides = [%m, %m, 1] : tile<i64> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
    // Rank 0.
    // CHECK: make_tensor_view %{{.*}}, shape = [], strides = [] : tensor_view<f32>
    %t0 = make_tensor_view %p, shape = [], strides = [] : tensor_view<f32>

    // CHECK: %[[PV:.*]] = make_partition_view %[[TV]] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    // CHECK: make_partition_view %[[TS]] : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %pv2 = make_partition_view %ts : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // CHECK: %[[SV:.*]] = make_strided_view %[[TS]] : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %sv = make_strided_view %ts : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    // CHECK: %[[GV:.*]] = make_gather_scatter_view %[[TS]] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>

    // One result per dimension, their type written once.
    // CHECK: %{{.*}}:2 = get_tensor_shape %[[TV]] : tensor_view<?x64xf32, strides=[64,1]> -> tile<i64>
    %d0, %d1 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[64,1]> -> tile<i64>
    // CHECK: %{{.*}}:3 = get_tensor_shape %{{.*}} : tensor_view<1x?x?xf16, strides=[?,?,1]> -> tile<i32>
    %e:3 = get_tensor_shape %t3 : tensor_view<1x?x?xf16, strides=[?,?,1]> -> tile<i32>
    // Rank 0 has no results and so no result type.
    // CHECK: get_tensor_shape %{{.*}} : tensor_view<f32>{{$}}
    get_tensor_shape %t0 : tensor_view<f32>
    // CHECK: %{{.*}}:2 = get_index_space_shape %[[PV]] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>> -> tile<i32>
    %s0, %s1 = get_index_space_shape %pv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>> -> tile<i32>
    // CHECK: %{{.*}}:2 = get_index_space_shape %[[SV]] : strided_view<{{.*}}> -> tile<i64>
    %s2:2 = get_index_space_shape %sv : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]> -> tile<i64>
    // CHECK: %{{.*}}:2 = get_index_space_shape %[[GV]] : gather_scatter_view<{{.*}}> -> tile<i32>
    %s3:2 = get_index_space_shape %gv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0> -> tile<i32>
    return
  }
}
