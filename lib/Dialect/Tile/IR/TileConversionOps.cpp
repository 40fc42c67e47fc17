//===- TileConversionOps.cpp - conversions between element types, bitcasts,
//pointer casts, select ---===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

#include "llvm/ADT/APSInt.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static constexpr int64_t kMaxFoldElements = 1 << 16;

static Type getElementType(Type type) {
  if (auto tile = dyn_cast<TileType>(type))
    return tile.getElementType();
  return {};
}

static unsigned getBitWidth(Type type) {
  Type element = getElementType(type);
  return element && element.isIntOrFloat() ? element.getIntOrFloatBitWidth()
                                           : 0;
}

static RankedTensorType getConstantStorageType(Type type) {
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return {};
  return RankedTensorType::get(tile.getShape(), tile.getElementType());
}

/// `attr` as dense elements holding values of the tile type `type`.
static DenseElementsAttr getConstant(Attribute attr, Type type) {
  auto dense = dyn_cast_if_present<DenseElementsAttr>(attr);
  auto storage = getConstantStorageType(type);
  if (!dense || !storage || dense.getType() != storage)
    return {};
  return dense;
}

/// Maps every element of the constant `source` (of tile type `sourceType`)
/// to an element of `resultType` with `fn`; nullopt refuses the fold.
template <typename In>
static Attribute
foldCast(Attribute source, Type sourceType, Type resultType,
         function_ref<std::optional<Attribute>(const In &)> fn) {
  auto dense = getConstant(source, sourceType);
  auto storage = getConstantStorageType(resultType);
  if (!dense || !storage)
    return {};
  if (dense.isSplat()) {
    std::optional<Attribute> value = fn(dense.getSplatValue<In>());
    if (!value)
      return {};
    return DenseElementsAttr::get(storage, *value);
  }
  if (storage.getNumElements() > kMaxFoldElements)
    return {};
  SmallVector<Attribute> values;
  values.reserve(storage.getNumElements());
  for (const In &element : dense.getValues<In>()) {
    std::optional<Attribute> value = fn(element);
    if (!value)
      return {};
    values.push_back(*value);
  }
  return DenseElementsAttr::get(storage, values);
}

/// The rounding modes APFloat implements, for folding conversions.
static std::optional<APFloat::roundingMode>
getAPFloatRounding(RoundingMode mode) {
  switch (mode) {
  case RoundingMode::NearestEven:
    return APFloat::rmNearestTiesToEven;
  case RoundingMode::Zero:
    return APFloat::rmTowardZero;
  case RoundingMode::NegativeInf:
    return APFloat::rmTowardNegative;
  case RoundingMode::PositiveInf:
    return APFloat::rmTowardPositive;
  case RoundingMode::NearestAway:
    return APFloat::rmNearestTiesToAway;
  default:
    return std::nullopt;
  }
}

/// Whether a conversion that reported `status` produced the exact value the
/// hardware does: exact or merely rounded, not overflowed or invalid.
static bool isFoldableStatus(APFloat::opStatus status) {
  return (status & ~APFloat::opInexact) == APFloat::opOK;
}

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

LogicalResult SelectOp::verify() {
  auto condType = cast<TileType>(getCond().getType());
  auto valueType = cast<TileType>(getResult().getType());
  if (condType.getShape() != valueType.getShape())
    return emitOpError("expects the condition to have the shape of the "
                       "values, but got ")
           << condType << " for values of type " << valueType;
  Type element = valueType.getElementType();
  if (isa<Float4E2M1FNType>(element) ||
      (isIntOrI4Element(element) && !isIntElement(element)))
    return emitOpError("cannot select tiles of ") << element;
  return success();
}

OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  if (getValIfTrue() == getValIfFalse())
    return getValIfTrue();
  auto cond = dyn_cast_if_present<DenseIntElementsAttr>(
      getConstant(adaptor.getCond(), getCond().getType()));
  if (cond && cond.isSplat())
    return cond.getSplatValue<bool>() ? getValIfTrue() : getValIfFalse();

  Type type = getType();
  // select %c, true, false on i1 tiles is %c itself.
  auto trueValue = getConstant(adaptor.getValIfTrue(), type);
  auto falseValue = getConstant(adaptor.getValIfFalse(), type);
  if (getElementType(type).isInteger(1) && trueValue && falseValue &&
      trueValue.isSplat() && falseValue.isSplat() &&
      trueValue.getSplatValue<bool>() && !falseValue.getSplatValue<bool>())
    return getCond();

  // Mixed constant condition over constant values.
  if (!cond || !trueValue || !falseValue ||
      cond.getNumElements() > kMaxFoldElements)
    return {};
  SmallVector<Attribute> values;
  values.reserve(cond.getNumElements());
  for (auto [c, t, f] :
       llvm::zip(cond.getValues<bool>(), trueValue.getValues<Attribute>(),
                 falseValue.getValues<Attribute>()))
    values.push_back(c ? t : f);
  return DenseElementsAttr::get(trueValue.getType(), values);
}

//===----------------------------------------------------------------------===//
// bitcast
//===----------------------------------------------------------------------===//

LogicalResult BitcastOp::verify() {
  unsigned sourceWidth = getBitWidth(getSource().getType());
  unsigned resultWidth = getBitWidth(getType());
  if (sourceWidth != resultWidth)
    return emitOpError("expects elements of equal bit width, but got ")
           << getElementType(getSource().getType()) << " (" << sourceWidth
           << " bits) and " << getElementType(getType()) << " (" << resultWidth
           << " bits)";
  return success();
}

OpFoldResult BitcastOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  if (getSource().getType() == type)
    return getSource();
  if (auto inner = getSource().getDefiningOp<BitcastOp>()) {
    if (inner.getSource().getType() == type)
      return inner.getSource();
    getSourceMutable().assign(inner.getSource());
    return getResult();
  }
  auto dense = getConstant(adaptor.getSource(), getSource().getType());
  if (!dense || (!dense.isSplat() && dense.getNumElements() > kMaxFoldElements))
    return {};
  return dense.bitcast(getElementType(type));
}

//===----------------------------------------------------------------------===//
// exti, trunci
//===----------------------------------------------------------------------===//

LogicalResult ExtIOp::verify() {
  unsigned sourceWidth = getBitWidth(getSource().getType());
  unsigned resultWidth = getBitWidth(getType());
  if (resultWidth <= sourceWidth)
    return emitOpError("expects a result element wider than the source, but "
                       "got ")
           << getElementType(getSource().getType()) << " -> "
           << getElementType(getType());
  return success();
}

OpFoldResult ExtIOp::fold(FoldAdaptor adaptor) {
  bool isSigned = getSignedness() == Signedness::Signed;
  // Two extensions of one kind are one extension.
  if (auto inner = getSource().getDefiningOp<ExtIOp>()) {
    if (inner.getSignedness() == getSignedness()) {
      getSourceMutable().assign(inner.getSource());
      return getResult();
    }
  }
  Type element = getElementType(getType());
  unsigned width = getBitWidth(getType());
  return foldCast<APInt>(adaptor.getSource(), getSource().getType(), getType(),
                         [&](const APInt &value) -> std::optional<Attribute> {
                           return IntegerAttr::get(
                               element, isSigned ? value.sext(width)
                                                 : value.zext(width));
                         });
}

LogicalResult TruncIOp::verify() {
  unsigned sourceWidth = getBitWidth(getSource().getType());
  unsigned resultWidth = getBitWidth(getType());
  if (resultWidth >= sourceWidth)
    return emitOpError("expects a result element narrower than the source, "
                       "but got ")
           << getElementType(getSource().getType()) << " -> "
           << getElementType(getType());
  return success();
}

OpFoldResult TruncIOp::fold(FoldAdaptor adaptor) {
  Type type = getType();
  // Truncating an extension back to the original type gives the original.
  if (auto ext = getSource().getDefiningOp<ExtIOp>()) {
    if (ext.getSource().getType() == type)
      return ext.getSource();
  }
  // Without overflow assumptions the dropped bits do not matter, so a chain
  // of truncations is one truncation.
  if (getOverflow() == IntegerOverflow::None) {
    Value source = getSource();
    Value inner;
    if (auto ext = source.getDefiningOp<ExtIOp>();
        ext && getBitWidth(ext.getSource().getType()) > getBitWidth(type))
      inner = ext.getSource();
    else if (auto trunc = source.getDefiningOp<TruncIOp>();
             trunc && trunc.getOverflow() == IntegerOverflow::None)
      inner = trunc.getSource();
    if (inner) {
      getSourceMutable().assign(inner);
      return getResult();
    }
  }
  Type element = getElementType(type);
  unsigned width = getBitWidth(type);
  return foldCast<APInt>(adaptor.getSource(), getSource().getType(), type,
                         [&](const APInt &value) -> std::optional<Attribute> {
                           return IntegerAttr::get(element, value.trunc(width));
                         });
}

