"""Launching TileIR cubins from Python through the CUDA driver (ctypes).

    import torch
    from tileir import cuda
    module = cuda.Module(open("k.cubin", "rb").read())
    k = module.kernel("k")                      # block and smem from the cubin
    launch = k.prepare([("ptr", x.data_ptr()), ("i32", n), ("i32", 1)])
    launch(grid=(n // 1024,), stream=torch.cuda.current_stream().cuda_stream)

libcuda.so.1 is loaded on first use; nothing here links against CUDA or
needs a toolkit. The module is loaded into the device's primary context,
the one the CUDA runtime (and so PyTorch) uses, which is made current on
the calling thread: TileIR kernels then read and write torch tensors
through their data_ptr() and run on torch's streams.

The launch configuration is the cubin's own (docs/lowering.md, "Kernel
ABI"): the block is the kernel's `.reqntid` (tileir.cubin.reqntid; a launch
with any other block fails), the dynamic shared memory is the u32 global
`<kernel>__tileir_dynamic_smem`, read through the driver, and above 48 KiB
the kernel's CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES is raised.
Parameters are (type, value) pairs in the entry's order: "ptr" (a device
address), "i8".."i64", "f32", "f64" (tileir.signature gives the types).
"""

import ctypes

from . import cubin as _cubin

__all__ = ["CudaError", "driver", "Module", "Kernel", "param_ctype"]

CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0
CU_FUNC_ATTRIBUTE_NUM_REGS = 4
CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
CU_JIT_ERROR_LOG_BUFFER = 5
CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6
_STATIC_SMEM_LIMIT = 48 * 1024

_c = ctypes
_P = _c.c_void_p

# name in libcuda -> (argument types); every entry point returns CUresult.
_PROTOTYPES = {
    "cuInit": [_c.c_uint],
    "cuDriverGetVersion": [_c.POINTER(_c.c_int)],
    "cuDeviceGet": [_c.POINTER(_c.c_int), _c.c_int],
    "cuDeviceGetName": [_c.c_char_p, _c.c_int, _c.c_int],
    "cuDevicePrimaryCtxRetain": [_c.POINTER(_P), _c.c_int],
    "cuCtxSetCurrent": [_P],
    "cuCtxSynchronize": [],
    "cuModuleLoadDataEx": [_c.POINTER(_P), _c.c_void_p, _c.c_uint,
                           _c.POINTER(_c.c_int), _c.POINTER(_P)],
    "cuModuleUnload": [_P],
    "cuModuleGetFunction": [_c.POINTER(_P), _P, _c.c_char_p],
    "cuModuleGetGlobal_v2": [_c.POINTER(_c.c_uint64), _c.POINTER(_c.c_size_t),
                             _P, _c.c_char_p],
    "cuMemcpyDtoH_v2": [_c.c_void_p, _c.c_uint64, _c.c_size_t],
    "cuFuncGetAttribute": [_c.POINTER(_c.c_int), _c.c_int, _P],
    "cuFuncSetAttribute": [_P, _c.c_int, _c.c_int],
    "cuLaunchKernel": [_P, _c.c_uint, _c.c_uint, _c.c_uint, _c.c_uint,
                       _c.c_uint, _c.c_uint, _c.c_uint, _P, _c.POINTER(_P),
                       _c.POINTER(_P)],
    "cuGetErrorName": [_c.c_int, _c.POINTER(_c.c_char_p)],
    "cuGetErrorString": [_c.c_int, _c.POINTER(_c.c_char_p)],
}

_PARAM_CTYPES = {
    "ptr": _c.c_uint64,
    "i1": _c.c_uint8,
    "i8": _c.c_int8,
    "i16": _c.c_int16,
    "i32": _c.c_int32,
    "i64": _c.c_int64,
    "f32": _c.c_float,
    "f64": _c.c_double,
}


class CudaError(RuntimeError):
    """A driver call failed; `code` is the CUresult."""

    def __init__(self, what, code, detail=""):
        super().__init__(f"{what}: {detail or 'CUDA error'} ({code})")
        self.code = code


def param_ctype(kind):
    """The ctypes type a parameter of `kind` ("ptr", "i32", ...) is passed as."""
    base = "ptr" if kind.startswith("ptr") else kind
    if base not in _PARAM_CTYPES:
        raise TypeError(f"no launch support for a parameter of type {kind}")
    return _PARAM_CTYPES[base]


