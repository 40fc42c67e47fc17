//===- LoweringCosts.cpp - what the lowering keeps beyond tiles -----------===//
//
// Mirrors lib/Conversion (TileToGPUDataMovement.cpp, TileToGPUMma.cpp,
// TileToGPUViews.cpp, TileToGPUAtomics.cpp, TileToGPUDebug.cpp): when the
// lowering changes how it stages data, change it here and in
// docs/resource-model.md.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Analysis/LoweringCosts.h"
#include "TileIR/Analysis/LayoutAssignment.h"
#include "TileIR/Analysis/Liveness.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Target/TargetModel.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::tile;

static uint64_t roundUp16(uint64_t bytes) { return (bytes + 15) / 16 * 16; }

static uint64_t numElementsOf(TileType type) {
  uint64_t n = 1;
  for (int64_t dim : type.getShape()) {
    if (dim <= 0)
      return 0;
    n = std::min<uint64_t>(n * uint64_t(dim), uint64_t(1) << 40);
  }
  return n;
}

int64_t mlir::tile::getPermuteRowPadding(unsigned elementBytes) {
  return std::max<int64_t>(1, 8 / std::max(1u, elementBytes));
}

int64_t mlir::tile::getMmaRowPadding(ArrayRef<int64_t> shape,
                                     unsigned elementBytes, int64_t threads) {
  if (shape.size() < 2 || elementBytes > 4)
    return 0;
  int64_t elements = 1;
  for (int64_t size : shape)
    elements *= size;
  int64_t n = shape.back();
  int64_t perThread =
      elements / std::max<int64_t>(std::min(elements, threads), 1);
  if (perThread > n || n % perThread || (n * elementBytes) % 16)
    return 0;
  return 8;
}

LaneSpread mlir::tile::getLaneSpread(int64_t inner, int64_t size,
                                     int64_t perThread) {
  if (inner % perThread == 0)
    return LaneSpread::Uniform;
  if (inner == 1 && size % perThread == 0)
    return LaneSpread::Consecutive;
  return LaneSpread::PerLane;
}

uint64_t mlir::tile::getElementsPerThread(uint64_t numElements,
                                          uint64_t threads) {
  if (threads == 0 || numElements <= threads)
    return 1;
  return (numElements + threads - 1) / threads;
}

static uint64_t perThread(TileType type, uint64_t threads) {
  return getElementsPerThread(numElementsOf(type), threads);
}

/// Bytes of one element in scratch: i1 as a byte, pointers as i64, tf32
/// as its f32 bits (TileToGPUScratch.cpp, getScratchElementType).
static uint64_t scratchElementBytes(Type element) {
  if (auto kind = getElemKind(element))
    return std::max(1u, (getElemKindBits(*kind) + 7) / 8);
  return 8; // pointers
}

static uint64_t scratchBytesOf(TileType type) {
  return numElementsOf(type) * scratchElementBytes(type.getElementType());
}

/// How far a thread's K consecutive row-major elements extend along each
/// dimension of `shape` (innermost first fills up).
static SmallVector<uint64_t> getThreadExtents(ArrayRef<int64_t> shape,
                                              uint64_t k) {
  SmallVector<uint64_t> ext(shape.size(), 1);
  uint64_t rest = k;
  for (int64_t i = int64_t(shape.size()) - 1; i >= 0 && rest > 1; --i) {
    uint64_t size = std::max<int64_t>(shape[i], 1);
    ext[i] = std::min(rest, size);
    rest = (rest + ext[i] - 1) / ext[i];
  }
  return ext;
}

namespace {
/// The threads holding parts of one result element (line) of a reduce or
/// scan along `dim`, as TileToGPUDataMovement.cpp (DimBits) splits them:
/// with [a, b) the bits of `dim` in the linear index and 2^k = K, they
/// differ in thread id bits [ta, tb) = [max(a,k) - k, max(b,k) - k)
/// (Ct = 2^(tb - ta)); bits [ta, wb), wb = max(ta, min(tb, 5)), are lanes
/// of one warp (Cw, combined by shuffles), bits [wb, tb) tell warps apart
/// (Cx, through scratch). Kp: the partials (lines) of a thread.
struct Contributors {
  unsigned ta = 0, tb = 0, wb = 0;
  uint64_t partials = 1;
  uint64_t all() const { return uint64_t(1) << (tb - ta); }
  uint64_t warps() const { return uint64_t(1) << (tb - wb); }
};
} // namespace

