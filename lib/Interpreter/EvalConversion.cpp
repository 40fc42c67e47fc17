//===- EvalConversion.cpp - casts between element types -------------------===//
//
// ftof rounds once from the source value to the result type in its rounding
// mode (APFloat: every IEEE mode and nearest_away; tf32 from f32 in
// nearest_even is rounding on bit 13, reference §3.1); itof rounds to
// nearest-even; ftoi truncates toward zero and reports NaN, infinities and
// out-of-range values (undefined) unless `saturating` clamps them.
//
//===----------------------------------------------------------------------===//

#include "EvalContext.h"

#include <cmath>

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;
using llvm::APFloat;

namespace {
LogicalResult evalBitcast(ExecContext &ctx, BitcastOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  Type elem = elemTypeOf(op.getResult());
  ElemKind from = a->kind, to = getElemKind(elem);
  ctx.setTile(op.getResult(), mapUnary(*a, elem, [=](uint64_t x) {
                // tf32 slots hold 19 bits; in 32-bit form it is the f32 view.
                if (from == ElemKind::TF32)
                  x = tf32ToF32Bits(uint32_t(x));
                if (to == ElemKind::TF32)
                  return uint64_t(f32BitsToTF32(uint32_t(x)));
                return truncBits(x, getBitWidth(to));
              }));
  return success();
}

LogicalResult evalExt(ExecContext &ctx, ExtIOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  Type elem = elemTypeOf(op.getResult());
  unsigned w = a->width(), rw = getBitWidth(getElemKind(elem));
  bool isSigned = op.getSignedness() == Signedness::Signed;
  ctx.setTile(op.getResult(), mapUnary(*a, elem, [=](uint64_t x) {
                return isSigned ? truncBits(uint64_t(signExtend(x, w)), rw) : x;
              }));
  return success();
}

LogicalResult evalTrunc(ExecContext &ctx, TruncIOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  Type elem = elemTypeOf(op.getResult());
  unsigned w = a->width(), rw = getBitWidth(getElemKind(elem));
  IntegerOverflow ovf = op.getOverflow();
  bool nsw = ovf == IntegerOverflow::NoSignedWrap || ovf == IntegerOverflow::NoWrap;
  bool nuw = ovf == IntegerOverflow::NoUnsignedWrap || ovf == IntegerOverflow::NoWrap;
  auto r = makeTile(elem, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    uint64_t x = a->data[i], v = truncBits(x, rw);
    if (nuw && v != x)
      return ctx.fail(op, "trunci: nonzero dropped bits at " +
                              formatIndex(delinearize(i, a->shape)) +
                              " violate the no_unsigned_wrap assumption");
    if (nsw && signExtend(v, rw) != signExtend(x, w))
      return ctx.fail(op, "trunci: value at " +
                              formatIndex(delinearize(i, a->shape)) +
                              " does not fit signed; violates no_signed_wrap");
    r->data[i] = v;
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalFToF(ExecContext &ctx, FToFOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  Type elem = elemTypeOf(op.getResult());
  ElemKind from = a->kind, to = getElemKind(elem);
  llvm::RoundingMode rm;
  switch (op.getRoundingMode()) {
  case RoundingMode::Zero:
    rm = llvm::RoundingMode::TowardZero;
    break;
  case RoundingMode::NegativeInf:
    rm = llvm::RoundingMode::TowardNegative;
    break;
  case RoundingMode::PositiveInf:
    rm = llvm::RoundingMode::TowardPositive;
    break;
  case RoundingMode::NearestAway:
    rm = llvm::RoundingMode::NearestTiesToAway;
    break;
  default: // nearest_even; the verifier rejects the others
    rm = llvm::RoundingMode::NearestTiesToEven;
    break;
  }
  ctx.setTile(op.getResult(), mapUnary(*a, elem, [=](uint64_t x) {
                return convertFloat(from, x, to, rm);
              }));
  return success();
}

LogicalResult evalFToI(ExecContext &ctx, FToIOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  Type elem = elemTypeOf(op.getResult());
  unsigned rw = getBitWidth(getElemKind(elem));
  bool isSigned = op.getSignedness() == Signedness::Signed;
  bool saturate = op.getSaturating();
  double lo = isSigned ? -std::ldexp(1.0, int(rw) - 1) : 0.0;
  double hi = isSigned ? std::ldexp(1.0, int(rw) - 1) : std::ldexp(1.0, int(rw));
  auto r = makeTile(elem, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    double x = toDouble(a->kind, a->data[i]);
    if (rw == 1 && !saturate) {
      // The frontends' bool cast (docs/dialect.md, "Semantic choices").
      r->data[i] = x != 0 || std::isnan(x);
      continue;
    }
    double v = std::trunc(x);
    bool nan = std::isnan(v);
    if (nan || v < lo || v >= hi) {
      if (!saturate)
        return ctx.fail(op, "ftoi: " + llvm::Twine(nan ? "NaN" : "value ") +
                                (nan ? "" : std::to_string(v)) + " at " +
                                formatIndex(delinearize(i, a->shape)) +
                                " does not fit the result type (undefined)");
      // Saturate: NaN gives 0, others clamp to the nearest bound.
      if (nan)
        v = 0;
      else if (v < lo)
        v = lo;
      else
        v = hi; // becomes the largest value below
    }
    uint64_t bits;
    if (v >= hi)
      bits = isSigned ? (uint64_t(1) << (rw - 1)) - 1 : ~uint64_t(0);
    else if (isSigned)
      bits = uint64_t(int64_t(v));
    else
      bits = v >= 9223372036854775808.0
                 ? uint64_t(v - 9223372036854775808.0) + (uint64_t(1) << 63)
                 : uint64_t(v);
    r->data[i] = truncBits(bits, rw);
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalIToF(ExecContext &ctx, IToFOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  Type elem = elemTypeOf(op.getResult());
  ElemKind to = getElemKind(elem);
  unsigned w = a->width();
  bool isSigned = op.getSignedness() == Signedness::Signed;
  ctx.setTile(op.getResult(), mapUnary(*a, elem, [=](uint64_t x) {
                APFloat f(getSemantics(to));
                f.convertFromAPInt(llvm::APInt(w, x), isSigned,
                                   llvm::RoundingMode::NearestTiesToEven);
                return fromAPFloat(f);
              }));
  return success();
}

template <typename OpT>
LogicalResult evalSameBits(ExecContext &ctx, OpT op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  auto r = makeTile(elemTypeOf(op.getResult()), a->shape);
  r->data = a->data;
  ctx.setTile(op.getResult(), r);
  return success();
}

/// Bits one element takes in pack/unpack (tf32 counts as 32).
unsigned packBits(ElemKind k) {
  return k == ElemKind::TF32 ? 32 : getBitWidth(k);
}

LogicalResult evalPack(ExecContext &ctx, PackOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  Type elem = elemTypeOf(op.getResult());
  unsigned bits = packBits(a->kind);
  if (bits != 4 && bits % 8)
    return ctx.fail(op, "pack: cannot pack elements of " +
                            llvm::Twine(getKindName(a->kind)));
  std::vector<uint8_t> bytes((a->size() * bits + 7) / 8, 0);
  for (int64_t i = 0, e = a->size(); i < e; ++i) {
    uint64_t x = a->kind == ElemKind::TF32 ? tf32ToF32Bits(uint32_t(a->data[i]))
                                           : a->data[i];
    if (bits == 4) {
      bytes[i / 2] |= uint8_t((x & 0xf) << (4 * (i % 2)));
      continue;
    }
    for (unsigned b = 0; b < bits / 8; ++b)
      bytes[i * (bits / 8) + b] = uint8_t(x >> (8 * b));
  }
  auto r = makeTile(elem, {int64_t(bytes.size())});
  for (size_t i = 0; i < bytes.size(); ++i)
    r->data[i] = bytes[i];
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalUnpack(ExecContext &ctx, UnpackOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  auto type = cast<TileType>(op.getResult().getType());
  ElemKind k = getElemKind(type.getElementType());
  unsigned bits = packBits(k);
  if (bits != 4 && bits % 8)
    return ctx.fail(op, "unpack: cannot unpack into " +
                            llvm::Twine(getKindName(k)));
  auto r = makeTile(type.getElementType(), type.getShape());
  if (uint64_t(r->size()) * bits != uint64_t(a->size()) * 8)
    return ctx.fail(op, "unpack: byte counts differ");
  for (int64_t i = 0, e = r->size(); i < e; ++i) {
    uint64_t x = 0;
    if (bits == 4) {
      x = (a->data[i / 2] >> (4 * (i % 2))) & 0xf;
    } else {
      for (unsigned b = 0; b < bits / 8; ++b)
        x |= (a->data[i * (bits / 8) + b] & 0xff) << (8 * b);
    }
    r->data[i] = k == ElemKind::TF32 ? f32BitsToTF32(uint32_t(x)) : x;
  }
  ctx.setTile(op.getResult(), r);
  return success();
}
} // namespace

void interp::registerConversionHandlers(HandlerTable &t) {
  addHandler<BitcastOp, evalBitcast>(t);
  addHandler<ExtIOp, evalExt>(t);
  addHandler<TruncIOp, evalTrunc>(t);
  addHandler<FToFOp, evalFToF>(t);
  addHandler<FToIOp, evalFToI>(t);
  addHandler<IToFOp, evalIToF>(t);
  addHandler<IntToPtrOp, evalSameBits<IntToPtrOp>>(t);
  addHandler<PtrToIntOp, evalSameBits<PtrToIntOp>>(t);
  addHandler<PtrToPtrOp, evalSameBits<PtrToPtrOp>>(t);
  addHandler<PackOp, evalPack>(t);
  addHandler<UnpackOp, evalUnpack>(t);
}
