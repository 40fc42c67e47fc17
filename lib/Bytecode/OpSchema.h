//===- OpSchema.h - per-opcode bytecode layout ------------------*- C++ -*-===//
//
// One table (OpSchema.cpp) says, for every opcode, which op it is and how its
// results, flags, attributes, operands and regions are laid out in each
// bytecode version (reference §4.10 and Appendix A). The reader and the
// writer both walk these descriptions; neither knows an op by itself.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_BYTECODE_OPSCHEMA_H
#define TILEIR_LIB_BYTECODE_OPSCHEMA_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace mlir::tile::bc {

/// Versions are written as minor numbers of major 13: 1 = 13.1, ... 4 = 13.4.
using MinorVersion = uint8_t;
constexpr MinorVersion kNewestMinor = 4;

enum class EnumKind : uint8_t {
  Signedness,
  Overflow,
  Rounding,
  CmpOrdering,
  CmpPredicate,
  AtomicMode,
  MemScope,
  MemOrdering,
  Padding,
  Visibility,
};

enum class AttrKind : uint8_t {
  Enum,      // varint enum value
  UInt32,    // varint, IntegerAttr i32
  UInt64,    // varint, IntegerAttr i64
  Bool,      // one byte, BoolAttr
  String,    // string index, StringAttr
  SymbolRef, // string index, FlatSymbolRefAttr
  I32Array,  // varint n + n x i32, DenseI32ArrayAttr
  BoolArray, // varint n + n bytes, DenseBoolArrayAttr (n = 0: absent)
  Dense,     // constant index; the type is the op's result type
  Array,     // varint n + n tagged attributes, ArrayAttr
  Tagged,    // one tagged attribute
  Hints,     // untagged optimization hints body
  Unit,      // a flag bit only
};

struct AttrSpec {
  const char *name;
  AttrKind kind;
  EnumKind enumKind = EnumKind::Signedness;
  /// First version with the field; files before it lack it.
  MinorVersion since = 1;
  /// Flag bit governing presence; -1 when always present.
  int8_t flagBit = -1;
  /// ODS default of a DefaultValued enum attribute: what the reader sets when
  /// the file predates the field, and what the writer writes when the op
  /// leaves the attribute unset. -1 when the attribute is required.
  int8_t defaultValue = -1;
};

enum class SegKind : uint8_t { Single, Variadic, Optional };

struct SegSpec {
  const char *name;
  SegKind kind;
  int8_t flagBit = -1;
  MinorVersion since = 1;
};

enum class OperandLayout : uint8_t {
  Fixed,    // exactly numOperands value indices
  Counted,  // varint count + indices
  Segments, // per ODS group (AttrSizedOperandSegments)
};

struct OpSchema {
  uint8_t opcode;
  const char *name; // mnemonic without the dialect prefix
  MinorVersion since;
  /// -1: varint count + types; otherwise that many type indices.
  int8_t numResults;
  /// First version whose files carry the flags varint; 0 when never.
  MinorVersion flagsSince;
  llvm::ArrayRef<AttrSpec> attrs;
  OperandLayout operandLayout;
  uint8_t numOperands; // for Fixed
  llvm::ArrayRef<SegSpec> segments;
  uint8_t numRegions;

  bool hasFlags(MinorVersion v) const { return flagsSince && v >= flagsSince; }
};

/// The schema of `opcode`, or null.
const OpSchema *lookupOpcode(uint64_t opcode);
/// The schema of the op named `mnemonic` (without `tile.`), or null.
const OpSchema *lookupOpName(llvm::StringRef mnemonic);
/// Highest opcode a file of that version may use.
uint8_t maxOpcode(MinorVersion v);

/// Highest enum value of `kind` that exists in version `v`.
unsigned maxEnumValue(EnumKind kind, MinorVersion v);
const char *enumKindName(EnumKind kind);

} // namespace mlir::tile::bc

#endif // TILEIR_LIB_BYTECODE_OPSCHEMA_H
