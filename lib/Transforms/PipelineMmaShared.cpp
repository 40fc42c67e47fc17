//===- PipelineMmaShared.cpp - mma operands through rings of buffers ------===//
//
// `--tile-pipeline-mma-shared` (stages = 3), after tile-assign-layouts:
//
//   for %k in (%lb to %ub, step %s) iter_values(%acc = %init) {
//     %a, %ta = load_view_tko weak %pa[%m, %k]
//     %b, %tb = load_view_tko weak %pb[%k, %n]
//     %d = mmaf %a, %b, %acc
//     continue %d
//   }
//
// becomes, where the mma runs as mma.sync (its fragments through ldmatrix)
//
//   if (%lb < %ub) { async_copy %pa[%m, %lb] into 0 of #A;
//                    async_copy %pb[%lb, %n] into 0 of #B }
//   async_commit
//   ... iterations lb + s and lb + 2 s into buffers 1 and 2 ...
//   async_wait pending 2                     // iteration lb's copies landed
//   for %k ... iter_values(%acc = %init, %slot = 0) {
//     %d = shared_mma %acc, %slot, lhs #A, rhs #B before_last_step {
//       async_wait pending 1                 // iteration k + 1's landed
//     }
//     if (%k + 3 %s < %ub) { async_copy ... [%k + 3 %s] into %slot }
//     async_commit
//     continue %d, (%slot + 1) % 3
//   }
//   async_wait pending 0
//
// so the operands of stages - 1 iterations are in flight while one
// computes, and never pass through registers as tiles. The wait sits
// between the last k step's fragment loads and its mmas (CUTLASS's
// multistage main loop does the same): by then every warp has read buffer
// %slot for the last time, so the barrier frees it for the copies of
// iteration k + stages, and the last step's mmas keep the tensor cores busy
// while the next iteration's first fragments load; a barrier at the top of
// the body left them idle until those loads came back. The copies come
// after the mmas, whose fragments are then dead: across the copies'
// address arithmetic only the accumulator is live (the copies inside the
// region cost bmm_bf16 24 registers, ptxas sm_90). With one stage: a
// barrier in the region, then after the mma the copies and a wait for
// them.
// With `carry-fragments` (two or more buffers, K unrolled) the loop's last
// mma also carries its first k step's fragments: the prologue's wait is
// followed by `tilegpu.load_mma_fragments` of buffer 0, an iteration value,
// and the shared_mma takes them (`first_step`) and returns the next
// buffer's, loaded after its before_last_step wait, under the last step's
// mmas (CUTLASS's order).
//
// With warpgroup-mma (sm_90), an mma whose accumulator is in mma<W, 1>
// runs as wgmma, which reads its buffers after the op returns: the wait
// opens the body, and the copies (after the wgmma's issue, which they then
// do not delay; before it with K in parts) refill a buffer no
// wgmma reads any more (below). Its rings are swizzled (wgmma reads them
// through
// descriptors), the waits fence the copies into the async proxy, and the
// wgmma group of iteration k stays in flight while iteration k + 1 starts
// (a `wgmma_wait pending 1` ends the body), which holds one more buffer:
// the copies run stages - 2 ahead, and the whole pipeline sits under an
// `if` the loop runs, whose `wgmma_wait pending 0` after the loop is then
// reached only from the loop (ptxas otherwise serializes the wgmmas).
//
// wgmma reads tf32 and 8-bit operands only K-major, and drops the low bits
// of f32: a row-major B lands in a staging area and each thread moves the
// pieces it copied into the transpose (`tilegpu.round_tf32`, which also
// rounds, or `tilegpu.transpose_bytes`), one buffer ahead of the wgmma.
// With `rhs-direct` a tf32 B skips the staging area: no copies of B, and
// `tilegpu.load_round_tf32` loads, rounds and stores it into the transpose
// where round_tf32 would have moved it.
// A tf32 wgmma takes A from registers (`lhs_registers`): each thread
// loads its fragments from A's ring and rounds them, so A's buffer is read
// once instead of rounded in place and read again by wgmma. The next
// iteration's fragments are the same registers, which a group still in
// flight may read: so by default no group stays in flight, each waited
// for at the end of its iteration, after the copies and the rounding it
// overlaps, and the copies run stages - 1 ahead. With `lhs-groups=2` the
// k steps run as two groups (`lhs_groups 2`, MmaRingUse::getLhsGroups),
// each loading its fragments once the group that last read them is done,
// and the second stays in flight into the next iteration (the copies
// still run stages - 1 ahead: it reads only B's transposed buffer, which
// no copy writes). Correct, but slower on an H100 (docs/lowering.md).
// With `carry-lhs` the wait and barrier for the next buffer move from the
// body's top to after its B rounding, followed by that buffer's A
// fragments (`tilegpu.load_wgmma_lhs`, rounded), all while this
// iteration's group runs; the loop carries them, and the next iteration's
// wgmma takes them as its `lhs_tile` at once.
//
// Where whole tiles leave fewer than the four buffers that needs (cuTile's
// BatchMatMul, 128x256x128 f16: two of 96 KiB), the plan splits each
// iteration's tiles along K into parts (MmaRingLoop::getDepth; the loop
// says `tile.pipeline_parts`): each part is copied through a partition
// view of the part's tile shape (part p of tile k is tile k * parts + p)
// into a buffer of its own and is a step of its own (wait, the copies of
// the part ahead, its wgmma, `wgmma_wait pending 1`), so four buffers of
// 48 KiB keep a group in flight. The wgmma k steps run in the same order.
//
// A loop-invariant B of a wgmma (loaded before the loop, the seed's panel
// update) is resident in a ring of one buffer: its copies go first, in a
// group of their own under the prologue's `if`, a tf32 B is rounded into
// its transpose once before the loop, and the loop copies only A. A
// load's token joined into the loop's tokens is replaced by the token the
// load was given: the waits order the copies before anything after the
// loop.
//
// The rings live in the reused scratch (from offset 0, after the entry's
// resident operands), so the loop's body may hold nothing else that uses
// it: the rewritten loads and mmas, scalar arithmetic, token joins and its
// terminator. The waits after the loop and the scratch's own barriers keep
// the uses before and after apart.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "LoopPipelining.h"

#include "TileIR/Analysis/AxisInfo.h"
#include "TileIR/Analysis/LayoutAssignment.h"
#include "TileIR/Analysis/LoweringCosts.h"
#include "TileIR/Analysis/MmaRings.h"
#include "TileIR/Analysis/ResourcePlan.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEPIPELINEMMASHARED
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

/// A rank-0 i32 tile constant (a buffer index).
Value createI32(OpBuilder &b, Location loc, int64_t value) {
  return createIntTile(b, loc, TileType::get({}, b.getI32Type()), value);
}

/// Erases `load`, whose copies replace it: what its token ordered (joins
/// the loop carries; for a resident B, anything) is ordered by the waits,
/// the last after the loop, so its users take the token it was given.
void eraseReplacedLoad(LoadViewTkoOp load) {
  Value token = load.getResultToken();
  if (!token.use_empty()) {
    Value given = load.getToken();
    if (!given) {
      OpBuilder b(load);
      given = MakeTokenOp::create(b, load.getLoc());
    }
    token.replaceAllUsesWith(given);
  }
  load.erase();
}

