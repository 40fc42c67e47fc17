//===- TileControlFlowOps.cpp - for, loop, if, terminators ----------------===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::tile;

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileControlFlowOps.cpp.inc"

/// Views are created where they are used: they may not be carried by loops or
/// returned from `if` (reference §3.8).
static LogicalResult verifyNoViews(Operation *op, TypeRange types,
                                   StringRef what) {
  for (Type type : types)
    if (isa<TensorViewType, TileViewTypeInterface>(type))
      return op->emitOpError() << what << " cannot be a view, got " << type;
  return success();
}

/// Checks that a terminator passes values of the expected types.
static LogicalResult verifyTerminatorTypes(Operation *terminator,
                                           TypeRange expected,
                                           StringRef target) {
  TypeRange actual = terminator->getOperandTypes();
  if (actual.size() != expected.size())
    return terminator->emitOpError()
           << "passes " << actual.size() << " values but " << target
           << " expects " << expected.size();
  for (auto [i, pair] : llvm::enumerate(llvm::zip(actual, expected)))
    if (std::get<0>(pair) != std::get<1>(pair))
      return terminator->emitOpError()
             << "value " << i << " has type " << std::get<0>(pair) << " but "
             << target << " expects " << std::get<1>(pair);
  return success();
}

/// Parses `iter_values(%a = %x, ...)` into region arguments and operands.
static ParseResult
parseIterValues(OpAsmParser &parser,
                SmallVectorImpl<OpAsmParser::Argument> &regionArgs,
                SmallVectorImpl<OpAsmParser::UnresolvedOperand> &inits) {
  return parser.parseCommaSeparatedList(
      OpAsmParser::Delimiter::Paren, [&]() -> ParseResult {
        OpAsmParser::Argument arg;
        OpAsmParser::UnresolvedOperand init;
        if (parser.parseArgument(arg) || parser.parseEqual() ||
            parser.parseOperand(init))
          return failure();
        regionArgs.push_back(arg);
        inits.push_back(init);
        return success();
      });
}

static void printIterValues(OpAsmPrinter &printer, ValueRange regionArgs,
                            ValueRange inits) {
  printer << "iter_values(";
  llvm::interleaveComma(llvm::zip(regionArgs, inits), printer, [&](auto pair) {
    printer << std::get<0>(pair) << " = " << std::get<1>(pair);
  });
  printer << ')';
}

static ParseResult parseTypeList(OpAsmParser &parser,
                                 SmallVectorImpl<Type> &types) {
  if (succeeded(parser.parseOptionalLParen())) {
    if (succeeded(parser.parseOptionalRParen()))
      return success();
    if (parseTileTypeList(parser, types) || parser.parseRParen())
      return failure();
    return success();
  }
  return parseTileTypeList(parser, types);
}

//===----------------------------------------------------------------------===//
// ForOp
//===----------------------------------------------------------------------===//

ParseResult ForOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalKeyword("unsigned")))
    result.addAttribute(getUnsignedCmpAttrName(result.name),
                        parser.getBuilder().getUnitAttr());
  OpAsmParser::Argument iv;
  OpAsmParser::UnresolvedOperand lb, ub, step;
  Type ivType;
  if (parser.parseArgument(iv) || parser.parseKeyword("in") ||
      parser.parseLParen() || parser.parseOperand(lb) ||
      parser.parseKeyword("to") || parser.parseOperand(ub) ||
      parser.parseComma() || parser.parseKeyword("step") ||
      parser.parseOperand(step) || parser.parseRParen() ||
      parser.parseColon() || parseTileIRType(parser, ivType))
    return failure();
  iv.type = ivType;

  SmallVector<OpAsmParser::Argument> regionArgs{iv};
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> resultTypes;
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    if (parseIterValues(parser, regionArgs, inits) || parser.parseArrow() ||
        parseTypeList(parser, resultTypes))
      return failure();
    if (resultTypes.size() != inits.size())
      return parser.emitError(parser.getNameLoc(), "has ")
             << inits.size() << " iter_values but " << resultTypes.size()
             << " result types";
    for (auto [arg, type] :
         llvm::zip(llvm::drop_begin(regionArgs), resultTypes))
      arg.type = type;
  }
  if (parser.resolveOperands({lb, ub, step}, ivType, result.operands) ||
      parser.resolveOperands(inits, resultTypes, parser.getNameLoc(),
                             result.operands))
    return failure();
  result.addTypes(resultTypes);
  if (parser.parseRegion(*result.addRegion(), regionArgs) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  return success();
}

