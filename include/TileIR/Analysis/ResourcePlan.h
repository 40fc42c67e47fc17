//===- ResourcePlan.h - warps, storage and budgets of an entry --*- C++ -*-===//
//
// The storage planner: from the liveness over the region tree and a target
// model it picks the warps per block, places every tile in registers or in
// shared memory, sizes the shared scratch for layout changes and mma
// operand staging, and estimates the per-thread registers and the shared
// bytes at every program point. The plan is attached to the IR as
// attributes (`tile.plan` on the entry, `tile.storage` / `tile.pressure` /
// `tile.scratch` on ops) that layout assignment and lowering obey; when no
// plan fits, it says so at the point of peak demand. The model and its
// formulas are documented in docs/resource-model.md.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_ANALYSIS_RESOURCEPLAN_H
#define TILEIR_ANALYSIS_RESOURCEPLAN_H

#include "TileIR/Analysis/AxisInfo.h"
#include "TileIR/Analysis/LayoutAssignment.h"
#include "TileIR/Analysis/Liveness.h"
#include "TileIR/Analysis/MmaRings.h"
#include "TileIR/Target/TargetModel.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace llvm {
class raw_ostream;
namespace json {
class OStream;
} // namespace json
} // namespace llvm

namespace mlir {
class AsmState;
} // namespace mlir

namespace mlir::tile {

class EntryOp;
class LaneAnalysis;

/// Attribute names of the plan (one source of truth for the lowering).
constexpr llvm::StringLiteral kPlanAttrName = "tile.plan";
/// The entry's deferred spill warning (tile-verify-resources
/// defer-spill-warning): `{loc = <location>, message = "..."}`, the message
/// up to the estimate, for the driver to finish with the assembler's
/// figures.
constexpr llvm::StringLiteral kSpillWarningAttrName = "tile.spill_warning";
/// How a spill warning ends where no assembler has said what it spilled.
constexpr llvm::StringLiteral kSpillWarningEnding =
    "; what does not fit, ptxas spills to local memory, which is slow "
    "(smaller tiles avoid it)";
constexpr llvm::StringLiteral kStorageAttrName = "tile.storage";
constexpr llvm::StringLiteral kCarriedStorageAttrName = "tile.carried_storage";
constexpr llvm::StringLiteral kPressureAttrName = "tile.pressure";
constexpr llvm::StringLiteral kScratchAttrName = "tile.scratch";

enum class Storage : uint8_t { None, Registers, Shared };
llvm::StringRef getStorageName(Storage storage);

struct PlanOptions {
  /// 0: the entry's `occupancy` hint for the target, else 1.
  int64_t occupancy = 0;
  /// 0: the entry's `num_worker_warps_per_cta` hint, else search.
  int64_t numWarps = 0;
  /// 32-bit registers per thread kept for addresses, indices, loop counters
  /// and scalars (docs/resource-model.md).
  unsigned reservedRegisters = 24;
  /// When no warp count holds the tiles in registers but one fits shared
  /// memory, choose the one that spills the fewest registers.
  bool allowSpills = false;
  /// An optimization hint that cannot be met is an error, not a warning
  /// (tile-as -Werr-hints).
  bool hintsAreErrors = false;
  /// Buffers per operand ring where a loop's mmas can read their operands
  /// from shared rings (MmaRings.h, tile-pipeline-mma-shared); 0: none.
  int64_t mmaStages = 0;
  /// Rings of mmas that can run as wgmma are swizzled and one buffer
  /// deeper (canUseWarpgroupMma, MmaRingLoop::getWantedStages), as
  /// tile-pipeline-mma-shared's warpgroup-mma makes them.
  bool warpgroupMma = false;
  /// wgmma rings filled by TMA take their mbarriers after them
  /// (MmaRingLoop::getTmaBarriers, getTmaBytes).
  MmaTmaOptions tma;
};

/// One warp count tried.
struct PlanAttempt {
  unsigned numWarps = 0;
  unsigned threads = 0;
  /// The layouts tile-assign-layouts will choose at these warps
  /// (LayoutAssignment.h), which the lowering's costs depend on.
  LayoutChoice layouts;
  /// Hardware registers per thread at this occupancy, and what tiles get.
  unsigned registerLimit = 0, registerBudget = 0;
  uint64_t sharedBudget = 0;
  /// Per interval of the liveness.
  SmallVector<Storage> storage;
  SmallVector<unsigned> registersOf;
  /// Per program point: tile registers per thread, shared bytes (tiles
  /// and scratch), scratch bytes.
  SmallVector<uint64_t> registersAt, sharedAt, scratchAt;
  /// Per program point: registers per thread of the lowering's per-element
  /// index vectors and op temporaries live there (LoweringCosts.h; included
  /// in registersAt).
  SmallVector<uint64_t> indexAt;
  uint64_t peakRegisters = 0, peakShared = 0; // tiles only, no reserve
  unsigned registerPeakPoint = 0, sharedPeakPoint = 0;
  bool feasible = false;
  bool usesShared = false; // some tile had to move to shared memory
  /// Shared bytes of the resident mma operands (LayoutChoice::residentRhs),
  /// at every point; residentDropped: they did not fit, and the attempt
  /// stages B at each mma instead (tile.plan's resident_operands = 0).
  uint64_t residentBytes = 0;
  bool residentDropped = false;
  /// The padded rows of conversions out of the mma layout did not fit, and
  /// the attempt keeps them plain (tile.plan's mma_row_padding = 0).
  bool mmaRowPaddingDropped = false;
  /// Some ring loop's B is resident in a ring of one buffer; and where the
  /// tiles did not fit that way, the attempt gave those loops up (their B
  /// staged as resident operands, tile.plan's resident_rings = 0).
  bool residentRings = false;
  bool residentRingsDropped = false;
  /// Loops whose mmas read their operands from rings (MmaRings.h), with
  /// the ring bytes each takes in the reused scratch (its stages fit
  /// sharedBudget); their operand tiles take no registers and their mmas
  /// no staging.
  llvm::DenseMap<Operation *, uint64_t> ringLoops;
  /// The fewest buffers a ring of those loops got (0: no ring loop).
  unsigned ringStages = 0;
  /// Some ring loop's mmas run as wgmma at these warps (swizzled rings).
  bool warpgroupMma = false;
  llvm::DenseSet<Operation *> ringMmas;
  llvm::DenseSet<Value> ringOperands;
  /// Ring mmas whose wgmma takes A from registers (tf32), with the
  /// registers per thread A's fragments take there: one iteration's, twice
  /// where the group stays in flight (its fragments live until its wait).
  llvm::DenseMap<Operation *, uint64_t> lhsFragmentRegisters;
  /// The most rows of A that one of those wgmmas reads into registers.
  uint64_t lhsRegisterRows = 0;
  /// Bytes over budget, registers counted as 4 x threads each.
  uint64_t excess = 0;
  /// Registers per thread over the budget (what ptxas would spill), and
  /// whether shared memory fits.
  uint64_t registerOverflow = 0;
  bool fitsShared = false;
};

class ResourcePlanner {
public:
  ResourcePlanner(EntryOp entry, const TargetModel &target,
                  const PlanOptions &options);
  ~ResourcePlanner();

