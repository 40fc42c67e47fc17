// RUN: tile-opt %s -split-input-file -verify-diagnostics --tile-verify-resources="target=sm_86 werror-hints=true" -o /dev/null

// With werror-hints (tile-as -Werr-hints) every hint the compiler ignores
// or cannot meet is an error, as in NVIDIA's tileiras.

tile.module @m {
  // expected-error@+1 {{occupancy 20 cannot be met on sm_86: it keeps between 1 and 16 blocks resident per SM}}
  entry @occ(%p: tile<ptr<f32>>) optimization_hints=<sm_86 = {occupancy = 20}> {
    return
  }
}

// -----

tile.module @m {
  // expected-error@+1 {{hint 'occupancy' for sm_86 must be in [1, 32], got 33}}
  entry @range(%p: tile<ptr<f32>>) optimization_hints=<sm_86 = {occupancy = 33}> {
    return
  }
}

// -----

tile.module @m {
  // expected-error@+1 {{occupancy 16 cannot be met on sm_86: the tiles need about}}
  entry @occ_registers(%p: tile<ptr<f32>>) optimization_hints=<sm_86 = {occupancy = 16, num_worker_warps_per_cta = 2}> {
    %tv = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // The plan at the hinted occupancy, as for any kernel that does not fit:
    // expected-error@+2 {{tiles live here need 16384 bytes and do not fit sm_86 at occupancy 16}}
    // expected-note@+1 {{tile<64x64xf32> (16384 bytes) is live here}}
    %t, %tk = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %e = exp %t : tile<64x64xf32>
    %tk2 = store_view_tko weak %e, %pv[%c0, %c0] token = %tk : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
