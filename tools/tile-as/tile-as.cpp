//===- tile-as.cpp - Tile IR to cubin, tileiras's command line ------------===//
//
//   tile-as IN -o OUT --gpu-name sm_XX [-O0|-O1|-O2|-O3] [--lineinfo]
//           [--device-debug] [--emit=mlir|llvm|ptx|cubin]
//           [--remark-format=yaml --remarks=all --remarks-output-file=F]
//           [--mlir-timing [--mlir-timing-display=tree]]
//
// Installed also as `tileiras`, it takes every command line the frontends
// give NVIDIA's tileiras (docs/cutile.md): cuTile Python and cuTile.jl
// (`IN -o OUT --gpu-name sm_XY -O<n> --lineinfo` and the remark flags),
// cutile-rs (`--gpu-name sm_XY --opt-level <n> -o OUT IN`).
//
// IN is Tile IR bytecode (recognised by its magic) or MLIR text. The whole
// pipeline runs (docs/lowering.md): `tile-to-nvvm`, LLVM's NVPTX backend to
// PTX, ptxas to a cubin. Exit 0 with OUT written, or 1 with diagnostics on
// stderr and no OUT (it is written to a temporary file and renamed only on
// success; a stale OUT from an earlier run is removed).
//
// --mlir-timing reports wall time per stage (setup, import, verify+plan,
// lowering, llvm-ir, nvptx, ptxas, output), with the passes of the two MLIR
// stages nested under them; bench/compile_time.py reads it.
//
//===----------------------------------------------------------------------===//

#include "CarriedFragments.h"
#include "CompileRemarks.h"
#include "SpillWarnings.h"

#include "TileIR/Analysis/MmaRings.h"
#include "TileIR/Analysis/ResourcePlan.h"
#include "TileIR/Bytecode/TileIRBytecode.h"
#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "TileIR/Dialect/Tile/Transforms/Passes.h"
#include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.h"
#include "TileIR/Target/PTXEmitter.h"
#include "TileIR/Target/TargetModel.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <utility>

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory toolCategory("tile-as options");

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<input bytecode or .mlir>"),
                                          cl::cat(toolCategory));
static cl::opt<std::string>
    outputFilename("o", cl::desc("Output file ('-' for stdout)"),
                   cl::value_desc("file"), cl::cat(toolCategory));
static cl::opt<std::string>
    gpuName("gpu-name",
            cl::desc("Target GPU: sm_80, sm_86, sm_87, sm_89, sm_90[a], "
                     "sm_100[a], sm_103[a], sm_110[a], sm_120[a], "
                     "sm_121[a]"),
            cl::value_desc("sm_XX"), cl::cat(toolCategory));
static cl::opt<char>
    optLevel("O",
             cl::desc("Optimisation level 0-3 (default 3); each is a fixed "
                      "pass set, see docs/lowering.md"),
             cl::Prefix, cl::init('3'), cl::cat(toolCategory));
static cl::opt<unsigned>
    optLevelLong("opt-level",
                 cl::desc("Optimisation level 0-3, as -O<n> (cutile-rs's "
                          "spelling); the later of the two wins"),
                 cl::value_desc("n"), cl::cat(toolCategory));
static cl::opt<bool> lineInfo("lineinfo",
                              cl::desc("Carry source lines into the PTX "
                                       "(.loc) and the cubin's line table"),
                              cl::cat(toolCategory));
static cl::opt<bool> deviceDebug("device-debug",
                                 cl::desc("Full device debug information; "
                                          "turns optimisation off"),
                                 cl::cat(toolCategory));
static cl::opt<std::string> ptxOverride(
    "ptx-override",
    cl::desc("Assemble this PTX file instead of the PTX generated from the "
             "input (for experiments with hand-edited PTX, as from "
             "--emit=ptx; the rest, such as shared memory above ptxas's "
             "static limit, still follows the input)"),
    cl::value_desc("file"), cl::cat(toolCategory));
enum class EmitKind { Mlir, Llvm, Ptx, Cubin };
static cl::opt<EmitKind> emitKind(
    "emit", cl::desc("Stop early and write this stage instead of a cubin"),
    cl::values(clEnumValN(EmitKind::Mlir, "mlir",
                          "the LLVM/NVVM dialects after tile-to-nvvm"),
               clEnumValN(EmitKind::Llvm, "llvm", "optimised LLVM IR"),
               clEnumValN(EmitKind::Ptx, "ptx", "PTX assembly"),
               clEnumValN(EmitKind::Cubin, "cubin", "a cubin (default)")),
    cl::init(EmitKind::Cubin), cl::cat(toolCategory));
static cl::opt<unsigned>
    numWarps("num-warps",
             cl::desc("Warps per block; 0 (the default) lets the resource "
                      "plan choose, honouring num_worker_warps_per_cta"),
             cl::init(0), cl::cat(toolCategory));
