// RUN: tile-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: tile-opt --allow-unregistered-dialect %s | tile-opt --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt --allow-unregistered-dialect %s --mlir-print-op-generic | tile-opt --allow-unregistered-dialect | FileCheck %s

// Kernel parameters are scalars; "test.tile" stands in for the ops that
// build larger tiles.

tile.module @m {
  // CHECK-LABEL: entry @views(
  entry @views(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %j: tile<i32>, %k: tile<i64>) {
    %tk0 = make_token : token
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %pn = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    // Index types that agree are written once.
    // CHECK: %tile, %result_token = load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] optimization_hints = <sm_100 = {allow_tma = false, latency = 3{{( : i64)?}}}> : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    %t, %tk = load_view_tko weak %pv[%i, %j] optimization_hints = <sm_100 = {allow_tma = false, latency = 3}> : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    // CHECK: %tile_{{[0-9]+}}, %result_token_{{[0-9]+}} = load_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}] token = %result_token : partition_view<{{.*}}>, tile<i32> -> tile<16x64xf32>, token
    %t2, %tk2 = load_view_tko relaxed device %pv[%i, %j] token = %tk : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    // Index types may also be spelled out one by one.
    // CHECK: load_view_tko acquire sys %{{.*}}[%{{.*}}, %{{.*}}] : partition_view<{{.*}}>, tile<i64> -> tile<16x64xf32>, token
    %t3, %tk3 = load_view_tko acquire sys %pv[%k, %k] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i64>, tile<i64> -> tile<16x64xf32>, token
    // 13.4 inbounds.
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} inbounds = [true, false] : partition_view<{{.*}}>, tile<i32> -> tile<16x64xf32>, token
    %t4, %tk4 = load_view_tko weak %pv[%i, %j] token = %tk0 inbounds = [true, false] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token

    // CHECK: %[[S1:.*]] = store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} : tile<16x64xf32>, partition_view<{{.*}}>, tile<i32> -> token
    %s1 = store_view_tko weak %t, %pv[%i, %j] token = %tk2 : tile<16x64xf32>, partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    // CHECK: store_view_tko release device %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %[[S1]] optimization_hints = <default = {latency = 5{{( : i64)?}}}> inbounds = [true, true] : tile<16x64xf32>, partition_view<{{.*}}>, tile<i32> -> token
    %s2 = store_view_tko release device %t2, %pv[%i, %j] token = %s1 optimization_hints = <default = {latency = 5}> inbounds = [true, true] : tile<16x64xf32>, partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token

    // CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    %r1 = atomic_red_view_tko relaxed device %pn[%i, %j], addf, %t : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed tl_blk %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} token = %{{.*}} : tile<16x64xf32>, partition_view<{{.*}}>, tile<i32> -> token
    %r2 = atomic_red_view_tko relaxed tl_blk %pn[%i, %j], addf, %t token = %r1 : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }

  // CHECK-LABEL: entry @views13_3(
  entry @views13_3(%p: tile<ptr<f32>>, %i: tile<i32>, %q: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    %idx = "test.tile"() : () -> !tile.tile<8xi32>
    // The sparse index is a 1-D tile, so every index type is written.
    // CHECK: %[[G:.*]], %{{.*}} = load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
    %t, %tk = load_view_tko weak %gv[%idx, %i] : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x16xf32>, token
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    %t2, %tk2 = load_view_tko weak %sv[%i, %i] : strided_view<tile=(4x2), traversal_strides=[4,3], padding_value = nan, tensor_view<64x16xf32, strides=[16,1]>, dim_map=[1, 0]>, tile<i32> -> tile<4x2xf32>, token
    // CHECK: store_view_tko weak %[[G]], %{{.*}}[%{{.*}}, %{{.*}}] : tile<8x16xf32>, gather_scatter_view<{{.*}}>, tile<8xi32>, tile<i32> -> token
    %s = store_view_tko weak %t, %gv[%idx, %i] : tile<8x16xf32>, gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    // A strided view without padding takes reductions.
    %qv = make_tensor_view %q, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %qs = make_strided_view %qv : strided_view<tile=(4), traversal_strides=[2], tensor_view<64xi32, strides=[1]>>
    %one = "test.tile"() : () -> !tile.tile<4xi32>
    // CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}], umax, %{{.*}} : tile<4xi32>, strided_view<tile=(4), traversal_strides=[2], tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    %r = atomic_red_view_tko relaxed device %qs[%i], umax, %one : tile<4xi32>, strided_view<tile=(4), traversal_strides=[2], tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }

  // CHECK-LABEL: entry @pointers(
  entry @pointers() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %ip = "test.tile"() : () -> !tile.tile<4xptr<i32>>
    %mask = "test.tile"() : () -> !tile.tile<4xi1>
    %pad = "test.tile"() : () -> !tile.tile<4xf32>
    %x = "test.tile"() : () -> !tile.tile<4xi32>
    %dp = "test.tile"() : () -> !tile.tile<4xptr<f64>>
    %d = "test.tile"() : () -> !tile.tile<4xf64>
    %hp = "test.tile"() : () -> !tile.tile<4xptr<f16>>
    %h = "test.tile"() : () -> !tile.tile<4xf16>
    // CHECK: %result, %result_token = load_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
    %v, %tk = load_ptr_tko weak %ptrs, %mask, %pad : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
    // CHECK: load_ptr_tko acquire device %{{.*}} token=%result_token optimization_hints = <sm_90 = {latency = 2{{( : i64)?}}}> : tile<4xptr<f32>> -> tile<4xf32>, token
    %v2, %tk2 = load_ptr_tko acquire device %ptrs token=%tk optimization_hints = <sm_90 = {latency = 2}> : tile<4xptr<f32>> -> tile<4xf32>, token
    // CHECK: load_ptr_tko relaxed tl_blk %{{.*}}, %{{.*}} : tile<4xptr<f32>>, tile<4xi1> -> tile<4xf32>, token
    %v3, %tk3 = load_ptr_tko relaxed tl_blk %ptrs, %mask : tile<4xptr<f32>>, tile<4xi1> -> tile<4xf32>, token

    // CHECK: %[[ST:.*]] = store_ptr_tko relaxed device %{{.*}}, %result, %{{.*}} token=%result_token : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> token
    %st = store_ptr_tko relaxed device %ptrs, %v, %mask token=%tk : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> token
    // CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} : tile<4xptr<f32>>, tile<4xf32> -> token
    %st2 = store_ptr_tko weak %ptrs, %v : tile<4xptr<f32>>, tile<4xf32> -> token
    // CHECK: store_ptr_tko release sys %{{.*}}, %{{.*}} token=%[[ST]] optimization_hints = <sm_100 = {latency = 1{{( : i64)?}}}> : tile<4xptr<f32>>, tile<4xf32> -> token
    %st3 = store_ptr_tko release sys %ptrs, %v token=%st optimization_hints = <sm_100 = {latency = 1}> : tile<4xptr<f32>>, tile<4xf32> -> token

    // CHECK: %[[OLD:result_[0-9]+]], %[[ATK:result_token_[0-9]+]] = atomic_rmw_tko relaxed device %{{.*}}, add, %{{.*}} : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %old, %atk = atomic_rmw_tko relaxed device %ip, add, %x : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    // CHECK: atomic_rmw_tko acq_rel sys %{{.*}}, xchg, %{{.*}}, %{{.*}} token=%[[ATK]] : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> tile<4xf32>, token
    %old2, %atk2 = atomic_rmw_tko acq_rel sys %ptrs, xchg, %pad, %mask token=%atk : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> tile<4xf32>, token
    // CHECK: atomic_rmw_tko release tl_blk %{{.*}}, addf, %{{.*}} : tile<4xptr<f16>>, tile<4xf16> -> tile<4xf16>, token
    %old3, %atk3 = atomic_rmw_tko release tl_blk %hp, addf, %h : tile<4xptr<f16>>, tile<4xf16> -> tile<4xf16>, token
    // CHECK: atomic_rmw_tko acquire device %{{.*}}, umin, %{{.*}} : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %old4, %atk4 = atomic_rmw_tko acquire device %ip, umin, %x : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token

    // cmp and val share one written type.
    // CHECK: atomic_cas_tko acq_rel device %{{.*}}, %{{.*}}, %[[OLD]] token=%[[ATK]] : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %o, %otk = atomic_cas_tko acq_rel device %ip, %x, %old token=%atk : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    // CHECK: atomic_cas_tko relaxed sys %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tile<4xptr<f64>>, tile<4xf64>, tile<4xi1> -> tile<4xf64>, token
    %o2, %otk2 = atomic_cas_tko relaxed sys %dp, %d, %d, %mask : tile<4xptr<f64>>, tile<4xf64>, tile<4xi1> -> tile<4xf64>, token
    return
  }

  // CHECK-LABEL: entry @allocas(
  entry @allocas() {
    // CHECK: alloca num_elem = 64, alignment = 128 global : tile<ptr<f32>>
    %a = alloca num_elem = 64, alignment = 128 global : tile<ptr<f32>>
    // CHECK: alloca num_elem = 3, alignment = 8 : tile<ptr<f64>>
    %b = alloca num_elem = 3, alignment = 8 : tile<ptr<f64>>
    // Sub-byte elements need only byte alignment.
    // CHECK: alloca num_elem = 16, alignment = 1 : tile<ptr<i1>>
    %c = alloca num_elem = 16, alignment = 1 : tile<ptr<i1>>
    return
  }
}
