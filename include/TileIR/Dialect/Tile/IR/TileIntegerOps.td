//===- TileIntegerOps.td - integer arithmetic, bitwise ops and cmpi ---*- tablegen -*-===//
//
// Integers are signless two's-complement values; ops that care about sign
// take a `signedness` attribute. `overflow` flags are assumptions whose
// violation is undefined behaviour, so folders use wrap-around semantics.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEINTEGEROPS_TD
#define TILEIR_DIALECT_TILE_IR_TILEINTEGEROPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"

// lhs, rhs -> result, all of one integer tile type.
class Tile_IntBinaryOp<string mnemonic, list<Trait> traits = []>
    : Tile_Op<mnemonic, !listconcat([Pure, SameOperandsAndResultType], traits)> {
  let results = (outs Tile_IntTile:$result);
  let hasFolder = 1;
}

// Binary ops with an `overflow` assumption.
class Tile_IntOverflowOp<string mnemonic, list<Trait> traits = []>
    : Tile_IntBinaryOp<mnemonic, traits> {
  let arguments = (ins Tile_IntTile:$lhs, Tile_IntTile:$rhs,
                       Tile_DefaultOverflow:$overflow);
  let assemblyFormat = [{
    $lhs `,` $rhs (`overflow` `` $overflow^)? attr-dict
    `:` custom<TileType>(type($result))
  }];
}

// Binary ops without attributes.
class Tile_IntPlainOp<string mnemonic, list<Trait> traits = []>
    : Tile_IntBinaryOp<mnemonic, traits> {
  let arguments = (ins Tile_IntTile:$lhs, Tile_IntTile:$rhs);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<TileType>(type($result))
  }];
}

// Binary ops that read their operands as signed or unsigned.
class Tile_IntSignedOp<string mnemonic, list<Trait> traits = []>
    : Tile_IntBinaryOp<mnemonic, traits> {
  let arguments = (ins Tile_IntTile:$lhs, Tile_IntTile:$rhs,
                       Tile_SignednessAttr:$signedness);
  let assemblyFormat = [{
    $lhs `,` $rhs $signedness attr-dict `:` custom<TileType>(type($result))
  }];
}

def Tile_AddIOp : Tile_IntOverflowOp<"addi", [Commutative]> {
  let summary = "wrap-around integer addition";
  let description = [{
    ```mlir
    %r = addi %a, %b overflow<no_signed_wrap> : tile<16xi32>
    ```
  }];
}

def Tile_SubIOp : Tile_IntOverflowOp<"subi"> {
  let summary = "wrap-around integer subtraction";
}

def Tile_MulIOp : Tile_IntOverflowOp<"muli", [Commutative]> {
  let summary = "low half of the integer product";
}

def Tile_ShLIOp : Tile_IntOverflowOp<"shli"> {
  let summary = "left shift; the amount is read unsigned";
}

def Tile_MulhiIOp : Tile_IntBinaryOp<"mulhii", [Commutative]> {
  let summary = "high half of the double-width unsigned product";
  let arguments = (ins Tile_IntTile:$x, Tile_IntTile:$y);
  let assemblyFormat = [{
    $x `,` $y attr-dict `:` custom<TileType>(type($result))
  }];
}

def Tile_DivIOp : Tile_IntBinaryOp<"divi"> {
  let summary = "integer division with a rounding direction";
  let description = [{
    `rounding` is `zero` (truncation, the default), `negative_inf` (floor,
    signed only) or `positive_inf` (ceil). Division by zero and signed
    MIN / -1 are undefined.

    ```mlir
    %q = divi %a, %b signed rounding<negative_inf> : tile<i32>
    ```
  }];
  let arguments = (ins Tile_IntTile:$lhs, Tile_IntTile:$rhs,
                       Tile_SignednessAttr:$signedness,
                       DefaultValuedAttr<Tile_RoundingModeAttr,
                           "::mlir::tile::RoundingMode::Zero">:$rounding);
  let assemblyFormat = [{
    $lhs `,` $rhs $signedness (`rounding` `` $rounding^)? attr-dict
    `:` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
}

def Tile_RemIOp : Tile_IntSignedOp<"remi"> {
  let summary = "truncated remainder; its sign follows the dividend";
}

def Tile_MaxIOp : Tile_IntSignedOp<"maxi", [Commutative]> {
  let summary = "elementwise maximum";
  let description = [{
    ```mlir
    %m = maxi %a, %b unsigned : tile<4xi32>
    ```
  }];
}

def Tile_MinIOp : Tile_IntSignedOp<"mini", [Commutative]> {
  let summary = "elementwise minimum";
}

def Tile_ShRIOp : Tile_IntSignedOp<"shri"> {
  let summary = "arithmetic (signed) or logical (unsigned) right shift";
}

def Tile_AndIOp : Tile_IntPlainOp<"andi", [Commutative]> {
  let summary = "bitwise and";
}

def Tile_OrIOp : Tile_IntPlainOp<"ori", [Commutative]> {
  let summary = "bitwise or";
}

def Tile_XOrIOp : Tile_IntPlainOp<"xori", [Commutative]> {
  let summary = "bitwise exclusive or";
}

def Tile_AbsIOp : Tile_Op<"absi", [Pure, SameOperandsAndResultType]> {
  let summary = "absolute value: input read signed, result read unsigned";
  let arguments = (ins Tile_IntTile:$x);
  let results = (outs Tile_IntTile:$result);
  let assemblyFormat = [{
    $x attr-dict `:` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
}

def Tile_NegIOp : Tile_Op<"negi", [Pure, SameOperandsAndResultType]> {
  let summary = "two's-complement negation";
  let description = [{
    `overflow` (bytecode 13.2) may not claim `no_unsigned_wrap`.

    ```mlir
    %n = negi %x overflow<no_signed_wrap> : tile<16xi16>
    ```
  }];
  let arguments = (ins Tile_IntTile:$x, Tile_DefaultOverflow:$overflow);
  let results = (outs Tile_IntTile:$result);
  let assemblyFormat = [{
    $x (`overflow` `` $overflow^)? attr-dict `:` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_CmpIOp : Tile_Op<"cmpi", [Pure, SameTypeOperands]> {
  let summary = "elementwise integer comparison giving an i1 tile";
  let description = [{
    `signedness` is required even for `equal` and `not_equal`.

    ```mlir
    %c = cmpi less_than %a, %b, signed : tile<i16> -> tile<i1>
    ```
  }];
  let arguments = (ins Tile_ComparisonPredicateAttr:$comparison_predicate,
                       Tile_IntTile:$lhs, Tile_IntTile:$rhs,
                       Tile_SignednessAttr:$signedness);
  let results = (outs Tile_I1Tile:$result);
  let assemblyFormat = [{
    $comparison_predicate $lhs `,` $rhs `,` $signedness attr-dict
    `:` custom<TileType>(type($lhs)) `->` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_TILE_IR_TILEINTEGEROPS_TD
