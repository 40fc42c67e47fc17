//===- TileIntegerOps.cpp - integer arithmetic, bitwise ops and cmpi ---===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Constant folding helpers
//===----------------------------------------------------------------------===//

// Non-splat constants up to this many elements are folded; bigger ones would
// bloat the IR for little gain.
static constexpr int64_t kMaxFoldElements = 1 << 16;

/// The builtin tensor type `tile.constant` stores for a tile type, or null.
static RankedTensorType getConstantStorageType(Type type) {
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return {};
  return RankedTensorType::get(tile.getShape(), tile.getElementType());
}

/// `attr` as integer elements holding values of the tile type `type`.
static DenseIntElementsAttr getIntConstant(Attribute attr, Type type) {
  auto dense = dyn_cast_if_present<DenseIntElementsAttr>(attr);
  auto storage = getConstantStorageType(type);
  if (!dense || !storage || dense.getType() != storage)
    return {};
  return dense;
}

/// Whether `attr` is a splat integer constant equal to `pred`.
static bool isSplatInt(Attribute attr, Type type,
                       function_ref<bool(const APInt &)> pred) {
  auto dense = getIntConstant(attr, type);
  return dense && dense.isSplat() && pred(dense.getSplatValue<APInt>());
}

static bool isZero(Attribute attr, Type type) {
  return isSplatInt(attr, type, [](const APInt &v) { return v.isZero(); });
}
static bool isOne(Attribute attr, Type type) {
  return isSplatInt(attr, type, [](const APInt &v) { return v.isOne(); });
}
static bool isAllOnes(Attribute attr, Type type) {
  return isSplatInt(attr, type, [](const APInt &v) { return v.isAllOnes(); });
}

/// A splat constant of tile type `type` holding `value`.
static Attribute getSplat(Type type, const APInt &value) {
  auto storage = getConstantStorageType(type);
  if (!storage)
    return {};
  return DenseElementsAttr::get(storage, value);
}

using IntElementFn =
    function_ref<std::optional<APInt>(const APInt &, const APInt &)>;

/// Applies `fn` elementwise to two constant operands; `fn` returns nullopt
/// where the result is undefined, which stops the fold. The result element
/// type is `resultType`'s (i1 for comparisons).
static Attribute foldIntBinary(Attribute lhsAttr, Attribute rhsAttr,
                               Type operandType, Type resultType,
                               IntElementFn fn) {
  auto lhs = getIntConstant(lhsAttr, operandType);
  auto rhs = getIntConstant(rhsAttr, operandType);
  auto storage = getConstantStorageType(resultType);
  if (!lhs || !rhs || !storage)
    return {};
  if (lhs.isSplat() && rhs.isSplat()) {
    std::optional<APInt> value =
        fn(lhs.getSplatValue<APInt>(), rhs.getSplatValue<APInt>());
    if (!value)
      return {};
    return DenseElementsAttr::get(storage, *value);
  }
  if (storage.getNumElements() > kMaxFoldElements)
    return {};
  SmallVector<APInt> values;
  values.reserve(storage.getNumElements());
  for (auto [a, b] :
       llvm::zip(lhs.getValues<APInt>(), rhs.getValues<APInt>())) {
    std::optional<APInt> value = fn(a, b);
    if (!value)
      return {};
    values.push_back(std::move(*value));
  }
  return DenseElementsAttr::get(storage, values);
}

static Attribute foldIntBinary(Attribute lhs, Attribute rhs, Type type,
                               IntElementFn fn) {
  return foldIntBinary(lhs, rhs, type, type, fn);
}

static Attribute
foldIntUnary(Attribute operand, Type type,
             function_ref<std::optional<APInt>(const APInt &)> fn) {
  auto source = getIntConstant(operand, type);
  if (!source)
    return {};
  auto storage = source.getType();
  if (source.isSplat()) {
    std::optional<APInt> value = fn(source.getSplatValue<APInt>());
    if (!value)
      return {};
    return DenseElementsAttr::get(storage, *value);
  }
  if (storage.getNumElements() > kMaxFoldElements)
    return {};
  SmallVector<APInt> values;
  values.reserve(storage.getNumElements());
  for (const APInt &a : source.getValues<APInt>()) {
    std::optional<APInt> value = fn(a);
    if (!value)
      return {};
    values.push_back(std::move(*value));
  }
  return DenseElementsAttr::get(storage, values);
}

