//===- PTXEmitter.cpp - LLVM/NVVM dialect to PTX and cubin ----------------===//
//
// MLIR translation to LLVM IR, the LLVM optimisation pipeline and NVPTX code
// generator from libLLVM.so, and ptxas from the CUDA Toolkit as a
// subprocess.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Target/PTXEmitter.h"
#include "TileIR/Target/LargeShared.h"
#include "TileIR/Target/Libdevice.h"
#include "TileIR/Target/PackedI16Workaround.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Operation.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <mutex>

extern "C" {
void LLVMInitializeNVPTXTargetInfo();
void LLVMInitializeNVPTXTarget();
void LLVMInitializeNVPTXTargetMC();
void LLVMInitializeNVPTXAsmPrinter();
}

using namespace mlir;
using namespace mlir::tile;

static constexpr llvm::StringLiteral kTriple = "nvptx64-nvidia-cuda";

std::optional<unsigned> mlir::tile::getPTXVersionFor(llvm::StringRef chip) {
  llvm::StringRef rest = chip;
  if (!rest.consume_front("sm_"))
    return std::nullopt;
  bool family = rest.consume_back("f");
  if (!family)
    rest.consume_back("a");
  unsigned number = 0;
  if (rest.getAsInteger(10, number))
    return std::nullopt;
  switch (number) {
  case 80:
  case 86:
  case 87:
  case 89:
  case 90:
  case 100:
  case 120:
    // 8.7 knows all of these; the architecture-family (`f`) targets came
    // with 8.8.
    return family ? 88 : 87;
  case 103:
  case 121:
    return 88;
  case 110:
    return 90;
  default:
    return std::nullopt;
  }
}

void mlir::tile::registerPTXEmitterTranslations(DialectRegistry &registry) {
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
}

static void initializeNVPTX() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
  });
}

static llvm::CodeGenOptLevel getCodeGenOptLevel(unsigned level) {
  switch (level) {
  case 0:
    return llvm::CodeGenOptLevel::None;
  case 1:
    return llvm::CodeGenOptLevel::Less;
  case 2:
    return llvm::CodeGenOptLevel::Default;
  default:
    return llvm::CodeGenOptLevel::Aggressive;
  }
}

static std::unique_ptr<llvm::TargetMachine>
createTargetMachine(const CodegenOptions &options, Location loc) {
  initializeNVPTX();
  std::optional<unsigned> ptx = getPTXVersionFor(options.chip);
  if (!ptx) {
    emitError(loc) << "no PTX version known for '" << options.chip << "'";
    return nullptr;
  }
  llvm::Triple triple(kTriple);
  std::string error;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target) {
    emitError(loc) << "the NVPTX backend is not available: " << error;
    return nullptr;
  }
  std::string features = "+ptx" + std::to_string(*ptx);
  llvm::TargetOptions targetOptions;
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, options.chip, features, targetOptions, llvm::Reloc::PIC_,
      std::nullopt, getCodeGenOptLevel(options.optLevel)));
  if (!machine)
    emitError(loc) << "cannot create an NVPTX target machine for '"
                   << options.chip << "'";
  return machine;
}

/// Completes the debug info the frontends write (read from bytecode) where
/// LLVM needs more:
/// - every compile unit the debug locations reach is listed in
///   `llvm.dbg.cu`: inlined frames (cuTile's helpers such as astype) scope
///   locations in subprograms of their own unit, which no function lists
///   (the verifier: "DICompileUnit not listed in llvm.dbg.cu");
/// - every subprogram has a type: the DWARF writer (--device-debug)
///   dereferences it, and the bytecode's subprograms have none.
static void completeDebugInfo(llvm::Module &module) {
  llvm::DebugInfoFinder finder;
  finder.processModule(module);
  if (finder.compile_unit_count() == 0)
    return;
  llvm::NamedMDNode *units = module.getOrInsertNamedMetadata("llvm.dbg.cu");
  llvm::SmallPtrSet<llvm::MDNode *, 4> listed;
  for (llvm::MDNode *unit : units->operands())
    listed.insert(unit);
  for (llvm::DICompileUnit *unit : finder.compile_units())
    if (listed.insert(unit).second)
      units->addOperand(unit);
  llvm::DISubroutineType *untyped = nullptr;
  for (llvm::DISubprogram *program : finder.subprograms()) {
    if (program->getType())
      continue;
    if (!untyped)
      untyped = llvm::DISubroutineType::get(
          module.getContext(), llvm::DINode::FlagZero, /*CC=*/0,
          llvm::MDTuple::get(module.getContext(), {}));
    program->replaceType(untyped);
  }
}

