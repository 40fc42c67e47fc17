//===- tile-run.cpp - run a Tile IR kernel on the interpreter or a GPU ----===//
//
//   tile-run KERNEL [--entry NAME] --grid X[,Y,Z] ARG... [--backend
//   interp|gpu|both]
//            [--gpu-name auto|sm_XX] [-O n] [--out DIR] [--seed N]
//
// KERNEL is Tile IR text (a `tile.module`, or NVIDIA's print with
// `cuda_tile.module`) or bytecode. ARGs fill the entry's parameters in order:
// a scalar (`i32=3`) fills one; an array (`f32[1,128,64]=rand`, `x.npy`)
// fills its base pointer and then, in the frontend's calling convention
// (--abi=cutile, the default), its shape and its strides (in elements, C
// order) as the next 2 x rank integer parameters. Arrays are written back as
// OUT/arg<i>.npy (i = the ARG's position). Exit 0 on success, 1 on any error.
//
//===----------------------------------------------------------------------===//

#include "Args.h"
#include "Compare.h"
#include "GpuBackend.h"

#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Interpreter/FloatBits.h"
#include "TileIR/Interpreter/Interpreter.h"
#include "TileIR/Interpreter/Npy.h"

#ifdef TILEIR_HAVE_BYTECODE_READER
#include "TileIR/Bytecode/TileIRBytecode.h"
#endif

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

#include <cstring>

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;
using namespace tilerun;
namespace cl = llvm::cl;

static cl::OptionCategory toolCategory("tile-run options");

static cl::opt<std::string> kernelFile(cl::Positional, cl::Required,
                                       cl::desc("KERNEL"),
                                       cl::cat(toolCategory));
static cl::list<std::string> argList(cl::Positional, cl::desc("ARG..."),
                                     cl::cat(toolCategory));
static cl::opt<std::string> entryName("entry", cl::desc("entry to run"),
                                      cl::cat(toolCategory));
static cl::opt<std::string> gridText("grid", cl::Required,
                                     cl::desc("tile blocks: X[,Y[,Z]]"),
                                     cl::cat(toolCategory));
enum class Backend { Interp, Gpu, Both };
static cl::opt<Backend> backend(
    "backend", cl::init(Backend::Interp), cl::desc("where to run"),
    cl::values(clEnumValN(Backend::Interp, "interp", "reference interpreter"),
               clEnumValN(Backend::Gpu, "gpu",
                          "compile with tile-as, run on the GPU"),
               clEnumValN(Backend::Both, "both", "run both and compare")),
    cl::cat(toolCategory));
static cl::opt<std::string> gpuName("gpu-name", cl::init("auto"),
                                    cl::desc("auto or sm_XX"),
                                    cl::cat(toolCategory));
static cl::opt<unsigned> optLevel("O", cl::Prefix, cl::init(2),
                                  cl::desc("tile-as optimisation level"),
                                  cl::cat(toolCategory));
static cl::list<std::string> tileAsArgs(
    "tile-as-arg",
    cl::desc("one more argument for tile-as when it compiles for the GPU "
             "backend, e.g. --tile-as-arg=--mma-sync; repeatable"),
    cl::cat(toolCategory));
static cl::opt<std::string> outDir("out", cl::desc("directory for outputs"),
                                   cl::cat(toolCategory));
static cl::opt<uint64_t> seed("seed", cl::init(0),
                              cl::desc("seed of the 'rand' initialiser"),
                              cl::cat(toolCategory));
static cl::opt<unsigned> threads("jobs", cl::init(0),
                                 cl::desc("host threads over tile blocks "
                                          "(0: one per core)"),
                                 cl::cat(toolCategory));
enum class Abi { Cutile, Bare };
static cl::opt<Abi>
    abi("abi", cl::init(Abi::Cutile), cl::desc("how arrays fill parameters"),
        cl::values(clEnumValN(Abi::Cutile, "cutile",
                              "base pointer, then shape and strides"),
                   clEnumValN(Abi::Bare, "bare", "base pointer only")),
        cl::cat(toolCategory));
