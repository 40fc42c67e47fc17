//===- tile_bytecode_fuzzer.cpp - libFuzzer target for the bytecode reader
//-===//
//
// read -> verify -> write (at the file's version) -> read. Any input may be
// rejected by the reader; what the reader accepts must be written back, and
// what the writer produces must read back to the same IR. A violated
// expectation aborts, so libFuzzer keeps the input.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Bytecode/TileIRBytecode.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <cstdlib>

using namespace mlir;

static std::string printModule(tile::TileModuleOp module) {
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, OpPrintingFlags().printGenericOpForm());
  return text;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    tile::registerTileIRBytecodeDialects(*r);
    return r;
  }();
  MLIRContext context(*registry, MLIRContext::Threading::DISABLED);
  context.getDiagEngine().registerHandler([](Diagnostic &) {});

  llvm::MemoryBufferRef input(
      llvm::StringRef(reinterpret_cast<const char *>(data), size), "fuzz");
  FailureOr<OwningOpRef<tile::TileModuleOp>> first =
      tile::readTileIRBytecode(input, &context);
  if (failed(first))
    return 0;

  // The reader accepted the header, so bytes 8 and 9 are a supported version.
  tile::BytecodeVersion version(data[8], data[9]);
  std::string bytes;
  llvm::raw_string_ostream os(bytes);
  if (failed(tile::writeTileIRBytecode(first->get(), os, version))) {
    fprintf(stderr, "writer rejected a module the reader accepted\n");
    abort();
  }
  FailureOr<OwningOpRef<tile::TileModuleOp>> second = tile::readTileIRBytecode(
      llvm::MemoryBufferRef(bytes, "rewritten"), &context);
  if (failed(second)) {
    fprintf(stderr, "reader rejected the writer's output\n");
    abort();
  }
  if (printModule(first->get()) != printModule(second->get())) {
    fprintf(stderr, "IR changed through write and read\n");
    abort();
  }
  return 0;
}