static cl::opt<unsigned> mmaLoadStages(
    "mma-load-stages",
    cl::desc("Load the mma operands of a for loop this many iterations "
             "ahead, in registers (tile-pipeline-mma-loads); 1 (the "
             "default) leaves loops as they are. Off by default: the ring "
             "costs registers, and occupancy with them (docs/status.md)"),
    cl::init(1), cl::cat(toolCategory));
static cl::opt<unsigned> mmaStages(
    "mma-stages",
    cl::desc("Feed a for loop's f16/bf16 mmas from rings of this many "
             "shared-memory buffers per operand, filled by cp.async or TMA "
             "(tile-pipeline-mma-shared; fewer where the shared memory "
             "does not hold them); 0 keeps the operands in registers"),
    cl::init(3), cl::cat(toolCategory));
static cl::opt<bool> mmaSync(
    "mma-sync",
    cl::desc("Run tensor-core mmas as mma.sync even on sm_90, where the "
             "f16/bf16 mmas of ring loops otherwise run as wgmma (the "
             "cubin then targets sm_90a)"),
    cl::init(false), cl::cat(toolCategory));
enum class TmaMode { Auto, On, Off };
static cl::opt<TmaMode> tma(
    "tma",
    cl::desc("On sm_90, fill the shared operand buffers of wgmma loops by "
             "TMA copies (tensor maps the kernel builds, mbarriers) instead "
             "of cp.async, where the operands' alignment allows"),
    cl::values(
        clEnumValN(TmaMode::Off, "off",
                   "never: cp.async (default: TMA was faster on an H200 "
                   "and slower on an H100, docs/benchmarks.md)"),
        clEnumValN(TmaMode::Auto, "auto",
                   "for loops of one warpgroup (faster there on the H200, "
                   "slower with two)"),
        clEnumValN(TmaMode::On, "on", "for every loop that allows it"),
        clEnumValN(TmaMode::On, "", "--tma alone: as on")),
    cl::ValueOptional, cl::init(TmaMode::Off), cl::cat(toolCategory));
static cl::opt<bool> tmaEmptyBarriers(
    "tma-empty-barriers",
    cl::desc("With --tma: each buffer also gets a barrier that every warp "
             "arrives on once its wgmma is done reading it, which the copy "
             "refilling it waits for, instead of a block barrier each "
             "iteration; experimental"),
    cl::init(false), cl::cat(toolCategory));
static cl::opt<bool> warpSpecialize(
    "warp-specialize",
    cl::desc("On sm_90, where a kernel has one wgmma ring loop at its top "
             "level whose bounds and copy indices come from its "
             "parameters: one more warp issues the loop's TMA copies and "
             "the mma warps only wait for buffers and free them (implies "
             "--tma-empty-barriers, and --tma=on unless --tma says "
             "otherwise); experimental"),
    cl::init(false), cl::cat(toolCategory));
static cl::opt<unsigned> wgmmaLhsGroups(
    "wgmma-lhs-groups",
    cl::desc("On sm_90, a tf32 wgmma loop that reads A into registers "
             "issues each iteration's k steps as up to this many wgmma "
             "groups: 1 (default) waits for its one group in the "
             "iteration; 2 keeps the second of two in flight into the next "
             "(slower on an H100, docs/lowering.md); experimental"),
    cl::init(1), cl::cat(toolCategory));
static cl::opt<bool> wgmmaCarryLhs(
    "wgmma-carry-lhs",
    cl::desc("On sm_90, a tf32 wgmma loop that reads A from its ring into "
             "registers loads the next buffer's A fragments (rounded) while "
             "this iteration's wgmma group runs and carries them into the "
             "next iteration, whose group then starts at once "
             "(tilegpu.load_wgmma_lhs); experimental: 8-10% slower on an "
             "H100 at 256x128 (docs/lowering.md)"),
    cl::init(false), cl::cat(toolCategory));
static cl::opt<bool> wgmmaRhsDirect(
    "wgmma-rhs-direct",
    cl::desc("On sm_90, a tf32 wgmma loop whose B tile is row-major loads "
             "B from global memory into registers and rounds it into its "
             "K-major buffer an iteration ahead (tilegpu.load_round_tf32), "
             "instead of cp.async copies into a staging area that are "
             "then moved; experimental: 40% slower on the H200 at 256x128 "
             "(docs/lowering.md)"),
    cl::init(false), cl::cat(toolCategory));
