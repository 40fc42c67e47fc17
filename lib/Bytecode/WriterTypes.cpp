//===- WriterTypes.cpp - bytecode type and constant tables ----------------===//
//
// Types and constants are numbered in first-use order; a type's entry
// refers to its parts, which are interned first. Types the target version
// lacks are errors at the op that uses them.
//
//===----------------------------------------------------------------------===//

#include "Writer.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

FailureOr<unsigned> Writer::internType(Type type, Operation *user) {
  auto found = typeIds.find(type);
  if (found != typeIds.end())
    return found->second;
  Emitter e;
  auto needs = [&](unsigned since, llvm::StringRef what) -> LogicalResult {
    if (minor >= since)
      return success();
    return versionError(user)
               << what << " requires bytecode version 13." << since,
           failure();
  };
  auto sub = [&](Type t) -> LogicalResult {
    FailureOr<unsigned> id = internType(t, user);
    if (failed(id))
      return failure();
    e.varint(*id);
    return success();
  };
  auto i32Array = [&](llvm::ArrayRef<int64_t> values) {
    e.varint(values.size());
    for (int64_t v : values)
      e.le<int32_t>(static_cast<int32_t>(v));
  };
  auto dimMapOrIdentity = [&](llvm::ArrayRef<int64_t> dimMap, size_t rank) {
    if (!dimMap.empty())
      return i32Array(dimMap);
    e.varint(rank);
    for (size_t i = 0; i < rank; ++i)
      e.le<int32_t>(static_cast<int32_t>(i));
  };
  auto ptrFlags = [&]() {
    if (minor >= 4)
      e.varint(0);
  };

  if (auto it = llvm::dyn_cast<IntegerType>(type)) {
    switch (it.getWidth()) {
    case 1:
      e.varint(0);
      break;
    case 8:
      e.varint(1);
      break;
    case 16:
      e.varint(2);
      break;
    case 32:
      e.varint(3);
      break;
    case 64:
      e.varint(4);
      break;
    case 4:
      if (failed(needs(3, "type i4")))
        return failure();
      e.varint(22);
      break;
    default:
      return versionError(user) << "type " << type << " has no bytecode tag",
             failure();
    }
  } else if (llvm::isa<Float16Type>(type)) {
    e.varint(5);
  } else if (llvm::isa<BFloat16Type>(type)) {
    e.varint(6);
  } else if (llvm::isa<Float32Type>(type)) {
    e.varint(7);
  } else if (llvm::isa<FloatTF32Type>(type)) {
    e.varint(8);
  } else if (llvm::isa<Float64Type>(type)) {
    e.varint(9);
  } else if (llvm::isa<Float8E4M3FNType>(type)) {
    e.varint(10);
  } else if (llvm::isa<Float8E5M2Type>(type)) {
    e.varint(11);
  } else if (llvm::isa<Float8E8M0FNUType>(type)) {
    if (failed(needs(2, "type f8E8M0FNU")))
      return failure();
    e.varint(18);
  } else if (llvm::isa<Float4E2M1FNType>(type)) {
    if (failed(needs(3, "type f4E2M1FN")))
      return failure();
    e.varint(19);
  } else if (auto ptr = llvm::dyn_cast<PointerType>(type)) {
    FailureOr<unsigned> pointee = internType(ptr.getPointeeType(), user);
    if (failed(pointee))
      return failure();
    e.varint(12);
    ptrFlags();
    e.varint(*pointee);
  } else if (auto tile = llvm::dyn_cast<TileType>(type)) {
    FailureOr<unsigned> elt = internType(tile.getElementType(), user);
    if (failed(elt))
      return failure();
    e.varint(13);
    e.varint(*elt);
    e.varint(tile.getShape().size());
    for (int64_t d : tile.getShape())
      e.le<int64_t>(d);
  } else if (auto tv = llvm::dyn_cast<TensorViewType>(type)) {
    FailureOr<unsigned> elt = internType(tv.getElementType(), user);
    if (failed(elt))
      return failure();
    e.varint(14);
    ptrFlags();
    e.varint(*elt);
    e.varint(tv.getShape().size());
    for (int64_t d : tv.getShape())
      e.le<int64_t>(d);
    e.varint(tv.getStrides().size());
    for (int64_t d : tv.getStrides())
      e.le<int64_t>(d);
  } else if (auto pv = llvm::dyn_cast<PartitionViewType>(type)) {
    FailureOr<unsigned> tvId = internType(pv.getTensorView(), user);
    if (failed(tvId))
      return failure();
    bool hasPad = bool(pv.getPaddingValue());
    e.varint(15);
    if (minor >= 3)
      e.varint(hasPad ? 1 : 0);
    i32Array(pv.getTileShape());
    e.varint(*tvId);
    dimMapOrIdentity(pv.getDimMap(), pv.getTileShape().size());
    if (minor < 3)
      e.varint(hasPad ? 1 : 0);
    if (hasPad)
      e.varint(static_cast<uint64_t>(pv.getPaddingValue().getValue()));
  } else if (auto sv = llvm::dyn_cast<StridedViewType>(type)) {
    if (failed(needs(3, "type strided_view")))
      return failure();
    FailureOr<unsigned> tvId = internType(sv.getTensorView(), user);
    if (failed(tvId))
      return failure();
    bool hasPad = bool(sv.getPaddingValue());
    e.varint(21);
    e.varint(hasPad ? 1 : 0);
    i32Array(sv.getTileShape());
    i32Array(sv.getTraversalStrides());
    e.varint(*tvId);
    dimMapOrIdentity(sv.getDimMap(), sv.getTileShape().size());
    if (hasPad)
      e.varint(static_cast<uint64_t>(sv.getPaddingValue().getValue()));
  } else if (auto gv = llvm::dyn_cast<GatherScatterViewType>(type)) {
    if (failed(needs(3, "type gather_scatter_view")))
      return failure();
    FailureOr<unsigned> tvId = internType(gv.getTensorView(), user);
    if (failed(tvId))
      return failure();
    bool hasPad = bool(gv.getPaddingValue());
    e.varint(20);
    e.varint(hasPad ? 1 : 0);
    i32Array(gv.getTileShape());
    e.varint(*tvId);
    e.varint(static_cast<uint64_t>(gv.getSparseDim()));
    if (hasPad)
      e.varint(static_cast<uint64_t>(gv.getPaddingValue().getValue()));
  } else if (auto fn = llvm::dyn_cast<FunctionType>(type)) {
    llvm::SmallVector<unsigned> ins, outs;
    for (Type t : fn.getInputs()) {
      FailureOr<unsigned> id = internType(t, user);
      if (failed(id))
        return failure();
      ins.push_back(*id);
    }
    for (Type t : fn.getResults()) {
      FailureOr<unsigned> id = internType(t, user);
      if (failed(id))
        return failure();
      outs.push_back(*id);
    }
    e.varint(16);
    e.varint(ins.size());
    for (unsigned id : ins)
      e.varint(id);
    e.varint(outs.size());
    for (unsigned id : outs)
      e.varint(id);
  } else if (llvm::isa<TokenType>(type)) {
    e.varint(17);
  } else {
    return versionError(user) << "type " << type << " has no bytecode tag",
           failure();
  }
  unsigned id = typeEntries.size();
  typeEntries.push_back(std::move(e));
  typeIds[type] = id;
  return id;
}

FailureOr<unsigned> Writer::internConstant(Attribute value, Operation *user,
                                           Type &tileType) {
  auto dense = llvm::dyn_cast_or_null<DenseElementsAttr>(value);
  if (!dense)
    return versionError(user) << "only dense elements attributes can be "
                                 "written as constants",
           failure();
  auto shaped = llvm::cast<ShapedType>(dense.getType());
  auto emitErrFn = [&]() {
    return versionError(user) << "its value has no tile type: ";
  };
  llvm::function_ref<InFlightDiagnostic()> emitErr = emitErrFn;
  tileType = TileType::getChecked(emitErr, ctx, shaped.getShape(),
                                  shaped.getElementType());
  if (!tileType)
    return failure();
  auto found = constantIds.find(dense);
  if (found != constantIds.end())
    return found->second;
  llvm::ArrayRef<char> raw = dense.getRawData();
  Emitter e;
  e.varint(raw.size());
  e.raw(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(raw.data()),
                                raw.size()));
  unsigned id = constantEntries.size();
  constantEntries.push_back(std::move(e));
  constantIds[dense] = id;
  return id;
}
