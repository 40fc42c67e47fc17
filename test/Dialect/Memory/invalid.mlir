// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{'weak' ordering takes no memory scope, got 'device'}}
    %r, %tk = load_view_tko weak device %pv[%i, %j] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{'relaxed' ordering needs a memory scope (tl_blk, device or sys)}}
    %r, %tk = load_view_tko relaxed %pv[%i, %j] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{'acquire' ordering needs a memory scope}}
    %r, %tk = load_view_tko acquire %pv[%i, %j] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{memory ordering must be weak, relaxed or acquire, got 'release'}}
    %r, %tk = load_view_tko release device %pv[%i, %j] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{memory ordering must be weak, relaxed or acquire, got 'acq_rel'}}
    %r, %tk = load_view_tko acq_rel device %pv[%i, %j] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{memory ordering must be weak, relaxed or release, got 'acquire'}}
    %tk = store_view_tko acquire device %t, %pv[%i, %j] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{'weak' ordering takes no memory scope}}
    %tk = store_view_tko weak sys %t, %pv[%i, %j] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{'release' ordering needs a memory scope}}
    %tk = store_view_tko release %t, %pv[%i, %j] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{expected a memory ordering (weak, relaxed, acquire, release or acq_rel), got 'strong'}}
    %r, %tk = load_view_tko strong %pv[%i, %j] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{expected 2 indices (the view's index-space rank), got 1}}
    %r, %tk = load_view_tko weak %pv[%i] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{expected 2 indices (the view's index-space rank), got 3}}
    %tk = store_view_tko weak %t, %pv[%i, %j, %i] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{indices must all have one type, got '!tile.tile<i32>' and '!tile.tile<i64>'}}
    %r, %tk = load_view_tko weak %pv[%i, %l] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32>, tile<i64> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{index #1 must be a rank-0 integer tile, got '!tile.tile<8xi32>'}}
    %r, %tk = load_view_tko weak %pv[%i, %idx] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32>, tile<8xi32> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    %f = "test.tile"() : () -> !tile.tile<f32>
    // expected-error @+1 {{index #1 must be a rank-0 integer tile, got '!tile.tile<f32>'}}
    %r, %tk = load_view_tko weak %pv[%i, %f] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32>, tile<f32> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{expected 2 index types, or one type for all indices, got 3}}
    %r, %tk = load_view_tko weak %pv[%i, %j] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32>, tile<i32>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{index #0 (the sparse dimension) must be a 1-D integer tile of 8 row indices, got '!tile.tile<i32>'}}
    %r, %tk = load_view_tko weak %gv[%i, %i] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<i32> -> tile<8x16xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    %idx2 = "test.tile"() : () -> !tile.tile<16xi32>
    // expected-error @+1 {{index #0 (the sparse dimension) must be a 1-D integer tile of 8 row indices, got '!tile.tile<16xi32>'}}
    %r, %tk = load_view_tko weak %gv[%idx2, %i] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<16xi32>, tile<i32> -> tile<8x16xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{loaded tile type '!tile.tile<8x16xf16>' does not match the view's tile '!tile.tile<8x16xf32>'}}
    %r, %tk = load_view_tko weak %gv[%idx, %i] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf16>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{loaded tile type '!tile.tile<16x32xf32>' does not match the view's tile '!tile.tile<16x64xf32>'}}
    %r, %tk = load_view_tko weak %pv[%i, %j] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x32xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    %t2 = "test.tile"() : () -> !tile.tile<16x64xf16>
    // expected-error @+1 {{stored tile type '!tile.tile<16x64xf16>' does not match the view's tile '!tile.tile<16x64xf32>'}}
    %tk = store_view_tko weak %t2, %pv[%i, %j] : tile<16x64xf16>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{'inbounds' needs one flag per index-space dimension (2), got 1}}
    %r, %tk = load_view_tko weak %pv[%i, %j] inbounds = [true] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{'inbounds' needs one flag per index-space dimension (2), got 3}}
    %tk = store_view_tko weak %t, %pv[%i, %j] inbounds = [true, true, false] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{memory ordering must be relaxed, got 'acquire'}}
    %tk = atomic_red_view_tko acquire device %pv[%i, %j], addf, %t : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{memory scope must be tl_blk or device, got 'sys'}}
    %tk = atomic_red_view_tko relaxed sys %pv[%i, %j], addf, %t : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{view must not have a padding value}}
    %tk = atomic_red_view_tko relaxed device %pp[%i, %j], addf, %t : tile<16x64xf32>, partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    %t8 = "test.tile"() : () -> !tile.tile<8x16xf32>
    // expected-error @+1 {{needs a partition or strided view}}
    %tk = atomic_red_view_tko relaxed device %gv[%idx, %i], addf, %t8 : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{atomic mode 'xchg' is not a reduction}}
    %tk = atomic_red_view_tko relaxed device %pv[%i, %j], xchg, %t : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{atomic mode 'add' needs i32 or i64 elements, got 'f32'}}
    %tk = atomic_red_view_tko relaxed device %pv[%i, %j], add, %t : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{value type '!tile.tile<8xi32>' does not match the view's tile '!tile.tile<16x64xf32>'}}
    %tk = atomic_red_view_tko relaxed device %pv[%i, %j], addf, %idx : tile<8xi32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pp = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %ts = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %gv = make_gather_scatter_view %ts : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // expected-error @+1 {{'relaxed' ordering needs a memory scope (tl_blk, device or sys)}}
    %tk = "tile.atomic_red_view_tko"(%pv, %i, %j, %t) <{memory_ordering_semantics = 1 : i32, mode = 4 : i32, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!tile.partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<16x64xf32>) -> !tile.token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{result type '!tile.tile<4xf16>' does not match the pointers' '!tile.tile<4xf32>'}}
    %r, %tk = load_ptr_tko weak %ptrs : tile<4xptr<f32>> -> tile<4xf16>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{result type '!tile.tile<8xf32>' does not match the pointers' '!tile.tile<4xf32>'}}
    %r, %tk = load_ptr_tko weak %ptrs : tile<4xptr<f32>> -> tile<8xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    %m8 = "test.tile"() : () -> !tile.tile<8xi1>
    // expected-error @+1 {{mask must be an i1 tile of the pointers' shape, got '!tile.tile<8xi1>'}}
    %r, %tk = load_ptr_tko weak %ptrs, %m8 : tile<4xptr<f32>>, tile<8xi1> -> tile<4xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{operand #1 must be tile of i1}}
    %r, %tk = load_ptr_tko weak %ptrs, %x : tile<4xptr<f32>>, tile<4xi32> -> tile<4xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{paddingValue type '!tile.tile<4xi32>' does not match the result type '!tile.tile<4xf32>'}}
    %r, %tk = load_ptr_tko weak %ptrs, %mask, %x : tile<4xptr<f32>>, tile<4xi1>, tile<4xi32> -> tile<4xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // Without a mask the padding is unused but must still match the result.
    // expected-error @+1 {{paddingValue type '!tile.tile<4xi32>' does not match the result type '!tile.tile<4xf32>'}}
    %r, %tk = "tile.load_ptr_tko"(%ptrs, %x) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (!tile.tile<4xptr<f32>>, !tile.tile<4xi32>) -> (!tile.tile<4xf32>, !tile.token)
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{memory ordering must be weak, relaxed or acquire, got 'release'}}
    %r, %tk = load_ptr_tko release device %ptrs : tile<4xptr<f32>> -> tile<4xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{'relaxed' ordering needs a memory scope}}
    %r, %tk = load_ptr_tko relaxed %ptrs : tile<4xptr<f32>> -> tile<4xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{operand #0 must be tile of pointers}}
    %r, %tk = load_ptr_tko weak %v : tile<4xf32> -> tile<4xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{value type '!tile.tile<4xi32>' does not match the pointers' '!tile.tile<4xf32>'}}
    %tk = store_ptr_tko weak %ptrs, %x : tile<4xptr<f32>>, tile<4xi32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{memory ordering must be weak, relaxed or release, got 'acq_rel'}}
    %tk = store_ptr_tko acq_rel sys %ptrs, %v : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{'weak' ordering takes no memory scope, got 'tl_blk'}}
    %tk = store_ptr_tko weak tl_blk %ptrs, %v : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    %m8 = "test.tile"() : () -> !tile.tile<8xi1>
    // expected-error @+1 {{mask must be an i1 tile of the pointers' shape}}
    %tk = store_ptr_tko weak %ptrs, %v, %m8 : tile<4xptr<f32>>, tile<4xf32>, tile<8xi1> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{memory ordering must be relaxed, acquire, release or acq_rel, got 'weak'}}
    %r, %tk = atomic_rmw_tko weak %ip, add, %x : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{'relaxed' ordering needs a memory scope (tl_blk, device or sys)}}
    %r, %tk = "tile.atomic_rmw_tko"(%ip, %x) <{memory_ordering_semantics = 1 : i32, mode = 3 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!tile.tile<4xptr<i32>>, !tile.tile<4xi32>) -> (!tile.tile<4xi32>, !tile.token)
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{atomic mode 'add' needs i32 or i64 elements, got 'f32'}}
    %r, %tk = atomic_rmw_tko relaxed device %ptrs, add, %v : tile<4xptr<f32>>, tile<4xf32> -> tile<4xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{atomic mode 'addf' needs f16, bf16, f32 or f64 elements, got 'i32'}}
    %r, %tk = atomic_rmw_tko relaxed device %ip, addf, %x : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    %hp = "test.tile"() : () -> !tile.tile<4xptr<f16>>
    %h = "test.tile"() : () -> !tile.tile<4xf16>
    // expected-error @+1 {{atomic mode 'xchg' needs i32, i64, f32 or f64 elements, got 'f16'}}
    %r, %tk = atomic_rmw_tko relaxed device %hp, xchg, %h : tile<4xptr<f16>>, tile<4xf16> -> tile<4xf16>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    %bp = "test.tile"() : () -> !tile.tile<4xptr<i8>>
    %b = "test.tile"() : () -> !tile.tile<4xi8>
    // expected-error @+1 {{atomic mode 'max' needs i32 or i64 elements, got 'i8'}}
    %r, %tk = atomic_rmw_tko relaxed device %bp, max, %b : tile<4xptr<i8>>, tile<4xi8> -> tile<4xi8>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{arg type '!tile.tile<4xf32>' does not match the pointers' '!tile.tile<4xi32>'}}
    %r, %tk = atomic_rmw_tko relaxed device %ip, add, %v : tile<4xptr<i32>>, tile<4xf32> -> tile<4xi32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{result type '!tile.tile<4xf32>' does not match the pointers' '!tile.tile<4xi32>'}}
    %r, %tk = atomic_rmw_tko relaxed device %ip, add, %x : tile<4xptr<i32>>, tile<4xi32> -> tile<4xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    %m8 = "test.tile"() : () -> !tile.tile<8xi1>
    // expected-error @+1 {{mask must be an i1 tile of the pointers' shape}}
    %r, %tk = atomic_rmw_tko relaxed device %ip, add, %x, %m8 : tile<4xptr<i32>>, tile<4xi32>, tile<8xi1> -> tile<4xi32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{memory ordering must be relaxed, acquire, release or acq_rel, got 'weak'}}
    %r, %tk = atomic_cas_tko weak %ip, %x, %x : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{'acquire' ordering needs a memory scope}}
    %r, %tk = atomic_cas_tko acquire %ip, %x, %x : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{cmp type '!tile.tile<4xf32>' does not match the pointers' '!tile.tile<4xi32>'}}
    %r, %tk = atomic_cas_tko relaxed device %ip, %v, %v : tile<4xptr<i32>>, tile<4xf32> -> tile<4xi32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{result type '!tile.tile<4xf32>' does not match the pointers' '!tile.tile<4xi32>'}}
    %r, %tk = atomic_cas_tko relaxed device %ip, %x, %x : tile<4xptr<i32>>, tile<4xi32> -> tile<4xf32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    %y = "test.tile"() : () -> !tile.tile<4xi64>
    // expected-error @+1 {{failed to verify that all of {cmp, val} have same type}}
    %r, %tk = "tile.atomic_cas_tko"(%ip, %x, %y) <{memory_ordering_semantics = 1 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!tile.tile<4xptr<i32>>, !tile.tile<4xi32>, !tile.tile<4xi64>) -> (!tile.tile<4xi32>, !tile.token)
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    %hp = "test.tile"() : () -> !tile.tile<4xptr<f16>>
    %h = "test.tile"() : () -> !tile.tile<4xf16>
    // expected-error @+1 {{compare-and-swap needs i32, i64, f32 or f64 elements, got 'f16'}}
    %r, %tk = atomic_cas_tko relaxed device %hp, %h, %h : tile<4xptr<f16>>, tile<4xf16> -> tile<4xf16>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %v = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    // expected-error @+1 {{operand #3 must be tile of i1}}
    %r, %tk = atomic_cas_tko relaxed device %ip, %x, %x, %v : tile<4xptr<i32>>, tile<4xi32>, tile<4xf32> -> tile<4xi32>, token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{alignment must be a power of two of at least the element size (4 bytes), got 2}}
    %a = alloca num_elem = 4, alignment = 2 : tile<ptr<f32>>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{alignment must be a power of two of at least the element size (1 bytes), got 24}}
    %a = alloca num_elem = 4, alignment = 24 : tile<ptr<i8>>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{alignment must be a power of two}}
    %a = alloca num_elem = 4, alignment = 0 : tile<ptr<i8>>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{num_elem must not be negative, got -1}}
    %a = alloca num_elem = -1, alignment = 8 : tile<ptr<i8>>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{result #0 must be rank-0 tile of pointers}}
    %a = alloca num_elem = 4, alignment = 8 : tile<4xptr<i8>>
    return
  }
}
