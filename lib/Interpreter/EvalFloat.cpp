//===- EvalFloat.cpp - float arithmetic, min/max, cmpf --------------------===//
//
// Results are correctly rounded in the element type with the op's rounding
// mode (reference §3.6): f32/f64 nearest-even on the host FPU, everything
// else through APFloat in the element's own semantics (so f16/bf16 are
// rounded once, as if computed exactly). flush_to_zero (f32 only) flushes
// subnormal inputs and results to a zero of the same sign.
//
//===----------------------------------------------------------------------===//

#include "EvalContext.h"

#include <cmath>

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;
using llvm::APFloat;

namespace {
enum class FOp { Add, Sub, Mul, Div, Fma };

llvm::RoundingMode toLLVM(RoundingMode rm) {
  switch (rm) {
  case RoundingMode::Zero: return llvm::RoundingMode::TowardZero;
  case RoundingMode::NegativeInf: return llvm::RoundingMode::TowardNegative;
  case RoundingMode::PositiveInf: return llvm::RoundingMode::TowardPositive;
  default: return llvm::RoundingMode::NearestTiesToEven;
  }
}

uint64_t arith(ElemKind k, FOp op, uint64_t a, uint64_t b, uint64_t c,
               RoundingMode mode) {
  bool rn = mode == RoundingMode::NearestEven || mode == RoundingMode::Full;
  if (k == ElemKind::F32 && (rn || mode == RoundingMode::Approx)) {
    float x = bitsFloat(uint32_t(a)), y = bitsFloat(uint32_t(b));
    switch (op) {
    case FOp::Add: return floatBits(x + y);
    case FOp::Sub: return floatBits(x - y);
    case FOp::Mul: return floatBits(x * y);
    case FOp::Div:
      // approx: reciprocal, then multiply (two roundings).
      if (mode == RoundingMode::Approx)
        return floatBits(x * (1.0f / y));
      return floatBits(x / y);
    case FOp::Fma: return floatBits(std::fma(x, y, bitsFloat(uint32_t(c))));
    }
  }
  if (k == ElemKind::F64 && rn) {
    double x = bitsDouble(a), y = bitsDouble(b);
    switch (op) {
    case FOp::Add: return doubleBits(x + y);
    case FOp::Sub: return doubleBits(x - y);
    case FOp::Mul: return doubleBits(x * y);
    case FOp::Div: return doubleBits(x / y);
    case FOp::Fma: return doubleBits(std::fma(x, y, bitsDouble(c)));
    }
  }
  llvm::RoundingMode rm = toLLVM(mode);
  APFloat x = toAPFloat(k, a), y = toAPFloat(k, b);
  switch (op) {
  case FOp::Add: x.add(y, rm); break;
  case FOp::Sub: x.subtract(y, rm); break;
  case FOp::Mul: x.multiply(y, rm); break;
  case FOp::Div: x.divide(y, rm); break;
  case FOp::Fma: x.fusedMultiplyAdd(y, toAPFloat(k, c), rm); break;
  }
  return fromAPFloat(x);
}

template <typename OpT, FOp kind>
LogicalResult evalArith(ExecContext &ctx, OpT op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  const TileBuf *c = nullptr;
  if constexpr (kind == FOp::Fma) {
    c = ctx.tile(op.getAcc());
    if (!c)
      return ctx.fail(op, "operand is not a tile value");
  }
  ElemKind k = a->kind;
  RoundingMode mode = op.getRoundingMode();
  bool ftz = op.getFlushToZero() && k == ElemKind::F32;
  auto r = makeTile(a->elemType, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    uint64_t x = a->data[i], y = b->data[i], z = c ? c->data[i] : 0;
    if (ftz) {
      x = flushSubnormal(k, x);
      y = flushSubnormal(k, y);
      z = flushSubnormal(k, z);
    }
    uint64_t v = arith(k, kind, x, y, z, mode);
    r->data[i] = ftz ? flushSubnormal(k, v) : v;
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

/// Applies `f` to each element as a float (f16/bf16/f32) or double (f64),
/// rounding the result back to nearest-even.
template <typename F>
TilePtr mapFloat1(const TileBuf &a, F &&f) {
  ElemKind k = a.kind;
  return mapUnary(a, a.elemType, [&](uint64_t x) -> uint64_t {
    if (k == ElemKind::F64)
      return doubleBits(f(bitsDouble(x)));
    if (k == ElemKind::F32)
      return floatBits(float(f(double(bitsFloat(uint32_t(x))))));
    return fromDouble(k, double(float(f(double(toFloat(k, x))))));
  });
}

template <typename F>
TilePtr mapFloat2(const TileBuf &a, const TileBuf &b, F &&f) {
  ElemKind k = a.kind;
  return mapBinary(a, b, a.elemType, [&](uint64_t x, uint64_t y) -> uint64_t {
    if (k == ElemKind::F64)
      return doubleBits(f(bitsDouble(x), bitsDouble(y)));
    return fromDouble(k, double(f(toFloat(k, x), toFloat(k, y))));
  });
}

LogicalResult evalRem(ExecContext &ctx, RemFOp op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  // fmod is exact: x - trunc(x / y) * y without intermediate rounding.
  ctx.setTile(op.getResult(),
              mapFloat2(*a, *b, [](auto x, auto y) { return std::fmod(x, y); }));
  return success();
}

template <typename OpT, bool isMax>
LogicalResult evalMinMax(ExecContext &ctx, OpT op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  ElemKind k = a->kind;
  bool propagate = op.getPropagateNan();
  bool ftz = op.getFlushToZero() && k == ElemKind::F32;
  uint64_t sign = signBitMask(k);
  ctx.setTile(op.getResult(),
              mapBinary(*a, *b, a->elemType, [=](uint64_t x, uint64_t y) {
                if (ftz) {
                  x = flushSubnormal(k, x);
                  y = flushSubnormal(k, y);
                }
                bool nx = isNaNBits(k, x), ny = isNaNBits(k, y);
                if (nx || ny) {
                  // maximum/minimum: any NaN wins; maximumNumber/
                  // minimumNumber: a NaN loses unless both are NaN.
                  if (propagate || (nx && ny))
                    return canonicalNaN(k);
                  return nx ? y : x;
                }
                double dx = toDouble(k, x), dy = toDouble(k, y);
                if (dx == dy) {
                  // +0 > -0: the max takes the clear sign bit.
                  bool xNeg = x & sign;
                  return (xNeg == isMax) ? y : x;
                }
                return ((dx < dy) == isMax) ? y : x;
              }));
  return success();
}

LogicalResult evalPow(ExecContext &ctx, PowOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  TILE_OPERAND(b, ctx, op, op.getExponent());
  ctx.setTile(op.getResult(),
              mapFloat2(*a, *b, [](auto x, auto y) { return std::pow(x, y); }));
  return success();
}

LogicalResult evalAtan2(ExecContext &ctx, Atan2Op op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  ctx.setTile(op.getResult(), mapFloat2(*a, *b, [](auto x, auto y) {
                return std::atan2(x, y);
              }));
  return success();
}

template <typename OpT, bool isNeg>
LogicalResult evalSign(ExecContext &ctx, OpT op) {
  TILE_OPERAND(a, ctx, op, op.getX());
  uint64_t sign = signBitMask(a->kind);
  ctx.setTile(op.getResult(), mapUnary(*a, a->elemType, [=](uint64_t x) {
                return isNeg ? (x ^ sign) : (x & ~sign);
              }));
  return success();
}

template <typename OpT, bool isFloor>
LogicalResult evalRound(ExecContext &ctx, OpT op) {
  TILE_OPERAND(a, ctx, op, op.getX());
  ctx.setTile(op.getResult(), mapFloat1(*a, [](double x) {
                return isFloor ? std::floor(x) : std::ceil(x);
              }));
  return success();
}

LogicalResult evalFPowI(ExecContext &ctx, FPowIOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  TILE_OPERAND(n, ctx, op, op.getExponent());
  ElemKind k = a->kind;
  unsigned w = n->width();
  auto r = makeTile(a->elemType, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    double x = toDouble(k, a->data[i]);
    double v = std::pow(x, double(signExtend(n->data[i], w)));
    r->data[i] = fromDouble(k, v);
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalCmp(ExecContext &ctx, CmpFOp op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  ElemKind k = a->kind;
  bool ordered = op.getComparisonOrdering() == ComparisonOrdering::Ordered;
  ComparisonPredicate pred = op.getComparisonPredicate();
  ctx.setTile(op.getResult(),
              mapBinary(*a, *b, elemTypeOf(op.getResult()),
                        [=](uint64_t x, uint64_t y) -> uint64_t {
                          double dx = toDouble(k, x), dy = toDouble(k, y);
                          if (std::isnan(dx) || std::isnan(dy))
                            return !ordered;
                          switch (pred) {
                          case ComparisonPredicate::Equal: return dx == dy;
                          case ComparisonPredicate::NotEqual: return dx != dy;
                          case ComparisonPredicate::LessThan: return dx < dy;
                          case ComparisonPredicate::LessThanOrEqual:
                            return dx <= dy;
                          case ComparisonPredicate::GreaterThan: return dx > dy;
                          case ComparisonPredicate::GreaterThanOrEqual:
                            return dx >= dy;
                          }
                          return 0;
                        }));
  return success();
}
} // namespace

void interp::registerFloatHandlers(HandlerTable &t) {
  addHandler<AddFOp, evalArith<AddFOp, FOp::Add>>(t);
  addHandler<SubFOp, evalArith<SubFOp, FOp::Sub>>(t);
  addHandler<MulFOp, evalArith<MulFOp, FOp::Mul>>(t);
  addHandler<DivFOp, evalArith<DivFOp, FOp::Div>>(t);
  addHandler<FmaOp, evalArith<FmaOp, FOp::Fma>>(t);
  addHandler<RemFOp, evalRem>(t);
  addHandler<MaxFOp, evalMinMax<MaxFOp, true>>(t);
  addHandler<MinFOp, evalMinMax<MinFOp, false>>(t);
  addHandler<PowOp, evalPow>(t);
  addHandler<Atan2Op, evalAtan2>(t);
  addHandler<AbsFOp, evalSign<AbsFOp, false>>(t);
  addHandler<NegFOp, evalSign<NegFOp, true>>(t);
  addHandler<FloorOp, evalRound<FloorOp, true>>(t);
  addHandler<CeilOp, evalRound<CeilOp, false>>(t);
  addHandler<FPowIOp, evalFPowI>(t);
  addHandler<CmpFOp, evalCmp>(t);
}
