//===- CompileRemarks.h - tile-as's remarks file ----------------*- C++ -*-===//
//
// `--remarks-output-file=F` (tileiras's flag; cuTile Python passes it with
// `--remark-format=yaml --remarks=all`) writes LLVM optimisation remarks:
// one `!Analysis` remark `ResourcePlan` per kernel (the plan's warps,
// registers and shared memory, ptxas's actual registers and spills, the
// tensor-core instruction) and one remark per diagnostic at the user's
// source line. The schema is in docs/remarks.md.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_TILE_AS_COMPILEREMARKS_H
#define TILEIR_TOOLS_TILE_AS_COMPILEREMARKS_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace tileas {

/// What ptxas -v says of one kernel.
struct PtxasUsage {
  unsigned registers = 0;
  unsigned barriers = 0;
  uint64_t stackBytes = 0, spillStoreBytes = 0, spillLoadBytes = 0;
  uint64_t sharedBytes = 0;
};

/// Reads ptxas -v's messages: "Function properties for K", then the stack
/// and spill line, then "Used N registers, ...". Kernels by name.
llvm::StringMap<PtxasUsage> parsePtxasUsage(llvm::StringRef log);

/// Collects what the remarks file reports while tile-as runs, and writes it.
class CompileRemarks {
public:
  /// Which remarks to keep: "all" or "none", or a comma-separated list of
  /// remark names (ResourcePlan, Error, Warning, Remark, Note).
  static std::optional<CompileRemarks> create(llvm::StringRef filter,
                                              std::string &error);

  /// Records every diagnostic (and still lets the next handler print it).
  void attach(mlir::MLIRContext &context);
  /// Records each kernel's plan (the entries' `tile.plan`), after planning.
  void recordPlans(mlir::ModuleOp module, llvm::StringRef target);
  /// A pass instrumentation that records, for each recorded kernel, what
  /// the lowering decided: the loops' pipeline stages (`tile.pipeline_stages`
  /// as convert-tile-to-gpu receives them) and the tensor-core instruction
  /// it emitted (wgmma, mma.sync or none). Lives no longer than this object.
  std::unique_ptr<mlir::PassInstrumentation> lowering();
  /// Adds ptxas's resource usage to the recorded kernels.
  void recordPtxas(const llvm::StringMap<PtxasUsage> &usage);
  /// The static shared memory a kernel has beyond what ptxas counted.
  void recordSharedBytes(llvm::StringRef kernel, uint64_t bytes);

  /// Writes the remarks as `format` ("yaml" or "bitstream") to `path`.
  mlir::LogicalResult write(llvm::StringRef path, llvm::StringRef format,
                            std::string &error) const;

private:
  struct Located {
    std::string file;
    unsigned line = 0, column = 0;
  };
  struct KernelRecord {
    std::string name;
    std::optional<Located> loc;
    std::vector<std::pair<std::string, std::string>> plan; // key, value
    // What the lowering chose; unset where it did not run.
    std::optional<std::string> tensorCore;
    std::optional<int64_t> pipelineStages;
    std::optional<PtxasUsage> ptxas;
    std::optional<uint64_t> sharedBytes;
  };
  struct DiagnosticRecord {
    std::string kind; // Error, Warning, Remark, Note
    std::optional<Located> loc;
    std::string message;
  };

  class LoweringRecorder;

  bool wants(llvm::StringRef name) const;
  KernelRecord *find(llvm::StringRef name);
  static std::optional<Located> locate(mlir::Location loc);

  bool keepAll = true;
  std::vector<std::string> names;
  std::vector<KernelRecord> kernels;
  std::vector<DiagnosticRecord> diagnostics;
};

} // namespace tileas

#endif // TILEIR_TOOLS_TILE_AS_COMPILEREMARKS_H
