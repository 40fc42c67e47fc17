//===- TileShapeOps.cpp - reshape, broadcast, permute, extract, insert, cat,
//offset, iota ---===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Constants fold into dense attributes of this storage type (the same one
/// the `constant` parser builds).
static RankedTensorType getStorageType(TileType type) {
  return RankedTensorType::get(type.getShape(), type.getElementType());
}

/// A dense constant of `type`'s shape, or null when the folder cannot
/// produce one (pointer tiles have no constants).
static DenseElementsAttr getConstantOperand(Attribute attr) {
  return dyn_cast_if_present<DenseElementsAttr>(attr);
}

/// `value` splatted over `type`, or null if `type` cannot hold a constant.
static Attribute splatTo(DenseElementsAttr value, TileType type) {
  if (!value || !value.isSplat() || !isNumberElement(type.getElementType()))
    return {};
  return DenseElementsAttr::get(getStorageType(type),
                                value.getSplatValue<Attribute>());
}

static SmallVector<int64_t> getRowMajorStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

/// Reads a constant rank-0 index operand as an unsigned slice number.
static std::optional<uint64_t> getConstantIndex(Attribute attr) {
  auto dense = dyn_cast_if_present<DenseIntElementsAttr>(attr);
  if (!dense || !dense.isSplat())
    return std::nullopt;
  return dense.getSplatValue<APInt>().getZExtValue();
}

/// Element offsets of the slice `indices` of `sliceShape` inside a tile of
/// `fullShape`, or nullopt if some index is unknown or the slice does not
/// exist (UB: leave it to run time). A dimension taken whole has only
/// slice 0, so its index need not be a constant.
static std::optional<SmallVector<int64_t>>
getConstantSliceOffsets(ArrayRef<Attribute> indices,
                        ArrayRef<int64_t> sliceShape,
                        ArrayRef<int64_t> fullShape) {
  SmallVector<int64_t> offsets;
  for (auto [attr, slice, full] : llvm::zip(indices, sliceShape, fullShape)) {
    if (slice <= 0)
      return std::nullopt;
    if (slice == full) {
      offsets.push_back(0);
      continue;
    }
    std::optional<uint64_t> index = getConstantIndex(attr);
    if (!index || *index >= static_cast<uint64_t>(full / slice))
      return std::nullopt;
    offsets.push_back(static_cast<int64_t>(*index) * slice);
  }
  return offsets;
}