/// Makes every compile unit emit `.loc`/`.file` directives only, no DWARF
/// sections (what ptxas accepts next to optimisation, as for
/// --generate-line-info).
static void useDebugDirectivesOnly(llvm::Module &module) {
  llvm::NamedMDNode *units = module.getNamedMetadata("llvm.dbg.cu");
  if (!units)
    return;
  llvm::DenseMap<llvm::DICompileUnit *, llvm::DICompileUnit *> replaced;
  for (unsigned i = 0, e = units->getNumOperands(); i < e; ++i) {
    auto *unit = llvm::dyn_cast<llvm::DICompileUnit>(units->getOperand(i));
    if (!unit)
      continue;
    auto *directives = llvm::DICompileUnit::getDistinct(
        module.getContext(), unit->getSourceLanguage(), unit->getRawFile(),
        unit->getRawProducer(), unit->isOptimized(), unit->getRawFlags(),
        unit->getRuntimeVersion(), unit->getRawSplitDebugFilename(),
        llvm::DICompileUnit::DebugDirectivesOnly, unit->getRawEnumTypes(),
        unit->getRawRetainedTypes(), unit->getRawGlobalVariables(),
        unit->getRawImportedEntities(), unit->getRawMacros(),
        unit->getDWOId(), unit->getSplitDebugInlining(),
        unit->getDebugInfoForProfiling(), unsigned(unit->getNameTableKind()),
        unit->getRangesBaseAddress(), unit->getRawSysRoot(),
        unit->getRawSDK());
    replaced[unit] = directives;
    units->setOperand(i, directives);
  }
  // Every subprogram: the functions' and those that only scope inlined
  // locations (the frontends' helpers, e.g. cuTile's astype).
  llvm::DebugInfoFinder finder;
  finder.processModule(module);
  for (llvm::DISubprogram *program : finder.subprograms())
    if (auto *unit = replaced.lookup(program->getUnit()))
      program->replaceUnit(unit);
}