enum class CarryMode { Auto, On, Off };
static cl::opt<CarryMode> mmaCarryFragments(
    "mma-carry-fragments",
    cl::desc("mma.sync ring loops of two or more buffers (sm_80-sm_89, "
             "sm_120, or sm_90 with --mma-sync): load the next buffer's "
             "first k step fragments under the last k step's mmas, after "
             "the loop's wait, and carry them into the next iteration "
             "(CUTLASS's order)"),
    cl::values(
        clEnumValN(CarryMode::Auto, "auto",
                   "where ptxas then gives every kernel as many blocks an "
                   "SM and no more spilled bytes: such a module is "
                   "assembled both ways (default; -v says which was kept)"),
        clEnumValN(CarryMode::On, "on", "wherever a loop allows it"),
        clEnumValN(CarryMode::Off, "off", "never"),
        clEnumValN(CarryMode::On, "", "--mma-carry-fragments alone: as on")),
    cl::ValueOptional, cl::init(CarryMode::Auto), cl::cat(toolCategory));
static cl::opt<bool> allowSpills(
    "allow-spills",
    cl::desc("Compile a kernel whose tiles need more registers than the "
             "target has at any warp count, letting ptxas spill to local "
             "memory (default; a warning where ptxas does spill); =false "
             "makes it an error"),
    cl::init(true), cl::cat(toolCategory));
// NVIDIA's names: hints are hints (a warning at most) unless -Werr-hints.
static cl::opt<bool> werrHints(
    "Werr-hints",
    cl::desc("Make an optimization hint that is ignored (unknown, out of "
             "range, on the wrong op) or cannot be met (e.g. an occupancy "
             "the tiles' registers do not allow) an error; without it, "
             "each is a warning and the kernel compiles at the best the "
             "target allows"),
    cl::init(false), cl::cat(toolCategory));
static cl::opt<bool> warnHints(
    "Wunsupported-hints",
    cl::desc("Accepted for tileiras compatibility: hints TileIR ignores "
             "or cannot meet are always warnings"),
    cl::init(false), cl::cat(toolCategory));
static cl::opt<std::string> remarksOutput(
    "remarks-output-file",
    cl::desc("Write remarks to this file: each kernel's resource plan and "
             "ptxas's registers, and every diagnostic at its source line "
             "(docs/remarks.md)"),
    cl::value_desc("file"), cl::cat(toolCategory));
static cl::opt<std::string>
    remarkFormat("remark-format",
                 cl::desc("Format of the remarks file: yaml (default) or "
                          "bitstream (LLVM's remark formats)"),
                 cl::init("yaml"), cl::cat(toolCategory));
static cl::opt<std::string>
    remarkFilter("remarks",
                 cl::desc("Which remarks to write: all (default), none, or "
                          "a comma-separated list of ResourcePlan, Error, "
                          "Warning, Remark, Note"),
                 cl::init("all"), cl::cat(toolCategory));
static cl::opt<bool> verbose("v",
                             cl::desc("Print ptxas's resource usage "
                                      "(registers, spills, shared memory), "
                                      "and where the plan estimated spills "
                                      "that ptxas avoided"),
                             cl::cat(toolCategory));

/// The name the tool was run as: tile-as, or tileiras when installed as
/// NVIDIA's compiler's stand-in.
static std::string toolName = "tile-as";

static void printVersion(llvm::raw_ostream &os) {
  os << toolName << " (TileIR) " << TILEIR_VERSION
     << ": CUDA Tile IR bytecode " << tile::kMinBytecodeVersion.str()
     << " to " << tile::kMaxBytecodeVersion.str()
     << " -> PTX (LLVM " LLVM_VERSION_STRING " NVPTX) -> cubin (ptxas: ";
  if (std::optional<std::string> ptxas = tile::findPtxas())
    os << *ptxas;
  else
    os << "not found";
  os << ")\n";
}

namespace {
/// Where the compilation is, for the message after a crash: the stage, and
/// the passes running (outermost first) with the op each runs on.
struct CrashSite {
  std::string stage = "setup";
  SmallVector<std::string> passes;

  void print(llvm::raw_ostream &os) const {
    os << "in stage '" << stage << "'";
    for (const std::string &pass : passes)
      os << "\n  while running " << pass;
  }
};
CrashSite crashSite;

/// Keeps crashSite.passes up to date.
struct CrashSiteInstrumentation : public PassInstrumentation {
  void runBeforePass(Pass *pass, Operation *op) override {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "pass '" << pass->getArgument() << "' on '" << op->getName() << "'";
    if (auto symbol = op->getAttrOfType<StringAttr>("sym_name"))
      os << " @" << symbol.getValue();
    os << " at " << op->getLoc();
    crashSite.passes.push_back(text);
  }
  void runAfterPass(Pass *, Operation *) override {
    if (!crashSite.passes.empty())
      crashSite.passes.pop_back();
  }
  void runAfterPassFailed(Pass *pass, Operation *op) override {
    runAfterPass(pass, op);
  }
};

/// Sets the stage crashSite reports for as long as it lives.
struct StageScope {
  TimingScope timer;
  StageScope(TimingScope &parent, llvm::StringRef name)
      : timer(parent.nest(name)) {
    crashSite.stage = name.str();
  }
};

/// Everything one run needs, so that a crash guard can wrap it.
struct Compilation {
  MLIRContext &context;
  llvm::SourceMgr &sourceMgr;
  tile::CodegenOptions codegen;
  std::string output; // the bytes to write
  TimingScope &timing; // one nested timer per stage (--mlir-timing)
  tileas::CompileRemarks *remarks = nullptr; // with --remarks-output-file
};
} // namespace

