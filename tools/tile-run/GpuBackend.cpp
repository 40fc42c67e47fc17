//===- GpuBackend.cpp - tile-run's GPU backend ----------------------------===//
//
// The pieces, in order:
//   1. libcuda.so.1 is dlopen'ed and cuInit'ed (CudaDriver.cpp); device 0's
//      compute capability gives the target when --gpu-name is `auto`.
//   2. tile-as, beside tile-run, compiles KERNEL to a temporary cubin with
//      the same -O level; its diagnostics go straight to our stderr.
//   3. The cubin is loaded with cuModuleLoadDataEx and the entry found by
//      its name. The launch configuration comes from the cubin alone (see
//      docs/lowering.md, "Kernel ABI"):
//      - block size: tile-as gives every kernel `.reqntid X, Y, Z`, which
//        ptxas records in the cubin's ELF section `.nv.info.<kernel>` as the
//        attribute EIATTR_REQNTID (code 0x10, format 4 = sized value,
//        payload three u32: X, Y, Z); readReqntid() finds it there. Checked
//        with tile-as --num-warps 4 and 8 (payload 128,1,1 and 256,1,1).
//        The driver does not tell: CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK
//        reports 1024 for a `.reqntid 128` kernel (H200, driver 580), and a
//        launch with any block other than the .reqntid one fails with
//        CUDA_ERROR_INVALID_VALUE. That attribute is still read, as an upper
//        bound the block must respect. No cuobjdump, no side file.
//      - dynamic shared memory: the u32 global `<kernel>__tileir_dynamic_smem`
//        read with cuModuleGetGlobal + cuMemcpyDtoH; above 48 KiB the
//        kernel's CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES is raised.
//   4. Arrays are copied to fresh device buffers, the kernel launched over
//      the grid, the context synchronised and the arrays copied back.
//
//===----------------------------------------------------------------------===//

#include "GpuBackend.h"
#include "CudaDriver.h"

#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <cstring>

using namespace tilerun::cuda;

namespace tilerun {

static std::string tileAsPath(const GpuRequest &request) {
  llvm::SmallString<256> path(request.toolsDir);
  llvm::sys::path::append(path, "tile-as");
  return std::string(path);
}

bool gpuBackendAvailable(const GpuRequest &request, std::string &why) {
  if (!llvm::sys::fs::can_execute(tileAsPath(request))) {
    why = "the GPU backend needs tile-as beside tile-run; there is none at " +
          tileAsPath(request);
    return false;
  }
  return loadDriver(why) != nullptr;
}

namespace {
/// Device state of one run, released in reverse order on every path.
struct GpuSession {
  const Driver *d = nullptr;
  CUdevice device = 0;
  bool haveContext = false;
  CUmodule module = nullptr;
  std::vector<CUdeviceptr> buffers;

