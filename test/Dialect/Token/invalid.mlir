// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @k(%a: token) {
    // expected-error @+1 {{expected at least 2 tokens, got 1}}
    %j = join_tokens %a : token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{expected at least 2 tokens, got 0}}
    %j = "tile.join_tokens"() : () -> !tile.token
    return
  }
}

// -----

tile.module @m {
  entry @k(%a: token, %n: tile<i32>) {
    // expected-error @+1 {{operand #1 must be variadic of token}}
    %j = "tile.join_tokens"(%a, %n) : (!tile.token, !tile.tile<i32>) -> !tile.token
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{operand #0 must be token}}
    %t = "tile.memory_fence_alias_tko"(%n) : (!tile.tile<i32>) -> !tile.token
    return
  }
}

// -----

tile.module @m {
  entry @k(%n: tile<i32>) {
    // expected-error @+1 {{operand #0 must be token, but got}}
    %t = "tile.gdc_wait_tko"(%n) : (!tile.tile<i32>) -> !tile.token
    return
  }
}

// -----

tile.module @m {
  entry @k() {
    // expected-error @+1 {{result #0 must be token}}
    %t = "tile.make_token"() : () -> !tile.tile<i32>
    return
  }
}