/// Reads IN as bytecode or text into a builtin module.
static OwningOpRef<ModuleOp> readInput(Compilation &c) {
  auto file = llvm::MemoryBuffer::getFileOrSTDIN(inputFilename,
                                                 /*IsText=*/false);
  if (!file) {
    llvm::errs() << "error: cannot read '" << inputFilename
                 << "': " << file.getError().message() << "\n";
    return nullptr;
  }
  if (tile::isTileIRBytecode((*file)->getBuffer())) {
    FailureOr<OwningOpRef<tile::TileModuleOp>> tileModule =
        tile::readTileIRBytecode((*file)->getMemBufferRef(), &c.context);
    if (failed(tileModule))
      return nullptr;
    OwningOpRef<ModuleOp> module = ModuleOp::create(
        FileLineColLoc::get(&c.context, inputFilename, 0, 0));
    module->getBody()->push_back(tileModule->release());
    return module;
  }
  // NVIDIA's textual print names the module `cuda_tile.module`; the ops
  // inside print without a prefix, so renaming that one op is enough.
  std::unique_ptr<llvm::MemoryBuffer> buffer = std::move(*file);
  if (buffer->getBuffer().contains("cuda_tile.module")) {
    std::string text = buffer->getBuffer().str();
    for (size_t at = text.find("cuda_tile.module"); at != std::string::npos;
         at = text.find("cuda_tile.module", at))
      text.replace(at, strlen("cuda_tile."), "tile.");
    buffer = llvm::MemoryBuffer::getMemBufferCopy(
        text, buffer->getBufferIdentifier());
  }
  c.sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  return parseSourceFile<ModuleOp>(c.sourceMgr, &c.context);
}

/// --tma, on where --warp-specialize asks for TMA and --tma is not given.
static TmaMode getTmaMode() {
  if (warpSpecialize && tma.getNumOccurrences() == 0)
    return TmaMode::On;
  return tma;
}

/// Sets `carried` once tile-pipeline-mma-shared has had a loop carry
/// fragments (tilegpu.load_mma_fragments): the ops are gone after lowering.
struct CarriedFragmentsDetector : public PassInstrumentation {
  explicit CarriedFragmentsDetector(bool &carried) : carried(carried) {}
  void runAfterPass(Pass *pass, Operation *op) override {
    if (pass->getArgument() != "tile-pipeline-mma-shared")
      return;
    op->walk([&](tilegpu::LoadMmaFragmentsOp) {
      carried = true;
      return WalkResult::interrupt();
    });
  }
  bool &carried;
};

/// Lowers the planned `module` to NVVM; `carry` is tile-pipeline-mma-shared's
/// carry-fragments, and `carried` (where given) says whether a loop did.
static LogicalResult lower(Compilation &c, ModuleOp module, bool carry,
                           bool *carried = nullptr) {
  PassManager pm(&c.context);
  tile::TileToNVVMPipelineOptions pipelineOptions;
  pipelineOptions.chip = c.codegen.chip;
  // The plan's warp count wins; this only matters for entries it skipped.
  pipelineOptions.numWarps = numWarps ? numWarps : 4;
  pipelineOptions.optLevel = c.codegen.optLevel;
  pipelineOptions.mmaStages = mmaStages;
  pipelineOptions.wgmma = !mmaSync;
  pipelineOptions.lhsGroups = wgmmaLhsGroups;
  pipelineOptions.rhsDirect = wgmmaRhsDirect;
  pipelineOptions.carryLhs = wgmmaCarryLhs;
  pipelineOptions.carryFragments = carry;
  pipelineOptions.tma = getTmaMode() != TmaMode::Off;
  pipelineOptions.tmaMaxWarps = getTmaMode() == TmaMode::Auto ? 4 : 0;
  pipelineOptions.tmaEmptyBarriers = tmaEmptyBarriers || warpSpecialize;
  pipelineOptions.tmaProducerWarp = warpSpecialize;
  tile::buildTileToNVVMPipeline(pm, pipelineOptions);
  if (c.codegen.lineInfo || c.codegen.deviceDebug) {
    LLVM::DIScopeForLLVMFuncOpPassOptions debugOptions;
    debugOptions.emissionKind = c.codegen.deviceDebug
                                    ? LLVM::DIEmissionKind::Full
                                    : LLVM::DIEmissionKind::DebugDirectivesOnly;
    pm.addPass(LLVM::createDIScopeForLLVMFuncOpPass(debugOptions));
  }
  pm.addInstrumentation(std::make_unique<CrashSiteInstrumentation>());
  if (failed(applyPassManagerCLOptions(pm)))
    return failure();
  if (c.remarks)
    pm.addInstrumentation(c.remarks->lowering());
  if (carried)
    pm.addInstrumentation(std::make_unique<CarriedFragmentsDetector>(*carried));
  StageScope stage(c.timing, "lowering");
  pm.enableTiming(stage.timer);
  return pm.run(module);
}

