//===- AxisInfo.h - contiguity, divisibility, constancy of tiles -*- C++
//-*-===//
//
// What is known, per tile dimension, about the values of integer and
// pointer tiles: how many consecutive elements along the dimension hold
// consecutive values (contiguity), the largest power of two dividing the
// first value of each such run (divisibility; bytes for pointers), and how
// many consecutive elements hold one value (constancy). Seeded from what
// the IR says (constants, iota, `assume div_by` / `same_elements`,
// broadcasts, static shapes and strides) and carried through the integer
// and pointer arithmetic. For view loads and stores the analysis derives
// how many elements along the view's unit-stride dimension form one
// aligned vector (at most 16 bytes), the fact the vector memory accesses of
// the lowering need. `--tile-print-axis-info` prints both.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_ANALYSIS_AXISINFO_H
#define TILEIR_ANALYSIS_AXISINFO_H

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir::tile {

/// Per-dimension facts about a tile of integers or pointers (a rank-0 tile
/// has one dimension of size 1). Every entry is a power of two.
struct AxisInfo {
  /// Divisibility of a value known to be 0.
  static constexpr int64_t kMaxDivisibility = int64_t(1) << 30;

  /// Runs of this many consecutive elements hold consecutive values (+1,
  /// or + the pointee size for pointers), each run starting at a multiple
  /// of its length.
  SmallVector<int64_t, 4> contiguity;
  /// The first value of each run is a multiple of this (bytes for
  /// pointers).
  SmallVector<int64_t, 4> divisibility;
  /// Runs of this many consecutive elements hold one value.
  SmallVector<int64_t, 4> constancy;

  /// Nothing known, for a tile of `rank` dimensions (0 for a scalar).
  static AxisInfo getUnknown(int64_t rank);
  /// What holds for both `a` and `b` (the values an if or loop joins).
  static AxisInfo join(const AxisInfo &a, const AxisInfo &b);
  int64_t getRank() const { return contiguity.size(); }
  bool operator==(const AxisInfo &other) const {
    return contiguity == other.contiguity &&
           divisibility == other.divisibility && constancy == other.constancy;
  }
  void print(llvm::raw_ostream &os) const;
};

/// How a load or store through a partition view touches memory.
struct ViewAccessInfo {
  /// The tile dimension walking the tensor's unit-stride dimension, or -1
  /// when no dimension has a static stride of 1.
  int64_t contiguousDim = -1;
  /// Elements along `contiguousDim` that form one contiguous run aligned
  /// to its size in bytes, at most 16 bytes (1: scalar accesses).
  int64_t vectorElements = 1;
  /// The alignment, in bytes, of every element at a multiple of
  /// `vectorElements` along `contiguousDim`.
  int64_t alignment = 1;
  /// Whether every tile the view's index space reaches lies inside the
  /// tensor (static extents, multiples of the tile): no bounds checks.
  bool alwaysInBounds = false;
  /// Whether each aligned vector of `vectorElements` lies wholly inside or
  /// wholly outside the tensor: its extent along the unit-stride dimension
  /// is a multiple of the vector (edge tiles then need one predicate per
  /// vector, not one per element).
  bool wholeVectors = false;
};

/// The facts of every integer and pointer tile of an entry, computed once,
/// in program order (a loop's iteration values take the join of their
/// initial value and, one round later, what the body yields).
class AxisInfoAnalysis {
public:
  explicit AxisInfoAnalysis(EntryOp entry);

  /// The facts of `value` (integer or pointer tile); unknown facts for any
  /// other value.
  AxisInfo getInfo(Value value) const;
  /// The access facts of a load_view_tko / store_view_tko / atomic_red_view
  /// through a partition view (default facts for other views).
  ViewAccessInfo getViewAccess(Operation *op) const;

private:
  void visit(Operation *op);
  void set(Value value, AxisInfo info);

  llvm::DenseMap<Value, AxisInfo> infos;
};

} // namespace mlir::tile

#endif // TILEIR_ANALYSIS_AXISINFO_H
