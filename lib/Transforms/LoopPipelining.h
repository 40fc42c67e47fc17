//===- LoopPipelining.h - iteration arithmetic of the mma pipeliners ------===//
//
// What tile-pipeline-mma-loads and tile-pipeline-mma-shared both build in
// front of and inside a `for` they pipeline: rank-0 integer constants and
// "does iteration lb + j step run", compared as the loop compares.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_TRANSFORMS_LOOPPIPELINING_H
#define TILEIR_LIB_TRANSFORMS_LOOPPIPELINING_H

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Dialect/Tile/Transforms/Passes.h"
#include "mlir/IR/Builders.h"

namespace mlir::tile {

/// Beside kPipelineStagesAttrName (Passes.h), where tile-pipeline-mma-shared
/// split each iteration's operand tiles along K into parts, each a pipeline
/// step: their number.
constexpr llvm::StringLiteral kPipelinePartsAttrName = "tile.pipeline_parts";

/// A rank-0 constant of the integer tile type `type`.
Value createIntTile(OpBuilder &b, Location loc, TileType type, int64_t value);

/// `value` + j steps of `loop`, in the induction variable's type.
Value advanceIterations(OpBuilder &b, ForOp loop, Value value, int64_t j);

/// Whether the iteration at `first` + j steps runs: below the upper bound
/// as `loop` compares (signed or unsigned), in i64, so it never wraps.
Value isIterationOf(OpBuilder &b, ForOp loop, Value first, int64_t j);

} // namespace mlir::tile

#endif // TILEIR_LIB_TRANSFORMS_LOOPPIPELINING_H
