//===- Memory.h - checked global memory of the interpreter ------*- C++ -*-===//
//
// Global memory is a set of allocations at made-up device addresses (never
// host addresses, far from 0 and from each other). Every access names an
// address range that must lie inside one allocation; anything else is an
// error the caller reports at the op, never a host memory access.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_INTERPRETER_MEMORY_H
#define TILEIR_INTERPRETER_MEMORY_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>

namespace mlir::tile::interp {

class Memory {
public:
  struct Allocation {
    uint64_t base = 0;
    uint64_t size = 0;
    std::unique_ptr<uint8_t[]> bytes;
    std::string name;
    bool readOnly = false;
  };

  /// Allocates `size` zeroed bytes aligned to `align` (at least 256). Fails
  /// (returns 0) once the total would pass the limit.
  uint64_t allocate(uint64_t size, uint64_t align, llvm::StringRef name,
                    bool readOnly = false);

  /// The host bytes of [addr, addr + n), or null with `error` set when the
  /// range is not inside one allocation (or is read-only and `write`).
  uint8_t *translate(uint64_t addr, uint64_t n, bool write, std::string &error);

  /// The allocation starting exactly at `base`, or null.
  Allocation *getAllocation(uint64_t base);

  /// Held by atomic read-modify-write ops so that blocks may run in parallel.
  std::mutex &atomicMutex() { return atomicLock; }

  void setLimit(uint64_t bytes) { limit = bytes; }

private:
  std::map<uint64_t, Allocation> allocations;
  std::shared_mutex mapLock;
  std::mutex atomicLock;
  uint64_t next = uint64_t(1) << 36;
  uint64_t total = 0;
  uint64_t limit = uint64_t(8) << 30;
};

} // namespace mlir::tile::interp

#endif // TILEIR_INTERPRETER_MEMORY_H
