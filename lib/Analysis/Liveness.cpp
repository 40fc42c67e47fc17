//===- Liveness.cpp - tile liveness over the region tree ------------------===//

#include "TileIR/Analysis/Liveness.h"

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::tile;

bool mlir::tile::isStructuredRegionOp(Operation *op) {
  return isa<ForOp, LoopOp, IfOp>(op);
}

TileType mlir::tile::getTrackedTileType(Value value) {
  auto type = dyn_cast<TileType>(value.getType());
  if (!type || type.getRank() == 0)
    return {};
  return type;
}

uint64_t mlir::tile::getTileBytes(TileType type) {
  uint64_t elements = 1;
  for (int64_t dim : type.getShape()) {
    // Shapes are verified positive; stay defined on anything else.
    if (dim <= 0)
      return 0;
    elements *= uint64_t(dim);
    if (elements > (uint64_t(1) << 40))
      return uint64_t(1) << 40;
  }
  unsigned bits = 64; // pointers
  Type elem = type.getElementType();
  if (auto intType = dyn_cast<IntegerType>(elem))
    bits = intType.getWidth() == 1 ? 8 : intType.getWidth();
  else if (auto floatType = dyn_cast<FloatType>(elem))
    bits = elem.isTF32() ? 32 : floatType.getWidth();
  return (elements * bits + 7) / 8;
}

//===----------------------------------------------------------------------===//
// ProgramOrder
//===----------------------------------------------------------------------===//

ProgramOrder::ProgramOrder(Operation *root) : root(root) {
  // Explicit stack of (op, isExit, loop depth). Ops are pushed in reverse so
  // they pop in program order.
  struct Item {
    Operation *op;
    bool exit;
    unsigned loopDepth;
  };
  SmallVector<Item> stack;
  auto pushRegions = [&](Operation *op, unsigned depth) {
    for (Region &region : llvm::reverse(op->getRegions()))
      for (Block &block : llvm::reverse(region))
        for (Operation &nested : llvm::reverse(block))
          stack.push_back({&nested, false, depth});
  };
  pushRegions(root, 0);
  while (!stack.empty()) {
    Item item = stack.pop_back_val();
    if (item.exit) {
      endOf[item.op] = points.size();
      points.push_back({item.op, true});
      continue;
    }
    startOf[item.op] = points.size();
    loopDepthOf[item.op] = item.loopDepth;
    points.push_back({item.op, false});
    if (!isStructuredRegionOp(item.op))
      continue;
    stack.push_back({item.op, true, item.loopDepth});
    pushRegions(item.op, item.loopDepth + (isa<IfOp>(item.op) ? 0 : 1));
  }
}

//===----------------------------------------------------------------------===//
// TileLiveness
//===----------------------------------------------------------------------===//

/// The ancestor of `op` (or `op` itself) that sits directly in `block`.
static Operation *getAncestorInBlock(Operation *op, Block *block) {
  while (op && op->getBlock() != block)
    op = op->getParentOp();
  return op;
}

TileLiveness::TileLiveness(Operation *root) : order(root) {
  auto addValue = [&](Value value, unsigned begin, Block *defBlock,
                      bool carried) {
    TileType type = getTrackedTileType(value);
    if (!type)
      return;
    Interval interval{value,         type,  getTileBytes(type), begin, begin,
                      Kind::Value,   0};
    unsigned end = begin;
    bool onlyContinue = !value.use_empty();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      Operation *ancestor = getAncestorInBlock(user, defBlock);
      if (!ancestor || !order.contains(ancestor))
        continue;
      unsigned point = ancestor == user ? order.getStart(user)
                                        : order.getEnd(ancestor);
      end = std::max(end, point);
      if (!isa<ContinueOp>(user) || user->getBlock() != defBlock)
        onlyContinue = false;
      unsigned depth = order.contains(user) ? order.getLoopDepth(user)
                                            : order.getLoopDepth(ancestor);
      uint64_t weight = uint64_t(1) << (3 * std::min(depth, 16u));
      interval.useWeight += weight;
    }
    interval.end = end;
    if (carried) {
      // The slot lives over the whole body, across the back edge.
      Operation *loop = defBlock->getParentOp();
      interval.kind = Kind::Carried;
      interval.begin = order.getStart(loop) + 1;
      interval.end = std::max(interval.begin, order.getEnd(loop) - 1);
    } else if (onlyContinue && defBlock->getParentOp() &&
               isa<ForOp, LoopOp>(defBlock->getParentOp())) {
      interval.kind = Kind::Coalesced;
    }
    index[value] = intervals.size();
    intervals.push_back(interval);
  };

  for (Region &region : root->getRegions())
    for (Block &block : region)
      for (BlockArgument arg : block.getArguments())
        addValue(arg, 0, &block, /*carried=*/false);

  for (const ProgramOrder::Point &point : order.getPoints()) {
    Operation *op = point.op;
    bool regionOp = isStructuredRegionOp(op);
    if (point.isEnd) {
      for (Value result : op->getResults())
        addValue(result, order.getEnd(op), op->getBlock(), false);
      continue;
    }
    if (!regionOp) {
      for (Value result : op->getResults())
        addValue(result, order.getStart(op), op->getBlock(), false);
      continue;
    }
    // Iteration arguments of for/loop bodies are loop-carried slots.
    if (isa<ForOp, LoopOp>(op)) {
      Block &body = op->getRegion(0).front();
      for (BlockArgument arg : body.getArguments())
        addValue(arg, order.getStart(op) + 1, &body, /*carried=*/true);
    }
  }
  reuseDyingOperands();
}

