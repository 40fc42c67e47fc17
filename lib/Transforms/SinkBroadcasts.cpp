//===- SinkBroadcasts.cpp - broadcasts of index arithmetic, recomputed ----===//
//
// `--tile-sink-broadcasts`:
//
//   %i = reshape (iota : tile<32xi32>) -> tile<1x32xi32>
//   %m = cmpi equal %i, (broadcast (reshape %j) -> tile<1x32xi32>)
//   %b = broadcast %m : tile<1x32xi1> -> tile<128x32xi1>
//
// becomes
//
//   %c = remi (iota : tile<4096xi32>), 32 unsigned        // the column
//   %i = reshape %c -> tile<128x32xi32>
//   %b = cmpi equal %i, (broadcast (reshape %j) -> tile<128x32xi32>)
//
// The lowering moves a broadcast through scratch memory (a store, two
// barriers, a load of every element) unless its source is one element or
// a reduction's slice; recomputing the source at the broadcast's shape
// costs each thread a few integer operations on its own elements instead.
// Only sources computed from iotas, splat constants and one-element tiles
// by layout-agnostic (elementwise) ops qualify, at most kMaxOps ops each,
// none of them a math function or a division but by a constant.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "EntryCSE.h"

#include "TileIR/Analysis/LayoutAssignment.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILESINKBROADCASTS
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

/// The most elementwise ops one broadcast's source is recomputed with.
constexpr int kMaxOps = 16;

/// How a target element finds the source element it copies: a broadcast
/// keeps the coordinates of the source's whole dimensions and takes 0 in
/// its size-1 ones; a 1-D tile reshaped into a single whole dimension
/// `dim` of the target (`along`) takes the target's coordinate there.
struct Projection {
  bool along = false;
  unsigned dim = 0;
};

/// The dimension of `shape` that is not 1 when exactly one is.
std::optional<unsigned> getSoleWholeDim(ArrayRef<int64_t> shape) {
  std::optional<unsigned> whole;
  for (auto [i, size] : llvm::enumerate(shape)) {
    if (size == 1)
      continue;
    if (whole)
      return std::nullopt;
    whole = unsigned(i);
  }
  return whole;
}

/// Whether recomputing `op` for every element of the wider tile is cheap:
/// not a math function or a division (tens of instructions an element),
/// but an integer division by a constant (shifts or a multiply).
bool isCheapPerElement(Operation *op) {
  if (isa<ExpOp, Exp2Op, LogOp, Log2Op, SqrtOp, RsqrtOp, SinOp, CosOp, TanOp,
          SinhOp, CoshOp, TanhOp, PowOp, Atan2Op, FPowIOp, DivFOp, RemFOp>(op))
    return false;
  if (isa<DivIOp, RemIOp>(op))
    return isSplatConstant(op->getOperand(1));
  return true;
}

/// Recomputes values at a broadcast's result shape: `check` says whether
/// (and with how many ops) it can, `build` does it.
class Rebuilder {
public:
  explicit Rebuilder(TileType target) : target(target) {}

  /// Whether `value` can be rebuilt with at most `budget` elementwise ops
  /// (counted as a tree, which is what build() clones before CSE), all
  /// its leaves index arithmetic; `budget` is what is left.
  bool check(Value value, Projection projection, int &budget) const {
    auto type = dyn_cast<TileType>(value.getType());
    if (!type)
      return false;
    if (type.getNumElements() == 1 || isSplatConstant(value))
      return true;
    if (!projection.along && type.getShape() == target.getShape())
      return true;
    Operation *op = value.getDefiningOp();
    if (!op)
      return false;
    if (auto broadcast = dyn_cast<BroadcastOp>(op))
      return check(broadcast.getSource(), projection, budget);
    if (auto reshape = dyn_cast<ReshapeOp>(op)) {
      std::optional<Projection> inner = getReshapeProjection(reshape);
      return inner && check(reshape.getSource(), *inner, budget);
    }
    if (isa<IotaOp>(op))
      return projection.along;
    if (!isLayoutAgnostic(op) || !isCheapPerElement(op) || --budget < 0)
      return false;
    return llvm::all_of(op->getOperands(), [&](Value operand) {
      return check(operand, projection, budget);
    });
  }