/// Translates the lowered `module` as far as `kind` into `output` (the
/// module itself for mlir); with `assembly`, ptxas's -v report lands there.
static LogicalResult emit(Compilation &c, ModuleOp module, EmitKind kind,
                          std::string &output,
                          tile::AssemblyReport *assembly = nullptr) {
  if (kind == EmitKind::Mlir) {
    llvm::raw_string_ostream os(output);
    module->print(os);
    return success();
  }

  // One cubin per run: the input's one tile.module (an input without one is
  // an empty cubin, which frontends use to probe the tool).
  SmallVector<gpu::GPUModuleOp> gpuModules(module.getOps<gpu::GPUModuleOp>());
  if (gpuModules.size() > 1)
    return emitError(gpuModules[1].getLoc())
           << "a cubin holds one module; the input has "
           << gpuModules.size();
  OpBuilder builder(&c.context);
  if (gpuModules.empty()) {
    builder.setInsertionPointToEnd(module.getBody());
    gpuModules.push_back(
        gpu::GPUModuleOp::create(builder, module.getLoc(), "kernels"));
  }

  // wgmma exists only in the arch-specific variant of its target.
  if (gpuModules.front()->hasAttr(
          tilegpu::TileGPUDialect::kArchSpecificAttrName) &&
      !StringRef(c.codegen.chip).ends_with("a"))
    c.codegen.chip += "a";

  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule;
  {
    StageScope stage(c.timing, "llvm-ir");
    llvmModule = tile::translateToNVPTXModule(gpuModules.front(), llvmContext,
                                              c.codegen);
  }
  if (!llvmModule)
    return failure();
  if (kind == EmitKind::Llvm) {
    llvm::raw_string_ostream os(output);
    llvmModule->print(os, nullptr);
    return success();
  }
  FailureOr<std::string> ptx = failure();
  {
    StageScope stage(c.timing, "nvptx");
    ptx = tile::emitPTX(*llvmModule, c.codegen, module.getLoc());
  }
  if (failed(ptx))
    return failure();
  if (kind == EmitKind::Ptx) {
    output = std::move(*ptx);
    return success();
  }
  FailureOr<std::string> cubin = failure();
  {
    StageScope stage(c.timing, "ptxas");
    cubin = tile::assembleCubin(*ptx, c.codegen, module.getLoc(), assembly);
  }
  if (failed(cubin))
    return failure();
  output = std::move(*cubin);
  return success();
}

/// Each planned entry's threads a block (tile.plan's `threads`).
static llvm::StringMap<int64_t> getPlannedThreads(ModuleOp module) {
  llvm::StringMap<int64_t> threads;
  module.walk([&](tile::EntryOp entry) {
    auto plan = entry->getAttrOfType<DictionaryAttr>(tile::kPlanAttrName);
    if (auto count = plan ? plan.getAs<IntegerAttr>("threads") : IntegerAttr())
      threads[entry.getSymName()] = count.getInt();
  });
  return threads;
}

