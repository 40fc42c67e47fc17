//===- TileFloatOps.cpp - floating-point arithmetic and cmpf ---===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Verifier helpers
//===----------------------------------------------------------------------===//

static bool isF32Tile(Type type) {
  auto tile = dyn_cast<TileType>(type);
  return tile && tile.getElementType().isF32();
}

static bool isIEEERounding(RoundingMode mode) {
  return mode == RoundingMode::NearestEven || mode == RoundingMode::Zero ||
         mode == RoundingMode::NegativeInf || mode == RoundingMode::PositiveInf;
}

/// `flush_to_zero` only applies to f32 tiles.
static LogicalResult verifyFlushToZero(Operation *op, bool flushToZero,
                                       Type type) {
  if (flushToZero && !isF32Tile(type))
    return op->emitOpError("flush_to_zero requires f32 elements, but got ")
           << type;
  return success();
}

/// addf, subf, mulf and fma: the four IEEE rounding modes.
static LogicalResult verifyIEEEArith(Operation *op, RoundingMode mode,
                                     bool flushToZero, Type type) {
  if (!isIEEERounding(mode))
    return op->emitOpError("expects rounding nearest_even, zero, negative_inf "
                           "or positive_inf, but got ")
           << stringifyRoundingMode(mode);
  return verifyFlushToZero(op, flushToZero, type);
}

//===----------------------------------------------------------------------===//
// Constant folding helpers
//===----------------------------------------------------------------------===//

static constexpr int64_t kMaxFoldElements = 1 << 16;

static RankedTensorType getConstantStorageType(Type type) {
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return {};
  return RankedTensorType::get(tile.getShape(), tile.getElementType());
}

/// `attr` as float elements holding values of the tile type `type`.
static DenseFPElementsAttr getFloatConstant(Attribute attr, Type type) {
  auto dense = dyn_cast_if_present<DenseFPElementsAttr>(attr);
  auto storage = getConstantStorageType(type);
  if (!dense || !storage || dense.getType() != storage)
    return {};
  return dense;
}

static bool isSplatFloat(Attribute attr, Type type,
                         function_ref<bool(const APFloat &)> pred) {
  auto dense = getFloatConstant(attr, type);
  return dense && dense.isSplat() && pred(dense.getSplatValue<APFloat>());
}

static bool isExactly(Attribute attr, Type type, double value) {
  return isSplatFloat(
      attr, type, [&](const APFloat &v) { return v.isExactlyValue(value); });
}

/// Folds elementwise over any number of constant float operands. `fn`
/// returns nullopt to refuse the fold; `resultType` may differ from the
/// operand type (cmpf gives i1), so `fn` builds its own attribute values.
static Attribute foldFloatElementwise(
    ArrayRef<Attribute> operandAttrs, Type operandType, Type resultType,
    function_ref<std::optional<Attribute>(ArrayRef<APFloat>)> fn) {
  SmallVector<DenseFPElementsAttr> operands;
  for (Attribute attr : operandAttrs) {
    auto dense = getFloatConstant(attr, operandType);
    if (!dense)
      return {};
    operands.push_back(dense);
  }
  auto storage = getConstantStorageType(resultType);
  if (!storage)
    return {};
  bool allSplat = llvm::all_of(
      operands, [](DenseFPElementsAttr attr) { return attr.isSplat(); });
  int64_t count = allSplat ? 1 : storage.getNumElements();
  if (count > kMaxFoldElements)
    return {};
  SmallVector<SmallVector<APFloat>> columns;
  for (DenseFPElementsAttr operand : operands) {
    if (allSplat)
      columns.push_back({operand.getSplatValue<APFloat>()});
    else
      columns.push_back(llvm::to_vector(operand.getValues<APFloat>()));
  }
  SmallVector<Attribute> values;
  values.reserve(count);
  SmallVector<APFloat> args;
  for (int64_t i = 0; i < count; ++i) {
    args.clear();
    for (auto &column : columns)
      args.push_back(column[i]);
    std::optional<Attribute> value = fn(args);
    if (!value)
      return {};
    values.push_back(*value);
  }
  if (allSplat)
    return DenseElementsAttr::get(storage, values.front());
  return DenseElementsAttr::get(storage, values);
}

/// Folds an op whose result has the operand type and whose every element is
/// computed by `fn`.
static Attribute
foldFloatSameType(ArrayRef<Attribute> operandAttrs, Type type,
                  function_ref<std::optional<APFloat>(ArrayRef<APFloat>)> fn) {
  Type elementType = getElementTypeOrSelf(type);
  return foldFloatElementwise(
      operandAttrs, type, type,
      [&](ArrayRef<APFloat> args) -> std::optional<Attribute> {
        std::optional<APFloat> value = fn(args);
        if (!value)
          return std::nullopt;
        return FloatAttr::get(elementType, *value);
      });
}