static Contributors getContributors(TileType source, int64_t dim,
                                    uint64_t threads) {
  ArrayRef<int64_t> shape = source.getShape();
  uint64_t inner = 1;
  for (int64_t i = dim + 1; i < int64_t(shape.size()); ++i)
    inner *= uint64_t(std::max<int64_t>(shape[i], 1));
  unsigned a = llvm::Log2_64(inner);
  unsigned b = a + llvm::Log2_64(uint64_t(std::max<int64_t>(shape[dim], 1)));
  uint64_t perThreadK = perThread(source, threads);
  unsigned k = llvm::Log2_64(perThreadK);
  Contributors c;
  c.ta = std::max(a, k) - k;
  c.tb = std::max(b, k) - k;
  c.wb = std::max(c.ta, std::min(c.tb, 5u));
  c.partials = perThreadK >> (std::min(b, k) - std::min(a, k));
  return c;
}

/// The scratch bytes of a reduce (TileToGPUDataMovement.cpp,
/// ReduceLowering): none with Ct = 1; none when all contributors are lanes
/// of one warp (Cx = 1) and each thread then finds the result elements it
/// holds in its own partials or in a lane of its warp (getResultExchange
/// there); else result elements × Cx × element bytes per operand. The
/// butterfly is left out (Cx = Ct) when it would take more shuffles
/// (Kp log2 Cw) than the loads it saves (Kr Ct).
static uint64_t getReduceScratchBytes(ReduceOp reduce, uint64_t threads,
                                      bool intoSlice) {
  auto source = dyn_cast<TileType>(reduce.getInputs()[0].getType());
  auto result = dyn_cast<TileType>(reduce.getResults()[0].getType());
  if (!source || !result || source.getRank() == 0)
    return 0;
  Contributors c = getContributors(source, reduce.getDim(), threads);
  if (c.all() == 1)
    return 0;
  uint64_t resultElements = numElementsOf(result);
  uint64_t kr = perThread(result, threads);
  if (c.partials * (c.wb - c.ta) > kr * c.all())
    c.wb = c.ta;
  // Into a slice layout every contributor keeps its row's total: only the
  // warps' totals go through scratch.
  if (intoSlice && c.warps() == 1)
    return 0;
  if (!intoSlice && c.warps() == 1) {
    uint64_t chunks = numElementsOf(source) / perThread(source, threads);
    uint64_t resultChunks = std::max<uint64_t>(resultElements / kr, 1);
    unsigned kpBits = llvm::Log2_64(c.partials), krBits = llvm::Log2_64(kr);
    // Own: the result chunk t mod Cr is the slice of t's partials.
    bool own = krBits <= kpBits;
    for (uint64_t t = 0; own && t < std::max(chunks, resultChunks); ++t) {
      uint64_t u = t & (chunks - 1);
      uint64_t held = (u & ((uint64_t(1) << c.ta) - 1)) | ((u >> c.tb) << c.ta);
      own = held == (((t & (resultChunks - 1)) << krBits) >> kpBits);
    }
    // Lanes: every chunk in every warp, whole partial vectors per result
    // chunk.
    if (own || (chunks <= 32 && krBits >= kpBits))
      return 0;
  }
  uint64_t bytes = 0;
  for (Value input : reduce.getInputs())
    bytes += roundUp16(resultElements * c.warps() *
                       scratchElementBytes(
                           cast<TileType>(input.getType()).getElementType()));
  return bytes;
}

/// The mma.sync K of an operand element type (m16n8k<K>).
static int64_t getInstructionK(Type element) {
  if (element.isF16() || element.isBF16())
    return 16;
  if (element.isInteger(8) || element.getIntOrFloatBitWidth() == 8)
    return 32; // s8/u8 and the 8-bit floats
  return 8;    // tf32
}

namespace {
/// The shapes of an mma as the lowering stages them: rank 2 is batch 1,
/// each dimension padded up to the instruction shape (16, 8, k); A and B
/// rows hold Kp elements and 16 bytes of padding (for ldmatrix).
struct MmaStaging {
  uint64_t batch = 1, m = 0, n = 0, k = 0, mp = 0, np = 0, kp = 0;
  uint64_t operandBytes = 0, rowBytes = 0;

