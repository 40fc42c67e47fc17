//===- OpSchema.cpp - the per-opcode bytecode layout table ----------------===//
//
// The single source of truth for op encodings, transcribed from reference
// Appendix A (13.1-13.3) and Appendix D (13.4). Attribute and operand-group
// names are the ODS names of the tile dialect.
//
//===----------------------------------------------------------------------===//

#include "OpSchema.h"

#include "llvm/ADT/StringMap.h"

using namespace mlir::tile::bc;

namespace {

constexpr AttrSpec enumAttr(const char *name, EnumKind k,
                            MinorVersion since = 1, int8_t def = -1) {
  return AttrSpec{name, AttrKind::Enum, k, since, -1, def};
}
constexpr AttrSpec optEnum(const char *name, EnumKind k, int8_t bit) {
  return AttrSpec{name, AttrKind::Enum, k, 1, bit, -1};
}
constexpr AttrSpec unitAttr(const char *name, int8_t bit,
                            MinorVersion since = 1) {
  return AttrSpec{name, AttrKind::Unit, EnumKind::Signedness, since, bit, -1};
}
constexpr AttrSpec plain(const char *name, AttrKind kind,
                         MinorVersion since = 1, int8_t bit = -1) {
  return AttrSpec{name, kind, EnumKind::Signedness, since, bit, -1};
}
constexpr SegSpec single(const char *name) { return {name, SegKind::Single}; }
constexpr SegSpec variadic(const char *name) {
  return {name, SegKind::Variadic};
}
constexpr SegSpec optional(const char *name, int8_t bit,
                           MinorVersion since = 1) {
  return {name, SegKind::Optional, bit, since};
}

using EK = EnumKind;
using AK = AttrKind;

// RoundingMode values used as defaults for fields newer than the op.
constexpr int8_t kFull = 5;

const AttrSpec kRoundFtz[] = {enumAttr("rounding_mode", EK::Rounding, 1, 0),
                              unitAttr("flush_to_zero", 0)};
const AttrSpec kFtz[] = {unitAttr("flush_to_zero", 0)};
const AttrSpec kOverflow[] = {enumAttr("overflow", EK::Overflow, 1, 0)};
const AttrSpec kSigned[] = {enumAttr("signedness", EK::Signedness)};
const AttrSpec kRounding[] = {enumAttr("rounding_mode", EK::Rounding, 1, 0)};
const AttrSpec kAssert[] = {plain("message", AK::String)};
const AttrSpec kAssume[] = {plain("predicate", AK::Tagged)};
const AttrSpec kAtomicCas[] = {
    enumAttr("memory_ordering_semantics", EK::MemOrdering),
    enumAttr("memory_scope", EK::MemScope)};
const AttrSpec kAtomicRmw[] = {
    enumAttr("memory_ordering_semantics", EK::MemOrdering),
    enumAttr("memory_scope", EK::MemScope), enumAttr("mode", EK::AtomicMode)};
const AttrSpec kCat[] = {plain("dim", AK::UInt64)};
const AttrSpec kCmpF[] = {enumAttr("comparison_predicate", EK::CmpPredicate),
                          enumAttr("comparison_ordering", EK::CmpOrdering)};
const AttrSpec kCmpI[] = {enumAttr("comparison_predicate", EK::CmpPredicate),
                          enumAttr("signedness", EK::Signedness)};
const AttrSpec kConstant[] = {plain("value", AK::Dense)};
const AttrSpec kDivI[] = {enumAttr("signedness", EK::Signedness),
                          enumAttr("rounding", EK::Rounding, 1, 1)};
const AttrSpec kExp[] = {enumAttr("rounding_mode", EK::Rounding, 3, kFull)};
const AttrSpec kFor[] = {unitAttr("unsignedCmp", 0, 2)};
const AttrSpec kFToI[] = {enumAttr("signedness", EK::Signedness),
                          enumAttr("rounding_mode", EK::Rounding, 1, 6),
                          unitAttr("saturating", 0, 4)};
const AttrSpec kGetGlobal[] = {plain("name", AK::SymbolRef)};
const AttrSpec kIToF[] = {enumAttr("signedness", EK::Signedness),
                          enumAttr("rounding_mode", EK::Rounding, 1, 0)};
const AttrSpec kLoadPtr[] = {
    enumAttr("memory_ordering_semantics", EK::MemOrdering),
    optEnum("memory_scope", EK::MemScope, 0),
    plain("optimization_hints", AK::Hints, 1, 1)};
const AttrSpec kViewMem[] = {
    enumAttr("memory_ordering_semantics", EK::MemOrdering),
    optEnum("memory_scope", EK::MemScope, 0),
    plain("optimization_hints", AK::Hints, 1, 1),
    plain("inbounds", AK::BoolArray, 4)};
const AttrSpec kMinMaxF[] = {unitAttr("propagate_nan", 0),
                             unitAttr("flush_to_zero", 1)};
const AttrSpec kMmaF[] = {unitAttr("fast_acc", 0, 3)};
const AttrSpec kMmaI[] = {enumAttr("signedness_lhs", EK::Signedness),
                          enumAttr("signedness_rhs", EK::Signedness)};
const AttrSpec kNegI[] = {enumAttr("overflow", EK::Overflow, 2, 0)};
const AttrSpec kPermute[] = {plain("permutation", AK::I32Array)};
const AttrSpec kPrint[] = {plain("str", AK::String)};
const AttrSpec kReduce[] = {plain("dim", AK::UInt32),
                            plain("identities", AK::Array)};
const AttrSpec kScan[] = {plain("dim", AK::UInt32), plain("reverse", AK::Bool),
                          plain("identities", AK::Array)};
const AttrSpec kTanh[] = {enumAttr("rounding_mode", EK::Rounding, 2, kFull)};
const AttrSpec kAlloca[] = {plain("num_elem", AK::UInt64),
                            plain("alignment", AK::UInt64),
                            unitAttr("global", 0)};
const AttrSpec kAtomicRed[] = {
    enumAttr("memory_ordering_semantics", EK::MemOrdering),
    enumAttr("memory_scope", EK::MemScope), enumAttr("mode", EK::AtomicMode)};

const SegSpec kAtomicCasSeg[] = {single("pointers"), single("cmp"),
                                 single("val"), optional("mask", 0),
                                 optional("token", 1)};
const SegSpec kAtomicRmwSeg[] = {single("pointers"), single("arg"),
                                 optional("mask", 0), optional("token", 1)};
const SegSpec kLoadPtrSeg[] = {single("source"), optional("mask", 2),
                               optional("paddingValue", 3),
                               optional("token", 4)};
const SegSpec kLoadViewSeg[] = {single("view"), variadic("index"),
                                optional("token", 2)};
const SegSpec kMakeTensorViewSeg[] = {single("base"), variadic("dynamicShape"),
                                      variadic("dynamicStrides")};
const SegSpec kPrintSeg[] = {variadic("args"), optional("token", 0, 2)};
const SegSpec kStorePtrSeg[] = {single("destination"), single("value"),
                                optional("mask", 2), optional("token", 3)};
const SegSpec kStoreViewSeg[] = {single("tile"), single("view"),
                                 variadic("index"), optional("token", 2)};
const SegSpec kAtomicRedSeg[] = {single("view"), variadic("index"),
                                 single("value"), optional("token", 0)};

constexpr OperandLayout F = OperandLayout::Fixed;
constexpr OperandLayout C = OperandLayout::Counted;
constexpr OperandLayout S = OperandLayout::Segments;

// Shorthands for the table rows.
#define NOATTR llvm::ArrayRef<AttrSpec>()
#define NOSEG llvm::ArrayRef<SegSpec>()

// clang-format off
const OpSchema kOps[] = {
  // opcode, name, since, results, flagsSince, attrs, operands, #fixed, segments, regions
  {0x00, "absf", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x01, "absi", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x02, "addf", 1, 1, 1, kRoundFtz, F, 2, NOSEG, 0},
  {0x03, "addi", 1, 1, 0, kOverflow, F, 2, NOSEG, 0},
  {0x04, "andi", 1, 1, 0, NOATTR, F, 2, NOSEG, 0},
  {0x05, "assert", 1, 0, 0, kAssert, F, 1, NOSEG, 0},
  {0x06, "assume", 1, 1, 0, kAssume, F, 1, NOSEG, 0},
  {0x07, "atomic_cas_tko", 1, 2, 1, kAtomicCas, S, 0, kAtomicCasSeg, 0},
  {0x08, "atomic_rmw_tko", 1, 2, 1, kAtomicRmw, S, 0, kAtomicRmwSeg, 0},
  {0x09, "bitcast", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x0A, "break", 1, -1, 0, NOATTR, C, 0, NOSEG, 0},
  {0x0B, "broadcast", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x0C, "cat", 1, 1, 0, kCat, F, 2, NOSEG, 0},
  {0x0D, "ceil", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x0E, "cmpf", 1, 1, 0, kCmpF, F, 2, NOSEG, 0},
  {0x0F, "cmpi", 1, 1, 0, kCmpI, F, 2, NOSEG, 0},
  {0x10, "constant", 1, 1, 0, kConstant, F, 0, NOSEG, 0},
  {0x11, "continue", 1, -1, 0, NOATTR, C, 0, NOSEG, 0},
  {0x12, "cos", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x13, "cosh", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x14, "divf", 1, 1, 1, kRoundFtz, F, 2, NOSEG, 0},
  {0x15, "divi", 1, 1, 0, kDivI, F, 2, NOSEG, 0},
  {0x17, "exp", 1, 1, 0, kExp, F, 1, NOSEG, 0},
  {0x18, "exp2", 1, 1, 1, kFtz, F, 1, NOSEG, 0},
  {0x25, "exti", 1, 1, 0, kSigned, F, 1, NOSEG, 0},
  {0x26, "extract", 1, -1, 0, NOATTR, C, 0, NOSEG, 0},
  {0x27, "floor", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x28, "fma", 1, 1, 1, kRoundFtz, F, 3, NOSEG, 0},
  {0x29, "for", 1, -1, 2, kFor, C, 0, NOSEG, 1},
  {0x2A, "ftof", 1, 1, 0, kRounding, F, 1, NOSEG, 0},
  {0x2B, "ftoi", 1, 1, 4, kFToI, F, 1, NOSEG, 0},
  {0x2C, "get_global", 1, 1, 0, kGetGlobal, F, 0, NOSEG, 0},
  {0x2D, "get_index_space_shape", 1, -1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x2E, "get_num_tile_blocks", 1, 3, 0, NOATTR, F, 0, NOSEG, 0},
  {0x2F, "get_tensor_shape", 1, -1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x30, "get_tile_block_id", 1, 3, 0, NOATTR, F, 0, NOSEG, 0},
  {0x32, "if", 1, -1, 0, NOATTR, F, 1, NOSEG, 2},
  {0x33, "int_to_ptr", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x3A, "iota", 1, 1, 0, NOATTR, F, 0, NOSEG, 0},
  {0x3B, "itof", 1, 1, 0, kIToF, F, 1, NOSEG, 0},
  {0x3C, "join_tokens", 1, -1, 0, NOATTR, C, 0, NOSEG, 0},
  {0x3D, "load_ptr_tko", 1, 2, 1, kLoadPtr, S, 0, kLoadPtrSeg, 0},
  {0x3E, "load_view_tko", 1, -1, 1, kViewMem, S, 0, kLoadViewSeg, 0},
  {0x3F, "log", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x40, "log2", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x41, "loop", 1, -1, 0, NOATTR, C, 0, NOSEG, 1},
  {0x42, "make_partition_view", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x43, "make_tensor_view", 1, -1, 0, NOATTR, S, 0, kMakeTensorViewSeg, 0},
  {0x44, "make_token", 1, 1, 0, NOATTR, F, 0, NOSEG, 0},
  {0x45, "maxf", 1, 1, 1, kMinMaxF, F, 2, NOSEG, 0},
  {0x46, "maxi", 1, 1, 0, kSigned, F, 2, NOSEG, 0},
  {0x47, "minf", 1, 1, 1, kMinMaxF, F, 2, NOSEG, 0},
  {0x48, "mini", 1, 1, 0, kSigned, F, 2, NOSEG, 0},
  {0x49, "mmaf", 1, 1, 3, kMmaF, F, 3, NOSEG, 0},
  {0x4A, "mmai", 1, 1, 0, kMmaI, F, 3, NOSEG, 0},
  {0x4C, "mulf", 1, 1, 1, kRoundFtz, F, 2, NOSEG, 0},
  {0x4D, "mulhii", 1, 1, 0, NOATTR, F, 2, NOSEG, 0},
  {0x4E, "muli", 1, 1, 0, kOverflow, F, 2, NOSEG, 0},
  {0x4F, "negf", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x50, "negi", 1, 1, 0, kNegI, F, 1, NOSEG, 0},
  {0x51, "offset", 1, 1, 0, NOATTR, F, 2, NOSEG, 0},
  {0x52, "ori", 1, 1, 0, NOATTR, F, 2, NOSEG, 0},
  {0x53, "permute", 1, 1, 0, kPermute, F, 1, NOSEG, 0},
  {0x54, "pow", 1, 1, 0, NOATTR, F, 2, NOSEG, 0},
  {0x55, "print_tko", 1, -1, 2, kPrint, S, 0, kPrintSeg, 0},
  {0x56, "ptr_to_int", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x57, "ptr_to_ptr", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x58, "reduce", 1, -1, 0, kReduce, C, 0, NOSEG, 1},
  {0x59, "remf", 1, 1, 0, NOATTR, F, 2, NOSEG, 0},
  {0x5A, "remi", 1, 1, 0, kSigned, F, 2, NOSEG, 0},
  {0x5B, "reshape", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x5C, "return", 1, -1, 0, NOATTR, C, 0, NOSEG, 0},
  {0x5D, "rsqrt", 1, 1, 1, kFtz, F, 1, NOSEG, 0},
  {0x5E, "scan", 1, -1, 0, kScan, C, 0, NOSEG, 1},
  {0x5F, "select", 1, 1, 0, NOATTR, F, 3, NOSEG, 0},
  {0x60, "shli", 1, 1, 0, kOverflow, F, 2, NOSEG, 0},
  {0x61, "shri", 1, 1, 0, kSigned, F, 2, NOSEG, 0},
  {0x62, "sin", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x63, "sinh", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x64, "sqrt", 1, 1, 1, kRoundFtz, F, 1, NOSEG, 0},
  {0x65, "store_ptr_tko", 1, 1, 1, kLoadPtr, S, 0, kStorePtrSeg, 0},
  {0x66, "store_view_tko", 1, -1, 1, kViewMem, S, 0, kStoreViewSeg, 0},
  {0x67, "subf", 1, 1, 1, kRoundFtz, F, 2, NOSEG, 0},
  {0x68, "subi", 1, 1, 0, kOverflow, F, 2, NOSEG, 0},
  {0x69, "tan", 1, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x6A, "tanh", 1, 1, 0, kTanh, F, 1, NOSEG, 0},
  {0x6B, "trunci", 1, 1, 0, kOverflow, F, 1, NOSEG, 0},
  {0x6C, "xori", 1, 1, 0, NOATTR, F, 2, NOSEG, 0},
  {0x6D, "yield", 1, -1, 0, NOATTR, C, 0, NOSEG, 0},
  {0x6E, "atan2", 2, 1, 0, NOATTR, F, 2, NOSEG, 0},
  {0x6F, "pack", 3, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x70, "unpack", 3, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x71, "alloca", 3, 1, 3, kAlloca, F, 0, NOSEG, 0},
  {0x72, "mmaf_scaled", 3, 1, 0, NOATTR, F, 5, NOSEG, 0},
  {0x73, "make_gather_scatter_view", 3, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x74, "make_strided_view", 3, 1, 0, NOATTR, F, 1, NOSEG, 0},
  {0x75, "atomic_red_view_tko", 3, -1, 3, kAtomicRed, S, 0, kAtomicRedSeg, 0},
  {0x76, "insert", 4, -1, 0, NOATTR, C, 0, NOSEG, 0},
  {0x77, "gdc_launch_dependents_tko", 4, 1, 0, NOATTR, C, 0, NOSEG, 0},
  {0x78, "gdc_wait_tko", 4, 1, 0, NOATTR, C, 0, NOSEG, 0},
  {0x79, "fpowi", 4, 1, 0, NOATTR, F, 2, NOSEG, 0},
  {0x7A, "memory_fence_alias_tko", 4, 1, 0, NOATTR, F, 1, NOSEG, 0},
};
// clang-format on

struct Index {
  const OpSchema *byOpcode[256] = {};
  llvm::StringMap<const OpSchema *> byName;
  Index() {
    for (const OpSchema &op : kOps) {
      byOpcode[op.opcode] = &op;
      byName[op.name] = &op;
    }
  }
};

const Index &getIndex() {
  static const Index index;
  return index;
}

} // namespace

