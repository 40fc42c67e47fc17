//===- AssignLayouts.cpp - the tile-assign-layouts pass -------------------===//
//
// Applies the choice of LayoutAssignment.h: writes each tile's layout on
// the op that makes it and puts a tilegpu.convert_layout wherever a value
// meets an op that needs it in another layout -- once after the value's
// definition for its uses that need the blocked layout, and before the op
// for an mma accumulator or a loop's initial value that needs the mma
// layout.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "TileIR/Analysis/LayoutAssignment.h"
#include "TileIR/Analysis/MmaRings.h"
#include "TileIR/Analysis/ResourcePlan.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEASSIGNLAYOUTS
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;
using tilegpu::TileGPUDialect;

namespace {

/// Whether the entry already went through layout assignment.
bool hasLayouts(EntryOp entry) {
  bool found = false;
  entry.walk([&](Operation *op) {
    if (isa<tilegpu::ConvertLayoutOp>(op) ||
        op->hasAttr(TileGPUDialect::kLayoutAttrName) ||
        op->hasAttr(TileGPUDialect::kIterLayoutsAttrName))
      found = true;
  });
  return found;
}

bool containsShape(ArrayRef<SmallVector<int64_t>> shapes,
                   ArrayRef<int64_t> shape) {
  return llvm::any_of(shapes, [&](ArrayRef<int64_t> s) { return s == shape; });
}

class LayoutWriter {
public:
  /// Accumulators of a shape in `warpgroupShapes` take `mma<warps, 1>`
  /// (wgmma's fragments), the rest the grid getMmaWarpGrid picks.
  LayoutWriter(EntryOp entry, int64_t warps, LayoutChoice choice,
               SmallVector<SmallVector<int64_t>> warpgroupShapes)
      : entry(entry), warps(warps), choice(std::move(choice)),
        mma(this->choice.mma), slices(this->choice.slices),
        warpgroupShapes(std::move(warpgroupShapes)),
        blocked(tilegpu::BlockedLayoutAttr::get(entry.getContext())) {}

  void run() {
    SmallVector<Operation *> ops;
    entry.walk([&](Operation *op) { ops.push_back(op); });
    // Layout attributes first: the conversions below read them.
    for (Operation *op : ops) {
      if (isa<ForOp, ReduceOp>(op)) {
        if (llvm::none_of(op->getResults(),
                          [&](Value v) { return !isBlocked(v); }))
          continue;
        SmallVector<Attribute> layouts;
        for (Value result : op->getResults())
          layouts.push_back(layoutOf(result));
        op->setAttr(TileGPUDialect::kIterLayoutsAttrName,
                    ArrayAttr::get(op->getContext(), layouts));
      } else if (op->getNumResults() >= 1 && !isBlocked(op->getResult(0))) {
        // A load's tile is its first result (its token has no layout).
        op->setAttr(TileGPUDialect::kLayoutAttrName,
                    layoutOf(op->getResult(0)));
      }
    }
    for (Operation *op : ops) {
      for (Value result : op->getResults())
        convertBlockedUses(result);
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument argument : block.getArguments())
            convertBlockedUses(argument);
      convertToMmaOperands(op);
    }
  }

private:
  bool isBlocked(Value value) { return choice.isBlocked(value); }

  Attribute layoutOf(Value value) {
    auto slice = slices.find(value);
    if (slice != slices.end())
      return tilegpu::SliceLayoutAttr::get(entry.getContext(), slice->second);
    auto coalesced = choice.coalesced.find(value);
    if (coalesced != choice.coalesced.end())
      return tilegpu::CoalescedLayoutAttr::get(entry.getContext(),
                                               coalesced->second.vector,
                                               coalesced->second.group);
    if (!mma.contains(value))
      return blocked;
    auto shape = cast<TileType>(value.getType()).getShape();
    if (containsShape(warpgroupShapes, shape))
      return tilegpu::MmaLayoutAttr::get(entry.getContext(), warps, 1);
    MmaWarpGrid grid = *getMmaWarpGrid(shape, warps);
    return tilegpu::MmaLayoutAttr::get(entry.getContext(), grid.warpsM,
                                       grid.warpsN);
  }

