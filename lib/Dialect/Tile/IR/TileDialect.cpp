//===- TileDialect.cpp - the CUDA Tile IR dialect -------------------------===//

#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "TileIR/Dialect/Tile/IR/TileOps.h"

using namespace mlir;
using namespace mlir::tile;

#include "TileIR/Dialect/Tile/IR/TileDialect.cpp.inc"

void TileDialect::initialize() {
  registerTypes();
  registerAttributes();
  // One list per op area file (see TileOps.h).
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileStructureOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileControlFlowOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileReduceOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileConstantOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileIntegerOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileFloatOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileMathOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileConversionOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileShapeOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileGridOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileMmaOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileViewOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileMemoryOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileTokenOps.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/Tile/IR/TileDebugOps.cpp.inc"
      >();
}

Operation *TileDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                            Type type, Location loc) {
  if (!ConstantOp::isBuildableWith(value, type))
    return nullptr;
  return ConstantOp::create(builder, loc, type, cast<ElementsAttr>(value));
}
