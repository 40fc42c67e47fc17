//===- BlockedLayoutTest.cpp - lane coordinates without carries -----------===//
//
// A view access splits a lane's coordinate into a thread's scalar plus a
// lane's constant wherever BlockedLayout::addsWithoutCarry says no lane
// offset carries. These tests hold that claim against every thread's first
// element, counted here from the layout's definition (TileToGPU.h), not
// from the lowering's IR.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"

#include "gtest/gtest.h"

using namespace mlir::tile;

namespace {

/// Thread t's first element, from the layout's definition (TileToGPU.h):
/// plain chunks start at (t mod C) K; coalesced thread q group + p at
/// q group K + p vector.
int64_t firstElement(const BlockedLayout &layout, int64_t thread) {
  if (!layout.isCoalesced())
    return (thread % layout.chunks) * layout.perThread;
  int64_t q = thread / layout.group, p = thread % layout.group;
  return q * layout.group * layout.perThread + p * layout.vector;
}

BlockedLayout coalesced(int64_t numElements, int64_t threads, int64_t vector,
                        int64_t group, int64_t row) {
  BlockedLayout layout = BlockedLayout::get(numElements, threads);
  layout.vector = vector;
  layout.group = group;
  layout.acrossRows = layout.perThread * group > row;
  return layout;
}

/// Checks the claim for `modulus` against every thread and lane: it holds
/// exactly when no pair carries. Returns whether it held.
bool checkModulus(const BlockedLayout &layout, int64_t modulus) {
  bool carried = false;
  for (int64_t t = 0; t < layout.threads; ++t) {
    int64_t first = firstElement(layout, t);
    for (int64_t lane = 0; lane < layout.perThread; ++lane) {
      int64_t offset = layout.getLaneOffset(lane);
      carried |=
          (first + offset) % modulus != first % modulus + offset % modulus;
    }
  }
  bool claimed = layout.addsWithoutCarry(modulus);
  EXPECT_EQ(claimed, !carried)
      << "modulus " << modulus << ", " << layout.numElements
      << " elements over " << layout.threads << " threads, vector "
      << layout.vector << ", group " << layout.group;
  return claimed;
}

/// Every power-of-two modulus up to twice the tile; returns how many the
/// layout claimed.
int checkAllModuli(const BlockedLayout &layout) {
  int claimed = 0;
  for (int64_t modulus = 1; modulus <= layout.numElements * 2; modulus *= 2)
    claimed += checkModulus(layout, modulus);
  return claimed;
}

// A thread's chunk is K consecutive elements from a multiple of K: no
// modulus splits it.
TEST(BlockedLayoutTest, PlainChunks) {
  for (int64_t elements = 1; elements <= 1 << 14; elements *= 2)
    for (int64_t threads : {32, 64, 128, 256}) {
      BlockedLayout layout = BlockedLayout::get(elements, threads);
      int moduli = 0;
      for (int64_t modulus = 1; modulus <= elements * 2; modulus *= 2)
        ++moduli;
      EXPECT_EQ(checkAllModuli(layout), moduli);
    }
}

TEST(BlockedLayoutTest, CoalescedVectors) {
  for (int64_t elements = 128; elements <= 1 << 14; elements *= 2)
    for (int64_t threads : {32, 128, 256})
      for (int64_t vector : {1, 2, 4, 8})
        for (int64_t group : {2, 8, 32}) {
          BlockedLayout layout = coalesced(elements, threads, vector, group,
                                           /*row=*/64);
          if (layout.perThread % vector || layout.perThread < vector)
            continue;
          checkAllModuli(layout);
        }
}

// The tf32 GEMM's epilogue (128x128 f32 over 128 threads, vectors of 4 in
// whole rows): each thread's 32 vectors lie in 32 rows, so the column
// (modulus 128) and the row (a division by 128) are one scalar each plus
// constants. A thread's index bits and a lane's are disjoint, so no power
// of two carries; other moduli do.
TEST(BlockedLayoutTest, EpilogueRows) {
  BlockedLayout layout = coalesced(128 * 128, 128, 4, 32, 128);
  ASSERT_TRUE(layout.acrossRows);
  EXPECT_EQ(layout.getLaneOffset(5), 129);
  EXPECT_EQ(checkAllModuli(layout), 16);
  EXPECT_FALSE(checkModulus(layout, 96));
}

// The i8 GEMM's epilogue (128x256 i32 over 256 threads): a warp's vectors
// cover half a row, so a thread's vectors alternate between the halves of
// a row, and still never carry past it.
TEST(BlockedLayoutTest, EpilogueHalfRows) {
  BlockedLayout layout = coalesced(128 * 256, 256, 4, 32, 256);
  ASSERT_TRUE(layout.acrossRows);
  EXPECT_EQ(layout.getLaneOffset(4), 128);
  EXPECT_TRUE(checkModulus(layout, 256));
  EXPECT_FALSE(checkModulus(layout, 192));
}

// Tile shapes are powers of two, but the claim holds for any modulus.
TEST(BlockedLayoutTest, AnyModulus) {
  for (BlockedLayout layout :
       {coalesced(4096, 128, 4, 32, 64), BlockedLayout::get(1024, 96)})
    for (int64_t modulus = 1; modulus <= 300; ++modulus)
      checkModulus(layout, modulus);
}

} // namespace
