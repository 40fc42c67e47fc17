//===- TileToGPUAsyncCopy.cpp - async copies into ring buffers ------------===//
//
// tilegpu.async_copy, async_commit and async_wait (written by
// tile-pipeline-mma-shared) as cp.async: the block's threads take the
// tile's pieces (`chunk` elements, consecutive in a row) round-robin, thread
// t pieces t, t + T, ..., so a warp copies consecutive pieces of a row. A
// tile wholly inside the tensor copies whole pieces; an edge tile's piece
// reads src-size bytes and fills the rest with zeros: the elements of its
// row inside the tensor, none when the row is outside (then from the
// view's base, a valid address). 16-byte pieces go through L2 only (.cg).
// Swizzled rings (wgmma's) place each piece where the 128/64/32-byte
// swizzle puts it; eight consecutive threads still write 128 distinct
// bytes (one swizzled row of 128 bytes, two of 64, four of 32).
// Transposed rings (tf32's B, K-major) land the tile in a staging area
// (rows padded by 16 bytes), a warp's pieces 8 rows by 4 consecutive
// pieces: the copies meet no bank conflicts, the moves into the transposed
// buffer two-way ones. Interleaved rings (tf32's B for A in registers)
// store K permuted; their warps stage 8 rows that span the permutation's
// columns mod 8, and neither the copies nor the moves meet conflicts.
// Transposed rings of bytes (f8's B) are staged in
// units of 8 rows by 16 bytes, one thread's each, which it transposes in
// registers (tilegpu.transpose_bytes). Columns rings (B of a tensor stored
// N x K, K-major as it lies) take their pieces down the tile's columns,
// straight into the swizzled transpose: the same copies with rows and
// columns swapped.
//
// tilegpu.round_tf32 (tf32 rings) has each thread round the pieces it
// copied, through the same mapping: in place, or from the staging area
// into the transposed buffer.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"
#include "TileToGPUMemory.h"
#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

/// Byte `offset` of the ring slot at `slotBase` (shared memory).
Value getSlotByte(OpBuilder &b, Location loc, Value slotBase, Value offset) {
  auto sharedPtr = LLVM::LLVMPointerType::get(b.getContext(), 3);
  return LLVM::GEPOp::create(b, loc, sharedPtr, b.getI8Type(), slotBase,
                             ValueRange{offset});
}

/// Where the block's copies into a buffer of `ring` put their pieces: piece
/// p (thread p mod T) is `chunk` elements of the tile from (row, col), at
/// byte `offset` of the buffer (of a transposed ring's staging area). A
/// columns ring's pieces are its buffer's: `chunk` elements of the tile's
/// column `row` from its row `col`.
class RingPieces {
public:
  struct Piece {
    Value row, col, offset;
  };

  RingPieces(I64Builder &i64, tilegpu::SharedRingAttr ring, int64_t chunk)
      : i64(i64), ring(ring), chunk(chunk) {}

  int64_t getCount() const { return ring.getRows() * ring.getCols() / chunk; }

  Piece get(Value piece) const {
    Piece result;
    int64_t perRow =
        (ring.isColumns() ? ring.getBufferCols() : ring.getCols()) / chunk;
    if (ring.isInterleaved()) {
      // Lane l = 8 q + i of piece group g: row 2 S q + g / G + S (i / 4)
      // (t = q, k step s = g / G, h = i / 4: K = 8 S), piece column
      // 4 (g mod G) + i mod 4, G = perRow / 4. An 8-lane phase copies two
      // rows S apart, whose pieces the 16-byte padding puts in 8 distinct
      // places (S = 4), and the transposed stores of a warp's 8 rows (the
      // four t by both h: distinct buffer columns mod 8) hit 32 banks.
      Value lane = rem(piece, 32), group = div(piece, 32);
      Value q = div(lane, 8), i = rem(lane, 8);
      int64_t steps = ring.getRows() / 8, columnGroups = perRow / 4;
      result.row =
          i64.add(i64.add(i64.mul(q, 2 * steps), div(group, columnGroups)),
                  i64.mul(div(i, 4), steps));
      result.col = i64.mul(
          i64.add(i64.mul(rem(group, columnGroups), 4), rem(i, 4)), chunk);
    } else if (ring.isTransposed()) {
      // Lane l of piece group g: row 8 (g / G) + l mod 8, piece column
      // 4 (g mod G) + l / 8, G = perRow / 4: 8 staged rows in distinct
      // banks, and 16 banks for the transposed stores of one element of
      // each piece (a 16 x 2 arrangement fills 32 but reads 16 lines of
      // global memory an instruction, and measured slower on the H200).
      Value lane = rem(piece, 32), group = div(piece, 32);
      int64_t columnGroups = perRow / 4;
      result.row = i64.add(i64.mul(div(group, columnGroups), 8), rem(lane, 8));
      result.col = i64.mul(
          i64.add(i64.mul(rem(group, columnGroups), 4), div(lane, 8)), chunk);
    } else {
      result.row = div(piece, perRow);
      result.col = i64.mul(rem(piece, perRow), chunk);
    }
    int64_t elementBytes = ring.getElementBytes();
    if (ring.isTransposed()) {
      result.offset = i64.add(
          i64.add(i64.constant(ring.getStagingOffset()),
                  i64.mul(result.row, ring.getStagingPitch() * elementBytes)),
          i64.mul(result.col, elementBytes));
    } else if (ring.isSwizzled()) {
      result.offset = getSwizzledOffset(result.row, result.col);
    } else {
      result.offset =
          i64.add(i64.mul(result.row, ring.getPitch() * elementBytes),
                  i64.mul(result.col, elementBytes));
    }
    return result;
  }

