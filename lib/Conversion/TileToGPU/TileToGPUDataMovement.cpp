//===- TileToGPUDataMovement.cpp - moving elements between threads --------===//
//
// broadcast, permute, extract, insert, cat, pack/unpack, reduce and scan
// change which thread holds which element. They go through the entry's
// shared-memory scratch buffer: each thread stores the elements it holds
// (blocked layout) at their row-major index, a barrier, each thread loads the
// elements its result part needs, and a barrier before the buffer is reused.
// reduce first combines inside each thread, then across the lanes of a warp
// with shfl.sync, and exchanges only what is left between warps through
// scratch; scan likewise.
//
// Every thread of the block reaches these ops together: tile control flow
// only branches on rank-0 values, which every thread holds, so the barriers
// are never divergent and every lane of a warp takes part in its shuffles
// (full mask).
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"
#include "TileToGPUScratch.h"

#include "TileIR/Analysis/LayoutAssignment.h"
#include "TileIR/Analysis/LoweringCosts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

/// For each element this thread holds of `result`, the scratch index of
/// the element it takes, from its coordinates in `result`.
using SourceIndexFn =
    llvm::function_ref<Value(OpBuilder &, Location, ArrayRef<Value>)>;

/// The common shape of the data-movement ops: store the sources one after
/// another in scratch (each starts at a 16-byte boundary; `sourceIndex`
/// returns indices in elements from the first source's start, so every
/// source but the first must start right after the previous one: they all
/// have the same element type and sizes that keep the alignment), barrier,
/// gather, barrier.
Value moveThroughScratch(OpBuilder &b, Location loc,
                         const TileTypeConverter &converter,
                         ArrayRef<std::pair<Value, TileType>> sources,
                         TileType resultType, SourceIndexFn sourceIndex) {
  Type resultConverted = converter.convertType(resultType);
  Type element = getElementTypeOrSelf(resultConverted);
  int64_t bytes = getElementBytes(getScratchElementType(element));
  int64_t offset = 0;
  for (auto [value, type] : sources) {
    storeBlocked(b, loc, converter, value, converter.getLayout(type), offset);
    offset += type.getNumElements() * bytes;
  }
  converter.reserveScratch(roundUp16(offset));
  barrier(b, loc);
  BlockedLayout layout = converter.getLayout(resultType);
  Value linear = getElementLinearIndices(b, loc, layout);
  SmallVector<Value> coords =
      delinearize(b, loc, linear, resultType.getShape());
  Value indices = sourceIndex(b, loc, coords);
  Value loaded = loadIndexed(b, loc, converter, indices, element, 0);
  barrier(b, loc);
  return fromLaneVector(b, loc, loaded, resultConverted);
}

//===----------------------------------------------------------------------===//
// broadcast, permute, extract, cat
//===----------------------------------------------------------------------===//

