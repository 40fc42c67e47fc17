//===- Value.cpp - run-time values of the interpreter ---------------------===//

#include "TileIR/Interpreter/Value.h"
#include "TileIR/Dialect/Tile/IR/TileTypes.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;

ElemKind interp::getElemKind(Type type) {
  if (!type)
    return ElemKind::Invalid;
  if (isa<PointerType>(type))
    return ElemKind::Ptr;
  if (auto it = dyn_cast<IntegerType>(type)) {
    switch (it.getWidth()) {
    case 1: return ElemKind::I1;
    case 4: return ElemKind::I4;
    case 8: return ElemKind::I8;
    case 16: return ElemKind::I16;
    case 32: return ElemKind::I32;
    case 64: return ElemKind::I64;
    default: return ElemKind::Invalid;
    }
  }
  if (type.isF16()) return ElemKind::F16;
  if (type.isBF16()) return ElemKind::BF16;
  if (type.isF32()) return ElemKind::F32;
  if (type.isTF32()) return ElemKind::TF32;
  if (type.isF64()) return ElemKind::F64;
  if (isa<Float8E4M3FNType>(type)) return ElemKind::F8E4M3FN;
  if (isa<Float8E5M2Type>(type)) return ElemKind::F8E5M2;
  if (isa<Float8E8M0FNUType>(type)) return ElemKind::F8E8M0FNU;
  if (isa<Float4E2M1FNType>(type)) return ElemKind::F4E2M1FN;
  return ElemKind::Invalid;
}

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
  static const char *names[] = {"i1", "i4", "i8", "i16", "i32", "i64",
                                "f16", "bf16", "f32", "tf32", "f64",
                                "f8E4M3FN", "f8E5M2", "f8E8M0FNU",
                                "f4E2M1FN", "ptr", "invalid"};
  return names[unsigned(kind)];
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