  /// The byte of element (row, col) of the tile in a swizzled buffer (of a
  /// transposed ring: in its transpose; of a columns ring: (row, col) of
  /// the buffer, the transpose). Atom column c / W of rows x W
  /// bytes, row r at W r, then bytes 4.. XOR bytes 7.. of the offset (the
  /// slot starts at a multiple of 1024, so this is the hardware's swizzle
  /// of the address).
  Value getSwizzledOffset(Value row, Value col) const {
    OpBuilder &b = i64.b;
    Location loc = i64.loc;
    Value bufferRow = ring.isTransposed() ? col : row;
    Value bufferCol = ring.isTransposed() ? row : col;
    if (ring.isInterleaved()) {
      // Row k of the tile is column 8 s + t + 4 h of the buffer for
      // k = 2 S t + s + S h (the ring's layout, TileGPUAttrs.td).
      int64_t steps = ring.getRows() / 8;
      Value rest = rem(row, 2 * steps);
      bufferCol =
          i64.add(i64.add(i64.mul(rem(rest, steps), 8), div(row, 2 * steps)),
                  i64.mul(div(rest, steps), 4));
    }
    int64_t width = ring.getSwizzleBytes();
    Value colBytes = i64.mul(bufferCol, ring.getElementBytes());
    Value linear = i64.add(
        i64.add(i64.mul(div(colBytes, width), ring.getBufferRows() * width),
                i64.mul(bufferRow, width)),
        rem(colBytes, width));
    Value bits = arith::AndIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, linear, i64.constant(3)),
        i64.constant((width / 16 - 1) << 4));
    return arith::XOrIOp::create(b, loc, linear, bits);
  }

  /// Calls `body` with each piece of thread `tid` (the last round of
  /// pieces under a bounds check). A transposed ring of bytes deals out
  /// whole units, a thread's unit its 8 pieces in a row.
  void forEachOwnPiece(Value tid, int64_t threads,
                       llvm::function_ref<void(const Piece &)> body) const {
    if (ring.isTransposedBytes()) {
      forEachOwnUnit(tid, threads, [&](Value unit) {
        for (int64_t j = 0; j < kUnitRows; ++j)
          body(getUnitPiece(unit, j));
      });
      return;
    }
    std::optional<RoundStep> step = getRoundStep(threads);
    if (!step) {
      forEachOwn(tid, threads, getCount(),
                 [&](Value piece, int64_t) { body(get(piece)); });
      return;
    }
    Piece first = get(tid);
    forEachOwn(tid, threads, getCount(), [&](Value, int64_t round) {
      if (round == 0)
        return body(first);
      body({i64.add(first.row, i64.constant(round * step->rows)), first.col,
            i64.add(first.offset, i64.constant(round * step->bytes))});
    });
  }

  /// Calls `load` with each piece of thread `tid`, then `store` with the
  /// piece and what its load returned: every load before the first store
  /// (ptxas does not move a load of shared memory above a store that may
  /// alias it, and would wait for each piece in turn), but where the last
  /// round sits under a bounds check, each piece's load and store together
  /// inside it.
  void forEachOwnPieceLoadsFirst(
      Value tid, int64_t threads,
      llvm::function_ref<Value(const Piece &)> load,
      llvm::function_ref<void(const Piece &, Value)> store) const {
    if (hasPartialRound(threads)) {
      forEachOwnPiece(tid, threads,
                      [&](const Piece &piece) { store(piece, load(piece)); });
      return;
    }
    SmallVector<std::pair<Piece, Value>> loaded;
    forEachOwnPiece(tid, threads, [&](const Piece &piece) {
      loaded.push_back({piece, load(piece)});
    });
    for (auto &[piece, value] : loaded)
      store(piece, value);
  }

  /// Whether the last round of pieces is partial (under a bounds check).
  bool hasPartialRound(int64_t threads) const {
    int64_t count =
        ring.isTransposedBytes() ? getCount() / kUnitRows : getCount();
    return count % threads != 0;
  }
  tilegpu::SharedRingAttr getRing() const { return ring; }

  /// How far a thread's piece of one round (`threads` pieces on) lies from
  /// its piece of the round before, where that is the same for every
  /// thread: rows of the tile and bytes of the buffer. Through the
  /// swizzle's XOR LLVM cannot see that distance, and would keep an
  /// address register for each piece instead of offsets off the first.
  struct RoundStep {
    int64_t rows, bytes;
  };
  std::optional<RoundStep> getRoundStep(int64_t threads) const {
    int64_t perRow =
        (ring.isColumns() ? ring.getBufferCols() : ring.getCols()) / chunk;
    int64_t elementBytes = ring.getElementBytes();
    if (ring.isTransposed()) {
      // A round is T / 32 groups of 32 pieces on; whole multiples of G
      // groups keep the columns and move the rows 8 (interleaved: 1) for
      // every G.
      int64_t columnGroups = perRow / 4;
      if (columnGroups == 0 || threads % 32 != 0 ||
          threads / 32 % columnGroups != 0)
        return std::nullopt;
      int64_t rows =
          (ring.isInterleaved() ? 1 : 8) * (threads / 32 / columnGroups);
      return RoundStep{rows, rows * ring.getStagingPitch() * elementBytes};
    }
    if (perRow == 0 || threads % perRow != 0)
      return std::nullopt;
    int64_t rows = threads / perRow;
    if (!ring.isSwizzled())
      return RoundStep{rows, rows * ring.getPitch() * elementBytes};
    // The XOR takes row mod 8 (its bits below the swizzle width): whole
    // groups of 8 rows keep it.
    if (rows % 8 != 0)
      return std::nullopt;
    return RoundStep{rows, rows * ring.getSwizzleBytes()};
  }

  /// Of a transposed ring of bytes: calls `body` with each unit of thread
  /// `tid`. Unit u is 8 rows of the tile (K x N) by 16 columns: the units
  /// go G at a time along N (G = 8, or the most of 4, 2, 1 that divides
  /// N / 16), then down K, then to the next G along N. So a warp's 8-lane
  /// phase copies 128 consecutive bytes of one row, and its 16-lane half
  /// transposes the columns of two consecutive 8-row blocks of K. The
  /// staging area holds 8 units in 1024 bytes, row j of unit u at byte
  /// 1024 (u / 8) + 128 j + 16 (u mod 8): the pieces a copy phase reads
  /// from one row land in one 128-byte line (cp.async writes a phase
  /// scattered over lines one piece at a time), and a unit's reads meet
  /// no bank conflicts.
  void forEachOwnUnit(Value tid, int64_t threads,
                      llvm::function_ref<void(Value)> body) const {
    forEachOwn(tid, threads, getCount() / kUnitRows,
               [&](Value unit, int64_t) { body(unit); });
  }
  Piece getUnitPiece(Value unit, int64_t j) const {
    int64_t kBlocks = ring.getRows() / kUnitRows;
    int64_t group = getUnitGroup();
    Value rest = div(unit, group);
    Value column =
        i64.add(i64.mul(div(rest, kBlocks), group), rem(unit, group));
    Piece result;
    result.row =
        i64.add(i64.mul(rem(rest, kBlocks), kUnitRows), i64.constant(j));
    result.col = i64.mul(column, chunk);
    result.offset =
        i64.add(i64.add(i64.constant(ring.getStagingOffset() + 128 * j),
                        i64.mul(div(unit, 8), 1024)),
                i64.mul(rem(unit, 8), 16));
    return result;
  }
  /// G above: how many units go along N at a time.
  int64_t getUnitGroup() const {
    int64_t columns = ring.getCols() / chunk;
    for (int64_t group : {8, 4, 2})
      if (columns % group == 0)
        return group;
    return 1;
  }
  /// A transposed ring of bytes is staged in units of this many rows of
  /// one 16-byte piece each.
  static constexpr int64_t kUnitRows = 8;

