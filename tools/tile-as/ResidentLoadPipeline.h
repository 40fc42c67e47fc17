//===- ResidentLoadPipeline.h - keep register load rings the plan affords -===//
//
// A loop whose mma reads one operand from outside it (C += A_k B, the
// seed's panel update) is not a ring loop: its A tile is loaded, rounded
// and staged every iteration with nothing in flight. tile-pipeline-mma-loads
// loads the next iteration's A under this one's math, in registers, which
// costs a tile a thread. tile-as (without --mma-load-stages) plans a module
// both ways and keeps the pipelined one only where every kernel's plan
// keeps its occupancy and spills nothing more.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_TILE_AS_RESIDENTLOADPIPELINE_H
#define TILEIR_TOOLS_TILE_AS_RESIDENTLOADPIPELINE_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

namespace tileas {

/// Whether any loop of `module` was pipelined (tile.pipeline_stages from
/// tile-pipeline-mma-loads).
bool hasPipelinedLoads(mlir::ModuleOp module);

/// Whether every planned entry of `pipelined` is as well placed as the
/// same entry of `plain`: no lower occupancy and no more spilled registers
/// (tile.plan). Says why not on `why`.
bool keepsPlans(mlir::ModuleOp pipelined, mlir::ModuleOp plain,
                llvm::raw_ostream &why);

} // namespace tileas

#endif // TILEIR_TOOLS_TILE_AS_RESIDENTLOADPIPELINE_H