/// The ring of buffers for an operand tile of `type` (its last two
/// dimensions), `slots` deep, from byte `offset`: rows padded by 16 bytes,
/// or wgmma's swizzled layout, of the tile or of its transpose (moved
/// there from staging, `transposed`, or copied there by `columns`).
tilegpu::SharedRingAttr getRing(TileType type, int64_t offset, int64_t slots,
                                bool swizzled, bool transposed = false,
                                bool columns = false,
                                bool interleaved = false) {
  MmaRingShape shape = getMmaRingShape(type, swizzled, transposed);
  return tilegpu::SharedRingAttr::get(type.getContext(), offset, slots,
                                      shape.rows, shape.cols, shape.pitch,
                                      type.getElementType(),
                                      interleaved  ? "interleaved"
                                      : transposed ? "transposed"
                                      : columns    ? "columns"
                                      : swizzled   ? "swizzled"
                                                   : "padded");
}

/// Whether `use` runs as wgmma: its accumulator is in `mma<W, 1>` over
/// whole warpgroups (tile-assign-layouts' warpgroup-mma chose it).
bool isWarpgroupMma(const MmaRingUse &use) {
  auto layout = tilegpu::getMmaLayout(use.mma->getResult(0));
  return layout && layout.getWarpsN() == 1 &&
         canUseWarpgroupMma(use, layout.getWarpsM());
}

class SharedPipeliner {
public:
  SharedPipeliner(MmaRingLoop ringLoop, MmaRingDepth depth, MmaTmaChoice choice,
                  int64_t warps, bool interleaveK, bool carryFragments,
                  bool carryLhs)
      : loop(ringLoop.loop), iv(loop.getInductionVar()),
        candidates(std::move(ringLoop.mmas)), stages(depth.stages),
        parts(depth.parts), lag(depth.groupInFlight ? 1 : 0),
        ahead(depth.getCopiesAhead()), tma(choice.barriersPerBuffer > 0),
        emptyBarriers(choice.barriersPerBuffer == 2),
        producerWarp(choice.producerWarp), warps(warps),
        interleaveK(interleaveK), carryFragments(carryFragments),
        carryLhs(carryLhs) {
    if (producerWarp) // (ringLoop's mmas moved to `candidates` by now)
      MmaRingLoop{loop, candidates}.getProducerSlice(producerSlice);
    // B through registers replaces copies into the staging area and their
    // rounding one buffer ahead: whole tiles by cp.async, two or more
    // buffers.
    for (MmaRingUse &c : candidates)
      c.rhsDirect &= parts == 1 && !tma && stages > 1 && !c.rhs.resident;
  }

  void run();

private:
  /// Under `runs`, the copies of every candidate's operands (their part
  /// `part` along K) for the iteration whose induction variable is `at`,
  /// into buffer `slot`; then a commit.
  /// With empty barriers, `acquire` is the parity the copies' thread waits
  /// for on buffer `slot`'s second barrier first (its readers done).
  /// With `resident`, the copies of the resident operands instead, into
  /// their one buffer.
  void emitCopies(OpBuilder &b, Value runs, Value at, Value slot,
                  int64_t part = 0, Value acquire = Value(),
                  bool resident = false);
  /// With parts, the partition views each part's copies read: the loads'
  /// own, their tile's K split in `parts`.
  void createPartViews();
  /// A's tile of `use` (lhsDirect) for the iteration whose induction
  /// variable is `at`, loaded into its wgmma fragments (wgmma_lhs).
  Value loadLhsFragments(OpBuilder &b, const MmaRingUse &use, Value at);
  /// The type of the first-step fragments the last candidate carries from
  /// iteration to iteration (`first_step`), or null where it does not:
  /// mma.sync waiting in its last k step (`waitsInLastStep`) over two or
  /// more buffers, with A from its ring and K unrolled.
  VectorType getCarriedFragmentsType(bool waitsInLastStep) const;
  /// The producer warp, the entry's first op: the slice of the loop's
  /// bounds and copy operands again, then a loop over the same iterations
  /// that waits for each buffer's readers and refills it.
  void createProducer();

  ForOp loop;
  /// The induction variable the loads index with (the body block moves to
  /// the new loop, its arguments with it).
  Value iv;
  SmallVector<MmaRingUse> candidates;
  SmallVector<std::pair<tilegpu::SharedRingAttr, tilegpu::SharedRingAttr>>
      rings;
  int64_t stages;
  /// The pieces of K each iteration's tiles come in, one buffer each.
  int64_t parts;
  /// The wgmma groups left in flight at the end of an iteration (or, with
  /// parts, of a part): 0 or 1.
  int64_t lag;
  /// The steps the copies run ahead of the mma (MmaRingDepth).
  int64_t ahead;
  /// Whether TMA copies fill the rings (canUseTma): then each buffer has
  /// an mbarrier, from byte `barriers` of the scratch, and each operand a
  /// tensor map.
  bool tma;
  int64_t barriers = 0;
  /// With TMA, whether each buffer also has a barrier, from byte `empties`,
  /// that every warp arrives on once done reading it (tma_consumed) and
  /// that its refill waits for (tma_acquire), instead of a block barrier
  /// each iteration.
  bool emptyBarriers;
  int64_t empties = 0;
  /// With TMA and empty barriers, whether a warp of its own issues the
  /// copies (tilegpu.producer_warp), reading the map slot at byte
  /// `slotWord`; the kernel's other `warps` warps only compute.
  bool producerWarp;
  int64_t warps;
  /// Whether B's transposed tf32 rings store K in A's fragment order where
  /// they can (MmaRingUse::interleavesK).
  bool interleaveK;
  /// Whether an mma.sync loop may carry its last mma's first-step
  /// fragments from iteration to iteration (`carry-fragments`).
  bool carryFragments;
  /// Whether a tf32 wgmma loop with A from its ring into registers loads
  /// the next buffer's fragments under this iteration's group and carries
  /// them (`carry-lhs`); run() keeps it only where the loop allows it
  /// (carriesLhs).
  bool carryLhs;
  /// Whether `use` takes A as a tile the loop carries: loaded straight
  /// from memory (lhsDirect) or from its ring an iteration ahead
  /// (carryLhs).
  bool carriesLhs(const MmaRingUse &use) const {
    return use.lhsDirect || (carryLhs && use.readsLhsIntoRegisters());
  }
  int64_t slotWord = 0;
  SmallVector<Operation *> producerSlice;
  /// With parts, the partition view each operand's copies read, keyed by
  /// its load.
  DenseMap<Operation *, Value> partViews;
  /// Whether a candidate runs as wgmma: its buffers are read by the async
  /// proxy.
  bool anyWgmma = false;
  /// With lag 1, the wgmma whose group stays in flight.
  tilegpu::SharedMmaOp inFlight;
  Location loc = loop.getLoc();
};

