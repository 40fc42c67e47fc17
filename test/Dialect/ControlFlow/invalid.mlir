// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

tile.module @m {
  entry @k(%n: tile<i32>, %m: tile<i64>) {
    // expected-error @+1 {{lower bound, upper bound and step must have one type}}
    "tile.for"(%n, %m, %n) ({
    ^bb0(%iv: !tile.tile<i32>):
      "tile.continue"() : () -> ()
    }) : (!tile.tile<i32>, !tile.tile<i64>, !tile.tile<i32>) -> ()
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{body must end in 'continue'}}
    "tile.for"(%n, %n, %n) ({
    ^bb0(%iv: !tile.tile<i32>):
      "test.terminator"() : () -> ()
    }) : (!tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>) -> ()
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    %z = constant <f32: 0.0> : tile<4xf32>
    %r = for %iv in (%n to %n, step %n) : tile<i32> iter_values(%a = %z) -> (tile<4xf32>) {
      // expected-error @+1 {{value 0 has type '!tile.tile<i32>' but the next iteration expects '!tile.tile<4xf32>'}}
      continue %iv : tile<i32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>, %v: tensor_view<4xf32, strides=[1]>) {
    // expected-error @+1 {{a loop-carried value cannot be a view}}
    %r = for %iv in (%n to %n, step %n) : tile<i32> iter_values(%a = %v) -> (tensor_view<4xf32, strides=[1]>) {
      continue %a : tensor_view<4xf32, strides=[1]>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    for %iv in (%n to %n, step %n) : tile<i32> {
      // expected-error @+1 {{cannot leave a 'for'; only a 'loop' has 'break'}}
      break
    }
    return
  }
}

// -----

tile.module @m {
  entry @k(%b: tile<i1>) {
    // expected-error @+1 {{must be inside a 'for' or 'loop'}}
    continue
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    for %iv in (%n to %n, step %n) : tile<i32> {
      // expected-error @+1 {{must be in an entry, possibly inside 'if's, but is inside 'tile.for'}}
      return
    }
    return
  }
}

// -----

tile.module @m {
  entry @k(%b: tile<i1>) {
    %c = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{with results needs an else branch}}
    %r = if %b -> (tile<i32>) {
      yield %c : tile<i32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k(%b: tile<i1>) {
    %c = constant <i32: 0> : tile<i32>
    %r = if %b -> (tile<i32>) {
      yield %c : tile<i32>
    } else {
      // expected-error @+1 {{passes 0 values but the if expects 1}}
      yield
    }
    return
  }
}

// -----

tile.module @m {
  entry @k(%c: tile<i32>) {
    // expected-error @+1 {{operand #0 must be rank-0 tile of i1}}
    "tile.if"(%c) ({
      "tile.yield"() : () -> ()
    }, {
    }) : (!tile.tile<i32>) -> ()
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    %r = loop iter_values(%x = %n) : tile<i32> -> tile<i64> {
      // expected-error @+1 {{value 0 has type '!tile.tile<i32>' but the loop result expects '!tile.tile<i64>'}}
      break %x : tile<i32>
    }
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{body must end in 'continue' or 'break'}}
    "tile.loop"() ({
      "test.terminator"() : () -> ()
    }) : () -> ()
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{must end an if branch or a reduce/scan body}}
    yield
  }
}
