// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{tile dimensions must be positive powers of two, got 3}}
"test.op"() : () -> !tile.tile<3xf32>

// -----

// expected-error @+1 {{tile holds more than 16777216 elements}}
"test.op"() : () -> !tile.tile<4096x8192xf32>

// -----

// expected-error @+1 {{tile element must be a number or pointer type, got 'index'}}
"test.op"() : () -> !tile.tile<4xindex>

// -----

// expected-error @+1 {{tile element must be a number or pointer type, got 'i128'}}
"test.op"() : () -> !tile.tile<4xi128>

// -----

// expected-error @+1 {{a tile of f4E2M1FN needs an even dimension}}
"test.op"() : () -> !tile.tile<f4E2M1FN>

// -----

// expected-error @+1 {{pointer element must be an integer or float type}}
"test.op"() : () -> !tile.ptr<!tile.token>

// -----

// expected-error @+1 {{tensor_view has 2 dimensions but 1 strides}}
"test.op"() : () -> !tile.tensor_view<4x4xf32, strides=[1]>

// -----

// expected-error @+1 {{tensor_view strides must be positive or '?', got 0}}
"test.op"() : () -> !tile.tensor_view<4x4xf32, strides=[0,1]>

// -----

// expected-error @+1 {{a tensor_view of 4-bit elements needs a unit-stride dimension of even extent}}
"test.op"() : () -> !tile.tensor_view<4x3xi4, strides=[3,1]>

// -----

// expected-error @+1 {{partition_view tile rank 1 differs from the tensor_view rank 2}}
"test.op"() : () -> !tile.partition_view<tile=(4), tensor_view<4x4xf32, strides=[4,1]>>

// -----

// expected-error @+1 {{partition_view tile dimensions must be positive powers of two, got 6}}
"test.op"() : () -> !tile.partition_view<tile=(6x4), tensor_view<4x4xf32, strides=[4,1]>>

// -----

// expected-error @+1 {{partition_view dim_map must be a permutation of 0..1}}
"test.op"() : () -> !tile.partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>, dim_map=[1,1]>

// -----

// expected-error @+1 {{padding_value nan needs a float element type}}
"test.op"() : () -> !tile.partition_view<tile=(4x4), padding_value = nan, tensor_view<4x4xi32, strides=[4,1]>>

// -----

// expected-error @+1 {{expected a padding value (zero, neg_zero, nan, pos_inf, neg_inf), got 'one'}}
"test.op"() : () -> !tile.partition_view<tile=(4x4), padding_value = one, tensor_view<4x4xi32, strides=[4,1]>>

// -----

// expected-error @+1 {{strided_view traversal strides must be positive, got 0}}
"test.op"() : () -> !tile.strided_view<tile=(4x2), traversal_strides=[4,0], tensor_view<64x16xf32, strides=[16,1]>>

// -----

// expected-error @+1 {{strided_view has 1 traversal strides, expected 2}}
"test.op"() : () -> !tile.strided_view<tile=(4x2), traversal_strides=[4], tensor_view<64x16xf32, strides=[16,1]>>

// -----

// expected-error @+1 {{gather_scatter_view sparse_dim 2 is out of range for rank 2}}
"test.op"() : () -> !tile.gather_scatter_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>, sparse_dim=2>
