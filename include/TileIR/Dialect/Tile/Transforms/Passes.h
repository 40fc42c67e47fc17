//===- Passes.h - tile dialect analyses and transforms ----------*- C++ -*-===//

#ifndef TILEIR_DIALECT_TILE_TRANSFORMS_PASSES_H
#define TILEIR_DIALECT_TILE_TRANSFORMS_PASSES_H

#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.h"
#include "mlir/Pass/Pass.h"

#include <memory>
#include <string>

namespace mlir::tile {

#define GEN_PASS_DECL
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"

} // namespace mlir::tile

#endif // TILEIR_DIALECT_TILE_TRANSFORMS_PASSES_H
