//===- TileMathOps.cpp - transcendental and other math functions ---===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

using namespace mlir;
using namespace mlir::tile;

static bool isF32Tile(Type type) {
  auto tile = dyn_cast<TileType>(type);
  return tile && tile.getElementType().isF32();
}

static LogicalResult verifyFlushToZero(Operation *op, bool flushToZero,
                                       Type type) {
  if (flushToZero && !isF32Tile(type))
    return op->emitOpError("flush_to_zero requires f32 elements, but got ")
           << type;
  return success();
}

/// exp and tanh: `full`, or `approx` on f32.
static LogicalResult verifyFullOrApprox(Operation *op, RoundingMode mode,
                                        Type type) {
  if (mode != RoundingMode::Full && mode != RoundingMode::Approx)
    return op->emitOpError("expects rounding full or approx, but got ")
           << stringifyRoundingMode(mode);
  if (mode == RoundingMode::Approx && !isF32Tile(type))
    return op->emitOpError("rounding approx requires f32 elements, but got ")
           << type;
  return success();
}

LogicalResult ExpOp::verify() {
  return verifyFullOrApprox(*this, getRoundingMode(), getType());
}

LogicalResult TanhOp::verify() {
  return verifyFullOrApprox(*this, getRoundingMode(), getType());
}

LogicalResult Exp2Op::verify() {
  return verifyFlushToZero(*this, getFlushToZero(), getType());
}

LogicalResult RsqrtOp::verify() {
  return verifyFlushToZero(*this, getFlushToZero(), getType());
}

LogicalResult SqrtOp::verify() {
  RoundingMode mode = getRoundingMode();
  if (mode == RoundingMode::Approx) {
    if (!isF32Tile(getType()))
      return emitOpError("rounding approx requires f32 elements, but got ")
             << getType();
  } else if (mode != RoundingMode::NearestEven && mode != RoundingMode::Zero &&
             mode != RoundingMode::NegativeInf &&
             mode != RoundingMode::PositiveInf) {
    return emitOpError("expects rounding nearest_even, zero, negative_inf, "
                       "positive_inf or approx, but got ")
           << stringifyRoundingMode(mode);
  }
  return verifyFlushToZero(*this, getFlushToZero(), getType());
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileMathOps.cpp.inc"
