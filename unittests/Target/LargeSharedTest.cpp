//===- LargeSharedTest.cpp - static shared memory above 48 KiB ------------===//
//
// The PTX rewrite and the cubin section growth of LargeShared.h, on PTX
// lines as LLVM's NVPTX backend prints them and on a minimal ELF64 image
// laid out as ptxas lays out a cubin's section headers.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Target/LargeShared.h"

#include "llvm/Support/Endian.h"
#include "gtest/gtest.h"

#include <cstring>

using namespace mlir::tile;
using namespace llvm::support::endian;

namespace {

TEST(LargeSharedTest, RewritesOnlyLargeScratchDeclarations) {
  std::string ptx = ".version 8.7\n"
                    ".extern .shared .align 16 .b8 k__tileir_scratch[53248];\n"
                    ".shared .align 16 .b8 s__tileir_scratch[1024];\n"
                    ".extern .shared .align 16 .b8 d__tileir_scratch[];\n"
                    ".extern .shared .align 16 .b8 other[60000];\n"
                    ".visible .entry k()\n";
  llvm::SmallVector<LargeSharedBuffer> buffers = declareLargeSharedStatic(ptx);
  ASSERT_EQ(buffers.size(), 1u);
  EXPECT_EQ(buffers[0].kernel, "k");
  EXPECT_EQ(buffers[0].symbol, "k__tileir_scratch");
  EXPECT_EQ(buffers[0].bytes, 53248u);
  EXPECT_EQ(ptx, ".version 8.7\n"
                 ".shared .align 16 .b8 k__tileir_scratch[49152];\n"
                 ".shared .align 16 .b8 s__tileir_scratch[1024];\n"
                 ".extern .shared .align 16 .b8 d__tileir_scratch[];\n"
                 ".extern .shared .align 16 .b8 other[60000];\n"
                 ".visible .entry k()\n");
}

TEST(LargeSharedTest, LeavesSmallBuffersAlone) {
  std::string ptx = ".extern .shared .align 16 .b8 k__tileir_scratch[49152];";
  std::string before = ptx;
  EXPECT_TRUE(declareLargeSharedStatic(ptx).empty());
  EXPECT_EQ(ptx, before);
}

/// A little-endian ELF64 image with a null section, `.shstrtab` and one
/// SHT_NOBITS section per (name, size).
std::string makeImage(llvm::ArrayRef<std::pair<std::string, uint64_t>> nobits) {
  std::string names(1, '\0');
  std::vector<uint32_t> nameOffsets;
  uint32_t shstrtabName = names.size();
  names += std::string(".shstrtab") + '\0';
  for (const auto &section : nobits) {
    nameOffsets.push_back(names.size());
    names += section.first + '\0';
  }
  uint64_t namesOffset = 64;
  uint64_t tableOffset = (namesOffset + names.size() + 7) & ~uint64_t(7);
  uint64_t count = 2 + nobits.size();
  std::string image(tableOffset + count * 64, '\0');
  auto *bytes = reinterpret_cast<uint8_t *>(image.data());
  std::memcpy(bytes,
              "\x7f"
              "ELF",
              4);
  bytes[4] = 2; // ELFCLASS64
  bytes[5] = 1; // little-endian
  write64le(bytes + 0x28, tableOffset);
  write16le(bytes + 0x3A, 64);
  write16le(bytes + 0x3C, count);
  write16le(bytes + 0x3E, 1);
  std::memcpy(bytes + namesOffset, names.data(), names.size());
  uint8_t *shstrtab = bytes + tableOffset + 64;
  write32le(shstrtab, shstrtabName);
  write32le(shstrtab + 4, 3); // SHT_STRTAB
  write64le(shstrtab + 0x18, namesOffset);
  write64le(shstrtab + 0x20, names.size());
  for (size_t i = 0; i < nobits.size(); ++i) {
    uint8_t *entry = bytes + tableOffset + (2 + i) * 64;
    write32le(entry, nameOffsets[i]);
    write32le(entry + 4, 8); // SHT_NOBITS
    write64le(entry + 0x18, tableOffset);
    write64le(entry + 0x20, nobits[i].second);
  }
  return image;
}

/// The error's message, "" on success.
std::string messageOf(llvm::Error error) {
  return error ? llvm::toString(std::move(error)) : std::string();
}

uint64_t sectionSize(const std::string &image, unsigned index) {
  auto *bytes = reinterpret_cast<const uint8_t *>(image.data());
  return read64le(bytes + read64le(bytes + 0x28) + index * 64 + 0x20);
}

TEST(LargeSharedTest, GrowsTheKernelsSharedSection) {
  // sm_90 layout: 1 KiB reserved, then the 48 KiB definition.
  std::string image =
      makeImage({{".nv.shared.k", 0xc400}, {".nv.shared.other", 0x100}});
  LargeSharedBuffer buffer{"k", "k__tileir_scratch", 100 * 1024};
  ASSERT_EQ(messageOf(resizeLargeSharedSections(image, {buffer})), "");
  EXPECT_EQ(sectionSize(image, 2), 0x400u + 100 * 1024);
  EXPECT_EQ(sectionSize(image, 3), 0x100u);

  // sm_80 layout: no reserved prefix.
  std::string sm80 = makeImage({{".nv.shared.k", 0xc000}});
  ASSERT_EQ(messageOf(resizeLargeSharedSections(sm80, {buffer})), "");
  EXPECT_EQ(sectionSize(sm80, 2), 100u * 1024);
}

TEST(LargeSharedTest, KernelWithoutSharedSectionIsLeftAlone) {
  std::string image = makeImage({{".nv.shared.other", 0xc400}});
  std::string before = image;
  LargeSharedBuffer buffer{"k", "k__tileir_scratch", 100 * 1024};
  EXPECT_EQ(messageOf(resizeLargeSharedSections(image, {buffer})), "");
  EXPECT_EQ(image, before);
}

TEST(LargeSharedTest, RejectsSectionsThatDoNotEndInTheDefinition) {
  LargeSharedBuffer buffer{"k", "k__tileir_scratch", 100 * 1024};
  // Another 2 KiB definition besides the buffer: growing would overlap.
  std::string crowded = makeImage({{".nv.shared.k", 0xc000 + 2048}});
  EXPECT_NE(messageOf(resizeLargeSharedSections(crowded, {buffer}))
                .find("after at most 1 KiB of reserved shared memory"),
            std::string::npos);
  EXPECT_EQ(sectionSize(crowded, 2), 0xc000u + 2048);
  // Smaller than the definition: not the section ptxas wrote for it.
  std::string small = makeImage({{".nv.shared.k", 0x400}});
  EXPECT_NE(messageOf(resizeLargeSharedSections(small, {buffer})), "");
}

TEST(LargeSharedTest, RejectsMalformedImages) {
  LargeSharedBuffer buffer{"k", "k__tileir_scratch", 100 * 1024};
  std::string notElf = "not an ELF image at all, but long enough to read "
                       "every header field from it";
  EXPECT_NE(messageOf(resizeLargeSharedSections(notElf, {buffer}))
                .find("no ELF64 little-endian header"),
            std::string::npos);
  // The section header table cut off.
  std::string truncated = makeImage({{".nv.shared.k", 0xc400}});
  truncated.resize(100);
  EXPECT_NE(messageOf(resizeLargeSharedSections(truncated, {buffer}))
                .find("bad section header table"),
            std::string::npos);
}

} // namespace
