//===- EvalReduce.cpp - reduce and scan
//------------------------------------===//
//
// The combiner body runs once per element after the first, in index order
// along `dim`: acc = body(element, acc) (reference §3.4; block arguments are
// (element_i, accumulator_i) pairs). The first element starts the
// accumulator, not the identity, which may not be neutral for NaN (minf
// without propagate_nan: minNum(+inf, NaN) is +inf, where a row of NaNs
// reduces to NaN). scan is inclusive; `reverse` walks from the end.
//
//===----------------------------------------------------------------------===//

#include "EvalContext.h"

#include "llvm/ADT/ScopeExit.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;

namespace {
/// Bodies nest only through pathological IR; a fixed bound keeps the host
/// stack safe.
constexpr unsigned kMaxCombinerDepth = 8;

LogicalResult identityBits(ExecContext &ctx, Operation *op, Attribute attr,
                           ElemKind k, uint64_t &bits) {
  if (auto f = dyn_cast<FloatAttr>(attr)) {
    if (!isFloatKind(k))
      return ctx.fail(op, "float identity for an integer operand");
    APFloat v = f.getValue();
    bool lost;
    v.convert(getSemantics(k), llvm::RoundingMode::NearestTiesToEven, &lost);
    bits = fromAPFloat(v);
    return success();
  }
  if (auto i = dyn_cast<IntegerAttr>(attr)) {
    bits = truncBits(i.getValue().getZExtValue(), getBitWidth(k));
    return success();
  }
  return ctx.fail(op, "identity is not a number");
}

template <typename OpT, bool isScan>
LogicalResult evalCombine(ExecContext &ctx, OpT op) {
  size_t n = op.getInputs().size();
  SmallVector<const TileBuf *, 2> ins;
  for (Value v : op.getInputs()) {
    TILE_OPERAND(t, ctx, op, v);
    ins.push_back(t);
  }
  ArrayAttr identities = op.getIdentities();
  if (n == 0 || identities.size() != n || op.getResults().size() != n)
    return ctx.fail(op, "reduce/scan operand, identity and result counts differ");
  int64_t dim = op.getDim();
  ArrayRef<int64_t> shape = ins[0]->shape;
  if (dim < 0 || size_t(dim) >= shape.size())
    return ctx.fail(op, "reduce/scan dimension out of range");
  if (ctx.combinerDepth >= kMaxCombinerDepth)
    return ctx.fail(op, "reduce/scan bodies nest too deeply");

  SmallVector<uint64_t, 2> ident(n);
  for (size_t i = 0; i < n; ++i)
    if (failed(identityBits(ctx, op, identities[i], ins[i]->kind, ident[i])))
      return failure();

  SmallVector<std::shared_ptr<TileBuf>, 2> outs;
  for (Value r : op.getResults()) {
    auto type = cast<TileType>(r.getType());
    outs.push_back(makeTile(type.getElementType(), type.getShape()));
  }

  int64_t len = shape[dim];
  int64_t inner = 1;
  for (size_t d = dim + 1; d < shape.size(); ++d)
    inner *= shape[d];
  int64_t outer = ins[0]->size() / (len * inner);
  bool reverse = false;
  if constexpr (isScan)
    reverse = op.getReverse();

  Block *body = &op.getBody().front();
  SmallVector<RtValue, 4> args(2 * n), yielded;
  ++ctx.combinerDepth;
  auto restore = llvm::make_scope_exit([&] { --ctx.combinerDepth; });
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      SmallVector<RtValue, 2> acc;
      for (size_t i = 0; i < n; ++i)
        acc.push_back(RtValue::ofTile(makeScalar(ins[i]->elemType, ident[i])));
      for (int64_t s = 0; s < len; ++s) {
        int64_t j = reverse ? len - 1 - s : s;
        int64_t src = (o * len + j) * inner + in;
        if (s == 0) {
          for (size_t i = 0; i < n; ++i) {
            acc[i] = RtValue::ofTile(
                makeScalar(ins[i]->elemType, ins[i]->data[src]));
            if constexpr (isScan)
              outs[i]->data[src] = ins[i]->data[src];
          }
          continue;
        }
        for (size_t i = 0; i < n; ++i) {
          args[2 * i] =
              RtValue::ofTile(makeScalar(ins[i]->elemType, ins[i]->data[src]));
          args[2 * i + 1] = acc[i];
        }
        yielded.clear();
        if (failed(runRegionBody(ctx, body, args, &yielded)))
          return failure();
        if (yielded.size() != n)
          return ctx.fail(op, "combiner yields the wrong number of values");
        for (size_t i = 0; i < n; ++i) {
          if (yielded[i].kind != RtValue::Kind::Tile ||
              yielded[i].tile->size() != 1)
            return ctx.fail(op, "combiner must yield scalars");
          acc[i] = yielded[i];
          if constexpr (isScan)
            outs[i]->data[src] = acc[i].tile->data[0];
        }
      }
      if constexpr (!isScan)
        for (size_t i = 0; i < n; ++i)
          outs[i]->data[o * inner + in] = acc[i].tile->data[0];
    }
  for (auto [r, t] : llvm::zip(op.getResults(), outs))
    ctx.setTile(r, t);
  return success();
}
} // namespace

void interp::registerReduceHandlers(HandlerTable &t) {
  addHandler<ReduceOp, evalCombine<ReduceOp, false>>(t);
  addHandler<ScanOp, evalCombine<ScanOp, true>>(t);
}