//===----------------------------------------------------------------------===//
// addi, subi, muli, shli, mulhii
//===----------------------------------------------------------------------===//

OpFoldResult AddIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  // Commutative: a constant operand has been moved to the right.
  if (isZero(adaptor.getRhs(), type))
    return getLhs();
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), type,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        return a + b;
      });
}

OpFoldResult SubIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  if (isZero(adaptor.getRhs(), type))
    return getLhs();
  if (getLhs() == getRhs())
    return getSplat(
        type,
        APInt::getZero(getElementTypeOrSelf(type).getIntOrFloatBitWidth()));
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), type,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        return a - b;
      });
}

OpFoldResult MulIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  if (isOne(adaptor.getRhs(), type))
    return getLhs();
  if (isZero(adaptor.getRhs(), type))
    return adaptor.getRhs();
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), type,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        return a * b;
      });
}

OpFoldResult ShLIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  if (isZero(adaptor.getRhs(), type))
    return getLhs();
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), type,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        // Shifting by the bit width or more is undefined.
        if (b.uge(a.getBitWidth()))
          return std::nullopt;
        return a.shl(b);
      });
}

OpFoldResult MulhiIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  if (isZero(adaptor.getY(), type))
    return adaptor.getY();
  return foldIntBinary(
      adaptor.getX(), adaptor.getY(), type,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        return llvm::APIntOps::mulhu(a, b);
      });
}

//===----------------------------------------------------------------------===//
// divi, remi, maxi, mini, shri
//===----------------------------------------------------------------------===//

LogicalResult DivIOp::verify() {
  RoundingMode mode = getRounding();
  if (mode != RoundingMode::Zero && mode != RoundingMode::NegativeInf &&
      mode != RoundingMode::PositiveInf)
    return emitOpError("expects rounding zero, negative_inf or positive_inf, "
                       "but got ")
           << stringifyRoundingMode(mode);
  if (mode == RoundingMode::NegativeInf &&
      getSignedness() == Signedness::Unsigned)
    return emitOpError("rounding negative_inf requires signed division");
  return success();
}

OpFoldResult DivIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  if (isOne(adaptor.getRhs(), type))
    return getLhs();
  bool isSigned = getSignedness() == Signedness::Signed;
  RoundingMode mode = getRounding();
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), type,
      [&](const APInt &a, const APInt &b) -> std::optional<APInt> {
        // Division by zero and signed MIN / -1 are undefined.
        if (b.isZero())
          return std::nullopt;
        if (isSigned && a.isMinSignedValue() && b.isAllOnes())
          return std::nullopt;
        APInt::Rounding rounding =
            mode == RoundingMode::NegativeInf   ? APInt::Rounding::DOWN
            : mode == RoundingMode::PositiveInf ? APInt::Rounding::UP
                                                : APInt::Rounding::TOWARD_ZERO;
        return isSigned ? llvm::APIntOps::RoundingSDiv(a, b, rounding)
                        : llvm::APIntOps::RoundingUDiv(a, b, rounding);
      });
}

OpFoldResult RemIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  bool isSigned = getSignedness() == Signedness::Signed;
  if (isOne(adaptor.getRhs(), type))
    return getSplat(
        type,
        APInt::getZero(getElementTypeOrSelf(type).getIntOrFloatBitWidth()));
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), type,
      [&](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        if (isSigned && a.isMinSignedValue() && b.isAllOnes())
          return std::nullopt;
        return isSigned ? a.srem(b) : a.urem(b);
      });
}

OpFoldResult MaxIOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs())
    return getLhs();
  bool isSigned = getSignedness() == Signedness::Signed;
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), getType(),
      [&](const APInt &a, const APInt &b) -> std::optional<APInt> {
        return isSigned ? llvm::APIntOps::smax(a, b)
                        : llvm::APIntOps::umax(a, b);
      });
}

OpFoldResult MinIOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs())
    return getLhs();
  bool isSigned = getSignedness() == Signedness::Signed;
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), getType(),
      [&](const APInt &a, const APInt &b) -> std::optional<APInt> {
        return isSigned ? llvm::APIntOps::smin(a, b)
                        : llvm::APIntOps::umin(a, b);
      });
}