std::unique_ptr<llvm::Module>
mlir::tile::translateToNVPTXModule(Operation *gpuModule,
                                   llvm::LLVMContext &llvmContext,
                                   const CodegenOptions &options) {
  Location loc = gpuModule->getLoc();
  std::unique_ptr<llvm::TargetMachine> machine =
      createTargetMachine(options, loc);
  if (!machine)
    return nullptr;
  // The translation wants a builtin module: take the gpu.module's contents.
  OwningOpRef<ModuleOp> holder;
  Operation *root = gpuModule;
  if (!isa<ModuleOp>(gpuModule)) {
    if (gpuModule->getNumRegions() != 1 || gpuModule->getRegion(0).empty()) {
      emitError(loc) << "expected a module with one region";
      return nullptr;
    }
    holder = ModuleOp::create(loc);
    OpBuilder builder = OpBuilder::atBlockEnd(holder->getBody());
    for (Operation &op : gpuModule->getRegion(0).front())
      builder.clone(op);
    root = *holder;
  }
  std::unique_ptr<llvm::Module> module =
      translateModuleToLLVMIR(root, llvmContext, "tile");
  if (!module) {
    emitError(loc) << "cannot translate the kernel module to LLVM IR";
    return nullptr;
  }
  // Debug info only on request: ptxas refuses DWARF with optimisation, and
  // line tables need only `.loc` directives.
  completeDebugInfo(*module);
  if (options.deviceDebug) {
    // Keep everything.
  } else if (options.lineInfo) {
    llvm::stripNonLineTableDebugInfo(*module);
    useDebugDirectivesOnly(*module);
  } else {
    llvm::StripDebugInfo(*module);
  }
  module->setTargetTriple(llvm::Triple(kTriple));
  module->setDataLayout(machine->createDataLayout());
  if (failed(linkLibdevice(*module, loc)))
    return nullptr;
  if (llvm::verifyModule(*module, &llvm::errs())) {
    emitError(loc) << "the translated LLVM IR does not verify";
    return nullptr;
  }

  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder builder(machine.get());
  builder.registerModuleAnalyses(mam);
  builder.registerCGSCCAnalyses(cgam);
  builder.registerFunctionAnalyses(fam);
  builder.registerLoopAnalyses(lam);
  builder.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::OptimizationLevel level = llvm::OptimizationLevel::O0;
  switch (options.optLevel) {
  case 0:
    break;
  case 1:
    level = llvm::OptimizationLevel::O1;
    break;
  case 2:
    level = llvm::OptimizationLevel::O2;
    break;
  default:
    level = llvm::OptimizationLevel::O3;
    break;
  }
  llvm::ModulePassManager pipeline =
      options.optLevel == 0 ? builder.buildO0DefaultPipeline(level)
                            : builder.buildPerModuleDefaultPipeline(level);
  pipeline.run(*module, mam);
  return module;
}

FailureOr<std::string> mlir::tile::emitPTX(llvm::Module &module,
                                           const CodegenOptions &options,
                                           Location loc) {
  std::unique_ptr<llvm::TargetMachine> machine =
      createTargetMachine(options, loc);
  if (!machine)
    return failure();
  scalarizePackedI16Math(module);
  std::string ptx;
  {
    llvm::raw_string_ostream stream(ptx);
    llvm::buffer_ostream buffered(stream);
    llvm::legacy::PassManager codegen;
    if (machine->addPassesToEmitFile(codegen, buffered, nullptr,
                                     llvm::CodeGenFileType::AssemblyFile)) {
      emitError(loc) << "the NVPTX backend cannot emit PTX for '"
                     << options.chip << "'";
      return failure();
    }
    codegen.run(module);
  }
  return ptx;
}

std::optional<std::string> mlir::tile::findPtxas() {
  auto isExecutable = [](const llvm::Twine &path) {
    return llvm::sys::fs::can_execute(path);
  };
  // An explicit choice (tests use it to simulate a missing toolkit).
  if (const char *chosen = std::getenv("TILEIR_PTXAS")) {
    if (isExecutable(chosen))
      return std::string(chosen);
    return std::nullopt;
  }
  if (const char *cudaHome = std::getenv("CUDA_HOME")) {
    llvm::SmallString<256> path(cudaHome);
    llvm::sys::path::append(path, "bin", "ptxas");
    if (isExecutable(path))
      return std::string(path);
  }
  if (llvm::ErrorOr<std::string> onPath =
          llvm::sys::findProgramByName("ptxas"))
    return *onPath;
  if (isExecutable("/usr/local/cuda/bin/ptxas"))
    return std::string("/usr/local/cuda/bin/ptxas");
  return std::nullopt;
}

namespace {
/// A temporary file removed when it goes out of scope.
struct TempFile {
  llvm::SmallString<128> path;
  ~TempFile() {
    if (!path.empty())
      llvm::sys::fs::remove(path);
  }
  LogicalResult create(llvm::StringRef suffix) {
    return success(!llvm::sys::fs::createTemporaryFile("tile-as", suffix,
                                                       path));
  }
};
} // namespace

