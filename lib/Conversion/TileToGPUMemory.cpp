//===- TileToGPUMemory.cpp - views and their loads and stores -------------===//
//
// A tensor_view is a descriptor struct (base, shape, strides; i64, in
// elements) built by make_tensor_view; a partition_view over it is the same
// descriptor, its tiling being in the type. load_view_tko / store_view_tko
// compute, per element a thread holds, its tensor coordinates, an
// in-bounds mask and its address, then use a masked gather / scatter; the
// NVPTX backend turns those into predicated loads and stores.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

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
            v = arith::ExtUIOp::create(rewriter, loc, rewriter.getI64Type(),
                                       v);
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

/// The partition is in the type; the value is the tensor's descriptor.
struct MakePartitionViewLowering : OpConversionPattern<MakePartitionViewOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MakePartitionViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getTensorView());
    return success();
  }
};

/// Pointers and in-bounds mask of this thread's elements of tile `index` of
/// a partition view.
struct ViewAccess {
  Value pointers; // vector<K x !llvm.ptr<1>>
  Value mask;     // vector<K x i1>
};

ViewAccess computeViewAccess(OpBuilder &b, Location loc,
                             PartitionViewType viewType, Value desc,
                             ValueRange index, const BlockedLayout &layout,
                             Type elementType) {
  int64_t lanes = layout.perThread;
  Type i64 = b.getI64Type();
  auto laneType = VectorType::get({lanes}, i64);
  ArrayRef<int64_t> tileShape = viewType.getTileShape();
  ArrayRef<int64_t> dimMap = viewType.getDimMap();
  int64_t rank = tileShape.size();

  Value linear = getElementLinearIndices(b, loc, layout);
  Value base = LLVM::ExtractValueOp::create(b, loc, desc, ArrayRef<int64_t>{0});
  Value offset = constantInt(b, loc, laneType, 0);
  Value mask;
  int64_t inner = 1; // elements per step of tile dim i
  for (int64_t i = rank - 1; i >= 0; --i) {
    int64_t dim = dimMap.empty() ? i : dimMap[i];
    // Position along tile dim i, then along tensor dim `dim`. Tile
    // indices are read unsigned.
    Value position = linear;
    if (inner > 1)
      position = arith::DivUIOp::create(b, loc, position,
                                        constantInt(b, loc, laneType, inner));
    if (inner * tileShape[i] < layout.numElements)
      position = arith::RemUIOp::create(
          b, loc, position, constantInt(b, loc, laneType, tileShape[i]));
    inner *= tileShape[i];
    Value tileIndex = index[i];
    if (tileIndex.getType() != i64)
      tileIndex = arith::ExtUIOp::create(b, loc, i64, tileIndex);
    Value origin = arith::MulIOp::create(
        b, loc, tileIndex, constantInt(b, loc, i64, tileShape[i]));
    Value coord = arith::AddIOp::create(b, loc, splatLanes(b, loc, origin, lanes),
                                        position);
    Value extent = LLVM::ExtractValueOp::create(b, loc, desc,
                                                ArrayRef<int64_t>{1, dim});
    Value stride = LLVM::ExtractValueOp::create(b, loc, desc,
                                                ArrayRef<int64_t>{2, dim});
    Value inBounds =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, coord,
                              splatLanes(b, loc, extent, lanes));
    mask = mask ? arith::AndIOp::create(b, loc, mask, inBounds).getResult()
                : inBounds;
    offset = arith::AddIOp::create(
        b, loc, offset,
        arith::MulIOp::create(b, loc, coord,
                              splatLanes(b, loc, stride, lanes)));
  }
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 1);
  Value pointers = LLVM::GEPOp::create(b, loc, VectorType::get({lanes}, ptrType),
                                       elementType, base, ValueRange{offset});
  if (!mask)
    mask = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(VectorType::get({lanes}, b.getI1Type()),
                                       true));
  return {pointers, mask};
}

/// The padding value of a view (zero when it has none: the elements are
/// unspecified then).
TypedAttr getPaddingAttr(Type element, PaddingValueAttr padding) {
  if (auto intType = dyn_cast<IntegerType>(element))
    return IntegerAttr::get(intType, 0);
  auto floatType = cast<FloatType>(element);
  const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
  llvm::APFloat value = llvm::APFloat::getZero(semantics);
  if (padding) {
    switch (padding.getValue()) {
    case PaddingValue::Zero:
      break;
    case PaddingValue::NegZero:
      value = llvm::APFloat::getZero(semantics, /*Negative=*/true);
      break;
    case PaddingValue::NaN:
      value = llvm::APFloat::getQNaN(semantics);
      break;
    case PaddingValue::PosInf:
      value = llvm::APFloat::getInf(semantics);
      break;
    case PaddingValue::NegInf:
      value = llvm::APFloat::getInf(semantics, /*Negative=*/true);
      break;
    }
  }
  return FloatAttr::get(floatType, value);
}