//===----------------------------------------------------------------------===//
// ftof, ftoi, itof
//===----------------------------------------------------------------------===//

LogicalResult FToFOp::verify() {
  Type source = getElementType(getSource().getType());
  Type result = getElementType(getType());
  if (source == result)
    return emitOpError("expects different source and result element types, "
                       "but both are ")
           << source;
  RoundingMode mode = getRoundingMode();
  if (isa<Float8E8M0FNUType>(result)) {
    if (mode != RoundingMode::Zero && mode != RoundingMode::PositiveInf)
      return emitOpError("conversion to f8E8M0FNU expects rounding zero or "
                         "positive_inf, but got ")
             << stringifyRoundingMode(mode);
    return success();
  }
  // The IEEE modes and nearest_away (cuTile's `astype(..., rounding_mode=)`
  // writes all five from 13.4 on; NVIDIA's 13.3 verifier takes only
  // nearest_even). approx, full and nearest_int_to_zero name no rounding to
  // a float format.
  switch (mode) {
  case RoundingMode::NearestEven:
  case RoundingMode::Zero:
  case RoundingMode::NegativeInf:
  case RoundingMode::PositiveInf:
  case RoundingMode::NearestAway:
    return success();
  default:
    return emitOpError("expects rounding nearest_even, zero, negative_inf, "
                       "positive_inf or nearest_away, but got ")
           << stringifyRoundingMode(mode);
  }
}

OpFoldResult FToFOp::fold(FoldAdaptor adaptor) {
  auto resultElement =
      dyn_cast_if_present<FloatType>(getElementType(getType()));
  std::optional<APFloat::roundingMode> rounding =
      getAPFloatRounding(getRoundingMode());
  if (!resultElement || !rounding)
    return {};
  const llvm::fltSemantics &semantics = resultElement.getFloatSemantics();
  return foldCast<APFloat>(
      adaptor.getSource(), getSource().getType(), getType(),
      [&](const APFloat &value) -> std::optional<Attribute> {
        // NaN payloads are the hardware's business.
        if (value.isNaN())
          return std::nullopt;
        APFloat converted = value;
        bool losesInfo = false;
        if (!isFoldableStatus(
                converted.convert(semantics, *rounding, &losesInfo)))
          return std::nullopt;
        return FloatAttr::get(resultElement, converted);
      });
}

LogicalResult FToIOp::verify() {
  RoundingMode mode = getRoundingMode();
  if (mode != RoundingMode::NearestIntToZero)
    return emitOpError("expects rounding nearest_int_to_zero, but got ")
           << stringifyRoundingMode(mode);
  return success();
}

OpFoldResult FToIOp::fold(FoldAdaptor adaptor) {
  Type element = getElementType(getType());
  unsigned width = getBitWidth(getType());
  bool isUnsigned = getSignedness() == Signedness::Unsigned;
  return foldCast<APFloat>(
      adaptor.getSource(), getSource().getType(), getType(),
      [&](const APFloat &value) -> std::optional<Attribute> {
        // NaN, infinities and out-of-range values are left alone: undefined
        // without `saturating`, and hardware-defined with it.
        llvm::APSInt result(width, isUnsigned);
        bool isExact = false;
        if (!isFoldableStatus(value.convertToInteger(
                result, APFloat::rmTowardZero, &isExact)))
          return std::nullopt;
        return IntegerAttr::get(element, result);
      });
}

LogicalResult IToFOp::verify() {
  RoundingMode mode = getRoundingMode();
  if (mode != RoundingMode::NearestEven)
    return emitOpError("expects rounding nearest_even, but got ")
           << stringifyRoundingMode(mode);
  Type result = getElementType(getType());
  if (isa<Float8E8M0FNUType>(result))
    return emitOpError("cannot convert integers to ") << result;
  return success();
}

