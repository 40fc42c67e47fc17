//===- TileDialect.td - the CUDA Tile IR dialect -----------*- tablegen -*-===//
//
// The `tile` dialect models CUDA Tile IR 13.1-13.4 op for op: the IR that
// cuTile Python, cuTile.jl and cutile-rs write as bytecode.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEDIALECT_TD
#define TILEIR_DIALECT_TILE_IR_TILEDIALECT_TD

include "mlir/IR/OpBase.td"

def Tile_Dialect : Dialect {
  let name = "tile";
  let cppNamespace = "::mlir::tile";
  let summary = "CUDA Tile IR: tile-level kernels for NVIDIA GPUs";
  let description = [{
    Values are tiles (statically shaped, power-of-two arrays of numbers or
    pointers; scalars are rank-0 tiles), views over global memory and
    ordering tokens. Kernels are `tile.entry` ops inside a `tile.module`.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
  }];
}

class Tile_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tile_Dialect, mnemonic, traits>;

#endif // TILEIR_DIALECT_TILE_IR_TILEDIALECT_TD
