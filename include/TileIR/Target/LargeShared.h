//===- LargeShared.h - Static shared memory above ptxas's 48 KiB -*- C++
//-*-===//
//
// Frontends (cuTile Python, cuTile.jl, cutile-rs) launch every kernel with 0
// bytes of dynamic shared memory, so a kernel's shared memory must be static.
// ptxas refuses to define more than 48 KiB of static `.shared`, but the
// driver honours a larger static size recorded in the cubin (the size of the
// kernel's `.nv.shared.<kernel>` section, up to the device's opt-in limit;
// measured on the H200, docs/lowering.md "Kernel ABI").
//
// The lowering declares a scratch buffer above 48 KiB as
// `.extern .shared .align A .b8 <kernel>__tileir_scratch[N];` (an external
// of its full size, so LLVM sees every access in bounds). Before ptxas,
// declareLargeSharedStatic makes it a 48 KiB definition; after ptxas,
// resizeLargeSharedSections grows the kernel's shared section by N - 48 KiB.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TARGET_LARGESHARED_H
#define TILEIR_TARGET_LARGESHARED_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace mlir::tile {

/// The most static shared memory ptxas lets one kernel define.
constexpr uint64_t kPtxasStaticSharedLimit = 48 * 1024;

/// The name suffix of a kernel's scratch buffer: `<kernel>__tileir_scratch`.
constexpr llvm::StringLiteral kScratchSuffix = "__tileir_scratch";

/// A kernel's shared buffer that is larger than ptxas can define.
struct LargeSharedBuffer {
  std::string kernel;
  std::string symbol;
  uint64_t bytes = 0;
};

/// Rewrites each `.extern .shared` scratch declaration of more than 48 KiB
/// in `ptx` into a 48 KiB definition and returns what was rewritten.
llvm::SmallVector<LargeSharedBuffer> declareLargeSharedStatic(std::string &ptx);

/// Grows the `.nv.shared.<kernel>` section of each buffer's kernel in the
/// ELF image `cubin` to hold the buffer's full size (the buffer is the last
/// 48 KiB of that section, after any reserved prefix). A kernel without
/// such a section (its buffer was optimised away) is left alone. Fails on a
/// malformed image or a section too small to end in the 48 KiB definition.
llvm::Error
resizeLargeSharedSections(std::string &cubin,
                          llvm::ArrayRef<LargeSharedBuffer> buffers);

} // namespace mlir::tile

#endif // TILEIR_TARGET_LARGESHARED_H
