//===- TileEnums.td - enumerations of CUDA Tile IR ---------*- tablegen -*-===//
//
// Case values equal the bytecode encoding (reference Appendix B), so the
// bytecode reader and writer can cast them directly.
//
// Enums that print as bare keywords in op formats (`signed`, `weak`) are
// specialized I32EnumAttrs (stored as IntegerAttr, so the generic form is
// `signedness = 1 : i32`). `overflow<...>` and `rounding<...>` are dialect
// EnumAttrs in TileAttrs.td.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEENUMS_TD
#define TILEIR_DIALECT_TILE_IR_TILEENUMS_TD

include "mlir/IR/EnumAttr.td"

def Tile_SignednessAttr : I32EnumAttr<"Signedness", "integer signedness", [
    I32EnumAttrCase<"Unsigned", 0, "unsigned">,
    I32EnumAttrCase<"Signed", 1, "signed">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 1;
}

def Tile_IntegerOverflow : I32EnumAttr<"IntegerOverflow",
    "integer overflow assumption", [
    I32EnumAttrCase<"None", 0, "none">,
    I32EnumAttrCase<"NoSignedWrap", 1, "no_signed_wrap">,
    I32EnumAttrCase<"NoUnsignedWrap", 2, "no_unsigned_wrap">,
    I32EnumAttrCase<"NoWrap", 3, "no_wrap">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 0;
}

def Tile_RoundingMode : I32EnumAttr<"RoundingMode", "rounding mode", [
    I32EnumAttrCase<"NearestEven", 0, "nearest_even">,
    I32EnumAttrCase<"Zero", 1, "zero">,
    I32EnumAttrCase<"NegativeInf", 2, "negative_inf">,
    I32EnumAttrCase<"PositiveInf", 3, "positive_inf">,
    I32EnumAttrCase<"Approx", 4, "approx">,
    I32EnumAttrCase<"Full", 5, "full">,
    I32EnumAttrCase<"NearestIntToZero", 6, "nearest_int_to_zero">,
    I32EnumAttrCase<"NearestAway", 7, "nearest_away">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 0;
}

def Tile_ComparisonOrderingAttr : I32EnumAttr<"ComparisonOrdering",
    "float comparison ordering", [
    I32EnumAttrCase<"Unordered", 0, "unordered">,
    I32EnumAttrCase<"Ordered", 1, "ordered">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 1;
}

def Tile_ComparisonPredicateAttr : I32EnumAttr<"ComparisonPredicate",
    "comparison predicate", [
    I32EnumAttrCase<"Equal", 0, "equal">,
    I32EnumAttrCase<"NotEqual", 1, "not_equal">,
    I32EnumAttrCase<"LessThan", 2, "less_than">,
    I32EnumAttrCase<"LessThanOrEqual", 3, "less_than_or_equal">,
    I32EnumAttrCase<"GreaterThan", 4, "greater_than">,
    I32EnumAttrCase<"GreaterThanOrEqual", 5, "greater_than_or_equal">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 1;
}

def Tile_AtomicRMWModeAttr : I32EnumAttr<"AtomicRMWMode", "atomic update", [
    I32EnumAttrCase<"And", 0, "and">,
    I32EnumAttrCase<"Or", 1, "or">,
    I32EnumAttrCase<"Xor", 2, "xor">,
    I32EnumAttrCase<"Add", 3, "add">,
    I32EnumAttrCase<"AddF", 4, "addf">,
    I32EnumAttrCase<"Max", 5, "max">,
    I32EnumAttrCase<"Min", 6, "min">,
    I32EnumAttrCase<"UMax", 7, "umax">,
    I32EnumAttrCase<"UMin", 8, "umin">,
    I32EnumAttrCase<"Xchg", 9, "xchg">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 1;
}

def Tile_MemoryScopeAttr : I32EnumAttr<"MemoryScope", "memory scope", [
    I32EnumAttrCase<"TileBlock", 0, "tl_blk">,
    I32EnumAttrCase<"Device", 1, "device">,
    I32EnumAttrCase<"System", 2, "sys">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 1;
}

def Tile_MemoryOrderingAttr : I32EnumAttr<"MemoryOrdering",
    "memory ordering semantics", [
    I32EnumAttrCase<"Weak", 0, "weak">,
    I32EnumAttrCase<"Relaxed", 1, "relaxed">,
    I32EnumAttrCase<"Acquire", 2, "acquire">,
    I32EnumAttrCase<"Release", 3, "release">,
    I32EnumAttrCase<"AcqRel", 4, "acq_rel">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 1;
}

def Tile_PaddingValueAttr : I32EnumAttr<"PaddingValue",
    "value read for out-of-bounds elements", [
    I32EnumAttrCase<"Zero", 0, "zero">,
    I32EnumAttrCase<"NegZero", 1, "neg_zero">,
    I32EnumAttrCase<"NaN", 2, "nan">,
    I32EnumAttrCase<"PosInf", 3, "pos_inf">,
    I32EnumAttrCase<"NegInf", 4, "neg_inf">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 1;
}

def Tile_SymbolVisibilityAttr : I32EnumAttr<"SymbolVisibility",
    "global symbol visibility", [
    I32EnumAttrCase<"Public", 0, "public">,
    I32EnumAttrCase<"Private", 1, "private">]> {
  let cppNamespace = "::mlir::tile";
  let genSpecializedAttr = 1;
}

#endif // TILEIR_DIALECT_TILE_IR_TILEENUMS_TD
