//===- TileToGPUScratch.cpp - the entry's shared-memory scratch -----------===//
//
// Addressing and index arithmetic for the scratch buffer; see
// TileToGPUScratch.h.
//
//===----------------------------------------------------------------------===//

#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Scratch access
//===----------------------------------------------------------------------===//

/// Elements as they sit in scratch: i1 as a byte, pointers as i64.
Type mlir::tile::getScratchElementType(Type element) {
  MLIRContext *context = element.getContext();
  if (element.isInteger(1))
    return IntegerType::get(context, 8);
  if (isa<LLVM::LLVMPointerType>(element))
    return IntegerType::get(context, 64);
  return element;
}

Value mlir::tile::toScratchForm(OpBuilder &b, Location loc, Value lanes) {
  auto type = cast<VectorType>(lanes.getType());
  Type element = type.getElementType();
  Type memory = getScratchElementType(element);
  if (memory == element)
    return lanes;
  if (element.isInteger(1))
    return arith::ExtUIOp::create(b, loc, type.clone(memory), lanes);
  return LLVM::PtrToIntOp::create(b, loc, type.clone(memory), lanes);
}

Value mlir::tile::fromScratchForm(OpBuilder &b, Location loc, Value lanes,
                                  Type element) {
  auto type = cast<VectorType>(lanes.getType());
  if (type.getElementType() == element)
    return lanes;
  if (element.isInteger(1))
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, lanes,
                                 constantInt(b, loc, type, 0));
  return LLVM::IntToPtrOp::create(b, loc, type.clone(element), lanes);
}

/// The scratch buffer plus `byteOffset`, as `!llvm.ptr<3>`.
Value mlir::tile::getScratchPointer(OpBuilder &b, Location loc,
                                    const TileTypeConverter &converter,
                                    int64_t byteOffset) {
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value base =
      LLVM::AddressOfOp::create(b, loc, ptrType, converter.getScratchSymbol());
  // The reused scratch starts after the resident operands.
  byteOffset += converter.getResidentBytes();
  if (byteOffset == 0)
    return base;
  return LLVM::GEPOp::create(b, loc, ptrType, b.getI8Type(), base,
                             ArrayRef<LLVM::GEPArg>{int32_t(byteOffset)});
}

Value mlir::tile::getRingSlot(OpBuilder &b, Location loc,
                              const TileTypeConverter &converter,
                              tilegpu::SharedRingAttr ring, Value slot) {
  converter.reserveScratch(ring.getOffset() + ring.getBytes());
  // A ring of one buffer (a resident operand's) has only buffer 0.
  if (ring.getSlots() == 1)
    return getScratchPointer(b, loc, converter, ring.getOffset());
  if (!slot.getType().isInteger(64))
    slot = arith::ExtUIOp::create(b, loc, b.getI64Type(), slot);
  Value bytes = arith::MulIOp::create(
      b, loc, slot, constantInt(b, loc, b.getI64Type(), ring.getSlotBytes()));
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  return LLVM::GEPOp::create(
      b, loc, ptrType, b.getI8Type(),
      getScratchPointer(b, loc, converter, ring.getOffset()),
      ValueRange{bytes});
}

/// The largest power of two dividing `bytes`, at most 16.
int64_t mlir::tile::alignmentOf(int64_t bytes) {
  int64_t align = 16;
  while (align > 1 && bytes % align)
    align /= 2;
  return align;
}

/// Where this thread's chunk of a tile with `layout` starts in a scratch
/// region at `byteOffset` holding `memory` elements, and the alignment that
/// address has: the chunk starts at a multiple of its size.
static std::pair<Value, int64_t>
getChunkAddress(OpBuilder &b, Location loc, const TileTypeConverter &converter,
                const BlockedLayout &layout, Type memory, int64_t byteOffset,
                ScratchRows rows = {}) {
  Value start = getFirstElementIndex(b, loc, layout);
  if (rows.pad) {
    Type i64 = b.getI64Type();
    Value row = arith::DivUIOp::create(
        b, loc, start, arith::ConstantIntOp::create(b, loc, i64, rows.length));
    start = arith::AddIOp::create(
        b, loc, start,
        arith::MulIOp::create(
            b, loc, row, arith::ConstantIntOp::create(b, loc, i64, rows.pad)));
  }
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value address = LLVM::GEPOp::create(
      b, loc, ptrType, memory, getScratchPointer(b, loc, converter, byteOffset),
      ValueRange{start});
  int64_t bytes = getElementBytes(memory);
  int64_t align = std::min<int64_t>(alignmentOf(byteOffset),
                                    alignmentOf(layout.perThread * bytes));
  if (rows.pad)
    align =
        std::min<int64_t>(align, alignmentOf((rows.length + rows.pad) * bytes));
  return {address, align};
}