private:
  /// Calls `body` with indices tid, tid + threads, ... below `count` and
  /// their round (the last round under a bounds check).
  void forEachOwn(Value tid, int64_t threads, int64_t count,
                  llvm::function_ref<void(Value, int64_t)> body) const {
    OpBuilder &b = i64.b;
    for (int64_t first = 0; first < count; first += threads) {
      OpBuilder::InsertionGuard guard(b);
      Value index = i64.add(tid, i64.constant(first));
      if (first + threads > count) {
        auto inRange = scf::IfOp::create(
            b, i64.loc, i64.ult(index, i64.constant(count)), false);
        b.setInsertionPointToStart(&inRange.getThenRegion().front());
      }
      body(index, first / threads);
    }
  }

  Value div(Value x, int64_t y) const {
    return arith::DivUIOp::create(i64.b, i64.loc, x, i64.constant(y));
  }
  Value rem(Value x, int64_t y) const {
    return arith::RemUIOp::create(i64.b, i64.loc, x, i64.constant(y));
  }

  I64Builder &i64;
  tilegpu::SharedRingAttr ring;
  int64_t chunk;
};

/// Whether the elements of `ring`'s pieces lie next to each other in the
/// tensor of `view`: its rows' (a columns ring: its columns').
bool hasContiguousPieces(tile::PartitionViewType view,
                         tilegpu::SharedRingAttr ring) {
  int64_t rank = view.getTileShape().size();
  int64_t inner = ring.isColumns() ? rank - 2 : rank - 1;
  ArrayRef<int64_t> dimMap = view.getDimMap();
  return view.getTensorView()
             .getStrides()[dimMap.empty() ? inner : dimMap[inner]] == 1;
}

