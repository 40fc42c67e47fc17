//===- TileTypes.td - types of CUDA Tile IR ----------------*- tablegen -*-===//
//
// All SSA values of the dialect are tiles, views over global memory, or
// tokens. Element types are MLIR's builtin integer and float types.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILETYPES_TD
#define TILEIR_DIALECT_TILE_IR_TILETYPES_TD

include "TileIR/Dialect/Tile/IR/TileAttrs.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

class Tile_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Tile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Tile_PointerType : Tile_Type<"Pointer", "ptr"> {
  let summary = "pointer into global memory: ptr<T>";
  let parameters = (ins "::mlir::Type":$pointeeType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def Tile_TileType : Tile_Type<"Tile", "tile",
    [ShapedTypeInterface]> {
  let summary = "statically shaped tile: tile<128x64xf32>, tile<ptr<f16>>";
  let description = [{
    Every dimension is a power of two and the tile holds at most 2^24
    elements. Rank 0 is a scalar. Elements are numbers or pointers.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType);
  let builders = [
    TypeBuilderWithInferredContext<(ins "::llvm::ArrayRef<int64_t>":$shape,
                                        "::mlir::Type":$elementType), [{
      return $_get(elementType.getContext(), shape, elementType);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// ShapedTypeInterface: tiles are always ranked.
    bool hasRank() const { return true; }
    TileType cloneWith(std::optional<::llvm::ArrayRef<int64_t>> shape,
                       ::mlir::Type elementType) const;
    /// A rank-0 tile of `elementType`.
    static TileType getScalar(::mlir::Type elementType) {
      return get({}, elementType);
    }
  }];
}

def Tile_TensorViewType : Tile_Type<"TensorView", "tensor_view"> {
  let summary = "global-memory tensor: tensor_view<?x64xf32, strides=[64,1]>";
  let description = [{
    Shape and strides in elements; `?` (ShapedType::kDynamic) marks a value
    supplied at run time by `make_tensor_view`.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType,
                        ArrayRefParameter<"int64_t">:$strides);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
    int64_t getNumDynamicShape() const;
    int64_t getNumDynamicStrides() const;
  }];
}

def Tile_ViewTypeInterface : TypeInterface<"TileViewTypeInterface"> {
  let cppNamespace = "::mlir::tile";
  let description = [{
    A view that `load_view_tko` / `store_view_tko` index in tile space.
  }];
  let methods = [
    InterfaceMethod<"The tensor the view reads (a TensorViewType; see "
                    "getTensorViewType()).",
      "::mlir::Type", "getTensorView">,
    InterfaceMethod<"The shape of the tile one index reaches.",
      "::llvm::ArrayRef<int64_t>", "getTileShape">,
    InterfaceMethod<"Padding read for out-of-bounds elements, or null.",
      "::mlir::tile::PaddingValueAttr", "getPaddingValue">,
  ];
  let extraClassDeclaration = [{
    /// Rank of the index space: one index per tile dimension.
    int64_t getIndexSpaceRank() { return getTileShape().size(); }
    /// The tensor the view reads.
    ::mlir::tile::TensorViewType getTensorViewType();
  }];
}

def Tile_PartitionViewType : Tile_Type<"PartitionView", "partition_view",
    [Tile_ViewTypeInterface]> {
  let summary = "grid of non-overlapping tiles over a tensor_view";
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape,
                        "TensorViewType":$tensorView,
                        ArrayRefParameter<"int64_t">:$dimMap,
                        OptionalParameter<"PaddingValueAttr">:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def Tile_StridedViewType : Tile_Type<"StridedView", "strided_view",
    [Tile_ViewTypeInterface]> {
  let summary = "tiles whose origins advance by traversal strides (13.3)";
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape,
                        ArrayRefParameter<"int64_t">:$traversalStrides,
                        "TensorViewType":$tensorView,
                        ArrayRefParameter<"int64_t">:$dimMap,
                        OptionalParameter<"PaddingValueAttr">:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def Tile_GatherScatterViewType
    : Tile_Type<"GatherScatterView", "gather_scatter_view",
    [Tile_ViewTypeInterface]> {
  let summary = "grid view with per-row indices along one dimension (13.3)";
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape,
                        "TensorViewType":$tensorView,
                        "int64_t":$sparseDim,
                        OptionalParameter<"PaddingValueAttr">:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def Tile_TokenType : Tile_Type<"Token", "token"> {
  let summary = "compile-time ordering handle for memory operations";
}

//===----------------------------------------------------------------------===//
// Type constraints the ops use (reference §1.1).
//===----------------------------------------------------------------------===//

def Tile_AnyTile : Type<CPred<"::llvm::isa<::mlir::tile::TileType>($_self)">,
    "tile", "::mlir::tile::TileType">;

class Tile_TileOf<string pred, string desc>
    : Type<And<[CPred<"::llvm::isa<::mlir::tile::TileType>($_self)">,
                CPred<"::mlir::tile::" # pred # "(::llvm::cast<::mlir::tile::TileType>($_self).getElementType())">]>,
           "tile of " # desc, "::mlir::tile::TileType">;

def Tile_IntTile : Tile_TileOf<"isIntElement", "i1/i8/i16/i32/i64">;
def Tile_IntOrI4Tile : Tile_TileOf<"isIntOrI4Element", "i1/i4/i8/i16/i32/i64">;
def Tile_BaseFloatTile : Tile_TileOf<"isBaseFloatElement", "f16/bf16/f32/f64">;
def Tile_FloatTile : Tile_TileOf<"isFloatElement", "any float type">;
def Tile_NumberTile : Tile_TileOf<"isNumberElement", "numbers">;
def Tile_PointerTile : Tile_TileOf<"isPointerElement", "pointers">;
def Tile_I1Tile : Tile_TileOf<"isI1Element", "i1">;

class Tile_ScalarOf<string pred, string desc>
    : Type<And<[CPred<"::llvm::isa<::mlir::tile::TileType>($_self)">,
                CPred<"::llvm::cast<::mlir::tile::TileType>($_self).getRank() == 0">,
                CPred<"::mlir::tile::" # pred # "(::llvm::cast<::mlir::tile::TileType>($_self).getElementType())">]>,
           "rank-0 tile of " # desc, "::mlir::tile::TileType">;

def Tile_ScalarInt : Tile_ScalarOf<"isIntElement", "integers">;
def Tile_ScalarI1 : Tile_ScalarOf<"isI1Element", "i1">;
def Tile_ScalarI32 : Tile_ScalarOf<"isI32Element", "i32">,
    BuildableType<"::mlir::tile::TileType::getScalar($_builder.getI32Type())">;
def Tile_ScalarPointer : Tile_ScalarOf<"isPointerElement", "pointers">;

def Tile_TensorView : Type<CPred<"::llvm::isa<::mlir::tile::TensorViewType>($_self)">,
    "tensor_view", "::mlir::tile::TensorViewType">;
def Tile_AnyView : Type<CPred<"::llvm::isa<::mlir::tile::TileViewTypeInterface>($_self)">,
    "partition, strided or gather/scatter view", "::mlir::tile::TileViewTypeInterface">;
def Tile_Token : Type<CPred<"::llvm::isa<::mlir::tile::TokenType>($_self)">,
    "token", "::mlir::tile::TokenType">,
    BuildableType<"::mlir::tile::TokenType::get($_builder.getContext())">;

#endif // TILEIR_DIALECT_TILE_IR_TILETYPES_TD
