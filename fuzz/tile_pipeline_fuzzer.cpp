//===- tile_pipeline_fuzzer.cpp - libFuzzer target for the whole pipeline -===//
//
// bytecode reader -> verifier -> canonicalize -> resource plan -> layouts ->
// lowering to the LLVM/NVVM dialects (tile-to-nvvm), for one target per
// input (its first byte picks sm_80, sm_90 or sm_120; the rest is the
// bytecode). Every stage may reject its input with a diagnostic; only a
// crash (a signal, an abort, a sanitizer report in the reader) is a finding.
// LLVM's NVPTX backend and ptxas are not run: they are not ours.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Bytecode/TileIRBytecode.h"
#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    registerAllDialects(*r);
    registerAllExtensions(*r);
    tile::registerTileIRBytecodeDialects(*r);
    return r;
  }();
  if (size < 1)
    return 0;
  static const char *const targets[] = {"sm_80", "sm_90", "sm_120"};
  std::string target = targets[data[0] % 3];

  MLIRContext context(*registry, MLIRContext::Threading::DISABLED);
  context.getDiagEngine().registerHandler([](Diagnostic &) {});
  llvm::MemoryBufferRef input(
      llvm::StringRef(reinterpret_cast<const char *>(data + 1), size - 1),
      "fuzz");
  FailureOr<OwningOpRef<tile::TileModuleOp>> tileModule =
      tile::readTileIRBytecode(input, &context);
  if (failed(tileModule))
    return 0;
  OwningOpRef<ModuleOp> module = ModuleOp::create(UnknownLoc::get(&context));
  module->getBody()->push_back(tileModule->release());

  // What tile-as runs before LLVM (tools/tile-as/tile-as.cpp).
  PassManager pm(&context);
  pm.addPass(createCanonicalizerPass());
  tile::addPrePlanRewrites(pm, /*optLevel=*/2);
  tile::TileVerifyResourcesOptions resources;
  resources.target = target;
  pm.addPass(tile::createTileVerifyResources(resources));
  if (failed(pm.run(*module)))
    return 0;
  PassManager lowering(&context);
  tile::TileToNVVMPipelineOptions options;
  options.chip = target;
  options.numWarps = 4;
  options.optLevel = 2;
  tile::buildTileToNVVMPipeline(lowering, options);
  (void)lowering.run(*module);
  return 0;
}
