//===- TileToGPUControlFlow.cpp - kernel structure and control flow -------===//
//
// entry -> llvm.func kernel; for -> scf.for; if -> scf.if; loop, break,
// continue and return anywhere the verifier allows them; get_global.
//
// Structured control flow stays structured: an `if` whose branches end in
// `yield` becomes scf.if, a `for` whose body ends in its only `continue`
// becomes scf.for. Early exits (a continue, break or return nested in ifs)
// leave their regions, which scf cannot express, so those pieces become
// blocks and branches (cf), held together where scf needs one block:
//
//   loop      -> scf.execute_region { ^entry: cf.br ^header(inits)
//                                     ^header(iters): body }
//                continue -> cf.br ^header(next), break -> scf.yield results
//   for       -> scf.for { scf.execute_region { body } ; scf.yield }
//   (only when a continue sits inside an if; it becomes scf.yield)
//   if        -> cf.cond_br into the inlined branches, yield -> cf.br to a
//                continuation block whose arguments are the if's results
//   (only when a branch holds a continue, break or return)
//   return    -> llvm.return, wherever it is
//
// The pieces are converted parent first (the conversion walks in
// pre-order), so a loop records where its continues branch to before they
// are converted, and an if is already flattened into its parent's blocks
// when its nested exits are.
//
// Every branch is on a rank-0 value, which every thread holds: all threads
// of a block take the same path, so barriers inside loops and ifs (data
// movement, print, assert) stay uniform.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>

using namespace mlir;
using namespace mlir::tile;

namespace {

/// Terminators that leave a flattened region, and the block each branches
/// to. Shared by the patterns of one entry; filled by the pattern of the
/// enclosing op before the terminator's own pattern runs.
struct BranchTargets {
  llvm::DenseMap<Operation *, Block *> blocks;
};
using SharedTargets = std::shared_ptr<BranchTargets>;

/// The for/loop a continue or break belongs to: the nearest one, reached
/// through ifs only (the verifier guarantees it exists).
Operation *getOwningLoop(Operation *terminator) {
  for (Operation *parent = terminator->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (isa<ForOp, LoopOp>(parent))
      return parent;
    if (!isa<IfOp>(parent))
      return nullptr;
  }
  return nullptr;
}

/// Whether a branch of `op` (or of an if nested in it) ends in continue,
/// break or return: control leaves the if other than through its results.
bool hasEarlyExit(IfOp op) {
  for (Region *region : {&op.getThenRegion(), &op.getElseRegion()}) {
    for (Block &block : *region) {
      if (isa<ContinueOp, BreakOp, ReturnOp>(block.getTerminator()))
        return true;
      for (auto nested : block.getOps<IfOp>())
        if (hasEarlyExit(nested))
          return true;
    }
  }
  return false;
}

/// Whether a for body has a continue inside an if (not only at its end).
bool hasNestedContinue(ForOp op) {
  for (auto nested : op.getBody()->getOps<IfOp>())
    if (hasEarlyExit(nested))
      return true;
  return false;
}

/// tile.entry -> llvm.func kernel with the entry's parameters, in order.
struct EntryLowering : OpConversionPattern<EntryOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(EntryOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    ArrayRef<Type> inputs = op.getArgumentTypes();
    TypeConverter::SignatureConversion signature(inputs.size());
    for (auto [index, type] : llvm::enumerate(inputs)) {
      Type converted = converter.convertType(type);
      if (!converted)
        return rewriter.notifyMatchFailure(op, "parameter type");
      signature.addInputs(index, converted);
    }
    MLIRContext *context = op.getContext();
    auto functionType = LLVM::LLVMFunctionType::get(
        LLVM::LLVMVoidType::get(context), signature.getConvertedTypes());
    auto func = LLVM::LLVMFuncOp::create(rewriter, op.getLoc(), op.getSymName(),
                                         functionType);
    func->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(),
                  rewriter.getUnitAttr());
    func->setAttr(NVVM::NVVMDialect::getReqntidAttrName(),
                  rewriter.getDenseI32ArrayAttr(
                      {int32_t(converter.getLaunchThreads()), 1, 1}));
    // The plan's occupancy (the hint, or what the registers allow): ptxas
    // keeps that many blocks resident per SM (.minnctapersm).
    if (auto plan = op->getAttrOfType<DictionaryAttr>("tile.plan"))
      if (auto occupancy = plan.getAs<IntegerAttr>("occupancy"))
        if (occupancy.getInt() > 1)
          func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                        rewriter.getI32IntegerAttr(occupancy.getInt()));
    rewriter.inlineRegionBefore(op.getBody(), func.getBody(), func.end());
    FailureOr<Block *> body =
        rewriter.convertRegionTypes(&func.getBody(), converter, &signature);
    if (failed(body))
      return failure();
    if (converter.getAllocaHeap().first) {
      rewriter.setInsertionPointToStart(*body);
      emitAllocaHeapAcquire(rewriter, op.getLoc(), converter);
    }
    if (converter.getTmaMaps().count > 0) {
      rewriter.setInsertionPointToStart(*body);
      emitTmaTableAcquire(rewriter, op.getLoc(), converter);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// return -> llvm.return: at the end of the entry or, inside ifs, an early
/// exit of the whole block of threads (the ifs are flattened into the
/// function's blocks by then).
struct ReturnLowering : OpConversionPattern<ReturnOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    if (converter.getAllocaHeap().first)
      emitAllocaHeapRelease(rewriter, op.getLoc(), converter);
    if (converter.getTmaMaps().count > 0)
      emitTmaTableRelease(rewriter, op.getLoc(), converter);
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, ValueRange());
    return success();
  }
};

