//===- MmaRings.h - mma loops whose operands go through shared rings ------===//
//
// Which `for` loops tile-pipeline-mma-shared rewrites, and how many bytes
// their rings take: one source for the pass and the resource plan
// (docs/resource-model.md, "Operand rings").
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_ANALYSIS_MMARINGS_H
#define TILEIR_ANALYSIS_MMARINGS_H

#include "TileIR/Analysis/AxisInfo.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::tile {

/// The most buffers a ring may have: the copies of stages - 1 iterations
/// are in flight, and the wait counts at most 7 groups.
constexpr int64_t kMaxMmaRingStages = 8;

/// Where swizzled rings (wgmma's operands) start: a multiple of the
/// 128-byte swizzle's period of 8 rows.
constexpr int64_t kSwizzledRingAlignment = 1024;

/// Where an mma's rings start at or after `offset` bytes of the scratch:
/// swizzled rings at a multiple of kSwizzledRingAlignment (the 128-byte
/// swizzle's period, which the hardware applies to absolute addresses).
/// The plan's sizes (MmaRingLoop::getBytes) and tile-pipeline-mma-shared's
/// offsets both place rings with it.
inline int64_t alignRingOffset(int64_t offset, bool swizzled) {
  return swizzled ? llvm::alignTo(offset, kSwizzledRingAlignment) : offset;
}

/// One operand of an mma fed from a ring: the load that reads its tile, the
/// reshape (dropping leading unit dimensions) between them, if any, and the
/// elements each async copy moves (4, 8 or 16 bytes' worth).
struct MmaRingOperand {
  LoadViewTkoOp load;
  ReshapeOp reshape;
  /// f32 -> tf32 (nearest even) between the load and the mma: the ring
  /// holds the f32 tile, the mma rounds its fragments.
  FToFOp toTF32;
  int64_t chunk = 0;
  /// The tile's columns are contiguous in memory (a K x N B tile of a
  /// tensor stored N x K): the copies run down columns and the ring holds
  /// the transpose ("columns"), which only wgmma reads.
  bool columns = false;
  /// B loaded once before the loop (its load, in the loop's block, reads a
  /// tile no op between it and the loop may write): its ring has one
  /// buffer, filled (and rounded or transposed) before the first iteration
  /// and read by every one. Only wgmma takes it (isFeasible).
  bool resident = false;
};

/// An mmaf or mmai whose two operands both come from such loads.
struct MmaRingUse {
  /// The mmaf or mmai: A, B and the accumulator are its first operands.
  Operation *mma = nullptr;
  MmaRingOperand lhs, rhs;
  /// Its rings hold wgmma's swizzled layout (no padding); the pipeliner sets
  /// it where the mma runs as wgmma, before sizing the rings.
  bool swizzled = false;

  /// A of a tf32 wgmma comes from global memory straight into its register
  /// fragments, an iteration ahead, and has no ring (canLoadLhsDirect; the
  /// pass and the plan set it before sizing the rings).
  bool lhsDirect = false;
  /// B of a tf32 wgmma comes from global memory through registers into its
  /// transposed buffer (tilegpu.load_round_tf32), one iteration ahead,
  /// instead of copies into the staging area that round_tf32 moves on
  /// (canLoadRhsDirect; the pass sets it).
  bool rhsDirect = false;
  /// The most wgmma groups getLhsGroups may split the k steps into
  /// (tile-pipeline-mma-shared's `lhs-groups`).
  int64_t maxLhsGroups = 1;

