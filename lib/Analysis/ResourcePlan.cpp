//===- ResourcePlan.cpp - warps, storage and budgets of an entry ----------===//
//
// The formulas are those of docs/resource-model.md; keep the two in step.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Analysis/ResourcePlan.h"

#include "TileIR/Analysis/LayoutAssignment.h"

#include "TileIR/Analysis/LoopRegionAnalysis.h"
#include "TileIR/Analysis/LoweringCosts.h"
#include "TileIR/Analysis/MmaRings.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <array>

using namespace mlir;
using namespace mlir::tile;

StringRef mlir::tile::getStorageName(Storage storage) {
  switch (storage) {
  case Storage::None: return "none";
  case Storage::Registers: return "registers";
  case Storage::Shared: return "shared";
  }
  return "none";
}

/// Bits per element in registers: an i1 lane is one bit (LLVM packs the
/// lanes of an i1 vector into an integer mask, or keeps them in predicate
/// registers); pointers are 64.
static unsigned getElementBits(TileType type) {
  if (type.getElementType().isInteger(1))
    return 1;
  if (auto kind = getElemKind(type.getElementType()))
    return getElemKindBits(*kind);
  return 64; // pointers
}

/// Bits a tile's element takes in registers. A load is a masked gather
/// that LLVM splits into one load per lane, each into a register of its
/// own: elements narrower than 32 bits stay one per register until an op
/// repacks them.
static unsigned getRegisterElementBits(Value value, TileType type) {
  unsigned bits = getElementBits(type);
  if (bits > 1 && bits < 32 &&
      isa_and_nonnull<LoadViewTkoOp, LoadPtrTkoOp>(value.getDefiningOp()))
    return 32;
  return bits;
}

static uint64_t getNumElements(TileType type) {
  uint64_t n = 1;
  for (int64_t dim : type.getShape()) {
    if (dim <= 0)
      return 0;
    n = std::min<uint64_t>(n * uint64_t(dim), uint64_t(1) << 40);
  }
  return n;
}

/// The most elements of any tile of `entry` (operands, results, block
/// arguments).
static uint64_t getLargestTileElements(Operation *entry) {
  uint64_t largest = 1;
  auto visit = [&](Value value) {
    if (auto type = dyn_cast<TileType>(value.getType()))
      largest = std::max(largest, getNumElements(type));
  };
  entry->walk([&](Operation *op) {
    llvm::for_each(op->getResults(), visit);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        llvm::for_each(block.getArguments(), visit);
  });
  return largest;
}

static uint64_t ceilDiv(uint64_t a, uint64_t b) { return b ? (a + b - 1) / b : a; }

/// The location to report a value at: its definition, or for a block
/// argument (a loop-carried value) the op that owns it.
static Location getValueLoc(Value value) {
  if (Operation *def = value.getDefiningOp())
    return getUserLoc(def->getLoc());
  auto arg = cast<BlockArgument>(value);
  if (Operation *owner = arg.getOwner()->getParentOp())
    return getUserLoc(owner->getLoc());
  return getUserLoc(arg.getLoc());
}

static std::string locToString(Location loc) { return formatUserLoc(loc); }

static std::string valueName(Value value, AsmState &state) {
  std::string text;
  llvm::raw_string_ostream os(text);
  value.printAsOperand(os, state);
  return text;
}

//===----------------------------------------------------------------------===//
// Set-up and target checks
//===----------------------------------------------------------------------===//

ResourcePlanner::ResourcePlanner(EntryOp entryOp, const TargetModel &target,
                                 const PlanOptions &options)
    : entry(entryOp), target(target), options(options),
      liveness(std::make_unique<TileLiveness>(entryOp)),
      lanes(std::make_unique<LaneAnalysis>(entryOp)) {}

ResourcePlanner::~ResourcePlanner() = default;

