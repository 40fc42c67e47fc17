//===- TileConstantOps.cpp - constants ------------------------------------===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

using namespace mlir;
using namespace mlir::tile;

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileConstantOps.cpp.inc"

bool ConstantOp::isBuildableWith(Attribute value, Type type) {
  auto tileType = dyn_cast<TileType>(type);
  auto elements = dyn_cast<DenseElementsAttr>(value);
  if (!tileType || !elements || !isNumberElement(tileType.getElementType()))
    return false;
  ShapedType valueType = elements.getType();
  return valueType.getShape() == tileType.getShape() &&
         valueType.getElementType() == tileType.getElementType();
}

LogicalResult ConstantOp::verify() {
  auto elements = dyn_cast<DenseElementsAttr>(getValue());
  if (!elements)
    return emitOpError("value must be a dense elements attribute");
  ShapedType valueType = elements.getType();
  TileType resultType = getResult().getType();
  if (valueType.getElementType() != resultType.getElementType())
    return emitOpError("value element type ")
           << valueType.getElementType() << " differs from the tile's "
           << resultType.getElementType();
  if (valueType.getShape() != resultType.getShape())
    return emitOpError("value shape differs from the tile shape");
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  TileLiteral literal;
  Type type;
  SMLoc typeLoc;
  if (parseTileLiteral(parser, literal) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  typeLoc = parser.getCurrentLocation();
  if (parseTileIRType(parser, type))
    return failure();
  auto tileType = dyn_cast<TileType>(type);
  if (!tileType)
    return parser.emitError(typeLoc, "expected a tile type, got ") << type;
  if (tileType.getElementType() != literal.elementType)
    return parser.emitError(literal.loc, "literal element type ")
           << literal.elementType << " differs from the tile's "
           << tileType.getElementType();
  FailureOr<DenseElementsAttr> value =
      buildTileLiteral(parser, literal, tileType.getShape());
  if (failed(value))
    return failure();
  result.addAttribute("value", *value);
  result.addTypes(tileType);
  return success();
}

void ConstantOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printTileLiteral(printer, getValue());
  printer.printOptionalAttrDict((*this)->getAttrs(), {"value"});
  printer << " : ";
  printTileIRType(printer, getType());
}
