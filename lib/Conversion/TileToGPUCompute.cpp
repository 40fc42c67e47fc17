//===- TileToGPUCompute.cpp - elementwise, shape and id lowering ----------===//
//
// Ops that keep the blocked layout of their operands: each thread applies
// the op to the elements it holds, as one arith/math op on its vector.
// TileToGPUSupport.cpp decides which op/type/attribute combinations reach
// these patterns.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"

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

template <typename TileOpTy>
using Base = OpConversionPattern<TileOpTy>;

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
      rewriter.replaceOpWithNewOp<UnsignedOp>(op, type,
                                              adaptor.getOperands());
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
      result = isSigned ? arith::DivSIOp::create(rewriter, loc, lhs, rhs)
                              .getResult()
                        : arith::DivUIOp::create(rewriter, loc, lhs, rhs)
                              .getResult();
      break;
    case RoundingMode::NegativeInf:
      result = arith::FloorDivSIOp::create(rewriter, loc, lhs, rhs);
      break;
    case RoundingMode::PositiveInf:
      result = isSigned ? arith::CeilDivSIOp::create(rewriter, loc, lhs, rhs)
                              .getResult()
                        : arith::CeilDivUIOp::create(rewriter, loc, lhs, rhs)
                              .getResult();
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
// Float ops (round to nearest even, no flush; the support check ensures it)
//===----------------------------------------------------------------------===//

template <typename TileOpTy, typename NumberOp, typename NaNOp>
struct MinMaxFLowering : Base<TileOpTy> {
  using Base<TileOpTy>::Base;
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getPropagateNan())
      rewriter.replaceOpWithNewOp<NaNOp>(op, adaptor.getLhs(),
                                         adaptor.getRhs());
    else
      rewriter.replaceOpWithNewOp<NumberOp>(op, adaptor.getLhs(),
                                            adaptor.getRhs());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Math (f16 and bf16 are computed in f32 and rounded back; f64 is not
// lowered yet, the support check ensures it)
//===----------------------------------------------------------------------===//

/// `value` (f16/bf16/f32, scalar or vector) as f32.
Value toF32(OpBuilder &b, Location loc, Value value) {
  Type f32 = b.getF32Type();
  if (getElementTypeOrSelf(value.getType()) == f32)
    return value;
  if (auto vector = dyn_cast<VectorType>(value.getType()))
    f32 = vector.clone(f32);
  return arith::ExtFOp::create(b, loc, f32, value);
}

Value fromF32(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return arith::TruncFOp::create(b, loc, type, value);
}

Value f32Constant(OpBuilder &b, Location loc, Type like, float value) {
  TypedAttr attr = b.getF32FloatAttr(value);
  if (auto vector = dyn_cast<VectorType>(like))
    attr = SplatElementsAttr::get(vector, attr);
  return arith::ConstantOp::create(b, loc, attr);
}

/// e^x in f32 from the hardware 2^x (ex2.approx, about 2 ulp):
/// n = rint(x log2 e) clamped to [-150, 128], r = x - n ln 2 in two fma
/// steps (|r| <= ln 2 / 2 for finite results), e^x = 2^(r log2 e) * 2^n1 *
/// 2^n2 with n1 + n2 = n, each factor a normal power of two, so that
/// subnormal results round once and overflow gives inf. NaN and infinities
/// pass through r.
Value expF32(OpBuilder &b, Location loc, Value x) {
  Type type = x.getType();
  Type i32 = b.getI32Type();
  if (auto vector = dyn_cast<VectorType>(type))
    i32 = vector.clone(i32);
  Value n = math::RoundEvenOp::create(
      b, loc,
      arith::MulFOp::create(b, loc, x, f32Constant(b, loc, type, 1.44269504f)));
  n = arith::MaxNumFOp::create(b, loc, n, f32Constant(b, loc, type, -150.0f));
  n = arith::MinNumFOp::create(b, loc, n, f32Constant(b, loc, type, 128.0f));
  Value negN = arith::NegFOp::create(b, loc, n);
  // ln 2 = 0.693145751953125 (exact in 16 bits) + 1.428606765330187e-06.
  Value r = math::FmaOp::create(
      b, loc, negN, f32Constant(b, loc, type, 0.693145751953125f), x);
  r = math::FmaOp::create(
      b, loc, negN, f32Constant(b, loc, type, 1.428606765330187e-06f), r);
  Value e = math::Exp2Op::create(
      b, loc,
      arith::MulFOp::create(b, loc, r, f32Constant(b, loc, type, 1.44269504f)));
  Value ni = arith::FPToSIOp::create(b, loc, i32, n);
  Value n1 = arith::ShRSIOp::create(b, loc, ni, constantInt(b, loc, i32, 1));
  Value n2 = arith::SubIOp::create(b, loc, ni, n1);
  auto scale = [&](Value k) -> Value {
    Value bits = arith::ShLIOp::create(
        b, loc, arith::AddIOp::create(b, loc, k, constantInt(b, loc, i32, 127)),
        constantInt(b, loc, i32, 23));
    return arith::BitcastOp::create(b, loc, type, bits);
  };
  e = arith::MulFOp::create(b, loc, e, scale(n1));
  return arith::MulFOp::create(b, loc, e, scale(n2));
}

struct ExpLowering : Base<ExpOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(ExpOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(getTypeConverter(), op);
    if (!type || getElementTypeOrSelf(type).isF64())
      return failure();
    Location loc = op.getLoc();
    Value x = toF32(rewriter, loc, adaptor.getX());
    rewriter.replaceOp(op, fromF32(rewriter, loc, expF32(rewriter, loc, x),
                                   type));
    return success();
  }
};

