//===- TileConstantOps.td - constants ----------------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILE_IR_TILECONSTANTOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILECONSTANTOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"

def Tile_ConstantOp : Tile_Op<"constant", [Pure, ConstantLike]> {
  let summary = "materialises a constant tile";
  let description = [{
    A single value is a splat; otherwise nested lists in row-major order.

    ```mlir
    %c = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %m = constant <i1: [true, false, true, false]> : tile<4xi1>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs Tile_NumberTile:$result);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Whether `value` can be materialised as a tile of type `type`.
    static bool isBuildableWith(::mlir::Attribute value, ::mlir::Type type);
  }];
}

#endif // TILEIR_DIALECT_TILE_IR_TILECONSTANTOPS_TD
