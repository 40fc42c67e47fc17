// RUN: not tile-opt %s --tile-verify-resources=target=sm_120 -o /dev/null 2>&1 | FileCheck %s
// RUN: not %tileir_obj_root/bin/tile-as %s -o %t.cubin --gpu-name sm_120 2>&1 | FileCheck %s --check-prefix=AS

// The lowering stages an mma's operands in its shared scratch buffer
// (lib/Conversion/TileToGPUMma.cpp): A 128x64 f16 as [128][64] (16384
// bytes), B 64x256 f16 transposed as [256][64] (32768 bytes) and the
// accumulator in f32 as [128][256] (131072 bytes), each at a 16-byte
// boundary: 16384 + 32768 + 131072 = 180224 bytes, whatever the warp count.
// sm_120 gives a block at most 99 KiB (101376 bytes: the opt-in limit, and
// 100 KiB per SM less the 1 KiB the driver keeps), so no warp count fits and
// tile-as stops at the mma, before any lowering, with exit status 1.

tile.module @m {
  entry @big_staging(%pa: tile<ptr<f16>>, %pc: tile<ptr<f32>>, %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %ta = make_tensor_view %pa, shape = [128, 4096], strides = [4096, 1] : tensor_view<128x4096xf16, strides=[4096,1]>
    %tb = make_tensor_view %pa, shape = [4096, 256], strides = [256, 1] : tensor_view<4096x256xf16, strides=[256,1]>
    %tc = make_tensor_view %pc, shape = [128, 256], strides = [256, 1] : tensor_view<128x256xf32, strides=[256,1]>
    %va = make_partition_view %ta : partition_view<tile=(128x64), tensor_view<128x4096xf16, strides=[4096,1]>>
    %vb = make_partition_view %tb : partition_view<tile=(64x256), tensor_view<4096x256xf16, strides=[256,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>>
    %zero = constant <f32: 0.000000e+00> : tile<128x256xf32>
    %acc = for %k in (%c0 to %n, step %c1) : tile<i32> iter_values(%c = %zero) -> (tile<128x256xf32>) {
      %a, %t0 = load_view_tko weak %va[%c0, %k] : partition_view<tile=(128x64), tensor_view<128x4096xf16, strides=[4096,1]>>, tile<i32> -> tile<128x64xf16>, token
      %b, %t1 = load_view_tko weak %vb[%k, %c0] : partition_view<tile=(64x256), tensor_view<4096x256xf16, strides=[256,1]>>, tile<i32> -> tile<64x256xf16>, token
      %d = mmaf %a, %b, %c : tile<128x64xf16>, tile<64x256xf16>, tile<128x256xf32>
      continue %d : tile<128x256xf32>
    }
    %s = store_view_tko weak %acc, %vc[%c0, %c0] : tile<128x256xf32>, partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}

// CHECK: verify-resources-mma-staging-sm120.mlir:27:12: error: tiles live here need 180224 bytes and do not fit sm_120 at occupancy 1: tried 4 warps ({{[0-9]+}} of 255 registers per thread, 180224 of 101376 shared bytes), 8 warps ({{[0-9]+}} of 255 registers per thread, 180224 of 101376 shared bytes), 16 warps ({{[0-9]+}} of 128 registers per thread, 180224 of 101376 shared bytes), 32 warps ({{[0-9]+}} of 64 registers per thread, 180224 of 101376 shared bytes)
// CHECK-NEXT: %d = mmaf
// CHECK: note: 180224 bytes of shared scratch here for mma operand staging

// AS: verify-resources-mma-staging-sm120.mlir:27:12: error: tiles live here need 180224 bytes and do not fit sm_120
// AS-NOT: internal compiler error
