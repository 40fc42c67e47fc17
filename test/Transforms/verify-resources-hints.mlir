// RUN: tile-opt %s -split-input-file -verify-diagnostics --tile-verify-resources=target=sm_86 | FileCheck %s
// RUN: not tile-opt %s -split-input-file --tile-verify-resources=target=sm_75 -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not tile-opt %s -split-input-file --tile-resource-report=format=xml -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT

// Hints are hints (docs/resource-model.md, "Hints"): the verifier accepts
// any hint dictionary, as NVIDIA's does; a hint the compiler ignores or
// sm_86 cannot honour is a warning at the op, and the kernel compiles at
// the best the target allows, which tile.plan records. With werror-hints
// each is an error (verify-resources-hints-werror.mlir).

// TARGET: error: unknown target 'sm_75'; expected one of sm_80, sm_86, sm_87, sm_89, sm_90, sm_100, sm_103, sm_110, sm_120, sm_121
// FORMAT: error: unknown report format 'xml'; expected text or json

// CHECK-LABEL: entry @occ
// CHECK: tile.plan = {{{.*}}occupancy = 16 : i64
tile.module @m {
  // expected-warning@+1 {{occupancy 20 cannot be met on sm_86: it keeps between 1 and 16 blocks resident per SM; compiling for occupancy 16}}
  entry @occ(%p: tile<ptr<f32>>) optimization_hints=<sm_86 = {occupancy = 20}> {
    return
  }
}

// -----

// 4 warps x 16 blocks = 64 warps; an SM of sm_86 keeps 48.
// CHECK-LABEL: entry @occ_warps
// CHECK: tile.plan = {{{.*}}num_warps = 4 : i64, occupancy = 12 : i64
tile.module @m {
  // expected-warning@+1 {{occupancy 16 cannot be met on sm_86 with 4 warps per block: at most 48 warps are resident per SM; compiling for occupancy 12}}
  entry @occ_warps(%p: tile<ptr<f32>>) optimization_hints=<sm_86 = {occupancy = 16, num_worker_warps_per_cta = 4}> {
    return
  }
}

// -----

// CHECK-LABEL: entry @cga
// CHECK: tile.plan = {{{.*}}num_ctas = 1 : i64
tile.module @m {
  // expected-warning@+1 {{num_cta_in_cga 2 cannot be met on sm_86: thread block clusters need sm_90 or newer; compiling without a cluster}}
  entry @cga(%p: tile<ptr<f32>>) optimization_hints=<default = {num_cta_in_cga = 2}> {
    return
  }
}

// -----

// Without a warps hint, a high occupancy falls back to fewer warps: 16
// blocks of 2 warps fit the 48 resident warps (a 128-element tile, so the
// search starts at 4).
// CHECK-LABEL: entry @occ_search
// CHECK: tile.plan = {{{.*}}num_warps = 2 : i64, occupancy = 16 : i64
tile.module @m {
  entry @occ_search(%p: tile<ptr<f32>>) optimization_hints=<sm_86 = {occupancy = 16}> {
    %i = iota : tile<128xi32>
    return
  }
}

// -----

// Hints for another architecture do not apply.
// CHECK-LABEL: entry @other
// CHECK: tile.plan = {{{.*}}occupancy = 1 : i64
tile.module @m {
  entry @other(%p: tile<ptr<f32>>) optimization_hints=<sm_100 = {occupancy = 32, num_cta_in_cga = 8}> {
    return
  }
}

// -----

// An occupancy the tiles' registers do not allow: at 2 warps, 16 blocks
// per SM leave 64 registers per thread, too few for a 64x64 f32 tile and
// its exp; the plan takes the highest occupancy that holds the tiles
// without spills.
// CHECK-LABEL: entry @occ_registers
// CHECK: tile.plan = {{{.*}}num_warps = 2 : i64, occupancy = [[OCC:[0-9]+]] : i64
tile.module @m {
  // expected-warning@+1 {{occupancy 16 cannot be met on sm_86: the tiles need about}}
  entry @occ_registers(%p: tile<ptr<f32>>) optimization_hints=<sm_86 = {occupancy = 16, num_worker_warps_per_cta = 2}> {
    %tv = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tk = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %e = exp %t : tile<64x64xf32>
    %tk2 = store_view_tko weak %e, %pv[%c0, %c0] token = %tk : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

// Hints the compiler ignores, with a warning each; the verifier took them.
// The plan is the one without hints: 64-element tiles, so 2 warps (one
// element a thread), occupancy 1.
// CHECK-LABEL: entry @ignored
// CHECK: tile.plan = {{{.*}}num_warps = 2 : i64, occupancy = 1 : i64
tile.module @m {
  // expected-warning@+5 {{hint 'latency' for sm_86 does not apply to this op (it takes num_cta_in_cga, num_worker_warps_per_cta, occupancy); ignored}}
  // expected-warning@+4 {{unknown architecture 'sm_70' in optimization hints; ignored}}
  // expected-warning@+3 {{hint 'occupancy' for sm_86 must be in [1, 32], got 33; ignored}}
  // expected-warning@+2 {{hint 'num_worker_warps_per_cta' for sm_86 must be a power of two in [1, 32], got 6; ignored}}
  // expected-warning@+1 {{unknown optimization hint 'warps' for default}}
  entry @ignored(%p: tile<ptr<f32>>) optimization_hints=<sm_70 = {occupancy = 2}, sm_86 = {latency = 3, occupancy = 33, num_worker_warps_per_cta = 6}, default = {warps = 6}> {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-warning@+2 {{hint 'occupancy' for sm_86 does not apply to this op (it takes allow_tma, latency); ignored}}
    // expected-warning@+1 {{hint 'latency' for sm_86 must be in [1, 10], got 11; ignored}}
    %t, %tk = load_view_tko weak %pv[%c0] optimization_hints = <sm_86 = {occupancy = 2, latency = 11}> : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %t1 = constant <f32: 1.0> : tile<1xf32>
    // expected-warning@+1 {{hint 'allow_tma' for default does not apply to this op (it takes latency); ignored}}
    %tk2 = store_ptr_tko weak %pp, %t1 optimization_hints = <default = {allow_tma = true}> : tile<1xptr<f32>>, tile<1xf32> -> token
    return
  }
}
