//===- TileToGPUMemory.cpp - loads and stores -----------------------------===//
//
// load_view_tko / store_view_tko take, per element a thread holds, the
// address and in-bounds mask of TileToGPUViews.cpp; load_ptr_tko /
// store_ptr_tko take the thread's pointers and mask as they are. Weak
// accesses are a masked gather / scatter (the NVPTX backend turns them
// into predicated loads and stores); relaxed, acquire and release ones are
// one atomic load or store per element with the op's syncscope
// (ld/st.relaxed|acquire|release.cta|gpu|sys), predicated by a branch.
// Elements are in memory as in registers except i1 (a byte; nonzero reads
// as true) and tf32 (f32 bits; a load drops the low 13 mantissa bits, as
// the interpreter does).
//
// A tile op runs on every thread of the block, so ordering is block-wide:
// an acquire load ends with a barrier (the other threads' later accesses
// come after it), a release store starts with one (their earlier accesses
// come before it) (beginAccess, endAccess). Token order is
// insertTokenBarriers' (TileToGPUOrdering.cpp).
//
//===----------------------------------------------------------------------===//

#include "TileToGPUMemory.h"
#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Elements in memory, masks, orderings
//===----------------------------------------------------------------------===//

Type mlir::tile::getMemoryElementType(Type registerElement) {
  if (registerElement.isInteger(1))
    return IntegerType::get(registerElement.getContext(), 8);
  return registerElement;
}

Value mlir::tile::toMemoryForm(OpBuilder &b, Location loc, Value lanes) {
  auto type = cast<VectorType>(lanes.getType());
  if (!type.getElementType().isInteger(1))
    return lanes;
  return arith::ExtUIOp::create(b, loc, type.clone(b.getI8Type()), lanes);
}

Value mlir::tile::fromMemoryForm(OpBuilder &b, Location loc, Value lanes,
                                 Type tileElement) {
  auto type = cast<VectorType>(lanes.getType());
  if (tileElement.isInteger(1))
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, lanes,
                                 constantInt(b, loc, type, 0));
  if (isa<FloatTF32Type>(tileElement)) {
    // The register form of tf32 is f32 with the low 13 mantissa bits zero.
    auto bits = type.clone(b.getI32Type());
    Value word = arith::BitcastOp::create(b, loc, bits, lanes);
    word = arith::AndIOp::create(b, loc, word,
                                 constantInt(b, loc, bits, ~int64_t(0x1FFF)));
    return arith::BitcastOp::create(b, loc, type, word);
  }
  return lanes;
}

Value mlir::tile::allLanes(OpBuilder &b, Location loc, int64_t lanes) {
  return arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(VectorType::get({lanes}, b.getI1Type()), true));
}

Value mlir::tile::ownedLanes(OpBuilder &b, Location loc, Value mask,
                             const BlockedLayout &layout) {
  if (!layout.isReplicated())
    return mask;
  return arith::AndIOp::create(
      b, loc, mask,
      splatLanes(b, loc, getOwnerPredicate(b, loc, layout), layout.perThread));
}

bool mlir::tile::isAllTrue(Value mask) { return matchPattern(mask, m_One()); }

void mlir::tile::beginAccess(OpBuilder &b, Location loc,
                             MemoryOrdering ordering) {
  if (hasRelease(ordering))
    barrier(b, loc);
}

void mlir::tile::endAccess(OpBuilder &b, Location loc,
                           MemoryOrdering ordering) {
  if (hasAcquire(ordering))
    barrier(b, loc);
}

bool mlir::tile::hasAcquire(MemoryOrdering ordering) {
  return ordering == MemoryOrdering::Acquire ||
         ordering == MemoryOrdering::AcqRel;
}

bool mlir::tile::hasRelease(MemoryOrdering ordering) {
  return ordering == MemoryOrdering::Release ||
         ordering == MemoryOrdering::AcqRel;
}

