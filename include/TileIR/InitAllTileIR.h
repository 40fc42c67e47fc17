//===- InitAllTileIR.h - register everything TileIR provides ----*- C++ -*-===//
//
// One place that registers the tile dialect and every TileIR pass, used by
// tile-opt, the mlir-opt plugins and downstream tools alike.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_INITALLTILEIR_H
#define TILEIR_INITALLTILEIR_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir::tile {

/// Adds the tile and tilegpu (layout) dialects to `registry`.
void registerTileDialect(DialectRegistry &registry);

/// Registers every TileIR pass and pass pipeline with the global registry.
void registerAllTileIRPasses();

} // namespace mlir::tile

#endif // TILEIR_INITALLTILEIR_H
