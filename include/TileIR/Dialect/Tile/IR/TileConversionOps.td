//===- TileConversionOps.td - conversions between element types, bitcasts, pointer casts, select ---*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILE_IR_TILECONVERSIONOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILECONVERSIONOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"

def Tile_I64Tile : Type<And<[
    CPred<"::llvm::isa<::mlir::tile::TileType>($_self)">,
    CPred<"::llvm::cast<::mlir::tile::TileType>($_self).getElementType().isInteger(64)">]>,
    "tile of i64", "::mlir::tile::TileType">;

// source -> result of the same shape, types printed `T -> U`.
class Tile_CastOp<string mnemonic, list<Trait> traits = []>
    : Tile_Op<mnemonic, !listconcat([Pure, SameOperandsAndResultShape], traits)>;

def Tile_SelectOp : Tile_Op<"select", [Pure,
    AllTypesMatch<["val_if_true", "val_if_false", "result"]>]> {
  let summary = "elementwise cond ? val_if_true : val_if_false";
  let description = [{
    The condition is an i1 tile of the values' shape. Tiles of f4E2M1FN
    (and of i4, which only the pack/convert ops take) cannot be selected.

    ```mlir
    %r = select %c, %a, %b : tile<128x32xi1>, tile<128x32xf32>
    ```
  }];
  let arguments = (ins Tile_I1Tile:$cond, Tile_AnyTile:$val_if_true,
                       Tile_AnyTile:$val_if_false);
  let results = (outs Tile_AnyTile:$result);
  let assemblyFormat = [{
    $cond `,` $val_if_true `,` $val_if_false attr-dict
    `:` custom<TileType>(type($cond)) `,` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_BitcastOp : Tile_CastOp<"bitcast"> {
  let summary = "reinterprets the bits of each element";
  let description = [{
    Source and result elements have the same bit width; pointers go
    through `ptr_to_int` / `int_to_ptr` instead.

    ```mlir
    %b = bitcast %x : tile<16xf16> -> tile<16xi16>
    ```
  }];
  let arguments = (ins Tile_NumberTile:$source);
  let results = (outs Tile_NumberTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<TileType>(type($source)) `->`
    custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_ExtIOp : Tile_CastOp<"exti"> {
  let summary = "sign or zero extension to a strictly wider integer";
  let description = [{
    ```mlir
    %e = exti %i signed : tile<16xi32> -> tile<16xi64>
    ```
  }];
  let arguments = (ins Tile_IntOrI4Tile:$source,
                       Tile_SignednessAttr:$signedness);
  let results = (outs Tile_IntOrI4Tile:$result);
  let assemblyFormat = [{
    $source $signedness attr-dict `:` custom<TileType>(type($source)) `->`
    custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_TruncIOp : Tile_CastOp<"trunci"> {
  let summary = "truncation to a strictly narrower integer";
  let description = [{
    `no_signed_wrap` asserts the dropped bits equal the result's sign bit,
    `no_unsigned_wrap` that they are zero.

    ```mlir
    %t = trunci %x overflow<no_signed_wrap> : tile<16xi64> -> tile<16xi16>
    ```
  }];
  let arguments = (ins Tile_IntOrI4Tile:$source,
                       Tile_DefaultOverflow:$overflow);
  let results = (outs Tile_IntOrI4Tile:$result);
  let assemblyFormat = [{
    $source (`overflow` `` $overflow^)? attr-dict
    `:` custom<TileType>(type($source)) `->` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_FToFOp : Tile_CastOp<"ftof"> {
  let summary = "conversion between two different float types";
  let description = [{
    Rounds to nearest even; conversions to f8E8M0FNU instead take `zero`
    or `positive_inf`.

    ```mlir
    %t = ftof %x : tile<128x64xf32> -> tile<128x64xtf32>
    ```
  }];
  let arguments = (ins Tile_FloatTile:$source,
                       Tile_DefaultRoundingNearestEven:$rounding_mode);
  let results = (outs Tile_FloatTile:$result);
  let assemblyFormat = [{
    $source (`rounding` `` $rounding_mode^)? attr-dict
    `:` custom<TileType>(type($source)) `->` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_FToIOp : Tile_CastOp<"ftoi"> {
  let summary = "float to integer, rounding toward zero";
  let description = [{
    NaN, infinities and out-of-range values give undefined results unless
    `saturating` (bytecode 13.4) clamps them.

    ```mlir
    %i = ftoi %x signed : tile<16xf32> -> tile<16xi32>
    ```
  }];
  let arguments = (ins Tile_FloatTile:$source,
                       Tile_SignednessAttr:$signedness,
                       DefaultValuedAttr<Tile_RoundingModeAttr,
                           "::mlir::tile::RoundingMode::NearestIntToZero">:$rounding_mode,
                       UnitAttr:$saturating);
  let results = (outs Tile_IntTile:$result);
  let assemblyFormat = [{
    $source $signedness (`rounding` `` $rounding_mode^)?
    (`saturating` $saturating^)? attr-dict
    `:` custom<TileType>(type($source)) `->` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_IToFOp : Tile_CastOp<"itof"> {
  let summary = "integer to float, rounding to nearest even";
  let description = [{
    ```mlir
    %f = itof %i unsigned : tile<16xi16> -> tile<16xf16>
    ```
  }];
  let arguments = (ins Tile_IntTile:$source,
                       Tile_SignednessAttr:$signedness,
                       Tile_DefaultRoundingNearestEven:$rounding_mode);
  let results = (outs Tile_FloatTile:$result);
  let assemblyFormat = [{
    $source $signedness (`rounding` `` $rounding_mode^)? attr-dict
    `:` custom<TileType>(type($source)) `->` custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_IntToPtrOp : Tile_CastOp<"int_to_ptr"> {
  let summary = "pointer from an address (read unsigned)";
  let arguments = (ins Tile_I64Tile:$source);
  let results = (outs Tile_PointerTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<TileType>(type($source)) `->`
    custom<TileType>(type($result))
  }];
  let hasFolder = 1;
}

def Tile_PtrToIntOp : Tile_CastOp<"ptr_to_int"> {
  let summary = "address of a pointer as i64";
  let arguments = (ins Tile_PointerTile:$source);
  let results = (outs Tile_I64Tile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<TileType>(type($source)) `->`
    custom<TileType>(type($result))
  }];
  let hasFolder = 1;
}

def Tile_PtrToPtrOp : Tile_CastOp<"ptr_to_ptr"> {
  let summary = "changes a pointer's pointee type";
  let arguments = (ins Tile_PointerTile:$source);
  let results = (outs Tile_PointerTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<TileType>(type($source)) `->`
    custom<TileType>(type($result))
  }];
  let hasFolder = 1;
}

def Tile_PackOp : Tile_Op<"pack", [Pure]> {
  let summary = "reinterprets a rank-1 tile as its bytes (bytecode 13.3)";
  let description = [{
    The source holds elements other than 8-bit ones (i4 and f4E2M1FN
    included, tf32 counted as 32 bits); the result is the rank-1 i8 tile
    of the same byte size.

    ```mlir
    %b = pack %x : tile<64xf4E2M1FN> -> tile<32xi8>
    ```
  }];
  let arguments = (ins Tile_NumberTile:$source);
  let results = (outs Tile_IntTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<TileType>(type($source)) `->`
    custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_UnpackOp : Tile_Op<"unpack", [Pure]> {
  let summary = "reinterprets a rank-1 i8 tile as wider or narrower elements";
  let description = [{
    The inverse of `pack`.

    ```mlir
    %x = unpack %b : tile<32xi8> -> tile<64xf4E2M1FN>
    ```
  }];
  let arguments = (ins Tile_IntTile:$source);
  let results = (outs Tile_NumberTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<TileType>(type($source)) `->`
    custom<TileType>(type($result))
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_TILE_IR_TILECONVERSIONOPS_TD
