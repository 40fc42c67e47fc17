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

#include "llvm/Support/raw_ostream.h"

#include <array>
#include <string>

namespace tilerun {

struct GpuRequest {
  std::string kernelPath;
  std::string entryName;
  std::array<int64_t, 3> grid = {1, 1, 1};
  unsigned optLevel = 2;
  std::string gpuName = "auto";
  /// Directory holding tile-run (and, once built, tile-as).
  std::string toolsDir;
};

/// Whether a GPU run can be attempted at all; if not, `why` is a one-line
/// reason printed as `error: <why>`.
bool gpuBackendAvailable(const GpuRequest &request, std::string &why);

/// Runs the kernel on the GPU with `params` (the entry's flattened
/// parameters: scalars and arrays); arrays are copied in and back out.
/// Fails with a message in `error`.
bool runOnGpu(const GpuRequest &request, std::vector<HostArg> &arrays,
              std::string &error);

} // namespace tilerun

#endif // TILEIR_TOOLS_TILE_RUN_GPUBACKEND_H