  explicit MmaStaging(Operation *op) {
    auto lhs = cast<TileType>(op->getOperand(0).getType());
    auto rhs = cast<TileType>(op->getOperand(1).getType());
    int64_t rank = lhs.getRank();
    if (rank == 3)
      batch = lhs.getDimSize(0);
    m = lhs.getDimSize(rank - 2);
    k = lhs.getDimSize(rank - 1);
    n = rhs.getDimSize(rank - 1);
    mp = std::max<uint64_t>(m, 16);
    np = std::max<uint64_t>(n, 8);
    kp = std::max<uint64_t>(k, getInstructionK(lhs.getElementType()));
    operandBytes = scratchElementBytes(lhs.getElementType());
    rowBytes = kp * operandBytes + 16;
  }
  uint64_t bytesA() const { return roundUp16(batch * mp * rowBytes); }
  uint64_t bytesB() const { return roundUp16(batch * np * rowBytes); }
  uint64_t bytesC() const { return roundUp16(batch * mp * np * 4); }
  bool padsC() const { return mp != m || np != n; }
};
} // namespace

static uint64_t getOpScratchBytes(Operation *op, uint64_t threads,
                                  const LayoutChoice *layouts);

/// Bytes of the layout conversions the lowering puts at `op`
/// (LayoutAssignment.h; lib/Transforms/AssignLayouts.cpp): one to the
/// blocked layout after each value out of it that some use needs blocked
/// (results, and for a for its iteration arguments), one to the mma layout
/// before a for for each blocked initial value.
static uint64_t getConversionScratchBytes(Operation *op, uint64_t threads,
                                          const LayoutChoice &layouts) {
  uint64_t bytes = 0;
  auto convertsToBlocked = [&](Value value) {
    if (layouts.isBlocked(value))
      return;
    auto type = cast<TileType>(value.getType());
    for (OpOperand &use : value.getUses()) {
      if (!layouts.accepts(value, use.getOwner(), use.getOperandNumber())) {
        uint64_t staged = scratchBytesOf(type);
        // Out of an mma layout, the rows are padded (getMmaRowPadding).
        if (int64_t pad =
                layouts.padMmaRows && layouts.mma.contains(value)
                    ? getMmaRowPadding(
                          type.getShape(),
                          scratchElementBytes(type.getElementType()), threads)
                    : 0)
          staged =
              staged / type.getShape().back() * (type.getShape().back() + pad);
        bytes = std::max(bytes, roundUp16(staged));
        return;
      }
    }
  };
  for (Value result : op->getResults())
    convertsToBlocked(result);
  if (auto forOp = dyn_cast<ForOp>(op)) {
    for (Value argument : forOp.getRegionIterValues())
      convertsToBlocked(argument);
    for (auto [init, result] :
         llvm::zip(forOp.getInitValues(), forOp.getResults()))
      if (layouts.mma.contains(result) && !layouts.mma.contains(init) &&
          !isSplatConstant(init))
        bytes = std::max(bytes,
                         roundUp16(scratchBytesOf(
                             cast<TileType>(result.getType()))));
  }
  return bytes;
}