static cl::opt<bool> printOutputs("print-outputs",
                                  cl::desc("print every array after the run"),
                                  cl::cat(toolCategory));
static cl::opt<bool>
    gpuVerbose("gpu-verbose",
               cl::desc("print the GPU launch's device, block size, "
                        "shared memory and registers"),
               cl::cat(toolCategory));
static cl::opt<uint64_t> maxOps("max-ops", cl::init(0),
                                cl::desc("stop a block after this many ops"),
                                cl::cat(toolCategory));

static cl::opt<double> rtolOption(
    "rtol", cl::init(-1),
    cl::desc("relative tolerance for float arrays with --backend both "
             "(default: per element type)"),
    cl::cat(toolCategory));
static cl::opt<double> atolOfMaxOption(
    "atol-of-max", cl::init(0),
    cl::desc("with --rtol: the absolute tolerance as this fraction of the "
             "largest |value| of each reference array (for sums that "
             "cancel)"),
    cl::cat(toolCategory));
static cl::opt<double> atolOption(
    "atol", cl::init(-1),
    cl::desc("absolute tolerance for float arrays with --backend both "
             "(default: per element type)"),
    cl::cat(toolCategory));

static int fail(const llvm::Twine &msg) {
  llvm::errs() << "error: " << msg << "\n";
  return 1;
}

/// Loads KERNEL (text or bytecode) into `holder` and returns its module.
static TileModuleOp loadKernel(MLIRContext &ctx, llvm::SourceMgr &sm,
                               OwningOpRef<Operation *> &holder) {
  std::string err;
  auto file = openInputFile(kernelFile, &err);
  if (!file) {
    llvm::errs() << "error: " << err << "\n";
    return {};
  }
  StringRef contents = file->getBuffer();
#ifdef TILEIR_HAVE_BYTECODE_READER
  if (isTileIRBytecode(contents)) {
    auto module = readTileIRBytecode(file->getMemBufferRef(), &ctx);
    if (failed(module))
      return {};
    TileModuleOp m = module->get();
    holder = OwningOpRef<Operation *>(module->release());
    return m;
  }
#else
  if (contents.starts_with("\x7fTileIR")) {
    llvm::errs() << "error: " << kernelFile
                 << " is Tile IR bytecode; this tile-run was built without "
                    "the bytecode reader\n";
    return {};
  }
#endif
  // NVIDIA's print names the module `cuda_tile.module`; ours is `tile.module`.
  std::string text = contents.str();
  for (size_t pos = 0;
       (pos = text.find("cuda_tile.module", pos)) != std::string::npos;)
    text.replace(pos, strlen("cuda_tile.module"), "tile.module");
  sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, kernelFile),
                        llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sm, &ctx);
  if (!module)
    return {};
  TileModuleOp found;
  module->walk([&](TileModuleOp m) {
    if (!found)
      found = m;
  });
  if (!found) {
    llvm::errs() << "error: " << kernelFile << " holds no tile.module\n";
    return {};
  }
  holder = OwningOpRef<Operation *>(module.release());
  return found;
}

static bool parseGrid(StringRef text, std::array<int64_t, 3> &grid) {
  llvm::SmallVector<StringRef> parts;
  text.split(parts, ',');
  if (parts.empty() || parts.size() > 3)
    return false;
  for (size_t i = 0; i < parts.size(); ++i)
    if (parts[i].trim().getAsInteger(10, grid[i]) || grid[i] < 1)
      return false;
  return true;
}

