//===- CompareTest.cpp - tile-run's interp-vs-GPU comparison --------------===//

#include "Compare.h"

#include "TileIR/Interpreter/FloatBits.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>

using namespace tilerun;
using namespace mlir::tile::interp;

namespace {

std::vector<uint8_t> f32Bytes(std::initializer_list<float> values) {
  std::vector<uint8_t> bytes(values.size() * 4);
  size_t i = 0;
  for (float v : values)
    std::memcpy(bytes.data() + 4 * i++, &v, 4);
  return bytes;
}

std::vector<uint8_t> i32Bytes(std::initializer_list<int32_t> values) {
  std::vector<uint8_t> bytes(values.size() * 4);
  size_t i = 0;
  for (int32_t v : values)
    std::memcpy(bytes.data() + 4 * i++, &v, 4);
  return bytes;
}

TEST(TileRunCompare, IdenticalFloatsPass) {
  auto a = f32Bytes({1.0f, -2.5f, 0.0f, INFINITY});
  CompareResult r = compareBytes(ElemKind::F32, a, a);
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.elements, 4);
  EXPECT_EQ(r.maxAbsErr, 0.0);
  EXPECT_EQ(r.maxRelErr, 0.0);
}

TEST(TileRunCompare, FloatWithinToleranceOfItsType) {
  // One f32 ulp at 1.0 is 1.19e-7: well inside rtol 1e-5.
  auto ref = f32Bytes({1.0f, 100.0f});
  auto got = f32Bytes({std::nextafter(1.0f, 2.0f), 100.0005f});
  CompareResult r = compareBytes(ElemKind::F32, ref, got);
  EXPECT_TRUE(r.ok());
  EXPECT_GT(r.maxAbsErr, 0.0);
  EXPECT_LT(r.maxRelErr, 1e-5);
}

TEST(TileRunCompare, FloatOutsideToleranceFails) {
  auto ref = f32Bytes({1.0f, 2.0f, 3.0f});
  auto got = f32Bytes({1.0f, 2.001f, 3.0f});
  CompareResult r = compareBytes(ElemKind::F32, ref, got);
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.mismatches, 1);
  EXPECT_EQ(r.firstBad, 1);
  EXPECT_NEAR(r.maxAbsErr, 0.001, 1e-6);
}

TEST(TileRunCompare, NearZeroUsesAbsoluteTolerance) {
  // Relative error is huge, absolute error under atol (1e-6): ok.
  auto ref = f32Bytes({1e-9f});
  auto got = f32Bytes({5e-8f});
  EXPECT_TRUE(compareBytes(ElemKind::F32, ref, got).ok());
}

TEST(TileRunCompare, NaNDisagreementIsAMismatch) {
  auto ref = f32Bytes({NAN, 1.0f});
  auto got = f32Bytes({NAN, NAN});
  CompareResult r = compareBytes(ElemKind::F32, ref, got);
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.mismatches, 1);
  EXPECT_EQ(r.nanMismatches, 1);
  EXPECT_EQ(r.firstBad, 1);
}

TEST(TileRunCompare, NaNAgreementIsAMatch) {
  auto ref = f32Bytes({NAN});
  auto got = f32Bytes({-NAN});
  EXPECT_TRUE(compareBytes(ElemKind::F32, ref, got).ok());
}

TEST(TileRunCompare, InfinitiesMustMatchExactly) {
  auto ref = f32Bytes({INFINITY});
  EXPECT_FALSE(compareBytes(ElemKind::F32, ref, f32Bytes({-INFINITY})).ok());
  EXPECT_FALSE(compareBytes(ElemKind::F32, ref, f32Bytes({3e38f})).ok());
}

TEST(TileRunCompare, IntegersAreExact) {
  auto ref = i32Bytes({1, -7, 100});
  EXPECT_TRUE(compareBytes(ElemKind::I32, ref, ref).ok());
  CompareResult r = compareBytes(ElemKind::I32, ref, i32Bytes({1, -8, 100}));
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.mismatches, 1);
  EXPECT_EQ(r.maxAbsErr, 1.0); // signed values: -7 vs -8
}

