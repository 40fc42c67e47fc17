//===- TargetModelTest.cpp - the target table -----------------------------===//

#include "TileIR/Target/TargetModel.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::tile;

namespace {

TEST(TargetModel, AllTenTargetsInOrder) {
  const char *names[] = {"sm_80",  "sm_86",  "sm_87",  "sm_89",  "sm_90",
                         "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"};
  ArrayRef<TargetModel> all = getAllTargetModels();
  ASSERT_EQ(all.size(), 10u);
  for (auto [i, name] : llvm::enumerate(names)) {
    EXPECT_EQ(all[i].name, name);
    EXPECT_EQ(lookupTargetModel(name), &all[i]);
  }
}

TEST(TargetModel, LookupSpellings) {
  const TargetModel *sm90 = lookupTargetModel("sm_90");
  ASSERT_NE(sm90, nullptr);
  EXPECT_EQ(lookupTargetModel("sm_90a"), sm90);
  EXPECT_EQ(lookupTargetModel("90"), sm90);
  EXPECT_EQ(lookupTargetModel("9.0"), sm90);
  EXPECT_EQ(lookupTargetModel("compute_90"), sm90);
  EXPECT_EQ(lookupTargetModel("sm_100f"), lookupTargetModel("sm_100"));
  EXPECT_EQ(lookupTargetModel("12.1")->name, "sm_121");
  for (const char *bad : {"", "sm_", "sm_75", "sm_91", "sm_x", "gfx90a",
                          "sm_90aa", "sm_-90", "sm_99999999999999999999"})
    EXPECT_EQ(lookupTargetModel(bad), nullptr) << bad;
}

TEST(TargetModel, ResourceLimits) {
  for (const TargetModel &t : getAllTargetModels()) {
    EXPECT_EQ(t.warpSize, 32u) << t.name.str();
    EXPECT_EQ(t.maxThreadsPerBlock, 1024u);
    EXPECT_EQ(t.registersPerSM, 65536u);
    EXPECT_EQ(t.maxRegistersPerThread, 255u);
    EXPECT_EQ(t.maxThreadsPerSM, t.maxWarpsPerSM * t.warpSize);
    EXPECT_LE(t.sharedPerBlockOptIn + t.sharedReservedPerBlock, t.sharedPerSM);
    EXPECT_EQ(t.sharedPerBlockDefault, 48u * 1024);
  }
  EXPECT_EQ(lookupTargetModel("sm_90")->sharedPerBlockOptIn, 227u * 1024);
  EXPECT_EQ(lookupTargetModel("sm_90")->sharedPerSM, 228u * 1024);
  EXPECT_EQ(lookupTargetModel("sm_80")->sharedPerBlockOptIn, 163u * 1024);
  EXPECT_EQ(lookupTargetModel("sm_86")->sharedPerBlockOptIn, 99u * 1024);
  EXPECT_EQ(lookupTargetModel("sm_120")->sharedPerBlockOptIn, 99u * 1024);
  EXPECT_EQ(lookupTargetModel("sm_120")->maxWarpsPerSM, 48u);
  EXPECT_EQ(lookupTargetModel("sm_100")->maxWarpsPerSM, 64u);
  EXPECT_EQ(lookupTargetModel("sm_89")->maxBlocksPerSM, 24u);
  EXPECT_EQ(lookupTargetModel("sm_80")->maxClusterSize, 1u);
  EXPECT_EQ(lookupTargetModel("sm_90")->maxClusterSize, 8u);
}

TEST(TargetModel, Fp8FromSm89) {
  for (const TargetModel &t : getAllTargetModels()) {
    bool fp8 = t.computeCapability >= 89;
    EXPECT_EQ(t.supportsElemKind(ElemKind::F8E4M3FN), fp8) << t.name.str();
    EXPECT_EQ(t.supportsElemKind(ElemKind::F8E5M2), fp8) << t.name.str();
    EXPECT_EQ(t.findMma(ElemKind::F8E4M3FN, ElemKind::F32) != nullptr, fp8)
        << t.name.str();
  }
  EXPECT_EQ(firstTargetWithMma(ElemKind::F8E4M3FN, ElemKind::F32)->name,
            "sm_89");
  EXPECT_EQ(firstTargetSupporting(ElemKind::F4E2M1FN)->name, "sm_100");
  EXPECT_FALSE(lookupTargetModel("sm_90")->supportsElemKind(
      ElemKind::F4E2M1FN));
}

TEST(TargetModel, MmaFamilies) {
  auto families = [](const char *name, ElemKind ab, ElemKind acc,
                     bool scaled = false) {
    return lookupTargetModel(name)->mmaFamiliesFor(ab, acc, scaled);
  };
  unsigned wgmma = 1u << unsigned(MmaFamily::Wgmma);
  unsigned tcgen05 = 1u << unsigned(MmaFamily::Tcgen05);
  unsigned sync = 1u << unsigned(MmaFamily::MmaSync);
  // wgmma on sm_90 only.
  for (const TargetModel &t : getAllTargetModels())
    EXPECT_EQ(bool(families(t.name.data(), ElemKind::F16, ElemKind::F32) &
                   wgmma),
              t.computeCapability == 90)
        << t.name.str();
  // tcgen05 on sm_100, sm_103, sm_110; not on sm_120/121.
  EXPECT_TRUE(families("sm_100", ElemKind::BF16, ElemKind::F32) & tcgen05);
  EXPECT_TRUE(families("sm_110", ElemKind::TF32, ElemKind::F32) & tcgen05);
  EXPECT_FALSE(families("sm_120", ElemKind::BF16, ElemKind::F32) & tcgen05);
  // mma.sync everywhere for f16, tf32, i8, f64.
  for (const TargetModel &t : getAllTargetModels()) {
    EXPECT_TRUE(t.mmaFamiliesFor(ElemKind::F16, ElemKind::F16) & sync);
    EXPECT_TRUE(t.mmaFamiliesFor(ElemKind::TF32, ElemKind::F32) & sync);
    EXPECT_TRUE(t.mmaFamiliesFor(ElemKind::I8, ElemKind::I32) & sync);
    EXPECT_TRUE(t.mmaFamiliesFor(ElemKind::F64, ElemKind::F64) & sync);
    // No tensor core multiplies bf16 into a bf16 or f16 accumulator.
    EXPECT_EQ(t.findMma(ElemKind::BF16, ElemKind::F16), nullptr);
  }
  const MmaInstr *tf32 =
      lookupTargetModel("sm_80")->findMma(ElemKind::TF32, ElemKind::F32);
  ASSERT_NE(tf32, nullptr);
  EXPECT_EQ(tf32->m, 16u);
  EXPECT_EQ(tf32->n, 8u);
  EXPECT_EQ(tf32->k, 8u);
  // Block-scaled mma: Blackwell only.
  EXPECT_EQ(lookupTargetModel("sm_90")->findMma(ElemKind::F8E4M3FN,
                                                ElemKind::F32, true),
            nullptr);
  EXPECT_NE(lookupTargetModel("sm_120")->findMma(ElemKind::F4E2M1FN,
                                                 ElemKind::F32, true),
            nullptr);
  EXPECT_NE(lookupTargetModel("sm_100")->findMma(ElemKind::F8E5M2,
                                                 ElemKind::F32, true),
            nullptr);
}

TEST(TargetModel, ElementKinds) {
  MLIRContext ctx;
  Builder b(&ctx);
  EXPECT_EQ(getElemKind(b.getF32Type()), ElemKind::F32);
  EXPECT_EQ(getElemKind(b.getTF32Type()), ElemKind::TF32);
  EXPECT_EQ(getElemKind(b.getType<Float8E4M3FNType>()), ElemKind::F8E4M3FN);
  EXPECT_EQ(getElemKind(b.getIntegerType(1)), ElemKind::I1);
  EXPECT_EQ(getElemKind(b.getIntegerType(7)), std::nullopt);
  EXPECT_EQ(getElemKind(b.getIndexType()), std::nullopt);
  EXPECT_EQ(getElemKindBits(ElemKind::TF32), 32u);
  EXPECT_EQ(getElemKindBits(ElemKind::F4E2M1FN), 4u);
  EXPECT_EQ(getElemKindName(ElemKind::F8E5M2), "f8E5M2");
}

} // namespace
