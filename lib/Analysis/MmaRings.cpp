//===- MmaRings.cpp - mma loops whose operands go through shared rings ----===//

#include "TileIR/Analysis/MmaRings.h"
#include "TileIR/Analysis/LoweringCosts.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tile;

MmaRingShape mlir::tile::getMmaRingShape(TileType operand, bool swizzled,
                                         bool transposed) {
  MmaRingShape shape;
  int64_t rank = operand.getRank();
  shape.rows = operand.getDimSize(rank - 2);
  shape.cols = operand.getDimSize(rank - 1);
  shape.elementBytes = operand.getElementType().getIntOrFloatBitWidth() / 8;
  shape.pitch = shape.cols + (swizzled ? 0 : 16 / shape.elementBytes);
  int64_t bytes = shape.rows * shape.pitch * shape.elementBytes;
  // A transposed ring's staging area: rows padded by 16 bytes, or (8-bit
  // elements) units of 8 rows by 16 bytes in groups of 8 (1024 bytes).
  int64_t stagingBytes = shape.elementBytes == 1
                             ? llvm::alignTo(shape.rows * shape.cols, 1024)
                             : shape.rows *
                                   (shape.cols + 16 / shape.elementBytes) *
                                   shape.elementBytes;
  if (transposed)
    shape.slotBytes =
        llvm::alignTo(bytes + stagingBytes, kSwizzledRingAlignment);
  else
    shape.slotBytes = llvm::alignTo(bytes, 16);
  return shape;
}

int64_t mlir::tile::getRingKDim(const MmaRingOperand &operand, bool lhs) {
  LoadViewTkoOp load = operand.load; // op handles: non-const calls
  int64_t rank = cast<TileType>(load.getTile().getType()).getRank();
  return lhs ? rank - 1 : rank - 2;
}

TileType mlir::tile::getRingPartType(const MmaRingOperand &operand, bool lhs,
                                     int64_t parts) {
  LoadViewTkoOp load = operand.load; // op handles: non-const calls
  auto tile = cast<TileType>(load.getTile().getType());
  SmallVector<int64_t> shape(tile.getShape());
  shape[getRingKDim(operand, lhs)] /= parts;
  return TileType::get(shape, tile.getElementType());
}

int64_t MmaRingLoop::getBytes(int64_t stages, int64_t parts) const {
  int64_t bytes = 0;
  for (const MmaRingUse &use : mmas) {
    bytes = alignRingOffset(bytes, use.swizzled);
    for (auto [operand, lhs, transposed] :
         {std::make_tuple(&use.lhs, true, false),
          std::make_tuple(&use.rhs, false, use.transposesRhs())}) {
      if (lhs && use.lhsDirect)
        continue;
      bytes += (lhs ? stages : use.getRhsSlots(stages)) *
               getMmaRingShape(getRingPartType(*operand, lhs, parts),
                               use.swizzled, transposed)
                   .slotBytes;
    }
  }
  return bytes;
}

bool MmaRingLoop::canKeepWgmmaInFlight() const {
  // A wgmma with A in registers reads them until its group is waited for
  // (PTX: changing them earlier is undefined), and the next iteration's
  // fragments are the same registers: with one group, its group in flight
  // made the 256x128 tf32 GEMM wrong now and then
  // (docs/gpu-check-2026-12-06b.md). In two groups, the first is done when
  // the next iteration loads its fragments.
  if (mmas.size() != 1 || !mmas.front().swizzled ||
      (mmas.front().readsLhsIntoRegisters() && mmas.front().getLhsGroups() < 2))
    return false;
  Operation *mma = mmas.front().mma;
  return mma->hasOneUse() && isa<ContinueOp>(*mma->user_begin());
}

