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
  let builders = [
    // A splat of `element` (an IntegerAttr or FloatAttr of the tile's
    // element type) over the tile type `type`.
    OpBuilder<(ins "::mlir::tile::TileType":$type,
                   "::mlir::TypedAttr":$element), [{
      auto storage = ::mlir::RankedTensorType::get(type.getShape(),
                                                   type.getElementType());
      ::mlir::ElementsAttr value =
          ::mlir::DenseElementsAttr::get(storage, element);
      build($_builder, $_state, ::mlir::Type(type), value);
    }]>,
  ];
  let extraClassDeclaration = [{
    /// Whether `value` can be materialised as a tile of type `type`.
    static bool isBuildableWith(::mlir::Attribute value, ::mlir::Type type);
  }];
}

#endif // TILEIR_DIALECT_TILE_IR_TILECONSTANTOPS_TD
