//===- LoopRegionAnalysis.h - for/loop/if facts for planning ----*- C++ -*-===//
//
// For every for, loop and if of an entry: static or runtime trip count,
// nesting, the loop-carried values and their bytes, the tiles defined outside
// and used inside, the tiles live across the region, and the tokens threaded
// through it. `--tile-analyze-loops` prints it; the resource planner reads
// the same liveness.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_ANALYSIS_LOOPREGIONANALYSIS_H
#define TILEIR_ANALYSIS_LOOPREGIONANALYSIS_H

#include "TileIR/Analysis/Liveness.h"
#include "TileIR/Dialect/Tile/IR/TileLocation.h"
#include "mlir/IR/Location.h"

#include <optional>
#include <string>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir {
class AsmState;
} // namespace mlir

namespace mlir::tile {

struct RegionInfo {
  Operation *op;
  /// 1 for a region op directly in the entry.
  unsigned depth;
  /// Index of the enclosing region op in LoopRegionAnalysis::getRegions(),
  /// or -1.
  int parent;
  /// For a `for` with constant bounds and step: the number of iterations.
  std::optional<int64_t> tripCount;
  /// Loop-carried values: the iteration block arguments (for: without the
  /// induction variable).
  SmallVector<Value> carried;
  /// Values defined outside and used inside (each once).
  SmallVector<Value> captured;
  /// Tracked tiles defined before the region and live after it.
  SmallVector<Value> liveAcross;
  /// Tokens carried through the loop or produced by the if.
  unsigned tokens = 0;
};

class LoopRegionAnalysis {
public:
  explicit LoopRegionAnalysis(Operation *root);

  const TileLiveness &getLiveness() const { return liveness; }
  ArrayRef<RegionInfo> getRegions() const { return regions; }

  /// Prints the analysis (the format `--tile-analyze-loops` tests check).
  void print(llvm::raw_ostream &os, AsmState &state) const;

private:
  TileLiveness liveness;
  SmallVector<RegionInfo> regions;
};

/// The signed value of a rank-0 integer `constant`, if `value` is one.
std::optional<int64_t> getConstantIntValue(Value value);

/// `file:line:col` of the first file location in getUserLoc(loc), else the
/// location's print (`loc(unknown)`).
std::string formatUserLoc(Location loc);

/// `type` as NVIDIA prints it inside a module: `tile<128x64xf32>`, `token`.
std::string getShortTypeName(Type type);

} // namespace mlir::tile

#endif // TILEIR_ANALYSIS_LOOPREGIONANALYSIS_H