void ForOp::print(OpAsmPrinter &printer) {
  if (getUnsignedCmp())
    printer << " unsigned";
  printer << ' ' << getInductionVar() << " in (" << getLowerBound() << " to "
          << getUpperBound() << ", step " << getStep() << ") : ";
  printTileIRType(printer, getLowerBound().getType());
  if (!getInitValues().empty()) {
    printer << ' ';
    printIterValues(printer, getRegionIterValues(), getInitValues());
    printer << " -> (";
    printTileTypeList(printer, *this, getResultTypes());
    printer << ')';
  }
  printer << ' ';
  printer.printRegion(getRegion(), /*printEntryBlockArgs=*/false);
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                           {getUnsignedCmpAttrName()});
}

LogicalResult ForOp::verify() {
  Type ivType = getLowerBound().getType();
  if (getUpperBound().getType() != ivType || getStep().getType() != ivType)
    return emitOpError("lower bound, upper bound and step must have one type");
  if (getInitValues().getTypes() != getResultTypes())
    return emitOpError("iter_values types must equal the result types");
  return verifyNoViews(*this, getResultTypes(), "a loop-carried value");
}

LogicalResult ForOp::verifyRegions() {
  Block *body = getBody();
  if (body->getNumArguments() != 1 + getInitValues().size())
    return emitOpError("body must take the induction variable and ")
           << getInitValues().size() << " iteration values";
  if (body->getArgument(0).getType() != getLowerBound().getType())
    return emitOpError("induction variable must have the bounds' type");
  for (auto [arg, init] : llvm::zip(getRegionIterValues(), getInitValues()))
    if (arg.getType() != init.getType())
      return emitOpError("iteration value type ")
             << arg.getType() << " differs from its initial value's "
             << init.getType();
  if (body->empty() || !isa<ContinueOp>(body->back()))
    return emitOpError("body must end in 'continue'");
  return success();
}

/// Reads a rank-0 integer constant.
static std::optional<APInt> getConstantScalar(Value value) {
  DenseElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || !attr.isSplat() ||
      !isa<IntegerType>(attr.getElementType()))
    return std::nullopt;
  return attr.getSplatValue<APInt>();
}

namespace {
/// A for whose constant bounds give no iteration yields its initial values.
struct RemoveZeroTripFor : public OpRewritePattern<ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ForOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> lb = getConstantScalar(op.getLowerBound());
    std::optional<APInt> ub = getConstantScalar(op.getUpperBound());
    if (!lb || !ub)
      return failure();
    bool empty = op.getUnsignedCmp() ? lb->uge(*ub) : lb->sge(*ub);
    if (!empty)
      return failure();
    rewriter.replaceOp(op, op.getInitValues());
    return success();
  }
};
/// Partition views made in a for's body from a tensor view defined outside
/// it move out: the body then loads from loop-invariant views, which the
/// pipeliners (tile-pipeline-mma-shared, -loads) and the plan's ring pricing
/// require. cuTile's 13.1 bytecode makes its partition views inside the K
/// loop. (A tensor view stays: its extents are checked where it is made,
/// which a loop that never runs must not start doing.)
struct HoistInvariantViews : public OpRewritePattern<ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ForOp op,
                                PatternRewriter &rewriter) const override {
    Region &body = op.getRegion();
    bool changed = false;
    for (Operation &inner :
         llvm::make_early_inc_range(op.getBody()->without_terminator())) {
      auto view = dyn_cast<MakePartitionViewOp>(inner);
      if (!view || body.isAncestor(view.getTensorView().getParentRegion()))
        continue;
      rewriter.moveOpBefore(&inner, op);
      changed = true;
    }
    return success(changed);
  }
};
} // namespace

void ForOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *context) {
  results.add<RemoveZeroTripFor, HoistInvariantViews>(context);
}

//===----------------------------------------------------------------------===//
// LoopOp
//===----------------------------------------------------------------------===//

ParseResult LoopOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::Argument> regionArgs;
  SmallVector<OpAsmParser::UnresolvedOperand> inits;
  SmallVector<Type> iterTypes, resultTypes;
  if (succeeded(parser.parseOptionalKeyword("iter_values"))) {
    if (parseIterValues(parser, regionArgs, inits) || parser.parseColon() ||
        parseTypeList(parser, iterTypes))
      return failure();
    if (iterTypes.size() != inits.size())
      return parser.emitError(parser.getNameLoc(), "has ")
             << inits.size() << " iter_values but " << iterTypes.size()
             << " types";
    for (auto [arg, type] : llvm::zip(regionArgs, iterTypes))
      arg.type = type;
  }
  if (succeeded(parser.parseOptionalArrow()) &&
      parseTypeList(parser, resultTypes))
    return failure();
  if (parser.resolveOperands(inits, iterTypes, parser.getNameLoc(),
                             result.operands))
    return failure();
  result.addTypes(resultTypes);
  if (parser.parseRegion(*result.addRegion(), regionArgs) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  return success();
}

void LoopOp::print(OpAsmPrinter &printer) {
  if (!getInitValues().empty()) {
    printer << ' ';
    printIterValues(printer, getBody()->getArguments(), getInitValues());
    printer << " : ";
    printTileTypeList(printer, *this, getInitValues().getTypes());
  }
  if (!getResults().empty()) {
    printer << " -> ";
    printTileTypeList(printer, *this, getResultTypes());
  }
  printer << ' ';
  printer.printRegion(getRegion(), /*printEntryBlockArgs=*/false);
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs());
}

LogicalResult LoopOp::verify() {
  if (failed(verifyNoViews(*this, getInitValues().getTypes(),
                           "a loop-carried value")))
    return failure();
  return verifyNoViews(*this, getResultTypes(), "a loop result");
}

LogicalResult LoopOp::verifyRegions() {
  Block *body = getBody();
  if (body->getArgumentTypes() != getInitValues().getTypes())
    return emitOpError("body arguments must match the iter_values types");
  if (body->empty() || !isa<ContinueOp, BreakOp>(body->back()))
    return emitOpError("body must end in 'continue' or 'break'");
  return success();
}

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

/// Appends the implicit empty `yield` to a branch that has no terminator.
static void ensureYield(OpBuilder &builder, Location loc, Region &region) {
  if (region.empty())
    return;
  Block &block = region.front();
  if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
    return;
  builder.setInsertionPointToEnd(&block);
  YieldOp::create(builder, loc);
}

/// An empty `yield` is implicit in text.
static bool endsInEmptyYield(Region &region) {
  if (region.empty() || region.front().empty())
    return false;
  auto yield = dyn_cast<YieldOp>(region.front().back());
  return yield && yield.getOperands().empty();
}

ParseResult IfOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand cond;
  SmallVector<Type> resultTypes;
  Type i1Tile = TileType::getScalar(parser.getBuilder().getI1Type());
  if (parser.parseOperand(cond) ||
      parser.resolveOperand(cond, i1Tile, result.operands))
    return failure();
  if (succeeded(parser.parseOptionalArrow()) &&
      parseTypeList(parser, resultTypes))
    return failure();
  result.addTypes(resultTypes);
  Region *thenRegion = result.addRegion();
  Region *elseRegion = result.addRegion();
  if (parser.parseRegion(*thenRegion, {}))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("else")) &&
      parser.parseRegion(*elseRegion, {}))
    return failure();
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  OpBuilder builder(parser.getContext());
  Location loc = parser.getEncodedSourceLoc(parser.getNameLoc());
  if (thenRegion->empty())
    thenRegion->emplaceBlock();
  ensureYield(builder, loc, *thenRegion);
  ensureYield(builder, loc, *elseRegion);
  return success();
}