  /// One conversion to blocked right after `value`'s definition for all
  /// its uses that need the blocked layout.
  void convertBlockedUses(Value value) {
    if (isBlocked(value))
      return;
    SmallVector<OpOperand *> blockedUses;
    for (OpOperand &use : value.getUses())
      if (!choice.accepts(value, use.getOwner(), use.getOperandNumber()))
        blockedUses.push_back(&use);
    if (blockedUses.empty())
      return;
    OpBuilder b(entry.getContext());
    if (auto argument = dyn_cast<BlockArgument>(value))
      b.setInsertionPointToStart(argument.getOwner());
    else
      b.setInsertionPointAfter(value.getDefiningOp());
    Attribute target = getStoreLayout(value, blockedUses);
    auto convert = tilegpu::ConvertLayoutOp::create(
        b, value.getLoc(), value.getType(), value, layoutOf(value), target);
    for (OpOperand *use : blockedUses) {
      use->set(convert);
      // A reshape between the conversion and the stores keeps the layout.
      if (target != blocked && isa<ReshapeOp>(use->getOwner()))
        use->getOwner()->setAttr(TileGPUDialect::kLayoutAttrName, target);
    }
  }

  /// The vector width of `use`'s owner if it is a vectorized view store of
  /// that operand as its tile, else 0.
  static int64_t getStoreVector(OpOperand &use) {
    auto store = dyn_cast<StoreViewTkoOp>(use.getOwner());
    auto width =
        store
            ? store->getAttrOfType<IntegerAttr>(TileGPUDialect::kVectorAttrName)
            : IntegerAttr();
    if (!width || use.get() != store.getTile() || width.getInt() < 2)
      return 0;
    return width.getInt();
  }

  static ArrayRef<int64_t> dropLeadingOnes(ArrayRef<int64_t> shape) {
    while (shape.size() > 1 && shape.front() == 1)
      shape = shape.drop_front();
    return shape;
  }

  /// Where every use out of the mma layout is the tile of a vectorized
  /// view store (a GEMM's epilogue), the conversion (through scratch
  /// anyway) deals the tile out coalesced across rows: each warp's 32
  /// threads take consecutive vectors, so a warp-wide store writes whole
  /// rows instead of one vector in each of 32 rows (ncu on the f8 GEMM:
  /// a third of the samples on those stores and the drain after them).
  /// Else blocked.
  Attribute getStoreLayout(Value value, ArrayRef<OpOperand *> uses) {
    auto type = dyn_cast<TileType>(value.getType());
    if (!mma.contains(value) || !type || type.getRank() < 2)
      return blocked;
    // The stores, directly or through reshapes that add or drop leading
    // unit dimensions (a batched GEMM's 1 x M x N tile), which keep a
    // thread's elements in the same lanes.
    int64_t vector = 0;
    auto takes = [&](int64_t width) {
      if (width == 0 || (vector && vector != width))
        return false;
      vector = width;
      return true;
    };
    for (OpOperand *use : uses) {
      if (auto reshape = dyn_cast<ReshapeOp>(use->getOwner())) {
        auto result = cast<TileType>(reshape.getType());
        if (!isBlocked(reshape.getResult()) ||
            dropLeadingOnes(result.getShape()) !=
                dropLeadingOnes(type.getShape()) ||
            reshape->getResult(0).use_empty())
          return blocked;
        for (OpOperand &inner : reshape->getResult(0).getUses())
          if (!takes(getStoreVector(inner)))
            return blocked;
        continue;
      }
      if (!takes(getStoreVector(*use)))
        return blocked;
    }
    int64_t threads = warps * 32;
    auto layout =
        tilegpu::CoalescedLayoutAttr::get(entry.getContext(), vector, 32);
    if (type.getNumElements() < threads * vector ||
        !layout.checkShape(type.getShape(), threads).empty())
      return blocked;
    return layout;
  }

  /// blocked -> mma before `op` for an accumulator or initial value that
  /// must be in the mma layout and is not (a splat is the same in both).
  void convertToMmaOperands(Operation *op) {
    SmallVector<std::pair<unsigned, Value>> wanted; // operand, value in mma
    if (isTensorCoreMma(op) && mma.contains(op->getResult(0))) {
      wanted.push_back({2, op->getResult(0)});
    } else if (auto forOp = dyn_cast<ForOp>(op)) {
      unsigned first = forOp.getFirstInitValueIndex();
      for (auto [i, result] : llvm::enumerate(forOp.getResults()))
        if (mma.contains(result))
          wanted.push_back({first + unsigned(i), result});
    }
    for (auto [index, like] : wanted) {
      Value operand = op->getOperand(index);
      if (mma.contains(operand) || isSplatConstant(operand))
        continue;
      OpBuilder b(op);
      auto convert = tilegpu::ConvertLayoutOp::create(
          b, operand.getLoc(), operand.getType(), operand, blocked,
          layoutOf(like));
      op->setOperand(index, convert);
    }
  }

  EntryOp entry;
  int64_t warps;
  LayoutChoice choice;
  const DenseSet<Value> &mma;
  const SliceLayouts &slices;
  SmallVector<SmallVector<int64_t>> warpgroupShapes;
  Attribute blocked;
};

