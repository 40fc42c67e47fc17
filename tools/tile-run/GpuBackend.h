//===- GpuBackend.h - tile-run's GPU backend --------------------*- C++ -*-===//
//
// Compiles the kernel with tile-as (found beside tile-run) and launches it
// through the CUDA driver API, loaded at run time with dlopen so that
// tile-run builds and runs its interpreter on machines without a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_TILE_RUN_GPUBACKEND_H
#define TILEIR_TOOLS_TILE_RUN_GPUBACKEND_H

#include "Args.h"

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "llvm/Support/raw_ostream.h"

#include <array>
#include <string>
#include <vector>

namespace tilerun {

struct GpuRequest {
  std::string kernelPath;
  std::string entryName;
  std::array<int64_t, 3> grid = {1, 1, 1};
  unsigned optLevel = 2;
  std::string gpuName = "auto";
  /// Directory holding tile-run and tile-as.
  std::string toolsDir;
  /// Passed to tile-as after its own arguments (e.g. --mma-sync).
  std::vector<std::string> tileAsArgs;
  /// Print what the launch used (device, block, shared memory, registers).
  bool verbose = false;
};

/// One kernel parameter: an array's device base pointer (arrayIndex >= 0,
/// an index into the `arrays` of runOnGpu) or a scalar of `bytes` bytes
/// (1, 2, 4 or 8) holding the low bytes of `bits`.
struct GpuParam {
  int arrayIndex = -1;
  uint64_t bits = 0;
  unsigned bytes = 0;
};

/// Whether a GPU run can be attempted at all: tile-as is beside tile-run,
/// libcuda.so.1 loads and a device answers. If not, `why` is a one-line
/// reason printed as `error: <why>`, e.g. `no CUDA driver (libcuda.so.1)
/// found` or `no CUDA device`.
bool gpuBackendAvailable(const GpuRequest &request, std::string &why);

/// Compiles and runs the kernel on device 0 with `params`; array arguments
/// (the isArray entries of `arrays`) are copied in before and back out after
/// the launch. Fails with a message in `error`.
bool runOnGpu(const GpuRequest &request, const std::vector<GpuParam> &params,
              std::vector<HostArg> &arrays, std::string &error);

/// How an entry may use the memory behind each array argument.
struct ArrayUse {
  bool read = false;
  bool written = false;
};

/// For each array argument i whose base pointer is parameter
/// `pointerParam[i]` (-1: not an array), whether the entry may read or write
/// through it: values derived from the pointer are followed through every op
/// and region, and the memory effects of the ops that use them decide.
/// Conservative: a use by an op with unknown effects counts as both.
std::vector<ArrayUse> analyseArrayUses(mlir::tile::EntryOp entry,
                                       llvm::ArrayRef<int> pointerParam);

} // namespace tilerun

#endif // TILEIR_TOOLS_TILE_RUN_GPUBACKEND_H
