// RUN: not tile-opt %s --tile-verify-resources=target=sm_120 -o /dev/null 2>&1 | FileCheck %s
// RUN: not %tileir_obj_root/bin/tile-as %s -o %t.cubin --gpu-name sm_120 2>&1 | FileCheck %s --check-prefix=AS

// A 128x256 f32 accumulator on sm_120, which gives a block at most 99 KiB
// (101376 bytes: the opt-in limit, and 100 KiB per SM less the 1 KiB the
// driver keeps). The lowering stages the mma's operands in its shared
// scratch buffer (lib/Conversion/TileToGPU/TileToGPUMma.cpp): A 128x64 f16 as 128
// rows of 64 * 2 + 16 bytes (18432) and B 64x256 f16 transposed as 256
// such rows (36864): 55296 bytes, which fit. The accumulator, a splat
// carried only through the mma, stays in registers in the mma layout (no
// staging), but the store after the loop needs it blocked: that conversion
// reserves the whole 128x256 f32 tile, 131072 bytes, at the loop, for every
// warp count (each has a warp grid for 128x256). Its registers do not fit
// either (32768 elements: 256 per thread with 4 warps, 128 of the 255 with
// 8, 64 of 128 with 16, 32 of 64 with 32, before the operands and the mma's
// fragments). So no warp count fits; the error is at the loop, the point
// of most demand (the splat it starts from, 131072 bytes in one register a
// thread, and the 131072-byte conversion of its result), and tile-as stops
// there, before any lowering, with exit status 1.

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

// CHECK: verify-resources-mma-staging-sm120.mlir:32:12: error: tiles live here need 131072 bytes and do not fit sm_120 at occupancy 1: tried 4 warps ({{[0-9]+}} of 255 registers per thread, 131072 of 101376 shared bytes), 8 warps ({{[0-9]+}} of 255 registers per thread, 131072 of 101376 shared bytes), 16 warps ({{[0-9]+}} of 128 registers per thread, 131072 of 101376 shared bytes), 32 warps ({{[0-9]+}} of 64 registers per thread, 131072 of 101376 shared bytes)
// CHECK-NEXT: %acc = for
// CHECK: note: tile<128x256xf32> (131072 bytes) is live here
// CHECK: note: 131072 bytes of shared scratch here for a layout change

// AS: verify-resources-mma-staging-sm120.mlir:32:12: error: tiles live here need 131072 bytes and do not fit sm_120
// AS-NOT: internal compiler error