/// Where in global memory the pieces of the tile at `index` of a partition
/// view lie, rows along `outer` and pieces of `chunk` elements along
/// `inner` (a columns ring's pieces run down the tile's columns).
class PieceSources {
public:
  /// A piece's first element and, of checked pieces, whether its row is
  /// inside the tensor and how many of its elements are.
  struct Source {
    Value address, inside, elements;
  };

  PieceSources(I64Builder &i64, tile::PartitionViewType view, Value viewValue,
               ValueRange index, bool columns, Type memory, int64_t chunk)
      : i64(i64), desc{i64.b, i64.loc, viewValue}, memory(memory),
        chunk(chunk) {
    OpBuilder &b = i64.b;
    Location loc = i64.loc;
    tileShape = view.getTileShape();
    int64_t rank = tileShape.size();
    ArrayRef<int64_t> dimMap = view.getDimMap();
    auto tensorDim = [&](int64_t i) { return dimMap.empty() ? i : dimMap[i]; };
    inner = columns ? rank - 2 : rank - 1;
    outer = columns ? rank - 1 : rank - 2;
    base = desc.getBase();
    // Each dimension's tile origin; the leading ones (size 1) are the same
    // for every piece: their offset and bounds once.
    for (auto [i, value] : llvm::enumerate(index))
      origins.push_back(i64.mul(i64.extend(value), tileShape[i]));
    uniformOffset = i64.constant(0);
    for (int64_t i = 0; i + 2 < rank; ++i) {
      uniformOffset = i64.add(
          uniformOffset, i64.mul(origins[i], desc.getStride(tensorDim(i))));
      Value inside = i64.ult(origins[i], desc.getExtent(tensorDim(i)));
      uniformInside = uniformInside
                          ? arith::AndIOp::create(b, loc, uniformInside, inside)
                          : inside;
    }
    rowExtent = desc.getExtent(tensorDim(outer));
    rowStride = desc.getStride(tensorDim(outer));
    colExtent = desc.getExtent(tensorDim(inner));
  }

  /// Calls `emit` twice under one block-uniform branch on whether the tile
  /// lies wholly inside the tensor (all but the edge tiles): there with
  /// `checked` false (whole pieces, no per-piece bounds), else true.
  void splitWholeTile(llvm::function_ref<void(bool checked)> emit) const {
    OpBuilder &b = i64.b;
    auto split =
        scf::IfOp::create(b, i64.loc, isWhole(), /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&split.getThenRegion().front());
    emit(/*checked=*/false);
    b.setInsertionPointToStart(&split.getElseRegion().front());
    emit(/*checked=*/true);
  }

  /// The piece at (row, col) of the tile; `checked`: with its elements
  /// inside the tensor, min(chunk, extent - col) when the row (and the
  /// leading coordinates) are inside, else 0.
  Source get(const RingPieces::Piece &piece, bool checked) const {
    OpBuilder &b = i64.b;
    Location loc = i64.loc;
    Value row = i64.add(origins[outer], piece.row);
    Value col = i64.add(origins[inner], piece.col);
    Value offset =
        i64.add(uniformOffset, i64.add(i64.mul(row, rowStride), col));
    Source source;
    source.address = getElement(base, offset);
    if (!checked)
      return source;
    Value inside = i64.ult(row, rowExtent);
    if (uniformInside)
      inside = arith::AndIOp::create(b, loc, inside, uniformInside);
    inside = arith::AndIOp::create(b, loc, inside, i64.ult(col, colExtent));
    Value left = arith::MinUIOp::create(
        b, loc, arith::SubIOp::create(b, loc, colExtent, col),
        i64.constant(chunk));
    source.inside = inside;
    source.elements =
        arith::SelectOp::create(b, loc, inside, left, i64.constant(0));
    return source;
  }

