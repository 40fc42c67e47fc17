//===- TileAttrs.td - attributes of CUDA Tile IR -----------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEATTRS_TD
#define TILEIR_DIALECT_TILE_IR_TILEATTRS_TD

include "TileIR/Dialect/Tile/IR/TileDialect.td"
include "TileIR/Dialect/Tile/IR/TileEnums.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

class Tile_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Tile_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// Enum attributes printed with a wrapper: `overflow<no_wrap>`, `rounding<zero>`.
// The bare-keyword enums (Tile_SignednessAttr, ...) are in TileEnums.td.
//===----------------------------------------------------------------------===//

def Tile_IntegerOverflowAttr
    : EnumAttr<Tile_Dialect, Tile_IntegerOverflow, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}
def Tile_RoundingModeAttr
    : EnumAttr<Tile_Dialect, Tile_RoundingMode, "rounding"> {
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// Assumption predicates (`assume` facts).
//===----------------------------------------------------------------------===//

def Tile_AssumePredicateAttrInterface
    : AttrInterface<"AssumePredicateAttrInterface"> {
  let cppNamespace = "::mlir::tile";
  let description = [{
    A fact that `tile.assume` attaches to a value. Each predicate checks
    whether it may be stated about a given value type.
  }];
  let methods = [
    InterfaceMethod<"Emits an error and fails if the predicate cannot "
                    "describe a value of `type`.",
      "::llvm::LogicalResult", "verifyWithType",
      (ins "::mlir::Type":$type,
           "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError)>
  ];
}

def Tile_DivByAttr : Tile_Attr<"DivBy", "div_by",
    [DeclareAttrInterfaceMethods<Tile_AssumePredicateAttrInterface>]> {
  let summary = "divisibility fact: div_by<d[, every E along A]>";
  let parameters = (ins "uint64_t":$divisor,
                        OptionalParameter<"std::optional<int64_t>">:$every,
                        OptionalParameter<"std::optional<int64_t>">:$along);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def Tile_SameElementsAttr : Tile_Attr<"SameElements", "same_elements",
    [DeclareAttrInterfaceMethods<Tile_AssumePredicateAttrInterface>]> {
  let summary = "groups of equal elements: same_elements<[c0, c1, ...]>";
  let parameters = (ins ArrayRefParameter<"int64_t">:$values);
  let assemblyFormat = "`<` `[` $values `]` `>`";
  let genVerifyDecl = 1;
}

def Tile_BoundedAttr : Tile_Attr<"Bounded", "bounded",
    [DeclareAttrInterfaceMethods<Tile_AssumePredicateAttrInterface>]> {
  let summary = "inclusive signed bounds: bounded<lb|?, ub|?>";
  let parameters = (ins OptionalParameter<"std::optional<int64_t>">:$lb,
                        OptionalParameter<"std::optional<int64_t>">:$ub);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Optimization hints: per-architecture dictionaries of tuning keys.
//===----------------------------------------------------------------------===//

def Tile_OptimizationHintsAttr
    : Tile_Attr<"OptimizationHints", "optimization_hints"> {
  let summary = "per-architecture hints: <sm_90 = {occupancy = 2}, ...>";
  let description = [{
    Maps an architecture name (`sm_80` ... `sm_121`, or `default`) to a
    dictionary of hints. Entries take `num_cta_in_cga`,
    `num_worker_warps_per_cta` and `occupancy`; view loads and stores take
    `allow_tma` and `latency`; pointer loads and stores take `latency`.
    Hints are hints: the verifier checks only the shape (a dictionary per
    architecture), as NVIDIA's does; a hint the compiler cannot use is a
    warning of tile-verify-resources (an error with `werror-hints`), never
    a verifier error.
  }];
  let parameters = (ins "::mlir::DictionaryAttr":$archHints);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Hints for `arch`, falling back to `default`; null when neither exists.
    ::mlir::DictionaryAttr getHintsFor(::llvm::StringRef arch) const;
    /// The integer hint `key` for `arch` (or `default`), if present and
    /// inside the key's domain (reference §2.14); others are ignored.
    std::optional<int64_t> getIntHint(::llvm::StringRef arch,
                                      ::llvm::StringRef key) const;
    /// One message per hint compiling for `arch` ignores: an unknown
    /// architecture, and in the entries for `arch` and `default` an
    /// unknown key, a key the op does not take (not in `allowed`) or a
    /// value outside its key's domain.
    void collectIgnored(::llvm::StringRef arch,
                        ::llvm::ArrayRef<::llvm::StringRef> allowed,
                        ::llvm::SmallVectorImpl<std::string> &messages) const;
  }];
}

#endif // TILEIR_DIALECT_TILE_IR_TILEATTRS_TD
