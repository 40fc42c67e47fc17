//===- TileMemoryOps.cpp - loads, stores, atomics and allocas ---===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Assembly directives
//===----------------------------------------------------------------------===//

/// custom<OrderingAndScope>: `weak`, or `relaxed device` etc. The scope is
/// optional in text; whether an op needs one is the verifier's business.
static ParseResult parseOrderingAndScope(OpAsmParser &parser,
                                         MemoryOrderingAttr &ordering,
                                         MemoryScopeAttr &scope) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<MemoryOrdering> value = symbolizeMemoryOrdering(keyword);
  if (!value)
    return parser.emitError(loc, "expected a memory ordering (weak, relaxed, "
                                 "acquire, release or acq_rel), got '")
           << keyword << "'";
  ordering = MemoryOrderingAttr::get(parser.getContext(), *value);
  StringRef scopeKeyword;
  if (succeeded(parser.parseOptionalKeyword(&scopeKeyword,
                                            {"tl_blk", "device", "sys"})))
    scope = MemoryScopeAttr::get(parser.getContext(),
                                 *symbolizeMemoryScope(scopeKeyword));
  return success();
}

static void printOrderingAndScope(OpAsmPrinter &printer, Operation *,
                                  MemoryOrderingAttr ordering,
                                  MemoryScopeAttr scope) {
  printer << stringifyMemoryOrdering(ordering.getValue());
  if (scope)
    printer << ' ' << stringifyMemoryScope(scope.getValue());
}

/// custom<IndexTypes>: `, T0, T1, ...` after the view type, or `, T` once for
/// all indices when they share a type (NVIDIA's "splat" form). Nothing when
/// there are no indices.
static ParseResult
parseIndexTypes(OpAsmParser &parser,
                ArrayRef<OpAsmParser::UnresolvedOperand> indices,
                SmallVectorImpl<Type> &types) {
  if (indices.empty())
    return success();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseComma() || parseTileTypeList(parser, types))
    return failure();
  if (types.size() == 1 && indices.size() > 1)
    types.resize(indices.size(), types.front());
  else if (types.size() != indices.size())
    return parser.emitError(loc)
           << "expected " << indices.size()
           << " index types, or one type for all indices, got " << types.size();
  return success();
}

static void printIndexTypes(OpAsmPrinter &printer, Operation *, ValueRange,
                            TypeRange types) {
  if (types.empty())
    return;
  printer << ", ";
  if (llvm::all_equal(types))
    printTileIRType(printer, types.front());
  else
    printTileTypeList(printer, nullptr, types);
}

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

namespace {
/// Which orderings an op accepts (reference §3.7).
enum class AccessKind { Load, Store, Atomic, Reduction };
} // namespace

static LogicalResult verifyOrderingAndScope(Operation *op,
                                            MemoryOrdering ordering,
                                            std::optional<MemoryScope> scope,
                                            AccessKind kind) {
  using MO = MemoryOrdering;
  bool allowed = false;
  StringRef expected;
  switch (kind) {
  case AccessKind::Load:
    allowed = ordering == MO::Weak || ordering == MO::Relaxed ||
              ordering == MO::Acquire;
    expected = "weak, relaxed or acquire";
    break;
  case AccessKind::Store:
    allowed = ordering == MO::Weak || ordering == MO::Relaxed ||
              ordering == MO::Release;
    expected = "weak, relaxed or release";
    break;
  case AccessKind::Atomic:
    allowed = ordering != MO::Weak;
    expected = "relaxed, acquire, release or acq_rel";
    break;
  case AccessKind::Reduction:
    allowed = ordering == MO::Relaxed;
    expected = "relaxed";
    break;
  }
  if (!allowed)
    return op->emitOpError("memory ordering must be ")
           << expected << ", got '" << stringifyMemoryOrdering(ordering) << "'";
  // Weak accesses assume no concurrent access, so a scope means nothing.
  if (ordering == MO::Weak && scope)
    return op->emitOpError("'weak' ordering takes no memory scope, got '")
           << stringifyMemoryScope(*scope) << "'";
  if (ordering != MO::Weak && !scope)
    return op->emitOpError("'")
           << stringifyMemoryOrdering(ordering) << "' ordering needs a memory "
           << "scope (tl_blk, device or sys)";
  if (kind == AccessKind::Reduction && *scope == MemoryScope::System)
    return op->emitOpError("memory scope must be tl_blk or device, got 'sys'");
  return success();
}