/// tile.for -> scf.for over the same integer type; the bounds compare
/// signed unless `unsigned` is set, as in scf.for. A body with a continue
/// inside an if runs in an scf.execute_region whose blocks may branch; every
/// continue then yields the next iteration values from it.
struct ForLowering : OpConversionPattern<ForOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ForOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto loop = scf::ForOp::create(
        rewriter, loc, adaptor.getLowerBound(), adaptor.getUpperBound(),
        adaptor.getStep(), adaptor.getInitValues(),
        /*bodyBuilder=*/nullptr, op.getUnsignedCmp());
    if (!hasNestedContinue(op)) {
      // Replace the default body with the tile body, then convert its block
      // argument types.
      rewriter.eraseBlock(loop.getBody());
      rewriter.inlineRegionBefore(op.getRegion(), loop.getRegion(),
                                  loop.getRegion().end());
      if (failed(rewriter.convertRegionTypes(&loop.getRegion(),
                                             *getTypeConverter())))
        return failure();
      rewriter.replaceOp(op, loop.getResults());
      return success();
    }
    FailureOr<Block *> body =
        rewriter.convertRegionTypes(&op.getRegion(), *getTypeConverter());
    if (failed(body))
      return failure();
    Block *loopBody = loop.getBody();
    if (!loopBody->empty()) // the implicit scf.yield of a loop without values
      rewriter.eraseOp(&loopBody->back());
    rewriter.setInsertionPointToEnd(loopBody);
    auto region =
        scf::ExecuteRegionOp::create(rewriter, loc, loop.getResultTypes());
    Block *entry = rewriter.createBlock(&region.getRegion());
    rewriter.mergeBlocks(*body, entry, loopBody->getArguments());
    rewriter.setInsertionPointToEnd(loopBody);
    scf::YieldOp::create(rewriter, loc, region.getResults());
    rewriter.replaceOp(op, loop.getResults());
    return success();
  }
};

/// tile.loop -> the body as blocks in an scf.execute_region: an entry block
/// branches to the body's first block (the header) with the initial values;
/// every continue of this loop branches back to the header, every break
/// yields the loop's results from the region.
struct LoopLowering : OpConversionPattern<LoopOp> {
  LoopLowering(const TypeConverter &converter, MLIRContext *context,
               SharedTargets targets)
      : OpConversionPattern(converter, context), targets(std::move(targets)) {}

  LogicalResult
  matchAndRewrite(LoopOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Type> resultTypes;
    if (failed(
            getTypeConverter()->convertTypes(op.getResultTypes(), resultTypes)))
      return failure();
    FailureOr<Block *> header =
        rewriter.convertRegionTypes(&op.getRegion(), *getTypeConverter());
    if (failed(header))
      return failure();
    op.getRegion().walk([&](ContinueOp next) {
      if (getOwningLoop(next) == op.getOperation())
        targets->blocks[next] = *header;
    });
    auto region = scf::ExecuteRegionOp::create(rewriter, loc, resultTypes);
    Block *entry = rewriter.createBlock(&region.getRegion());
    rewriter.inlineRegionBefore(op.getRegion(), region.getRegion(),
                                region.getRegion().end());
    rewriter.setInsertionPointToEnd(entry);
    cf::BranchOp::create(rewriter, loc, *header, adaptor.getInitValues());
    rewriter.replaceOp(op, region.getResults());
    return success();
  }

private:
  SharedTargets targets;
};

/// tile.if -> scf.if, or, when a branch leaves through continue, break or
/// return, a cf.cond_br into the inlined branches with a continuation block
/// that takes the results (the yields branch there).
struct IfLowering : OpConversionPattern<IfOp> {
  IfLowering(const TypeConverter &converter, MLIRContext *context,
             SharedTargets targets)
      : OpConversionPattern(converter, context), targets(std::move(targets)) {}

