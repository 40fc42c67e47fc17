//===- TileToGPULayouts.cpp - layouts in the lowering ---------------------===//
//
// The lowering of values out of the blocked layout (docs/layouts.md): a
// layout changes which elements a thread holds, never how many, so the
// per-thread type is the blocked one and few ops look at layouts: mma (its
// accumulator, TileToGPUMma.cpp), reduce into a slice and broadcast out of
// one (TileToGPUDataMovement.cpp), view loads and stores of coalesced
// tiles (TileToGPUViews.cpp), tilegpu.convert_layout (here).
// Layout-agnostic ops and reshapes compute lane by lane whatever the
// order. verifyLayouts makes sure every other op sees blocked values.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"
#include "TileToGPUScratch.h"

#include "TileIR/Analysis/LayoutAssignment.h"
#include "TileIR/Analysis/LoweringCosts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tile;

Value mlir::tile::getMmaElementIndices(OpBuilder &b, Location loc,
                                       tilegpu::MmaLayoutAttr layout,
                                       ArrayRef<int64_t> shape, int64_t pitch) {
  int64_t batch = shape.size() == 3 ? shape[0] : 1;
  int64_t m = shape[shape.size() - 2], n = shape.back();
  if (pitch == 0)
    pitch = n;
  int64_t warpsM = layout.getWarpsM(), warpsN = layout.getWarpsN();
  int64_t tilesI = m / 16 / warpsM, tilesJ = n / 8 / warpsN;
  auto constant = [&](int64_t value) {
    return arith::ConstantIntOp::create(b, loc, b.getI64Type(), value)
        .getResult();
  };
  // Thread part: row wm * 16 + g, column wn * 8 + 2 t.
  Value tid = getThreadId(b, loc);
  Value warp = arith::DivUIOp::create(b, loc, tid, constant(32));
  Value lane = arith::RemUIOp::create(b, loc, tid, constant(32));
  Value wm = arith::DivUIOp::create(b, loc, warp, constant(warpsN));
  Value wn = arith::RemUIOp::create(b, loc, warp, constant(warpsN));
  Value g = arith::DivUIOp::create(b, loc, lane, constant(4));
  Value t = arith::RemUIOp::create(b, loc, lane, constant(4));
  Value row = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, wm, constant(16)), g);
  Value col = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, wn, constant(8)),
      arith::MulIOp::create(b, loc, t, constant(2)));
  Value base = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, row, constant(pitch)), col);
  // Element part, in the layout's order: batch, i, j, then the fragment's
  // (row g, col 2t), (g, 2t + 1), (g + 8, 2t), (g + 8, 2t + 1).
  SmallVector<int64_t> offsets;
  for (int64_t bIdx = 0; bIdx < batch; ++bIdx)
    for (int64_t i = 0; i < tilesI; ++i)
      for (int64_t j = 0; j < tilesJ; ++j)
        for (int64_t r = 0; r < 4; ++r)
          offsets.push_back(bIdx * m * pitch +
                            (warpsM * i * 16 + 8 * (r / 2)) * pitch +
                            warpsN * j * 8 + r % 2);
  auto vectorType = VectorType::get({int64_t(offsets.size())}, b.getI64Type());
  Value lanes = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(vectorType, ArrayRef<int64_t>(offsets)));
  return arith::AddIOp::create(
      b, loc, splatLanes(b, loc, base, int64_t(offsets.size())), lanes);
}

Value mlir::tile::getSliceElementIndices(OpBuilder &b, Location loc,
                                         tilegpu::SliceLayoutAttr layout,
                                         int64_t threads) {
  ArrayRef<int64_t> parent = layout.getParentShape();
  int64_t elements = 1;
  for (int64_t size : parent)
    elements *= size;
  BlockedLayout blocked = BlockedLayout::get(elements, threads);
  int64_t rowLength = parent.back();
  int64_t rows = std::max<int64_t>(blocked.perThread / rowLength, 1);
  // The thread's parent elements start at chunk * K: its first row is that
  // over the row length, and it holds K / L consecutive rows (or one).
  Value first =
      arith::DivUIOp::create(b, loc, getFirstElementIndex(b, loc, blocked),
                             constantInt(b, loc, b.getI64Type(), rowLength));
  auto vectorType = VectorType::get({rows}, b.getI64Type());
  SmallVector<int64_t> lanes = llvm::to_vector(llvm::seq<int64_t>(0, rows));
  Value offsets = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(vectorType, ArrayRef<int64_t>(lanes)));
  return arith::AddIOp::create(b, loc, splatLanes(b, loc, first, rows),
                               offsets);
}