LogicalResult ResourcePlanner::checkTarget() {
  auto entryOp = cast<EntryOp>(entry);
  bool ok = true;
  OptimizationHintsAttr hints = entryOp.getOptimizationHintsAttr();
  auto hint = [&](StringRef key) -> std::optional<int64_t> {
    if (!hints)
      return std::nullopt;
    return hints.getIntHint(target.name, key);
  };

  // A hint that cannot be met is a warning and the kernel compiles at the
  // best the target allows; an option the user passed, or a hint under
  // `hintsAreErrors`, is an error.
  auto unmet = [&](bool fromHint) -> InFlightDiagnostic {
    if (fromHint && !options.hintsAreErrors)
      return emitWarning(entry->getLoc());
    ok = false;
    return emitError(entry->getLoc());
  };

  // Occupancy: blocks of this kernel resident per SM.
  occupancyFromHint = options.occupancy <= 0 && hint("occupancy");
  int64_t occ = options.occupancy > 0 ? options.occupancy
                                      : hint("occupancy").value_or(1);
  if (occ < 1 || occ > int64_t(target.maxBlocksPerSM)) {
    int64_t met = std::clamp<int64_t>(occ, 1, target.maxBlocksPerSM);
    InFlightDiagnostic diag = unmet(occupancyFromHint);
    diag << "occupancy " << occ << " cannot be met on " << target.name
         << ": it keeps between 1 and " << target.maxBlocksPerSM
         << " blocks resident per SM";
    if (occupancyFromHint && !options.hintsAreErrors)
      diag << "; compiling for occupancy " << met;
    occ = met;
  }
  occupancy = unsigned(occ);

  // CTAs per cluster (CGA).
  int64_t ctas = hint("num_cta_in_cga").value_or(1);
  if (ctas < 1 || !llvm::isPowerOf2_64(uint64_t(ctas)) ||
      ctas > int64_t(target.maxClusterSize)) {
    InFlightDiagnostic diag = unmet(true);
    diag << "num_cta_in_cga " << ctas << " cannot be met on " << target.name
         << ": ";
    if (target.maxClusterSize <= 1)
      diag << "thread block clusters need sm_90 or newer";
    else
      diag << "clusters hold a power of two up to "
           << target.maxClusterSize << " CTAs";
    if (!options.hintsAreErrors)
      diag << "; compiling without a cluster";
    ctas = 1;
  }
  numCtas = unsigned(ctas);

  // Warps per block: the option, the hint, or a search.
  int64_t fixedWarps = options.numWarps > 0
                           ? options.numWarps
                           : hint("num_worker_warps_per_cta").value_or(0);
  bool warpsFromHint = options.numWarps <= 0;
  SmallVector<unsigned> wanted;
  unsigned minWarps = 4; // fewer only where the occupancy needs them
  bool badWarps =
      fixedWarps != 0 &&
      (fixedWarps < 1 || !llvm::isPowerOf2_64(uint64_t(fixedWarps)) ||
       fixedWarps * target.warpSize > target.maxThreadsPerBlock);
  if (badWarps) {
    InFlightDiagnostic diag = unmet(warpsFromHint);
    diag << "num_worker_warps_per_cta " << fixedWarps << " cannot be met on "
         << target.name << ": a block holds a power of two up to "
         << target.maxThreadsPerBlock / target.warpSize << " warps";
    if (warpsFromHint && !options.hintsAreErrors) {
      diag << "; choosing the warps";
      fixedWarps = 0;
    }
  }
  if (fixedWarps != 0) {
    if (!badWarps)
      wanted.push_back(unsigned(fixedWarps));
  } else {
    // Four warps first (one warpgroup), more to spread big tiles, fewer
    // only to reach a high occupancy. A kernel whose largest tile has at
    // most two warps' worth of elements starts at the fewest warps that
    // give each element a thread: more would idle, and such a kernel is
    // bound by the blocks an SM holds (at most maxBlocksPerSM, whatever
    // their size) and starts, not by its threads.
    wanted = {4, 8, 16, 32, 2, 1};
    unsigned fewest = llvm::PowerOf2Ceil(
        ceilDiv(getLargestTileElements(entry), target.warpSize));
    if (fewest < 4) {
      wanted = {fewest};
      for (unsigned warps : {1u, 2u, 4u, 8u, 16u, 32u})
        if (warps > fewest)
          wanted.push_back(warps);
      minWarps = fewest;
    }
  }
  auto collectCandidates = [&] {
    warpCandidates.clear();
    for (unsigned warps : wanted) {
      // Fewer than four warps never lowers the registers a thread needs;
      // try them only when the occupancy leaves no room for four.
      if (warps < minWarps && fixedWarps == 0 && !warpCandidates.empty())
        break;
      if (warps * target.warpSize <= target.maxThreadsPerBlock &&
          uint64_t(warps) * occupancy <= target.maxWarpsPerSM)
        warpCandidates.push_back(warps);
    }
  };
  collectCandidates();
  if (warpCandidates.empty() && !wanted.empty()) {
    unsigned fewest = *llvm::min_element(wanted);
    unsigned met = std::max(1u, target.maxWarpsPerSM / fewest);
    InFlightDiagnostic diag = unmet(occupancyFromHint);
    diag << "occupancy " << occupancy << " cannot be met on " << target.name
         << " with " << fewest << " warps per block: at most "
         << target.maxWarpsPerSM << " warps are resident per SM";
    if (occupancyFromHint && !options.hintsAreErrors) {
      diag << "; compiling for occupancy " << met;
      occupancy = met;
      collectCandidates();
    }
  }

  // Ops: tile limits and element-type/instruction combinations.
  auto kindName = [](Type type) -> std::string {
    if (auto kind = getElemKind(type))
      return getElemKindName(*kind).str();
    return getShortTypeName(type);
  };
  auto checkMma = [&](Operation *op, Type ab, Type acc, bool blockScaled) {
    auto abKind = getElemKind(ab), accKind = getElemKind(acc);
    if (!abKind || !accKind)
      return;
    // What the lowering does where the target has no instruction for the
    // inputs: f32 x f32 and f64 x f64 run on the FMA pipes, block-scaled
    // mma as scaled f32 operands there (tile-expand-scaled-mma), both on
    // every target; f8 inputs are widened to f16 exactly.
    if (blockScaled || *abKind == ElemKind::F32 || *abKind == ElemKind::F64)
      return;
    if (*abKind == ElemKind::F8E4M3FN || *abKind == ElemKind::F8E5M2)
      abKind = ElemKind::F16;
    if (target.findMma(*abKind, *accKind, blockScaled))
      return;
    InFlightDiagnostic diag = emitError(op->getLoc());
    diag << op->getName().stripDialect() << " with " << kindName(ab)
         << " inputs and " << kindName(acc) << " accumulator needs a "
         << (blockScaled ? "block-scaled " : "")
         << "tensor-core instruction that " << target.name << " lacks";
    if (const TargetModel *first =
            firstTargetWithMma(*abKind, *accKind, blockScaled)) {
      const MmaInstr *instr = first->findMma(*abKind, *accKind, blockScaled);
      diag << "; " << first->name << " is the first target with one ("
           << getMmaFamilyName(instr->family) << " m" << instr->m << "n"
           << instr->n << "k" << instr->k << ")";
    }
    ok = false;
  };

  SmallVector<Operation *> worklist;
  for (Operation &op : entryOp.getBody().front())
    worklist.push_back(&op);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &nested : block)
          worklist.push_back(&nested);

    for (Value result : op->getResults()) {
      auto type = dyn_cast<TileType>(result.getType());
      if (!type)
        continue;
      uint64_t elements = getNumElements(type);
      if (elements == 0 || elements > uint64_t(kMaxTileElements)) {
        emitError(op->getLoc())
            << getShortTypeName(type) << " has " << elements
            << " elements; Tile IR tiles hold 1 to " << kMaxTileElements;
        ok = false;
      }
    }

    // Conversions between any float types are lowered on every target
    // (narrow floats in software, TileToGPUNarrowFloat.cpp).
    if (auto mma = dyn_cast<MmaFOp>(op)) {
      checkMma(op, cast<TileType>(mma.getLhs().getType()).getElementType(),
               cast<TileType>(mma.getAcc().getType()).getElementType(), false);
    } else if (auto mma = dyn_cast<MmaIOp>(op)) {
      checkMma(op, cast<TileType>(mma.getLhs().getType()).getElementType(),
               cast<TileType>(mma.getAcc().getType()).getElementType(), false);
    } else if (auto mma = dyn_cast<MmaFScaledOp>(op)) {
      checkMma(op, cast<TileType>(mma.getLhs().getType()).getElementType(),
               cast<TileType>(mma.getAcc().getType()).getElementType(), true);
    }
  }
  return success(ok);
}

//===----------------------------------------------------------------------===//
// Planning
//===----------------------------------------------------------------------===//

/// Registers per thread for a tile of `bits`-bit elements of which a thread
/// keeps `lanes` distinct values; sub-32-bit elements pack into registers.
static unsigned getRegistersPerThread(uint64_t lanes, unsigned bits) {
  uint64_t regs = ceilDiv(std::max<uint64_t>(lanes, 1) * bits, 32);
  return unsigned(std::min<uint64_t>(regs, uint64_t(1) << 30));
}