/// Prints an array as `argN = f32[4] [1, 2, 3, 4]`.
static void printArray(llvm::raw_ostream &os, unsigned index,
                       const HostArg &a) {
  ElemKind k = getElemKind(a.elemType);
  unsigned n = getMemBytes(k);
  os << "arg" << index << " = " << getKindName(k) << "[";
  for (size_t i = 0; i < a.shape.size(); ++i)
    os << (i ? "," : "") << a.shape[i];
  os << "] [";
  for (int64_t i = 0, e = a.numElements(); i < e; ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, a.bytes.data() + i * n, n);
    if (i)
      os << ", ";
    char buf[64];
    if (isIntKind(k)) {
      snprintf(buf, sizeof(buf), "%lld",
               (long long)signExtend(bits, getBitWidth(k)));
    } else {
      if (k == ElemKind::TF32)
        bits = uint32_t(bits) >> 13;
      double v = toDouble(k, bits);
      if (std::isnan(v))
        snprintf(buf, sizeof(buf), "nan");
      else if (v == 0 && std::signbit(v))
        snprintf(buf, sizeof(buf), "-0");
      else
        snprintf(buf, sizeof(buf), k == ElemKind::F64 ? "%.17g" : "%.9g", v);
    }
    os << buf;
  }
  os << "]\n";
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(toolCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "tile-run: run a Tile IR kernel on the reference interpreter or a GPU\n");
  if (atolOfMaxOption > 0 && atolOption < 0)
    atolOption = 0;
  if ((rtolOption < 0) != (atolOption < 0))
    return fail("--rtol and --atol (or --atol-of-max) go together");

  std::array<int64_t, 3> grid = {1, 1, 1};
  if (!parseGrid(gridText, grid))
    return fail("--grid expects X[,Y[,Z]] with positive integers, got '" +
                gridText + "'");

  GpuRequest gpu;
  gpu.kernelPath = kernelFile;
  gpu.grid = grid;
  gpu.optLevel = optLevel;
  gpu.gpuName = gpuName;
  gpu.verbose = gpuVerbose;
  gpu.tileAsArgs.assign(tileAsArgs.begin(), tileAsArgs.end());
  gpu.toolsDir = std::string(llvm::sys::path::parent_path(
      llvm::sys::fs::getMainExecutable(argv[0], (void *)&fail)));
  if (backend != Backend::Interp) {
    std::string why;
    if (!gpuBackendAvailable(gpu, why))
      return fail(why);
  }

  DialectRegistry registry;
  registry.insert<TileDialect>();
#ifdef TILEIR_HAVE_BYTECODE_READER
  registerTileIRBytecodeDialects(registry);