/// Indices of a view access: one per index-space dimension, rank-0 integer
/// tiles of one type, except a gather_scatter_view's `sparse_dim` index,
/// which is a 1-D integer tile with one row index per tile row.
static LogicalResult verifyViewIndices(Operation *op,
                                       TileViewTypeInterface view,
                                       ValueRange indices,
                                       bool requireOneType = true) {
  ArrayRef<int64_t> tileShape = view.getTileShape();
  if (indices.size() != tileShape.size())
    return op->emitOpError("expected ")
           << tileShape.size() << " indices (the view's index-space rank), got "
           << indices.size();
  int64_t sparseDim = -1;
  if (auto gather = dyn_cast<GatherScatterViewType>(view))
    sparseDim = gather.getSparseDim();
  TileType common;
  for (auto [i, index] : llvm::enumerate(indices)) {
    auto type = dyn_cast<TileType>(index.getType());
    bool isInt = type && isIntElement(type.getElementType());
    if (static_cast<int64_t>(i) == sparseDim) {
      int64_t rows = tileShape[i];
      if (!isInt || type.getRank() != 1 || type.getDimSize(0) != rows)
        return op->emitOpError("index #")
               << i << " (the sparse dimension) must be a 1-D integer tile of "
               << rows << " row indices, got " << index.getType();
      continue;
    }
    if (!isInt || type.getRank() != 0)
      return op->emitOpError("index #")
             << i << " must be a rank-0 integer tile, got " << index.getType();
    if (!common)
      common = type;
    else if (requireOneType && type != common)
      return op->emitOpError("indices must all have one type, got ")
             << common << " and " << type;
  }
  return success();
}

static LogicalResult verifyInbounds(Operation *op,
                                    std::optional<ArrayRef<bool>> inbounds,
                                    TileViewTypeInterface view) {
  if (!inbounds)
    return success();
  int64_t rank = view.getIndexSpaceRank();
  if (static_cast<int64_t>(inbounds->size()) != rank)
    return op->emitOpError("'inbounds' needs one flag per index-space "
                           "dimension (")
           << rank << "), got " << inbounds->size();
  return success();
}

/// The tile type the view moves must be the view's tile of its elements.
static LogicalResult verifyViewTile(Operation *op, TileViewTypeInterface view,
                                    Type tile, StringRef what) {
  TileType expected = getLoadedTileType(view);
  if (tile != expected)
    return op->emitOpError() << what << " type " << tile
                             << " does not match the view's tile " << expected;
  return success();
}

/// `tile<shape x T>` for a tile of `ptr<T>` of that shape; null if not one.
static TileType getPointeeTile(Type pointers) {
  auto tile = dyn_cast<TileType>(pointers);
  if (!tile)
    return {};
  auto pointer = dyn_cast<PointerType>(tile.getElementType());
  if (!pointer)
    return {};
  return TileType::get(tile.getShape(), pointer.getPointeeType());
}

static LogicalResult verifyPointerValue(Operation *op, TileType expected,
                                        Type actual, StringRef what) {
  if (!expected)
    return op->emitOpError("expected a tile of pointers");
  if (actual != expected)
    return op->emitOpError() << what << " type " << actual
                             << " does not match the pointers' " << expected;
  return success();
}

static LogicalResult verifyMask(Operation *op, Value mask, Type pointers) {
  if (!mask)
    return success();
  auto maskType = dyn_cast<TileType>(mask.getType());
  auto pointerType = dyn_cast<TileType>(pointers);
  if (!maskType || !pointerType || !maskType.getElementType().isInteger(1) ||
      maskType.getShape() != pointerType.getShape())
    return op->emitOpError("mask must be an i1 tile of the pointers' shape, "
                           "got ")
           << mask.getType();
  return success();
}

