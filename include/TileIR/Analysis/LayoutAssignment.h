//===- LayoutAssignment.h - which tiles leave the blocked layout -*- C++
//-*-===//
//
// The choice `tile-assign-layouts` applies and the resource plan prices:
// every tile is in the blocked layout except the accumulators of
// tensor-core mma and what is computed from them elementwise or carried
// around a loop, which stay in the mma.sync fragment layout, the results
// of reductions along rows (slices), and the tiles a kernel streams
// through view loads and stores (coalesced) (docs/layouts.md). A pure function
// of the IR and the warp count, so the plan and the lowering cannot disagree.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_ANALYSIS_LAYOUTASSIGNMENT_H
#define TILEIR_ANALYSIS_LAYOUTASSIGNMENT_H

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::tile {

/// The warps of a block for `entry`: its plan's `num_warps`, else its
/// `num_worker_warps_per_cta` hint for `chip`, else `fallback`.
int64_t getEntryWarps(EntryOp entry, llvm::StringRef chip, int64_t fallback);

/// Whether the entry's plan keeps the resident mma operands
/// (findResidentRhs): unless `tile.plan` says `resident_operands = 0`, where
/// their shared memory did not fit.
bool planKeepsResidentOperands(EntryOp entry);

/// Whether a wgmma ring loop's loop-invariant B may take a ring of one
/// buffer (MmaRingOperand::resident): unless `tile.plan` says
/// `resident_rings = 0`, where the tiles did not fit the registers that way
/// (A's wgmma fragments beside the accumulator) and B is staged as a
/// resident operand instead.
bool planKeepsResidentRings(EntryOp entry);

/// Whether conversions out of the mma layout pad their rows in scratch:
/// unless the entry's plan dropped that (tile.plan's mma_row_padding = 0).
bool planPadsMmaRows(EntryOp entry);

/// Whether `op` is an mmaf/mmai the lowering runs on tensor cores (every
/// operand type but f32 and f64).
bool isTensorCoreMma(Operation *op);

/// A warpsM x warpsN grid of warps over the 16x8 accumulator tiles.
struct MmaWarpGrid {
  int64_t warpsM = 1, warpsN = 1;
};

/// The grid for an accumulator of `shape` ([batch x] M x N) over `warps`
/// warps: every warp holds the same number of whole 16x8 tiles, choosing
/// among the grids that do the one that loads the fewest operand fragments
/// per k step. None when no grid divides the tile.
std::optional<MmaWarpGrid> getMmaWarpGrid(llvm::ArrayRef<int64_t> shape,
                                          int64_t warps);

/// Whether an op's per-thread lowering is the same whatever the (shared)
/// layout of its operands and result: elementwise ops, select, conversions.
bool isLayoutAgnostic(Operation *op);

/// Whether `value` is a splat constant: the same in every layout.
bool isSplatConstant(Value value);

/// The tiles of `entry` the lowering keeps in the mma accumulator layout
/// over `warps` warps (each must have a warp grid): the results of
/// tensor-core mma whose accumulator is one of them or a splat; the results
/// of layout-agnostic ops whose operands all are (or are splats); the
/// iteration values of a tile.for without `break` whose every `continue`
/// passes one (its initial value is converted before the loop). The
/// largest such set.
llvm::DenseSet<Value> findMmaLayoutValues(EntryOp entry, int64_t warps);

/// Whether operand `index` of `user` may be in the mma layout given the
/// choice `mma`: the accumulator of an mma whose result is in it, an
/// operand of a layout-agnostic op whose result is, a for's initial value
/// or a continue's value for an iteration value that is. Every other use
/// of a value in `mma` needs a conversion to the blocked layout.
bool acceptsMmaLayout(Operation *user, unsigned index,
                      const llvm::DenseSet<Value> &mma);

/// Values in slice layouts: the parent shape each is a slice of.
using SliceLayouts = llvm::DenseMap<Value, llvm::SmallVector<int64_t>>;

/// The tiles of `entry` the lowering keeps in a slice layout over
/// `threads` threads: the results of a reduce along the last dimension of
/// a blocked tile whose rows are spread over several threads (otherwise
/// the slice is the blocked layout itself), and what layout-agnostic ops
/// and reshapes adding or dropping that trailing 1 compute from them (all
/// non-splat operands slices of the same parent).
SliceLayouts findSliceLayoutValues(EntryOp entry, int64_t threads);

/// Whether operand `index` of `user` may be in its slice layout given
/// `slices`: an operand of a layout-agnostic op or a reshape whose result
/// is a slice of the same parent, or the source of a broadcast back to the
/// parent's shape (each thread splats its rows).
bool acceptsSliceLayout(Operation *user, unsigned index,
                        const SliceLayouts &slices);

/// Every value of an entry that leaves the blocked layout, for one warp
/// count: what tile-assign-layouts writes and the resource plan prices.
/// How a view load or store accesses memory in vectors.
struct VectorAccess {
  /// Elements per aligned vector (tilegpu.vector).
  int64_t width = 1;
  /// Whether a vector can straddle the tensor's end, so that a thread at an
  /// edge falls back to the lane-by-lane access (tilegpu.edge_lanes);
  /// otherwise each vector is predicated as a whole.
  bool edgeLanes = false;
};

/// The vector access of each weak partition-view load and store whose
/// threads hold their elements along the tensor's unit stride (the tile's
/// last dimension, in the blocked layout's row-major chunks): the aligned
/// vector the axis info allows (lib/Analysis/AxisInfo.cpp), at most a
/// thread's chunk and the row; only widths above 1 are listed.
llvm::DenseMap<Operation *, VectorAccess> findVectorWidths(EntryOp entry,
                                                           int64_t threads);

/// A coalesced layout (tilegpu.coalesced): the blocked layout with each
/// group of `group` threads' chunks (one row) dealt out to them again in
/// vectors of `vector` elements.
struct CoalescedLayout {
  int64_t vector = 1;
  int64_t group = 1;
  bool operator==(const CoalescedLayout &other) const {
    return vector == other.vector && group == other.group;
  }
};
using CoalescedLayouts = llvm::DenseMap<Value, CoalescedLayout>;

/// Whether a reduce's combiner is one op with the `Commutative` trait per
/// operand on exactly that operand's (element, accumulator) pair:
/// f(x, y) = f(y, x) bit for bit (maxf/minf order -0 below +0), so both
/// lanes of a butterfly pair get the same bits and a thread may fold its
/// lanes in any order (up to reassociation).
bool isSymmetricCombiner(Block &body, size_t operands);

/// Whether `reduce` folds along the last dimension with a symmetric
/// combiner: a thread's lanes may be folded in any order, so it takes its
/// inputs in a coalesced layout as they are.
bool reducesRowsInAnyOrder(ReduceOp reduce);

/// The tiles of `entry` the lowering keeps in a coalesced layout over
/// `threads` threads, so that a warp's vector accesses are consecutive in
/// memory: each a maximal set of tiles (rows spread over threads, whole
/// vectors per thread) linked by layout-agnostic ops, reshapes and the
/// inputs of a reduce, made only by view loads, those ops, permutes and
/// broadcasts out of a slice (or of one element), and used only by those
/// ops, view stores, permutes (which go through scratch by element index,
/// so their source and result are sets of their own) and reduces along the
/// last dimension with a symmetric combiner.
/// All or nothing: no conversion is ever needed. A set takes the widest
/// vector of its view accesses (`vectorWidths`) and the largest group
/// whose chunks lie in one row of every member, and is left blocked when
/// it has no vector access, the vector is the whole chunk or the group is
/// one thread.
CoalescedLayouts findCoalescedValues(
    EntryOp entry, int64_t threads,
    const llvm::DenseMap<Operation *, VectorAccess> &vectorWidths,
    const llvm::DenseSet<Value> &mma, const SliceLayouts &slices);

/// Whether operand `index` of `user` may be in its coalesced layout given
/// `coalesced`: an operand of a layout-agnostic op or a reshape whose
/// result has the same layout, the tile of a view store, the source of a
/// permute, an input of a reduce along the
/// last dimension.
bool acceptsCoalescedLayout(Operation *user, unsigned index,
                            const CoalescedLayouts &coalesced);

/// The tensor-core mma (accumulator in the mma layout `mma`) whose B is
/// staged once into its own shared buffer and read from there on every
/// iteration (tilegpu.resident_rhs): B is defined outside a loop around the
/// mma and used only as B of such mma with the same operand types, so the
/// registers it would hold across the loop and its staging per iteration
/// both go (docs/layouts.md, "Resident operands").
llvm::DenseSet<Operation *> findResidentRhs(EntryOp entry,
                                            const llvm::DenseSet<Value> &mma);

struct LayoutChoice {
  llvm::DenseSet<Value> mma;
  SliceLayouts slices;
  /// tilegpu.vector of view loads and stores (findVectorWidths).
  llvm::DenseMap<Operation *, VectorAccess> vectorWidths;
  /// tilegpu.resident_rhs (findResidentRhs).
  llvm::DenseSet<Operation *> residentRhs;
  /// tilegpu.coalesced (findCoalescedValues).
  CoalescedLayouts coalesced;
  /// Conversions out of the mma layout pad their rows in scratch
  /// (getMmaRowPadding); false where the padded scratch does not fit
  /// (tile.plan's mma_row_padding = 0, planPadsMmaRows).
  bool padMmaRows = true;

  static LayoutChoice compute(EntryOp entry, int64_t warps) {
    LayoutChoice choice;
    choice.mma = findMmaLayoutValues(entry, warps);
    choice.slices = findSliceLayoutValues(entry, warps * 32);
    choice.vectorWidths = findVectorWidths(entry, warps * 32);
    choice.residentRhs = findResidentRhs(entry, choice.mma);
    choice.coalesced = findCoalescedValues(
        entry, warps * 32, choice.vectorWidths, choice.mma, choice.slices);
    return choice;
  }
  /// The distinct B tiles of residentRhs, in program order.
  llvm::SmallVector<Value> getResidentValues(EntryOp entry) const;
  bool isBlocked(Value value) const {
    return !mma.contains(value) && !slices.count(value) &&
           !coalesced.count(value);
  }
  /// Whether use `index` of `user` takes `value`'s layout as it is.
  bool accepts(Value value, Operation *user, unsigned index) const {
    if (mma.contains(value))
      return acceptsMmaLayout(user, index, mma);
    if (coalesced.count(value))
      return acceptsCoalescedLayout(user, index, coalesced);
    return acceptsSliceLayout(user, index, slices);
  }
};

} // namespace mlir::tile

#endif // TILEIR_ANALYSIS_LAYOUTASSIGNMENT_H
