//===- tile-opt.cpp - mlir-opt for the tile dialect -----------------------===//
//
// The standard mlir-opt driver with the tile dialect, every upstream dialect
// and pass the later pipeline stages use, and every TileIR pass.
//
//===----------------------------------------------------------------------===//

#include "TileIR/InitAllTileIR.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::tile::registerAllTileIRPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::tile::registerTileDialect(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "TileIR optimizer driver: CUDA Tile IR in, any stage out\n",
      registry));
}