  /// `value` at the target shape, where check() allowed it.
  Value build(OpBuilder &b, Location loc, Value value,
              Projection projection) const {
    auto type = cast<TileType>(value.getType());
    Type element = type.getElementType();
    TileType result = TileType::get(target.getShape(), element);
    if (type.getNumElements() == 1) {
      SmallVector<int64_t> ones(target.getRank(), 1);
      if (type.getShape() != ArrayRef<int64_t>(ones))
        value = ReshapeOp::create(b, loc, TileType::get(ones, element), value);
      return BroadcastOp::create(b, loc, result, value);
    }
    if (isSplatConstant(value)) {
      auto elements =
          cast<DenseElementsAttr>(value.getDefiningOp<ConstantOp>().getValue());
      return ConstantOp::create(
          b, loc, result, cast<TypedAttr>(elements.getSplatValue<Attribute>()));
    }
    if (!projection.along && type.getShape() == target.getShape())
      return value;
    Operation *op = value.getDefiningOp();
    if (auto broadcast = dyn_cast<BroadcastOp>(op))
      return build(b, loc, broadcast.getSource(), projection);
    if (auto reshape = dyn_cast<ReshapeOp>(op))
      return build(b, loc, reshape.getSource(), *getReshapeProjection(reshape));
    if (isa<IotaOp>(op))
      return buildCoordinate(b, loc, projection.dim, element);
    IRMapping mapping;
    for (Value operand : op->getOperands())
      mapping.map(operand, build(b, loc, operand, projection));
    Operation *clone = b.clone(*op, mapping);
    for (OpResult cloned : clone->getResults())
      cloned.setType(
          TileType::get(target.getShape(),
                        cast<TileType>(cloned.getType()).getElementType()));
    return clone->getResult(0);
  }

private:
  /// How a reshape's source is read: a 1-D tile into a single whole
  /// dimension of the reshape is read along it; anything else, nullopt.
  std::optional<Projection> getReshapeProjection(ReshapeOp reshape) const {
    auto source = dyn_cast<TileType>(reshape.getSource().getType());
    auto shape = cast<TileType>(reshape.getType()).getShape();
    std::optional<unsigned> dim = getSoleWholeDim(shape);
    if (!source || source.getRank() != 1 || !dim ||
        shape.size() != size_t(target.getRank()) ||
        shape[*dim] != target.getShape()[*dim])
      return std::nullopt;
    return Projection{true, *dim};
  }

  /// Each element's coordinate along `dim` of the target, as `element`:
  /// (linear index / the dimensions after `dim`) % the dimension. An iota
  /// in fewer bits keeps the low bits, as it would have.
  Value buildCoordinate(OpBuilder &b, Location loc, unsigned dim,
                        Type element) const {
    ArrayRef<int64_t> shape = target.getShape();
    Type i32 = b.getI32Type();
    TileType flat = TileType::get({target.getNumElements()}, i32);
    auto splat = [&](int64_t value) {
      return ConstantOp::create(b, loc, flat, b.getI32IntegerAttr(value));
    };
    Value coordinate = IotaOp::create(b, loc, flat);
    int64_t inner = 1;
    for (int64_t size : shape.drop_front(dim + 1))
      inner *= size;
    if (inner != 1)
      coordinate = DivIOp::create(b, loc, flat, coordinate, splat(inner),
                                  Signedness::Unsigned);
    if (dim != 0)
      coordinate = RemIOp::create(b, loc, flat, coordinate, splat(shape[dim]),
                                  Signedness::Unsigned);
    unsigned width = element.getIntOrFloatBitWidth();
    TileType wide = TileType::get({target.getNumElements()}, element);
    if (width < 32)
      coordinate = TruncIOp::create(b, loc, wide, coordinate);
    else if (width > 32)
      coordinate =
          ExtIOp::create(b, loc, wide, coordinate, Signedness::Unsigned);
    return ReshapeOp::create(b, loc, TileType::get(shape, element), coordinate);
  }

  TileType target;
};

/// Whether the lowering moves `op` through scratch: its source is neither
/// its result's shape nor one element (a reduction's slice is not index
/// arithmetic, so check() turns it down anyway).
bool needsScratch(BroadcastOp op) {
  auto source = dyn_cast<TileType>(op.getSource().getType());
  return source && source.getNumElements() > 1 &&
         source.getShape() != op.getType().getShape();
}

/// Erases `value`'s definition where nothing uses it any more, and so on
/// up its operands (a value may reach an op by two paths: each op is
/// erased once, and never looked at after).
void eraseDeadChain(Value value) {
  SmallVector<Operation *> worklist;
  llvm::SmallPtrSet<Operation *, 8> erased;
  if (Operation *op = value.getDefiningOp())
    worklist.push_back(op);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (erased.contains(op) || !isOpTriviallyDead(op))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        worklist.push_back(def);
    erased.insert(op);
    op->erase();
  }
}

struct TileSinkBroadcasts
    : public tile::impl::TileSinkBroadcastsBase<TileSinkBroadcasts> {
  void runOnOperation() override {
    SmallVector<BroadcastOp> broadcasts;
    getOperation()->walk([&](BroadcastOp op) {
      if (needsScratch(op))
        broadcasts.push_back(op);
    });
    llvm::SetVector<Operation *> entries;
    for (BroadcastOp op : broadcasts) {
      Rebuilder rebuilder(cast<TileType>(op.getType()));
      int budget = kMaxOps;
      if (!rebuilder.check(op.getSource(), Projection{}, budget))
        continue;
      OpBuilder b(op);
      Value rebuilt =
          rebuilder.build(b, op.getLoc(), op.getSource(), Projection{});
      Value source = op.getSource();
      op.replaceAllUsesWith(rebuilt);
      op.erase();
      eraseDeadChain(source);
      entries.insert(rebuilt.getParentRegion()->getParentOfType<EntryOp>());
    }
    // Rebuilt leaves (the iota, the index's broadcast) are often the same
    // for several broadcasts: CSE shares them.
    eliminateCommonSubExpressionsIn(&getContext(), entries.getArrayRef());
  }
};

} // namespace