static bool isMmaOp(Operation *op) {
  return isa<MmaFOp, MmaIOp, MmaFScaledOp>(op);
}

uint64_t ResourcePlanner::scratchAt(unsigned point,
                                    const PlanAttempt &attempt) const {
  const ProgramOrder &order = liveness->getOrder();
  const ProgramOrder::Point &p = order.getPoints()[point];
  // A ring loop's rings hold the reused scratch from its first point to
  // its last.
  uint64_t rings = 0;
  for (auto [loop, bytes] : attempt.ringLoops)
    if (order.getStart(loop) <= point && point <= order.getEnd(loop))
      rings = std::max(rings, bytes);
  if (p.isEnd || attempt.ringMmas.contains(p.op))
    return rings;
  // Exactly what the lowering reserves in its scratch buffer for this op
  // (LoweringCosts.cpp); the buffer is reused from offset 0 by every op.
  return std::max(
      rings, getLoweringScratchBytes(p.op, attempt.numWarps * target.warpSize,
                                     &attempt.layouts));
}

void ResourcePlanner::findRings(PlanAttempt &a) {
  if (options.mmaStages < 1)
    return;
  auto entryOp = cast<EntryOp>(entry);
  if (!axisInfo)
    axisInfo = std::make_unique<AxisInfoAnalysis>(entryOp);
  SmallVector<MmaRingLoop> loops = findMmaRingLoops(
      entryOp, [&](Value v) { return a.layouts.mma.contains(v); }, *axisInfo);
  for (MmaRingLoop &loop : loops)
    for (MmaRingUse &use : loop.mmas)
      use.swizzled =
          options.warpgroupMma && canUseWarpgroupMma(use, a.numWarps);
  // A resident B of a ring loop has a ring of its own (tile-assign-layouts
  // stages it at no mma); the other resident operands' regions come first
  // in the scratch, the rings after them.
  size_t found = loops.size();
  for (auto &[loop, depth, budget] : chooseRingLoops(
           entryOp, std::move(loops), a.layouts.residentRhs, options.mmaStages,
           a.sharedBudget, !a.residentRingsDropped)) {
    a.ringLoops[loop.loop] = loop.getBytes(depth.stages, depth.parts);
    a.residentRings |= loop.hasResidentOperand();
    a.ringStages = a.ringStages ? std::min(a.ringStages, unsigned(depth.stages))
                                : unsigned(depth.stages);
    // TMA's mbarriers after the rings, where the pass will take TMA (and
    // the producer warp's slot word).
    MmaTmaChoice tma =
        loop.chooseTma(depth, budget, a.numWarps, options.tma, found);
    if (tma.barriersPerBuffer)
      a.ringLoops[loop.loop] = loop.getTmaBytes(
          depth.stages, tma.barriersPerBuffer, tma.producerWarp);
    for (MmaRingUse &use : loop.mmas) {
      a.warpgroupMma |= use.swizzled;
      a.ringMmas.insert(use.mma);
      if (use.readsLhsIntoRegisters()) {
        // A thread of warpgroup g holds its 64-row blocks' share of A: the
        // group's rows (M / warpgroups) by K over 128 threads, one set (no
        // group stays in flight with A in registers).
        TileType lhs = use.getLhsType();
        a.lhsFragmentRegisters[use.mma] =
            uint64_t(lhs.getNumElements()) /
            (uint64_t(a.numWarps) * target.warpSize);
        a.lhsRegisterRows = std::max(
            a.lhsRegisterRows, uint64_t(lhs.getShape()[lhs.getRank() - 2]));
      }
      for (MmaRingOperand *operand : {&use.lhs, &use.rhs}) {
        a.ringOperands.insert(operand->load.getTile());
        if (operand->reshape)
          a.ringOperands.insert(operand->reshape.getResult());
        if (operand->toTF32)
          a.ringOperands.insert(operand->toTF32.getResult());
      }
    }
  }
}

/// The outermost for/loop around `op` inside the entry, or null.
static Operation *getOutermostLoop(Operation *op) {
  Operation *outermost = nullptr;
  for (Operation *parent = op->getParentOp(); parent && !isa<EntryOp>(parent);
       parent = parent->getParentOp())
    if (isa<ForOp, LoopOp>(parent))
      outermost = parent;
  return outermost;
}

void ResourcePlanner::addIndexRegisters(PlanAttempt &a) const {
  const ProgramOrder &order = liveness->getOrder();
  struct Range {
    uint64_t registers;
    unsigned begin, end, uses;
    bool keep;
  };
  llvm::StringMap<Range> ranges;
  SmallVector<std::string> keys; // first-use order, for determinism
  for (auto [p, point] : llvm::enumerate(order.getPoints())) {
    if (point.isEnd)
      continue;
    for (IndexUse &use :
         getIndexUses(point.op, a.threads * numCtas, &a.layouts)) {
      unsigned begin = p, end = p;
      bool hoisted = false;
      if (Operation *loop = getOutermostLoop(point.op)) {
        begin = order.getStart(loop);
        end = order.getEnd(loop);
        hoisted = true;
      }
      auto [it, inserted] = ranges.try_emplace(
          use.key, Range{use.registers, begin, end, 0, false});
      if (inserted)
        keys.push_back(use.key);
      Range &range = it->second;
      range.begin = std::min(range.begin, begin);
      range.end = std::max(range.end, end);
      range.registers = std::max(range.registers, use.registers);
      range.keep |= hoisted || use.atOp;
      ++range.uses;
    }
  }
  a.indexAt.assign(order.size(), 0);
  for (const std::string &key : keys) {
    const Range &range = ranges.find(key)->second;
    // Used once outside loops: computed right before its use.
    if (!range.keep && range.uses < 2)
      continue;
    for (unsigned p = range.begin; p <= range.end; ++p)
      a.indexAt[p] += range.registers;
  }
}

