//===- Passes.h - tile dialect to GPU/NVVM conversions ----------*- C++ -*-===//
//
// The `convert-tile-to-*` passes and the `tile-to-nvvm` pipeline that
// chains them with the upstream conversions into the LLVM/NVVM dialects.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_CONVERSION_PASSES_H
#define TILEIR_CONVERSION_PASSES_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

#include <memory>
#include <string>


namespace mlir::tile {

#define GEN_PASS_DECL
#include "TileIR/Conversion/Passes.h.inc"

/// Options of the `tile-to-nvvm` pipeline.
struct TileToNVVMPipelineOptions
    : public PassPipelineOptions<TileToNVVMPipelineOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("GPU target, sm_XX"),
      llvm::cl::init("sm_80")};
  PassOptions::Option<unsigned> numWarps{
      *this, "num-warps",
      llvm::cl::desc("Warps per block when the entry has no plan or hint"),
      llvm::cl::init(4)};
  PassOptions::Option<unsigned> optLevel{
      *this, "opt-level",
      llvm::cl::desc("0: no cleanup; 1+: canonicalize and CSE around the "
                     "conversion (docs/lowering.md)"),
      llvm::cl::init(2)};
  PassOptions::Option<unsigned> mmaStages{
      *this, "mma-stages",
      llvm::cl::desc("Buffers per operand ring of tile-pipeline-mma-shared "
                     "(0: the pass does not run)"),
      llvm::cl::init(0)};
  PassOptions::Option<bool> wgmma{
      *this, "wgmma",
      llvm::cl::desc("On sm_90, run ring-loop f16/bf16 mmas as wgmma "
                     "(false: mma.sync everywhere)"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> lhsGroups{
      *this, "lhs-groups",
      llvm::cl::desc("tf32 wgmma with A in registers: the most wgmma groups "
                     "an iteration's k steps split into "
                     "(tile-pipeline-mma-shared's `lhs-groups`)"),
      llvm::cl::init(1)};
  PassOptions::Option<bool> carryLhs{
      *this, "carry-lhs",
      llvm::cl::desc("tf32 wgmma with A from its ring into registers: the "
                     "next buffer's A fragments loaded under this "
                     "iteration's group and carried into the next "
                     "(tile-pipeline-mma-shared's `carry-lhs`)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> carryFragments{
      *this, "carry-fragments",
      llvm::cl::desc("mma.sync ring loops: the next buffer's first fragments "
                     "loaded under the last k step's mmas and carried into "
                     "the next iteration (tile-pipeline-mma-shared's "
                     "`carry-fragments`)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> rhsDirect{
      *this, "rhs-direct",
      llvm::cl::desc("tf32 wgmma with B transposed: B through registers into "
                     "its transpose (tile-pipeline-mma-shared's "
                     "`rhs-direct`)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> tma{
      *this, "tma",
      llvm::cl::desc("With wgmma, fill the rings by TMA copies on mbarriers "
                     "where the operands allow (tile-pipeline-mma-shared's "
                     "`tma`)"),
      llvm::cl::init(false)};
  PassOptions::Option<int64_t> tmaMaxWarps{
      *this, "tma-max-warps",
      llvm::cl::desc("With tma, only loops whose accumulators span at most "
                     "this many warps (0: any; tile-pipeline-mma-shared's "
                     "`tma-max-warps`)"),
      llvm::cl::init(0)};
  PassOptions::Option<bool> tmaEmptyBarriers{
      *this, "tma-empty-barriers",
      llvm::cl::desc("With tma, a second barrier a buffer that its readers "
                     "arrive on and its refill waits for, instead of a "
                     "block barrier each iteration "
                     "(tile-pipeline-mma-shared's `tma-empty-barriers`)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> tmaProducerWarp{
      *this, "tma-producer-warp",
      llvm::cl::desc("With tma and empty barriers, a warp of its own issues "
                     "the copies of a kernel's one ring loop where it "
                     "allows (tile-pipeline-mma-shared's "
                     "`tma-producer-warp`)"),
      llvm::cl::init(false)};
};

/// Whether `chip` runs wgmma (sm_90, with its arch-specific sm_90a code).
bool hasWarpgroupMma(llvm::StringRef chip);

/// Adds the rewrites the resource plan must see, since they change what is
/// live (scaled mma expanded, large reductions streamed; at `optLevel` 1
/// and up column picks as reductions and broadcasts of index arithmetic
/// recomputed). tile-as runs them before its plan, the pipeline below
/// again (no-ops by then) for IR that did not come through tile-as.
void addPrePlanRewrites(OpPassManager &pm, unsigned optLevel);

/// Adds the whole lowering, tile dialect to LLVM + NVVM dialects inside a
/// gpu.module, to `pm` (which runs on the builtin module).
void buildTileToNVVMPipeline(OpPassManager &pm,
                             const TileToNVVMPipelineOptions &options);

/// Registers the conversion passes and the `tile-to-nvvm` pipeline.
void registerTileIRConversionPasses();

} // namespace mlir::tile

#endif // TILEIR_CONVERSION_PASSES_H
