//===- TileMathOps.td - transcendental and other math functions ---*- tablegen -*-===//
//
// Elementwise functions of f16/bf16/f32/f64 tiles; f16 and bf16 are
// evaluated in f32 and rounded back. `approx` variants exist for f32 only.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEMATHOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILEMATHOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"

class Tile_MathOp<string mnemonic, list<Trait> traits = []>
    : Tile_Op<mnemonic, !listconcat([Pure, SameOperandsAndResultType], traits)> {
  let results = (outs Tile_BaseFloatTile:$result);
}

// x -> result without attributes.
class Tile_MathUnaryOp<string mnemonic> : Tile_MathOp<mnemonic> {
  let arguments = (ins Tile_BaseFloatTile:$x);
  let assemblyFormat = [{
    $x attr-dict `:` custom<TileType>(type($result))
  }];
}

// x -> result with an optional flush to zero (f32 only).
class Tile_MathFtzOp<string mnemonic> : Tile_MathOp<mnemonic> {
  let arguments = (ins Tile_BaseFloatTile:$x, UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $x (`flush_to_zero` $flush_to_zero^)? attr-dict
    `:` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
}

// x -> result computed `full` (the default) or `approx` (f32 only).
class Tile_MathApproxOp<string mnemonic> : Tile_MathOp<mnemonic> {
  let arguments = (ins Tile_BaseFloatTile:$x,
                       DefaultValuedAttr<Tile_RoundingModeAttr,
                           "::mlir::tile::RoundingMode::Full">:$rounding_mode);
  let assemblyFormat = [{
    $x (`rounding` `` $rounding_mode^)? attr-dict
    `:` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
}

def Tile_ExpOp : Tile_MathApproxOp<"exp"> {
  let summary = "e^x";
  let description = [{
    `rounding_mode` is a bytecode 13.3 field; older files read as `full`.

    ```mlir
    %e = exp %x rounding<approx> : tile<4xf32>
    ```
  }];
}

def Tile_Exp2Op : Tile_MathFtzOp<"exp2"> {
  let summary = "2^x";
}

def Tile_LogOp : Tile_MathUnaryOp<"log"> {
  let summary = "natural logarithm";
}

def Tile_Log2Op : Tile_MathUnaryOp<"log2"> {
  let summary = "base-2 logarithm";
}

def Tile_SqrtOp : Tile_MathOp<"sqrt"> {
  let summary = "square root";
  let description = [{
    Takes the four IEEE rounding modes, or `approx` on f32.
  }];
  let arguments = (ins Tile_BaseFloatTile:$x,
                       Tile_DefaultRoundingNearestEven:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $x (`rounding` `` $rounding_mode^)? (`flush_to_zero` $flush_to_zero^)?
    attr-dict `:` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
}

def Tile_RsqrtOp : Tile_MathFtzOp<"rsqrt"> {
  let summary = "1 / sqrt(x)";
  let description = [{
    ```mlir
    %r = rsqrt %x flush_to_zero : tile<4xf32>
    ```
  }];
}

def Tile_SinOp : Tile_MathUnaryOp<"sin"> { let summary = "sine"; }
def Tile_CosOp : Tile_MathUnaryOp<"cos"> { let summary = "cosine"; }
def Tile_TanOp : Tile_MathUnaryOp<"tan"> { let summary = "tangent"; }
def Tile_SinhOp : Tile_MathUnaryOp<"sinh"> { let summary = "hyperbolic sine"; }
def Tile_CoshOp : Tile_MathUnaryOp<"cosh"> { let summary = "hyperbolic cosine"; }

def Tile_TanhOp : Tile_MathApproxOp<"tanh"> {
  let summary = "hyperbolic tangent";
  let description = [{
    `rounding_mode` is a bytecode 13.2 field; 13.1 files read as `full`.

    ```mlir
    %t = tanh %x : tile<4xf32>
    ```
  }];
}

#endif // TILEIR_DIALECT_TILE_IR_TILEMATHOPS_TD
