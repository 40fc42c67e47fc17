//===- TileTokenOps.td - memory-ordering tokens and grid dependency control ---*- tablegen -*-===//
//
// Tokens order memory operations (reference §3.7): two tko ops are ordered
// only when one consumes, transitively, the token the other produced.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILETOKENOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILETOKENOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"

// A token constraint ODS can build, so formats need not spell `: token` for
// optional token operands. Guarded: other area files define it too.
#ifndef TILE_BUILDABLE_TOKEN
#define TILE_BUILDABLE_TOKEN
def Tile_BuildableToken
    : Type<CPred<"::llvm::isa<::mlir::tile::TokenType>($_self)">, "token",
           "::mlir::tile::TokenType">,
      BuildableType<"::mlir::tile::TokenType::get($_builder.getContext())">;
#endif

def Tile_MakeTokenOp : Tile_Op<"make_token", [Pure]> {
  let summary = "a fresh root token, ordered after nothing";
  let description = [{
    ```mlir
    %t = make_token : token
    ```
  }];
  let results = (outs Tile_BuildableToken:$result);
  let assemblyFormat = "attr-dict `:` custom<TileType>(type($result))";
}

def Tile_JoinTokensOp : Tile_Op<"join_tokens", [Pure]> {
  let summary = "a token ordered after every input token";
  let description = [{
    Takes at least two tokens. Duplicate inputs and inputs from `make_token`
    (which order nothing) fold away; a join of one distinct token is that
    token.

    ```mlir
    %t = join_tokens %a, %b : token
    ```
  }];
  let arguments = (ins Variadic<Tile_BuildableToken>:$tokens);
  let results = (outs Tile_BuildableToken:$result);
  let assemblyFormat = [{
    $tokens attr-dict `:` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

// Grid dependency control and fences (cuTile 13.4, opcodes 0x77, 0x78, 0x7A)
// affect other grids or memory, so they declare read and write effects: they
// must neither be erased nor reordered by generic passes.

def Tile_GdcLaunchDependentsTkoOp : Tile_Op<"gdc_launch_dependents_tko",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "lets the dependent grid launch (programmatic dependent launch)";
  let description = [{
    Since bytecode 13.4. Takes an optional input token and returns a token.

    ```mlir
    %t = gdc_launch_dependents_tko token=%t0 : token
    ```
  }];
  let arguments = (ins Optional<Tile_BuildableToken>:$token);
  let results = (outs Tile_BuildableToken:$result_token);
  let assemblyFormat = [{
    (`token` `` `=` `` $token^)? attr-dict `:` custom<TileType>(type($result_token))
  }];
}

def Tile_GdcWaitTkoOp : Tile_Op<"gdc_wait_tko",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "waits until the grids this one depends on have finished";
  let description = [{
    Since bytecode 13.4. Takes an optional input token and returns a token.

    ```mlir
    %t = gdc_wait_tko : token
    ```
  }];
  let arguments = (ins Optional<Tile_BuildableToken>:$token);
  let results = (outs Tile_BuildableToken:$result_token);
  let assemblyFormat = [{
    (`token` `` `=` `` $token^)? attr-dict `:` custom<TileType>(type($result_token))
  }];
}

def Tile_MemoryFenceAliasTkoOp : Tile_Op<"memory_fence_alias_tko",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "orders accesses that reach the same memory through aliases";
  let description = [{
    Since bytecode 13.4: one token in, one token out.

    ```mlir
    %t = memory_fence_alias_tko %t0 : token
    ```
  }];
  let arguments = (ins Tile_BuildableToken:$token);
  let results = (outs Tile_BuildableToken:$result_token);
  let assemblyFormat = [{
    $token attr-dict `:` custom<TileType>(type($result_token))
  }];
}

#endif // TILEIR_DIALECT_TILE_IR_TILETOKENOPS_TD
