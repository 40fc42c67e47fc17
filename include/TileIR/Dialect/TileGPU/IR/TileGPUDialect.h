//===- TileGPUDialect.h - distributed layouts of tiles ----------*- C++ -*-===//

#ifndef TILEIR_DIALECT_TILEGPU_IR_TILEGPUDIALECT_H
#define TILEIR_DIALECT_TILEGPU_IR_TILEGPUDIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <string>

#include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "TileIR/Dialect/TileGPU/IR/TileGPUAttrs.h.inc"

#define GET_OP_CLASSES
#include "TileIR/Dialect/TileGPU/IR/TileGPUOps.h.inc"

namespace mlir::tilegpu {

/// Whether `attr` is one of the layouts (blocked, mma, slice or coalesced).
bool isLayout(Attribute attr);

/// The layout of `value`: a convert_layout's `to`, its defining op's
/// `tilegpu.layout` (for its first result), a tile.for's `tilegpu.layouts`
/// entry for its results and iteration arguments; null for the blocked layout
/// (written or not).
Attribute getLayout(Value value);

/// Whether `value` is in an mma accumulator layout (and which).
MmaLayoutAttr getMmaLayout(Value value);
/// Whether `value` is in a slice layout (and which).
SliceLayoutAttr getSliceLayout(Value value);

/// A warp's mma.sync tiles of a `rows` x `cols` accumulator in an mma
/// layout: its 16-row tiles of A and 8-column tiles of B.
struct MmaWarpTiles {
  int64_t tilesA, tilesB;
  /// The 32-bit registers of one k step's fragments (four an A tile, two
  /// a B tile), as `tilegpu.load_mma_fragments` returns them.
  int64_t getStepRegisters() const { return 4 * tilesA + 2 * tilesB; }
};
MmaWarpTiles getMmaWarpTiles(MmaLayoutAttr layout, int64_t rows, int64_t cols);

/// The most k steps of a `tilegpu.shared_mma` (mma.sync) that the lowering
/// unrolls (constant offsets); beyond, they are a loop.
constexpr int64_t kMaxUnrolledMmaSteps = 8;

} // namespace mlir::tilegpu

#endif // TILEIR_DIALECT_TILEGPU_IR_TILEGPUDIALECT_H
