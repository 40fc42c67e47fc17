//===- Liveness.h - tile liveness over the region tree ----------*- C++ -*-===//
//
// Program points number the ops of an entry in the order they run, region
// ops (for, loop, if) taking two points: where they start (their operands are
// read) and where they end (their results appear). A tile's live interval is
// [definition, last use] on these points, widened by the region rules:
//  - a use nested inside a region op counts at the end of the outermost such
//    op that sits in the defining block, so a value used inside a loop is
//    live for the whole loop and a value used in either branch of an `if` is
//    live across the whole `if`;
//  - a loop-carried value (an iteration block argument) is one storage slot
//    live over the whole body, across the back edge;
//  - a value computed in a loop body only to be passed to `continue` shares
//    that slot (it is the next iteration's value), so it costs nothing extra;
//  - an op that works element by element (or an mma on its accumulator)
//    writes its result over an operand of the same size that dies there;
//  - an op the lowering runs through shared scratch (permute, cat, extract,
//    a broadcast to a new shape) stores its sources before it loads its
//    result, so a source that dies there is gone before the result exists.
// Only tiles of rank >= 1 are tracked; scalars, views and tokens live in the
// per-thread reserve of the resource model (docs/resource-model.md).
//
// Everything is computed with explicit worklists: no recursion whose depth
// the input controls.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_ANALYSIS_LIVENESS_H
#define TILEIR_ANALYSIS_LIVENESS_H

#include "TileIR/Dialect/Tile/IR/TileTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::tile {

/// True for the ops whose regions the analyses descend into: for, loop, if.
bool isStructuredRegionOp(Operation *op);
/// The tile type of `value` when it is a tile of rank >= 1, else null.
TileType getTrackedTileType(Value value);
/// Bytes of a tile type (elements x element bits / 8, rounded up).
uint64_t getTileBytes(TileType type);

/// The linear order of the ops of one entry (or any op with regions).
class ProgramOrder {
public:
  struct Point {
    Operation *op;
    bool isEnd; // the end point of a region op
  };

  explicit ProgramOrder(Operation *root);

  ArrayRef<Point> getPoints() const { return points; }
  unsigned size() const { return points.size(); }
  /// Whether `op` has a point (it is in a descended region).
  bool contains(Operation *op) const { return startOf.count(op); }
  unsigned getStart(Operation *op) const { return startOf.lookup(op); }
  /// The end point of a region op; the start point for other ops.
  unsigned getEnd(Operation *op) const {
    auto it = endOf.find(op);
    return it == endOf.end() ? getStart(op) : it->second;
  }
  /// Number of for/loop ops around `op` (0 for ops without a point).
  unsigned getLoopDepth(Operation *op) const { return loopDepthOf.lookup(op); }
  Operation *getRoot() const { return root; }

private:
  Operation *root;
  SmallVector<Point> points;
  DenseMap<Operation *, unsigned> startOf, endOf, loopDepthOf;
};

/// Live intervals of every tracked tile of an entry.
class TileLiveness {
public:
  enum class Kind {
    Value,     // an op result or an entry argument
    Carried,   // a for/loop iteration argument: the loop-carried slot
    Coalesced, // computed only to be passed to `continue`: shares the slot
  };
  struct Interval {
    Value value;
    TileType type;
    uint64_t bytes;
    unsigned begin, end; // inclusive program points
    Kind kind;
    /// Uses weighted by 8^loop depth of the use, for the spill choice.
    uint64_t useWeight;
  };

  explicit TileLiveness(Operation *root);

  const ProgramOrder &getOrder() const { return order; }
  ArrayRef<Interval> getIntervals() const { return intervals; }
  /// Index into getIntervals() for `value`, or -1.
  int lookup(Value value) const {
    auto it = index.find(value);
    return it == index.end() ? -1 : int(it->second);
  }
  /// Indices of the intervals live at `point`, biggest first.
  SmallVector<unsigned> getLiveAt(unsigned point) const;
  /// Whether interval `i` occupies storage (Coalesced ones do not).
  bool occupiesStorage(unsigned i) const {
    return intervals[i].kind != Kind::Coalesced;
  }

private:
  /// A result written over an operand that dies at the same op (same size,
  /// elementwise or mma accumulator) shares its storage, and a source staged
  /// through scratch is gone before the result: the operand's interval ends
  /// just before the op.
  void reuseDyingOperands();

  ProgramOrder order;
  SmallVector<Interval> intervals;
  DenseMap<Value, unsigned> index;
};

} // namespace mlir::tile

#endif // TILEIR_ANALYSIS_LIVENESS_H
