//===- SpillWarnings.h - spill warnings checked against ptxas ---*- C++ -*-===//
//
// The resource plan's register estimate is an estimate: where it says a
// kernel spills, ptxas may still fit it (the tf32 GEMM at 256x128: 291 of
// 255 planned, 254 used, no spill). tile-as asks tile-verify-resources to
// hold the warning back (defer-spill-warning), takes it off the entry
// before lowering, and emits it after ptxas only where ptxas did spill,
// with ptxas's figures; with -v, where it did not, an info line says so.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_TILE_AS_SPILLWARNINGS_H
#define TILEIR_TOOLS_TILE_AS_SPILLWARNINGS_H

#include "CompileRemarks.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <string>

namespace tileas {

/// One entry's held-back warning (tile.spill_warning).
struct DeferredSpillWarning {
  std::string kernel;
  mlir::Location loc;
  /// The text up to the plan's estimate.
  std::string message;
};

/// Takes every entry's tile.spill_warning off it.
llvm::SmallVector<DeferredSpillWarning>
takeSpillWarnings(mlir::ModuleOp module);

/// Emits each warning whose kernel ptxas spilled (or did not report), with
/// ptxas's registers and spill bytes; with `verbose`, one info line on
/// stderr for each kernel ptxas fit without spilling.
void emitSpillWarnings(llvm::ArrayRef<DeferredSpillWarning> warnings,
                       const llvm::StringMap<PtxasUsage> &usage, bool verbose);

} // namespace tileas

#endif // TILEIR_TOOLS_TILE_AS_SPILLWARNINGS_H