  /// Element `offset` on from `pointer` (global memory).
  Value getElement(Value pointer, Value offset) const {
    auto globalPtr = LLVM::LLVMPointerType::get(i64.b.getContext(), 1);
    return LLVM::GEPOp::create(i64.b, i64.loc, globalPtr, memory, pointer,
                               ValueRange{offset});
  }
  Value getElement(Value pointer, int64_t offset) const {
    return offset == 0 ? pointer : getElement(pointer, i64.constant(offset));
  }
  Value getBase() const { return base; }

private:
  /// Whether the tile lies wholly inside the tensor (block-uniform).
  Value isWhole() const {
    OpBuilder &b = i64.b;
    Location loc = i64.loc;
    Value whole = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ule,
            i64.add(origins[outer], i64.constant(tileShape[outer])), rowExtent),
        arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ule,
            i64.add(origins[inner], i64.constant(tileShape[inner])),
            colExtent));
    if (uniformInside)
      whole = arith::AndIOp::create(b, loc, whole, uniformInside);
    return whole;
  }

  I64Builder &i64;
  ViewDescriptor desc;
  /// The elements' type in memory (an integer of their width).
  Type memory;
  int64_t chunk;
  ArrayRef<int64_t> tileShape;
  int64_t inner, outer;
  Value base, uniformOffset, uniformInside, rowExtent, rowStride, colExtent;
  SmallVector<Value> origins;
};

struct AsyncCopyLowering : OpConversionPattern<tilegpu::AsyncCopyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::AsyncCopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    auto view = cast<PartitionViewType>(op.getView().getType());
    tilegpu::SharedRingAttr ring = op.getRing();
    if (!hasContiguousPieces(view, ring))
      return rewriter.notifyMatchFailure(op, ring.isColumns()
                                                 ? "columns must be contiguous"
                                                 : "rows must be contiguous");

    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    I64Builder i64{b, loc};
    int64_t chunk = op.getChunk();
    int64_t elementBytes = ring.getElementBytes();
    int64_t chunkBytes = chunk * elementBytes;
    PieceSources sources(i64, view, adaptor.getView(), adaptor.getIndex(),
                         ring.isColumns(), b.getIntegerType(elementBytes * 8),
                         chunk);
    RingPieces ringPieces(i64, ring, chunk);
    Value slotBase = getRingSlot(b, loc, converter, ring, adaptor.getSlot());
    auto modifier = NVVM::LoadCacheModifierKindAttr::get(
        b.getContext(), chunkBytes == 16 ? NVVM::LoadCacheModifierKind::CG
                                         : NVVM::LoadCacheModifierKind::CA);
    Value tid = getThreadId(b, loc);
    // Every piece of this thread; `checked`: with its bounds (the bytes
    // inside as the source size), else whole.
    auto emitPieces = [&](bool checked) {
      ringPieces.forEachOwnPiece(
          tid, converter.getThreads(), [&](const RingPieces::Piece &piece) {
            PieceSources::Source source = sources.get(piece, checked);
            Value srcSize;
            if (checked) {
              srcSize = arith::TruncIOp::create(
                  b, loc, b.getI32Type(),
                  i64.mul(source.elements, elementBytes));
              // None inside: from the view's base, a valid address.
              source.address = LLVM::SelectOp::create(
                  b, loc, source.inside, source.address, sources.getBase());
            }
            Value target = getSlotByte(b, loc, slotBase, piece.offset);
            NVVM::CpAsyncOp::create(b, loc, target, source.address,
                                    b.getI32IntegerAttr(chunkBytes), modifier,
                                    srcSize);
          });
    };
    sources.splitWholeTile(emitPieces);
    rewriter.eraseOp(op);
    return success();
  }
};

struct AsyncCommitLowering : OpConversionPattern<tilegpu::AsyncCommitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::AsyncCommitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    NVVM::CpAsyncCommitGroupOp::create(rewriter, op.getLoc());
    rewriter.eraseOp(op);
    return success();
  }
};

struct AsyncWaitLowering : OpConversionPattern<tilegpu::AsyncWaitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::AsyncWaitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    NVVM::CpAsyncWaitGroupOp::create(
        rewriter, op.getLoc(), rewriter.getI32IntegerAttr(op.getPending()));
    // The landed copies (generic proxy) made visible to wgmma's reads (async
    // proxy) by each writer before the barrier.
    if (op.getProxyFence())
      fenceIntoAsyncProxy(rewriter, op.getLoc());
    barrier(rewriter, op.getLoc());
    rewriter.eraseOp(op);
    return success();
  }
};

