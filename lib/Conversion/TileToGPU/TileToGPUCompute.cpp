//===- TileToGPUCompute.cpp - elementwise, shape and id lowering ----------===//
//
// Ops that keep the blocked layout of their operands: each thread applies
// the op to the elements it holds, as one arith/math op on its vector.
// TileToGPUSupport.cpp decides which op/type/attribute combinations reach
// these patterns.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"
#include "TileToGPUFloat.h"
#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/APFloat.h"

#include <limits>

using namespace mlir;
using namespace mlir::tile;

namespace {

template <typename TileOpTy> using Base = OpConversionPattern<TileOpTy>;

/// The converted result type of a one-result op.
template <typename OpTy>
Type resultType(const TypeConverter *converter, OpTy op) {
  return converter->convertType(op->getResult(0).getType());
}

/// tile op -> one op of `Target` on the converted operands.
template <typename TileOpTy, typename TargetOp>
struct OneToOne : Base<TileOpTy> {
  using Base<TileOpTy>::Base;
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(this->getTypeConverter(), op);
    if (!type)
      return failure();
    rewriter.replaceOpWithNewOp<TargetOp>(op, type, adaptor.getOperands());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Integer ops
//===----------------------------------------------------------------------===//

/// Ops whose `signedness` picks one of two arith ops (arithmetic and the
/// int<->float casts alike).
template <typename TileOpTy, typename SignedOp, typename UnsignedOp>
struct BySignedness : Base<TileOpTy> {
  using Base<TileOpTy>::Base;
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(this->getTypeConverter(), op);
    if (!type)
      return failure();
    if (op.getSignedness() == Signedness::Signed)
      rewriter.replaceOpWithNewOp<SignedOp>(op, type, adaptor.getOperands());
    else
      rewriter.replaceOpWithNewOp<UnsignedOp>(op, type, adaptor.getOperands());
    return success();
  }
};

struct DivILowering : Base<DivIOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(DivIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    Location loc = op.getLoc();
    bool isSigned = op.getSignedness() == Signedness::Signed;
    Value result;
    switch (op.getRounding()) {
    case RoundingMode::Zero:
      result =
          isSigned
              ? arith::DivSIOp::create(rewriter, loc, lhs, rhs).getResult()
              : arith::DivUIOp::create(rewriter, loc, lhs, rhs).getResult();
      break;
    case RoundingMode::NegativeInf:
      result = arith::FloorDivSIOp::create(rewriter, loc, lhs, rhs);
      break;
    case RoundingMode::PositiveInf:
      result =
          isSigned
              ? arith::CeilDivSIOp::create(rewriter, loc, lhs, rhs).getResult()
              : arith::CeilDivUIOp::create(rewriter, loc, lhs, rhs).getResult();
      break;
    default:
      return failure();
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct NegILowering : Base<NegIOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(NegIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getX();
    Value zero = constantInt(rewriter, op.getLoc(), x.getType(), 0);
    rewriter.replaceOpWithNewOp<arith::SubIOp>(op, zero, x);
    return success();
  }
};

struct MulhiILowering : Base<MulhiIOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(MulhiIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto product = arith::MulUIExtendedOp::create(
        rewriter, op.getLoc(), adaptor.getX(), adaptor.getY());
    rewriter.replaceOp(op, product.getHigh());
    return success();
  }
};

arith::CmpIPredicate getCmpIPredicate(ComparisonPredicate predicate,
                                      bool isSigned) {
  switch (predicate) {
  case ComparisonPredicate::Equal:
    return arith::CmpIPredicate::eq;
  case ComparisonPredicate::NotEqual:
    return arith::CmpIPredicate::ne;
  case ComparisonPredicate::LessThan:
    return isSigned ? arith::CmpIPredicate::slt : arith::CmpIPredicate::ult;
  case ComparisonPredicate::LessThanOrEqual:
    return isSigned ? arith::CmpIPredicate::sle : arith::CmpIPredicate::ule;
  case ComparisonPredicate::GreaterThan:
    return isSigned ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::ugt;
  case ComparisonPredicate::GreaterThanOrEqual:
    return isSigned ? arith::CmpIPredicate::sge : arith::CmpIPredicate::uge;
  }
  return arith::CmpIPredicate::eq;
}

arith::CmpFPredicate getCmpFPredicate(ComparisonPredicate predicate,
                                      bool ordered) {
  using P = arith::CmpFPredicate;
  switch (predicate) {
  case ComparisonPredicate::Equal:
    return ordered ? P::OEQ : P::UEQ;
  case ComparisonPredicate::NotEqual:
    return ordered ? P::ONE : P::UNE;
  case ComparisonPredicate::LessThan:
    return ordered ? P::OLT : P::ULT;
  case ComparisonPredicate::LessThanOrEqual:
    return ordered ? P::OLE : P::ULE;
  case ComparisonPredicate::GreaterThan:
    return ordered ? P::OGT : P::UGT;
  case ComparisonPredicate::GreaterThanOrEqual:
    return ordered ? P::OGE : P::UGE;
  }
  return P::OEQ;
}

struct CmpILowering : Base<CmpIOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(CmpIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<arith::CmpIOp>(
        op,
        getCmpIPredicate(op.getComparisonPredicate(),
                         op.getSignedness() == Signedness::Signed),
        adaptor.getLhs(), adaptor.getRhs());
    return success();
  }
};