MmaRingDepth MmaRingLoop::getDepth(int64_t requested, int64_t budget) const {
  int64_t wanted = getWantedStages(requested);
  bool inFlight = canKeepWgmmaInFlight();
  int64_t wholeStages = getStages(wanted, budget);
  const MmaRingUse &use = mmas.front();
  if (inFlight && use.readsLhsIntoRegisters() && use.transposesRhs())
    // wgmma reads only B's transposed buffers, which the copies never write.
    return {wholeStages, 1, wholeStages >= 3, /*inFlightHoldsBuffer=*/false};
  MmaRingDepth whole{wholeStages, 1, inFlight && wholeStages >= 4};
  if (whole.stages >= 4 || wanted < 4 || !inFlight || use.roundsRings() ||
      use.transposesRhs() || use.rhs.resident)
    return whole;
  // Each part loads through a partition view of its own, made beside the
  // loop's.
  for (const MmaRingOperand *operand : {&use.lhs, &use.rhs}) {
    LoadViewTkoOp load = operand->load; // op handles: non-const calls
    if (!load.getView().getDefiningOp<MakePartitionViewOp>())
      return whole;
  }
  TileType lhsType = use.getLhsType();
  int64_t k = lhsType.getDimSize(1);
  int64_t elementBytes = lhsType.getElementType().getIntOrFloatBitWidth() / 8;
  for (int64_t parts : {2, 4}) {
    // Each part's rows a whole 128-byte swizzle row (the widest swizzle, and
    // four or more wgmma k steps of work for each wait and barrier).
    if (k % parts != 0 || k / parts * elementBytes < 128)
      break;
    // Whole copy chunks along each part's contiguous dimension.
    auto chunked = [&](const MmaRingOperand &operand, bool lhs) {
      TileType part = getRingPartType(operand, lhs, parts);
      int64_t contiguous = part.getRank() - (operand.columns ? 2 : 1);
      return part.getDimSize(contiguous) % operand.chunk == 0;
    };
    if (!chunked(use.lhs, true) || !chunked(use.rhs, false))
      break;
    // As many parts ahead (stages - 2, one buffer for the group in flight)
    // as whole tiles were wanted ahead, a whole number of iterations.
    for (int64_t stages = std::min(parts * (wanted - 2) + 2, kMaxMmaRingStages);
         stages >= 4; --stages)
      if ((stages - 2) % parts == 0 && getBytes(stages, parts) <= budget)
        return {stages, parts, /*groupInFlight=*/true};
  }
  return whole;
}

int64_t MmaRingLoop::getWantedStages(int64_t requested) const {
  bool wgmma =
      llvm::any_of(mmas, [](const MmaRingUse &use) { return use.swizzled; });
  return std::min(requested + (wgmma ? 1 : 0), kMaxMmaRingStages);
}

int64_t MmaRingLoop::getStages(int64_t requested, int64_t budget) const {
  for (int64_t stages = std::min(requested, kMaxMmaRingStages); stages >= 1;
       --stages)
    if (getBytes(stages) <= budget)
      return stages;
  return 0;
}

SmallVector<ChosenRingLoop>
mlir::tile::chooseRingLoops(EntryOp entry, SmallVector<MmaRingLoop> loops,
                            llvm::DenseSet<Operation *> &residentRhs,
                            int64_t requested, int64_t sharedBudget,
                            bool residentRings) {
  llvm::erase_if(loops, [&](const MmaRingLoop &loop) {
    return !loop.isFeasible() || (!residentRings && loop.hasResidentOperand());
  });
  for (const MmaRingLoop &loop : loops)
    for (const MmaRingUse &use : loop.mmas)
      if (use.rhs.resident)
        residentRhs.erase(use.mma);
  // A loop with a resident B that gets no buffer gives its B back to the
  // resident regions, which shrinks the others' budget: again until none
  // does.
  SmallVector<ChosenRingLoop> chosen;
  for (bool again = true; again;) {
    again = false;
    chosen.clear();
    int64_t budget =
        sharedBudget -
        int64_t(getResidentRegions(entry, residentRhs, kSwizzledRingAlignment)
                    .bytes);
    for (auto it = loops.begin(); it != loops.end(); ++it) {
      MmaRingDepth depth = it->getDepth(requested, budget);
      if (depth.stages) {
        chosen.push_back({*it, depth, budget});
        continue;
      }
      if (!it->hasResidentOperand())
        continue;
      for (const MmaRingUse &use : it->mmas)
        if (use.rhs.resident)
          residentRhs.insert(use.mma);
      loops.erase(it);
      again = true;
      break;
    }
  }
  return chosen;
}

bool mlir::tile::isEightBitFloat(Type type) {
  return isa<Float8E4M3FNType, Float8E5M2Type>(type);
}

TileType MmaRingUse::getLhsType() const {
  return cast<TileType>(mma->getOperand(0).getType());
}

TileType MmaRingUse::getAccType() const {
  return cast<TileType>(mma->getOperand(2).getType());
}

