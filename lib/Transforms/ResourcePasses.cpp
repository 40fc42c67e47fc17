//===- ResourcePasses.cpp - loop analysis, resource plan and report -------===//

#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "TileIR/Analysis/LoopRegionAnalysis.h"
#include "TileIR/Analysis/ResourcePlan.h"
#include "TileIR/Dialect/Tile/IR/TileHints.h"
#include "TileIR/Dialect/Tile/IR/TileLocation.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Target/TargetModel.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEANALYZELOOPS
#define GEN_PASS_DEF_TILEVERIFYRESOURCES
#define GEN_PASS_DEF_TILERESOURCEREPORT
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

/// Every entry below `root`, in order, by an explicit walk (entries sit in a
/// tile.module, possibly in the implicit builtin.module).
static SmallVector<EntryOp> collectEntries(Operation *root) {
  SmallVector<EntryOp> entries;
  if (auto entry = dyn_cast<EntryOp>(root)) {
    entries.push_back(entry);
    return entries;
  }
  SmallVector<Operation *> worklist;
  auto pushNested = [&](Operation *op) {
    for (Region &region : llvm::reverse(op->getRegions()))
      for (Block &block : llvm::reverse(region))
        for (Operation &nested : llvm::reverse(block))
          worklist.push_back(&nested);
  };
  pushNested(root);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (auto entry = dyn_cast<EntryOp>(op)) {
      entries.push_back(entry);
      continue; // entries do not nest
    }
    if (isa<ModuleOp, TileModuleOp>(op))
      pushNested(op);
  }
  return entries;
}

static const TargetModel *getTarget(Operation *root, StringRef name) {
  const TargetModel *target = lookupTargetModel(name);
  if (!target)
    emitError(root->getLoc())
        << "unknown target '" << name << "'; expected one of "
        << getTargetNameList();
  return target;
}

namespace {

struct TileAnalyzeLoopsPass
    : public mlir::tile::impl::TileAnalyzeLoopsBase<TileAnalyzeLoopsPass> {
  void runOnOperation() override {
    Operation *root = getOperation();
    AsmState state(root, OpPrintingFlags().assumeVerified());
    llvm::raw_ostream &os = llvm::outs();
    for (EntryOp entry : collectEntries(root)) {
      LoopRegionAnalysis analysis(entry);
      os << "loop analysis for @" << entry.getSymName() << ": "
         << analysis.getRegions().size() << " regions\n";
      analysis.print(os, state);
    }
    os.flush();
    markAllAnalysesPreserved();
  }
};

struct TileVerifyResourcesPass
    : public mlir::tile::impl::TileVerifyResourcesBase<TileVerifyResourcesPass> {
  using Base::Base;
  void runOnOperation() override {
    Operation *root = getOperation();
    const TargetModel *model = getTarget(root, target);
    if (!model)
      return signalPassFailure();
    PlanOptions planOptions;
    planOptions.occupancy = occupancy;
    planOptions.numWarps = numWarps;
    planOptions.allowSpills = allowSpills;
    planOptions.hintsAreErrors = werrorHints;
    planOptions.mmaStages = mmaStages;
    planOptions.warpgroupMma = warpgroupMma;
    planOptions.tma = {tma, tmaMaxWarps, tmaEmptyBarriers, tmaProducerWarp};
    bool anyFailed = false;
    forEachIgnoredHint(root, model->name,
                       [&](Operation *op, StringRef message) {
                         Location loc = getUserLoc(op->getLoc());
                         if (werrorHints) {
                           emitError(loc) << message;
                           anyFailed = true;
                         } else {
                           emitWarning(loc) << message << "; ignored";
                         }
                       });
    for (EntryOp entry : collectEntries(root)) {
      ResourcePlanner planner(entry, *model, planOptions);
      if (failed(planner.checkTarget())) {
        anyFailed = true;
        continue;
      }
      if (failed(planner.plan())) {
        planner.emitInfeasible();
        anyFailed = true;
        continue;
      }
      if (deferSpillWarning)
        planner.deferSpilling();
      else
        planner.emitSpilling();
      planner.attach();
    }
    if (anyFailed)
      signalPassFailure();
  }
};

struct TileResourceReportPass
    : public mlir::tile::impl::TileResourceReportBase<TileResourceReportPass> {
  using Base::Base;
  void runOnOperation() override {
    Operation *root = getOperation();
    const TargetModel *model = getTarget(root, target);
    if (!model)
      return signalPassFailure();
    if (format != "text" && format != "json") {
      emitError(root->getLoc())
          << "unknown report format '" << format << "'; expected text or json";
      return signalPassFailure();
    }
    PlanOptions planOptions;
    planOptions.occupancy = occupancy;
    planOptions.numWarps = numWarps;
    planOptions.mmaStages = mmaStages;
    planOptions.warpgroupMma = warpgroupMma;
    planOptions.tma = {tma, tmaMaxWarps, tmaEmptyBarriers, tmaProducerWarp};
    AsmState state(root, OpPrintingFlags().assumeVerified());
    llvm::raw_ostream &os = llvm::outs();
    bool anyFailed = false;
    SmallVector<std::unique_ptr<ResourcePlanner>> planners;
    for (EntryOp entry : collectEntries(root)) {
      auto planner =
          std::make_unique<ResourcePlanner>(entry, *model, planOptions);
      if (failed(planner->checkTarget())) {
        anyFailed = true;
        continue;
      }
      (void)planner->plan();
      planners.push_back(std::move(planner));
    }
    if (format == "json") {
      llvm::json::OStream json(os, /*IndentSize=*/2);
      json.array([&] {
        for (auto &planner : planners)
          planner->printJson(json, state);
      });
      os << "\n";
    } else {
      for (auto &planner : planners)
        planner->printText(os, state);
    }
    os.flush();
    markAllAnalysesPreserved();
    if (anyFailed)
      signalPassFailure();
  }
};

} // namespace
