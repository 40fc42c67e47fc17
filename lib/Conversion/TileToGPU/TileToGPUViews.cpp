//===- TileToGPUViews.cpp - tensor views and view geometry ----------------===//
//-----------------===//
//
// A tensor_view is a descriptor struct (base, shape, strides; i64, in
// elements) built by make_tensor_view; partition, strided and
// gather/scatter views over it are the same descriptor, their tiling being
// in the type. This file builds descriptors, answers the shape queries and
// computes, per element a thread holds of a view's tile, its address and
// whether it is inside the tensor (reference §1.5-1.7, §3.2); the loads,
// stores and atomics through views use that.
//
//===----------------------------------------------------------------------===//

#include "TileToGPUMemory.h"
#include "TileToGPUScratch.h"

#include "TileIR/Analysis/LoweringCosts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// View geometry
//===----------------------------------------------------------------------===//

namespace {
/// Per index dim: the tensor dim it walks, how far its tile origin moves
/// per index (tile size, traversal stride, or 1 for the element offsets of
/// a gather/scatter view), and the sparse dim of a gather/scatter view (-1
/// if none).
struct ViewGeometry {
  SmallVector<int64_t> dims;
  SmallVector<int64_t> steps;
  int64_t sparseDim = -1;
};
} // namespace

static ViewGeometry getViewGeometry(TileViewTypeInterface view) {
  ViewGeometry geometry;
  ArrayRef<int64_t> tileShape = view.getTileShape();
  geometry.steps.assign(tileShape.begin(), tileShape.end());
  ArrayRef<int64_t> dimMap;
  if (auto partition = dyn_cast<PartitionViewType>(view)) {
    dimMap = partition.getDimMap();
  } else if (auto strided = dyn_cast<StridedViewType>(view)) {
    dimMap = strided.getDimMap();
    geometry.steps.assign(strided.getTraversalStrides().begin(),
                          strided.getTraversalStrides().end());
  } else if (auto gather = dyn_cast<GatherScatterViewType>(view)) {
    // Its other indices are element offsets (docs/dialect.md).
    geometry.sparseDim = gather.getSparseDim();
    geometry.steps.assign(tileShape.size(), 1);
  }
  for (int64_t i = 0, e = tileShape.size(); i < e; ++i)
    geometry.dims.push_back(dimMap.empty() ? i : dimMap[i]);
  return geometry;
}

/// The rows a gather/scatter view's row tile gives this thread's elements:
/// the row tile goes to scratch, each thread reads the rows at its
/// elements' `positions` along the sparse dim, zero-extended (rows are
/// read unsigned).
static Value gatherRows(OpBuilder &b, Location loc,
                        const TileTypeConverter &converter, Value rows,
                        TileType rowsType, Value positions) {
  Type element = getElementTypeOrSelf(rows.getType());
  storeBlocked(b, loc, converter, rows, converter.getLayout(rowsType), 0);
  converter.reserveScratch(
      roundUp16(rowsType.getNumElements() * getElementBytes(element)));
  barrier(b, loc);
  Value mine = loadIndexed(b, loc, converter, positions, element, 0);
  barrier(b, loc);
  auto type = cast<VectorType>(positions.getType());
  if (element == b.getI64Type())
    return mine;
  return arith::ExtUIOp::create(b, loc, type, mine);
}

