//===- ReaderAttributes.cpp - bytecode enums and tagged attributes --------===//
//
// Enum values checked against the file's version, float payloads (including
// cuTile's 65-bit varint), optimization hints, and the tagged attributes
// (reference §4.11), nested with a depth limit.
//
//===----------------------------------------------------------------------===//

#include "Reader.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

Attribute Reader::makeEnum(EnumKind kind, uint64_t v) {
  switch (kind) {
  case EnumKind::Signedness:
    return SignednessAttr::get(ctx, static_cast<Signedness>(v));
  case EnumKind::Overflow:
    return IntegerOverflowAttr::get(ctx, static_cast<IntegerOverflow>(v));
  case EnumKind::Rounding:
    return RoundingModeAttr::get(ctx, static_cast<RoundingMode>(v));
  case EnumKind::CmpOrdering:
    return ComparisonOrderingAttr::get(ctx, static_cast<ComparisonOrdering>(v));
  case EnumKind::CmpPredicate:
    return ComparisonPredicateAttr::get(ctx,
                                        static_cast<ComparisonPredicate>(v));
  case EnumKind::AtomicMode:
    return AtomicRMWModeAttr::get(ctx, static_cast<AtomicRMWMode>(v));
  case EnumKind::MemScope:
    return MemoryScopeAttr::get(ctx, static_cast<MemoryScope>(v));
  case EnumKind::MemOrdering:
    return MemoryOrderingAttr::get(ctx, static_cast<MemoryOrdering>(v));
  case EnumKind::Padding:
    return PaddingValueAttr::get(ctx, static_cast<PaddingValue>(v));
  case EnumKind::Visibility:
    return SymbolVisibilityAttr::get(ctx, static_cast<SymbolVisibility>(v));
  }
  return {};
}

LogicalResult Reader::readEnum(Cursor &cur, EnumKind kind, Attribute &result) {
  size_t at = cur.offset();
  uint64_t v;
  if (failed(cur.readVarint(v, enumKindName(kind))))
    return failure();
  if (v > maxEnumValue(kind, minor)) {
    if (v <= maxEnumValue(kind, kNewestMinor))
      return emitError(at) << enumKindName(kind) << " value " << v
                           << " requires a newer bytecode version than "
                           << version.str(),
             failure();
    return emitError(at) << "invalid " << enumKindName(kind) << " value " << v
                         << " (at most " << maxEnumValue(kind, minor) << ")",
           failure();
  }
  result = makeEnum(kind, v);
  return success();
}

/// Float payloads (§4.11): one raw byte up to 8 bits, else the bit pattern as
/// an svarint. cuTile (up to v1.6) zigzags the *unsigned* pattern of negative
/// f64 values into a 65-bit varint (§4.17). NVIDIA's reader drops bit 64 and
/// reads +inf for -inf; we decode what the writer meant: the zigzag sign bit
/// is clear there, so the pattern is the 65-bit value shifted right by one.
/// A real 64-bit svarint never sets bit 64, so this cannot misread a correct
/// file. Our writer always emits the correct 64-bit encoding.
LogicalResult Reader::readFloatBits(Cursor &cur, FloatType type, APInt &bits) {
  unsigned width = type.getWidth();
  size_t at = cur.offset();
  if (width <= 8) {
    uint8_t byte;
    if (failed(cur.readByte(byte, "float value")))
      return failure();
    if (width < 8 && (byte >> width))
      return emitError(at) << "float value 0x" << llvm::utohexstr(byte)
                           << " does not fit " << type,
             failure();
    bits = APInt(width, byte);
    return success();
  }
  uint64_t u;
  bool bit64;
  if (failed(cur.readVarint(u, "float value", &bit64)))
    return failure();
  uint64_t pattern;
  if (bit64) {
    if (u & 1)
      return emitError(at) << "float value varint does not fit in 64 bits",
             failure();
    pattern = (u >> 1) | (uint64_t(1) << 63);
  } else {
    pattern = (u >> 1) ^ (~(u & 1) + 1);
  }
  if (width < 64 && (pattern >> width))
    return emitError(at) << "float bit pattern 0x" << llvm::utohexstr(pattern)
                         << " does not fit " << type,
           failure();
  bits = APInt(width, pattern);
  return success();
}