struct CmpFLowering : Base<CmpFOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(CmpFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<arith::CmpFOp>(
        op,
        getCmpFPredicate(op.getComparisonPredicate(),
                         op.getComparisonOrdering() ==
                             ComparisonOrdering::Ordered),
        adaptor.getLhs(), adaptor.getRhs());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

/// A constant of the i32 form of `like` (scalar or vector).
Value i32Like(OpBuilder &b, Location loc, Type like, int64_t value) {
  Type type = b.getI32Type();
  if (auto vector = dyn_cast<VectorType>(like))
    type = vector.clone(type);
  return constantInt(b, loc, type, value);
}

/// The tf32 result as f32: `rounded` (the i32 bits of a tf32 rounding of
/// `x`, whose bits are `bits`), except for NaN, which keeps its bits with
/// the quiet bit set and the low 13 cleared (the interpreter's NaN). Inf
/// needs no case of its own: it has no low bits to round.
Value finishTF32(OpBuilder &b, Location loc, Value x, Value bits,
                 Value rounded) {
  auto c = [&](int64_t v) { return i32Like(b, loc, x.getType(), v); };
  Value quieted = arith::AndIOp::create(
      b, loc, arith::OrIOp::create(b, loc, bits, c(0x400000)),
      c(int64_t(0xffffe000)));
  Value isNaN = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  Value result = arith::SelectOp::create(b, loc, isNaN, quieted, rounded);
  return arith::BitcastOp::create(b, loc, x.getType(), result);
}

/// f32 -> tf32, round to nearest even: tf32 values live in f32 registers
/// with the low 13 mantissa bits zero (what mma.sync reads). Infinity
/// stays; a NaN stays quiet; the carry of rounding may reach the exponent,
/// which turns the largest finite values into infinity. `hardware` (sm_90
/// and up): by cvt.rn.tf32.f32, whose low bits are then cleared; else on
/// the bits (the tie bit, + 0xfff, the low 13 bits cleared).
Value roundF32ToTF32(OpBuilder &b, Location loc, Value x, bool hardware) {
  Type floatType = x.getType();
  Type intType = withElementType(floatType, b.getI32Type());
  auto c = [&](int64_t v) { return i32Like(b, loc, floatType, v); };
  Value bits = arith::BitcastOp::create(b, loc, intType, x);
  Value keep = c(int64_t(0xffffe000));
  Value rounded;
  if (hardware) {
    rounded = arith::AndIOp::create(
        b, loc, callIntrinsicPerLane(b, loc, "llvm.nvvm.f2tf32.rn", intType, x),
        keep);
  } else {
    Value tieBit = arith::AndIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, bits, c(13)), c(1));
    rounded = arith::AndIOp::create(
        b, loc,
        arith::AddIOp::create(b, loc, bits,
                              arith::AddIOp::create(b, loc, tieBit, c(0xfff))),
        keep);
  }
  return finishTF32(b, loc, x, bits, rounded);
}

/// f64 -> f32 rounded to odd: the nearest f32 toward zero, with its last
/// bit set when inexact. Rounding that once more to nearest even at a
/// precision at least two bits narrower (tf32) equals rounding the f64
/// directly.
Value truncF64ToF32Odd(OpBuilder &b, Location loc, Value x, Type f32Type) {
  Type intType = b.getI32Type();
  if (auto vector = dyn_cast<VectorType>(f32Type))
    intType = vector.clone(intType);
  Value nearest = arith::TruncFOp::create(b, loc, f32Type, x);
  Value back = arith::ExtFOp::create(b, loc, x.getType(), nearest);
  Value bits = arith::BitcastOp::create(b, loc, intType, nearest);
  Value absBack = math::AbsFOp::create(b, loc, back);
  Value absX = math::AbsFOp::create(b, loc, x);
  Value roundedAway =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, absBack, absX);
  // One ulp toward zero: the magnitude bits minus one, either sign.
  bits = arith::SelectOp::create(
      b, loc, roundedAway,
      arith::SubIOp::create(b, loc, bits, i32Like(b, loc, f32Type, 1)), bits);
  Value inexact =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ONE, back, x);
  bits = arith::SelectOp::create(
      b, loc, inexact,
      arith::OrIOp::create(b, loc, bits, i32Like(b, loc, f32Type, 1)), bits);
  return arith::BitcastOp::create(b, loc, f32Type, bits);
}

//===----------------------------------------------------------------------===//
// Conversions with rounding
//===----------------------------------------------------------------------===//

/// Integer lanes (read signed or not) -> f32 rounded to odd: exact below
/// 2^24 in magnitude (narrow types), else converted toward zero
/// (cvt.rz) with the last bit set when that lost something. Rounding that
/// to nearest even at 19 or fewer bits (tf32, f8) equals rounding the
/// integer once.
Value intToF32Odd(OpBuilder &b, Location loc, Value x, bool isSigned) {
  Type f32 = withElementType(x.getType(), b.getF32Type());
  unsigned width = getElementTypeOrSelf(x.getType()).getIntOrFloatBitWidth();
  if (width <= 16)
    return isSigned ? arith::SIToFPOp::create(b, loc, f32, x).getResult()
                    : arith::UIToFPOp::create(b, loc, f32, x).getResult();
  StringRef name =
      width == 32 ? (isSigned ? "llvm.nvvm.i2f.rz" : "llvm.nvvm.ui2f.rz")
                  : (isSigned ? "llvm.nvvm.ll2f.rz" : "llvm.nvvm.ull2f.rz");
  Value truncated = callIntrinsicPerLane(b, loc, name, f32, x);
  // |truncated| <= |x|, so converting back cannot overflow.
  Value back =
      isSigned
          ? arith::FPToSIOp::create(b, loc, x.getType(), truncated).getResult()
          : arith::FPToUIOp::create(b, loc, x.getType(), truncated).getResult();
  Value inexact =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, back, x);
  Type i32 = withElementType(x.getType(), b.getI32Type());
  Value bits = arith::BitcastOp::create(b, loc, i32, truncated);
  bits = arith::SelectOp::create(
      b, loc, inexact,
      arith::OrIOp::create(b, loc, bits, constantInt(b, loc, i32, 1)), bits);
  return arith::BitcastOp::create(b, loc, f32, bits);
}

