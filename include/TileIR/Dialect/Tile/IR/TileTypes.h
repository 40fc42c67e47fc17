//===- TileTypes.h - types and attributes of CUDA Tile IR -------*- C++ -*-===//

#ifndef TILEIR_DIALECT_TILE_IR_TILETYPES_H
#define TILEIR_DIALECT_TILE_IR_TILETYPES_H

#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"

#include "TileIR/Dialect/Tile/IR/TileEnums.h.inc"

#include "TileIR/Dialect/Tile/IR/TileAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "TileIR/Dialect/Tile/IR/TileAttrs.h.inc"

namespace mlir::tile {
class TensorViewType;
} // namespace mlir::tile
#include "TileIR/Dialect/Tile/IR/TileTypeInterfaces.h.inc"

#define GET_TYPEDEF_CLASSES
#include "TileIR/Dialect/Tile/IR/TileTypes.h.inc"

namespace mlir::tile {

/// Largest number of elements a tile may hold (reference §1.3).
constexpr int64_t kMaxTileElements = int64_t(1) << 24;

// Element-type groups of reference §1.1.
bool isIntElement(Type type);       // i1, i8, i16, i32, i64
bool isIntOrI4Element(Type type);   // the above and i4
bool isBaseFloatElement(Type type); // f16, bf16, f32, f64
bool isFloatElement(Type type);     // every float Tile IR has
bool isNumberElement(Type type);    // ints (incl. i4) and floats
bool isPointerElement(Type type);
bool isI1Element(Type type);
bool isI32Element(Type type);

/// Parses a type in the short form NVIDIA's printer uses inside a module
/// (`tile<4xf32>`, `ptr<f16>`, `tensor_view<...>`, `token`), or any MLIR type.
ParseResult parseTileIRType(AsmParser &parser, Type &type);
/// Prints `type` in that short form.
void printTileIRType(AsmPrinter &printer, Type type);

/// The tile type a load through `view` produces.
TileType getLoadedTileType(TileViewTypeInterface view);

} // namespace mlir::tile

#endif // TILEIR_DIALECT_TILE_IR_TILETYPES_H