namespace {

/// Whether `op` takes operand `index` in `layout` as it is: a broadcast of
/// a slice back to the slice's parent shape; a coalesced tile stored
/// through a view, permuted (through scratch by element index) or reduced
/// along its rows (a thread's lanes are in one
/// row, whatever their order) with every input in that layout.
bool takesAsIs(Operation *op, unsigned index, Attribute layout) {
  if (isa_and_nonnull<tilegpu::CoalescedLayoutAttr>(layout)) {
    if (auto store = dyn_cast<StoreViewTkoOp>(op))
      return index == store.getTileMutable().getOperandNumber();
    if (isa<PermuteOp>(op))
      return index == 0;
    if (auto reduce = dyn_cast<ReduceOp>(op)) {
      return reducesRowsInAnyOrder(reduce) &&
             llvm::all_of(reduce.getInputs(), [&](Value other) {
               return tilegpu::getLayout(other) == layout;
             });
    }
    return false;
  }
  auto slice = dyn_cast_or_null<tilegpu::SliceLayoutAttr>(layout);
  auto broadcast = dyn_cast<BroadcastOp>(op);
  if (!slice || !broadcast || index != 0)
    return false;
  auto source = cast<TileType>(broadcast.getSource().getType());
  auto result = cast<TileType>(broadcast.getType());
  return source.getRank() == result.getRank() &&
         result.getShape() == slice.getParentShape();
}

/// The layout `op` needs operand `index` in (null: blocked).
Attribute getNeededLayout(Operation *op, unsigned index) {
  if (auto convert = dyn_cast<tilegpu::ConvertLayoutOp>(op))
    return isa<tilegpu::BlockedLayoutAttr>(convert.getFrom())
               ? Attribute()
               : convert.getFrom();
  if (isTensorCoreMma(op))
    return index == 2 ? tilegpu::getLayout(op->getResult(0)) : Attribute();
  if (auto shared = dyn_cast<tilegpu::SharedMmaOp>(op)) {
    // A as a tile: wgmma's register fragments of the accumulator's warps.
    if (shared.getLhsTile() &&
        index == shared.getLhsTileMutable().begin()->getOperandNumber()) {
      auto layout = tilegpu::getMmaLayout(shared.getResult());
      return layout ? tilegpu::WgmmaLhsLayoutAttr::get(op->getContext(),
                                                       layout.getWarps())
                    : Attribute();
    }
    return index == 0 ? tilegpu::getLayout(op->getResult(0)) : Attribute();
  }
  // Each operand of a wgmma_wait passes through to its result.
  if (isa<tilegpu::WgmmaWaitOp>(op))
    return tilegpu::getLayout(op->getResult(index));
  if (isLayoutAgnostic(op) ||
      (isa<ReshapeOp>(op) &&
       isa_and_nonnull<tilegpu::SliceLayoutAttr, tilegpu::CoalescedLayoutAttr>(
           tilegpu::getLayout(op->getResult(0)))))
    return tilegpu::getLayout(op->getResult(0));
  if (auto forOp = dyn_cast<ForOp>(op)) {
    unsigned first = forOp.getFirstInitValueIndex();
    return index >= first ? tilegpu::getLayout(forOp.getResult(index - first))
                          : Attribute();
  }
  if (isa<YieldOp>(op) && isa<IfOp>(op->getParentOp())) {
    Operation *parent = op->getParentOp();
    return index < parent->getNumResults()
               ? tilegpu::getLayout(parent->getResult(index))
               : Attribute();
  }
  if (isa<ContinueOp, BreakOp>(op)) {
    for (Operation *parent = op->getParentOp(); parent;
         parent = parent->getParentOp()) {
      if (auto forOp = dyn_cast<ForOp>(parent))
        return index < forOp.getNumResults()
                   ? tilegpu::getLayout(forOp.getResult(index))
                   : Attribute();
      if (isa<LoopOp, EntryOp>(parent))
        return {};
    }
  }
  return {};
}

/// Whether a group of `layout`'s threads holds more than one row of a tile
/// of `type` over `warps` warps (BlockedLayout::acrossRows).
bool spansRows(tilegpu::CoalescedLayoutAttr layout, TileType type,
               int64_t warps) {
  return BlockedLayout::get(type, warps * 32, layout).acrossRows;
}

/// Why `op` cannot produce `value` in `layout`, or "".
std::string checkProducer(Operation *op, Value value, Attribute layout,
                          int64_t warps) {
  std::string reason;
  llvm::raw_string_ostream os(reason);
  if (auto mma = dyn_cast<tilegpu::MmaLayoutAttr>(layout)) {
    if (!isTensorCoreMma(op) && !isLayoutAgnostic(op) &&
        !isa<ForOp, IfOp, tilegpu::ConvertLayoutOp, tilegpu::SharedMmaOp,
             tilegpu::WgmmaWaitOp>(op))
      os << "'" << op->getName() << "' cannot produce a tile in " << mma;
    else if (mma.getWarps() != warps)
      os << "layout " << mma << " spans " << mma.getWarps()
         << " warps but the entry runs " << warps;
    return reason;
  }
  if (auto coalesced = dyn_cast<tilegpu::CoalescedLayoutAttr>(layout)) {
    auto type = cast<TileType>(value.getType());
    auto broadcast = dyn_cast<BroadcastOp>(op);
    bool splats = false;
    if (broadcast) {
      auto source = cast<TileType>(broadcast.getSource().getType());
      splats = source.getShape() != type.getShape() &&
               (source.getNumElements() == 1 ||
                takesAsIs(op, 0, tilegpu::getLayout(broadcast.getSource())));
    }
    if (!isa<LoadViewTkoOp, ReshapeOp, PermuteOp, tilegpu::ConvertLayoutOp>(
            op) &&
        !isLayoutAgnostic(op) && !splats)
      os << "'" << op->getName() << "' cannot produce a tile in " << coalesced;
    else if (std::string shape =
                 coalesced.checkShape(type.getShape(), warps * 32);
             !shape.empty())
      os << shape;
    else if (spansRows(coalesced, type, warps) &&
             !isa<tilegpu::ConvertLayoutOp, ReshapeOp>(op))
      os << "'" << op->getName() << "' cannot produce a tile in " << coalesced
         << " across rows (only a convert_layout does, for view stores, and "
            "reshapes in between)";
    return reason;
  }
  if (auto lhs = dyn_cast<tilegpu::WgmmaLhsLayoutAttr>(layout)) {
    // Only a view load (f32) or a ring buffer's fragment load (tf32,
    // rounded) makes A's fragments, and the control flow that carries them
    // to the shared_mma that reads them.
    auto type = cast<TileType>(value.getType());
    if (!isa<LoadViewTkoOp, tilegpu::LoadWgmmaLhsOp, tilegpu::WgmmaWaitOp,
             ForOp, IfOp>(op))
      os << "'" << op->getName() << "' cannot produce a tile in " << lhs;
    else if (lhs.getWarps() != warps)
      os << "layout " << lhs << " spans " << lhs.getWarps()
         << " warps but the entry runs " << warps;
    else if (std::string shape = lhs.checkShape(type.getShape());
             !shape.empty())
      os << shape;
    else if (!type.getElementType().isF32() &&
             !isa<FloatTF32Type>(type.getElementType()))
      os << lhs << " holds f32 or tf32 tiles, not " << type;
    return reason;
  }
  auto slice = cast<tilegpu::SliceLayoutAttr>(layout);
  if (auto reduce = dyn_cast<ReduceOp>(op)) {
    auto input = cast<TileType>(reduce.getInputs()[0].getType());
    if (input.getShape() != slice.getParentShape() ||
        reduce.getDim() != uint64_t(input.getRank() - 1))
      os << "a reduce makes " << slice
         << " only along the last dimension of a tile of that shape";
    return reason;
  }
  if (!isLayoutAgnostic(op) && !isa<ReshapeOp, tilegpu::ConvertLayoutOp>(op))
    os << "'" << op->getName() << "' cannot produce a tile in " << slice;
  return reason;
}

std::string describe(Attribute layout) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (layout)
    os << layout;
  else
    os << "#tilegpu.blocked";
  return text;
}

} // namespace

