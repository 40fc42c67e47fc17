//===- TileToGPUMath.cpp - float functions, rounding modes, flush to zero -===//
//
// The float ops that take more than one arith op: exp, exp2, log, log2,
// sqrt, rsqrt, sin, cos, tan, sinh, cosh, tanh, pow, atan2, fpowi and remf,
// and addf/subf/mulf/divf/fma/maxf/minf in every rounding mode and with
// flush_to_zero. NVPTX has no libm and nothing links libdevice, so every
// function is written out in arith/math ops here (docs/float-math.md gives
// the algorithms and their measured errors); f16 and bf16 are computed in
// f32 and rounded back, as the reference asks. Non-default rounding and
// flushing use the NVVM intrinsics (llvm.nvvm.add.rz.f, ...), one call
// per lane.
// TileToGPUSupport.cpp decides which combinations reach these patterns.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"
#include "TileToGPUFloat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/APFloat.h"

#include <limits>

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Shared helpers (TileToGPUFloat.h)
//===----------------------------------------------------------------------===//

StringRef mlir::tile::getPTXRounding(RoundingMode mode) {
  switch (mode) {
  case RoundingMode::Zero:
    return "rz";
  case RoundingMode::NegativeInf:
    return "rm";
  case RoundingMode::PositiveInf:
    return "rp";
  default:
    return "rn";
  }
}

Type mlir::tile::withElementType(Type like, Type element) {
  if (auto vector = dyn_cast<VectorType>(like))
    return vector.clone(element);
  return element;
}

Value mlir::tile::floatConstant(OpBuilder &b, Location loc, Type type,
                                double value) {
  auto element = cast<FloatType>(getElementTypeOrSelf(type));
  llvm::APFloat converted(value);
  bool losesInfo = false;
  converted.convert(element.getFloatSemantics(),
                    llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  TypedAttr attr = b.getFloatAttr(element, converted);
  if (auto vector = dyn_cast<VectorType>(type))
    attr = SplatElementsAttr::get(vector, attr);
  return arith::ConstantOp::create(b, loc, attr);
}

Value mlir::tile::toF32(OpBuilder &b, Location loc, Value value) {
  if (getElementTypeOrSelf(value.getType()).isF32())
    return value;
  return arith::ExtFOp::create(
      b, loc, withElementType(value.getType(), b.getF32Type()), value);
}

Value mlir::tile::fromF32(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return arith::TruncFOp::create(b, loc, type, value);
}

Value mlir::tile::callIntrinsicPerLane(OpBuilder &b, Location loc,
                                       StringRef name, Type resultType,
                                       ValueRange operands) {
  StringAttr intrinsic = b.getStringAttr(name);
  auto vector = dyn_cast<VectorType>(resultType);
  if (!vector)
    return LLVM::CallIntrinsicOp::create(b, loc, resultType, intrinsic,
                                         operands)
        ->getResult(0);
  SmallVector<Value> lanes;
  for (int64_t lane = 0, e = vector.getNumElements(); lane < e; ++lane) {
    SmallVector<Value> args;
    for (Value operand : operands)
      args.push_back(
          vector::ExtractOp::create(b, loc, operand, ArrayRef<int64_t>{lane}));
    lanes.push_back(LLVM::CallIntrinsicOp::create(
                        b, loc, vector.getElementType(), intrinsic, args)
                        ->getResult(0));
  }
  return vector::FromElementsOp::create(b, loc, vector, lanes);
}

Value mlir::tile::anyLane(OpBuilder &b, Location loc, Value predicate) {
  if (!isa<VectorType>(predicate.getType()))
    return predicate;
  return vector::ReductionOp::create(b, loc, vector::CombiningKind::OR,
                                     predicate);
}

Value mlir::tile::narrowF32Directed(OpBuilder &b, Location loc, Value value,
                                    Type type, RoundingMode mode) {
  Type element = getElementTypeOrSelf(type);
  Value truncated = callIntrinsicPerLane(
      b, loc, element.isF16() ? "llvm.nvvm.f2f16.rz" : "llvm.nvvm.f2bf16.rz",
      type, value);
  if (mode == RoundingMode::Zero)
    return truncated;
  // Rounded toward zero; when that lost something on the side of the
  // requested infinity, one step away from zero (the bits + 1, which also
  // steps from the largest finite value to infinity).
  Value back = arith::ExtFOp::create(b, loc, value.getType(), truncated);
  Value inexact =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ONE, back, value);
  Value zero = floatConstant(b, loc, value.getType(), 0.0);
  Value onSide = arith::CmpFOp::create(b, loc,
                                       mode == RoundingMode::PositiveInf
                                           ? arith::CmpFPredicate::OGT
                                           : arith::CmpFPredicate::OLT,
                                       value, zero);
  Type bitsType = withElementType(type, b.getI16Type());
  Value bits = arith::BitcastOp::create(b, loc, bitsType, truncated);
  Value stepped = arith::BitcastOp::create(
      b, loc, type,
      arith::AddIOp::create(b, loc, bits, constantInt(b, loc, bitsType, 1)));
  return arith::SelectOp::create(b, loc,
                                 arith::AndIOp::create(b, loc, inexact, onSide),
                                 stepped, truncated);
}

namespace {

template <typename TileOpTy> using Base = OpConversionPattern<TileOpTy>;

/// Builds arith/math ops at one location; constants take the shape (scalar
/// or vector) of a `like` type.
struct Ops {
  OpBuilder &b;
  Location loc;

  Type f32() const { return b.getF32Type(); }
  Type f64() const { return b.getF64Type(); }
  Type i32() const { return b.getI32Type(); }
  Type i64() const { return b.getI64Type(); }

  Value f(Type like, double v) const { return floatConstant(b, loc, like, v); }
  Value i(Type like, int64_t v) const { return constantInt(b, loc, like, v); }
  /// A constant shaped like `like` with element `element`.
  Value f(Value like, double v) const { return f(like.getType(), v); }

  Value add(Value x, Value y) const {
    return arith::AddFOp::create(b, loc, x, y);
  }
  Value sub(Value x, Value y) const {
    return arith::SubFOp::create(b, loc, x, y);
  }
  Value mul(Value x, Value y) const {
    return arith::MulFOp::create(b, loc, x, y);
  }
  Value div(Value x, Value y) const {
    return arith::DivFOp::create(b, loc, x, y);
  }
  Value neg(Value x) const { return arith::NegFOp::create(b, loc, x); }
  Value abs(Value x) const { return math::AbsFOp::create(b, loc, x); }
  Value fma(Value x, Value y, Value z) const {
    return math::FmaOp::create(b, loc, x, y, z);
  }
  Value rint(Value x) const { return math::RoundEvenOp::create(b, loc, x); }
  Value trunc(Value x) const { return math::TruncOp::create(b, loc, x); }
  Value copySign(Value x, Value y) const {
    return math::CopySignOp::create(b, loc, x, y);
  }
  Value minNum(Value x, Value y) const {
    return arith::MinNumFOp::create(b, loc, x, y);
  }
  Value maxNum(Value x, Value y) const {
    return arith::MaxNumFOp::create(b, loc, x, y);
  }
  Value cmp(arith::CmpFPredicate p, Value x, Value y) const {
    return arith::CmpFOp::create(b, loc, p, x, y);
  }
  Value isNaN(Value x) const { return cmp(arith::CmpFPredicate::UNO, x, x); }
  Value sel(Value c, Value t, Value e) const {
    return arith::SelectOp::create(b, loc, c, t, e);
  }

  Value iadd(Value x, Value y) const {
    return arith::AddIOp::create(b, loc, x, y);
  }
  Value isub(Value x, Value y) const {
    return arith::SubIOp::create(b, loc, x, y);
  }
  Value imul(Value x, Value y) const {
    return arith::MulIOp::create(b, loc, x, y);
  }
  Value iand(Value x, Value y) const {
    return arith::AndIOp::create(b, loc, x, y);
  }
  Value ior(Value x, Value y) const {
    return arith::OrIOp::create(b, loc, x, y);
  }
  Value shl(Value x, Value y) const {
    return arith::ShLIOp::create(b, loc, x, y);
  }
  Value shru(Value x, Value y) const {
    return arith::ShRUIOp::create(b, loc, x, y);
  }
  Value shrs(Value x, Value y) const {
    return arith::ShRSIOp::create(b, loc, x, y);
  }
  Value icmp(arith::CmpIPredicate p, Value x, Value y) const {
    return arith::CmpIOp::create(b, loc, p, x, y);
  }
  Value iminS(Value x, Value y) const {
    return arith::MinSIOp::create(b, loc, x, y);
  }
  Value imaxS(Value x, Value y) const {
    return arith::MaxSIOp::create(b, loc, x, y);
  }
  Value urem(Value x, Value y) const {
    return arith::RemUIOp::create(b, loc, x, y);
  }