OpFoldResult ShRIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  if (isZero(adaptor.getRhs(), type))
    return getLhs();
  bool isSigned = getSignedness() == Signedness::Signed;
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), type,
      [&](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.uge(a.getBitWidth()))
          return std::nullopt;
        return isSigned ? a.ashr(b) : a.lshr(b);
      });
}

//===----------------------------------------------------------------------===//
// andi, ori, xori
//===----------------------------------------------------------------------===//

OpFoldResult AndIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  if (getLhs() == getRhs() || isAllOnes(adaptor.getRhs(), type))
    return getLhs();
  if (isZero(adaptor.getRhs(), type))
    return adaptor.getRhs();
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), type,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        return a & b;
      });
}

OpFoldResult OrIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  if (getLhs() == getRhs() || isZero(adaptor.getRhs(), type))
    return getLhs();
  if (isAllOnes(adaptor.getRhs(), type))
    return adaptor.getRhs();
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), type,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        return a | b;
      });
}

OpFoldResult XOrIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  if (isZero(adaptor.getRhs(), type))
    return getLhs();
  if (getLhs() == getRhs())
    return getSplat(
        type,
        APInt::getZero(getElementTypeOrSelf(type).getIntOrFloatBitWidth()));
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), type,
      [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        return a ^ b;
      });
}

//===----------------------------------------------------------------------===//
// absi, negi
//===----------------------------------------------------------------------===//

OpFoldResult AbsIOp::fold(FoldAdaptor adaptor) {
  // |INT_MIN| keeps its bit pattern, 2^(N-1) read unsigned.
  return foldIntUnary(
      adaptor.getX(), getType(),
      [](const APInt &a) -> std::optional<APInt> { return a.abs(); });
}

LogicalResult NegIOp::verify() {
  IntegerOverflow overflow = getOverflow();
  if (overflow == IntegerOverflow::NoUnsignedWrap)
    return emitOpError("overflow may not be no_unsigned_wrap");
  return success();
}

OpFoldResult NegIOp::fold(FoldAdaptor adaptor) {
  // -(-x) == x in wrap-around arithmetic.
  if (auto inner = getX().getDefiningOp<NegIOp>())
    return inner.getX();
  return foldIntUnary(
      adaptor.getX(), getType(),
      [](const APInt &a) -> std::optional<APInt> { return -a; });
}

//===----------------------------------------------------------------------===//
// cmpi
//===----------------------------------------------------------------------===//

LogicalResult CmpIOp::verify() {
  auto operandType = cast<TileType>(getLhs().getType());
  auto resultType = cast<TileType>(getResult().getType());
  if (operandType.getShape() != resultType.getShape())
    return emitOpError("expects the result to have the operand shape, but got ")
           << resultType << " for operands of type " << operandType;
  return success();
}

static bool evaluateIntPredicate(ComparisonPredicate predicate, bool isSigned,
                                 const APInt &a, const APInt &b) {
  switch (predicate) {
  case ComparisonPredicate::Equal:
    return a == b;
  case ComparisonPredicate::NotEqual:
    return a != b;
  case ComparisonPredicate::LessThan:
    return isSigned ? a.slt(b) : a.ult(b);
  case ComparisonPredicate::LessThanOrEqual:
    return isSigned ? a.sle(b) : a.ule(b);
  case ComparisonPredicate::GreaterThan:
    return isSigned ? a.sgt(b) : a.ugt(b);
  case ComparisonPredicate::GreaterThanOrEqual:
    return isSigned ? a.sge(b) : a.uge(b);
  }
  return false;
}

OpFoldResult CmpIOp::fold(FoldAdaptor adaptor) {
  ComparisonPredicate predicate = getComparisonPredicate();
  bool isSigned = getSignedness() == Signedness::Signed;
  if (getLhs() == getRhs()) {
    bool value = predicate == ComparisonPredicate::Equal ||
                 predicate == ComparisonPredicate::LessThanOrEqual ||
                 predicate == ComparisonPredicate::GreaterThanOrEqual;
    return getSplat(getType(), APInt(1, value));
  }
  return foldIntBinary(
      adaptor.getLhs(), adaptor.getRhs(), getLhs().getType(), getType(),
      [&](const APInt &a, const APInt &b) -> std::optional<APInt> {
        return APInt(1, evaluateIntPredicate(predicate, isSigned, a, b));
      });
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileIntegerOps.cpp.inc"
