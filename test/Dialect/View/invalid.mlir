// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{expected 1 dynamic shape operands (one per '?' in the shape), got 0}}
    %tv = "tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!tile.tile<ptr<f32>>) -> !tile.tensor_view<?x64xf32, strides=[64,1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{expected 0 dynamic stride operands (one per '?' in the strides), got 1}}
    %tv = "tile.make_tensor_view"(%p, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!tile.tile<ptr<f32>>, !tile.tile<i32>, !tile.tile<i32>) -> !tile.tensor_view<?x64xf32, strides=[64,1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %s: tile<i64>) {
    // expected-error @+1 {{dynamic shape and stride operands must all have one type}}
    %tv = "tile.make_tensor_view"(%p, %n, %s) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!tile.tile<ptr<f32>>, !tile.tile<i32>, !tile.tile<i64>) -> !tile.tensor_view<?x64xf32, strides=[?,1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f16>>) {
    // expected-error @+1 {{must point to the tensor_view's element type 'f32'}}
    %tv = "tile.make_tensor_view"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!tile.tile<ptr<f16>>) -> !tile.tensor_view<64xf32, strides=[1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<f32>) {
    // expected-error @+1 {{operand #1 must be variadic of rank-0 tile of integers}}
    %tv = "tile.make_tensor_view"(%p, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!tile.tile<ptr<f32>>, !tile.tile<f32>) -> !tile.tensor_view<?xf32, strides=[1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{shape value given where the tensor_view has 64}}
    %tv = make_tensor_view %p, shape = [%n, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{strides entry 32 does not match the tensor_view's 64}}
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [32, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{shape entry 8 does not match the tensor_view's ?}}
    %tv = make_tensor_view %p, shape = [8, 64], strides = [64, 1] : tensor_view<?x64xf32, strides=[64,1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{shape lists 1 entries but the tensor_view has rank 2}}
    %tv = make_tensor_view %p, shape = [%n], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // expected-error @+1 {{expected `<index type> -> tensor_view<...>` for dynamic entries}}
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tensor_view<?x64xf32, strides=[64,1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{an index type is written only when shape or strides have values}}
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<i32> -> tensor_view<64xf32, strides=[1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @+1 {{operand type '!tile.tensor_view<64x64xf32, strides=[64,1]>' does not match the view's tensor_view '!tile.tensor_view<64x32xf32, strides=[32,1]>'}}
    %pv = "tile.make_partition_view"(%tv) : (!tile.tensor_view<64x64xf32, strides=[64,1]>) -> !tile.partition_view<tile=(16x16), tensor_view<64x32xf32, strides=[32,1]>>
    return
  }
}

// -----

tile.module @m {
  entry @k(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @+1 {{does not match the view's tensor_view}}
    %sv = "tile.make_strided_view"(%tv) : (!tile.tensor_view<64x64xf32, strides=[64,1]>) -> !tile.strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
    return
  }
}

// -----

tile.module @m {
  entry @k(%tv: tensor_view<64x64xf32, strides=[64,1]>) {
    // expected-error @+1 {{does not match the view's tensor_view}}
    %gv = "tile.make_gather_scatter_view"(%tv) : (!tile.tensor_view<64x64xf32, strides=[64,1]>) -> !tile.gather_scatter_view<tile=(8x16), tensor_view<64x16xf16, strides=[16,1]>, sparse_dim=0>
    return
  }
}

// -----

tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>) {
    // expected-error @+1 {{result #0 must be partition_view}}
    %pv = make_partition_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
    return
  }
}

// -----

tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>) {
    // expected-error @+1 {{expected a view type}}
    %pv = make_partition_view %tv : tensor_view<64x16xf32, strides=[16,1]>
    return
  }
}

// -----

tile.module @m {
  entry @k(%tv: tensor_view<?x64xf32, strides=[64,1]>) {
    // expected-error @+1 {{expected 2 results (the tensor_view's rank), got 1}}
    %d = "tile.get_tensor_shape"(%tv) : (!tile.tensor_view<?x64xf32, strides=[64,1]>) -> !tile.tile<i64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%tv: tensor_view<?x64xf32, strides=[64,1]>) {
    // expected-error @+1 {{results must all have one type}}
    %d:2 = "tile.get_tensor_shape"(%tv) : (!tile.tensor_view<?x64xf32, strides=[64,1]>) -> (!tile.tile<i64>, !tile.tile<i32>)
    return
  }
}

// -----

tile.module @m {
  entry @k(%tv: tensor_view<?x64xf32, strides=[64,1]>) {
    // expected-error @+1 {{result #0 must be variadic of rank-0 tile of integers}}
    %d:2 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[64,1]> -> tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>) {
    %pv = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>
    // expected-error @+1 {{expected 2 results (the view's index-space rank), got 3}}
    %d:3 = "tile.get_index_space_shape"(%pv) : (!tile.partition_view<tile=(4x2), tensor_view<64x16xf32, strides=[16,1]>>) -> (!tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>)
    return
  }
}

// -----

tile.module @m {
  entry @k(%tv: tensor_view<64x16xf32, strides=[16,1]>) {
    // expected-error @+1 {{operand #0 must be partition, strided or gather/scatter view}}
    %d:2 = "tile.get_index_space_shape"(%tv) : (!tile.tensor_view<64x16xf32, strides=[16,1]>) -> (!tile.tile<i32>, !tile.tile<i32>)
    return
  }
}
