// A stand-in libcuda.so.1 for testing tile-run's GPU launcher where there is
// no GPU: one "device" of compute capability 9.0 whose memory is host memory
// and whose kernels do nothing. Built by test/Tools/tile-run-gpu.test.
// FAKE_CUDA_NO_DEVICE=1 makes cuInit answer CUDA_ERROR_NO_DEVICE.
#include <cstdio>
#include <cstdlib>
#include <cstring>

extern "C" {
typedef int CUresult;
static unsigned smemGlobal = 0;

CUresult cuInit(unsigned) { return getenv("FAKE_CUDA_NO_DEVICE") ? 100 : 0; }
CUresult cuDriverGetVersion(int *v) { *v = 13000; return 0; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return 0; }
CUresult cuDeviceGet(int *d, int) { *d = 0; return 0; }
CUresult cuDeviceGetName(char *s, int n, int) { snprintf(s, n, "fake"); return 0; }
CUresult cuDeviceGetAttribute(int *v, int a, int) {
  *v = a == 75 ? 9 : a == 76 ? 0 : 0;
  return 0;
}
CUresult cuDevicePrimaryCtxRetain(void **c, int) { *c = (void *)1; return 0; }
CUresult cuDevicePrimaryCtxRelease_v2(int) { return 0; }
CUresult cuCtxSetCurrent(void *) { return 0; }
CUresult cuCtxSynchronize() { return 0; }
CUresult cuModuleLoadDataEx(void **m, const void *image, unsigned, int *, void **) {
  if (memcmp(image, "\x7f" "ELF", 4) != 0)
    return 200; // CUDA_ERROR_INVALID_IMAGE
  *m = (void *)1;
  return 0;
}
CUresult cuModuleUnload(void *) { return 0; }
CUresult cuModuleGetFunction(void **f, void *, const char *name) {
  fprintf(stderr, "fake-cuda: kernel %s\n", name);
  *f = (void *)1;
  return 0;
}
CUresult cuModuleGetGlobal_v2(unsigned long long *p, size_t *bytes, void *,
                              const char *name) {
  fprintf(stderr, "fake-cuda: global %s\n", name);
  *p = (unsigned long long)&smemGlobal;
  *bytes = 4;
  return 0;
}
// Like the real driver: 1024 threads for a .reqntid 128 kernel.
CUresult cuFuncGetAttribute(int *v, int a, void *) { *v = a == 0 ? 1024 : 16; return 0; }
CUresult cuFuncSetAttribute(void *, int, int) { return 0; }
CUresult cuMemAlloc_v2(unsigned long long *p, size_t n) {
  *p = (unsigned long long)malloc(n);
  return 0;
}
CUresult cuMemFree_v2(unsigned long long p) { free((void *)p); return 0; }
CUresult cuMemcpyHtoD_v2(unsigned long long d, const void *s, size_t n) {
  memcpy((void *)d, s, n);
  return 0;
}
CUresult cuMemcpyDtoH_v2(void *d, unsigned long long s, size_t n) {
  memcpy(d, (const void *)s, n);
  return 0;
}
CUresult cuMemsetD8_v2(unsigned long long d, unsigned char v, size_t n) {
  memset((void *)d, v, n);
  return 0;
}
CUresult cuLaunchKernel(void *, unsigned gx, unsigned gy, unsigned gz,
                        unsigned bx, unsigned by, unsigned bz, unsigned smem,
                        void *, void **, void **) {
  fprintf(stderr, "fake-cuda: launch grid %u,%u,%u block %u,%u,%u smem %u\n",
          gx, gy, gz, bx, by, bz, smem);
  return 0;
}
CUresult cuGetErrorName(CUresult r, const char **s) {
  *s = r == 100 ? "CUDA_ERROR_NO_DEVICE" : "CUDA_ERROR";
  return 0;
}
CUresult cuGetErrorString(CUresult r, const char **s) {
  *s = r == 100 ? "no CUDA-capable device is detected" : "error";
  return 0;
}
}
