//===- Passes.h - tile dialect analyses and transforms ----------*- C++ -*-===//

#ifndef TILEIR_DIALECT_TILE_TRANSFORMS_PASSES_H
#define TILEIR_DIALECT_TILE_TRANSFORMS_PASSES_H

#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.h"
#include "mlir/Pass/Pass.h"

#include <memory>
#include <string>

namespace mlir::tile {

/// The discardable attribute on a `for` tile-pipeline-mma-loads or
/// tile-pipeline-mma-shared pipelined: its stage count (a loop is pipelined
/// once). tile-as's remarks report it.
constexpr llvm::StringLiteral kPipelineStagesAttrName = "tile.pipeline_stages";

#define GEN_PASS_DECL
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"

} // namespace mlir::tile

#endif // TILEIR_DIALECT_TILE_TRANSFORMS_PASSES_H
