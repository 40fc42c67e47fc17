// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// What stays rejected of globals, print_tko and assert: an error at the op
// naming the op, its types and the target, with a note saying why.

tile.module @m {
  // expected-error @below {{'tile.global' is not supported on sm_90}}
  // expected-note @below {{globals of this element type are not lowered yet}}
  global @flags <i1: [true, false]> : tile<2xi1>
  // expected-error @below {{'tile.global' is not supported on sm_90}}
  // expected-note @below {{globals of this element type are not lowered yet}}
  global @narrow <tf32: [1.0, 2.0]> : tile<2xtf32>
  tile.entry @k() {
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%n: tile<i32>) {
    // A '*' width would read an argument that is not there.
    // expected-error @below {{'tile.print_tko' with tile<i32> is not supported on sm_90}}
    // expected-note @below {{the conversion '%*d' is not lowered}}
    print_tko "%*d\n", %n : tile<i32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k() {
    %i = iota : tile<8192xi32>
    // expected-error @below {{'tile.print_tko' with tile<8192xi32> is not supported on sm_90}}
    // expected-note @below {{printing more than 4096 elements at once is not lowered}}
    print_tko "%d\n", %i : tile<8192xi32>
    // A conversion that prints itself takes no value: no limit.
    print_tko "%c\n", %i : tile<8192xi32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%x: tile<f32>) {
    %b = ftof %x : tile<f32> -> tile<tf32>
    // expected-error @below {{'tile.print_tko' with tile<tf32> is not supported on sm_90}}
    // expected-note @below {{%p of tf32 elements is not lowered}}
    print_tko "%p\n", %b : tile<tf32>
    return
  }
}
