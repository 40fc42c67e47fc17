//===- TileMemoryOps.td - loads, stores, atomics and allocas ---*- tablegen -*-===//
//
// Every memory op is token-ordered ("tko", reference §3.7): it takes an
// optional input token and returns a token; program order alone orders
// nothing. Orderings and scopes follow the table of §3.7, checked by the
// verifiers.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEMEMORYOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILEMEMORYOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"
include "mlir/IR/OpAsmInterface.td"

#ifndef TILE_BUILDABLE_TOKEN
#define TILE_BUILDABLE_TOKEN
def Tile_BuildableToken
    : Type<CPred<"::llvm::isa<::mlir::tile::TokenType>($_self)">, "token",
           "::mlir::tile::TokenType">,
      BuildableType<"::mlir::tile::TokenType::get($_builder.getContext())">;
#endif

class Tile_MemOp<string mnemonic, list<Trait> traits = []>
    : Tile_Op<mnemonic, traits> {
  let hasVerifier = 1;
}

// Names results the way NVIDIA's printer does (`%tile, %result_token`).
defvar Tile_NamedResults =
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>;

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

def Tile_LoadViewTkoOp : Tile_MemOp<"load_view_tko",
    [AttrSizedOperandSegments, Tile_NamedResults]> {
  let summary = "loads the tile at a tile-space index of a view";
  let description = [{
    Indices are tile coordinates (read unsigned), one per index-space
    dimension, all rank-0 integers of one type; for a gather_scatter_view
    the index at `sparse_dim` is a 1-D tile of element row indices. Elements
    past the tensor edge read the view's padding value, if any. Orderings:
    weak, relaxed, acquire. Index types are written once when they agree.
    `inbounds` (13.4) promises, per dimension, that no tile hangs over the
    edge.

    ```mlir
    %t, %tk = load_view_tko relaxed device %pv[%i, %j] token = %tk0 optimization_hints = <sm_100 = {latency = 3}> : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    ```
  }];
  let arguments = (ins Tile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<Tile_MemoryScopeAttr>:$memory_scope,
                       Tile_OptionalHints:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       Arg<Tile_AnyView, "", [MemRead]>:$view,
                       Variadic<Tile_AnyTile>:$index,
                       Optional<Tile_BuildableToken>:$token);
  let results = (outs Tile_AnyTile:$tile, Tile_BuildableToken:$result_token);
  let assemblyFormat = [{
    custom<OrderingAndScope>($memory_ordering_semantics, $memory_scope)
    $view `` `[` $index `]` (`token` `=` $token^)?
    (`optimization_hints` `=` $optimization_hints^)?
    (`inbounds` `=` $inbounds^)? attr-dict
    `:` custom<TileType>(type($view)) ``
    custom<IndexTypes>(ref($index), type($index))
    `->` custom<TileType>(type($tile)) `,` custom<TileType>(type($result_token))
  }];
}

def Tile_StoreViewTkoOp : Tile_MemOp<"store_view_tko",
    [AttrSizedOperandSegments]> {
  let summary = "stores a tile at a tile-space index of a view";
  let description = [{
    Elements past the tensor edge are not written. Orderings: weak,
    relaxed, release.

    ```mlir
    %tk = store_view_tko weak %t, %pv[%i, %j] token = %tk0 : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    ```
  }];
  let arguments = (ins Tile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<Tile_MemoryScopeAttr>:$memory_scope,
                       Tile_OptionalHints:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       Tile_AnyTile:$tile,
                       Arg<Tile_AnyView, "", [MemWrite]>:$view,
                       Variadic<Tile_AnyTile>:$index,
                       Optional<Tile_BuildableToken>:$token);
  let results = (outs Tile_BuildableToken:$result_token);
  let assemblyFormat = [{
    custom<OrderingAndScope>($memory_ordering_semantics, $memory_scope)
    $tile `,` $view `` `[` $index `]` (`token` `=` $token^)?
    (`optimization_hints` `=` $optimization_hints^)?
    (`inbounds` `=` $inbounds^)? attr-dict
    `:` custom<TileType>(type($tile)) `,` custom<TileType>(type($view)) ``
    custom<IndexTypes>(ref($index), type($index))
    `->` custom<TileType>(type($result_token))
  }];
}

