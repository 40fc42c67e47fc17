//===- TileTypes.cpp - type verification and registration -----------------===//

#include "TileIR/Dialect/Tile/IR/TileTypes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tile;

#include "TileIR/Dialect/Tile/IR/TileTypeInterfaces.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "TileIR/Dialect/Tile/IR/TileTypes.cpp.inc"

void TileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "TileIR/Dialect/Tile/IR/TileTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Element-type groups
//===----------------------------------------------------------------------===//

bool mlir::tile::isIntElement(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  if (!intType || !intType.isSignless())
    return false;
  switch (intType.getWidth()) {
  case 1:
  case 8:
  case 16:
  case 32:
  case 64:
    return true;
  default:
    return false;
  }
}

bool mlir::tile::isIntOrI4Element(Type type) {
  return isIntElement(type) || type.isSignlessInteger(4);
}

bool mlir::tile::isBaseFloatElement(Type type) {
  return isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(type);
}

bool mlir::tile::isFloatElement(Type type) {
  return isBaseFloatElement(type) ||
         isa<FloatTF32Type, Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType,
             Float4E2M1FNType>(type);
}

bool mlir::tile::isNumberElement(Type type) {
  return isIntOrI4Element(type) || isFloatElement(type);
}

bool mlir::tile::isPointerElement(Type type) { return isa<PointerType>(type); }
bool mlir::tile::isI1Element(Type type) { return type.isSignlessInteger(1); }
bool mlir::tile::isI32Element(Type type) { return type.isSignlessInteger(32); }

TensorViewType TileViewTypeInterface::getTensorViewType() {
  return cast<TensorViewType>(getTensorView());
}

TileType mlir::tile::getLoadedTileType(TileViewTypeInterface view) {
  return TileType::get(view.getTileShape(),
                       view.getTensorViewType().getElementType());
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

LogicalResult PointerType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  Type pointeeType) {
  if (!isNumberElement(pointeeType))
    return emitError() << "pointer element must be an integer or float type, "
                          "got "
                       << pointeeType;
  return success();
}

/// Checks tile dimensions: positive powers of two whose product stays within
/// the IR's element limit. `what` names the shape in messages.
static LogicalResult
verifyTileShape(function_ref<InFlightDiagnostic()> emitError,
                ArrayRef<int64_t> shape, StringRef what) {
  int64_t elements = 1;
  for (int64_t dim : shape) {
    if (dim <= 0 || !llvm::isPowerOf2_64(dim))
      return emitError() << what << " dimensions must be positive powers of "
                         << "two, got " << dim;
    if (dim > kMaxTileElements || elements * dim > kMaxTileElements)
      return emitError() << what << " holds more than " << kMaxTileElements
                         << " elements";
    elements *= dim;
  }
  return success();
}

LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, Type elementType) {
  if (!isNumberElement(elementType) && !isPointerElement(elementType))
    return emitError() << "tile element must be a number or pointer type, got "
                       << elementType;
  if (failed(verifyTileShape(emitError, shape, "tile")))
    return failure();
  if (isa<Float4E2M1FNType>(elementType) &&
      llvm::none_of(shape, [](int64_t dim) { return dim % 2 == 0; }))
    return emitError() << "a tile of f4E2M1FN needs an even dimension "
                          "(two elements share a byte)";
  return success();
}

TileType TileType::cloneWith(std::optional<ArrayRef<int64_t>> shape,
                             Type elementType) const {
  return TileType::get(shape ? *shape : getShape(), elementType);
}

LogicalResult
TensorViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                       ArrayRef<int64_t> shape, Type elementType,
                       ArrayRef<int64_t> strides) {
  if (!isNumberElement(elementType))
    return emitError() << "tensor_view element must be a number type, got "
                       << elementType;
  if (shape.size() != strides.size())
    return emitError() << "tensor_view has " << shape.size()
                       << " dimensions but " << strides.size() << " strides";
  for (int64_t dim : shape)
    if (dim <= 0 && !ShapedType::isDynamic(dim))
      return emitError() << "tensor_view dimensions must be positive or '?', "
                            "got "
                         << dim;
  for (int64_t stride : strides)
    if (stride <= 0 && !ShapedType::isDynamic(stride))
      return emitError() << "tensor_view strides must be positive or '?', got "
                         << stride;
  if (elementType.getIntOrFloatBitWidth() == 4 && !shape.empty()) {
    bool hasEvenUnitStrideDim = false;
    for (auto [dim, stride] : llvm::zip(shape, strides))
      if (stride == 1 && (ShapedType::isDynamic(dim) || dim % 2 == 0))
        hasEvenUnitStrideDim = true;
    if (!hasEvenUnitStrideDim)
      return emitError() << "a tensor_view of 4-bit elements needs a "
                            "unit-stride dimension of even extent";
  }
  return success();
}

