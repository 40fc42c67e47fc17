// The writer refuses what bytecode 13.1 lacks, at the op that uses it; later
// fields left at their defaults are fine.
// RUN: tile-translate --mlir-to-tilebc --bytecode-version=13.1 --split-input-file --verify-diagnostics %s -o %t

tile.module @m {
  entry @k(%a: tile<f32>, %b: tile<f32>) {
    // expected-error @+1 {{'tile.atan2' op cannot be written as bytecode 13.1: the op requires bytecode version 13.2}}
    %0 = atan2 %a, %b : tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @+1 {{'tile.negi' op cannot be written as bytecode 13.1: attribute 'overflow' = #tile.overflow<no_signed_wrap> requires bytecode version 13.2}}
    %0 = negi %a overflow<no_signed_wrap> : tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'tile.tanh' op cannot be written as bytecode 13.1: attribute 'rounding_mode' = #tile.rounding<approx> requires bytecode version 13.2}}
    %0 = tanh %a rounding<approx> : tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %a = constant <f16: 1.0> : tile<16x16xf16>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    // expected-error @+1 {{'tile.mmaf' op cannot be written as bytecode 13.1: attribute 'fast_acc' requires bytecode version 13.3}}
    %0 = mmaf %a, %a, %c fast_acc : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    // expected-error @+1 {{'tile.for' op cannot be written as bytecode 13.1: attribute 'unsignedCmp' requires bytecode version 13.2}}
    for unsigned %iv in (%c0 to %n, step %c1) : tile<i32> {
      continue
    }
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'tile.print_tko' op cannot be written as bytecode 13.1: its token result requires bytecode version 13.2 (the result has uses)}}
    %t = print_tko "x=%d", %i : tile<i32> -> token
    %t2 = print_tko "y=%d", %i token=%t : tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  // expected-error @+1 {{'tile.global' op cannot be written as bytecode 13.1: private or constant globals require bytecode version 13.3}}
  global private @g alignment = 16 <f32: [1.0, 2.0]> : tile<2xf32>
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{'tile.constant' op cannot be written as bytecode 13.1: type f8E8M0FNU requires bytecode version 13.2}}
    %0 = constant <f8E8M0FNU: 1.0> : tile<4xf8E8M0FNU>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{'tile.alloca' op cannot be written as bytecode 13.1: the op requires bytecode version 13.3}}
    %0 = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    return
  }
}

// -----

// Defaults of later fields, and a print token without uses, are written.
tile.module @m {
  entry @k(%a: tile<f32>, %i: tile<i32>) {
    %0 = tanh %a : tile<f32>
    %1 = exp %a : tile<f32>
    %2 = negi %i : tile<i32>
    %t = print_tko "x=%d", %i : tile<i32> -> token
    return
  }
}