class _Driver:
    """libcuda.so.1 with the entry points above, cuInit'ed."""

    def __init__(self, library="libcuda.so.1"):
        self.lib = _c.CDLL(library)
        for name, argtypes in _PROTOTYPES.items():
            fn = getattr(self.lib, name)
            fn.argtypes = argtypes
            fn.restype = _c.c_int
        self.check(self.lib.cuInit(0), "cuInit")

    def describe(self, code):
        name, text = _c.c_char_p(), _c.c_char_p()
        self.lib.cuGetErrorName(code, _c.byref(name))
        self.lib.cuGetErrorString(code, _c.byref(text))
        parts = [p.value.decode() for p in (name, text) if p.value]
        return ": ".join(parts)

    def check(self, code, what):
        if code != 0:
            raise CudaError(what, code, self.describe(code))

    def version(self):
        v = _c.c_int()
        self.check(self.lib.cuDriverGetVersion(_c.byref(v)), "cuDriverGetVersion")
        return f"{v.value // 1000}.{(v.value % 1000) // 10}"

    def use_primary_context(self, device=0):
        """Makes `device`'s primary context (the runtime's) current here."""
        dev = _c.c_int()
        self.check(self.lib.cuDeviceGet(_c.byref(dev), device), "cuDeviceGet")
        ctx = _P()
        self.check(self.lib.cuDevicePrimaryCtxRetain(_c.byref(ctx), dev),
                   "cuDevicePrimaryCtxRetain")
        self.check(self.lib.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
        return ctx

    def synchronize(self):
        self.check(self.lib.cuCtxSynchronize(), "cuCtxSynchronize")


_DRIVER = None


def driver():
    """The process's driver binding (loaded and cuInit'ed on first call)."""
    global _DRIVER
    if _DRIVER is None:
        _DRIVER = _Driver()
    return _DRIVER


class Kernel:
    """One entry of a loaded module, with its launch configuration."""

    def __init__(self, module, name, block, dynamic_smem):
        d = driver()
        self.module, self.name = module, name
        self.block, self.dynamic_smem = tuple(block), dynamic_smem
        self.handle = _P()
        d.check(d.lib.cuModuleGetFunction(_c.byref(self.handle), module.handle,
                                          name.encode()),
                f"cuModuleGetFunction({name})")
        limit, regs = _c.c_int(), _c.c_int()
        d.check(d.lib.cuFuncGetAttribute(
            _c.byref(limit), CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, self.handle),
            "cuFuncGetAttribute(MAX_THREADS_PER_BLOCK)")
        d.check(d.lib.cuFuncGetAttribute(
            _c.byref(regs), CU_FUNC_ATTRIBUTE_NUM_REGS, self.handle),
            "cuFuncGetAttribute(NUM_REGS)")
        self.registers = regs.value
        threads = self.block[0] * self.block[1] * self.block[2]
        if threads > limit.value:
            raise CudaError(f"kernel {name}", 1,
                            f".reqntid {threads} exceeds the driver's "
                            f"limit of {limit.value} threads")
        if dynamic_smem > _STATIC_SMEM_LIMIT:
            d.check(d.lib.cuFuncSetAttribute(
                self.handle, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                dynamic_smem),
                f"cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, {dynamic_smem})")

    def prepare(self, params):
        """A callable launch(grid, stream=0) with `params` packed once."""
        return Launch(self, params)


class Launch:
    """Packed parameters of one kernel: calling it enqueues a launch."""

    def __init__(self, kernel, params):
        self.kernel = kernel
        self.values = [param_ctype(kind)(value) for kind, value in params]
        self.pointers = (_P * max(1, len(self.values)))(
            *[_c.cast(_c.pointer(v), _P) for v in self.values])

    def __call__(self, grid, stream=0):
        g = tuple(grid) + (1,) * (3 - len(grid))
        b = self.kernel.block
        d = driver()
        code = d.lib.cuLaunchKernel(
            self.kernel.handle, g[0], g[1], g[2], b[0], b[1], b[2],
            self.kernel.dynamic_smem, _P(stream or None),
            self.pointers if self.values else None, None)
        if code != 0:
            d.check(code, f"cuLaunchKernel({self.kernel.name}, grid {g}, "
                          f"block {b}, smem {self.kernel.dynamic_smem})")


class Module:
    """A cubin loaded into the primary context of `device`."""

    def __init__(self, image, device=0):
        d = driver()
        d.use_primary_context(device)
        self.image = bytes(image)
        self.handle = _P()
        log = _c.create_string_buffer(4096)
        options = (_c.c_int * 2)(CU_JIT_ERROR_LOG_BUFFER,
                                 CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES)
        values = (_P * 2)(_c.cast(log, _P), _P(len(log)))
        buf = _c.create_string_buffer(self.image, len(self.image))
        code = d.lib.cuModuleLoadDataEx(_c.byref(self.handle), buf, 2,
                                        options, values)
        if code != 0:
            detail = d.describe(code)
            if log.value:
                detail += "; " + log.value.decode(errors="replace")
            raise CudaError("cuModuleLoadDataEx", code, detail)

    def global_u32(self, name):
        d = driver()
        ptr, size = _c.c_uint64(), _c.c_size_t()
        d.check(d.lib.cuModuleGetGlobal_v2(_c.byref(ptr), _c.byref(size),
                                           self.handle, name.encode()),
                f"cuModuleGetGlobal({name})")
        if size.value != 4:
            raise CudaError(f"global {name}", 1, f"is {size.value} bytes, not 4")
        value = _c.c_uint32()
        d.check(d.lib.cuMemcpyDtoH_v2(_c.byref(value), ptr, 4),
                f"reading {name}")
        return value.value

    def kernel(self, name):
        """The entry `name`, its block from the cubin's .reqntid and its
        dynamic shared memory from `<name>__tileir_dynamic_smem`."""
        block = _cubin.reqntid(self.image, name)
        smem = self.global_u32(name + "__tileir_dynamic_smem")
        return Kernel(self, name, block, smem)