/// broadcast: identity to the same shape; a splat of a one-element tile
/// (every thread holds it); otherwise through scratch, the source index
/// taking 0 along the broadcast dimensions.
struct BroadcastLowering : OpConversionPattern<BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BroadcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    Type type = converter.convertType(op.getType());
    auto sourceType = dyn_cast<TileType>(op.getSource().getType());
    if (!type || !sourceType)
      return failure();
    Value source = adaptor.getSource();
    if (sourceType.getShape() == op.getType().getShape()) {
      rewriter.replaceOp(op, source);
      return success();
    }
    if (isa_and_nonnull<tilegpu::SliceLayoutAttr>(
            converter.getOperandLayout(op, 0))) {
      // Out of a slice of the result's shape (verifyLayouts checked it):
      // the thread holds the rows of its own elements, element e in row
      // lane e / L (L the row length), or all in one row.
      int64_t perThread = converter.getLayout(op.getType()).perThread;
      int64_t rowLength = op.getType().getShape().back();
      Value lanes = toLaneVector(rewriter, op.getLoc(), source);
      int64_t rows = cast<VectorType>(lanes.getType()).getNumElements();
      SmallVector<int64_t> mask;
      for (int64_t e = 0; e < perThread; ++e)
        mask.push_back(rows == 1 ? 0 : e / rowLength);
      Value result =
          vector::ShuffleOp::create(rewriter, op.getLoc(), lanes, lanes, mask);
      rewriter.replaceOp(op,
                         fromLaneVector(rewriter, op.getLoc(), result, type));
      return success();
    }
    if (sourceType.getNumElements() == 1) {
      if (isa<VectorType>(source.getType()))
        return failure();
      if (isa<VectorType>(type))
        rewriter.replaceOpWithNewOp<vector::BroadcastOp>(op, type, source);
      else
        rewriter.replaceOp(op, source);
      return success();
    }
    ArrayRef<int64_t> sourceShape = sourceType.getShape();
    Value result = moveThroughScratch(
        rewriter, op.getLoc(), converter, {{source, sourceType}}, op.getType(),
        [&](OpBuilder &b, Location loc, ArrayRef<Value> coords) {
          SmallVector<Value> from(coords);
          for (auto [i, size] : llvm::enumerate(sourceShape))
            if (size == 1)
              from[i] = laneConstant(b, loc, coords[i], 0);
          return linearize(b, loc, from, sourceShape);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// permute: result dim i is source dim permutation[i].
struct PermuteLowering : OpConversionPattern<PermuteOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(PermuteOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto sourceType = dyn_cast<TileType>(op.getSource().getType());
    ArrayRef<int32_t> permutation = op.getPermutation();
    if (!sourceType || permutation.size() != size_t(sourceType.getRank()))
      return failure();
    ArrayRef<int64_t> sourceShape = sourceType.getShape();
    auto sourceIndex = [&](OpBuilder &b, Location loc, ArrayRef<Value> coords) {
      SmallVector<Value> from(coords.size());
      for (auto [i, p] : llvm::enumerate(permutation))
        from[p] = coords[i];
      return linearize(b, loc, from, sourceShape);
    };
    Attribute fromLayout = converter.getOperandLayout(op, 0);
    Attribute toLayout = tilegpu::getLayout(op.getResult());
    if (isa_and_nonnull<tilegpu::CoalescedLayoutAttr>(fromLayout) ||
        isa_and_nonnull<tilegpu::CoalescedLayoutAttr>(toLayout)) {
      rewriter.replaceOp(op, permuteCoalesced(rewriter, op.getLoc(), converter,
                                              adaptor.getSource(), sourceType,
                                              fromLayout, op.getType(),
                                              toLayout, permutation));
      return success();
    }
    Value result = moveThroughScratch(rewriter, op.getLoc(), converter,
                                      {{adaptor.getSource(), sourceType}},
                                      op.getType(), sourceIndex);
    rewriter.replaceOp(op, result);
    return success();
  }

private:
  /// A permute from or to coalesced tiles (their global sides are
  /// coalesced): every element to scratch at its row-major index, each
  /// source row padded by getPermuteRowPadding (the plan reserves the
  /// same), a barrier, each element of the result from its source's padded
  /// index, a barrier. Indices come from coordinates, not from linear
  /// indices divided back into rows, so that a thread's lanes in one row
  /// differ by constants LLVM folds into its shared-memory addresses.
  static Value permuteCoalesced(OpBuilder &b, Location loc,
                                const TileTypeConverter &converter,
                                Value source, TileType sourceType,
                                Attribute fromLayout, TileType resultType,
                                Attribute toLayout,
                                ArrayRef<int32_t> permutation) {
    Type resultConverted = converter.convertType(resultType);
    Type element = getElementTypeOrSelf(resultConverted);
    int64_t bytes = getElementBytes(getScratchElementType(element));
    ArrayRef<int64_t> sourceShape = sourceType.getShape();
    int64_t row = sourceShape.back();
    int64_t pad = getPermuteRowPadding(bytes);
    // Row r, column c of the source sits at r (row + pad) + c.
    auto padded = [&](ArrayRef<Value> coords) -> Value {
      if (coords.size() == 1)
        return coords[0];
      Value rowIndex =
          linearize(b, loc, coords.drop_back(), sourceShape.drop_back());
      return arith::AddIOp::create(
          b, loc,
          arith::MulIOp::create(b, loc, rowIndex,
                                laneConstant(b, loc, rowIndex, row + pad)),
          coords.back());
    };
    BlockedLayout from = converter.getLayout(sourceType, fromLayout);
    storeIndexed(b, loc, converter, toLaneVector(b, loc, source),
                 padded(getLaneCoordinates(b, loc, from, sourceShape)), 0);
    int64_t rows = sourceType.getNumElements() / row;
    converter.reserveScratch(
        roundUp16((sourceType.getNumElements() + rows * pad) * bytes));
    barrier(b, loc);
    BlockedLayout to = converter.getLayout(resultType, toLayout);
    SmallVector<Value> coords =
        getLaneCoordinates(b, loc, to, resultType.getShape());
    SmallVector<Value> sourceCoords(coords.size());
    for (auto [i, p] : llvm::enumerate(permutation))
      sourceCoords[p] = coords[i];
    Value loaded =
        loadIndexed(b, loc, converter, padded(sourceCoords), element, 0);
    barrier(b, loc);
    return fromLaneVector(b, loc, loaded, resultConverted);
  }

  /// The coordinates in `shape` of this thread's lanes in `layout`. Where
  /// they lie in one row (K <= the last dimension), the others are the
  /// first lane's, computed once, and the last is the first lane's plus
  /// each lane's constant offset.
  static SmallVector<Value> getLaneCoordinates(OpBuilder &b, Location loc,
                                               const BlockedLayout &layout,
                                               ArrayRef<int64_t> shape) {
    int64_t lanes = layout.perThread;
    if (shape.empty() || lanes > shape.back())
      return delinearize(b, loc, getElementLinearIndices(b, loc, layout),
                         shape);
    SmallVector<Value> coords =
        delinearize(b, loc, getFirstElementIndex(b, loc, layout), shape);
    for (Value &coord : coords)
      coord = splatLanes(b, loc, coord, lanes);
    coords.back() = arith::AddIOp::create(b, loc, coords.back(),
                                          constantLaneOffsets(b, loc, layout));
    return coords;
  }
};

/// extract: the source element at result coordinate + slice × result dim;
/// slice numbers are read unsigned.
struct ExtractLowering : OpConversionPattern<ExtractOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ExtractOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto sourceType = dyn_cast<TileType>(op.getSource().getType());
    TileType resultType = op.getType();
    if (!sourceType ||
        adaptor.getIndices().size() != size_t(sourceType.getRank()))
      return failure();
    Location loc = op.getLoc();
    // Element origins of the slice, computed before the scratch round trip.
    SmallVector<Value> origins;
    for (auto [index, size] :
         llvm::zip(adaptor.getIndices(), resultType.getShape())) {
      Value i64 = index;
      if (i64.getType() != rewriter.getI64Type())
        i64 =
            arith::ExtUIOp::create(rewriter, loc, rewriter.getI64Type(), index);
      origins.push_back(arith::MulIOp::create(
          rewriter, loc, i64,
          constantInt(rewriter, loc, rewriter.getI64Type(), size)));
    }
    ArrayRef<int64_t> sourceShape = sourceType.getShape();
    Value result = moveThroughScratch(
        rewriter, loc, converter, {{adaptor.getSource(), sourceType}},
        resultType, [&](OpBuilder &b, Location loc, ArrayRef<Value> coords) {
          SmallVector<Value> from;
          for (auto [c, origin] : llvm::zip(coords, origins)) {
            int64_t lanes = cast<VectorType>(c.getType()).getNumElements();
            from.push_back(arith::AddIOp::create(
                b, loc, c, splatLanes(b, loc, origin, lanes)));
          }
          return linearize(b, loc, from, sourceShape);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// insert: the destination with the source over the slice at index ×
/// source dim. The result has the destination's layout, so each thread keeps
/// its destination elements and takes only those inside the slice from the
/// source, which goes through scratch; slice numbers are read unsigned.
struct InsertLowering : OpConversionPattern<InsertOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(InsertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto sourceType = dyn_cast<TileType>(op.getSource().getType());
    TileType resultType = op.getType();
    Type resultConverted = converter.convertType(resultType);
    if (!sourceType || !resultConverted ||
        adaptor.getIndices().size() != size_t(resultType.getRank()))
      return failure();
    Location loc = op.getLoc();
    Type i64 = rewriter.getI64Type();
    SmallVector<Value> origins;
    for (auto [index, size] :
         llvm::zip(adaptor.getIndices(), sourceType.getShape())) {
      Value wide = index;
      if (wide.getType() != i64)
        wide = arith::ExtUIOp::create(rewriter, loc, i64, index);
      origins.push_back(arith::MulIOp::create(
          rewriter, loc, wide, constantInt(rewriter, loc, i64, size)));
    }
    Type element = getElementTypeOrSelf(resultConverted);
    storeBlocked(rewriter, loc, converter, adaptor.getSource(),
                 converter.getLayout(sourceType), 0);
    converter.reserveScratch(
        roundUp16(sourceType.getNumElements() *
                  getElementBytes(getScratchElementType(element))));
    barrier(rewriter, loc);
    BlockedLayout layout = converter.getLayout(resultType);
    int64_t lanes = layout.perThread;
    SmallVector<Value> coords = delinearize(
        rewriter, loc, getElementLinearIndices(rewriter, loc, layout),
        resultType.getShape());
    // Coordinates relative to the slice; one unsigned compare per dimension
    // also rejects those before its origin.
    Value inside;
    SmallVector<Value> relative;
    for (auto [c, origin, size] :
         llvm::zip(coords, origins, sourceType.getShape())) {
      Value r = arith::SubIOp::create(rewriter, loc, c,
                                      splatLanes(rewriter, loc, origin, lanes));
      Value in = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::ult,
                                       r, laneConstant(rewriter, loc, r, size));
      inside = inside ? arith::AndIOp::create(rewriter, loc, inside, in) : in;
      relative.push_back(r);
    }
    for (Value &r : relative)
      r = arith::SelectOp::create(rewriter, loc, inside, r,
                                  laneConstant(rewriter, loc, r, 0));
    Value taken = loadIndexed(
        rewriter, loc, converter,
        linearize(rewriter, loc, relative, sourceType.getShape()), element, 0);
    barrier(rewriter, loc);
    Value kept = toLaneVector(rewriter, loc, adaptor.getDestination());
    Value result = arith::SelectOp::create(rewriter, loc, inside, taken, kept);
    rewriter.replaceOp(op,
                       fromLaneVector(rewriter, loc, result, resultConverted));
    return success();
  }
};

/// pack and unpack: the same bytes in another element type. Where both
/// tiles spread over the same number of threads, each thread's bytes stay
/// its own and a bitcast does; otherwise the bytes go through scratch.
template <typename TileOpTy>
struct BytesLowering : OpConversionPattern<TileOpTy> {
  using OpConversionPattern<TileOpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter =
        *this->template getTypeConverter<TileTypeConverter>();
    auto sourceType = dyn_cast<TileType>(op.getSource().getType());
    auto resultType = dyn_cast<TileType>(op.getType());
    Type converted = resultType ? converter.convertType(resultType) : Type();
    if (!sourceType || !converted)
      return failure();
    Location loc = op.getLoc();
    BlockedLayout from = converter.getLayout(sourceType);
    BlockedLayout to = converter.getLayout(resultType);
    Type element = getElementTypeOrSelf(converted);
    if (from.chunks == to.chunks) {
      Value source = toLaneVector(rewriter, loc, adaptor.getSource());
      Value cast = vector::BitCastOp::create(
          rewriter, loc, VectorType::get({to.perThread}, element), source);
      rewriter.replaceOp(op, fromLaneVector(rewriter, loc, cast, converted));
      return success();
    }
    storeBlocked(rewriter, loc, converter, adaptor.getSource(), from, 0);
    converter.reserveScratch(
        roundUp16(sourceType.getNumElements() *
                  getElementBytes(getScratchElementType(
                      getElementTypeOrSelf(adaptor.getSource().getType())))));
    barrier(rewriter, loc);
    Value loaded = loadBlocked(rewriter, loc, converter, to, element, 0);
    barrier(rewriter, loc);
    rewriter.replaceOp(op, fromLaneVector(rewriter, loc, loaded, converted));
    return success();
  }
};

