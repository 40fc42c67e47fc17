//===- TileToGPUDataMovement.cpp - moving elements between threads --------===//
//
// broadcast, permute, extract, cat, reduce and scan change which thread holds
// which element. They go through the entry's shared-memory scratch buffer:
// each thread stores the elements it holds (blocked layout) at their
// row-major index, a barrier, each thread loads the elements its result
// part needs, and a barrier before the buffer is reused. reduce first
// combines inside each thread, then exchanges only the partials; scan
// likewise exchanges only per-thread totals.
//
// Every thread of the block reaches these ops together: tile control flow
// only branches on rank-0 values, which every thread holds, so the barriers
// are never divergent.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"
#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
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
        rewriter, op.getLoc(), converter, {{source, sourceType}},
        op.getType(), [&](OpBuilder &b, Location loc, ArrayRef<Value> coords) {
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
    Value result = moveThroughScratch(
        rewriter, op.getLoc(), converter,
        {{adaptor.getSource(), sourceType}}, op.getType(),
        [&](OpBuilder &b, Location loc, ArrayRef<Value> coords) {
          SmallVector<Value> from(coords.size());
          for (auto [i, p] : llvm::enumerate(permutation))
            from[p] = coords[i];
          return linearize(b, loc, from, sourceShape);
        });
    rewriter.replaceOp(op, result);
    return success();
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
        i64 = arith::ExtUIOp::create(rewriter, loc, rewriter.getI64Type(),
                                     index);
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
FailureOr<Value> materializeIdentity(OpBuilder &b, Location loc,
                                     Attribute attr, Type element) {
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
    v.convert(target.getFloatSemantics(),
              llvm::RoundingMode::NearestTiesToEven, &lost);
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
      Value cast = UnrealizedConversionCastOp::create(
                       rewriter, loc, arg.getType(), value)
                       .getResult(0);
      mapping.map(arg, cast);
    }
  }
  for (Operation &op : body.without_terminator())
    rewriter.clone(op, mapping);
  SmallVector<Value> results;
  for (auto [value, acc] :
       llvm::zip(body.getTerminator()->getOperands(), accs))
    results.push_back(UnrealizedConversionCastOp::create(
                          rewriter, loc, acc.getType(),
                          mapping.lookupOrDefault(value))
                          .getResult(0));
  return results;
}

