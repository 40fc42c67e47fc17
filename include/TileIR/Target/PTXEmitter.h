//===- PTXEmitter.h - LLVM/NVVM dialect to PTX and cubin --------*- C++ -*-===//
//
// The code generation end of the pipeline: a gpu.module in the LLVM and
// NVVM dialects becomes LLVM IR (NVPTX triple), is optimised, printed as PTX
// by LLVM's NVPTX backend with a PTX ISA version that ptxas 13.0 accepts,
// and assembled into a cubin by ptxas from the CUDA Toolkit.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TARGET_PTXEMITTER_H
#define TILEIR_TARGET_PTXEMITTER_H

#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace mlir {
class DialectRegistry;
class Operation;
} // namespace mlir

namespace mlir::tile {

struct CodegenOptions {
  /// sm_XX (or sm_XXa): the NVPTX CPU and ptxas -arch.
  std::string chip = "sm_80";
  /// 0-3: the LLVM pipeline, the NVPTX code generator and ptxas -O.
  unsigned optLevel = 2;
  /// ptxas --generate-line-info (the PTX carries `.loc` from the source).
  bool lineInfo = false;
  /// ptxas --device-debug.
  bool deviceDebug = false;
  /// ptxas -v: print registers, spills and shared memory to stderr.
  bool verbose = false;
  /// A PTX file ptxas assembles instead of the generated PTX (experiments
  /// with hand-edited PTX); empty: the generated one.
  std::string ptxOverride;
};

/// The PTX ISA version (major * 10 + minor) the NVPTX backend emits for
/// `chip`: the lowest one that both knows the chip and ptxas 13.0 accepts.
/// Null for a name that is not an sm_XX[a|f] target.
std::optional<unsigned> getPTXVersionFor(llvm::StringRef chip);

/// Registers the LLVM/NVVM dialect translations the emitter needs.
void registerPTXEmitterTranslations(DialectRegistry &registry);

/// Translates `gpuModule` (a gpu.module or builtin.module in the LLVM and
/// NVVM dialects) to an optimised LLVM module for NVPTX. Diagnostics go to
/// the context of `gpuModule`; null on failure.
std::unique_ptr<llvm::Module>
translateToNVPTXModule(Operation *gpuModule, llvm::LLVMContext &llvmContext,
                       const CodegenOptions &options);

/// Prints `module` as PTX. Errors are reported at `loc`.
FailureOr<std::string> emitPTX(llvm::Module &module,
                               const CodegenOptions &options, Location loc);

/// The ptxas that assembles: $TILEIR_PTXAS if set (and nothing else then),
/// else $CUDA_HOME/bin, then PATH, then /usr/local/cuda/bin. Null when there
/// is none.
std::optional<std::string> findPtxas();

/// What assembleCubin learnt besides the cubin.
struct AssemblyReport {
  /// ptxas -v's messages (registers, spills, shared memory per kernel).
  std::string ptxasLog;
  /// Kernels whose static shared memory is larger than ptxas counted, with
  /// their full size (LargeShared.h).
  llvm::SmallVector<std::pair<std::string, uint64_t>> largeShared;
};

/// Prints what `-v` shows of an assembly: ptxas's messages, and each
/// kernel's static shared memory beyond what ptxas counted.
void printAssemblyReport(const AssemblyReport &report, llvm::raw_ostream &os);

/// Runs ptxas on `ptx`; the cubin's bytes, or failure with ptxas's
/// messages reported at `loc`. With `report`, ptxas runs with -v and its
/// messages are kept there (printed too only with options.verbose).
FailureOr<std::string> assembleCubin(llvm::StringRef ptx,
                                     const CodegenOptions &options,
                                     Location loc,
                                     AssemblyReport *report = nullptr);

} // namespace mlir::tile

#endif // TILEIR_TARGET_PTXEMITTER_H