struct LoadViewLowering : OpConversionPattern<LoadViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LoadViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto viewType = dyn_cast<PartitionViewType>(op.getView().getType());
    auto tileType = dyn_cast<TileType>(op.getTile().getType());
    Type type = tileType ? converter.convertType(tileType) : Type();
    if (!viewType || !type)
      return failure();
    Location loc = op.getLoc();
    Type element = getElementTypeOrSelf(type);
    BlockedLayout layout = converter.getLayout(tileType);
    ViewAccess access =
        computeViewAccess(rewriter, loc, viewType, adaptor.getView(),
                          adaptor.getIndex(), layout, element);
    auto vectorType = VectorType::get({layout.perThread}, element);
    Value padding = arith::ConstantOp::create(
        rewriter, loc,
        SplatElementsAttr::get(
            vectorType, getPaddingAttr(element, viewType.getPaddingValue())));
    Value loaded = LLVM::masked_gather::create(
        rewriter, loc, vectorType, access.pointers, access.mask,
        ValueRange{padding}, rewriter.getI32IntegerAttr(getElementBytes(element)));
    Value token = arith::ConstantOp::create(rewriter, loc,
                                            rewriter.getBoolAttr(false));
    rewriter.replaceOp(op, {fromLaneVector(rewriter, loc, loaded, type), token});
    return success();
  }
};

struct StoreViewLowering : OpConversionPattern<StoreViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(StoreViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto viewType = dyn_cast<PartitionViewType>(op.getView().getType());
    auto tileType = dyn_cast<TileType>(op.getTile().getType());
    if (!viewType || !tileType)
      return failure();
    Location loc = op.getLoc();
    Value value = toLaneVector(rewriter, loc, adaptor.getTile());
    Type element = getElementTypeOrSelf(value.getType());
    BlockedLayout layout = converter.getLayout(tileType);
    ViewAccess access =
        computeViewAccess(rewriter, loc, viewType, adaptor.getView(),
                          adaptor.getIndex(), layout, element);
    Value mask = access.mask;
    // Of the threads holding copies of an element only the first stores it.
    if (layout.isReplicated())
      mask = arith::AndIOp::create(
          rewriter, loc, mask,
          splatLanes(rewriter, loc, getOwnerPredicate(rewriter, loc, layout),
                     layout.perThread));
    LLVM::masked_scatter::create(rewriter, loc, value, access.pointers, mask,
                                 rewriter.getI32IntegerAttr(
                                     getElementBytes(element)));
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op,
                                                   rewriter.getBoolAttr(false));
    return success();
  }
};

/// load_ptr_tko (weak): a masked gather through this thread's pointers;
/// masked-off lanes take the padding value, or stay poison without one.
struct LoadPtrLowering : OpConversionPattern<LoadPtrTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LoadPtrTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Value pointers = toLaneVector(rewriter, loc, adaptor.getSource());
    int64_t lanes = cast<VectorType>(pointers.getType()).getNumElements();
    Type element = getElementTypeOrSelf(type);
    auto vectorType = VectorType::get({lanes}, element);
    Value mask = adaptor.getMask()
                     ? toLaneVector(rewriter, loc, adaptor.getMask())
                     : arith::ConstantOp::create(
                           rewriter, loc,
                           DenseElementsAttr::get(
                               VectorType::get({lanes}, rewriter.getI1Type()),
                               true));
    Value padding =
        adaptor.getPaddingValue()
            ? toLaneVector(rewriter, loc, adaptor.getPaddingValue())
            : LLVM::PoisonOp::create(rewriter, loc, vectorType).getResult();
    Value loaded = LLVM::masked_gather::create(
        rewriter, loc, vectorType, pointers, mask, ValueRange{padding},
        rewriter.getI32IntegerAttr(getElementBytes(element)));
    Value token = arith::ConstantOp::create(rewriter, loc,
                                            rewriter.getBoolAttr(false));
    rewriter.replaceOp(op,
                       {fromLaneVector(rewriter, loc, loaded, type), token});
    return success();
  }
};

/// store_ptr_tko (weak): a masked scatter; of the threads holding copies of
/// an element only the first stores it.
struct StorePtrLowering : OpConversionPattern<StorePtrTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(StorePtrTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto tileType = dyn_cast<TileType>(op.getValue().getType());
    if (!tileType)
      return failure();
    Location loc = op.getLoc();
    BlockedLayout layout = converter.getLayout(tileType);
    Value pointers = toLaneVector(rewriter, loc, adaptor.getDestination());
    Value value = toLaneVector(rewriter, loc, adaptor.getValue());
    Type element = getElementTypeOrSelf(value.getType());
    Value mask = adaptor.getMask()
                     ? toLaneVector(rewriter, loc, adaptor.getMask())
                     : arith::ConstantOp::create(
                           rewriter, loc,
                           DenseElementsAttr::get(
                               VectorType::get({layout.perThread},
                                               rewriter.getI1Type()),
                               true));
    if (layout.isReplicated())
      mask = arith::AndIOp::create(
          rewriter, loc, mask,
          splatLanes(rewriter, loc, getOwnerPredicate(rewriter, loc, layout),
                     layout.perThread));
    LLVM::masked_scatter::create(
        rewriter, loc, value, pointers, mask,
        rewriter.getI32IntegerAttr(getElementBytes(element)));
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op,
                                                   rewriter.getBoolAttr(false));
    return success();
  }
};

} // namespace

unsigned mlir::tile::getElementBytes(Type element) {
  if (isa<LLVM::LLVMPointerType>(element))
    return 8;
  return std::max(1u, element.getIntOrFloatBitWidth() / 8);
}

void mlir::tile::populateTileMemoryPatterns(TileTypeConverter &converter,
                                            RewritePatternSet &patterns) {
  patterns.add<MakeTensorViewLowering, MakePartitionViewLowering,
               LoadViewLowering, StoreViewLowering, LoadPtrLowering,
               StorePtrLowering>(converter,
                                                    patterns.getContext());
}