/// 2^x: the hardware ex2.approx.f32 (through llvm.exp2).
struct Exp2Lowering : Base<Exp2Op> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(Exp2Op op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(getTypeConverter(), op);
    if (!type || getElementTypeOrSelf(type).isF64())
      return failure();
    Location loc = op.getLoc();
    Value x = toF32(rewriter, loc, adaptor.getX());
    rewriter.replaceOp(
        op, fromF32(rewriter, loc, math::Exp2Op::create(rewriter, loc, x), type));
    return success();
  }
};

/// Natural log of `x` (f32, scalar or vector) in plain f32 arithmetic, about
/// 2 ulp (no approximate hardware instruction: lg2.approx has an absolute,
/// not relative, error near 1). x = 2^k m with m in [sqrt(1/2), sqrt(2))
/// (subnormals scaled by 2^23 first), s = (m - 1) / (m + 1) (m - 1 exact),
/// log m = 2 atanh s = 2s (1 + s^2/3 + s^4/5 + ... + s^10/11) with
/// |s| <= 0.172 (truncation below 2^-29), and log x = k ln2_hi + (k ln2_lo +
/// log m) with k ln2_hi exact. Returns log m and k separately in `logM` and
/// `k` for log2. Special values (0, negative, inf, NaN) are fixed by
/// `fixLogSpecials`.
void logParts(OpBuilder &b, Location loc, Value x, Value &logM, Value &k) {
  Type type = x.getType();
  Type i32 = b.getI32Type();
  Type i1 = b.getI1Type();
  if (auto vector = dyn_cast<VectorType>(type)) {
    i32 = vector.clone(i32);
    i1 = vector.clone(i1);
  }
  auto c = [&](float v) { return f32Constant(b, loc, type, v); };
  auto ci = [&](int64_t v) { return constantInt(b, loc, i32, v); };
  // Subnormals: scale into the normal range.
  Value tiny = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x,
                                     c(0x1p-126f));
  Value scaled = arith::SelectOp::create(
      b, loc, tiny, arith::MulFOp::create(b, loc, x, c(0x1p23f)), x);
  Value bias = arith::SelectOp::create(b, loc, tiny, ci(-23), ci(0));
  Value bits = arith::BitcastOp::create(b, loc, i32, scaled);
  Value e = arith::SubIOp::create(
      b, loc,
      arith::ShRUIOp::create(b, loc, bits, ci(23)), ci(127));
  e = arith::AddIOp::create(b, loc, e, bias);
  Value mBits = arith::OrIOp::create(
      b, loc, arith::AndIOp::create(b, loc, bits, ci(0x7fffff)),
      ci(0x3f800000));
  Value m = arith::BitcastOp::create(b, loc, type, mBits); // [1, 2)
  Value big = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, m,
                                    c(1.41421356f));
  m = arith::SelectOp::create(b, loc, big,
                              arith::MulFOp::create(b, loc, m, c(0.5f)), m);
  e = arith::SelectOp::create(b, loc, big,
                              arith::AddIOp::create(b, loc, e, ci(1)), e);
  (void)i1;
  Value f = arith::SubFOp::create(b, loc, m, c(1.0f));
  Value s = arith::DivFOp::create(b, loc, f,
                                  arith::AddFOp::create(b, loc, m, c(1.0f)));
  Value z = arith::MulFOp::create(b, loc, s, s);
  // Horner in z: 1 + z/3 + z^2/5 + z^3/7 + z^4/9 + z^5/11.
  Value p = c(1.0f / 11.0f);
  for (float coef : {1.0f / 9.0f, 1.0f / 7.0f, 1.0f / 5.0f, 1.0f / 3.0f})
    p = math::FmaOp::create(b, loc, p, z, c(coef));
  // 2s + 2s z p, the small term last.
  Value twoS = arith::AddFOp::create(b, loc, s, s);
  logM = math::FmaOp::create(
      b, loc, arith::MulFOp::create(b, loc, twoS, z), p, twoS);
  k = arith::SIToFPOp::create(b, loc, type, e);
}

