//===- EvalInteger.cpp - integer arithmetic, bitwise ops, cmpi ------------===//
//
// Values are two's complement bit patterns of the tile's width; signedness
// comes from the op. Overflow flags are assumptions: a run that violates one
// is undefined, so it is reported (reference §3.5).
//
//===----------------------------------------------------------------------===//

#include "EvalContext.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;

namespace {
using i128 = __int128;
using u128 = unsigned __int128;

bool fitsSigned(i128 v, unsigned w) {
  i128 lo = -(i128(1) << (w - 1)), hi = (i128(1) << (w - 1)) - 1;
  return v >= lo && v <= hi;
}
bool fitsUnsigned(u128 v, unsigned w) { return v <= (u128(1) << w) - 1; }

const char *overflowName(IntegerOverflow o) {
  switch (o) {
  case IntegerOverflow::NoSignedWrap: return "no_signed_wrap";
  case IntegerOverflow::NoUnsignedWrap: return "no_unsigned_wrap";
  case IntegerOverflow::NoWrap: return "no_wrap";
  default: return "none";
  }
}
bool checksSigned(IntegerOverflow o) {
  return o == IntegerOverflow::NoSignedWrap || o == IntegerOverflow::NoWrap;
}
bool checksUnsigned(IntegerOverflow o) {
  return o == IntegerOverflow::NoUnsignedWrap || o == IntegerOverflow::NoWrap;
}

enum class Arith { Add, Sub, Mul };

/// addi/subi/muli: wrap-around, checking the op's overflow assumption.
template <typename OpT, Arith kind>
LogicalResult evalArith(ExecContext &ctx, OpT op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  unsigned w = a->width();
  IntegerOverflow ovf = op.getOverflow();
  auto r = makeTile(a->elemType, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    i128 sa = signExtend(a->data[i], w), sb = signExtend(b->data[i], w);
    u128 ua = a->data[i], ub = b->data[i];
    i128 s;
    u128 u;
    bool uOk;
    switch (kind) {
    case Arith::Add: s = sa + sb; u = ua + ub; uOk = fitsUnsigned(u, w); break;
    case Arith::Sub: s = sa - sb; u = ua - ub; uOk = ua >= ub; break;
    case Arith::Mul: s = sa * sb; u = ua * ub; uOk = fitsUnsigned(u, w); break;
    }
    if (checksSigned(ovf) && !fitsSigned(s, w))
      return ctx.fail(op, op->getName().stripDialect() + ": signed overflow at " +
                              formatIndex(delinearize(i, a->shape)) +
                              " violates overflow<" + overflowName(ovf) + ">");
    if (checksUnsigned(ovf) && !uOk)
      return ctx.fail(op, op->getName().stripDialect() +
                              ": unsigned overflow at " +
                              formatIndex(delinearize(i, a->shape)) +
                              " violates overflow<" + overflowName(ovf) + ">");
    r->data[i] = truncBits(uint64_t(s), w);
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalShl(ExecContext &ctx, ShLIOp op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  unsigned w = a->width();
  IntegerOverflow ovf = op.getOverflow();
  auto r = makeTile(a->elemType, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    uint64_t amount = b->data[i];
    if (amount >= w)
      return ctx.fail(op, "shli: shift amount " + llvm::Twine(amount) +
                              " is not below the bit width " + llvm::Twine(w) +
                              " (undefined)");
    uint64_t v = truncBits(a->data[i] << amount, w);
    if (checksUnsigned(ovf) && (v >> amount) != a->data[i])
      return ctx.fail(op, "shli: bits shifted out violate overflow<" +
                              llvm::Twine(overflowName(ovf)) + ">");
    if (checksSigned(ovf) &&
        (signExtend(v, w) >> amount) != signExtend(a->data[i], w))
      return ctx.fail(op, "shli: signed overflow violates overflow<" +
                              llvm::Twine(overflowName(ovf)) + ">");
    r->data[i] = v;
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalShr(ExecContext &ctx, ShRIOp op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  unsigned w = a->width();
  bool isSigned = op.getSignedness() == Signedness::Signed;
  auto r = makeTile(a->elemType, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    uint64_t amount = b->data[i];
    if (amount >= w)
      return ctx.fail(op, "shri: shift amount " + llvm::Twine(amount) +
                              " is not below the bit width " + llvm::Twine(w) +
                              " (undefined)");
    r->data[i] = isSigned
                     ? truncBits(uint64_t(signExtend(a->data[i], w) >> amount), w)
                     : a->data[i] >> amount;
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalMulhi(ExecContext &ctx, MulhiIOp op) {
  TILE_OPERAND(a, ctx, op, op.getX());
  TILE_OPERAND(b, ctx, op, op.getY());
  unsigned w = a->width();
  ctx.setTile(op.getResult(),
              mapBinary(*a, *b, a->elemType, [w](uint64_t x, uint64_t y) {
                u128 p = u128(x) * u128(y);
                return truncBits(uint64_t(p >> w), w);
              }));
  return success();
}

LogicalResult evalDiv(ExecContext &ctx, DivIOp op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  unsigned w = a->width();
  bool isSigned = op.getSignedness() == Signedness::Signed;
  RoundingMode rm = op.getRounding();
  auto r = makeTile(a->elemType, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    if (b->data[i] == 0)
      return ctx.fail(op, "divi: division by zero at " +
                              formatIndex(delinearize(i, a->shape)));
    if (isSigned) {
      i128 x = signExtend(a->data[i], w), y = signExtend(b->data[i], w);
      if (y == -1 && x == -(i128(1) << (w - 1)) && w > 1)
        return ctx.fail(op, "divi: signed overflow (MIN / -1) at " +
                                formatIndex(delinearize(i, a->shape)));
      i128 q = x / y, rem = x % y;
      if (rem != 0) {
        bool negative = (x < 0) != (y < 0);
        if (rm == RoundingMode::NegativeInf && negative)
          --q;
        else if (rm == RoundingMode::PositiveInf && !negative)
          ++q;
      }
      r->data[i] = truncBits(uint64_t(q), w);
    } else {
      uint64_t x = a->data[i], y = b->data[i];
      uint64_t q = x / y;
      if (rm == RoundingMode::PositiveInf && x % y)
        ++q;
      r->data[i] = truncBits(q, w);
    }
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalRem(ExecContext &ctx, RemIOp op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  unsigned w = a->width();
  bool isSigned = op.getSignedness() == Signedness::Signed;
  auto r = makeTile(a->elemType, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    if (b->data[i] == 0)
      return ctx.fail(op, "remi: remainder by zero at " +
                              formatIndex(delinearize(i, a->shape)));
    if (isSigned) {
      i128 x = signExtend(a->data[i], w), y = signExtend(b->data[i], w);
      r->data[i] = truncBits(uint64_t(x % y), w);
    } else {
      r->data[i] = a->data[i] % b->data[i];
    }
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

template <typename OpT, bool isMax>
LogicalResult evalMinMax(ExecContext &ctx, OpT op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  unsigned w = a->width();
  bool isSigned = op.getSignedness() == Signedness::Signed;
  ctx.setTile(op.getResult(),
              mapBinary(*a, *b, a->elemType, [=](uint64_t x, uint64_t y) {
                bool less = isSigned ? signExtend(x, w) < signExtend(y, w)
                                     : x < y;
                return (less == isMax) ? y : x;
              }));
  return success();
}

template <typename OpT, int which>
LogicalResult evalBitwise(ExecContext &ctx, OpT op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  ctx.setTile(op.getResult(),
              mapBinary(*a, *b, a->elemType, [](uint64_t x, uint64_t y) {
                return which == 0 ? (x & y) : which == 1 ? (x | y) : (x ^ y);
              }));
  return success();
}

LogicalResult evalAbs(ExecContext &ctx, AbsIOp op) {
  TILE_OPERAND(a, ctx, op, op.getX());
  unsigned w = a->width();
  ctx.setTile(op.getResult(), mapUnary(*a, a->elemType, [w](uint64_t x) {
                int64_t s = signExtend(x, w);
                // |MIN| is 2^(w-1), read unsigned.
                return truncBits(s < 0 ? uint64_t(0) - uint64_t(s) : x, w);
              }));
  return success();
}

LogicalResult evalNeg(ExecContext &ctx, NegIOp op) {
  TILE_OPERAND(a, ctx, op, op.getX());
  unsigned w = a->width();
  IntegerOverflow ovf = op.getOverflow();
  auto r = makeTile(a->elemType, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    if (checksSigned(ovf) && w > 1 &&
        signExtend(a->data[i], w) == signExtend(uint64_t(1) << (w - 1), w))
      return ctx.fail(op, "negi: negating the minimum value violates "
                          "overflow<" +
                              llvm::Twine(overflowName(ovf)) + ">");
    r->data[i] = truncBits(uint64_t(0) - a->data[i], w);
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalCmp(ExecContext &ctx, CmpIOp op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  unsigned w = a->width();
  bool isSigned = op.getSignedness() == Signedness::Signed;
  ComparisonPredicate pred = op.getComparisonPredicate();
  Type i1 = elemTypeOf(op.getResult());
  ctx.setTile(op.getResult(),
              mapBinary(*a, *b, i1, [=](uint64_t x, uint64_t y) -> uint64_t {
                int c;
                if (isSigned) {
                  int64_t sx = signExtend(x, w), sy = signExtend(y, w);
                  c = sx < sy ? -1 : sx > sy;
                } else {
                  c = x < y ? -1 : x > y;
                }
                switch (pred) {
                case ComparisonPredicate::Equal: return c == 0;
                case ComparisonPredicate::NotEqual: return c != 0;
                case ComparisonPredicate::LessThan: return c < 0;
                case ComparisonPredicate::LessThanOrEqual: return c <= 0;
                case ComparisonPredicate::GreaterThan: return c > 0;
                case ComparisonPredicate::GreaterThanOrEqual: return c >= 0;
                }
                return 0;
              }));
  return success();
}
} // namespace

void interp::registerIntegerHandlers(HandlerTable &t) {
  addHandler<AddIOp, evalArith<AddIOp, Arith::Add>>(t);
  addHandler<SubIOp, evalArith<SubIOp, Arith::Sub>>(t);
  addHandler<MulIOp, evalArith<MulIOp, Arith::Mul>>(t);
  addHandler<ShLIOp, evalShl>(t);
  addHandler<ShRIOp, evalShr>(t);
  addHandler<MulhiIOp, evalMulhi>(t);
  addHandler<DivIOp, evalDiv>(t);
  addHandler<RemIOp, evalRem>(t);
  addHandler<MaxIOp, evalMinMax<MaxIOp, true>>(t);
  addHandler<MinIOp, evalMinMax<MinIOp, false>>(t);
  addHandler<AndIOp, evalBitwise<AndIOp, 0>>(t);
  addHandler<OrIOp, evalBitwise<OrIOp, 1>>(t);
  addHandler<XOrIOp, evalBitwise<XOrIOp, 2>>(t);
  addHandler<AbsIOp, evalAbs>(t);
  addHandler<NegIOp, evalNeg>(t);
  addHandler<CmpIOp, evalCmp>(t);
}