/// cat: lhs then rhs along `dim`; both sit in scratch one after the other.
struct CatLowering : OpConversionPattern<CatOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto lhsType = dyn_cast<TileType>(op.getLhs().getType());
    auto rhsType = dyn_cast<TileType>(op.getRhs().getType());
    int64_t dim = op.getDim();
    if (!lhsType || !rhsType || dim < 0 || dim >= lhsType.getRank())
      return failure();
    Value result = moveThroughScratch(
        rewriter, op.getLoc(), converter,
        {{adaptor.getLhs(), lhsType}, {adaptor.getRhs(), rhsType}},
        op.getType(), [&](OpBuilder &b, Location loc, ArrayRef<Value> coords) {
          int64_t split = lhsType.getShape()[dim];
          Value inLhs = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ult, coords[dim],
              laneConstant(b, loc, coords[dim], split));
          Value lhsIndex = linearize(b, loc, coords, lhsType.getShape());
          SmallVector<Value> rhsCoords(coords);
          rhsCoords[dim] = arith::SubIOp::create(
              b, loc, coords[dim], laneConstant(b, loc, coords[dim], split));
          Value rhsIndex = arith::AddIOp::create(
              b, loc, linearize(b, loc, rhsCoords, rhsType.getShape()),
              laneConstant(b, loc, coords[dim], lhsType.getNumElements()));
          return arith::SelectOp::create(b, loc, inLhs, lhsIndex, rhsIndex)
              .getResult();
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

/// The identity attribute of a reduce/scan operand as a constant of the
/// register element type; bf16/f16 identities are accepted for the other
/// half type (rounded to nearest even).
FailureOr<Value> materializeIdentity(OpBuilder &b, Location loc, Attribute attr,
                                     Type element) {
  auto identity = dyn_cast<TypedAttr>(attr);
  if (!identity)
    return failure();
  if (identity.getType() != element) {
    auto f = dyn_cast<FloatAttr>(identity);
    auto target = dyn_cast<FloatType>(element);
    if (!f || !target)
      return failure();
    bool lost;
    llvm::APFloat v = f.getValue();
    v.convert(target.getFloatSemantics(), llvm::RoundingMode::NearestTiesToEven,
              &lost);
    identity = FloatAttr::get(target, v);
  }
  return arith::ConstantOp::create(b, loc, identity).getResult();
}

/// Runs the combiner body once on scalars: `elements[i]` and `accs[i]` are
/// the converted (scalar) operands; returns the converted accumulators. The
/// body's tile ops are cloned on rank-0 tiles (casts in and out) and lowered
/// by the conversion like any other op.
SmallVector<Value> applyCombiner(ConversionPatternRewriter &rewriter,
                                 Location loc, Block &body,
                                 ArrayRef<Value> elements,
                                 ArrayRef<Value> accs) {
  IRMapping mapping;
  for (auto [i, element] : llvm::enumerate(elements)) {
    for (auto [arg, value] :
         {std::pair(body.getArgument(2 * i), element),
          std::pair(body.getArgument(2 * i + 1), accs[i])}) {
      Value cast = UnrealizedConversionCastOp::create(rewriter, loc,
                                                      arg.getType(), value)
                       .getResult(0);
      mapping.map(arg, cast);
    }
  }
  for (Operation &op : body.without_terminator())
    rewriter.clone(op, mapping);
  SmallVector<Value> results;
  for (auto [value, acc] : llvm::zip(body.getTerminator()->getOperands(), accs))
    results.push_back(
        UnrealizedConversionCastOp::create(rewriter, loc, acc.getType(),
                                           mapping.lookupOrDefault(value))
            .getResult(0));
  return results;
}

/// The vector.reduction kind of operand `i`'s op in a symmetric combiner
/// (isSymmetricCombiner) on lanes of `element`, where that op is also
/// associative bit for bit: an integer add, mul (wrapping, as lowered),
/// and, or, xor, max or min, so a tree of it gives the sequential fold's
/// bits. None for float ops (rounding), `mulhii` (commutative, not
/// associative) and i1 lanes (which the combiner's lowering handles).
std::optional<vector::CombiningKind> getReductionKind(Block &body, size_t i,
                                                      Type element) {
  auto integer = dyn_cast<IntegerType>(element);
  if (!integer || integer.getWidth() < 8)
    return std::nullopt;
  Operation *op = body.getTerminator()->getOperand(i).getDefiningOp();
  using Kind = vector::CombiningKind;
  if (auto max = dyn_cast<MaxIOp>(op))
    return max.getSignedness() == Signedness::Signed ? Kind::MAXSI
                                                     : Kind::MAXUI;
  if (auto min = dyn_cast<MinIOp>(op))
    return min.getSignedness() == Signedness::Signed ? Kind::MINSI
                                                     : Kind::MINUI;
  return TypeSwitch<Operation *, std::optional<Kind>>(op)
      .Case([](AddIOp) { return Kind::ADD; })
      .Case([](MulIOp) { return Kind::MUL; })
      .Case([](AndIOp) { return Kind::AND; })
      .Case([](OrIOp) { return Kind::OR; })
      .Case([](XOrIOp) { return Kind::XOR; })
      .Default([](Operation *) { return std::nullopt; });
}

/// The body of a loop over scratch rows: folds the row just loaded
/// (`loaded[i]`, one lane vector per operand) into the loop's lane-vector
/// accumulators, lane by lane through the combiner, and yields them.
void combineLanesAndYield(ConversionPatternRewriter &rewriter, Location loc,
                          Block &body, scf::ForOp loop, ArrayRef<Value> loaded,
                          int64_t lanes) {
  size_t n = loaded.size();
  SmallVector<Value> next(loop.getRegionIterArgs());
  for (int64_t l = 0; l < lanes; ++l) {
    SmallVector<Value> items, accs;
    for (size_t i = 0; i < n; ++i) {
      items.push_back(vector::ExtractOp::create(rewriter, loc, loaded[i],
                                                ArrayRef<int64_t>{l}));
      accs.push_back(vector::ExtractOp::create(rewriter, loc, next[i],
                                               ArrayRef<int64_t>{l}));
    }
    SmallVector<Value> combined =
        applyCombiner(rewriter, loc, body, items, accs);
    for (size_t i = 0; i < n; ++i)
      next[i] = vector::InsertOp::create(rewriter, loc, combined[i], next[i],
                                         ArrayRef<int64_t>{l});
  }
  // Replace the default terminator (if any) with the accumulators.
  if (!loop.getBody()->empty() && isa<scf::YieldOp>(loop.getBody()->back()))
    rewriter.eraseOp(&loop.getBody()->back());
  rewriter.setInsertionPointToEnd(loop.getBody());
  scf::YieldOp::create(rewriter, loc, next);
}

/// Lane bits of the thread id: threads that differ only in bits [0, 5) are
/// lanes of one warp.
constexpr unsigned kWarpBits = 5;

/// The bits of a reduce or scan along `dim` of a row-major tile whose sizes
/// are powers of two, in the blocked layout: bits [a, b) of the linear index
/// are the position along `dim`; a thread holds K = 2^k consecutive elements
/// (lane bits [0, k)) and linear bits [k, ...) are the bits of its chunk,
/// which are thread id bits [0, ...). A thread folds (or scans) its lanes
/// that differ only in bits of [laneA, laneB), Lf of them, into Kp partials
/// (lines). The Ct threads that hold parts of one result element (line)
/// differ in thread bits [ta, tb): bits [ta, wb) are lanes of one warp (Cw
/// contributors), bits [wb, tb) tell warps apart (Cx).
struct DimBits {
  unsigned a, b, k, laneA, laneB, ta, tb, wb;
  int64_t laneGroup;         // Lf
  int64_t partials;          // Kp
  int64_t contributors;      // Ct
  int64_t warpContributors;  // Cw
  int64_t crossContributors; // Cx

  DimBits(ArrayRef<int64_t> shape, int64_t dim, const BlockedLayout &layout) {
    int64_t inner = 1;
    for (int64_t i = dim + 1; i < int64_t(shape.size()); ++i)
      inner *= shape[i];
    a = llvm::Log2_64(inner);
    b = a + llvm::Log2_64(shape[dim]);
    k = llvm::Log2_64(layout.perThread);
    laneA = std::min(a, k);
    laneB = std::min(b, k);
    laneGroup = int64_t(1) << (laneB - laneA);
    partials = layout.perThread / laneGroup;
    ta = std::max(a, k) - k;
    tb = std::max(b, k) - k;
    wb = std::max(ta, std::min(tb, kWarpBits));
    contributors = int64_t(1) << (tb - ta);
    warpContributors = int64_t(1) << (wb - ta);
    crossContributors = int64_t(1) << (tb - wb);
  }
  /// Exchanges every contributor's partials through scratch (wb = ta).
  void withoutShuffles() {
    wb = ta;
    warpContributors = 1;
    crossContributors = contributors;
  }
  /// Whether a reduce's butterfly takes no more shuffles per operand
  /// (Kp log2 Cw) than the scratch loads it saves (Kr Ct, the contributors
  /// of the Kr result elements a thread folds): true for rows spread over
  /// lanes (Kp = 1), false when a thread holds many partials of a dimension
  /// its warp spans, where scratch does better.
  bool shufflesPay(int64_t resultPerThread) const {
    return partials * int64_t(wb - ta) <= resultPerThread * contributors;
  }
  /// The mask of thread id bits [from, to).
  static int64_t bitRange(unsigned from, unsigned to) {
    return ((int64_t(1) << to) - 1) & ~((int64_t(1) << from) - 1);
  }
};

/// `value` (a register scalar: integer, float or pointer) as another lane
/// of the warp holds it: `nvvm.shfl.sync` of `kind` over the full warp,
/// `lane` (i32) being the xor mask, the distance or the lane index. Values
/// narrower than 32 bits go widened to i32, 64-bit ones as two i32 halves,
/// pointers as i64.
Value shuffle(OpBuilder &b, Location loc, Value value, Value lane,
              NVVM::ShflKind kind) {
  Type i32 = b.getI32Type();
  Value everyLane = constantInt(b, loc, i32, -1);
  // No segments; shfl.up clamps at lane 0, the others at lane 31.
  Value clamp = constantInt(b, loc, i32, kind == NVVM::ShflKind::up ? 0 : 0x1f);
  auto shfl = [&](Value word) -> Value {
    return NVVM::ShflOp::create(b, loc, word.getType(), everyLane, word, lane,
                                clamp, kind, UnitAttr())
        .getResult();
  };
  Type type = value.getType();
  if (type.isF32() || type.isInteger(32))
    return shfl(value);
  Value bits = value;
  if (isa<LLVM::LLVMPointerType>(type))
    bits = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), value);
  else if (auto floatType = dyn_cast<FloatType>(type))
    bits = arith::BitcastOp::create(
        b, loc, b.getIntegerType(floatType.getWidth()), value);
  auto intType = cast<IntegerType>(bits.getType());
  unsigned width = intType.getWidth();
  Value out;
  if (width < 32) {
    out = arith::TruncIOp::create(
        b, loc, intType,
        shfl(arith::ExtUIOp::create(b, loc, i32, bits).getResult()));
  } else {
    for (unsigned low = 0; low < width; low += 32) {
      Value word = bits;
      if (low)
        word = arith::ShRUIOp::create(b, loc, word,
                                      constantInt(b, loc, intType, low));
      word = arith::ExtUIOp::create(
          b, loc, intType,
          shfl(arith::TruncIOp::create(b, loc, i32, word).getResult()));
      if (low)
        word = arith::ShLIOp::create(b, loc, word,
                                     constantInt(b, loc, intType, low));
      out = out ? arith::OrIOp::create(b, loc, out, word).getResult() : word;
    }
  }
  if (isa<LLVM::LLVMPointerType>(type))
    return LLVM::IntToPtrOp::create(b, loc, type, out);
  if (isa<FloatType>(type))
    return arith::BitcastOp::create(b, loc, type, out);
  return out;
}