ResidentRegions
mlir::tile::getResidentRegions(EntryOp entry,
                               const llvm::DenseSet<Operation *> &residentRhs,
                               uint64_t alignment) {
  ResidentRegions regions;
  if (residentRhs.empty())
    return regions;
  // Program order, and the last position inside each op.
  llvm::DenseMap<Operation *, unsigned> position, last;
  unsigned next = 0;
  entry.walk<WalkOrder::PreOrder>(
      [&](Operation *op) { position[op] = next++; });
  entry.walk<WalkOrder::PostOrder>([&](Operation *op) {
    unsigned end = position[op];
    for (Region &region : op->getRegions())
      for (Operation &inner : region.getOps())
        end = std::max(end, last[&inner]);
    last[op] = end;
  });
  struct Range {
    Value value;
    unsigned begin, end;
    uint64_t bytes;
  };
  SmallVector<Range> ranges;
  llvm::DenseSet<Value> seen;
  entry.walk([&](Operation *op) {
    if (!residentRhs.contains(op))
      return;
    Value value = op->getOperand(1);
    if (!seen.insert(value).second)
      return;
    Operation *definer = value.getDefiningOp()
                             ? value.getDefiningOp()
                             : value.getParentBlock()->getParentOp();
    Range range{value, position[definer], position[definer],
                MmaStaging(op).bytesB()};
    for (Operation *user : value.getUsers()) {
      unsigned end = position[user];
      for (Operation *parent = user->getParentOp();
           parent && !parent->isAncestor(definer);
           parent = parent->getParentOp())
        if (isa<ForOp, LoopOp>(parent))
          end = std::max(end, last[parent]);
      range.end = std::max(range.end, end);
    }
    ranges.push_back(range);
  });
  // First fit, in program order: the lowest 16-byte offset clear of every
  // placed region whose range overlaps.
  SmallVector<std::pair<const Range *, uint64_t>> placed;
  for (const Range &range : ranges) {
    uint64_t offset = 0;
    for (bool moved = true; moved;) {
      moved = false;
      for (auto [other, at] : placed)
        if (other->begin <= range.end && range.begin <= other->end &&
            offset < at + other->bytes && at < offset + range.bytes) {
          offset = at + other->bytes;
          moved = true;
        }
    }
    placed.push_back({&range, offset});
    regions.offsets[range.value] = offset;
    regions.bytes = std::max(regions.bytes, offset + range.bytes);
  }
  regions.bytes = llvm::alignTo(regions.bytes, alignment);
  return regions;
}

uint64_t mlir::tile::getLoweringScratchBytes(Operation *op, uint64_t threads,
                                             const LayoutChoice *layouts) {
  uint64_t conversions =
      layouts ? getConversionScratchBytes(op, threads, *layouts) : 0;
  return std::max(conversions, getOpScratchBytes(op, threads, layouts));
}