LogicalResult Reader::readHintsBody(Cursor &cur, unsigned depth,
                                    Attribute &result) {
  size_t at = cur.offset();
  uint64_t n;
  if (failed(cur.readCount(n, "optimization hint architecture count", 2)))
    return failure();
  NamedAttrList archs;
  for (uint64_t i = 0; i < n; ++i) {
    size_t keyAt = cur.offset();
    StringAttr arch;
    Attribute value;
    if (failed(getString(cur, arch, "architecture name")) ||
        failed(readTagged(cur, depth + 1, value)))
      return failure();
    if (arch.getValue().empty())
      return emitError(keyAt) << "empty architecture name in optimization "
                                 "hints",
             failure();
    if (!llvm::isa<DictionaryAttr>(value))
      return emitError(keyAt) << "optimization hints for '" << arch.getValue()
                              << "' must be a dictionary",
             failure();
    if (archs.get(arch))
      return emitError(keyAt) << "duplicate architecture '" << arch.getValue()
                              << "' in optimization hints",
             failure();
    archs.append(arch, value);
  }
  auto emitErrFn = [&]() {
    return emitError(at) << "invalid optimization hints: ";
  };
  llvm::function_ref<InFlightDiagnostic()> emitErr = emitErrFn;
  result =
      OptimizationHintsAttr::getChecked(emitErr, ctx, archs.getDictionary(ctx));
  return success(bool(result));
}