  /// Whether both rings hold f32 that wgmma reads as tf32: B's rounded in
  /// shared memory once landed, A's in registers (readsLhsIntoRegisters).
  bool roundsRings() const { return swizzled && rhs.toTF32; }
  /// Whether wgmma takes A from registers, which each thread loads from the
  /// ring and rounds to tf32: one read of A's buffer, where rounding it in
  /// place and wgmma's own reads of it were three passes over it.
  bool readsLhsIntoRegisters() const { return roundsRings(); }
  /// In how many wgmma groups the mma issues its k steps where it reads A
  /// from its ring into registers (`shared_mma ... lhs_groups`): 2 where
  /// the steps split evenly and maxLhsGroups allows, each group's
  /// fragments loaded once the group that last read their registers is
  /// done, so that one group may stay in flight into the next iteration;
  /// else 1 (and none may).
  int64_t getLhsGroups() const;
  /// Whether B's ring moves its row-major tile into its transpose (K-major):
  /// wgmma reads tf32 and 8-bit operands only so. (B by columns lands
  /// K-major.)
  bool transposesRhs() const;
  /// Whether B's transposed ring stores K in the order A's register
  /// fragments walk it (layout "interleaved"), so that each thread loads
  /// its fragments of A in vectors: tf32 with A from registers, B moved
  /// into its transpose in groups of 16 columns.
  bool interleavesK() const;
  /// Whether A may load straight into its fragments (lhsDirect): B's ring
  /// interleaved (the fragments' K order), A's tile a rank-2 partition
  /// view's, loaded as it is (no reshape) with its rows contiguous.
  bool canLoadLhsDirect() const;
  /// Whether B may load through registers into its transpose (rhsDirect):
  /// a tf32 wgmma's B moved into its transpose.
  bool canLoadRhsDirect() const { return roundsRings() && transposesRhs(); }
  /// Whether the operands are 8 bits wide (e4m3, e5m2, or an mmai's i8).
  bool hasEightBitOperands() const;
  /// Whether A (B) is read unsigned: an mmai's signedness.
  bool isUnsignedLhs() const;
  bool isUnsignedRhs() const;
  /// A's (the first operand's) and the accumulator's tile types.
  TileType getLhsType() const;
  TileType getAccType() const;
  /// Whether only wgmma reads these rings: 8-bit operands, B by columns,
  /// a resident B.
  bool needsWarpgroupMma() const;
  /// The buffers of B's ring at `stages` for A's: one for a resident B.
  int64_t getRhsSlots(int64_t stages) const {
    return rhs.resident ? 1 : stages;
  }
};

/// How deep a loop's rings are: `stages` buffers each, a buffer holding
/// one of `parts` equal pieces of an iteration's operand tiles along K.
/// (Each part is then a pipeline step of its own: copies, wait, wgmma.)
struct MmaRingDepth {
  int64_t stages = 0;
  int64_t parts = 1;
  /// Whether a wgmma group stays in flight from one step to the next
  /// (canKeepWgmmaInFlight, and four or more buffers: one is left for it;
  /// three where it holds none, below).
  bool groupInFlight = false;
  /// Whether the group in flight reads a buffer the copies land in, which
  /// they then must not refill until the group is done. A tf32 wgmma with
  /// A from registers and B's transpose reads only B's transposed buffers,
  /// which round_tf32 fills from the staging rows one step ahead, after
  /// the wait of the group that last read them: its copies still run
  /// stages - 1 steps ahead, and three buffers keep a group in flight.
  bool inFlightHoldsBuffer = true;

  /// How many steps ahead of the mma the copies run.
  int64_t getCopiesAhead() const {
    return stages - 1 - (groupInFlight && inFlightHoldsBuffer ? 1 : 0);
  }
};

/// Whether and how TMA fills the rings (tile-pipeline-mma-shared's `tma`,
/// `tma-max-warps`: 0 any, `tma-empty-barriers`, `tma-producer-warp`).
struct MmaTmaOptions {
  bool enabled = false;
  int64_t maxWarps = 0;
  bool emptyBarriers = false;
  bool producerWarp = false;
};

/// How TMA fills a loop's rings (MmaRingLoop::chooseTma).
struct MmaTmaChoice {
  /// mbarriers a buffer: 0 (cp.async), 1, or 2 with empty barriers.
  int64_t barriersPerBuffer = 0;
  /// Whether a producer warp of its own issues the copies (then with
  /// empty barriers, and an 8-byte word for the map slot after them).
  bool producerWarp = false;
};

/// A loop and its mmas that take rings.
struct MmaRingLoop {
  ForOp loop;
  llvm::SmallVector<MmaRingUse> mmas;

