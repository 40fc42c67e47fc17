//===- ResidentLoadPipeline.cpp - keep register load rings the plan affords
//===//

#include "ResidentLoadPipeline.h"

#include "TileIR/Analysis/ResourcePlan.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Dialect/Tile/Transforms/Passes.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;

bool tileas::hasPipelinedLoads(ModuleOp module) {
  return module
      .walk([](tile::ForOp loop) {
        return loop->hasAttr(tile::kPipelineStagesAttrName)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

namespace {
struct PlanFigures {
  int64_t occupancy = 0;
  int64_t spilled = 0;
};

llvm::StringMap<PlanFigures> getPlanFigures(ModuleOp module) {
  llvm::StringMap<PlanFigures> figures;
  module.walk([&](tile::EntryOp entry) {
    auto plan = entry->getAttrOfType<DictionaryAttr>(tile::kPlanAttrName);
    if (!plan)
      return;
    auto get = [&](StringRef name) {
      auto value = plan.getAs<IntegerAttr>(name);
      return value ? value.getInt() : 0;
    };
    figures[entry.getSymName()] = {get("occupancy"), get("spilled_registers")};
  });
  return figures;
}
} // namespace

bool tileas::keepsPlans(ModuleOp pipelined, ModuleOp plain,
                        llvm::raw_ostream &why) {
  llvm::StringMap<PlanFigures> before = getPlanFigures(plain);
  bool keeps = true;
  for (const auto &[name, after] : getPlanFigures(pipelined)) {
    auto found = before.find(name);
    if (found == before.end())
      continue;
    const PlanFigures &was = found->second;
    if (after.occupancy < was.occupancy) {
      why << "'" << name << "' would run " << after.occupancy
          << " block(s) an SM instead of " << was.occupancy << "; ";
      keeps = false;
    }
    if (after.spilled > was.spilled) {
      why << "'" << name << "' would spill " << after.spilled
          << " registers a thread instead of " << was.spilled << "; ";
      keeps = false;
    }
  }
  return keeps;
}
