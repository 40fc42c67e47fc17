//===- TileDialectPlugin.cpp - the tile dialect as an mlir-opt plugin -----===//
//
// Lets a stock `mlir-opt` parse and print tile IR:
//   mlir-opt --load-dialect-plugin=TileIRDialectPlugin.so kernel.mlir
// The plugin links libMLIR.so, like Debian's mlir-opt, so both see one copy of
// every MLIR global (type IDs, registries, command-line options).
//
//===----------------------------------------------------------------------===//

#include "TileIR/InitAllTileIR.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "TileIRDialect", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            tile::registerTileDialect(*registry);
          }};
}