LLVM::AtomicOrdering mlir::tile::getLLVMOrdering(MemoryOrdering ordering) {
  switch (ordering) {
  case MemoryOrdering::Weak:
    return LLVM::AtomicOrdering::not_atomic;
  case MemoryOrdering::Relaxed:
    return LLVM::AtomicOrdering::monotonic;
  case MemoryOrdering::Acquire:
    return LLVM::AtomicOrdering::acquire;
  case MemoryOrdering::Release:
    return LLVM::AtomicOrdering::release;
  case MemoryOrdering::AcqRel:
    return LLVM::AtomicOrdering::acq_rel;
  }
  return LLVM::AtomicOrdering::not_atomic;
}

StringRef mlir::tile::getSyncScope(std::optional<MemoryScope> scope) {
  if (!scope)
    return "";
  switch (*scope) {
  case MemoryScope::TileBlock:
    return "block";
  case MemoryScope::Device:
    return "device";
  case MemoryScope::System:
    return "";
  }
  return "";
}

StringRef mlir::tile::getPTXScope(std::optional<MemoryScope> scope) {
  if (!scope)
    return "sys";
  switch (*scope) {
  case MemoryScope::TileBlock:
    return "cta";
  case MemoryScope::Device:
    return "gpu";
  case MemoryScope::System:
    return "sys";
  }
  return "sys";
}

StringRef mlir::tile::getPTXSemantics(MemoryOrdering ordering) {
  switch (ordering) {
  case MemoryOrdering::Weak:
  case MemoryOrdering::Relaxed:
    return "relaxed";
  case MemoryOrdering::Acquire:
    return "acquire";
  case MemoryOrdering::Release:
    return "release";
  case MemoryOrdering::AcqRel:
    return "acq_rel";
  }
  return "relaxed";
}

//===----------------------------------------------------------------------===//
// Weak and ordered element access
//===----------------------------------------------------------------------===//

