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
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"
#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

/// Arithmetic on i64 scalars.
struct I64Builder {
  OpBuilder &b;
  Location loc;

  Value constant(int64_t value) {
    return constantInt(b, loc, b.getI64Type(), value);
  }
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

struct AsyncCopyLowering : OpConversionPattern<tilegpu::AsyncCopyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::AsyncCopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    auto view = cast<PartitionViewType>(op.getView().getType());
    ArrayRef<int64_t> tileShape = view.getTileShape();
    int64_t rank = tileShape.size();
    ArrayRef<int64_t> dimMap = view.getDimMap();
    auto tensorDim = [&](int64_t i) { return dimMap.empty() ? i : dimMap[i]; };
    if (view.getTensorView().getStrides()[tensorDim(rank - 1)] != 1)
      return rewriter.notifyMatchFailure(op, "rows must be contiguous");
    tilegpu::SharedRingAttr ring = op.getRing();

    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    I64Builder i64{b, loc};
    Value desc = adaptor.getView();
    auto field = [&](int64_t kind, int64_t dim) -> Value {
      return LLVM::ExtractValueOp::create(b, loc, desc,
                                          ArrayRef<int64_t>{kind, dim});
    };
    Value base =
        LLVM::ExtractValueOp::create(b, loc, desc, ArrayRef<int64_t>{0});
    // Each dimension's tile origin; the leading ones (size 1) are the same
    // for every piece: their offset and bounds once.
    SmallVector<Value> origins;
    for (auto [i, index] : llvm::enumerate(adaptor.getIndex()))
      origins.push_back(i64.mul(i64.extend(index), tileShape[i]));
    Value uniformOffset = i64.constant(0);
    Value uniformInside;
    for (int64_t i = 0; i + 2 < rank; ++i) {
      uniformOffset =
          i64.add(uniformOffset, i64.mul(origins[i], field(2, tensorDim(i))));
      Value inside = i64.ult(origins[i], field(1, tensorDim(i)));
      uniformInside = uniformInside
                          ? arith::AndIOp::create(b, loc, uniformInside, inside)
                          : inside;
    }
    Value rowExtent = field(1, tensorDim(rank - 2));
    Value rowStride = field(2, tensorDim(rank - 2));
    Value colExtent = field(1, tensorDim(rank - 1));

