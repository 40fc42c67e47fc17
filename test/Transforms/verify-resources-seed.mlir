// RUN: tile-opt --tile-verify-resources %S/Inputs/left_superpanel.mlir | FileCheck %s --check-prefixes=CHECK,SM90
// RUN: tile-opt --tile-verify-resources=target=sm_120 %S/Inputs/left_superpanel.mlir | FileCheck %s --check-prefixes=CHECK,SM120

// The seed kernel gets a plan on sm_90 (the default target) and sm_120.
// Worked out by hand (docs/resource-model.md): with 4 warps (128 threads)
// the register peak is at the load inside the first mma loop, where the
// carried 128x64 f32 accumulator (8192 elements / 128 threads = 64
// registers), the freshly loaded 128x64 f32 panel (64), operand B 64x64 tf32
// (32), %reshape_26 32x32 f32 (8) and the 1x32 i32 iota (replicated: 1) are
// live: 169 tile registers. The lowering also keeps index vectors there:
// B's transposed staging index, one per element a thread holds of B (32),
// hoisted out of the loop, and the 8 in-tile column positions of the 32x32
// panel, which its load and the store in the if share: 40. With the 24
// reserved: 233 of 255. Shared memory peaks at that loop's mma, which stages
// A 128x64 tf32 (32768 bytes), B transposed [64][64] (16384) and the
// accumulator [128][64] f32 (32768): 81920. sm_90 allows 227 KB - nothing
// of the 228 KB per SM beyond the 1 KB reservation - per block (232448
// bytes); sm_120 99 KB (101376).

// CHECK: entry @_left_superpanel
// CHECK-SAME: tile.plan = {num_ctas = 1 : i64, num_warps = 4 : i64, occupancy = 1 : i64, register_limit = 255 : i64, registers_per_thread = 233 : i64, reserved_registers = 24 : i64, shared_bytes = 81920 : i64,
// SM90-SAME: shared_limit = 232448 : i64, target = "sm_90", threads = 128 : i64}
// SM120-SAME: shared_limit = 101376 : i64, target = "sm_120", threads = 128 : i64}

// The first runtime mma loop: the load at the register peak, the mma with its
// staging scratch, and the carried accumulator in registers.
// CHECK: load_view_tko weak {{.*}}tile.pressure = array<i64: 233, 0>, tile.storage = ["registers", "none"]} : {{.*}} -> tile<1x128x64xf32>, token
// CHECK: mmaf {{.*}}tile.pressure = array<i64: {{[0-9]+}}, 81920>, tile.scratch = 81920 : i64, tile.storage = "registers"} : tile<128x64xtf32>, tile<64x64xtf32>, tile<128x64xf32>
// CHECK: } attributes {tile.carried_storage = ["registers", "none"],
// The mma after the loop stages 128x32 tf32 + 32x32 tf32 + 128x32 f32:
// 16384 + 4096 + 16384.
// CHECK: mmaf {{.*}}tile.scratch = 36864 : i64, tile.storage = "registers"} : tile<128x32xtf32>
// The panel loop's extract of a runtime column goes through shared memory.
// CHECK: extract {{.*}}tile.scratch = 16384 : i64{{.*}} -> tile<128x1xf32>
// CHECK: } attributes {tile.carried_storage = "registers",
// The mma in the if: 32x64 tf32 + 64x32 tf32 (as [32][64]) + 32x32 f32:
// 8192 + 8192 + 4096.
// CHECK: mmaf {{.*}}tile.scratch = 20480 : i64, tile.storage = "registers"} : tile<32x64xtf32>