  Type shaped(Value like, Type element) const {
    return withElementType(like.getType(), element);
  }
  Value bitcast(Value x, Type element) const {
    return arith::BitcastOp::create(b, loc, shaped(x, element), x);
  }
  Value extf(Value x, Type element) const {
    return arith::ExtFOp::create(b, loc, shaped(x, element), x);
  }
  Value truncf(Value x, Type element) const {
    return arith::TruncFOp::create(b, loc, shaped(x, element), x);
  }
  Value sitofp(Value x, Type element) const {
    return arith::SIToFPOp::create(b, loc, shaped(x, element), x);
  }
  Value uitofp(Value x, Type element) const {
    return arith::UIToFPOp::create(b, loc, shaped(x, element), x);
  }
  Value fptosi(Value x, Type element) const {
    return arith::FPToSIOp::create(b, loc, shaped(x, element), x);
  }
  Value extsi(Value x, Type element) const {
    return arith::ExtSIOp::create(b, loc, shaped(x, element), x);
  }
  Value extui(Value x, Type element) const {
    return arith::ExtUIOp::create(b, loc, shaped(x, element), x);
  }
  Value trunci(Value x, Type element) const {
    return arith::TruncIOp::create(b, loc, shaped(x, element), x);
  }

  /// p(z) by Horner from the highest coefficient, with fma.
  Value horner(Value z, ArrayRef<double> coefficients) const {
    Value p = f(z, coefficients.front());
    for (double c : coefficients.drop_front())
      p = fma(p, z, f(z, c));
    return p;
  }
};

/// An unevaluated sum hi + lo with |lo| <= ulp(hi) / 2.
struct Pair {
  Value hi, lo;
};

/// hi + lo = x + y exactly, for any x, y (Knuth's two-sum).
Pair twoSum(const Ops &o, Value x, Value y) {
  Value s = o.add(x, y);
  Value yy = o.sub(s, x);
  Value err = o.add(o.sub(x, o.sub(s, yy)), o.sub(y, yy));
  return {s, err};
}

/// hi + lo = x + y exactly, when |x| >= |y| (or x is 0).
Pair fastTwoSum(const Ops &o, Value x, Value y) {
  Value s = o.add(x, y);
  return {s, o.sub(y, o.sub(s, x))};
}

/// 2^n for integer lanes n (i32 for f32, i64 for f64) with n in the normal
/// exponent range: the bits (n + bias) << mantissa.
Value powerOfTwo(const Ops &o, Value n, Type floatElement) {
  bool isF64 = floatElement.isF64();
  Value biased = o.iadd(n, o.i(n.getType(), isF64 ? 1023 : 127));
  return o.bitcast(o.shl(biased, o.i(n.getType(), isF64 ? 52 : 23)),
                   floatElement);
}

/// x * 2^n in two normal factors 2^(n >> 1) and 2^(n - (n >> 1)), so that
/// x in [1/2, 2] scales with one rounding to any result, subnormal or
/// infinite, for |n| up to twice the exponent bias.
Value scaleByPowerOfTwo(const Ops &o, Value x, Value n) {
  Type element = getElementTypeOrSelf(x.getType());
  Value n1 = o.shrs(n, o.i(n.getType(), 1));
  Value n2 = o.isub(n, n1);
  return o.mul(o.mul(x, powerOfTwo(o, n1, element)),
               powerOfTwo(o, n2, element));
}

//===----------------------------------------------------------------------===//
// exp (approx), log, log2, rsqrt (f32)
//===----------------------------------------------------------------------===//

Value f32Constant(OpBuilder &b, Location loc, Type like, float value) {
  return floatConstant(b, loc, like, value);
}

/// e^x with rounding approx, in f32 from the hardware 2^x (ex2.approx,
/// about 2 ulp):
/// n = rint(x log2 e) clamped to [-150, 128], r = x - n ln 2 in two fma
/// steps (|r| <= ln 2 / 2 for finite results), e^x = 2^(r log2 e) * 2^n1 *
/// 2^n2 with n1 + n2 = n, each factor a normal power of two, so that
/// subnormal results round once and overflow gives inf. NaN and infinities
/// pass through r.
Value expF32(OpBuilder &b, Location loc, Value x) {
  Type type = x.getType();
  Type i32 = withElementType(type, b.getI32Type());
  Value n = math::RoundEvenOp::create(
      b, loc,
      arith::MulFOp::create(b, loc, x, f32Constant(b, loc, type, 1.44269504f)));
  n = arith::MaxNumFOp::create(b, loc, n, f32Constant(b, loc, type, -150.0f));
  n = arith::MinNumFOp::create(b, loc, n, f32Constant(b, loc, type, 128.0f));
  Value negN = arith::NegFOp::create(b, loc, n);
  // ln 2 = 0.693145751953125 (exact in 16 bits) + 1.428606765330187e-06.
  Value r = math::FmaOp::create(
      b, loc, negN, f32Constant(b, loc, type, 0.693145751953125f), x);
  r = math::FmaOp::create(b, loc, negN,
                          f32Constant(b, loc, type, 1.428606765330187e-06f), r);
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

/// log of `x` (f32 lanes) as pieces for log and log2, in plain f32
/// arithmetic (lg2.approx has an absolute, not relative, error near 1):
/// x = 2^k m with m in [sqrt(1/2), sqrt(2)) (subnormals scaled by 2^23
/// first), s = (m - 1) / (m + 1) carried as s + sLo (m - 1 exact, m + 1 as
/// u + uLo, the quotient corrected by its exact remainder), log m =
/// 2 atanh s = 2s + (2 sLo + 2s z P(z)), z = s^2, P = 1/3 + z/5 + ... + z^4/11
/// (|s| <= 0.172, truncation below 2^-29). Returns log m as hi = 2s (exact)
/// plus lo, and k. Special values are fixed by `fixLogSpecials`.
void logParts(OpBuilder &b, Location loc, Value x, Value &hi, Value &lo,
              Value &k) {
  Ops o{b, loc};
  Type type = x.getType();
  Type i32 = withElementType(type, b.getI32Type());
  Value tiny = o.cmp(arith::CmpFPredicate::OLT, x, o.f(x, 0x1p-126));
  Value scaled = o.sel(tiny, o.mul(x, o.f(x, 0x1p23)), x);
  Value bits = o.bitcast(scaled, o.i32());
  Value e = o.isub(o.shru(bits, o.i(i32, 23)), o.i(i32, 127));
  e = o.iadd(e, o.sel(tiny, o.i(i32, -23), o.i(i32, 0)));
  Value m =
      o.bitcast(o.ior(o.iand(bits, o.i(i32, 0x7fffff)), o.i(i32, 0x3f800000)),
                o.f32()); // [1, 2)
  Value big = o.cmp(arith::CmpFPredicate::OGT, m, o.f(x, 1.41421356));
  m = o.sel(big, o.mul(m, o.f(x, 0.5)), m);
  e = o.sel(big, o.iadd(e, o.i(i32, 1)), e);
  Value one = o.f(x, 1.0);
  Value f = o.sub(m, one);
  Value u = o.add(m, one);
  Value uLo = o.sub(m, o.sub(u, one));
  Value s = o.div(f, u);
  Value rem = o.fma(o.neg(s), u, f);
  Value sLo = o.div(o.sub(rem, o.mul(s, uLo)), u);
  Value z = o.mul(s, s);
  Value p = o.horner(z, {1.0 / 11, 1.0 / 9, 1.0 / 7, 1.0 / 5, 1.0 / 3});
  hi = o.add(s, s);
  lo = o.fma(o.mul(hi, z), p, o.add(sLo, sLo));
  k = o.sitofp(e, o.f32());
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
      b, loc, arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x), x,
      r);
}

/// ln x = (k ln2_hi + hi) + (k ln2_lo + lo), ln2_hi of 16 bits so that
/// k ln2_hi is exact, the first sum by two-sum (about 0.6 ulp).
Value logF32(OpBuilder &b, Location loc, Value x) {
  Ops o{b, loc};
  Value hi, lo, k;
  logParts(b, loc, x, hi, lo, k);
  Pair sum = twoSum(o, o.mul(k, o.f(x, 0.693145751953125)), hi);
  Value tail = o.add(sum.lo, o.fma(k, o.f(x, 1.428606765330187e-06), lo));
  return fixLogSpecials(b, loc, x, o.add(sum.hi, tail));
}

