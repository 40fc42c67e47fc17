//===- ByteStreamTest.cpp - bytecode cursor, emitter and API --------------===//

#include "ByteStream.h"
#include "OpSchema.h"
#include "TileIR/Bytecode/TileIRBytecode.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

namespace {

/// Collects diagnostics instead of printing them.
struct Fixture : ::testing::Test {
  Fixture() {
    context.getDiagEngine().registerHandler(
        [this](Diagnostic &d) { messages.push_back(d.str()); });
  }
  Cursor cursor(llvm::ArrayRef<uint8_t> bytes) {
    return Cursor(bytes, UnknownLoc::get(&context));
  }
  MLIRContext context;
  std::vector<std::string> messages;
};

TEST_F(Fixture, VarintRoundTrip) {
  for (uint64_t v : {uint64_t(0), uint64_t(1), uint64_t(127), uint64_t(128),
                     uint64_t(300), uint64_t(1) << 35, ~uint64_t(0)}) {
    Emitter e;
    e.varint(v);
    Cursor c = cursor(e.bytes);
    uint64_t out = 0;
    ASSERT_TRUE(succeeded(c.readVarint(out, "value")));
    EXPECT_EQ(out, v);
    EXPECT_TRUE(c.empty());
  }
  Emitter e;
  e.varint(~uint64_t(0));
  EXPECT_EQ(e.size(), 10u);
}

TEST_F(Fixture, SVarintRoundTrip) {
  for (int64_t v : {int64_t(0), int64_t(-1), int64_t(1), INT64_MIN, INT64_MAX,
                    int64_t(-4503599627370496)}) {
    Emitter e;
    e.svarint(v);
    Cursor c = cursor(e.bytes);
    int64_t out = 0;
    ASSERT_TRUE(succeeded(c.readSVarint(out, "value")));
    EXPECT_EQ(out, v);
  }
}

TEST_F(Fixture, VarintErrors) {
  uint8_t truncated[] = {0x80, 0x80};
  uint64_t v;
  Cursor c1 = cursor(truncated);
  EXPECT_TRUE(failed(c1.readVarint(v, "count")));
  uint8_t overlong[] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                        0x80, 0x80, 0x80, 0x80, 0x00};
  Cursor c2 = cursor(overlong);
  EXPECT_TRUE(failed(c2.readVarint(v, "count")));
  uint8_t wide[] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x02};
  Cursor c3 = cursor(wide);
  EXPECT_TRUE(failed(c3.readVarint(v, "count")));
  ASSERT_EQ(messages.size(), 3u);
  EXPECT_EQ(messages[0], "at byte offset 0: expected count, but the file ends "
                         "at byte offset 2");
  EXPECT_EQ(messages[1],
            "at byte offset 0: overlong varint for count (more than 10 bytes)");
  EXPECT_EQ(messages[2],
            "at byte offset 0: varint for count does not fit in 64 bits");
}

TEST_F(Fixture, Varint65BitsOnlyWhenAsked) {
  // cuTile's f64 -inf: bit 64 set, zigzag sign bit clear.
  uint8_t bytes[] = {0x80, 0x80, 0x80, 0x80, 0x80,
                     0x80, 0x80, 0xF0, 0xFF, 0x03};
  uint64_t v;
  bool bit64 = false;
  Cursor c = cursor(bytes);
  ASSERT_TRUE(succeeded(c.readVarint(v, "float", &bit64)));
  EXPECT_TRUE(bit64);
  EXPECT_EQ((v >> 1) | (uint64_t(1) << 63), 0xFFF0000000000000ull);
}

