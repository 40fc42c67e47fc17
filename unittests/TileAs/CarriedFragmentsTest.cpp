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
  llvm::StringMap<PtxasUsage> with, without;
  llvm::StringMap<int64_t> threads;
  with["wide"] = usage(232);
  without["wide"] = usage(242);
  threads["wide"] = 256;
  std::string why;
  llvm::raw_string_ostream os(why);
  EXPECT_TRUE(keepCarriedFragments(with, without, threads, os));
  EXPECT_EQ(why, "wide: 232 registers, 0 spilled bytes, 1 blocks/SM carried; "
                 "242, 0, 1 not\n");
}

TEST(CarriedFragmentsTest, DroppedWhereABlockIsLost) {
  llvm::StringMap<PtxasUsage> with, without;
  llvm::StringMap<int64_t> threads;
  with["corpus"] = usage(157);
  without["corpus"] = usage(124);
  threads["corpus"] = 256;
  std::string why;
  llvm::raw_string_ostream os(why);
  EXPECT_FALSE(keepCarriedFragments(with, without, threads, os));
  EXPECT_NE(why.find("1 blocks/SM carried; 124, 0, 2 not"), std::string::npos);
}

TEST(CarriedFragmentsTest, DroppedWhereMoreIsSpilled) {
  llvm::StringMap<PtxasUsage> with, without;
  llvm::StringMap<int64_t> threads;
  with["tf32"] = usage(255, 120);
  without["tf32"] = usage(252, 20);
  threads["tf32"] = 256;
  std::string why;
  llvm::raw_string_ostream os(why);
  EXPECT_FALSE(keepCarriedFragments(with, without, threads, os));
  // As many spilled bytes as before is no reason to drop.
  with["tf32"] = usage(255, 20);
  EXPECT_TRUE(keepCarriedFragments(with, without, threads, os));
}

TEST(CarriedFragmentsTest, EveryKernelMustAllowIt) {
  llvm::StringMap<PtxasUsage> with, without;
  llvm::StringMap<int64_t> threads;
  with["a"] = usage(232);
  without["a"] = usage(242);
  threads["a"] = 256;
  with["b"] = usage(157);
  without["b"] = usage(124);
  threads["b"] = 256;
  std::string why;
  llvm::raw_string_ostream os(why);
  EXPECT_FALSE(keepCarriedFragments(with, without, threads, os));
}

TEST(CarriedFragmentsTest, MissingFiguresDrop) {
  llvm::StringMap<PtxasUsage> with, without;
  llvm::StringMap<int64_t> threads;
  std::string why;
  llvm::raw_string_ostream os(why);
  // Nothing assembled: nothing to keep.
  EXPECT_FALSE(keepCarriedFragments(with, without, threads, os));
  // A kernel only one build reports, or whose block size is unknown.
  with["k"] = usage(100);
  threads["k"] = 128;
  EXPECT_FALSE(keepCarriedFragments(with, without, threads, os));
  without["k"] = usage(100);
  threads.erase("k");
  EXPECT_FALSE(keepCarriedFragments(with, without, threads, os));
  EXPECT_NE(why.find("k: not in both builds"), std::string::npos);
}

} // namespace
