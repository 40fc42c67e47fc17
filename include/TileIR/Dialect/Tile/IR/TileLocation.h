//===- TileLocation.h - the user's line for a diagnostic --------*- C++ -*-===//

#ifndef TILEIR_DIALECT_TILE_IR_TILELOCATION_H
#define TILEIR_DIALECT_TILE_IR_TILELOCATION_H

#include "mlir/IR/Location.h"

namespace mlir::tile {

/// The user's own line for a location. Bytecode debug info makes a call site
/// for code that cuTile's library helpers put into a kernel (callee: the
/// helper's line, caller: the kernel's); diagnostics belong at the outermost
/// caller, the line the user wrote.
Location getUserLoc(Location loc);

} // namespace mlir::tile

#endif // TILEIR_DIALECT_TILE_IR_TILELOCATION_H
