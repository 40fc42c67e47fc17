//===- TileViewOps.td - tensor and partition views and their shapes ---*- tablegen -*-===//
//
// Views describe global memory (reference §1.4-1.7, §2.11, §3.2). They are
// pure values: making or querying one touches no memory.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEVIEWOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILEVIEWOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"
include "mlir/IR/OpAsmInterface.td"

def Tile_PartitionView
    : Type<CPred<"::llvm::isa<::mlir::tile::PartitionViewType>($_self)">,
           "partition_view", "::mlir::tile::PartitionViewType">;
def Tile_StridedView
    : Type<CPred<"::llvm::isa<::mlir::tile::StridedViewType>($_self)">,
           "strided_view", "::mlir::tile::StridedViewType">;
def Tile_GatherScatterView
    : Type<CPred<"::llvm::isa<::mlir::tile::GatherScatterViewType>($_self)">,
           "gather_scatter_view", "::mlir::tile::GatherScatterViewType">;

def Tile_MakeTensorViewOp : Tile_Op<"make_tensor_view", [Pure,
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a tensor view over global memory at a base pointer";
  let description = [{
    Static extents and strides live in the result type; each `?` in the
    shape, then in the strides, takes one operand, in dimension order. The
    operands are rank-0 integer tiles of one type, read unsigned.

    ```mlir
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tv2 = make_tensor_view %p, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xf32, strides=[16,1]>
    ```
  }];
  let arguments = (ins Tile_ScalarPointer:$base,
                       Variadic<Tile_ScalarInt>:$dynamicShape,
                       Variadic<Tile_ScalarInt>:$dynamicStrides);
  let results = (outs Tile_TensorView:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

class Tile_MakeViewOp<string mnemonic, Type viewType, string resultName>
    : Tile_Op<mnemonic, [Pure,
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let arguments = (ins Tile_TensorView:$tensor_view);
  let results = (outs viewType:$result);
  // The operand type is the view type's tensor_view, so only the view type
  // is written.
  let assemblyFormat = [{
    $tensor_view attr-dict `:` custom<ViewType>(type($result), type($tensor_view))
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    void $cppClass::getAsmResultNames(
        ::llvm::function_ref<void(::mlir::Value, ::llvm::StringRef)> setName) {
      setName(getResult(), "}] # resultName # [{");
    }
  }];
}

def Tile_MakePartitionViewOp
    : Tile_MakeViewOp<"make_partition_view", Tile_PartitionView, "pview"> {
  let summary = "a grid of non-overlapping tiles over a tensor view";
  let description = [{
    ```mlir
    %pv = make_partition_view %tv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    ```
  }];
}

def Tile_MakeStridedViewOp
    : Tile_MakeViewOp<"make_strided_view", Tile_StridedView, "sview"> {
  let summary = "tiles whose origins advance by traversal strides (13.3)";
  let description = [{
    ```mlir
    %sv = make_strided_view %tv : strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<64x16xf32, strides=[16,1]>>
    ```
  }];
}

def Tile_MakeGatherScatterViewOp
    : Tile_MakeViewOp<"make_gather_scatter_view", Tile_GatherScatterView,
                      "gsview"> {
  let summary = "a grid view indexed by a row tile along one dimension (13.3)";
  let description = [{
    ```mlir
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x16), tensor_view<64x16xf32, strides=[16,1]>, sparse_dim=0>
    ```
  }];
}

def Tile_GetTensorShapeOp : Tile_Op<"get_tensor_shape", [Pure]> {
  let summary = "the element extents of a tensor view";
  let description = [{
    One rank-0 integer result per dimension, all of one type (written
    once); values are unsigned.

    ```mlir
    %d0, %d1 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[64,1]> -> tile<i64>
    ```
  }];
  let arguments = (ins Tile_TensorView:$src);
  let results = (outs Variadic<Tile_ScalarInt>:$results);
  let assemblyFormat = [{
    $src attr-dict `:` custom<TileType>(type($src)) ``
    custom<ShapeResultTypes>(ref(type($src)), type($results))
  }];
  let hasVerifier = 1;
}

def Tile_GetIndexSpaceShapeOp : Tile_Op<"get_index_space_shape", [Pure]> {
  let summary = "the tile-grid extents of a view";
  let description = [{
    One rank-0 integer result per index-space dimension, all of one type.

    ```mlir
    %s0, %s1 = get_index_space_shape %pv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>> -> tile<i32>
    ```
  }];
  let arguments = (ins Tile_AnyView:$src);
  let results = (outs Variadic<Tile_ScalarInt>:$results);
  let assemblyFormat = [{
    $src attr-dict `:` custom<TileType>(type($src)) ``
    custom<ShapeResultTypes>(ref(type($src)), type($results))
  }];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_TILE_IR_TILEVIEWOPS_TD
