//===- LargeShared.cpp - Static shared memory above ptxas's 48 KiB --------===//
//
// See LargeShared.h. The cubin is an ELF64 little-endian image: the section
// header table (e_shoff, e_shentsize, e_shnum, e_shstrndx) names each
// section through the section-name string table; a kernel's static shared
// memory is the SHT_NOBITS section `.nv.shared.<kernel>`, whose sh_size the
// driver reserves at launch.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Target/LargeShared.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace mlir::tile;

SmallVector<LargeSharedBuffer>
mlir::tile::declareLargeSharedStatic(std::string &ptx) {
  // What LLVM's NVPTX backend prints for an external i8 array in the shared
  // address space.
  llvm::Regex declaration(
      "^\\.extern \\.shared \\.align ([0-9]+) \\.b8 ([A-Za-z_$][A-Za-z0-9_$]*)"
      "\\[([0-9]+)\\];$");
  SmallVector<LargeSharedBuffer> buffers;
  std::string rewritten;
  rewritten.reserve(ptx.size());
  llvm::StringRef rest = ptx;
  while (!rest.empty()) {
    auto [line, tail] = rest.split('\n');
    bool lastLine = tail.empty() && !rest.ends_with("\n");
    rest = tail;
    SmallVector<llvm::StringRef, 4> match;
    uint64_t bytes = 0;
    if (declaration.match(line, &match) && match[2].ends_with(kScratchSuffix) &&
        !match[3].getAsInteger(10, bytes) && bytes > kPtxasStaticSharedLimit) {
      LargeSharedBuffer buffer;
      buffer.symbol = match[2].str();
      buffer.kernel = match[2].drop_back(kScratchSuffix.size()).str();
      buffer.bytes = bytes;
      buffers.push_back(buffer);
      rewritten += (".shared .align " + match[1] + " .b8 " + match[2] + "[" +
                    llvm::Twine(kPtxasStaticSharedLimit) + "];")
                       .str();
    } else {
      rewritten += line;
    }
    if (!lastLine)
      rewritten += '\n';
  }
  if (!buffers.empty())
    ptx = std::move(rewritten);
  return buffers;
}

namespace {
constexpr uint32_t kSectionNoBits = 8; // SHT_NOBITS
} // namespace

llvm::Error
mlir::tile::resizeLargeSharedSections(std::string &cubin,
                                      ArrayRef<LargeSharedBuffer> buffers) {
  using namespace llvm::support::endian;
  auto malformed = [](const llvm::Twine &why) {
    return llvm::createStringError("the cubin ptxas wrote is not a readable "
                                   "ELF64 image: " +
                                   why);
  };
  if (buffers.empty())
    return llvm::Error::success();
  auto *image = reinterpret_cast<uint8_t *>(cubin.data());
  uint64_t size = cubin.size();
  if (size < 64 ||
      cubin.compare(0, 4,
                    "\x7f"
                    "ELF") != 0 ||
      image[4] != 2 || image[5] != 1)
    return malformed("no ELF64 little-endian header");
  uint64_t tableOffset = read64le(image + 0x28);
  uint64_t entrySize = read16le(image + 0x3A);
  uint64_t count = read16le(image + 0x3C);
  uint64_t namesIndex = read16le(image + 0x3E);
  if (entrySize < 64 || namesIndex >= count || tableOffset > size ||
      count * entrySize > size - tableOffset)
    return malformed("bad section header table");
  auto header = [&](uint64_t i) { return image + tableOffset + i * entrySize; };
  uint64_t namesOffset = read64le(header(namesIndex) + 0x18);
  uint64_t namesSize = read64le(header(namesIndex) + 0x20);
  if (namesOffset > size || namesSize > size - namesOffset)
    return malformed("bad section name table");
  llvm::StringRef names(cubin.data() + namesOffset, namesSize);

  for (const LargeSharedBuffer &buffer : buffers) {
    std::string wanted = ".nv.shared." + buffer.kernel;
    for (uint64_t i = 0; i < count; ++i) {
      uint8_t *entry = header(i);
      uint32_t nameOffset = read32le(entry);
      if (nameOffset >= names.size())
        return malformed("a section name lies outside its table");
      llvm::StringRef name = names.drop_front(nameOffset);
      name = name.take_until([](char c) { return c == '\0'; });
      if (name != wanted)
        continue;
      if (read32le(entry + 4) != kSectionNoBits)
        return malformed("section " + wanted + " is not SHT_NOBITS");
      uint64_t sectionSize = read64le(entry + 0x20);
      // The buffer must be the section's only definition, so that it ends
      // the section: what precedes it is the target's reserved shared
      // memory (none before sm_90, 1 KiB from sm_90 on).
      constexpr uint64_t kMaxReservedPrefix = 1024;
      if (sectionSize < kPtxasStaticSharedLimit ||
          sectionSize - kPtxasStaticSharedLimit > kMaxReservedPrefix)
        return llvm::createStringError(
            "section " + wanted + " holds " + llvm::Twine(sectionSize) +
            " bytes; expected the " + llvm::Twine(kPtxasStaticSharedLimit) +
            "-byte definition of " + buffer.symbol +
            " after at most 1 KiB of reserved shared memory");
      write64le(entry + 0x20,
                sectionSize - kPtxasStaticSharedLimit + buffer.bytes);
    }
  }
  return llvm::Error::success();
}