void SharedPipeliner::emitCopies(OpBuilder &b, Value runs, Value at, Value slot,
                                 int64_t part, Value acquire, bool resident) {
  // Each copy's view and index, computed ahead of the guard: with parts,
  // part `part` of tile i along K is tile i * parts + part of the part
  // view, in i64 (views read indices unsigned), which cannot wrap. Outside
  // the guard, LLVM shares i * parts between the parts' copies, and sees
  // their addresses advance by a constant each iteration.
  SmallVector<std::tuple<MmaRingOperand *, tilegpu::SharedRingAttr, Value,
                         SmallVector<Value>>>
      copies;
  DenseMap<Value, Value> partIndex;
  auto i64 = TileType::get({}, b.getI64Type());
  for (auto [c, ring] : llvm::zip(candidates, rings)) {
    for (auto [operand, operandRing, lhs] :
         {std::make_tuple(&c.lhs, ring.first, true),
          std::make_tuple(&c.rhs, ring.second, false)}) {
      // A loaded straight into its fragments, B through registers
      // (load_round_tf32); resident operands once, before the loop.
      if (!operandRing || (!lhs && c.rhsDirect) ||
          operand->resident != resident)
        continue;
      LoadViewTkoOp load = operand->load;
      SmallVector<Value> index;
      for (Value i : load.getIndex())
        index.push_back(i == iv ? at : i);
      Value view = load.getView();
      if (parts > 1) {
        view = partViews.lookup(load);
        Value &k = index[getRingKDim(*operand, lhs)];
        Value &first = partIndex[k];
        if (!first) {
          Value wide = k;
          if (!cast<TileType>(k.getType()).getElementType().isInteger(64))
            wide = ExtIOp::create(b, loc, i64, k, Signedness::Unsigned);
          first =
              MulIOp::create(b, loc, wide, createIntTile(b, loc, i64, parts));
          if (part != 0)
            first =
                AddIOp::create(b, loc, first, createIntTile(b, loc, i64, part));
        }
        k = first;
      }
      copies.emplace_back(operand, operandRing, view, index);
    }
  }
  auto guard = IfOp::create(b, loc, TypeRange(), runs);
  {
    OpBuilder::InsertionGuard scope(b);
    b.createBlock(&guard.getThenRegion());
    if (acquire)
      tilegpu::TmaAcquireOp::create(b, loc, slot, acquire,
                                    b.getI64IntegerAttr(empties));
    for (auto [map, copy] : llvm::enumerate(copies)) {
      auto &[operand, ring, view, index] = copy;
      if (tma)
        tilegpu::TmaCopyOp::create(b, operand->load.getLoc(), view, index, slot,
                                   ring, b.getI64IntegerAttr(map),
                                   b.getI64IntegerAttr(barriers));
      else
        tilegpu::AsyncCopyOp::create(b, operand->load.getLoc(), view, index,
                                     slot, ring,
                                     b.getI64IntegerAttr(operand->chunk));
    }
    YieldOp::create(b, loc);
  }
  // TMA copies complete on the buffer's barrier, not in groups.
  if (!tma)
    tilegpu::AsyncCommitOp::create(b, loc);
}

Value SharedPipeliner::loadLhsFragments(OpBuilder &b, const MmaRingUse &use,
                                        Value at) {
  LoadViewTkoOp original = use.lhs.load; // op handles: non-const calls
  IRMapping mapping;
  mapping.map(iv, at);
  auto load = cast<LoadViewTkoOp>(b.clone(*original, mapping));
  // Tokens order nothing here, as for the copies that replace the other
  // loads.
  load.getTokenMutable().clear();
  // The accumulator's mma<W, 1> over the loop's warps (its mma may be
  // gone by the time the body's next load is made).
  load->setAttr(tilegpu::TileGPUDialect::kLayoutAttrName,
                tilegpu::WgmmaLhsLayoutAttr::get(b.getContext(), warps));
  // Its own lowering checks the edges (not the blocked layout's lanes).
  load->removeAttr(tilegpu::TileGPUDialect::kEdgeLanesAttrName);
  // The copies' proven alignment: vectors of `chunk` elements.
  if (use.lhs.chunk > 1)
    load->setAttr(tilegpu::TileGPUDialect::kVectorAttrName,
                  b.getI64IntegerAttr(use.lhs.chunk));
  else
    load->removeAttr(tilegpu::TileGPUDialect::kVectorAttrName);
  return load.getTile();
}

void SharedPipeliner::createPartViews() {
  for (MmaRingUse &c : candidates)
    for (auto [operand, lhs] :
         {std::make_pair(&c.lhs, true), std::make_pair(&c.rhs, false)}) {
      LoadViewTkoOp load = operand->load;
      auto made = load.getView().getDefiningOp<MakePartitionViewOp>();
      auto type = cast<PartitionViewType>(made.getType());
      // The view's tile is the loaded tile: the part view's is the ring's.
      ArrayRef<int64_t> shape =
          getRingPartType(*operand, lhs, parts).getShape();
      OpBuilder b(made->getContext());
      b.setInsertionPointAfter(made);
      partViews[load] = MakePartitionViewOp::create(
          b, made.getLoc(),
          PartitionViewType::get(b.getContext(), shape, type.getTensorView(),
                                 type.getDimMap(), type.getPaddingValue()),
          made->getOperands());
    }
}

void SharedPipeliner::createProducer() {
  auto entry = cast<EntryOp>(loop->getParentOp());
  OpBuilder b = OpBuilder::atBlockBegin(&entry.getBody().front());
  auto producer = tilegpu::ProducerWarpOp::create(
      b, loc, b.getI64IntegerAttr(warps), b.getI64IntegerAttr(slotWord));
  b.createBlock(&producer.getBody());
  IRMapping mapping;
  for (Operation *op : producerSlice)
    b.clone(*op, mapping);
  auto lookup = [&](Value value) { return mapping.lookupOrDefault(value); };

  // Fill j of buffer j mod stages waits for its readers of fill
  // j - stages: their empty barrier's phase of parity phase(j) ^ 1 (on a
  // barrier yet to complete a phase, parity 1 passes: the first fills).
  auto i32 = TileType::get({}, b.getI32Type());
  auto i1 = TileType::get({}, b.getI1Type());
  Value zero = createI32(b, loc, 0);
  auto fills =
      ForOp::create(b, loc, TypeRange{i32, i32}, lookup(loop.getLowerBound()),
                    lookup(loop.getUpperBound()), lookup(loop.getStep()),
                    ValueRange{zero, zero});
  fills.setUnsignedCmp(loop.getUnsignedCmp());
  if (loop->hasAttr(tilegpu::TileGPUDialect::kIterLayoutsAttrName)) {
    Attribute blocked = tilegpu::BlockedLayoutAttr::get(b.getContext());
    fills->setAttr(tilegpu::TileGPUDialect::kIterLayoutsAttrName,
                   b.getArrayAttr({blocked, blocked}));
  }
  Block *body = b.createBlock(&fills.getRegion());
  Value at = body->addArgument(iv.getType(), loc);
  Value slot = body->addArgument(i32, loc);
  Value phase = body->addArgument(i32, loc);
  Value parity = XOrIOp::create(b, loc, phase, createI32(b, loc, 1));
  auto acquire = tilegpu::TmaAcquireOp::create(b, loc, slot, parity,
                                               b.getI64IntegerAttr(empties));
  acquire.setProducer(true);
  int64_t map = 0;
  for (auto [c, ring] : llvm::zip(candidates, rings))
    for (auto [operand, operandRing] : {std::make_pair(&c.lhs, ring.first),
                                        std::make_pair(&c.rhs, ring.second)}) {
      LoadViewTkoOp load = operand->load;
      SmallVector<Value> index;
      for (Value i : load.getIndex())
        index.push_back(i == iv ? at : lookup(i));
      auto copy = tilegpu::TmaCopyOp::create(
          b, load.getLoc(), lookup(load.getView()), index, slot, operandRing,
          b.getI64IntegerAttr(map++), b.getI64IntegerAttr(barriers));
      copy.setProducer(true);
    }
  Value next = AddIOp::create(b, loc, slot, createI32(b, loc, 1));
  Value wraps = CmpIOp::create(b, loc, i1, ComparisonPredicate::Equal, next,
                               createI32(b, loc, stages), Signedness::Signed);
  Value nextSlot = SelectOp::create(b, loc, i32, wraps, zero, next);
  Value nextPhase = SelectOp::create(
      b, loc, i32, wraps, XOrIOp::create(b, loc, phase, createI32(b, loc, 1)),
      phase);
  ContinueOp::create(b, loc, ValueRange{nextSlot, nextPhase});
}

