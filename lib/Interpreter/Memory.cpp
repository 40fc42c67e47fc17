//===- Memory.cpp - checked global memory of the interpreter --------------===//

#include "TileIR/Interpreter/Memory.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir::tile;
using namespace mlir::tile::interp;

uint64_t Memory::allocate(uint64_t size, uint64_t align, llvm::StringRef name,
                          bool readOnly) {
  std::unique_lock<std::shared_mutex> lock(mapLock);
  if (align < 256)
    align = 256;
  if (align > (uint64_t(1) << 20) || (align & (align - 1)))
    return 0;
  if (size > limit || total + size > limit)
    return 0;
  uint64_t base = (next + align - 1) & ~(align - 1);
  Allocation a;
  a.base = base;
  a.size = size;
  a.bytes.reset(new (std::nothrow) uint8_t[size ? size : 1]());
  if (!a.bytes)
    return 0;
  a.name = name.str();
  a.readOnly = readOnly;
  total += size;
  // A gap after every allocation makes off-by-some accesses land nowhere.
  next = base + size + (uint64_t(1) << 16);
  allocations.emplace(base, std::move(a));
  return base;
}

uint8_t *Memory::translate(uint64_t addr, uint64_t n, bool write,
                           std::string &error) {
  std::shared_lock<std::shared_mutex> lock(mapLock);
  auto it = allocations.upper_bound(addr);
  if (it != allocations.begin()) {
    --it;
    Allocation &a = it->second;
    uint64_t off = addr - a.base;
    if (off < a.size && n <= a.size - off) {
      if (write && a.readOnly) {
        error = "write to read-only memory '" + a.name + "'";
        return nullptr;
      }
      return a.bytes.get() + off;
    }
    llvm::raw_string_ostream os(error);
    if (off < a.size + (uint64_t(1) << 16)) {
      os << (write ? "write" : "read") << " of " << n << " bytes at 0x"
         << llvm::format_hex_no_prefix(addr, 1) << " is outside '" << a.name
         << "' (" << a.size << " bytes at 0x"
         << llvm::format_hex_no_prefix(a.base, 1) << "; offset " << off << ")";
      return nullptr;
    }
  }
  llvm::raw_string_ostream os(error);
  os << (write ? "write" : "read") << " of " << n << " bytes at 0x"
     << llvm::format_hex_no_prefix(addr, 1) << " is outside every allocation";
  return nullptr;
}

Memory::Allocation *Memory::getAllocation(uint64_t base) {
  std::shared_lock<std::shared_mutex> lock(mapLock);
  auto it = allocations.find(base);
  return it == allocations.end() ? nullptr : &it->second;
}
