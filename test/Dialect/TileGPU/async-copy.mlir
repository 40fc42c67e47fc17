// RUN: tile-opt %s -split-input-file | tile-opt | FileCheck %s

// The ring, copy, commit, wait and shared-mma ops round-trip.
// CHECK-LABEL: entry @ring
// CHECK: tilegpu.async_copy %{{.*}}[%{{.*}}, %{{.*}}] into %{{.*}} of <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16> chunk 8
// CHECK: tilegpu.async_commit
// CHECK: tilegpu.async_wait pending 1
// CHECK: tilegpu.shared_mma %{{.*}}, %{{.*}}, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<64x64xf32>, !tile.tile<i32>
// CHECK-NOT: before_last_step
// CHECK: tilegpu.shared_mma {{.*}} : !tile.tile<64x64xf32>, !tile.tile<i32> before_last_step {
// CHECK-NEXT: tilegpu.async_wait pending 0
// CHECK-NEXT: tilegpu.async_copy %{{.*}}[%{{.*}}, %{{.*}}] into %{{.*}} of <offset = 0, slots = 2
// CHECK-NEXT: tilegpu.async_commit
// CHECK-NEXT: }
// CHECK-NEXT: return
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
    %e = tilegpu.shared_mma %d, %c0, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<64x64xf32>, !tile.tile<i32> before_last_step {
      tilegpu.async_wait pending 0
      tilegpu.async_copy %ap[%c0, %c0] into %c0 of <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16> chunk 8 : !tile.partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
      tilegpu.async_commit
    }
    return
  }
}

// -----

