//===- EvalMma.cpp - mmaf, mmai, mmaf_scaled ------------------------------===//
//
// D = A·B + C (reference §3.1), optionally batched (rank 3, same batch in
// all operands). Floats accumulate in f32 (f64 for f64 tiles): each product
// is added to the running f32 sum with one fused multiply-add, k ascending,
// starting from C. For f16/bf16/tf32/f8 inputs the products are exact in
// f32, so the result only depends on that summation order. An f16
// accumulator is summed in f32 and rounded to f16 once at the end.
//
//===----------------------------------------------------------------------===//

#include "EvalContext.h"

#include <cmath>

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;

namespace {
struct MmaDims {
  int64_t batch = 1, m = 0, n = 0, k = 0;
};

LogicalResult getDims(ExecContext &ctx, Operation *op, const TileBuf &a,
                      const TileBuf &b, const TileBuf &c, MmaDims &d) {
  size_t rank = a.shape.size();
  if ((rank != 2 && rank != 3) || b.shape.size() != rank ||
      c.shape.size() != rank)
    return ctx.fail(op, "mma operands must all be rank 2 or all rank 3");
  size_t o = rank - 2;
  if (rank == 3)
    d.batch = a.shape[0];
  d.m = a.shape[o];
  d.k = a.shape[o + 1];
  d.n = b.shape[o + 1];
  if (b.shape[o] != d.k || c.shape[o] != d.m || c.shape[o + 1] != d.n ||
      (rank == 3 && (b.shape[0] != d.batch || c.shape[0] != d.batch)))
    return ctx.fail(op, "mma operand shapes do not agree");
  return success();
}

/// Operand values as floats (exact for every input kind but f64).
std::vector<float> asFloats(const TileBuf &t) {
  std::vector<float> v(t.size());
  for (int64_t i = 0, e = t.size(); i < e; ++i)
    v[i] = toFloat(t.kind, t.data[i]);
  return v;
}

LogicalResult evalMmaF(ExecContext &ctx, MmaFOp op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  TILE_OPERAND(c, ctx, op, op.getAcc());
  MmaDims d;
  if (failed(getDims(ctx, op, *a, *b, *c, d)))
    return failure();
  auto r = makeTile(c->elemType, c->shape);
  int64_t aB = d.m * d.k, bB = d.k * d.n, cB = d.m * d.n;
  if (c->kind == ElemKind::F64) {
    for (int64_t bt = 0; bt < d.batch; ++bt)
      for (int64_t i = 0; i < d.m; ++i)
        for (int64_t j = 0; j < d.n; ++j) {
          double acc = toDouble(c->kind, c->data[bt * cB + i * d.n + j]);
          for (int64_t kk = 0; kk < d.k; ++kk)
            acc = std::fma(toDouble(a->kind, a->data[bt * aB + i * d.k + kk]),
                           toDouble(b->kind, b->data[bt * bB + kk * d.n + j]),
                           acc);
          r->data[bt * cB + i * d.n + j] = doubleBits(acc);
        }
    ctx.setTile(op.getResult(), r);
    return success();
  }
  std::vector<float> fa = asFloats(*a), fb = asFloats(*b), fc = asFloats(*c);
  // Transposed B keeps the inner loop contiguous.
  std::vector<float> bt(fb.size());
  for (int64_t x = 0; x < d.batch; ++x)
    for (int64_t kk = 0; kk < d.k; ++kk)
      for (int64_t j = 0; j < d.n; ++j)
        bt[x * bB + j * d.k + kk] = fb[x * bB + kk * d.n + j];
  for (int64_t x = 0; x < d.batch; ++x)
    for (int64_t i = 0; i < d.m; ++i) {
      const float *row = &fa[x * aB + i * d.k];
      for (int64_t j = 0; j < d.n; ++j) {
        const float *col = &bt[x * bB + j * d.k];
        float acc = fc[x * cB + i * d.n + j];
        for (int64_t kk = 0; kk < d.k; ++kk)
          acc = std::fma(row[kk], col[kk], acc);
        r->data[x * cB + i * d.n + j] =
            c->kind == ElemKind::F32 ? floatBits(acc)
                                     : fromDouble(c->kind, double(acc));
      }
    }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalMmaI(ExecContext &ctx, MmaIOp op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  TILE_OPERAND(c, ctx, op, op.getAcc());
  MmaDims d;
  if (failed(getDims(ctx, op, *a, *b, *c, d)))
    return failure();
  bool sa = op.getSignednessLhs() == Signedness::Signed;
  bool sb = op.getSignednessRhs() == Signedness::Signed;
  auto r = makeTile(c->elemType, c->shape);
  int64_t aB = d.m * d.k, bB = d.k * d.n, cB = d.m * d.n;
  unsigned wa = a->width(), wb = b->width(), wc = c->width();
  for (int64_t x = 0; x < d.batch; ++x)
    for (int64_t i = 0; i < d.m; ++i)
      for (int64_t j = 0; j < d.n; ++j) {
        uint64_t acc = c->data[x * cB + i * d.n + j];
        for (int64_t kk = 0; kk < d.k; ++kk) {
          uint64_t av = a->data[x * aB + i * d.k + kk];
          uint64_t bv = b->data[x * bB + kk * d.n + j];
          int64_t p = (sa ? signExtend(av, wa) : int64_t(av)) *
                      (sb ? signExtend(bv, wb) : int64_t(bv));
          acc += uint64_t(p); // wraps in the accumulator's width
        }
        r->data[x * cB + i * d.n + j] = truncBits(acc, wc);
      }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalMmaFScaled(ExecContext &ctx, MmaFScaledOp op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  TILE_OPERAND(c, ctx, op, op.getAcc());
  TILE_OPERAND(sa, ctx, op, op.getLhsScale());
  TILE_OPERAND(sb, ctx, op, op.getRhsScale());
  MmaDims d;
  if (failed(getDims(ctx, op, *a, *b, *c, d)))
    return failure();
  size_t o = a->shape.size() - 2;
  int64_t ks = sa->shape.back();
  if (ks <= 0 || d.k % ks || sb->shape[o] != ks)
    return ctx.fail(op, "mmaf_scaled: scale shapes do not divide K");
  int64_t vec = d.k / ks;
  std::vector<float> fa = asFloats(*a), fb = asFloats(*b), fsa = asFloats(*sa),
                     fsb = asFloats(*sb);
  auto r = makeTile(c->elemType, c->shape);
  int64_t aB = d.m * d.k, bB = d.k * d.n, cB = d.m * d.n;
  int64_t saB = d.m * ks, sbB = ks * d.n;
  for (int64_t x = 0; x < d.batch; ++x)
    for (int64_t i = 0; i < d.m; ++i)
      for (int64_t j = 0; j < d.n; ++j) {
        float acc = toFloat(c->kind, c->data[x * cB + i * d.n + j]);
        for (int64_t kk = 0; kk < d.k; ++kk) {
          float av = fa[x * aB + i * d.k + kk] * fsa[x * saB + i * ks + kk / vec];
          float bv = fb[x * bB + kk * d.n + j] * fsb[x * sbB + (kk / vec) * d.n + j];
          acc = std::fma(av, bv, acc);
        }
        r->data[x * cB + i * d.n + j] = floatBits(acc);
      }
  ctx.setTile(op.getResult(), r);
  return success();
}
} // namespace

void interp::registerMmaHandlers(HandlerTable &t) {
  addHandler<MmaFOp, evalMmaF>(t);
  addHandler<MmaIOp, evalMmaI>(t);
  addHandler<MmaFScaledOp, evalMmaFScaled>(t);
}