bool MmaRingUse::hasEightBitOperands() const {
  return getLhsType().getElementType().getIntOrFloatBitWidth() == 8;
}

bool MmaRingUse::isUnsignedLhs() const {
  auto mmai = dyn_cast<MmaIOp>(mma);
  return mmai && mmai.getSignednessLhs() == Signedness::Unsigned;
}

bool MmaRingUse::isUnsignedRhs() const {
  auto mmai = dyn_cast<MmaIOp>(mma);
  return mmai && mmai.getSignednessRhs() == Signedness::Unsigned;
}

bool MmaRingUse::transposesRhs() const {
  return swizzled && !rhs.columns && (rhs.toTF32 || hasEightBitOperands());
}

int64_t MmaRingUse::getLhsGroups() const {
  if (!readsLhsIntoRegisters() || lhsDirect)
    return 1;
  int64_t steps = getLhsType().getDimSize(getLhsType().getRank() - 1) / 8;
  return maxLhsGroups >= 2 && steps >= 2 && steps % 2 == 0 ? 2 : 1;
}

bool MmaRingUse::interleavesK() const {
  LoadViewTkoOp load = rhs.load; // op handles: non-const calls
  auto type = cast<TileType>(load.getTile().getType());
  return readsLhsIntoRegisters() && transposesRhs() &&
         type.getShape().back() % 16 == 0;
}

bool MmaRingUse::canLoadLhsDirect() const {
  LoadViewTkoOp load = lhs.load; // op handles: non-const calls
  auto type = cast<TileType>(load.getTile().getType());
  return interleavesK() && !lhs.reshape && !lhs.columns &&
         type.getRank() == 2 &&
         isa<PartitionViewType>(load.getView().getType());
}

bool MmaRingUse::needsWarpgroupMma() const {
  return rhs.columns || rhs.resident || hasEightBitOperands();
}

bool MmaRingLoop::hasResidentOperand() const {
  return llvm::any_of(mmas,
                      [](const MmaRingUse &use) { return use.rhs.resident; });
}

bool MmaRingLoop::isFeasible() const {
  return llvm::all_of(mmas, [](const MmaRingUse &use) {
    return use.swizzled || !use.needsWarpgroupMma();
  });
}

bool mlir::tile::canUseWarpgroupMma(const MmaRingUse &use, int64_t warps) {
  if (warps < 4 || warps % 4 != 0)
    return false;
  TileType lhs = use.getLhsType(), acc = use.getAccType();
  Type element = lhs.getElementType();
  bool tf32 = element.isTF32() && use.lhs.toTF32 && use.rhs.toTF32;
  bool i8 = isa<MmaIOp>(use.mma);
  bool eightBit = use.hasEightBitOperands();
  // i8 into i32, floats into f32.
  Type accElement = acc.getElementType();
  bool accumulates = i8 ? accElement.isInteger(32) : accElement.isF32();
  if (!(element.isF16() || element.isBF16() || tf32 || eightBit) ||
      acc.getRank() != 2 || lhs.getRank() != 2 || !accumulates ||
      use.lhs.columns)
    return false;
  int64_t m = acc.getDimSize(0), n = acc.getDimSize(1), k = lhs.getDimSize(1);
  // Rows of 32 bytes at least: A's K and B's N multiples of 16 (tf32: A's
  // K and B's transposed K multiples of 8; 8-bit: K of 32).
  // tf32's B copies into the transpose: rows of a multiple of 4 pieces (a
  // warp's 8 x 4); f8's and i8's: 16-byte pieces (units of 8 rows by 16
  // bytes).
  int64_t kStep = eightBit ? 32 : tf32 ? 8 : 16;
  bool rhsLands = use.rhs.columns || (tf32 ? n % (4 * use.rhs.chunk) == 0
                                           : !eightBit || use.rhs.chunk == 16);
  return m % (16 * warps) == 0 && n % 16 == 0 && k % kStep == 0 && rhsLands;
}

namespace {

class RingLoopFinder {
public:
  RingLoopFinder(ForOp loop, llvm::function_ref<bool(Value)> inMmaLayout,
                 const AxisInfoAnalysis &axisInfo)
      : loop(loop), inMmaLayout(inMmaLayout), axisInfo(axisInfo) {}