void ResourcePlanner::runAttempt(PlanAttempt &a) {
  a.layouts = LayoutChoice::compute(cast<EntryOp>(entry), a.numWarps);
  evaluateAttempt(a);
  // Where the shared memory does not hold it all, first give up what buys
  // least: padded rows for conversions out of the mma layout.
  if (!a.fitsShared && !a.layouts.mma.empty()) {
    PlanAttempt plain;
    plain.numWarps = a.numWarps;
    plain.layouts = a.layouts;
    plain.layouts.padMmaRows = false;
    plain.mmaRowPaddingDropped = true;
    evaluateAttempt(plain);
    if (plain.excess <= a.excess)
      a = std::move(plain);
  }
  // A loop-invariant B in a ring of one buffer puts A's wgmma fragments
  // (tf32) beside the accumulator: where the tiles do not fit that way, B
  // is staged as a resident operand and its loop keeps its loads (the
  // seed at rows_per_tile=256: 291 of 255 registers with the ring, 243
  // without).
  if (!a.feasible && a.residentRings) {
    PlanAttempt staged;
    staged.numWarps = a.numWarps;
    staged.layouts = LayoutChoice::compute(cast<EntryOp>(entry), a.numWarps);
    staged.layouts.padMmaRows = a.layouts.padMmaRows;
    staged.mmaRowPaddingDropped = a.mmaRowPaddingDropped;
    staged.residentRingsDropped = true;
    evaluateAttempt(staged);
    if (staged.excess < a.excess)
      a = std::move(staged);
  }
  // Resident mma operands take shared memory for the whole kernel: where
  // that does not fit, B is staged at each mma as before.
  if (a.fitsShared || a.layouts.residentRhs.empty())
    return;
  PlanAttempt staged;
  staged.numWarps = a.numWarps;
  staged.layouts = a.layouts;
  staged.layouts.residentRhs.clear();
  staged.residentDropped = true;
  staged.mmaRowPaddingDropped = a.mmaRowPaddingDropped;
  staged.residentRingsDropped = a.residentRingsDropped;
  evaluateAttempt(staged);
  if (staged.excess < a.excess)
    a = std::move(staged);
}

void ResourcePlanner::evaluateAttempt(PlanAttempt &a) {
  const auto &intervals = liveness->getIntervals();
  unsigned numPoints = liveness->getOrder().size();
  a.threads = a.numWarps * target.warpSize;

  // Registers: the SM's file split over `occupancy` blocks of numWarps
  // warps, allocated per warp in units of registerAllocUnit.
  uint64_t perWarp = target.registersPerSM / (uint64_t(occupancy) * a.numWarps);
  perWarp = perWarp / target.registerAllocUnit * target.registerAllocUnit;
  uint64_t limit = std::min<uint64_t>(
      {target.maxRegistersPerThread, perWarp / target.warpSize,
       target.maxRegistersPerBlock / a.threads});
  a.registerLimit = unsigned(limit);
  a.registerBudget = limit > options.reservedRegisters
                         ? unsigned(limit) - options.reservedRegisters
                         : 0;
  // Shared memory: the SM's capacity over `occupancy` blocks, less the
  // per-block reservation, at most the opt-in per-block limit.
  int64_t sharedShare = int64_t(target.sharedPerSM / occupancy) -
                        int64_t(target.sharedReservedPerBlock);
  a.sharedBudget = std::min<uint64_t>(target.sharedPerBlockOptIn,
                                      std::max<int64_t>(0, sharedShare));

  findRings(a);
  // Resident B tiles: in registers only where they are defined (and staged);
  // their regions are shared memory for the whole kernel, ahead of the
  // rings (findRings took the rings' own resident operands out).
  llvm::DenseSet<Value> resident;
  for (Operation *op : a.layouts.residentRhs)
    resident.insert(op->getOperand(1));
  a.residentBytes =
      getResidentRegions(cast<EntryOp>(entry), a.layouts.residentRhs,
                         a.ringLoops.empty() ? 1 : kSwizzledRingAlignment)
          .bytes;

  a.storage.assign(intervals.size(), Storage::None);
  a.registersOf.assign(intervals.size(), 0);
  SmallVector<int64_t> diff(numPoints + 1, 0);
  for (auto [i, interval] : llvm::enumerate(intervals)) {
    if (!liveness->occupiesStorage(i))
      continue;
    // A ring operand lives in its ring (priced in scratchAt).
    if (a.ringOperands.contains(interval.value)) {
      a.storage[i] = Storage::Shared;
      continue;
    }
    a.storage[i] = Storage::Registers;
    a.registersOf[i] = getRegistersPerThread(
        lanes->getDistinctLanes(interval.value, a.threads * numCtas),
        getRegisterElementBits(interval.value, interval.type));
    unsigned end = interval.end;
    if (resident.contains(interval.value)) {
      a.storage[i] = Storage::Shared;
      end = interval.begin;
    }
    diff[interval.begin] += a.registersOf[i];
    diff[end + 1] -= a.registersOf[i];
  }
  for (auto [mma, registers] : a.lhsFragmentRegisters) {
    unsigned point = liveness->getOrder().getStart(mma);
    diff[point] += registers;
    diff[point + 1] -= registers;
  }
  a.registersAt.assign(numPoints, 0);
  a.scratchAt.assign(numPoints, 0);
  a.sharedAt.assign(numPoints, 0);
  addIndexRegisters(a);
  int64_t running = 0;
  for (unsigned p = 0; p < numPoints; ++p) {
    running += diff[p];
    a.registersAt[p] = uint64_t(running) + a.indexAt[p];
    a.scratchAt[p] = scratchAt(p, a);
    a.sharedAt[p] = a.scratchAt[p] + a.residentBytes;
  }

  // Move tiles to shared memory while a point needs more registers than the
  // budget: at the worst point, first the tiles that op does not read, then
  // the least used (uses weighted by loop depth), then the biggest.
  for (size_t round = 0; round <= intervals.size() && numPoints; ++round) {
    unsigned worst = std::max_element(a.registersAt.begin(),
                                      a.registersAt.end()) -
                     a.registersAt.begin();
    if (a.registersAt[worst] <= a.registerBudget)
      break;
    Operation *worstOp = liveness->getOrder().getPoints()[worst].op;
    SmallVector<unsigned> candidates;
    for (unsigned i : liveness->getLiveAt(worst))
      if (a.storage[i] == Storage::Registers && a.registersOf[i] > 0)
        candidates.push_back(i);
    auto readHere = [&](unsigned i) {
      return llvm::is_contained(worstOp->getOperands(), intervals[i].value);
    };
    llvm::stable_sort(candidates, [&](unsigned x, unsigned y) {
      bool rx = readHere(x), ry = readHere(y);
      if (rx != ry)
        return !rx;
      if (intervals[x].useWeight != intervals[y].useWeight)
        return intervals[x].useWeight < intervals[y].useWeight;
      return intervals[x].bytes > intervals[y].bytes;
    });
    bool moved = false;
    for (unsigned i : candidates) {
      const auto &interval = intervals[i];
      uint64_t bytes = ceilDiv(interval.bytes, numCtas);
      a.storage[i] = Storage::Shared;
      bool fits = true;
      for (unsigned p = interval.begin; p <= interval.end && fits; ++p) {
        uint64_t scratch = scratchAt(p, a);
        fits = a.sharedAt[p] - a.scratchAt[p] + scratch + bytes <=
               a.sharedBudget;
      }
      if (!fits) {
        a.storage[i] = Storage::Registers;
        continue;
      }
      for (unsigned p = interval.begin; p <= interval.end; ++p) {
        uint64_t scratch = scratchAt(p, a);
        a.sharedAt[p] = a.sharedAt[p] - a.scratchAt[p] + scratch + bytes;
        a.scratchAt[p] = scratch;
        a.registersAt[p] -= a.registersOf[i];
      }
      a.usesShared = true;
      moved = true;
      break;
    }
    if (!moved)
      break;
  }

  for (unsigned p = 0; p < numPoints; ++p) {
    if (a.registersAt[p] > a.peakRegisters) {
      a.peakRegisters = a.registersAt[p];
      a.registerPeakPoint = p;
    }
    if (a.sharedAt[p] > a.peakShared) {
      a.peakShared = a.sharedAt[p];
      a.sharedPeakPoint = p;
    }
  }
  uint64_t regOver = a.peakRegisters > a.registerBudget
                         ? a.peakRegisters - a.registerBudget
                         : 0;
  uint64_t sharedOver =
      a.peakShared > a.sharedBudget ? a.peakShared - a.sharedBudget : 0;
  if (limit <= options.reservedRegisters)
    regOver = std::max<uint64_t>(regOver, 1);
  a.excess = regOver * 4 * a.threads + sharedOver;
  a.feasible = a.excess == 0;
  a.registerOverflow = regOver;
  a.fitsShared = sharedOver == 0 && limit > options.reservedRegisters;
}

