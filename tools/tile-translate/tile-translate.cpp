//===- tile-translate.cpp - Tile IR bytecode <-> MLIR text ----------------===//
//
//   tile-translate --tilebc-to-mlir IN [-o OUT]
//   tile-translate --mlir-to-tilebc [--bytecode-version=13.x] IN -o OUT
//   tile-translate --tilebc-to-tilebc [--bytecode-version=13.x] IN -o OUT
//
// Built on MlirTranslateMain, so the usual flags (-o, --split-input-file,
// --verify-diagnostics, --mlir-print-debuginfo ...) work. Exit status 1 and
// `error:` diagnostics for anything malformed.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Bytecode/TileIRBytecode.h"
#include "TileIR/InitAllTileIR.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

static llvm::cl::opt<std::string> bytecodeVersion(
    "bytecode-version",
    llvm::cl::desc("Tile IR bytecode version to write: 13.1, 13.2, 13.3 "
                   "(default) or 13.4"),
    llvm::cl::init("13.3"));

static void registerDialects(DialectRegistry &registry) {
  tile::registerTileDialect(registry);
  tile::registerTileIRBytecodeDialects(registry);
}

/// The tile.module to write: the input itself, or the only one inside a
/// builtin module.
static tile::TileModuleOp findTileModule(Operation *op) {
  if (auto m = llvm::dyn_cast<tile::TileModuleOp>(op))
    return m;
  auto builtin = llvm::dyn_cast<ModuleOp>(op);
  if (!builtin) {
    op->emitError("expected a tile.module");
    return {};
  }
  tile::TileModuleOp found;
  for (Operation &nested : *builtin.getBody()) {
    auto m = llvm::dyn_cast<tile::TileModuleOp>(nested);
    if (!m || found) {
      nested.emitError("expected exactly one tile.module at the top level");
      return {};
    }
    found = m;
  }
  if (!found)
    op->emitError("expected a tile.module");
  return found;
}

int main(int argc, char **argv) {
  TranslateToMLIRRegistration toMLIR(
      "tilebc-to-mlir", "read Tile IR bytecode",
      [](llvm::SourceMgr &sourceMgr,
         MLIRContext *context) -> OwningOpRef<Operation *> {
        const llvm::MemoryBuffer *buffer =
            sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
        FailureOr<OwningOpRef<tile::TileModuleOp>> module =
            tile::readTileIRBytecode(buffer->getMemBufferRef(), context);
        if (failed(module))
          return nullptr;
        return OwningOpRef<Operation *>(module->release());
      },
      registerDialects);

  TranslateFromMLIRRegistration fromMLIR(
      "mlir-to-tilebc", "write Tile IR bytecode",
      [](Operation *op, llvm::raw_ostream &os) -> LogicalResult {
        FailureOr<tile::BytecodeVersion> version =
            tile::BytecodeVersion::parse(bytecodeVersion);
        if (failed(version))
          return op->emitError()
                 << "unsupported --bytecode-version '" << bytecodeVersion
                 << "'; expected 13.1, 13.2, 13.3 or 13.4";
        tile::TileModuleOp module = findTileModule(op);
        if (!module)
          return failure();
        return tile::writeTileIRBytecode(module, os, *version);
      },
      registerDialects);

  // Bytecode to bytecode of another version (e.g. a cuTile 13.4 file for a
  // 13.3 tileiras), without a detour through text.
  TranslateRegistration convert(
      "tilebc-to-tilebc", "rewrite Tile IR bytecode at --bytecode-version",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
         llvm::raw_ostream &os, MLIRContext *context) -> LogicalResult {
        DialectRegistry registry;
        registerDialects(registry);
        context->appendDialectRegistry(registry);
        FailureOr<tile::BytecodeVersion> version =
            tile::BytecodeVersion::parse(bytecodeVersion);
        if (failed(version))
          return emitError(UnknownLoc::get(context))
                 << "unsupported --bytecode-version '" << bytecodeVersion
                 << "'; expected 13.1, 13.2, 13.3 or 13.4";
        const llvm::MemoryBuffer *buffer =
            sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID());
        FailureOr<OwningOpRef<tile::TileModuleOp>> module =
            tile::readTileIRBytecode(buffer->getMemBufferRef(), context);
        if (failed(module))
          return failure();
        return tile::writeTileIRBytecode(module->get(), os, *version);
      });

  return failed(mlirTranslateMain(argc, argv, "Tile IR bytecode translator"));
}
