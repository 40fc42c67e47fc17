//===- TileShapeOps.td - reshape, broadcast, permute, extract, insert, cat, offset, iota ---*- tablegen -*-===//
//
// Ops that move elements between tile shapes without computing on them
// (reference §2.8, §3.3), pointer offsetting, and `iota`.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILESHAPEOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILESHAPEOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"

// Slice numbers of extract/insert: rank-0 i32 tiles, buildable so the
// assembly format needs no index types.
def Tile_SliceIndex : Type<Tile_ScalarI32.predicate, Tile_ScalarI32.summary,
                           "::mlir::tile::TileType">,
    BuildableType<"::mlir::tile::TileType::getScalar($_builder.getI32Type())">;

def Tile_ReshapeOp : Tile_Op<"reshape", [Pure]> {
  let summary = "row-major reinterpretation with the same element count";
  let description = [{
    Element order is row-major (last index fastest) in source and result.
    Rank 0 and all-ones shapes convert into each other.

    ```mlir
    %r = reshape %t : tile<1x128x64xf32> -> tile<128x64xf32>
    ```
  }];
  let arguments = (ins Tile_AnyTile:$source);
  let results = (outs Tile_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<TileType>(type($source))
    `->` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tile_BroadcastOp : Tile_Op<"broadcast", [Pure]> {
  let summary = "duplicates size-1 dimensions up to the result shape";
  let description = [{
    Source and result have the same rank; every source dimension equals
    the result dimension or is 1. Rank changes need a `reshape` first.

    ```mlir
    %b = broadcast %r : tile<1x32xi1> -> tile<128x32xi1>
    ```
  }];
  let arguments = (ins Tile_AnyTile:$source);
  let results = (outs Tile_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<TileType>(type($source))
    `->` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tile_PermuteOp : Tile_Op<"permute", [Pure]> {
  let summary = "permutes the dimensions of a tile";
  let description = [{
    Result dimension i is source dimension `permutation[i]`; a 2-D
    transpose is `permute [1, 0]`.

    ```mlir
    %p = permute %t [1, 0] : tile<128x64xf32> -> tile<64x128xf32>
    ```
  }];
  let arguments = (ins Tile_AnyTile:$source, DenseI32ArrayAttr:$permutation);
  let results = (outs Tile_AnyTile:$result);
  let assemblyFormat = [{
    $source $permutation attr-dict `:` custom<TileType>(type($source))
    `->` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tile_ExtractOp : Tile_Op<"extract", [Pure]> {
  let summary = "extracts the subtile at the given slice numbers";
  let description = [{
    One rank-0 i32 index per dimension. Indices are slice numbers, read
    unsigned: along dimension d the subtile starts at element
    `indices[d] * result_shape[d]`. A slice that does not exist is UB.

    ```mlir
    %e = extract %m[%c0, %c1] : tile<128x128xf32> -> tile<128x32xf32>
    ```
  }];
  let arguments = (ins Tile_AnyTile:$source, Variadic<Tile_SliceIndex>:$indices);
  let results = (outs Tile_AnyTile:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict `:` custom<TileType>(type($source))
    `->` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tile_InsertOp : Tile_Op<"insert", [Pure,
    AllTypesMatch<["destination", "result"]>]> {
  let summary = "replaces the subtile at the given slice numbers (13.4)";
  let description = [{
    The inverse of `extract`: the result is `destination` with the slice
    `indices` (slice numbers, read unsigned, one rank-0 i32 per dimension)
    replaced by `source`. Source dimensions divide destination dimensions.

    ```mlir
    %r = insert %s into %d[%c0, %c1] : tile<128x32xf32> -> tile<128x128xf32>
    ```
  }];
  let arguments = (ins Tile_AnyTile:$source, Tile_AnyTile:$destination,
                       Variadic<Tile_SliceIndex>:$indices);
  let results = (outs Tile_AnyTile:$result);
  let assemblyFormat = [{
    $source `into` $destination `[` $indices `]` attr-dict
    `:` custom<TileType>(type($source))
    `->` custom<TileType>(type($destination))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tile_CatOp : Tile_Op<"cat", [Pure]> {
  let summary = "concatenates two tiles along a dimension";
  let description = [{
    ```mlir
    %c = cat %a, %b dim = 1 : tile<16x8xf32>, tile<16x8xf32> -> tile<16x16xf32>
    ```
  }];
  let arguments = (ins Tile_AnyTile:$lhs, Tile_AnyTile:$rhs, I64Attr:$dim);
  let results = (outs Tile_AnyTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `dim` `=` $dim attr-dict `:` custom<TileType>(type($lhs))
    `,` custom<TileType>(type($rhs)) `->` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
}

def Tile_OffsetOp : Tile_Op<"offset", [Pure,
    AllTypesMatch<["ptr", "result"]>]> {
  let summary = "advances pointers by element counts";
  let description = [{
    Per element: ptr + offset * sizeof(pointee), offset read signed;
    overflow is UB.

    ```mlir
    %q = offset %p, %o : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    ```
  }];
  let arguments = (ins Tile_PointerTile:$ptr, Tile_IntTile:$offset);
  let results = (outs Tile_PointerTile:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` custom<TileType>(type($ptr)) `,`
    custom<TileType>(type($offset)) `->` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tile_IotaOp : Tile_Op<"iota", [Pure]> {
  let summary = "the 1-D tile 0, 1, ..., N-1";
  let description = [{
    N must not exceed 2^bitwidth of the element type (values are read
    unsigned).

    ```mlir
    %i = iota : tile<32xi32>
    ```
  }];
  let results = (outs Tile_IntTile:$result);
  let assemblyFormat = [{
    attr-dict `:` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_TILE_IR_TILESHAPEOPS_TD
