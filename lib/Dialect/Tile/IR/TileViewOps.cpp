//===- TileViewOps.cpp - tensor and partition views and their shapes ---===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Assembly directives
//===----------------------------------------------------------------------===//

/// custom<ViewType>: the view type; the operand's tensor_view type is the
/// one the view type names.
static ParseResult parseViewType(OpAsmParser &parser, Type &viewType,
                                 Type &tensorViewType) {
  SMLoc loc = parser.getCurrentLocation();
  if (parseTileIRType(parser, viewType))
    return failure();
  auto view = dyn_cast<TileViewTypeInterface>(viewType);
  if (!view)
    return parser.emitError(loc, "expected a view type, got ") << viewType;
  tensorViewType = view.getTensorView();
  return success();
}

static void printViewType(OpAsmPrinter &printer, Operation *, Type viewType,
                          Type) {
  printTileIRType(printer, viewType);
}

/// The number of shape values `src` has: tensor rank or index-space rank.
static std::optional<int64_t> getShapeRank(Type src) {
  if (auto tensorView = dyn_cast<TensorViewType>(src))
    return tensorView.getRank();
  if (auto view = dyn_cast<TileViewTypeInterface>(src))
    return view.getIndexSpaceRank();
  return std::nullopt;
}

/// custom<ShapeResultTypes>: `-> T`, one type for every result; the count
/// is the rank of the source.
static ParseResult parseShapeResultTypes(OpAsmParser &parser, Type src,
                                         SmallVectorImpl<Type> &types) {
  SMLoc loc = parser.getCurrentLocation();
  std::optional<int64_t> rank = getShapeRank(src);
  if (!rank)
    return parser.emitError(loc, "expected a tensor_view or view, got ") << src;
  if (*rank == 0)
    return success();
  Type type;
  if (parser.parseArrow() || parseTileIRType(parser, type))
    return failure();
  types.assign(*rank, type);
  return success();
}

static void printShapeResultTypes(OpAsmPrinter &printer, Operation *, Type,
                                  TypeRange types) {
  if (types.empty())
    return;
  printer << " -> ";
  printTileIRType(printer, types.front());
}

//===----------------------------------------------------------------------===//
// make_tensor_view
//===----------------------------------------------------------------------===//

namespace {
/// One entry of `shape = [...]` / `strides = [...]`: a value or a constant.
struct ExtentEntry {
  std::optional<OpAsmParser::UnresolvedOperand> operand;
  int64_t constant = 0;
  SMLoc loc;
};
} // namespace

static ParseResult parseExtentList(OpAsmParser &parser, StringRef keyword,
                                   SmallVectorImpl<ExtentEntry> &entries) {
  if (parser.parseKeyword(keyword) || parser.parseEqual())
    return failure();
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
        ExtentEntry entry;
        entry.loc = parser.getCurrentLocation();
        OpAsmParser::UnresolvedOperand operand;
        OptionalParseResult isOperand = parser.parseOptionalOperand(operand);
        if (isOperand.has_value()) {
          if (failed(*isOperand))
            return failure();
          entry.operand = operand;
        } else if (parser.parseInteger(entry.constant)) {
          return failure();
        }
        entries.push_back(entry);
        return success();
      });
}

/// Checks written entries against the type's extents: values where the type
/// has `?`, equal constants elsewhere. Collects the value operands.
static ParseResult
matchExtents(OpAsmParser &parser, ArrayRef<ExtentEntry> entries,
             ArrayRef<int64_t> extents, StringRef what, SMLoc typeLoc,
             SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  if (entries.size() != extents.size())
    return parser.emitError(typeLoc)
           << what << " lists " << entries.size()
           << " entries but the tensor_view has rank " << extents.size();
  for (auto [entry, extent] : llvm::zip(entries, extents)) {
    bool dynamic = ShapedType::isDynamic(extent);
    if (entry.operand) {
      if (!dynamic)
        return parser.emitError(entry.loc)
               << what << " value given where the tensor_view has " << extent;
      operands.push_back(*entry.operand);
    } else if (dynamic || entry.constant != extent) {
      return parser.emitError(entry.loc)
             << what << " entry " << entry.constant
             << " does not match the tensor_view's "
             << (dynamic ? std::string("?") : std::to_string(extent));
    }
  }
  return success();
}

ParseResult MakeTensorViewOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  OpAsmParser::UnresolvedOperand base;
  SmallVector<ExtentEntry> shape, strides;
  if (parser.parseOperand(base) || parser.parseComma() ||
      parseExtentList(parser, "shape", shape) || parser.parseComma() ||
      parseExtentList(parser, "strides", strides) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();

  // `: tensor_view<...>` without dynamic entries, else
  // `: <index type> -> tensor_view<...>`.
  SMLoc typeLoc = parser.getCurrentLocation();
  Type first, indexType;
  if (parseTileIRType(parser, first))
    return failure();
  Type resultType = first;
  if (succeeded(parser.parseOptionalArrow())) {
    indexType = first;
    typeLoc = parser.getCurrentLocation();
    if (parseTileIRType(parser, resultType))
      return failure();
  }
  auto tensorView = dyn_cast<TensorViewType>(resultType);
  if (!tensorView)
    return parser.emitError(typeLoc, "expected a tensor_view type, got ")
           << resultType;

  SmallVector<OpAsmParser::UnresolvedOperand> dynamicShape, dynamicStrides;
  if (matchExtents(parser, shape, tensorView.getShape(), "shape", typeLoc,
                   dynamicShape) ||
      matchExtents(parser, strides, tensorView.getStrides(), "strides", typeLoc,
                   dynamicStrides))
    return failure();
  size_t numDynamic = dynamicShape.size() + dynamicStrides.size();
  if (numDynamic && !indexType)
    return parser.emitError(typeLoc, "expected `<index type> -> "
                                     "tensor_view<...>` for dynamic entries");
  if (!numDynamic && indexType)
    return parser.emitError(typeLoc, "an index type is written only when "
                                     "shape or strides have values");

  // The base pointer's type is implied by the element type.
  Type baseType = TileType::getScalar(
      PointerType::get(parser.getContext(), tensorView.getElementType()));
  if (parser.resolveOperand(base, baseType, result.operands) ||
      parser.resolveOperands(dynamicShape, indexType, result.operands) ||
      parser.resolveOperands(dynamicStrides, indexType, result.operands))
    return failure();
  result.getOrAddProperties<Properties>().operandSegmentSizes = {
      1, static_cast<int32_t>(dynamicShape.size()),
      static_cast<int32_t>(dynamicStrides.size())};
  result.addTypes(resultType);
  return success();
}

