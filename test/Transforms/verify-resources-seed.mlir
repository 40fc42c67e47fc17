// RUN: tile-opt --tile-verify-resources %S/Inputs/left_superpanel.mlir | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tile-opt --tile-verify-resources=target=sm_120 %S/Inputs/left_superpanel.mlir | FileCheck %s --check-prefixes=CHECK,SM120

// The seed kernel gets a plan on sm_90 (the default target) and sm_120.
// Worked out by hand (docs/resource-model.md). The first loop's mma reads
// B = the 64x64 tf32 right block, defined before the loop and read only
// there: it is resident (tilegpu.resident_rhs), staged once into a region
// of 64 rows of 64 * 4 + 16 bytes (17408) at the head of the scratch
// buffer, and in registers only where it is made. The third loop's B
// (factor transposed, 64x32 tf32: 32 x 272 = 8704) too; the two are never
// live together, so they share the region's bytes: 17408 at every point.
// With 4 warps (128 threads) the first mma loop holds the carried 128x64
// f32 accumulator (8192 elements / 128 threads = 64 registers), the loaded
// 128x64 f32 panel (64), %reshape_26 32x32 f32 (8) and the 1x32 i32 iota
// (replicated: 1): 137 tile registers. Over the whole loop the lowering
// also keeps A's staging index (1), the mma's fragments (a 2x2 warp grid,
// 4 row and 4 column tiles per warp, (4*4 + 2*4) * 2 k steps + 8 = 56) and
// the 32x32 panel's column start, which its load and the store in the if
// share (a thread's 8 elements lie in one row: one register, the lanes
// immediate offsets): 58. 137 + 58 + 24 = 219: every tile fits in
// registers, but above 0.8 * 255. With 8 warps: 32 + 32 + 4 + 1 = 69 tile
// registers; index vectors and temporaries 43: the fragments on a 4x2 grid
// (2 row and 4 column tiles per warp: (4*2 + 2*4) * 2 + 8 = 40), A (1), the
// panel's column start (1), and the column start of the 1x128x64 loads (a
// thread holds 32 of a 64-wide row: one register, shared by the load
// before the loop and the one in it, so live over the loop); 69 + 43 + 24
// = 136 <= 0.8 * 255: 8 warps. That loop's mma stages only A 128x64 tf32 as rows of
// 64 * 4 + 16 bytes (128 * 272 = 34816): 52224 with the region. Shared
// memory peaks at the mma after the loop (39424, below, + 17408 = 56832).
// sm_90 allows 227 KB - nothing of the 228 KB per SM beyond the 1 KB
// reservation - per block (232448 bytes); sm_120 99 KB (101376).

// CHECK: entry @_left_superpanel
// CHECK-SAME: tile.plan = {num_ctas = 1 : i64, num_warps = 8 : i64, occupancy = 1 : i64, register_limit = 255 : i64, registers_per_thread = 136 : i64, reserved_registers = 24 : i64, shared_bytes = 56832 : i64,
// SM90-SAME: shared_limit = 232448 : i64, target = "sm_90", threads = 256 : i64}
// SM120-SAME: shared_limit = 101376 : i64, target = "sm_120", threads = 256 : i64}

// B of the first loop's mma: in shared memory (the resident region).
// CHECK: %[[B:.*]] = ftof {{.*}}tile.storage = "shared"} : tile<64x64xf32> -> tile<64x64xtf32>
// The first runtime mma loop: the load at the register peak, the mma with its
// staging scratch, and the carried accumulator in registers. The loop holds
// the conversions of the accumulator to the mma layout before it (its
// initial value is the blocked %reshape, 128x64 f32, 32768 bytes) and back
// after it (for the extracts), in rows padded by 8 elements
// (getMmaRowPadding): 128 x 72 x 4 = 36864 bytes.
// CHECK: load_view_tko weak {{.*}}tile.pressure = array<i64: 136, 17408>, tile.storage = ["registers", "none"]} : {{.*}} -> tile<1x128x64xf32>, token
// CHECK: mmaf %{{.*}}, %[[B]], %{{.*}} {tile.pressure = array<i64: {{[0-9]+}}, 52224>, tile.scratch = 34816 : i64, tile.storage = "registers"} : tile<128x64xtf32>, tile<64x64xtf32>, tile<128x64xf32>
// CHECK: } attributes {tile.carried_storage = ["registers", "none"], tile.pressure = array<i64: {{[0-9]+}}, 54272>, tile.scratch = 36864 : i64,
// The mma after the loop (its accumulator, an extract, is blocked) stages
// A 128x32 tf32 (128 x (32 * 4 + 16)), B 32x32 tf32 (32 x 144) and the
// accumulator 128x32 f32: 18432 + 4608 + 16384.
// CHECK: mmaf {{.*}}tile.pressure = array<i64: {{[0-9]+}}, 56832>, tile.scratch = 39424 : i64, tile.storage = "registers"} : tile<128x32xtf32>
// The panel loop's extract of a runtime column goes through shared memory.
// CHECK: extract {{.*}}tile.scratch = 16384 : i64{{.*}} -> tile<128x1xf32>
// CHECK: } attributes {tile.carried_storage = "registers",
// The mma in the if (accumulator carried in the mma layout): A 32x64
// tf32, rows of 64 * 4 + 16 bytes: 8704; its B (64x32, as [32][64], 8704)
// is resident, defined before the loop.
// CHECK: %[[F:.*]] = ftof {{.*}}tile.storage = "shared"} : tile<64x32xf32> -> tile<64x32xtf32>
// CHECK: mmaf %{{.*}}, %[[F]], %{{.*}} {{{.*}}tile.scratch = 8704 : i64, tile.storage = "registers"} : tile<32x64xtf32>
