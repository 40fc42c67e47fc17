/* A stand-in libcuda.so.1 for testing python/tileir/cuda.py without a GPU:
 * one device whose kernels do nothing. Every call the launcher depends on
 * is logged to stderr as "fake: ..." so that bench/selftest.py can check
 * what the binding passed: the launch configuration, the stream, and each
 * parameter's value, decoded by the kinds in $FAKE_PARAMS (one letter per
 * parameter: p = u64 pointer, i = i32, l = i64, f = f32, d = f64).
 * $FAKE_SMEM is the value of every `<kernel>__tileir_dynamic_smem`. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
static uint32_t smem_global;

CUresult cuInit(unsigned flags) { return flags ? 1 : 0; }
CUresult cuDriverGetVersion(int *v) { *v = 13000; return 0; }
CUresult cuDeviceGet(int *d, int ordinal) { *d = ordinal; return 0; }
CUresult cuDeviceGetName(char *s, int n, int d) { snprintf(s, n, "fake"); return 0; }
CUresult cuDevicePrimaryCtxRetain(void **c, int d) { *c = (void *)0x1000; return 0; }
CUresult cuCtxSetCurrent(void *c) { fprintf(stderr, "fake: ctx %p\n", c); return 0; }
CUresult cuCtxSynchronize(void) { return 0; }
CUresult cuModuleLoadDataEx(void **m, const void *image, unsigned n, int *o, void **v) {
  if (memcmp(image, "\x7f" "ELF", 4) != 0)
    return 200; /* CUDA_ERROR_INVALID_IMAGE */
  *m = (void *)0x2000;
  return 0;
}
CUresult cuModuleUnload(void *m) { return 0; }
CUresult cuModuleGetFunction(void **f, void *m, const char *name) {
  fprintf(stderr, "fake: function %s\n", name);
  *f = (void *)0x3000;
  return 0;
}
CUresult cuModuleGetGlobal_v2(uint64_t *p, size_t *bytes, void *m, const char *name) {
  const char *env = getenv("FAKE_SMEM");
  fprintf(stderr, "fake: global %s\n", name);
  smem_global = env ? (uint32_t)strtoul(env, 0, 10) : 0;
  *p = (uint64_t)(uintptr_t)&smem_global;
  *bytes = 4;
  return 0;
}
CUresult cuMemcpyDtoH_v2(void *d, uint64_t s, size_t n) {
  memcpy(d, (const void *)(uintptr_t)s, n);
  return 0;
}
/* Like the real driver: 1024 threads for a .reqntid kernel; 64 registers. */
CUresult cuFuncGetAttribute(int *v, int a, void *f) { *v = a == 0 ? 1024 : 64; return 0; }
CUresult cuFuncSetAttribute(void *f, int a, int v) {
  fprintf(stderr, "fake: attribute %d = %d\n", a, v);
  return 0;
}
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                        unsigned by, unsigned bz, unsigned smem, void *stream,
                        void **params, void **extra) {
  const char *kinds = getenv("FAKE_PARAMS");
  fprintf(stderr, "fake: launch grid %u,%u,%u block %u,%u,%u smem %u stream %p\n", gx,
          gy, gz, bx, by, bz, smem, stream);
  for (int i = 0; kinds && kinds[i]; ++i) {
    void *p = params[i];
    switch (kinds[i]) {
    case 'p': fprintf(stderr, "fake: param %d = 0x%llx\n", i, (unsigned long long)*(uint64_t *)p); break;
    case 'i': fprintf(stderr, "fake: param %d = %d\n", i, *(int32_t *)p); break;
    case 'l': fprintf(stderr, "fake: param %d = %lld\n", i, (long long)*(int64_t *)p); break;
    case 'f': fprintf(stderr, "fake: param %d = %g\n", i, *(float *)p); break;
    case 'd': fprintf(stderr, "fake: param %d = %g\n", i, *(double *)p); break;
    }
  }
  return gx == 0 ? 1 : 0; /* CUDA_ERROR_INVALID_VALUE for an empty grid */
}
CUresult cuGetErrorName(CUresult r, const char **s) {
  *s = r == 1 ? "CUDA_ERROR_INVALID_VALUE" : r == 200 ? "CUDA_ERROR_INVALID_IMAGE" : "CUDA_ERROR";
  return 0;
}
CUresult cuGetErrorString(CUresult r, const char **s) { *s = "fake error"; return 0; }
