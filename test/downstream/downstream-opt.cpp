//===- downstream-opt.cpp - a compiler built on the installed TileIR -------===//
//
// An mlir-opt for a project that consumes TileIR: the tile dialect, every
// TileIR pass, the upstream core passes, and a pass of its own.
//
//===----------------------------------------------------------------------===//

#include "TileStats.h"

#include "TileIR/InitAllTileIR.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::registerTransformsPasses();
  mlir::tile::registerAllTileIRPasses();
  downstream::registerTileStatsPass();

  mlir::DialectRegistry registry;
  mlir::tile::registerTileDialect(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "TileIR downstream optimizer\n", registry));
}