LogicalResult ResourcePlanner::plan() {
  // The point of peak demand: most live tile bytes plus scratch, with every
  // tile in registers.
  {
    PlanAttempt all;
    all.numWarps = warpCandidates.empty() ? 4 : warpCandidates.front();
    all.layouts = LayoutChoice::compute(cast<EntryOp>(entry), all.numWarps);
    // What the tiles need, without the padding that only speeds them up.
    all.layouts.padMmaRows = false;
    all.storage.assign(liveness->getIntervals().size(), Storage::Registers);
    unsigned numPoints = liveness->getOrder().size();
    SmallVector<int64_t> diff(numPoints + 1, 0);
    for (auto [i, interval] : llvm::enumerate(liveness->getIntervals())) {
      if (!liveness->occupiesStorage(i))
        continue;
      diff[interval.begin] += int64_t(interval.bytes);
      diff[interval.end + 1] -= int64_t(interval.bytes);
    }
    int64_t running = 0, best = -1;
    for (unsigned p = 0; p < numPoints; ++p) {
      running += diff[p];
      int64_t demand = running + int64_t(scratchAt(p, all));
      // Ties go to the point inside more loops: that is where it hurts.
      const auto &order = liveness->getOrder();
      if (demand > best ||
          (demand == best &&
           order.getLoopDepth(order.getPoints()[p].op) >
               order.getLoopDepth(order.getPoints()[demandPeakPoint].op))) {
        best = demand;
        demandPeakPoint = p;
      }
    }
  }

  // Prefer the first warp count that holds every tile in registers with a
  // fifth of the register limit to spare: ptxas takes registers it has
  // spare to schedule, and a plan that fills the file leaves it none (seed
  // variant f at 4 warps: plan 211 of 255, ptxas 250 on sm_120, spills at
  // -O1). Else the first that holds every tile in registers, else the
  // first feasible one (docs/resource-model.md, "The planner").
  // wgmma loops need no spare: the accumulator sits in wgmma's fragment
  // registers and its operands in shared memory, so ptxas has nothing to
  // schedule them with (the corpus GEMM on sm_90: 227 planned at 4 warps,
  // ptxas 200), and one warpgroup holding both 64-row blocks issues twice
  // the work per barrier (H200: 522 -> 531 TFLOP/s; bf16 batched 471 ->
  // 494).
  auto comfortable = [&](const PlanAttempt &a) {
    return a.feasible && !a.usesShared &&
           (a.warpgroupMma ||
            5 * (a.peakRegisters + options.reservedRegisters) <=
                4 * uint64_t(a.registerLimit));
  };
  // A tf32 wgmma reading A into registers loads its fragments after the
  // iteration's barrier with no group in flight, and the tensor cores wait
  // for them: warpgroups of one 64-row block each (16 rows a warp) overlap
  // one another's loads and wgmmas. Such a loop takes that many warps where
  // they fit the shared memory and the estimate (which overshoots wgmma
  // kernels by up to 59 registers, docs/benchmarks.md) is at most half the
  // limit over: the 256x128x32 tf32 GEMM at 16 warps ran in 636 us against
  // 687 at 8 (H100, ncu at locked clocks), though ptxas spills 28 bytes.
  auto wantsMoreWarpgroups = [&](const PlanAttempt &a) {
    return a.lhsRegisterRows > 16 * uint64_t(a.numWarps);
  };
  auto oneBlockPerWarpgroup = [&](const PlanAttempt &a) {
    return a.lhsRegisterRows == 16 * uint64_t(a.numWarps) && a.fitsShared &&
           !a.usesShared && 2 * a.registerOverflow <= a.registerLimit &&
           (a.feasible || options.allowSpills);
  };
  auto choose = [&] {
    attempts.clear();
    for (unsigned warps : warpCandidates) {
      PlanAttempt attempt;
      attempt.numWarps = warps;
      runAttempt(attempt);
      attempts.push_back(std::move(attempt));
      if (comfortable(attempts.back()) && !wantsMoreWarpgroups(attempts.back()))
        break;
    }
    chosen = -1;
    for (auto [i, a] : llvm::enumerate(attempts))
      if (comfortable(a)) {
        chosen = int(i);
        break;
      }
    if (chosen < 0)
      for (auto [i, a] : llvm::enumerate(attempts))
        if (a.feasible && !a.usesShared) {
          chosen = int(i);
          break;
        }
    if (chosen < 0)
      for (auto [i, a] : llvm::enumerate(attempts))
        if (a.feasible) {
          chosen = int(i);
          break;
        }
    // Registers can spill to local memory, shared memory cannot: the fewest
    // spilled bytes for the block (ties: more warps, fewer per thread), and
    // at most four times the registers a thread has: the estimate is an
    // upper bound (a 512 x 128 f32 sum, estimated at 536 of 255 registers
    // at 8 warps, takes 65 in ptxas), but far beyond it the tiles are too
    // large to be worth compiling and a diagnostic serves the user better.
    if (chosen < 0 && options.allowSpills)
      for (auto [i, a] : llvm::enumerate(attempts))
        if (a.fitsShared && a.registerOverflow <= 4 * a.registerLimit &&
            (chosen < 0 ||
             a.registerOverflow * a.threads <=
                 attempts[chosen].registerOverflow * attempts[chosen].threads))
          chosen = int(i);
    if (chosen >= 0 && wantsMoreWarpgroups(attempts[chosen]))
      for (auto [i, a] : llvm::enumerate(attempts))
        if (a.numWarps > attempts[chosen].numWarps && oneBlockPerWarpgroup(a)) {
          chosen = int(i);
          break;
        }
  };
  choose();

  // Two blocks an SM where nothing asked for an occupancy, the ring loops'
  // mmas run as wgmma from shared memory (not tf32's A from registers, nor
  // mma.sync: not measured), they keep three buffers a ring at two blocks
  // and the tiles fit there in as many registers a thread: one block's
  // start (its rings' first copies) and epilogue then overlap the other's
  // main loop, where with one block an SM the tensor cores wait for both
  // (every block of a wave starts and stores at once). Batched bf16 GEMM
  // at a 128x128x64 tile, H100: 0.553 ms at one block (4 warps, four
  // buffers) against 0.427 at two (4 warps, three; docs/benchmarks.md).
  auto readsRingsOnly = [](const PlanAttempt &a) {
    return a.ringStages > 0 && a.warpgroupMma && a.lhsFragmentRegisters.empty();
  };
  bool occupancyFree = options.occupancy <= 0 && !occupancyFromHint;
  if (occupancyFree && occupancy == 1 && chosen >= 0 && !isSpilling() &&
      readsRingsOnly(attempts[chosen])) {
    SmallVector<PlanAttempt, 0> single = attempts;
    SmallVector<unsigned> singleWarps = warpCandidates;
    int singleChosen = chosen;
    occupancy = 2;
    llvm::erase_if(warpCandidates, [&](unsigned warps) {
      return warps * occupancy > target.maxWarpsPerSM;
    });
    choose();
    // The estimate can be under ptxas's count, so two blocks must not
    // lower the registers ptxas may take (four warps: 255 either way).
    if (chosen < 0 || isSpilling() || !comfortable(attempts[chosen]) ||
        !readsRingsOnly(attempts[chosen]) || attempts[chosen].ringStages < 3 ||
        attempts[chosen].registerLimit <
            single[singleChosen].registerLimit) {
      occupancy = 1;
      warpCandidates = std::move(singleWarps);
      attempts = std::move(single);
      chosen = singleChosen;
    }
  }

  // An occupancy hint the tiles do not fit at: the highest occupancy they
  // fit at (without spills, else 1), with a warning that has the numbers.
  if ((chosen < 0 || isSpilling()) && occupancyFromHint && occupancy > 1 &&
      !attempts.empty()) {
    unsigned hinted = occupancy;
    const PlanAttempt &at = getReportedAttempt();
    unsigned needed = unsigned(at.peakRegisters) + options.reservedRegisters;
    unsigned limit = at.registerLimit, warps = at.numWarps;
    InFlightDiagnostic diag = options.hintsAreErrors
                                  ? emitError(entry->getLoc())
                                  : emitWarning(entry->getLoc());
    diag << "occupancy " << hinted << " cannot be met on " << target.name
         << ": the tiles need about " << needed << " registers per thread at "
         << warps << " warps, and " << hinted << " blocks per SM leave "
         << limit;
    if (options.hintsAreErrors)
      return failure();
    while (occupancy > 1) {
      --occupancy;
      choose();
      if (chosen >= 0 && !isSpilling())
        break;
    }
    diag << "; compiling for occupancy " << occupancy;
  }
  return success(chosen >= 0);
}