/// Only round-to-nearest-even without flushing matches APFloat's defaults,
/// so only those ops fold.
static bool canFoldRounded(RoundingMode mode, bool flushToZero) {
  return mode == RoundingMode::NearestEven && !flushToZero;
}

/// Folds a rounded binary op computed by `fn` on APFloats in place.
static Attribute foldRoundedBinary(
    Attribute lhs, Attribute rhs, Type type,
    APFloat::opStatus (APFloat::*fn)(const APFloat &, APFloat::roundingMode)) {
  return foldFloatSameType(
      {lhs, rhs}, type, [&](ArrayRef<APFloat> args) -> std::optional<APFloat> {
        APFloat result = args[0];
        (result.*fn)(args[1], APFloat::rmNearestTiesToEven);
        return result;
      });
}

//===----------------------------------------------------------------------===//
// addf, subf, mulf, divf, fma
//===----------------------------------------------------------------------===//

LogicalResult AddFOp::verify() {
  return verifyIEEEArith(*this, getRoundingMode(), getFlushToZero(), getType());
}

LogicalResult SubFOp::verify() {
  return verifyIEEEArith(*this, getRoundingMode(), getFlushToZero(), getType());
}

LogicalResult MulFOp::verify() {
  return verifyIEEEArith(*this, getRoundingMode(), getFlushToZero(), getType());
}

LogicalResult FmaOp::verify() {
  return verifyIEEEArith(*this, getRoundingMode(), getFlushToZero(), getType());
}

LogicalResult DivFOp::verify() {
  RoundingMode mode = getRoundingMode();
  if (mode == RoundingMode::Approx || mode == RoundingMode::Full) {
    if (!isF32Tile(getType()))
      return emitOpError("rounding ")
             << stringifyRoundingMode(mode)
             << " requires f32 elements, but got " << getType();
  } else if (!isIEEERounding(mode)) {
    return emitOpError("expects rounding nearest_even, zero, negative_inf, "
                       "positive_inf, approx or full, but got ")
           << stringifyRoundingMode(mode);
  }
  return verifyFlushToZero(*this, getFlushToZero(), getType());
}

OpFoldResult AddFOp::fold(FoldAdaptor adaptor) {
  if (!canFoldRounded(getRoundingMode(), getFlushToZero()))
    return {};
  // x + -0.0 == x for every x, including +0 and -0, under nearest-even.
  if (isSplatFloat(adaptor.getRhs(), getType(), [](const APFloat &v) {
        return v.isZero() && v.isNegative();
      }))
    return getLhs();
  return foldRoundedBinary(adaptor.getLhs(), adaptor.getRhs(), getType(),
                           &APFloat::add);
}

OpFoldResult SubFOp::fold(FoldAdaptor adaptor) {
  if (!canFoldRounded(getRoundingMode(), getFlushToZero()))
    return {};
  // x - +0.0 == x for every x.
  if (isSplatFloat(adaptor.getRhs(), getType(),
                   [](const APFloat &v) { return v.isPosZero(); }))
    return getLhs();
  return foldRoundedBinary(adaptor.getLhs(), adaptor.getRhs(), getType(),
                           &APFloat::subtract);
}

OpFoldResult MulFOp::fold(FoldAdaptor adaptor) {
  if (!canFoldRounded(getRoundingMode(), getFlushToZero()))
    return {};
  if (isExactly(adaptor.getRhs(), getType(), 1.0))
    return getLhs();
  return foldRoundedBinary(adaptor.getLhs(), adaptor.getRhs(), getType(),
                           &APFloat::multiply);
}

OpFoldResult DivFOp::fold(FoldAdaptor adaptor) {
  if (!canFoldRounded(getRoundingMode(), getFlushToZero()))
    return {};
  if (isExactly(adaptor.getRhs(), getType(), 1.0))
    return getLhs();
  return foldRoundedBinary(adaptor.getLhs(), adaptor.getRhs(), getType(),
                           &APFloat::divide);
}

OpFoldResult FmaOp::fold(FoldAdaptor adaptor) {
  if (!canFoldRounded(getRoundingMode(), getFlushToZero()))
    return {};
  return foldFloatSameType(
      {adaptor.getLhs(), adaptor.getRhs(), adaptor.getAcc()}, getType(),
      [](ArrayRef<APFloat> args) -> std::optional<APFloat> {
        APFloat result = args[0];
        result.fusedMultiplyAdd(args[1], args[2], APFloat::rmNearestTiesToEven);
        return result;
      });
}

//===----------------------------------------------------------------------===//
// maxf, minf
//===----------------------------------------------------------------------===//

LogicalResult MaxFOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero(), getType());
}

LogicalResult MinFOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero(), getType());
}

OpFoldResult MaxFOp::fold(FoldAdaptor adaptor) {
  if (getFlushToZero())
    return {};
  if (getLhs() == getRhs())
    return getLhs();
  bool propagateNaN = getPropagateNan();
  return foldFloatSameType(
      {adaptor.getLhs(), adaptor.getRhs()}, getType(),
      [&](ArrayRef<APFloat> args) -> std::optional<APFloat> {
        return propagateNaN ? llvm::maximum(args[0], args[1])
                            : llvm::maximumnum(args[0], args[1]);
      });
}

