// RUN: tile-opt %s -split-input-file -verify-diagnostics --tile-verify-resources=target=sm_86 -o /dev/null
// RUN: not tile-opt %s -split-input-file --tile-verify-resources=target=sm_75 -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not tile-opt %s -split-input-file --tile-resource-report=format=xml -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT

// Hints that the IR allows (the entry verifier checks their ranges) but
// sm_86 cannot honour: 16 resident blocks, 48 resident warps per SM, no
// thread block clusters.

// TARGET: error: unknown target 'sm_75'; expected one of sm_80, sm_86, sm_87, sm_89, sm_90, sm_100, sm_103, sm_110, sm_120, sm_121
// FORMAT: error: unknown report format 'xml'; expected text or json

tile.module @m {
  // expected-error@+1 {{occupancy 20 cannot be met on sm_86: it keeps between 1 and 16 blocks resident per SM}}
  entry @occ(%p: tile<ptr<f32>>) optimization_hints=<sm_86 = {occupancy = 20}> {
    return
  }
}

// -----

tile.module @m {
  // 4 warps x 16 blocks = 64 warps; an SM of sm_86 keeps 48.
  // expected-error@+1 {{occupancy 16 cannot be met on sm_86 with 4 warps per block: at most 48 warps are resident per SM}}
  entry @occ_warps(%p: tile<ptr<f32>>) optimization_hints=<sm_86 = {occupancy = 16, num_worker_warps_per_cta = 4}> {
    return
  }
}

// -----

tile.module @m {
  // expected-error@+1 {{num_cta_in_cga 2 cannot be met on sm_86: thread block clusters need sm_90 or newer}}
  entry @cga(%p: tile<ptr<f32>>) optimization_hints=<default = {num_cta_in_cga = 2}> {
    return
  }
}

// -----

// Without a warps hint, a high occupancy falls back to fewer warps: 16
// blocks of 2 warps fit the 48 resident warps.
tile.module @m {
  entry @occ_search(%p: tile<ptr<f32>>) optimization_hints=<sm_86 = {occupancy = 16}> {
    return
  }
}

// -----

// Hints for another architecture do not apply.
tile.module @m {
  entry @other(%p: tile<ptr<f32>>) optimization_hints=<sm_100 = {occupancy = 32, num_cta_in_cga = 8}> {
    return
  }
}