  /// Bytes of all its rings at `stages` buffers each of `parts` pieces.
  int64_t getBytes(int64_t stages, int64_t parts = 1) const;
  /// The most buffers per ring, up to `requested`, whose rings fit
  /// `budget` bytes; 0 when even one does not.
  int64_t getStages(int64_t requested, int64_t budget) const;
  /// `requested` buffers, one more (up to kMaxMmaRingStages) where an mma
  /// runs as wgmma (swizzled): its group in flight holds one (or, where it
  /// holds none, the copies run one more step ahead).
  int64_t getWantedStages(int64_t requested) const;
  /// Whether every mma can read its rings once `swizzled` is set: those
  /// that need wgmma run as wgmma. (Else the loop keeps its loads.)
  bool isFeasible() const;
  /// Whether an mma's B is resident (its ring one buffer, filled before
  /// the loop).
  bool hasResidentOperand() const;
  /// Whether the loop's wgmma group can stay in flight into the next
  /// iteration (given a buffer for it): its one mma runs as wgmma and its
  /// result only passes to the next iteration.
  bool canKeepWgmmaInFlight() const;
  /// The rings for `requested` stages (getWantedStages) in `budget` bytes.
  /// Where whole tiles fit fewer than the four buffers a wgmma group in
  /// flight needs, the tiles split along K into the fewest parts (2 or 4)
  /// that fit four or more, each part's rows still 128 bytes or more: then
  /// the copies of one part overlap the wgmma of another (e.g. 128x256x128
  /// f16: two 96 KiB buffers, or four of 48 KiB).
  MmaRingDepth getDepth(int64_t requested, int64_t budget) const;
  /// Whether TMA copies can fill the rings at `depth` within `budget`
  /// bytes (their `swizzled` set): every mma runs as wgmma on swizzled or
  /// columns rings (no tf32 rounding, no 8-bit B moved into its
  /// transpose), each operand's copies take 16-byte pieces (what TMA needs
  /// of the base and the strides too), boxes of at most 256 rows, K whole
  /// (no parts), two buffers or more (a copy refills a buffer only after
  /// the next one's wait), and `barriersPerBuffer` mbarriers a buffer fit
  /// after the rings (getTmaBytes).
  bool canUseTma(const MmaRingDepth &depth, int64_t budget,
                 int64_t barriersPerBuffer) const;
  /// The mbarriers a buffer TMA takes for these rings at `depth` in
  /// `budget` bytes, at `warps` warps, under `options`
  /// (tile-pipeline-mma-shared's tma, tma-max-warps and tma-empty-barriers;
  /// the plan prices what the pass does): 0 (cp.async), 1, or 2 with empty
  /// barriers (a loop of one mma, whose wait is its last read).
  int64_t getTmaBarriers(const MmaRingDepth &depth, int64_t budget,
                         int64_t warps, const MmaTmaOptions &options) const;
  /// getTmaBarriers, and whether a producer warp issues the copies: with
  /// `options.producerWarp`, where the loop is its entry's only ring loop
  /// (`ringLoops`), at the entry's top level (the producer runs it
  /// whatever the kernel's branches do), its bounds and the copies'
  /// indices and views pure values of the entry's parameters (the producer
  /// computes them itself), of one mma and at most 8 warps.
  MmaTmaChoice chooseTma(const MmaRingDepth &depth, int64_t budget,
                         int64_t warps, const MmaTmaOptions &options,
                         size_t ringLoops) const;
  /// Whether the producer warp can run this loop's copies (chooseTma).
  bool canUseProducerWarp(int64_t warps, size_t ringLoops) const;
  /// The ops, in order, that compute the loop's bounds and its copies'
  /// views and indices but the induction variable, which the producer warp
  /// computes again: pure ops of the entry's top level, on its parameters.
  /// False where the loop is not at the entry's top level, a return other
  /// than the entry's last or a break may skip iterations, or a value
  /// needs an op with effects or regions.
  bool getProducerSlice(llvm::SmallVectorImpl<Operation *> &slice) const;
  /// The rings' bytes at `stages` with TMA: the rings, 8-byte aligned,
  /// then `barriersPerBuffer` 8-byte mbarriers a buffer, then with a
  /// producer warp the 8-byte word that passes it the map slot.
  int64_t getTmaBytes(int64_t stages, int64_t barriersPerBuffer,
                      bool producerWarp = false) const;
};

/// Which dimension of `operand`'s loaded tile is K: A's last, B's second
/// to last.
int64_t getRingKDim(const MmaRingOperand &operand, bool lhs);

/// The tile each buffer of `operand`'s ring holds with K in `parts`.
TileType getRingPartType(const MmaRingOperand &operand, bool lhs,
                         int64_t parts);