int64_t TensorViewType::getNumDynamicShape() const {
  return llvm::count_if(getShape(), ShapedType::isDynamic);
}

int64_t TensorViewType::getNumDynamicStrides() const {
  return llvm::count_if(getStrides(), ShapedType::isDynamic);
}

/// Rules every view shares: a tile shape of the tensor's rank, a dim_map that
/// permutes the dimensions, and padding that fits the element type.
static LogicalResult
verifyViewCommon(function_ref<InFlightDiagnostic()> emitError,
                 StringRef viewName, ArrayRef<int64_t> tileShape,
                 TensorViewType tensorView, ArrayRef<int64_t> dimMap,
                 PaddingValueAttr paddingValue) {
  int64_t rank = tensorView.getRank();
  if (tileShape.empty())
    return emitError() << viewName << " needs a tile of rank 1 or more";
  if (static_cast<int64_t>(tileShape.size()) != rank)
    return emitError() << viewName << " tile rank " << tileShape.size()
                       << " differs from the tensor_view rank " << rank;
  if (failed(verifyTileShape(emitError, tileShape, viewName.str() + " tile")))
    return failure();
  if (static_cast<int64_t>(dimMap.size()) != rank)
    return emitError() << viewName << " dim_map has " << dimMap.size()
                       << " entries, expected " << rank;
  SmallVector<bool> seen(rank, false);
  for (int64_t dim : dimMap) {
    if (dim < 0 || dim >= rank || seen[dim])
      return emitError() << viewName << " dim_map must be a permutation of 0.."
                         << rank - 1;
    seen[dim] = true;
  }
  if (paddingValue && paddingValue.getValue() != PaddingValue::Zero &&
      !isFloatElement(tensorView.getElementType()))
    return emitError() << "padding_value "
                       << stringifyPaddingValue(paddingValue.getValue())
                       << " needs a float element type";
  return success();
}

LogicalResult
PartitionViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                          ArrayRef<int64_t> tileShape,
                          TensorViewType tensorView, ArrayRef<int64_t> dimMap,
                          PaddingValueAttr paddingValue) {
  return verifyViewCommon(emitError, "partition_view", tileShape, tensorView,
                          dimMap, paddingValue);
}

LogicalResult StridedViewType::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> tileShape,
    ArrayRef<int64_t> traversalStrides, TensorViewType tensorView,
    ArrayRef<int64_t> dimMap, PaddingValueAttr paddingValue) {
  if (failed(verifyViewCommon(emitError, "strided_view", tileShape, tensorView,
                              dimMap, paddingValue)))
    return failure();
  if (traversalStrides.size() != tileShape.size())
    return emitError() << "strided_view has " << traversalStrides.size()
                       << " traversal strides, expected " << tileShape.size();
  for (int64_t stride : traversalStrides)
    if (stride <= 0)
      return emitError() << "strided_view traversal strides must be positive, "
                            "got "
                         << stride;
  return success();
}

LogicalResult
GatherScatterViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                              ArrayRef<int64_t> tileShape,
                              TensorViewType tensorView, int64_t sparseDim,
                              PaddingValueAttr paddingValue) {
  SmallVector<int64_t> identity =
      llvm::to_vector(llvm::seq<int64_t>(0, tileShape.size()));
  if (failed(verifyViewCommon(emitError, "gather_scatter_view", tileShape,
                              tensorView, identity, paddingValue)))
    return failure();
  if (sparseDim < 0 || sparseDim >= static_cast<int64_t>(tileShape.size()))
    return emitError() << "gather_scatter_view sparse_dim " << sparseDim
                       << " is out of range for rank " << tileShape.size();
  return success();
}