/// log(0) = -inf, log(x < 0) = NaN, log(inf) = inf, log(NaN) = NaN.
Value fixLogSpecials(OpBuilder &b, Location loc, Value x, Value r) {
  Type type = x.getType();
  auto c = [&](float v) { return f32Constant(b, loc, type, v); };
  auto cmp = [&](arith::CmpFPredicate pred, Value rhs) {
    return arith::CmpFOp::create(b, loc, pred, x, rhs);
  };
  float inf = std::numeric_limits<float>::infinity();
  float nan = std::numeric_limits<float>::quiet_NaN();
  r = arith::SelectOp::create(b, loc, cmp(arith::CmpFPredicate::OEQ, c(0.0f)),
                              c(-inf), r);
  r = arith::SelectOp::create(b, loc, cmp(arith::CmpFPredicate::OLT, c(0.0f)),
                              c(nan), r);
  r = arith::SelectOp::create(b, loc, cmp(arith::CmpFPredicate::OEQ, c(inf)),
                              c(inf), r);
  return arith::SelectOp::create(
      b, loc, arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x),
      x, r);
}

/// ln x = k ln2_hi + (k ln2_lo + log m); ln2_hi has 16 significant bits,
/// so k ln2_hi is exact for |k| <= 150.
Value logF32(OpBuilder &b, Location loc, Value x) {
  Value logM, k;
  logParts(b, loc, x, logM, k);
  Type type = x.getType();
  Value r = math::FmaOp::create(
      b, loc, k, f32Constant(b, loc, type, 1.428606765330187e-06f), logM);
  r = math::FmaOp::create(
      b, loc, k, f32Constant(b, loc, type, 0.693145751953125f), r);
  return fixLogSpecials(b, loc, x, r);
}

/// log2 x = k + log m * log2 e (log2 e split in two for the small part).
Value log2F32(OpBuilder &b, Location loc, Value x) {
  Value logM, k;
  logParts(b, loc, x, logM, k);
  Type type = x.getType();
  // log2 e = 1.4426950216293335 (f32) + 1.925963033500011e-08.
  Value lo = arith::MulFOp::create(
      b, loc, logM, f32Constant(b, loc, type, 1.925963033500011e-08f));
  Value r = math::FmaOp::create(
      b, loc, logM, f32Constant(b, loc, type, 1.4426950216293335f), lo);
  r = arith::AddFOp::create(b, loc, k, r);
  return fixLogSpecials(b, loc, x, r);
}

/// Unary f16/bf16/f32 math through an f32 helper.
template <typename TileOpTy>
struct F32MathLowering : Base<TileOpTy> {
  using Fn = Value (*)(OpBuilder &, Location, Value);
  F32MathLowering(const TypeConverter &converter, MLIRContext *context, Fn fn)
      : Base<TileOpTy>(converter, context), fn(fn) {}
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(this->getTypeConverter(), op);
    if (!type || getElementTypeOrSelf(type).isF64())
      return failure();
    Location loc = op.getLoc();
    Value x = toF32(rewriter, loc, adaptor.getOperands()[0]);
    rewriter.replaceOp(op, fromF32(rewriter, loc, fn(rewriter, loc, x), type));
    return success();
  }
  Fn fn;
};

/// sqrt rounded to nearest even: llvm.sqrt.f32, which NVPTX selects as
/// sqrt.rn.f32 (correctly rounded; f16/bf16 through f32 round once more,
/// still correctly rounded as f32 has more than 2p + 2 bits).
Value sqrtF32(OpBuilder &b, Location loc, Value x) {
  return math::SqrtOp::create(b, loc, x);
}

