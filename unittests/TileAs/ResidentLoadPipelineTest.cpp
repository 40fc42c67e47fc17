//===- ResidentLoadPipelineTest.cpp - tile-as's register load ring choice -===//

#include "ResidentLoadPipeline.h"

#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

#include <string>

using namespace mlir;

namespace {

/// A module of entries @a and @b with the given plan fields (each a string
/// such as "occupancy = 2 : i64", or empty for no plan), and a loop in @a
/// marked as pipelined when `pipelined`.
std::string makeModule(const std::string &planA, const std::string &planB,
                       bool pipelined = false) {
  auto entry = [](const char *name, const std::string &plan,
                  const std::string &body) {
    std::string attrs =
        plan.empty() ? "" : " attributes {tile.plan = {" + plan + "}}";
    return std::string("    entry @") + name + "(%n: tile<i32>)" + attrs +
           " {\n" + body + "      return\n    }\n";
  };
  std::string loop =
      "      %c0 = constant <i32: 0> : tile<i32>\n"
      "      %c1 = constant <i32: 1> : tile<i32>\n"
      "      for %i in (%c0 to %n, step %c1) : tile<i32> {\n"
      "        continue\n"
      "      }" +
      std::string(pipelined ? " attributes {tile.pipeline_stages = 2 : i64}"
                            : "") +
      "\n";
  return "tile.module @m {\n" + entry("a", planA, loop) +
         entry("b", planB, "") + "}\n";
}

class ResidentLoadPipelineTest : public ::testing::Test {
protected:
  ResidentLoadPipelineTest() { context.loadDialect<tile::TileDialect>(); }

  OwningOpRef<ModuleOp> parse(const std::string &text) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(text, ParserConfig(&context));
    EXPECT_TRUE(module) << text;
    return module;
  }

  /// keepsPlans on the two modules; the reason in `why`.
  bool keeps(const std::string &pipelined, const std::string &plain) {
    OwningOpRef<ModuleOp> a = parse(pipelined), b = parse(plain);
    why.clear();
    llvm::raw_string_ostream os(why);
    return a && b && tileas::keepsPlans(*a, *b, os);
  }

  MLIRContext context;
  std::string why;
};

TEST_F(ResidentLoadPipelineTest, FindsPipelinedLoops) {
  OwningOpRef<ModuleOp> with = parse(makeModule("", "", true));
  OwningOpRef<ModuleOp> without = parse(makeModule("", "", false));
  ASSERT_TRUE(with && without);
  EXPECT_TRUE(tileas::hasPipelinedLoads(*with));
  EXPECT_FALSE(tileas::hasPipelinedLoads(*without));
}

TEST_F(ResidentLoadPipelineTest, KeepsEqualPlans) {
  std::string plan = "occupancy = 2 : i64";
  EXPECT_TRUE(keeps(makeModule(plan, plan, true), makeModule(plan, plan)));
  EXPECT_EQ(why, "");
}

TEST_F(ResidentLoadPipelineTest, KeepsMoreOccupancy) {
  EXPECT_TRUE(keeps(makeModule("occupancy = 2 : i64", ""),
                    makeModule("occupancy = 1 : i64", "")));
}

TEST_F(ResidentLoadPipelineTest, DropsLowerOccupancy) {
  EXPECT_FALSE(keeps(makeModule("occupancy = 1 : i64", ""),
                     makeModule("occupancy = 2 : i64", "")));
  EXPECT_EQ(why, "'a' would run 1 block(s) an SM instead of 2; ");
}

TEST_F(ResidentLoadPipelineTest, DropsMoreSpills) {
  // A plan without spilled_registers spills none.
  EXPECT_FALSE(
      keeps(makeModule("occupancy = 1 : i64, spilled_registers = 115 : i64",
                       "occupancy = 1 : i64"),
            makeModule("occupancy = 1 : i64", "occupancy = 1 : i64")));
  EXPECT_EQ(why, "'a' would spill 115 registers a thread instead of 0; ");
  // Fewer than before is no loss.
  EXPECT_TRUE(keeps(
      makeModule("occupancy = 1 : i64, spilled_registers = 4 : i64", ""),
      makeModule("occupancy = 1 : i64, spilled_registers = 8 : i64", "")));
}

TEST_F(ResidentLoadPipelineTest, JudgesEveryEntry) {
  // @b loses occupancy though @a is unchanged.
  EXPECT_FALSE(keeps(makeModule("occupancy = 1 : i64", "occupancy = 1 : i64"),
                     makeModule("occupancy = 1 : i64", "occupancy = 3 : i64")));
  EXPECT_EQ(why, "'b' would run 1 block(s) an SM instead of 3; ");
  // An entry the plain module did not plan is not compared.
  EXPECT_TRUE(keeps(makeModule("occupancy = 1 : i64", "occupancy = 1 : i64"),
                    makeModule("occupancy = 1 : i64", "")));
}

} // namespace