/// The NaN of `type` (f16/bf16/f32/f64 lanes) that APFloat makes of a NaN
/// with sign `sign` (i1 lanes) and `payload` (the source's fraction bits,
/// `payloadBits` wide, in i64 lanes): the payload's top bits, made quiet.
/// The hardware's conversions return a canonical NaN instead.
Value convertedNaN(OpBuilder &b, Location loc, Value sign, Value payload,
                   int64_t payloadBits, Type type) {
  Type element = getElementTypeOrSelf(type);
  unsigned width = element.getIntOrFloatBitWidth();
  int64_t fraction = cast<FloatType>(element).getFPMantissaWidth() - 1;
  Type i64 = withElementType(type, b.getI64Type());
  auto c = [&](int64_t v) { return constantInt(b, loc, i64, v); };
  Value bits =
      payloadBits >= fraction
          ? arith::ShRUIOp::create(b, loc, payload, c(payloadBits - fraction))
                .getResult()
          : arith::ShLIOp::create(b, loc, payload, c(fraction - payloadBits))
                .getResult();
  // All-ones exponent and the quiet bit (the top fraction bit).
  int64_t top = ((int64_t(1) << (width - 1 - fraction)) - 1) << fraction;
  bits = arith::OrIOp::create(b, loc, bits,
                              c(top | (int64_t(1) << (fraction - 1))));
  bits = arith::SelectOp::create(
      b, loc, sign,
      arith::OrIOp::create(b, loc, bits, c(int64_t(1) << (width - 1))), bits);
  Type intType = withElementType(type, b.getIntegerType(width));
  if (width < 64)
    bits = arith::TruncIOp::create(b, loc, intType, bits);
  return arith::BitcastOp::create(b, loc, type, bits);
}

/// The sign (i1 lanes) and fraction bits (i64 lanes) of float lanes.
void splitNaN(OpBuilder &b, Location loc, Value value, Value &sign,
              Value &payload) {
  Type element = getElementTypeOrSelf(value.getType());
  unsigned width = element.getIntOrFloatBitWidth();
  int64_t fraction = cast<FloatType>(element).getFPMantissaWidth() - 1;
  Type intType = withElementType(value.getType(), b.getIntegerType(width));
  Value bits = arith::BitcastOp::create(b, loc, intType, value);
  sign = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, bits,
                               constantInt(b, loc, intType, 0));
  Type i64 = withElementType(value.getType(), b.getI64Type());
  Value wide =
      width < 64 ? arith::ExtUIOp::create(b, loc, i64, bits).getResult() : bits;
  payload = arith::AndIOp::create(
      b, loc, wide, constantInt(b, loc, i64, (int64_t(1) << fraction) - 1));
}

Value narrowDirected(OpBuilder &b, Location loc, Value value, Type type,
                     RoundingMode mode);
Value narrowNearestAway(OpBuilder &b, Location loc, Value value, Type type);

/// ftof with a narrow float (f8, f4, e8m0) on either side: through f32,
/// exact on the way in (narrow, f16, bf16, tf32) or rounded to odd (f64),
/// one rounding in `mode` on the way out. NaN payloads follow APFloat (the
/// interpreter): the hardware's f16/f64 conversions would return a
/// canonical NaN.
Value convertWithNarrowFloat(OpBuilder &b, Location loc, Value value, Type from,
                             Type to, Type resultType, RoundingMode mode) {
  Type f32 = withElementType(value.getType(), b.getF32Type());
  if (isNarrowFloat(from)) {
    value = decodeNarrowFloat(b, loc, value, from);
  } else if (from.isBF16()) {
    // Exact on the bits, payload included.
    Type i32 = withElementType(value.getType(), b.getI32Type());
    Type i16 = withElementType(value.getType(), b.getI16Type());
    Value bits = arith::ExtUIOp::create(
        b, loc, i32, arith::BitcastOp::create(b, loc, i16, value));
    value = arith::BitcastOp::create(
        b, loc, f32,
        arith::ShLIOp::create(b, loc, bits, constantInt(b, loc, i32, 16)));
  } else if (from.isF16() || from.isF64()) {
    Value sign, payload;
    splitNaN(b, loc, value, sign, payload);
    Value isNaN =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, value, value);
    Value nan =
        convertedNaN(b, loc, sign, payload, from.isF16() ? 10 : 52, f32);
    Value converted =
        from.isF16() ? arith::ExtFOp::create(b, loc, f32, value).getResult()
                     : truncF64ToF32Odd(b, loc, value, f32);
    value = arith::SelectOp::create(b, loc, isNaN, nan, converted);
  }
  if (isNarrowFloat(to))
    return encodeNarrowFloat(b, loc, value, to, mode);
  // Narrow values are exact in f32, tf32, f64 and bf16, and but for
  // f8E8M0FNU's range in f16, which rounds in `mode`; NaN keeps its payload.
  Type element = getElementTypeOrSelf(resultType);
  if (element.isF32())
    return value;
  Value converted;
  if (element.isF64())
    converted = arith::ExtFOp::create(b, loc, resultType, value);
  else if (mode == RoundingMode::NearestEven ||
           isExactFloatConversion(from, to))
    converted = arith::TruncFOp::create(b, loc, resultType, value);
  else if (mode == RoundingMode::NearestAway)
    converted = narrowNearestAway(b, loc, value, resultType);
  else
    converted = narrowDirected(b, loc, value, resultType, mode);
  Value sign, payload;
  splitNaN(b, loc, value, sign, payload);
  Value isNaN =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, value, value);
  return arith::SelectOp::create(
      b, loc, isNaN, convertedNaN(b, loc, sign, payload, 23, resultType),
      converted);
}

