// RUN: tile-opt %s | tile-opt | FileCheck %s

// tilegpu.load_mma_fragments and shared_mma's first_step round-trip. A
// 64x64 accumulator in mma<2, 2> gives each warp two 16-row tiles of A
// (four registers each) and four 8-column tiles of B (two each): 16.
// CHECK-LABEL: entry @carried
// CHECK: %[[F:.*]] = tilegpu.load_mma_fragments %{{.*}}, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16>, layout <2, 2> : !tile.tile<i32> -> vector<16xi32>
// CHECK: %{{.*}}, %{{.*}} = tilegpu.shared_mma %{{.*}}, %{{.*}}, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> first_step %[[F]] : vector<16xi32> -> vector<16xi32> {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<64x64xf32>, !tile.tile<i32> before_last_step {
// CHECK-NEXT: tilegpu.async_wait pending 0
tile.module @m {
  entry @carried(%s: tile<i32>) {
    %acc = constant <f32: 0.0> {tilegpu.layout = #tilegpu.mma<2, 2>} : tile<64x64xf32>
    %f = tilegpu.load_mma_fragments %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16>, layout <2, 2> : !tile.tile<i32> -> vector<16xi32>
    %d:2 = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> first_step %f : vector<16xi32> -> vector<16xi32> {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<64x64xf32>, !tile.tile<i32> before_last_step {
      tilegpu.async_wait pending 0
    }
    return
  }
}
