//===- TileGPUDialect.td - distributed layouts of tiles ----*- tablegen -*-===//
//
// The `tilegpu` dialect holds what the lowering adds to tile IR and Tile IR
// itself has no words for: which thread of a block holds which element of
// a tile (layouts), the op that moves a tile from one layout to another,
// and the shared buffers mma operands are copied into asynchronously.
// It never reaches bytecode; `tile-assign-layouts` writes it and
// `convert-tile-to-gpu` consumes it (docs/layouts.md).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEGPU_IR_TILEGPUDIALECT_TD
#define TILEIR_DIALECT_TILEGPU_IR_TILEGPUDIALECT_TD

include "mlir/IR/OpBase.td"

def TileGPU_Dialect : Dialect {
  let name = "tilegpu";
  let cppNamespace = "::mlir::tilegpu";
  let summary = "Distributed layouts of tile values over a block's threads";
  let description = [{
    A layout says which thread of a block holds which element of a tile.
    A tile-valued op carries the layout of its result (a load: of its
    tile, the first result) in the discardable attribute `tilegpu.layout`;
    a `tile.for` the layouts of its iteration values and a `tile.reduce`
    those of its results in `tilegpu.layouts`;
    an absent attribute means the blocked layout. `tilegpu.convert_layout` is the only op that changes a layout.
    A view load or store may carry `tilegpu.vector`: the width of the
    aligned vector accesses its threads make, and `tilegpu.edge_lanes`
    where a vector can straddle the tensor's end. A tensor-core mma may
    carry `tilegpu.resident_rhs`: its B lives in shared memory, staged once.
    `#tilegpu.ring` and the async copy ops hold mma operands in rings of
    shared buffers (tile-pipeline-mma-shared).
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    /// The discardable attribute holding an op's result layout.
    static constexpr ::llvm::StringLiteral kLayoutAttrName =
        "tilegpu.layout";
    /// The discardable attribute holding a tile.for's iteration layouts or
    /// a tile.reduce's result layouts.
    static constexpr ::llvm::StringLiteral kIterLayoutsAttrName =
        "tilegpu.layouts";
    /// The discardable attribute of a view load or store: each thread
    /// accesses its elements in aligned vectors of this many (i64, a power
    /// of two), where it holds them all in bounds.
    static constexpr ::llvm::StringLiteral kVectorAttrName =
        "tilegpu.vector";
    /// Beside tilegpu.vector: a vector may straddle the tensor's end, so a
    /// thread at an edge accesses lane by lane (absent: each vector is
    /// predicated as a whole).
    static constexpr ::llvm::StringLiteral kEdgeLanesAttrName =
        "tilegpu.edge_lanes";
    /// The discardable attribute of a tensor-core mmaf/mmai: its B is
    /// staged once, where it is defined, into a shared region of its own
    /// that the mma reads on every iteration (LayoutAssignment.h,
    /// findResidentRhs).
    static constexpr ::llvm::StringLiteral kResidentRhsAttrName =
        "tilegpu.resident_rhs";
    /// The unit attribute of a gpu.module whose code uses arch-specific
    /// instructions (wgmma): the PTX and cubin target sm_XXa.
    static constexpr ::llvm::StringLiteral kArchSpecificAttrName =
        "tilegpu.arch_specific";
  }];
}

#endif // TILEIR_DIALECT_TILEGPU_IR_TILEGPUDIALECT_TD
