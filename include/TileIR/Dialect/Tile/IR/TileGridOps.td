//===- TileGridOps.td - tile block ids and grid extents ---*- tablegen -*-===//
//
// The tile-block grid a kernel runs on (reference §2.2): ids map to CUDA's
// blockIdx and extents to gridDim.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEGRIDOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILEGRIDOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"
include "mlir/IR/OpAsmInterface.td"

// Three rank-0 i32 results printed with one type: `%x, %y, %z = op : tile<i32>`.
class Tile_GridOp<string mnemonic, string resultPrefix>
    : Tile_Op<mnemonic, [Pure, AllTypesMatch<["x", "y", "z"]>,
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let results = (outs Tile_ScalarI32:$x, Tile_ScalarI32:$y, Tile_ScalarI32:$z);
  let assemblyFormat = [{
    attr-dict `:` custom<TileType>(type($x))
  }];
  let builders = [OpBuilder<(ins), [{
    auto i32 = ::mlir::tile::TileType::getScalar($_builder.getI32Type());
    build($_builder, $_state, i32, i32, i32);
  }]>];
  // SSA names NVIDIA's printer uses: %blockId_x, %gridSize_x, ...
  let extraClassDefinition = [{
    void $cppClass::getAsmResultNames(
        ::llvm::function_ref<void(::mlir::Value, ::llvm::StringRef)> setName) {
      setName(getX(), "}] # resultPrefix # [{_x");
      setName(getY(), "}] # resultPrefix # [{_y");
      setName(getZ(), "}] # resultPrefix # [{_z");
    }
  }];
}

def Tile_GetTileBlockIdOp : Tile_GridOp<"get_tile_block_id", "blockId"> {
  let summary = "x, y, z index of the executing tile block";
  let description = [{
    Axes the launch leaves unspecified read 0.

    ```mlir
    %x, %y, %z = get_tile_block_id : tile<i32>
    ```
  }];
}

def Tile_GetNumTileBlocksOp : Tile_GridOp<"get_num_tile_blocks", "gridSize"> {
  let summary = "x, y, z extent of the tile-block grid";
  let description = [{
    Axes the launch leaves unspecified read 1.

    ```mlir
    %x, %y, %z = get_num_tile_blocks : tile<i32>
    ```
  }];
}

#endif // TILEIR_DIALECT_TILE_IR_TILEGRIDOPS_TD