void IfOp::print(OpAsmPrinter &printer) {
  printer << ' ' << getCondition();
  if (!getResults().empty()) {
    printer << " -> (";
    printTileTypeList(printer, *this, getResultTypes());
    printer << ')';
  }
  printer << ' ';
  printer.printRegion(
      getThenRegion(), /*printEntryBlockArgs=*/false,
      /*printBlockTerminators=*/!endsInEmptyYield(getThenRegion()));
  Region &elseRegion = getElseRegion();
  if (!elseRegion.empty() &&
      !(endsInEmptyYield(elseRegion) &&
        elseRegion.front().getOperations().size() == 1)) {
    printer << " else ";
    printer.printRegion(
        elseRegion, /*printEntryBlockArgs=*/false,
        /*printBlockTerminators=*/!endsInEmptyYield(elseRegion));
  }
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs());
}

LogicalResult IfOp::verify() {
  if (!getResults().empty() && getElseRegion().empty())
    return emitOpError("with results needs an else branch");
  return verifyNoViews(*this, getResultTypes(), "an if result");
}

LogicalResult IfOp::verifyRegions() {
  for (Region *region : {&getThenRegion(), &getElseRegion()}) {
    if (region->empty())
      continue;
    Block &block = region->front();
    if (block.empty() ||
        !isa<YieldOp, ContinueOp, BreakOp, ReturnOp>(block.back()))
      return emitOpError("branches must end in yield, continue, break or "
                         "return");
    if (auto yield = dyn_cast<YieldOp>(block.back()))
      if (failed(verifyTerminatorTypes(yield, getResultTypes(), "the if")))
        return failure();
  }
  return success();
}

namespace {
/// An if on a constant condition becomes the branch it takes, when that
/// branch ends in `yield` (a branch ending in continue/break/return transfers
/// control and stays as it is).
struct FoldConstantIf : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> cond = getConstantScalar(op.getCondition());
    if (!cond)
      return failure();
    Region &taken = cond->isZero() ? op.getElseRegion() : op.getThenRegion();
    if (taken.empty()) {
      // Only an if without results may lack an else branch.
      rewriter.eraseOp(op);
      return success();
    }
    Block &block = taken.front();
    auto yield = dyn_cast<YieldOp>(block.getTerminator());
    if (!yield)
      return failure();
    SmallVector<Value> results(yield.getOperands());
    rewriter.eraseOp(yield);
    rewriter.inlineBlockBefore(&block, op);
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

void IfOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                       MLIRContext *context) {
  results.add<FoldConstantIf>(context);
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

LogicalResult YieldOp::verify() {
  Operation *parent = (*this)->getParentOp();
  if (!isa_and_nonnull<IfOp, ReduceOp, ScanOp>(parent))
    return emitOpError("must end an if branch or a reduce/scan body");
  return success();
}

/// Finds the loop a continue/break belongs to: the nearest for/loop, reached
/// through `if`s only.
static Operation *findEnclosingLoop(Operation *terminator) {
  for (Operation *parent = terminator->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (isa<ForOp, LoopOp>(parent))
      return parent;
    if (!isa<IfOp>(parent))
      return nullptr;
  }
  return nullptr;
}

LogicalResult ContinueOp::verify() {
  Operation *loop = findEnclosingLoop(*this);
  if (!loop)
    return emitOpError("must be inside a 'for' or 'loop', possibly within "
                       "'if's");
  // A for carries its result types; a loop its iter_values types.
  if (auto forOp = dyn_cast<ForOp>(loop))
    return verifyTerminatorTypes(*this, forOp.getResultTypes(),
                                 "the next iteration");
  return verifyTerminatorTypes(*this,
                               cast<LoopOp>(loop).getInitValues().getTypes(),
                               "the next iteration");
}

LogicalResult BreakOp::verify() {
  Operation *loop = findEnclosingLoop(*this);
  if (!loop)
    return emitOpError("must be inside a 'loop', possibly within 'if's");
  if (isa<ForOp>(loop))
    return emitOpError("cannot leave a 'for'; only a 'loop' has 'break'");
  return verifyTerminatorTypes(*this, loop->getResultTypes(),
                               "the loop result");
}
