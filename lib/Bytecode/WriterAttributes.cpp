//===- WriterAttributes.cpp - bytecode enums and tagged attributes --------===//
//
// Enum attributes to their encoded values, optimization hints, and the
// tagged attributes (reference §4.11), nested with a depth limit.
//
//===----------------------------------------------------------------------===//

#include "Writer.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

FailureOr<uint64_t> Writer::enumValue(Attribute attr, EnumKind kind) {
  switch (kind) {
  case EnumKind::Signedness:
    if (auto a = llvm::dyn_cast<SignednessAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::Overflow:
    if (auto a = llvm::dyn_cast<IntegerOverflowAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::Rounding:
    if (auto a = llvm::dyn_cast<RoundingModeAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::CmpOrdering:
    if (auto a = llvm::dyn_cast<ComparisonOrderingAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::CmpPredicate:
    if (auto a = llvm::dyn_cast<ComparisonPredicateAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::AtomicMode:
    if (auto a = llvm::dyn_cast<AtomicRMWModeAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::MemScope:
    if (auto a = llvm::dyn_cast<MemoryScopeAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::MemOrdering:
    if (auto a = llvm::dyn_cast<MemoryOrderingAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::Padding:
    if (auto a = llvm::dyn_cast<PaddingValueAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::Visibility:
    if (auto a = llvm::dyn_cast<SymbolVisibilityAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  }
  return failure();
}

LogicalResult Writer::writeHintsBody(Emitter &e, OptimizationHintsAttr hints,
                                     Operation *user, unsigned depth) {
  DictionaryAttr archs = hints.getArchHints();
  e.varint(archs ? archs.size() : 0);
  if (!archs)
    return success();
  for (NamedAttribute arch : archs) {
    e.varint(internString(arch.getName().getValue()));
    if (failed(writeTagged(e, arch.getValue(), user, depth + 1)))
      return failure();
  }
  return success();
}

LogicalResult Writer::writeTagged(Emitter &e, Attribute attr, Operation *user,
                                  unsigned depth) {
  if (depth > 32)
    return versionError(user) << "attributes nested too deeply", failure();
  if (auto i = llvm::dyn_cast<IntegerAttr>(attr)) {
    auto type = llvm::dyn_cast<IntegerType>(i.getType());
    if (!type || type.getWidth() > 64)
      return versionError(user) << "integer attribute of type " << i.getType()
                                << " has no bytecode encoding",
             failure();
    FailureOr<unsigned> t = internType(type, user);
    if (failed(t))
      return failure();
    e.varint(1);
    e.varint(*t);
    if (type.getWidth() == 1)
      e.byte(i.getValue().isZero() ? 0 : 1);
    else
      e.varint(i.getValue().getZExtValue());
    return success();
  }
  if (auto f = llvm::dyn_cast<FloatAttr>(attr)) {
    auto type = llvm::cast<FloatType>(f.getType());
    if (type.getWidth() > 64)
      return versionError(user) << "float attribute of type " << type
                                << " has no bytecode encoding",
             failure();
    FailureOr<unsigned> t = internType(type, user);
    if (failed(t))
      return failure();
    e.varint(2);
    e.varint(*t);
    uint64_t bits = f.getValue().bitcastToAPInt().getZExtValue();
    if (type.getWidth() <= 8)
      e.byte(static_cast<uint8_t>(bits));
    else
      e.svarint(static_cast<int64_t>(bits));
    return success();
  }
  if (auto t = llvm::dyn_cast<TypeAttr>(attr)) {
    FailureOr<unsigned> id = internType(t.getValue(), user);
    if (failed(id))
      return failure();
    e.varint(4);
    e.varint(*id);
    return success();
  }
  if (auto s = llvm::dyn_cast<StringAttr>(attr)) {
    e.varint(5);
    e.varint(internString(s.getValue()));
    return success();
  }
  if (auto a = llvm::dyn_cast<ArrayAttr>(attr)) {
    e.varint(6);
    e.varint(a.size());
    for (Attribute elt : a)
      if (failed(writeTagged(e, elt, user, depth + 1)))
        return failure();
    return success();
  }
  if (auto d = llvm::dyn_cast<DenseElementsAttr>(attr)) {
    Type tileType;
    FailureOr<unsigned> c = internConstant(d, user, tileType);
    if (failed(c))
      return failure();
    FailureOr<unsigned> t = internType(tileType, user);
    if (failed(t))
      return failure();
    e.varint(7);
    e.varint(*t);
    e.varint(*c);
    return success();
  }
  if (auto d = llvm::dyn_cast<DivByAttr>(attr)) {
    e.varint(8);
    e.varint(d.getDivisor());
    e.byte((d.getEvery() ? 1 : 0) | (d.getAlong() ? 2 : 0));
    if (d.getEvery())
      e.svarint(*d.getEvery());
    if (d.getAlong())
      e.svarint(*d.getAlong());
    return success();
  }
  if (auto s = llvm::dyn_cast<SameElementsAttr>(attr)) {
    e.varint(9);
    e.varint(s.getValues().size());
    for (int64_t v : s.getValues())
      e.le<int64_t>(v);
    return success();
  }
  if (auto d = llvm::dyn_cast<DictionaryAttr>(attr)) {
    e.varint(10);
    e.varint(d.size());
    for (NamedAttribute entry : d) {
      e.varint(internString(entry.getName().getValue()));
      if (failed(writeTagged(e, entry.getValue(), user, depth + 1)))
        return failure();
    }
    return success();
  }
  if (auto h = llvm::dyn_cast<OptimizationHintsAttr>(attr)) {
    e.varint(11);
    return writeHintsBody(e, h, user, depth);
  }
  if (auto b = llvm::dyn_cast<BoundedAttr>(attr)) {
    e.varint(12);
    e.byte((b.getLb() ? 1 : 0) | (b.getUb() ? 2 : 0));
    if (b.getLb())
      e.svarint(*b.getLb());
    if (b.getUb())
      e.svarint(*b.getUb());
    return success();
  }
  return versionError(user)
             << "attribute " << attr << " has no bytecode encoding",
         failure();
}
