// RUN: tile-opt %s --tile-verify-resources="occupancy=2 num-warps=8" | FileCheck %s

// Options win over hints: 8 warps at occupancy 2 may use 128 registers
// (65536 / 2 / 256 threads); the 128x128 f32 accumulator (varying along its
// rows: 16384 / 256 = 64 registers) and the splat f16 operands (one register
// each) need 64 + 1 + 1 + 24 = 90. The shared limit is half of 228 KB less
// 1 KB; the mma stages A [128][32] and B transposed [128][32] in f16, each
// row 32 * 2 + 16 bytes, and the (blocked, broadcast) accumulator
// [128][128] in f32: 128 * 80 + 128 * 80 + 65536 = 86016 bytes.
// CHECK-LABEL: entry @options
// CHECK-SAME: num_warps = 8 : i64, occupancy = 2 : i64, register_limit = 128 : i64, registers_per_thread = 90 : i64
// CHECK-SAME: shared_bytes = 86016 : i64, shared_limit = 115712 : i64
tile.module @m {
  entry @options(%p: tile<ptr<f32>>) optimization_hints=<sm_90 = {occupancy = 1, num_worker_warps_per_cta = 4}> {
    %i = iota : tile<128xi32>
    %r = reshape %i : tile<128xi32> -> tile<1x128xi32>
    %rf = itof %r signed : tile<1x128xi32> -> tile<1x128xf32>
    %acc = broadcast %rf : tile<1x128xf32> -> tile<128x128xf32>
    %a = constant <f16: 1.000000e+00> : tile<128x32xf16>
    %b = constant <f16: 1.000000e+00> : tile<32x128xf16>
    %d = mmaf %a, %b, %acc : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
    return
  }
}
