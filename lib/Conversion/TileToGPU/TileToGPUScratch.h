//===- TileToGPUScratch.h - the entry's shared-memory scratch ---*- C++ -*-===//
//
// Private to lib/Conversion. Ops that move elements between threads (data
// movement, mma) stage them in the entry's one scratch buffer in shared
// memory (TileTypeConverter::getScratchSymbol): each thread stores what it
// holds, a barrier, each thread loads what it needs, a barrier before the
// buffer is reused. These helpers do the addressing and index arithmetic.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILETOGPUSCRATCH_H
#define TILEIR_LIB_CONVERSION_TILETOGPUSCRATCH_H

#include "TileToGPU.h"

namespace mlir::tile {

/// Elements as they sit in scratch: i1 as a byte, pointers as i64.
Type getScratchElementType(Type element);
/// `vector<K x T>` of register elements to their scratch form and back.
Value toScratchForm(OpBuilder &b, Location loc, Value lanes);
Value fromScratchForm(OpBuilder &b, Location loc, Value lanes, Type element);

/// The scratch buffer plus `byteOffset`, as `!llvm.ptr<3>`.
Value getScratchPointer(OpBuilder &b, Location loc,
                        const TileTypeConverter &converter, int64_t byteOffset);

/// The address of buffer `slot` (an i32 or i64 scalar) of `ring` in the
/// scratch, which it reserves the whole ring of (tile-pipeline-mma-shared
/// places rings from offset 0 of the reused scratch).
Value getRingSlot(OpBuilder &b, Location loc,
                  const TileTypeConverter &converter,
                  tilegpu::SharedRingAttr ring, Value slot);
/// The largest power of two dividing `bytes`, at most 16.
int64_t alignmentOf(int64_t bytes);
int64_t roundUp16(int64_t bytes);

/// Stores this thread's part `value` of a tile with `layout` at the
/// row-major indices of its elements in a region of scratch starting at
/// `byteOffset` (16-byte aligned). Threads holding copies write the same
/// values.
void storeBlocked(OpBuilder &b, Location loc,
                  const TileTypeConverter &converter, Value value,
                  const BlockedLayout &layout, int64_t byteOffset);
/// Rows of `length` elements with `pad` unused elements after each, for a
/// tile staged in scratch with its rows on different banks.
struct ScratchRows {
  int64_t length = 0;
  int64_t pad = 0;
};
/// A load of `type` from `address` (any address space, `align`-byte
/// aligned) as loads of at most 16 bytes each. NVPTX turns a load of 128
/// bytes or more whose one use is a store into a copy loop at the store
/// (LLVM's NVPTXLowerAggrCopies), moving the load past whatever lies between
/// them, a block barrier included: a scratch round trip's read would then
/// race with the next one's writes.
Value loadInPieces(OpBuilder &b, Location loc, Type type, Value address,
                   int64_t align);
/// The inverse of storeBlocked: this thread's part of a tile with `layout`
/// and register element type `element`, read from its row-major place in
/// scratch at `byteOffset`, as `vector<K x element>`. With `rows`, the tile
/// sits there with padded rows, and each thread's chunk lies inside a row.
Value loadBlocked(OpBuilder &b, Location loc,
                  const TileTypeConverter &converter,
                  const BlockedLayout &layout, Type element, int64_t byteOffset,
                  ScratchRows rows = {});
/// Loads the scratch elements at `indices` (`vector<K x i64>`, in elements
/// of `element`'s scratch form from `byteOffset`) as `vector<K x element>`.
Value loadIndexed(OpBuilder &b, Location loc,
                  const TileTypeConverter &converter, Value indices,
                  Type element, int64_t byteOffset);
/// As loadIndexed, where each run of `width` lanes (a power of two) is
/// consecutive elements aligned to `alignment` bytes: one vector load a
/// run, from its first lane's index.
Value loadIndexedRuns(OpBuilder &b, Location loc,
                      const TileTypeConverter &converter, Value indices,
                      Type element, int64_t byteOffset, int64_t width,
                      unsigned alignment);
/// Stores `values` (`vector<K x element>`) at scratch `indices`.
void storeIndexed(OpBuilder &b, Location loc,
                  const TileTypeConverter &converter, Value values,
                  Value indices, int64_t byteOffset);
/// As storeIndexed, where each run of `width` lanes (a power of two) is
/// consecutive elements aligned to `alignment` bytes: one vector store a
/// run, at its first lane's index.
void storeIndexedRuns(OpBuilder &b, Location loc,
                      const TileTypeConverter &converter, Value values,
                      Value indices, int64_t byteOffset, int64_t width,
                      unsigned alignment);

/// A block-wide barrier (bar.sync 0).
void barrier(OpBuilder &b, Location loc);
/// `fence.proxy.async.shared::cta`: this thread's earlier shared-memory
/// accesses (generic proxy) ordered before what the async proxy (wgmma's
/// reads, TMA's writes) does there after the next barrier.
void fenceIntoAsyncProxy(OpBuilder &b, Location loc);

/// A constant shaped like `like` (an i64 scalar or vector).
Value laneConstant(OpBuilder &b, Location loc, Value like, int64_t value);
/// Row-major coordinates of linear indices in `shape`, and back.
SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear,
                               ArrayRef<int64_t> shape);
Value linearize(OpBuilder &b, Location loc, ArrayRef<Value> coords,
                ArrayRef<int64_t> shape);

} // namespace mlir::tile

#endif // TILEIR_LIB_CONVERSION_TILETOGPUSCRATCH_H
