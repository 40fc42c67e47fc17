//===- TileAsmDirectives.cpp - custom directives for op formats -----------===//

#include "TileAsmDirectives.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::tile;

ParseResult mlir::tile::parseTileType(OpAsmParser &parser, Type &type) {
  return parseTileIRType(parser, type);
}

void mlir::tile::printTileType(OpAsmPrinter &printer, Operation *, Type type) {
  printTileIRType(printer, type);
}

ParseResult mlir::tile::parseTileTypeList(OpAsmParser &parser,
                                          SmallVectorImpl<Type> &types) {
  return parser.parseCommaSeparatedList([&]() -> ParseResult {
    Type type;
    if (parseTileIRType(parser, type))
      return failure();
    types.push_back(type);
    return success();
  });
}

void mlir::tile::printTileTypeList(OpAsmPrinter &printer, Operation *,
                                   TypeRange types) {
  llvm::interleaveComma(types, printer,
                        [&](Type type) { printTileIRType(printer, type); });
}

ParseResult
mlir::tile::parseTileArgumentList(OpAsmParser &parser,
                                  SmallVectorImpl<OpAsmParser::Argument> &args,
                                  bool allowAttrs) {
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::Argument arg;
        if (parser.parseArgument(arg, /*allowType=*/false,
                                 /*allowAttrs=*/false) ||
            parser.parseColon() || parseTileIRType(parser, arg.type))
          return failure();
        if (allowAttrs) {
          NamedAttrList attrs;
          if (parser.parseOptionalAttrDict(attrs))
            return failure();
          if (!attrs.empty())
            arg.attrs = attrs.getDictionary(parser.getContext());
        }
        args.push_back(arg);
        return success();
      });
}

void mlir::tile::printTileArgumentList(OpAsmPrinter &printer, Block &block) {
  printer << '(';
  llvm::interleaveComma(block.getArguments(), printer, [&](BlockArgument arg) {
    printer.printOperand(arg);
    printer << ": ";
    printTileIRType(printer, arg.getType());
  });
  printer << ')';
}

//===----------------------------------------------------------------------===//
// Literals
//===----------------------------------------------------------------------===//

void mlir::tile::printTileFloat(raw_ostream &os, const APFloat &value) {
  if (value.isFinite()) {
    bool losesInfo = false;
    APFloat asDouble = value;
    asDouble.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                     &losesInfo);
    SmallString<32> text;
    llvm::raw_svector_ostream(text)
        << llvm::format("%e", asDouble.convertToDouble());
    APFloat reparsed(value.getSemantics());
    auto status =
        reparsed.convertFromString(text, APFloat::rmNearestTiesToEven);
    if (!status)
      llvm::consumeError(status.takeError());
    else if (reparsed.bitwiseIsEqual(value)) {
      os << text;
      return;
    }
  }
  // Infinities, NaNs and values %e cannot carry print as their bits.
  APInt bits = value.bitcastToAPInt();
  SmallString<20> hex;
  bits.toStringUnsigned(hex, 16);
  unsigned digits = (bits.getBitWidth() + 3) / 4;
  os << "0x";
  for (unsigned i = hex.size(); i < digits; ++i)
    os << '0';
  os << hex.str().upper();
}

/// Parses one element of a literal as an attribute of `elementType`.
static ParseResult parseLiteralElement(OpAsmParser &parser, Type elementType,
                                       Attribute &value) {
  SMLoc loc = parser.getCurrentLocation();
  if (auto floatType = dyn_cast<FloatType>(elementType)) {
    APFloat result(floatType.getFloatSemantics());
    if (parser.parseFloat(floatType.getFloatSemantics(), result))
      return failure();
    value = FloatAttr::get(floatType, result);
    return success();
  }
  auto intType = dyn_cast<IntegerType>(elementType);
  if (!intType)
    return parser.emitError(loc, "literal element type must be an integer or "
                                 "float type, got ")
           << elementType;
  if (intType.getWidth() == 1) {
    if (succeeded(parser.parseOptionalKeyword("true"))) {
      value = IntegerAttr::get(intType, 1);
      return success();
    }
    if (succeeded(parser.parseOptionalKeyword("false"))) {
      value = IntegerAttr::get(intType, 0);
      return success();
    }
  }
  APInt result;
  OptionalParseResult parsed = parser.parseOptionalInteger(result);
  if (!parsed.has_value())
    return parser.emitError(loc, "expected an integer literal");
  if (failed(*parsed))
    return failure();
  unsigned width = intType.getWidth();
  // Accept any value that fits as signed or unsigned in the element width.
  if (result.getSignificantBits() > width + 1 ||
      (result.isNegative() && result.getSignificantBits() > width))
    return parser.emitError(loc, "integer literal does not fit in ")
           << elementType;
  value = IntegerAttr::get(intType, result.sextOrTrunc(width));
  return success();
}