/// Stores a transposed ring's rounded piece (`rounded`, its elements along
/// the tile's row) into the swizzled transpose, one element at a time.
/// Store s of a lane writes element s of its piece, or s ^ 2 in the upper
/// half-warp: a warp's 8 rows of K by 4 pieces then hit 32 banks instead
/// of 16 (the 8 buffer rows n mod 8 its stores reach, each at 4
/// consecutive K, swizzle to 8 different 16-byte places). Interleaved,
/// s ^ 2 in the lanes whose bit 1 is set: the pieces' columns mod 8 then
/// differ in bits 1 (those lanes) and 2 (lane bit 0).
void storeTransposed(OpBuilder &b, Location loc, I64Builder &i64,
                     const RingPieces &pieces, const RingPieces::Piece &piece,
                     Value tid, ArrayRef<Value> rounded,
                     llvm::function_ref<Value(Value)> at) {
  int64_t chunk = rounded.size();
  Value upperHalf;
  if (chunk == 4) {
    Value lane = arith::RemUIOp::create(b, loc, tid, i64.constant(32));
    upperHalf =
        pieces.getRing().isInterleaved()
            ? i64.ult(i64.constant(0),
                      arith::AndIOp::create(b, loc, lane, i64.constant(2)))
            : i64.ult(i64.constant(15), lane);
  }
  for (int64_t s = 0; s < chunk; ++s) {
    Value value = rounded[s];
    Value col = i64.constant(s);
    if (upperHalf) {
      value = arith::SelectOp::create(b, loc, upperHalf, rounded[s ^ 2], value);
      col =
          arith::SelectOp::create(b, loc, upperHalf, i64.constant(s ^ 2), col);
    }
    LLVM::StoreOp::create(
        b, loc, value,
        at(pieces.getSwizzledOffset(piece.row, i64.add(piece.col, col))), 4);
  }
}

/// The `chunk` floats of `value` (a vector) rounded to tf32 (nearest even)
/// as i32: cvt.rn.tf32.f32 (sm_90, as wgmma), whose low bits are the ones
/// wgmma drops.
SmallVector<Value> roundToTF32(OpBuilder &b, Location loc, Value value,
                               int64_t chunk) {
  SmallVector<Value> rounded;
  for (int64_t i = 0; i < chunk; ++i)
    rounded.push_back(NVVM::ConvertFloatToTF32Op::create(
        b, loc, b.getI32Type(), vector::ExtractOp::create(b, loc, value, i),
        NVVM::FPRoundingMode::RN, NVVM::SaturationMode::NONE,
        /*relu=*/false));
  return rounded;
}