  /// The loop's mmas that take rings; none when the loop cannot.
  SmallVector<MmaRingUse> find();

private:
  /// `operand`'s ring; B's (`rhs`) may be resident.
  std::optional<MmaRingOperand> getOperand(Value operand, bool rhs);
  bool isOutside(Value value) {
    return !loop.getRegion().isAncestor(value.getParentRegion());
  }
  /// Whether `load` runs before the loop in its block and no op between
  /// them may write memory: its copy can move to the loop's prologue.
  bool canMoveToLoop(LoadViewTkoOp load);

  ForOp loop;
  llvm::function_ref<bool(Value)> inMmaLayout;
  const AxisInfoAnalysis &axisInfo;
};

} // namespace

bool RingLoopFinder::canMoveToLoop(LoadViewTkoOp load) {
  if (load->getBlock() != loop->getBlock() || !load->isBeforeInBlock(loop))
    return false;
  for (Operation *op = load->getNextNode(); op != loop.getOperation();
       op = op->getNextNode()) {
    std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
        getEffectsRecursively(op);
    if (!effects ||
        llvm::any_of(*effects, [](const MemoryEffects::EffectInstance &e) {
          return isa<MemoryEffects::Write, MemoryEffects::Free>(e.getEffect());
        }))
      return false;
  }
  return true;
}

std::optional<MmaRingOperand> RingLoopFinder::getOperand(Value operand,
                                                         bool rhs) {
  MmaRingOperand found;
  Value tile = operand;
  // Up to one reshape (dropping leading unit dimensions: rows stay rows)
  // and one rounding to tf32, in either order, each used once.
  for (int step = 0; step < 2; ++step) {
    Operation *definer = tile.getDefiningOp();
    if (!definer || !definer->hasOneUse())
      break;
    if (auto reshape = dyn_cast<ReshapeOp>(definer);
        reshape && !found.reshape) {
      auto from = cast<TileType>(reshape.getSource().getType());
      auto to = cast<TileType>(reshape.getType());
      ArrayRef<int64_t> shape = from.getShape();
      while (shape.size() > size_t(to.getRank()) && shape.front() == 1)
        shape = shape.drop_front();
      if (shape != to.getShape())
        return std::nullopt;
      found.reshape = reshape;
      tile = reshape.getSource();
    } else if (auto ftof = dyn_cast<FToFOp>(definer); ftof && !found.toTF32) {
      auto from = cast<TileType>(ftof.getSource().getType());
      if (!from.getElementType().isF32() ||
          !ftof.getType().getElementType().isTF32() ||
          ftof.getRoundingMode() != RoundingMode::NearestEven)
        return std::nullopt;
      found.toTF32 = ftof;
      tile = ftof.getSource();
    } else {
      break;
    }
  }
  auto load = tile.getDefiningOp<LoadViewTkoOp>();
  if (!load || !load.getTile().hasOneUse() ||
      load.getMemoryOrderingSemantics() != MemoryOrdering::Weak)
    return std::nullopt;
  if (load->getBlock() == loop.getBody()) {
    // Its token at most joined into the tokens the loop carries.
    if (!llvm::all_of(load.getResultToken().getUsers(), [&](Operation *user) {
          return isa<JoinTokensOp>(user) && user->getBlock() == loop.getBody();
        }))
      return std::nullopt;
  } else {
    // B of this mma alone, loaded before the loop (its token may order
    // anything: nothing between the load and the loop writes memory).
    if (!rhs || !operand.hasOneUse() || !canMoveToLoop(load))
      return std::nullopt;
    found.resident = true;
  }
  if (!isOutside(load.getView()) ||
      (load.getToken() && !isOutside(load.getToken())) ||
      !llvm::all_of(load.getIndex(), [&](Value index) {
        return index == loop.getInductionVar() || isOutside(index);
      }))
    return std::nullopt;
  auto view = dyn_cast<PartitionViewType>(load.getView().getType());
  if (!view)
    return std::nullopt;
  if (auto padding = view.getPaddingValue())
    if (padding.getValue() != PaddingValue::Zero)
      return std::nullopt;
  ArrayRef<int64_t> shape = view.getTileShape();
  if (shape.size() < 2 ||
      llvm::any_of(shape.drop_back(2), [](int64_t d) { return d != 1; }))
    return std::nullopt;
  // Aligned pieces of 4 to 16 bytes along the rows, or the columns.
  ViewAccessInfo access = axisInfo.getViewAccess(load);
  int64_t rank = shape.size();
  if (access.contiguousDim != rank - 1 && access.contiguousDim != rank - 2)
    return std::nullopt;
  found.columns = access.contiguousDim == rank - 2;
  int64_t bytes =
      view.getTensorView().getElementType().getIntOrFloatBitWidth() / 8;
  found.chunk = std::min<int64_t>(access.vectorElements, 16 / bytes);
  if (found.chunk * bytes < 4 || shape[access.contiguousDim] % found.chunk != 0)
    return std::nullopt;
  found.load = load;
  return found;
}