LogicalResult mlir::tile::verifyLayouts(EntryOp entry, int64_t threads) {
  int64_t warps = threads / 32;
  LogicalResult result = success();
  entry.walk([&](Operation *op) {
    for (Value value : op->getResults()) {
      Attribute layout = tilegpu::getLayout(value);
      if (!layout)
        continue;
      std::string reason = checkProducer(op, value, layout, warps);
      if (!reason.empty()) {
        op->emitError() << reason;
        result = failure();
      }
    }
    for (OpOperand &operand : op->getOpOperands()) {
      Attribute has = tilegpu::getLayout(operand.get());
      Attribute needed = getNeededLayout(op, operand.getOperandNumber());
      auto coalesced = dyn_cast_or_null<tilegpu::CoalescedLayoutAttr>(has);
      if (coalesced &&
          spansRows(coalesced, cast<TileType>(operand.get().getType()),
                    warps) &&
          !(isa<StoreViewTkoOp>(op) &&
            operand.getOperandNumber() ==
                cast<StoreViewTkoOp>(op).getTileMutable().getOperandNumber()) &&
          !(isa<ReshapeOp>(op) &&
            tilegpu::getLayout(op->getResult(0)) == coalesced)) {
        op->emitError() << "operand #" << operand.getOperandNumber()
                        << " is in " << coalesced
                        << " across rows, which only a view store (or a "
                           "reshape into it) takes";
        result = failure();
        continue;
      }
      if (has == needed || (needed && isSplatConstant(operand.get())) ||
          takesAsIs(op, operand.getOperandNumber(), has))
        continue;
      op->emitError() << "operand #" << operand.getOperandNumber()
                      << " is in layout " << describe(has) << " but '"
                      << op->getName() << "' needs " << describe(needed);
      result = failure();
    }
  });
  return result;
}