LogicalResult Reader::readTagged(Cursor &cur, unsigned depth,
                                 Attribute &result) {
  size_t at = cur.offset();
  if (depth >= kMaxAttrDepth)
    return emitError(at) << "attributes nested deeper than " << kMaxAttrDepth,
           failure();
  uint64_t tag;
  if (failed(cur.readVarint(tag, "attribute tag")))
    return failure();
  auto typeAs = [&](auto &out, llvm::StringRef what) -> LogicalResult {
    size_t typeAt = cur.offset();
    Type t;
    if (failed(getType(cur, t, "attribute type index")))
      return failure();
    out = llvm::dyn_cast<std::remove_reference_t<decltype(out)>>(t);
    if (!out)
      return emitError(typeAt) << "expected " << what << " type, got " << t,
             failure();
    return success();
  };
  auto errAtFn = [&]() { return emitError(at) << "invalid attribute: "; };
  llvm::function_ref<InFlightDiagnostic()> errAt = errAtFn;
  switch (tag) {
  case 1: { // Integer
    IntegerType type;
    if (failed(typeAs(type, "an integer")))
      return failure();
    unsigned width = type.getWidth();
    if (width > 64)
      return emitError(at) << "integers wider than 64 bits are not supported",
             failure();
    if (width == 1) {
      uint8_t byte;
      if (failed(cur.readByte(byte, "boolean value")))
        return failure();
      result = BoolAttr::get(ctx, byte != 0);
      return success();
    }
    size_t valueAt = cur.offset();
    uint64_t v;
    if (failed(cur.readVarint(v, "integer value")))
      return failure();
    if (width < 64 && (v >> width))
      return emitError(valueAt)
                 << "integer value " << v << " does not fit " << type,
             failure();
    result = IntegerAttr::get(type, APInt(width, v));
    return success();
  }
  case 2: { // Float
    FloatType type;
    if (failed(typeAs(type, "a float")))
      return failure();
    APInt bits;
    if (failed(readFloatBits(cur, type, bits)))
      return failure();
    result = FloatAttr::get(type, APFloat(type.getFloatSemantics(), bits));
    return success();
  }
  case 3: { // Bool
    uint8_t byte;
    if (failed(cur.readByte(byte, "boolean value")))
      return failure();
    result = BoolAttr::get(ctx, byte != 0);
    return success();
  }
  case 4: { // Type
    Type t;
    if (failed(getType(cur, t, "type attribute")))
      return failure();
    result = TypeAttr::get(t);
    return success();
  }
  case 5: { // String
    StringAttr s;
    if (failed(getString(cur, s, "string attribute")))
      return failure();
    result = s;
    return success();
  }
  case 6: { // Array
    uint64_t n;
    if (failed(cur.readCount(n, "array size")))
      return failure();
    llvm::SmallVector<Attribute> elts;
    elts.reserve(n);
    for (uint64_t i = 0; i < n; ++i) {
      Attribute a;
      if (failed(readTagged(cur, depth + 1, a)))
        return failure();
      elts.push_back(a);
    }
    result = ArrayAttr::get(ctx, elts);
    return success();
  }
  case 7: { // DenseElements
    size_t typeAt = cur.offset();
    Type t;
    DenseElementsAttr dense;
    if (failed(getType(cur, t, "dense elements type")))
      return failure();
    (void)typeAt;
    if (failed(getConstant(cur, t, dense)))
      return failure();
    result = dense;
    return success();
  }
  case 8: { // DivBy
    uint64_t divisor;
    uint8_t flags;
    std::optional<int64_t> every, along;
    if (failed(cur.readVarint(divisor, "div_by divisor")))
      return failure();
    size_t flagsAt = cur.offset();
    if (failed(cur.readByte(flags, "div_by flags")))
      return failure();
    if (flags & ~3u)
      return emitError(flagsAt) << "unknown div_by flags " << unsigned(flags),
             failure();
    int64_t v;
    if (flags & 1) {
      if (failed(cur.readSVarint(v, "div_by every")))
        return failure();
      every = v;
    }
    if (flags & 2) {
      if (failed(cur.readSVarint(v, "div_by along")))
        return failure();
      along = v;
    }
    result = DivByAttr::getChecked(errAt, ctx, divisor, every, along);
    return success(bool(result));
  }
  case 9: { // SameElements
    llvm::SmallVector<int64_t> values;
    if (failed(readIntArray<int64_t>(cur, values, "same_elements size")))
      return failure();
    result = SameElementsAttr::getChecked(errAt, ctx,
                                          llvm::ArrayRef<int64_t>(values));
    return success(bool(result));
  }
  case 10: { // Dictionary
    uint64_t n;
    if (failed(cur.readCount(n, "dictionary size", 2)))
      return failure();
    NamedAttrList entries;
    for (uint64_t i = 0; i < n; ++i) {
      size_t keyAt = cur.offset();
      StringAttr key;
      Attribute value;
      if (failed(getString(cur, key, "dictionary key")) ||
          failed(readTagged(cur, depth + 1, value)))
        return failure();
      if (key.getValue().empty())
        return emitError(keyAt) << "invalid empty attribute name for "
                                   "DictionaryAttr element "
                                << i,
               failure();
      if (entries.get(key))
        return emitError(keyAt) << "duplicate key '" << key.getValue()
                                << "' in DictionaryAttr",
               failure();
      entries.append(key, value);
    }
    result = entries.getDictionary(ctx);
    return success();
  }
  case 11: // OptimizationHints
    return readHintsBody(cur, depth, result);
  case 12: { // Bounded
    uint8_t flags;
    std::optional<int64_t> lb, ub;
    size_t flagsAt = cur.offset();
    if (failed(cur.readByte(flags, "bounded flags")))
      return failure();
    if (flags & ~3u)
      return emitError(flagsAt) << "unknown bounded flags " << unsigned(flags),
             failure();
    int64_t v;
    if (flags & 1) {
      if (failed(cur.readSVarint(v, "bounded lower bound")))
        return failure();
      lb = v;
    }
    if (flags & 2) {
      if (failed(cur.readSVarint(v, "bounded upper bound")))
        return failure();
      ub = v;
    }
    result = BoundedAttr::getChecked(errAt, ctx, lb, ub);
    return success(bool(result));
  }
  default:
    return emitError(at) << "unknown attribute tag " << tag, failure();
  }
}