bool ResourcePlanner::isSpilling() const {
  return chosen >= 0 && !attempts[chosen].feasible;
}

std::optional<std::pair<Location, std::string>>
ResourcePlanner::getSpillingWarning() const {
  if (!isSpilling() || liveness->getOrder().size() == 0)
    return std::nullopt;
  const PlanAttempt &a = attempts[chosen];
  Operation *op = liveness->getOrder().getPoints()[demandPeakPoint].op;
  uint64_t liveBytes = 0;
  for (unsigned i : liveness->getLiveAt(demandPeakPoint))
    if (liveness->occupiesStorage(i))
      liveBytes += liveness->getIntervals()[i].bytes;
  std::string message;
  llvm::raw_string_ostream(message)
      << "tiles live here need " << liveBytes << " bytes, more than "
      << target.name << "'s registers hold at occupancy " << occupancy
      << ": compiling with " << a.numWarps << " warps, estimated at "
      << a.peakRegisters + options.reservedRegisters << " of "
      << a.registerLimit << " registers per thread";
  return std::make_pair(getUserLoc(op->getLoc()), message);
}

void ResourcePlanner::emitSpilling() {
  if (auto warning = getSpillingWarning())
    emitWarning(warning->first) << warning->second << kSpillWarningEnding;
}

void ResourcePlanner::deferSpilling() {
  auto warning = getSpillingWarning();
  if (!warning)
    return;
  Builder b(entry->getContext());
  entry->setAttr(
      kSpillWarningAttrName,
      b.getDictionaryAttr(
          {b.getNamedAttr("loc", LocationAttr(warning->first)),
           b.getNamedAttr("message", b.getStringAttr(warning->second))}));
}

const PlanAttempt &ResourcePlanner::getReportedAttempt() const {
  if (chosen >= 0)
    return attempts[chosen];
  unsigned best = 0;
  for (unsigned i = 1; i < attempts.size(); ++i)
    if (attempts[i].excess < attempts[best].excess)
      best = i;
  return attempts[best];
}

