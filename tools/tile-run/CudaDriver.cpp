//===- CudaDriver.cpp - the CUDA driver API, loaded at run time -----------===//

#include "CudaDriver.h"

#include <dlfcn.h>

#include <mutex>

namespace tilerun::cuda {

std::string Driver::describe(CUresult r) const {
  const char *name = nullptr, *text = nullptr;
  if (cuGetErrorName)
    cuGetErrorName(r, &name);
  if (cuGetErrorString)
    cuGetErrorString(r, &text);
  std::string s = name ? name : "CUDA error";
  s += " (" + std::to_string(r) + ")";
  if (text)
    s += std::string(": ") + text;
  return s;
}

template <typename Fn>
static bool lookup(void *lib, const char *name, Fn &fn, std::string &why) {
  fn = reinterpret_cast<Fn>(dlsym(lib, name));
  if (!fn && why.empty())
    why = std::string("the CUDA driver (libcuda.so.1) lacks ") + name;
  return fn != nullptr;
}

static Driver driver;
static std::string loadError;
static bool loaded = false;

static void loadOnce() {
  // The library is kept for the process's lifetime; a driver is never
  // unloaded safely while contexts exist.
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    loadError = "no CUDA driver (libcuda.so.1) found";
    if (const char *e = dlerror())
      loadError += std::string(": ") + e;
    return;
  }
  std::string why;
  bool ok = true;
  ok &= lookup(lib, "cuInit", driver.cuInit, why);
  ok &= lookup(lib, "cuDriverGetVersion", driver.cuDriverGetVersion, why);
  ok &= lookup(lib, "cuDeviceGetCount", driver.cuDeviceGetCount, why);
  ok &= lookup(lib, "cuDeviceGet", driver.cuDeviceGet, why);
  ok &= lookup(lib, "cuDeviceGetName", driver.cuDeviceGetName, why);
  ok &= lookup(lib, "cuDeviceGetAttribute", driver.cuDeviceGetAttribute, why);
  ok &= lookup(lib, "cuDevicePrimaryCtxRetain",
               driver.cuDevicePrimaryCtxRetain, why);
  ok &= lookup(lib, "cuDevicePrimaryCtxRelease_v2",
               driver.cuDevicePrimaryCtxRelease, why);
  ok &= lookup(lib, "cuCtxSetCurrent", driver.cuCtxSetCurrent, why);
  ok &= lookup(lib, "cuCtxSynchronize", driver.cuCtxSynchronize, why);
  ok &= lookup(lib, "cuModuleLoadDataEx", driver.cuModuleLoadDataEx, why);
  ok &= lookup(lib, "cuModuleUnload", driver.cuModuleUnload, why);
  ok &= lookup(lib, "cuModuleGetFunction", driver.cuModuleGetFunction, why);
  ok &= lookup(lib, "cuModuleGetGlobal_v2", driver.cuModuleGetGlobal, why);
  ok &= lookup(lib, "cuFuncGetAttribute", driver.cuFuncGetAttribute, why);
  ok &= lookup(lib, "cuFuncSetAttribute", driver.cuFuncSetAttribute, why);
  ok &= lookup(lib, "cuMemAlloc_v2", driver.cuMemAlloc, why);
  ok &= lookup(lib, "cuMemFree_v2", driver.cuMemFree, why);
  ok &= lookup(lib, "cuMemcpyHtoD_v2", driver.cuMemcpyHtoD, why);
  ok &= lookup(lib, "cuMemcpyDtoH_v2", driver.cuMemcpyDtoH, why);
  ok &= lookup(lib, "cuMemsetD8_v2", driver.cuMemsetD8, why);
  ok &= lookup(lib, "cuLaunchKernel", driver.cuLaunchKernel, why);
  ok &= lookup(lib, "cuGetErrorName", driver.cuGetErrorName, why);
  ok &= lookup(lib, "cuGetErrorString", driver.cuGetErrorString, why);
  if (!ok) {
    loadError = why;
    return;
  }
  CUresult r = driver.cuInit(0);
  if (r == CUDA_ERROR_NO_DEVICE) {
    loadError = "no CUDA device (cuInit: " + driver.describe(r) + ")";
    return;
  }
  if (r != CUDA_SUCCESS) {
    loadError = "cuInit failed: " + driver.describe(r);
    return;
  }
  int count = 0;
  r = driver.cuDeviceGetCount(&count);
  if (r != CUDA_SUCCESS || count < 1) {
    loadError = "no CUDA device";
    return;
  }
  loaded = true;
}

const Driver *loadDriver(std::string &why) {
  static std::once_flag once;
  std::call_once(once, loadOnce);
  if (!loaded) {
    why = loadError;
    return nullptr;
  }
  return &driver;
}

} // namespace tilerun::cuda
