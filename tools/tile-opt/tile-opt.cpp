//===- tile-opt.cpp - mlir-opt for the tile dialect -----------------------===//
//
// The standard mlir-opt driver with the tile dialect, every upstream dialect
// and pass the later pipeline stages use, and every TileIR pass. The input may
// be MLIR text or Tile IR bytecode (recognised by its magic): bytecode is
// imported and handed to the driver as text with its debug locations, so
// every diagnostic still points at the user's source line.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Bytecode/TileIRBytecode.h"
#include "TileIR/InitAllTileIR.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

/// Whether the file starts with the bytecode magic (false if unreadable: the
/// driver then reports the error itself).
static bool fileIsBytecode(llvm::StringRef filename) {
  auto file = llvm::MemoryBuffer::getFileSlice(filename, 8, 0);
  return file && tile::isTileIRBytecode((*file)->getBuffer());
}

/// Imports bytecode and prints it as text with locations, named like the
/// input so that diagnostics name the file.
static std::unique_ptr<llvm::MemoryBuffer>
bytecodeToText(std::unique_ptr<llvm::MemoryBuffer> input,
               DialectRegistry &registry) {
  MLIRContext context(registry);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  FailureOr<OwningOpRef<tile::TileModuleOp>> module =
      tile::readTileIRBytecode(input->getMemBufferRef(), &context);
  if (failed(module))
    return nullptr;
  std::string text;
  llvm::raw_string_ostream os(text);
  (*module)->print(os, OpPrintingFlags().enableDebugInfo(/*enable=*/true,
                                                         /*pretty=*/false));
  return llvm::MemoryBuffer::getMemBufferCopy(text,
                                              input->getBufferIdentifier());
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  registerAllPasses();
  tile::registerAllTileIRPasses();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  tile::registerTileDialect(registry);
  tile::registerTileIRBytecodeDialects(registry);

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "TileIR optimizer driver: CUDA Tile IR in, any stage out\n",
      registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();

  // Text files, and the informational flags, take the standard path.
  if (config.shouldShowDialects() || config.shouldListPasses() ||
      (inputFilename != "-" && !fileIsBytecode(inputFilename)))
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  if (tile::isTileIRBytecode(input->getBuffer())) {
    input = bytecodeToText(std::move(input), registry);
    if (!input)
      return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << errorMessage << "\n";
    return 1;
  }
  if (failed(MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}