/// Whether `op` may write a result over a dying operand of the same size:
/// elementwise ops, conversions, mma (acc -> result) and reshapes that keep
/// the layout. Ops that move data between threads may not.
static bool mayReuseOperandStorage(Operation *op) {
  if (isStructuredRegionOp(op) ||
      isa<PermuteOp, CatOp, ExtractOp, ScanOp, ReduceOp, BroadcastOp>(op))
    return false;
  if (isa<ReshapeOp>(op)) {
    auto squeeze = [](Type t) {
      SmallVector<int64_t> dims;
      if (auto type = dyn_cast<TileType>(t))
        for (int64_t d : type.getShape())
          if (d != 1)
            dims.push_back(d);
      return dims;
    };
    return squeeze(op->getOperand(0).getType()) ==
           squeeze(op->getResult(0).getType());
  }
  return true;
}

/// Ops the lowering runs through the shared scratch buffer: every thread
/// stores its part of the sources, then loads its part of the result
/// (lib/Conversion/TileToGPU/TileToGPUDataMovement.cpp), so a source that dies
/// there is gone before the result exists.
static bool stagesThroughScratch(Operation *op) {
  if (isa<PermuteOp, ExtractOp, CatOp>(op))
    return true;
  if (auto broadcast = dyn_cast<BroadcastOp>(op)) {
    auto source = dyn_cast<TileType>(broadcast.getSource().getType());
    return source && source.getNumElements() > 1 &&
           source.getShape() != broadcast.getType().getShape();
  }
  return false;
}

void TileLiveness::reuseDyingOperands() {
  for (auto [p, point] : llvm::enumerate(order.getPoints())) {
    Operation *op = point.op;
    if (!point.isEnd && stagesThroughScratch(op)) {
      for (Value operand : op->getOperands()) {
        int idx = lookup(operand);
        if (idx < 0)
          continue;
        Interval &in = intervals[idx];
        if (in.kind == Kind::Value && in.end == p && in.begin < p)
          in.end = p - 1;
      }
      continue;
    }
    if (point.isEnd || !mayReuseOperandStorage(op))
      continue;
    SmallVector<unsigned, 4> reused;
    for (Value result : op->getResults()) {
      TileType resultType = getTrackedTileType(result);
      if (!resultType)
        continue;
      for (Value operand : op->getOperands()) {
        int idx = lookup(operand);
        if (idx < 0 || llvm::is_contained(reused, unsigned(idx)))
          continue;
        Interval &in = intervals[idx];
        if (in.kind != Kind::Value || in.end != p || in.begin >= p ||
            in.bytes != getTileBytes(resultType) ||
            in.type.getNumElements() != resultType.getNumElements())
          continue;
        // The result takes over the operand's storage at this op.
        in.end = p - 1;
        reused.push_back(idx);
        break;
      }
    }
  }
}

SmallVector<unsigned> TileLiveness::getLiveAt(unsigned point) const {
  SmallVector<unsigned> live;
  for (auto [i, interval] : llvm::enumerate(intervals))
    if (interval.begin <= point && point <= interval.end)
      live.push_back(i);
  llvm::stable_sort(live, [&](unsigned a, unsigned b) {
    return intervals[a].bytes > intervals[b].bytes;
  });
  return live;
}