def Tile_AtomicRedViewTkoOp : Tile_MemOp<"atomic_red_view_tko",
    [AttrSizedOperandSegments]> {
  let summary = "atomically reduces a tile into a view (13.3)";
  let description = [{
    No old values come back. Only `relaxed` ordering at `tl_blk` or
    `device` scope; partition or strided views without padding; any mode
    but `xchg`.

    ```mlir
    %tk = atomic_red_view_tko relaxed device %pv[%i, %j], addf, %t : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    ```
  }];
  let arguments = (ins Tile_MemoryOrderingAttr:$memory_ordering_semantics,
                       // Always present; optional here so that the verifier
                       // can explain what is missing.
                       OptionalAttr<Tile_MemoryScopeAttr>:$memory_scope,
                       Tile_AtomicRMWModeAttr:$mode,
                       Arg<Tile_AnyView, "", [MemRead, MemWrite]>:$view,
                       Variadic<Tile_AnyTile>:$index,
                       Tile_AnyTile:$value,
                       Optional<Tile_BuildableToken>:$token);
  let results = (outs Tile_BuildableToken:$result_token);
  let assemblyFormat = [{
    custom<OrderingAndScope>($memory_ordering_semantics, $memory_scope)
    $view `` `[` $index `]` `,` $mode `,` $value (`token` `=` $token^)?
    attr-dict
    `:` custom<TileType>(type($value)) `,` custom<TileType>(type($view)) ``
    custom<IndexTypes>(ref($index), type($index))
    `->` custom<TileType>(type($result_token))
  }];
}

//===----------------------------------------------------------------------===//
// Pointers
//===----------------------------------------------------------------------===//

def Tile_LoadPtrTkoOp : Tile_MemOp<"load_ptr_tko",
    [AttrSizedOperandSegments, Tile_NamedResults]> {
  let summary = "gathers one element through each pointer of a tile";
  let description = [{
    Lanes whose `mask` bit is false read `paddingValue` (undefined without
    one). Orderings: weak, relaxed, acquire.

    ```mlir
    %v, %tk = load_ptr_tko weak %ptrs, %mask, %pad : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
    ```
  }];
  let arguments = (ins Tile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<Tile_MemoryScopeAttr>:$memory_scope,
                       Tile_OptionalHints:$optimization_hints,
                       Arg<Tile_PointerTile, "", [MemRead]>:$source,
                       Optional<Tile_I1Tile>:$mask,
                       Optional<Tile_AnyTile>:$paddingValue,
                       Optional<Tile_BuildableToken>:$token);
  let results = (outs Tile_AnyTile:$result, Tile_BuildableToken:$result_token);
  let assemblyFormat = [{
    custom<OrderingAndScope>($memory_ordering_semantics, $memory_scope)
    $source (`,` $mask^)? (`,` $paddingValue^)? (`token` `` `=` `` $token^)?
    (`optimization_hints` `=` $optimization_hints^)? attr-dict
    `:` custom<TileType>(type($source))
    (`,` custom<TileType>(type($mask))^)?
    (`,` custom<TileType>(type($paddingValue))^)?
    `->` custom<TileType>(type($result)) `,` custom<TileType>(type($result_token))
  }];
}

def Tile_StorePtrTkoOp : Tile_MemOp<"store_ptr_tko",
    [AttrSizedOperandSegments]> {
  let summary = "scatters one element through each pointer of a tile";
  let description = [{
    Lanes whose `mask` bit is false are not written. Orderings: weak,
    relaxed, release.

    ```mlir
    %tk = store_ptr_tko relaxed device %ptrs, %v, %mask token=%t : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> token
    ```
  }];
  let arguments = (ins Tile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<Tile_MemoryScopeAttr>:$memory_scope,
                       Tile_OptionalHints:$optimization_hints,
                       Arg<Tile_PointerTile, "", [MemWrite]>:$destination,
                       Tile_AnyTile:$value,
                       Optional<Tile_I1Tile>:$mask,
                       Optional<Tile_BuildableToken>:$token);
  let results = (outs Tile_BuildableToken:$result_token);
  let assemblyFormat = [{
    custom<OrderingAndScope>($memory_ordering_semantics, $memory_scope)
    $destination `,` $value (`,` $mask^)? (`token` `` `=` `` $token^)?
    (`optimization_hints` `=` $optimization_hints^)? attr-dict
    `:` custom<TileType>(type($destination)) `,` custom<TileType>(type($value))
    (`,` custom<TileType>(type($mask))^)?
    `->` custom<TileType>(type($result_token))
  }];
}

