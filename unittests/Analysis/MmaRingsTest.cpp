//===- MmaRingsTest.cpp - operand ring sizes ------------------------------===//
//
// getMmaRingShape pads each row of an operand buffer by 16 bytes and rounds
// a buffer to 16 bytes; MmaRingLoop::getStages takes the most buffers (at
// most kMaxMmaRingStages) whose rings fit a budget; a transposed (tf32 B)
// slot adds staging rows and rounds to 1024; MmaRingLoop::getDepth splits
// K into parts where whole tiles leave no buffer for a wgmma group in
// flight; an f8 B with contiguous rows takes a transposed ring (staging
// units of 8 rows by 16 bytes), and so does an mmai's i8 B. The expected
// sizes are worked out by hand from those rules.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Analysis/MmaRings.h"
#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/FormatVariadic.h"

#include <gtest/gtest.h>

#include <memory>

using namespace mlir;
using namespace mlir::tile;

namespace {

TEST(MmaRingShape, RowsPaddedBySixteenBytes) {
  MLIRContext context;
  context.loadDialect<TileDialect>();
  Builder b(&context);
  // 128x32 f16: rows of 32 + 8 elements, 80 bytes (five 16-byte units:
  // odd, so ldmatrix's eight rows hit distinct banks); 10240 bytes.
  MmaRingShape a = getMmaRingShape(TileType::get({128, 32}, b.getF16Type()));
  EXPECT_EQ(a.rows, 128);
  EXPECT_EQ(a.cols, 32);
  EXPECT_EQ(a.pitch, 40);
  EXPECT_EQ(a.elementBytes, 2);
  EXPECT_EQ(a.slotBytes, 10240);
  // A batched tile's last two dimensions: 1x32x128 bf16, rows of 136.
  MmaRingShape b3 =
      getMmaRingShape(TileType::get({1, 32, 128}, b.getBF16Type()));
  EXPECT_EQ(b3.rows, 32);
  EXPECT_EQ(b3.pitch, 136);
  EXPECT_EQ(b3.slotBytes, 32 * 136 * 2);
  // f32 (the rings of a tf32 mma): 4 elements of padding.
  MmaRingShape f = getMmaRingShape(TileType::get({64, 16}, b.getF32Type()));
  EXPECT_EQ(f.pitch, 20);
  EXPECT_EQ(f.slotBytes, 64 * 20 * 4);
}

TEST(MmaRingShape, TransposedSlots) {
  MLIRContext context;
  context.loadDialect<TileDialect, tilegpu::TileGPUDialect>();
  Builder b(&context);
  // tf32's B rings for wgmma: the swizzled transpose (K x N x 4 bytes),
  // then the staging rows (K x (N + 4) x 4), rounded up to 1024:
  // 32x128: 16384 + 16896 = 33280 -> 33792; 32x64: 8192 + 8704 = 16896 ->
  // 17408; 16x32: 2048 + 2304 = 4352 -> 5120.
  for (auto [rows, cols, bytes] :
       {std::tuple<int64_t, int64_t, int64_t>{32, 128, 33792},
        {32, 64, 17408},
        {16, 32, 5120}}) {
    auto type = TileType::get({rows, cols}, b.getF32Type());
    MmaRingShape shape =
        getMmaRingShape(type, /*swizzled=*/true, /*transposed=*/true);
    EXPECT_EQ(shape.pitch, cols);
    EXPECT_EQ(shape.slotBytes, bytes);
    // The plan's size is the ring attribute's, which the lowering uses.
    auto ring = tilegpu::SharedRingAttr::get(&context, 0, 2, rows, cols, cols,
                                             b.getF32Type(), "transposed");
    EXPECT_EQ(ring.getSlotBytes(), bytes);
    EXPECT_EQ(ring.getBufferRows(), cols);
    EXPECT_EQ(ring.getSwizzleBytes(), rows * 4 >= 128 ? 128 : rows * 4);
  }
}

TEST(MmaRingShape, TransposedByteSlots) {
  MLIRContext context;
  context.loadDialect<TileDialect, tilegpu::TileGPUDialect>();
  Builder b(&context);
  // f8's B rings for wgmma: the swizzled transpose (K x N bytes), then the
  // staging units (K x N bytes, no padding, rounded up to 1024 bytes: a
  // group of eight units), the slot rounded up to 1024: 128x128: 16384 +
  // 16384 = 32768; 128x256: 32768 + 32768 = 65536; 32x16: 512 + 1024 =
  // 1536 -> 2048.
  Type f8 = Float8E4M3FNType::get(&context);
  for (auto [rows, cols, bytes] :
       {std::tuple<int64_t, int64_t, int64_t>{128, 128, 32768},
        {128, 256, 65536},
        {32, 16, 2048}}) {
    MmaRingShape shape = getMmaRingShape(TileType::get({rows, cols}, f8),
                                         /*swizzled=*/true,
                                         /*transposed=*/true);
    EXPECT_EQ(shape.slotBytes, bytes);
    auto ring = tilegpu::SharedRingAttr::get(&context, 0, 2, rows, cols, cols,
                                             f8, "transposed");
    EXPECT_EQ(ring.getSlotBytes(), bytes);
    EXPECT_TRUE(ring.isTransposedBytes());
  }
}

/// A depth's fields (stages, parts, group in flight), compared and printed
/// whole by gtest.
using DepthFields = std::tuple<int64_t, int64_t, bool>;
DepthFields getFields(const MmaRingDepth &depth) {
  return {depth.stages, depth.parts, depth.groupInFlight};
}

/// A GEMM loop over M x K (A) and K x N (B) tiles of `element` (f16
/// unless said), A's rows `strideA` elements apart, B's `strideB`.
std::string getGemmSource(int64_t m, int64_t n, int64_t k, int64_t strideA,
                          int64_t strideB, StringRef element = "f16") {
  // i8 operands: an mmai, A signed and B unsigned, into i32.
  bool integer = element == "i8";
  StringRef acc = integer ? "i32" : "f32";
  StringRef zero = integer ? "<i32: 0>" : "<f32: 0.0>";
  StringRef mma =
      integer ? "mmai %at, %bt, %s signed unsigned" : "mmaf %at, %bt, %s";
  return llvm::formatv(R"mlir(
tile.module @m {{
  entry @gemm(%a: tile<ptr<{5}>>, %b: tile<ptr<{5}>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {{
    %aa = assume div_by<16>, %a : tile<ptr<{5}>>
    %ba = assume div_by<16>, %b : tile<ptr<{5}>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [{3}, 1] : tile<i32> -> tensor_view<?x?x{5}, strides=[{3},1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [{4}, 1] : tile<i32> -> tensor_view<?x?x{5}, strides=[{4},1]>
    %ap = make_partition_view %av : partition_view<tile=({0}x{2}), padding_value = zero, tensor_view<?x?x{5}, strides=[{3},1]>>
    %bp = make_partition_view %bv : partition_view<tile=({2}x{1}), tensor_view<?x?x{5}, strides=[{4},1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant {7} : tile<{0}x{1}x{6}>
    %sum = for %kk in (%c0 to %k, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<{0}x{1}x{6}>) {{
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=({0}x{2}), padding_value = zero, tensor_view<?x?x{5}, strides=[{3},1]>>, tile<i32> -> tile<{0}x{2}x{5}>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=({2}x{1}), tensor_view<?x?x{5}, strides=[{4},1]>>, tile<i32> -> tile<{2}x{1}x{5}>, token
      %d = {8} : tile<{0}x{2}x{5}>, tile<{2}x{1}x{5}>, tile<{0}x{1}x{6}>
      continue %d : tile<{0}x{1}x{6}>
    }
    return
  }
}
)mlir",
                       m, n, k, strideA, strideB, element, acc, zero, mma)
      .str();
}

/// A GEMM loop over 64x32 (A) and 32x64 (B) tiles, rows 64 elements apart
/// (or getSource()'s loop) parsed, its entry and the entry's axis info.
class MmaRingLoopTest : public ::testing::Test {
protected:
  virtual std::string getSource() const {
    return getGemmSource(64, 64, 32, 64, 64);
  }

  void SetUp() override {
    context.loadDialect<TileDialect>();
    module = parseSourceString<ModuleOp>(getSource(), ParserConfig(&context));
    ASSERT_TRUE(module);
    module->walk([&](EntryOp e) { entry = e; });
    ASSERT_TRUE(entry);
    axisInfo = std::make_unique<AxisInfoAnalysis>(entry);
  }

  /// The ring loops, every value taken as in the mma layout.
  SmallVector<MmaRingLoop> findLoops() {
    return findMmaRingLoops(
        entry, [](Value) { return true; }, *axisInfo);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  EntryOp entry;
  std::unique_ptr<AxisInfoAnalysis> axisInfo;
};

TEST_F(MmaRingLoopTest, StagesThatFit) {
  AxisInfoAnalysis &axisInfo = *this->axisInfo;
  // Not in an mma layout: no ring.
  EXPECT_TRUE(findMmaRingLoops(
                  entry, [](Value) { return false; }, axisInfo)
                  .empty());
  auto loops = findLoops();
  ASSERT_EQ(loops.size(), 1u);
  ASSERT_EQ(loops[0].mmas.size(), 1u);
  EXPECT_EQ(loops[0].mmas[0].lhs.chunk, 8);
  EXPECT_EQ(loops[0].mmas[0].rhs.chunk, 8);
  // A buffer: 64 x 40 x 2 = 5120 bytes; B: 32 x 72 x 2 = 4608.
  EXPECT_EQ(loops[0].getBytes(1), 9728);
  EXPECT_EQ(loops[0].getBytes(3), 29184);
  EXPECT_EQ(loops[0].getStages(3, 1 << 20), 3);
  EXPECT_EQ(loops[0].getStages(3, 29183), 2);
  EXPECT_EQ(loops[0].getStages(3, 9728), 1);
  EXPECT_EQ(loops[0].getStages(3, 9727), 0);
  // At most kMaxMmaRingStages, whatever is asked.
  EXPECT_EQ(loops[0].getStages(100, 1 << 30), kMaxMmaRingStages);
}

TEST_F(MmaRingLoopTest, WarpgroupMma) {
  auto loops = findLoops();
  ASSERT_EQ(loops.size(), 1u);
  MmaRingUse &use = loops[0].mmas[0];
  // M = 64: one 64-row block per warpgroup over 4 warps; 8 warps would
  // give each warpgroup half a block; 2 warps are not a warpgroup.
  EXPECT_TRUE(canUseWarpgroupMma(use, 4));
  EXPECT_FALSE(canUseWarpgroupMma(use, 8));
  EXPECT_FALSE(canUseWarpgroupMma(use, 2));
  // Padded rings: the stages asked for.
  EXPECT_EQ(loops[0].getWantedStages(3), 3);
  // Swizzled (wgmma): no padding, A 64 x 32 x 2 = 4096 bytes a buffer and
  // B 32 x 64 x 2 = 4096; one buffer more for the group in flight, up to
  // kMaxMmaRingStages.
  use.swizzled = true;
  EXPECT_EQ(loops[0].getBytes(1), 8192);
  EXPECT_EQ(loops[0].getBytes(4), 32768);
  EXPECT_EQ(loops[0].getWantedStages(3), 4);
  EXPECT_EQ(loops[0].getWantedStages(kMaxMmaRingStages), kMaxMmaRingStages);
  EXPECT_EQ(loops[0].getStages(4, 32767), 3);
  MmaRingShape a = getMmaRingShape(
      cast<TileType>(use.lhs.load.getTile().getType()), /*swizzled=*/true);
  EXPECT_EQ(a.pitch, 32);
  EXPECT_EQ(a.slotBytes, 4096);
}

/// The loop over 64x128 (A) and 128x32 (B) tiles: K = 128.
class WideMmaRingLoopTest : public MmaRingLoopTest {
protected:
  std::string getSource() const override {
    return getGemmSource(64, 32, 128, 128, 64);
  }
};

TEST_F(MmaRingLoopTest, NoPartsOfNarrowRows) {
  auto loops = findLoops();
  ASSERT_EQ(loops.size(), 1u);
  // K = 32 f16: two parts would have rows of 32 bytes (under 128). Two
  // whole swizzled stages of 8192 fit 16384 bytes, no group in flight.
  loops[0].mmas[0].swizzled = true;
  EXPECT_EQ(getFields(loops[0].getDepth(3, 16384)), DepthFields(2, 1, false));
}

TEST_F(WideMmaRingLoopTest, PartsAlongK) {
  auto loops = findLoops();
  ASSERT_EQ(loops.size(), 1u);
  MmaRingLoop &loop = loops[0];
  // Padded rings (mma.sync) never split: A 64 x 136 x 2 = 17408 bytes and
  // B 128 x 40 x 2 = 10240 a stage, two fit 55296.
  EXPECT_EQ(getFields(loop.getDepth(3, 55296)), DepthFields(2, 1, false));
  // Swizzled: A 16384 and B 8192 a whole stage; four wanted (three, and
  // one for the group in flight), 98304 bytes.
  loop.mmas[0].swizzled = true;
  ASSERT_TRUE(loop.canKeepWgmmaInFlight());
  EXPECT_EQ(getFields(loop.getDepth(3, 98304)), DepthFields(4, 1, true));
  // The group in flight reads both rings: the copies run two ahead.
  EXPECT_EQ(loop.getDepth(3, 98304).getCopiesAhead(), 2);
  // One byte less: three whole stages. Two parts of K = 64 (rows of 128
  // bytes; 12288 a stage) fit six buffers (73728): four parts, two
  // iterations, ahead as four whole stages would have run.
  EXPECT_EQ(loop.getBytes(6, 2), 73728);
  EXPECT_EQ(getFields(loop.getDepth(3, 98303)), DepthFields(6, 2, true));
  // 49152 bytes: two whole stages, or four buffers of parts (the copies
  // one iteration ahead).
  EXPECT_EQ(getFields(loop.getDepth(3, 49152)), DepthFields(4, 2, true));
  // Less: four parts would have rows of 64 bytes; the one whole stage that
  // fits.
  EXPECT_EQ(getFields(loop.getDepth(3, 49151)), DepthFields(1, 1, false));
  // Two stages asked for (three with the group in flight): no parts.
  EXPECT_EQ(getFields(loop.getDepth(2, 49152)), DepthFields(2, 1, false));
  // K is A's last dimension and B's first.
  EXPECT_EQ(getRingPartType(loop.mmas[0].lhs, true, 2).getShape(),
            ArrayRef<int64_t>({64, 64}));
  EXPECT_EQ(getRingPartType(loop.mmas[0].rhs, false, 2).getShape(),
            ArrayRef<int64_t>({64, 32}));
}

/// The tf32 loop over 128xK (A) and Kx128 (B, row-major) f32 tiles, both
/// rounded by ftof; K = 32 unless getK says otherwise.
class TF32MmaRingLoopTest : public MmaRingLoopTest {
protected:
  virtual int64_t getK() const { return 32; }
  std::string getSource() const override {
    return llvm::formatv(R"mlir(
tile.module @m {{
  entry @gemm(%a: tile<ptr<f32>>, %k: tile<i32>) {{
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %v = make_tensor_view %aa, shape = [%k, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %ap = make_partition_view %v : partition_view<tile=(128x{0}), tensor_view<?x?xf32, strides=[128,1]>>
    %bp = make_partition_view %v : partition_view<tile=({0}x128), tensor_view<?x?xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %sum = for %kk in (%c0 to %k, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {{
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x{0}), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> tile<128x{0}xf32>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=({0}x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> tile<{0}x128xf32>, token
      %ar = ftof %at : tile<128x{0}xf32> -> tile<128x{0}xtf32>
      %br = ftof %bt : tile<{0}x128xf32> -> tile<{0}x128xtf32>
      %d = mmaf %ar, %br, %s : tile<128x{0}xtf32>, tile<{0}x128xtf32>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    return
  }
}
)mlir",
                         getK())
        .str();
  }
};

TEST_F(TF32MmaRingLoopTest, GroupInFlightInTwoGroups) {
  auto loops = findLoops();
  ASSERT_EQ(loops.size(), 1u);
  MmaRingLoop &loop = loops[0];
  MmaRingUse &use = loop.mmas[0];
  use.swizzled = true;
  ASSERT_TRUE(use.readsLhsIntoRegisters());
  ASSERT_TRUE(use.transposesRhs());
  // A 128 x 32 x 4 = 16384 bytes a stage; B's slot its 16384-byte
  // transpose and 32 x 132 x 4 staging bytes, 33792 after rounding.
  EXPECT_EQ(loop.getBytes(1), 50176);
  // By default (lhs-groups=1) one group, whose registers the next
  // iteration's fragments take: none stays in flight.
  EXPECT_EQ(use.getLhsGroups(), 1);
  EXPECT_FALSE(loop.canKeepWgmmaInFlight());
  EXPECT_EQ(getFields(loop.getDepth(3, loop.getBytes(4))),
            DepthFields(4, 1, false));
  // With lhs-groups=2, K = 32 (four tf32 k steps) runs as two groups of
  // two. The second stays in flight; it reads A from registers and B from
  // the transposes, which no copy writes: from three buffers the group
  // stays in flight and the copies still run stages - 1 ahead.
  use.maxLhsGroups = 2;
  EXPECT_EQ(use.getLhsGroups(), 2);
  EXPECT_TRUE(loop.canKeepWgmmaInFlight());
  for (auto [stages, ahead, inFlight] :
       {std::tuple<int64_t, int64_t, bool>{4, 3, true},
        {3, 2, true},
        {2, 1, false},
        {1, 0, false}}) {
    MmaRingDepth depth = loop.getDepth(3, loop.getBytes(stages));
    EXPECT_EQ(getFields(depth), DepthFields(stages, 1, inFlight)) << stages;
    EXPECT_FALSE(depth.inFlightHoldsBuffer);
    EXPECT_EQ(depth.getCopiesAhead(), ahead) << stages;
  }
  // A loaded straight into its fragments (lhsDirect) is one loop-carried
  // tile, which the next iteration's replaces: one group, none in flight.
  use.lhsDirect = true;
  EXPECT_EQ(use.getLhsGroups(), 1);
  EXPECT_FALSE(loop.canKeepWgmmaInFlight());
}

/// The tf32 loop at K = 8: one k step, which does not split.
class TF32OneStepMmaRingLoopTest : public TF32MmaRingLoopTest {
protected:
  int64_t getK() const override { return 8; }
};

TEST_F(TF32OneStepMmaRingLoopTest, NoGroupInFlightInOneGroup) {
  auto loops = findLoops();
  ASSERT_EQ(loops.size(), 1u);
  MmaRingLoop &loop = loops[0];
  MmaRingUse &use = loop.mmas[0];
  use.swizzled = true;
  ASSERT_TRUE(use.readsLhsIntoRegisters());
  // One group even with lhs-groups=2: the next iteration's fragments are
  // its registers, so it is waited for in its iteration at any depth.
  use.maxLhsGroups = 2;
  EXPECT_EQ(use.getLhsGroups(), 1);
  EXPECT_FALSE(loop.canKeepWgmmaInFlight());
  for (int64_t stages : {4, 3, 2, 1}) {
    MmaRingDepth depth = loop.getDepth(3, loop.getBytes(stages));
    EXPECT_EQ(getFields(depth), DepthFields(stages, 1, false)) << stages;
    EXPECT_EQ(depth.getCopiesAhead(), stages - 1) << stages;
  }
}

/// The f8 loop over 128x128 (A) and 128x128 (B, row-major) tiles, 8 warps.
class ByteMmaRingLoopTest : public MmaRingLoopTest {
protected:
  std::string getSource() const override {
    return getGemmSource(128, 128, 128, 128, getStrideB(), "f8E4M3FN");
  }
  virtual int64_t getStrideB() const { return 128; }
};

TEST_F(ByteMmaRingLoopTest, RowMajorBTransposed) {
  auto loops = findLoops();
  ASSERT_EQ(loops.size(), 1u);
  MmaRingLoop &loop = loops[0];
  MmaRingUse &use = loop.mmas[0];
  EXPECT_EQ(use.rhs.chunk, 16);
  EXPECT_FALSE(use.rhs.columns);
  // Only wgmma reads f8 rings; with it, B's ring is transposed.
  EXPECT_TRUE(use.needsWarpgroupMma());
  EXPECT_TRUE(canUseWarpgroupMma(use, 8));
  EXPECT_FALSE(use.transposesRhs());
  use.swizzled = true;
  EXPECT_TRUE(use.transposesRhs());
  EXPECT_FALSE(use.roundsRings());
  // A 16384 bytes a stage, B 32768 (TransposedByteSlots): four stages
  // (three and one for the group in flight) take 196608.
  EXPECT_EQ(loop.getBytes(4), 196608);
  EXPECT_EQ(getFields(loop.getDepth(3, 196608)), DepthFields(4, 1, true));
  // One byte less: three whole stages, no group in flight; transposed
  // rings are not cut into parts.
  EXPECT_EQ(getFields(loop.getDepth(3, 196607)), DepthFields(3, 1, false));
}

/// B's rows 136 bytes apart: 8-byte pieces.
class NarrowByteMmaRingLoopTest : public ByteMmaRingLoopTest {
protected:
  int64_t getStrideB() const override { return 136; }
};

TEST_F(NarrowByteMmaRingLoopTest, NoTransposeOfNarrowPieces) {
  auto loops = findLoops();
  ASSERT_EQ(loops.size(), 1u);
  MmaRingUse &use = loops[0].mmas[0];
  EXPECT_EQ(use.rhs.chunk, 8);
  // The staging takes 16-byte pieces: no wgmma, and no other reader.
  EXPECT_FALSE(canUseWarpgroupMma(use, 8));
  EXPECT_FALSE(loops[0].isFeasible());
}

/// The same loop as an mmai of i8 tiles (A signed, B unsigned) into i32.
class IntegerMmaRingLoopTest : public MmaRingLoopTest {
protected:
  std::string getSource() const override {
    return getGemmSource(128, 128, 128, 128, 128, "i8");
  }
};

TEST_F(IntegerMmaRingLoopTest, AsEightBitFloats) {
  auto loops = findLoops();
  ASSERT_EQ(loops.size(), 1u);
  MmaRingLoop &loop = loops[0];
  MmaRingUse &use = loop.mmas[0];
  EXPECT_TRUE(isa<MmaIOp>(use.mma));
  EXPECT_TRUE(use.hasEightBitOperands());
  EXPECT_FALSE(use.isUnsignedLhs());
  EXPECT_TRUE(use.isUnsignedRhs());
  EXPECT_TRUE(use.getAccType().getElementType().isInteger(32));
  // As f8: only wgmma reads the rings, B's transposed, and the sizes are
  // the f8 loop's (ByteMmaRingLoopTest): 196608 bytes for four stages.
  EXPECT_TRUE(use.needsWarpgroupMma());
  EXPECT_TRUE(canUseWarpgroupMma(use, 8));
  EXPECT_FALSE(canUseWarpgroupMma(use, 2));
  use.swizzled = true;
  EXPECT_TRUE(use.transposesRhs());
  EXPECT_EQ(loop.getBytes(4), 196608);
  EXPECT_EQ(getFields(loop.getDepth(3, 196608)), DepthFields(4, 1, true));
}

} // namespace