SmallVector<MmaRingUse> RingLoopFinder::find() {
  SmallVector<MmaRingUse> uses;
  for (Operation &mma : loop.getBody()->getOperations()) {
    if (!isa<MmaFOp, MmaIOp>(mma))
      continue;
    auto lhsType = cast<TileType>(mma.getOperand(0).getType());
    Type element = lhsType.getElementType();
    Type accElement =
        cast<TileType>(mma.getOperand(2).getType()).getElementType();
    bool halves = element.isF16() || element.isBF16();
    bool f8 = isEightBitFloat(element);
    bool i8 = isa<MmaIOp>(mma);
    // K in steps of 32 bytes (wgmma's) or of mma.sync's k.
    int64_t kStep = f8 || i8 ? 32 : halves ? 16 : 8;
    // i8 into i32; floats into f32, f16 also into f16.
    bool accepted = i8 ? element.isInteger(8) && accElement.isInteger(32)
                       : (halves || f8 || element.isTF32()) &&
                             (accElement.isF32() ||
                              (accElement.isF16() && element.isF16()));
    if (lhsType.getRank() != 2 || !accepted ||
        lhsType.getDimSize(1) % kStep != 0 || !inMmaLayout(mma.getResult(0)))
      continue;
    std::optional<MmaRingOperand> lhs = getOperand(mma.getOperand(0), false);
    std::optional<MmaRingOperand> rhs = getOperand(mma.getOperand(1), true);
    // tf32 operands come from f32 tiles through the rounding. A's rows are
    // contiguous; B's rows or columns (wgmma reads 8-bit B only K-major: by
    // columns, or transposed from rows).
    auto rounds = [&](const MmaRingOperand &operand) {
      return bool(operand.toTF32) == element.isTF32();
    };
    if (lhs && rhs && lhs->load != rhs->load && rounds(*lhs) && rounds(*rhs) &&
        !lhs->columns)
      uses.push_back({&mma, *lhs, *rhs});
  }
  if (uses.empty())
    return {};
  llvm::DenseSet<Operation *> rewritten;
  for (MmaRingUse &use : uses)
    for (Operation *op :
         {use.mma, use.lhs.load.getOperation(), use.rhs.load.getOperation(),
          use.lhs.reshape.getOperation(), use.rhs.reshape.getOperation(),
          use.lhs.toTF32.getOperation(), use.rhs.toTF32.getOperation()})
      if (op)
        rewritten.insert(op);
  bool clean =
      llvm::all_of(loop.getBody()->getOperations(), [&](Operation &op) {
        if (rewritten.contains(&op) || isa<ContinueOp>(op))
          return true;
        return op.getNumRegions() == 0 && isMemoryEffectFree(&op) &&
               llvm::all_of(op.getResultTypes(), [](Type type) {
                 auto tile = dyn_cast<TileType>(type);
                 return (tile && tile.getRank() == 0) || isa<TokenType>(type);
               });
      });
  return clean ? uses : SmallVector<MmaRingUse>();
}

SmallVector<MmaRingLoop>
mlir::tile::findMmaRingLoops(EntryOp entry,
                             llvm::function_ref<bool(Value)> inMmaLayout,
                             const AxisInfoAnalysis &axisInfo) {
  SmallVector<MmaRingLoop> loops;
  entry.walk([&](ForOp loop) {
    SmallVector<MmaRingUse> mmas =
        RingLoopFinder(loop, inMmaLayout, axisInfo).find();
    if (!mmas.empty())
      loops.push_back({loop, std::move(mmas)});
  });
  return loops;
}

