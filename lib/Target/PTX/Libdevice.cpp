//===- Libdevice.cpp - NVIDIA's math library linked into kernels ----------===//
//
// See Libdevice.h. The linking is the one clang does for
// -mlink-builtin-bitcode: only what is needed, then internalized.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Target/Libdevice.h"
#include "TileIR/Target/PTXEmitter.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Transforms/IPO/Internalize.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::tile;

static constexpr llvm::StringLiteral kLibdevice = "libdevice.10.bc";

std::optional<std::string> mlir::tile::findLibdevice() {
  if (const char *chosen = std::getenv("TILEIR_LIBDEVICE")) {
    if (llvm::sys::fs::exists(chosen))
      return std::string(chosen);
    return std::nullopt;
  }
  auto underToolkit = [](llvm::StringRef root) -> std::optional<std::string> {
    llvm::SmallString<256> path(root);
    llvm::sys::path::append(path, "nvvm", "libdevice", kLibdevice);
    if (llvm::sys::fs::exists(path))
      return std::string(path);
    return std::nullopt;
  };
  if (const char *cudaHome = std::getenv("CUDA_HOME"))
    if (auto path = underToolkit(cudaHome))
      return path;
  // ptxas sits in <toolkit>/bin.
  if (std::optional<std::string> ptxas = findPtxas()) {
    llvm::SmallString<256> root(*ptxas);
    llvm::sys::path::remove_filename(root);
    llvm::sys::path::remove_filename(root);
    if (auto path = underToolkit(root))
      return path;
  }
  return underToolkit("/usr/local/cuda");
}

bool mlir::tile::needsLibdevice(const llvm::Module &module) {
  for (const llvm::Function &function : module)
    if (function.isDeclaration() && function.getName().starts_with("__nv_"))
      return true;
  return false;
}

LogicalResult mlir::tile::linkLibdevice(llvm::Module &module, Location loc) {
  if (!needsLibdevice(module))
    return success();
  std::optional<std::string> path = findLibdevice();
  if (!path)
    return emitError(loc)
           << "the kernel's math functions need NVIDIA's libdevice ("
           << kLibdevice
           << ") and none was found: set CUDA_HOME to the CUDA Toolkit, or "
              "TILEIR_LIBDEVICE to the file";
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(*path);
  if (!buffer)
    return emitError(loc) << "cannot read " << *path << ": "
                          << buffer.getError().message();
  // Lazily: the linker materializes only the functions the kernel calls
  // (and theirs), not the whole library (about 90 ms per compile).
  llvm::Expected<std::unique_ptr<llvm::Module>> library =
      llvm::getOwningLazyBitcodeModule(std::move(*buffer), module.getContext());
  if (!library)
    return emitError(loc) << *path << " is not LLVM bitcode: "
                          << llvm::toString(library.takeError());
  // libdevice carries an older data layout string for the same target.
  (*library)->setTargetTriple(module.getTargetTriple());
  (*library)->setDataLayout(module.getDataLayout());
  bool failed = llvm::Linker::linkModules(
      module, std::move(*library), llvm::Linker::Flags::LinkOnlyNeeded,
      [](llvm::Module &linked, const llvm::StringSet<> &imported) {
        llvm::internalizeModule(linked, [&](const llvm::GlobalValue &value) {
          return !value.hasName() || !imported.count(value.getName());
        });
      });
  if (failed)
    return emitError(loc) << "cannot link " << *path << " into the kernel";
  module.addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz",
                      uint32_t(0));
  return success();
}
