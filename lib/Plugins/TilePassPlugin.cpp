//===- TilePassPlugin.cpp - every TileIR pass as an mlir-opt plugin -------===//
//
// Registers every TileIR pass and pipeline with a stock `mlir-opt`:
//   mlir-opt --load-dialect-plugin=TileIRDialectPlugin.so \
//            --load-pass-plugin=TileIRPassPlugin.so --pass-pipeline=...
// Linked against libMLIR.so so the pass registry it fills is mlir-opt's own.
//
//===----------------------------------------------------------------------===//

#include "TileIR/InitAllTileIR.h"

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "TileIRPasses", LLVM_VERSION_STRING,
          []() { tile::registerAllTileIRPasses(); }};
}
