//===- TileToGPUMath.cpp - float functions, rounding modes, flush to zero -===//
//
// The float ops that take more than one arith op: exp, exp2, log, log2,
// sqrt, rsqrt, sin, cos, tan, sinh, cosh, tanh, pow, atan2, fpowi and remf,
// and addf/subf/mulf/divf/fma/maxf/minf in every rounding mode and with
// flush_to_zero. The math functions are NVIDIA's libdevice (the ones nvcc
// and tileiras call): each lane calls `__nv_<fn>f` or `__nv_<fn>`, and the
// PTX stage links the definitions (lib/Target/PTX/Libdevice.cpp); f16 and
// bf16 are computed in f32 and rounded back, as the reference asks. What
// libdevice does not offer is written out here: exp's approx form and
// exp2's flush_to_zero one (docs/float-math.md), non-default rounding and
// flushing through the NVVM intrinsics (llvm.nvvm.add.rz.f, ...), one call
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

/// Applies the scalar call `call(args, elementType)` to each lane of
/// `operands` (all of `resultType`'s shape) and assembles the result.
static Value mapLanes(OpBuilder &b, Location loc, Type resultType,
                      ValueRange operands,
                      llvm::function_ref<Value(ValueRange, Type)> call) {
  auto vector = dyn_cast<VectorType>(resultType);
  if (!vector)
    return call(operands, resultType);
  SmallVector<Value> lanes;
  for (int64_t lane = 0, e = vector.getNumElements(); lane < e; ++lane) {
    SmallVector<Value> args;
    for (Value operand : operands)
      args.push_back(
          vector::ExtractOp::create(b, loc, operand, ArrayRef<int64_t>{lane}));
    lanes.push_back(call(args, vector.getElementType()));
  }
  return vector::FromElementsOp::create(b, loc, vector, lanes);
}

Value mlir::tile::callIntrinsicPerLane(OpBuilder &b, Location loc,
                                       StringRef name, Type resultType,
                                       ValueRange operands) {
  StringAttr intrinsic = b.getStringAttr(name);
  return mapLanes(
      b, loc, resultType, operands, [&](ValueRange args, Type element) {
        return LLVM::CallIntrinsicOp::create(b, loc, element, intrinsic, args)
            ->getResult(0);
      });
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
// exp with rounding approx (f32)
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

//===----------------------------------------------------------------------===//
// exp2 with flush_to_zero (f32)
//===----------------------------------------------------------------------===//

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

//===----------------------------------------------------------------------===//
// fpowi, remf
//===----------------------------------------------------------------------===//

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

/// Whether `op` is the form libdevice computes: not approx, not flushing.
template <typename TileOpTy> bool usesLibdevice(TileOpTy) { return true; }
bool usesLibdevice(ExpOp op) {
  return op.getRoundingMode() != RoundingMode::Approx;
}
bool usesLibdevice(Exp2Op op) { return !op.getFlushToZero(); }
bool usesLibdevice(RsqrtOp op) { return !op.getFlushToZero(); }

/// Calls libdevice's `name` (scalar f32 or f64 arguments and result) on each
/// lane of `operands`, declaring it in the kernel's module; the PTX stage
/// links libdevice's definitions (lib/Target/PTX/Libdevice.cpp).
Value callLibdevice(OpBuilder &b, Location loc, Operation *op, StringRef name,
                    Type resultType, ValueRange operands) {
  Type element = getElementTypeOrSelf(resultType);
  SmallVector<Type> params(operands.size(), element);
  declareFunction(b, op, name, LLVM::LLVMFunctionType::get(element, params));
  return mapLanes(
      b, loc, resultType, operands, [&](ValueRange args, Type element) {
        return LLVM::CallOp::create(b, loc, element, name, args).getResult();
      });
}

/// A math function as NVIDIA's libdevice computes it, the functions nvcc
/// and tileiras call: `__nv_<name>f` for f16, bf16 and f32 (computed in
/// f32, rounded back), `__nv_<name>` for f64. The ops' approx and
/// flush_to_zero forms have patterns of their own.
template <typename TileOpTy> struct LibdeviceLowering : Base<TileOpTy> {
  LibdeviceLowering(const TypeConverter &converter, MLIRContext *context,
                    StringRef name)
      : Base<TileOpTy>(converter, context), name(name.str()) {}
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = this->getTypeConverter()->convertType(op.getType());
    if (!type || !usesLibdevice(op))
      return failure();
    Location loc = op.getLoc();
    if (getElementTypeOrSelf(type).isF64()) {
      rewriter.replaceOp(op, callLibdevice(rewriter, loc, op, "__nv_" + name,
                                           type, adaptor.getOperands()));
      return success();
    }
    SmallVector<Value> args;
    for (Value operand : adaptor.getOperands())
      args.push_back(toF32(rewriter, loc, operand));
    Value r = callLibdevice(rewriter, loc, op, "__nv_" + name + "f",
                            args.front().getType(), args);
    rewriter.replaceOp(op, fromF32(rewriter, loc, r, type));
    return success();
  }
  std::string name;
};

struct ExpLowering : Base<ExpOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(ExpOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type || getElementTypeOrSelf(type).isF64() || usesLibdevice(op))
      return failure();
    Location loc = op.getLoc();
    Value x = toF32(rewriter, loc, adaptor.getX());
    Value r = expF32(rewriter, loc, x);
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
    if (!type || getElementTypeOrSelf(type).isF64() || usesLibdevice(op))
      return failure();
    Location loc = op.getLoc();
    Value x = toF32(rewriter, loc, adaptor.getX());
    Value r = exp2AccurateF32(rewriter, loc, x, /*ftz=*/true);
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

/// rsqrt with flush_to_zero: div.rn.ftz(1, sqrt.rn.ftz(x)) (libdevice
/// computes the other forms).
struct RsqrtLowering : Base<RsqrtOp> {
  using Base::Base;
  LogicalResult
  matchAndRewrite(RsqrtOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type || getElementTypeOrSelf(type).isF64() || usesLibdevice(op))
      return failure();
    Location loc = op.getLoc();
    Value x = toF32(rewriter, loc, adaptor.getX());
    Value root = callIntrinsicPerLane(rewriter, loc, "llvm.nvvm.sqrt.rn.ftz.f",
                                      x.getType(), x);
    Value r = callIntrinsicPerLane(
        rewriter, loc, "llvm.nvvm.div.rn.ftz.f", x.getType(),
        ValueRange{floatConstant(rewriter, loc, x.getType(), 1.0), root});
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

/// One LibdeviceLowering per op, with the op's function name in libdevice.
template <typename... TileOpTys>
void addLibdevicePatterns(TileTypeConverter &converter,
                          RewritePatternSet &patterns,
                          ArrayRef<StringRef> names) {
  unsigned i = 0;
  (patterns.add<LibdeviceLowering<TileOpTys>>(converter, patterns.getContext(),
                                              names[i++]),
   ...);
}

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
  addLibdevicePatterns<ExpOp, Exp2Op, LogOp, Log2Op, SinOp, CosOp, TanOp,
                       SinhOp, CoshOp, TanhOp, PowOp, Atan2Op, RsqrtOp>(
      converter, patterns,
      {"exp", "exp2", "log", "log2", "sin", "cos", "tan", "sinh", "cosh",
       "tanh", "pow", "atan2", "rsqrt"});
}