/// log2 x = k + log m log2 e, log2 e = L1 + L2 (f32 parts), hi L1 split
/// exactly by fma, k + hi L1 by two-sum (about 0.6 ulp).
Value log2F32(OpBuilder &b, Location loc, Value x) {
  Ops o{b, loc};
  Value hi, lo, k;
  logParts(b, loc, x, hi, lo, k);
  Value l1 = o.f(x, 1.4426950216293335), l2 = o.f(x, 1.925963033500011e-08);
  Value pHi = o.mul(hi, l1);
  Value pLo = o.fma(hi, l1, o.neg(pHi));
  Value tail = o.add(pLo, o.fma(hi, l2, o.mul(lo, l1)));
  Pair sum = twoSum(o, k, pHi);
  return fixLogSpecials(b, loc, x, o.add(sum.hi, o.add(sum.lo, tail)));
}

/// 1 / sqrt(x) as div.rn(1, sqrt.rn(x)): two correct roundings, under 1.5
/// ulp (rsqrt.approx is not used: its error is larger).
Value rsqrtF32(OpBuilder &b, Location loc, Value x) {
  return arith::DivFOp::create(b, loc, f32Constant(b, loc, x.getType(), 1.0f),
                               math::SqrtOp::create(b, loc, x));
}

//===----------------------------------------------------------------------===//
// sin, cos, tan (f32)
//===----------------------------------------------------------------------===//

/// x = q pi/2 + (hi + lo), |hi + lo| <= pi/4 (a little more when the
/// rounded x 2/pi sits next to a half), lo below half an ulp of hi; q is
/// i32, only its low two bits matter.
struct Quadrant {
  Value q;
  Pair r;
};

/// The bits of 2/pi after the binary point, 32 at a time (224 of them).
constexpr uint32_t kTwoOverPi[] = {0xA2F9836E, 0x4E441529, 0xFC2757D1,
                                   0xF534DDC0, 0xDB629599, 0x3C439041,
                                   0xFE5163AB};

/// |x| above this takes the exact reduction.
constexpr float kCodyWaiteLimit = 0x1p17f;

/// Cody-Waite for |x| <= 2^17: j = rint(x 2/pi), pi/2 = C1 + C2 + C3 (f32
/// parts, 76 bits); x - j C1 is exact in one fma (a multiple of 2^-24 below
/// 1), j C2 is split exactly with fma, and the sum is carried as hi + lo.
/// The error is below 2^-59, against |r| >= 2^-27.8 for any f32 in this
/// range (found by exhaustive search), so r is good to 2^-31 relative.
Quadrant reduceSmall(const Ops &o, Value x) {
  Value j = o.rint(o.mul(x, o.f(x, 0.63661977236758134)));
  Value r1 = o.fma(o.neg(j), o.f(x, 1.5707963705062866), x);
  constexpr double c2 = -4.371138828673793e-08, c3 = -1.7151245100058819e-15;
  Value pHi = o.mul(j, o.f(x, c2));
  Value pLo = o.fma(j, o.f(x, c2), o.neg(pHi));
  Pair s = twoSum(o, r1, o.neg(pHi));
  Value tail = o.fma(o.neg(j), o.f(x, c3), o.sub(s.lo, pLo));
  return {o.fptosi(j, o.i32()), fastTwoSum(o, s.hi, tail)};
}

/// Payne-Hanek for finite |x| > 2^17, on integers: |x| = m 2^e with a
/// 24-bit m (e in [-6, 104]); P = m * (224 bits of 2/pi) as eight 32-bit
/// words; x 2/pi = P 2^(e - 224), so the 64 bits of P from bit 162 - e up
/// are the quadrant (2 bits) and 62 bits of fraction, rounded to the nearest
/// quadrant and turned into radians in f64 (relative error 2^-52; the
/// truncated bits of 2/pi cost below 2^-34 of the last kept bit, and no f32
/// is closer than 2^-30 quadrants to a multiple of pi/2). Other lanes
/// compute on 2^17 and are not used.
Quadrant reduceLarge(const Ops &o, Value x, Value large) {
  Type i32 = o.shaped(x, o.i32()), i64 = o.shaped(x, o.i64());
  Value bits = o.bitcast(o.abs(x), o.i32());
  bits = o.sel(large, bits, o.i(i32, 0x48000000)); // 2^17
  Value m = o.extui(o.ior(o.iand(bits, o.i(i32, 0x7fffff)), o.i(i32, 0x800000)),
                    o.i64());
  Value e = o.isub(o.shru(bits, o.i(i32, 23)), o.i(i32, 150));
  // P, most significant word first, each word in the low half of an i64.
  Value words[8];
  Value carry = o.i(i64, 0);
  Value low32 = o.i(i64, 0xffffffff), c32 = o.i(i64, 32);
  for (int k = 6; k >= 0; --k) {
    Value p = o.iadd(o.imul(m, o.i(i64, kTwoOverPi[k])), carry);
    words[k + 1] = o.iand(p, low32);
    carry = o.shru(p, c32);
  }
  words[0] = carry;
  // Bit sh = 162 - e of P is bit (sh & 31) of word 7 - (sh >> 5), with
  // sh >> 5 in [1, 5].
  Value sh = o.isub(o.i(i32, 162), e);
  Value word = o.shru(sh, o.i(i32, 5));
  Value offset = o.extui(o.iand(sh, o.i(i32, 31)), o.i64());
  auto pick = [&](int base) {
    Value r = words[base - 1];
    for (int k = 2; k <= 5; ++k)
      r = o.sel(o.icmp(arith::CmpIPredicate::eq, word, o.i(i32, k)),
                words[base - k], r);
    return r;
  };
  Value lo64 = o.ior(pick(7), o.shl(pick(6), c32));
  // (high << 1) << (63 - offset) is high << (64 - offset), and 0 when the
  // offset is 0.
  Value window =
      o.ior(o.shru(lo64, offset),
            o.shl(o.shl(pick(5), o.i(i64, 1)), o.isub(o.i(i64, 63), offset)));
  Value q = o.iadd(o.shru(window, o.i(i64, 62)),
                   o.iand(o.shru(window, o.i(i64, 61)), o.i(i64, 1)));
  // The fraction as a signed fixed-point number of quadrants in [-1/2, 1/2).
  Value t = o.shl(window, o.i(i64, 2));
  Value rd = o.mul(o.sitofp(t, o.f64()), o.f(o.shaped(x, o.f64()),
                                             8.515303950216386e-20)); // pi/2^65
  Value hi = o.truncf(rd, o.f32());
  Value lo = o.truncf(o.sub(rd, o.extf(hi, o.f64())), o.f32());
  Value qi = o.trunci(q, o.i32());
  Value negative = o.cmp(arith::CmpFPredicate::OLT, x, o.f(x, 0.0));
  return {o.sel(negative, o.isub(o.i(i32, 0), qi), qi),
          {o.sel(negative, o.neg(hi), hi), o.sel(negative, o.neg(lo), lo)}};
}

/// Both reductions: Cody-Waite always, Payne-Hanek in an scf.if taken only
/// when some lane needs it.
Quadrant reduceQuadrant(OpBuilder &b, Location loc, Value x) {
  Ops o{b, loc};
  Value ax = o.abs(x);
  Value small = o.cmp(arith::CmpFPredicate::OLE, ax, o.f(x, kCodyWaiteLimit));
  Value large =
      o.iand(o.cmp(arith::CmpFPredicate::OGT, ax, o.f(x, kCodyWaiteLimit)),
             o.cmp(arith::CmpFPredicate::OLT, ax,
                   o.f(x, std::numeric_limits<double>::infinity())));
  Quadrant fast = reduceSmall(o, o.sel(small, x, o.f(x, 0.0)));
  auto branch = scf::IfOp::create(
      b, loc, anyLane(b, loc, large),
      [&](OpBuilder &nb, Location nl) {
        Ops n{nb, nl};
        Quadrant slow = reduceLarge(n, x, large);
        scf::YieldOp::create(nb, nl,
                             ValueRange{n.sel(large, slow.q, fast.q),
                                        n.sel(large, slow.r.hi, fast.r.hi),
                                        n.sel(large, slow.r.lo, fast.r.lo)});
      },
      [&](OpBuilder &nb, Location nl) {
        scf::YieldOp::create(nb, nl, ValueRange{fast.q, fast.r.hi, fast.r.lo});
      });
  return {branch.getResult(0), {branch.getResult(1), branch.getResult(2)}};
}

