//===- TileReduceOps.td - reduce and scan ------------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEREDUCEOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILEREDUCEOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"
include "mlir/IR/OpAsmInterface.td"

class Tile_CombinerOp<string mnemonic> : Tile_Op<mnemonic,
    [RecursiveMemoryEffects, OpAsmOpInterface]> {
  let extraClassDeclaration = [{
    static ::llvm::StringRef getDefaultDialect() { return "tile"; }
  }];
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def Tile_ReduceOp : Tile_CombinerOp<"reduce"> {
  let summary = "reduces N tiles along one dimension with a combiner region";
  let description = [{
    The body takes 2N rank-0 tiles, pairs of (element_i, accumulator_i),
    and yields N accumulators. `identities` holds the neutral element of
    each combiner. The result drops dimension `dim`.

    ```mlir
    %s = reduce %x dim=1 identities=[0xFF800000 : f32] : tile<16x16xf32> -> tile<16xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %m = maxf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    ```
  }];
  let arguments = (ins Variadic<Tile_NumberTile>:$inputs,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       ArrayAttr:$identities);
  let results = (outs Variadic<Tile_NumberTile>:$results);
}

def Tile_ScanOp : Tile_CombinerOp<"scan"> {
  let summary = "inclusive prefix scan of N tiles along one dimension";
  let description = [{
    Same region convention as `reduce`; results keep the operand shapes.
    `reverse` scans from the end of the dimension.
  }];
  let arguments = (ins Variadic<Tile_NumberTile>:$inputs,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       BoolAttr:$reverse,
                       ArrayAttr:$identities);
  let results = (outs Variadic<Tile_NumberTile>:$results);
}

#endif // TILEIR_DIALECT_TILE_IR_TILEREDUCEOPS_TD
