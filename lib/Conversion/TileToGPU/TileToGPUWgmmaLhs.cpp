//===- TileToGPUWgmmaLhs.cpp - A's wgmma fragments straight from memory ---===//
//
// A `load_view_tko` whose tile is in `#tilegpu.wgmma_lhs<W>` (written by
// tile-pipeline-mma-shared for a tf32 wgmma with A from registers): each
// thread loads its own elements of A's fragments from global memory, so A
// never passes through shared memory. Thread (warp w, lane 4 g + t) holds
// rows 16 w + g + 8 h + 16 W i and, for K = 8 S, the 2 S consecutive
// columns from 2 S t (K interleaved as B's ring is). A tile wholly inside
// the tensor loads each row's elements in vectors of up to 16 bytes (the
// load's `tilegpu.vector`, the alignment the pipeliner proved); an edge
// tile loads element by element, the view's padding value outside. The
// loads are plain: the loop that carries the tile issues them an
// iteration before the wgmma that reads it.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"
#include "TileToGPUMemory.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

struct LoadWgmmaLhsLowering : OpConversionPattern<LoadViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LoadViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto layout = dyn_cast_or_null<tilegpu::WgmmaLhsLayoutAttr>(
        tilegpu::getLayout(op.getTile()));
    if (!layout)
      return failure();
    auto view = dyn_cast<PartitionViewType>(op.getView().getType());
    auto tileType = cast<TileType>(op.getTile().getType());
    if (!view || view.getTileShape().size() != 2)
      return rewriter.notifyMatchFailure(
          op, "A's fragments load from a rank-2 partition view");
    ArrayRef<int64_t> dimMap = view.getDimMap();
    auto tensorDim = [&](int64_t i) { return dimMap.empty() ? i : dimMap[i]; };

    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    I64Builder i64{b, loc};
    ViewDescriptor desc{b, loc, adaptor.getView()};
    Value base = desc.getBase();
    Value rowExtent = desc.getExtent(tensorDim(0)),
          colExtent = desc.getExtent(tensorDim(1));
    Value rowStride = desc.getStride(tensorDim(0)),
          colStride = desc.getStride(tensorDim(1));
    int64_t m = tileType.getDimSize(0), k = tileType.getDimSize(1);
    int64_t warps = layout.getWarps(), steps = k / 8;
    int64_t blocks = m / (16 * warps), perRow = 2 * steps;
    Value originRow =
        i64.mul(i64.extend(adaptor.getIndex()[0]), i64.constant(m));
    Value originCol =
        i64.mul(i64.extend(adaptor.getIndex()[1]), i64.constant(k));

    // The thread's first row and column: 16 w + g, 2 S t.
    Value tid = getThreadId(b, loc);
    Value lane = arith::RemUIOp::create(b, loc, tid, i64.constant(32));
    Value warp = arith::DivUIOp::create(b, loc, tid, i64.constant(32));
    Value row =
        i64.add(originRow,
                i64.add(i64.mul(warp, i64.constant(16)),
                        arith::DivUIOp::create(b, loc, lane, i64.constant(4))));
    Value col =
        i64.add(originCol,
                i64.mul(arith::RemUIOp::create(b, loc, lane, i64.constant(4)),
                        i64.constant(perRow)));
    // Row i, h of the thread: 16 W i + 8 h below its first.
    auto rowOf = [&](int64_t i, int64_t half) {
      return i64.add(row, i64.constant(16 * warps * i + 8 * half));
    };
    auto globalPtr = LLVM::LLVMPointerType::get(b.getContext(), 1);
    Type f32 = b.getF32Type();
    auto address = [&](Value r, Value c) -> Value {
      Value offset = i64.add(i64.mul(r, rowStride), i64.mul(c, colStride));
      return LLVM::GEPOp::create(b, loc, globalPtr, f32, base,
                                 ValueRange{offset});
    };
    int64_t count = blocks * 2 * perRow;
    auto lanesType = VectorType::get({count}, f32);

    // A tile wholly inside the tensor: vectors of the row's elements (the
    // view's inner stride is 1 where the pipeliner proved the alignment).
    auto width = op->getAttrOfType<IntegerAttr>(
        tilegpu::TileGPUDialect::kVectorAttrName);
    int64_t vector =
        width ? std::min<int64_t>(width.getInt(), perRow) : int64_t(1);
    if (vector < 1 || perRow % vector != 0)
      vector = 1;
    auto emitWhole = [&]() -> Value {
      Value lanes = LLVM::UndefOp::create(b, loc, lanesType);
      auto vectorType = VectorType::get({vector}, f32);
      for (int64_t i = 0; i < blocks; ++i)
        for (int64_t half = 0; half < 2; ++half) {
          Value first = address(rowOf(i, half), col);
          for (int64_t j = 0; j < perRow; j += vector) {
            Value at = LLVM::GEPOp::create(b, loc, globalPtr, f32, first,
                                           ArrayRef<LLVM::GEPArg>{int32_t(j)});
            Value loaded =
                LLVM::LoadOp::create(b, loc, vectorType, at, 4 * vector);
            for (int64_t e = 0; e < vector; ++e)
              lanes = vector::InsertOp::create(
                  b, loc, vector::ExtractOp::create(b, loc, loaded, e), lanes,
                  getWgmmaLhsLane(i, half, j + e, k));
          }
        }
      return lanes;
    };
    // An edge tile: each element inside the tensor, else the padding.
    auto padding = cast<FloatAttr>(
        getPaddingAttr(tileType.getElementType(), f32, view.getPaddingValue()));
    auto emitChecked = [&]() -> Value {
      Value lanes = LLVM::UndefOp::create(b, loc, lanesType);
      Value pad = arith::ConstantOp::create(b, loc, padding);
      for (int64_t i = 0; i < blocks; ++i)
        for (int64_t half = 0; half < 2; ++half) {
          Value r = rowOf(i, half);
          Value rowInside = i64.ult(r, rowExtent);
          for (int64_t e = 0; e < perRow; ++e) {
            Value c = i64.add(col, i64.constant(e));
            Value inside =
                arith::AndIOp::create(b, loc, rowInside, i64.ult(c, colExtent));
            // Outside, the view's base: a valid address to load and drop.
            Value at =
                LLVM::SelectOp::create(b, loc, inside, address(r, c), base);
            Value loaded = LLVM::LoadOp::create(b, loc, f32, at, 4);
            lanes = vector::InsertOp::create(
                b, loc, arith::SelectOp::create(b, loc, inside, loaded, pad),
                lanes, getWgmmaLhsLane(i, half, e, k));
          }
        }
      return lanes;
    };
    // One block-uniform branch: the tile's last row and column inside.
    Value whole = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                              i64.add(originRow, i64.constant(m)), rowExtent),
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                              i64.add(originCol, i64.constant(k)), colExtent));
    auto split = scf::IfOp::create(b, loc, TypeRange{lanesType}, whole,
                                   /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(&split.getThenRegion().front());
      scf::YieldOp::create(b, loc, emitWhole());
      b.setInsertionPointToStart(&split.getElseRegion().front());
      scf::YieldOp::create(b, loc, emitChecked());
    }
    Type converted = getTypeConverter()->convertType(tileType);
    rewriter.replaceOp(op,
                       {fromLaneVector(b, loc, split.getResult(0), converted),
                        getToken(b, loc)});
    return success();
  }
};

} // namespace

void mlir::tile::populateTileWgmmaLhsPatterns(TileTypeConverter &converter,
                                              RewritePatternSet &patterns) {
  // Ahead of the generic view load, which would lay the tile out blocked.
  patterns.add<LoadWgmmaLhsLowering>(converter, patterns.getContext(),
                                     /*benefit=*/2);
}