/// With --mma-carry-fragments=auto, once `module` (lowered with carried
/// fragments) did carry them: lowers `plain`, the planned module, without;
/// assembles both and keeps the carried build only where ptxas's figures
/// allow (CarriedFragments.h), `module`, `cubin` and `assembly` then being
/// the kept build's. Without ptxas there is nothing to choose by: the build
/// without, and no cubin.
static LogicalResult chooseCarriedFragments(Compilation &c,
                                            OwningOpRef<ModuleOp> &module,
                                            OwningOpRef<ModuleOp> plain,
                                            std::optional<std::string> &cubin,
                                            tile::AssemblyReport &assembly) {
  llvm::StringMap<int64_t> threads = getPlannedThreads(*plain);
  if (failed(lower(c, *plain, /*carry=*/false)))
    return failure();
  if (!tile::findPtxas()) {
    module = std::move(plain);
    return success();
  }
  tile::AssemblyReport plainAssembly;
  std::string withCubin, plainCubin;
  // ptxas's -v messages: the kept build's only, after the choice.
  bool verbose = std::exchange(c.codegen.verbose, false);
  LogicalResult assembled = success(
      succeeded(emit(c, *module, EmitKind::Cubin, withCubin, &assembly)) &&
      succeeded(emit(c, *plain, EmitKind::Cubin, plainCubin, &plainAssembly)));
  c.codegen.verbose = verbose;
  if (failed(assembled))
    return failure();
  std::string why;
  llvm::raw_string_ostream whyStream(why);
  bool keep = tileas::keepCarriedFragments(
      tileas::parsePtxasUsage(assembly.ptxasLog),
      tileas::parsePtxasUsage(plainAssembly.ptxasLog), threads, whyStream);
  if (!keep) {
    module = std::move(plain);
    assembly = std::move(plainAssembly);
    withCubin = std::move(plainCubin);
  }
  if (verbose) {
    tile::printAssemblyReport(assembly, llvm::errs());
    llvm::errs() << "tile-as info    : mma fragments carried across "
                 << "iterations " << (keep ? "kept" : "dropped") << ": "
                 << StringRef(why).rtrim() << "\n";
  }
  cubin = std::move(withCubin);
  return success();
}

static LogicalResult compile(Compilation &c) {
  OwningOpRef<ModuleOp> module;
  {
    StageScope stage(c.timing, "import");
    module = readInput(c);
  }
  if (!module)
    return failure();

  PassManager planPm(&c.context);
  // Plan before lowering: the plan decides warps and storage, and a kernel
  // whose live tiles cannot fit stops here with a diagnostic at its peak.
  if (c.codegen.optLevel >= 1)
    planPm.addPass(createCanonicalizerPass());
  // Rewrites the plan must see (they change what is live).
  tile::addPrePlanRewrites(planPm, c.codegen.optLevel);
  if (mmaLoadStages > 1) {
    tile::TilePipelineMmaLoadsOptions pipelineOptions;
    pipelineOptions.stages = mmaLoadStages;
    planPm.addPass(tile::createTilePipelineMmaLoads(pipelineOptions));
  }
  tile::TileVerifyResourcesOptions resourceOptions;
  resourceOptions.target = c.codegen.chip;
  resourceOptions.numWarps = numWarps;
  resourceOptions.allowSpills = allowSpills;
  // A spill the plan estimates is warned about once ptxas confirms it.
  resourceOptions.deferSpillWarning = emitKind == EmitKind::Cubin;
  resourceOptions.werrorHints = werrHints;
  resourceOptions.mmaStages = mmaStages;
  resourceOptions.warpgroupMma =
      !mmaSync && tile::hasWarpgroupMma(c.codegen.chip);
  // The plan prices TMA's barriers where the pipeline will take TMA.
  resourceOptions.tma = getTmaMode() != TmaMode::Off;
  resourceOptions.tmaMaxWarps = getTmaMode() == TmaMode::Auto ? 4 : 0;
  resourceOptions.tmaEmptyBarriers = tmaEmptyBarriers || warpSpecialize;
  resourceOptions.tmaProducerWarp = warpSpecialize;
  planPm.addPass(tile::createTileVerifyResources(resourceOptions));
  planPm.addInstrumentation(std::make_unique<CrashSiteInstrumentation>());
  if (failed(applyPassManagerCLOptions(planPm)))
    return failure();
  {
    StageScope stage(c.timing, "verify+plan");
    planPm.enableTiming(stage.timer);
    LogicalResult planned = planPm.run(*module);
    if (c.remarks)
      c.remarks->recordPlans(*module, c.codegen.chip);
    if (failed(planned))
      return failure();
  }
  SmallVector<tileas::DeferredSpillWarning> spillWarnings =
      tileas::takeSpillWarnings(*module);

  // With carry-fragments auto, a module whose loops carry fragments is
  // lowered and assembled both ways, and ptxas's figures pick
  // (CarriedFragments.h); `plain` is the build without.
  OwningOpRef<ModuleOp> plain;
  if (mmaCarryFragments == CarryMode::Auto)
    plain = module->clone();
  bool carried = false;
  if (failed(lower(c, *module, mmaCarryFragments != CarryMode::Off, &carried)))
    return failure();
  tile::AssemblyReport assembly;
  std::optional<std::string> cubin;
  if (plain && carried &&
      failed(
          chooseCarriedFragments(c, module, std::move(plain), cubin, assembly)))
    return failure();

  if (emitKind != EmitKind::Cubin)
    return emit(c, *module, emitKind, c.output);
  if (!cubin) {
    cubin.emplace();
    bool wantsReport = c.remarks || !spillWarnings.empty();
    if (failed(emit(c, *module, EmitKind::Cubin, *cubin,
                    wantsReport ? &assembly : nullptr)))
      return failure();
  }
  if (!spillWarnings.empty())
    tileas::emitSpillWarnings(spillWarnings,
                              tileas::parsePtxasUsage(assembly.ptxasLog),
                              c.codegen.verbose);
  if (c.remarks) {
    c.remarks->recordPtxas(tileas::parsePtxasUsage(assembly.ptxasLog));
    for (const auto &[kernel, bytes] : assembly.largeShared)
      c.remarks->recordSharedBytes(kernel, bytes);
  }
  c.output = std::move(*cubin);
  return success();
}