TEST(TileRunCompare, LooserTypesGetLooserTolerances) {
  EXPECT_TRUE(tolerancesFor(ElemKind::I64).exact);
  EXPECT_FALSE(tolerancesFor(ElemKind::F16).exact);
  EXPECT_LT(tolerancesFor(ElemKind::F64).rtol, tolerancesFor(ElemKind::F32).rtol);
  EXPECT_LT(tolerancesFor(ElemKind::F32).rtol, tolerancesFor(ElemKind::F16).rtol);
  EXPECT_LT(tolerancesFor(ElemKind::F16).rtol, tolerancesFor(ElemKind::BF16).rtol);
  // f16: 1.0 vs the next value up (2^-10 away) passes; 1.0 vs 1.01 does not.
  std::vector<uint8_t> one = {0x00, 0x3C}, next = {0x01, 0x3C}, far = {0x0A, 0x3C};
  EXPECT_TRUE(compareBytes(ElemKind::F16, one, next).ok());
  EXPECT_FALSE(compareBytes(ElemKind::F16, one, far).ok());
}

TEST(TileRunCompare, PoisonIsNaNForFloatsAndA5ForInts) {
  std::vector<uint8_t> f(8), i(8);
  poisonBytes(ElemKind::F32, f);
  float v;
  std::memcpy(&v, f.data() + 4, 4);
  EXPECT_TRUE(std::isnan(v));
  poisonBytes(ElemKind::I32, i);
  for (uint8_t b : i)
    EXPECT_EQ(b, 0xA5);
  std::vector<uint8_t> h(2), bf(2), d(8);
  poisonBytes(ElemKind::F16, h);
  poisonBytes(ElemKind::BF16, bf);
  poisonBytes(ElemKind::F64, d);
  EXPECT_TRUE(isNaNBits(ElemKind::F16, h[0] | (h[1] << 8)));
  EXPECT_TRUE(isNaNBits(ElemKind::BF16, bf[0] | (bf[1] << 8)));
  double dv;
  std::memcpy(&dv, d.data(), 8);
  EXPECT_TRUE(std::isnan(dv));
}

TEST(TileRunCompare, UnwrittenPoisonAgainstAValueFails) {
  // The GPU left element 1 unwritten (poison); the interpreter wrote 2.0.
  std::vector<uint8_t> gpu = f32Bytes({1.0f, 0.0f});
  std::vector<uint8_t> poison(4);
  poisonBytes(ElemKind::F32, poison);
  std::memcpy(gpu.data() + 4, poison.data(), 4);
  CompareResult r = compareBytes(ElemKind::F32, f32Bytes({1.0f, 2.0f}), gpu);
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.nanMismatches, 1);
}

TEST(TileRunCompare, SizeDifferenceFails) {
  EXPECT_FALSE(
      compareBytes(ElemKind::F32, f32Bytes({1.0f}), f32Bytes({1.0f, 2.0f})).ok());
}

} // namespace

// --atol-of-max: the absolute tolerance scales with the array's largest
// |reference|, so an error of 0.5 next to a 1000 passes at 1e-3 while the
// same error in an array whose largest value is 10 does not.
TEST(CompareTest, AbsoluteToleranceOfTheLargestValue) {
  Tolerance tol{0, 0, false, 1e-3};
  auto ref = f32Bytes({1000.0f, 2.0f});
  EXPECT_TRUE(compareBytes(ElemKind::F32, ref, f32Bytes({1000.0f, 2.5f}), tol)
                  .ok());
  auto small = f32Bytes({10.0f, 2.0f});
  EXPECT_FALSE(
      compareBytes(ElemKind::F32, small, f32Bytes({10.0f, 2.5f}), tol).ok());
}
