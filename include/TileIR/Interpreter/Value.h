//===- Value.h - run-time values of the Tile IR interpreter -----*- C++ -*-===//
//
// A tile is a flat row-major buffer of 64-bit slots, one per element, each
// holding the element's bit pattern in its own format (integers zero-extended
// from their width, floats as their IEEE/OCP encoding, tf32 as its 19-bit
// encoding, pointers as 64-bit addresses). Tiles are immutable once built
// and shared between SSA values (reshape, assume and loop-carried values do
// not copy).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_INTERPRETER_VALUE_H
#define TILEIR_INTERPRETER_VALUE_H

#include "TileIR/Dialect/Tile/IR/TileElementKind.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace mlir::tile::interp {

/// Element types the interpreter distinguishes, decided once per tile.
using ElemKind = ::mlir::tile::ElementKind;

/// The kind of `type` (an element type: builtin int/float or tile.ptr).
ElemKind getElemKind(Type type);
/// Bits of the encoding held in a slot (tf32: 19, ptr: 64).
unsigned getBitWidth(ElemKind kind);
/// Bytes one element occupies in global memory (i1: 1, tf32: 4); 0 for the
/// 4-bit types, which memory packs two to a byte.
unsigned getMemBytes(ElemKind kind);
bool isIntKind(ElemKind kind);
bool isFloatKind(ElemKind kind);
const char *getKindName(ElemKind kind);

/// Low `width` bits of `v`.
inline uint64_t truncBits(uint64_t v, unsigned width) {
  return width >= 64 ? v : v & ((uint64_t(1) << width) - 1);
}
/// `v` (a `width`-bit pattern) read as a signed integer.
inline int64_t signExtend(uint64_t v, unsigned width) {
  if (width >= 64)
    return int64_t(v);
  uint64_t m = uint64_t(1) << (width - 1);
  v = truncBits(v, width);
  return int64_t((v ^ m) - m);
}

/// A tile value: element kind, shape and one slot per element.
struct TileBuf {
  Type elemType;
  ElemKind kind = ElemKind::Invalid;
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<uint64_t> data;

  int64_t size() const { return int64_t(data.size()); }
  unsigned width() const { return getBitWidth(kind); }
  /// Row-major strides of `shape`, in elements.
  llvm::SmallVector<int64_t, 4> strides() const;
};
using TilePtr = std::shared_ptr<const TileBuf>;

/// A fresh zero-filled tile of `elemType` and `shape`.
std::shared_ptr<TileBuf> makeTile(Type elemType, llvm::ArrayRef<int64_t> shape);
/// A rank-0 tile holding `bits`.
std::shared_ptr<TileBuf> makeScalar(Type elemType, uint64_t bits);

/// The run-time value of a tensor_view: a base address and element extents
/// and strides (all dynamic entries resolved).
struct TensorViewVal {
  uint64_t base = 0;
  Type elemType;
  ElemKind kind = ElemKind::Invalid;
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<int64_t, 4> strides;
};

/// Any SSA value of the tile dialect at run time.
struct RtValue {
  enum class Kind : uint8_t { Empty, Tile, TensorView, View, Token };
  Kind kind = Kind::Empty;
  TilePtr tile;
  std::shared_ptr<const TensorViewVal> tensorView;
  /// For Kind::View: the partition/strided/gather-scatter view type.
  Type viewType;

  static RtValue ofTile(TilePtr t) {
    RtValue v;
    v.kind = Kind::Tile;
    v.tile = std::move(t);
    return v;
  }
  static RtValue ofTensorView(std::shared_ptr<const TensorViewVal> tv) {
    RtValue v;
    v.kind = Kind::TensorView;
    v.tensorView = std::move(tv);
    return v;
  }
  static RtValue ofView(std::shared_ptr<const TensorViewVal> tv, Type type) {
    RtValue v;
    v.kind = Kind::View;
    v.tensorView = std::move(tv);
    v.viewType = type;
    return v;
  }
  static RtValue token() {
    RtValue v;
    v.kind = Kind::Token;
    return v;
  }
};

} // namespace mlir::tile::interp

#endif // TILEIR_INTERPRETER_VALUE_H