/// sin r for |r| <= 0.8 as hi + lo: r + r^3 S(r^2), S the Taylor series to
/// r^9 (truncation below 2^-28.4 relative), lo of the reduction added to
/// the small term.
Pair sinKernel(const Ops &o, Pair r) {
  Value z = o.mul(r.hi, r.hi);
  Value s = o.horner(z, {1.0 / 362880, -1.0 / 5040, 1.0 / 120, -1.0 / 6});
  Value tail = o.add(r.lo, o.mul(o.mul(r.hi, z), s));
  return fastTwoSum(o, r.hi, tail);
}

/// cos r for |r| <= 0.8 as hi + lo: 1 - r^2/2 + r^4 C(r^2) (Taylor to
/// r^10, truncation below 2^-32), with r^2 split exactly by fma, 1 - r^2/2
/// split by fast-two-sum, and -r lo for the reduction's lo.
Pair cosKernel(const Ops &o, Pair r) {
  Value z = o.mul(r.hi, r.hi);
  Value zLo = o.fma(r.hi, r.hi, o.neg(z));
  Value half = o.mul(z, o.f(z, -0.5)); // exact
  Pair w = fastTwoSum(o, o.f(z, 1.0), half);
  Value c = o.horner(z, {-1.0 / 3628800, 1.0 / 40320, -1.0 / 720, 1.0 / 24});
  Value small =
      o.sub(o.mul(o.mul(z, z), c), o.fma(zLo, o.f(z, 0.5), o.mul(r.hi, r.lo)));
  return fastTwoSum(o, w.hi, o.add(w.lo, small));
}

/// (n.hi + n.lo) / (d.hi + d.lo): the rounded quotient corrected by the
/// exact remainder fma(-q, d.hi, n.hi) and the low parts.
Value divPairs(const Ops &o, Pair n, Pair d) {
  Value q = o.div(n.hi, d.hi);
  Value rem = o.fma(o.neg(q), d.hi, n.hi);
  Value corr = o.div(o.sub(o.add(rem, n.lo), o.mul(q, d.lo)), d.hi);
  return o.add(q, corr);
}

enum class Trig { Sin, Cos, Tan };

/// sin, cos and tan of f32 lanes (docs/lowering.md): the reduction, the
/// two kernels, the quadrant's sign and swap; x +-0 gives x (sin, tan),
/// inf and NaN give NaN.
Value trigF32(OpBuilder &b, Location loc, Value x, Trig fn) {
  Ops o{b, loc};
  Quadrant red = reduceQuadrant(b, loc, x);
  Type i32 = o.shaped(x, o.i32());
  Value q = red.q;
  Pair s = sinKernel(o, red.r), c = cosKernel(o, red.r);
  auto bit = [&](Value v, int64_t mask) {
    return o.icmp(arith::CmpIPredicate::ne, o.iand(v, o.i(i32, mask)),
                  o.i(i32, 0));
  };
  Value odd = bit(q, 1);
  Value result;
  switch (fn) {
  case Trig::Sin: {
    Value v = o.sel(odd, c.hi, s.hi);
    result = o.sel(bit(q, 2), o.neg(v), v);
    break;
  }
  case Trig::Cos: {
    Value v = o.sel(odd, s.hi, c.hi);
    result = o.sel(bit(o.iadd(q, o.i(i32, 1)), 2), o.neg(v), v);
    break;
  }
  case Trig::Tan: {
    // Even quadrants sin/cos, odd ones -cos/sin.
    Pair n{o.sel(odd, c.hi, s.hi), o.sel(odd, c.lo, s.lo)};
    Pair d{o.sel(odd, s.hi, c.hi), o.sel(odd, s.lo, c.lo)};
    Value t = divPairs(o, n, d);
    result = o.sel(odd, o.neg(t), t);
    break;
  }
  }
  if (fn != Trig::Cos)
    result = o.sel(o.cmp(arith::CmpFPredicate::OEQ, x, o.f(x, 0.0)), x, result);
  Value nonFinite = o.sub(x, x); // NaN for inf and NaN
  return o.sel(o.isNaN(nonFinite), nonFinite, result);
}

Value sinF32(OpBuilder &b, Location loc, Value x) {
  return trigF32(b, loc, x, Trig::Sin);
}
Value cosF32(OpBuilder &b, Location loc, Value x) {
  return trigF32(b, loc, x, Trig::Cos);
}
Value tanF32(OpBuilder &b, Location loc, Value x) {
  return trigF32(b, loc, x, Trig::Tan);
}

//===----------------------------------------------------------------------===//
// sinh, cosh, tanh, exp (full), exp2 (f32)
//===----------------------------------------------------------------------===//

/// e^x = (hi + lo) 2^n for f32 |x| <= 104: n = rint(x log2 e),
/// r = x - n ln 2 with ln 2 in two f32 parts (x - n L1 exact in one fma,
/// n L2 split exactly) carried as hi + lo, e^r = 1 + r + r^2 P(r) with the
/// Taylor series to r^8 (truncation below 2^-31), 1 + r split exactly.
/// hi + lo is good to about 2^-28 relative.
struct ExpParts {
  Pair p;
  Value n; // i32
};

/// e^(r.hi + r.lo) for |r| <= 0.35 as a pair: 1 + r + r^2 P(r), P the
/// Taylor series to r^8 / 8! (truncation below 2^-31), 1 + r split exactly.
Pair expReduced(const Ops &o, Pair r) {
  Value p = o.horner(r.hi, {1.0 / 40320, 1.0 / 5040, 1.0 / 720, 1.0 / 120,
                            1.0 / 24, 1.0 / 6, 0.5});
  Value tail = o.add(o.fma(r.lo, r.hi, r.lo), o.mul(o.mul(r.hi, r.hi), p));
  Pair a = fastTwoSum(o, o.f(r.hi, 1.0), r.hi);
  return fastTwoSum(o, a.hi, o.add(a.lo, tail));
}

ExpParts expParts(const Ops &o, Value x) {
  constexpr double l2 = -1.9046542121259336e-09;
  Value n = o.rint(o.mul(x, o.f(x, 1.4426950408889634)));
  Value r1 = o.fma(o.neg(n), o.f(x, 0.6931471824645996), x);
  Value cHi = o.mul(n, o.f(x, l2));
  Value cLo = o.fma(n, o.f(x, l2), o.neg(cHi));
  Pair rs = twoSum(o, r1, o.neg(cHi));
  Pair r = fastTwoSum(o, rs.hi, o.sub(rs.lo, cLo));
  return {expReduced(o, r), o.fptosi(n, o.i32())};
}

/// e^x of f32 lanes (`exp`, rounding full), about 1 ulp, in few registers
/// (softmax-style kernels evaluate many at once): x clamped to [-104, 89]
/// (beyond, the result is 0 or inf either way), n = rint(x log2 e),
/// r = x - n ln 2 (x - n L1 exact in one fma, then one rounding),
/// e^r = 1 + (r + r^2 P(r)) with the Taylor series to r^8 (truncation
/// below 2^-31), times 2^n in two steps. NaN stays NaN.
Value expAccurateF32(OpBuilder &b, Location loc, Value x) {
  Ops o{b, loc};
  Value c = o.maxNum(o.minNum(x, o.f(x, 89.0)), o.f(x, -104.0));
  Value n = o.rint(o.mul(c, o.f(x, 1.4426950408889634)));
  Value r = o.fma(o.neg(n), o.f(x, 0.6931471824645996), c);
  r = o.fma(o.neg(n), o.f(x, -1.9046542121259336e-09), r);
  Value p = o.horner(r, {1.0 / 40320, 1.0 / 5040, 1.0 / 720, 1.0 / 120,
                         1.0 / 24, 1.0 / 6, 0.5});
  Value e = o.add(o.f(x, 1.0), o.fma(o.mul(r, r), p, r));
  Value result = scaleByPowerOfTwo(o, e, o.fptosi(n, o.i32()));
  return o.sel(o.isNaN(x), x, result);
}

