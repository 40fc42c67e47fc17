//===- LayoutAssignmentTest.cpp - mma warp grids --------------------------===//
//
// getMmaWarpGrid picks, among the warp grids that give every warp the same
// number of whole 16x8 accumulator tiles, the one loading the fewest
// fragment registers per k step (4 per row tile, 2 per column tile). The
// expected grids below are worked out by hand from that rule.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Analysis/LayoutAssignment.h"

#include <gtest/gtest.h>

using namespace mlir::tile;

namespace {

/// The grid as "MxN", or "none".
std::string grid(llvm::ArrayRef<int64_t> shape, int64_t warps) {
  std::optional<MmaWarpGrid> g = getMmaWarpGrid(shape, warps);
  if (!g)
    return "none";
  return std::to_string(g->warpsM) + "x" + std::to_string(g->warpsN);
}

TEST(MmaWarpGrid, FewestFragmentRegisters) {
  // 128x64 on 8 warps: 8 row and 8 column tiles. 1x8: 4*8 + 2*1 = 34;
  // 2x4: 4*4 + 2*2 = 20; 4x2: 4*2 + 2*4 = 16; 8x1: 4*1 + 2*8 = 20.
  EXPECT_EQ(grid({128, 64}, 8), "4x2");
  // 64x64 on 4 warps: 4 and 8 tiles. 1x4: 16 + 4 = 20; 2x2: 8 + 8 = 16;
  // 4x1: 4 + 16 = 20.
  EXPECT_EQ(grid({64, 64}, 4), "2x2");
  // 128x128 on 8 warps: 8 and 16 tiles. 2x4: 16 + 8 = 24 ties 4x2:
  // 8 + 16 = 24; the first found (fewer row warps) stays.
  EXPECT_EQ(grid({128, 128}, 8), "2x4");
  // 16x32 on 4 warps: one row tile, so the warps split the 4 columns.
  EXPECT_EQ(grid({16, 32}, 4), "1x4");
  // Batched: the batch does not take part.
  EXPECT_EQ(grid({4, 32, 32}, 4), "2x2");
}

TEST(MmaWarpGrid, NoGrid) {
  EXPECT_EQ(grid({16, 8}, 4), "none");  // one tile for four warps
  EXPECT_EQ(grid({8, 8}, 1), "none");   // rows not a multiple of 16
  EXPECT_EQ(grid({16, 4}, 1), "none");  // columns not a multiple of 8
  EXPECT_EQ(grid({64}, 4), "none");     // rank 1
  EXPECT_EQ(grid({64, 64}, 3), "none"); // not a power of two
  EXPECT_EQ(grid({64, 64}, 0), "none");
  EXPECT_EQ(grid({16, 8}, 1), "1x1");
}

} // namespace
