//===- PrintAxisInfo.cpp - --tile-print-axis-info -------------------------===//

#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "TileIR/Analysis/AxisInfo.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "mlir/IR/AsmState.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEPRINTAXISINFO
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

struct TilePrintAxisInfoPass
    : public tile::impl::TilePrintAxisInfoBase<TilePrintAxisInfoPass> {
  void runOnOperation() override {
    Operation *root = getOperation();
    AsmState state(root, OpPrintingFlags().assumeVerified());
    llvm::raw_ostream &os = llvm::outs();
    SmallVector<EntryOp> entries;
    root->walk([&](EntryOp entry) { entries.push_back(entry); });
    for (EntryOp entry : entries) {
      os << "axis info for @" << entry.getSymName() << "\n";
      AxisInfoAnalysis analysis(entry);
      entry.walk([&](Operation *op) {
        if (isa<LoadViewTkoOp, StoreViewTkoOp>(op)) {
          ViewAccessInfo access = analysis.getViewAccess(op);
          os << "  " << op->getName().stripDialect() << ": contiguous dim "
             << access.contiguousDim << ", vector " << access.vectorElements
             << ", alignment " << access.alignment << ", "
             << (access.alwaysInBounds ? "in bounds" : "bounds checked")
             << (access.wholeVectors ? ", whole vectors" : ", split vectors")
             << "\n";
        }
        for (Value result : op->getResults()) {
          auto tile = dyn_cast<TileType>(result.getType());
          if (!tile || !(isa<PointerType>(tile.getElementType()) ||
                         tile.getElementType().isSignlessInteger()))
            continue;
          os << "  ";
          result.printAsOperand(os, state);
          os << " (" << op->getName().stripDialect() << "): ";
          analysis.getInfo(result).print(os);
          os << "\n";
        }
      });
    }
    os.flush();
    markAllAnalysesPreserved();
  }
};

} // namespace