/// The scratch `op` itself reserves, conversions aside.
static uint64_t getOpScratchBytes(Operation *op, uint64_t threads,
                                  const LayoutChoice *layouts) {
  auto tileOf = [](Value v) { return dyn_cast<TileType>(v.getType()); };
  if (isTensorCoreMma(op)) {
    // A [batch][Mp][row], B transposed [batch][Np][row], then, unless the
    // accumulator is in the mma layout, C in f32/i32 [batch][Mp][Np]; each
    // from a 16-byte boundary.
    MmaStaging s(op);
    bool fragments = layouts && layouts->mma.contains(op->getResult(0));
    // A resident B has its own region (getResidentOperandBytes).
    if (fragments && layouts->residentRhs.contains(op))
      return s.bytesA();
    return s.bytesA() + s.bytesB() + (fragments ? 0 : s.bytesC());
  }
  if (isa<MmaFOp>(op)) {
    // f32/f64 on the FMA pipes: A and B as they are.
    auto lhs = tileOf(op->getOperand(0)), rhs = tileOf(op->getOperand(1));
    return roundUp16(scratchBytesOf(lhs)) + roundUp16(scratchBytesOf(rhs));
  }
  if (auto broadcast = dyn_cast<BroadcastOp>(op)) {
    auto source = tileOf(broadcast.getSource());
    if (!source || source.getShape() == broadcast.getType().getShape() ||
        numElementsOf(source) == 1)
      return 0; // identity or splat
    if (layouts && layouts->slices.count(broadcast.getSource()) &&
        layouts->accepts(broadcast.getSource(), op, 0))
      return 0; // each thread splats its rows of the slice
    return roundUp16(scratchBytesOf(source));
  }
  if (auto permute = dyn_cast<PermuteOp>(op);
      permute && layouts &&
      (layouts->coalesced.count(permute.getSource()) ||
       layouts->coalesced.count(permute.getResult()))) {
    // The source with padded rows (TileToGPUDataMovement.cpp).
    auto source = cast<TileType>(permute.getSource().getType());
    uint64_t elementBytes = scratchElementBytes(source.getElementType());
    uint64_t rows = numElementsOf(source) / uint64_t(source.getShape().back());
    return roundUp16(scratchBytesOf(source) +
                     rows * getPermuteRowPadding(elementBytes) * elementBytes);
  }
  if (isa<PermuteOp, ExtractOp, CatOp>(op)) {
    // The sources one after another from offset 0.
    uint64_t bytes = 0;
    for (Value operand : op->getOperands())
      if (auto type = tileOf(operand); type && type.getRank() > 0)
        bytes += scratchBytesOf(type);
    return roundUp16(bytes);
  }
  if (auto insert = dyn_cast<InsertOp>(op)) {
    // The source; each thread keeps its destination elements.
    auto source = tileOf(insert.getSource());
    return source ? roundUp16(scratchBytesOf(source)) : 0;
  }
  if (isa<PackOp, UnpackOp>(op)) {
    // Bytes change threads unless both sides spread over as many threads.
    auto source = tileOf(op->getOperand(0)), result = tileOf(op->getResult(0));
    if (!source || !result)
      return 0;
    auto chunks = [&](TileType type) {
      return std::min<uint64_t>(numElementsOf(type), threads);
    };
    return chunks(source) == chunks(result) ? 0
                                            : roundUp16(scratchBytesOf(source));
  }
  if (auto reduce = dyn_cast<ReduceOp>(op))
    return getReduceScratchBytes(
        reduce, threads,
        layouts && layouts->slices.count(reduce.getResults()[0]));
  if (auto scan = dyn_cast<ScanOp>(op)) {
    // The warps' totals (a warp's lanes scan theirs by shuffles).
    auto source = tileOf(scan.getInputs()[0]);
    if (!source || source.getRank() == 0)
      return 0;
    int64_t dim = scan.getDim();
    uint64_t ct = getContributors(source, dim, threads).warps();
    if (ct == 1)
      return 0;
    uint64_t lines = numElementsOf(source) /
                     uint64_t(std::max<int64_t>(source.getDimSize(dim), 1));
    uint64_t bytes = 0;
    for (Value result : scan.getResults())
      bytes +=
          roundUp16(lines * ct *
                    scratchElementBytes(
                        cast<TileType>(result.getType()).getElementType()));
    return bytes;
  }
  if (isa<LoadViewTkoOp, StoreViewTkoOp>(op)) {
    // A gather/scatter view's row tile goes to scratch.
    Value view = isa<LoadViewTkoOp>(op) ? cast<LoadViewTkoOp>(op).getView()
                                        : cast<StoreViewTkoOp>(op).getView();
    auto gather = dyn_cast<GatherScatterViewType>(view.getType());
    if (!gather)
      return 0;
    auto index = isa<LoadViewTkoOp>(op) ? cast<LoadViewTkoOp>(op).getIndex()
                                        : cast<StoreViewTkoOp>(op).getIndex();
    int64_t sparse = gather.getSparseDim();
    if (sparse < 0 || sparse >= int64_t(index.size()))
      return 0;
    auto rows = tileOf(index[sparse]);
    return rows && rows.getRank() > 0 ? roundUp16(scratchBytesOf(rows)) : 0;
  }
  if (isa<AtomicRmwTkoOp, AtomicCasTkoOp>(op)) {
    // Copies of a replicated tile take their old values from the first
    // holder.
    auto result = tileOf(op->getResult(0));
    if (!result || op->getResult(0).use_empty() ||
        numElementsOf(result) >= threads)
      return 0;
    return roundUp16(scratchBytesOf(result));
  }
  if (auto print = dyn_cast<PrintTkoOp>(op)) {
    uint64_t bytes = 0;
    for (Value arg : print.getArgs())
      if (auto type = tileOf(arg); type && numElementsOf(type) > 1)
        bytes += roundUp16(scratchBytesOf(type));
    return bytes;
  }
  return 0;
}

//===----------------------------------------------------------------------===//
// LaneAnalysis
//===----------------------------------------------------------------------===//

/// Ops that apply one function to each element position of same-shaped
/// tiles, so their result varies only where an operand does.
static bool isElementwise(Operation *op) {
  if (op->getNumRegions() != 0 || op->getNumResults() == 0 || !isPure(op) ||
      isa<PermuteOp, IotaOp, MmaFOp, MmaIOp, MmaFScaledOp, ReshapeOp,
          BroadcastOp, ExtractOp, InsertOp, CatOp, PackOp, UnpackOp,
          ConstantOp>(op))
    return false;
  auto result = dyn_cast<TileType>(op->getResult(0).getType());
  if (!result || result.getRank() == 0)
    return false;
  for (Value v : llvm::concat<Value>(op->getOperands(), op->getResults())) {
    auto type = dyn_cast<TileType>(v.getType());
    if (type && type.getRank() != 0 && type.getShape() != result.getShape())
      return false;
  }
  return true;
}