/// 2^x of f32 lanes, about 1 ulp (no ex2.approx: exp2 has no approx mode):
/// x clamped to [-152, 129], n = rint(x), f = x - n (exact), 2^f =
/// 1 + f Q(f) with Q the Taylor series of (2^f - 1) / f in f (ln 2^k / k!,
/// to f^9; |f| <= 1/2, truncation below 2^-32), times 2^n in two steps.
/// With flush_to_zero a subnormal result becomes +0 (a subnormal x gives 1
/// anyway).
Value exp2AccurateF32(OpBuilder &b, Location loc, Value x, bool ftz) {
  Ops o{b, loc};
  Value c = o.maxNum(o.minNum(x, o.f(x, 129.0)), o.f(x, -152.0));
  Value n = o.rint(c);
  Value f = o.sub(c, n);
  SmallVector<double> coefficients;
  double term = 1.0;
  for (int k = 1; k <= 9; ++k) {
    term *= 0.69314718055994531 / k;
    coefficients.insert(coefficients.begin(), term);
  }
  Value q = o.horner(f, coefficients);
  Value e = o.fma(f, q, o.f(x, 1.0));
  Value r = scaleByPowerOfTwo(o, e, o.fptosi(n, o.i32()));
  if (ftz)
    r = o.sel(o.cmp(arith::CmpFPredicate::OLT, r, o.f(x, 0x1p-126)),
              o.f(x, 0.0), r);
  return o.sel(o.isNaN(x), x, r);
}

enum class Hyperbolic { Sinh, Cosh };

/// sinh and cosh of f32 lanes: |x| < 1 (sinh): the odd Taylor series to
/// x^11; |x| <= 12: (e^|x| -+ e^-|x|) / 2 with both exponentials as pairs
/// and the difference by two-sum; beyond: e^|x| / 2 (e^-2|x| < 2^-34),
/// scaled in two steps so that it overflows only when the result does.
Value hyperbolicF32(OpBuilder &b, Location loc, Value x, Hyperbolic fn) {
  Ops o{b, loc};
  Type i32 = o.shaped(x, o.i32());
  Value ax = o.abs(x);
  ExpParts e = expParts(o, o.minNum(ax, o.f(x, 100.0)));
  // |x| <= 12: n <= 18, so 2^n and 2^-n are normal.
  Value n = o.iminS(e.n, o.i(i32, 20));
  Value up = powerOfTwo(o, n, o.f32());
  Value down = powerOfTwo(o, o.isub(o.i(i32, 0), n), o.f32());
  Value invHi = o.div(o.f(x, 1.0), e.p.hi);
  Value invErr = o.fma(o.neg(e.p.hi), invHi, o.f(x, 1.0));
  Value invLo = o.mul(invHi, o.sub(invErr, o.mul(e.p.lo, invHi)));
  Value bHi = o.mul(invHi, down), bLo = o.mul(invLo, down);
  if (fn == Hyperbolic::Sinh) {
    bHi = o.neg(bHi);
    bLo = o.neg(bLo);
  }
  Pair sum = twoSum(o, o.mul(e.p.hi, up), bHi);
  Value mid = o.mul(o.add(sum.hi, o.add(sum.lo, o.add(o.mul(e.p.lo, up), bLo))),
                    o.f(x, 0.5));
  Value big =
      scaleByPowerOfTwo(o, o.add(e.p.hi, e.p.lo), o.isub(e.n, o.i(i32, 1)));
  Value result =
      o.sel(o.cmp(arith::CmpFPredicate::OLE, ax, o.f(x, 12.0)), mid, big);
  if (fn == Hyperbolic::Sinh) {
    Value z = o.mul(x, x);
    Value s = o.horner(
        z, {1.0 / 39916800, 1.0 / 362880, 1.0 / 5040, 1.0 / 120, 1.0 / 6});
    Value series = o.fma(o.mul(x, z), s, x);
    result = o.sel(o.cmp(arith::CmpFPredicate::OLT, ax, o.f(x, 1.0)), series,
                   o.copySign(result, x));
    result = o.sel(o.cmp(arith::CmpFPredicate::OEQ, x, o.f(x, 0.0)), x, result);
  }
  return o.sel(o.isNaN(x), x, result);
}

Value sinhF32(OpBuilder &b, Location loc, Value x) {
  return hyperbolicF32(b, loc, x, Hyperbolic::Sinh);
}
Value coshF32(OpBuilder &b, Location loc, Value x) {
  return hyperbolicF32(b, loc, x, Hyperbolic::Cosh);
}

/// tanh of f32 lanes: |x| < 0.4: x + x^3 P(x^2), the Taylor series to x^15
/// (truncation below 2^-31); else 1 - 2 / (e^2|x| + 1) with e^2|x| as a
/// pair (2|x| clamped to 40, where the result is 1) and the quotient
/// corrected by its exact remainder. `approx` computes the same.
Value tanhF32(OpBuilder &b, Location loc, Value x) {
  Ops o{b, loc};
  Value ax = o.abs(x);
  ExpParts e = expParts(o, o.minNum(o.add(ax, ax), o.f(x, 40.0)));
  Value up = powerOfTwo(o, e.n, o.f32());
  Pair d = twoSum(o, o.mul(e.p.hi, up), o.f(x, 1.0));
  Value dLo = o.add(d.lo, o.mul(e.p.lo, up));
  Value q = o.div(o.f(x, 2.0), d.hi);
  Value qLo =
      o.div(o.sub(o.fma(o.neg(q), d.hi, o.f(x, 2.0)), o.mul(q, dLo)), d.hi);
  Pair u = twoSum(o, o.f(x, 1.0), o.neg(q));
  Value large = o.copySign(o.add(u.hi, o.sub(u.lo, qLo)), x);
  Value z = o.mul(x, x);
  Value p =
      o.horner(z, {-929569.0 / 638512875, 21844.0 / 6081075, -1382.0 / 155925,
                   62.0 / 2835, -17.0 / 315, 2.0 / 15, -1.0 / 3});
  Value series = o.fma(o.mul(x, z), p, x);
  Value result =
      o.sel(o.cmp(arith::CmpFPredicate::OLT, ax, o.f(x, 0.4)), series, large);
  result = o.sel(o.cmp(arith::CmpFPredicate::OEQ, x, o.f(x, 0.0)), x, result);
  return o.sel(o.isNaN(x), x, result);
}

//===----------------------------------------------------------------------===//
// pow, atan2 (f32 through f64), fpowi, remf
//===----------------------------------------------------------------------===//

/// log2 of positive normal f64 lanes to about 2^-50: x = 2^k m, m in
/// [sqrt(1/2), sqrt(2)), log m = 2 atanh((m - 1) / (m + 1)) by its series
/// to s^19.
Value log2F64(const Ops &o, Value x) {
  Type i64 = o.shaped(x, o.i64());
  Value bits = o.bitcast(x, o.i64());
  Value k = o.isub(o.shru(bits, o.i(i64, 52)), o.i(i64, 1023));
  Value m = o.bitcast(o.ior(o.iand(bits, o.i(i64, 0xfffffffffffffLL)),
                            o.i(i64, 0x3ff0000000000000LL)),
                      o.f64());
  Value big = o.cmp(arith::CmpFPredicate::OGT, m, o.f(x, 1.4142135623730951));
  m = o.sel(big, o.mul(m, o.f(x, 0.5)), m);
  k = o.sel(big, o.iadd(k, o.i(i64, 1)), k);
  Value s = o.div(o.sub(m, o.f(x, 1.0)), o.add(m, o.f(x, 1.0)));
  Value z = o.mul(s, s);
  Value p = o.horner(z, {1.0 / 19, 1.0 / 17, 1.0 / 15, 1.0 / 13, 1.0 / 11,
                         1.0 / 9, 1.0 / 7, 1.0 / 5, 1.0 / 3, 1.0});
  Value logM = o.mul(o.add(s, s), p);
  return o.fma(logM, o.f(x, 1.4426950408889634), o.sitofp(k, o.f64()));
}

/// 2^t for f64 lanes t in [-400, 400] to about 2^-50: n = rint(t),
/// 2^(t - n) = e^g by the Taylor series to g^11 (|g| <= 0.35), scaled by
/// 2^n in two steps.
Value exp2F64(const Ops &o, Value t) {
  Value n = o.rint(t);
  Value g = o.mul(o.sub(t, n), o.f(t, 0.69314718055994531));
  Value p = o.horner(g, {1.0 / 39916800, 1.0 / 3628800, 1.0 / 362880,
                         1.0 / 40320, 1.0 / 5040, 1.0 / 720, 1.0 / 120,
                         1.0 / 24, 1.0 / 6, 0.5, 1.0, 1.0});
  return scaleByPowerOfTwo(o, p, o.fptosi(n, o.i64()));
}