VectorType
SharedPipeliner::getCarriedFragmentsType(bool waitsInLastStep) const {
  if (!carryFragments || !waitsInLastStep || stages < 2)
    return {};
  const MmaRingUse &c = candidates.back();
  tilegpu::SharedRingAttr lhs = rings.back().first, rhs = rings.back().second;
  auto layout = tilegpu::getMmaLayout(c.mma->getResult(0));
  if (c.swizzled || c.lhsDirect || !lhs || !layout)
    return {};
  int64_t kStep = lhs.getElement().isF32() ? 8 : 16;
  if (lhs.getCols() / kStep > tilegpu::kMaxUnrolledMmaSteps)
    return {};
  tilegpu::MmaWarpTiles tiles =
      tilegpu::getMmaWarpTiles(layout, lhs.getRows(), rhs.getCols());
  if (tiles.tilesA < 1 || tiles.tilesB < 1)
    return {};
  return VectorType::get({tiles.getStepRegisters()},
                         IntegerType::get(c.mma->getContext(), 32));
}

void SharedPipeliner::run() {
  int64_t offset = 0;
  for (MmaRingUse &c : candidates) {
    anyWgmma |= c.swizzled;
    offset = alignRingOffset(offset, c.swizzled);
    // The rings hold the loaded tiles, or their parts (f32 where the mma
    // rounds to tf32).
    // (None for A loaded straight into its fragments.)
    tilegpu::SharedRingAttr lhs;
    if (!c.lhsDirect) {
      lhs = getRing(getRingPartType(c.lhs, true, parts), offset, stages,
                    c.swizzled);
      offset += lhs.getBytes();
    }
    auto rhs =
        getRing(getRingPartType(c.rhs, false, parts), offset,
                c.getRhsSlots(stages), c.swizzled, c.transposesRhs(),
                c.swizzled && c.rhs.columns, interleaveK && c.interleavesK());
    offset += rhs.getBytes();
    rings.emplace_back(lhs, rhs);
  }
  // Carried A fragments: one tf32 wgmma with A from its ring into
  // registers in one group, B's ring interleaved (the fragments' layout)
  // and as deep as A's (not resident), its group waited for in its
  // iteration, cp.async into two or more buffers.
  carryLhs &= candidates.size() == 1 && lag == 0 && stages > 1 && !tma &&
              parts == 1 && !candidates.front().lhsDirect &&
              !candidates.front().rhs.resident &&
              candidates.front().readsLhsIntoRegisters() &&
              candidates.front().getLhsGroups() == 1 &&
              rings.front().second.isInterleaved();
  // The maps are staged in the first buffers, which no copy fills before
  // they are built.
  if (tma)
    barriers = llvm::alignTo(offset, 8); // MmaRingLoop::getTmaBytes
  empties = barriers + 8 * stages;
  slotWord = empties + 8 * stages;
  // wgmma reads f32 as tf32 by dropping the low bits: the rings of a tf32
  // wgmma are rounded (nearest even, as the ftof) once landed, B's in
  // shared memory on its way into the transpose, A's in place unless wgmma
  // takes it from registers (rounded there).
  // (A resident B's ring is rounded or moved once, before the loop: its
  // own lists.)
  SmallVector<Attribute> roundRings, residentRoundRings;
  SmallVector<int64_t> roundChunks, residentRoundChunks;
  for (auto [c, ring] : llvm::zip(candidates, rings)) {
    if (!c.roundsRings())
      continue;
    if (!c.readsLhsIntoRegisters()) {
      roundRings.push_back(ring.first);
      roundChunks.push_back(c.lhs.chunk);
    }
    if (c.rhs.resident) {
      residentRoundRings.push_back(ring.second);
      residentRoundChunks.push_back(c.rhs.chunk);
    } else if (!c.rhsDirect) {
      roundRings.push_back(ring.second);
      roundChunks.push_back(c.rhs.chunk);
    }
  }
  // B through registers: loaded, rounded and stored into its transpose
  // where the rounding of its staged copies would be.
  SmallVector<std::pair<MmaRingOperand *, tilegpu::SharedRingAttr>> directRings;
  for (auto [c, ring] : llvm::zip(candidates, rings))
    if (c.rhsDirect)
      directRings.emplace_back(&c.rhs, ring.second);
  // wgmma reads 8-bit B only K-major: a transposed ring's staged tiles are
  // moved into their transpose once landed.
  SmallVector<tilegpu::SharedRingAttr> byteRings, residentByteRings;
  for (auto [c, ring] : llvm::zip(candidates, rings))
    if (c.transposesRhs() && c.hasEightBitOperands())
      (c.rhs.resident ? residentByteRings : byteRings).push_back(ring.second);
  bool anyResident = llvm::any_of(
      candidates, [](const MmaRingUse &c) { return c.rhs.resident; });
  // A wait before wgmma reads fences the copies into the async proxy.
  auto createWait = [&](OpBuilder &b, int64_t pending) {
    auto wait =
        tilegpu::AsyncWaitOp::create(b, loc, b.getI64IntegerAttr(pending));
    wait.setProxyFence(anyWgmma);
  };
  // Rounds buffer `landed` of the tf32 rings `rounded` (by `chunks`) and
  // moves the 8-bit staged tiles of `moved` into their transposes, once
  // this thread's copies into it landed (all but `pending` groups).
  auto emitFinishes = [&](OpBuilder &b, int64_t pending, Value landed,
                          ArrayRef<Attribute> rounded, ArrayRef<int64_t> chunks,
                          ArrayRef<tilegpu::SharedRingAttr> moved) {
    if (!rounded.empty())
      tilegpu::RoundTF32Op::create(b, loc, b.getI64IntegerAttr(pending), landed,
                                   b.getArrayAttr(rounded),
                                   b.getDenseI64ArrayAttr(chunks));
    for (tilegpu::SharedRingAttr ring : moved)
      tilegpu::TransposeBytesOp::create(b, loc, b.getI64IntegerAttr(pending),
                                        landed, ring);
  };
  // Under `runs`, the loop's rings' finishes for buffer `landed`; B through
  // registers is loaded for the iteration whose induction variable is `at`
  // into it.
  bool finishes =
      !roundRings.empty() || !byteRings.empty() || !directRings.empty();
  auto finishLanded = [&](OpBuilder &b, Value runs, int64_t pending,
                          Value landed, Value at) {
    auto guard = IfOp::create(b, loc, TypeRange(), runs);
    OpBuilder::InsertionGuard scope(b);
    b.createBlock(&guard.getThenRegion());
    for (auto [operand, ring] : directRings) {
      LoadViewTkoOp load = operand->load;
      SmallVector<Value> index;
      for (Value i : load.getIndex())
        index.push_back(i == iv ? at : i);
      tilegpu::LoadRoundTF32Op::create(b, load.getLoc(), load.getView(), index,
                                       landed, ring,
                                       b.getI64IntegerAttr(operand->chunk));
    }
    emitFinishes(b, pending, landed, roundRings, roundChunks, byteRings);
    YieldOp::create(b, loc);
  };
  // The same for the resident rings' one buffer, once.
  auto finishResident = [&](OpBuilder &b, Value runs, int64_t pending) {
    auto guard = IfOp::create(b, loc, TypeRange(), runs);
    OpBuilder::InsertionGuard scope(b);
    b.createBlock(&guard.getThenRegion());
    emitFinishes(b, pending, createI32(b, loc, 0), residentRoundRings,
                 residentRoundChunks, residentByteRings);
    YieldOp::create(b, loc);
  };

  // One wgmma group stays in flight across iterations (`lag`) when the
  // loop's one mma runs as wgmma and a buffer is left for it (four or
  // more: the copies still run two steps ahead): the copies then run
  // stages - 2 steps ahead (the buffer of the group still in flight is not
  // overwritten), else stages - 1; a tf32 wgmma with A from registers
  // reads no buffer the copies fill, and keeps stages - 1 from three.
  // (Its result passes only to the next iteration: its wait can be the
  // body's last op, and the last group's after the loop.) A step is an
  // iteration, or with parts one part of one: the copies then run a whole
  // number of iterations ahead.
  assert(ahead % parts == 0 && (parts == 1 || lag == 1) &&
         "parts split only loops that keep a wgmma group in flight");
  int64_t aheadIterations = ahead / parts;
  if (parts > 1)
    createPartViews();

  OpBuilder b(loop);
  // TMA's maps and barriers, before the prologue; with a producer warp
  // before the `if` below too, so that the producer, which runs whether or
  // not the loop does, is always let go.
  auto createTmaSetup = [&]() {
    // One map an operand (in the order emitCopies copies them), one
    // barrier a buffer that each copy into it arrives on.
    int64_t map = 0;
    for (auto [c, ring] : llvm::zip(candidates, rings))
      for (auto [operand, operandRing] :
           {std::make_pair(&c.lhs, ring.first),
            std::make_pair(&c.rhs, ring.second)}) {
        tilegpu::TmaMapOp::create(
            b, operand->load.getLoc(), operand->load.getView(), operandRing,
            b.getI64IntegerAttr(map), b.getI64IntegerAttr(128 * map));
        ++map;
      }
    tilegpu::TmaInitOp::create(b, loc, b.getI64IntegerAttr(barriers),
                               b.getI64IntegerAttr(stages),
                               b.getI64IntegerAttr(map));
    if (emptyBarriers) {
      // One arrival a warp of the block (the accumulator's mma<W, 1>).
      auto layout = tilegpu::getMmaLayout(candidates.front().mma->getResult(0));
      tilegpu::TmaInitOp::create(
          b, loc, b.getI64IntegerAttr(empties), b.getI64IntegerAttr(stages),
          b.getI64IntegerAttr(layout.getWarpsM() * layout.getWarpsN()));
    }
    if (producerWarp)
      tilegpu::ProducerStartOp::create(b, loc, b.getI64IntegerAttr(warps),
                                       b.getI64IntegerAttr(slotWord));
  };
  if (producerWarp) {
    createTmaSetup();
    createProducer();
  }
  IfOp guard;
  if (lag > 0) {
    // The pipeline under `if` the loop runs at all, the initial values
    // otherwise: the wait for the last group after the loop is then
    // reached only from the loop. (Through the path that skips a loop of
    // no iterations, registers no wgmma wrote would reach it, and ptxas
    // then serializes every wgmma; a wait inside the last iteration
    // instead makes ptxas wait in every iteration.)
    guard = IfOp::create(b, loc, loop.getResultTypes(),
                         isIterationOf(b, loop, loop.getLowerBound(), 0));
    if (auto layouts = loop->getAttrOfType<ArrayAttr>(
            tilegpu::TileGPUDialect::kIterLayoutsAttrName))
      guard->setAttr(tilegpu::TileGPUDialect::kIterLayoutsAttrName, layouts);
    b.createBlock(&guard.getElseRegion());
    YieldOp::create(b, loc, loop.getInitValues());
    b.createBlock(&guard.getThenRegion());
  }

  // mma.sync waits inside its last k step (`before_last_step`): once its
  // fragments are loaded, every warp is done with the buffer, so after the
  // wait for iteration k + 1's buffer (and the last step's mmas) the
  // copies of iteration k + stages refill it. The prologue then fills
  // every buffer and waits for the first.
  bool waitsInLastStep = !anyWgmma && parts == 1 && !finishes;
  int64_t prologueSteps = waitsInLastStep ? stages : ahead;
  // wgmma runs after its op returns: the copies follow its issue, so the
  // tensor cores get this iteration's group without waiting for the
  // copies' address arithmetic. (They refill A's buffers, last read by a
  // group the previous iteration's wgmma_wait finished or by fragment
  // loads before the barrier, and B's or its staging rows, which no group
  // in flight reads.) Not with parts, whose steps interleave waits and
  // copies. tf32 too (A's fragments live until its group is done beside
  // the copies' addresses: 254 registers and no spill at 256x128 since
  // its fragments load as vectors; 4096^3 on an H100 0.66 -> 0.59 ms).
  bool copiesAfterWgmma = anyWgmma && parts == 1 && stages > 1;

  if (tma && !producerWarp)
    createTmaSetup();

  // Resident operands first, in a group of their own (older than every
  // group the waits below count).
  if (anyResident)
    emitCopies(b, isIterationOf(b, loop, loop.getLowerBound(), 0),
               loop.getLowerBound(), createI32(b, loc, 0), 0, Value(),
               /*resident=*/true);

  // Prologue: steps 0 .. ahead - 1 (iterations lb .. lb + (ahead - 1)
  // step, or their parts) into buffers 0 .. ahead - 1. (The producer
  // warp issues every copy.)
  for (int64_t j = 0; j < (producerWarp ? 0 : prologueSteps); ++j)
    emitCopies(b, isIterationOf(b, loop, loop.getLowerBound(), j / parts),
               advanceIterations(b, loop, loop.getLowerBound(), j / parts),
               createI32(b, loc, j), j % parts);
  if (waitsInLastStep)
    createWait(b, stages - 1);
  // The first buffer rounded (tf32) or transposed (8-bit) before the loop
  // (its barrier shows it); the loop does each next one while its wgmma
  // runs.
  if (finishes && ahead > 0)
    finishLanded(b, isIterationOf(b, loop, loop.getLowerBound(), 0), ahead - 1,
                 createI32(b, loc, 0), loop.getLowerBound());
  // The resident rings' copies landed (the prologue's groups may not) and
  // rounded or transposed; the first iteration's wait orders them before
  // its wgmma.
  if (!residentRoundRings.empty() || !residentByteRings.empty())
    finishResident(b, isIterationOf(b, loop, loop.getLowerBound(), 0),
                   prologueSteps);

  // The loop, with the buffer it computes on as an extra iteration value
  // (and with TMA, the phase of the buffer's barrier it waits for), then
  // the first iteration's A of each mma that loads A straight into its
  // fragments.
  SmallVector<Value> inits(loop.getInitValues());
  inits.push_back(createI32(b, loc, 0));
  if (tma)
    inits.push_back(createI32(b, loc, 0));
  size_t firstLhs = inits.size();
  for (MmaRingUse &c : candidates)
    if (c.lhsDirect)
      inits.push_back(loadLhsFragments(b, c, loop.getLowerBound()));
  // Carried A: the first buffer's fragments, once every thread's copies
  // into it landed (the wait's barrier).
  auto loadCarriedLhs = [&](Value slot) -> Value {
    createWait(b, ahead - 1);
    auto ring = rings.front();
    auto load = tilegpu::LoadWgmmaLhsOp::create(
        b, loc,
        TileType::get({ring.first.getRows(), ring.first.getCols()},
                      b.getTF32Type()),
        slot, ring.first, ring.second);
    load->setAttr(tilegpu::TileGPUDialect::kLayoutAttrName,
                  tilegpu::WgmmaLhsLayoutAttr::get(b.getContext(), warps));
    return load.getTile();
  };
  if (carryLhs)
    inits.push_back(loadCarriedLhs(createI32(b, loc, 0)));
  // The last mma's fragments of the first iteration's first k step, after
  // the prologue's wait; each next iteration's come from the shared_mma
  // before it, loaded under its last step's mmas.
  VectorType carriedType = getCarriedFragmentsType(waitsInLastStep);
  if (carriedType)
    inits.push_back(tilegpu::LoadMmaFragmentsOp::create(
        b, loc, carriedType, createI32(b, loc, 0), rings.back().first,
        rings.back().second,
        tilegpu::getMmaLayout(candidates.back().mma->getResult(0))));
  auto pipelined =
      ForOp::create(b, loc, TypeRange(ValueRange(inits)), loop.getLowerBound(),
                    loop.getUpperBound(), loop.getStep(), inits);
  pipelined.setUnsignedCmp(loop.getUnsignedCmp());
  pipelined->setDiscardableAttrs(loop->getDiscardableAttrDictionary());
  pipelined->setAttr(kPipelineStagesAttrName, b.getI64IntegerAttr(stages));
  if (parts > 1)
    pipelined->setAttr(kPipelinePartsAttrName, b.getI64IntegerAttr(parts));
  if (auto layouts = loop->getAttrOfType<ArrayAttr>(
          tilegpu::TileGPUDialect::kIterLayoutsAttrName)) {
    SmallVector<Attribute> extended(layouts.begin(), layouts.end());
    extended.push_back(tilegpu::BlockedLayoutAttr::get(b.getContext()));
    if (tma)
      extended.push_back(tilegpu::BlockedLayoutAttr::get(b.getContext()));
    for (Value lhs : ArrayRef<Value>(inits).drop_front(firstLhs))
      extended.push_back(isa<VectorType>(lhs.getType())
                             ? tilegpu::BlockedLayoutAttr::get(b.getContext())
                             : tilegpu::getLayout(lhs));
    pipelined->setAttr(tilegpu::TileGPUDialect::kIterLayoutsAttrName,
                       b.getArrayAttr(extended));
  }
  Region &region = pipelined.getRegion();
  region.takeBody(loop.getRegion());
  Block *body = &region.front();
  Type slotType = inits[firstLhs - 1].getType(); // a rank-0 i32 tile
  Value slot = body->addArgument(slotType, loc);
  Value phase = tma ? body->addArgument(slotType, loc) : Value();
  // A's fragments of this iteration, by candidate (lhsDirect or carried).
  DenseMap<Operation *, Value> lhsTiles;
  for (auto [c, init] : llvm::zip(
           llvm::make_filter_range(
               candidates, [&](const MmaRingUse &c) { return carriesLhs(c); }),
           ArrayRef<Value>(inits).drop_front(firstLhs)))
    lhsTiles[c.mma] = body->addArgument(init.getType(), loc);
  Value carried = carriedType ? body->addArgument(carriedType, loc) : Value();

  b.setInsertionPointToStart(body);
  auto i32 = TileType::get({}, b.getI32Type());
  auto i1 = TileType::get({}, b.getI1Type());
  // The next iteration's A of each lhsDirect mma, loaded first thing (under
  // `if` that iteration runs), a whole iteration ahead of its wgmma; this
  // iteration's, loaded by the last, is what this iteration's wgmma rounds.
  // (Measured: after the previous group's wait, at the end of the body, the
  // loads had too little time to land; docs/lowering.md.)
  SmallVector<Value> nextLhs;
  for (MmaRingUse &c : candidates) {
    if (!c.lhsDirect)
      continue;
    Value current = lhsTiles.lookup(c.mma);
    auto guard = IfOp::create(b, loc, TypeRange{current.getType()},
                              isIterationOf(b, loop, iv, 1));
    guard->setAttr(tilegpu::TileGPUDialect::kIterLayoutsAttrName,
                   b.getArrayAttr({tilegpu::getLayout(current)}));
    OpBuilder::InsertionGuard scope(b);
    b.createBlock(&guard.getThenRegion());
    YieldOp::create(b, loc,
                    loadLhsFragments(b, c, advanceIterations(b, loop, iv, 1)));
    b.createBlock(&guard.getElseRegion());
    YieldOp::create(b, loc, current);
    nextLhs.push_back(guard.getResult(0));
  }
  // (slot + j) mod stages, for 0 <= slot < stages.
  auto slotPlus = [&](int64_t j) -> Value {
    j %= stages;
    if (j == 0)
      return slot;
    Value sum = AddIOp::create(b, loc, slot, createI32(b, loc, j));
    Value wraps =
        CmpIOp::create(b, loc, i1, ComparisonPredicate::GreaterThanOrEqual, sum,
                       createI32(b, loc, stages), Signedness::Signed);
    return SelectOp::create(
        b, loc, i32, wraps,
        SubIOp::create(b, loc, sum, createI32(b, loc, stages)), sum);
  };
  // The copies of part `part` of the iteration `ahead` steps on, into its
  // buffer.
  auto emitCopiesAhead = [&](int64_t part) {
    Value target = slotPlus(ahead + part);
    // The refill of step j = k + ahead waits for its buffer's readers of
    // step j - stages: that barrier's (j / stages)-th phase, of parity
    // phase(j) ^ 1, where phase(j) is this step's phase, flipped if the
    // buffer index wrapped (parity 1 on a barrier yet to complete a phase
    // passes: the buffer's first fill).
    Value acquire;
    if (emptyBarriers) {
      Value wrapped = CmpIOp::create(b, loc, i1, ComparisonPredicate::LessThan,
                                     target, slot, Signedness::Signed);
      Value flip = SelectOp::create(b, loc, i32, wrapped, createI32(b, loc, 0),
                                    createI32(b, loc, 1));
      acquire = XOrIOp::create(b, loc, phase, flip);
    }
    emitCopies(b, isIterationOf(b, loop, iv, aheadIterations),
               advanceIterations(b, loop, iv, aheadIterations), target, part,
               acquire);
  };
  if (waitsInLastStep) {
    // In the last mma's before_last_step region, below.
  } else if (stages == 1) {
    // The buffer is free once every warp is past the last iteration's mma.
    tilegpu::AsyncWaitOp::create(b, loc, b.getI64IntegerAttr(0));
    emitCopies(b, isIterationOf(b, loop, iv, 0), iv, slot);
    if (finishes)
      finishLanded(b, isIterationOf(b, loop, iv, 0), 0, slot, iv);
    createWait(b, 0);
  } else if (tma) {
    // This buffer's copies landed; past the barrier every warpgroup's
    // groups before the last are done, so the buffer the copies refill is
    // free.
    auto wait = tilegpu::TmaWaitOp::create(b, loc, slot, phase,
                                           b.getI64IntegerAttr(barriers));
    wait.setBlockBarrier(!emptyBarriers);
    if (!copiesAfterWgmma && !producerWarp)
      emitCopiesAhead(0);
  } else if (!carryLhs) {
    createWait(b, ahead - 1);
    if (!copiesAfterWgmma)
      emitCopiesAhead(0);
  }

  for (auto [c, ring] : llvm::zip(candidates, rings)) {
    Operation *mma = c.mma;
    Location mmaLoc = mma->getLoc();
    b.setInsertionPoint(mma);
    auto createSharedMma = [&](Value acc, Value slot,
                               Value firstStep = Value()) {
      auto shared = tilegpu::SharedMmaOp::create(
          b, mmaLoc, acc.getType(), firstStep ? firstStep.getType() : Type(),
          acc, slot, lhsTiles.lookup(c.mma), firstStep,
          carriesLhs(c) ? tilegpu::SharedRingAttr() : ring.first, ring.second,
          c.swizzled, c.isUnsignedLhs(), c.isUnsignedRhs(),
          c.readsLhsIntoRegisters(),
          c.getLhsGroups() > 1 ? b.getI64IntegerAttr(c.getLhsGroups())
                               : IntegerAttr());
      shared->setDiscardableAttrs(mma->getDiscardableAttrDictionary());
      return shared;
    };
    auto createWgmmaWait = [&](Value acc, int64_t pending) {
      auto wait = tilegpu::WgmmaWaitOp::create(b, mmaLoc, acc, pending);
      wait->setDiscardableAttrs(mma->getDiscardableAttrDictionary());
      return wait.getResult();
    };
    // With parts, each but the last runs as a step of its own: its wgmma
    // group in flight while the next part's copies start.
    Value acc = mma->getOperand(2);
    for (int64_t part = 1; part < parts; ++part) {
      acc = createWgmmaWait(
          createSharedMma(acc, slotPlus(part - 1)).getResult(), lag);
      createWait(b, ahead - 1);
      emitCopiesAhead(part);
    }
    tilegpu::SharedMmaOp shared = createSharedMma(
        acc, slotPlus(parts - 1), &c == &candidates.back() ? carried : Value());
    if (&c == &candidates.back()) {
      OpBuilder::InsertionGuard scope(b);
      if (waitsInLastStep) {
        // Before the last k step's mmas: iteration k + 1's copies landed
        // (all but stages - 2 groups) and, the barrier, every warp past
        // its last read of buffer `slot`.
        b.createBlock(&shared.getBeforeLastStep());
        createWait(b, std::max<int64_t>(stages - 2, 0));
      }
      b.setInsertionPointAfter(shared);
      if (waitsInLastStep) {
        // After the mma: iteration k + stages's copies into `slot` (the
        // last step's fragments are dead by then: fewer registers live
        // across the copies' address arithmetic). With one buffer they
        // land before the next iteration reads it.
        emitCopies(b, isIterationOf(b, loop, iv, stages),
                   advanceIterations(b, loop, iv, stages), slot);
        if (stages == 1)
          createWait(b, 0);
      }
      if (copiesAfterWgmma && !producerWarp)
        emitCopiesAhead(0);
      // The next iteration's buffer, rounded or transposed while the
      // wgmmas run (its copies were committed before this iteration's,
      // which come first either way: the wait counts both).
      if (finishes && stages > 1)
        finishLanded(b, isIterationOf(b, loop, iv, 1), ahead - 1, slotPlus(1),
                     advanceIterations(b, loop, iv, 1));
      // Carried A: the next buffer's copies landed and B's rounded (the
      // wait's barrier), its fragments loaded and rounded while this
      // iteration's group runs. (The last iteration's read a buffer no
      // copy filled; nothing uses them.)
      if (carryLhs)
        nextLhs.push_back(loadCarriedLhs(slotPlus(1)));
    }
    Value result = shared.getResult();
    if (c.swizzled && lag == 0 && carryLhs) {
      // Its group done, and then the next fragments moved into the
      // registers it read (the wait carries them).
      auto wait =
          tilegpu::WgmmaWaitOp::create(b, mmaLoc, result, 0, nextLhs.back());
      wait->setDiscardableAttrs(mma->getDiscardableAttrDictionary());
      // Two tiles: their layouts as a list.
      wait->removeAttr(tilegpu::TileGPUDialect::kLayoutAttrName);
      wait->setAttr(tilegpu::TileGPUDialect::kIterLayoutsAttrName,
                    b.getArrayAttr({tilegpu::getLayout(mma->getResult(0)),
                                    tilegpu::getLayout(nextLhs.back())}));
      result = wait.getResult();
      nextLhs.back() = wait.getCarried().front();
    } else if (c.swizzled && lag == 0) {
      // Its group done before anything reads the result.
      result = createWgmmaWait(result, 0);
    } else if (c.swizzled) {
      inFlight = shared;
    }
    mma->getResult(0).replaceAllUsesWith(result);
    mma->erase();
  }
  // The operands' loads once every candidate is rewritten: the last one's
  // copies (emitCopies) read every candidate's loads.
  for (MmaRingUse &c : candidates) {
    for (MmaRingOperand *operand : {&c.lhs, &c.rhs}) {
      // Users first: the rounding and the reshape come in either order.
      SmallVector<Operation *> chain;
      for (Operation *op :
           {operand->toTF32.getOperation(), operand->reshape.getOperation()})
        if (op)
          chain.push_back(op);
      llvm::sort(chain, [](Operation *x, Operation *y) {
        return y->isBeforeInBlock(x);
      });
      for (Operation *op : chain)
        op->erase();
      // (A loaded straight into its fragments is cloned for each next
      // iteration below, then erased.)
      if (!(operand == &c.lhs && c.lhsDirect))
        eraseReplacedLoad(operand->load);
    }
  }
  auto terminator = cast<ContinueOp>(body->getTerminator());
  b.setInsertionPoint(terminator);
  SmallVector<Value> next(terminator.getOperands());
  Value nextSlot = slotPlus(parts);
  next.push_back(nextSlot);
  if (tma) {
    // The phase flips each time the buffers wrap around.
    Value wraps =
        CmpIOp::create(b, loc, i1, ComparisonPredicate::Equal, nextSlot,
                       createI32(b, loc, 0), Signedness::Signed);
    next.push_back(SelectOp::create(
        b, loc, i32, wraps, XOrIOp::create(b, loc, phase, createI32(b, loc, 1)),
        phase));
  }
  std::optional<unsigned> inFlightIndex;
  if (inFlight) {
    // Last in the body: the group stays in flight into the next iteration.
    auto wait = tilegpu::WgmmaWaitOp::create(b, inFlight.getLoc(),
                                             inFlight.getResult(), lag);
    wait->setDiscardableAttrs(inFlight->getDiscardableAttrDictionary());
    for (auto [i, value] : llvm::enumerate(next))
      if (value == inFlight.getResult()) {
        value = wait.getResult();
        inFlightIndex = i;
      }
  }
  llvm::append_range(next, nextLhs);
  if (carried)
    next.push_back(
        cast<tilegpu::SharedMmaOp>(*carried.user_begin()).getNextStep());
  for (MmaRingUse &c : candidates)
    if (c.lhsDirect)
      eraseReplacedLoad(c.lhs.load);
  terminator->setOperands(next);
  if (emptyBarriers) {
    // This warp is done with the buffer of the group its last wgmma_wait
    // finished: this iteration's (lag 0), else the previous one's, which
    // the first iteration does not have.
    b.setInsertionPoint(terminator);
    if (lag == 0) {
      tilegpu::TmaConsumedOp::create(b, loc, slot,
                                     b.getI64IntegerAttr(empties));
    } else {
      Value notFirst =
          CmpIOp::create(b, loc, i1, ComparisonPredicate::NotEqual, iv,
                         pipelined.getLowerBound(), Signedness::Signed);
      auto released = IfOp::create(b, loc, TypeRange(), notFirst);
      OpBuilder::InsertionGuard scope(b);
      b.createBlock(&released.getThenRegion());
      tilegpu::TmaConsumedOp::create(b, loc, slotPlus(stages - 1),
                                     b.getI64IntegerAttr(empties));
      YieldOp::create(b, loc);
    }
  }

  // Every copy landed and every read is done before the scratch is reused:
  // each warpgroup's last group first, then the wait's block barrier, so
  // that no warpgroup writes the scratch (an epilogue's staging) while
  // another's last wgmma still reads the rings there.
  b.setInsertionPointAfter(pipelined);
  SmallVector<Value> results(
      pipelined.getResults().take_front(loop.getNumResults()));
  if (guard && inFlightIndex) {
    Value last = results[*inFlightIndex];
    auto wait = tilegpu::WgmmaWaitOp::create(b, loc, last, 0);
    wait->setAttr(tilegpu::TileGPUDialect::kLayoutAttrName,
                  tilegpu::getLayout(last));
    results[*inFlightIndex] = wait.getResult();
  }
  if (tma)
    tilegpu::TmaReleaseOp::create(
        b, loc, b.getI64IntegerAttr(barriers),
        b.getI64IntegerAttr(emptyBarriers ? 2 * stages : stages));
  else
    tilegpu::AsyncWaitOp::create(b, loc, b.getI64IntegerAttr(0));
  if (guard) {
    YieldOp::create(b, loc, results);
    results.assign(guard.getResults().begin(), guard.getResults().end());
  }
  loop.replaceAllUsesWith(results);
  loop.erase();
}