namespace {

/// The lanes of `access` that are on, loaded (`vector<K x memory element>`);
/// the others take `passthru`'s lane.
Value emitLoad(OpBuilder &b, Location loc, const LaneAccess &access,
               Value passthru, MemoryOrdering ordering,
               std::optional<MemoryScope> scope) {
  auto type = cast<VectorType>(passthru.getType());
  Type element = type.getElementType();
  unsigned bytes = getElementBytes(element);
  if (ordering == MemoryOrdering::Weak)
    return LLVM::masked_gather::create(b, loc, type, access.pointers,
                                       access.mask, ValueRange{passthru},
                                       b.getI32IntegerAttr(bytes));
  // One atomic load per lane, of the element's bits.
  Type bits = b.getIntegerType(bytes * 8);
  bool always = isAllTrue(access.mask);
  auto loadLane = [&](OpBuilder &b, Location loc, Value pointer) -> Value {
    Value value =
        LLVM::LoadOp::create(b, loc, bits, pointer, bytes, /*isVolatile=*/false,
                             /*isNonTemporal=*/false, /*isInvariant=*/false,
                             /*isInvariantGroup=*/false,
                             getLLVMOrdering(ordering), getSyncScope(scope));
    if (bits != element)
      value = LLVM::BitcastOp::create(b, loc, element, value);
    return value;
  };
  Value result = passthru;
  for (int64_t lane = 0, e = type.getNumElements(); lane < e; ++lane) {
    Value pointer = vector::ExtractOp::create(b, loc, access.pointers, lane);
    Value value;
    if (always) {
      value = loadLane(b, loc, pointer);
    } else {
      Value on = vector::ExtractOp::create(b, loc, access.mask, lane);
      auto branch = scf::IfOp::create(
          b, loc, on,
          [&](OpBuilder &b, Location loc) {
            scf::YieldOp::create(b, loc, loadLane(b, loc, pointer));
          },
          [&](OpBuilder &b, Location loc) {
            scf::YieldOp::create(
                b, loc,
                vector::ExtractOp::create(b, loc, passthru, lane).getResult());
          });
      value = branch.getResult(0);
    }
    result = vector::InsertOp::create(b, loc, value, result, lane);
  }
  return result;
}

/// Stores the lanes of `values` (memory form) that `access` has on.
void emitStore(OpBuilder &b, Location loc, const LaneAccess &access,
               Value values, MemoryOrdering ordering,
               std::optional<MemoryScope> scope) {
  auto type = cast<VectorType>(values.getType());
  Type element = type.getElementType();
  unsigned bytes = getElementBytes(element);
  if (ordering == MemoryOrdering::Weak) {
    LLVM::masked_scatter::create(b, loc, values, access.pointers, access.mask,
                                 b.getI32IntegerAttr(bytes));
    return;
  }
  Type bits = b.getIntegerType(bytes * 8);
  bool always = isAllTrue(access.mask);
  for (int64_t lane = 0, e = type.getNumElements(); lane < e; ++lane) {
    Value pointer = vector::ExtractOp::create(b, loc, access.pointers, lane);
    Value value = vector::ExtractOp::create(b, loc, values, lane);
    auto storeLane = [&](OpBuilder &b, Location loc) {
      Value word = value;
      if (bits != element)
        word = LLVM::BitcastOp::create(b, loc, bits, word);
      LLVM::StoreOp::create(b, loc, word, pointer, bytes, /*isVolatile=*/false,
                            /*isNonTemporal=*/false,
                            /*isInvariantGroup=*/false,
                            getLLVMOrdering(ordering), getSyncScope(scope));
    };
    if (always) {
      storeLane(b, loc);
      continue;
    }
    Value on = vector::ExtractOp::create(b, loc, access.mask, lane);
    auto branch = scf::IfOp::create(b, loc, on, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(branch.thenBlock());
    storeLane(b, loc);
  }
}

/// The padding value of a view (zero when it has none: the elements are
/// unspecified then) as a `memory` element: computed in the tile element's
/// format, or in f32 for tf32, and as bits where the register form is an
/// integer (f8).
TypedAttr getPaddingAttr(Type tileElement, Type memory,
                         PaddingValueAttr padding) {
  auto tileFloat = dyn_cast<FloatType>(tileElement);
  if (!tileFloat)
    return IntegerAttr::get(memory, 0);
  auto memoryFloat = dyn_cast<FloatType>(memory);
  const llvm::fltSemantics &semantics =
      (memoryFloat ? memoryFloat : tileFloat).getFloatSemantics();
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
  if (memoryFloat)
    return FloatAttr::get(memoryFloat, value);
  return IntegerAttr::get(memory, value.bitcastToAPInt());
}

Value getToken(OpBuilder &b, Location loc) {
  return arith::ConstantOp::create(b, loc, b.getBoolAttr(false));
}

//===----------------------------------------------------------------------===//
// Loads and stores
//===----------------------------------------------------------------------===//

struct LoadViewLowering : OpConversionPattern<LoadViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LoadViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto view = dyn_cast<TileViewTypeInterface>(op.getView().getType());
    auto tileType = dyn_cast<TileType>(op.getTile().getType());
    Type type = tileType ? converter.convertType(tileType) : Type();
    if (!view || !type)
      return failure();
    Location loc = op.getLoc();
    beginAccess(rewriter, loc, op.getMemoryOrderingSemantics());
    Type memory = getMemoryElementType(getElementTypeOrSelf(type));
    BlockedLayout layout = converter.getLayout(tileType);
    LaneAccess access = computeViewAccess(
        rewriter, loc, converter, view, adaptor.getView(), adaptor.getIndex(),
        op.getIndex().getTypes(), layout, memory, op.getInbounds());
    auto vectorType = VectorType::get({layout.perThread}, memory);
    Value padding = arith::ConstantOp::create(
        rewriter, loc,
        SplatElementsAttr::get(
            vectorType, getPaddingAttr(tileType.getElementType(), memory,
                                       view.getPaddingValue())));
    Value loaded =
        emitLoad(rewriter, loc, access, padding,
                 op.getMemoryOrderingSemantics(), op.getMemoryScope());
    loaded = fromMemoryForm(rewriter, loc, loaded, tileType.getElementType());
    endAccess(rewriter, loc, op.getMemoryOrderingSemantics());
    rewriter.replaceOp(op, {fromLaneVector(rewriter, loc, loaded, type),
                            getToken(rewriter, loc)});
    return success();
  }
};

