//===- tile-as.cpp - Tile IR to cubin, tileiras's command line ------------===//
//
//   tile-as IN -o OUT --gpu-name sm_XX [-O0|-O1|-O2|-O3] [--lineinfo]
//           [--device-debug] [--emit=mlir|llvm|ptx|cubin]
//           [--mlir-timing [--mlir-timing-display=tree]]
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

#include "TileIR/Bytecode/TileIRBytecode.h"
#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/Tile/Transforms/Passes.h"
#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "TileIR/Target/PTXEmitter.h"
#include "TileIR/Target/TargetModel.h"

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
static cl::opt<bool> lineInfo("lineinfo",
                              cl::desc("Carry source lines into the PTX "
                                       "(.loc) and the cubin's line table"),
                              cl::cat(toolCategory));
static cl::opt<bool> deviceDebug("device-debug",
                                 cl::desc("Full device debug information; "
                                          "turns optimisation off"),
                                 cl::cat(toolCategory));
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
static cl::opt<bool> verbose("v",
                             cl::desc("Print ptxas's resource usage "
                                      "(registers, spills, shared memory)"),
                             cl::cat(toolCategory));

static void printVersion(llvm::raw_ostream &os) {
  os << "tile-as (TileIR) " << TILEIR_VERSION
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
/// Everything one run needs, so that a crash guard can wrap it.
struct Compilation {
  MLIRContext &context;
  llvm::SourceMgr &sourceMgr;
  tile::CodegenOptions codegen;
  std::string output; // the bytes to write
  TimingScope &timing; // one nested timer per stage (--mlir-timing)
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

static LogicalResult compile(Compilation &c) {
  OwningOpRef<ModuleOp> module;
  {
    TimingScope stage = c.timing.nest("import");
    module = readInput(c);
  }
  if (!module)
    return failure();

  // Two pass managers, run back to back, only so that planning and
  // lowering are timed as separate stages.
  PassManager planPm(&c.context);
  // Plan before lowering: the plan decides warps and storage, and a kernel
  // whose live tiles cannot fit stops here with a diagnostic at its peak.
  if (c.codegen.optLevel >= 1)
    planPm.addPass(createCanonicalizerPass());
  tile::TileVerifyResourcesOptions resourceOptions;
  resourceOptions.target = c.codegen.chip;
  resourceOptions.numWarps = numWarps;
  planPm.addPass(tile::createTileVerifyResources(resourceOptions));
  {
    TimingScope stage = c.timing.nest("verify+plan");
    planPm.enableTiming(stage);
    if (failed(planPm.run(*module)))
      return failure();
  }

  PassManager pm(&c.context);
  tile::TileToNVVMPipelineOptions pipelineOptions;
  pipelineOptions.chip = c.codegen.chip;
  // The plan's warp count wins; this only matters for entries it skipped.
  pipelineOptions.numWarps = numWarps ? numWarps : 4;
  pipelineOptions.optLevel = c.codegen.optLevel;
  tile::buildTileToNVVMPipeline(pm, pipelineOptions);
  if (c.codegen.lineInfo || c.codegen.deviceDebug) {
    LLVM::DIScopeForLLVMFuncOpPassOptions debugOptions;
    debugOptions.emissionKind = c.codegen.deviceDebug
                                    ? LLVM::DIEmissionKind::Full
                                    : LLVM::DIEmissionKind::DebugDirectivesOnly;
    pm.addPass(LLVM::createDIScopeForLLVMFuncOpPass(debugOptions));
  }
  {
    TimingScope stage = c.timing.nest("lowering");
    pm.enableTiming(stage);
    if (failed(pm.run(*module)))
      return failure();
  }

  if (emitKind == EmitKind::Mlir) {
    llvm::raw_string_ostream os(c.output);
    module->print(os);
    return success();
  }

  // One cubin per run: the input's one tile.module (an input without one is
  // an empty cubin, which frontends use to probe the tool).
  SmallVector<gpu::GPUModuleOp> gpuModules(module->getOps<gpu::GPUModuleOp>());
  if (gpuModules.size() > 1)
    return emitError(gpuModules[1].getLoc())
           << "a cubin holds one module; the input has "
           << gpuModules.size();
  OpBuilder builder(&c.context);
  if (gpuModules.empty()) {
    builder.setInsertionPointToEnd(module->getBody());
    gpuModules.push_back(
        gpu::GPUModuleOp::create(builder, module->getLoc(), "kernels"));
  }

  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule;
  {
    TimingScope stage = c.timing.nest("llvm-ir");
    llvmModule = tile::translateToNVPTXModule(gpuModules.front(), llvmContext,
                                              c.codegen);
  }
  if (!llvmModule)
    return failure();
  if (emitKind == EmitKind::Llvm) {
    llvm::raw_string_ostream os(c.output);
    llvmModule->print(os, nullptr);
    return success();
  }
  FailureOr<std::string> ptx = failure();
  {
    TimingScope stage = c.timing.nest("nvptx");
    ptx = tile::emitPTX(*llvmModule, c.codegen, module->getLoc());
  }
  if (failed(ptx))
    return failure();
  if (emitKind == EmitKind::Ptx) {
    c.output = std::move(*ptx);
    return success();
  }
  FailureOr<std::string> cubin = failure();
  {
    TimingScope stage = c.timing.nest("ptxas");
    cubin = tile::assembleCubin(*ptx, c.codegen, module->getLoc());
  }
  if (failed(cubin))
    return failure();
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

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  registerDefaultTimingManagerCLOptions();
  cl::SetVersionPrinter(printVersion);
  cl::HideUnrelatedOptions(toolCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "tile-as: CUDA Tile IR (bytecode or MLIR text) to a cubin\n\n"
      "  tile-as IN -o OUT --gpu-name sm_XX [-O0..-O3] [--lineinfo] "
      "[--device-debug] [--emit=mlir|llvm|ptx|cubin]\n\n"
      "Runs the tile-to-nvvm lowering, LLVM's NVPTX backend and ptxas (from\n"
      "$CUDA_HOME/bin, PATH or /usr/local/cuda/bin). Exits 0 with OUT\n"
      "written, or 1 with diagnostics on stderr and no OUT. A kernel's cubin\n"
      "declares its block size as .reqntid and its dynamic shared memory in\n"
      "the global `<kernel>__tileir_dynamic_smem` (docs/lowering.md).\n"
      "--mlir-timing [--mlir-timing-display=tree] prints the wall time of\n"
      "each stage and pass to stderr.\n");

  // A failed run must not leave an old OUT behind for a build to pick up.
  bool succeeded = false;
  auto removeStale = llvm::make_scope_exit([&] {
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
  if (optLevel < '0' || optLevel > '3') {
    llvm::errs() << "error: unknown optimisation level -O" << optLevel
                 << "; use -O0, -O1, -O2 or -O3\n";
    return 1;
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
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);

  setupStage.reset();

  Compilation c{context, sourceMgr, {}, {}, timing};
  c.codegen.chip = gpuName;
  c.codegen.optLevel = deviceDebug ? 0 : unsigned(optLevel - '0');
  c.codegen.lineInfo = lineInfo;
  c.codegen.deviceDebug = deviceDebug;
  c.codegen.verbose = verbose;

  // A bug must still end in exit 1 with a message, never in a signal.
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext crc;
  LogicalResult result = failure();
  if (!crc.RunSafely([&] { result = compile(c); })) {
    llvm::errs() << "error: internal compiler error while compiling '"
                 << inputFilename << "' (please report it with the input)\n";
    llvm::errs().flush();
    if (!outputFilename.empty() && outputFilename != "-")
      llvm::sys::fs::remove(outputFilename);
    std::_Exit(1);
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
