//===- GpuBackend.cpp - tile-run's GPU backend ----------------------------===//
//
// The pieces, in order: (1) tile-as compiles KERNEL to a cubin for
// --gpu-name at -O<n>; (2) libcuda.so.1 is dlopen'ed and the driver entry
// points are looked up by name; (3) arrays are copied to device buffers, the
// entry launched over the grid with the block size the cubin declares, and
// arrays copied back. Step (1) needs tile-as, which does not exist yet, so
// the backend stops there with a clear message; steps (2) and (3) slot in
// behind gpuBackendAvailable() once it does.
//
//===----------------------------------------------------------------------===//

#include "GpuBackend.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace tilerun {

static std::string tileAsPath(const GpuRequest &request) {
  llvm::SmallString<256> path(request.toolsDir);
  llvm::sys::path::append(path, "tile-as");
  return std::string(path);
}

bool gpuBackendAvailable(const GpuRequest &request, std::string &why) {
  if (!llvm::sys::fs::can_execute(tileAsPath(request))) {
    why = "the GPU backend needs tile-as, which is not built yet";
    return false;
  }
  why = "the GPU backend's launcher (libcuda through dlopen) is not written "
        "yet; tile-as is at " +
        tileAsPath(request);
  return false;
}

bool runOnGpu(const GpuRequest &request, std::vector<HostArg> &arrays,
              std::string &error) {
  return gpuBackendAvailable(request, error);
}

} // namespace tilerun
