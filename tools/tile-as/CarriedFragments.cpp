//===- CarriedFragments.cpp - keep carried mma fragments by ptxas ---------===//

#include "CarriedFragments.h"

#include "llvm/Support/MathExtras.h"

using namespace tileas;

int64_t tileas::getBlocksByRegisters(unsigned registers, int64_t threads) {
  constexpr int64_t kRegistersPerSM = 65536, kWarpAllocationUnit = 256;
  if (registers == 0 || threads <= 0)
    return 0;
  int64_t perWarp = llvm::alignTo(int64_t(registers) * 32, kWarpAllocationUnit);
  int64_t warps = llvm::divideCeil(threads, 32);
  return kRegistersPerSM / perWarp / warps;
}

bool tileas::keepCarriedFragments(const llvm::StringMap<PtxasUsage> &with,
                                  const llvm::StringMap<PtxasUsage> &without,
                                  const llvm::StringMap<int64_t> &threads,
                                  llvm::raw_ostream &why) {
  bool keep = !with.empty();
  for (const auto &entry : with) {
    llvm::StringRef kernel = entry.getKey();
    const PtxasUsage &carried = entry.getValue();
    auto other = without.find(kernel);
    auto size = threads.find(kernel);
    if (other == without.end() || size == threads.end()) {
      why << kernel << ": not in both builds; fragments not carried\n";
      keep = false;
      continue;
    }
    const PtxasUsage &plain = other->getValue();
    int64_t blocks = getBlocksByRegisters(carried.registers, size->second);
    int64_t plainBlocks = getBlocksByRegisters(plain.registers, size->second);
    uint64_t spills = carried.spillStoreBytes + carried.spillLoadBytes;
    uint64_t plainSpills = plain.spillStoreBytes + plain.spillLoadBytes;
    bool fits = blocks >= plainBlocks && spills <= plainSpills;
    why << kernel << ": " << carried.registers << " registers, " << spills
        << " spilled bytes, " << blocks << " blocks/SM carried; "
        << plain.registers << ", " << plainSpills << ", " << plainBlocks
        << " not\n";
    keep &= fits;
  }
  return keep;
}
