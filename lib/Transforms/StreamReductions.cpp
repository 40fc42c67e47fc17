//===- StreamReductions.cpp - reduce a large loaded tile chunk by chunk ---===//
//
// `--tile-stream-reductions`:
//
//   %t = load_view_tko weak %pv[%i, %j] : ... -> tile<1x65536xf32>
//   %s = reduce %t dim=1 ...
//
// becomes, with C = 4096 and N = 16 chunks along dim 1,
//
//   %pc = make_partition_view %tv : partition_view<tile=(1x4096), ...>
//   %r0 = reduce (load_view_tko weak %pc[%i, %j * N]) dim=1
//   %s = for %c in (1 to min(N, extent - %j * N)) iter_values(%r = %r0) {
//     %rc = reduce (load_view_tko weak %pc[%i, %j * N + %c]) dim=1
//     continue (reduce (cat %r, %rc) dim=0)
//   }
//
// so no more than one chunk is live, and the plan sees that.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/Tile/Transforms/Passes.h"

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::tile {
#define GEN_PASS_DEF_TILESTREAMREDUCTIONS
#include "TileIR/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

namespace {

/// A rank-0 integer constant of `type`.
Value intConstant(OpBuilder &b, Location loc, TileType type, int64_t value) {
  return ConstantOp::create(b, loc, type,
                            b.getIntegerAttr(type.getElementType(), value));
}

/// What a streamed load needs, or nothing when it does not qualify.
struct Candidate {
  LoadViewTkoOp load;
  ReduceOp reduce;
  MakePartitionViewOp view;
  int64_t dim;    // the reduced dimension of the tile
  int64_t chunk;  // elements per chunk along it
  int64_t chunks; // chunks per tile
  bool allInside; // every chunk of every tile lies inside the tensor
};

std::optional<Candidate> match(LoadViewTkoOp load, int64_t minBytes,
                               int64_t chunkBytes) {
  if (load.getMemoryOrderingSemantics() != MemoryOrdering::Weak ||
      !load.getResultToken().use_empty() || !load.getTile().hasOneUse())
    return std::nullopt;
  auto reduce = dyn_cast<ReduceOp>(*load.getTile().getUsers().begin());
  if (!reduce || reduce.getInputs().size() != 1)
    return std::nullopt;
  auto view = load.getView().getDefiningOp<MakePartitionViewOp>();
  auto viewType = dyn_cast<PartitionViewType>(load.getView().getType());
  if (!view || !viewType)
    return std::nullopt;
  auto tile = cast<TileType>(load.getTile().getType());
  int64_t elementBits =
      std::max<int64_t>(tile.getElementType().getIntOrFloatBitWidth(), 8);
  int64_t bytes = tile.getNumElements() * elementBits / 8;
  if (bytes <= minBytes)
    return std::nullopt;
  int64_t dim = reduce.getDim();
  int64_t size = tile.getDimSize(dim);
  int64_t rowBytes = bytes / size; // one slice across dim
  int64_t chunk = size;
  while (chunk > 1 && chunk * rowBytes > chunkBytes)
    chunk /= 2;
  if (chunk == size)
    return std::nullopt;
  // Where the tensor may end inside a tile, chunks past its end are left
  // out; that keeps the result only if the elements there are unspecified.
  int64_t tensorDim = viewType.getDimMap()[dim];
  int64_t extent = viewType.getTensorView().getShape()[tensorDim];
  bool allInside = !ShapedType::isDynamic(extent) && extent % size == 0;
  if (!allInside && viewType.getPaddingValue())
    return std::nullopt;
  return Candidate{load, reduce, view, dim, chunk, size / chunk, allInside};
}

void stream(Candidate c) {
  OpBuilder b(c.load);
  Location loc = c.load.getLoc();
  auto viewType = cast<PartitionViewType>(c.load.getView().getType());
  SmallVector<int64_t> chunkShape(viewType.getTileShape());
  chunkShape[c.dim] = c.chunk;
  auto chunkViewType = PartitionViewType::get(
      b.getContext(), chunkShape, viewType.getTensorView(),
      viewType.getDimMap(), viewType.getPaddingValue());
  Value chunkView;
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointAfter(c.view);
    chunkView = MakePartitionViewOp::create(b, c.view.getLoc(), chunkViewType,
                                            c.view->getOperands());
  }
  SmallVector<Value> index(c.load.getIndex());
  auto indexType = cast<TileType>(index[c.dim].getType());
  Value first = MulIOp::create(b, loc, index[c.dim],
                               intConstant(b, loc, indexType, c.chunks));
  auto tile = cast<TileType>(c.load.getTile().getType());
  auto chunkTile = TileType::get(chunkShape, tile.getElementType());

  // Loads chunk `at` (an index along dim) and reduces it with a copy of
  // the reduce.
  auto reduceChunk = [&](OpBuilder &builder, Value at) -> Value {
    SmallVector<Value> chunkIndex(index);
    chunkIndex[c.dim] = at;
    auto load = cast<LoadViewTkoOp>(builder.clone(*c.load));
    load->setOperands(
        0, load->getNumOperands(),
        llvm::to_vector(llvm::concat<Value>(
            ValueRange{chunkView}, chunkIndex,
            c.load.getToken() ? ValueRange{c.load.getToken()} : ValueRange{})));
    load.getTile().setType(chunkTile);
    auto reduce = cast<ReduceOp>(builder.clone(*c.reduce));
    reduce->setOperand(0, load.getTile());
    return reduce.getResult(0);
  };
  Value head = reduceChunk(b, first);

  // The loop over the other chunks.
  Value upper = intConstant(b, loc, indexType, c.chunks);
  if (!c.allInside) {
    SmallVector<Type> extentTypes(chunkShape.size(), indexType);
    auto extents = GetIndexSpaceShapeOp::create(b, loc, extentTypes, chunkView);
    Value left = SubIOp::create(b, loc, extents.getResult(c.dim), first);
    upper = MinIOp::create(b, loc, indexType, left, upper, Signedness::Signed);
  }
  Value one = intConstant(b, loc, indexType, 1);
  auto loop = ForOp::create(b, loc, TypeRange{head.getType()}, one, upper, one,
                            ValueRange{head});
  Block *body = b.createBlock(&loop.getRegion(), {},
                              {indexType, head.getType()}, {loc, loc});
  b.setInsertionPointToStart(body);
  Value at = AddIOp::create(b, loc, first, body->getArgument(0));
  Value next = reduceChunk(b, at);
  // Combine: both partial results side by side along a new dimension 0,
  // reduced by the same combiner.
  auto partial = cast<TileType>(head.getType());
  SmallVector<int64_t> one1(1, 1);
  one1.append(partial.getShape().begin(), partial.getShape().end());
  SmallVector<int64_t> two(one1);
  two[0] = 2;
  Type oneType = TileType::get(one1, partial.getElementType());
  Value lhs = ReshapeOp::create(b, loc, oneType, body->getArgument(1));
  Value rhs = ReshapeOp::create(b, loc, oneType, next);
  Value both = CatOp::create(
      b, loc, TileType::get(two, partial.getElementType()), lhs, rhs, 0);
  auto combine = cast<ReduceOp>(b.clone(*c.reduce));
  combine->setOperand(0, both);
  combine.setDim(0);
  ContinueOp::create(b, loc, combine.getResult(0));

  c.reduce.getResult(0).replaceAllUsesWith(loop.getResult(0));
  c.reduce.erase();
  c.load.erase();
}

struct TileStreamReductionsPass
    : public tile::impl::TileStreamReductionsBase<TileStreamReductionsPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<Candidate> candidates;
    getOperation()->walk([&](LoadViewTkoOp load) {
      if (std::optional<Candidate> c = match(load, minBytes, chunkBytes))
        candidates.push_back(*c);
    });
    for (Candidate &c : candidates)
      stream(c);
  }
};

} // namespace
