// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16x16xf32>
    // expected-error @+1 {{dim 2 is out of range for rank 2}}
    %r = reduce %x dim=2 identities=[0.0 : f32] : tile<16x16xf32> -> tile<16xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = addf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16x8xf32>
    // expected-error @+1 {{result type '!tile.tile<16xf32>' should be '!tile.tile<8xf32>' (the operand without dimension 0)}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<16x8xf32> -> tile<16xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = addf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    // expected-error @+1 {{needs one identity per operand, got 2 for 1}}
    %r = reduce %x dim=0 identities=[0.0 : f32, 1.0 : f32] : tile<16xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = addf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    // expected-error @+1 {{identity 0 has type 'i32' but operand 0 holds 'f32'}}
    %r = reduce %x dim=0 identities=[0 : i32] : tile<16xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = addf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    // expected-error @+1 {{identity 0 must be an integer or float attribute}}
    %r = reduce %x dim=0 identities=["zero"] : tile<16xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = addf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    // expected-error @+1 {{body must take 2 arguments (element and accumulator per operand), got 1}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<16xf32> -> tile<f32>
    (%a: tile<f32>) {
      yield %a : tile<f32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    // expected-error @+1 {{body argument 1 must be '!tile.tile<f32>', got '!tile.tile<f16>'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<16xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f16>) {
      yield %a : tile<f32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<16xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %c = constant <f32: 1.0> : tile<2xf32>
      // expected-error @+1 {{must yield one rank-0 accumulator per operand}}
      yield %c : tile<2xf32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %x = constant <f32: 1.0> : tile<16xf32>
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<16xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      // expected-error @+1 {{has side effects; a tile.reduce body may only hold pure ops}}
      %v, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
      yield %a : tile<f32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<f32>
    // expected-error @+1 {{operands must have rank 1 or more}}
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<f32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    // expected-error @+1 {{results must have the operand types}}
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<16xf32> -> tile<8xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      yield %a : tile<f32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %x = constant <f32: 1.0> : tile<16xf32>
    %y = constant <f32: 1.0> : tile<8xf32>
    // expected-error @+1 {{operands must all have one shape}}
    %r:2 = reduce %x, %y dim=0 identities=[0.0 : f32, 0.0 : f32] : tile<16xf32>, tile<8xf32> -> tile<f32>, tile<f32>
    (%a: tile<f32>, %b: tile<f32>, %c: tile<f32>, %d: tile<f32>) {
      yield %a, %c : tile<f32>, tile<f32>
    }
    return
  }
}