/// How a reduce with Ct > 1 puts its warp totals into the result's blocked
/// layout when every contributor is a lane of the warp (Cx = 1). After the
/// butterfly, thread t (chunk u = t mod C) holds for its partial p the
/// result element p | (u mod 2^ta) << kp | (u >> tb) << (kp + ta)
/// (2^kp = Kp), and it must hold result elements (t mod Cr) Kr + [0, Kr)
/// (result chunk t mod Cr):
///  - Own: it holds them already (Kr <= Kp: a slice of its partials);
///  - Lanes: a lane of its warp holds them: every chunk is in every warp
///    (C <= 32) and each result chunk is made of whole partial vectors
///    (Kr >= Kp), so one shfl.idx per partial from that chunk's leader;
///  - Scratch: otherwise (or Cx > 1).
/// LoweringCosts.cpp (getReduceScratchBytes) decides the same way.
enum class ResultExchange { Own, Lanes, Scratch };
ResultExchange getResultExchange(const DimBits &bits,
                                 const BlockedLayout &source,
                                 const BlockedLayout &result) {
  if (bits.crossContributors > 1)
    return ResultExchange::Scratch;
  unsigned kp = llvm::Log2_64(bits.partials);
  unsigned kr = llvm::Log2_64(result.perThread);
  if (kr <= kp) {
    // Both sides depend on t mod max(C, Cr) only.
    int64_t period = std::max(source.chunks, result.chunks);
    bool own = true;
    for (int64_t t = 0; own && t < period; ++t) {
      int64_t u = t & (source.chunks - 1);
      int64_t held =
          (u & ((int64_t(1) << bits.ta) - 1)) | ((u >> bits.tb) << bits.ta);
      own = held == (((t & (result.chunks - 1)) << kr) >> kp);
    }
    if (own)
      return ResultExchange::Own;
  }
  if (source.chunks <= (int64_t(1) << kWarpBits) && kr >= kp)
    return ResultExchange::Lanes;
  return ResultExchange::Scratch;
}

/// The thread id (x) as i32, for lane arithmetic.
Value getThreadId32(OpBuilder &b, Location loc) {
  return NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
}

/// Whether `tid`'s bits in `mask` are all zero (an i1).
Value bitsAreZero(OpBuilder &b, Location loc, Value tid, int64_t mask) {
  return arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::AndIOp::create(b, loc, tid,
                            constantInt(b, loc, tid.getType(), mask)),
      constantInt(b, loc, tid.getType(), 0));
}

