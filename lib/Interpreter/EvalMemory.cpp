//===- EvalMemory.cpp - views, loads, stores, atomics, alloca -------------===//
//
// Views follow reference §3.2: indices are tile coordinates read unsigned,
// tile dim i walks tensor dim dim_map[i], tiles may hang over the tensor
// edge (loads read the view's padding value there, stores skip those
// elements), an index outside the index space is undefined (reported).
// Every address is checked against the allocations before it is touched.
// Memory ops run in program order; tokens carry no run-time value.
//
//===----------------------------------------------------------------------===//

#include "EvalContext.h"

#include <cstring>

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;
using llvm::APFloat;

namespace {
//===----------------------------------------------------------------------===//
// Element access
//===----------------------------------------------------------------------===//

LogicalResult readElem(ExecContext &ctx, Operation *op, uint64_t addr,
                       ElemKind k, uint64_t &bits) {
  unsigned n = getMemBytes(k);
  if (!n)
    return ctx.fail(op, "memory access to 4-bit elements is not supported");
  if (addr % n)
    return ctx.fail(op, "misaligned " + llvm::Twine(n) +
                            "-byte read at address " + llvm::Twine(addr));
  std::string err;
  uint8_t *p = ctx.memory.translate(addr, n, /*write=*/false, err);
  if (!p)
    return ctx.fail(op, "out-of-bounds access: " + err);
  uint64_t v = 0;
  std::memcpy(&v, p, n);
  if (k == ElemKind::I1)
    v = v != 0; // any nonzero byte reads as true
  else if (k == ElemKind::TF32)
    v = uint32_t(v) >> 13;
  bits = v;
  return success();
}

LogicalResult writeElem(ExecContext &ctx, Operation *op, uint64_t addr,
                        ElemKind k, uint64_t bits) {
  unsigned n = getMemBytes(k);
  if (!n)
    return ctx.fail(op, "memory access to 4-bit elements is not supported");
  if (addr % n)
    return ctx.fail(op, "misaligned " + llvm::Twine(n) +
                            "-byte write at address " + llvm::Twine(addr));
  std::string err;
  uint8_t *p = ctx.memory.translate(addr, n, /*write=*/true, err);
  if (!p)
    return ctx.fail(op, "out-of-bounds access: " + err);
  if (k == ElemKind::TF32)
    bits = tf32ToF32Bits(uint32_t(bits));
  std::memcpy(p, &bits, n);
  return success();
}

/// 4-bit elements pack two to a byte, element i in bits 3..0 and i + 1 in
/// bits 7..4 (reference §1.4): `nibble` counts half bytes from address 0.
LogicalResult readNibble(ExecContext &ctx, Operation *op, uint64_t nibble,
                         uint64_t &bits) {
  std::string err;
  uint8_t *p = ctx.memory.translate(nibble / 2, 1, /*write=*/false, err);
  if (!p)
    return ctx.fail(op, "out-of-bounds access: " + err);
  bits = (*p >> (nibble % 2 * 4)) & 0xF;
  return success();
}

LogicalResult writeNibble(ExecContext &ctx, Operation *op, uint64_t nibble,
                          uint64_t bits) {
  std::string err;
  uint8_t *p = ctx.memory.translate(nibble / 2, 1, /*write=*/true, err);
  if (!p)
    return ctx.fail(op, "out-of-bounds access: " + err);
  unsigned shift = nibble % 2 * 4;
  *p = uint8_t((*p & ~(0xF << shift)) | ((bits & 0xF) << shift));
  return success();
}

uint64_t paddingBits(PaddingValueAttr pad, ElemKind k) {
  if (!pad || !isFloatKind(k))
    return 0;
  // A format with neither NaN nor infinities (f4E2M1FN) pads infinities
  // with its largest finite value and NaN with zero, as the lowering does.
  const llvm::fltSemantics &sem = getSemantics(k);
  if (!APFloat::semanticsHasInf(sem) && !APFloat::semanticsHasNaN(sem)) {
    switch (pad.getValue()) {
    case PaddingValue::PosInf:
      return fromAPFloat(APFloat::getLargest(sem));
    case PaddingValue::NegInf:
      return fromAPFloat(APFloat::getLargest(sem, /*Negative=*/true));
    case PaddingValue::NegZero:
      return signBitMask(k);
    default:
      return 0;
    }
  }
  switch (pad.getValue()) {
  case PaddingValue::Zero: return 0;
  case PaddingValue::NegZero: return signBitMask(k);
  case PaddingValue::NaN: return canonicalNaN(k);
  case PaddingValue::PosInf:
    return fromAPFloat(APFloat::getInf(getSemantics(k), false));
  case PaddingValue::NegInf:
    return fromAPFloat(APFloat::getInf(getSemantics(k), true));
  }
  return 0;
}

//===----------------------------------------------------------------------===//
// View geometry
//===----------------------------------------------------------------------===//

int64_t ceilDiv(int64_t a, int64_t b) { return b <= 0 ? 0 : (a + b - 1) / b; }

/// What one load/store through a view touches.
struct ViewAccess {
  const TensorViewVal *tv = nullptr;
  SmallVector<int64_t, 4> tileShape;
  SmallVector<int64_t, 4> dimMap;
  SmallVector<int64_t, 4> origin; // per tile dim, along tensor dim dimMap[i]
  int64_t sparseDim = -1;
  const TileBuf *rows = nullptr;
  PaddingValueAttr padding;
  unsigned bytes = 0;
  /// 4-bit elements: addresses count half bytes (readNibble).
  bool nibbles = false;
};

/// Index-space extents of a view over `tv`.
SmallVector<int64_t, 4> indexSpace(Type viewType, const TensorViewVal &tv) {
  SmallVector<int64_t, 4> ext;
  auto mapped = [&](ArrayRef<int64_t> dimMap, size_t i) -> int64_t {
    int64_t d = i < dimMap.size() ? dimMap[i] : int64_t(i);
    return d >= 0 && size_t(d) < tv.shape.size() ? tv.shape[d] : 0;
  };
  if (auto pv = dyn_cast<PartitionViewType>(viewType)) {
    for (auto [i, t] : llvm::enumerate(pv.getTileShape()))
      ext.push_back(ceilDiv(mapped(pv.getDimMap(), i), t));
  } else if (auto sv = dyn_cast<StridedViewType>(viewType)) {
    for (auto [i, s] : llvm::enumerate(sv.getTraversalStrides()))
      ext.push_back(ceilDiv(mapped(sv.getDimMap(), i), s));
  } else if (auto gv = dyn_cast<GatherScatterViewType>(viewType)) {
    // Element offsets along the dense dims (docs/dialect.md).
    for (size_t i = 0, e = gv.getTileShape().size(); i < e; ++i)
      ext.push_back(int64_t(i) == gv.getSparseDim() ? 1 : mapped({}, i));
  }
  return ext;
}

LogicalResult resolveView(ExecContext &ctx, Operation *op, Value viewValue,
                          ValueRange index, ViewAccess &acc) {
  const RtValue &view = ctx.get(viewValue);
  if (view.kind != RtValue::Kind::View || !view.tensorView)
    return ctx.fail(op, "operand is not a view value");
  const TensorViewVal &tv = *view.tensorView;
  acc.tv = &tv;
  acc.bytes = getMemBytes(tv.kind);
  acc.nibbles = acc.bytes == 0;
  auto vt = cast<TileViewTypeInterface>(view.viewType);
  acc.tileShape.assign(vt.getTileShape().begin(), vt.getTileShape().end());
  acc.padding = vt.getPaddingValue();
  size_t rank = acc.tileShape.size();
  SmallVector<int64_t, 4> steps(acc.tileShape.begin(), acc.tileShape.end());
  if (auto pv = dyn_cast<PartitionViewType>(view.viewType)) {
    acc.dimMap.assign(pv.getDimMap().begin(), pv.getDimMap().end());
  } else if (auto sv = dyn_cast<StridedViewType>(view.viewType)) {
    acc.dimMap.assign(sv.getDimMap().begin(), sv.getDimMap().end());
    steps.assign(sv.getTraversalStrides().begin(),
                 sv.getTraversalStrides().end());
  } else if (auto gv = dyn_cast<GatherScatterViewType>(view.viewType)) {
    for (size_t i = 0; i < rank; ++i)
      acc.dimMap.push_back(int64_t(i));
    acc.sparseDim = gv.getSparseDim();
    steps.assign(rank, 1);
  }
  if (acc.dimMap.empty())
    for (size_t i = 0; i < rank; ++i)
      acc.dimMap.push_back(int64_t(i));
  if (acc.dimMap.size() != rank || index.size() != rank ||
      tv.shape.size() != rank)
    return ctx.fail(op, "view rank does not match its indices");
  SmallVector<int64_t, 4> extents = indexSpace(view.viewType, tv);
  for (size_t i = 0; i < rank; ++i) {
    const TileBuf *t = ctx.tile(index[i]);
    if (!t)
      return ctx.fail(op, "view index is not a tile");
    if (int64_t(i) == acc.sparseDim) {
      if (t->shape.size() != 1 || t->size() != acc.tileShape[i])
        return ctx.fail(op, "gather index tile has the wrong shape");
      acc.rows = t;
      acc.origin.push_back(0);
      continue;
    }
    if (t->size() != 1)
      return ctx.fail(op, "view index is not a scalar");
    uint64_t idx = t->data[0]; // read unsigned
    if (idx >= uint64_t(extents[i]))
      return ctx.fail(op, op->getName().stripDialect() + ": index " +
                              llvm::Twine(idx) + " along dimension " +
                              llvm::Twine(i) + " is outside the index space " +
                              formatIndex(extents) + " (undefined)");
    acc.origin.push_back(int64_t(idx) * steps[i]);
  }
  return success();
}

/// Calls f(linear tile position, in bounds, address) for every element.
template <typename F>
LogicalResult forEachViewElement(const ViewAccess &acc, F &&f) {
  size_t rank = acc.tileShape.size();
  const TensorViewVal &tv = *acc.tv;
  unsigned rowWidth = acc.rows ? acc.rows->width() : 0;
  SmallVector<int64_t, 4> l(rank, 0), coord(rank, 0);
  for (int64_t i = 0, e = numElements(acc.tileShape); i < e; ++i) {
    bool inBounds = true;
    // Half bytes for 4-bit elements, else bytes.
    uint64_t addr = acc.nibbles ? tv.base * 2 : tv.base;
    uint64_t scale = acc.nibbles ? 1 : acc.bytes;
    for (size_t d = 0; d < rank; ++d) {
      int64_t td = acc.dimMap[d];
      uint64_t c;
      if (int64_t(d) == acc.sparseDim)
        c = truncBits(acc.rows->data[l[d]], rowWidth); // read unsigned
      else
        c = uint64_t(acc.origin[d] + l[d]);
      if (c >= uint64_t(tv.shape[td])) {
        inBounds = false;
        continue;
      }
      addr += c * uint64_t(tv.strides[td]) * scale;
    }
    if (failed(f(i, inBounds, addr)))
      return failure();
    for (int d = int(rank) - 1; d >= 0; --d) {
      if (++l[d] < acc.tileShape[d])
        break;
      l[d] = 0;
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// View ops
//===----------------------------------------------------------------------===//

LogicalResult evalMakeTensorView(ExecContext &ctx, MakeTensorViewOp op) {
  TILE_OPERAND(base, ctx, op, op.getBase());
  auto type = cast<TensorViewType>(op.getResult().getType());
  auto tv = std::make_shared<TensorViewVal>();
  tv->base = base->data[0];
  tv->elemType = type.getElementType();
  tv->kind = getElemKind(tv->elemType);
  auto dynShape = op.getDynamicShape();
  auto dynStrides = op.getDynamicStrides();
  size_t si = 0, ti = 0;
  auto readDyn = [&](Value v, int64_t &out) -> LogicalResult {
    const TileBuf *t = ctx.tile(v);
    if (!t || t->size() != 1)
      return ctx.fail(op, "dynamic extent is not a scalar");
    uint64_t u = t->data[0]; // read unsigned
    if (u > (uint64_t(1) << 62))
      return ctx.fail(op, "make_tensor_view: extent " + llvm::Twine(u) +
                              " is too large");
    out = int64_t(u);
    return success();
  };
  for (int64_t d : type.getShape()) {
    int64_t v = d;
    if (ShapedType::isDynamic(d)) {
      if (si >= dynShape.size() || failed(readDyn(dynShape[si++], v)))
        return ctx.fail(op, "missing dynamic shape operand");
    }
    tv->shape.push_back(v);
  }
  for (int64_t d : type.getStrides()) {
    int64_t v = d;
    if (ShapedType::isDynamic(d)) {
      if (ti >= dynStrides.size() || failed(readDyn(dynStrides[ti++], v)))
        return ctx.fail(op, "missing dynamic stride operand");
    }
    tv->strides.push_back(v);
  }
  ctx.set(op.getResult(), RtValue::ofTensorView(tv));
  return success();
}

template <typename OpT>
LogicalResult evalMakeView(ExecContext &ctx, OpT op) {
  const RtValue &tv = ctx.get(op.getTensorView());
  if (tv.kind != RtValue::Kind::TensorView)
    return ctx.fail(op, "operand is not a tensor_view value");
  ctx.set(op.getResult(),
          RtValue::ofView(tv.tensorView, op.getResult().getType()));
  return success();
}

LogicalResult evalGetTensorShape(ExecContext &ctx, GetTensorShapeOp op) {
  const RtValue &tv = ctx.get(op.getSrc());
  if (tv.kind != RtValue::Kind::TensorView || !tv.tensorView)
    return ctx.fail(op, "operand is not a tensor_view value");
  // Hold the view itself: setting the results may grow the environment and
  // move the RtValue `tv` refers to.
  std::shared_ptr<const TensorViewVal> view = tv.tensorView;
  for (auto [i, r] : llvm::enumerate(op.getResults()))
    ctx.setTile(r, makeScalar(elemTypeOf(r), uint64_t(view->shape[i])));
  return success();
}

LogicalResult evalGetIndexSpaceShape(ExecContext &ctx,
                                     GetIndexSpaceShapeOp op) {
  const RtValue &v = ctx.get(op.getSrc());
  if (v.kind != RtValue::Kind::View)
    return ctx.fail(op, "operand is not a view value");
  SmallVector<int64_t, 4> ext = indexSpace(v.viewType, *v.tensorView);
  for (auto [i, r] : llvm::enumerate(op.getResults()))
    ctx.setTile(r, makeScalar(elemTypeOf(r), uint64_t(ext[i])));
  return success();
}

LogicalResult evalLoadView(ExecContext &ctx, LoadViewTkoOp op) {
  ViewAccess acc;
  if (failed(resolveView(ctx, op, op.getView(), op.getIndex(), acc)))
    return failure();
  auto type = cast<TileType>(op.getTile().getType());
  auto r = makeTile(type.getElementType(), type.getShape());
  ElemKind k = acc.tv->kind;
  uint64_t pad = paddingBits(acc.padding, k);
  if (failed(forEachViewElement(acc, [&](int64_t i, bool in, uint64_t addr) {
        if (!in) {
          r->data[i] = pad;
          return success();
        }
        if (acc.nibbles)
          return readNibble(ctx, op, addr, r->data[i]);
        return readElem(ctx, op, addr, k, r->data[i]);
      })))
    return failure();
  ctx.setTile(op.getTile(), r);
  ctx.set(op.getResultToken(), RtValue::token());
  return success();
}

LogicalResult evalStoreView(ExecContext &ctx, StoreViewTkoOp op) {
  TILE_OPERAND(t, ctx, op, op.getTile());
  ViewAccess acc;
  if (failed(resolveView(ctx, op, op.getView(), op.getIndex(), acc)))
    return failure();
  if (t->size() != numElements(acc.tileShape))
    return ctx.fail(op, "stored tile does not match the view's tile shape");
  ElemKind k = acc.tv->kind;
  if (failed(forEachViewElement(acc, [&](int64_t i, bool in, uint64_t addr) {
        if (!in)
          return success(); // masked at the tensor edge
        if (acc.nibbles)
          return writeNibble(ctx, op, addr, t->data[i]);
        return writeElem(ctx, op, addr, k, t->data[i]);
      })))
    return failure();
  ctx.set(op.getResultToken(), RtValue::token());
  return success();
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

/// The new value of an atomic read-modify-write.
uint64_t rmw(AtomicRMWMode mode, ElemKind k, uint64_t old, uint64_t arg) {
  unsigned w = getBitWidth(k);
  switch (mode) {
  case AtomicRMWMode::And: return old & arg;
  case AtomicRMWMode::Or: return old | arg;
  case AtomicRMWMode::Xor: return old ^ arg;
  case AtomicRMWMode::Add: return truncBits(old + arg, w);
  case AtomicRMWMode::AddF: {
    if (k == ElemKind::F32)
      return floatBits(bitsFloat(uint32_t(old)) + bitsFloat(uint32_t(arg)));
    if (k == ElemKind::F64)
      return doubleBits(bitsDouble(old) + bitsDouble(arg));
    APFloat a = toAPFloat(k, old);
    a.add(toAPFloat(k, arg), llvm::RoundingMode::NearestTiesToEven);
    return fromAPFloat(a);
  }
  case AtomicRMWMode::Max:
    return signExtend(old, w) >= signExtend(arg, w) ? old : arg;
  case AtomicRMWMode::Min:
    return signExtend(old, w) <= signExtend(arg, w) ? old : arg;
  case AtomicRMWMode::UMax: return old >= arg ? old : arg;
  case AtomicRMWMode::UMin: return old <= arg ? old : arg;
  case AtomicRMWMode::Xchg: return arg;
  }
  return arg;
}

ElemKind pointeeKind(const TileBuf &ptrs) {
  return getElemKind(cast<PointerType>(ptrs.elemType).getPointeeType());
}

bool maskOn(const TileBuf *mask, int64_t i) {
  return !mask || (mask->data[i] & 1);
}

LogicalResult evalAtomicRmw(ExecContext &ctx, AtomicRmwTkoOp op) {
  TILE_OPERAND(p, ctx, op, op.getPointers());
  TILE_OPERAND(arg, ctx, op, op.getArg());
  const TileBuf *mask = op.getMask() ? ctx.tile(op.getMask()) : nullptr;
  ElemKind k = pointeeKind(*p);
  auto r = makeTile(arg->elemType, arg->shape);
  std::lock_guard<std::mutex> lock(ctx.memory.atomicMutex());
  for (int64_t i = 0, e = p->size(); i < e; ++i) {
    if (!maskOn(mask, i))
      continue; // masked lanes return 0 (implementation-defined)
    uint64_t old;
    if (failed(readElem(ctx, op, p->data[i], k, old)) ||
        failed(writeElem(ctx, op, p->data[i], k,
                         rmw(op.getMode(), k, old, arg->data[i]))))
      return failure();
    r->data[i] = old;
  }
  ctx.setTile(op.getResult(), r);
  ctx.set(op.getResultToken(), RtValue::token());
  return success();
}

LogicalResult evalAtomicCas(ExecContext &ctx, AtomicCasTkoOp op) {
  TILE_OPERAND(p, ctx, op, op.getPointers());
  TILE_OPERAND(cmp, ctx, op, op.getCmp());
  TILE_OPERAND(val, ctx, op, op.getVal());
  const TileBuf *mask = op.getMask() ? ctx.tile(op.getMask()) : nullptr;
  ElemKind k = pointeeKind(*p);
  auto r = makeTile(cmp->elemType, cmp->shape);
  std::lock_guard<std::mutex> lock(ctx.memory.atomicMutex());
  for (int64_t i = 0, e = p->size(); i < e; ++i) {
    if (!maskOn(mask, i)) {
      r->data[i] = cmp->data[i];
      continue;
    }
    uint64_t old;
    if (failed(readElem(ctx, op, p->data[i], k, old)))
      return failure();
    // Bit patterns compare: distinct NaNs and signed zeros differ.
    if (old == cmp->data[i] &&
        failed(writeElem(ctx, op, p->data[i], k, val->data[i])))
      return failure();
    r->data[i] = old;
  }
  ctx.setTile(op.getResult(), r);
  ctx.set(op.getResultToken(), RtValue::token());
  return success();
}

LogicalResult evalAtomicRedView(ExecContext &ctx, AtomicRedViewTkoOp op) {
  TILE_OPERAND(t, ctx, op, op.getValue());
  ViewAccess acc;
  if (failed(resolveView(ctx, op, op.getView(), op.getIndex(), acc)))
    return failure();
  ElemKind k = acc.tv->kind;
  if (acc.nibbles)
    return ctx.fail(op, "atomics on 4-bit elements are not supported");
  std::lock_guard<std::mutex> lock(ctx.memory.atomicMutex());
  if (failed(forEachViewElement(acc, [&](int64_t i, bool in, uint64_t addr) {
        if (!in)
          return success();
        uint64_t old;
        if (failed(readElem(ctx, op, addr, k, old)))
          return failure();
        return writeElem(ctx, op, addr, k, rmw(op.getMode(), k, old, t->data[i]));
      })))
    return failure();
  ctx.set(op.getResultToken(), RtValue::token());
  return success();
}

//===----------------------------------------------------------------------===//
// Pointer loads and stores, alloca, globals
//===----------------------------------------------------------------------===//

LogicalResult evalLoadPtr(ExecContext &ctx, LoadPtrTkoOp op) {
  TILE_OPERAND(p, ctx, op, op.getSource());
  const TileBuf *mask = op.getMask() ? ctx.tile(op.getMask()) : nullptr;
  const TileBuf *pad =
      op.getPaddingValue() ? ctx.tile(op.getPaddingValue()) : nullptr;
  ElemKind k = pointeeKind(*p);
  auto type = cast<TileType>(op.getResult().getType());
  auto r = makeTile(type.getElementType(), type.getShape());
  for (int64_t i = 0, e = p->size(); i < e; ++i) {
    if (!maskOn(mask, i)) {
      r->data[i] = pad ? pad->data[i] : 0;
      continue;
    }
    if (failed(readElem(ctx, op, p->data[i], k, r->data[i])))
      return failure();
  }
  ctx.setTile(op.getResult(), r);
  ctx.set(op.getResultToken(), RtValue::token());
  return success();
}

LogicalResult evalStorePtr(ExecContext &ctx, StorePtrTkoOp op) {
  TILE_OPERAND(p, ctx, op, op.getDestination());
  TILE_OPERAND(v, ctx, op, op.getValue());
  const TileBuf *mask = op.getMask() ? ctx.tile(op.getMask()) : nullptr;
  ElemKind k = pointeeKind(*p);
  for (int64_t i = 0, e = p->size(); i < e; ++i)
    if (maskOn(mask, i) && failed(writeElem(ctx, op, p->data[i], k, v->data[i])))
      return failure();
  ctx.set(op.getResultToken(), RtValue::token());
  return success();
}

LogicalResult evalAlloca(ExecContext &ctx, AllocaOp op) {
  Type ptrType = elemTypeOf(op.getResult());
  ElemKind k = getElemKind(cast<PointerType>(ptrType).getPointeeType());
  unsigned bytes = getMemBytes(k);
  int64_t n = op.getNumElem();
  if (!bytes || n < 0 || n > (int64_t(1) << 32))
    return ctx.fail(op, "alloca: unsupported size");
  uint64_t base = ctx.memory.allocate(uint64_t(n) * bytes,
                                      uint64_t(std::max<int64_t>(op.getAlignment(), 1)),
                                      "alloca");
  if (!base)
    return ctx.fail(op, "alloca: the interpreter's memory limit is reached");
  ctx.setTile(op.getResult(), makeScalar(ptrType, base));
  return success();
}

LogicalResult evalGetGlobal(ExecContext &ctx, GetGlobalOp op) {
  auto it = ctx.globals.find(op.getNameAttr().getAttr());
  if (it == ctx.globals.end())
    return ctx.fail(op, "get_global: unknown global");
  ctx.setTile(op.getResult(), makeScalar(elemTypeOf(op.getResult()), it->second));
  return success();
}
} // namespace

void interp::registerMemoryHandlers(HandlerTable &t) {
  addHandler<MakeTensorViewOp, evalMakeTensorView>(t);
  addHandler<MakePartitionViewOp, evalMakeView<MakePartitionViewOp>>(t);
  addHandler<MakeStridedViewOp, evalMakeView<MakeStridedViewOp>>(t);
  addHandler<MakeGatherScatterViewOp, evalMakeView<MakeGatherScatterViewOp>>(t);
  addHandler<GetTensorShapeOp, evalGetTensorShape>(t);
  addHandler<GetIndexSpaceShapeOp, evalGetIndexSpaceShape>(t);
  addHandler<LoadViewTkoOp, evalLoadView>(t);
  addHandler<StoreViewTkoOp, evalStoreView>(t);
  addHandler<AtomicRedViewTkoOp, evalAtomicRedView>(t);
  addHandler<AtomicRmwTkoOp, evalAtomicRmw>(t);
  addHandler<AtomicCasTkoOp, evalAtomicCas>(t);
  addHandler<LoadPtrTkoOp, evalLoadPtr>(t);
  addHandler<StorePtrTkoOp, evalStorePtr>(t);
  addHandler<AllocaOp, evalAlloca>(t);
  addHandler<GetGlobalOp, evalGetGlobal>(t);
}
