// The downstream tool and the installed TileIR tools read each other's output,
// the installed plugins load into stock mlir-opt, and all of them fold the
// same way. %mlir_opt, %tile_plugins and %downstream_plugin come from this
// project's lit.cfg.py.
// RUN: tile-opt %s --allow-unregistered-dialect | downstream-opt --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: downstream-opt %s --allow-unregistered-dialect --mlir-print-op-generic | tile-opt --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: %mlir_opt %tile_plugins %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: downstream-opt %s --allow-unregistered-dialect --downstream-tile-stats | FileCheck %s --check-prefix=STATS
// The same pass as a plugin in stock mlir-opt, on the tile dialect of the
// TileIR plugin (plugin passes run through --pass-pipeline in mlir-opt).
// RUN: %mlir_opt %tile_plugins --load-pass-plugin=%downstream_plugin %s --allow-unregistered-dialect --pass-pipeline='builtin.module(downstream-tile-stats)' | FileCheck %s --check-prefix=STATS
// RUN: downstream-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS

// 7 + -3 folds to 4 and the dead operands go.
// CHECK-LABEL: tile.module @m
// CHECK: entry @k()
// CHECK-NEXT: %[[C:.*]] = constant <i32: 4> : tile<4xi32>
// CHECK-NOT: addi
// CHECK-NEXT: "test.use"(%[[C]])
// CHECK-NEXT: return

// One kernel; tile ops: module, entry, two constants, addi, return.
// STATS: module attributes {downstream.kernels = 1 : i64, downstream.tile_ops = 6 : i64}

// DIALECTS: Available Dialects:
// DIALECTS-SAME: tile
tile.module @m {
  entry @k() {
    %a = constant <i32: 7> : tile<4xi32>
    %b = constant <i32: -3> : tile<4xi32>
    %0 = addi %a, %b : tile<4xi32>
    "test.use"(%0) : (!tile.tile<4xi32>) -> ()
    return
  }
}