static bool isInt32Or64(Type type) {
  return type.isInteger(32) || type.isInteger(64);
}

/// Element types each atomic mode accepts (reference §2.11).
static LogicalResult verifyAtomicMode(Operation *op, AtomicRMWMode mode,
                                      Type element) {
  bool ok;
  StringRef expected;
  switch (mode) {
  case AtomicRMWMode::AddF:
    ok = element.isF16() || element.isBF16() || element.isF32() ||
         element.isF64();
    expected = "f16, bf16, f32 or f64";
    break;
  case AtomicRMWMode::Xchg:
    ok = isInt32Or64(element) || element.isF32() || element.isF64();
    expected = "i32, i64, f32 or f64";
    break;
  default:
    ok = isInt32Or64(element);
    expected = "i32 or i64";
    break;
  }
  if (!ok)
    return op->emitOpError("atomic mode '")
           << stringifyAtomicRMWMode(mode) << "' needs " << expected
           << " elements, got " << element;
  return success();
}

//===----------------------------------------------------------------------===//
// View ops
//===----------------------------------------------------------------------===//

LogicalResult LoadViewTkoOp::verify() {
  TileViewTypeInterface view = getView().getType();
  if (failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(),
                                    getMemoryScope(), AccessKind::Load)) ||
      failed(verifyViewIndices(*this, view, getIndex())) ||
      failed(verifyInbounds(*this, getInbounds(), view)))
    return failure();
  return verifyViewTile(*this, view, getTile().getType(), "loaded tile");
}

void LoadViewTkoOp::getAsmResultNames(
    function_ref<void(Value, StringRef)> setName) {
  setName(getTile(), "tile");
  setName(getResultToken(), "result_token");
}

LogicalResult StoreViewTkoOp::verify() {
  TileViewTypeInterface view = getView().getType();
  if (failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(),
                                    getMemoryScope(), AccessKind::Store)) ||
      failed(verifyViewIndices(*this, view, getIndex())) ||
      failed(verifyInbounds(*this, getInbounds(), view)))
    return failure();
  return verifyViewTile(*this, view, getTile().getType(), "stored tile");
}

LogicalResult AtomicRedViewTkoOp::verify() {
  TileViewTypeInterface view = getView().getType();
  if (failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(),
                                    getMemoryScope(), AccessKind::Reduction)))
    return failure();
  if (isa<GatherScatterViewType>(view))
    return emitOpError("needs a partition or strided view, got ")
           << getView().getType();
  // Padding only describes reads; a reduction must not see invented values.
  if (view.getPaddingValue())
    return emitOpError("view must not have a padding value");
  if (getMode() == AtomicRMWMode::Xchg)
    return emitOpError("atomic mode 'xchg' is not a reduction");
  // Unlike the view loads and stores, NVIDIA's verifier lets the indices of
  // a reduction differ in integer type.
  if (failed(verifyViewIndices(*this, view, getIndex(),
                               /*requireOneType=*/false)) ||
      failed(verifyViewTile(*this, view, getValue().getType(), "value")))
    return failure();
  return verifyAtomicMode(*this, getMode(),
                          view.getTensorViewType().getElementType());
}

//===----------------------------------------------------------------------===//
// Pointer ops
//===----------------------------------------------------------------------===//

LogicalResult LoadPtrTkoOp::verify() {
  if (failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(),
                                    getMemoryScope(), AccessKind::Load)) ||
      failed(verifyMask(*this, getMask(), getSource().getType())))
    return failure();
  TileType expected = getPointeeTile(getSource().getType());
  if (failed(
          verifyPointerValue(*this, expected, getResult().getType(), "result")))
    return failure();
  // Padding fills masked-off lanes. Without a mask every lane reads memory
  // and the padding is unused, but valid (NVIDIA's verifier accepts it and
  // cuTile writes it). In text a lone `, %x` reads as the mask, so that form
  // only round-trips through bytecode or the generic syntax.
  Value padding = getPaddingValue();
  if (padding && padding.getType() != getResult().getType())
    return emitOpError("paddingValue type ")
           << padding.getType() << " does not match the result type "
           << getResult().getType();
  return success();
}

