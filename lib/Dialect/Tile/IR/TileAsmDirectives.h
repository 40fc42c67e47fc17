//===- TileAsmDirectives.h - custom directives for op formats ---*- C++ -*-===//
//
// Private to the dialect library: the `custom<...>` directives the op
// assembly formats of every Tile*Ops.td file use. Each Tile<Area>Ops.cpp
// includes this before its generated .cpp.inc.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_DIALECT_TILE_IR_TILEASMDIRECTIVES_H
#define TILEIR_LIB_DIALECT_TILE_IR_TILEASMDIRECTIVES_H

#include "TileIR/Dialect/Tile/IR/TileTypes.h"
#include "mlir/IR/OpImplementation.h"

namespace mlir::tile {

// custom<TileType>(type($x)): one type in the short form (`tile<4xf32>`).
ParseResult parseTileType(OpAsmParser &parser, Type &type);
void printTileType(OpAsmPrinter &printer, Operation *op, Type type);

// custom<TileTypeList>(type($xs)): comma-separated short-form types.
ParseResult parseTileTypeList(OpAsmParser &parser,
                              SmallVectorImpl<Type> &types);
void printTileTypeList(OpAsmPrinter &printer, Operation *op, TypeRange types);

/// Parses `(%a: tile<f32>, %b: tile<f32>)`: region arguments with short-form
/// types. `allowAttrs` also accepts a trailing `{...}` dictionary per argument.
ParseResult parseTileArgumentList(OpAsmParser &parser,
                                  SmallVectorImpl<OpAsmParser::Argument> &args,
                                  bool allowAttrs = false);
/// Prints `(%a: tile<f32>, ...)` for the arguments of `block`.
void printTileArgumentList(OpAsmPrinter &printer, Block &block);

/// A literal `<f32: 1.0>` or `<i32: [[0, 1], [2, 3]]>` read before its tile
/// type is known: the element type, the values in row-major order, and the
/// shape the nesting implies (empty for a single value).
struct TileLiteral {
  Type elementType;
  SmallVector<Attribute> values;
  SmallVector<int64_t> nestedShape;
  SMLoc loc;
};
ParseResult parseTileLiteral(OpAsmParser &parser, TileLiteral &literal);
/// Turns `literal` into a dense value for a tile of `shape`: a single value
/// splats, otherwise the nesting must match `shape` exactly.
FailureOr<DenseElementsAttr> buildTileLiteral(OpAsmParser &parser,
                                              const TileLiteral &literal,
                                              ArrayRef<int64_t> shape);
void printTileLiteral(OpAsmPrinter &printer, ElementsAttr value);

/// Parses `<literal> {attrs}? : tile<...>`, the tail of `constant` and
/// `global`: the literal must agree with the tile type that follows it.
ParseResult parseTileLiteralAndType(OpAsmParser &parser, NamedAttrList &attrs,
                                    DenseElementsAttr &value, TileType &type);

/// Prints a float the way NVIDIA's reader does (`1.500000e+00`), falling back
/// to the exact bit pattern in hex when decimal would not round-trip.
void printTileFloat(raw_ostream &os, const APFloat &value);

} // namespace mlir::tile

#endif // TILEIR_LIB_DIALECT_TILE_IR_TILEASMDIRECTIVES_H