  ~GpuSession() {
    for (CUdeviceptr p : buffers)
      if (p)
        d->cuMemFree(p);
    if (module)
      d->cuModuleUnload(module);
    if (haveContext)
      d->cuDevicePrimaryCtxRelease(device);
  }
};

/// Removes a temporary file when it goes out of scope.
struct TempFile {
  llvm::SmallString<128> path;
  ~TempFile() {
    if (!path.empty())
      llvm::sys::fs::remove(path);
  }
};
} // namespace

/// `call` failed: fills `error` with what and why, returns false.
#define CU_CHECK(call, what)                                                   \
  do {                                                                         \
    CUresult r_ = (call);                                                      \
    if (r_ != CUDA_SUCCESS) {                                                  \
      error = std::string(what) + ": " + s.d->describe(r_);                    \
      return false;                                                            \
    }                                                                          \
  } while (0)

/// PTX identifiers cannot hold some characters MLIR symbols can; NVPTX
/// rewrites them (`.` and `@` become `_$_`). Tile entry names are plain
/// identifiers, so this only matters for hand-written kernels.
static std::string ptxName(llvm::StringRef name) {
  std::string out;
  for (char c : name) {
    if (c == '.' || c == '@')
      out += "_$_";
    else
      out += c;
  }
  return out;
}

/// The `.reqntid` of `kernel` from the cubin's `.nv.info.<kernel>` section
/// (see the file comment), or false if the ELF or the attribute is missing.
static bool readReqntid(llvm::StringRef elf, llvm::StringRef kernel,
                        std::array<unsigned, 3> &block) {
  auto u16 = [&](size_t o) {
    uint16_t v;
    std::memcpy(&v, elf.data() + o, 2);
    return v;
  };
  auto u32 = [&](size_t o) {
    uint32_t v;
    std::memcpy(&v, elf.data() + o, 4);
    return v;
  };
  auto u64 = [&](size_t o) {
    uint64_t v;
    std::memcpy(&v, elf.data() + o, 8);
    return v;
  };
  // ELF64, little-endian.
  if (elf.size() < 64 || !elf.starts_with("\x7f" "ELF") || elf[4] != 2 ||
      elf[5] != 1)
    return false;
  uint64_t shoff = u64(0x28);
  uint16_t shentsize = u16(0x3a), shnum = u16(0x3c), shstrndx = u16(0x3e);
  if (shentsize < 64 || shstrndx >= shnum || shoff > elf.size() ||
      uint64_t(shnum) * shentsize > elf.size() - shoff)
    return false;
  auto section = [&](unsigned i, uint64_t &off, uint64_t &size) {
    size_t h = shoff + size_t(i) * shentsize;
    off = u64(h + 0x18);
    size = u64(h + 0x20);
    return off <= elf.size() && size <= elf.size() - off;
  };
  uint64_t strOff, strSize;
  if (!section(shstrndx, strOff, strSize))
    return false;
  llvm::StringRef strtab = elf.substr(strOff, strSize);
  std::string wanted = (".nv.info." + kernel).str();
  for (unsigned i = 0; i < shnum; ++i) {
    uint32_t nameOff = u32(shoff + size_t(i) * shentsize);
    if (nameOff >= strtab.size())
      continue;
    llvm::StringRef name = strtab.substr(nameOff);
    name = name.substr(0, name.find('\0'));
    uint64_t off, size;
    if (name != wanted || !section(i, off, size))
      continue;
    // Entries: u8 format, u8 attribute, then for format 4 a u16 size and
    // that many bytes, for the others a u16 value.
    for (uint64_t p = off; p + 4 <= off + size;) {
      uint8_t format = uint8_t(elf[p]), attr = uint8_t(elf[p + 1]);
      uint64_t len = format == 4 ? u16(p + 2) : 0;
      if (p + 4 + len > off + size)
        return false;
      if (format == 4 && attr == 0x10 && len == 12) {
        block = {u32(p + 4), u32(p + 8), u32(p + 12)};
        return block[0] && block[1] && block[2];
      }
      p += 4 + len;
    }
  }
  return false;
}

bool runOnGpu(const GpuRequest &request, const std::vector<GpuParam> &params,
              std::vector<HostArg> &arrays, std::string &error) {
  GpuSession s;
  s.d = loadDriver(error);
  if (!s.d)
    return false;
  CU_CHECK(s.d->cuDeviceGet(&s.device, 0), "cuDeviceGet");
  int major = 0, minor = 0;
  CU_CHECK(s.d->cuDeviceGetAttribute(
               &major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, s.device),
           "cuDeviceGetAttribute");
  CU_CHECK(s.d->cuDeviceGetAttribute(
               &minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, s.device),
           "cuDeviceGetAttribute");
  std::string gpuName = request.gpuName;
  if (gpuName == "auto")
    gpuName = "sm_" + std::to_string(major * 10 + minor);

  // 2. Compile.
  TempFile cubin;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("tile-run", "cubin", cubin.path)) {
    error = "cannot create a temporary file: " + ec.message();
    return false;
  }
  std::string tileAs = tileAsPath(request);
  std::string opt = "-O" + std::to_string(request.optLevel);
  llvm::SmallVector<llvm::StringRef> argv = {
      tileAs, request.kernelPath, "-o", cubin.path, "--gpu-name", gpuName, opt};
  for (const std::string &arg : request.tileAsArgs)
    argv.push_back(arg);
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(tileAs, argv, /*Env=*/std::nullopt,
                                     /*Redirects=*/{}, /*SecondsToWait=*/0,
                                     /*MemoryLimit=*/0, &execError);
  if (rc != 0) {
    std::string extra;
    for (const std::string &arg : request.tileAsArgs)
      extra += " " + arg;
    error = "tile-as could not compile " + request.kernelPath + " for " +
            gpuName + " at " + opt + extra +
            (rc < 0 ? " (" + execError + ")"
                    : " (exit " + std::to_string(rc) + ")");
    return false;
  }
  auto image = llvm::MemoryBuffer::getFile(cubin.path, /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
  if (!image) {
    error = "cannot read the cubin tile-as wrote: " +
            image.getError().message();
    return false;
  }

  // 3. Load and find the kernel.
  CUcontext ctx = nullptr;
  CU_CHECK(s.d->cuDevicePrimaryCtxRetain(&ctx, s.device),
           "cuDevicePrimaryCtxRetain");
  s.haveContext = true;
  CU_CHECK(s.d->cuCtxSetCurrent(ctx), "cuCtxSetCurrent");
  char log[4096] = {0};
  int options[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *values[] = {log, reinterpret_cast<void *>(uintptr_t(sizeof(log)))};
  CUresult r = s.d->cuModuleLoadDataEx(&s.module, (*image)->getBufferStart(),
                                       2, options, values);
  if (r != CUDA_SUCCESS) {
    s.module = nullptr;
    error = "cuModuleLoadDataEx (" + gpuName + " cubin): " + s.d->describe(r);
    if (log[0])
      error += "; " + std::string(log);
    return false;
  }
  std::string kernelName = ptxName(request.entryName);
  CUfunction fn = nullptr;
  r = s.d->cuModuleGetFunction(&fn, s.module, kernelName.c_str());
  if (r != CUDA_SUCCESS) {
    error = "the cubin has no kernel '" + kernelName +
            "': " + s.d->describe(r);
    return false;
  }
  std::array<unsigned, 3> block;
  if (!readReqntid((*image)->getBuffer(), kernelName, block)) {
    error = "the cubin does not record a .reqntid for '" + kernelName +
            "' (tile-as gives every kernel one)";
    return false;
  }
  int maxThreads = 0;
  CU_CHECK(s.d->cuFuncGetAttribute(&maxThreads,
                                   CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, fn),
           "cuFuncGetAttribute(MAX_THREADS_PER_BLOCK)");
  uint64_t threads = uint64_t(block[0]) * block[1] * block[2];
  if (threads > uint64_t(maxThreads)) {
    error = "the kernel's .reqntid (" + std::to_string(threads) +
            " threads) exceeds the " + std::to_string(maxThreads) +
            " the driver allows it";
    return false;
  }
  std::string smemName = kernelName + "__tileir_dynamic_smem";
  CUdeviceptr smemPtr = 0;
  size_t smemBytes = 0;
  r = s.d->cuModuleGetGlobal(&smemPtr, &smemBytes, s.module, smemName.c_str());
  if (r != CUDA_SUCCESS || smemBytes != 4) {
    error = "the cubin lacks the u32 global '" + smemName +
            "' that tile-as emits for every kernel" +
            (r != CUDA_SUCCESS ? ": " + s.d->describe(r) : std::string());
    return false;
  }
  uint32_t dynSmem = 0;
  CU_CHECK(s.d->cuMemcpyDtoH(&dynSmem, smemPtr, 4), "reading " + smemName);
  if (dynSmem > 48 * 1024)
    CU_CHECK(s.d->cuFuncSetAttribute(
                 fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                 int(dynSmem)),
             "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, " +
                 std::to_string(dynSmem) + ")");
  if (request.verbose) {
    char name[256] = {0};
    s.d->cuDeviceGetName(name, sizeof(name), s.device);
    int version = 0, regs = 0;
    s.d->cuDriverGetVersion(&version);
    s.d->cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn);
    llvm::errs() << "gpu: " << name << " (" << gpuName << ", driver API "
                 << version / 1000 << "." << (version % 1000) / 10
                 << "), kernel " << kernelName << ": grid " << request.grid[0]
                 << "," << request.grid[1] << "," << request.grid[2]
                 << ", block " << block[0] << "," << block[1] << "," << block[2]
                 << ", dynamic smem " << dynSmem
                 << " B, " << regs << " registers, cubin "
                 << (*image)->getBufferSize() << " B\n";
  }

  // 4. Buffers, launch, copy back.
  s.buffers.assign(arrays.size(), 0);
  for (size_t i = 0; i < arrays.size(); ++i) {
    if (!arrays[i].isArray)
      continue;
    // Empty arrays still get a distinct, valid address.
    size_t bytes = std::max<size_t>(arrays[i].bytes.size(), 256);
    CU_CHECK(s.d->cuMemAlloc(&s.buffers[i], bytes),
             "cuMemAlloc(" + std::to_string(bytes) + ") for argument " +
                 std::to_string(i));
    if (!arrays[i].bytes.empty())
      CU_CHECK(s.d->cuMemcpyHtoD(s.buffers[i], arrays[i].bytes.data(),
                                 arrays[i].bytes.size()),
               "copying argument " + std::to_string(i) + " to the device");
  }
  std::vector<uint64_t> storage(params.size());
  std::vector<void *> kernelParams(params.size());
  for (size_t p = 0; p < params.size(); ++p) {
    const GpuParam &gp = params[p];
    if (gp.arrayIndex >= 0) {
      if (size_t(gp.arrayIndex) >= arrays.size() ||
          !arrays[gp.arrayIndex].isArray) {
        error = "parameter " + std::to_string(p) + " names no array";
        return false;
      }
      storage[p] = s.buffers[gp.arrayIndex];
    } else {
      // Little-endian: the low bytes of `bits` are the value's bytes.
      storage[p] = gp.bits;
    }
    kernelParams[p] = &storage[p];
  }
  for (int64_t g : request.grid)
    if (g < 1 || g > 0x7fffffff) {
      error = "grid extent " + std::to_string(g) + " is out of range";
      return false;
    }
  CU_CHECK(s.d->cuLaunchKernel(fn, unsigned(request.grid[0]),
                               unsigned(request.grid[1]),
                               unsigned(request.grid[2]), block[0], block[1],
                               block[2], dynSmem, nullptr,
                               kernelParams.empty() ? nullptr
                                                    : kernelParams.data(),
                               nullptr),
           "cuLaunchKernel(block " + std::to_string(block[0]) + "," +
               std::to_string(block[1]) + "," + std::to_string(block[2]) +
               ", smem " +
               std::to_string(dynSmem) + ")");
  CU_CHECK(s.d->cuCtxSynchronize(), "the kernel failed");
  for (size_t i = 0; i < arrays.size(); ++i)
    if (arrays[i].isArray && !arrays[i].bytes.empty())
      CU_CHECK(s.d->cuMemcpyDtoH(arrays[i].bytes.data(), s.buffers[i],
                                 arrays[i].bytes.size()),
               "copying argument " + std::to_string(i) + " back");
  return true;
}

std::vector<ArrayUse> analyseArrayUses(mlir::tile::EntryOp entry,
                                       llvm::ArrayRef<int> pointerParam) {
  using namespace mlir;
  std::vector<ArrayUse> uses(pointerParam.size());
  Block &body = entry.getBody().front();
  for (size_t i = 0; i < pointerParam.size(); ++i) {
    int p = pointerParam[i];
    if (p < 0 || unsigned(p) >= body.getNumArguments())
      continue;
    // Everything computed from the pointer, through ops and regions.
    llvm::DenseSet<Value> derived;
    SmallVector<Value> work = {body.getArgument(p)};
    auto add = [&](Value v) {
      if (derived.insert(v).second)
        work.push_back(v);
    };
    derived.insert(body.getArgument(p));
    ArrayUse &use = uses[i];
    while (!work.empty()) {
      Value v = work.pop_back_val();
      for (OpOperand &operand : v.getUses()) {
        Operation *op = operand.getOwner();
        for (Value res : op->getResults())
          add(res);
        // Into regions (loop-carried values, captured values) and out of
        // them through terminators to the parent's results.
        for (Region &region : op->getRegions())
          for (Block &b : region)
            for (BlockArgument arg : b.getArguments())
              add(arg);
        if (op->hasTrait<OpTrait::IsTerminator>()) {
          if (Operation *parent = op->getParentOp()) {
            for (Value res : parent->getResults())
              add(res);
            for (Region &region : parent->getRegions())
              for (Block &b : region)
                for (BlockArgument arg : b.getArguments())
                  add(arg);
          }
          continue;
        }
        if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
          continue;
        auto iface = dyn_cast<MemoryEffectOpInterface>(op);
        if (!iface) {
          use.read = use.written = true;
          continue;
        }
        SmallVector<MemoryEffects::EffectInstance> effects;
        iface.getEffects(effects);
        for (auto &e : effects) {
          Value target = e.getValue();
          // An effect on no particular value (a print, an assert) may touch
          // anything the op is given.
          if (target && target != operand.get())
            continue;
          if (isa<MemoryEffects::Read>(e.getEffect()))
            use.read = true;
          else if (isa<MemoryEffects::Write>(e.getEffect()))
            use.written = true;
        }
      }
    }
  }
  return uses;
}

} // namespace tilerun