/// 1 / sqrt(x) as div.rn(1, sqrt.rn(x)): two correct roundings, under 1.5
/// ulp (rsqrt.approx is not used: its error is larger).
Value rsqrtF32(OpBuilder &b, Location loc, Value x) {
  return arith::DivFOp::create(b, loc, f32Constant(b, loc, x.getType(), 1.0f),
                               math::SqrtOp::create(b, loc, x));
}

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//


/// Float to float: widen exactly, narrow once with round to nearest even.
/// f16 <-> bf16 goes through f32 (exact on the way up).
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
    unsigned from = getElementTypeOrSelf(value.getType()).getIntOrFloatBitWidth();
    unsigned to = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    if (from == to) {
      Type f32 = rewriter.getF32Type();
      if (auto vector = dyn_cast<VectorType>(type))
        f32 = vector.clone(f32);
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

//===----------------------------------------------------------------------===//
// Constants, ids, iota
//===----------------------------------------------------------------------===//

struct ConstantLowering : Base<ConstantOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = resultType(getTypeConverter(), op);
    auto elements = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!type || !elements || !elements.isSplat())
      return failure();
    TypedAttr value = elements.getSplatValue<TypedAttr>();
    if (auto vector = dyn_cast<VectorType>(type))
      value = SplatElementsAttr::get(vector, value);
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, value);
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
          rewriter, loc, VectorType::get({layout.perThread}, element),
          indices);
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
template <typename TileOpTy>
struct TokenLowering : Base<TileOpTy> {
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
    auto pointer = dyn_cast<PointerType>(
        getElementTypeOrSelf(op.getPtr().getType()));
    if (!type || !pointer)
      return failure();
    Type pointee = converter.convertElementType(pointer.getPointeeType());
    if (!pointee || isa<LLVM::LLVMPointerType>(pointee))
      return failure();
    rewriter.replaceOpWithNewOp<LLVM::GEPOp>(op, type, pointee,
                                             adaptor.getPtr(),
                                             ValueRange{adaptor.getOffset()});
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
      // Float.
      OneToOne<AddFOp, arith::AddFOp>, OneToOne<SubFOp, arith::SubFOp>,
      OneToOne<MulFOp, arith::MulFOp>, OneToOne<DivFOp, arith::DivFOp>,
      OneToOne<RemFOp, arith::RemFOp>, OneToOne<FmaOp, math::FmaOp>,
      OneToOne<AbsFOp, math::AbsFOp>, OneToOne<NegFOp, arith::NegFOp>,
      OneToOne<FloorOp, math::FloorOp>, OneToOne<CeilOp, math::CeilOp>,
      MinMaxFLowering<MaxFOp, arith::MaxNumFOp, arith::MaximumFOp>,
      MinMaxFLowering<MinFOp, arith::MinNumFOp, arith::MinimumFOp>,
      CmpFLowering, ExpLowering, Exp2Lowering,
      // Selection and conversions.
      OneToOne<SelectOp, arith::SelectOp>,
      OneToOne<BitcastOp, arith::BitcastOp>,
      OneToOne<TruncIOp, arith::TruncIOp>,
      BySignedness<ExtIOp, arith::ExtSIOp, arith::ExtUIOp>,
      BySignedness<FToIOp, arith::FPToSIOp, arith::FPToUIOp>,
      BySignedness<IToFOp, arith::SIToFPOp, arith::UIToFPOp>,
      FToFLowering, OneToOne<IntToPtrOp, LLVM::IntToPtrOp>,
      OneToOne<PtrToIntOp, LLVM::PtrToIntOp>,
      // Constants, ids, shapes, pointers.
      ConstantLowering, IotaLowering,
      GridLowering<GetTileBlockIdOp, NVVM::BlockIdXOp, NVVM::BlockIdYOp,
                   NVVM::BlockIdZOp>,
      GridLowering<GetNumTileBlocksOp, NVVM::GridDimXOp, NVVM::GridDimYOp,
                   NVVM::GridDimZOp>,
      ReshapeLowering,
      OffsetLowering, AssumeLowering,
      TokenLowering<MakeTokenOp>, TokenLowering<JoinTokensOp>>(converter,
                                                               context);
  patterns.add<F32MathLowering<LogOp>>(converter, context, logF32);
  patterns.add<F32MathLowering<Log2Op>>(converter, context, log2F32);
  patterns.add<F32MathLowering<SqrtOp>>(converter, context, sqrtF32);
  patterns.add<F32MathLowering<RsqrtOp>>(converter, context, rsqrtF32);
}
