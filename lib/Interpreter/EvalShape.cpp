//===- EvalShape.cpp - constants, grid ids, shape ops, select, offset -----===//
//
// Shapes are row-major (last index fastest), reference §3.3. extract and
// insert take slice numbers: along dim d the slice starts at idx_d times the
// slice's extent; a slice outside the tile is undefined and reported.
//
//===----------------------------------------------------------------------===//

#include "EvalContext.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;

uint64_t interp::denseElementBits(DenseElementsAttr attr, int64_t i,
                                  ElemKind kind) {
  if (isFloatKind(kind))
    return fromAPFloat(*(attr.getValues<APFloat>().begin() + i));
  return (*(attr.getValues<APInt>().begin() + i)).getZExtValue();
}

namespace {
LogicalResult evalConstant(ExecContext &ctx, ConstantOp op) {
  auto type = cast<TileType>(op.getResult().getType());
  auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
  if (!dense)
    return ctx.fail(op, "constant: only dense values are supported");
  auto r = makeTile(type.getElementType(), type.getShape());
  if (dense.isSplat()) {
    uint64_t bits = denseElementBits(dense, 0, r->kind);
    std::fill(r->data.begin(), r->data.end(), bits);
  } else {
    if (dense.getNumElements() != r->size())
      return ctx.fail(op, "constant: value has the wrong number of elements");
    for (int64_t i = 0, e = r->size(); i < e; ++i)
      r->data[i] = denseElementBits(dense, i, r->kind);
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalIota(ExecContext &ctx, IotaOp op) {
  auto type = cast<TileType>(op.getResult().getType());
  auto r = makeTile(type.getElementType(), type.getShape());
  for (int64_t i = 0, e = r->size(); i < e; ++i)
    r->data[i] = truncBits(uint64_t(i), r->width());
  ctx.setTile(op.getResult(), r);
  return success();
}

template <typename OpT, bool ids>
LogicalResult evalGrid(ExecContext &ctx, OpT op) {
  Type i32 = elemTypeOf(op.getX());
  const std::array<int64_t, 3> &v = ids ? ctx.blockId : ctx.gridSize;
  ctx.setTile(op.getX(), makeScalar(i32, uint64_t(v[0])));
  ctx.setTile(op.getY(), makeScalar(i32, uint64_t(v[1])));
  ctx.setTile(op.getZ(), makeScalar(i32, uint64_t(v[2])));
  return success();
}

LogicalResult evalReshape(ExecContext &ctx, ReshapeOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  auto type = cast<TileType>(op.getResult().getType());
  auto r = std::make_shared<TileBuf>(*a);
  r->shape.assign(type.getShape().begin(), type.getShape().end());
  if (numElements(r->shape) != a->size())
    return ctx.fail(op, "reshape: element counts differ");
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalBroadcast(ExecContext &ctx, BroadcastOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  auto type = cast<TileType>(op.getResult().getType());
  ArrayRef<int64_t> shape = type.getShape();
  if (shape.size() != a->shape.size())
    return ctx.fail(op, "broadcast: ranks differ");
  auto r = makeTile(a->elemType, shape);
  SmallVector<int64_t, 4> srcStrides = a->strides();
  for (size_t d = 0; d < shape.size(); ++d)
    if (a->shape[d] == 1)
      srcStrides[d] = 0;
  SmallVector<int64_t, 4> idx(shape.size(), 0);
  for (int64_t i = 0, e = r->size(); i < e; ++i) {
    int64_t src = 0;
    for (size_t d = 0; d < shape.size(); ++d)
      src += idx[d] * srcStrides[d];
    r->data[i] = a->data[src];
    for (int d = int(shape.size()) - 1; d >= 0; --d) {
      if (++idx[d] < shape[d])
        break;
      idx[d] = 0;
    }
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalPermute(ExecContext &ctx, PermuteOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  ArrayRef<int32_t> perm = op.getPermutation();
  size_t rank = a->shape.size();
  if (perm.size() != rank)
    return ctx.fail(op, "permute: permutation size differs from the rank");
  SmallVector<int64_t, 4> shape(rank);
  for (size_t i = 0; i < rank; ++i) {
    if (perm[i] < 0 || size_t(perm[i]) >= rank)
      return ctx.fail(op, "permute: bad permutation");
    shape[i] = a->shape[perm[i]];
  }
  auto r = makeTile(a->elemType, shape);
  SmallVector<int64_t, 4> srcStrides = a->strides();
  SmallVector<int64_t, 4> idx(rank, 0);
  for (int64_t i = 0, e = r->size(); i < e; ++i) {
    // result[j] = source[j permuted]: result dim k walks source dim perm[k].
    int64_t src = 0;
    for (size_t k = 0; k < rank; ++k)
      src += idx[k] * srcStrides[perm[k]];
    r->data[i] = a->data[src];
    for (int d = int(rank) - 1; d >= 0; --d) {
      if (++idx[d] < shape[d])
        break;
      idx[d] = 0;
    }
  }
  ctx.setTile(op.getResult(), r);
  return success();
}

/// Reads the slice-number operands as element offsets of a `slice`-shaped
/// block inside `whole`; fails when the slice is outside.
LogicalResult sliceOffsets(ExecContext &ctx, Operation *op, ValueRange indices,
                           ArrayRef<int64_t> whole, ArrayRef<int64_t> slice,
                           SmallVectorImpl<int64_t> &offsets) {
  if (indices.size() != whole.size() || slice.size() != whole.size())
    return ctx.fail(op, "slice index count differs from the rank");
  for (size_t d = 0; d < whole.size(); ++d) {
    const TileBuf *t = ctx.tile(indices[d]);
    if (!t || t->size() != 1)
      return ctx.fail(op, "slice index is not a scalar");
    uint64_t idx = t->data[0]; // read unsigned
    if (slice[d] <= 0 || idx >= uint64_t(whole[d] / slice[d]))
      return ctx.fail(op, op->getName().stripDialect() + ": slice index " +
                              llvm::Twine(idx) + " along dimension " +
                              llvm::Twine(d) + " is outside the " +
                              llvm::Twine(whole[d] / std::max<int64_t>(slice[d], 1)) +
                              " slices (undefined)");
    offsets.push_back(int64_t(idx) * slice[d]);
  }
  return success();
}

/// Copies between a slice at `offsets` of `whole` and a dense `slice` tile.
template <typename F>
void forEachSliceElement(ArrayRef<int64_t> whole, ArrayRef<int64_t> slice,
                         ArrayRef<int64_t> offsets, F &&f) {
  SmallVector<int64_t, 4> wholeStrides(whole.size(), 1);
  for (int i = int(whole.size()) - 2; i >= 0; --i)
    wholeStrides[i] = wholeStrides[i + 1] * whole[i + 1];
  SmallVector<int64_t, 4> idx(slice.size(), 0);
  for (int64_t i = 0, e = numElements(slice); i < e; ++i) {
    int64_t w = 0;
    for (size_t d = 0; d < slice.size(); ++d)
      w += (offsets[d] + idx[d]) * wholeStrides[d];
    f(w, i);
    for (int d = int(slice.size()) - 1; d >= 0; --d) {
      if (++idx[d] < slice[d])
        break;
      idx[d] = 0;
    }
  }
}

LogicalResult evalExtract(ExecContext &ctx, ExtractOp op) {
  TILE_OPERAND(a, ctx, op, op.getSource());
  auto type = cast<TileType>(op.getResult().getType());
  SmallVector<int64_t, 4> offsets;
  if (failed(sliceOffsets(ctx, op, op.getIndices(), a->shape, type.getShape(),
                          offsets)))
    return failure();
  auto r = makeTile(a->elemType, type.getShape());
  forEachSliceElement(a->shape, type.getShape(), offsets,
                      [&](int64_t w, int64_t s) { r->data[s] = a->data[w]; });
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalInsert(ExecContext &ctx, InsertOp op) {
  TILE_OPERAND(src, ctx, op, op.getSource());
  TILE_OPERAND(dst, ctx, op, op.getDestination());
  SmallVector<int64_t, 4> offsets;
  if (failed(sliceOffsets(ctx, op, op.getIndices(), dst->shape, src->shape,
                          offsets)))
    return failure();
  auto r = std::make_shared<TileBuf>(*dst);
  forEachSliceElement(dst->shape, src->shape, offsets,
                      [&](int64_t w, int64_t s) { r->data[w] = src->data[s]; });
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalCat(ExecContext &ctx, CatOp op) {
  TILE_OPERAND(a, ctx, op, op.getLhs());
  TILE_OPERAND(b, ctx, op, op.getRhs());
  auto type = cast<TileType>(op.getResult().getType());
  int64_t dim = op.getDim();
  if (dim < 0 || size_t(dim) >= a->shape.size())
    return ctx.fail(op, "cat: dimension out of range");
  auto r = makeTile(a->elemType, type.getShape());
  SmallVector<int64_t, 4> off(a->shape.size(), 0);
  forEachSliceElement(r->shape, a->shape, off,
                      [&](int64_t w, int64_t s) { r->data[w] = a->data[s]; });
  off[dim] = a->shape[dim];
  forEachSliceElement(r->shape, b->shape, off,
                      [&](int64_t w, int64_t s) { r->data[w] = b->data[s]; });
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalOffset(ExecContext &ctx, OffsetOp op) {
  TILE_OPERAND(p, ctx, op, op.getPtr());
  TILE_OPERAND(o, ctx, op, op.getOffset());
  auto ptrType = cast<PointerType>(p->elemType);
  unsigned bytes = getMemBytes(getElemKind(ptrType.getPointeeType()));
  if (!bytes)
    return ctx.fail(op, "offset: pointers to 4-bit elements are not supported");
  if (o->size() != p->size())
    return ctx.fail(op, "offset: shapes differ");
  unsigned w = o->width();
  auto r = makeTile(p->elemType, p->shape);
  for (int64_t i = 0, e = p->size(); i < e; ++i)
    r->data[i] = p->data[i] + uint64_t(signExtend(o->data[i], w) * int64_t(bytes));
  ctx.setTile(op.getResult(), r);
  return success();
}

LogicalResult evalSelect(ExecContext &ctx, SelectOp op) {
  TILE_OPERAND(c, ctx, op, op.getCond());
  TILE_OPERAND(a, ctx, op, op.getValIfTrue());
  TILE_OPERAND(b, ctx, op, op.getValIfFalse());
  auto r = makeTile(a->elemType, a->shape);
  for (int64_t i = 0, e = a->size(); i < e; ++i)
    r->data[i] = (c->data[i] & 1) ? a->data[i] : b->data[i];
  ctx.setTile(op.getResult(), r);
  return success();
}
} // namespace

void interp::registerShapeHandlers(HandlerTable &t) {
  addHandler<ConstantOp, evalConstant>(t);
  addHandler<IotaOp, evalIota>(t);
  addHandler<GetTileBlockIdOp, evalGrid<GetTileBlockIdOp, true>>(t);
  addHandler<GetNumTileBlocksOp, evalGrid<GetNumTileBlocksOp, false>>(t);
  addHandler<ReshapeOp, evalReshape>(t);
  addHandler<BroadcastOp, evalBroadcast>(t);
  addHandler<PermuteOp, evalPermute>(t);
  addHandler<ExtractOp, evalExtract>(t);
  addHandler<InsertOp, evalInsert>(t);
  addHandler<CatOp, evalCat>(t);
  addHandler<OffsetOp, evalOffset>(t);
  addHandler<SelectOp, evalSelect>(t);
}
