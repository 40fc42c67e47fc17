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
  DenseElementsAttr value;
  TileType type;
  if (parseTileLiteralAndType(parser, result.attributes, value, type))
    return failure();
  result.addAttribute("value", value);
  result.addTypes(type);
  return success();
}

void ConstantOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printTileLiteral(printer, getValue());
  printer.printOptionalAttrDict((*this)->getAttrs(), {"value"});
  printer << " : ";
  printTileIRType(printer, getType());
}