/// The accumulator shapes of the mmas tile-pipeline-mma-shared will run as
/// wgmma (canUseWarpgroupMma in a ring loop), unless the plan priced no
/// rings (tile.plan's mma_stages = 0). A loop whose B is resident in a
/// ring of one buffer counts where it takes rings as the plan chose them
/// (chooseRingLoops with the plan's stages and shared limit; without a
/// plan, three stages in any budget), and its mma then leaves `choice`'s
/// resident operands.
SmallVector<SmallVector<int64_t>>
getWarpgroupMmaShapes(EntryOp entry, LayoutChoice &choice, int64_t warps) {
  SmallVector<SmallVector<int64_t>> shapes;
  auto plan = entry->getAttrOfType<DictionaryAttr>(kPlanAttrName);
  auto stages = plan ? plan.getAs<IntegerAttr>("mma_stages") : IntegerAttr();
  if (stages && stages.getInt() < 1)
    return shapes;
  auto limit = plan ? plan.getAs<IntegerAttr>("shared_limit") : IntegerAttr();
  AxisInfoAnalysis axisInfo(entry);
  SmallVector<MmaRingLoop> loops = findMmaRingLoops(
      entry, [&](Value v) { return choice.mma.contains(v); }, axisInfo);
  for (MmaRingLoop &loop : loops)
    for (MmaRingUse &use : loop.mmas)
      use.swizzled = canUseWarpgroupMma(use, warps);
  // (A plan that priced no rings has no mma_stages: no resident B takes
  // one.)
  llvm::DenseSet<Operation *> residentLoops;
  if (!plan || stages)
    for (const ChosenRingLoop &chosen : chooseRingLoops(
             entry, loops, choice.residentRhs, stages ? stages.getInt() : 3,
             limit ? limit.getInt() : std::numeric_limits<int64_t>::max() / 2,
             planKeepsResidentRings(entry)))
      if (chosen.loop.hasResidentOperand())
        residentLoops.insert(chosen.loop.loop);
  for (const MmaRingLoop &loop : loops) {
    if (loop.hasResidentOperand() && !residentLoops.contains(loop.loop))
      continue;
    for (const MmaRingUse &use : loop.mmas) {
      if (!use.swizzled)
        continue;
      auto shape = cast<TileType>(use.mma->getOperand(2).getType()).getShape();
      if (!containsShape(shapes, shape))
        shapes.emplace_back(shape);
    }
  }
  return shapes;
}

struct TileAssignLayoutsPass
    : tile::impl::TileAssignLayoutsBase<TileAssignLayoutsPass> {
  using TileAssignLayoutsBase::TileAssignLayoutsBase;

  void runOnOperation() override {
    SmallVector<EntryOp> entries;
    getOperation()->walk([&](EntryOp entry) { entries.push_back(entry); });
    for (EntryOp entry : entries) {
      if (hasLayouts(entry))
        continue;
      int64_t warps = getEntryWarps(entry, target, numWarps);
      if (warps < 1 || warps > 32 || !llvm::isPowerOf2_64(warps)) {
        entry.emitError() << "layouts need a power-of-two number of warps "
                             "from 1 to 32, not "
                          << warps;
        return signalPassFailure();
      }
      LayoutChoice choice = LayoutChoice::compute(entry, warps);
      // Vector widths: on ops whose tiles stay blocked (the layout writer
      // leaves loads and stores blocked).
      for (auto [op, vector] : choice.vectorWidths) {
        op->setAttr(tilegpu::TileGPUDialect::kVectorAttrName,
                    IntegerAttr::get(IntegerType::get(op->getContext(), 64),
                                     vector.width));
        if (vector.edgeLanes)
          op->setAttr(tilegpu::TileGPUDialect::kEdgeLanesAttrName,
                      UnitAttr::get(op->getContext()));
      }
      // The plan drops resident operands where their shared memory does
      // not fit (tile.plan's resident_operands = 0).
      if (!planKeepsResidentOperands(entry))
        choice.residentRhs.clear();
      SmallVector<SmallVector<int64_t>> warpgroupShapes;
      if (warpgroupMma)
        warpgroupShapes = getWarpgroupMmaShapes(entry, choice, warps);
      for (Operation *op : choice.residentRhs)
        op->setAttr(tilegpu::TileGPUDialect::kResidentRhsAttrName,
                    UnitAttr::get(op->getContext()));
      LayoutWriter(entry, warps, std::move(choice), std::move(warpgroupShapes))
          .run();
    }
  }
};

} // namespace