/// Stores this thread's part `value` of a tile with `layout` at the
/// row-major indices of its elements in a region of scratch starting at
/// `byteOffset` (16-byte aligned). Threads holding copies write the same
/// values.
void mlir::tile::storeBlocked(OpBuilder &b, Location loc,
                              const TileTypeConverter &converter, Value value,
                              const BlockedLayout &layout, int64_t byteOffset) {
  Value lanes = toScratchForm(b, loc, toLaneVector(b, loc, value));
  Type memory = cast<VectorType>(lanes.getType()).getElementType();
  auto [address, align] =
      getChunkAddress(b, loc, converter, layout, memory, byteOffset);
  LLVM::StoreOp::create(b, loc, lanes, address, align);
}

Value mlir::tile::loadInPieces(OpBuilder &b, Location loc, Type type,
                               Value address, int64_t align) {
  auto vectorType = dyn_cast<VectorType>(type);
  if (!vectorType)
    return LLVM::LoadOp::create(b, loc, type, address, align);
  Type element = vectorType.getElementType();
  int64_t bytes = getElementBytes(element);
  int64_t count = vectorType.getNumElements();
  int64_t width =
      std::clamp<int64_t>(std::min<int64_t>(align, 16) / bytes, 1, count);
  if (width == count)
    return LLVM::LoadOp::create(b, loc, type, address, align);
  auto pieceType = VectorType::get({width}, element);
  Value result = LLVM::PoisonOp::create(b, loc, type);
  for (int64_t first = 0; first < count; first += width) {
    Value pointer =
        LLVM::GEPOp::create(b, loc, address.getType(), element, address,
                            ArrayRef<LLVM::GEPArg>{int32_t(first)});
    Value piece = LLVM::LoadOp::create(b, loc, pieceType, pointer,
                                       std::min<int64_t>(align, 16));
    result = vector::InsertStridedSliceOp::create(
        b, loc, piece, result, ArrayRef<int64_t>{first}, ArrayRef<int64_t>{1});
  }
  return result;
}

Value mlir::tile::loadBlocked(OpBuilder &b, Location loc,
                              const TileTypeConverter &converter,
                              const BlockedLayout &layout, Type element,
                              int64_t byteOffset, ScratchRows rows) {
  Type memory = getScratchElementType(element);
  auto [address, align] =
      getChunkAddress(b, loc, converter, layout, memory, byteOffset, rows);
  auto vectorType = VectorType::get({layout.perThread}, memory);
  Value loaded = loadInPieces(b, loc, vectorType, address, align);
  return fromScratchForm(b, loc, loaded, element);
}

/// Loads the scratch elements at `indices` (`vector<K x i64>`, in elements
/// of `element`'s scratch form from `byteOffset`) as `vector<K x element>`.
Value mlir::tile::loadIndexed(OpBuilder &b, Location loc,
                              const TileTypeConverter &converter, Value indices,
                              Type element, int64_t byteOffset) {
  Type memory = getScratchElementType(element);
  int64_t lanes = cast<VectorType>(indices.getType()).getNumElements();
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value pointers = LLVM::GEPOp::create(
      b, loc, VectorType::get({lanes}, ptrType), memory,
      getScratchPointer(b, loc, converter, byteOffset), ValueRange{indices});
  auto vectorType = VectorType::get({lanes}, memory);
  Value mask = arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(VectorType::get({lanes}, b.getI1Type()), true));
  Value passthru = LLVM::PoisonOp::create(b, loc, vectorType);
  Value loaded = LLVM::masked_gather::create(
      b, loc, vectorType, pointers, mask, ValueRange{passthru},
      b.getI32IntegerAttr(getElementBytes(memory)));
  return fromScratchForm(b, loc, loaded, element);
}

