//===- TileOpBase.td - common base for all tile op files ---*- tablegen -*-===//
//
// Each Tile*Ops.td file holds one area of the IR and generates its own op
// classes; they all include this file and nothing from each other.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEOPBASE_TD
#define TILEIR_DIALECT_TILE_IR_TILEOPBASE_TD

include "TileIR/Dialect/Tile/IR/TileDialect.td"
include "TileIR/Dialect/Tile/IR/TileAttrs.td"
include "TileIR/Dialect/Tile/IR/TileTypes.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

// Attribute shorthands used by many ops.
def Tile_DefaultOverflow : DefaultValuedAttr<Tile_IntegerOverflowAttr,
    "::mlir::tile::IntegerOverflow::None">;
def Tile_DefaultRoundingNearestEven : DefaultValuedAttr<Tile_RoundingModeAttr,
    "::mlir::tile::RoundingMode::NearestEven">;
def Tile_OptionalHints : OptionalAttr<Tile_OptimizationHintsAttr>;

// A tile type printed in the short form (`tile<4xf32>`), for assembly formats:
// custom<TileType>(type($x)) and custom<TileTypeList>(type($xs)).

#endif // TILEIR_DIALECT_TILE_IR_TILEOPBASE_TD
