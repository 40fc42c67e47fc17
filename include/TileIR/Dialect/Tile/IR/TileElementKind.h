//===- TileElementKind.h - element types as one small enum ------*- C++ -*-===//
//
// The element types of Tile IR (reference §1.1) as an enum, for the target
// table and the interpreter, which switch over them and index by them.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEELEMENTKIND_H
#define TILEIR_DIALECT_TILE_IR_TILEELEMENTKIND_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace mlir {
class Type;
} // namespace mlir

namespace mlir::tile {

/// Integers first, then floats (I1..I64 and F16..F4E2M1FN are contiguous
/// ranges), then pointers and the marker for anything else.
enum class ElementKind : uint8_t {
  I1,
  I4,
  I8,
  I16,
  I32,
  I64,
  F16,
  BF16,
  TF32,
  F32,
  F64,
  F8E4M3FN,
  F8E5M2,
  F8E8M0FNU,
  F4E2M1FN,
  Ptr,
  Invalid,
};

/// The kind of an element type (a builtin integer or float type, or
/// tile.ptr); Invalid for anything Tile IR does not have.
ElementKind getElementKind(Type type);

/// The name Tile IR prints for `kind` (`f8E4M3FN`, `tf32`, `ptr`); `invalid`
/// for Invalid. The string is a null-terminated literal.
llvm::StringRef getElementKindName(ElementKind kind);

} // namespace mlir::tile

#endif // TILEIR_DIALECT_TILE_IR_TILEELEMENTKIND_H