/// One PTX `cvt.<rounding>.<to>.<from>` per lane, as inline assembly: NVVM
/// has intrinsics for few of the directed conversions to 16-bit floats.
/// `type` has f16 or bf16 elements; `value` f32 or f64 ones.
Value cvtPerLane(OpBuilder &b, Location loc, StringRef rounding, Value value,
                 Type type) {
  Type to = getElementTypeOrSelf(type);
  Type from = getElementTypeOrSelf(value.getType());
  std::string body = ("cvt." + rounding + (to.isF16() ? ".f16" : ".bf16") +
                      (from.isF64() ? ".f64" : ".f32") + " $0, $1;")
                         .str();
  StringRef constraints = from.isF64() ? "=h,d" : "=h,f";
  Type i16 = b.getI16Type();
  auto one = [&](Value lane) -> Value {
    auto asmOp = LLVM::InlineAsmOp::create(
        b, loc, TypeRange{i16}, ValueRange{lane}, body, constraints,
        /*has_side_effects=*/false, /*is_align_stack=*/false,
        LLVM::tailcallkind::TailCallKind::None, /*asm_dialect=*/nullptr,
        /*operand_attrs=*/nullptr);
    return arith::BitcastOp::create(b, loc, to, asmOp.getResult(0));
  };
  auto vector = dyn_cast<VectorType>(type);
  if (!vector)
    return one(value);
  SmallVector<Value> lanes;
  for (int64_t lane = 0, e = vector.getNumElements(); lane < e; ++lane)
    lanes.push_back(
        one(vector::ExtractOp::create(b, loc, value, ArrayRef<int64_t>{lane})));
  return vector::FromElementsOp::create(b, loc, vector, lanes);
}

/// `value` (f32 or f64 lanes) narrowed to `type` (f16, bf16 or, from f64,
/// f32 lanes) toward zero, -inf or +inf: one cvt.rz/rm/rp.
Value narrowDirected(OpBuilder &b, Location loc, Value value, Type type,
                     RoundingMode mode) {
  if (getElementTypeOrSelf(type).isF32())
    return callIntrinsicPerLane(
        b, loc, ("llvm.nvvm.d2f." + getPTXRounding(mode)).str(), type, value);
  return cvtPerLane(b, loc, getPTXRounding(mode), value, type);
}

/// `value` narrowed to `type` rounding to nearest, ties away from zero. PTX
/// has no such cvt to f16, bf16 or f32, so: nearest-even, except at an exact
/// tie between the value rounded toward zero, t, and its neighbour away from
/// zero, u, when nearest-even chose t. t and u are exact in the source type
/// and lie within a factor of two of the value (Sterbenz), so both
/// differences are exact and compare equal exactly at a tie; at u = inf or
/// NaN (t the largest value or inf) they never do.
Value narrowNearestAway(OpBuilder &b, Location loc, Value value, Type type) {
  Type wide = value.getType();
  Value t = narrowDirected(b, loc, value, type, RoundingMode::Zero);
  Value even = arith::TruncFOp::create(b, loc, type, value);
  unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
  Type bitsType = withElementType(type, b.getIntegerType(width));
  Value tBits = arith::BitcastOp::create(b, loc, bitsType, t);
  Value u = arith::BitcastOp::create(
      b, loc, type,
      arith::AddIOp::create(b, loc, tBits, constantInt(b, loc, bitsType, 1)));
  Value below = arith::SubFOp::create(b, loc, value,
                                      arith::ExtFOp::create(b, loc, wide, t));
  Value above = arith::SubFOp::create(
      b, loc, arith::ExtFOp::create(b, loc, wide, u), value);
  Value tie =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, below, above);
  Value choseT = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::BitcastOp::create(b, loc, bitsType, even), tBits);
  return arith::SelectOp::create(
      b, loc, arith::AndIOp::create(b, loc, tie, choseT), u, even);
}

