//===- ReaderTypes.cpp - bytecode types and constants ---------------------===//
//
// Type table entries (reference Appendix C type tags), resolved lazily with
// a depth limit and cycle detection, and Constant section payloads read as
// dense elements of a tile type.
//
//===----------------------------------------------------------------------===//

#include "Reader.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

LogicalResult Reader::getType(Cursor &cur, Type &result, llvm::StringRef what) {
  size_t at = cur.offset();
  uint64_t index;
  if (failed(cur.readVarint(index, what)))
    return failure();
  return resolveType(index, at, 0, result);
}

LogicalResult Reader::resolveType(uint64_t index, size_t at, unsigned depth,
                                  Type &result) {
  if (index >= types.size())
    return emitError(at) << "type index " << index
                         << " is out of range (the Type section has "
                         << types.size() << " entries)",
           failure();
  if (typeState[index] == 2) {
    result = typeCache[index];
    return success();
  }
  if (typeState[index] == 1)
    return emitError(at) << "type " << index << " refers to itself", failure();
  if (depth >= kMaxTypeDepth)
    return emitError(at) << "types nested deeper than " << kMaxTypeDepth,
           failure();
  typeState[index] = 1;
  Cursor cur = file.window(types.begin(index), types.end(index));
  if (failed(parseType(cur, depth, result)))
    return failure();
  if (!cur.empty())
    return cur.emitError() << "type entry " << index << " has "
                           << cur.remaining() << " unexpected trailing bytes",
           failure();
  typeCache[index] = result;
  typeState[index] = 2;
  return success();
}

