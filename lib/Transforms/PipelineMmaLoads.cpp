//===- PipelineMmaLoads.cpp - load a loop's mma operands ahead ------------===//
//
// `--tile-pipeline-mma-loads` (stages = 2):
//
//   for %k in (%lb to %ub, step %s) iter_values(%acc = %init) {
//     %a, %t = load_view_tko weak %pa[%m, %k]
//     %d = mmaf %a, %b, %acc
//     continue %d
//   }
//
// becomes
//
//   %a0 = if (%lb < %ub) { yield (load_view_tko weak %pa[%m, %lb]) }
//         else { yield zeros }
//   for %k in (%lb to %ub, step %s) iter_values(%acc = %init, %a = %a0) {
//     %n = select(%k + %s < %ub, %k + %s, %k)      // compared in i64
//     %an, %tn = load_view_tko weak %pa[%m, %n]
//     %d = mmaf %a, %b, %acc
//     continue %d, %an
//   }
//
// so the next iteration's operands are in flight while this one computes.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "LoopPipelining.h"

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEPIPELINEMMALOADS
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

/// A splat tile of zeros of `type`, or null for an element type without a
/// zero attribute.
Value createZeros(OpBuilder &b, Location loc, TileType type) {
  auto zero = dyn_cast_or_null<TypedAttr>(b.getZeroAttr(type.getElementType()));
  if (!zero)
    return {};
  return ConstantOp::create(b, loc, type, zero);
}