/// Reserves one scratch region of `slots` elements per operand (their
/// register element types `elements`), each from a 16-byte boundary;
/// returns their byte offsets.
SmallVector<int64_t> reserveOperandRegions(const TileTypeConverter &converter,
                                           ArrayRef<Type> elements,
                                           int64_t slots) {
  SmallVector<int64_t> offsets;
  int64_t offset = 0;
  for (Type element : elements) {
    offsets.push_back(offset);
    offset +=
        roundUp16(slots * getElementBytes(getScratchElementType(element)));
  }
  converter.reserveScratch(offset);
  return offsets;
}

/// The linear index of each of the thread's lanes `lanes`: its first
/// element `start` plus the lane, as `vector<lanes x i64>`.
Value getLaneLinearIndices(OpBuilder &b, Location loc, Value start,
                           ArrayRef<int64_t> lanes) {
  auto laneType = VectorType::get({int64_t(lanes.size())}, b.getI64Type());
  return arith::AddIOp::create(
      b, loc, splatLanes(b, loc, start, int64_t(lanes.size())),
      arith::ConstantOp::create(b, loc,
                                DenseElementsAttr::get(laneType, lanes)));
}

/// The line (result element) of linear indices `linear` along the dimension
/// of `bits`: the index with bits [a, b) removed.
Value getLineIndices(OpBuilder &b, Location loc, Value linear,
                     const DimBits &bits) {
  Type type = linear.getType();
  Value below = arith::AndIOp::create(
      b, loc, linear, constantInt(b, loc, type, (int64_t(1) << bits.a) - 1));
  Value above = arith::ShLIOp::create(
      b, loc,
      arith::ShRUIOp::create(b, loc, linear, constantInt(b, loc, type, bits.b)),
      constantInt(b, loc, type, bits.a));
  return arith::OrIOp::create(b, loc, below, above);
}

/// Stores `values` (one lane vector per operand) at `slots` of their
/// scratch regions, only where `writer` (an i1, or null: everywhere).
void storeSlots(ConversionPatternRewriter &rewriter, Location loc,
                const TileTypeConverter &converter, Value writer,
                ArrayRef<Value> values, Value slots,
                ArrayRef<int64_t> offsets) {
  OpBuilder::InsertionGuard guard(rewriter);
  if (writer) {
    auto only = scf::IfOp::create(rewriter, loc, writer,
                                  /*withElseRegion=*/false);
    rewriter.setInsertionPointToStart(only.thenBlock());
  }
  for (auto [value, offset] : llvm::zip(values, offsets))
    storeIndexed(rewriter, loc, converter, value, slots, offset);
}