/// Shared shape rules of extract and insert: `slice` is a block of `full`.
static LogicalResult verifySlice(Operation *op, TileType slice, TileType full,
                                 size_t numIndices, StringRef sliceName,
                                 StringRef fullName) {
  if (slice.getElementType() != full.getElementType())
    return op->emitOpError() << "expected " << sliceName << " and " << fullName
                             << " to have the same element type, "
                             << "got " << slice.getElementType() << " and "
                             << full.getElementType();
  if (slice.getRank() != full.getRank())
    return op->emitOpError()
           << "expected " << sliceName << " rank (" << slice.getRank()
           << ") to equal " << fullName << " rank (" << full.getRank() << ")";
  if (numIndices != static_cast<size_t>(full.getRank()))
    return op->emitOpError() << "expected one index per dimension ("
                             << full.getRank() << "), got " << numIndices;
  for (auto [d, sizes] :
       llvm::enumerate(llvm::zip(slice.getShape(), full.getShape()))) {
    auto [s, f] = sizes;
    if (s <= 0 || f % s != 0)
      return op->emitOpError() << "expected " << sliceName << " dimension " << d
                               << " (" << s << ") to divide " << fullName
                               << " dimension " << d << " (" << f << ")";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ReshapeOp
//===----------------------------------------------------------------------===//

LogicalResult ReshapeOp::verify() {
  TileType source = getSource().getType();
  TileType result = getResult().getType();
  if (source.getElementType() != result.getElementType())
    return emitOpError() << "expected source and result element types to "
                            "match, got "
                         << source.getElementType() << " and "
                         << result.getElementType();
  if (source.getNumElements() != result.getNumElements())
    return emitOpError() << "expected the same number of elements, got "
                         << source.getNumElements() << " and "
                         << result.getNumElements();
  return success();
}

OpFoldResult ReshapeOp::fold(FoldAdaptor adaptor) {
  TileType resultType = getResult().getType();
  if (getSource().getType() == resultType)
    return getSource();
  // reshape(reshape(x)) only depends on x.
  if (auto inner = getSource().getDefiningOp<ReshapeOp>()) {
    if (inner.getSource().getType() == resultType)
      return inner.getSource();
    getSourceMutable().assign(inner.getSource());
    return getResult();
  }
  if (auto value = getConstantOperand(adaptor.getSource());
      value && isNumberElement(resultType.getElementType()))
    return value.reshape(getStorageType(resultType));
  return {};
}

//===----------------------------------------------------------------------===//
// BroadcastOp
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::verify() {
  TileType source = getSource().getType();
  TileType result = getResult().getType();
  if (source.getElementType() != result.getElementType())
    return emitOpError() << "expected source and result element types to "
                            "match, got "
                         << source.getElementType() << " and "
                         << result.getElementType();
  if (source.getRank() != result.getRank())
    return emitOpError() << "expected source rank (" << source.getRank()
                         << ") to equal result rank (" << result.getRank()
                         << "); use reshape to change the rank";
  for (auto [d, sizes] :
       llvm::enumerate(llvm::zip(source.getShape(), result.getShape()))) {
    auto [s, r] = sizes;
    if (s != r && s != 1)
      return emitOpError() << "expected source dimension " << d << " (" << s
                           << ") to be 1 or equal to result dimension " << d
                           << " (" << r << ")";
  }
  return success();
}

OpFoldResult BroadcastOp::fold(FoldAdaptor adaptor) {
  TileType resultType = getResult().getType();
  if (getSource().getType() == resultType)
    return getSource();
  if (Attribute splat =
          splatTo(getConstantOperand(adaptor.getSource()), resultType))
    return splat;
  // A dimension of 1 or the final size at every step: one broadcast does it.
  if (auto inner = getSource().getDefiningOp<BroadcastOp>()) {
    getSourceMutable().assign(inner.getSource());
    return getResult();
  }
  return {};
}

//===----------------------------------------------------------------------===//
// PermuteOp
//===----------------------------------------------------------------------===//

LogicalResult PermuteOp::verify() {
  TileType source = getSource().getType();
  TileType result = getResult().getType();
  ArrayRef<int32_t> perm = getPermutation();
  if (source.getElementType() != result.getElementType())
    return emitOpError() << "expected source and result element types to "
                            "match, got "
                         << source.getElementType() << " and "
                         << result.getElementType();
  if (source.getRank() < 2)
    return emitOpError() << "expected a source of rank at least 2, got rank "
                         << source.getRank();
  if (result.getRank() != source.getRank())
    return emitOpError() << "expected result rank (" << result.getRank()
                         << ") to equal source rank (" << source.getRank()
                         << ")";
  if (perm.size() != static_cast<size_t>(source.getRank()))
    return emitOpError() << "expected a permutation of " << source.getRank()
                         << " dimensions, got " << perm.size() << " entries";
  SmallVector<bool> seen(perm.size(), false);
  for (int32_t p : perm) {
    if (p < 0 || p >= static_cast<int64_t>(perm.size()) || seen[p])
      return emitOpError() << "expected permutation to hold each of 0.."
                           << perm.size() - 1 << " exactly once";
    seen[p] = true;
  }
  for (auto [i, p] : llvm::enumerate(perm))
    if (result.getDimSize(i) != source.getDimSize(p))
      return emitOpError() << "expected result dimension " << i << " ("
                           << result.getDimSize(i) << ") to equal source "
                           << "dimension " << p << " (" << source.getDimSize(p)
                           << ")";
  return success();
}

OpFoldResult PermuteOp::fold(FoldAdaptor adaptor) {
  ArrayRef<int32_t> perm = getPermutation();
  TileType resultType = getResult().getType();
  if (llvm::all_of(llvm::enumerate(perm), [](auto it) {
        return static_cast<int64_t>(it.index()) == it.value();
      }))
    return getSource();

  DenseElementsAttr value = getConstantOperand(adaptor.getSource());
  if (value && isNumberElement(resultType.getElementType())) {
    if (value.isSplat())
      return splatTo(value, resultType);
    // result[j] = source[k] with k[perm[i]] = j[i].
    ArrayRef<int64_t> resultShape = resultType.getShape();
    SmallVector<int64_t> sourceStrides =
        getRowMajorStrides(getSource().getType().getShape());
    auto sourceValues = value.getValues<Attribute>();
    SmallVector<Attribute> values;
    values.reserve(value.getNumElements());
    SmallVector<int64_t> index(resultShape.size(), 0);
    for (int64_t n = 0, e = value.getNumElements(); n < e; ++n) {
      int64_t sourceOffset = 0;
      for (auto [i, p] : llvm::enumerate(perm))
        sourceOffset += index[i] * sourceStrides[p];
      values.push_back(sourceValues[sourceOffset]);
      for (int64_t d = static_cast<int64_t>(index.size()) - 1; d >= 0; --d) {
        if (++index[d] < resultShape[d])
          break;
        index[d] = 0;
      }
    }
    return DenseElementsAttr::get(getStorageType(resultType), values);
  }

  // permute(permute(x, p1), p2) = permute(x, c) with c[i] = p1[p2[i]].
  if (auto inner = getSource().getDefiningOp<PermuteOp>()) {
    ArrayRef<int32_t> innerPerm = inner.getPermutation();
    SmallVector<int32_t> composed;
    for (int32_t p : perm)
      composed.push_back(innerPerm[p]);
    if (inner.getSource().getType() == resultType &&
        llvm::all_of(llvm::enumerate(composed), [](auto it) {
          return static_cast<int64_t>(it.index()) == it.value();
        }))
      return inner.getSource();
    getSourceMutable().assign(inner.getSource());
    setPermutation(composed);
    return getResult();
  }
  return {};
}

//===----------------------------------------------------------------------===//
// ExtractOp
//===----------------------------------------------------------------------===//

LogicalResult ExtractOp::verify() {
  return verifySlice(*this, getResult().getType(), getSource().getType(),
                     getIndices().size(), "result", "source");
}

OpFoldResult ExtractOp::fold(FoldAdaptor adaptor) {
  TileType sourceType = getSource().getType();
  TileType resultType = getResult().getType();
  // The only slice of a whole-size extract is slice 0.
  if (sourceType == resultType)
    return getSource();
  DenseElementsAttr value = getConstantOperand(adaptor.getSource());
  if (!value || !isNumberElement(resultType.getElementType()))
    return {};
  if (value.isSplat())
    return splatTo(value, resultType);

  std::optional<SmallVector<int64_t>> offsets = getConstantSliceOffsets(
      adaptor.getIndices(), resultType.getShape(), sourceType.getShape());
  if (!offsets)
    return {};
  ArrayRef<int64_t> resultShape = resultType.getShape();
  SmallVector<int64_t> sourceStrides =
      getRowMajorStrides(sourceType.getShape());
  auto sourceValues = value.getValues<Attribute>();
  SmallVector<Attribute> values;
  values.reserve(resultType.getNumElements());
  SmallVector<int64_t> index(resultShape.size(), 0);
  for (int64_t n = 0, e = resultType.getNumElements(); n < e; ++n) {
    int64_t sourceOffset = 0;
    for (size_t d = 0; d < index.size(); ++d)
      sourceOffset += ((*offsets)[d] + index[d]) * sourceStrides[d];
    values.push_back(sourceValues[sourceOffset]);
    for (int64_t d = static_cast<int64_t>(index.size()) - 1; d >= 0; --d) {
      if (++index[d] < resultShape[d])
        break;
      index[d] = 0;
    }
  }
  return DenseElementsAttr::get(getStorageType(resultType), values);
}

//===----------------------------------------------------------------------===//
// InsertOp
//===----------------------------------------------------------------------===//

LogicalResult InsertOp::verify() {
  return verifySlice(*this, getSource().getType(), getDestination().getType(),
                     getIndices().size(), "source", "destination");
}

OpFoldResult InsertOp::fold(FoldAdaptor adaptor) {
  // A whole-size insert replaces everything (slice 0 is the only slice).
  if (getSource().getType() == getDestination().getType())
    return getSource();
  // Inserting a splat into the same splat changes nothing.
  auto source = getConstantOperand(adaptor.getSource());
  auto destination = getConstantOperand(adaptor.getDestination());
  if (source && destination && source.isSplat() && destination.isSplat() &&
      source.getSplatValue<Attribute>() ==
          destination.getSplatValue<Attribute>())
    return getDestination();
  return {};
}

//===----------------------------------------------------------------------===//
// CatOp
//===----------------------------------------------------------------------===//

LogicalResult CatOp::verify() {
  TileType lhs = getLhs().getType();
  TileType rhs = getRhs().getType();
  TileType result = getResult().getType();
  if (lhs.getElementType() != rhs.getElementType() ||
      lhs.getElementType() != result.getElementType())
    return emitOpError() << "expected lhs, rhs and result to have the same "
                            "element type";
  if (lhs.getRank() != rhs.getRank() || lhs.getRank() != result.getRank())
    return emitOpError() << "expected lhs, rhs and result to have the same "
                            "rank, got "
                         << lhs.getRank() << ", " << rhs.getRank() << " and "
                         << result.getRank();
  int64_t dim = getDim();
  if (dim < 0 || dim >= lhs.getRank())
    return emitOpError() << "expected dim (" << dim << ") to be in [0, "
                         << lhs.getRank() << ")";
  for (int64_t d = 0; d < lhs.getRank(); ++d) {
    int64_t l = lhs.getDimSize(d), r = rhs.getDimSize(d),
            res = result.getDimSize(d);
    if (d == dim) {
      if (res != l + r)
        return emitOpError() << "expected result dimension " << d << " (" << res
                             << ") to be the sum of the operand "
                             << "dimensions (" << l << " + " << r << ")";
      continue;
    }
    if (l != r || l != res)
      return emitOpError() << "expected dimension " << d
                           << " to be equal in lhs, rhs and result, got " << l
                           << ", " << r << " and " << res;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// OffsetOp
//===----------------------------------------------------------------------===//

LogicalResult OffsetOp::verify() {
  if (getPtr().getType().getShape() != getOffset().getType().getShape())
    return emitOpError() << "expected pointer and offset tiles of the same "
                            "shape, got "
                         << getPtr().getType() << " and "
                         << getOffset().getType();
  return success();
}

OpFoldResult OffsetOp::fold(FoldAdaptor adaptor) {
  auto offset = dyn_cast_if_present<DenseIntElementsAttr>(adaptor.getOffset());
  if (offset && offset.isSplat() && offset.getSplatValue<APInt>().isZero())
    return getPtr();
  return {};
}

//===----------------------------------------------------------------------===//
// IotaOp
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  TileType type = getResult().getType();
  if (type.getRank() != 1)
    return emitOpError() << "expected a 1-D result, got rank "
                         << type.getRank();
  unsigned width = type.getElementType().getIntOrFloatBitWidth();
  int64_t n = type.getDimSize(0);
  // Values 0..n-1 are read unsigned, so n may reach 2^width.
  if (width < 63 && n > (int64_t(1) << width))
    return emitOpError() << "expected at most " << (int64_t(1) << width)
                         << " elements for element type "
                         << type.getElementType() << ", got " << n;
  return success();
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileShapeOps.cpp.inc"
