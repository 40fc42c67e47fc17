//===- ExpandScaledMma.cpp - mmaf_scaled as f32 operands and an mmaf ------===//
//
// `--tile-expand-scaled-mma`: lhs x rhs with per-block scales becomes
// (lhs * lhs_scale') x (rhs * rhs_scale') + acc in f32, where a scale' is
// the scale repeated over its block of K/Ks consecutive k. The products are
// the interpreter's (one f32 multiply each) and the f32 mmaf sums them as it
// does, so the result is bit-exact on every target.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "mlir/IR/Builders.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEEXPANDSCALEDMMA
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

/// `value` converted to f32 (every narrow float is exact in f32).
Value toF32(OpBuilder &b, Location loc, Value value) {
  auto type = cast<TileType>(value.getType());
  if (type.getElementType().isF32())
    return value;
  return FToFOp::create(b, loc, TileType::get(type.getShape(), b.getF32Type()),
                        value, RoundingMode::NearestEven);
}

/// A scale tile repeated `repeat` times along dimension `dim` (its Ks
/// dimension), so that element k of the result holds scale k / repeat.
Value repeatScale(OpBuilder &b, Location loc, Value scale, int64_t dim,
                  int64_t repeat) {
  auto type = cast<TileType>(scale.getType());
  if (repeat == 1)
    return scale;
  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<int64_t> split(shape.begin(), shape.begin() + dim + 1);
  split.push_back(1);
  split.append(shape.begin() + dim + 1, shape.end());
  SmallVector<int64_t> wide = split;
  wide[dim + 1] = repeat;
  SmallVector<int64_t> merged(shape);
  merged[dim] *= repeat;
  Type element = type.getElementType();
  Value reshaped =
      ReshapeOp::create(b, loc, TileType::get(split, element), scale);
  Value broadcast =
      BroadcastOp::create(b, loc, TileType::get(wide, element), reshaped);
  return ReshapeOp::create(b, loc, TileType::get(merged, element), broadcast);
}

void expand(MmaFScaledOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto lhsType = cast<TileType>(op.getLhs().getType());
  int64_t rank = lhsType.getRank();
  int64_t k = lhsType.getDimSize(rank - 1);
  int64_t ks = cast<TileType>(op.getLhsScale().getType()).getDimSize(rank - 1);
  int64_t repeat = k / ks;
  // lhs_scale is [B x] M x Ks (Ks last), rhs_scale [B x] Ks x N.
  Value lhsScale =
      repeatScale(b, loc, toF32(b, loc, op.getLhsScale()), rank - 1, repeat);
  Value rhsScale =
      repeatScale(b, loc, toF32(b, loc, op.getRhsScale()), rank - 2, repeat);
  Value lhs = MulFOp::create(b, loc, toF32(b, loc, op.getLhs()), lhsScale);
  Value rhs = MulFOp::create(b, loc, toF32(b, loc, op.getRhs()), rhsScale);
  Value result = MmaFOp::create(b, loc, op.getResult().getType(), lhs, rhs,
                                op.getAcc(), /*fast_acc=*/UnitAttr());
  op.getResult().replaceAllUsesWith(result);
  op.erase();
}

struct TileExpandScaledMmaPass
    : public tile::impl::TileExpandScaledMmaBase<TileExpandScaledMmaPass> {
  void runOnOperation() override {
    SmallVector<MmaFScaledOp> ops;
    getOperation()->walk([&](MmaFScaledOp op) { ops.push_back(op); });
    for (MmaFScaledOp op : ops) {
      // The verifier guarantees the shapes; a scale count that does not
      // divide K is the verifier's to report, not ours to divide by.
      auto lhsType = cast<TileType>(op.getLhs().getType());
      int64_t rank = lhsType.getRank();
      auto scaleType = cast<TileType>(op.getLhsScale().getType());
      int64_t ks = scaleType.getDimSize(rank - 1);
      if (ks <= 0 || lhsType.getDimSize(rank - 1) % ks)
        continue;
      expand(op);
    }
  }
};

} // namespace
