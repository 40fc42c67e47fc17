// The writer refuses cuTile 13.4 features when writing 13.3.
// RUN: tile-translate --mlir-to-tilebc --bytecode-version=13.3 --split-input-file --verify-diagnostics %s -o %t

tile.module @m {
  entry @k() {
    %a = constant <f32: 1.0> : tile<16xf32>
    // expected-error @+1 {{'tile.ftoi' op cannot be written as bytecode 13.3: attribute 'saturating' requires bytecode version 13.4}}
    %0 = ftoi %a signed saturating : tile<16xf32> -> tile<16xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    %s = constant <f32: 1.0> : tile<4xf32>
    %d = constant <f32: 0.0> : tile<8xf32>
    // expected-error @+1 {{'tile.insert' op cannot be written as bytecode 13.3: the op requires bytecode version 13.4}}
    %0 = insert %s into %d[%i] : tile<4xf32> -> tile<8xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{'tile.gdc_wait_tko' op cannot be written as bytecode 13.3: the op requires bytecode version 13.4}}
    %t = gdc_wait_tko : token
    return
  }
}