bool MmaRingLoop::canUseTma(const MmaRingDepth &depth, int64_t budget,
                            int64_t barriersPerBuffer) const {
  // (A resident B is copied once, without a map or a barrier of its own.)
  if (depth.parts != 1 || depth.stages < 2 || hasResidentOperand())
    return false;
  for (const MmaRingUse &use : mmas) {
    if (!use.swizzled || use.roundsRings() || use.transposesRhs())
      return false;
    for (const MmaRingOperand *operand : {&use.lhs, &use.rhs}) {
      LoadViewTkoOp load = operand->load;
      auto view = cast<PartitionViewType>(load.getView().getType());
      ArrayRef<int64_t> shape = view.getTileShape();
      int64_t bytes =
          view.getTensorView().getElementType().getIntOrFloatBitWidth() / 8;
      if (operand->chunk * bytes != 16 || shape.size() > 5 ||
          shape.back() > 256 || shape[shape.size() - 2] > 256)
        return false;
    }
  }
  return getTmaBytes(depth.stages, barriersPerBuffer) <= budget;
}

int64_t MmaRingLoop::getTmaBarriers(const MmaRingDepth &depth, int64_t budget,
                                    int64_t warps,
                                    const MmaTmaOptions &options) const {
  if (!options.enabled || (options.maxWarps > 0 && warps > options.maxWarps))
    return 0;
  int64_t barriers = options.emptyBarriers && mmas.size() == 1 ? 2 : 1;
  return canUseTma(depth, budget, barriers) ? barriers : 0;
}

int64_t MmaRingLoop::getTmaBytes(int64_t stages, int64_t barriersPerBuffer,
                                 bool producerWarp) const {
  return int64_t(llvm::alignTo(getBytes(stages), 8)) +
         8 * barriersPerBuffer * stages + (producerWarp ? 8 : 0);
}

bool MmaRingLoop::getProducerSlice(
    llvm::SmallVectorImpl<Operation *> &slice) const {
  ForOp loop = this->loop; // op handles: const here is not theirs
  auto entry = dyn_cast<EntryOp>(loop->getParentOp());
  if (!entry)
    return false;
  Block *top = &entry.getBody().front();
  // Whatever the kernel does, its warps reach the loop and run every
  // iteration, as the producer does: no return but the entry's last, no
  // break out of the loop.
  if (entry
          .walk([&](ReturnOp op) {
            return op->getParentOp() == entry ? WalkResult::advance()
                                              : WalkResult::interrupt();
          })
          .wasInterrupted() ||
      loop.walk([](BreakOp) { return WalkResult::interrupt(); })
          .wasInterrupted())
    return false;
  Value iv = loop.getInductionVar();
  SmallVector<Value> worklist = {loop.getLowerBound(), loop.getUpperBound(),
                                 loop.getStep()};
  for (const MmaRingUse &use : mmas)
    for (const MmaRingOperand *operand : {&use.lhs, &use.rhs}) {
      LoadViewTkoOp load = operand->load;
      worklist.push_back(load.getView());
      for (Value index : load.getIndex())
        if (index != iv)
          worklist.push_back(index);
    }
  llvm::SetVector<Operation *> ops;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      if (arg.getOwner() != top)
        return false;
      continue;
    }
    Operation *op = value.getDefiningOp();
    if (op->getBlock() != top || op->getNumRegions() != 0 ||
        !isMemoryEffectFree(op))
      return false;
    if (ops.insert(op))
      llvm::append_range(worklist, op->getOperands());
  }
  slice.assign(ops.begin(), ops.end());
  llvm::sort(slice,
             [](Operation *x, Operation *y) { return x->isBeforeInBlock(y); });
  return true;
}

bool MmaRingLoop::canUseProducerWarp(int64_t warps, size_t ringLoops) const {
  SmallVector<Operation *> slice;
  return ringLoops == 1 && mmas.size() == 1 && warps >= 1 && warps <= 8 &&
         !hasResidentOperand() && getProducerSlice(slice);
}

MmaTmaChoice MmaRingLoop::chooseTma(const MmaRingDepth &depth, int64_t budget,
                                    int64_t warps, const MmaTmaOptions &options,
                                    size_t ringLoops) const {
  MmaTmaChoice choice;
  if (options.producerWarp && options.enabled &&
      (options.maxWarps == 0 || warps <= options.maxWarps) &&
      canUseProducerWarp(warps, ringLoops) && canUseTma(depth, budget - 8, 2)) {
    choice.barriersPerBuffer = 2;
    choice.producerWarp = true;
    return choice;
  }
  choice.barriersPerBuffer = getTmaBarriers(depth, budget, warps, options);
  return choice;
}