LaneAccess mlir::tile::computeViewAccess(
    OpBuilder &b, Location loc, const TileTypeConverter &converter,
    TileViewTypeInterface view, Value desc, ValueRange index,
    TypeRange indexTypes, const BlockedLayout &layout, Type memoryElement,
    std::optional<ArrayRef<bool>> inbounds) {
  int64_t lanes = layout.perThread;
  Type i64 = b.getI64Type();
  auto laneType = VectorType::get({lanes}, i64);
  ArrayRef<int64_t> tileShape = view.getTileShape();
  ViewGeometry geometry = getViewGeometry(view);
  int64_t rank = tileShape.size();

  Value first = getFirstElementIndex(b, loc, layout);
  Value laneOffsets = constantLaneOffsets(b, loc, layout);
  Value linear; // every lane's linear index, made where a dim needs it
  auto getLinear = [&] {
    if (!linear)
      linear = arith::AddIOp::create(b, loc, splatLanes(b, loc, first, lanes),
                                     laneOffsets);
    return linear;
  };
  Value base = LLVM::ExtractValueOp::create(b, loc, desc, ArrayRef<int64_t>{0});
  Value offset = constantInt(b, loc, laneType, 0);
  Value mask;
  LaneSpread lastSpread = LaneSpread::PerLane;
  bool othersUniform = true;
  auto addBound = [&](Value inBounds) {
    mask = mask ? arith::AndIOp::create(b, loc, mask, inBounds).getResult()
                : inBounds;
  };
  int64_t inner = 1; // elements per step of tile dim i
  for (int64_t i = rank - 1; i >= 0; --i) {
    int64_t dim = geometry.dims[i];
    bool wraps = inner * tileShape[i] < layout.numElements;
    LaneSpread spread = getLaneSpread(inner, tileShape[i], lanes);
    // A thread's vectors in different rows: every coordinate per lane.
    if ((i == geometry.sparseDim && spread == LaneSpread::Consecutive) ||
        layout.acrossRows)
      spread = LaneSpread::PerLane;
    if (i == rank - 1)
      lastSpread = spread;
    else if (spread != LaneSpread::Uniform)
      othersUniform = false;
    // The scalar of Uniform/Consecutive; per lane, the first element's
    // scalar plus a constant where no lane's offset carries into this dim
    // (an epilogue's rows: 32 row addresses from one), else each lane's
    // own division.
    int64_t modulus = inner * tileShape[i];
    bool split = spread == LaneSpread::PerLane &&
                 layout.addsWithoutCarry(inner) &&
                 (!wraps || layout.addsWithoutCarry(modulus));
    Value position =
        spread == LaneSpread::PerLane && !split ? getLinear() : first;
    Type sourceType = position.getType();
    if (inner > 1)
      position = arith::DivUIOp::create(b, loc, position,
                                        constantInt(b, loc, sourceType, inner));
    if (wraps)
      position = arith::RemUIOp::create(
          b, loc, position, constantInt(b, loc, sourceType, tileShape[i]));
    if (split) {
      SmallVector<int64_t> parts;
      for (int64_t lane = 0; lane < lanes; ++lane) {
        int64_t offset = layout.getLaneOffset(lane);
        parts.push_back((wraps ? offset % modulus : offset) / inner);
      }
      Value constants = arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(laneType, ArrayRef(parts)));
      position = arith::AddIOp::create(
          b, loc, splatLanes(b, loc, position, lanes), constants);
    }
    inner *= tileShape[i];
    Value extent =
        LLVM::ExtractValueOp::create(b, loc, desc, ArrayRef<int64_t>{1, dim});
    Value stride =
        LLVM::ExtractValueOp::create(b, loc, desc, ArrayRef<int64_t>{2, dim});
    bool checked = !inbounds || !(*inbounds)[i];
    Value coord;
    if (i == geometry.sparseDim) {
      // Rows are arbitrary: always checked. Lanes at one position share
      // their row, read once.
      if (spread == LaneSpread::PerLane) {
        coord = gatherRows(b, loc, converter, index[i],
                           cast<TileType>(indexTypes[i]), position);
      } else {
        Value row = gatherRows(b, loc, converter, index[i],
                               cast<TileType>(indexTypes[i]),
                               toLaneVector(b, loc, position));
        coord = splatLanes(b, loc, vector::ExtractOp::create(b, loc, row, 0),
                           lanes);
      }
      checked = true;
    } else {
      Value tileIndex = index[i];
      if (tileIndex.getType() != i64)
        tileIndex = arith::ExtUIOp::create(b, loc, i64, tileIndex);
      Value origin = tileIndex;
      if (geometry.steps[i] != 1)
        origin = arith::MulIOp::create(
            b, loc, tileIndex, constantInt(b, loc, i64, geometry.steps[i]));
      if (spread == LaneSpread::PerLane) {
        coord = arith::AddIOp::create(b, loc, splatLanes(b, loc, origin, lanes),
                                      position);
      } else {
        Value start = arith::AddIOp::create(b, loc, origin, position);
        if (checked && spread == LaneSpread::Uniform) {
          addBound(splatLanes(b, loc,
                              arith::CmpIOp::create(b, loc,
                                                    arith::CmpIPredicate::ult,
                                                    start, extent),
                              lanes));
        } else if (checked) {
          // Lane k is in bounds when start + k < extent: k < the elements
          // left from start (none when start is past the end).
          Value left = arith::SelectOp::create(
              b, loc,
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, start,
                                    extent),
              arith::SubIOp::create(b, loc, extent, start),
              constantInt(b, loc, i64, 0));
          addBound(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         laneOffsets,
                                         splatLanes(b, loc, left, lanes)));
        }
        checked = false;
        coord = splatLanes(b, loc, start, lanes);
        if (spread == LaneSpread::Consecutive)
          coord = arith::AddIOp::create(b, loc, coord, laneOffsets);
      }
    }
    if (checked)
      addBound(arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, coord,
                                     splatLanes(b, loc, extent, lanes)));
    offset = arith::AddIOp::create(
        b, loc, offset,
        arith::MulIOp::create(b, loc, coord,
                              splatLanes(b, loc, stride, lanes)));
  }
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 1);
  Value nibbles;
  Type stored = view.getTensorViewType().getElementType();
  if (stored.isIntOrFloat() && stored.getIntOrFloatBitWidth() == 4) {
    // Two elements to a byte: the lane's byte, and which half of it.
    nibbles =
        arith::AndIOp::create(b, loc, offset, constantInt(b, loc, laneType, 1));
    offset = arith::ShRUIOp::create(b, loc, offset,
                                    constantInt(b, loc, laneType, 1));
    memoryElement = b.getI8Type();
  }
  Value pointers =
      LLVM::GEPOp::create(b, loc, VectorType::get({lanes}, ptrType),
                          memoryElement, base, ValueRange{offset});
  if (!mask)
    mask = allLanes(b, loc, lanes);
  if (nibbles)
    return LaneAccess{pointers, mask, {}, nibbles};
  // Consecutive lanes along a unit-stride last dim, one position in the
  // others: lane k is its lane offset (k for plain chunks) elements after
  // lane 0.
  ArrayRef<int64_t> strides = view.getTensorViewType().getStrides();
  LaneAccess access{pointers, mask};
  if (lanes > 1 && rank > 0 && othersUniform &&
      lastSpread == LaneSpread::Consecutive &&
      strides[geometry.dims[rank - 1]] == 1)
    for (int64_t lane = 0; lane < lanes; ++lane)
      access.offsets.push_back(layout.getLaneOffset(lane));
  return access;
}