LogicalResult Reader::parseType(Cursor &cur, unsigned depth, Type &result) {
  size_t at = cur.offset();
  uint64_t tag;
  if (failed(cur.readVarint(tag, "type tag")))
    return failure();
  auto requires_ = [&](unsigned since, llvm::StringRef name) -> LogicalResult {
    if (minor >= since)
      return success();
    return emitError(at) << "type tag " << tag << " (" << name
                         << ") requires bytecode version 13." << since
                         << ", but the file is " << version.str(),
           failure();
  };
  auto sub = [&](Type &t, llvm::StringRef what) -> LogicalResult {
    size_t refAt = cur.offset();
    uint64_t idx;
    if (failed(cur.readVarint(idx, what)))
      return failure();
    return resolveType(idx, refAt, depth + 1, t);
  };
  auto checkErrFn = [&]() {
    return emitError(at) << "invalid type (tag " << tag << "): ";
  };
  llvm::function_ref<InFlightDiagnostic()> checkErr = checkErrFn;
  // 13.4 pointer attributes on ptr and tensor_view (Appendix D): a flags
  // varint first, then one byte at the end when bit 0 is set. The dialect has
  // nowhere to keep them, so only their absence is accepted.
  auto ptrFlags = [&]() -> LogicalResult {
    if (minor < 4)
      return success();
    size_t flagsAt = cur.offset();
    uint64_t flags;
    if (failed(cur.readVarint(flags, "pointer attribute flags")))
      return failure();
    if (flags != 0)
      return emitError(flagsAt) << "pointer attributes (13.4 flags " << flags
                                << ") are not supported",
             failure();
    return success();
  };
  auto readPadding = [&](bool present, PaddingValueAttr &pad) -> LogicalResult {
    if (!present)
      return success();
    Attribute a;
    if (failed(readEnum(cur, EnumKind::Padding, a)))
      return failure();
    pad = llvm::cast<PaddingValueAttr>(a);
    return success();
  };
  auto viewFlags = [&](uint64_t &flags) -> LogicalResult {
    size_t flagsAt = cur.offset();
    if (failed(cur.readVarint(flags, "view type flags")))
      return failure();
    if (flags & ~uint64_t(1))
      return emitError(flagsAt) << "unknown view type flags " << flags,
             failure();
    return success();
  };
  auto tensorView = [&](TensorViewType &tv) -> LogicalResult {
    size_t refAt = cur.offset();
    Type t;
    if (failed(sub(t, "tensor_view type index")))
      return failure();
    tv = llvm::dyn_cast<TensorViewType>(t);
    if (!tv)
      return emitError(refAt) << "expected a tensor_view type, got " << t,
             failure();
    return success();
  };

  switch (tag) {
  case 0:
    result = IntegerType::get(ctx, 1);
    return success();
  case 1:
    result = IntegerType::get(ctx, 8);
    return success();
  case 2:
    result = IntegerType::get(ctx, 16);
    return success();
  case 3:
    result = IntegerType::get(ctx, 32);
    return success();
  case 4:
    result = IntegerType::get(ctx, 64);
    return success();
  case 5:
    result = Float16Type::get(ctx);
    return success();
  case 6:
    result = BFloat16Type::get(ctx);
    return success();
  case 7:
    result = Float32Type::get(ctx);
    return success();
  case 8:
    result = FloatTF32Type::get(ctx);
    return success();
  case 9:
    result = Float64Type::get(ctx);
    return success();
  case 10:
    result = Float8E4M3FNType::get(ctx);
    return success();
  case 11:
    result = Float8E5M2Type::get(ctx);
    return success();
  case 12: {
    Type pointee;
    if (failed(ptrFlags()) || failed(sub(pointee, "pointee type index")))
      return failure();
    result = PointerType::getChecked(checkErr, ctx, pointee);
    return success(bool(result));
  }
  case 13: {
    Type elt;
    llvm::SmallVector<int64_t> shape;
    if (failed(sub(elt, "tile element type index")) ||
        failed(readIntArray<int64_t>(cur, shape, "tile rank")))
      return failure();
    result = TileType::getChecked(checkErr, ctx, llvm::ArrayRef<int64_t>(shape),
                                  elt);
    return success(bool(result));
  }
  case 14: {
    Type elt;
    llvm::SmallVector<int64_t> shape, strides;
    if (failed(ptrFlags()) || failed(sub(elt, "tensor_view element type")) ||
        failed(readIntArray<int64_t>(cur, shape, "tensor_view rank")) ||
        failed(readIntArray<int64_t>(cur, strides, "tensor_view stride count")))
      return failure();
    result = TensorViewType::getChecked(checkErr, ctx,
                                        llvm::ArrayRef<int64_t>(shape), elt,
                                        llvm::ArrayRef<int64_t>(strides));
    return success(bool(result));
  }
  case 15: {
    uint64_t flags = 0;
    llvm::SmallVector<int64_t> tileShape, dimMap;
    TensorViewType tv;
    PaddingValueAttr pad;
    if (minor >= 3) {
      if (failed(viewFlags(flags)))
        return failure();
    }
    if (failed(readIntArray<int32_t>(cur, tileShape, "tile_shape size")) ||
        failed(tensorView(tv)) ||
        failed(readIntArray<int32_t>(cur, dimMap, "dim_map size")))
      return failure();
    if (minor < 3) {
      size_t presentAt = cur.offset();
      uint64_t present;
      if (failed(cur.readVarint(present, "padding_value presence")))
        return failure();
      if (present > 1)
        return emitError(presentAt) << "padding_value presence must be 0 or "
                                       "1, got "
                                    << present,
               failure();
      flags = present;
    }
    if (failed(readPadding(flags & 1, pad)))
      return failure();
    result = PartitionViewType::getChecked(
        checkErr, ctx, llvm::ArrayRef<int64_t>(tileShape), tv,
        llvm::ArrayRef<int64_t>(dimMap), pad);
    return success(bool(result));
  }
  case 16: {
    uint64_t n;
    llvm::SmallVector<Type> inputs, results;
    if (failed(cur.readCount(n, "function input count")))
      return failure();
    for (uint64_t i = 0; i < n; ++i) {
      Type t;
      if (failed(sub(t, "function input type index")))
        return failure();
      inputs.push_back(t);
    }
    if (failed(cur.readCount(n, "function result count")))
      return failure();
    for (uint64_t i = 0; i < n; ++i) {
      Type t;
      if (failed(sub(t, "function result type index")))
        return failure();
      results.push_back(t);
    }
    result = FunctionType::get(ctx, inputs, results);
    return success();
  }
  case 17:
    result = TokenType::get(ctx);
    return success();
  case 18:
    if (failed(requires_(2, "f8E8M0FNU")))
      return failure();
    result = Float8E8M0FNUType::get(ctx);
    return success();
  case 19:
    if (failed(requires_(3, "f4E2M1FN")))
      return failure();
    result = Float4E2M1FNType::get(ctx);
    return success();
  case 20: {
    uint64_t flags, sparseDim;
    llvm::SmallVector<int64_t> tileShape;
    TensorViewType tv;
    PaddingValueAttr pad;
    if (failed(requires_(3, "gather_scatter_view")) ||
        failed(viewFlags(flags)) ||
        failed(readIntArray<int32_t>(cur, tileShape, "tile_shape size")) ||
        failed(tensorView(tv)) ||
        failed(cur.readVarint(sparseDim, "sparse_dim")) ||
        failed(readPadding(flags & 1, pad)))
      return failure();
    if (sparseDim > uint64_t(INT64_MAX))
      return emitError(at) << "sparse_dim " << sparseDim << " is too large",
             failure();
    result = GatherScatterViewType::getChecked(
        checkErr, ctx, llvm::ArrayRef<int64_t>(tileShape), tv,
        int64_t(sparseDim), pad);
    return success(bool(result));
  }
  case 21: {
    uint64_t flags;
    llvm::SmallVector<int64_t> tileShape, strides, dimMap;
    TensorViewType tv;
    PaddingValueAttr pad;
    if (failed(requires_(3, "strided_view")) || failed(viewFlags(flags)) ||
        failed(readIntArray<int32_t>(cur, tileShape, "tile_shape size")) ||
        failed(readIntArray<int32_t>(cur, strides, "traversal_strides size")) ||
        failed(tensorView(tv)) ||
        failed(readIntArray<int32_t>(cur, dimMap, "dim_map size")) ||
        failed(readPadding(flags & 1, pad)))
      return failure();
    result = StridedViewType::getChecked(checkErr, ctx,
                                         llvm::ArrayRef<int64_t>(tileShape),
                                         llvm::ArrayRef<int64_t>(strides), tv,
                                         llvm::ArrayRef<int64_t>(dimMap), pad);
    return success(bool(result));
  }
  case 22:
    if (failed(requires_(3, "i4")))
      return failure();
    result = IntegerType::get(ctx, 4);
    return success();
  case 130:
    if (failed(requires_(4, "f8E5M3FNU")))
      return failure();
    return emitError(at) << "type f8E5M3FNU (tag 130) is not supported: MLIR "
                            "has no such float type",
           failure();
  default:
    return emitError(at) << "unknown type tag " << tag, failure();
  }
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

FailureOr<RankedTensorType> Reader::denseTypeFor(Type type, size_t at) {
  auto tile = llvm::dyn_cast<TileType>(type);
  if (!tile || !llvm::isa<IntegerType, FloatType>(tile.getElementType())) {
    emitError(at) << "a dense constant needs a tile of integers or floats, "
                     "got "
                  << type;
    return failure();
  }
  return RankedTensorType::get(tile.getShape(), tile.getElementType());
}

LogicalResult Reader::getConstant(Cursor &cur, Type type,
                                  DenseElementsAttr &result) {
  size_t at = cur.offset();
  uint64_t index;
  if (failed(cur.readVarint(index, "constant index")))
    return failure();
  if (index >= constants.size())
    return emitError(at) << "constant index " << index
                         << " is out of range (the Constant section has "
                         << constants.size() << " entries)",
           failure();
  FailureOr<RankedTensorType> tensorType = denseTypeFor(type, at);
  if (failed(tensorType))
    return failure();
  Cursor entry = file.window(constants.begin(index), constants.end(index));
  uint64_t size;
  llvm::ArrayRef<uint8_t> bytes;
  if (failed(entry.readVarint(size, "constant byte count")) ||
      failed(entry.readBytes(size, bytes, "constant data")))
    return failure();
  llvm::ArrayRef<char> raw(reinterpret_cast<const char *>(bytes.data()),
                           bytes.size());
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(*tensorType, raw, splat))
    return emitError(at) << "constant " << index << " has " << bytes.size()
                         << " bytes, which is not a valid payload for " << type,
           failure();
  result = DenseElementsAttr::getFromRawBuffer(*tensorType, raw);
  return success();
}
