//===- TileDebugOps.td - assumptions, assertions and printing ---*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEDEBUGOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILEDEBUGOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"
include "mlir/IR/OpAsmInterface.td"

#ifndef TILE_BUILDABLE_TOKEN
#define TILE_BUILDABLE_TOKEN
def Tile_BuildableToken
    : Type<CPred<"::llvm::isa<::mlir::tile::TokenType>($_self)">, "token",
           "::mlir::tile::TokenType">,
      BuildableType<"::mlir::tile::TokenType::get($_builder.getContext())">;
#endif

def Tile_AssumePredicate
    : Attr<CPred<"::llvm::isa<::mlir::tile::AssumePredicateAttrInterface>($_self)">,
           "assume predicate (div_by, same_elements or bounded)"> {
  let storageType = "::mlir::Attribute";
  let returnType = "::mlir::Attribute";
  let convertFromStorage = "$_self";
}

def Tile_AssumeOp : Tile_Op<"assume", [Pure,
    AllTypesMatch<["value", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "attaches a trusted fact to a value";
  let description = [{
    The result is the operand, known to satisfy `predicate`; a false fact is
    undefined behaviour. Lowering reads the facts (alignment, bounds), so
    assume is never folded away while its result is used.

    ```mlir
    %a = assume div_by<16>, %p : tile<ptr<f32>>
    %n2 = assume bounded<0, ?>, %n : tile<i32>
    ```
  }];
  let arguments = (ins Tile_AssumePredicate:$predicate,
                       AnyTypeOf<[Tile_AnyTile, Tile_TensorView, Tile_AnyView]>:$value);
  let results = (outs AnyTypeOf<[Tile_AnyTile, Tile_TensorView, Tile_AnyView]>:$result);
  let assemblyFormat = [{
    custom<AssumePredicate>($predicate) `,` $value attr-dict `:`
    custom<TileType>(type($value))
  }];
  let hasVerifier = 1;
}

def Tile_AssertOp : Tile_Op<"assert", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "reports every false element of a condition tile";
  let description = [{
    Prints `message` and the element index for each false element and
    signals an error to the host; execution may continue.

    ```mlir
    assert %c, "oops" : tile<i1>
    ```
  }];
  let arguments = (ins Tile_I1Tile:$condition, StrAttr:$message);
  let assemblyFormat = [{
    $condition `,` $message attr-dict `:` custom<TileType>(type($condition))
  }];
}

def Tile_PrintTkoOp : Tile_Op<"print_tko", [AttrSizedOperandSegments,
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "printf-style device print, ordered by tokens";
  let description = [{
    The number of `%` conversions in `str` (a literal `%%` aside) equals
    the number of arguments. Bytecode 13.1 (`print`) had neither input token
    nor result; from 13.2 the op returns a token, so the result is optional.

    ```mlir
    %t = print_tko "v=%d %f\0A", %i, %f token=%t0 : tile<i32>, tile<16xf32> -> token
    ```
  }];
  let arguments = (ins StrAttr:$str, Variadic<Tile_AnyTile>:$args,
                       Optional<Tile_BuildableToken>:$token);
  let results = (outs Optional<Tile_BuildableToken>:$result_token);
  let assemblyFormat = [{
    $str (`,` $args^)? (`token` `` `=` `` $token^)? attr-dict
    (`:` custom<TileTypeList>(type($args))^)?
    (`->` custom<TileType>(type($result_token))^)?
  }];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_TILE_IR_TILEDEBUGOPS_TD
