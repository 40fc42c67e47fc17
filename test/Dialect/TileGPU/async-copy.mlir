// RUN: tile-opt %s -split-input-file | tile-opt | FileCheck %s

// The ring, copy, commit, wait and shared-mma ops round-trip.
// CHECK-LABEL: entry @ring
// CHECK: tilegpu.async_copy %{{.*}}[%{{.*}}, %{{.*}}] into %{{.*}} of <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16> chunk 8
// CHECK: tilegpu.async_commit
// CHECK: tilegpu.async_wait pending 1
// CHECK: tilegpu.shared_mma %{{.*}}, %{{.*}}, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<64x64xf32>, !tile.tile<i32>
tile.module @m {
  entry @ring(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    tilegpu.async_copy %ap[%c0, %c0] into %c0 of <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16> chunk 8 : !tile.partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    tilegpu.async_commit
    tilegpu.async_wait pending 1
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    %d = tilegpu.shared_mma %acc, %c0, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}
