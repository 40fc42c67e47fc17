//===- TileTypeSyntax.cpp - textual form of the tile types ----------------===//
//
// Types print in the short form NVIDIA's reader uses (`tile<4xf32>`,
// `partition_view<tile=(16x64), tensor_view<...>>`). Nested tile types are
// written with their keyword and no `!tile.` prefix, and the op assembly
// formats reuse the same helpers.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/Tile/IR/TileTypes.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tile;

ParseResult mlir::tile::parseTileIRType(AsmParser &parser, Type &type) {
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalKeyword(
          &keyword, {"tile", "ptr", "tensor_view", "partition_view",
                     "strided_view", "gather_scatter_view", "token"})))
    return parser.parseType(type);
  if (keyword == "token") {
    type = TokenType::get(parser.getContext());
    return success();
  }
  if (keyword == "tile")
    type = TileType::parse(parser);
  else if (keyword == "ptr")
    type = PointerType::parse(parser);
  else if (keyword == "tensor_view")
    type = TensorViewType::parse(parser);
  else if (keyword == "partition_view")
    type = PartitionViewType::parse(parser);
  else if (keyword == "strided_view")
    type = StridedViewType::parse(parser);
  else
    type = GatherScatterViewType::parse(parser);
  if (!type)
    return parser.emitError(loc, "invalid '") << keyword << "' type";
  return success();
}

void mlir::tile::printTileIRType(AsmPrinter &printer, Type type) {
  llvm::TypeSwitch<Type>(type)
      .Case([&](TileType t) {
        printer << "tile";
        t.print(printer);
      })
      .Case([&](PointerType t) {
        printer << "ptr";
        t.print(printer);
      })
      .Case([&](TensorViewType t) {
        printer << "tensor_view";
        t.print(printer);
      })
      .Case([&](PartitionViewType t) {
        printer << "partition_view";
        t.print(printer);
      })
      .Case([&](StridedViewType t) {
        printer << "strided_view";
        t.print(printer);
      })
      .Case([&](GatherScatterViewType t) {
        printer << "gather_scatter_view";
        t.print(printer);
      })
      .Case([&](TokenType) { printer << "token"; })
      .Default([&](Type t) { printer.printType(t); });
}

//===----------------------------------------------------------------------===//
// Pieces shared by several types
//===----------------------------------------------------------------------===//

/// Parses `[a,b,?]`; `?` becomes ShapedType::kDynamic when `allowDynamic`.
static ParseResult parseIntList(AsmParser &parser,
                                SmallVectorImpl<int64_t> &values,
                                bool allowDynamic) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        if (allowDynamic && succeeded(parser.parseOptionalQuestion())) {
          values.push_back(ShapedType::kDynamic);
          return success();
        }
        int64_t value;
        if (parser.parseInteger(value))
          return failure();
        values.push_back(value);
        return success();
      });
}

/// Prints `[a,b,?]`; `separator` is "," for strides and ", " for dim_map,
/// as NVIDIA's printer writes them.
static void printIntList(AsmPrinter &printer, ArrayRef<int64_t> values,
                         StringRef separator = ",") {
  printer << '[';
  llvm::interleave(
      values, printer.getStream(),
      [&](int64_t v) {
        if (ShapedType::isDynamic(v))
          printer << '?';
        else
          printer << v;
      },
      separator);
  printer << ']';
}

/// Parses `tile=(4x8)`.
static ParseResult parseTileShapeClause(AsmParser &parser,
                                        SmallVectorImpl<int64_t> &shape) {
  if (parser.parseKeyword("tile") || parser.parseEqual() ||
      parser.parseLParen() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                /*withTrailingX=*/false) ||
      parser.parseRParen())
    return failure();
  return success();
}

static void printTileShapeClause(AsmPrinter &printer, ArrayRef<int64_t> shape) {
  printer << "tile=(";
  llvm::interleave(shape, printer.getStream(), "x");
  printer << ")";
}

/// Parses an optional `padding_value = <kw>, ` clause.
static ParseResult parsePaddingClause(AsmParser &parser,
                                      PaddingValueAttr &padding) {
  if (failed(parser.parseOptionalKeyword("padding_value")))
    return success();
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseEqual() || parser.parseKeyword(&keyword))
    return failure();
  std::optional<PaddingValue> value = symbolizePaddingValue(keyword);
  if (!value)
    return parser.emitError(loc, "expected a padding value (zero, neg_zero, "
                                 "nan, pos_inf, neg_inf), got '")
           << keyword << "'";
  padding = PaddingValueAttr::get(parser.getContext(), *value);
  return parser.parseComma();
}

static void printPaddingClause(AsmPrinter &printer, PaddingValueAttr padding) {
  if (padding)
    printer << "padding_value = " << stringifyPaddingValue(padding.getValue())
            << ", ";
}

static ParseResult parseNestedTensorView(AsmParser &parser,
                                         TensorViewType &view) {
  if (parser.parseKeyword("tensor_view"))
    return failure();
  view = llvm::dyn_cast_or_null<TensorViewType>(TensorViewType::parse(parser));
  return success(view != nullptr);
}

static bool isIdentity(ArrayRef<int64_t> dimMap) {
  for (auto [i, dim] : llvm::enumerate(dimMap))
    if (dim != static_cast<int64_t>(i))
      return false;
  return true;
}