void LoadPtrTkoOp::getAsmResultNames(
    function_ref<void(Value, StringRef)> setName) {
  setName(getResult(), "result");
  setName(getResultToken(), "result_token");
}

LogicalResult StorePtrTkoOp::verify() {
  if (failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(),
                                    getMemoryScope(), AccessKind::Store)) ||
      failed(verifyMask(*this, getMask(), getDestination().getType())))
    return failure();
  return verifyPointerValue(*this, getPointeeTile(getDestination().getType()),
                            getValue().getType(), "value");
}

LogicalResult AtomicRmwTkoOp::verify() {
  if (failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(),
                                    getMemoryScope(), AccessKind::Atomic)) ||
      failed(verifyMask(*this, getMask(), getPointers().getType())))
    return failure();
  TileType expected = getPointeeTile(getPointers().getType());
  if (failed(verifyPointerValue(*this, expected, getArg().getType(), "arg")) ||
      failed(
          verifyPointerValue(*this, expected, getResult().getType(), "result")))
    return failure();
  return verifyAtomicMode(*this, getMode(), expected.getElementType());
}

void AtomicRmwTkoOp::getAsmResultNames(
    function_ref<void(Value, StringRef)> setName) {
  setName(getResult(), "result");
  setName(getResultToken(), "result_token");
}

LogicalResult AtomicCasTkoOp::verify() {
  if (failed(verifyOrderingAndScope(*this, getMemoryOrderingSemantics(),
                                    getMemoryScope(), AccessKind::Atomic)) ||
      failed(verifyMask(*this, getMask(), getPointers().getType())))
    return failure();
  TileType expected = getPointeeTile(getPointers().getType());
  if (failed(verifyPointerValue(*this, expected, getCmp().getType(), "cmp")) ||
      failed(
          verifyPointerValue(*this, expected, getResult().getType(), "result")))
    return failure();
  Type element = expected.getElementType();
  if (!isInt32Or64(element) && !element.isF32() && !element.isF64())
    return emitOpError("compare-and-swap needs i32, i64, f32 or f64 "
                       "elements, got ")
           << element;
  return success();
}

void AtomicCasTkoOp::getAsmResultNames(
    function_ref<void(Value, StringRef)> setName) {
  setName(getResult(), "result");
  setName(getResultToken(), "result_token");
}

//===----------------------------------------------------------------------===//
// alloca
//===----------------------------------------------------------------------===//

/// The least alignment an alloca of `type` elements must declare: NVIDIA's
/// "natural size", whole bytes of the element's bit width (i1 counts as a
/// byte, tf32 as its 19 bits, so 2; sub-byte types ask for nothing). The
/// alignment is a lower bound, so the lowering may give more.
static int64_t getMinAllocaAlignment(Type type) {
  if (type.isInteger(1))
    return 1;
  if (type.isIntOrFloat())
    return type.getIntOrFloatBitWidth() / 8;
  return 0;
}

LogicalResult AllocaOp::verify() {
  // Read the attributes signed: their getters zero-extend. An empty
  // allocation is valid (NVIDIA's num_elem is confined to >= 0).
  int64_t numElem = getNumElemAttr().getValue().getSExtValue();
  if (numElem < 0)
    return emitOpError("num_elem must not be negative, got ") << numElem;
  auto pointer = dyn_cast<PointerType>(getResult().getType().getElementType());
  if (!pointer)
    return emitOpError("expected a pointer result");
  int64_t alignment = getAlignmentAttr().getValue().getSExtValue();
  int64_t bytes = getMinAllocaAlignment(pointer.getPointeeType());
  if (alignment <= 0 || !llvm::isPowerOf2_64(alignment) || alignment < bytes)
    return emitOpError("alignment must be a power of two of at least the "
                       "element size (")
           << bytes << " bytes), got " << alignment;
  return success();
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileMemoryOps.cpp.inc"
