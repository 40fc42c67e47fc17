//===- LoweringCosts.h - what the lowering keeps beyond tiles ---*- C++ -*-===//
//
// The resource plan counts what the lowering to NVVM (lib/Conversion)
// really keeps, for a blocked layout over T threads (docs/lowering.md):
//
//  - scratch: the bytes of the entry's one shared-memory scratch buffer an
//    op reserves (layout changes, reduce/scan partials, mma staging), the
//    same formulas as the lowering, so the plan's shared bytes are the
//    buffer's size;
//  - distinct lanes: how many different values a thread holds of a tile.
//    A thread holds K consecutive row-major elements; a tile that does not
//    vary along the dimensions those K elements span (a splat, a broadcast
//    of a column, ...) is one value per distinct element after LLVM's
//    CSE, not K;
//  - index vectors: per-element values the lowering computes from the
//    thread id alone (a view access's in-tile positions for its address and
//    edge mask, an mma operand's padded or transposed staging index, a
//    scratch gather index), one register per lane. LLVM hoists them out of
//    loops and shares them between ops that compute the same ones, so they
//    stay live from their first use to their last, over every loop around a
//    use; one used once outside loops is computed just before its use and
//    costs nothing;
//  - temporaries at an op: what an op's expansion keeps besides its
//    operands and result (a float function's intermediates, an mma's warp
//    phase).
//
// docs/resource-model.md gives the formulas.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_ANALYSIS_LOWERINGCOSTS_H
#define TILEIR_ANALYSIS_LOWERINGCOSTS_H

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Dialect/Tile/IR/TileTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace mlir::tile {

/// Elements per thread of a tile of `numElements` over `threads` threads
/// (at least one: small tiles are replicated).
uint64_t getElementsPerThread(uint64_t numElements, uint64_t threads);

/// How a thread's K consecutive row-major elements sit along one tile
/// dimension of `size` elements, `inner` elements per step of it: all at
/// one position (the chunk lies within one step), at consecutive positions
/// from one (the last dimension, the chunk within one row), or anywhere.
/// The view lowering keeps the first two a scalar (one bounds register per
/// thread, not one per lane) and the plan prices them so.
enum class LaneSpread { Uniform, Consecutive, PerLane };
LaneSpread getLaneSpread(int64_t inner, int64_t size, int64_t perThread);

struct LayoutChoice;

/// Elements of padding after each source row (the last dimension) of a
/// permute from or to a coalesced tile in scratch: 8 bytes, so the threads
/// of a warp reading a column of 32-bit elements, 4 consecutive rows each
/// (a coalesced result's vectors), fall in distinct banks.
int64_t getPermuteRowPadding(unsigned elementBytes);

/// Elements of padding after each row of an mma accumulator of `shape`
/// ([batch x] M x N, elements of `elementBytes`) staged in scratch on its
/// way to the blocked layout over `threads` threads; 0 where the
/// conversion keeps plain rows. Unpadded, the eight rows an mma fragment
/// spreads a warp's pairs over are a multiple of 128 bytes apart, and
/// every store is an 8-way bank conflict. Eight elements (16 bytes of f16
/// pairs, 32 of f32 pairs) put them on different banks. Each thread's
/// blocked chunk must lie inside a row to be read back as one vector.
int64_t getMmaRowPadding(llvm::ArrayRef<int64_t> shape, unsigned elementBytes,
                         int64_t threads);

/// Bytes of the shared scratch the lowering reserves for `op` with
/// `threads` threads per block; 0 when it needs none. `layouts`: the values
/// out of the blocked layout (LayoutAssignment.h) -- an mma with its
/// accumulator in the mma layout stages none, a reduce into a slice and a
/// broadcast out of one exchange nothing, and conversions reserve scratch
/// at `op`; null: everything blocked.
uint64_t getLoweringScratchBytes(Operation *op, uint64_t threads,
                                 const LayoutChoice *layouts = nullptr);

/// Where the resident B tiles of `residentRhs` (LayoutChoice) sit at the
/// head of an entry's scratch buffer: each its staged, transposed and
/// padded copy, from a 16-byte boundary; two whose live ranges (definition
/// to last use, a use in a loop to the loop's end) do not overlap may share
/// bytes. `bytes` is the head's size: the reused scratch starts after it,
/// so the plan counts it at every point. With `alignment` (the swizzle
/// period of operand rings in the reused scratch, which the hardware
/// applies to absolute addresses), `bytes` is rounded up to a multiple.
struct ResidentRegions {
  llvm::DenseMap<Value, uint64_t> offsets;
  uint64_t bytes = 0;
};
ResidentRegions
getResidentRegions(EntryOp entry,
                   const llvm::DenseSet<Operation *> &residentRhs,
                   uint64_t alignment = 1);

/// The dimensions each tile of an entry may vary along, from how it is
/// made: splat constants vary along none, a broadcast not along the
/// broadcast dimensions, an elementwise op along its operands' union.
class LaneAnalysis {
public:
  explicit LaneAnalysis(Operation *root);
  /// The values a thread keeps of `value` (a tile of rank >= 1) in the
  /// blocked layout over `threads` threads: the product, over the
  /// dimensions it varies along, of how far a thread's elements extend in
  /// that dimension; at least 1.
  uint64_t getDistinctLanes(Value value, uint64_t threads) const;

private:
  /// Bit i set: may vary along dimension i. Absent: along every dimension.
  llvm::DenseMap<Value, uint64_t> varying;
};

/// A per-element index vector `op` computes from the thread id (ops with
/// the same key compute the same one), or a temporary of `op` alone.
struct IndexUse {
  std::string key;
  uint64_t registers;
  /// Live at the op even when used once outside loops (a temporary, or an
  /// index the op loops over itself).
  bool atOp = false;
};
SmallVector<IndexUse> getIndexUses(Operation *op, uint64_t threads,
                                   const LayoutChoice *layouts = nullptr);

} // namespace mlir::tile

#endif // TILEIR_ANALYSIS_LOWERINGCOSTS_H
