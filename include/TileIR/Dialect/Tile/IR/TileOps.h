//===- TileOps.h - operations of CUDA Tile IR -------------------*- C++ -*-===//
//
// Ops are defined one area per TableGen file; this header gathers them all.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEOPS_H
#define TILEIR_DIALECT_TILE_IR_TILEOPS_H

#include "TileIR/Dialect/Tile/IR/TileTypes.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileStructureOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileControlFlowOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileReduceOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileConstantOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileIntegerOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileFloatOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileMathOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileConversionOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileShapeOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileGridOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileMmaOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileViewOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileMemoryOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileTokenOps.h.inc"
#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileDebugOps.h.inc"

#endif // TILEIR_DIALECT_TILE_IR_TILEOPS_H