/// Writes `bytes` to OUT through a temporary file in the same directory.
static LogicalResult writeOutput(llvm::StringRef bytes) {
  if (outputFilename == "-") {
    llvm::outs() << bytes;
    llvm::outs().flush();
    return success();
  }
  llvm::SmallString<256> model(outputFilename);
  model += ".tmp-%%%%%%%%";
  int fd;
  llvm::SmallString<256> tempPath;
  if (std::error_code error =
          llvm::sys::fs::createUniqueFile(model, fd, tempPath)) {
    llvm::errs() << "error: cannot create '" << model << "': "
                 << error.message() << "\n";
    return failure();
  }
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << bytes;
    os.close();
    if (os.has_error()) {
      llvm::errs() << "error: cannot write '" << tempPath
                   << "': " << os.error().message() << "\n";
      os.clear_error();
      llvm::sys::fs::remove(tempPath);
      return failure();
    }
  }
  if (std::error_code error = llvm::sys::fs::rename(tempPath, outputFilename)) {
    llvm::errs() << "error: cannot write '" << outputFilename
                 << "': " << error.message() << "\n";
    llvm::sys::fs::remove(tempPath);
    return failure();
  }
  return success();
}

/// The passes tile-as runs, by name, for --mlir-print-ir-before/after.
static void registerPipelinePasses() {
  tile::registerTileIRPasses();
  tile::registerTileIRConversionPasses();
  registerTransformsPasses();
  registerSCFToControlFlowPass();
  registerConvertMathToLLVMPass();
  registerConvertNVGPUToNVVMPass();
  registerConvertNVVMToLLVMPass();
  registerConvertVectorToLLVMPass();
  registerArithToLLVMConversionPass();
  registerConvertIndexToLLVMPass();
  registerConvertControlFlowToLLVMPass();
  registerReconcileUnrealizedCastsPass();
  LLVM::registerLLVMPasses();
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  if (llvm::sys::path::stem(argv[0]) == "tileiras")
    toolName = "tileiras";
  registerDefaultTimingManagerCLOptions();
  // --mlir-print-ir-before=PASS and its kin: the decisions each stage
  // writes into the IR, on the way tile-as runs it.
  // (The passes first: the options' parsers list them when made.)
  registerPipelinePasses();
  registerPassManagerCLOptions();
  cl::SetVersionPrinter(printVersion);
  cl::HideUnrelatedOptions(toolCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "tile-as (also installed as tileiras): CUDA Tile IR (bytecode or MLIR\n"
      "text) to a cubin\n\n"
      "  tile-as IN -o OUT --gpu-name sm_XX [-O0..-O3 | --opt-level N]\n"
      "          [--lineinfo | --device-debug] [--emit=mlir|llvm|ptx|cubin]\n"
      "          [--remarks-output-file=F [--remark-format=yaml] "
      "[--remarks=all]]\n\n"
      "Runs the resource plan, the tile-to-nvvm lowering, LLVM's NVPTX\n"
      "backend and ptxas (from $CUDA_HOME/bin, PATH or /usr/local/cuda/bin).\n"
      "Exits 0 with OUT written, or 1 with diagnostics on stderr and no OUT.\n"
      "It takes the command lines cuTile Python, cuTile.jl and cutile-rs\n"
      "give tileiras (docs/cutile.md); an input without kernels gives an\n"
      "empty cubin, which is how frontends probe the bytecode versions.\n"
      "A cubin runs when launched as the frontends launch: block (1,1,1)\n"
      "(the kernel's .reqntid sets the block) and 0 bytes of dynamic shared\n"
      "memory (every shared buffer is static, above 48 KiB too; see\n"
      "docs/lowering.md, \"Kernel ABI\").\n"
      "--mlir-timing [--mlir-timing-display=tree] prints the wall time of\n"
      "each stage and pass to stderr; --mlir-print-ir-before=PASS,\n"
      "--mlir-print-ir-after=PASS and --mlir-print-ir-after-all print the IR\n"
      "around the plan's and the lowering's passes to stderr (e.g.\n"
      "--mlir-print-ir-before=convert-tile-to-gpu: the layouts, rings and\n"
      "stages chosen).\n");

  // A failed run must not leave an old OUT behind for a build to pick up.
  bool succeeded = false;
  llvm::scope_exit removeStale([&] {
    if (!succeeded && !outputFilename.empty() && outputFilename != "-")
      llvm::sys::fs::remove(outputFilename);
  });

  if (inputFilename.empty()) {
    llvm::errs() << "error: no input file (tile-as IN -o OUT --gpu-name "
                    "sm_XX; see --help)\n";
    return 1;
  }
  if (outputFilename.empty()) {
    llvm::errs() << "error: no output file: give -o OUT\n";
    return 1;
  }
  if (gpuName.empty()) {
    llvm::errs() << "error: no target: give --gpu-name sm_XX\n";
    return 1;
  }
  if (!tile::lookupTargetModel(gpuName) ||
      !tile::getPTXVersionFor(gpuName)) {
    llvm::errs() << "error: unknown GPU '" << gpuName
                 << "'; known: " << tile::getTargetNameList() << "\n";
    return 1;
  }
  if (mmaStages > tile::kMaxMmaRingStages) {
    llvm::errs() << "error: --mma-stages=" << mmaStages
                 << " is out of range: 0 (operands in registers) to "
                 << tile::kMaxMmaRingStages << " buffers per ring\n";
    return 1;
  }
  if (warpSpecialize && tma.getNumOccurrences() && tma == TmaMode::Off) {
    llvm::errs() << "error: --warp-specialize issues TMA copies; it cannot "
                    "run with --tma=off\n";
    return 1;
  }
  if (optLevel < '0' || optLevel > '3') {
    llvm::errs() << "error: unknown optimisation level -O" << optLevel
                 << "; use -O0, -O1, -O2 or -O3\n";
    return 1;
  }
  unsigned level = unsigned(optLevel - '0');
  if (optLevelLong.getNumOccurrences() &&
      (!optLevel.getNumOccurrences() ||
       optLevelLong.getPosition() > optLevel.getPosition())) {
    if (optLevelLong > 3) {
      llvm::errs() << "error: unknown optimisation level --opt-level "
                   << optLevelLong << "; use 0, 1, 2 or 3\n";
      return 1;
    }
    level = optLevelLong;
  }
  std::optional<tileas::CompileRemarks> remarks;
  if (!remarksOutput.empty()) {
    std::string error;
    remarks = tileas::CompileRemarks::create(remarkFilter, error);
    if (!remarks) {
      llvm::errs() << "error: --remarks=" << remarkFilter << ": " << error
                   << "\n";
      return 1;
    }
    if (remarkFormat != "yaml" && remarkFormat != "bitstream") {
      llvm::errs() << "error: unknown remark format '" << remarkFormat
                   << "'; use yaml or bitstream\n";
      return 1;
    }
  }

  // Created first so that its total covers setup too; prints its report (if
  // --mlir-timing) when destroyed, after the output is written.
  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();
  std::optional<TimingScope> setupStage(timing.nest("setup"));

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registry.insert<tile::TileDialect>();
  tile::registerTileIRBytecodeDialects(registry);
  tile::registerPTXEmitterTranslations(registry);
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  // One thread: the crash guard below recovers only the thread it runs on.
  context.disableMultithreading();
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  if (remarks)
    remarks->attach(context);

  setupStage.reset();

  Compilation c{context, sourceMgr, {}, {}, timing};
  c.codegen.chip = gpuName;
  c.codegen.optLevel = deviceDebug ? 0 : level;
  c.codegen.lineInfo = lineInfo;
  c.codegen.deviceDebug = deviceDebug;
  c.codegen.verbose = verbose;
  c.codegen.ptxOverride = ptxOverride;
  c.remarks = remarks ? &*remarks : nullptr;

  // A bug must still end in exit 1 with a message, never in a signal.
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext crc;
  LogicalResult result = failure();
  if (!crc.RunSafely([&] { result = compile(c); })) {
    llvm::errs() << "error: internal compiler error while compiling '"
                 << inputFilename << "' ";
    crashSite.print(llvm::errs());
    llvm::errs() << "\n(please report it with the input)\n";
    llvm::errs().flush();
    if (!outputFilename.empty() && outputFilename != "-")
      llvm::sys::fs::remove(outputFilename);
    std::_Exit(1);
  }
  if (remarks) {
    std::string error;
    if (failed(remarks->write(remarksOutput, remarkFormat, error))) {
      llvm::errs() << "error: " << error << "\n";
      return 1;
    }
  }
  if (failed(result))
    return 1;
  {
    TimingScope stage = timing.nest("output");
    if (failed(writeOutput(c.output)))
      return 1;
  }
  succeeded = true;
  return 0;
}
