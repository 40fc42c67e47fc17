//===- InitAllTileIR.cpp - register everything TileIR provides ------------===//

#include "TileIR/InitAllTileIR.h"

#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "TileIR/Dialect/Tile/Transforms/Passes.h"
#include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.h"
#include "mlir/IR/DialectRegistry.h"

void mlir::tile::registerTileDialect(DialectRegistry &registry) {
  registry.insert<TileDialect, tilegpu::TileGPUDialect>();
}

void mlir::tile::registerAllTileIRPasses() {
  // Passes register here as the pipeline grows (Transforms, Conversion).
  registerTileIRPasses();
  registerTileIRConversionPasses();
}