void ResourcePlanner::emitInfeasible() {
  if (attempts.empty() || liveness->getOrder().size() == 0)
    return;
  const auto &points = liveness->getOrder().getPoints();
  const auto &intervals = liveness->getIntervals();
  unsigned point = demandPeakPoint;
  Operation *op = points[point].op;

  uint64_t liveBytes = 0;
  SmallVector<unsigned> live;
  for (unsigned i : liveness->getLiveAt(point))
    if (liveness->occupiesStorage(i)) {
      live.push_back(i);
      liveBytes += intervals[i].bytes;
    }

  InFlightDiagnostic diag = emitError(getUserLoc(op->getLoc()));
  diag << "tiles live here need " << liveBytes << " bytes";
  if (numCtas > 1)
    diag << " (" << ceilDiv(liveBytes, numCtas) << " per CTA of "
         << numCtas << ")";
  diag << " and do not fit " << target.name << " at occupancy " << occupancy
       << ": tried ";
  for (auto [i, a] : llvm::enumerate(attempts)) {
    if (i)
      diag << ", ";
    diag << a.numWarps << (a.numWarps == 1 ? " warp (" : " warps (") << a.peakRegisters + options.reservedRegisters
         << " of " << a.registerLimit << " registers per thread, "
         << a.peakShared << " of " << a.sharedBudget << " shared bytes)";
  }

  const PlanAttempt &best = getReportedAttempt();
  for (unsigned i : live) {
    const auto &interval = intervals[i];
    Diagnostic &note = diag.attachNote(getValueLoc(interval.value));
    note << (interval.kind == TileLiveness::Kind::Carried ? "loop-carried " : "")
         << getShortTypeName(interval.type) << " (" << interval.bytes
         << " bytes) is live here; it would live in ";
    if (best.storage[i] == Storage::Shared)
      note << "shared memory";
    else
      note << "registers (" << best.registersOf[i] << " per thread with "
           << best.numWarps << " warps)";
  }
  if (uint64_t scratch = best.scratchAt[point])
    diag.attachNote(getUserLoc(op->getLoc()))
        << scratch << " bytes of shared scratch here for "
        << (isMmaOp(op) ? "mma operand staging" : "a layout change");
}

//===----------------------------------------------------------------------===//
// Attaching the plan
//===----------------------------------------------------------------------===//

void ResourcePlanner::attach() {
  const PlanAttempt *a = getChosen();
  if (!a)
    return;
  MLIRContext *ctx = entry->getContext();
  Builder b(ctx);
  const auto &points = liveness->getOrder().getPoints();
  const auto &intervals = liveness->getIntervals();
  unsigned reserve = options.reservedRegisters;

  SmallVector<NamedAttribute> plan = {
      b.getNamedAttr("target", b.getStringAttr(target.name)),
      b.getNamedAttr("num_warps", b.getI64IntegerAttr(a->numWarps)),
      b.getNamedAttr("threads", b.getI64IntegerAttr(a->threads)),
      b.getNamedAttr("occupancy", b.getI64IntegerAttr(occupancy)),
      b.getNamedAttr("num_ctas", b.getI64IntegerAttr(numCtas)),
      b.getNamedAttr("registers_per_thread",
                     b.getI64IntegerAttr(a->peakRegisters + reserve)),
      b.getNamedAttr("register_limit", b.getI64IntegerAttr(a->registerLimit)),
      b.getNamedAttr("reserved_registers", b.getI64IntegerAttr(reserve)),
      b.getNamedAttr("shared_bytes", b.getI64IntegerAttr(a->peakShared)),
      b.getNamedAttr("shared_limit", b.getI64IntegerAttr(a->sharedBudget)),
  };
  if (!a->feasible)
    plan.push_back(b.getNamedAttr("spilled_registers",
                                  b.getI64IntegerAttr(a->registerOverflow)));
  // tile-assign-layouts then stages B at each mma (planKeepsResidentOperands).
  if (a->residentDropped)
    plan.push_back(b.getNamedAttr("resident_operands", b.getI64IntegerAttr(0)));
  // The lowering then stages mma accumulators in plain rows
  // (planPadsMmaRows).
  if (a->mmaRowPaddingDropped)
    plan.push_back(b.getNamedAttr("mma_row_padding", b.getI64IntegerAttr(0)));
  // tile-assign-layouts and tile-pipeline-mma-shared then leave the loops
  // with a loop-invariant B alone (planKeepsResidentRings).
  if (a->residentRingsDropped)
    plan.push_back(b.getNamedAttr("resident_rings", b.getI64IntegerAttr(0)));
  // tile-pipeline-mma-shared takes this stage count (each loop as many as
  // fit shared_limit, as priced here).
  if (!a->ringLoops.empty())
    plan.push_back(
        b.getNamedAttr("mma_stages", b.getI64IntegerAttr(options.mmaStages)));
  entry->setAttr(kPlanAttrName, b.getDictionaryAttr(plan));

  // The storage of a value; values only passed to `continue` live in their
  // loop's carried slot.
  auto storageOf = [&](Value v) -> Storage {
    int idx = liveness->lookup(v);
    if (idx < 0)
      return Storage::None;
    if (intervals[idx].kind != TileLiveness::Kind::Coalesced)
      return a->storage[idx];
    for (OpOperand &use : v.getUses()) {
      Operation *loop = use.getOwner()->getParentOp();
      unsigned argNo = use.getOperandNumber() + (isa<ForOp>(loop) ? 1 : 0);
      Block &body = loop->getRegion(0).front();
      if (argNo < body.getNumArguments()) {
        int slot = liveness->lookup(body.getArgument(argNo));
        if (slot >= 0)
          return a->storage[slot];
      }
    }
    return Storage::Registers;
  };
  auto storageAttr = [&](ValueRange values) -> Attribute {
    SmallVector<Attribute> names;
    bool any = false;
    for (Value v : values) {
      Storage s = storageOf(v);
      any |= s != Storage::None;
      names.push_back(b.getStringAttr(getStorageName(s)));
    }
    if (!any)
      return {};
    if (names.size() == 1)
      return names.front();
    return b.getArrayAttr(names);
  };

  for (auto [p, point] : llvm::enumerate(points)) {
    if (point.isEnd)
      continue;
    Operation *op = point.op;
    op->setAttr(kPressureAttrName,
                b.getDenseI64ArrayAttr({int64_t(a->registersAt[p] + reserve),
                                        int64_t(a->sharedAt[p])}));
    if (a->scratchAt[p])
      op->setAttr(kScratchAttrName, b.getI64IntegerAttr(a->scratchAt[p]));
    if (Attribute storage = storageAttr(op->getResults()))
      op->setAttr(kStorageAttrName, storage);
    if (isa<ForOp, LoopOp>(op)) {
      Block &body = op->getRegion(0).front();
      auto args = body.getArguments().drop_front(isa<ForOp>(op) ? 1 : 0);
      if (Attribute storage = storageAttr(ValueRange(args)))
        op->setAttr(kCarriedStorageAttrName, storage);
    }
  }
}