void mlir::tile::addTileViewTypeConversions(TileTypeConverter &converter) {
  converter.addConversion([&converter](StridedViewType type) -> Type {
    return converter.convertType(type.getTensorView());
  });
  converter.addConversion([&converter](GatherScatterViewType type) -> Type {
    return converter.convertType(type.getTensorView());
  });
}

namespace {

//===----------------------------------------------------------------------===//
// View ops
//===----------------------------------------------------------------------===//

struct MakeTensorViewLowering : OpConversionPattern<MakeTensorViewOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MakeTensorViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    TensorViewType view = op.getType();
    Value desc = LLVM::PoisonOp::create(rewriter, loc, type);
    desc = LLVM::InsertValueOp::create(rewriter, loc, desc, adaptor.getBase(),
                                       ArrayRef<int64_t>{0});
    // Sizes and strides are read unsigned.
    auto fill = [&](int64_t field, ArrayRef<int64_t> values,
                    ValueRange dynamic) {
      unsigned next = 0;
      for (auto [dim, value] : llvm::enumerate(values)) {
        Value v;
        if (ShapedType::isDynamic(value)) {
          v = dynamic[next++];
          if (v.getType() != rewriter.getI64Type())
            v = arith::ExtUIOp::create(rewriter, loc, rewriter.getI64Type(), v);
        } else {
          v = constantInt(rewriter, loc, rewriter.getI64Type(), value);
        }
        desc = LLVM::InsertValueOp::create(
            rewriter, loc, desc, v, ArrayRef<int64_t>{field, int64_t(dim)});
      }
    };
    fill(1, view.getShape(), adaptor.getDynamicShape());
    fill(2, view.getStrides(), adaptor.getDynamicStrides());
    rewriter.replaceOp(op, desc);
    return success();
  }
};

