//===- TileStats.cpp - a downstream pass over tile IR ---------------------===//
//
// Written against the installed tile dialect's C++ API; used by
// downstream-opt and, as a plugin, by stock mlir-opt.
//
//===----------------------------------------------------------------------===//

#include "TileStats.h"

#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/InitAllTileIR.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;

namespace {
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

void downstream::registerTileStatsPass() { PassRegistration<TileStatsPass>(); }