//===----------------------------------------------------------------------===//
// Reports
//===----------------------------------------------------------------------===//

void ResourcePlanner::printText(llvm::raw_ostream &os, AsmState &state) const {
  auto entryOp = cast<EntryOp>(entry);
  const auto &points = liveness->getOrder().getPoints();
  const auto &intervals = liveness->getIntervals();
  unsigned reserve = options.reservedRegisters;
  os << "resource plan for @" << entryOp.getSymName() << " on " << target.name
     << ": " << (chosen >= 0 ? "feasible" : "infeasible") << "\n";
  os << "  occupancy " << occupancy << ", " << numCtas
     << " CTAs per cluster, " << reserve << " registers reserved per thread\n";
  for (const PlanAttempt &a : attempts)
    os << "  tried " << a.numWarps << (a.numWarps == 1 ? " warp: " : " warps: ") << a.peakRegisters + reserve
       << " of " << a.registerLimit << " registers per thread, "
       << a.peakShared << " of " << a.sharedBudget << " shared bytes"
       << (a.feasible ? (a.usesShared ? ", fits with tiles in shared memory"
                                      : ", fits")
                      : ", does not fit")
       << "\n";
  if (attempts.empty() || points.empty())
    return;
  const PlanAttempt &a = getReportedAttempt();
  if (chosen >= 0)
    os << "  plan: " << a.numWarps << " warps, " << a.threads
       << " threads, " << a.peakRegisters + reserve
       << " registers per thread, " << a.peakShared << " shared bytes\n";

  auto printPoint = [&](StringRef title, unsigned p) {
    Operation *op = points[p].op;
    os << "  " << title << ": " << (points[p].isEnd ? "end of " : "")
       << op->getName() << " at " << locToString(op->getLoc()) << " ("
       << a.registersAt[p] + reserve << " registers per thread, "
       << a.sharedAt[p] << " shared bytes";
    if (a.scratchAt[p])
      os << ", " << a.scratchAt[p] << " scratch";
    os << ")\n";
    uint64_t bytes = 0;
    SmallVector<unsigned> live;
    for (unsigned i : liveness->getLiveAt(p))
      if (liveness->occupiesStorage(i)) {
        live.push_back(i);
        bytes += intervals[i].bytes;
      }
    os << "    live: " << live.size() << " tiles, " << bytes << " bytes\n";
    for (unsigned i : live) {
      const auto &interval = intervals[i];
      os << "      " << valueName(interval.value, state) << ": "
         << getShortTypeName(interval.type) << ", " << interval.bytes
         << " bytes, " << getStorageName(a.storage[i]);
      if (a.storage[i] == Storage::Registers)
        os << " (" << a.registersOf[i] << " per thread)";
      if (interval.kind == TileLiveness::Kind::Carried)
        os << ", loop-carried";
      os << "\n";
    }
    if (uint64_t fragments = a.lhsFragmentRegisters.lookup(op);
        fragments && !points[p].isEnd)
      os << "    A's wgmma fragments in registers: " << fragments
         << " per thread\n";
    if (a.indexAt[p])
      os << "    index vectors and temporaries: " << a.indexAt[p]
         << " registers per thread\n";
  };
  if (chosen >= 0) {
    printPoint("register peak", a.registerPeakPoint);
    if (a.peakShared)
      printPoint("shared peak", a.sharedPeakPoint);
  } else {
    printPoint("peak demand", demandPeakPoint);
  }
}

void ResourcePlanner::printJson(llvm::json::OStream &json,
                                AsmState &state) const {
  auto entryOp = cast<EntryOp>(entry);
  const auto &points = liveness->getOrder().getPoints();
  const auto &intervals = liveness->getIntervals();
  unsigned reserve = options.reservedRegisters;
  json.object([&] {
    json.attribute("entry", entryOp.getSymName());
    json.attribute("target", target.name);
    json.attribute("feasible", chosen >= 0);
    json.attribute("occupancy", int64_t(occupancy));
    json.attribute("num_ctas", int64_t(numCtas));
    json.attribute("reserved_registers", int64_t(reserve));
    json.attributeArray("attempts", [&] {
      for (const PlanAttempt &a : attempts)
        json.object([&] {
          json.attribute("num_warps", int64_t(a.numWarps));
          json.attribute("registers_per_thread",
                         int64_t(a.peakRegisters + reserve));
          json.attribute("register_limit", int64_t(a.registerLimit));
          json.attribute("shared_bytes", int64_t(a.peakShared));
          json.attribute("shared_limit", int64_t(a.sharedBudget));
          json.attribute("feasible", a.feasible);
          json.attribute("uses_shared", a.usesShared);
        });
    });
    if (attempts.empty() || points.empty())
      return;
    const PlanAttempt &a = getReportedAttempt();
    if (chosen >= 0)
      json.attributeObject("plan", [&] {
        json.attribute("num_warps", int64_t(a.numWarps));
        json.attribute("threads", int64_t(a.threads));
        json.attribute("registers_per_thread",
                       int64_t(a.peakRegisters + reserve));
        json.attribute("shared_bytes", int64_t(a.peakShared));
      });
    unsigned p = chosen >= 0 ? a.registerPeakPoint : demandPeakPoint;
    Operation *op = points[p].op;
    json.attributeObject("peak", [&] {
      json.attribute("op", op->getName().getStringRef());
      json.attribute("end_of_region", points[p].isEnd);
      json.attribute("loc", locToString(op->getLoc()));
      json.attribute("registers_per_thread",
                     int64_t(a.registersAt[p] + reserve));
      json.attribute("shared_bytes", int64_t(a.sharedAt[p]));
      json.attribute("scratch_bytes", int64_t(a.scratchAt[p]));
      json.attribute("index_registers", int64_t(a.indexAt[p]));
      json.attributeArray("live", [&] {
        for (unsigned i : liveness->getLiveAt(p)) {
          if (!liveness->occupiesStorage(i))
            continue;
          const auto &interval = intervals[i];
          json.object([&] {
            json.attribute("value", valueName(interval.value, state));
            json.attribute("type", getShortTypeName(interval.type));
            json.attribute("bytes", int64_t(interval.bytes));
            json.attribute("storage", getStorageName(a.storage[i]));
            json.attribute("registers_per_thread",
                           int64_t(a.storage[i] == Storage::Registers
                                       ? a.registersOf[i]
                                       : 0));
            json.attribute("loop_carried",
                           interval.kind == TileLiveness::Kind::Carried);
            json.attribute("loc", locToString(getValueLoc(interval.value)));
          });
        }
      });
    });
  });
}
