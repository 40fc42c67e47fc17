//===- InterpreterTest.cpp - conversions, memory, .npy --------------------===//
//
// Expected bit patterns are worked out by hand from the formats' definitions
// (sign | exponent | mantissa), not taken from the code under test.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Interpreter/FloatBits.h"
#include "TileIR/Interpreter/Memory.h"
#include "TileIR/Interpreter/Npy.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace mlir::tile::interp;

namespace {

TEST(FloatBits, TF32RoundsToNearestEven) {
  // 1.0 is exact: 0x3f800000 >> 13.
  EXPECT_EQ(f32BitsToTF32(0x3f800000u), 0x3f800000u >> 13);
  // Below half an ulp (bit 12 clear) truncates.
  EXPECT_EQ(f32BitsToTF32(0x3f800fffu), 0x3f800000u >> 13);
  // Above half an ulp rounds up.
  EXPECT_EQ(f32BitsToTF32(0x3f801001u), (0x3f800000u >> 13) + 1);
  // A tie with an even kept part stays; with an odd kept part rounds up.
  EXPECT_EQ(f32BitsToTF32(0x3f801000u), 0x3f800000u >> 13);
  EXPECT_EQ(f32BitsToTF32(0x3f803000u), (0x3f802000u >> 13) + 1);
  // The largest finite f32 rounds to infinity (0x7f800000).
  EXPECT_EQ(f32BitsToTF32(0x7f7fffffu), 0x7f800000u >> 13);
  // Infinity stays, NaN stays NaN even when its payload is in the low bits.
  EXPECT_EQ(f32BitsToTF32(0xff800000u), 0xff800000u >> 13);
  uint32_t nan = f32BitsToTF32(0x7f800001u);
  EXPECT_EQ((nan >> 10) & 0xff, 0xffu);
  EXPECT_NE(nan & 0x3ff, 0u);
  // Agrees with APFloat's conversion (a second, independent path).
  for (uint32_t u : {0x3f8abcdeu, 0xc0123456u, 0x00001234u, 0x3eaaaaabu}) {
    llvm::APFloat f(bitsFloat(u));
    bool lost;
    f.convert(llvm::APFloat::FloatTF32(), llvm::RoundingMode::NearestTiesToEven,
              &lost);
    EXPECT_EQ(uint64_t(f32BitsToTF32(u)), fromAPFloat(f)) << std::hex << u;
  }
}

TEST(FloatBits, HalfAndBFloat) {
  // f16 1.0 = 0x3c00; 65504 is the largest finite; 65520 rounds to inf.
  EXPECT_EQ(fromDouble(ElemKind::F16, 1.0), 0x3c00u);
  EXPECT_EQ(fromDouble(ElemKind::F16, 65504.0), 0x7bffu);
  EXPECT_EQ(fromDouble(ElemKind::F16, 65520.0), 0x7c00u);
  // Smallest subnormal 2^-24.
  EXPECT_EQ(fromDouble(ElemKind::F16, std::ldexp(1.0, -24)), 0x0001u);
  EXPECT_EQ(toFloat(ElemKind::F16, 0x0001), std::ldexp(1.0f, -24));
  // bf16 keeps the f32 exponent: 1.0 = 0x3f80; 1 + 2^-8 is a tie -> even.
  EXPECT_EQ(fromDouble(ElemKind::BF16, 1.0), 0x3f80u);
  EXPECT_EQ(fromDouble(ElemKind::BF16, 1.0 + std::ldexp(1.0, -8)), 0x3f80u);
  EXPECT_EQ(fromDouble(ElemKind::BF16, 1.0 + 3 * std::ldexp(1.0, -8)), 0x3f82u);
  EXPECT_EQ(toFloat(ElemKind::BF16, 0xc040), -3.0f);
  // Directed rounding: 1 + 2^-12 toward +inf is the next f16 after 1.
  EXPECT_EQ(fromDouble(ElemKind::F16, 1.0 + std::ldexp(1.0, -12),
                       llvm::RoundingMode::TowardPositive),
            0x3c01u);
  EXPECT_EQ(fromDouble(ElemKind::F16, 1.0 + std::ldexp(1.0, -12),
                       llvm::RoundingMode::TowardZero),
            0x3c00u);
}

TEST(FloatBits, Float8) {
  // E4M3FN: bias 7, no infinities, max 448 = 0x7e, NaN = 0x7f.
  EXPECT_EQ(fromDouble(ElemKind::F8E4M3FN, 1.0), 0x38u);
  EXPECT_EQ(fromDouble(ElemKind::F8E4M3FN, 448.0), 0x7eu);
  EXPECT_EQ(toFloat(ElemKind::F8E4M3FN, 0xb8), -1.0f);
  EXPECT_TRUE(std::isnan(toFloat(ElemKind::F8E4M3FN, 0x7f)));
  // E5M2: bias 15, 1.0 = 0x3c, 1.25 = 0x3d, inf = 0x7c.
  EXPECT_EQ(fromDouble(ElemKind::F8E5M2, 1.25), 0x3du);
  EXPECT_EQ(toFloat(ElemKind::F8E5M2, 0x7c), INFINITY);
  // E8M0FNU: 2^(e-127); 1.0 = 127.
  EXPECT_EQ(toFloat(ElemKind::F8E8M0FNU, 127), 1.0f);
  EXPECT_EQ(toFloat(ElemKind::F8E8M0FNU, 130), 8.0f);
  // f16 -> f8E4M3FN through convertFloat: 0.5 = 0x30.
  EXPECT_EQ(convertFloat(ElemKind::F16, 0x3800, ElemKind::F8E4M3FN), 0x30u);
}

TEST(FloatBits, SignAndSubnormals) {
  EXPECT_EQ(signBitMask(ElemKind::F32), 0x80000000u);
  EXPECT_EQ(signBitMask(ElemKind::TF32), 1u << 18);
  EXPECT_TRUE(isSubnormalBits(ElemKind::F32, 0x00000001));
  EXPECT_FALSE(isSubnormalBits(ElemKind::F32, 0x00800000));
  EXPECT_EQ(flushSubnormal(ElemKind::F32, 0x80000010), 0x80000000u);
  EXPECT_EQ(flushSubnormal(ElemKind::F32, 0x3f800000), 0x3f800000u);
  EXPECT_TRUE(isNaNBits(ElemKind::F16, canonicalNaN(ElemKind::F16)));
}

TEST(Memory, ChecksEveryAccess) {
  Memory mem;
  uint64_t a = mem.allocate(64, 16, "a");
  uint64_t b = mem.allocate(16, 1024, "b", /*readOnly=*/true);
  ASSERT_NE(a, 0u);
  ASSERT_EQ(b % 1024, 0u);
  std::string err;
  EXPECT_NE(mem.translate(a, 64, true, err), nullptr);
  EXPECT_NE(mem.translate(a + 60, 4, false, err), nullptr);
  EXPECT_EQ(mem.translate(a + 61, 4, false, err), nullptr);
  EXPECT_NE(err.find("outside 'a'"), std::string::npos) << err;
  EXPECT_EQ(mem.translate(a - 4, 4, false, err), nullptr);
  EXPECT_EQ(mem.translate(0, 4, false, err), nullptr);
  EXPECT_NE(err.find("outside every allocation"), std::string::npos) << err;
  EXPECT_NE(mem.translate(b, 4, false, err), nullptr);
  EXPECT_EQ(mem.translate(b, 4, true, err), nullptr);
  EXPECT_NE(err.find("read-only"), std::string::npos) << err;
  // Wrap-around of addr + n is not an in-bounds access.
  EXPECT_EQ(mem.translate(~uint64_t(0) - 1, 4, false, err), nullptr);
}

TEST(Npy, RoundTrip) {
  NpyArray a;
  a.dtype = "f4";
  a.shape = {2, 3};
  a.bytes.resize(24);
  for (int i = 0; i < 24; ++i)
    a.bytes[i] = uint8_t(i);
  std::string file = writeNpy(a);
  EXPECT_EQ(file.size() % 64, 24u % 64); // header padded to 64 bytes
  EXPECT_NE(file.find("'shape': (2, 3)"), std::string::npos);
  auto b = parseNpy(file);
  ASSERT_TRUE(bool(b)) << llvm::toString(b.takeError());
  EXPECT_EQ(b->dtype, "f4");
  EXPECT_EQ(b->shape, a.shape);
  EXPECT_EQ(b->bytes, a.bytes);

  NpyArray v;
  v.dtype = "i8";
  v.shape = {5};
  v.bytes.resize(40);
  EXPECT_NE(writeNpy(v).find("'shape': (5,)"), std::string::npos);
  NpyArray s;
  s.dtype = "b1";
  s.bytes.resize(1);
  EXPECT_NE(writeNpy(s).find("'descr': '|b1'"), std::string::npos);
  EXPECT_NE(writeNpy(s).find("'shape': ()"), std::string::npos);
}

TEST(Npy, RejectsBadFiles) {
  EXPECT_FALSE(bool(parseNpy("not a numpy file")));
  NpyArray a;
  a.dtype = "f4";
  a.shape = {4};
  a.bytes.resize(16);
  std::string file = writeNpy(a);
  // Truncated data.
  auto r = parseNpy(llvm::StringRef(file).drop_back(1));
  ASSERT_FALSE(bool(r));
  EXPECT_NE(llvm::toString(r.takeError()).find("data holds"), std::string::npos);
  // Big-endian multi-byte data.
  std::string be = file;
  be.replace(be.find("<f4"), 3, ">f4");
  EXPECT_FALSE(bool(parseNpy(be)));
}

} // namespace