/// reduce along `dim` of a row-major tile whose sizes are powers of two
/// (bits as in DimBits):
///  1. each thread folds its lanes that differ only in bits of [a, b) into
///     Kp partials (in index order, from the first: the identity need not
///     be neutral for NaN, see EvalReduce.cpp);
///  2. with Ct > 1 contributors per result element, the Cw of them that are
///     lanes of one warp combine their partials by shfl.sync bfly over lane
///     bits [ta, wb), the leader (bits [ta, wb) zero) ending with the
///     warp's totals in index order -- unless the butterfly would take more
///     shuffles than the scratch loads it saves (DimBits::shufflesPay);
///     then every contributor goes through scratch (Cw = 1, Cx = Ct);
///  3. the result's blocked layout: when Cx = 1, from the thread's own
///     partials or by shfl.idx (getResultExchange), no scratch; otherwise
///     the leaders store their totals at result index × Cx + warp
///     contributor, a barrier, each thread loads (Cx = 1) or folds (in
///     warp order) the Cx totals of each result element it
///     holds (from the first), a barrier.
/// With Ct = 1 the partials already are the result's blocked layout. The
/// combination differs from the strict left fold by reassociation only.
struct ReduceLowering : OpConversionPattern<ReduceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    size_t n = op.getInputs().size();
    if (n == 0 || op.getIdentities().size() != n)
      return failure();
    auto sourceType = dyn_cast<TileType>(op.getInputs()[0].getType());
    auto resultType = dyn_cast<TileType>(op.getResults()[0].getType());
    if (!sourceType || !resultType)
      return failure();
    ArrayRef<int64_t> shape = sourceType.getShape();
    int64_t dim = op.getDim();
    if (dim < 0 || dim >= int64_t(shape.size()))
      return failure();
    for (int64_t size : shape)
      if (!llvm::isPowerOf2_64(size))
        return failure();
    Block &body = op.getBody().front();

    BlockedLayout layout = converter.getLayout(sourceType);
    BlockedLayout resultLayout = converter.getLayout(resultType);
    // Into a slice (tile-assign-layouts chose it; a reduce along the last
    // dimension with rows spread over threads, so one partial per thread):
    // every contributor keeps its row's total.
    auto slice = tilegpu::getSliceLayout(op.getResults()[0]);
    DimBits bits(shape, dim, layout);
    if (!bits.shufflesPay(resultLayout.perThread))
      bits.withoutShuffles();
    int64_t partialsPerThread = bits.partials;

    // Converted types. Every fold starts from an element (there are no
    // empty lanes), so the identities are not needed.
    SmallVector<Type> elements;
    SmallVector<Value> lanes;
    for (size_t i = 0; i < n; ++i) {
      Type converted = converter.convertType(resultType.clone(
          cast<TileType>(op.getInputs()[i].getType()).getElementType()));
      elements.push_back(getElementTypeOrSelf(converted));
      lanes.push_back(toLaneVector(rewriter, loc, adaptor.getInputs()[i]));
    }

    // 1. Fold the lanes of each partial: in index order, or, where the
    // combiner is associative bit for bit (integer and/or/xor/add/...), as
    // one vector.reduction per operand, which LLVM keeps as such and the
    // NVPTX backend expands into a tree of log depth (its Reassociate pass
    // would turn a tree of scalar ops back into a chain). The column picks
    // of tile-extract-by-reduction sit on a loop's critical path.
    auto partialRep = [&](int64_t p) {
      int64_t low = p & ((int64_t(1) << bits.laneA) - 1);
      int64_t high = p >> bits.laneA;
      return low | (high << bits.laneB);
    };
    SmallVector<std::optional<vector::CombiningKind>> kinds;
    if (bits.laneGroup > 1 && isSymmetricCombiner(body, n))
      for (size_t i = 0; i < n; ++i)
        kinds.push_back(getReductionKind(body, i, elements[i]));
    bool asVector = !kinds.empty() && llvm::all_of(kinds, [](auto kind) {
      return kind.has_value();
    });
    SmallVector<SmallVector<Value>> partials(n); // [operand][partial]
    for (int64_t p = 0; p < partialsPerThread; ++p) {
      SmallVector<Value> acc;
      SmallVector<SmallVector<Value>> items(n); // [operand][lane]
      for (int64_t m = 0; m < bits.laneGroup; ++m) {
        int64_t lane = partialRep(p) | (m << bits.laneA);
        SmallVector<Value> item;
        for (size_t i = 0; i < n; ++i) {
          item.push_back(vector::ExtractOp::create(rewriter, loc, lanes[i],
                                                   ArrayRef<int64_t>{lane}));
          items[i].push_back(item.back());
        }
        if (!asVector)
          acc = m == 0 ? item : applyCombiner(rewriter, loc, body, item, acc);
      }
      for (size_t i = 0; i < n; ++i) {
        if (asVector) {
          Value group = vector::FromElementsOp::create(
              rewriter, loc, VectorType::get({bits.laneGroup}, elements[i]),
              items[i]);
          acc.push_back(
              vector::ReductionOp::create(rewriter, loc, *kinds[i], group));
        }
        partials[i].push_back(acc[i]);
      }
    }

    // Replaces the op by per-operand scalars of each result lane.
    auto finish = [&](ArrayRef<SmallVector<Value>> values) {
      SmallVector<Value> results;
      for (size_t i = 0; i < n; ++i) {
        Value vec = vector::FromElementsOp::create(
            rewriter, loc,
            VectorType::get({int64_t(values[i].size())}, elements[i]),
            values[i]);
        results.push_back(fromLaneVector(
            rewriter, loc, vec,
            converter.convertType(op.getResults()[i].getType())));
      }
      rewriter.replaceOp(op, results);
    };
    if (bits.contributors == 1) {
      finish(partials);
      return success();
    }

    // 2. Butterfly over the warp's contributor lanes, lowest bit first:
    // after the step on bit j each lane holds the fold of the 2^(j-ta+1)
    // lanes that differ from it in bits [ta, j], as f(partner, own). For a
    // lane whose bits [ta, j] are zero the partner is the later one in index
    // order at every step, so the warp's leader (bits [ta, wb) zero) ends
    // with the warp's total in index order; with a symmetric combiner every
    // contributor lane ends with the same bits.
    Type i32 = rewriter.getI32Type();
    Value tid = getThreadId32(rewriter, loc);
    auto c32 = [&](int64_t v) { return constantInt(rewriter, loc, i32, v); };
    for (unsigned j = bits.ta; j < bits.wb; ++j) {
      Value mask = c32(int64_t(1) << j);
      for (int64_t p = 0; p < partialsPerThread; ++p) {
        SmallVector<Value> own, partner;
        for (size_t i = 0; i < n; ++i) {
          own.push_back(partials[i][p]);
          partner.push_back(shuffle(rewriter, loc, partials[i][p], mask,
                                    NVVM::ShflKind::bfly));
        }
        SmallVector<Value> combined =
            applyCombiner(rewriter, loc, body, partner, own);
        for (size_t i = 0; i < n; ++i)
          partials[i][p] = combined[i];
      }
    }
    int64_t leaderBits = DimBits::bitRange(bits.ta, bits.wb);

    // 3. Into the result's blocked layout.
    int64_t resultLanes = resultLayout.perThread;
    unsigned kp = llvm::Log2_64(partialsPerThread);
    unsigned kr = llvm::Log2_64(resultLanes);
    ResultExchange exchange = getResultExchange(bits, layout, resultLayout);
    if (slice)
      exchange = bits.crossContributors == 1 ? ResultExchange::Own
                                             : ResultExchange::Scratch;
    switch (exchange) {
    case ResultExchange::Own: {
      // Without a symmetric combiner only the leader's totals are in index
      // order: every lane takes its leader's.
      if (leaderBits && !isSymmetricCombiner(body, n)) {
        Value leader =
            arith::AndIOp::create(rewriter, loc, tid, c32(~leaderBits & 0x1f));
        for (size_t i = 0; i < n; ++i)
          for (Value &partial : partials[i])
            partial =
                shuffle(rewriter, loc, partial, leader, NVVM::ShflKind::idx);
      }
      // Result lane q is partial sel × Kr + q, sel = t's bits [0, kp - kr)
      // (those of t mod Cr).
      int64_t slices =
          std::min(partialsPerThread / resultLanes, resultLayout.chunks);
      SmallVector<Value> isSlice(slices);
      for (int64_t s = 1; s < slices; ++s)
        isSlice[s] = arith::CmpIOp::create(
            rewriter, loc, arith::CmpIPredicate::eq,
            arith::AndIOp::create(rewriter, loc, tid, c32(slices - 1)), c32(s));
      SmallVector<SmallVector<Value>> values(n);
      for (size_t i = 0; i < n; ++i)
        for (int64_t q = 0; q < resultLanes; ++q) {
          Value v = partials[i][q];
          for (int64_t s = 1; s < slices; ++s)
            v = arith::SelectOp::create(rewriter, loc, isSlice[s],
                                        partials[i][s * resultLanes + q], v);
          values[i].push_back(v);
        }
      finish(values);
      return success();
    }
    case ResultExchange::Lanes: {
      // Result lanes j Kp + [0, Kp) are the partials of the chunk whose
      // result elements start at E Kp, E = j | (t mod Cr) << (kr - kp):
      // the leader u' = (E mod 2^ta) | (E >> ta) << tb, in the lane of this
      // warp that keeps t's bits above C.
      Value resultChunk = arith::AndIOp::create(rewriter, loc, tid,
                                                c32(resultLayout.chunks - 1));
      Value replica = arith::AndIOp::create(
          rewriter, loc, tid,
          c32(DimBits::bitRange(llvm::Log2_64(layout.chunks), kWarpBits)));
      SmallVector<SmallVector<Value>> values(n);
      for (int64_t j = 0; j < (resultLanes >> kp); ++j) {
        Value e = arith::OrIOp::create(
            rewriter, loc, c32(j),
            arith::ShLIOp::create(rewriter, loc, resultChunk, c32(kr - kp)));
        Value chunk = arith::OrIOp::create(
            rewriter, loc,
            arith::AndIOp::create(rewriter, loc, e,
                                  c32((int64_t(1) << bits.ta) - 1)),
            arith::ShLIOp::create(
                rewriter, loc,
                arith::ShRUIOp::create(rewriter, loc, e, c32(bits.ta)),
                c32(bits.tb)));
        Value source = arith::OrIOp::create(rewriter, loc, chunk, replica);
        for (size_t i = 0; i < n; ++i)
          for (int64_t p = 0; p < partialsPerThread; ++p)
            values[i].push_back(shuffle(rewriter, loc, partials[i][p], source,
                                        NVVM::ShflKind::idx));
      }
      finish(values);
      return success();
    }
    case ResultExchange::Scratch:
      break;
    }

    // Warp totals to scratch, one region per operand.
    int64_t cross = bits.crossContributors;
    Type i64 = rewriter.getI64Type();
    SmallVector<int64_t> offsets = reserveOperandRegions(
        converter, elements, resultType.getNumElements() * cross);
    {
      // Each partial's result index (its first lane's linear index with
      // bits [a, b) removed) and this warp's contributor number.
      Value start = getFirstElementIndex(rewriter, loc, layout);
      SmallVector<int64_t> reps;
      for (int64_t p = 0; p < partialsPerThread; ++p)
        reps.push_back(partialRep(p));
      auto laneType = VectorType::get({partialsPerThread}, i64);
      Value linear = getLaneLinearIndices(rewriter, loc, start, reps);
      Value slot = getLineIndices(rewriter, loc, linear, bits);
      if (cross > 1) {
        Value contributor = arith::AndIOp::create(
            rewriter, loc,
            arith::ShRUIOp::create(
                rewriter, loc, linear,
                constantInt(rewriter, loc, laneType, bits.k + bits.wb)),
            constantInt(rewriter, loc, laneType, cross - 1));
        slot = arith::AddIOp::create(
            rewriter, loc,
            arith::MulIOp::create(rewriter, loc, slot,
                                  constantInt(rewriter, loc, laneType, cross)),
            contributor);
      }
      // One writer per warp: the leader.
      Value writer;
      if (leaderBits)
        writer = bitsAreZero(rewriter, loc, tid, leaderBits);
      SmallVector<Value> values;
      for (size_t i = 0; i < n; ++i)
        values.push_back(vector::FromElementsOp::create(
            rewriter, loc, VectorType::get({partialsPerThread}, elements[i]),
            partials[i]));
      storeSlots(rewriter, loc, converter, writer, values, slot, offsets);
    }
    barrier(rewriter, loc);

    // Fold the warp totals of each result element this thread holds.
    auto resultLaneType = VectorType::get({resultLanes}, i64);
    Value firstSlot =
        slice ? getSliceElementIndices(rewriter, loc, slice,
                                       converter.getThreads())
              : getElementLinearIndices(rewriter, loc, resultLayout);
    SmallVector<Value> folded;
    if (cross == 1) {
      for (size_t i = 0; i < n; ++i)
        folded.push_back(loadIndexed(rewriter, loc, converter, firstSlot,
                                     elements[i], offsets[i]));
    } else {
      firstSlot = arith::MulIOp::create(
          rewriter, loc, firstSlot,
          constantInt(rewriter, loc, resultLaneType, cross));
      SmallVector<Value> inits;
      for (size_t i = 0; i < n; ++i)
        inits.push_back(loadIndexed(rewriter, loc, converter, firstSlot,
                                    elements[i], offsets[i]));
      Value one = constantInt(rewriter, loc, i64, 1);
      auto loop = scf::ForOp::create(rewriter, loc, one,
                                     constantInt(rewriter, loc, i64, cross),
                                     constantInt(rewriter, loc, i64, 1), inits);
      {
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPointToStart(loop.getBody());
        Value slot = arith::AddIOp::create(
            rewriter, loc, firstSlot,
            splatLanes(rewriter, loc, loop.getInductionVar(), resultLanes));
        SmallVector<Value> loaded;
        for (size_t i = 0; i < n; ++i)
          loaded.push_back(loadIndexed(rewriter, loc, converter, slot,
                                       elements[i], offsets[i]));
        combineLanesAndYield(rewriter, loc, body, loop, loaded, resultLanes);
      }
      folded.assign(loop.getResults().begin(), loop.getResults().end());
    }
    barrier(rewriter, loc);
    SmallVector<Value> results;
    for (size_t i = 0; i < n; ++i)
      results.push_back(
          fromLaneVector(rewriter, loc, folded[i],
                         converter.convertType(op.getResults()[i].getType())));
    rewriter.replaceOp(op, results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

/// Inclusive scan along `dim` (power-of-two sizes), with the bits of reduce:
///  1. each thread scans its own elements of each line (lanes that differ
///     only in bits of [a, b)) sequentially, in scan order, the combiner body
///     cloned on scalars (`f(element, acc)`); the last value of each run is
///     the thread's total for that line;
///  2. with Ct > 1 contributors per line, the Cw that are lanes of one warp
///     scan their totals inclusively in scan order (shfl.up forward,
///     shfl.down reverse, over lane bits [ta, wb); f(later, earlier)), and
///     each takes the value of the lane before it in scan order as its
///     carry (the first has none);
///  3. with Cx > 1, the last lane of each warp in scan order stores the
///     warp's total at line index × Cx + warp contributor, a barrier; each
///     thread folds the totals of the warps before it in scan order, a
///     barrier, and its carry becomes f(lane carry, warp carry);
///  4. every local prefix of a thread with a carry becomes
///     f(prefix, carry). The identity is never combined: it need not be
///     neutral for NaN (EvalReduce.cpp).
/// Equal to the sequential scan up to reassociation (reference §3.4).
struct ScanLowering : OpConversionPattern<ScanOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ScanOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    size_t n = op.getInputs().size();
    if (n == 0 || op.getIdentities().size() != n || op.getResults().size() != n)
      return failure();
    auto sourceType = dyn_cast<TileType>(op.getInputs()[0].getType());
    if (!sourceType || sourceType.getRank() == 0)
      return failure();
    ArrayRef<int64_t> shape = sourceType.getShape();
    int64_t dim = op.getDim();
    if (dim < 0 || dim >= int64_t(shape.size()))
      return failure();
    for (int64_t size : shape)
      if (!llvm::isPowerOf2_64(size))
        return failure();
    bool reverse = op.getReverse();
    Block &body = op.getBody().front();

    BlockedLayout layout = converter.getLayout(sourceType);
    DimBits bits(shape, dim, layout);
    unsigned laneA = bits.laneA, laneB = bits.laneB;
    int64_t laneGroup = bits.laneGroup;
    int64_t linesPerThread = bits.partials;

    SmallVector<Type> elements, converted;
    SmallVector<Value> identities, lanes;
    for (size_t i = 0; i < n; ++i) {
      Type type = converter.convertType(op.getResults()[i].getType());
      if (!type)
        return failure();
      converted.push_back(type);
      Type element = getElementTypeOrSelf(type);
      FailureOr<Value> identity =
          materializeIdentity(rewriter, loc, op.getIdentities()[i], element);
      if (failed(identity))
        return failure();
      elements.push_back(element);
      identities.push_back(*identity);
      lanes.push_back(toLaneVector(rewriter, loc, adaptor.getInputs()[i]));
    }

    // 1. Sequential scan of each line's lanes, in scan order.
    auto lineLane = [&](int64_t line, int64_t m) {
      int64_t low = line & ((int64_t(1) << laneA) - 1);
      int64_t high = line >> laneA;
      return low | (high << laneB) | (m << laneA);
    };
    SmallVector<SmallVector<Value>> prefix(
        n, SmallVector<Value>(layout.perThread)); // [operand][lane]
    SmallVector<SmallVector<Value>> totals(n);    // [operand][line]
    for (int64_t line = 0; line < linesPerThread; ++line) {
      SmallVector<Value> acc;
      for (int64_t step = 0; step < laneGroup; ++step) {
        int64_t lane = lineLane(line, reverse ? laneGroup - 1 - step : step);
        SmallVector<Value> items;
        for (size_t i = 0; i < n; ++i)
          items.push_back(vector::ExtractOp::create(rewriter, loc, lanes[i],
                                                    ArrayRef<int64_t>{lane}));
        // The first element is the scan's first value (identity assumed
        // neutral, reference §3.4).
        acc =
            step == 0 ? items : applyCombiner(rewriter, loc, body, items, acc);
        for (size_t i = 0; i < n; ++i)
          prefix[i][lane] = acc[i];
      }
      for (size_t i = 0; i < n; ++i)
        totals[i].push_back(acc[i]);
    }

    auto finish = [&](ArrayRef<SmallVector<Value>> values) {
      SmallVector<Value> results;
      for (size_t i = 0; i < n; ++i) {
        Value vec = vector::FromElementsOp::create(
            rewriter, loc, VectorType::get({layout.perThread}, elements[i]),
            values[i]);
        results.push_back(fromLaneVector(rewriter, loc, vec, converted[i]));
      }
      rewriter.replaceOp(op, results);
    };
    if (bits.contributors == 1) {
      finish(prefix);
      return success();
    }

    Type i32 = rewriter.getI32Type();
    Value tid = getThreadId32(rewriter, loc);
    auto c32 = [&](int64_t v) { return constantInt(rewriter, loc, i32, v); };
    int64_t warp = bits.warpContributors, cross = bits.crossContributors;
    // 2. Inclusive scan of the totals over the warp's contributor lanes
    // (Hillis-Steele: at distance d each lane combines with the lane d
    // contributors before it in scan order, where there is one), then each
    // lane's carry from the lane before it. `carry` is [operand][line].
    SmallVector<SmallVector<Value>> carry(n), warpTotals(totals);
    // Whether this thread has a carry at all: the first contributor in scan
    // order keeps its prefixes (combining them with the identity would turn
    // minNum(NaN, +inf) into +inf).
    Value hasCarry;
    if (warp > 1) {
      NVVM::ShflKind kind = reverse ? NVVM::ShflKind::down : NVVM::ShflKind::up;
      // This lane's place among the warp's contributors.
      Value place = arith::AndIOp::create(
          rewriter, loc,
          arith::ShRUIOp::create(rewriter, loc, tid, c32(bits.ta)),
          c32(warp - 1));
      auto hasBefore = [&](int64_t d) -> Value {
        // forward: place >= d; reverse: place < Cw - d.
        return reverse ? arith::CmpIOp::create(rewriter, loc,
                                               arith::CmpIPredicate::ult, place,
                                               c32(warp - d))
                       : arith::CmpIOp::create(rewriter, loc,
                                               arith::CmpIPredicate::uge, place,
                                               c32(d));
      };
      for (int64_t line = 0; line < linesPerThread; ++line) {
        SmallVector<Value> v;
        for (size_t i = 0; i < n; ++i)
          v.push_back(totals[i][line]);
        for (int64_t d = 1; d < warp; d *= 2) {
          Value distance = c32(d << bits.ta);
          SmallVector<Value> before;
          for (size_t i = 0; i < n; ++i)
            before.push_back(shuffle(rewriter, loc, v[i], distance, kind));
          SmallVector<Value> combined =
              applyCombiner(rewriter, loc, body, v, before);
          Value valid = hasBefore(d);
          for (size_t i = 0; i < n; ++i)
            v[i] = arith::SelectOp::create(rewriter, loc, valid, combined[i],
                                           v[i]);
        }
        Value valid = hasBefore(1);
        hasCarry = valid;
        for (size_t i = 0; i < n; ++i) {
          Value before =
              shuffle(rewriter, loc, v[i], c32(int64_t(1) << bits.ta), kind);
          carry[i].push_back(arith::SelectOp::create(rewriter, loc, valid,
                                                     before, identities[i]));
          warpTotals[i][line] = v[i];
        }
      }
    }

    if (cross > 1) {
      // 3. Warp totals to scratch, one region per operand.
      Type i64 = rewriter.getI64Type();
      int64_t lines = sourceType.getNumElements() >> (bits.b - bits.a);
      SmallVector<int64_t> offsets =
          reserveOperandRegions(converter, elements, lines * cross);

      Value start = getFirstElementIndex(rewriter, loc, layout);
      // Every lane of this thread has the same warp contributor number.
      Value contributor = arith::AndIOp::create(
          rewriter, loc,
          arith::ShRUIOp::create(
              rewriter, loc, start,
              constantInt(rewriter, loc, i64, bits.k + bits.wb)),
          constantInt(rewriter, loc, i64, cross - 1));
      SmallVector<int64_t> reps;
      for (int64_t line = 0; line < linesPerThread; ++line)
        reps.push_back(lineLane(line, 0));
      auto laneType = VectorType::get({linesPerThread}, i64);
      Value lineIndex = getLineIndices(
          rewriter, loc, getLaneLinearIndices(rewriter, loc, start, reps),
          bits);
      Value firstSlot =
          arith::MulIOp::create(rewriter, loc, lineIndex,
                                constantInt(rewriter, loc, laneType, cross));
      Value slot = arith::AddIOp::create(
          rewriter, loc, firstSlot,
          splatLanes(rewriter, loc, contributor, linesPerThread));
      // One writer per warp: its last contributor lane in scan order.
      Value writer;
      if (warp > 1)
        writer =
            bitsAreZero(rewriter, loc,
                        reverse ? tid
                                : arith::XOrIOp::create(
                                      rewriter, loc, tid,
                                      c32(DimBits::bitRange(bits.ta, bits.wb)))
                                      .getResult(),
                        DimBits::bitRange(bits.ta, bits.wb));
      SmallVector<Value> values;
      for (size_t i = 0; i < n; ++i)
        values.push_back(vector::FromElementsOp::create(
            rewriter, loc, VectorType::get({linesPerThread}, elements[i]),
            warpTotals[i]));
      storeSlots(rewriter, loc, converter, writer, values, slot, offsets);
      barrier(rewriter, loc);

      // The warp carry: warps before this one in scan order, folded in scan
      // order. Forward: j = 0 .. c-1; reverse: j = Cx-1 .. c+1.
      Value zero = constantInt(rewriter, loc, i64, 0);
      Value one = constantInt(rewriter, loc, i64, 1);
      Value last = constantInt(rewriter, loc, i64, cross - 1);
      Value count =
          reverse ? arith::SubIOp::create(rewriter, loc, last, contributor)
                        .getResult()
                  : contributor;
      // From the first warp's total (read even when count is 0: then the
      // carry is unused).
      Value first = arith::AddIOp::create(
          rewriter, loc, firstSlot,
          splatLanes(rewriter, loc, reverse ? last : zero, linesPerThread));
      SmallVector<Value> inits;
      for (size_t i = 0; i < n; ++i)
        inits.push_back(loadIndexed(rewriter, loc, converter, first,
                                    elements[i], offsets[i]));
      auto loop = scf::ForOp::create(rewriter, loc, one, count, one, inits);
      {
        OpBuilder::InsertionGuard guard(rewriter);
        rewriter.setInsertionPointToStart(loop.getBody());
        Value j = loop.getInductionVar();
        if (reverse)
          j = arith::SubIOp::create(rewriter, loc, last, j);
        Value at =
            arith::AddIOp::create(rewriter, loc, firstSlot,
                                  splatLanes(rewriter, loc, j, linesPerThread));
        SmallVector<Value> loaded;
        for (size_t i = 0; i < n; ++i)
          loaded.push_back(loadIndexed(rewriter, loc, converter, at,
                                       elements[i], offsets[i]));
        combineLanesAndYield(rewriter, loc, body, loop, loaded, linesPerThread);
      }
      barrier(rewriter, loc);
      Value laneValid = hasCarry;
      Value warpValid = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ne, count, zero);
      hasCarry = laneValid
                     ? arith::OrIOp::create(rewriter, loc, laneValid, warpValid)
                           .getResult()
                     : warpValid;
      for (int64_t line = 0; line < linesPerThread; ++line) {
        SmallVector<Value> warpCarry;
        for (size_t i = 0; i < n; ++i)
          warpCarry.push_back(vector::ExtractOp::create(
              rewriter, loc, loop.getResult(i), ArrayRef<int64_t>{line}));
        if (warp == 1) {
          for (size_t i = 0; i < n; ++i)
            carry[i].push_back(warpCarry[i]);
          continue;
        }
        SmallVector<Value> laneCarry;
        for (size_t i = 0; i < n; ++i)
          laneCarry.push_back(carry[i][line]);
        SmallVector<Value> both =
            applyCombiner(rewriter, loc, body, laneCarry, warpCarry);
        for (size_t i = 0; i < n; ++i)
          carry[i][line] = arith::SelectOp::create(
              rewriter, loc, laneValid,
              arith::SelectOp::create(rewriter, loc, warpValid, both[i],
                                      laneCarry[i]),
              warpCarry[i]);
      }
    }

    // 4. Apply the carry to each local prefix.
    for (int64_t line = 0; line < linesPerThread; ++line) {
      SmallVector<Value> lineCarry;
      for (size_t i = 0; i < n; ++i)
        lineCarry.push_back(carry[i][line]);
      for (int64_t m = 0; m < laneGroup; ++m) {
        int64_t lane = lineLane(line, m);
        SmallVector<Value> items;
        for (size_t i = 0; i < n; ++i)
          items.push_back(prefix[i][lane]);
        SmallVector<Value> out =
            applyCombiner(rewriter, loc, body, items, lineCarry);
        for (size_t i = 0; i < n; ++i)
          prefix[i][lane] = arith::SelectOp::create(rewriter, loc, hasCarry,
                                                    out[i], items[i]);
      }
    }
    finish(prefix);
    return success();
  }
};

} // namespace

void mlir::tile::populateTileDataMovementPatterns(TileTypeConverter &converter,
                                                  RewritePatternSet &patterns) {
  patterns.add<BroadcastLowering, PermuteLowering, ExtractLowering,
               InsertLowering, BytesLowering<PackOp>, BytesLowering<UnpackOp>,
               CatLowering, ReduceLowering, ScanLowering>(
      converter, patterns.getContext());
}
