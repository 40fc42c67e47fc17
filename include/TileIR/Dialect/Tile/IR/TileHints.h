//===- TileHints.h - which ops take which optimization hints ----*- C++ -*-===//
//
// Optimization hints ask for performance; they are not part of a kernel's
// meaning. The verifier accepts any hint dictionary (as NVIDIA's does); the
// hints the compiler ignores are reported here, for tile-verify-resources to
// warn about (docs/resource-model.md, "Hints").
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEHINTS_H
#define TILEIR_DIALECT_TILE_IR_TILEHINTS_H

#include "mlir/IR/Operation.h"

#include <string>

namespace mlir::tile {

/// The hint keys `op` takes: entries num_cta_in_cga,
/// num_worker_warps_per_cta and occupancy; view loads and stores allow_tma
/// and latency; pointer loads and stores latency; other ops none.
ArrayRef<StringRef> getHintKeys(Operation *op);

/// Calls `report(op, message)` for every hint on `root` and the ops nested
/// in it that compiling for `arch` ignores
/// (OptimizationHintsAttr::collectIgnored).
void forEachIgnoredHint(Operation *root, StringRef arch,
                        function_ref<void(Operation *, StringRef)> report);

} // namespace mlir::tile

#endif // TILEIR_DIALECT_TILE_IR_TILEHINTS_H
