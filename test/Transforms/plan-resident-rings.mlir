// RUN: tile-opt %s -split-input-file --tile-verify-resources="target=sm_90 warpgroup-mma=1 mma-stages=3" --tile-assign-layouts="warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1" | FileCheck %s

// The plan decides whether a wgmma loop's loop-invariant B takes a ring of
// one buffer (tile-pipeline-mma-shared's resident B), and
// tile-assign-layouts and the pass follow it.
//
// A 128x64 tf32 panel update at 8 warps: the rings (A's four 32768-byte
// buffers, B's one of 16384 + its staging) fit, and so do the registers:
// the plan prices the rings (mma_stages), B is in none of its resident
// operands, and the loop runs on the rings.
// CHECK-LABEL: entry @fits
// CHECK-SAME: mma_stages = 3
// CHECK-NOT: resident_rings
// CHECK: async_copy {{.*}}slots = 1
// CHECK: tilegpu.shared_mma {{.*}}rhs <{{.*}}slots = 1
// CHECK-NOT: resident_rhs
// CHECK: return
tile.module @m {
  entry @fits(%a: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>, %n: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [256, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[256,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>
    %bp = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x64xf32>
    %bt, %tb = load_view_tko weak %bp[%c0, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> tile<64x64xf32>, token
    %b32 = ftof %bt : tile<64x64xf32> -> tile<64x64xtf32>
    %r = for %kk in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x64xf32>) {
      %at, %ta = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> tile<128x64xf32>, token
      %a32 = ftof %at : tile<128x64xf32> -> tile<128x64xtf32>
      %d = mmaf %a32, %b32, %s : tile<128x64xtf32>, tile<64x64xtf32>, tile<128x64xf32>
      continue %d : tile<128x64xf32>
    }
    %op = make_partition_view %av : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[256,1]>>
    %t1 = store_view_tko weak %r, %op[%c0, %c0] : tile<128x64xf32>, partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}

// -----

// A 256x128 accumulator with 256x64 A tiles: the rings fit shared memory,
// but A's wgmma fragments (64 registers a thread at 8 warps) beside the
// accumulator (128) do not fit the registers, where the staged mma can
// move its tiles to shared memory. The plan gives the ring up
// (resident_rings = 0, no rings priced): B is staged once as a resident
// operand and the loop keeps its loads.
// CHECK-LABEL: entry @too_big
// CHECK-SAME: resident_rings = 0
// CHECK-NOT: async_copy
// CHECK: mmaf {{.*}}tilegpu.resident_rhs
// CHECK-NOT: shared_mma
tile.module @m {
  entry @too_big(%a: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>, %n: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [256, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[256,1]>
    %ap = make_partition_view %av : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>
    %bp = make_partition_view %av : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<256x128xf32>
    %bt, %tb = load_view_tko weak %bp[%c0, %c0] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> tile<64x128xf32>, token
    %b32 = ftof %bt : tile<64x128xf32> -> tile<64x128xtf32>
    %r = for %kk in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<256x128xf32>) {
      %at, %ta = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> tile<256x64xf32>, token
      %a32 = ftof %at : tile<256x64xf32> -> tile<256x64xtf32>
      %d = mmaf %a32, %b32, %s : tile<256x64xtf32>, tile<64x128xtf32>, tile<256x128xf32>
      continue %d : tile<256x128xf32>
    }
    %op = make_partition_view %av : partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[256,1]>>
    %t1 = store_view_tko weak %r, %op[%c0, %c0] : tile<256x128xf32>, partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}
