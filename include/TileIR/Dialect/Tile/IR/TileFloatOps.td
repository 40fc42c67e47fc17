//===- TileFloatOps.td - floating-point arithmetic and cmpf ---*- tablegen -*-===//
//
// Arithmetic on f16/bf16/f32/f64 tiles. `rounding_mode` picks the IEEE
// rounding direction (plus `approx`/`full` for divf on f32); the verifier
// enforces which modes each op takes. `flush_to_zero` is f32 only.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEFLOATOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILEFLOATOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"

class Tile_FloatElementwiseOp<string mnemonic, list<Trait> traits = []>
    : Tile_Op<mnemonic, !listconcat([Pure, SameOperandsAndResultType], traits)> {
  let results = (outs Tile_BaseFloatTile:$result);
}

// lhs, rhs with a rounding mode and optional flush to zero.
class Tile_FloatRoundedBinaryOp<string mnemonic, list<Trait> traits = []>
    : Tile_FloatElementwiseOp<mnemonic, traits> {
  let arguments = (ins Tile_BaseFloatTile:$lhs, Tile_BaseFloatTile:$rhs,
                       Tile_DefaultRoundingNearestEven:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs (`rounding` `` $rounding_mode^)?
    (`flush_to_zero` $flush_to_zero^)? attr-dict
    `:` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

// lhs, rhs without attributes.
class Tile_FloatPlainBinaryOp<string mnemonic, list<Trait> traits = []>
    : Tile_FloatElementwiseOp<mnemonic, traits> {
  let arguments = (ins Tile_BaseFloatTile:$lhs, Tile_BaseFloatTile:$rhs);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<TileType>(type($result))
  }];
}

// x -> result without attributes.
class Tile_FloatUnaryOp<string mnemonic, list<Trait> traits = []>
    : Tile_FloatElementwiseOp<mnemonic, traits> {
  let arguments = (ins Tile_BaseFloatTile:$x);
  let assemblyFormat = [{
    $x attr-dict `:` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
}

def Tile_AddFOp : Tile_FloatRoundedBinaryOp<"addf", [Commutative]> {
  let summary = "floating-point addition";
  let description = [{
    Non-nearest rounding on f16/bf16 is emulated in f32.

    ```mlir
    %s = addf %a, %b rounding<zero> flush_to_zero : tile<16x64xf32>
    ```
  }];
}

def Tile_SubFOp : Tile_FloatRoundedBinaryOp<"subf"> {
  let summary = "floating-point subtraction";
}

def Tile_MulFOp : Tile_FloatRoundedBinaryOp<"mulf", [Commutative]> {
  let summary = "floating-point multiplication";
}

def Tile_DivFOp : Tile_FloatRoundedBinaryOp<"divf"> {
  let summary = "floating-point division";
  let description = [{
    Besides the four IEEE modes, f32 takes `approx` (reciprocal and
    multiply, within 2 ulp in the normal range) and `full` (within 2 ulp
    over the full range).

    ```mlir
    %d = divf %a, %b rounding<approx> : tile<16xf32>
    ```
  }];
}

def Tile_FmaOp : Tile_FloatElementwiseOp<"fma"> {
  let summary = "fused multiply-add: lhs * rhs + acc, rounded once";
  let description = [{
    ```mlir
    %f = fma %a, %b, %c : tile<8xf32>
    ```
  }];
  let arguments = (ins Tile_BaseFloatTile:$lhs, Tile_BaseFloatTile:$rhs,
                       Tile_BaseFloatTile:$acc,
                       Tile_DefaultRoundingNearestEven:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc (`rounding` `` $rounding_mode^)?
    (`flush_to_zero` $flush_to_zero^)? attr-dict
    `:` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_RemFOp : Tile_FloatPlainBinaryOp<"remf"> {
  let summary = "remainder x - trunc(x / y) * y";
}

// maxf / minf: IEEE maximumNumber/minimumNumber, or maximum/minimum with
// `propagate_nan`.
class Tile_FloatMinMaxOp<string mnemonic>
    : Tile_FloatElementwiseOp<mnemonic, [Commutative]> {
  let arguments = (ins Tile_BaseFloatTile:$lhs, Tile_BaseFloatTile:$rhs,
                       UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero);
  let assemblyFormat = [{
    $lhs `,` $rhs (`propagate_nan` $propagate_nan^)?
    (`flush_to_zero` $flush_to_zero^)? attr-dict
    `:` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_MaxFOp : Tile_FloatMinMaxOp<"maxf"> {
  let summary = "elementwise maximum; +0 is greater than -0";
  let description = [{
    ```mlir
    %m = maxf %a, %b propagate_nan : tile<8xf32>
    ```
  }];
}

def Tile_MinFOp : Tile_FloatMinMaxOp<"minf"> {
  let summary = "elementwise minimum; -0 is less than +0";
}

def Tile_PowOp : Tile_FloatElementwiseOp<"pow"> {
  let summary = "source raised to exponent";
  let arguments = (ins Tile_BaseFloatTile:$source,
                       Tile_BaseFloatTile:$exponent);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<TileType>(type($result))
  }];
}

def Tile_Atan2Op : Tile_FloatPlainBinaryOp<"atan2"> {
  let summary = "arctangent of lhs / rhs with the quadrant from both signs";
}

def Tile_AbsFOp : Tile_FloatUnaryOp<"absf"> {
  let summary = "absolute value (clears the sign bit)";
}

def Tile_NegFOp : Tile_FloatUnaryOp<"negf"> {
  let summary = "negation (flips the sign bit)";
}

def Tile_FloorOp : Tile_FloatUnaryOp<"floor"> {
  let summary = "rounds toward negative infinity to an integral value";
}

def Tile_CeilOp : Tile_FloatUnaryOp<"ceil"> {
  let summary = "rounds toward positive infinity to an integral value";
}

def Tile_FPowIOp : Tile_Op<"fpowi", [Pure,
    AllTypesMatch<["source", "result"]>]> {
  let summary = "float base raised to an integer exponent (bytecode 13.4)";
  let description = [{
    The exponent is an integer tile of the same shape, read signed.

    ```mlir
    %p = fpowi %x, %n : tile<16xf32>, tile<16xi32>
    ```
  }];
  let arguments = (ins Tile_BaseFloatTile:$source, Tile_IntTile:$exponent);
  let results = (outs Tile_BaseFloatTile:$result);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<TileType>(type($source)) `,`
    custom<TileType>(type($exponent))
  }];
  let hasVerifier = 1;
}

def Tile_CmpFOp : Tile_Op<"cmpf", [Pure, SameTypeOperands]> {
  let summary = "elementwise float comparison giving an i1 tile";
  let description = [{
    `ordered` predicates are false when either input is NaN, `unordered`
    ones true.

    ```mlir
    %c = cmpf equal ordered %a, %b : tile<2x2xf16> -> tile<2x2xi1>
    ```
  }];
  let arguments = (ins Tile_ComparisonPredicateAttr:$comparison_predicate,
                       Tile_ComparisonOrderingAttr:$comparison_ordering,
                       Tile_BaseFloatTile:$lhs, Tile_BaseFloatTile:$rhs);
  let results = (outs Tile_I1Tile:$result);
  let assemblyFormat = [{
    $comparison_predicate $comparison_ordering $lhs `,` $rhs attr-dict
    `:` custom<TileType>(type($lhs)) `->` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_TILE_IR_TILEFLOATOPS_TD