/// The tiling is in the view type; the value is the tensor's descriptor.
template <typename OpTy> struct MakeViewLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getTensorView());
    return success();
  }
};

/// `value` (i64) as the integer type `type`.
Value truncateTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (type == value.getType())
    return value;
  return arith::TruncIOp::create(b, loc, type, value);
}

/// get_tensor_shape: the descriptor's extents, truncated to the result type.
struct GetTensorShapeLowering : OpConversionPattern<GetTensorShapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(GetTensorShapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> results;
    for (auto [dim, result] : llvm::enumerate(op.getResults())) {
      Type type = getTypeConverter()->convertType(result.getType());
      if (!type)
        return failure();
      Value extent =
          LLVM::ExtractValueOp::create(rewriter, op.getLoc(), adaptor.getSrc(),
                                       ArrayRef<int64_t>{1, int64_t(dim)});
      results.push_back(truncateTo(rewriter, op.getLoc(), extent, type));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// get_index_space_shape: per index dim, the tensor extent it walks divided
/// (unsigned, rounding up) by the tile size (partition views) or the
/// traversal stride (strided views); a gather/scatter view's sparse dim has
/// one index and its other dims their element extents (element offsets).
struct GetIndexSpaceShapeLowering : OpConversionPattern<GetIndexSpaceShapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(GetIndexSpaceShapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto view = dyn_cast<TileViewTypeInterface>(op.getSrc().getType());
    if (!view)
      return failure();
    ViewGeometry geometry = getViewGeometry(view);
    Location loc = op.getLoc();
    Type i64 = rewriter.getI64Type();
    SmallVector<Value> results;
    for (auto [i, result] : llvm::enumerate(op.getResults())) {
      Type type = getTypeConverter()->convertType(result.getType());
      if (!type || i >= geometry.steps.size())
        return failure();
      Value extent;
      if (int64_t(i) == geometry.sparseDim) {
        extent = constantInt(rewriter, loc, i64, 1);
      } else {
        Value size = LLVM::ExtractValueOp::create(
            rewriter, loc, adaptor.getSrc(),
            ArrayRef<int64_t>{1, geometry.dims[i]});
        // ceil(size / step) as size / step + (size % step != 0): the
        // LLVM conversion has no ceildivui.
        Value step = constantInt(rewriter, loc, i64, geometry.steps[i]);
        Value quotient = arith::DivUIOp::create(rewriter, loc, size, step);
        Value partial = arith::CmpIOp::create(
            rewriter, loc, arith::CmpIPredicate::ne,
            arith::RemUIOp::create(rewriter, loc, size, step),
            constantInt(rewriter, loc, i64, 0));
        extent = arith::AddIOp::create(
            rewriter, loc, quotient,
            arith::ExtUIOp::create(rewriter, loc, i64, partial));
      }
      results.push_back(truncateTo(rewriter, loc, extent, type));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

void mlir::tile::populateTileViewPatterns(TileTypeConverter &converter,
                                          RewritePatternSet &patterns) {
  patterns.add<MakeTensorViewLowering, MakeViewLowering<MakePartitionViewOp>,
               MakeViewLowering<MakeStridedViewOp>,
               MakeViewLowering<MakeGatherScatterViewOp>,
               GetTensorShapeLowering, GetIndexSpaceShapeLowering>(
      converter, patterns.getContext());
}