ParseResult mlir::tile::parseTileLiteral(OpAsmParser &parser,
                                         TileLiteral &literal) {
  literal.loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseTileIRType(parser, literal.elementType) ||
      parser.parseColon())
    return failure();
  if (!isNumberElement(literal.elementType))
    return parser.emitError(literal.loc, "literal element type must be a "
                                         "number type, got ")
           << literal.elementType;

  // Nested lists are read with an explicit stack so that the nesting depth of
  // the input never becomes recursion depth.
  SmallVector<int64_t> openCounts; // elements seen in each open list
  SmallVector<int64_t> &shape = literal.nestedShape;
  unsigned depthLimit = 64;
  auto closeLevel = [&](SMLoc at) -> ParseResult {
    int64_t count = openCounts.pop_back_val();
    size_t level = openCounts.size();
    if (shape.size() <= level)
      shape.resize(level + 1, -1);
    if (shape[level] == -1)
      shape[level] = count;
    else if (shape[level] != count)
      return parser.emitError(at, "ragged literal: a list has ")
             << count << " elements where its siblings have " << shape[level];
    if (!openCounts.empty())
      ++openCounts.back();
    return success();
  };
  do {
    SMLoc at = parser.getCurrentLocation();
    if (succeeded(parser.parseOptionalLSquare())) {
      if (openCounts.size() >= depthLimit)
        return parser.emitError(at, "literal nests deeper than ")
               << depthLimit << " levels";
      openCounts.push_back(0);
      continue;
    }
    Attribute value;
    if (parseLiteralElement(parser, literal.elementType, value))
      return failure();
    literal.values.push_back(value);
    if (!openCounts.empty())
      ++openCounts.back();
    // Close every list that ends here, then expect a separator.
    while (!openCounts.empty()) {
      SMLoc closeLoc = parser.getCurrentLocation();
      if (failed(parser.parseOptionalRSquare()))
        break;
      if (closeLevel(closeLoc))
        return failure();
    }
    if (openCounts.empty())
      break;
    if (parser.parseComma())
      return failure();
  } while (true);
  if (!shape.empty() && llvm::is_contained(shape, -1))
    return parser.emitError(literal.loc, "malformed literal");
  return parser.parseGreater();
}

FailureOr<DenseElementsAttr>
mlir::tile::buildTileLiteral(OpAsmParser &parser, const TileLiteral &literal,
                             ArrayRef<int64_t> shape) {
  auto storageType = RankedTensorType::get(shape, literal.elementType);
  bool isSplat = literal.nestedShape.empty() && literal.values.size() == 1;
  if (!isSplat && ArrayRef<int64_t>(literal.nestedShape) != shape) {
    InFlightDiagnostic diag =
        parser.emitError(literal.loc, "literal of shape [");
    llvm::interleaveComma(literal.nestedShape, diag);
    diag << "] does not match the tile shape [";
    llvm::interleaveComma(shape, diag);
    return diag << "]";
  }
  return DenseElementsAttr::get(storageType, literal.values);
}

ParseResult mlir::tile::parseTileLiteralAndType(OpAsmParser &parser,
                                                NamedAttrList &attrs,
                                                DenseElementsAttr &value,
                                                TileType &type) {
  TileLiteral literal;
  Type parsedType;
  if (parseTileLiteral(parser, literal) ||
      parser.parseOptionalAttrDict(attrs) || parser.parseColon())
    return failure();
  SMLoc typeLoc = parser.getCurrentLocation();
  if (parseTileIRType(parser, parsedType))
    return failure();
  type = dyn_cast<TileType>(parsedType);
  if (!type)
    return parser.emitError(typeLoc, "expected a tile type, got ")
           << parsedType;
  if (type.getElementType() != literal.elementType)
    return parser.emitError(literal.loc, "literal element type ")
           << literal.elementType << " differs from the tile's "
           << type.getElementType();
  FailureOr<DenseElementsAttr> built =
      buildTileLiteral(parser, literal, type.getShape());
  if (failed(built))
    return failure();
  value = *built;
  return success();
}

void mlir::tile::printTileLiteral(OpAsmPrinter &printer, ElementsAttr value) {
  raw_ostream &os = printer.getStream();
  Type elementType = value.getElementType();
  os << '<';
  printTileIRType(printer, elementType);
  os << ": ";
  auto printElement = [&](Attribute element) {
    if (auto floatAttr = dyn_cast<FloatAttr>(element)) {
      printTileFloat(os, floatAttr.getValue());
    } else if (auto intAttr = dyn_cast<IntegerAttr>(element)) {
      if (elementType.isInteger(1))
        os << (intAttr.getValue().isZero() ? "false" : "true");
      else
        os << intAttr.getValue().getSExtValue();
    } else {
      printer.printAttribute(element);
    }
  };
  if (value.isSplat()) {
    printElement(value.getSplatValue<Attribute>());
    os << '>';
    return;
  }
  ArrayRef<int64_t> shape = value.getShapedType().getShape();
  SmallVector<int64_t> index(shape.size(), 0);
  int64_t count = 0;
  for (Attribute element : value.getValues<Attribute>()) {
    // Open a list for every dimension whose index restarts at zero.
    size_t opened = 0;
    for (size_t d = shape.size(); d > 0 && index[d - 1] == 0; --d)
      ++opened;
    if (count != 0)
      os << ", ";
    for (size_t i = 0; i < opened; ++i)
      os << '[';
    printElement(element);
    ++count;
    // Advance the multi-index and close the lists that end.
    for (size_t d = shape.size(); d > 0; --d) {
      if (++index[d - 1] < shape[d - 1])
        break;
      index[d - 1] = 0;
      os << ']';
    }
  }
  os << '>';
}