LaneAnalysis::LaneAnalysis(Operation *root) {
  auto fullMask = [](TileType type) -> uint64_t {
    return type.getRank() >= 64 ? ~uint64_t(0)
                                : (uint64_t(1) << type.getRank()) - 1;
  };
  auto maskOf = [&](Value v) -> uint64_t {
    auto type = dyn_cast<TileType>(v.getType());
    if (!type)
      return 0;
    if (type.getRank() == 0)
      return 0; // every thread holds the one element
    auto it = varying.find(v);
    return it == varying.end() ? fullMask(type) : it->second;
  };
  // Ops in program order (a walk visits definitions before uses in
  // structured regions).
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op->getNumResults() != 1)
      return;
    Value result = op->getResult(0);
    auto type = dyn_cast<TileType>(result.getType());
    if (!type || type.getRank() == 0)
      return;
    uint64_t mask = fullMask(type);
    if (auto constant = dyn_cast<ConstantOp>(op)) {
      if (auto elements = dyn_cast<ElementsAttr>(constant.getValue());
          elements && elements.isSplat())
        mask = 0;
    } else if (auto broadcast = dyn_cast<BroadcastOp>(op)) {
      auto source = dyn_cast<TileType>(broadcast.getSource().getType());
      // Same rank: the result takes the source's variation, none along the
      // broadcast (size-1 source) dimensions.
      if (source && source.getRank() == type.getRank()) {
        mask = maskOf(broadcast.getSource());
        for (int64_t i = 0; i < source.getRank(); ++i)
          if (source.getDimSize(i) == 1)
            mask &= ~(uint64_t(1) << i);
      } else if (source && source.getRank() == 0) {
        mask = 0;
      }
    } else if (auto reshape = dyn_cast<ReshapeOp>(op)) {
      // Adding or dropping unit dimensions keeps the variation.
      auto source = dyn_cast<TileType>(reshape.getSource().getType());
      uint64_t in = maskOf(reshape.getSource());
      if (in == 0) {
        mask = 0;
      } else if (source) {
        SmallVector<int64_t> from, to;
        for (int64_t i = 0; i < source.getRank(); ++i)
          if (source.getDimSize(i) != 1)
            from.push_back(i);
        for (int64_t i = 0; i < type.getRank(); ++i)
          if (type.getDimSize(i) != 1)
            to.push_back(i);
        bool same = from.size() == to.size();
        for (size_t j = 0; same && j < from.size(); ++j)
          same = source.getDimSize(from[j]) == type.getDimSize(to[j]);
        if (same) {
          mask = 0;
          for (size_t j = 0; j < from.size(); ++j)
            if (in & (uint64_t(1) << from[j]))
              mask |= uint64_t(1) << to[j];
        }
      }
    } else if (isElementwise(op)) {
      mask = 0;
      for (Value operand : op->getOperands())
        mask |= maskOf(operand);
    }
    if (mask != fullMask(type))
      varying[result] = mask;
  });
}

uint64_t LaneAnalysis::getDistinctLanes(Value value, uint64_t threads) const {
  auto type = dyn_cast<TileType>(value.getType());
  if (!type || type.getRank() == 0)
    return 1;
  uint64_t k = perThread(type, threads);
  auto it = varying.find(value);
  if (it == varying.end())
    return k;
  SmallVector<uint64_t> ext = getThreadExtents(type.getShape(), k);
  uint64_t lanes = 1;
  for (auto [i, e] : llvm::enumerate(ext))
    if (i < 64 && (it->second & (uint64_t(1) << i)))
      lanes *= e;
  return std::max<uint64_t>(lanes, 1);
}

//===----------------------------------------------------------------------===//
// Index vectors
//===----------------------------------------------------------------------===//

static std::string shapeKey(StringRef kind, TileType type, uint64_t k,
                            StringRef extra = "") {
  std::string key;
  llvm::raw_string_ostream os(key);
  os << kind << ":";
  for (int64_t d : type.getShape())
    os << d << "x";
  os << "k" << k << extra;
  return key;
}

static std::string opKey(StringRef kind, Operation *op) {
  std::string key;
  llvm::raw_string_ostream os(key);
  os << kind << ":" << static_cast<const void *>(op);
  return key;
}

/// Lane vectors of f32 intermediates a float function's expansion keeps
/// besides its result (see getIndexUses).
constexpr uint64_t kMathFunctionVectors = 2;
/// Registers of an mma's warp phase: fragments and indices.
constexpr uint64_t kMmaWarpPhaseRegisters = 18;