/// The most warps a loop's mma accumulators span (their mma<M, N>).
int64_t getWarps(const MmaRingLoop &loop) {
  int64_t warps = 0;
  for (const MmaRingUse &use : loop.mmas)
    if (auto layout = tilegpu::getMmaLayout(use.mma->getResult(0)))
      warps = std::max(warps, layout.getWarpsM() * layout.getWarpsN());
  return warps;
}

/// The bytes the rings may take in `entry`: the plan's shared-memory limit
/// (the rings reuse the scratch), else `fallback`.
int64_t getRingBudget(EntryOp entry, int64_t fallback) {
  auto plan = entry->getAttrOfType<DictionaryAttr>(kPlanAttrName);
  auto limit = plan ? plan.getAs<IntegerAttr>("shared_limit") : IntegerAttr();
  return limit ? limit.getInt() : fallback;
}

/// The warps the plan gave `entry`, if it has a plan that says.
std::optional<int64_t> getPlannedWarps(EntryOp entry) {
  auto plan = entry->getAttrOfType<DictionaryAttr>(kPlanAttrName);
  if (auto warps = plan ? plan.getAs<IntegerAttr>("num_warps") : IntegerAttr())
    return warps.getInt();
  return std::nullopt;
}

/// `entry`'s resident mma operands (tilegpu.resident_rhs), whose regions
/// sit at the head of the scratch for the whole kernel (the rings after
/// them), as the lowering finds them.
llvm::DenseSet<Operation *> getResidentMmas(EntryOp entry) {
  llvm::DenseSet<Operation *> resident;
  entry.walk([&](Operation *op) {
    if (op->hasAttr(tilegpu::TileGPUDialect::kResidentRhsAttrName) &&
        isTensorCoreMma(op) && tilegpu::getMmaLayout(op->getResult(0)))
      resident.insert(op);
  });
  return resident;
}