OpFoldResult MinFOp::fold(FoldAdaptor adaptor) {
  if (getFlushToZero())
    return {};
  if (getLhs() == getRhs())
    return getLhs();
  bool propagateNaN = getPropagateNan();
  return foldFloatSameType(
      {adaptor.getLhs(), adaptor.getRhs()}, getType(),
      [&](ArrayRef<APFloat> args) -> std::optional<APFloat> {
        return propagateNaN ? llvm::minimum(args[0], args[1])
                            : llvm::minimumnum(args[0], args[1]);
      });
}

//===----------------------------------------------------------------------===//
// absf, negf, floor, ceil (exact, so always foldable)
//===----------------------------------------------------------------------===//

OpFoldResult AbsFOp::fold(FoldAdaptor adaptor) {
  return foldFloatSameType(
      {adaptor.getX()}, getType(),
      [](ArrayRef<APFloat> args) -> std::optional<APFloat> {
        return abs(args[0]);
      });
}

OpFoldResult NegFOp::fold(FoldAdaptor adaptor) {
  if (auto inner = getX().getDefiningOp<NegFOp>())
    return inner.getX();
  return foldFloatSameType(
      {adaptor.getX()}, getType(),
      [](ArrayRef<APFloat> args) -> std::optional<APFloat> {
        return neg(args[0]);
      });
}

static std::optional<APFloat> roundToIntegral(APFloat value,
                                              APFloat::roundingMode mode) {
  value.roundToIntegral(mode);
  return value;
}

OpFoldResult FloorOp::fold(FoldAdaptor adaptor) {
  return foldFloatSameType(
      {adaptor.getX()}, getType(), [](ArrayRef<APFloat> args) {
        return roundToIntegral(args[0], APFloat::rmTowardNegative);
      });
}

OpFoldResult CeilOp::fold(FoldAdaptor adaptor) {
  return foldFloatSameType(
      {adaptor.getX()}, getType(), [](ArrayRef<APFloat> args) {
        return roundToIntegral(args[0], APFloat::rmTowardPositive);
      });
}

//===----------------------------------------------------------------------===//
// fpowi
//===----------------------------------------------------------------------===//

LogicalResult FPowIOp::verify() {
  auto sourceType = cast<TileType>(getSource().getType());
  auto exponentType = cast<TileType>(getExponent().getType());
  if (sourceType.getShape() != exponentType.getShape())
    return emitOpError("expects the exponent to have the shape of the source, "
                       "but got ")
           << exponentType << " for a source of type " << sourceType;
  return success();
}

//===----------------------------------------------------------------------===//
// cmpf
//===----------------------------------------------------------------------===//

LogicalResult CmpFOp::verify() {
  auto operandType = cast<TileType>(getLhs().getType());
  auto resultType = cast<TileType>(getResult().getType());
  if (operandType.getShape() != resultType.getShape())
    return emitOpError("expects the result to have the operand shape, but got ")
           << resultType << " for operands of type " << operandType;
  return success();
}

static bool evaluateFloatPredicate(ComparisonPredicate predicate,
                                   ComparisonOrdering ordering,
                                   const APFloat &a, const APFloat &b) {
  APFloat::cmpResult cmp = a.compare(b);
  if (cmp == APFloat::cmpUnordered)
    return ordering == ComparisonOrdering::Unordered;
  switch (predicate) {
  case ComparisonPredicate::Equal:
    return cmp == APFloat::cmpEqual;
  case ComparisonPredicate::NotEqual:
    return cmp != APFloat::cmpEqual;
  case ComparisonPredicate::LessThan:
    return cmp == APFloat::cmpLessThan;
  case ComparisonPredicate::LessThanOrEqual:
    return cmp == APFloat::cmpLessThan || cmp == APFloat::cmpEqual;
  case ComparisonPredicate::GreaterThan:
    return cmp == APFloat::cmpGreaterThan;
  case ComparisonPredicate::GreaterThanOrEqual:
    return cmp == APFloat::cmpGreaterThan || cmp == APFloat::cmpEqual;
  }
  return false;
}

OpFoldResult CmpFOp::fold(FoldAdaptor adaptor) {
  ComparisonPredicate predicate = getComparisonPredicate();
  ComparisonOrdering ordering = getComparisonOrdering();
  Type i1 = IntegerType::get(getContext(), 1);
  return foldFloatElementwise(
      {adaptor.getLhs(), adaptor.getRhs()}, getLhs().getType(), getType(),
      [&](ArrayRef<APFloat> args) -> std::optional<Attribute> {
        return IntegerAttr::get(
            i1, evaluateFloatPredicate(predicate, ordering, args[0], args[1]));
      });
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileFloatOps.cpp.inc"
