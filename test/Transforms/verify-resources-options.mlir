// RUN: tile-opt %s --tile-verify-resources="occupancy=2 num-warps=8" | FileCheck %s

// Options win over hints: 8 warps at occupancy 2 may use 128 registers
// (65536 / 2 / 256 threads); the 128x128 f32 accumulator and f16 operand
// need 64 + 32 + 24 = 120. The shared limit is half of 228 KB less 1 KB.
// CHECK-LABEL: entry @options
// CHECK-SAME: num_warps = 8 : i64, occupancy = 2 : i64, register_limit = 128 : i64, registers_per_thread = 120 : i64
// CHECK-SAME: shared_limit = 115712 : i64
tile.module @m {
  entry @options(%p: tile<ptr<f32>>) optimization_hints=<sm_90 = {occupancy = 1, num_worker_warps_per_cta = 4}> {
    %acc = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %h = constant <f16: 1.000000e+00> : tile<128x128xf16>
    %d = mmaf %h, %h, %acc : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
    return
  }
}
