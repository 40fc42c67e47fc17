//===- TileStructureOps.cpp - module, entry, globals ----------------------===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::tile;

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileStructureOps.cpp.inc"

//===----------------------------------------------------------------------===//
// ModuleOp
//===----------------------------------------------------------------------===//

void TileModuleOp::build(OpBuilder &builder, OperationState &state,
                         StringRef name) {
  state.addAttribute(getSymNameAttrName(state.name),
                     builder.getStringAttr(name));
  Region *body = state.addRegion();
  body->emplaceBlock();
}

RegionKind TileModuleOp::getRegionKind(unsigned) { return RegionKind::Graph; }

LogicalResult TileModuleOp::verify() {
  for (Operation &op : *getBodyBlock())
    if (!isa<EntryOp, GlobalOp>(op))
      return op.emitOpError("cannot appear directly in a tile.module: a "
                            "module holds only 'entry' kernels and 'global' "
                            "allocations");
  return success();
}

//===----------------------------------------------------------------------===//
// EntryOp
//===----------------------------------------------------------------------===//

void EntryOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                    FunctionType type) {
  state.addAttribute(getSymNameAttrName(state.name),
                     builder.getStringAttr(name));
  state.addAttribute(getFunctionTypeAttrName(state.name), TypeAttr::get(type));
  Region *body = state.addRegion();
  Block &block = body->emplaceBlock();
  for (Type input : type.getInputs())
    block.addArgument(input, state.location);
}

ParseResult EntryOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes))
    return failure();

  SmallVector<OpAsmParser::Argument> args;
  if (parseTileArgumentList(parser, args, /*allowAttrs=*/true))
    return failure();

  SmallVector<Type> argTypes;
  bool anyArgAttrs = false;
  for (OpAsmParser::Argument &arg : args) {
    argTypes.push_back(arg.type);
    anyArgAttrs |= arg.attrs && !arg.attrs.empty();
  }
  result.addAttribute(getFunctionTypeAttrName(result.name),
                      TypeAttr::get(parser.getBuilder().getFunctionType(
                          argTypes, /*results=*/{})));
  if (anyArgAttrs) {
    SmallVector<Attribute> argAttrs;
    for (OpAsmParser::Argument &arg : args)
      argAttrs.push_back(arg.attrs ? Attribute(arg.attrs)
                                   : parser.getBuilder().getDictionaryAttr({}));
    result.addAttribute(getArgAttrsAttrName(result.name),
                        parser.getBuilder().getArrayAttr(argAttrs));
  }

  if (succeeded(parser.parseOptionalKeyword("optimization_hints"))) {
    if (parser.parseEqual())
      return failure();
    Attribute hints = OptimizationHintsAttr::parse(parser, Type());
    if (!hints)
      return failure();
    result.addAttribute(getOptimizationHintsAttrName(result.name), hints);
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  return parser.parseRegion(*result.addRegion(), args);
}

void EntryOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printSymbolName(getSymName());
  printer << '(';
  ArrayAttr argAttrs = getArgAttrsAttr();
  for (auto [i, arg] : llvm::enumerate(getBody().getArguments())) {
    if (i)
      printer << ", ";
    printer.printOperand(arg);
    printer << ": ";
    printTileIRType(printer, arg.getType());
    if (argAttrs && i < argAttrs.size())
      if (auto dict = dyn_cast<DictionaryAttr>(argAttrs[i]);
          dict && !dict.empty())
        printer.printOptionalAttrDict(dict.getValue());
  }
  printer << ')';
  if (OptimizationHintsAttr hints = getOptimizationHintsAttr()) {
    printer << " optimization_hints=";
    hints.print(printer);
  }
  printer.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {getSymNameAttrName(), getFunctionTypeAttrName(), getArgAttrsAttrName(),
       getResAttrsAttrName(), getOptimizationHintsAttrName()});
  printer << ' ';
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                      /*printBlockTerminators=*/true);
}

LogicalResult EntryOp::verify() {
  FunctionType type = getFunctionType();
  if (type.getNumResults() != 0)
    return emitOpError("kernels return nothing, but the function type has ")
           << type.getNumResults() << " results";
  for (auto [i, input] : llvm::enumerate(type.getInputs())) {
    auto tile = dyn_cast<TileType>(input);
    bool ok =
        (tile && tile.getRank() == 0) || isa<TokenType, TensorViewType>(input);
    if (!ok)
      return emitOpError("parameter ")
             << i << " must be a rank-0 tile, a token or a tensor_view, got "
             << input;
  }
  if (ArrayAttr argAttrs = getArgAttrsAttr())
    if (argAttrs.size() != type.getNumInputs())
      return emitOpError("has ")
             << argAttrs.size() << " argument attribute dictionaries for "
             << type.getNumInputs() << " parameters";
  // Hints are not checked here (TileHints.h).
  return success();
}