Value mlir::tile::loadIndexedRuns(OpBuilder &b, Location loc,
                                  const TileTypeConverter &converter,
                                  Value indices, Type element,
                                  int64_t byteOffset, int64_t width,
                                  unsigned alignment) {
  Type memory = getScratchElementType(element);
  int64_t lanes = cast<VectorType>(indices.getType()).getNumElements();
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value base = getScratchPointer(b, loc, converter, byteOffset);
  auto vectorType = VectorType::get({lanes}, memory);
  auto runType = VectorType::get({width}, memory);
  Value loaded = LLVM::PoisonOp::create(b, loc, vectorType);
  for (int64_t first = 0; first < lanes; first += width) {
    Value pointer = LLVM::GEPOp::create(
        b, loc, ptrType, memory, base,
        ValueRange{vector::ExtractOp::create(b, loc, indices, first)});
    Value run = LLVM::LoadOp::create(b, loc, runType, pointer, alignment);
    loaded = vector::InsertStridedSliceOp::create(
        b, loc, run, loaded, ArrayRef<int64_t>{first}, ArrayRef<int64_t>{1});
  }
  return fromScratchForm(b, loc, loaded, element);
}

/// Stores `values` (`vector<K x element>`) at scratch `indices`.
void mlir::tile::storeIndexed(OpBuilder &b, Location loc,
                              const TileTypeConverter &converter, Value values,
                              Value indices, int64_t byteOffset) {
  Value lanes = toScratchForm(b, loc, values);
  auto type = cast<VectorType>(lanes.getType());
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value pointers = LLVM::GEPOp::create(
      b, loc, VectorType::get({type.getNumElements()}, ptrType),
      type.getElementType(), getScratchPointer(b, loc, converter, byteOffset),
      ValueRange{indices});
  Value mask = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(type.clone(b.getI1Type()), true));
  LLVM::masked_scatter::create(
      b, loc, lanes, pointers, mask,
      b.getI32IntegerAttr(getElementBytes(type.getElementType())));
}

void mlir::tile::storeIndexedRuns(OpBuilder &b, Location loc,
                                  const TileTypeConverter &converter,
                                  Value values, Value indices,
                                  int64_t byteOffset, int64_t width,
                                  unsigned alignment) {
  Value lanes = toScratchForm(b, loc, values);
  auto type = cast<VectorType>(lanes.getType());
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value base = getScratchPointer(b, loc, converter, byteOffset);
  for (int64_t first = 0; first < type.getNumElements(); first += width) {
    Value pointer = LLVM::GEPOp::create(
        b, loc, ptrType, type.getElementType(), base,
        ValueRange{vector::ExtractOp::create(b, loc, indices, first)});
    Value run = vector::ExtractStridedSliceOp::create(
        b, loc, lanes, ArrayRef<int64_t>{first}, ArrayRef<int64_t>{width},
        ArrayRef<int64_t>{1});
    LLVM::StoreOp::create(b, loc, run, pointer, alignment);
  }
}

void mlir::tile::barrier(OpBuilder &b, Location loc) {
  NVVM::Barrier0Op::create(b, loc);
}

void mlir::tile::fenceIntoAsyncProxy(OpBuilder &b, Location loc) {
  NVVM::FenceProxyOp::create(
      b, loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(b.getContext(), NVVM::SharedSpace::shared_cta));
}

int64_t mlir::tile::roundUp16(int64_t bytes) {
  return llvm::alignTo(bytes, 16);
}

//===----------------------------------------------------------------------===//
// Index arithmetic on vector<K x i64>
//===----------------------------------------------------------------------===//

Value mlir::tile::laneConstant(OpBuilder &b, Location loc, Value like,
                               int64_t value) {
  return constantInt(b, loc, like.getType(), value);
}

/// Row-major coordinates of linear indices in `shape`.
SmallVector<Value> mlir::tile::delinearize(OpBuilder &b, Location loc,
                                           Value linear,
                                           ArrayRef<int64_t> shape) {
  SmallVector<Value> coords(shape.size());
  int64_t inner = 1;
  for (int64_t i = shape.size() - 1; i >= 0; --i) {
    Value c = linear;
    if (inner > 1)
      c = arith::DivUIOp::create(b, loc, c, laneConstant(b, loc, c, inner));
    c = arith::RemUIOp::create(b, loc, c, laneConstant(b, loc, c, shape[i]));
    coords[i] = c;
    inner *= shape[i];
  }
  return coords;
}

Value mlir::tile::linearize(OpBuilder &b, Location loc, ArrayRef<Value> coords,
                            ArrayRef<int64_t> shape) {
  Value linear;
  for (auto [c, size] : llvm::zip(coords, shape)) {
    linear = linear ? arith::AddIOp::create(
                          b, loc,
                          arith::MulIOp::create(b, loc, linear,
                                                laneConstant(b, loc, c, size)),
                          c)
                          .getResult()
                    : c;
  }
  return linear;
}