FailureOr<std::string>
mlir::tile::assembleCubin(llvm::StringRef ptx, const CodegenOptions &options,
                          Location loc, AssemblyReport *report) {
  std::optional<std::string> ptxas = findPtxas();
  if (!ptxas) {
    emitError(loc) << "ptxas not found: install the CUDA Toolkit and set "
                      "CUDA_HOME, put ptxas on PATH, or use --emit=ptx";
    return failure();
  }
  TempFile input, output, log;
  SmallVector<LargeSharedBuffer> largeBuffers;
  if (failed(input.create("ptx")) || failed(output.create("cubin")) ||
      failed(log.create("log"))) {
    emitError(loc) << "cannot create temporary files for ptxas";
    return failure();
  }
  {
    std::error_code error;
    llvm::raw_fd_ostream os(input.path, error);
    if (error) {
      emitError(loc) << "cannot write " << input.path << ": "
                     << error.message();
      return failure();
    }
    // A scratch buffer above ptxas's static limit is defined at the limit
    // here and grown to its size in the cubin below (LargeShared.h).
    std::string assembled = ptx.str();
    if (!options.ptxOverride.empty()) {
      auto replacement = llvm::MemoryBuffer::getFile(options.ptxOverride);
      if (!replacement) {
        emitError(loc) << "cannot read the PTX override '"
                       << options.ptxOverride
                       << "': " << replacement.getError().message();
        return failure();
      }
      assembled = (*replacement)->getBuffer().str();
    }
    largeBuffers = declareLargeSharedStatic(assembled);
    os << assembled;
  }
  std::string arch = "-arch=" + options.chip;
  // ptxas -O1 allocates registers poorly: the seed, which fits in the 187
  // registers its plan estimates, spills at -O1 even with all 255. Every
  // optimising level gets at least ptxas -O2 (docs/lowering.md).
  unsigned ptxasLevel = options.optLevel == 0 ? 0 : std::max(options.optLevel, 2u);
  std::string opt = "-O" + std::to_string(std::min(ptxasLevel, 3u));
  SmallVector<llvm::StringRef> args = {*ptxas, arch};
  if (options.deviceDebug) {
    args.push_back("--device-debug");
  } else {
    args.push_back(opt);
    if (options.lineInfo)
      args.push_back("--generate-line-info");
  }
  if (options.verbose || report)
    args.push_back("-v");
  args.append({"-o", output.path, input.path});
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, log.path.str(),
                                                log.path.str()};
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(*ptxas, args, std::nullopt, redirects,
                                     /*SecondsToWait=*/0, /*MemoryLimit=*/0,
                                     &execError);
  std::string messages;
  if (auto buffer = llvm::MemoryBuffer::getFile(log.path))
    messages = (*buffer)->getBuffer().rtrim().str();
  if (rc != 0) {
    InFlightDiagnostic diag = emitError(loc)
                              << "ptxas failed for " << options.chip;
    if (!execError.empty())
      diag << ": " << execError;
    if (!messages.empty())
      diag.attachNote() << messages;
    return failure();
  }
  auto cubin = llvm::MemoryBuffer::getFile(output.path, /*IsText=*/false);
  if (!cubin) {
    emitError(loc) << "ptxas wrote no cubin";
    return failure();
  }
  std::string image = (*cubin)->getBuffer().str();
  if (llvm::Error error = resizeLargeSharedSections(image, largeBuffers)) {
    emitError(loc) << llvm::toString(std::move(error));
    return failure();
  }
  AssemblyReport learnt;
  learnt.ptxasLog = messages;
  for (const LargeSharedBuffer &buffer : largeBuffers)
    learnt.largeShared.emplace_back(buffer.kernel, buffer.bytes);
  if (options.verbose)
    printAssemblyReport(learnt, llvm::errs());
  if (report)
    *report = std::move(learnt);
  return image;
}

void mlir::tile::printAssemblyReport(const AssemblyReport &report,
                                     llvm::raw_ostream &os) {
  if (!report.ptxasLog.empty())
    os << report.ptxasLog << "\n";
  for (const auto &[kernel, bytes] : report.largeShared)
    os << "tile-as info    : '" << kernel << "' has " << bytes
       << " bytes of static shared memory (ptxas counted "
       << kPtxasStaticSharedLimit << " of them)\n";
}