#endif
  MLIRContext ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.disableMultithreading();

  // Diagnostics (parse errors and run-time errors alike) print as
  // `file:line:col: error: ...` with the source line.
  llvm::SourceMgr sm;
  SourceMgrDiagnosticHandler handler(sm, &ctx);
  OwningOpRef<Operation *> holder;
  TileModuleOp module = loadKernel(ctx, sm, holder);
  if (!module)
    return 1;

  EntryOp entry;
  SmallVector<StringRef> names;
  for (auto e : module.getBodyBlock()->getOps<EntryOp>()) {
    names.push_back(e.getSymName());
    if (entryName.empty() ? !entry : e.getSymName() == entryName)
      entry = e;
  }
  if (!entry)
    return fail(entryName.empty() ? "the kernel has no entry"
                                  : "no entry named '" + entryName + "'");
  if (entryName.empty() && names.size() > 1)
    return fail("the kernel has " + llvm::Twine(names.size()) +
                " entries; pick one with --entry");
  gpu.entryName = entry.getSymName().str();

  // Arguments, then how they fill the entry's parameters.
  std::vector<HostArg> host;
  for (auto [i, text] : llvm::enumerate(argList)) {
    auto a = parseArg(text, ctx, seed, unsigned(i));
    if (!a)
      return fail(llvm::toString(a.takeError()));
    host.push_back(std::move(*a));
  }

  Memory memory;
  SmallVector<RtValue> params;
  // The same parameters for the GPU, and each array's pointer parameter.
  std::vector<GpuParam> gpuParams;
  SmallVector<int> pointerParam(host.size(), -1);
  auto gpuScalar = [&](Type type, uint64_t bits) {
    GpuParam g;
    g.bits = bits;
    g.bytes = std::max(1u, getMemBytes(getElemKind(type)));
    gpuParams.push_back(g);
  };
  SmallVector<uint64_t> arrayBase(host.size(), 0);
  ArrayRef<Type> paramTypes = entry.getArgumentTypes();
  auto paramError = [&](size_t argIndex, size_t p, const llvm::Twine &msg) {
    return fail("argument " + llvm::Twine(argIndex) + " ('" +
                host[argIndex].text + "') for parameter " + llvm::Twine(p) +
                ": " + msg);
  };
  auto scalarParamType = [&](size_t p) -> TileType {
    if (p >= paramTypes.size())
      return {};
    auto t = dyn_cast<TileType>(paramTypes[p]);
    return t && t.getRank() == 0 ? t : TileType();
  };
  for (size_t i = 0; i < host.size(); ++i) {
    HostArg &a = host[i];
    size_t p = params.size();
    TileType t = scalarParamType(p);
    if (p >= paramTypes.size())
      return fail("too many arguments: the entry takes " +
                  llvm::Twine(paramTypes.size()) + " parameters");
    if (!t)
      return paramError(i, p, "the parameter is not a scalar tile");
    if (!a.isArray) {
      if (t.getElementType() != a.elemType)
        return paramError(i, p, "type differs from the parameter's");
      params.push_back(RtValue::ofTile(makeScalar(a.elemType, a.scalarBits)));
      gpuScalar(a.elemType, a.scalarBits);
      continue;
    }
    auto ptr = dyn_cast<PointerType>(t.getElementType());
    if (!ptr)
      return paramError(i, p, "an array needs a pointer parameter");
    if (ptr.getPointeeType() != a.elemType &&
        getMemBytes(getElemKind(ptr.getPointeeType())) !=
            getMemBytes(getElemKind(a.elemType)))
      return paramError(i, p, "element type differs from the pointee type");
    uint64_t base =
        memory.allocate(a.bytes.size(), 256, "arg" + std::to_string(i));
    if (!base)
      return fail("cannot allocate argument " + llvm::Twine(i));
    std::memcpy(memory.getAllocation(base)->bytes.get(), a.bytes.data(),
                a.bytes.size());
    arrayBase[i] = base;
    params.push_back(RtValue::ofTile(makeScalar(t.getElementType(), base)));
    pointerParam[i] = int(p);
    GpuParam gp;
    gp.arrayIndex = int(i);
    gpuParams.push_back(gp);
    if (abi == Abi::Bare)
      continue;
    // Shape, then strides (elements, C order), as the frontend passes them.
    SmallVector<int64_t> extra(a.shape.begin(), a.shape.end());
    int64_t stride = 1;
    SmallVector<int64_t> strides(a.shape.size());
    for (int d = int(a.shape.size()) - 1; d >= 0; --d) {
      strides[d] = stride;
      stride *= a.shape[d];
    }
    extra.append(strides.begin(), strides.end());
    for (int64_t v : extra) {
      size_t q = params.size();
      TileType st = scalarParamType(q);
      if (!st || !isa<IntegerType>(st.getElementType()))
        return paramError(i, q,
                          "the array's shape and strides need " +
                              llvm::Twine(2 * a.shape.size()) +
                              " integer parameters after its pointer (use "
                              "--abi=bare for a bare pointer)");
      params.push_back(
          RtValue::ofTile(makeScalar(st.getElementType(), uint64_t(v))));
      gpuScalar(st.getElementType(), uint64_t(v));
    }
  }
  if (params.size() != paramTypes.size())
    return fail("the entry takes " + llvm::Twine(paramTypes.size()) +
                " parameters; the arguments fill " +
                llvm::Twine(params.size()));

  // --backend both: arrays the entry only writes start as poison on both
  // sides, so an element one backend leaves unwritten cannot match.
  std::vector<ArrayUse> uses;
  if (backend == Backend::Both) {
    uses = analyseArrayUses(entry, pointerParam);
    for (size_t i = 0; i < host.size(); ++i) {
      if (!host[i].isArray || !uses[i].written || uses[i].read)
        continue;
      poisonBytes(getElemKind(host[i].elemType), host[i].bytes);
      std::memcpy(memory.getAllocation(arrayBase[i])->bytes.get(),
                  host[i].bytes.data(), host[i].bytes.size());
    }
  }
  std::vector<HostArg> gpuHost;
  if (backend == Backend::Both)
    gpuHost = host;

  if (backend != Backend::Gpu) {
    Interpreter interpreter(module, memory);
    LaunchOptions options;
    options.grid = grid;
    options.threads = threads;
    options.maxOpsPerBlock = maxOps;
    if (failed(interpreter.launch(entry, params, options)))
      return 1;
    // Copy arrays back.
    for (size_t i = 0; i < host.size(); ++i) {
      if (!host[i].isArray)
        continue;
      Memory::Allocation *alloc = memory.getAllocation(arrayBase[i]);
      std::memcpy(host[i].bytes.data(), alloc->bytes.get(),
                  host[i].bytes.size());
    }
  }
  if (backend != Backend::Interp) {
    std::string error;
    std::vector<HostArg> &target = backend == Backend::Gpu ? host : gpuHost;
    if (!runOnGpu(gpu, gpuParams, target, error))
      return fail(error);
  }

  // Outputs: OUT/arg<i>.npy (the interpreter's under `both`), and under
  // `both` the GPU's as OUT/gpu/arg<i>.npy.
  auto writeArrays = [&](const std::vector<HostArg> &arrays,
                         StringRef dir) -> bool {
    if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
      fail("cannot create '" + dir + "': " + ec.message());
      return false;
    }
    for (size_t i = 0; i < arrays.size(); ++i) {
      if (!arrays[i].isArray)
        continue;
      llvm::SmallString<256> path(dir);
      llvm::sys::path::append(path, "arg" + std::to_string(i) + ".npy");
      std::error_code ec;
      llvm::raw_fd_ostream os(path, ec);
      if (ec) {
        fail("cannot write '" + path + "': " + ec.message());
        return false;
      }
      os << writeNpy(toNpy(arrays[i]));
    }
    return true;
  };
  if (!outDir.empty()) {
    if (!writeArrays(host, outDir))
      return 1;
    llvm::SmallString<256> gpuDir(outDir);
    llvm::sys::path::append(gpuDir, "gpu");
    if (backend == Backend::Both && !writeArrays(gpuHost, gpuDir))
      return 1;
  }
  if (printOutputs)
    for (size_t i = 0; i < host.size(); ++i)
      if (host[i].isArray)
        printArray(llvm::outs(), unsigned(i), host[i]);

  if (backend != Backend::Both)
    return 0;
  // Compare every array, inputs too: a stray write shows there.
  bool ok = true;
  for (size_t i = 0; i < host.size(); ++i) {
    if (!host[i].isArray)
      continue;
    ElemKind k = getElemKind(host[i].elemType);
    std::optional<Tolerance> tolerance;
    if (rtolOption >= 0)
      tolerance = Tolerance{atolOption, rtolOption, false, atolOfMaxOption};
    CompareResult r =
        compareBytes(k, host[i].bytes, gpuHost[i].bytes, tolerance);
    std::string name = "arg" + std::to_string(i) + " " + getKindName(k) + "[";
    for (size_t d = 0; d < host[i].shape.size(); ++d)
      name += (d ? "," : "") + std::to_string(host[i].shape[d]);
    name += "]";
    name += uses[i].written ? (uses[i].read ? " (read/write)" : " (output)")
                            : " (input)";
    printComparison(llvm::outs(), name, r);
    ok &= r.ok();
  }
  llvm::outs() << (ok ? "PASS" : "FAIL") << ": interp vs gpu\n";
  return ok ? 0 : 1;
}
