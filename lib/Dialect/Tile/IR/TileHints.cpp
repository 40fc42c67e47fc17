//===- TileHints.cpp - which ops take which optimization hints ------------===//

#include "TileIR/Dialect/Tile/IR/TileHints.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"

using namespace mlir;
using namespace mlir::tile;

static constexpr StringRef kEntryHints[] = {
    "num_cta_in_cga", "num_worker_warps_per_cta", "occupancy"};
static constexpr StringRef kViewHints[] = {"allow_tma", "latency"};
static constexpr StringRef kPointerHints[] = {"latency"};

ArrayRef<StringRef> mlir::tile::getHintKeys(Operation *op) {
  if (isa<EntryOp>(op))
    return kEntryHints;
  if (isa<LoadViewTkoOp, StoreViewTkoOp>(op))
    return kViewHints;
  if (isa<LoadPtrTkoOp, StorePtrTkoOp>(op))
    return kPointerHints;
  return {};
}

void mlir::tile::forEachIgnoredHint(
    Operation *root, StringRef arch,
    function_ref<void(Operation *, StringRef)> report) {
  root->walk([&](Operation *op) {
    auto hints = op->getAttrOfType<OptimizationHintsAttr>("optimization_hints");
    if (!hints)
      return;
    SmallVector<std::string> messages;
    hints.collectIgnored(arch, getHintKeys(op), messages);
    for (const std::string &message : messages)
      report(op, message);
  });
}
