//===- SpillWarnings.cpp - spill warnings checked against ptxas -----------===//

#include "SpillWarnings.h"

#include "TileIR/Analysis/ResourcePlan.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tileas;

SmallVector<DeferredSpillWarning> tileas::takeSpillWarnings(ModuleOp module) {
  SmallVector<DeferredSpillWarning> warnings;
  module.walk([&](tile::EntryOp entry) {
    auto warning =
        entry->getAttrOfType<DictionaryAttr>(tile::kSpillWarningAttrName);
    if (!warning)
      return;
    entry->removeAttr(tile::kSpillWarningAttrName);
    auto loc = warning.getAs<LocationAttr>("loc");
    auto message = warning.getAs<StringAttr>("message");
    if (!loc || !message)
      return;
    warnings.push_back(
        {entry.getSymName().str(), Location(loc), message.getValue().str()});
  });
  return warnings;
}

void tileas::emitSpillWarnings(ArrayRef<DeferredSpillWarning> warnings,
                               const llvm::StringMap<PtxasUsage> &usage,
                               bool verbose) {
  for (const DeferredSpillWarning &warning : warnings) {
    auto it = usage.find(warning.kernel);
    if (it == usage.end()) {
      emitWarning(warning.loc) << warning.message << tile::kSpillWarningEnding;
      continue;
    }
    const PtxasUsage &used = it->second;
    if (used.spillStoreBytes || used.spillLoadBytes) {
      emitWarning(warning.loc)
          << warning.message << "; ptxas used " << used.registers
          << " registers and spilled to local memory (" << used.spillStoreBytes
          << " bytes of stores and " << used.spillLoadBytes
          << " of loads a thread), which is slow (smaller tiles avoid it)";
      continue;
    }
    if (verbose)
      llvm::errs() << "tile-as info    : '" << warning.kernel
                   << "': the plan's estimate spilled, ptxas fit it in "
                   << used.registers << " registers without spills\n";
  }
}
