//===- downstream-opt.cpp - a compiler built on the installed TileIR -------===//
//
// An mlir-opt for a project that consumes TileIR: the tile dialect, every
// TileIR pass, the upstream core passes, and one pass of its own written
// against the tile dialect's C++ API.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/InitAllTileIR.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace {
/// Records on the top-level module how many kernels (tile.entry) and tile
/// dialect ops it holds, as `downstream.kernels` / `downstream.tile_ops`.
struct TileStatsPass
    : public PassWrapper<TileStatsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TileStatsPass)

  StringRef getArgument() const final { return "downstream-tile-stats"; }
  StringRef getDescription() const final {
    return "Count the kernels and tile dialect ops of a module";
  }
  void getDependentDialects(DialectRegistry &registry) const final {
    tile::registerTileDialect(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    int64_t kernels = 0, tileOps = 0;
    module.walk([&](Operation *op) {
      if (isa<tile::EntryOp>(op))
        ++kernels;
      // Unregistered ops have no dialect object.
      if (isa_and_nonnull<tile::TileDialect>(op->getDialect()))
        ++tileOps;
    });
    Builder b(module.getContext());
    module->setAttr("downstream.kernels", b.getI64IntegerAttr(kernels));
    module->setAttr("downstream.tile_ops", b.getI64IntegerAttr(tileOps));
  }
};
} // namespace

int main(int argc, char **argv) {
  registerTransformsPasses();
  tile::registerAllTileIRPasses();
  PassRegistration<TileStatsPass>();

  DialectRegistry registry;
  tile::registerTileDialect(registry);

  return asMainReturnCode(MlirOptMain(
      argc, argv, "TileIR downstream optimizer\n", registry));
}
