// RUN: tile-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect | tile-opt --allow-unregistered-dialect | FileCheck %s

// Types in their full form, as any MLIR tool prints them outside a module.

// CHECK-LABEL: func.func @types
func.func @types() {
  // CHECK: !tile.tile<f32>
  "test.op"() : () -> !tile.tile<f32>
  // CHECK: !tile.tile<128x64xtf32>
  "test.op"() : () -> !tile.tile<128x64xtf32>
  // CHECK: !tile.tile<4xptr<f16>>
  "test.op"() : () -> !tile.tile<4xptr<f16>>
  // CHECK: !tile.tile<2x16xf4E2M1FN>
  "test.op"() : () -> !tile.tile<2x16xf4E2M1FN>
  // CHECK: !tile.tile<8xi4>
  "test.op"() : () -> !tile.tile<8xi4>
  // CHECK: !tile.tile<16777216xi8>
  "test.op"() : () -> !tile.tile<16777216xi8>
  // CHECK: !tile.tile<2xf8E4M3FN>, !tile.tile<2xf8E5M2>, !tile.tile<2xf8E8M0FNU>, !tile.tile<2xbf16>, !tile.tile<2xf64>
  "test.op"() : () -> (!tile.tile<2xf8E4M3FN>, !tile.tile<2xf8E5M2>, !tile.tile<2xf8E8M0FNU>, !tile.tile<2xbf16>, !tile.tile<2xf64>)
  // CHECK: !tile.ptr<i64>
  "test.op"() : () -> !tile.ptr<i64>
  // CHECK: !tile.tensor_view<?x64xf32, strides=[64,1]>
  "test.op"() : () -> !tile.tensor_view<?x64xf32, strides=[64,1]>
  // CHECK: !tile.tensor_view<f32>
  "test.op"() : () -> !tile.tensor_view<f32>
  // CHECK: !tile.partition_view<tile=(1x128x64), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>
  "test.op"() : () -> !tile.partition_view<tile=(1x128x64), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>
  // The identity dim_map is implied and not printed.
  // CHECK: !tile.partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
  "test.op"() : () -> !tile.partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[0,1]>
  // CHECK: !tile.partition_view<tile=(4x2), padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
  "test.op"() : () -> !tile.partition_view<tile=(4x2), padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1,0]>
  // CHECK: !tile.strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
  "test.op"() : () -> !tile.strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
  // CHECK: !tile.gather_scatter_view<tile=(64x64), padding_value = neg_inf, tensor_view<8192x128xf32, strides=[128,1]>, sparse_dim=0>
  "test.op"() : () -> !tile.gather_scatter_view<tile=(64x64), padding_value = neg_inf, tensor_view<8192x128xf32, strides=[128,1]>, sparse_dim=0>
  // CHECK: !tile.token
  "test.op"() : () -> !tile.token
  return
}