/// The body of a loop over scratch rows: folds the row just loaded
/// (`loaded[i]`, one lane vector per operand) into the loop's lane-vector
/// accumulators, lane by lane through the combiner, and yields them.
void combineLanesAndYield(ConversionPatternRewriter &rewriter, Location loc,
                          Block &body, scf::ForOp loop,
                          ArrayRef<Value> loaded, int64_t lanes) {
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

/// reduce along `dim` of a row-major tile whose sizes are powers of two.
/// Linear index bits [a, b) are the position along `dim` (2^a = the
/// elements after it); a thread holds K = 2^k consecutive elements, so lane
/// bits [0, k) and thread bits [k, ...).
///  1. each thread folds its lanes that differ only in bits of [a, b) into
///     Kp partials (in index order, from the identity);
///  2. when threads also differ in bits of [a, b) (Ct > 1 contributors per
///     result element), the partials go to scratch at
///     result index × Ct + contributor, a barrier, and each thread folds the
///     Ct partials of each result element it holds (blocked layout of the
///     result), then a barrier. With Ct = 1 the partials already are the
///     result's blocked layout.
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
    int64_t inner = 1;
    for (int64_t i = dim + 1; i < int64_t(shape.size()); ++i)
      inner *= shape[i];
    unsigned a = llvm::Log2_64(inner);
    unsigned b = a + llvm::Log2_64(shape[dim]);
    unsigned k = llvm::Log2_64(layout.perThread);
    unsigned laneA = std::min(a, k), laneB = std::min(b, k);
    int64_t laneGroup = int64_t(1) << (laneB - laneA); // Lf
    int64_t partialsPerThread = layout.perThread / laneGroup;
    unsigned threadA = std::max(a, k), threadB = std::max(b, k);
    int64_t contributors = int64_t(1) << (threadB - threadA); // Ct

    // Converted types and identities.
    SmallVector<Type> elements;
    SmallVector<Value> identities;
    SmallVector<Value> lanes;
    for (size_t i = 0; i < n; ++i) {
      Type converted = converter.convertType(resultType.clone(
          cast<TileType>(op.getInputs()[i].getType()).getElementType()));
      Type element = getElementTypeOrSelf(converted);
      FailureOr<Value> identity =
          materializeIdentity(rewriter, loc, op.getIdentities()[i], element);
      if (failed(identity))
        return failure();
      elements.push_back(element);
      identities.push_back(*identity);
      lanes.push_back(toLaneVector(rewriter, loc, adaptor.getInputs()[i]));
    }

    // 1. Fold the lanes of each partial.
    SmallVector<SmallVector<Value>> partials(n); // [operand][partial]
    for (int64_t p = 0; p < partialsPerThread; ++p) {
      int64_t low = p & ((int64_t(1) << laneA) - 1);
      int64_t high = p >> laneA;
      int64_t rep = low | (high << laneB);
      SmallVector<Value> acc(identities);
      for (int64_t m = 0; m < laneGroup; ++m) {
        int64_t lane = rep | (m << laneA);
        SmallVector<Value> items;
        for (size_t i = 0; i < n; ++i)
          items.push_back(vector::ExtractOp::create(
              rewriter, loc, lanes[i], ArrayRef<int64_t>{lane}));
        acc = applyCombiner(rewriter, loc, body, items, acc);
      }
      for (size_t i = 0; i < n; ++i)
        partials[i].push_back(acc[i]);
    }
    SmallVector<Value> partialVectors;
    for (size_t i = 0; i < n; ++i)
      partialVectors.push_back(vector::FromElementsOp::create(
          rewriter, loc, VectorType::get({partialsPerThread}, elements[i]),
          partials[i]));

    SmallVector<Value> results;
    if (contributors == 1) {
      for (auto [i, vec] : llvm::enumerate(partialVectors))
        results.push_back(fromLaneVector(
            rewriter, loc, vec,
            converter.convertType(op.getResults()[i].getType())));
      rewriter.replaceOp(op, results);
      return success();
    }

    // 2. Partials to scratch, one region per operand.
    Type i64 = rewriter.getI64Type();
    int64_t resultElements = resultType.getNumElements();
    SmallVector<int64_t> offsets;
    int64_t offset = 0;
    for (Type element : elements) {
      offsets.push_back(offset);
      offset += roundUp16(resultElements * contributors *
                          getElementBytes(getScratchElementType(element)));
    }
    converter.reserveScratch(offset);
    {
      // Linear index of each partial's first lane, then its result index
      // (bits [a, b) removed) and this thread's contributor number.
      Value chunk = getThreadId(rewriter, loc);
      if (layout.isReplicated())
        chunk = arith::AndIOp::create(
            rewriter, loc, chunk,
            constantInt(rewriter, loc, i64, layout.chunks - 1));
      Value start = arith::MulIOp::create(
          rewriter, loc, chunk,
          constantInt(rewriter, loc, i64, layout.perThread));
      SmallVector<int64_t> reps;
      for (int64_t p = 0; p < partialsPerThread; ++p)
        reps.push_back((p & ((int64_t(1) << laneA) - 1)) |
                       ((p >> laneA) << laneB));
      auto laneType = VectorType::get({partialsPerThread}, i64);
      Value linear = arith::AddIOp::create(
          rewriter, loc, splatLanes(rewriter, loc, start, partialsPerThread),
          arith::ConstantOp::create(
              rewriter, loc,
              DenseElementsAttr::get(laneType, ArrayRef<int64_t>(reps))));
      Value below = arith::AndIOp::create(
          rewriter, loc, linear,
          constantInt(rewriter, loc, laneType, (int64_t(1) << a) - 1));
      Value above = arith::ShLIOp::create(
          rewriter, loc,
          arith::ShRUIOp::create(rewriter, loc, linear,
                                 constantInt(rewriter, loc, laneType, b)),
          constantInt(rewriter, loc, laneType, a));
      Value resultIndex = arith::OrIOp::create(rewriter, loc, below, above);
      Value contributor = arith::AndIOp::create(
          rewriter, loc,
          arith::ShRUIOp::create(rewriter, loc, linear,
                                 constantInt(rewriter, loc, laneType, threadA)),
          constantInt(rewriter, loc, laneType, contributors - 1));
      Value slot = arith::AddIOp::create(
          rewriter, loc,
          arith::MulIOp::create(
              rewriter, loc, resultIndex,
              constantInt(rewriter, loc, laneType, contributors)),
          contributor);
      for (size_t i = 0; i < n; ++i)
        storeIndexed(rewriter, loc, converter, partialVectors[i], slot,
                     offsets[i]);
    }
    barrier(rewriter, loc);

    // Fold the contributors of each result element this thread holds.
    BlockedLayout resultLayout = converter.getLayout(resultType);
    int64_t resultLanes = resultLayout.perThread;
    auto resultLaneType = VectorType::get({resultLanes}, i64);
    Value firstSlot = arith::MulIOp::create(
        rewriter, loc, getElementLinearIndices(rewriter, loc, resultLayout),
        constantInt(rewriter, loc, resultLaneType, contributors));
    SmallVector<Value> inits;
    for (size_t i = 0; i < n; ++i)
      inits.push_back(
          splatLanes(rewriter, loc, identities[i], resultLanes));
    Value zero = constantInt(rewriter, loc, i64, 0);
    auto loop = scf::ForOp::create(
        rewriter, loc, zero, constantInt(rewriter, loc, i64, contributors),
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
    barrier(rewriter, loc);
    for (size_t i = 0; i < n; ++i)
      results.push_back(fromLaneVector(
          rewriter, loc, loop.getResult(i),
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
///  2. when threads also differ in bits of [a, b) (Ct > 1), the totals go to
///     scratch at line index × Ct + contributor, a barrier; each thread folds
///     the totals of the contributors before it in scan order (from the
///     identity, in scan order) into a carry per line, a barrier, and
///     combines its local prefixes with the carry: `f(prefix, carry)`.
/// Equal to the sequential scan up to reassociation (reference §3.4).
struct ScanLowering : OpConversionPattern<ScanOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ScanOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    size_t n = op.getInputs().size();
    if (n == 0 || op.getIdentities().size() != n ||
        op.getResults().size() != n)
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
    int64_t inner = 1;
    for (int64_t i = dim + 1; i < int64_t(shape.size()); ++i)
      inner *= shape[i];
    unsigned a = llvm::Log2_64(inner);
    unsigned b = a + llvm::Log2_64(shape[dim]);
    unsigned k = llvm::Log2_64(layout.perThread);
    unsigned laneA = std::min(a, k), laneB = std::min(b, k);
    int64_t laneGroup = int64_t(1) << (laneB - laneA);
    int64_t linesPerThread = layout.perThread / laneGroup;
    unsigned threadA = std::max(a, k), threadB = std::max(b, k);
    int64_t contributors = int64_t(1) << (threadB - threadA); // Ct

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
          items.push_back(vector::ExtractOp::create(
              rewriter, loc, lanes[i], ArrayRef<int64_t>{lane}));
        // The first element is the scan's first value (identity assumed
        // neutral, reference §3.4).
        acc = step == 0 ? items
                        : applyCombiner(rewriter, loc, body, items, acc);
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
    if (contributors == 1) {
      finish(prefix);
      return success();
    }

    // 2. Totals to scratch, one region per operand.
    Type i64 = rewriter.getI64Type();
    int64_t lines = sourceType.getNumElements() >> (b - a);
    SmallVector<int64_t> offsets;
    int64_t offset = 0;
    for (Type element : elements) {
      offsets.push_back(offset);
      offset += roundUp16(lines * contributors *
                          getElementBytes(getScratchElementType(element)));
    }
    converter.reserveScratch(offset);

    Value chunk = getThreadId(rewriter, loc);
    if (layout.isReplicated())
      chunk = arith::AndIOp::create(
          rewriter, loc, chunk,
          constantInt(rewriter, loc, i64, layout.chunks - 1));
    Value start = arith::MulIOp::create(
        rewriter, loc, chunk,
        constantInt(rewriter, loc, i64, layout.perThread));
    // Every lane of this thread has the same contributor number.
    Value contributor = arith::AndIOp::create(
        rewriter, loc,
        arith::ShRUIOp::create(rewriter, loc, start,
                               constantInt(rewriter, loc, i64, threadA)),
        constantInt(rewriter, loc, i64, contributors - 1));
    SmallVector<int64_t> reps;
    for (int64_t line = 0; line < linesPerThread; ++line)
      reps.push_back(lineLane(line, 0));
    auto laneType = VectorType::get({linesPerThread}, i64);
    Value linear = arith::AddIOp::create(
        rewriter, loc, splatLanes(rewriter, loc, start, linesPerThread),
        arith::ConstantOp::create(
            rewriter, loc,
            DenseElementsAttr::get(laneType, ArrayRef<int64_t>(reps))));
    Value below = arith::AndIOp::create(
        rewriter, loc, linear,
        constantInt(rewriter, loc, laneType, (int64_t(1) << a) - 1));
    Value above = arith::ShLIOp::create(
        rewriter, loc,
        arith::ShRUIOp::create(rewriter, loc, linear,
                               constantInt(rewriter, loc, laneType, b)),
        constantInt(rewriter, loc, laneType, a));
    Value firstSlot = arith::MulIOp::create(
        rewriter, loc, arith::OrIOp::create(rewriter, loc, below, above),
        constantInt(rewriter, loc, laneType, contributors));
    Value slot = arith::AddIOp::create(
        rewriter, loc, firstSlot,
        splatLanes(rewriter, loc, contributor, linesPerThread));
    for (size_t i = 0; i < n; ++i)
      storeIndexed(rewriter, loc, converter,
                   vector::FromElementsOp::create(
                       rewriter, loc,
                       VectorType::get({linesPerThread}, elements[i]),
                       totals[i]),
                   slot, offsets[i]);
    barrier(rewriter, loc);

    // The carry: contributors before this one in scan order, folded in scan
    // order. Forward: j = 0 .. c-1; reverse: j = Ct-1 .. c+1.
    Value zero = constantInt(rewriter, loc, i64, 0);
    Value one = constantInt(rewriter, loc, i64, 1);
    Value last = constantInt(rewriter, loc, i64, contributors - 1);
    Value count = reverse ? arith::SubIOp::create(rewriter, loc, last,
                                                  contributor).getResult()
                          : contributor;
    SmallVector<Value> inits;
    for (size_t i = 0; i < n; ++i)
      inits.push_back(splatLanes(rewriter, loc, identities[i], linesPerThread));
    auto loop = scf::ForOp::create(rewriter, loc, zero, count, one, inits);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(loop.getBody());
      Value j = loop.getInductionVar();
      if (reverse)
        j = arith::SubIOp::create(rewriter, loc, last, j);
      Value at = arith::AddIOp::create(
          rewriter, loc, firstSlot,
          splatLanes(rewriter, loc, j, linesPerThread));
      SmallVector<Value> loaded;
      for (size_t i = 0; i < n; ++i)
        loaded.push_back(loadIndexed(rewriter, loc, converter, at,
                                     elements[i], offsets[i]));
      combineLanesAndYield(rewriter, loc, body, loop, loaded, linesPerThread);
    }
    barrier(rewriter, loc);

    // 3. Apply the carry to each local prefix.
    for (int64_t line = 0; line < linesPerThread; ++line) {
      SmallVector<Value> carry;
      for (size_t i = 0; i < n; ++i)
        carry.push_back(vector::ExtractOp::create(
            rewriter, loc, loop.getResult(i), ArrayRef<int64_t>{line}));
      for (int64_t m = 0; m < laneGroup; ++m) {
        int64_t lane = lineLane(line, m);
        SmallVector<Value> items;
        for (size_t i = 0; i < n; ++i)
          items.push_back(prefix[i][lane]);
        SmallVector<Value> out =
            applyCombiner(rewriter, loc, body, items, carry);
        for (size_t i = 0; i < n; ++i)
          prefix[i][lane] = out[i];
      }
    }
    finish(prefix);
    return success();
  }
};

} // namespace

void mlir::tile::populateTileDataMovementPatterns(
    TileTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<BroadcastLowering, PermuteLowering, ExtractLowering,
               CatLowering, ReduceLowering, ScanLowering>(converter, patterns.getContext());
}