    int64_t chunk = op.getChunk();
    int64_t elementBytes = ring.getElementBytes();
    int64_t chunkBytes = chunk * elementBytes;
    int64_t perRow = ring.getCols() / chunk;
    int64_t pieces = ring.getRows() * perRow;
    bool swizzled = ring.isSwizzled();
    int64_t threads = converter.getThreads();
    Type memory = b.getIntegerType(elementBytes * 8);
    auto globalPtr = LLVM::LLVMPointerType::get(b.getContext(), 1);
    auto sharedPtr = LLVM::LLVMPointerType::get(b.getContext(), 3);
    Value slotBase = getRingSlot(b, loc, converter, ring, adaptor.getSlot());
    auto modifier = NVVM::LoadCacheModifierKindAttr::get(
        b.getContext(), chunkBytes == 16 ? NVVM::LoadCacheModifierKind::CG
                                         : NVVM::LoadCacheModifierKind::CA);
    Value tid = getThreadId(b, loc);
    Value zero = i64.constant(0);
    // Every piece of this thread; `checked`: with its bounds (the bytes
    // inside as the source size), else whole.
    auto emitPieces = [&](bool checked) {
      for (int64_t first = 0; first < pieces; first += threads) {
        OpBuilder::InsertionGuard guard(b);
        Value piece = i64.add(tid, i64.constant(first));
        if (first + threads > pieces) {
          auto inRange = scf::IfOp::create(
              b, loc, i64.ult(piece, i64.constant(pieces)), false);
          b.setInsertionPointToStart(&inRange.getThenRegion().front());
        }
        Value rowInTile =
            arith::DivUIOp::create(b, loc, piece, i64.constant(perRow));
        Value colInTile = i64.mul(
            arith::RemUIOp::create(b, loc, piece, i64.constant(perRow)), chunk);
        Value row = i64.add(origins[rank - 2], rowInTile);
        Value col = i64.add(origins[rank - 1], colInTile);
        Value offset =
            i64.add(uniformOffset, i64.add(i64.mul(row, rowStride), col));
        Value source = LLVM::GEPOp::create(b, loc, globalPtr, memory, base,
                                           ValueRange{offset});
        Value srcSize;
        if (checked) {
          // Elements of the piece inside the tensor: min(chunk, extent -
          // col) when the row (and the leading coordinates) are inside,
          // else 0.
          Value inside = i64.ult(row, rowExtent);
          if (uniformInside)
            inside = arith::AndIOp::create(b, loc, inside, uniformInside);
          inside =
              arith::AndIOp::create(b, loc, inside, i64.ult(col, colExtent));
          Value left = arith::MinUIOp::create(
              b, loc, arith::SubIOp::create(b, loc, colExtent, col),
              i64.constant(chunk));
          Value elements = arith::SelectOp::create(b, loc, inside, left, zero);
          srcSize = arith::TruncIOp::create(b, loc, b.getI32Type(),
                                            i64.mul(elements, elementBytes));
          source = LLVM::SelectOp::create(b, loc, inside, source, base);
        }
        Value targetOffset;
        if (swizzled) {
          // Atom column c / W of rows x W bytes, row r at W r, then bytes 4..
          // XOR bytes 7.. of the offset (the slot starts at a multiple of
          // 1024, so this is the hardware's swizzle of the address).
          int64_t width = ring.getSwizzleBytes();
          Value colBytes = i64.mul(colInTile, elementBytes);
          Value atom =
              arith::DivUIOp::create(b, loc, colBytes, i64.constant(width));
          Value linear = i64.add(
              i64.add(i64.mul(atom, ring.getRows() * width),
                      i64.mul(rowInTile, width)),
              arith::RemUIOp::create(b, loc, colBytes, i64.constant(width)));
          Value bits = arith::AndIOp::create(
              b, loc, arith::ShRUIOp::create(b, loc, linear, i64.constant(3)),
              i64.constant((width / 16 - 1) << 4));
          targetOffset = arith::XOrIOp::create(b, loc, linear, bits);
        } else {
          targetOffset =
              i64.add(i64.mul(rowInTile, ring.getPitch() * elementBytes),
                      i64.mul(colInTile, elementBytes));
        }
        Value target = LLVM::GEPOp::create(b, loc, sharedPtr, b.getI8Type(),
                                           slotBase, ValueRange{targetOffset});
        NVVM::CpAsyncOp::create(b, loc, target, source,
                                b.getI32IntegerAttr(chunkBytes), modifier,
                                srcSize);
      }
    };
    // A tile wholly inside the tensor (all but the edge tiles) copies its
    // pieces whole, with no per-piece bounds: one block-uniform branch.
    Value whole = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ule,
            i64.add(origins[rank - 2], i64.constant(ring.getRows())),
            rowExtent),
        arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ule,
            i64.add(origins[rank - 1], i64.constant(ring.getCols())),
            colExtent));
    if (uniformInside)
      whole = arith::AndIOp::create(b, loc, whole, uniformInside);
    auto split = scf::IfOp::create(b, loc, whole, /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(&split.getThenRegion().front());
      emitPieces(/*checked=*/false);
      b.setInsertionPointToStart(&split.getElseRegion().front());
      emitPieces(/*checked=*/true);
    }
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
      NVVM::FenceProxyOp::create(
          rewriter, op.getLoc(), NVVM::ProxyKind::async_shared,
          NVVM::SharedSpaceAttr::get(rewriter.getContext(),
                                     NVVM::SharedSpace::shared_cta));
    barrier(rewriter, op.getLoc());
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::tile::populateTileAsyncCopyPatterns(TileTypeConverter &converter,
                                               RewritePatternSet &patterns) {
  patterns.add<AsyncCopyLowering, AsyncCommitLowering, AsyncWaitLowering>(
      converter, patterns.getContext());
}
