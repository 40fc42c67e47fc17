// RUN: tile-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

tile.module @m {
  entry @k(%n: tile<f32>) {
    // expected-error @+1 {{div_by applies to integer or pointer tiles, got '!tile.tile<f32>'}}
    %a = assume div_by<16>, %n : tile<f32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{div_by 'along 1' is out of range for rank 0}}
    %a = assume div_by<16, every 4 along 1>, %n : tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @+1 {{bounded applies to integer tiles, got '!tile.tile<ptr<f32>>'}}
    %a = assume bounded<0, ?>, %p : tile<ptr<f32>>
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i8>) {
    // expected-error @+1 {{bound 1000 does not fit in i8}}
    %a = assume bounded<0, 1000>, %n : tile<i8>
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    %t = "test.tile"() : () -> !tile.tile<16x8xi32>
    // expected-error @+1 {{same_elements has 1 group sizes for a tile of rank 2}}
    %a = assume same_elements<[2]>, %t : tile<16x8xi32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{attribute 'predicate' failed to satisfy constraint: assume predicate}}
    %a = "tile.assume"(%n) <{predicate = 16 : i32}> : (!tile.tile<i32>) -> !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{failed to verify that all of {value, result} have same type}}
    %a = "tile.assume"(%n) <{predicate = #tile.bounded<0, ?>}> : (!tile.tile<i32>) -> !tile.tile<i64>
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{operand #0 must be tile of i1}}
    assert %n, "oops" : tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%c: tile<i1>) {
    // expected-error @+1 {{requires attribute 'message'}}
    "tile.assert"(%c) : (!tile.tile<i1>) -> ()
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{format has 2 conversions but 1 arguments are given}}
    %p = print_tko "%d %d", %i : tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{format has 1 conversions but 2 arguments are given}}
    %p = print_tko "%d %%", %i, %i : tile<i32>, tile<i32> -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{format has 1 conversions but 0 arguments are given}}
    %p = print_tko "100%" -> token
    return
  }
}

// -----

tile.module @m {
  entry @k(%t: token) {
    // expected-error @+1 {{operand #0 must be variadic of tile}}
    %p = "tile.print_tko"(%t) <{str = "%d", operandSegmentSizes = array<i32: 1, 0>}> : (!tile.token) -> !tile.token
    return
  }
}
