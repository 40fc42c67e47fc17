//===- ExtractByReduction.cpp - a column pick as a masked OR-reduction ----===//
//
// `--tile-extract-by-reduction`:
//
//   %c = extract %x[%c0, %j] : tile<128x32xf32> -> tile<128x1xf32>
//
// becomes
//
//   %m = broadcast (cmpi equal (reshape (iota : tile<32xi32>)),
//                              (broadcast (reshape %j))) -> tile<128x32xi1>
//   %s = select %m, (bitcast %x -> tile<128x32xi32>), 0
//   %r = reduce %s dim=1 identities=[0 : i32] { ori }      -> tile<128xi32>
//   %c = reshape (bitcast %r -> tile<128xf32>)             -> tile<128x1xf32>
//
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "EntryCSE.h"

#include "TileIR/Analysis/LoopRegionAnalysis.h"

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILEEXTRACTBYREDUCTION
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

/// The integer type `element`'s bits are ORed as (itself for an integer),
/// or null: 8- to 64-bit integers and f16, bf16, f32, f64 (not i1, whose
/// reduction is a different lowering, nor tf32 or the narrow floats, whose
/// widths have no plain integer bitcast).
Type getBitsType(Type element) {
  if (auto integer = dyn_cast<IntegerType>(element))
    return llvm::is_contained({8u, 16u, 32u, 64u}, integer.getWidth()) ? element
                                                                       : Type();
  if (isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(element))
    return IntegerType::get(element.getContext(),
                            cast<FloatType>(element).getWidth());
  return {};
}

/// Whether `op` picks one element of each row: rank 2 or more, every
/// dimension whole but the last, which is one wide out of more.
bool isColumnPick(ExtractOp op) {
  auto source = dyn_cast<TileType>(op.getSource().getType());
  TileType result = op.getType();
  if (!source || source.getRank() < 2 || !getBitsType(source.getElementType()))
    return false;
  ArrayRef<int64_t> from = source.getShape(), to = result.getShape();
  if (from.drop_back() != to.drop_back() || to.back() != 1 || from.back() < 2)
    return false;
  return llvm::all_of(op.getIndices().drop_back(), [](Value index) {
    return getConstantIntValue(index) == 0;
  });
}

void rewrite(ExtractOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto source = cast<TileType>(op.getSource().getType());
  ArrayRef<int64_t> shape = source.getShape();
  int64_t rank = source.getRank(), width = shape.back();
  Value index = op.getIndices().back();
  Type indexElement = cast<TileType>(index.getType()).getElementType();
  auto tileOf = [](ArrayRef<int64_t> dims, Type element) {
    return TileType::get(dims, element);
  };

  // The mask: the last dimension's position equals the index.
  SmallVector<int64_t> row(rank, 1), unit(rank, 1);
  row.back() = width;
  Value positions =
      ReshapeOp::create(b, loc, tileOf(row, indexElement),
                        IotaOp::create(b, loc, tileOf({width}, indexElement)));
  Value wanted = BroadcastOp::create(
      b, loc, tileOf(row, indexElement),
      ReshapeOp::create(b, loc, tileOf(unit, indexElement), index));
  Type i1 = b.getI1Type();
  Value rowMask = CmpIOp::create(
      b, loc, tileOf(row, i1),
      ComparisonPredicateAttr::get(b.getContext(), ComparisonPredicate::Equal),
      positions, wanted,
      SignednessAttr::get(b.getContext(), Signedness::Signed));
  Value mask = BroadcastOp::create(b, loc, tileOf(shape, i1), rowMask);

  // The picked bits, zero elsewhere, ORed along the row.
  Type element = source.getElementType();
  Type bitsElement = getBitsType(element);
  Value bits = op.getSource();
  if (bitsElement != element)
    bits = BitcastOp::create(b, loc, tileOf(shape, bitsElement), bits);
  Value zeros = ConstantOp::create(b, loc, tileOf(shape, bitsElement),
                                   b.getIntegerAttr(bitsElement, 0));
  Value picked =
      SelectOp::create(b, loc, tileOf(shape, bitsElement), mask, bits, zeros);
  auto reduce = ReduceOp::create(
      b, loc, TypeRange{tileOf(shape.drop_back(), bitsElement)},
      ValueRange{picked}, b.getI32IntegerAttr(rank - 1),
      b.getArrayAttr({b.getIntegerAttr(bitsElement, 0)}));
  {
    OpBuilder::InsertionGuard guard(b);
    TileType scalar = tileOf({}, bitsElement);
    Block *body =
        b.createBlock(&reduce->getRegion(0), {}, {scalar, scalar}, {loc, loc});
    Value either =
        OrIOp::create(b, loc, body->getArgument(0), body->getArgument(1));
    YieldOp::create(b, loc, either);
  }
  Value column = reduce->getResult(0);
  if (bitsElement != element)
    column =
        BitcastOp::create(b, loc, tileOf(shape.drop_back(), element), column);
  op.replaceAllUsesWith(
      ReshapeOp::create(b, loc, op.getType(), column).getResult());
  op.erase();
}

struct TileExtractByReduction
    : public tile::impl::TileExtractByReductionBase<TileExtractByReduction> {
  void runOnOperation() override {
    SmallVector<ExtractOp> picks;
    llvm::SetVector<Operation *> entries;
    getOperation()->walk([&](ExtractOp op) {
      if (!isColumnPick(op))
        return;
      picks.push_back(op);
      entries.insert(op->getParentOfType<EntryOp>());
    });
    for (ExtractOp op : picks)
      rewrite(op);
    // The mask is usually the frontend's own (a pick of column j, then a
    // select where the column is j): share it, so that the plan, which
    // runs next, prices it once.
    eliminateCommonSubExpressionsIn(&getContext(), entries.getArrayRef());
  }
};

} // namespace