SmallVector<IndexUse>
mlir::tile::getIndexUses(Operation *op, uint64_t threads,
                         const LayoutChoice *layouts) {
  SmallVector<IndexUse> uses;
  auto tileOf = [](Value v) { return dyn_cast<TileType>(v.getType()); };
  // One register per lane: the lowering computes the indices as i64, but
  // shared-memory addresses are 32-bit in hardware and the positions fit in
  // 32 bits, so ptxas keeps the low halves only.
  auto add = [&](std::string key, uint64_t lanes, bool atOp = false) {
    if (lanes > 0)
      uses.push_back({std::move(key), lanes, atOp});
  };

  if (isa<ExpOp, Exp2Op, LogOp, Log2Op, SinOp, CosOp, TanOp, SinhOp, CoshOp,
          TanhOp, PowOp, Atan2Op, FPowIOp>(op)) {
    // Float functions written out in f32 arithmetic on the whole lane
    // vector (TileToGPUMath.cpp): besides the result they carry the
    // argument to the end (NaN and range selects) and the reduced argument
    // as a two-part value, so two more lane vectors are live through the
    // sequence.
    auto type = tileOf(op->getResult(0));
    if (type && type.getRank() > 0)
      uses.push_back({opKey("expand", op),
                      kMathFunctionVectors * perThread(type, threads),
                      /*atOp=*/true});
    return uses;
  }
  if (isa<LoadViewTkoOp, StoreViewTkoOp>(op)) {
    // The position of each element along each tile dimension, for the
    // address and the edge mask (TileToGPUViews.cpp, computeViewAccess):
    // (linear / inner) % size as i64. Lane-constant where a thread's
    // elements span the whole dimension, one value where they sit at one
    // position; otherwise one per position, and where the `% size` is
    // taken (every dimension but the outermost) LLVM keeps them as
    // separate values rather than a base plus lane offsets.
    TileType type = isa<LoadViewTkoOp>(op)
                        ? tileOf(cast<LoadViewTkoOp>(op).getTile())
                        : tileOf(cast<StoreViewTkoOp>(op).getTile());
    if (!type || type.getRank() == 0)
      return uses;
    uint64_t k = perThread(type, threads);
    SmallVector<uint64_t> ext = getThreadExtents(type.getShape(), k);
    // Along the last dimension, where a thread's elements lie in one row
    // (the row a multiple of them), the position is one scalar, its first
    // (the bounds check: the elements left from it; the lanes are
    // immediate offsets). Otherwise with vector accesses (tilegpu.vector,
    // w elements) one per vector: the lanes of a vector are its first plus
    // immediate offsets (TileToGPUMemory.cpp).
    VectorAccess vector =
        layouts ? layouts->vectorWidths.lookup(op) : VectorAccess();
    uint64_t width = vector.edgeLanes ? 1 : std::max<int64_t>(vector.width, 1);
    uint64_t lanes = 0, inner = 1, total = numElementsOf(type);
    for (int64_t i = type.getRank() - 1; i >= 0; --i) {
      uint64_t size = uint64_t(std::max<int64_t>(type.getDimSize(i), 1));
      bool modulo = inner * size < total;
      bool last = i == type.getRank() - 1;
      bool consecutive =
          getLaneSpread(inner, size, k) == LaneSpread::Consecutive;
      if (modulo && ext[i] > 1 && ext[i] < size)
        lanes += !last ? ext[i] : consecutive ? 1 : ext[i] / width;
      inner *= size;
    }
    add(shapeKey(width > 1 ? "vector-view" : "view", type, k / width), lanes);
    return uses;
  }
  if (isTensorCoreMma(op)) {
    // A and B go to scratch element by element at a computed index
    // (TileToGPUMma.cpp, stageOperand): their rows are padded for
    // ldmatrix, and B is transposed; a staged accumulator too when padded.
    // A thread's elements are consecutive in row-major order and the sizes
    // powers of two, so each index is the thread's first plus a constant:
    // one register, the rest immediate offsets.
    MmaStaging s(op);
    auto lhs = tileOf(op->getOperand(0)), rhs = tileOf(op->getOperand(1));
    auto acc = tileOf(op->getOperand(2));
    std::string pads;
    llvm::raw_string_ostream(pads) << "/" << s.mp << "," << s.np << "," << s.kp;
    // A resident B is staged once, where it is defined.
    if (!layouts || !layouts->residentRhs.contains(op))
      add(shapeKey("mma-b", rhs, perThread(rhs, threads), pads), 1);
    add(shapeKey("mma-a", lhs, perThread(lhs, threads), pads), 1);
    std::optional<MmaWarpGrid> grid =
        getMmaWarpGrid(acc.getShape(), int64_t(threads / 32));
    if (layouts && layouts->mma.contains(op->getResult(0)) && grid) {
      // The accumulator stays in registers (it is the value itself); per
      // k step a warp holds the A fragments of its row tiles (4 registers
      // each) and the B fragments of its column tiles (2 each); ptxas
      // loads the next k step's fragments before the current step's mma,
      // so two steps' are live, plus about 8 registers for addresses.
      uint64_t tilesI = s.m / 16 / grid->warpsM;
      uint64_t tilesJ = s.n / 8 / grid->warpsN;
      uint64_t steps = std::min<uint64_t>(
          s.kp / getInstructionK(lhs.getElementType()), 2);
      add(opKey("mma-fragments", op), (4 * tilesI + 2 * tilesJ) * steps + 8,
          /*atOp=*/true);
      return uses;
    }
    if (s.padsC())
      add(shapeKey("mma-c", acc, perThread(acc, threads), pads), 1);
    // Then each warp runs its 16x8 tiles with A, B and C dead (staged):
    // 4 A + 2 B + 4 C fragment registers and about 8 for the tile and lane
    // indices. Only a tiny mma, whose staged operands take fewer registers,
    // peaks there.
    auto words = [&](TileType type) {
      return (perThread(type, threads) *
                  scratchElementBytes(type.getElementType()) +
              3) /
             4;
    };
    uint64_t staged = words(lhs) + words(rhs) + perThread(acc, threads);
    if (staged < kMmaWarpPhaseRegisters)
      add(opKey("mma-fragments", op), kMmaWarpPhaseRegisters - staged,
          /*atOp=*/true);
    return uses;
  }
  if (isa<MmaFOp>(op)) {
    // f32/f64 FMA: per element of D a row start in A and a column base in
    // B over the k loop, and the loaded A and B lanes (TileToGPUMma.cpp,
    // lowerFmaMma).
    auto acc = tileOf(op->getOperand(2));
    uint64_t k = perThread(acc, threads);
    uint64_t words = (scratchElementBytes(acc.getElementType()) + 3) / 4;
    add(opKey("mma-fma", op), 2 * k + 2 * k * words, /*atOp=*/true);
    return uses;
  }
  if (auto broadcast = dyn_cast<BroadcastOp>(op)) {
    if (getLoweringScratchBytes(op, threads) == 0)
      return uses;
    // One gather index per distinct source element of this thread's part.
    TileType result = broadcast.getType();
    auto source = tileOf(broadcast.getSource());
    uint64_t k = perThread(result, threads);
    SmallVector<uint64_t> ext = getThreadExtents(result.getShape(), k);
    uint64_t lanes = 1;
    for (auto [i, e] : llvm::enumerate(ext))
      if (source.getDimSize(i) != 1)
        lanes *= e;
    add(opKey("gather", op), lanes);
    return uses;
  }
  if (isa<PermuteOp, CatOp>(op)) {
    add(opKey("gather", op), perThread(tileOf(op->getResult(0)), threads));
    return uses;
  }
  if (auto reduce = dyn_cast<ReduceOp>(op)) {
    auto source = tileOf(reduce.getInputs()[0]);
    auto result = tileOf(reduce.getResults()[0]);
    if (!source || !result || getLoweringScratchBytes(op, threads) == 0)
      return uses;
    // Partial slots, then each result element's first slot.
    add(opKey("reduce", op),
        getContributors(source, reduce.getDim(), threads).partials +
            perThread(result, threads));
    return uses;
  }
  if (auto scan = dyn_cast<ScanOp>(op)) {
    auto source = tileOf(scan.getInputs()[0]);
    if (!source || getLoweringScratchBytes(op, threads) == 0)
      return uses;
    add(opKey("scan", op),
        getContributors(source, scan.getDim(), threads).partials);
    return uses;
  }
  return uses;
}