struct StoreViewLowering : OpConversionPattern<StoreViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(StoreViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto view = dyn_cast<TileViewTypeInterface>(op.getView().getType());
    auto tileType = dyn_cast<TileType>(op.getTile().getType());
    if (!view || !tileType)
      return failure();
    Location loc = op.getLoc();
    MemoryOrdering ordering = op.getMemoryOrderingSemantics();
    beginAccess(rewriter, loc, ordering);
    Value value = toMemoryForm(rewriter, loc,
                               toLaneVector(rewriter, loc, adaptor.getTile()));
    Type memory = getElementTypeOrSelf(value.getType());
    BlockedLayout layout = converter.getLayout(tileType);
    LaneAccess access = computeViewAccess(
        rewriter, loc, converter, view, adaptor.getView(), adaptor.getIndex(),
        op.getIndex().getTypes(), layout, memory, op.getInbounds());
    // Of the threads holding copies of an element only the first stores it.
    access.mask = ownedLanes(rewriter, loc, access.mask, layout);
    emitStore(rewriter, loc, access, value, ordering, op.getMemoryScope());
    rewriter.replaceOp(op, getToken(rewriter, loc));
    return success();
  }
};

/// load_ptr_tko: through this thread's pointers; masked-off lanes take the
/// padding value, or stay poison without one.
struct LoadPtrLowering : OpConversionPattern<LoadPtrTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LoadPtrTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto tileType = dyn_cast<TileType>(op.getResult().getType());
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    if (!tileType || !type)
      return failure();
    Location loc = op.getLoc();
    beginAccess(rewriter, loc, op.getMemoryOrderingSemantics());
    LaneAccess access;
    access.pointers = toLaneVector(rewriter, loc, adaptor.getSource());
    int64_t lanes =
        cast<VectorType>(access.pointers.getType()).getNumElements();
    access.mask = adaptor.getMask()
                      ? toLaneVector(rewriter, loc, adaptor.getMask())
                      : allLanes(rewriter, loc, lanes);
    Type memory = getMemoryElementType(getElementTypeOrSelf(type));
    auto vectorType = VectorType::get({lanes}, memory);
    Value padding =
        adaptor.getPaddingValue()
            ? toMemoryForm(
                  rewriter, loc,
                  toLaneVector(rewriter, loc, adaptor.getPaddingValue()))
            : LLVM::PoisonOp::create(rewriter, loc, vectorType).getResult();
    Value loaded =
        emitLoad(rewriter, loc, access, padding,
                 op.getMemoryOrderingSemantics(), op.getMemoryScope());
    loaded = fromMemoryForm(rewriter, loc, loaded, tileType.getElementType());
    endAccess(rewriter, loc, op.getMemoryOrderingSemantics());
    rewriter.replaceOp(op, {fromLaneVector(rewriter, loc, loaded, type),
                            getToken(rewriter, loc)});
    return success();
  }
};

/// store_ptr_tko: of the threads holding copies of an element only the
/// first stores it.
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
    MemoryOrdering ordering = op.getMemoryOrderingSemantics();
    beginAccess(rewriter, loc, ordering);
    BlockedLayout layout = converter.getLayout(tileType);
    LaneAccess access;
    access.pointers = toLaneVector(rewriter, loc, adaptor.getDestination());
    access.mask = adaptor.getMask()
                      ? toLaneVector(rewriter, loc, adaptor.getMask())
                      : allLanes(rewriter, loc, layout.perThread);
    access.mask = ownedLanes(rewriter, loc, access.mask, layout);
    Value value = toMemoryForm(rewriter, loc,
                               toLaneVector(rewriter, loc, adaptor.getValue()));
    emitStore(rewriter, loc, access, value, ordering, op.getMemoryScope());
    rewriter.replaceOp(op, getToken(rewriter, loc));
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
  populateTileViewPatterns(converter, patterns);
  patterns.add<LoadViewLowering, StoreViewLowering, LoadPtrLowering,
               StorePtrLowering>(converter, patterns.getContext());
}
