//===- EvalMath.cpp - exp, log, sqrt, trigonometric ops --------------------===//
//
// f64 uses the host's double libm; f32 the float libm; f16/bf16 are computed
// in f32 and rounded back to nearest-even (reference §2.5). Only sqrt has a
// defined rounding: it is correctly rounded in every IEEE mode. The `approx`
// variants compute the same values as `full` (both are within the ulps the
// IR allows).
//
//===----------------------------------------------------------------------===//

#include "EvalContext.h"

#include <cfenv>
#include <cmath>

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;

namespace {
using FloatFn = float (*)(float);
using DoubleFn = double (*)(double);

TilePtr mapMath(const TileBuf &a, FloatFn ff, DoubleFn df, bool ftz) {
  ElemKind k = a.kind;
  ftz = ftz && k == ElemKind::F32;
  return mapUnary(a, a.elemType, [&](uint64_t x) -> uint64_t {
    if (k == ElemKind::F64)
      return doubleBits(df(bitsDouble(x)));
    if (ftz)
      x = flushSubnormal(k, x);
    float v = ff(toFloat(k, x));
    uint64_t r = k == ElemKind::F32 ? floatBits(v) : fromDouble(k, double(v));
    return ftz ? flushSubnormal(k, r) : r;
  });
}

template <typename OpT, FloatFn ff, DoubleFn df>
LogicalResult evalPlain(ExecContext &ctx, OpT op) {
  TILE_OPERAND(a, ctx, op, op.getX());
  bool ftz = false;
  if constexpr (std::is_same_v<OpT, Exp2Op> || std::is_same_v<OpT, RsqrtOp>)
    ftz = op.getFlushToZero();
  ctx.setTile(op.getResult(), mapMath(*a, ff, df, ftz));
  return success();
}

float rsqrtf_(float x) { return 1.0f / std::sqrt(x); }
double rsqrt_(double x) { return 1.0 / std::sqrt(x); }
float expf_(float x) { return std::exp(x); }
double exp_(double x) { return std::exp(x); }
float exp2f_(float x) { return std::exp2(x); }
double exp2_(double x) { return std::exp2(x); }
float logf_(float x) { return std::log(x); }
double log_(double x) { return std::log(x); }
float log2f_(float x) { return std::log2(x); }
double log2_(double x) { return std::log2(x); }
float sinf_(float x) { return std::sin(x); }
double sin_(double x) { return std::sin(x); }
float cosf_(float x) { return std::cos(x); }
double cos_(double x) { return std::cos(x); }
float tanf_(float x) { return std::tan(x); }
double tan_(double x) { return std::tan(x); }
float sinhf_(float x) { return std::sinh(x); }
double sinh_(double x) { return std::sinh(x); }
float coshf_(float x) { return std::cosh(x); }
double cosh_(double x) { return std::cosh(x); }
float tanhf_(float x) { return std::tanh(x); }
double tanh_(double x) { return std::tanh(x); }

/// Correctly rounded f32 square root in a directed mode: the nearest result
/// is adjusted by one ulp when its square lies on the wrong side of x.
float sqrtDirected(float x, RoundingMode rm) {
  float r = std::sqrt(x);
  if (!std::isfinite(r) || r == 0.0f)
    return r;
  // r*r is exact in double (48 bits); the residual sign says which side.
  double residual = double(r) * double(r) - double(x);
  if (residual > 0 && rm != RoundingMode::PositiveInf)
    return std::nextafter(r, 0.0f);
  if (residual < 0 && rm == RoundingMode::PositiveInf)
    return std::nextafter(r, INFINITY);
  return r;
}

double sqrtDirected(double x, RoundingMode rm) {
  int mode = rm == RoundingMode::Zero          ? FE_TOWARDZERO
             : rm == RoundingMode::NegativeInf ? FE_DOWNWARD
                                               : FE_UPWARD;
  int old = std::fegetround();
  std::fesetround(mode);
  volatile double in = x;
  volatile double out = std::sqrt(in);
  std::fesetround(old);
  return out;
}

LogicalResult evalSqrt(ExecContext &ctx, SqrtOp op) {
  TILE_OPERAND(a, ctx, op, op.getX());
  ElemKind k = a->kind;
  RoundingMode rm = op.getRoundingMode();
  bool ftz = op.getFlushToZero() && k == ElemKind::F32;
  bool directed = rm == RoundingMode::Zero || rm == RoundingMode::NegativeInf ||
                  rm == RoundingMode::PositiveInf;
  auto r = makeTile(a->elemType, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    uint64_t x = ftz ? flushSubnormal(k, a->data[i]) : a->data[i];
    uint64_t v;
    if (k == ElemKind::F64) {
      double d = bitsDouble(x);
      v = doubleBits(directed ? sqrtDirected(d, rm) : std::sqrt(d));
    } else if (k == ElemKind::F32) {
      float f = bitsFloat(uint32_t(x));
      v = floatBits(directed ? sqrtDirected(f, rm) : std::sqrt(f));
    } else {
      // f16/bf16: the double root (exact enough for one rounding) rounded
      // in the requested mode.
      double d = std::sqrt(toDouble(k, x));
      llvm::RoundingMode lrm =
          rm == RoundingMode::Zero          ? llvm::RoundingMode::TowardZero
          : rm == RoundingMode::NegativeInf ? llvm::RoundingMode::TowardNegative
          : rm == RoundingMode::PositiveInf ? llvm::RoundingMode::TowardPositive
                                            : llvm::RoundingMode::NearestTiesToEven;
      v = fromDouble(k, d, lrm);
    }
    r->data[i] = ftz ? flushSubnormal(k, v) : v;
  }
  ctx.setTile(op.getResult(), r);
  return success();
}
} // namespace

void interp::registerMathHandlers(HandlerTable &t) {
  addHandler<ExpOp, evalPlain<ExpOp, expf_, exp_>>(t);
  addHandler<Exp2Op, evalPlain<Exp2Op, exp2f_, exp2_>>(t);
  addHandler<LogOp, evalPlain<LogOp, logf_, log_>>(t);
  addHandler<Log2Op, evalPlain<Log2Op, log2f_, log2_>>(t);
  addHandler<RsqrtOp, evalPlain<RsqrtOp, rsqrtf_, rsqrt_>>(t);
  addHandler<SinOp, evalPlain<SinOp, sinf_, sin_>>(t);
  addHandler<CosOp, evalPlain<CosOp, cosf_, cos_>>(t);
  addHandler<TanOp, evalPlain<TanOp, tanf_, tan_>>(t);
  addHandler<SinhOp, evalPlain<SinhOp, sinhf_, sinh_>>(t);
  addHandler<CoshOp, evalPlain<CoshOp, coshf_, cosh_>>(t);
  addHandler<TanhOp, evalPlain<TanhOp, tanhf_, tanh_>>(t);
  addHandler<SqrtOp, evalSqrt>(t);
}
