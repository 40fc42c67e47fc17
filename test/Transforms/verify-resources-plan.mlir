// RUN: tile-opt %s -split-input-file --tile-verify-resources | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-verify-resources=target=sm_80 | FileCheck %s --check-prefix=SM80

// Hints and options shape the plan.

// A 128x128 f32 accumulator (16384 elements) and a 128x128 f16 operand.
// 4 warps: 128 + 64 registers + 24 = 216 of 255.
// CHECK-LABEL: entry @default_plan
// CHECK-SAME: num_warps = 4 : i64, occupancy = 1 : i64, register_limit = 255 : i64, registers_per_thread = 216 : i64
// sm_80 keeps 164 KB per SM: 163 KB (166912 bytes) per block.
// SM80-LABEL: entry @default_plan
// SM80-SAME: shared_limit = 166912 : i64, target = "sm_80"
tile.module @m {
  entry @default_plan(%p: tile<ptr<f32>>) {
    %acc = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %h = constant <f16: 1.000000e+00> : tile<128x128xf16>
    %d = mmaf %h, %h, %acc : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
    return
  }
}

// -----

// num_worker_warps_per_cta fixes the warps; num_cta_in_cga = 2 splits each
// tile over the two CTAs of the cluster: 8192 f32 per CTA over 256 threads
// = 32 registers, 8192 f16 = 16; + 24 = 72.
// CHECK-LABEL: entry @hinted
// CHECK-SAME: num_ctas = 2 : i64, num_warps = 8 : i64, occupancy = 1 : i64, register_limit = 255 : i64, registers_per_thread = 72 : i64
tile.module @m {
  entry @hinted(%p: tile<ptr<f32>>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 8, num_cta_in_cga = 2}> {
    %acc = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %h = constant <f16: 1.000000e+00> : tile<128x128xf16>
    %d = mmaf %h, %h, %acc : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
    return
  }
}

// -----

// 6 x 64x128 f32 tiles live at once do not fit 255 registers with 4 warps
// (6 x 64 + 24 = 408) but do with 8 (6 x 32 + 24 = 216): the planner takes
// 8 warps rather than moving tiles to shared memory.
// CHECK-LABEL: entry @more_warps
// CHECK-SAME: num_warps = 8 : i64
tile.module @m {
  entry @more_warps(%p: tile<ptr<f32>>) {
    %a = constant <f32: 1.000000e+00> : tile<64x128xf32>
    %b = constant <f32: 2.000000e+00> : tile<64x128xf32>
    %c = constant <f32: 3.000000e+00> : tile<64x128xf32>
    %d = constant <f32: 4.000000e+00> : tile<64x128xf32>
    %e = constant <f32: 5.000000e+00> : tile<64x128xf32>
    %f = addf %a, %b : tile<64x128xf32>
    %g = addf %c, %d : tile<64x128xf32>
    %h = addf %e, %f : tile<64x128xf32>
    %i = addf %g, %h : tile<64x128xf32>
    %j = addf %i, %a : tile<64x128xf32>
    %k = addf %j, %b : tile<64x128xf32>
    %l = addf %k, %c : tile<64x128xf32>
    %m = addf %l, %d : tile<64x128xf32>
    %n = addf %m, %e : tile<64x128xf32>
    return
  }
}

// -----

// Fixed at 4 warps, the same kernel keeps the tiles used last in shared memory.
// CHECK-LABEL: entry @shared_spill
// CHECK-SAME: num_warps = 4 : i64
// CHECK-SAME: shared_bytes = {{[1-9][0-9]*}} : i64
// CHECK: tile.storage = "shared"
tile.module @m {
  entry @shared_spill(%p: tile<ptr<f32>>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 4}> {
    %a = constant <f32: 1.000000e+00> : tile<64x128xf32>
    %b = constant <f32: 2.000000e+00> : tile<64x128xf32>
    %c = constant <f32: 3.000000e+00> : tile<64x128xf32>
    %d = constant <f32: 4.000000e+00> : tile<64x128xf32>
    %e = constant <f32: 5.000000e+00> : tile<64x128xf32>
    %f = addf %a, %b : tile<64x128xf32>
    %g = addf %c, %d : tile<64x128xf32>
    %h = addf %e, %f : tile<64x128xf32>
    %i = addf %g, %h : tile<64x128xf32>
    %j = addf %i, %a : tile<64x128xf32>
    %k = addf %j, %b : tile<64x128xf32>
    %l = addf %k, %c : tile<64x128xf32>
    %m = addf %l, %d : tile<64x128xf32>
    %n = addf %m, %e : tile<64x128xf32>
    return
  }
}