OpFoldResult IToFOp::fold(FoldAdaptor adaptor) {
  auto resultElement =
      dyn_cast_if_present<FloatType>(getElementType(getType()));
  if (!resultElement)
    return {};
  bool isSigned = getSignedness() == Signedness::Signed;
  const llvm::fltSemantics &semantics = resultElement.getFloatSemantics();
  return foldCast<APInt>(
      adaptor.getSource(), getSource().getType(), getType(),
      [&](const APInt &value) -> std::optional<Attribute> {
        APFloat converted(semantics);
        if (!isFoldableStatus(converted.convertFromAPInt(
                value, isSigned, APFloat::rmNearestTiesToEven)))
          return std::nullopt;
        return FloatAttr::get(resultElement, converted);
      });
}

//===----------------------------------------------------------------------===//
// int_to_ptr, ptr_to_int, ptr_to_ptr
//===----------------------------------------------------------------------===//

OpFoldResult IntToPtrOp::fold(FoldAdaptor) {
  if (auto inner = getSource().getDefiningOp<PtrToIntOp>())
    if (inner.getSource().getType() == getType())
      return inner.getSource();
  return {};
}

OpFoldResult PtrToIntOp::fold(FoldAdaptor) {
  if (auto inner = getSource().getDefiningOp<IntToPtrOp>())
    return inner.getSource();
  return {};
}

OpFoldResult PtrToPtrOp::fold(FoldAdaptor) {
  Type type = getType();
  if (getSource().getType() == type)
    return getSource();
  if (auto inner = getSource().getDefiningOp<PtrToPtrOp>()) {
    if (inner.getSource().getType() == type)
      return inner.getSource();
    getSourceMutable().assign(inner.getSource());
    return getResult();
  }
  return {};
}

//===----------------------------------------------------------------------===//
// pack, unpack
//===----------------------------------------------------------------------===//

/// Bits one element takes in a packed tile: tf32 is stored in 32 bits and
/// i1 in a byte.
static unsigned getPackedBitWidth(Type element) {
  if (isa<FloatTF32Type>(element))
    return 32;
  if (element.isInteger(1))
    return 8;
  return element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 0;
}

/// Checks a pack or unpack between the rank-1 tile `wide` (anything but
/// 8-bit elements) and the rank-1 i8 tile `bytes`.
static LogicalResult verifyPacking(Operation *op, TileType wide, TileType bytes,
                                   StringRef wideName, StringRef bytesName) {
  if (wide.getRank() != 1 || bytes.getRank() != 1)
    return op->emitOpError("expects rank-1 source and result tiles, but got ")
           << wide.getRank() << "-d " << wideName << " and " << bytes.getRank()
           << "-d " << bytesName;
  if (!bytes.getElementType().isInteger(8))
    return op->emitOpError("expects the ")
           << bytesName << " to hold i8 elements, but got "
           << bytes.getElementType();
  unsigned bits = getPackedBitWidth(wide.getElementType());
  if (bits == 8)
    return op->emitOpError("expects the ")
           << wideName << " to hold elements other than 8-bit ones, but got "
           << wide.getElementType();
  int64_t wideBits = wide.getDimSize(0) * bits;
  if (wideBits != bytes.getDimSize(0) * 8)
    return op->emitOpError("expects the ")
           << wideName << " to hold as many bits as the " << bytesName << " ("
           << bytes.getDimSize(0) * 8 << "), but it holds " << wideBits;
  return success();
}

LogicalResult PackOp::verify() {
  return verifyPacking(*this, cast<TileType>(getSource().getType()),
                       cast<TileType>(getType()), "source", "result");
}

LogicalResult UnpackOp::verify() {
  return verifyPacking(*this, cast<TileType>(getType()),
                       cast<TileType>(getSource().getType()), "result",
                       "source");
}

OpFoldResult PackOp::fold(FoldAdaptor) {
  if (auto inner = getSource().getDefiningOp<UnpackOp>())
    if (inner.getSource().getType() == getType())
      return inner.getSource();
  return {};
}

OpFoldResult UnpackOp::fold(FoldAdaptor) {
  if (auto inner = getSource().getDefiningOp<PackOp>())
    if (inner.getSource().getType() == getType())
      return inner.getSource();
  return {};
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileConversionOps.cpp.inc"