/// An f32 value rounded to tf32 (f32 lanes, the low 13 bits clear) in
/// `mode`. nearest_away is PTX's cvt.rna.tf32.f32; toward zero, -inf and
/// +inf are done on the bits (cvt.rz.tf32.f32 needs sm_90, and PTX has no
/// rm/rp form): keep the top 19 bits and, when bits were dropped on the
/// side of the requested infinity, step one tf32 ulp away from zero (which
/// also steps from the largest value to inf). NaN and inf as
/// roundF32ToTF32.
Value roundF32ToTF32In(OpBuilder &b, Location loc, Value x, RoundingMode mode) {
  if (mode == RoundingMode::NearestEven)
    return roundF32ToTF32(b, loc, x, /*hardware=*/false);
  Type floatType = x.getType();
  Type intType = withElementType(floatType, b.getI32Type());
  auto c = [&](int64_t v) { return i32Like(b, loc, floatType, v); };
  Value bits = arith::BitcastOp::create(b, loc, intType, x);
  Value keep = c(int64_t(0xffffe000));
  Value rounded;
  if (mode == RoundingMode::NearestAway) {
    rounded = arith::BitcastOp::create(
        b, loc, intType,
        callIntrinsicPerLane(b, loc, "llvm.nvvm.f2tf32.rna", intType, x));
  } else {
    rounded = arith::AndIOp::create(b, loc, bits, keep);
    if (mode != RoundingMode::Zero) {
      Value dropped = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::ne,
          arith::AndIOp::create(b, loc, bits, c(0x1fff)), c(0));
      Value onSide = arith::CmpIOp::create(b, loc,
                                           mode == RoundingMode::NegativeInf
                                               ? arith::CmpIPredicate::slt
                                               : arith::CmpIPredicate::sge,
                                           bits, c(0));
      rounded = arith::SelectOp::create(
          b, loc, arith::AndIOp::create(b, loc, dropped, onSide),
          arith::AddIOp::create(b, loc, rounded, c(0x2000)), rounded);
    }
  }
  return finishTF32(b, loc, x, bits, rounded);
}

} // namespace

Value mlir::tile::roundToTF32(OpBuilder &b, Location loc, Value value,
                              bool hardware) {
  return roundF32ToTF32(b, loc, value, hardware);
}

/// Whether every value of `from` is one of `to` (no rounding happens, so
/// the rounding mode does not matter).
bool mlir::tile::isExactFloatConversion(Type from, Type to) {
  auto fromFloat = dyn_cast<FloatType>(from);
  auto toFloat = dyn_cast<FloatType>(to);
  return fromFloat && toFloat &&
         llvm::APFloat::isRepresentableBy(fromFloat.getFloatSemantics(),
                                          toFloat.getFloatSemantics());
}

namespace {

/// ftof that rounds in a mode other than nearest_even: between f64, f32,
/// tf32, f16 and bf16 (TileToGPUSupport.cpp diagnoses the 8-bit results).
/// f64 -> bf16 (PTX's cvt.bf16.f64 needs sm_90) and f16 <-> bf16 go through
/// f32, rounded to odd or exact, which keeps one rounding.
Value convertRounded(OpBuilder &b, Location loc, Value value, Type from,
                     Type to, Type type, RoundingMode mode) {
  Type f32 = withElementType(value.getType(), b.getF32Type());
  if (to.isTF32()) {
    if (from.isF64())
      value = truncF64ToF32Odd(b, loc, value, f32);
    return roundF32ToTF32In(b, loc, value, mode);
  }
  if (from.isF64() && to.isBF16())
    value = truncF64ToF32Odd(b, loc, value, f32);
  else if (from.isF16() || from.isBF16())
    value = arith::ExtFOp::create(b, loc, f32, value); // exact
  if (mode == RoundingMode::NearestAway)
    return narrowNearestAway(b, loc, value, type);
  return narrowDirected(b, loc, value, type, mode);
}

/// Float to float: widen exactly, narrow once with round to nearest even
/// (other modes: convertRounded).
/// f16 <-> bf16 goes through f32 (exact on the way up). tf32 sits in f32
/// registers: from tf32 is from f32; to tf32 rounds the f32 (or the f64
/// rounded to odd) on its bits.
struct FToFLowering : Base<FToFOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(FToFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(getTypeConverter(), op);
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Value value = adaptor.getSource();
    Type fromElement = getElementTypeOrSelf(op.getSource().getType());
    Type toElement = getElementTypeOrSelf(op.getResult().getType());
    RoundingMode mode = op.getRoundingMode();
    if (isNarrowFloat(fromElement) || isNarrowFloat(toElement)) {
      rewriter.replaceOp(op, convertWithNarrowFloat(rewriter, loc, value,
                                                    fromElement, toElement,
                                                    type, mode));
      return success();
    }
    if (mode != RoundingMode::NearestEven &&
        !isExactFloatConversion(fromElement, toElement)) {
      rewriter.replaceOp(op, convertRounded(rewriter, loc, value, fromElement,
                                            toElement, type, mode));
      return success();
    }
    Type f32 = rewriter.getF32Type();
    if (auto vector = dyn_cast<VectorType>(type))
      f32 = vector.clone(f32);
    if (getElementTypeOrSelf(op.getResult().getType()).isTF32()) {
      Type from = getElementTypeOrSelf(value.getType());
      if (from.isF64())
        value = truncF64ToF32Odd(rewriter, loc, value, f32);
      else if (!from.isF32())
        value = arith::ExtFOp::create(rewriter, loc, f32, value); // exact
      rewriter.replaceOp(
          op, roundF32ToTF32(
                  rewriter, loc, value,
                  getTypeConverter<TileTypeConverter>()->hasTF32Conversion()));
      return success();
    }
    if (value.getType() == type) { // tf32 -> f32
      rewriter.replaceOp(op, value);
      return success();
    }
    unsigned from =
        getElementTypeOrSelf(value.getType()).getIntOrFloatBitWidth();
    unsigned to = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    if (from == to) {
      value = arith::ExtFOp::create(rewriter, loc, f32, value);
      from = 32;
    }
    if (from < to)
      rewriter.replaceOpWithNewOp<arith::ExtFOp>(op, type, value);
    else
      rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, type, value);
    return success();
  }
};

