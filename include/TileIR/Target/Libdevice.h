//===- Libdevice.h - NVIDIA's math library linked into kernels --*- C++ -*-===//
//
// The lowering calls libdevice's functions (`__nv_sinf`, `__nv_log`, ...)
// for the math ops; CUDA ships their definitions as LLVM bitcode
// (`nvvm/libdevice/libdevice.10.bc`). The PTX stage links those a kernel
// calls, internalized so that the optimiser inlines them and drops the
// rest; NVVMReflect (run by the NVPTX backend) then picks the arch and
// flush-to-zero variants (`nvvm-reflect-ftz` = 0: denormals kept).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TARGET_LIBDEVICE_H
#define TILEIR_TARGET_LIBDEVICE_H

#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"

#include <optional>
#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::tile {

/// libdevice.10.bc: $TILEIR_LIBDEVICE if set (and nothing else then), else
/// under $CUDA_HOME, next to the ptxas findPtxas() chooses, then under
/// /usr/local/cuda. Null when there is none.
std::optional<std::string> findLibdevice();

/// Whether `module` calls a libdevice function it does not define.
bool needsLibdevice(const llvm::Module &module);

/// Links the libdevice functions `module` calls into it, internal, and sets
/// `nvvm-reflect-ftz` to 0. Does nothing when none is called; errors at
/// `loc` when libdevice is needed but missing or unreadable.
LogicalResult linkLibdevice(llvm::Module &module, Location loc);

} // namespace mlir::tile

#endif // TILEIR_TARGET_LIBDEVICE_H
