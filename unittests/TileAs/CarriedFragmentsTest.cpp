//===- CarriedFragmentsTest.cpp - tile-as's carried-fragment choice -------===//

#include "CarriedFragments.h"

#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

#include <string>

using namespace tileas;

namespace {

PtxasUsage usage(unsigned registers, uint64_t spilled = 0) {
  PtxasUsage u;
  u.registers = registers;
  u.spillStoreBytes = spilled / 2;
  u.spillLoadBytes = spilled - spilled / 2;
  return u;
}

/// Both builds' figures of some kernels and their block sizes.
struct Builds {
  llvm::StringMap<PtxasUsage> with, without;
  llvm::StringMap<int64_t> threads;
  std::string why;

  void add(llvm::StringRef kernel, PtxasUsage carried, PtxasUsage plain,
           int64_t size = 256) {
    with[kernel] = carried;
    without[kernel] = plain;
    threads[kernel] = size;
  }
  bool keep() {
    llvm::raw_string_ostream os(why);
    return keepCarriedFragments(with, without, threads, os);
  }
};

// 64K registers an SM, a warp's allocated in units of 256 (8 a thread).
TEST(CarriedFragmentsTest, BlocksByRegisters) {
  EXPECT_EQ(getBlocksByRegisters(124, 256), 2); // the corpus GEMM
  EXPECT_EQ(getBlocksByRegisters(128, 256), 2);
  EXPECT_EQ(getBlocksByRegisters(129, 256), 1); // 136 a thread: 15 warps
  EXPECT_EQ(getBlocksByRegisters(157, 256), 1); // carried at the corpus tile
  EXPECT_EQ(getBlocksByRegisters(255, 256), 1);
  EXPECT_EQ(getBlocksByRegisters(168, 128), 3); // 12 warps
  EXPECT_EQ(getBlocksByRegisters(64, 1024), 1);
  EXPECT_EQ(getBlocksByRegisters(32, 96), 21); // 3 warps, 64 fit
  EXPECT_EQ(getBlocksByRegisters(0, 256), 0);  // no figure
  EXPECT_EQ(getBlocksByRegisters(64, 0), 0);
}

TEST(CarriedFragmentsTest, KeptWhereBlocksAndSpillsStay) {
  Builds builds;
  builds.add("wide", usage(232), usage(242));
  EXPECT_TRUE(builds.keep());
  EXPECT_EQ(builds.why,
            "wide: 232 registers, 0 spilled bytes, 1 blocks/SM carried; "
            "242, 0, 1 not\n");
}

TEST(CarriedFragmentsTest, DroppedWhereABlockIsLost) {
  Builds builds;
  builds.add("corpus", usage(157), usage(124));
  EXPECT_FALSE(builds.keep());
  EXPECT_NE(builds.why.find("1 blocks/SM carried; 124, 0, 2 not"),
            std::string::npos);
}

TEST(CarriedFragmentsTest, DroppedWhereMoreIsSpilled) {
  Builds builds;
  builds.add("tf32", usage(255, 120), usage(252, 20));
  EXPECT_FALSE(builds.keep());
  // As many spilled bytes as before is no reason to drop.
  builds.add("tf32", usage(255, 20), usage(252, 20));
  EXPECT_TRUE(builds.keep());
}

TEST(CarriedFragmentsTest, EveryKernelMustAllowIt) {
  Builds builds;
  builds.add("a", usage(232), usage(242));
  builds.add("b", usage(157), usage(124));
  EXPECT_FALSE(builds.keep());
}

TEST(CarriedFragmentsTest, MissingFiguresDrop) {
  Builds builds;
  // Nothing assembled: nothing to keep.
  EXPECT_FALSE(builds.keep());
  // A kernel only one build reports, or whose block size is unknown.
  builds.with["k"] = usage(100);
  builds.threads["k"] = 128;
  EXPECT_FALSE(builds.keep());
  builds.without["k"] = usage(100);
  builds.threads.erase("k");
  EXPECT_FALSE(builds.keep());
  EXPECT_NE(builds.why.find("k: not in both builds"), std::string::npos);
}

} // namespace