LogicalResult EntryOp::verifyRegions() {
  Block &body = getBody().front();
  FunctionType type = getFunctionType();
  if (body.getNumArguments() != type.getNumInputs())
    return emitOpError("body has ")
           << body.getNumArguments() << " arguments for " << type.getNumInputs()
           << " parameters";
  for (auto [arg, input] : llvm::zip(body.getArgumentTypes(), type.getInputs()))
    if (arg != input)
      return emitOpError("body argument type ")
             << arg << " differs from the parameter type " << input;
  if (body.empty() || !isa<ReturnOp>(body.back()))
    return emitOpError("body must end in 'return'");
  return success();
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  if (!getOperands().empty())
    return emitOpError("kernels return no values, got ")
           << getOperands().size();
  // Walk up: only `if`s may stand between a return and its entry.
  for (Operation *parent = (*this)->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (isa<EntryOp>(parent))
      return success();
    if (!isa<IfOp>(parent))
      return emitOpError("must be in an entry, possibly inside 'if's, but is "
                         "inside '")
             << parent->getName() << "'";
  }
  return emitOpError("must be inside an entry");
}

//===----------------------------------------------------------------------===//
// GlobalOp
//===----------------------------------------------------------------------===//

TileType GlobalOp::getValueType() {
  ShapedType type = getValue().getShapedType();
  return TileType::get(type.getShape(), type.getElementType());
}

ParseResult GlobalOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  if (succeeded(parser.parseOptionalKeyword("private")))
    result.addAttribute(
        getSymbolVisibilityAttrName(result.name),
        SymbolVisibilityAttr::get(ctx, SymbolVisibility::Private));
  else
    (void)parser.parseOptionalKeyword("public");
  if (succeeded(parser.parseOptionalKeyword("constant")))
    result.addAttribute(getConstantAttrName(result.name), UnitAttr::get(ctx));
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("alignment"))) {
    int64_t alignment;
    if (parser.parseEqual() || parser.parseInteger(alignment))
      return failure();
    result.addAttribute(getAlignmentAttrName(result.name),
                        parser.getBuilder().getI64IntegerAttr(alignment));
  }
  DenseElementsAttr value;
  TileType type;
  if (parseTileLiteralAndType(parser, result.attributes, value, type))
    return failure();
  result.addAttribute(getValueAttrName(result.name), value);
  return success();
}

void GlobalOp::print(OpAsmPrinter &printer) {
  if (isDevicePrivate())
    printer << " private";
  if (getConstant())
    printer << " constant";
  printer << ' ';
  printer.printSymbolName(getSymName());
  if (getAlignment() != 0)
    printer << " alignment = " << getAlignment();
  printer << ' ';
  printTileLiteral(printer, getValue());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getSymNameAttrName(), getValueAttrName(),
                                 getAlignmentAttrName(), getConstantAttrName(),
                                 getSymbolVisibilityAttrName()});
  printer << " : ";
  printTileIRType(printer, getValueType());
}

LogicalResult GlobalOp::verify() {
  auto value = dyn_cast<DenseElementsAttr>(getValue());
  if (!value)
    return emitOpError("value must be a dense elements attribute");
  if (value.getType().getRank() != 1)
    return emitOpError("value must be rank 1, got rank ")
           << value.getType().getRank();
  if (failed(TileType::verify([&] { return emitOpError(); },
                              value.getType().getShape(),
                              value.getElementType())))
    return failure();
  if (!isNumberElement(value.getElementType()))
    return emitOpError("value elements must be numbers");
  int64_t alignment = getAlignment();
  if (alignment < 0 || (alignment != 0 && !llvm::isPowerOf2_64(alignment)))
    return emitOpError("alignment must be 0 or a power of two, got ")
           << alignment;
  return success();
}

//===----------------------------------------------------------------------===//
// GetGlobalOp
//===----------------------------------------------------------------------===//

LogicalResult
GetGlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto global =
      symbolTable.lookupNearestSymbolFrom<GlobalOp>(*this, getNameAttr());
  if (!global)
    return emitOpError("'") << getName() << "' does not name a tile.global";
  auto pointer = dyn_cast<PointerType>(getResult().getType().getElementType());
  if (!pointer)
    return emitOpError("result must be a pointer tile");
  Type pointee = pointer.getPointeeType();
  Type elementType = global.getValueType().getElementType();
  if (pointee != elementType)
    return emitOpError("result points to ")
           << pointee << " but the global holds " << elementType;
  return success();
}
