//===- Pipeline.cpp - the tile-to-nvvm pass pipeline ----------------------===//
//
// `--tile-to-nvvm`: tile-assign-layouts and the convert-tile-to-* passes,
// then the upstream conversions that take vector/scf/arith/math/index/gpu
// code inside the gpu.module to the LLVM and NVVM dialects. The passes per -O level are
// listed in docs/lowering.md.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::tile::addPrePlanRewrites(OpPassManager &pm, unsigned optLevel) {
  pm.addPass(createTileExpandScaledMma());
  pm.addPass(createTileStreamReductions());
  if (optLevel >= 1) {
    pm.addPass(createTileExtractByReduction());
    pm.addPass(createTileSinkBroadcasts());
  }
}

void mlir::tile::buildTileToNVVMPipeline(
    OpPassManager &pm, const TileToNVVMPipelineOptions &options) {
  if (options.optLevel >= 1) {
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
  }
  addPrePlanRewrites(pm, options.optLevel);
  // Layouts first: the conversion lowers each value in the layout chosen
  // here (an entry that already has layouts keeps them).
  TileAssignLayoutsOptions layoutOptions;
  layoutOptions.target = options.chip;
  layoutOptions.numWarps = options.numWarps;
  bool wgmma = options.wgmma && options.mmaStages > 0 &&
               hasWarpgroupMma(options.chip);
  layoutOptions.warpgroupMma = wgmma;
  pm.addPass(createTileAssignLayouts(layoutOptions));
  // mma operands through rings of shared buffers (needs the mma layouts).
  if (options.mmaStages > 0) {
    TilePipelineMmaSharedOptions sharedOptions;
    sharedOptions.stages = options.mmaStages;
    sharedOptions.warpgroupMma = wgmma;
    sharedOptions.lhsGroups = options.lhsGroups;
    sharedOptions.rhsDirect = options.rhsDirect;
    sharedOptions.carryFragments = options.carryFragments;
    sharedOptions.carryLhs = options.carryLhs;
    sharedOptions.tma = wgmma && options.tma;
    sharedOptions.tmaMaxWarps = options.tmaMaxWarps;
    sharedOptions.tmaEmptyBarriers = options.tmaEmptyBarriers;
    sharedOptions.tmaProducerWarp = options.tmaProducerWarp;
    pm.addPass(createTilePipelineMmaShared(sharedOptions));
  }
  ConvertTileToGPUOptions tileOptions;
  tileOptions.chip = options.chip;
  tileOptions.numWarps = options.numWarps;
  pm.addPass(createConvertTileToGPU(tileOptions));

  OpPassManager &gpuPm = pm.nest<gpu::GPUModuleOp>();
  if (options.optLevel >= 1) {
    gpuPm.addPass(createCanonicalizerPass());
    gpuPm.addPass(createCSEPass());
  }
  gpuPm.addPass(createSCFToControlFlowPass());
  // Math as LLVM intrinsics (the NVPTX backend selects them; the tile pass
  // calls libdevice for the functions, linked in the LLVM stage). The tile
  // pass emits NVVM ops for thread/block ids and barriers itself: upstream
  // convert-gpu-to-nvvm rejects llvm.intr.floor/exp2/... outright.
  gpuPm.addPass(createConvertMathToLLVMPass());
  gpuPm.addPass(createConvertNVGPUToNVVMPass());
  // NVVM ops without an LLVM intrinsic (wgmma.mma_async) as inline PTX.
  gpuPm.addPass(createConvertNVVMToLLVMPass());
  gpuPm.addPass(createConvertVectorToLLVMPass());
  gpuPm.addPass(createArithToLLVMConversionPass());
  gpuPm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  if (options.optLevel >= 1) {
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
  }
}

bool mlir::tile::hasWarpgroupMma(StringRef chip) {
  return chip == "sm_90" || chip == "sm_90a";
}

void mlir::tile::registerTileIRConversionPasses() {
  registerPass([]() -> std::unique_ptr<Pass> {
    return createConvertTileToGPU();
  });
  PassPipelineRegistration<TileToNVVMPipelineOptions>(
      "tile-to-nvvm",
      "Lower tile modules to the LLVM and NVVM dialects in gpu.modules "
      "(convert-tile-to-* then the upstream conversions)",
      buildTileToNVVMPipeline);
}