struct TilePipelineMmaSharedPass
    : public tile::impl::TilePipelineMmaSharedBase<TilePipelineMmaSharedPass> {
  using Base::Base;
  void runOnOperation() override {
    if (stages < 0 || stages > kMaxMmaRingStages) {
      getOperation()->emitError()
          << "tile-pipeline-mma-shared: stages must be 0 to "
          << kMaxMmaRingStages << ", not " << int64_t(stages);
      return signalPassFailure();
    }
    getOperation()->walk([&](EntryOp entry) {
      // The plan's stage count where it priced rings (tile.plan's
      // mma_stages), else the option.
      int64_t requested = stages;
      auto plan = entry->getAttrOfType<DictionaryAttr>(kPlanAttrName);
      if (auto planned =
              plan ? plan.getAs<IntegerAttr>("mma_stages") : IntegerAttr())
        requested = planned.getInt();
      if (requested < 1)
        return;
      AxisInfoAnalysis axisInfo(entry);
      SmallVector<MmaRingLoop> loops = findMmaRingLoops(
          entry, [](Value v) { return bool(tilegpu::getMmaLayout(v)); },
          axisInfo);
      size_t found = loops.size();
      llvm::erase_if(loops, [](const MmaRingLoop &loop) {
        return loop.loop->hasAttr(kPipelineStagesAttrName);
      });
      for (MmaRingLoop &loop : loops)
        for (MmaRingUse &use : loop.mmas) {
          use.swizzled = warpgroupMma && isWarpgroupMma(use);
          use.lhsDirect = lhsDirect && interleaveK && use.canLoadLhsDirect();
          use.rhsDirect = rhsDirect && use.canLoadRhsDirect();
          use.maxLhsGroups = lhsGroups;
        }
      // The buffers each loop gets beside the resident operands, as the
      // plan chose them (tile-assign-layouts staged no resident B that
      // takes a ring).
      llvm::DenseSet<Operation *> resident = getResidentMmas(entry);
      for (auto &[loop, depth, budget] :
           chooseRingLoops(entry, std::move(loops), resident, requested,
                           getRingBudget(entry, maxRingBytes),
                           planKeepsResidentRings(entry))) {
        // TMA where its barriers fit beside as many buffers (the plan
        // priced them with the same test), issued by a producer warp where
        // the option and the loop allow and the plan's warps are the
        // accumulator's (the producer is the warp after them).
        int64_t warps = getWarps(loop);
        MmaTmaOptions options{tma, tmaMaxWarps, tmaEmptyBarriers,
                              tmaProducerWarp};
        options.producerWarp &= getPlannedWarps(entry).value_or(warps) == warps;
        MmaTmaChoice choice =
            loop.chooseTma(depth, budget, warps, options, found);
        SharedPipeliner(std::move(loop), depth, choice, warps, interleaveK,
                        carryFragments, carryLhs)
            .run();
      }
    });
  }
};

} // namespace
