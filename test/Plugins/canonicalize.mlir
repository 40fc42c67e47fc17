// Stock mlir-opt (Debian's, linked to libMLIR.so) loads the TileIR plugins,
// then parses, verifies, folds and prints tile IR like tile-opt does.
// RUN: %mlir_opt --load-dialect-plugin=%tile_dialect_plugin --load-pass-plugin=%tile_pass_plugin %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// The plugin's output reads back in tile-opt, custom and generic form.
// RUN: %mlir_opt --load-dialect-plugin=%tile_dialect_plugin %s --allow-unregistered-dialect --canonicalize | tile-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt --load-dialect-plugin=%tile_dialect_plugin %s --allow-unregistered-dialect --mlir-print-op-generic | tile-opt --allow-unregistered-dialect --canonicalize | FileCheck %s
// Without the plugin, mlir-opt knows no tile dialect: the plugin does the work.
// RUN: not %mlir_opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// NOPLUGIN: error: {{.*}}tile.module

// CHECK-LABEL: tile.module @m
tile.module @m {
  // CHECK: entry @fold(%[[P:.*]]: tile<ptr<f32>>)
  entry @fold(%p: tile<ptr<f32>>) {
    // 7 + -3 = 4, 4 * 4 = 16; the dead constants go.
    // CHECK-NEXT: %[[C:.*]] = constant <i32: 16> : tile<4xi32>
    // CHECK-NOT: {{addi|muli}}
    // CHECK-NEXT: "test.use"(%[[P]], %[[C]])
    // CHECK-NEXT: return
    %a = constant <i32: 7> : tile<4xi32>
    %b = constant <i32: -3> : tile<4xi32>
    %0 = addi %a, %b : tile<4xi32>
    %1 = muli %0, %0 : tile<4xi32>
    %dead = subi %a, %b : tile<4xi32>
    "test.use"(%p, %1) : (!tile.tile<!tile.ptr<f32>>, !tile.tile<4xi32>) -> ()
    return
  }
}
