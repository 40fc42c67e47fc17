//===- LoopPipelining.cpp - iteration arithmetic of the mma pipeliners ----===//

#include "LoopPipelining.h"

using namespace mlir;
using namespace mlir::tile;

Value mlir::tile::createIntTile(OpBuilder &b, Location loc, TileType type,
                                int64_t value) {
  return ConstantOp::create(b, loc, type,
                            b.getIntegerAttr(type.getElementType(), value));
}

Value mlir::tile::advanceIterations(OpBuilder &b, ForOp loop, Value value,
                                    int64_t j) {
  if (j == 0)
    return value;
  Location loc = loop.getLoc();
  Value distance = loop.getStep();
  if (j > 1)
    distance = MulIOp::create(
        b, loc, distance,
        createIntTile(b, loc, cast<TileType>(value.getType()), j));
  return AddIOp::create(b, loc, value, distance);
}

/// `value` widened to i64 as `loop` compares its bounds.
static Value toI64(OpBuilder &b, ForOp loop, Value value) {
  auto type = cast<TileType>(value.getType());
  if (type.getElementType().isInteger(64))
    return value;
  return ExtIOp::create(
      b, loop.getLoc(), TileType::get({}, b.getI64Type()), value,
      loop.getUnsignedCmp() ? Signedness::Unsigned : Signedness::Signed);
}

Value mlir::tile::isIterationOf(OpBuilder &b, ForOp loop, Value first,
                                int64_t j) {
  Location loc = loop.getLoc();
  Value at = toI64(b, loop, first);
  if (j != 0) {
    Value distance = toI64(b, loop, loop.getStep());
    if (j > 1)
      distance = MulIOp::create(
          b, loc, distance,
          createIntTile(b, loc, cast<TileType>(at.getType()), j));
    at = AddIOp::create(b, loc, at, distance);
  }
  return CmpIOp::create(
      b, loc, TileType::get({}, b.getI1Type()), ComparisonPredicate::LessThan,
      at, toI64(b, loop, loop.getUpperBound()),
      loop.getUnsignedCmp() ? Signedness::Unsigned : Signedness::Signed);
}
