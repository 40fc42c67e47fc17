// RUN: tile-opt %s -verify-diagnostics --tile-verify-resources=target=sm_120 -o /dev/null
// RUN: not tile-opt %s --tile-verify-resources=target=sm_120 -o /dev/null 2>&1 | FileCheck %s

// A 256x256 f32 accumulator (256 KiB) with 256x64 and 64x256 f16 operands
// (32 KiB each) in a runtime mma loop, at the occupancy 2 the entry asks
// for: a block gets half the register file (32768 registers: 4 warps may use
// 255 per thread, 8 warps 128) and half of sm_120's 100 KiB less 1 KiB
// (50176 bytes). Staging the mma's operands (A [256][64] and B transposed
// [256][64] in f16, the accumulator [256][256] in f32) alone needs 327680
// bytes, so nothing can move to shared memory: 512 + 128 + 128 registers
// for the tiles (f16 loaded one per register), 128 + 128 for B's hoisted
// column positions and staging index, and 24 reserved: 1048 per thread with
// 4 warps. 32 warps are not tried: twice 32 warps exceed the 48 an SM of
// sm_120 keeps resident.

tile.module @m {
  entry @big_acc(%pa: tile<ptr<f16>>, %pc: tile<ptr<f32>>, %n: tile<i32>) optimization_hints=<sm_90 = {occupancy = 2}, sm_120 = {occupancy = 2}> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %ta = make_tensor_view %pa, shape = [256, 4096], strides = [4096, 1] : tensor_view<256x4096xf16, strides=[4096,1]>
    %tb = make_tensor_view %pa, shape = [4096, 256], strides = [256, 1] : tensor_view<4096x256xf16, strides=[256,1]>
    %tc = make_tensor_view %pc, shape = [256, 256], strides = [256, 1] : tensor_view<256x256xf32, strides=[256,1]>
    %va = make_partition_view %ta : partition_view<tile=(256x64), tensor_view<256x4096xf16, strides=[4096,1]>>
    %vb = make_partition_view %tb : partition_view<tile=(64x256), tensor_view<4096x256xf16, strides=[256,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>
    %zero = constant <f32: 0.000000e+00> : tile<256x256xf32>
    %acc = for %k in (%c0 to %n, step %c1) : tile<i32> iter_values(%c = %zero) -> (tile<256x256xf32>) {
    // expected-note@-1 {{loop-carried tile<256x256xf32> (262144 bytes) is live here; it would live in registers (512 per thread with 4 warps)}}
      %a, %t0 = load_view_tko weak %va[%c0, %k] : partition_view<tile=(256x64), tensor_view<256x4096xf16, strides=[4096,1]>>, tile<i32> -> tile<256x64xf16>, token
      // expected-note@-1 {{tile<256x64xf16> (32768 bytes) is live here; it would live in registers (128 per thread with 4 warps)}}
      %b, %t1 = load_view_tko weak %vb[%k, %c0] : partition_view<tile=(64x256), tensor_view<4096x256xf16, strides=[256,1]>>, tile<i32> -> tile<64x256xf16>, token
      // expected-note@-1 {{tile<64x256xf16> (32768 bytes) is live here; it would live in registers (128 per thread with 4 warps)}}
      // expected-error@+2 {{tiles live here need 327680 bytes and do not fit sm_120 at occupancy 2: tried 4 warps (1048 of 255 registers per thread, 327680 of 50176 shared bytes), 8 warps (536 of 128 registers per thread, 327680 of 50176 shared bytes), 16 warps (312 of 64 registers per thread, 327680 of 50176 shared bytes)}}
      // expected-note@+1 {{327680 bytes of shared scratch here for mma operand staging}}
      %d = mmaf %a, %b, %c : tile<256x64xf16>, tile<64x256xf16>, tile<256x256xf32>
      continue %d : tile<256x256xf32>
    }
    %s = store_view_tko weak %acc, %vc[%c0, %c0] : tile<256x256xf32>, partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}

// The notes come largest first.
// CHECK: error: tiles live here need 327680 bytes
// CHECK-NEXT: %d = mmaf
// CHECK: note: loop-carried tile<256x256xf32>
// CHECK: note: tile<256x64xf16>
// CHECK: note: tile<64x256xf16>
// CHECK: note: 327680 bytes of shared scratch here for mma operand staging