/// x^y of f32 lanes: 2^(y log2|x|) in f64 (relative error about 2^-45
/// before the one rounding to f32), with the C99/IEEE special cases:
/// y = 0 or x = 1 give 1 (even for NaN), x = -1 with y = +-inf gives 1,
/// finite x < 0 with y not an integer gives NaN, the sign is x's when y is
/// an odd integer, 0 and inf follow from log2 0 = -inf, log2 inf = inf.
Value powF32(OpBuilder &b, Location loc, Value x, Value y) {
  Ops o{b, loc};
  double inf = std::numeric_limits<double>::infinity();
  Type i32 = o.shaped(x, o.i32());
  Value xd = o.extf(x, o.f64()), yd = o.extf(y, o.f64());
  Value ax = o.abs(xd);
  Value l = log2F64(o, ax);
  l = o.sel(o.cmp(arith::CmpFPredicate::OEQ, ax, o.f(ax, 0.0)), o.f(ax, -inf),
            l);
  l = o.sel(o.cmp(arith::CmpFPredicate::OEQ, ax, o.f(ax, inf)), o.f(ax, inf),
            l);
  Value t = o.mul(yd, l);
  t = o.maxNum(o.minNum(t, o.f(t, 400.0)), o.f(t, -400.0));
  Value r = exp2F64(o, t);
  // Sign: x negative (or -0) and y an odd integer (|y| < 2^24).
  Value ay = o.abs(y);
  Value yInteger = o.cmp(arith::CmpFPredicate::OEQ, o.trunc(y), y);
  Value yNarrow = o.cmp(arith::CmpFPredicate::OLT, ay, o.f(y, 0x1p24));
  Value yBits = o.fptosi(o.sel(yNarrow, y, o.f(y, 0.0)), o.i32());
  Value yOdd = o.iand(o.iand(yInteger, yNarrow),
                      o.icmp(arith::CmpIPredicate::ne,
                             o.iand(yBits, o.i(i32, 1)), o.i(i32, 0)));
  Value xNegative =
      o.icmp(arith::CmpIPredicate::slt, o.bitcast(x, o.i32()), o.i(i32, 0));
  r = o.sel(o.iand(xNegative, yOdd), o.neg(r), r);
  Value nan = o.f(r, std::numeric_limits<double>::quiet_NaN());
  Value finiteNegative =
      o.iand(o.cmp(arith::CmpFPredicate::OLT, x, o.f(x, 0.0)),
             o.cmp(arith::CmpFPredicate::OGT, x, o.f(x, -inf)));
  Value noResult =
      o.ior(o.iand(finiteNegative,
                   o.icmp(arith::CmpIPredicate::eq, yInteger,
                          constantInt(b, loc, yInteger.getType(), 0))),
            o.ior(o.isNaN(x), o.isNaN(y)));
  r = o.sel(noResult, nan, r);
  Value one =
      o.ior(o.ior(o.cmp(arith::CmpFPredicate::OEQ, y, o.f(y, 0.0)),
                  o.cmp(arith::CmpFPredicate::OEQ, x, o.f(x, 1.0))),
            o.iand(o.cmp(arith::CmpFPredicate::OEQ, o.abs(x), o.f(x, 1.0)),
                   o.cmp(arith::CmpFPredicate::OEQ, ay, o.f(y, inf))));
  r = o.sel(one, o.f(r, 1.0), r);
  return o.truncf(r, o.f32());
}

/// atan of f64 lanes a in [0, 1] to about 2^-50: a = tan(c + u') with c
/// one of 0, pi/8, pi/4 picked so that |u| = |tan u'| <= 0.199, then the
/// odd series of atan u to u^15.
Value atanUnitF64(const Ops &o, Value a) {
  constexpr double tan3PiOver16 = 0.66817863791929891,
                   tanPiOver16 = 0.19891236737965800,
                   tanPiOver8 = 0.41421356237309504880;
  Value top = o.cmp(arith::CmpFPredicate::OGT, a, o.f(a, tan3PiOver16));
  Value mid = o.cmp(arith::CmpFPredicate::OGT, a, o.f(a, tanPiOver16));
  Value one = o.f(a, 1.0);
  Value num =
      o.sel(top, o.sub(a, one), o.sel(mid, o.sub(a, o.f(a, tanPiOver8)), a));
  Value den = o.sel(top, o.add(a, one),
                    o.sel(mid, o.fma(a, o.f(a, tanPiOver8), one), one));
  Value u = o.div(num, den);
  Value c = o.sel(top, o.f(a, 0.78539816339744831),
                  o.sel(mid, o.f(a, 0.39269908169872415), o.f(a, 0.0)));
  Value z = o.mul(u, u);
  Value p = o.horner(z, {-1.0 / 15, 1.0 / 13, -1.0 / 11, 1.0 / 9, -1.0 / 7,
                         1.0 / 5, -1.0 / 3});
  return o.add(c, o.fma(o.mul(u, z), p, u));
}

/// atan2(y, x) of f32 lanes (y the lhs) in f64: atan(min/max) of the
/// magnitudes, reflected to pi/2 - t when |y| > |x| and to pi - t when x
/// has its sign bit, with y's sign; 0/0 reads as 0 and inf/inf as 1, which
/// gives the IEEE special values; NaN in, NaN out.
Value atan2F32(OpBuilder &b, Location loc, Value y, Value x) {
  Ops o{b, loc};
  double inf = std::numeric_limits<double>::infinity();
  Value yd = o.extf(y, o.f64()), xd = o.extf(x, o.f64());
  Value ay = o.abs(yd), ax = o.abs(xd);
  Value hi = o.maxNum(ax, ay), lo = o.minNum(ax, ay);
  Value a = o.div(lo, hi);
  a = o.sel(o.cmp(arith::CmpFPredicate::OEQ, hi, o.f(hi, 0.0)), o.f(a, 0.0), a);
  a = o.sel(o.cmp(arith::CmpFPredicate::OEQ, lo, o.f(lo, inf)), o.f(a, 1.0), a);
  Value t = atanUnitF64(o, a);
  t = o.sel(o.cmp(arith::CmpFPredicate::OGT, ay, ax),
            o.sub(o.f(t, 1.5707963267948966), t), t);
  Value xNegative = o.icmp(arith::CmpIPredicate::slt, o.bitcast(x, o.i32()),
                           o.i(o.shaped(x, o.i32()), 0));
  t = o.sel(xNegative, o.sub(o.f(t, 3.1415926535897931), t), t);
  t = o.copySign(t, yd);
  t = o.sel(o.ior(o.isNaN(x), o.isNaN(y)),
            o.f(t, std::numeric_limits<double>::quiet_NaN()), t);
  return o.truncf(t, o.f32());
}

/// x^n for float lanes x (f16/bf16/f32/f64) and integer lanes n (read
/// signed): square-and-multiply in f64 over the bits of |n| (an scf.while
/// that runs while some lane has bits left), then 1/r for n < 0, rounded
/// once to the element type. f16/bf16/f32 results are good to about 2^-47
/// before that rounding; f64 ones to about 2 log2|n| ulp.
Value fpowi(OpBuilder &b, Location loc, Value x, Value n, Type resultType) {
  Ops o{b, loc};
  Value xd = getElementTypeOrSelf(x.getType()).isF64() ? x : o.extf(x, o.f64());
  Type i64 = o.shaped(x, o.i64());
  Value wide =
      getElementTypeOrSelf(n.getType()).isInteger(64) ? n : o.extsi(n, o.i64());
  Value negative = o.icmp(arith::CmpIPredicate::slt, wide, o.i(i64, 0));
  Value magnitude = o.sel(negative, o.isub(o.i(i64, 0), wide), wide);
  Type f64Type = xd.getType();
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{f64Type, f64Type, i64},
      ValueRange{o.f(f64Type, 1.0), xd, magnitude},
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        Ops n{nb, nl};
        Value more = anyLane(
            nb, nl, n.icmp(arith::CmpIPredicate::ne, args[2], n.i(i64, 0)));
        scf::ConditionOp::create(nb, nl, more, args);
      },
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        Ops n{nb, nl};
        Value bit = n.icmp(arith::CmpIPredicate::ne,
                           n.iand(args[2], n.i(i64, 1)), n.i(i64, 0));
        Value result = n.sel(bit, n.mul(args[0], args[1]), args[0]);
        scf::YieldOp::create(nb, nl,
                             ValueRange{result, n.mul(args[1], args[1]),
                                        n.shru(args[2], n.i(i64, 1))});
      });
  Value r = loop.getResult(0);
  r = o.sel(negative, o.div(o.f(r, 1.0), r), r);
  if (r.getType() == resultType)
    return r;
  return arith::TruncFOp::create(b, loc, resultType, r);
}