  LogicalResult
  matchAndRewrite(IfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(
            getTypeConverter()->convertTypes(op.getResultTypes(), resultTypes)))
      return failure();
    if (hasEarlyExit(op))
      return flatten(op, adaptor, resultTypes, rewriter);
    auto branch = scf::IfOp::create(rewriter, op.getLoc(), resultTypes,
                                    adaptor.getCondition(),
                                    /*addThenBlock=*/false,
                                    /*addElseBlock=*/false);
    rewriter.inlineRegionBefore(op.getThenRegion(), branch.getThenRegion(),
                                branch.getThenRegion().end());
    if (!op.getElseRegion().empty()) {
      rewriter.inlineRegionBefore(op.getElseRegion(), branch.getElseRegion(),
                                  branch.getElseRegion().end());
    } else {
      // scf.if without results may omit the else block.
      Block *block = rewriter.createBlock(&branch.getElseRegion());
      rewriter.setInsertionPointToEnd(block);
      scf::YieldOp::create(rewriter, op.getLoc());
    }
    rewriter.replaceOp(op, branch.getResults());
    return success();
  }

private:
  /// The parent region is a CFG region here: the kernel's body or the
  /// execute_region of a loop (or of a for body with early continues), or
  /// the blocks of an enclosing flattened if, since every if between an
  /// exit and its target is flattened.
  LogicalResult flatten(IfOp op, OpAdaptor adaptor, TypeRange resultTypes,
                        ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    Block *before = op->getBlock();
    Block *rest = rewriter.splitBlock(before, std::next(op->getIterator()));
    SmallVector<Location> locs(resultTypes.size(), loc);
    Block *after = rewriter.createBlock(rest, resultTypes, locs);
    rewriter.mergeBlocks(rest, after);
    auto inlineBranch = [&](Region &region) -> Block * {
      if (region.empty())
        return after;
      Block *first = &region.front();
      if (auto yield = dyn_cast<YieldOp>(first->getTerminator()))
        targets->blocks[yield] = after;
      rewriter.inlineRegionBefore(region, after);
      return first;
    };
    Block *thenBlock = inlineBranch(op.getThenRegion());
    Block *elseBlock = inlineBranch(op.getElseRegion());
    rewriter.setInsertionPointToEnd(before);
    cf::CondBranchOp::create(rewriter, loc, adaptor.getCondition(), thenBlock,
                             ValueRange(), elseBlock, ValueRange());
    rewriter.replaceOp(op, after->getArguments());
    return success();
  }

  SharedTargets targets;
};

/// yield and continue: a branch when a flattened region records a target
/// for them, else scf.yield (of an scf.if, an scf.for or the
/// execute_region of a for body).
template <typename TileTerminator>
struct TerminatorLowering : OpConversionPattern<TileTerminator> {
  TerminatorLowering(const TypeConverter &converter, MLIRContext *context,
                     SharedTargets targets)
      : OpConversionPattern<TileTerminator>(converter, context),
        targets(std::move(targets)) {}

  LogicalResult
  matchAndRewrite(TileTerminator op, typename TileTerminator::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (Block *target = targets->blocks.lookup(op)) {
      rewriter.replaceOpWithNewOp<cf::BranchOp>(op, target,
                                                adaptor.getOperands());
      return success();
    }
    rewriter.replaceOpWithNewOp<scf::YieldOp>(op, adaptor.getOperands());
    return success();
  }

private:
  SharedTargets targets;
};

/// break -> scf.yield of its loop's execute_region (the ifs between are
/// flattened into the region's blocks by then).
struct BreakLowering : OpConversionPattern<BreakOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BreakOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<scf::YieldOp>(op, adaptor.getOperands());
    return success();
  }
};

/// get_global -> the address of the LLVM global that the pass makes of the
/// tile.global of that name (TileToGPU.cpp).
struct GetGlobalLowering : OpConversionPattern<GetGlobalOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(GetGlobalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::AddressOfOp>(
        op, LLVM::LLVMPointerType::get(op.getContext(), /*addressSpace=*/1),
        op.getName());
    return success();
  }
};

} // namespace

void mlir::tile::populateTileStructurePatterns(TileTypeConverter &converter,
                                               RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  auto targets = std::make_shared<BranchTargets>();
  patterns.add<EntryLowering, ReturnLowering, ForLowering, BreakLowering,
               GetGlobalLowering>(converter, context);
  patterns.add<LoopLowering, IfLowering, TerminatorLowering<YieldOp>,
               TerminatorLowering<ContinueOp>>(converter, context, targets);
}
