//===- TileElementKind.cpp - element types as one small enum --------------===//

#include "TileIR/Dialect/Tile/IR/TileElementKind.h"

#include "TileIR/Dialect/Tile/IR/TileTypes.h"

using namespace mlir;
using namespace mlir::tile;

ElementKind mlir::tile::getElementKind(Type type) {
  if (!type)
    return ElementKind::Invalid;
  if (isa<PointerType>(type))
    return ElementKind::Ptr;
  if (auto intType = dyn_cast<IntegerType>(type)) {
    if (!intType.isSignless())
      return ElementKind::Invalid;
    switch (intType.getWidth()) {
    case 1:
      return ElementKind::I1;
    case 4:
      return ElementKind::I4;
    case 8:
      return ElementKind::I8;
    case 16:
      return ElementKind::I16;
    case 32:
      return ElementKind::I32;
    case 64:
      return ElementKind::I64;
    default:
      return ElementKind::Invalid;
    }
  }
  if (type.isF16())
    return ElementKind::F16;
  if (type.isBF16())
    return ElementKind::BF16;
  if (type.isTF32())
    return ElementKind::TF32;
  if (type.isF32())
    return ElementKind::F32;
  if (type.isF64())
    return ElementKind::F64;
  if (isa<Float8E4M3FNType>(type))
    return ElementKind::F8E4M3FN;
  if (isa<Float8E5M2Type>(type))
    return ElementKind::F8E5M2;
  if (isa<Float8E8M0FNUType>(type))
    return ElementKind::F8E8M0FNU;
  if (isa<Float4E2M1FNType>(type))
    return ElementKind::F4E2M1FN;
  return ElementKind::Invalid;
}

StringRef mlir::tile::getElementKindName(ElementKind kind) {
  switch (kind) {
  case ElementKind::I1:
    return "i1";
  case ElementKind::I4:
    return "i4";
  case ElementKind::I8:
    return "i8";
  case ElementKind::I16:
    return "i16";
  case ElementKind::I32:
    return "i32";
  case ElementKind::I64:
    return "i64";
  case ElementKind::F16:
    return "f16";
  case ElementKind::BF16:
    return "bf16";
  case ElementKind::TF32:
    return "tf32";
  case ElementKind::F32:
    return "f32";
  case ElementKind::F64:
    return "f64";
  case ElementKind::F8E4M3FN:
    return "f8E4M3FN";
  case ElementKind::F8E5M2:
    return "f8E5M2";
  case ElementKind::F8E8M0FNU:
    return "f8E8M0FNU";
  case ElementKind::F4E2M1FN:
    return "f4E2M1FN";
  case ElementKind::Ptr:
    return "ptr";
  case ElementKind::Invalid:
    return "invalid";
  }
  return "invalid";
}