/// ftoi: toward zero (fptosi/fptoui; out of range is undefined, as the op
/// says), or with `saturating` clamped as the reference does: NaN -> 0,
/// below/above the range -> the smallest/largest integer. f8 sources are
/// decoded to f32 and f16/bf16 widened (both exact) so that the bounds, powers
/// of two, are exact.
struct FToILowering : Base<FToIOp> {
  /// ftoi to i1 never goes through fptosi/fptoui (NVPTX folds `fptoui to i1`
  /// into a compare with the wrong sense). Without `saturating` it is the
  /// frontends' bool cast, x != 0 (NaN true), which cuTile's astype(bool)
  /// relies on: it differs from truncation only on fractions in (-1, 1) and
  /// on values truncation leaves undefined (docs/dialect.md). With
  /// `saturating`, the clamped truncation is nonzero for x >= 1 (unsigned)
  /// or x <= -1 (signed).
  static Value toBool(OpBuilder &b, Location loc, Value x, bool isSigned,
                      bool saturating) {
    Type floatType = x.getType();
    if (!saturating)
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, x,
                                   floatConstant(b, loc, floatType, 0.0));
    return arith::CmpFOp::create(
        b, loc,
        isSigned ? arith::CmpFPredicate::OLE : arith::CmpFPredicate::OGE, x,
        floatConstant(b, loc, floatType, isSigned ? -1.0 : 1.0));
  }

  using Base::Base;
  LogicalResult
  matchAndRewrite(FToIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(getTypeConverter(), op);
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Value x = adaptor.getSource();
    Type from = getElementTypeOrSelf(op.getSource().getType());
    if (isNarrowFloat(from))
      x = decodeNarrowFloat(rewriter, loc, x, from);
    else if (from.isF16() || from.isBF16())
      x = toF32(rewriter, loc, x);
    bool isSigned = op.getSignedness() == Signedness::Signed;
    if (getElementTypeOrSelf(type).isInteger(1)) {
      rewriter.replaceOp(
          op, toBool(rewriter, loc, x, isSigned, op.getSaturating()));
      return success();
    }
    auto convert = [&](Value v) -> Value {
      if (isSigned)
        return arith::FPToSIOp::create(rewriter, loc, type, v);
      return arith::FPToUIOp::create(rewriter, loc, type, v);
    };
    if (!op.getSaturating()) {
      rewriter.replaceOp(op, convert(x));
      return success();
    }
    unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    Type floatType = x.getType();
    auto cmp = [&](arith::CmpFPredicate p, double bound) {
      return arith::CmpFOp::create(
          rewriter, loc, p, x, floatConstant(rewriter, loc, floatType, bound));
    };
    Value tooHigh = cmp(arith::CmpFPredicate::OGE,
                        std::ldexp(1.0, isSigned ? width - 1 : width));
    Value tooLow =
        isSigned ? cmp(arith::CmpFPredicate::OLT, -std::ldexp(1.0, width - 1))
                 : cmp(arith::CmpFPredicate::OLE, -1.0);
    Value isNaN =
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNO, x, x);
    Value outside = arith::OrIOp::create(
        rewriter, loc, arith::OrIOp::create(rewriter, loc, tooHigh, tooLow),
        isNaN);
    Value r = convert(arith::SelectOp::create(
        rewriter, loc, outside, floatConstant(rewriter, loc, floatType, 0.0),
        x));
    APInt max =
        isSigned ? APInt::getSignedMaxValue(width) : APInt::getMaxValue(width);
    APInt min =
        isSigned ? APInt::getSignedMinValue(width) : APInt::getMinValue(width);
    auto constant = [&](const APInt &v) -> Value {
      TypedAttr attr = rewriter.getIntegerAttr(getElementTypeOrSelf(type), v);
      if (auto vector = dyn_cast<VectorType>(type))
        attr = SplatElementsAttr::get(vector, attr);
      return arith::ConstantOp::create(rewriter, loc, attr);
    };
    r = arith::SelectOp::create(rewriter, loc, tooHigh, constant(max), r);
    r = arith::SelectOp::create(rewriter, loc, tooLow, constant(min), r);
    r = arith::SelectOp::create(rewriter, loc, isNaN,
                                constantInt(rewriter, loc, type, 0), r);
    rewriter.replaceOp(op, r);
    return success();
  }
};

/// itof: sitofp/uitofp (round to nearest even); to tf32 or f8 through f32
/// rounded to odd, then one rounding to nearest even on the bits.
struct IToFLowering : Base<IToFOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(IToFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(getTypeConverter(), op);
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Value x = adaptor.getSource();
    bool isSigned = op.getSignedness() == Signedness::Signed;
    Type to = getElementTypeOrSelf(op.getResult().getType());
    if (isNarrowFloat(to)) {
      rewriter.replaceOp(
          op, encodeNarrowFloat(rewriter, loc,
                                intToF32Odd(rewriter, loc, x, isSigned), to,
                                RoundingMode::NearestEven));
      return success();
    }
    if (to.isTF32()) {
      rewriter.replaceOp(
          op, roundF32ToTF32(
                  rewriter, loc, intToF32Odd(rewriter, loc, x, isSigned),
                  getTypeConverter<TileTypeConverter>()->hasTF32Conversion()));
      return success();
    }
    if (isSigned)
      rewriter.replaceOpWithNewOp<arith::SIToFPOp>(op, type, x);
    else
      rewriter.replaceOpWithNewOp<arith::UIToFPOp>(op, type, x);
    return success();
  }
};