// wgmma's form: swizzled rings (the layout printed, the default "padded"
// elided), a fenced wait, shared_mma with wgmma and the waits on its group.
// CHECK-LABEL: entry @wgmma
// CHECK: tilegpu.async_wait pending 1 proxy_fence
// CHECK: %[[D:.*]] = tilegpu.shared_mma %{{.*}}, %{{.*}}, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 32768, slots = 4, rows = 32, cols = 128, pitch = 128, element = f16, layout = "swizzled"> wgmma {tilegpu.layout = #tilegpu.mma<8, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
// CHECK: %[[W:.*]] = tilegpu.wgmma_wait %[[D]] pending 1 : !tile.tile<128x128xf32>
// CHECK: tilegpu.wgmma_wait %[[W]] pending 0 : !tile.tile<128x128xf32>
tile.module @m {
  entry @wgmma(%s: tile<i32>) {
    tilegpu.async_wait pending 1 proxy_fence
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 32768, slots = 4, rows = 32, cols = 128, pitch = 128, element = f16, layout = "swizzled"> wgmma {tilegpu.layout = #tilegpu.mma<8, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    %w = tilegpu.wgmma_wait %d pending 1 : !tile.tile<128x128xf32>
    %f = tilegpu.wgmma_wait %w pending 0 : !tile.tile<128x128xf32>
    return
  }
}

// -----

// tf32's form: a transposed B ring (K-major for wgmma), copies into it in
// 16-byte pieces, and round_tf32 of one buffer of both rings.
// CHECK-LABEL: entry @tf32
// CHECK: tilegpu.async_copy %{{.*}} of <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> chunk 4
// CHECK: tilegpu.round_tf32 pending 1 %{{.*}} in [#tilegpu.ring<offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, #tilegpu.ring<offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed">] chunks [4, 4] : !tile.tile<i32>
// CHECK: tilegpu.shared_mma {{.*}} wgmma {tilegpu.layout
// A from registers (rounded there): the unit attribute printed by name.
// CHECK: tilegpu.shared_mma {{.*}}layout = "transposed"> wgmma lhs_registers {tilegpu.layout
// B's transpose with K in A's fragment order round-trips as "interleaved".
// CHECK: tilegpu.round_tf32 pending 1 %{{.*}} in [#tilegpu.ring<offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved">] chunks [4]
// CHECK: tilegpu.shared_mma {{.*}}layout = "interleaved"> wgmma lhs_registers {tilegpu.layout
// A as a tile in wgmma's fragments (tilegpu.wgmma_lhs), loaded by a view
// load, instead of a ring: `lhs_tile` with its type, no `lhs`.
// CHECK: %[[A:.*]], %{{.*}} = load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] {tilegpu.layout = #tilegpu.wgmma_lhs<4>, tilegpu.vector = 4 : i64}
// CHECK: tilegpu.shared_mma %{{.*}}, %{{.*}}, lhs_tile %[[A]] : !tile.tile<128x32xf32>, rhs <offset = 65536, {{.*}}layout = "interleaved"> wgmma lhs_registers {tilegpu.layout = #tilegpu.mma<4, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
// A wgmma with A from registers is waited for with pending 0.
// CHECK-NEXT: tilegpu.wgmma_wait %{{.*}} pending 0 : !tile.tile<128x128xf32>
// In two groups (lhs_groups 2), the second may stay in flight.
// CHECK: %[[G:.*]] = tilegpu.shared_mma {{.*}}layout = "interleaved"> wgmma lhs_registers lhs_groups 2 {tilegpu.layout = #tilegpu.mma<4, 1>}
// CHECK-NEXT: tilegpu.wgmma_wait %[[G]] pending 1 : !tile.tile<128x128xf32>
tile.module @m {
  entry @tf32(%b: tile<ptr<f32>>, %k: tile<i32>, %n: tile<i32>, %s: tile<i32>) {
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[128,1]>>
    tilegpu.async_copy %bp[%s, %s] into %s of <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> chunk 4 : !tile.partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[128,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    tilegpu.async_commit
    tilegpu.round_tf32 pending 1 %s in [#tilegpu.ring<offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, #tilegpu.ring<offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed">] chunks [4, 4] : !tile.tile<i32>
    tilegpu.async_wait pending 1 proxy_fence
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> wgmma {tilegpu.layout = #tilegpu.mma<4, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    %e = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> wgmma lhs_registers {tilegpu.layout = #tilegpu.mma<4, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    tilegpu.round_tf32 pending 1 %s in [#tilegpu.ring<offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved">] chunks [4] : !tile.tile<i32>
    %f = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> wgmma lhs_registers {tilegpu.layout = #tilegpu.mma<4, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    %av = make_tensor_view %b, shape = [%n, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[128,1]>>
    %a, %t = load_view_tko weak %ap[%s, %s] {tilegpu.layout = #tilegpu.wgmma_lhs<4>, tilegpu.vector = 4 : i64} : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> tile<128x32xf32>, token
    %g = tilegpu.shared_mma %acc, %s, lhs_tile %a : !tile.tile<128x32xf32>, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> wgmma lhs_registers {tilegpu.layout = #tilegpu.mma<4, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    %h = tilegpu.wgmma_wait %g pending 0 : !tile.tile<128x128xf32>
    %i = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> wgmma lhs_registers lhs_groups 2 {tilegpu.layout = #tilegpu.mma<4, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    %j = tilegpu.wgmma_wait %i pending 1 : !tile.tile<128x128xf32>
    return
  }
}

// -----

// f8's form: B's tile has contiguous columns (strides [1, 128]) and lands
// as its transpose in a "columns" ring, which wgmma reads K-major.
// CHECK-LABEL: entry @e4m3
// CHECK: tilegpu.async_copy %{{.*}} of <offset = 65536, slots = 4, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "columns"> chunk 16
// CHECK: tilegpu.shared_mma %{{.*}}, %{{.*}}, lhs <offset = 0, slots = 4, rows = 128, cols = 128, pitch = 128, element = f8E5M2, layout = "swizzled">, rhs <offset = 65536, slots = 4, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "columns"> wgmma
tile.module @m {
  entry @e4m3(%b: tile<ptr<f8E4M3FN>>, %k: tile<i32>, %n: tile<i32>, %s: tile<i32>) {
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [1, 128] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[1,128]>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[1,128]>>
    tilegpu.async_copy %bp[%s, %s] into %s of <offset = 65536, slots = 4, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "columns"> chunk 16 : !tile.partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[1,128]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    tilegpu.async_commit
    tilegpu.async_wait pending 1 proxy_fence
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 4, rows = 128, cols = 128, pitch = 128, element = f8E5M2, layout = "swizzled">, rhs <offset = 65536, slots = 4, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "columns"> wgmma {tilegpu.layout = #tilegpu.mma<4, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

// B through registers: load_round_tf32 of a view's tile into a buffer of an
// interleaved ring.
// CHECK-LABEL: entry @load_round
// CHECK: tilegpu.load_round_tf32 %{{.*}}[%{{.*}}, %{{.*}}] into %{{.*}} of <offset = 0, slots = 3, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> chunk 4 : !tile.partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
tile.module @m {
  entry @load_round(%b: tile<ptr<f32>>, %k: tile<i32>, %n: tile<i32>, %s: tile<i32>) {
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    tilegpu.load_round_tf32 %bp[%c0, %c0] into %c0 of <offset = 0, slots = 3, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> chunk 4 : !tile.partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}
