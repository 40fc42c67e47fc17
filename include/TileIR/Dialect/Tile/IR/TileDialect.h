//===- TileDialect.h - the CUDA Tile IR dialect -----------------*- C++ -*-===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEDIALECT_H
#define TILEIR_DIALECT_TILE_IR_TILEDIALECT_H

#include "mlir/IR/Dialect.h"

#include "TileIR/Dialect/Tile/IR/TileDialect.h.inc"

#endif // TILEIR_DIALECT_TILE_IR_TILEDIALECT_H