/// Prints `[a, %x, c]`: constants from the type, values for its `?`s.
static void printExtents(OpAsmPrinter &printer, ArrayRef<int64_t> extents,
                         OperandRange values) {
  printer << '[';
  auto value = values.begin();
  llvm::interleaveComma(extents, printer, [&](int64_t extent) {
    if (ShapedType::isDynamic(extent) && value != values.end())
      printer.printOperand(*value++);
    else
      printer << extent;
  });
  printer << ']';
}

void MakeTensorViewOp::print(OpAsmPrinter &printer) {
  TensorViewType type = getResult().getType();
  printer << ' ';
  printer.printOperand(getBase());
  printer << ", shape = ";
  printExtents(printer, type.getShape(), getDynamicShape());
  printer << ", strides = ";
  printExtents(printer, type.getStrides(), getDynamicStrides());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getOperandSegmentSizesAttrName()});
  printer << " : ";
  if (!getDynamicShape().empty() || !getDynamicStrides().empty()) {
    Value firstDynamic = getDynamicShape().empty() ? getDynamicStrides().front()
                                                   : getDynamicShape().front();
    printTileIRType(printer, firstDynamic.getType());
    printer << " -> ";
  }
  printTileIRType(printer, type);
}

LogicalResult MakeTensorViewOp::verify() {
  TensorViewType type = getResult().getType();
  auto pointer = dyn_cast<PointerType>(getBase().getType().getElementType());
  if (!pointer || pointer.getPointeeType() != type.getElementType())
    return emitOpError("base ")
           << getBase().getType()
           << " must point to the tensor_view's element type "
           << type.getElementType();
  if (static_cast<int64_t>(getDynamicShape().size()) !=
      type.getNumDynamicShape())
    return emitOpError("expected ")
           << type.getNumDynamicShape()
           << " dynamic shape operands (one per '?' in the shape), got "
           << getDynamicShape().size();
  if (static_cast<int64_t>(getDynamicStrides().size()) !=
      type.getNumDynamicStrides())
    return emitOpError("expected ")
           << type.getNumDynamicStrides()
           << " dynamic stride operands (one per '?' in the strides), got "
           << getDynamicStrides().size();
  // The text writes their type once.
  SmallVector<Type> types(getDynamicShape().getTypes());
  llvm::append_range(types, getDynamicStrides().getTypes());
  if (!llvm::all_equal(types))
    return emitOpError("dynamic shape and stride operands must all have one "
                       "type");
  return success();
}

void MakeTensorViewOp::getAsmResultNames(
    function_ref<void(Value, StringRef)> setName) {
  setName(getResult(), "tview");
}

//===----------------------------------------------------------------------===//
// make_partition_view, make_strided_view, make_gather_scatter_view
//===----------------------------------------------------------------------===//

static LogicalResult verifyMakeView(Operation *op, Type operand,
                                    TileViewTypeInterface view) {
  if (operand != view.getTensorView())
    return op->emitOpError("operand type ")
           << operand << " does not match the view's tensor_view "
           << view.getTensorView();
  return success();
}

LogicalResult MakePartitionViewOp::verify() {
  return verifyMakeView(*this, getTensorView().getType(),
                        getResult().getType());
}

LogicalResult MakeStridedViewOp::verify() {
  return verifyMakeView(*this, getTensorView().getType(),
                        getResult().getType());
}

LogicalResult MakeGatherScatterViewOp::verify() {
  return verifyMakeView(*this, getTensorView().getType(),
                        getResult().getType());
}

//===----------------------------------------------------------------------===//
// get_tensor_shape, get_index_space_shape
//===----------------------------------------------------------------------===//

static LogicalResult verifyShapeResults(Operation *op, int64_t rank,
                                        StringRef what) {
  if (static_cast<int64_t>(op->getNumResults()) != rank)
    return op->emitOpError("expected ") << rank << " results (the " << what
                                        << "), got " << op->getNumResults();
  if (!llvm::all_equal(op->getResultTypes()))
    return op->emitOpError("results must all have one type");
  return success();
}

LogicalResult GetTensorShapeOp::verify() {
  return verifyShapeResults(*this, getSrc().getType().getRank(),
                            "tensor_view's rank");
}

LogicalResult GetIndexSpaceShapeOp::verify() {
  return verifyShapeResults(*this, getSrc().getType().getIndexSpaceRank(),
                            "view's index-space rank");
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileViewOps.cpp.inc"
