// RUN: tile-opt %s -verify-diagnostics --tile-verify-resources="target=sm_120 werror-hints=true" -o /dev/null
// RUN: not tile-opt %s --tile-verify-resources="target=sm_120 werror-hints=true" -o /dev/null 2>&1 | FileCheck %s

// A 256x256 f32 accumulator (256 KiB) with 256x64 and 64x256 f16 operands
// (32 KiB each) in a runtime mma loop, at the occupancy 2 the entry asks
// for, held to it (werror-hints; without it the plan warns and tries
// occupancy 1, see verify-resources-hints.mlir): a block gets half the register file (32768 registers: 4 warps may use
// 255 per thread, 8 warps 128) and half of sm_120's 100 KiB less 1 KiB
// (50176 bytes). The accumulator stays in registers in the mma layout (a
// splat carried through the mma); the store needs it blocked, a conversion
// of 262144 bytes at the loop. Staging the mma's operands alone (A
// [256][64] and B transposed [256][64] in f16, rows of 64 * 2 + 16 bytes:
// 36864 + 36864 = 73728) exceeds the budget, so nothing can move to shared
// memory: 512 + 128 + 128 registers for the tiles (f16 loaded one per
// register), 136 for the mma's fragments (2x2 warps, 8 row and 16 column
// tiles each: (4*8 + 2*16) * 2 + 8), 1 + 1 for A's and B's staging index
// and 1 for B's column start (a thread's 128 elements are consecutive in
// one row), all over the loop, and 24 reserved: 931 per thread with 4
// warps. 8 warps: 256 + 64 + 64 + 104 (2x4 warps: (4*8 + 2*8) * 2 + 8) + 2
// + 1 + 24 = 515. 16 warps: 128 + 32 + 32 + 72 (4x4: (4*4 + 2*8) * 2 + 8)
// + 2 + 1 + 1 (A's column start too) + 24 = 292.
// 32 warps are not tried: twice 32 warps exceed the 48 an SM of sm_120
// keeps resident.
// The point of most demand is the loop: the splat it starts from (262144
// bytes of tile, one register a thread) and the 262144-byte conversion of
// its result for the store; the error is there.

tile.module @m {
  // expected-error@+1 {{occupancy 2 cannot be met on sm_120: the tiles need about}}
  entry @big_acc(%pa: tile<ptr<f16>>, %pc: tile<ptr<f32>>, %n: tile<i32>) optimization_hints=<sm_90 = {occupancy = 2}, sm_120 = {occupancy = 2}> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %ta = make_tensor_view %pa, shape = [256, 4096], strides = [4096, 1] : tensor_view<256x4096xf16, strides=[4096,1]>
    %tb = make_tensor_view %pa, shape = [4096, 256], strides = [256, 1] : tensor_view<4096x256xf16, strides=[256,1]>
    %tc = make_tensor_view %pc, shape = [256, 256], strides = [256, 1] : tensor_view<256x256xf32, strides=[256,1]>
    %va = make_partition_view %ta : partition_view<tile=(256x64), tensor_view<256x4096xf16, strides=[4096,1]>>
    %vb = make_partition_view %tb : partition_view<tile=(64x256), tensor_view<4096x256xf16, strides=[256,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>
    // expected-note@+1 {{tile<256x256xf32> (262144 bytes) is live here; it would live in registers (1 per thread with 4 warps)}}
    %zero = constant <f32: 0.000000e+00> : tile<256x256xf32>
    // expected-error@+2 {{tiles live here need 262144 bytes and do not fit sm_120 at occupancy 2: tried 4 warps (931 of 255 registers per thread, 262144 of 50176 shared bytes), 8 warps (515 of 128 registers per thread, 262144 of 50176 shared bytes), 16 warps (292 of 64 registers per thread, 262144 of 50176 shared bytes)}}
    // expected-note@+1 {{262144 bytes of shared scratch here for a layout change}}
    %acc = for %k in (%c0 to %n, step %c1) : tile<i32> iter_values(%c = %zero) -> (tile<256x256xf32>) {
      %a, %t0 = load_view_tko weak %va[%c0, %k] : partition_view<tile=(256x64), tensor_view<256x4096xf16, strides=[4096,1]>>, tile<i32> -> tile<256x64xf16>, token
      %b, %t1 = load_view_tko weak %vb[%k, %c0] : partition_view<tile=(64x256), tensor_view<4096x256xf16, strides=[256,1]>>, tile<i32> -> tile<64x256xf16>, token
      %d = mmaf %a, %b, %c : tile<256x64xf16>, tile<64x256xf16>, tile<256x256xf32>
      continue %d : tile<256x256xf32>
    }
    %s = store_view_tko weak %acc, %vc[%c0, %c0] : tile<256x256xf32>, partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}

// The notes come largest first.
// CHECK: error: tiles live here need 262144 bytes
// CHECK-NEXT: %acc = for
// CHECK: note: tile<256x256xf32> (262144 bytes) is live here
// CHECK: note: 262144 bytes of shared scratch here for a layout change