  /// Diagnoses element-type/instruction combinations the target lacks,
  /// unmeetable hints and tiles beyond the IR's limits, at their locations.
  LogicalResult checkTarget();
  /// Tries warp counts and picks a plan. Returns failure when none fits
  /// (nothing is emitted; see emitInfeasible).
  LogicalResult plan();
  /// The `error:` at the peak point with one `note:` per live tile.
  void emitInfeasible();
  /// Whether the chosen plan spills registers (PlanOptions::allowSpills).
  bool isSpilling() const;
  /// The warning for a spilling plan, at the point of peak demand.
  void emitSpilling();
  /// Instead, records it on the entry (kSpillWarningAttrName) for a driver
  /// that assembles the kernel to emit only where the assembler spills.
  void deferSpilling();
  /// Attaches the chosen plan to the IR.
  void attach();

  void printText(llvm::raw_ostream &os, AsmState &state) const;
  void printJson(llvm::json::OStream &json, AsmState &state) const;

  const TileLiveness &getLiveness() const { return *liveness; }
  ArrayRef<PlanAttempt> getAttempts() const { return attempts; }
  /// The chosen attempt; null when infeasible.
  const PlanAttempt *getChosen() const {
    return chosen < 0 ? nullptr : &attempts[chosen];
  }
  unsigned getOccupancy() const { return occupancy; }
  unsigned getNumCtas() const { return numCtas; }
  /// The point with the most live tile bytes plus scratch.
  unsigned getDemandPeakPoint() const { return demandPeakPoint; }

private:
  /// A spilling plan's warning: where, and its text up to the estimate.
  std::optional<std::pair<Location, std::string>> getSpillingWarning() const;
  void runAttempt(PlanAttempt &attempt);
  uint64_t scratchAt(unsigned point, const PlanAttempt &attempt) const;
  /// runAttempt's evaluation of `attempt` with its layouts fixed.
  void evaluateAttempt(PlanAttempt &attempt);
  void addIndexRegisters(PlanAttempt &attempt) const;
  /// Fills the attempt's ring fields from its layouts and sharedBudget.
  void findRings(PlanAttempt &attempt);
  const PlanAttempt &getReportedAttempt() const;

  Operation *entry;
  const TargetModel &target;
  PlanOptions options;
  std::unique_ptr<TileLiveness> liveness;
  std::unique_ptr<LaneAnalysis> lanes;
  std::unique_ptr<AxisInfoAnalysis> axisInfo; // made when rings are asked

  unsigned occupancy = 1, numCtas = 1;
  /// Whether `occupancy` came from the entry's hint (not an option).
  bool occupancyFromHint = false;
  SmallVector<unsigned> warpCandidates;
  SmallVector<PlanAttempt, 0> attempts;
  int chosen = -1;
  unsigned demandPeakPoint = 0;
};

} // namespace mlir::tile

#endif // TILEIR_ANALYSIS_RESOURCEPLAN_H
