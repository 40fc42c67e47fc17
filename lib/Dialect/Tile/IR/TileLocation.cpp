//===- TileLocation.cpp - the user's line for a diagnostic ----------------===//

#include "TileIR/Dialect/Tile/IR/TileLocation.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;

Location mlir::tile::getUserLoc(Location loc) {
  // Call sites nest as deep as the file says; walk them without recursion.
  while (auto callSite = dyn_cast<CallSiteLoc>(loc))
    loc = callSite.getCaller();
  return loc;
}