const OpSchema *mlir::tile::bc::lookupOpcode(uint64_t opcode) {
  if (opcode > 255)
    return nullptr;
  return getIndex().byOpcode[opcode];
}

const OpSchema *mlir::tile::bc::lookupOpName(llvm::StringRef mnemonic) {
  return getIndex().byName.lookup(mnemonic);
}

uint8_t mlir::tile::bc::maxOpcode(MinorVersion v) {
  switch (v) {
  case 1:
    return 0x6D;
  case 2:
    return 0x6E;
  case 3:
    return 0x75;
  default:
    return 0x7A;
  }
}

unsigned mlir::tile::bc::maxEnumValue(EnumKind kind, MinorVersion v) {
  switch (kind) {
  case EnumKind::Signedness:
    return 1;
  case EnumKind::Overflow:
    return 3;
  case EnumKind::Rounding:
    return v >= 4 ? 7 : 6; // nearest_away is cuTile 13.4
  case EnumKind::CmpOrdering:
    return 1;
  case EnumKind::CmpPredicate:
    return 5;
  case EnumKind::AtomicMode:
    return 9;
  case EnumKind::MemScope:
    return 2;
  case EnumKind::MemOrdering:
    return 4;
  case EnumKind::Padding:
    return 4;
  case EnumKind::Visibility:
    return 1;
  }
  return 0;
}

const char *mlir::tile::bc::enumKindName(EnumKind kind) {
  switch (kind) {
  case EnumKind::Signedness:
    return "signedness";
  case EnumKind::Overflow:
    return "integer overflow";
  case EnumKind::Rounding:
    return "rounding mode";
  case EnumKind::CmpOrdering:
    return "comparison ordering";
  case EnumKind::CmpPredicate:
    return "comparison predicate";
  case EnumKind::AtomicMode:
    return "atomic mode";
  case EnumKind::MemScope:
    return "memory scope";
  case EnumKind::MemOrdering:
    return "memory ordering";
  case EnumKind::Padding:
    return "padding value";
  case EnumKind::Visibility:
    return "symbol visibility";
  }
  return "enum";
}