/// bitcast: the register forms' bits. f4E2M1FN sits in an i8 register and
/// i4 in an i4 one, so between those the nibble is truncated or extended.
struct BitcastLowering : Base<BitcastOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(BitcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(getTypeConverter(), op);
    if (!type)
      return failure();
    Value value = adaptor.getSource();
    unsigned from =
        getElementTypeOrSelf(value.getType()).getIntOrFloatBitWidth();
    unsigned to = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    if (value.getType() == type)
      rewriter.replaceOp(op, value);
    else if (from > to)
      rewriter.replaceOpWithNewOp<arith::TruncIOp>(op, type, value);
    else if (from < to)
      rewriter.replaceOpWithNewOp<arith::ExtUIOp>(op, type, value);
    else
      rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, type, value);
    return success();
  }
};

/// ptr_to_ptr changes only the pointee type: the address passes through.
struct PtrToPtrLowering : Base<PtrToPtrOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(PtrToPtrOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(getTypeConverter(), op);
    if (!type || type != adaptor.getSource().getType())
      return failure();
    rewriter.replaceOp(op, adaptor.getSource());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Constants, ids, iota
//===----------------------------------------------------------------------===//

/// One constant element in its register form: tf32 as the f32 of the same
/// value, f8 as its bits, i1 (in memory) as i8 when `inMemory`.
Attribute toRegisterElement(Attribute value, Type registerType, bool inMemory) {
  if (auto f = dyn_cast<FloatAttr>(value)) {
    if (registerType.isInteger(8))
      return IntegerAttr::get(registerType, f.getValue().bitcastToAPInt());
    APFloat v = f.getValue();
    bool losesInfo = false;
    v.convert(cast<FloatType>(registerType).getFloatSemantics(),
              APFloat::rmNearestTiesToEven, &losesInfo);
    return FloatAttr::get(registerType, v);
  }
  auto i = cast<IntegerAttr>(value);
  if (inMemory && registerType.isInteger(1))
    return IntegerAttr::get(IntegerType::get(value.getContext(), 8),
                            i.getValue().zext(8));
  return IntegerAttr::get(registerType, i.getValue());
}

/// Splats: one arith.constant. Other dense values: an internal constant
/// global in global memory (in the kernel's module) with the elements in
/// row-major order, from which each thread loads its chunk of K consecutive
/// elements in one vector load (i1 stored as bytes).
struct ConstantLowering : Base<ConstantOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    Type type = converter.convertType(op.getType());
    auto elements = dyn_cast<DenseElementsAttr>(op.getValue());
    auto tileType = dyn_cast<TileType>(op.getType());
    if (!type || !elements || !tileType)
      return failure();
    Type registerType = getElementTypeOrSelf(type);
    Location loc = op.getLoc();
    if (elements.isSplat()) {
      auto value = cast<TypedAttr>(toRegisterElement(
          elements.getSplatValue<Attribute>(), registerType, false));
      if (auto vector = dyn_cast<VectorType>(type))
        value = SplatElementsAttr::get(vector, value);
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, value);
      return success();
    }
    auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
    if (!func || !func->getParentOp())
      return failure();
    Operation *scope = func->getParentOp();
    Type storeType =
        registerType.isInteger(1) ? rewriter.getI8Type() : registerType;
    int64_t count = elements.getNumElements();
    SmallVector<Attribute> values;
    values.reserve(count);
    for (Attribute value : elements.getValues<Attribute>())
      values.push_back(toRegisterElement(value, registerType, true));
    auto data = DenseElementsAttr::get(
        RankedTensorType::get({count}, storeType), values);
    // Identical values share one global.
    std::string name;
    for (auto global : scope->getRegion(0).front().getOps<LLVM::GlobalOp>())
      if (global.getSymName().starts_with("__tileir_const") &&
          global.getValueOrNull() == data)
        name = global.getSymName().str();
    for (unsigned n = 0; name.empty(); ++n) {
      std::string candidate = "__tileir_const" + std::to_string(n);
      if (!SymbolTable::lookupSymbolIn(scope, candidate))
        name = candidate;
    }
    if (!SymbolTable::lookupSymbolIn(scope, name)) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&scope->getRegion(0).front());
      // The module's location, not the op's (see getStringPointer).
      LLVM::GlobalOp::create(rewriter, scope->getLoc(),
                             LLVM::LLVMArrayType::get(storeType, count),
                             /*isConstant=*/true, LLVM::Linkage::Internal, name,
                             data, /*alignment=*/16, /*addrSpace=*/1);
    }
    auto pointerType = LLVM::LLVMPointerType::get(rewriter.getContext(), 1);
    Value base = LLVM::AddressOfOp::create(rewriter, loc, pointerType, name);
    BlockedLayout layout = converter.getLayout(tileType);
    Value first = vector::ExtractOp::create(
        rewriter, loc, getElementLinearIndices(rewriter, loc, layout),
        ArrayRef<int64_t>{0});
    Value address = LLVM::GEPOp::create(rewriter, loc, pointerType, storeType,
                                        base, ValueRange{first});
    int64_t bytes = layout.perThread * getElementBytes(storeType);
    Type loadType = layout.perThread == 1
                        ? storeType
                        : VectorType::get({layout.perThread}, storeType);
    Value loaded = loadInPieces(rewriter, loc, loadType, address,
                                std::min<int64_t>(bytes, 16));
    if (registerType.isInteger(1))
      loaded = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::ne, loaded,
          constantInt(rewriter, loc, loaded.getType(), 0));
    rewriter.replaceOp(op, loaded);
    return success();
  }
};

