//===- TileReduceOps.cpp - reduce and scan --------------------------------===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::tile;

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileReduceOps.cpp.inc"

/// Parses `%x, %y dim=1 [reverse=true] identities=[...] : types -> types
/// (%a: tile<f32>, ...) { body }`.
static ParseResult parseCombinerOp(OpAsmParser &parser, OperationState &result,
                                   bool isScan) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<Type> operandTypes, resultTypes;
  int32_t dim;
  Builder &builder = parser.getBuilder();
  SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) || parser.parseKeyword("dim") ||
      parser.parseEqual() || parser.parseInteger(dim))
    return failure();
  result.addAttribute("dim", builder.getI32IntegerAttr(dim));
  if (isScan) {
    bool reverse = false;
    if (parser.parseKeyword("reverse") || parser.parseEqual())
      return failure();
    if (succeeded(parser.parseOptionalKeyword("true")))
      reverse = true;
    else if (parser.parseKeyword("false"))
      return failure();
    result.addAttribute("reverse", builder.getBoolAttr(reverse));
  }
  ArrayAttr identities;
  if (parser.parseKeyword("identities") || parser.parseEqual() ||
      parser.parseAttribute(identities))
    return failure();
  result.addAttribute("identities", identities);
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseTileTypeList(parser, operandTypes) || parser.parseArrow() ||
      parseTileTypeList(parser, resultTypes) ||
      parser.resolveOperands(operands, operandTypes, operandsLoc,
                             result.operands))
    return failure();
  result.addTypes(resultTypes);
  SmallVector<OpAsmParser::Argument> args;
  if (parseTileArgumentList(parser, args))
    return failure();
  return parser.parseRegion(*result.addRegion(), args);
}

static void printCombinerOp(OpAsmPrinter &printer, Operation *op, int32_t dim,
                            std::optional<bool> reverse, ArrayAttr identities,
                            Region &body) {
  printer << ' ' << op->getOperands() << " dim=" << dim;
  if (reverse)
    printer << " reverse=" << (*reverse ? "true" : "false");
  printer << " identities=";
  printer.printAttribute(identities);
  printer.printOptionalAttrDict(op->getAttrs(),
                                {"dim", "reverse", "identities"});
  printer << " : ";
  printTileTypeList(printer, op, op->getOperandTypes());
  printer << " -> ";
  printTileTypeList(printer, op, op->getResultTypes());
  printer.printNewline();
  printTileArgumentList(printer, body.front());
  printer << ' ';
  printer.printRegion(body, /*printEntryBlockArgs=*/false);
}

/// Checks what reduce and scan share: operand shapes, the dimension, the
/// identities and the combiner region.
static LogicalResult verifyCombiner(Operation *op, int32_t dim,
                                    ArrayAttr identities) {
  if (op->getNumOperands() == 0)
    return op->emitOpError("needs at least one operand");
  auto first = cast<TileType>(op->getOperand(0).getType());
  for (Type type : op->getOperandTypes())
    if (cast<TileType>(type).getShape() != first.getShape())
      return op->emitOpError("operands must all have one shape");
  if (first.getRank() == 0)
    return op->emitOpError("operands must have rank 1 or more");
  if (dim >= first.getRank())
    return op->emitOpError("dim ")
           << dim << " is out of range for rank " << first.getRank();
  if (identities.size() != op->getNumOperands())
    return op->emitOpError("needs one identity per operand, got ")
           << identities.size() << " for " << op->getNumOperands();
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(identities, op->getOperandTypes()))) {
    auto [identity, type] = pair;
    Type elementType = cast<TileType>(type).getElementType();
    auto typed = dyn_cast<TypedAttr>(identity);
    if (!typed || !isa<IntegerAttr, FloatAttr>(identity))
      return op->emitOpError("identity ")
             << i << " must be an integer or float attribute";
    Type identityType = typed.getType();
    // cuTile writes f16 identities for bf16 operands and vice versa.
    bool halfSwap = isa<Float16Type, BFloat16Type>(identityType) &&
                    isa<Float16Type, BFloat16Type>(elementType);
    if (identityType != elementType && !halfSwap)
      return op->emitOpError("identity ")
             << i << " has type " << identityType << " but operand " << i
             << " holds " << elementType;
  }
  return success();
}

static LogicalResult verifyCombinerRegion(Operation *op, Region &body) {
  Block &block = body.front();
  unsigned n = op->getNumOperands();
  if (block.getNumArguments() != 2 * n)
    return op->emitOpError("body must take ")
           << 2 * n << " arguments (element and accumulator per operand), got "
           << block.getNumArguments();
  SmallVector<Type> scalarTypes;
  for (Type type : op->getOperandTypes())
    scalarTypes.push_back(
        TileType::getScalar(cast<TileType>(type).getElementType()));
  for (auto [i, arg] : llvm::enumerate(block.getArguments()))
    if (arg.getType() != scalarTypes[i / 2])
      return op->emitOpError("body argument ")
             << i << " must be " << scalarTypes[i / 2] << ", got "
             << arg.getType();
  auto yield = dyn_cast<YieldOp>(block.back());
  if (!yield)
    return op->emitOpError("body must end in 'yield'");
  if (yield.getOperandTypes() != TypeRange(scalarTypes))
    return yield.emitOpError("must yield one rank-0 accumulator per operand");
  for (Operation &inner : block.without_terminator())
    if (!isMemoryEffectFree(&inner))
      return inner.emitOpError("has side effects; a ")
             << op->getName() << " body may only hold pure ops";
  return success();
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseCombinerOp(parser, result, /*isScan=*/false);
}

void ReduceOp::print(OpAsmPrinter &printer) {
  printCombinerOp(printer, *this, getDim(), std::nullopt, getIdentities(),
                  getBody());
}

LogicalResult ReduceOp::verify() {
  if (failed(verifyCombiner(*this, getDim(), getIdentities())))
    return failure();
  if (getResults().size() != getInputs().size())
    return emitOpError("needs one result per operand");
  for (auto [operand, result] : llvm::zip(getInputs(), getResults())) {
    auto type = cast<TileType>(operand.getType());
    SmallVector<int64_t> shape(type.getShape());
    shape.erase(shape.begin() + getDim());
    auto expected = TileType::get(shape, type.getElementType());
    if (result.getType() != expected)
      return emitOpError("result type ")
             << result.getType() << " should be " << expected
             << " (the operand without dimension " << getDim() << ")";
  }
  return success();
}

LogicalResult ReduceOp::verifyRegions() {
  return verifyCombinerRegion(*this, getBody());
}

//===----------------------------------------------------------------------===//
// ScanOp
//===----------------------------------------------------------------------===//

ParseResult ScanOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseCombinerOp(parser, result, /*isScan=*/true);
}

void ScanOp::print(OpAsmPrinter &printer) {
  printCombinerOp(printer, *this, getDim(), getReverse(), getIdentities(),
                  getBody());
}

LogicalResult ScanOp::verify() {
  if (failed(verifyCombiner(*this, getDim(), getIdentities())))
    return failure();
  if (getResultTypes() != getOperandTypes())
    return emitOpError("results must have the operand types");
  return success();
}

LogicalResult ScanOp::verifyRegions() {
  return verifyCombinerRegion(*this, getBody());
}
