// RUN: tile-opt %s -split-input-file --tile-verify-resources | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-verify-resources=target=sm_80 | FileCheck %s --check-prefix=SM80

// Hints and options shape the plan.

// A 128x128 f32 accumulator (16384 elements) and a 128x128 f16 operand,
// both varying along the rows (a broadcast column index; splat constants
// would take one register each). 4 warps: 128 + 64 registers + 24 = 216 of
// 255 (the staging indices are used once, outside loops: no registers):
// every tile fits, but 216 > 0.8 * 255 = 204 leaves ptxas no room, so 8
// warps are tried: 64 + 32 + 24 = 120 <= 204, and taken. The accumulator is
// a broadcast (blocked), so the mma stages it: A and B as 128 rows of
// 128 * 2 + 16 bytes (34816 each) and C 128x128 f32 (65536): 135168.
// CHECK-LABEL: entry @default_plan
// CHECK-SAME: num_warps = 8 : i64, occupancy = 1 : i64, register_limit = 255 : i64, registers_per_thread = 120 : i64, reserved_registers = 24 : i64, shared_bytes = 135168 : i64
// sm_80 keeps 164 KB per SM: 163 KB (166912 bytes) per block.
// SM80-LABEL: entry @default_plan
// SM80-SAME: shared_limit = 166912 : i64, target = "sm_80"
tile.module @m {
  entry @default_plan(%p: tile<ptr<f32>>) {
    %i = iota : tile<128xi32>
    %r = reshape %i : tile<128xi32> -> tile<1x128xi32>
    %rf = itof %r signed : tile<1x128xi32> -> tile<1x128xf32>
    %acc = broadcast %rf : tile<1x128xf32> -> tile<128x128xf32>
    %h = ftof %acc : tile<128x128xf32> -> tile<128x128xf16>
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
    %i = iota : tile<128xi32>
    %r = reshape %i : tile<128xi32> -> tile<1x128xi32>
    %rf = itof %r signed : tile<1x128xi32> -> tile<1x128xf32>
    %acc = broadcast %rf : tile<1x128xf32> -> tile<128x128xf32>
    %h = ftof %acc : tile<128x128xf32> -> tile<128x128xf16>
    %d = mmaf %h, %h, %acc : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
    return
  }
}

// -----

// 64x128 f32 tiles that vary along their rows (a broadcast column index
// plus splat constants): at %g seven are live (%a .. %e, %f, %g), which do
// not fit 255 registers with 4 warps (7 x 64 + 24 = 472) but do with 8
// (7 x 32 + 24 = 248): the planner takes 8 warps rather than moving tiles
// to shared memory. 248 > 0.8 x 255 = 204, so 16 and 32 warps are tried
// too, but they need shared memory (7 x 16 + 24 = 136 > 128, 7 x 8 + 24 =
// 80 > 64): 8 warps are the first with every tile in registers.
// CHECK-LABEL: entry @more_warps
// CHECK-SAME: num_warps = 8 : i64, occupancy = 1 : i64, register_limit = 255 : i64, registers_per_thread = 248 : i64
tile.module @m {
  entry @more_warps(%p: tile<ptr<f32>>) {
    %i0 = iota : tile<128xi32>
    %r0 = reshape %i0 : tile<128xi32> -> tile<1x128xi32>
    %rf = itof %r0 signed : tile<1x128xi32> -> tile<1x128xf32>
    %a = broadcast %rf : tile<1x128xf32> -> tile<64x128xf32>
    %c2 = constant <f32: 2.000000e+00> : tile<64x128xf32>
    %c3 = constant <f32: 3.000000e+00> : tile<64x128xf32>
    %c4 = constant <f32: 4.000000e+00> : tile<64x128xf32>
    %c5 = constant <f32: 5.000000e+00> : tile<64x128xf32>
    %b = addf %a, %c2 : tile<64x128xf32>
    %c = addf %a, %c3 : tile<64x128xf32>
    %d = addf %a, %c4 : tile<64x128xf32>
    %e = addf %a, %c5 : tile<64x128xf32>
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
    %i0 = iota : tile<128xi32>
    %r0 = reshape %i0 : tile<128xi32> -> tile<1x128xi32>
    %rf = itof %r0 signed : tile<1x128xi32> -> tile<1x128xf32>
    %a = broadcast %rf : tile<1x128xf32> -> tile<64x128xf32>
    %c2 = constant <f32: 2.000000e+00> : tile<64x128xf32>
    %c3 = constant <f32: 3.000000e+00> : tile<64x128xf32>
    %c4 = constant <f32: 4.000000e+00> : tile<64x128xf32>
    %c5 = constant <f32: 5.000000e+00> : tile<64x128xf32>
    %b = addf %a, %c2 : tile<64x128xf32>
    %c = addf %a, %c3 : tile<64x128xf32>
    %d = addf %a, %c4 : tile<64x128xf32>
    %e = addf %a, %c5 : tile<64x128xf32>
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

// Tiny tiles: the largest tile has 16 elements, fewer than two warps have
// threads, so the search starts at the fewest warps that give each element
// a thread: one (blocks are what such a kernel is bound by, and an SM
// holds at most 32 of them whatever their size).
// CHECK-LABEL: entry @tiny_tiles
// CHECK-SAME: num_warps = 1 : i64
tile.module @m {
  entry @tiny_tiles(%p: tile<ptr<f64>>) {
    %t = make_tensor_view %p, shape = [1024], strides = [1] : tensor_view<1024xf64, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(16), tensor_view<1024xf64, strides=[1]>>
    %b, %y, %z = get_tile_block_id : tile<i32>
    %x, %tok = load_view_tko weak %v[%b] : partition_view<tile=(16), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> tile<16xf64>, token
    %s = addf %x, %x : tile<16xf64>
    %st = store_view_tko weak %s, %v[%b] : tile<16xf64>, partition_view<tile=(16), tensor_view<1024xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// 64 elements: two warps, one element a thread.
// CHECK-LABEL: entry @small_tiles
// CHECK-SAME: num_warps = 2 : i64
tile.module @m {
  entry @small_tiles(%p: tile<ptr<f32>>) {
    %i = iota : tile<64xi32>
    %f = itof %i signed : tile<64xi32> -> tile<64xf32>
    %t = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %st = store_view_tko weak %f, %v[%c0] : tile<64xf32>, partition_view<tile=(64), tensor_view<64xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// 65 to 128 elements keep four warps (one warpgroup); so does a hint.
// CHECK-LABEL: entry @warpgroup_tiles
// CHECK-SAME: num_warps = 4 : i64
// CHECK-LABEL: entry @hinted_tiny
// CHECK-SAME: num_warps = 4 : i64
tile.module @m {
  entry @warpgroup_tiles(%p: tile<ptr<f32>>) {
    %i = iota : tile<128xi32>
    %f = itof %i signed : tile<128xi32> -> tile<128xf32>
    %t = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %st = store_view_tko weak %f, %v[%c0] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @hinted_tiny(%p: tile<ptr<f32>>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 4}> {
    %i = iota : tile<16xi32>
    %f = itof %i signed : tile<16xi32> -> tile<16xf32>
    %t = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %st = store_view_tko weak %f, %v[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
