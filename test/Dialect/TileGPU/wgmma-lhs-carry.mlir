// RUN: tile-opt %s | tile-opt | FileCheck %s

// tilegpu.load_wgmma_lhs, a shared_mma taking the tf32 tile it returns as
// lhs_tile, and a wgmma_wait carrying the next one, round-trip.
// CHECK-LABEL: entry @carried
// CHECK: %[[A:.*]] = tilegpu.load_wgmma_lhs %{{.*}}, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> {tilegpu.layout = #tilegpu.wgmma_lhs<8>} : !tile.tile<i32> -> !tile.tile<128x32xtf32>
// CHECK: %[[D:.*]] = tilegpu.shared_mma %{{.*}}, %{{.*}}, lhs_tile %[[A]] : !tile.tile<128x32xtf32>, rhs <{{.*}}layout = "interleaved"> wgmma lhs_registers {tilegpu.layout = #tilegpu.mma<8, 1>}
// CHECK: %{{.*}}, %{{.*}} = tilegpu.wgmma_wait %[[D]] pending 0 carry %[[A]] : !tile.tile<128x32xtf32> -> !tile.tile<128x32xtf32> {tilegpu.layouts = [#tilegpu.mma<8, 1>, #tilegpu.wgmma_lhs<8>]} : !tile.tile<128x128xf32>
tile.module @m {
  entry @carried(%s: tile<i32>) {
    %acc = constant <f32: 0.0> {tilegpu.layout = #tilegpu.mma<8, 1>} : tile<128x128xf32>
    %a = tilegpu.load_wgmma_lhs %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> {tilegpu.layout = #tilegpu.wgmma_lhs<8>} : !tile.tile<i32> -> !tile.tile<128x32xtf32>
    %d = tilegpu.shared_mma %acc, %s, lhs_tile %a : !tile.tile<128x32xtf32>, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> wgmma lhs_registers {tilegpu.layout = #tilegpu.mma<8, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    %w, %n = tilegpu.wgmma_wait %d pending 0 carry %a : !tile.tile<128x32xtf32> -> !tile.tile<128x32xtf32> {tilegpu.layouts = [#tilegpu.mma<8, 1>, #tilegpu.wgmma_lhs<8>]} : !tile.tile<128x128xf32>
    return
  }
}