/// Parses an optional trailing `, dim_map=[...]`, defaulting to identity.
static ParseResult parseDimMapClause(AsmParser &parser, int64_t rank,
                                     SmallVectorImpl<int64_t> &dimMap) {
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("dim_map") || parser.parseEqual() ||
        parseIntList(parser, dimMap, /*allowDynamic=*/false))
      return failure();
    return success();
  }
  for (int64_t i = 0; i < rank; ++i)
    dimMap.push_back(i);
  return success();
}

static void printDimMapClause(AsmPrinter &printer, ArrayRef<int64_t> dimMap) {
  if (isIdentity(dimMap))
    return;
  printer << ", dim_map=";
  printIntList(printer, dimMap, ", ");
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

Type PointerType::parse(AsmParser &parser) {
  Type pointee;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseTileIRType(parser, pointee) ||
      parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    pointee);
}

void PointerType::print(AsmPrinter &printer) const {
  printer << '<';
  printTileIRType(printer, getPointeeType());
  printer << '>';
}

Type TileType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type elementType;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false,
                                /*withTrailingX=*/true) ||
      parseTileIRType(parser, elementType) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    ArrayRef<int64_t>(shape), elementType);
}

void TileType::print(AsmPrinter &printer) const {
  printer << '<';
  for (int64_t dim : getShape())
    printer << dim << 'x';
  printTileIRType(printer, getElementType());
  printer << '>';
}

Type TensorViewType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape, strides;
  Type elementType;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                /*withTrailingX=*/true) ||
      parseTileIRType(parser, elementType))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("strides") || parser.parseEqual() ||
        parseIntList(parser, strides, /*allowDynamic=*/true))
      return {};
  }
  if (parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    ArrayRef<int64_t>(shape), elementType,
                    ArrayRef<int64_t>(strides));
}

void TensorViewType::print(AsmPrinter &printer) const {
  printer << '<';
  for (int64_t dim : getShape()) {
    if (ShapedType::isDynamic(dim))
      printer << '?';
    else
      printer << dim;
    printer << 'x';
  }
  printTileIRType(printer, getElementType());
  if (!getShape().empty()) {
    printer << ", strides=";
    printIntList(printer, getStrides());
  }
  printer << '>';
}

Type PartitionViewType::parse(AsmParser &parser) {
  SmallVector<int64_t> tileShape, dimMap;
  PaddingValueAttr padding;
  TensorViewType tensorView;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseTileShapeClause(parser, tileShape) ||
      parser.parseComma() || parsePaddingClause(parser, padding) ||
      parseNestedTensorView(parser, tensorView) ||
      parseDimMapClause(parser, tensorView.getRank(), dimMap) ||
      parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    ArrayRef<int64_t>(tileShape), tensorView,
                    ArrayRef<int64_t>(dimMap), padding);
}

void PartitionViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printTileShapeClause(printer, getTileShape());
  printer << ", ";
  printPaddingClause(printer, getPaddingValue());
  printTileIRType(printer, getTensorView());
  printDimMapClause(printer, getDimMap());
  printer << '>';
}

Type StridedViewType::parse(AsmParser &parser) {
  SmallVector<int64_t> tileShape, strides, dimMap;
  PaddingValueAttr padding;
  TensorViewType tensorView;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseTileShapeClause(parser, tileShape) ||
      parser.parseComma() || parser.parseKeyword("traversal_strides") ||
      parser.parseEqual() ||
      parseIntList(parser, strides, /*allowDynamic=*/false) ||
      parser.parseComma() || parsePaddingClause(parser, padding) ||
      parseNestedTensorView(parser, tensorView) ||
      parseDimMapClause(parser, tensorView.getRank(), dimMap) ||
      parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    ArrayRef<int64_t>(tileShape), ArrayRef<int64_t>(strides),
                    tensorView, ArrayRef<int64_t>(dimMap), padding);
}

void StridedViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printTileShapeClause(printer, getTileShape());
  printer << ", traversal_strides=";
  printIntList(printer, getTraversalStrides());
  printer << ", ";
  printPaddingClause(printer, getPaddingValue());
  printTileIRType(printer, getTensorView());
  printDimMapClause(printer, getDimMap());
  printer << '>';
}

Type GatherScatterViewType::parse(AsmParser &parser) {
  SmallVector<int64_t> tileShape;
  PaddingValueAttr padding;
  TensorViewType tensorView;
  int64_t sparseDim = 0;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseTileShapeClause(parser, tileShape) ||
      parser.parseComma() || parsePaddingClause(parser, padding) ||
      parseNestedTensorView(parser, tensorView) || parser.parseComma() ||
      parser.parseKeyword("sparse_dim") || parser.parseEqual() ||
      parser.parseInteger(sparseDim) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                    ArrayRef<int64_t>(tileShape), tensorView, sparseDim,
                    padding);
}

void GatherScatterViewType::print(AsmPrinter &printer) const {
  printer << '<';
  printTileShapeClause(printer, getTileShape());
  printer << ", ";
  printPaddingClause(printer, getPaddingValue());
  printTileIRType(printer, getTensorView());
  printer << ", sparse_dim=" << getSparseDim() << '>';
}