/// tilegpu.round_tf32: the wait, then each of this thread's landed pieces
/// in buffer `slot` of the rings loaded, rounded to tf32 (nearest even)
/// and stored back (of a transposed ring: from the staging area into the
/// transposed buffer).
struct RoundTF32Lowering : OpConversionPattern<tilegpu::RoundTF32Op> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::RoundTF32Op op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    NVVM::CpAsyncWaitGroupOp::create(b, loc,
                                     b.getI32IntegerAttr(op.getPending()));
    I64Builder i64{b, loc};
    Value tid = getThreadId(b, loc);
    Value slot = adaptor.getSlot();
    for (auto [attr, chunk] : llvm::zip(op.getRings(), op.getChunks())) {
      auto ring = cast<tilegpu::SharedRingAttr>(attr);
      Value slotBase = getRingSlot(b, loc, converter, ring, slot);
      auto at = [&](Value offset) {
        return getSlotByte(b, loc, slotBase, offset);
      };
      auto floats = VectorType::get({chunk}, b.getF32Type());
      auto words = VectorType::get({chunk}, b.getI32Type());
      RingPieces pieces(i64, ring, chunk);
      auto load = [&](const RingPieces::Piece &piece) {
        return LLVM::LoadOp::create(b, loc, floats, at(piece.offset), chunk * 4)
            .getResult();
      };
      auto roundAndStore = [&](const RingPieces::Piece &piece, Value value) {
        SmallVector<Value> rounded = roundToTF32(b, loc, value, chunk);
        if (ring.isTransposed())
          return storeTransposed(b, loc, i64, pieces, piece, tid, rounded, at);
        Value vector = LLVM::UndefOp::create(b, loc, words);
        for (int64_t i = 0; i < chunk; ++i)
          vector = vector::InsertOp::create(b, loc, rounded[i], vector, i);
        LLVM::StoreOp::create(b, loc, vector, at(piece.offset), chunk * 4);
      };
      pieces.forEachOwnPieceLoadsFirst(tid, converter.getThreads(), load,
                                       roundAndStore);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// tilegpu.load_round_tf32: each of this thread's pieces (those its
/// async_copy into the ring would copy) loaded from global memory, rounded
/// to tf32 and stored into the transposed buffer, as tilegpu.round_tf32
/// stores them from the staging area. A tile wholly inside the tensor
/// loads whole pieces as vectors, every load before the first store (the
/// loads' latencies overlap); an edge tile's elements outside the tensor
/// are zeros, loaded one by one.
struct LoadRoundTF32Lowering : OpConversionPattern<tilegpu::LoadRoundTF32Op> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::LoadRoundTF32Op op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    auto view = cast<PartitionViewType>(op.getView().getType());
    tilegpu::SharedRingAttr ring = op.getRing();
    if (!hasContiguousPieces(view, ring))
      return rewriter.notifyMatchFailure(op, "rows must be contiguous");
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    I64Builder i64{b, loc};
    int64_t chunk = op.getChunk();
    PieceSources sources(i64, view, adaptor.getView(), adaptor.getIndex(),
                         /*columns=*/false, b.getF32Type(), chunk);
    RingPieces pieces(i64, ring, chunk);
    Value slotBase = getRingSlot(b, loc, converter, ring, adaptor.getSlot());
    auto at = [&](Value offset) {
      return getSlotByte(b, loc, slotBase, offset);
    };
    Value tid = getThreadId(b, loc);
    auto floats = VectorType::get({chunk}, b.getF32Type());
    auto load = [&](const RingPieces::Piece &piece, bool checked) -> Value {
      PieceSources::Source source = sources.get(piece, checked);
      if (!checked)
        return LLVM::LoadOp::create(b, loc, floats, source.address, chunk * 4)
            .getResult();
      // Element i of the piece is inside when i < source.elements; else a
      // zero, read from the view's base (a valid address) and dropped.
      Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
      Value vector = LLVM::UndefOp::create(b, loc, floats);
      for (int64_t i = 0; i < chunk; ++i) {
        Value inside = i64.ult(i64.constant(i), source.elements);
        Value address = LLVM::SelectOp::create(
            b, loc, inside, sources.getElement(source.address, i),
            sources.getBase());
        Value element =
            LLVM::LoadOp::create(b, loc, b.getF32Type(), address, 4);
        vector = vector::InsertOp::create(
            b, loc, arith::SelectOp::create(b, loc, inside, element, zero),
            vector, i);
      }
      return vector;
    };
    auto roundAndStore = [&](const RingPieces::Piece &piece, Value value) {
      storeTransposed(b, loc, i64, pieces, piece, tid,
                      roundToTF32(b, loc, value, chunk), at);
    };
    sources.splitWholeTile([&](bool checked) {
      pieces.forEachOwnPieceLoadsFirst(
          tid, converter.getThreads(),
          [&](const RingPieces::Piece &piece) { return load(piece, checked); },
          roundAndStore);
    });
    rewriter.eraseOp(op);
    return success();
  }
};

