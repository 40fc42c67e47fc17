//===- CarriedFragments.h - keep carried mma fragments by ptxas -*- C++ -*-===//
//
// An mma.sync ring loop that carries its next buffer's first k step
// fragments from iteration to iteration (tile-pipeline-mma-shared's
// carry-fragments) runs 5-12% faster where it keeps its blocks per SM and
// spills nothing more, and loses where it does not (docs/benchmarks.md: at
// the corpus tile it takes 156 registers instead of 124, one block an SM
// instead of two, 23% slower). The registers it costs are ptxas's to know:
// the plan's estimate is 180 there. So with --mma-carry-fragments=auto
// tile-as assembles a kernel that carries fragments both ways and keeps
// the carried one only where ptxas's figures allow.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_TILE_AS_CARRIEDFRAGMENTS_H
#define TILEIR_TOOLS_TILE_AS_CARRIEDFRAGMENTS_H

#include "CompileRemarks.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>

namespace tileas {

/// Blocks of `threads` threads that `registers` a thread leave room for on
/// one SM (64K registers on every target from sm_80 to sm_121, allocated to
/// a warp in units of 256).
int64_t getBlocksByRegisters(unsigned registers, int64_t threads);

/// Whether to keep the build whose loops carry fragments: for every kernel
/// (threads a block from `threads`), as many blocks an SM by registers and
/// no more spilled bytes than `without`. Writes one line a kernel to `why`.
bool keepCarriedFragments(const llvm::StringMap<PtxasUsage> &with,
                          const llvm::StringMap<PtxasUsage> &without,
                          const llvm::StringMap<int64_t> &threads,
                          llvm::raw_ostream &why);

} // namespace tileas

#endif // TILEIR_TOOLS_TILE_AS_CARRIEDFRAGMENTS_H