void mlir::tile::recordOperandLayouts(EntryOp entry,
                                      TileTypeConverter &converter) {
  entry.walk([&](Operation *op) {
    for (OpOperand &operand : op->getOpOperands())
      if (Attribute layout = tilegpu::getLayout(operand.get()))
        converter.setOperandLayout(op, operand.getOperandNumber(), layout);
  });
}

namespace {

/// Every element goes to scratch at its row-major index from the threads
/// that hold it in `from`, a barrier, and comes back to the threads that
/// hold it in `to`. Out of an mma layout into the blocked or a coalesced
/// one, rows are padded (getMmaRowPadding) unless the plan dropped that; a
/// coalesced layout's vectors come back one load each.
struct ConvertLayoutLowering : OpConversionPattern<tilegpu::ConvertLayoutOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::ConvertLayoutOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    auto normalize = [](Attribute layout) {
      return isa<tilegpu::BlockedLayoutAttr>(layout) ? Attribute() : layout;
    };
    Attribute from = normalize(op.getFrom()), to = normalize(op.getTo());
    if (from == to) {
      rewriter.replaceOp(op, adaptor.getSource());
      return success();
    }
    Location loc = op.getLoc();
    auto type = cast<TileType>(op.getSource().getType());
    Type converted = converter.convertType(type);
    Type element = getElementTypeOrSelf(converted);
    BlockedLayout blocked = converter.getLayout(type);
    Type memory = getScratchElementType(element);
    auto coalesced = dyn_cast_or_null<tilegpu::CoalescedLayoutAttr>(to);
    int64_t pad =
        isa_and_nonnull<tilegpu::MmaLayoutAttr>(from) && (!to || coalesced) &&
                converter.getPadMmaRows()
            ? getMmaRowPadding(type.getShape(), getElementBytes(memory),
                               converter.getThreads())
            : 0;
    int64_t n = type.getShape().empty() ? 1 : type.getShape().back();
    converter.reserveScratch(roundUp16(type.getNumElements() / n * (n + pad) *
                                       getElementBytes(memory)));
    OpBuilder &b = rewriter;
    // The row-major indices of this thread's elements in `layout` (rows
    // n + pad apart).
    // idx + (idx / n) pad, of one index or of each lane's.
    auto padRows = [&](Value index) -> Value {
      return arith::AddIOp::create(
          b, loc, index,
          arith::MulIOp::create(
              b, loc,
              arith::DivUIOp::create(b, loc, index,
                                     laneConstant(b, loc, index, n)),
              laneConstant(b, loc, index, pad)));
    };
    auto indicesIn = [&](Attribute layout) -> Value {
      if (auto mma = dyn_cast<tilegpu::MmaLayoutAttr>(layout))
        return getMmaElementIndices(b, loc, mma, type.getShape(), n + pad);
      if (isa<tilegpu::CoalescedLayoutAttr>(layout)) {
        BlockedLayout lanes = converter.getLayout(type, layout);
        if (pad == 0)
          return getElementLinearIndices(b, loc, lanes);
        if (!lanes.addsWithoutCarry(n))
          return padRows(getElementLinearIndices(b, loc, lanes));
        // No lane carries into the next row: the thread's padded first
        // index plus each lane's padded offset, one address and immediates.
        SmallVector<int64_t> offsets;
        for (int64_t lane = 0; lane < lanes.perThread; ++lane) {
          int64_t offset = lanes.getLaneOffset(lane);
          offsets.push_back(offset + offset / n * pad);
        }
        auto vectorType = VectorType::get({lanes.perThread}, b.getI64Type());
        Value start = splatLanes(
            b, loc, padRows(getFirstElementIndex(b, loc, lanes)),
            lanes.perThread);
        return arith::AddIOp::create(
            b, loc, start,
            arith::ConstantOp::create(
                b, loc, DenseElementsAttr::get(vectorType, ArrayRef(offsets))));
      }
      return getSliceElementIndices(b, loc,
                                    cast<tilegpu::SliceLayoutAttr>(layout),
                                    converter.getThreads());
    };
    // Threads holding copies store the same values. An mma fragment's
    // lanes come in pairs of a row's adjacent columns, the first even: one
    // store a pair where rows keep pairs aligned.
    int64_t memoryBytes = getElementBytes(memory);
    if (isa_and_nonnull<tilegpu::MmaLayoutAttr>(from) && (n + pad) % 2 == 0)
      storeIndexedRuns(b, loc, converter,
                       toLaneVector(b, loc, adaptor.getSource()),
                       indicesIn(from), 0, 2, 2 * memoryBytes);
    else if (from)
      storeIndexed(b, loc, converter, toLaneVector(b, loc, adaptor.getSource()),
                   indicesIn(from), 0);
    else
      storeBlocked(b, loc, converter, adaptor.getSource(), blocked, 0);
    barrier(b, loc);
    Value lanes;
    BlockedLayout target = converter.getLayout(type, to);
    if (!to) {
      lanes = loadBlocked(b, loc, converter, blocked, element, 0,
                          ScratchRows{n, pad});
    } else if (coalesced && target.isCoalesced() &&
               (n + pad) * memoryBytes % (target.vector * memoryBytes) == 0) {
      // A coalesced layout's vectors are consecutive elements of a row:
      // one load each (rows n + pad apart keep them aligned).
      lanes = loadIndexedRuns(
          b, loc, converter, indicesIn(to), element, 0, target.vector,
          std::min<int64_t>(16, target.vector * memoryBytes));
    } else {
      lanes = loadIndexed(b, loc, converter, indicesIn(to), element, 0);
    }
    barrier(b, loc);
    rewriter.replaceOp(op, fromLaneVector(b, loc, lanes, converted));
    return success();
  }
};

} // namespace

void mlir::tile::populateTileLayoutPatterns(TileTypeConverter &converter,
                                            RewritePatternSet &patterns) {
  patterns.add<ConvertLayoutLowering>(converter, patterns.getContext());
}
