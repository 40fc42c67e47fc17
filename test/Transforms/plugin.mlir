// Stock mlir-opt runs the passes from the pass plugin (plugin passes are
// named in --pass-pipeline: they register after the command line is read).
// RUN: %mlir_opt --load-dialect-plugin=%tile_dialect_plugin --load-pass-plugin=%tile_pass_plugin --pass-pipeline='builtin.module(tile-verify-resources{target=sm_120})' %s | FileCheck %s
// RUN: %mlir_opt --load-dialect-plugin=%tile_dialect_plugin --load-pass-plugin=%tile_pass_plugin --pass-pipeline='builtin.module(tile-resource-report{format=json}, tile-analyze-loops)' %s -o /dev/null | FileCheck %s --check-prefix=REPORT

// 64x64 f32 over 128 threads: 32 registers, + 24 reserved.
// CHECK: tile.plan = {num_ctas = 1 : i64, num_warps = 4 : i64, occupancy = 1 : i64, register_limit = 255 : i64, registers_per_thread = 56 : i64, reserved_registers = 24 : i64, shared_bytes = 0 : i64, shared_limit = 101376 : i64, target = "sm_120", threads = 128 : i64}
// REPORT: "target": "sm_90",
// REPORT: "feasible": true,
// REPORT: loop analysis for @k: 1 regions
// REPORT-NEXT: for at {{.*}}plugin.mlir:{{[0-9]+}}:{{[0-9]+}}: depth 1, trip count 4 (static)
"tile.module"() <{sym_name = "m"}> ({
  "tile.entry"() <{function_type = () -> (), sym_name = "k"}> ({
    %c0 = "tile.constant"() <{value = dense<0> : tensor<i32>}> : () -> !tile.tile<i32>
    %c4 = "tile.constant"() <{value = dense<4> : tensor<i32>}> : () -> !tile.tile<i32>
    %c1 = "tile.constant"() <{value = dense<1> : tensor<i32>}> : () -> !tile.tile<i32>
    %z = "tile.constant"() <{value = dense<0.0> : tensor<64x64xf32>}> : () -> !tile.tile<64x64xf32>
    %r = "tile.for"(%c0, %c4, %c1, %z) ({
    ^bb0(%i: !tile.tile<i32>, %acc: !tile.tile<64x64xf32>):
      %n = "tile.addf"(%acc, %acc) : (!tile.tile<64x64xf32>, !tile.tile<64x64xf32>) -> !tile.tile<64x64xf32>
      "tile.continue"(%n) : (!tile.tile<64x64xf32>) -> ()
    }) : (!tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<64x64xf32>) -> !tile.tile<64x64xf32>
    "tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
