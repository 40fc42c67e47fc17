//===- LoopRegionAnalysis.cpp - for/loop/if facts for planning ------------===//

#include "TileIR/Analysis/LoopRegionAnalysis.h"

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tile;

std::optional<int64_t> mlir::tile::getConstantIntValue(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return std::nullopt;
  auto ints = dyn_cast<DenseIntElementsAttr>(constant.getValue());
  if (!ints || ints.getNumElements() != 1)
    return std::nullopt;
  APInt v = *ints.begin();
  if (v.getBitWidth() > 64)
    return std::nullopt;
  return v.getBitWidth() == 1 ? int64_t(v.getZExtValue()) : v.getSExtValue();
}

/// Iterations of a `for` with constant bounds and a positive step.
static std::optional<int64_t> getTripCount(ForOp forOp) {
  auto lb = getConstantIntValue(forOp.getLowerBound());
  auto ub = getConstantIntValue(forOp.getUpperBound());
  auto step = getConstantIntValue(forOp.getStep());
  if (!lb || !ub || !step || *step <= 0)
    return std::nullopt;
  if (forOp.getUnsignedCmp()) {
    uint64_t l = uint64_t(*lb), u = uint64_t(*ub), s = uint64_t(*step);
    return u <= l ? 0 : int64_t((u - l + s - 1) / s);
  }
  if (*ub <= *lb)
    return 0;
  // Difference in 128 bits would be exact; bounds are at most 64-bit and a
  // positive step keeps the quotient in range when done in unsigned.
  uint64_t diff = uint64_t(*ub) - uint64_t(*lb);
  return int64_t((diff + uint64_t(*step) - 1) / uint64_t(*step));
}

LoopRegionAnalysis::LoopRegionAnalysis(Operation *root) : liveness(root) {
  const ProgramOrder &order = liveness.getOrder();
  // Region ops in program order; the parent is the innermost open one.
  SmallVector<unsigned> open;
  DenseMap<Operation *, unsigned> regionIndex;
  for (const ProgramOrder::Point &point : order.getPoints()) {
    Operation *op = point.op;
    if (!isStructuredRegionOp(op))
      continue;
    if (point.isEnd) {
      if (!open.empty())
        open.pop_back();
      continue;
    }
    RegionInfo info;
    info.op = op;
    info.depth = open.size() + 1;
    info.parent = open.empty() ? -1 : int(open.back());
    if (auto forOp = dyn_cast<ForOp>(op)) {
      info.tripCount = getTripCount(forOp);
      for (BlockArgument arg : forOp.getRegionIterValues())
        info.carried.push_back(arg);
    } else if (auto loopOp = dyn_cast<LoopOp>(op)) {
      for (BlockArgument arg : loopOp.getBody()->getArguments())
        info.carried.push_back(arg);
    }
    for (Value v : info.carried)
      if (isa<TokenType>(v.getType()))
        ++info.tokens;
    if (isa<IfOp>(op))
      for (Value result : op->getResults())
        if (isa<TokenType>(result.getType()))
          ++info.tokens;

    // Values used inside and defined outside, by an explicit walk.
    llvm::SetVector<Value> captured;
    SmallVector<Operation *> worklist;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &nested : block)
          worklist.push_back(&nested);
    while (!worklist.empty()) {
      Operation *nested = worklist.pop_back_val();
      for (Value operand : nested->getOperands()) {
        Operation *owner = operand.getDefiningOp();
        if (!owner)
          owner = cast<BlockArgument>(operand).getOwner()->getParentOp();
        if (owner && !op->isAncestor(owner))
          captured.insert(operand);
      }
      for (Region &region : nested->getRegions())
        for (Block &block : region)
          for (Operation &inner : block)
            worklist.push_back(&inner);
    }
    info.captured = captured.takeVector();
    // Keep the walk's order deterministic: program order of definitions.
    llvm::stable_sort(info.captured, [&](Value a, Value b) {
      int ia = liveness.lookup(a), ib = liveness.lookup(b);
      unsigned pa = ia < 0 ? 0 : liveness.getIntervals()[ia].begin;
      unsigned pb = ib < 0 ? 0 : liveness.getIntervals()[ib].begin;
      return pa < pb;
    });

    unsigned start = order.getStart(op), end = order.getEnd(op);
    for (const TileLiveness::Interval &interval : liveness.getIntervals())
      if (interval.begin < start && interval.end > end)
        info.liveAcross.push_back(interval.value);

    regionIndex[op] = regions.size();
    open.push_back(regions.size());
    regions.push_back(std::move(info));
  }
}

std::string mlir::tile::formatUserLoc(Location loc) {
  std::string text;
  llvm::raw_string_ostream os(text);
  loc = getUserLoc(loc);
  if (auto fileLoc = loc->findInstanceOf<FileLineColRange>()) {
    os << fileLoc.getFilename().getValue() << ":" << fileLoc.getStartLine()
       << ":" << fileLoc.getStartColumn();
    return text;
  }
  loc.print(os);
  return text;
}

std::string mlir::tile::getShortTypeName(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  // The short form NVIDIA prints inside a module: tile<...>, token.
  for (StringRef prefix : {"!tile.", "!cuda_tile."})
    if (StringRef(text).starts_with(prefix))
      return text.substr(prefix.size());
  return text;
}

static void printValue(llvm::raw_ostream &os, Value value, AsmState &state) {
  value.printAsOperand(os, state);
  os << ": " << getShortTypeName(value.getType());
}

void LoopRegionAnalysis::print(llvm::raw_ostream &os, AsmState &state) const {
  for (const RegionInfo &info : regions) {
    os.indent(2 * info.depth) << info.op->getName().stripDialect() << " at "
                              << formatUserLoc(info.op->getLoc())
                              << ": depth "
                              << info.depth;
    if (isa<ForOp>(info.op)) {
      os << ", trip count ";
      if (info.tripCount)
        os << *info.tripCount << " (static)";
      else
        os << "runtime";
    } else if (isa<LoopOp>(info.op)) {
      os << ", trip count runtime (until break)";
    } else if (auto ifOp = dyn_cast<IfOp>(info.op)) {
      auto cond = getConstantIntValue(ifOp.getCondition());
      os << ", condition " << (cond ? "static" : "runtime");
    }
    os << "\n";
    unsigned indent = 2 * info.depth + 2;

    auto printList = [&](StringRef title, ArrayRef<Value> values,
                         bool tilesOnly) {
      uint64_t bytes = 0;
      unsigned tiles = 0, others = 0;
      for (Value v : values) {
        if (TileType type = getTrackedTileType(v)) {
          bytes += getTileBytes(type);
          ++tiles;
        } else {
          ++others;
        }
      }
      os.indent(indent) << title << ": " << tiles << " tiles, " << bytes
                        << " bytes";
      if (others)
        os << "; " << others << (tilesOnly ? " scalars, views or tokens"
                                           : " other values");
      os << "\n";
      for (Value v : values) {
        TileType type = getTrackedTileType(v);
        if (tilesOnly && !type)
          continue;
        os.indent(indent + 2);
        printValue(os, v, state);
        if (type)
          os << ", " << getTileBytes(type) << " bytes";
        os << "\n";
      }
    };
    if (!isa<IfOp>(info.op))
      printList("carried", info.carried, /*tilesOnly=*/false);
    printList("defined outside, used inside", info.captured, true);
    printList("live across", info.liveAcross, true);
    os.indent(indent) << "tokens threaded: " << info.tokens << "\n";
  }
}