/// fmod of f32 or f64 lanes, exactly (x - trunc(x/y) y rounded, what NVPTX
/// makes of frem, is not): with integer significands mx, my and exponents
/// ex >= ey, r = mx 2^(ex - ey) mod my by shifting r left at most `step`
/// bits at a time (r << step fits in 64 bits) and reducing, in an
/// scf.while that runs while some lane has exponent difference left; the
/// result r 2^(ey - bias - mantissa bits) is exact, with x's sign.
/// |x| < |y| gives x; y = 0, x = +-inf or a NaN give NaN.
Value remExact(OpBuilder &b, Location loc, Value x, Value y) {
  Ops o{b, loc};
  bool isF64 = getElementTypeOrSelf(x.getType()).isF64();
  Type intElement = isF64 ? o.i64() : o.i32();
  Type iT = o.shaped(x, intElement), i64 = o.shaped(x, o.i64());
  int64_t mantissa = isF64 ? 52 : 23;
  int64_t step = isF64 ? 11 : 40;
  Value ix = o.iand(o.bitcast(x, intElement),
                    o.i(iT, isF64 ? 0x7fffffffffffffffLL : 0x7fffffff));
  Value iy = o.iand(o.bitcast(y, intElement),
                    o.i(iT, isF64 ? 0x7fffffffffffffffLL : 0x7fffffff));
  Value fraction = o.i(iT, (int64_t(1) << mantissa) - 1);
  Value implicit = o.i(iT, int64_t(1) << mantissa);
  auto split = [&](Value bits, Value &m, Value &e) {
    e = o.shru(bits, o.i(iT, mantissa));
    Value isSubnormal = o.icmp(arith::CmpIPredicate::eq, e, o.i(iT, 0));
    m = o.sel(isSubnormal, bits, o.ior(o.iand(bits, fraction), implicit));
    e = o.sel(isSubnormal, o.i(iT, 1), e);
  };
  Value mx, ex, my, ey;
  split(ix, mx, ex);
  split(iy, my, ey);
  if (!isF64) {
    mx = o.extui(mx, o.i64());
    my = o.extui(my, o.i64());
  }
  // y = 0 lanes divide by 1 instead (their result is NaN anyway).
  my =
      o.sel(o.icmp(arith::CmpIPredicate::eq, my, o.i(i64, 0)), o.i(i64, 1), my);
  Value diff = isF64 ? o.isub(ex, ey) : o.extsi(o.isub(ex, ey), o.i64());
  auto loop = scf::WhileOp::create(
      b, loc, TypeRange{i64, i64}, ValueRange{mx, diff},
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        Ops n{nb, nl};
        Value more = anyLane(
            nb, nl, n.icmp(arith::CmpIPredicate::sgt, args[1], n.i(i64, 0)));
        scf::ConditionOp::create(nb, nl, more, args);
      },
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        Ops n{nb, nl};
        Value k = n.imaxS(n.iminS(args[1], n.i(i64, step)), n.i(i64, 0));
        Value r = n.urem(n.shl(args[0], k), my);
        scf::YieldOp::create(nb, nl, ValueRange{r, n.isub(args[1], k)});
      });
  Value r = o.urem(loop.getResult(0), my);
  Type floatElement = getElementTypeOrSelf(x.getType());
  Value value = o.uitofp(r, floatElement);
  value = o.mul(value, o.f(value, isF64 ? 0x1p-52 : 0x1p-23));
  Value scale = o.bitcast(o.shl(ey, o.i(iT, mantissa)), floatElement);
  value = o.copySign(o.mul(value, scale), x);
  value = o.sel(o.icmp(arith::CmpIPredicate::ult, ix, iy), x, value);
  Value invalid =
      o.ior(o.ior(o.isNaN(x), o.isNaN(y)),
            o.ior(o.cmp(arith::CmpFPredicate::OEQ, y, o.f(y, 0.0)),
                  o.cmp(arith::CmpFPredicate::OEQ, o.abs(x),
                        o.f(x, std::numeric_limits<double>::infinity()))));
  return o.sel(invalid, o.f(x, std::numeric_limits<double>::quiet_NaN()),
               value);
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

/// Unary f16/bf16/f32 math through an f32 helper.
template <typename TileOpTy> struct F32MathLowering : Base<TileOpTy> {
  using Fn = Value (*)(OpBuilder &, Location, Value);
  F32MathLowering(const TypeConverter &converter, MLIRContext *context, Fn fn)
      : Base<TileOpTy>(converter, context), fn(fn) {}
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = this->getTypeConverter()->convertType(op.getType());
    if (!type || getElementTypeOrSelf(type).isF64())
      return failure();
    Location loc = op.getLoc();
    Value x = toF32(rewriter, loc, adaptor.getOperands()[0]);
    rewriter.replaceOp(op, fromF32(rewriter, loc, fn(rewriter, loc, x), type));
    return success();
  }
  Fn fn;
};

/// Binary f16/bf16/f32 math through an f32 helper.
template <typename TileOpTy> struct F32BinaryMathLowering : Base<TileOpTy> {
  using Fn = Value (*)(OpBuilder &, Location, Value, Value);
  F32BinaryMathLowering(const TypeConverter &converter, MLIRContext *context,
                        Fn fn)
      : Base<TileOpTy>(converter, context), fn(fn) {}
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = this->getTypeConverter()->convertType(op.getType());
    if (!type || getElementTypeOrSelf(type).isF64())
      return failure();
    Location loc = op.getLoc();
    Value lhs = toF32(rewriter, loc, adaptor.getOperands()[0]);
    Value rhs = toF32(rewriter, loc, adaptor.getOperands()[1]);
    rewriter.replaceOp(
        op, fromF32(rewriter, loc, fn(rewriter, loc, lhs, rhs), type));
    return success();
  }
  Fn fn;
};

struct ExpLowering : Base<ExpOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(ExpOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type || getElementTypeOrSelf(type).isF64())
      return failure();
    Location loc = op.getLoc();
    Value x = toF32(rewriter, loc, adaptor.getX());
    Value r = op.getRoundingMode() == RoundingMode::Approx
                  ? expF32(rewriter, loc, x)
                  : expAccurateF32(rewriter, loc, x);
    rewriter.replaceOp(op, fromF32(rewriter, loc, r, type));
    return success();
  }
};

/// 2^x: exp2AccurateF32.
struct Exp2Lowering : Base<Exp2Op> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(Exp2Op op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type || getElementTypeOrSelf(type).isF64())
      return failure();
    Location loc = op.getLoc();
    Value x = toF32(rewriter, loc, adaptor.getX());
    Value r = exp2AccurateF32(rewriter, loc, x, op.getFlushToZero());
    rewriter.replaceOp(op, fromF32(rewriter, loc, r, type));
    return success();
  }
};

/// `llvm.nvvm.<op>.<rnd>[.ftz].<f|d>`.
std::string nvvmRounded(StringRef op, RoundingMode mode, bool ftz, bool isF64) {
  return ("llvm.nvvm." + op + "." + getPTXRounding(mode) + (ftz ? ".ftz" : "") +
          (isF64 ? ".d" : ".f"))
      .str();
}

/// sqrt: llvm.sqrt (sqrt.rn, correctly rounded) by default; other rounding
/// modes, flush_to_zero and approx through sqrt.{rz,rm,rp}[.ftz],
/// sqrt.approx[.ftz]; f16/bf16 in f32 with the same rounding direction
/// twice, which equals rounding once.
struct SqrtLowering : Base<SqrtOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(SqrtOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    RoundingMode mode = op.getRoundingMode();
    bool ftz = op.getFlushToZero();
    Type element = getElementTypeOrSelf(type);
    Value x = adaptor.getX();
    if (element.isF64()) {
      rewriter.replaceOp(
          op, mode == RoundingMode::NearestEven
                  ? math::SqrtOp::create(rewriter, loc, x).getResult()
                  : callIntrinsicPerLane(rewriter, loc,
                                         nvvmRounded("sqrt", mode, false, true),
                                         type, x));
      return success();
    }
    x = toF32(rewriter, loc, x);
    Value r;
    if (mode == RoundingMode::NearestEven && !ftz)
      r = math::SqrtOp::create(rewriter, loc, x);
    else if (mode == RoundingMode::Approx)
      r = callIntrinsicPerLane(rewriter, loc,
                               ftz ? "llvm.nvvm.sqrt.approx.ftz.f"
                                   : "llvm.nvvm.sqrt.approx.f",
                               x.getType(), x);
    else
      r = callIntrinsicPerLane(
          rewriter, loc, nvvmRounded("sqrt", mode, ftz, false), x.getType(), x);
    if (!element.isF32() && mode != RoundingMode::NearestEven)
      r = narrowF32Directed(rewriter, loc, r, type, mode);
    rewriter.replaceOp(op, fromF32(rewriter, loc, r, type));
    return success();
  }
};