/// tilegpu.transpose_bytes: the wait, then each of this thread's staged
/// units (8 rows of K by 16 bytes of N) read, transposed in 4 x 4 blocks of
/// bytes by byte permutes, and written as 8 bytes of K into each of its 16
/// rows of the transposed buffer. The 16 lanes of a half-warp hold 8 units
/// along N of two 8-row blocks of K (RingPieces::getUnitPiece), so that
/// the store of column s from every lane would hit one bank pair: each
/// lane first rotates its unit's columns within each 8 by its unit's
/// place along N mod 8 (a byte permute by a lane's own selector), so that
/// the eight lanes of one block of K store eight different rows mod 8 of
/// the swizzle at a time.
struct TransposeBytesLowering : OpConversionPattern<tilegpu::TransposeBytesOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::TransposeBytesOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    NVVM::CpAsyncWaitGroupOp::create(b, loc,
                                     b.getI32IntegerAttr(op.getPending()));
    I64Builder i64{b, loc};
    tilegpu::SharedRingAttr ring = op.getRing();
    Value slotBase = getRingSlot(b, loc, converter, ring, adaptor.getSlot());
    auto at = [&](Value offset) {
      return getSlotByte(b, loc, slotBase, offset);
    };
    auto i32 = b.getI32Type();
    auto constant = [&](int64_t value) {
      return constantInt(b, loc, i32, value);
    };
    auto rowType = VectorType::get({4}, i32);
    auto pairType = VectorType::get({2}, i32);
    // Byte i of the result is byte selector[4 i + 2 .. 4 i] of hi:lo.
    auto permute = [&](Value lo, Value hi, Value selector) -> Value {
      return NVVM::PermuteOp::create(b, loc, i32, lo, hi, selector,
                                     NVVM::PermuteMode::DEFAULT);
    };
    constexpr int64_t rows = RingPieces::kUnitRows;
    RingPieces pieces(i64, ring, /*chunk=*/16);
    pieces.forEachOwnUnit(
        getThreadId(b, loc), converter.getThreads(), [&](Value unit) {
          RingPieces::Piece first = pieces.getUnitPiece(unit, 0);
          // The rotation: the unit's 16-column block along N, mod 8. Selector
          // nibble i picks byte (i + rotation) mod 8 of the 8 bytes of two
          // words: nibbles 0..3 (first word out), 4..7 (second).
          Value rotation = arith::TruncIOp::create(
              b, loc, i32,
              arith::AndIOp::create(
                  b, loc,
                  arith::DivUIOp::create(b, loc, first.col, i64.constant(16)),
                  i64.constant(7)));
          Value spread =
              arith::MulIOp::create(b, loc, rotation, constant(0x1111));
          auto selector = [&](int64_t nibbles) -> Value {
            return arith::AndIOp::create(
                b, loc,
                arith::AddIOp::create(b, loc, spread, constant(nibbles)),
                constant(0x7777));
          };
          Value low = selector(0x3210), high = selector(0x7654);
          // Word w of row r: the tile's (k0 + r, n0 + 4 w .. 4 w + 3), columns
          // rotated within each 8.
          SmallVector<SmallVector<Value, 4>, rows> words;
          for (int64_t r = 0; r < rows; ++r) {
            RingPieces::Piece piece = pieces.getUnitPiece(unit, r);
            Value row =
                LLVM::LoadOp::create(b, loc, rowType, at(piece.offset), 16);
            SmallVector<Value, 4> raw;
            for (int64_t w = 0; w < 4; ++w)
              raw.push_back(vector::ExtractOp::create(b, loc, row, w));
            words.push_back(
                {permute(raw[0], raw[1], low), permute(raw[0], raw[1], high),
                 permute(raw[2], raw[3], low), permute(raw[2], raw[3], high)});
          }
          // Column s (rotated) as K bytes k0 + 4 h .. 4 h + 3 in word h: from
          // the 4 x 4 block of rows 4 h .. 4 h + 3 and word s / 4, interleaved
          // twice.
          SmallVector<SmallVector<Value, 2>, 16> columns(16);
          for (int64_t h = 0; h < 2; ++h)
            for (int64_t w = 0; w < 4; ++w) {
              Value a = words[4 * h][w], bb = words[4 * h + 1][w];
              Value c = words[4 * h + 2][w], d = words[4 * h + 3][w];
              Value abLow = permute(a, bb, constant(0x5140));
              Value abHigh = permute(a, bb, constant(0x7362));
              Value cdLow = permute(c, d, constant(0x5140));
              Value cdHigh = permute(c, d, constant(0x7362));
              columns[4 * w + 0].push_back(
                  permute(abLow, cdLow, constant(0x5410)));
              columns[4 * w + 1].push_back(
                  permute(abLow, cdLow, constant(0x7632)));
              columns[4 * w + 2].push_back(
                  permute(abHigh, cdHigh, constant(0x5410)));
              columns[4 * w + 3].push_back(
                  permute(abHigh, cdHigh, constant(0x7632)));
            }
          // Rotated column s is the unit's column 8 (s / 8) + (s + rotation)
          // mod 8: row n0 + that of the buffer.
          Value wideRotation = i64.extend(rotation);
          for (int64_t s = 0; s < 16; ++s) {
            Value pair = LLVM::UndefOp::create(b, loc, pairType);
            for (int64_t h = 0; h < 2; ++h)
              pair = vector::InsertOp::create(b, loc, columns[s][h], pair, h);
            Value column =
                i64.add(i64.constant(s / 8 * 8),
                        arith::AndIOp::create(
                            b, loc, i64.add(wideRotation, i64.constant(s % 8)),
                            i64.constant(7)));
            Value offset =
                pieces.getSwizzledOffset(first.row, i64.add(first.col, column));
            LLVM::StoreOp::create(b, loc, pair, at(offset), 8);
          }
        });
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::tile::populateTileAsyncCopyPatterns(TileTypeConverter &converter,
                                               RewritePatternSet &patterns) {
  patterns
      .add<AsyncCopyLowering, AsyncCommitLowering, AsyncWaitLowering,
           RoundTF32Lowering, LoadRoundTF32Lowering, TransposeBytesLowering>(
          converter, patterns.getContext());
}