/// Block ids and counts: the PTX special registers (x, y, z), as i32.
template <typename TileOpTy, typename XOp, typename YOp, typename ZOp>
struct GridLowering : Base<TileOpTy> {
  using Base<TileOpTy>::Base;
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type i32 = rewriter.getI32Type();
    Location loc = op.getLoc();
    rewriter.replaceOp(op, {XOp::create(rewriter, loc, i32).getResult(),
                            YOp::create(rewriter, loc, i32).getResult(),
                            ZOp::create(rewriter, loc, i32).getResult()});
    return success();
  }
};

struct IotaLowering : Base<IotaOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(IotaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    Type type = converter.convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    BlockedLayout layout = converter.getLayout(op.getType());
    Value indices = getElementLinearIndices(rewriter, loc, layout);
    Type element = op.getType().getElementType();
    if (element.getIntOrFloatBitWidth() < 64)
      indices = arith::TruncIOp::create(
          rewriter, loc, VectorType::get({layout.perThread}, element), indices);
    rewriter.replaceOp(op, fromLaneVector(rewriter, loc, indices, type));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Shape ops that keep the layout, assume, tokens
//===----------------------------------------------------------------------===//

/// Row-major reshape keeps every element at its linear index, so in the
/// blocked layout no element moves.
struct ReshapeLowering : Base<ReshapeOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(getTypeConverter(), op);
    if (!type || type != adaptor.getSource().getType())
      return failure();
    rewriter.replaceOp(op, adaptor.getSource());
    return success();
  }
};

struct AssumeLowering : Base<AssumeOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(AssumeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // The facts are not used yet: the value passes through.
    rewriter.replaceOp(op, adaptor.getValue());
    return success();
  }
};

/// Tokens order memory ops at compile time only; they become an unused i1.
template <typename TileOpTy> struct TokenLowering : Base<TileOpTy> {
  using Base<TileOpTy>::Base;
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op,
                                                   rewriter.getBoolAttr(false));
    return success();
  }
};

struct OffsetLowering : Base<OffsetOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(OffsetOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    Type type = converter.convertType(op.getType());
    auto pointer =
        dyn_cast<PointerType>(getElementTypeOrSelf(op.getPtr().getType()));
    if (!type || !pointer)
      return failure();
    Type pointee = converter.convertElementType(pointer.getPointeeType());
    if (!pointee || isa<LLVM::LLVMPointerType>(pointee))
      return failure();
    rewriter.replaceOpWithNewOp<LLVM::GEPOp>(
        op, type, pointee, adaptor.getPtr(), ValueRange{adaptor.getOffset()});
    return success();
  }
};

} // namespace

void mlir::tile::populateTileComputePatterns(TileTypeConverter &converter,
                                             RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<
      // Integer.
      OneToOne<AddIOp, arith::AddIOp>, OneToOne<SubIOp, arith::SubIOp>,
      OneToOne<MulIOp, arith::MulIOp>, OneToOne<ShLIOp, arith::ShLIOp>,
      OneToOne<AndIOp, arith::AndIOp>, OneToOne<OrIOp, arith::OrIOp>,
      OneToOne<XOrIOp, arith::XOrIOp>, OneToOne<AbsIOp, math::AbsIOp>,
      BySignedness<RemIOp, arith::RemSIOp, arith::RemUIOp>,
      BySignedness<MaxIOp, arith::MaxSIOp, arith::MaxUIOp>,
      BySignedness<MinIOp, arith::MinSIOp, arith::MinUIOp>,
      BySignedness<ShRIOp, arith::ShRSIOp, arith::ShRUIOp>, DivILowering,
      NegILowering, MulhiILowering, CmpILowering,
      // Float (the rest is in TileToGPUMath.cpp).
      OneToOne<AbsFOp, math::AbsFOp>, OneToOne<NegFOp, arith::NegFOp>,
      OneToOne<FloorOp, math::FloorOp>, OneToOne<CeilOp, math::CeilOp>,
      CmpFLowering,
      // Selection and conversions.
      OneToOne<SelectOp, arith::SelectOp>, BitcastLowering,
      OneToOne<TruncIOp, arith::TruncIOp>,
      BySignedness<ExtIOp, arith::ExtSIOp, arith::ExtUIOp>, FToILowering,
      IToFLowering, PtrToPtrLowering, FToFLowering,
      OneToOne<IntToPtrOp, LLVM::IntToPtrOp>,
      OneToOne<PtrToIntOp, LLVM::PtrToIntOp>,
      // Constants, ids, shapes, pointers.
      ConstantLowering, IotaLowering,
      GridLowering<GetTileBlockIdOp, NVVM::BlockIdXOp, NVVM::BlockIdYOp,
                   NVVM::BlockIdZOp>,
      GridLowering<GetNumTileBlocksOp, NVVM::GridDimXOp, NVVM::GridDimYOp,
                   NVVM::GridDimZOp>,
      ReshapeLowering, OffsetLowering, AssumeLowering,
      TokenLowering<MakeTokenOp>, TokenLowering<JoinTokensOp>>(converter,
                                                               context);
}
