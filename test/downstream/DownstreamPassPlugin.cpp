//===- DownstreamPassPlugin.cpp - the downstream pass for stock mlir-opt --===//
//
// Loaded next to TileIR's own plugins:
//   mlir-opt --load-dialect-plugin=TileIRDialectPlugin.so \
//     --load-pass-plugin=DownstreamPassPlugin.so \
//     --pass-pipeline='builtin.module(downstream-tile-stats)'
//
//===----------------------------------------------------------------------===//

#include "TileStats.h"

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "DownstreamPasses", LLVM_VERSION_STRING,
          []() { downstream::registerTileStatsPass(); }};
}
