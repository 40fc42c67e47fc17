//===- TileStructureOps.td - module, entry, globals --------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILE_IR_TILESTRUCTUREOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILESTRUCTUREOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"

def Tile_TileModuleOp : Tile_Op<"module", [
    IsolatedFromAbove, NoTerminator, SingleBlock, SymbolTable, Symbol,
    HasOnlyGraphRegion,
    DeclareOpInterfaceMethods<RegionKindInterface>,
    OpAsmOpInterface]> {
  let summary = "a compilation unit of kernels and globals";
  let description = [{
    The bytecode file itself: it holds `tile.entry` kernels and `tile.global`
    allocations only. Ops inside print without the `tile.` prefix.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$producer);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $sym_name (`producer` `=` $producer^)? attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name)>];
  let extraClassDeclaration = [{
    static ::llvm::StringRef getDefaultDialect() { return "tile"; }
    ::mlir::Block *getBodyBlock() { return &getBody().front(); }
  }];
}

def Tile_EntryOp : Tile_Op<"entry", [
    IsolatedFromAbove, AutomaticAllocationScope, OpAsmOpInterface,
    HasParent<"TileModuleOp">, FunctionOpInterface]> {
  let summary = "a kernel: its block arguments are the kernel parameters";
  let description = [{
    Parameters are rank-0 tiles (integers, floats, pointers); tokens and
    tensor views are accepted too. The body ends in `return`.

    ```mlir
    entry @k(%a: tile<ptr<f32>>, %n: tile<i32>) optimization_hints=<sm_90 = {occupancy = 2}> {
      return
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       Tile_OptionalHints:$optimization_hints);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name,
                                 "::mlir::FunctionType":$type)>];
  let extraClassDeclaration = [{
    static ::llvm::StringRef getDefaultDialect() { return "tile"; }

    // FunctionOpInterface.
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
  }];
}

def Tile_ReturnOp : Tile_Op<"return", [ReturnLike, Terminator]> {
  let summary = "ends the kernel";
  let description = [{
    Allowed at the end of an entry body and inside (nested) `if`s of an
    entry, but not inside a loop. Tile IR kernels return nothing.
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = [{
    attr-dict ($operands^ `:` custom<TileTypeList>(type($operands)))?
  }];
  let builders = [OpBuilder<(ins), [{
    build($_builder, $_state, ::mlir::ValueRange());
  }]>];
  let hasVerifier = 1;
}

def Tile_GlobalOp : Tile_Op<"global", [Symbol, HasParent<"TileModuleOp">]> {
  let summary = "a module-scope global allocation initialised at load";
  let description = [{
    ```mlir
    global private constant @g alignment = 16 <f32: [1.0, 2.0]> : tile<2xf32>
    ```
    `constant` and `symbol_visibility` exist from bytecode 13.3.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       ElementsAttr:$value,
                       DefaultValuedAttr<I64Attr, "0">:$alignment,
                       UnitAttr:$constant,
                       DefaultValuedAttr<Tile_SymbolVisibilityAttr,
                         "::mlir::tile::SymbolVisibility::Public">:$symbol_visibility);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The rank-1 tile type of the initial value.
    ::mlir::tile::TileType getValueType();
    /// Private globals are device-only.
    bool isDevicePrivate() {
      return getSymbolVisibility() == ::mlir::tile::SymbolVisibility::Private;
    }
  }];
}

def Tile_GetGlobalOp : Tile_Op<"get_global", [Pure,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "the address of a global's first element";
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs Tile_ScalarPointer:$result);
  let assemblyFormat = [{
    $name attr-dict `:` custom<TileType>(type($result))
  }];
}

#endif // TILEIR_DIALECT_TILE_IR_TILESTRUCTUREOPS_TD