/// rsqrt: div.rn(1, sqrt.rn(x)) (its .ftz forms with flush_to_zero); f64
/// the same in f64.
struct RsqrtLowering : Base<RsqrtOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(RsqrtOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Value x = adaptor.getX();
    if (getElementTypeOrSelf(type).isF64()) {
      rewriter.replaceOpWithNewOp<arith::DivFOp>(
          op, floatConstant(rewriter, loc, type, 1.0),
          math::SqrtOp::create(rewriter, loc, x));
      return success();
    }
    x = toF32(rewriter, loc, x);
    Value r;
    if (op.getFlushToZero()) {
      Value root = callIntrinsicPerLane(
          rewriter, loc, "llvm.nvvm.sqrt.rn.ftz.f", x.getType(), x);
      r = callIntrinsicPerLane(
          rewriter, loc, "llvm.nvvm.div.rn.ftz.f", x.getType(),
          ValueRange{floatConstant(rewriter, loc, x.getType(), 1.0), root});
    } else {
      r = rsqrtF32(rewriter, loc, x);
    }
    rewriter.replaceOp(op, fromF32(rewriter, loc, r, type));
    return success();
  }
};

enum class Arith { Add, Sub, Mul, Div, Fma };

/// addf, subf, mulf, divf, fma. Round to nearest even without flushing is
/// one arith/math op (native f16/bf16 included); other IEEE modes and
/// flush_to_zero call llvm.nvvm.{add,mul,div,fma}.<rnd>[.ftz].{f,d} (x - y
/// as x + (-y), exact in every mode); divf approx/full call
/// div.approx[.ftz].f / div.full[.ftz]. f16/bf16 in a directed mode are
/// computed in f32 in that mode and narrowed in it again, which equals one
/// rounding of the exact result.
template <typename TileOpTy, Arith kind>
struct RoundedArithLowering : Base<TileOpTy> {
  using Base<TileOpTy>::Base;
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = this->getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    RoundingMode mode = op.getRoundingMode();
    bool ftz = op.getFlushToZero();
    SmallVector<Value> args(adaptor.getOperands());
    if (mode == RoundingMode::NearestEven && !ftz) {
      Value r;
      switch (kind) {
      case Arith::Add:
        r = arith::AddFOp::create(rewriter, loc, args[0], args[1]);
        break;
      case Arith::Sub:
        r = arith::SubFOp::create(rewriter, loc, args[0], args[1]);
        break;
      case Arith::Mul:
        r = arith::MulFOp::create(rewriter, loc, args[0], args[1]);
        break;
      case Arith::Div:
        r = arith::DivFOp::create(rewriter, loc, args[0], args[1]);
        break;
      case Arith::Fma:
        r = math::FmaOp::create(rewriter, loc, args[0], args[1], args[2]);
        break;
      }
      rewriter.replaceOp(op, r);
      return success();
    }
    Type element = getElementTypeOrSelf(type);
    bool isF64 = element.isF64();
    bool narrow = !isF64 && !element.isF32();
    if (narrow)
      for (Value &arg : args)
        arg = toF32(rewriter, loc, arg);
    if (kind == Arith::Sub)
      args[1] = arith::NegFOp::create(rewriter, loc, args[1]);
    StringRef name;
    switch (kind) {
    case Arith::Add:
    case Arith::Sub:
      name = "add";
      break;
    case Arith::Mul:
      name = "mul";
      break;
    case Arith::Div:
      name = "div";
      break;
    case Arith::Fma:
      name = "fma";
      break;
    }
    std::string intrinsic;
    if (mode == RoundingMode::Approx)
      intrinsic = ftz ? "llvm.nvvm.div.approx.ftz.f" : "llvm.nvvm.div.approx.f";
    else if (mode == RoundingMode::Full)
      intrinsic = ftz ? "llvm.nvvm.div.full.ftz" : "llvm.nvvm.div.full";
    else
      intrinsic = nvvmRounded(name, mode, ftz, isF64);
    Value r =
        callIntrinsicPerLane(rewriter, loc, intrinsic, args[0].getType(), args);
    if (narrow)
      r = mode == RoundingMode::NearestEven
              ? fromF32(rewriter, loc, r, type)
              : narrowF32Directed(rewriter, loc, r, type, mode);
    rewriter.replaceOp(op, r);
    return success();
  }
};

/// maxf/minf: maxnum/minnum (maximum/minimum with propagate_nan); with
/// flush_to_zero (f32) max/min.ftz[.NaN].f32.
template <typename TileOpTy, typename NumberOp, typename NaNOp>
struct MinMaxFLowering : Base<TileOpTy> {
  using Base<TileOpTy>::Base;
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getFlushToZero()) {
      bool isMax = std::is_same_v<TileOpTy, MaxFOp>;
      std::string name = (Twine("llvm.nvvm.f") + (isMax ? "max" : "min") +
                          ".ftz" + (op.getPropagateNan() ? ".nan" : "") + ".f")
                             .str();
      rewriter.replaceOp(
          op, callIntrinsicPerLane(rewriter, op.getLoc(), name,
                                   adaptor.getLhs().getType(),
                                   {adaptor.getLhs(), adaptor.getRhs()}));
      return success();
    }
    if (op.getPropagateNan())
      rewriter.replaceOpWithNewOp<NaNOp>(op, adaptor.getLhs(),
                                         adaptor.getRhs());
    else
      rewriter.replaceOpWithNewOp<NumberOp>(op, adaptor.getLhs(),
                                            adaptor.getRhs());
    return success();
  }
};

struct FPowILowering : Base<FPowIOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(FPowIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    rewriter.replaceOp(op, fpowi(rewriter, op.getLoc(), adaptor.getSource(),
                                 adaptor.getExponent(), type));
    return success();
  }
};

/// remf: exact, f16/bf16 through f32 (the remainder is representable, so
/// rounding back is exact).
struct RemFLowering : Base<RemFOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(RemFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    if (getElementTypeOrSelf(type).isF64()) {
      rewriter.replaceOp(op, remExact(rewriter, loc, lhs, rhs));
      return success();
    }
    Value r = remExact(rewriter, loc, toF32(rewriter, loc, lhs),
                       toF32(rewriter, loc, rhs));
    rewriter.replaceOp(op, fromF32(rewriter, loc, r, type));
    return success();
  }
};

} // namespace

void mlir::tile::populateTileMathPatterns(TileTypeConverter &converter,
                                          RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<RoundedArithLowering<AddFOp, Arith::Add>,
               RoundedArithLowering<SubFOp, Arith::Sub>,
               RoundedArithLowering<MulFOp, Arith::Mul>,
               RoundedArithLowering<DivFOp, Arith::Div>,
               RoundedArithLowering<FmaOp, Arith::Fma>,
               MinMaxFLowering<MaxFOp, arith::MaxNumFOp, arith::MaximumFOp>,
               MinMaxFLowering<MinFOp, arith::MinNumFOp, arith::MinimumFOp>,
               ExpLowering, Exp2Lowering, SqrtLowering, RsqrtLowering,
               FPowILowering, RemFLowering>(converter, context);
  patterns.add<F32MathLowering<LogOp>>(converter, context, logF32);
  patterns.add<F32MathLowering<Log2Op>>(converter, context, log2F32);
  patterns.add<F32MathLowering<SinOp>>(converter, context, sinF32);
  patterns.add<F32MathLowering<CosOp>>(converter, context, cosF32);
  patterns.add<F32MathLowering<TanOp>>(converter, context, tanF32);
  patterns.add<F32MathLowering<SinhOp>>(converter, context, sinhF32);
  patterns.add<F32MathLowering<CoshOp>>(converter, context, coshF32);
  patterns.add<F32MathLowering<TanhOp>>(converter, context, tanhF32);
  patterns.add<F32BinaryMathLowering<PowOp>>(converter, context, powF32);
  patterns.add<F32BinaryMathLowering<Atan2Op>>(converter, context, atan2F32);
}
