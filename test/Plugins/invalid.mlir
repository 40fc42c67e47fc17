// The verifiers run inside stock mlir-opt too (ODS constraints and C++
// verifiers of the dialect plugin).
// RUN: %mlir_opt --load-dialect-plugin=%tile_dialect_plugin %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{operand #0 must be tile of i1/i8/i16/i32/i64}}
    %0 = addi %a, %a : tile<f32>
    return
  }
}

// -----

tile.module @m {
  // expected-error @+1 {{kernels return nothing}}
  "tile.entry"() ({
  ^bb0:
    "tile.return"() : () -> ()
  }) {sym_name = "k", function_type = () -> (!tile.tile<i32>)} : () -> ()
}
