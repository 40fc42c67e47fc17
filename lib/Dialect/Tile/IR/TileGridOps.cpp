//===- TileGridOps.cpp - tile block ids and grid extents ---===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

using namespace mlir;
using namespace mlir::tile;

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileGridOps.cpp.inc"
