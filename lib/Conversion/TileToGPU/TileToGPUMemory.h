//===- TileToGPUMemory.h - shared pieces of the memory lowering -*- C++ -*-===//
//
// Private to lib/Conversion. How the lowering addresses global memory:
// per-thread pointer and enable-mask vectors, the in-memory form of
// elements, view geometry, memory orderings and token order. Used by
// TileToGPUViews.cpp, TileToGPUMemory.cpp (loads, stores),
// TileToGPUAtomics.cpp, and the ring copies and fragment loads
// (TileToGPUAsyncCopy.cpp, TileToGPUTma.cpp, TileToGPUWgmmaLhs.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILETOGPUMEMORY_H
#define TILEIR_LIB_CONVERSION_TILETOGPUMEMORY_H

#include "TileToGPU.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include <optional>

namespace mlir::tile {

/// Arithmetic on i64 scalars (element offsets, coordinates and bounds).
struct I64Builder {
  OpBuilder &b;
  Location loc;

  Value constant(int64_t value) {
    return constantInt(b, loc, b.getI64Type(), value);
  }
  /// An unsigned index widened to i64 (views read indices unsigned).
  Value extend(Value value) {
    if (value.getType().isInteger(64))
      return value;
    return arith::ExtUIOp::create(b, loc, b.getI64Type(), value);
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value mul(Value x, int64_t y) { return y == 1 ? x : mul(x, constant(y)); }
  Value ult(Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x, y);
  }
};

/// The fields of a lowered tensor view's descriptor
/// (TileTypeConverter::getViewDescriptorType): its base pointer, and each
/// dimension's extent and stride in elements (i64).
struct ViewDescriptor {
  OpBuilder &b;
  Location loc;
  Value desc;

  Value getBase() const {
    return LLVM::ExtractValueOp::create(b, loc, desc, ArrayRef<int64_t>{0});
  }
  Value getExtent(int64_t dim) const { return getField(1, dim); }
  Value getStride(int64_t dim) const { return getField(2, dim); }

private:
  Value getField(int64_t kind, int64_t dim) const {
    return LLVM::ExtractValueOp::create(b, loc, desc,
                                        ArrayRef<int64_t>{kind, dim});
  }
};

/// This thread's part of one access: `vector<K x !llvm.ptr<1>>` addresses
/// and the `vector<K x i1>` lanes that take part. Where `offsets` is not
/// empty, lane k's address is lane 0's plus offsets[k] elements (k for a
/// plain chunk), so vector accesses address from one pointer with
/// immediate offsets (one 64-bit register, not one per vector).
struct LaneAccess {
  Value pointers;
  Value mask;
  SmallVector<int64_t> offsets;
  /// 4-bit elements (two to a byte, element i in bits 3..0, i + 1 in bits
  /// 7..4): `pointers` are each lane's byte and `nibbles` (vector<K x i64>)
  /// 0 or 1, the half of it the lane's element is.
  Value nibbles;

  bool isContiguous() const { return !offsets.empty(); }
};

/// An element as it sits in memory: i1 as a byte (reference §1.1); every
/// other register element as it is (tf32 as its f32 bits).
Type getMemoryElementType(Type registerElement);
/// `vector<K x T>` registers to their memory form (i1 -> i8) and back
/// (i8 -> i1 as "nonzero"; tf32 drops the low 13 mantissa bits, as the
/// interpreter reads it).
Value toMemoryForm(OpBuilder &b, Location loc, Value lanes);
Value fromMemoryForm(OpBuilder &b, Location loc, Value lanes, Type tileElement);

/// A `vector<lanes x i1>` of true.
Value allLanes(OpBuilder &b, Location loc, int64_t lanes);
/// `mask` restricted to the first holder of each element when the layout
/// is replicated (the others hold copies and must not access memory).
Value ownedLanes(OpBuilder &b, Location loc, Value mask,
                 const BlockedLayout &layout);
/// Lane `lane` of `mask` as a scalar i1, computed from the lanes of the
/// elementwise ops (compares, and/or/xor, selects), splats and constants
/// that make it: extracting from the vector instead leaves LLVM a
/// `<K x i1>` that the NVPTX backend packs into bits and unpacks again.
Value getMaskLane(OpBuilder &b, Location loc, Value mask, int64_t lane);
/// Whether `mask` is a constant all-true vector.
bool isAllTrue(Value mask);

/// Addresses (of elements of `memoryElement`) and the in-bounds mask of
/// this thread's elements of the tile at `index` of a partition, strided or
/// gather/scatter view with descriptor `desc` (reference §3.2). `index` are
/// the converted indices and `indexTypes` their tile types; a
/// gather/scatter view's row tile goes through the scratch buffer (it is
/// laid out over the threads, each thread needs the rows of its elements).
/// Dimensions marked in `inbounds` are not checked.
LaneAccess computeViewAccess(OpBuilder &b, Location loc,
                             const TileTypeConverter &converter,
                             TileViewTypeInterface view, Value desc,
                             ValueRange index, TypeRange indexTypes,
                             const BlockedLayout &layout, Type memoryElement,
                             std::optional<ArrayRef<bool>> inbounds);
// `layout` may be coalesced (BlockedLayout::get with tilegpu.coalesced):
// the addresses and masks follow its lanes.

/// The padding value of a view (zero when it has none: the elements are
/// unspecified then) as a `memory` element: computed in the tile element's
/// format, or in f32 for tf32, and as bits where the register form is an
/// integer (f8).
TypedAttr getPaddingAttr(Type tileElement, Type memory,
                         PaddingValueAttr padding);
/// The token a lowered access returns (tokens order nothing once lowered:
/// insertTokenBarriers placed the barriers).
Value getToken(OpBuilder &b, Location loc);

/// make_*_view and the shape queries (TileToGPUViews.cpp).
void populateTileViewPatterns(TileTypeConverter &converter,
                              RewritePatternSet &patterns);

/// Orderings are for the whole tile block, whose elements live in many
/// threads: a barrier starts an access whose `ordering` releases (every
/// thread's earlier accesses come first). Token order is
/// insertTokenBarriers' (TileToGPUOrdering.cpp).
void beginAccess(OpBuilder &b, Location loc, MemoryOrdering ordering);
/// A barrier ends an access whose `ordering` acquires (every thread's later
/// accesses come after it).
void endAccess(OpBuilder &b, Location loc, MemoryOrdering ordering);

bool hasAcquire(MemoryOrdering ordering);
bool hasRelease(MemoryOrdering ordering);
LLVM::AtomicOrdering getLLVMOrdering(MemoryOrdering ordering);
/// NVPTX syncscope names: "block", "device", "" (system).
StringRef getSyncScope(std::optional<MemoryScope> scope);
/// PTX qualifiers: .cta/.gpu/.sys and .relaxed/.acquire/.release/.acq_rel.
StringRef getPTXScope(std::optional<MemoryScope> scope);
StringRef getPTXSemantics(MemoryOrdering ordering);

} // namespace mlir::tile

#endif // TILEIR_LIB_CONVERSION_TILETOGPUMEMORY_H
