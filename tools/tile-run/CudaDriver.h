//===- CudaDriver.h - the CUDA driver API, loaded at run time ---*- C++ -*-===//
//
// tile-run has no link-time dependency on CUDA: libcuda.so.1 is dlopen'ed on
// first use and the few driver entry points the GPU backend needs are looked
// up by name. The types and enum values below are the driver ABI's (stable
// since CUDA 4; the `_v2` entry points are the ones cuda.h maps the plain
// names to), declared here so that no CUDA header is needed to build.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_TILE_RUN_CUDADRIVER_H
#define TILEIR_TOOLS_TILE_RUN_CUDADRIVER_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace tilerun::cuda {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
struct CUctx_st;
using CUcontext = CUctx_st *;
struct CUmod_st;
using CUmodule = CUmod_st *;
struct CUfunc_st;
using CUfunction = CUfunc_st *;
struct CUstream_st;
using CUstream = CUstream_st *;

constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_NO_DEVICE = 100;
constexpr CUresult CUDA_ERROR_NOT_FOUND = 500;

// CUdevice_attribute
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76;
constexpr int CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97;
// CUfunction_attribute
constexpr int CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0;
constexpr int CU_FUNC_ATTRIBUTE_NUM_REGS = 4;
constexpr int CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8;
// CUjit_option
constexpr int CU_JIT_ERROR_LOG_BUFFER = 5;
constexpr int CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6;

/// The driver entry points tile-run uses. Null members mean "not loaded".
struct Driver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDriverGetVersion)(int *);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuDevicePrimaryCtxRelease)(CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned, int *,
                                 void **);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuModuleGetGlobal)(CUdeviceptr *, size_t *, CUmodule,
                                const char *);
  CUresult (*cuFuncGetAttribute)(int *, int, CUfunction);
  CUresult (*cuFuncSetAttribute)(CUfunction, int, int);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*cuMemsetD8)(CUdeviceptr, unsigned char, size_t);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, unsigned, CUstream,
                             void **, void **);
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuGetErrorString)(CUresult, const char **);

  /// `NAME (code): description` for a driver result.
  std::string describe(CUresult r) const;
};

/// Loads libcuda.so.1 (once per process) and calls cuInit(0). Returns null
/// with a one-line reason in `why` when there is no driver, an entry point is
/// missing, or cuInit fails (`no CUDA device` when it says so).
const Driver *loadDriver(std::string &why);

} // namespace tilerun::cuda

#endif // TILEIR_TOOLS_TILE_RUN_CUDADRIVER_H