def Tile_AtomicRmwTkoOp : Tile_MemOp<"atomic_rmw_tko",
    [AttrSizedOperandSegments, Tile_NamedResults]> {
  let summary = "per-lane atomic read-modify-write; returns the old values";
  let description = [{
    Orderings: relaxed, acquire, release, acq_rel, always with a scope.
    `and`/`or`/`xor`/`add`/`max`/`min`/`umax`/`umin` take i32 or i64,
    `addf` f16/bf16/f32/f64, `xchg` any 32- or 64-bit integer or float.

    ```mlir
    %old, %tk = atomic_rmw_tko relaxed device %ptrs, add, %x : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    ```
  }];
  let arguments = (ins Tile_MemoryOrderingAttr:$memory_ordering_semantics,
                       // Always present; optional here so that the verifier
                       // can explain what is missing.
                       OptionalAttr<Tile_MemoryScopeAttr>:$memory_scope,
                       Tile_AtomicRMWModeAttr:$mode,
                       Arg<Tile_PointerTile, "", [MemRead, MemWrite]>:$pointers,
                       Tile_AnyTile:$arg,
                       Optional<Tile_I1Tile>:$mask,
                       Optional<Tile_BuildableToken>:$token);
  let results = (outs Tile_AnyTile:$result, Tile_BuildableToken:$result_token);
  let assemblyFormat = [{
    custom<OrderingAndScope>($memory_ordering_semantics, $memory_scope)
    $pointers `,` $mode `,` $arg (`,` $mask^)? (`token` `` `=` `` $token^)?
    attr-dict
    `:` custom<TileType>(type($pointers)) `,` custom<TileType>(type($arg))
    (`,` custom<TileType>(type($mask))^)?
    `->` custom<TileType>(type($result)) `,` custom<TileType>(type($result_token))
  }];
}

def Tile_AtomicCasTkoOp : Tile_MemOp<"atomic_cas_tko",
    [AttrSizedOperandSegments, Tile_NamedResults,
     AllTypesMatch<["cmp", "val"]>]> {
  let summary = "per-lane atomic compare-and-swap; returns the old values";
  let description = [{
    Compares bit patterns (NaNs and signed zeros are distinct) on i32, i64,
    f32 or f64. Masked-off lanes return `cmp`. The type of `cmp` and `val`
    is written once.

    ```mlir
    %old, %tk = atomic_cas_tko acq_rel device %ptrs, %cmp, %new token=%t : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    ```
  }];
  let arguments = (ins Tile_MemoryOrderingAttr:$memory_ordering_semantics,
                       // Always present; optional here so that the verifier
                       // can explain what is missing.
                       OptionalAttr<Tile_MemoryScopeAttr>:$memory_scope,
                       Arg<Tile_PointerTile, "", [MemRead, MemWrite]>:$pointers,
                       Tile_AnyTile:$cmp,
                       Tile_AnyTile:$val,
                       Optional<Tile_I1Tile>:$mask,
                       Optional<Tile_BuildableToken>:$token);
  let results = (outs Tile_AnyTile:$result, Tile_BuildableToken:$result_token);
  let assemblyFormat = [{
    custom<OrderingAndScope>($memory_ordering_semantics, $memory_scope)
    $pointers `,` $cmp `,` $val (`,` $mask^)? (`token` `` `=` `` $token^)?
    attr-dict
    `:` custom<TileType>(type($pointers)) `,` custom<TileType>(type($cmp))
    (`,` custom<TileType>(type($mask))^)?
    `->` custom<TileType>(type($result)) `,` custom<TileType>(type($result_token))
  }];
}

//===----------------------------------------------------------------------===//
// Allocation
//===----------------------------------------------------------------------===//

def Tile_AllocaOp : Tile_Op<"alloca"> {
  let summary = "scratch memory valid until the enclosing block ends (13.3)";
  let description = [{
    `num_elem` elements of the pointee type, aligned to `alignment` bytes
    (a power of two, at least the element size). `global` memory can be
    shared across tile threads.

    ```mlir
    %a = alloca num_elem = 64, alignment = 128 global : tile<ptr<f32>>
    ```
  }];
  let arguments = (ins I64Attr:$num_elem, I64Attr:$alignment,
                       UnitAttr:$global);
  let results = (outs Res<Tile_ScalarPointer, "",
                          [MemAlloc<AutomaticAllocationScopeResource>]>:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment
    (`global` $global^)? attr-dict `:` custom<TileType>(type($result))
  }];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_TILE_IR_TILEMEMORYOPS_TD