/// Whether moving a load from anywhere in `loop`'s body to its start keeps
/// what every load reads: nothing in the body writes memory or orders it.
bool writesNoMemory(ForOp loop) {
  auto isWeak = [](auto load) {
    return load.getMemoryOrderingSemantics() == MemoryOrdering::Weak;
  };
  WalkResult result = loop.getBody()->walk([&](Operation *op) {
    bool keeps = false;
    if (auto load = dyn_cast<LoadViewTkoOp>(op))
      keeps = isWeak(load);
    else if (auto load = dyn_cast<LoadPtrTkoOp>(op))
      keeps = isWeak(load);
    else // region ops are judged by what they hold (visited on their own)
      keeps = op->getNumRegions() != 0 ||
              op->hasTrait<OpTrait::IsTerminator>() || isMemoryEffectFree(op);
    return keeps ? WalkResult::advance() : WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

/// Whether `tile` reaches an mma operand through at most `depth` pure
/// one-result ops (reshapes, conversions such as ftof to tf32).
bool feedsMma(Value tile, int depth) {
  return llvm::any_of(tile.getUsers(), [&](Operation *user) {
    if (isa<MmaFOp, MmaIOp>(user))
      return true;
    return depth > 0 && user->getNumResults() == 1 &&
           user->getNumRegions() == 0 && isMemoryEffectFree(user) &&
           feedsMma(user->getResult(0), depth - 1);
  });
}

/// Whether `load` (directly in `loop`'s body) can be issued iterations
/// ahead: weak, its tile read by an mma (maybe reshaped or converted
/// first), and its view, token and indices the induction variable or
/// defined outside the loop. Its result token may be used: it rides the
/// ring with its tile.
bool isCandidate(ForOp loop, LoadViewTkoOp load) {
  if (load.getMemoryOrderingSemantics() != MemoryOrdering::Weak)
    return false;
  if (!feedsMma(load.getTile(), /*depth=*/4))
    return false;
  Value iv = loop.getInductionVar();
  auto outside = [&](Value value) {
    return !loop.getRegion().isAncestor(value.getParentRegion());
  };
  if (!outside(load.getView()) ||
      (load.getToken() && !outside(load.getToken())))
    return false;
  return llvm::all_of(load.getIndex(), [&](Value index) {
    return index == iv || outside(index);
  });
}

/// Whether every mma directly in `loop`'s body reads one operand defined
/// outside the loop (a panel update, C += A_k B with B resident), and there
/// is one. Operand rings (tile-pipeline-mma-shared) take only loops that
/// load both operands, so these are the loops the register ring serves.
bool hasResidentOperand(ForOp loop) {
  auto outside = [&](Value value) {
    return !loop.getRegion().isAncestor(value.getParentRegion());
  };
  bool any = false;
  for (Operation &op : loop.getBody()->getOperations()) {
    if (!isa<MmaFOp, MmaIOp>(op))
      continue;
    if (!outside(op.getOperand(0)) && !outside(op.getOperand(1)))
      return false;
    any = true;
  }
  return any;
}

/// Whether the ring carries `load`'s token beside its tile: the body uses it
/// (a frontend threads it through the loop to order a later store after
/// the loads).
bool carriesToken(LoadViewTkoOp load) {
  return !load.getResultToken().use_empty();
}

/// A copy of `load` at `builder`'s point, reading the index where the
/// induction variable is `at`.
LoadViewTkoOp cloneAt(OpBuilder &builder, LoadViewTkoOp load, Value iv,
                      Value at) {
  auto copy = cast<LoadViewTkoOp>(builder.clone(*load));
  for (OpOperand &operand : copy->getOpOperands())
    if (operand.get() == iv)
      operand.set(at);
  return copy;
}

class LoopPipeliner {
public:
  LoopPipeliner(ForOp loop, SmallVector<LoadViewTkoOp> loads, int64_t stages)
      : loop(loop), loads(std::move(loads)), stages(stages) {}

  /// Rewrites the loop, or leaves it as it is and fails.
  LogicalResult run();

private:
  /// Copies of the loads at `b`'s point, reading the index where the
  /// induction variable `iv` is `at`: one stage of the ring's values.
  SmallVector<Value> cloneStage(OpBuilder &b, Value iv, Value at) {
    SmallVector<Value> stage;
    for (LoadViewTkoOp load : loads) {
      LoadViewTkoOp copy = cloneAt(b, load, iv, at);
      stage.push_back(copy.getTile());
      if (carriesToken(load))
        stage.push_back(copy.getResultToken());
    }
    return stage;
  }

  ForOp loop;
  SmallVector<LoadViewTkoOp> loads;
  int64_t stages;
  Location loc = loop.getLoc();
};

/// The values a load puts in the ring each stage: its tile, and its token
/// where the body uses it (carriesToken).
SmallVector<Value> getStageValues(LoadViewTkoOp load) {
  SmallVector<Value> values{load.getTile()};
  if (carriesToken(load))
    values.push_back(load.getResultToken());
  return values;
}

LogicalResult LoopPipeliner::run() {
  // Indices wider than 32 bits would need a wider comparison than i64.
  auto ivType = cast<TileType>(loop.getInductionVar().getType());
  if (ivType.getElementType().getIntOrFloatBitWidth() > 32)
    return failure();
  SmallVector<Type> stageTypes;
  for (LoadViewTkoOp load : loads)
    for (Value value : getStageValues(load))
      stageTypes.push_back(value.getType());

  OpBuilder b(loop);
  // Zeros for the prologue stages that do not run; an element type
  // without them keeps the loop as it is.
  SmallVector<Value> zeros;
  for (LoadViewTkoOp load : loads) {
    Value zero = createZeros(b, loc, cast<TileType>(load.getTile().getType()));
    if (!zero) {
      for (Value made : zeros)
        made.getDefiningOp()->erase();
      return failure();
    }
    zeros.push_back(zero);
  }

  // Prologue: iterations lb .. lb + (stages - 2) step, each under an `if`.
  // A stage that does not run yields zeros, and for a token the load's own
  // (nothing was read).
  Value iv = loop.getInductionVar();
  SmallVector<Value> ring;
  for (int64_t j = 0; j + 1 < stages; ++j) {
    Value runs = isIterationOf(b, loop, loop.getLowerBound(), j);
    Value at = loop.getLowerBound();
    if (j != 0)
      at = AddIOp::create(b, loc, at,
                          MulIOp::create(b, loc, loop.getStep(),
                                         createIntTile(b, loc, ivType, j)));
    auto guard = IfOp::create(b, loc, stageTypes, runs);
    {
      OpBuilder::InsertionGuard scope(b);
      b.createBlock(&guard.getThenRegion());
      YieldOp::create(b, loc, cloneStage(b, iv, at));
      b.createBlock(&guard.getElseRegion());
      SmallVector<Value> none;
      for (auto [load, zero] : llvm::zip(loads, zeros)) {
        none.push_back(zero);
        if (carriesToken(load))
          none.push_back(load.getToken() ? load.getToken()
                                         : MakeTokenOp::create(b, loc));
      }
      YieldOp::create(b, loc, none);
    }
    llvm::append_range(ring, guard.getResults());
  }

  // The loop with the ring as extra iteration values.
  SmallVector<Value> inits(loop.getInitValues());
  llvm::append_range(inits, ring);
  auto pipelined =
      ForOp::create(b, loc, TypeRange(ValueRange(inits)), loop.getLowerBound(),
                    loop.getUpperBound(), loop.getStep(), inits);
  pipelined.setUnsignedCmp(loop.getUnsignedCmp());
  pipelined->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
  pipelined->setAttr(kPipelineStagesAttrName, b.getI64IntegerAttr(stages));
  Region &region = pipelined.getRegion();
  region.takeBody(loop.getRegion());
  Block *body = &region.front();
  int64_t numOld = loop.getNumResults();
  SmallVector<Value> carried;
  for (Type type : TypeRange(ValueRange(ring)))
    carried.push_back(body->addArgument(type, loc));

  // Load iteration iv + (stages - 1) step first, at iv where it does not
  // run.
  b.setInsertionPointToStart(body);
  Value newIv = body->getArgument(0);
  Value distance = pipelined.getStep();
  if (stages > 2)
    distance = MulIOp::create(b, loc, distance,
                              createIntTile(b, loc, ivType, stages - 1));
  Value ahead = AddIOp::create(b, loc, newIv, distance);
  Value aheadRuns = isIterationOf(b, loop, newIv, stages - 1);
  Value at = SelectOp::create(b, loc, ivType, aheadRuns, ahead, newIv);
  SmallVector<Value> fresh = cloneStage(b, newIv, at);

  // The body computes on the oldest stage of the ring, and orders what the
  // load's token ordered after the load that read it.
  int64_t next = 0;
  for (LoadViewTkoOp load : loads) {
    for (Value value : getStageValues(load))
      value.replaceAllUsesWith(carried[next++]);
    load.erase();
  }
  auto terminator = cast<ContinueOp>(body->getTerminator());
  SmallVector<Value> operands(terminator.getOperands());
  llvm::append_range(operands,
                     ArrayRef<Value>(carried).drop_front(stageTypes.size()));
  llvm::append_range(operands, fresh);
  terminator->setOperands(operands);

  loop.replaceAllUsesWith(pipelined.getResults().take_front(numOld));
  loop.erase();
  return success();
}

struct TilePipelineMmaLoadsPass
    : public tile::impl::TilePipelineMmaLoadsBase<TilePipelineMmaLoadsPass> {
  using Base::Base;
  void runOnOperation() override {
    if (stages < 2)
      return;
    SmallVector<std::pair<ForOp, SmallVector<LoadViewTkoOp>>> work;
    getOperation()->walk([&](ForOp loop) {
      if (loop->hasAttr(kPipelineStagesAttrName) || !writesNoMemory(loop) ||
          (residentOnly && !hasResidentOperand(loop)))
        return;
      SmallVector<LoadViewTkoOp> loads;
      for (auto load : loop.getBody()->getOps<LoadViewTkoOp>())
        if (isCandidate(loop, load))
          loads.push_back(load);
      if (!loads.empty())
        work.emplace_back(loop, std::move(loads));
    });
    for (auto &[loop, loads] : work)
      (void)LoopPipeliner(loop, loads, stages).run();
  }
};

} // namespace
