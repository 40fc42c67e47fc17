//===- Value.cpp - run-time values of the interpreter ---------------------===//

#include "TileIR/Interpreter/Value.h"
#include "TileIR/Dialect/Tile/IR/TileTypes.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;

ElemKind interp::getElemKind(Type type) { return getElementKind(type); }

unsigned interp::getBitWidth(ElemKind kind) {
  switch (kind) {
  case ElemKind::I1: return 1;
  case ElemKind::I4: case ElemKind::F4E2M1FN: return 4;
  case ElemKind::I8: case ElemKind::F8E4M3FN: case ElemKind::F8E5M2:
  case ElemKind::F8E8M0FNU: return 8;
  case ElemKind::I16: case ElemKind::F16: case ElemKind::BF16: return 16;
  case ElemKind::TF32: return 19;
  case ElemKind::I32: case ElemKind::F32: return 32;
  case ElemKind::I64: case ElemKind::F64: case ElemKind::Ptr: return 64;
  case ElemKind::Invalid: return 0;
  }
  return 0;
}

unsigned interp::getMemBytes(ElemKind kind) {
  switch (kind) {
  case ElemKind::I1: return 1;
  case ElemKind::I4: case ElemKind::F4E2M1FN: return 0;
  case ElemKind::TF32: return 4;
  default: return getBitWidth(kind) / 8;
  }
}

bool interp::isIntKind(ElemKind kind) {
  return kind <= ElemKind::I64;
}

bool interp::isFloatKind(ElemKind kind) {
  return kind >= ElemKind::F16 && kind <= ElemKind::F4E2M1FN;
}

const char *interp::getKindName(ElemKind kind) {
  return getElementKindName(kind).data();
}

SmallVector<int64_t, 4> TileBuf::strides() const {
  SmallVector<int64_t, 4> s(shape.size(), 1);
  for (int i = int(shape.size()) - 2; i >= 0; --i)
    s[i] = s[i + 1] * shape[i + 1];
  return s;
}

std::shared_ptr<TileBuf> interp::makeTile(Type elemType,
                                          ArrayRef<int64_t> shape) {
  auto t = std::make_shared<TileBuf>();
  t->elemType = elemType;
  t->kind = getElemKind(elemType);
  t->shape.assign(shape.begin(), shape.end());
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  t->data.assign(n, 0);
  return t;
}

std::shared_ptr<TileBuf> interp::makeScalar(Type elemType, uint64_t bits) {
  auto t = makeTile(elemType, {});
  t->data[0] = truncBits(bits, t->width());
  return t;
}