/// One buffer of an operand ring: the tile's last two dimensions, rows
/// `pitch` elements apart (16 bytes of padding, so the eight rows an
/// ldmatrix reads hit distinct banks; none for wgmma's `swizzled` layout),
/// `slotBytes` a multiple of 16.
struct MmaRingShape {
  int64_t rows = 0, cols = 0, pitch = 0, elementBytes = 0, slotBytes = 0;
};
/// `transposed`: a transposed ring's slot (tilegpu::SharedRingAttr), the
/// swizzled transpose and a staging copy (rows padded, or 8-bit units),
/// 1024-byte aligned.
MmaRingShape getMmaRingShape(TileType operand, bool swizzled = false,
                             bool transposed = false);

/// Whether `use` can run as wgmma (sm_90) on swizzled rings with
/// its accumulator in `mma<warps, 1>`: f16 or bf16 operands, tf32
/// ones rounded from f32 tiles (B's ring transposed or by columns, both
/// rounded in place), or f8 (e4m3, e5m2) ones with B by columns or
/// transposed (its rows copied in 16-byte pieces), into f32
/// (an f16 accumulator rounds at every mma, which wgmma's in-flight
/// registers cannot), or an mmai's i8 ones (B as f8's) into i32, A's rows
/// contiguous, warps a multiple of 4 (whole
/// warpgroups), M a multiple of 16 * warps (each warpgroup whole 64-row
/// blocks), N a multiple of 16 and K of 32 bytes.
bool canUseWarpgroupMma(const MmaRingUse &use, int64_t warps);

/// A ring loop and the rings it takes (chooseRingLoops).
struct ChosenRingLoop {
  MmaRingLoop loop;
  MmaRingDepth depth;
  /// The bytes the rings had: the shared budget less the resident regions.
  int64_t budget = 0;
};

/// Which of `loops` (each mma's `swizzled` set) take rings at `requested`
/// stages in `sharedBudget` bytes, beside the entry's resident operands
/// `residentRhs` (their regions come first, getResidentRegions, rounded to
/// the swizzle's period): the feasible loops with buffers. A loop whose B
/// is resident (with `residentRings`; else the loop is left out) takes
/// its mma out of `residentRhs`, unless no buffer fits once the others
/// are placed: then its mma stays there and the loop keeps its loads. The
/// plan, tile-assign-layouts and tile-pipeline-mma-shared all choose so.
llvm::SmallVector<ChosenRingLoop>
chooseRingLoops(EntryOp entry, llvm::SmallVector<MmaRingLoop> loops,
                llvm::DenseSet<Operation *> &residentRhs, int64_t requested,
                int64_t sharedBudget, bool residentRings);

/// Whether `type` is an 8-bit float wgmma takes (e4m3, e5m2).
bool isEightBitFloat(Type type);

/// The loops of `entry` whose mmas can read their operands from rings:
/// f16/bf16 mmaf with the accumulator (f32 or f16) in the mma layout
/// (`inMmaLayout`) and K a multiple of 16, tf32 mmaf (f32 accumulator,
/// K a multiple of 8) whose operands are f32 tiles rounded by `ftof`, or
/// f8 mmaf (f32 accumulator) and i8 mmai (i32 accumulator), K a multiple
/// of 32 (wgmma only), each
/// operand the tile of a weak `load_view_tko` in the loop's body (maybe
/// reshaped, maybe rounded to tf32), used once, through a partition view
/// padded with zero (or unspecified) whose rows (B's: or columns) are
/// contiguous in aligned pieces of at least 4 bytes (`axisInfo`), indexed
/// by the induction
/// variable or values from outside the loop; B may instead be loaded once
/// before the loop (MmaRingOperand::resident). A load's result token may
/// be joined into the tokens the loop carries (join_tokens): the copies
/// that replace it are waited for before anything after the loop. The
/// body may hold nothing else but scalar arithmetic and such joins (the
/// rings take the reused scratch; the copies move ahead of the rest of the
/// body). The rings start after the entry's resident mma operands
/// (tilegpu.resident_rhs), whose regions are then a whole number of
/// swizzle periods (getResidentRegions).
llvm::SmallVector<MmaRingLoop>
findMmaRingLoops(EntryOp entry, llvm::function_ref<bool(Value)> inMmaLayout,
                 const AxisInfoAnalysis &axisInfo);

} // namespace mlir::tile

#endif // TILEIR_ANALYSIS_MMARINGS_H