TEST_F(Fixture, CountsAreBoundedByRemainingBytes) {
  Emitter e;
  e.varint(1000);
  e.raw(llvm::StringRef("abc"));
  Cursor c = cursor(e.bytes);
  uint64_t n;
  EXPECT_TRUE(failed(c.readCount(n, "entries", 1)));
  Cursor ok = cursor(e.bytes);
  Emitter small;
  small.varint(3);
  small.raw(llvm::StringRef("abc"));
  Cursor c2 = cursor(small.bytes);
  EXPECT_TRUE(succeeded(c2.readCount(n, "entries", 1)));
  EXPECT_EQ(n, 3u);
  EXPECT_TRUE(failed(cursor(small.bytes).readCount(n, "entries", 2)));
  (void)ok;
}

TEST_F(Fixture, SplitAndAlign) {
  uint8_t bytes[] = {1, 2, 3, 0xCB, 5, 6};
  Cursor c = cursor(bytes);
  Cursor sub = c;
  ASSERT_TRUE(succeeded(c.split(3, sub, "section")));
  EXPECT_EQ(sub.remaining(), 3u);
  EXPECT_EQ(c.offset(), 3u);
  ASSERT_TRUE(succeeded(c.alignTo(4, 0, "payload")));
  EXPECT_EQ(c.offset(), 4u);
  EXPECT_TRUE(failed(c.split(10, sub, "section")));
  EXPECT_TRUE(failed(c.alignTo(8, 0, "payload")));
}

TEST_F(Fixture, SchemaTable) {
  const OpSchema *addf = lookupOpName("addf");
  ASSERT_TRUE(addf);
  EXPECT_EQ(addf->opcode, 0x02);
  EXPECT_EQ(lookupOpcode(0x75), lookupOpName("atomic_red_view_tko"));
  EXPECT_EQ(lookupOpcode(0x19), nullptr);
  EXPECT_EQ(maxOpcode(1), 0x6D);
  EXPECT_EQ(maxOpcode(2), 0x6E);
  EXPECT_EQ(maxOpcode(3), 0x75);
  // Every opcode up to a version's maximum that exists is introduced by then.
  for (unsigned v = 1; v <= 4; ++v)
    for (unsigned op = 0; op <= maxOpcode(v); ++op)
      if (const OpSchema *s = lookupOpcode(op))
        EXPECT_LE(s->since, v) << s->name;
}

TEST_F(Fixture, Versions) {
  EXPECT_TRUE(succeeded(BytecodeVersion::parse("13.1")));
  EXPECT_TRUE(succeeded(BytecodeVersion::parse("13.4.0")));
  EXPECT_TRUE(failed(BytecodeVersion::parse("13.5")));
  EXPECT_TRUE(failed(BytecodeVersion::parse("12.9")));
  EXPECT_TRUE(failed(BytecodeVersion::parse("13")));
  EXPECT_EQ(BytecodeVersion(13, 3).str(), "13.3");
  EXPECT_TRUE(isTileIRBytecode(llvm::StringRef("\x7FTileIR\0\x0D\x03", 10)));
  EXPECT_FALSE(isTileIRBytecode("\x7FTile"));
}

TEST_F(Fixture, EmptyModuleRoundTrip) {
  // The smallest file NVIDIA's writer produces (reference §4.15).
  const uint8_t empty[] = {0x7F, 'T',  'i',  'l',  'e',  'I',  'R',  0,    13,
                           1,    0,    0,    0x82, 0x08, 0x08, 0xCB, 0,    0xCB,
                           0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0xCB, 0x85, 0x04, 0x04,
                           0xCB, 0,    0xCB, 0xCB, 0xCB, 0x81, 0x04, 0x04, 0xCB,
                           0,    0xCB, 0xCB, 0xCB, 0};
  llvm::StringRef text(reinterpret_cast<const char *>(empty), sizeof(empty));
  auto module =
      readTileIRBytecode(llvm::MemoryBufferRef(text, "empty"), &context);
  ASSERT_TRUE(succeeded(module)) << (messages.empty() ? "" : messages[0]);
  std::string out;
  llvm::raw_string_ostream os(out);
  ASSERT_TRUE(succeeded(
      writeTileIRBytecode(module->get(), os, BytecodeVersion(13, 1))));
  EXPECT_EQ(out, text.str());
}

} // namespace
