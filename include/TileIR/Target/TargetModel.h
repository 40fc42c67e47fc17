//===- TargetModel.h - per-architecture resource and ISA model --*- C++ -*-===//
//
// One table describes every GPU TileIR targets: register file, shared
// memory, thread limits, which tensor-core instruction families exist with
// which operand/accumulator types and shapes, and which element types the
// hardware converts and computes natively. The resource verifier, the
// lowering (which instructions exist) and the drivers (`--gpu-name`) all read
// this one table; the numbers and their public sources are in
// lib/Target/TargetModels.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TARGET_TARGETMODEL_H
#define TILEIR_TARGET_TARGETMODEL_H

#include "TileIR/Dialect/Tile/IR/TileElementKind.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir {
class Type;
} // namespace mlir

namespace mlir::tile {

/// Element types as the target table sees them (pointers and Invalid are
/// never in its sets).
using ElemKind = ElementKind;
constexpr unsigned kNumElemKinds = unsigned(ElemKind::F4E2M1FN) + 1;

/// Bit mask of ElemKinds.
using ElemKindSet = uint32_t;
constexpr ElemKindSet elemBit(ElemKind kind) {
  return ElemKindSet(1) << unsigned(kind);
}

/// The name Tile IR prints for `kind` (`f8E4M3FN`, `tf32`, ...).
llvm::StringRef getElemKindName(ElemKind kind);
/// Bits an element occupies in registers and shared memory (tf32: 32,
/// f4E2M1FN: 4, i1: 8).
unsigned getElemKindBits(ElemKind kind);
/// The ElemKind of an MLIR element type; nullopt for pointers and others.
std::optional<ElemKind> getElemKind(Type type);

/// Tensor-core instruction families.
enum class MmaFamily : uint8_t {
  MmaSync,           // warp-level `mma.sync.aligned` (sm_80+)
  MmaSyncBlockScale, // `mma.sync ... .block_scale` (sm_120a, sm_121a)
  Wgmma,             // warpgroup `wgmma.mma_async` (sm_90a only)
  Tcgen05,           // `tcgen05.mma` on tensor memory (sm_100a/103a/110a)
};
llvm::StringRef getMmaFamilyName(MmaFamily family);

/// One tensor-core instruction shape: D[MxN] (acc) += A[MxK] * B[KxN] with
/// A and B of type `ab` and the accumulator of type `acc`. For families with
/// a range of N (wgmma, tcgen05), `n` is the smallest N, `nMax` the largest
/// and `nStep` the step; M likewise for tcgen05.
struct MmaInstr {
  MmaFamily family;
  ElemKind ab;
  ElemKind acc;
  unsigned m, n, k;
  unsigned nMax = 0, nStep = 0;
  unsigned mMax = 0;
  /// Block-scaled (mx) variant: needs scale tiles (`mmaf_scaled`).
  bool blockScaled = false;
};

/// Per-architecture limits. Sizes are in bytes, counts per SM unless said.
struct TargetModel {
  llvm::StringRef name;    // "sm_90"
  unsigned computeCapability; // 90 for 9.0, 121 for 12.1
  llvm::StringRef family;  // "Hopper", ...

  unsigned warpSize;
  unsigned maxThreadsPerBlock;
  unsigned maxThreadsPerSM;
  unsigned maxWarpsPerSM;
  unsigned maxBlocksPerSM;

  unsigned registersPerSM;     // 32-bit registers
  unsigned maxRegistersPerBlock;
  unsigned maxRegistersPerThread;
  unsigned registerAllocUnit;  // registers per warp, allocation granule

  unsigned sharedPerSM;
  unsigned sharedPerBlockDefault;  // without the opt-in attribute
  unsigned sharedPerBlockOptIn;    // cudaFuncAttributeMaxDynamicSharedMemorySize
  unsigned sharedReservedPerBlock; // the driver's per-block reservation

  unsigned maxClusterSize; // CTAs per cluster (portable); 1: no clusters

  /// Element types with native conversion (cvt) support on this target.
  ElemKindSet nativeElemKinds;
  /// Tensor-core instructions this target has.
  llvm::ArrayRef<MmaInstr> mmaInstrs;

  bool supportsElemKind(ElemKind kind) const {
    return nativeElemKinds & elemBit(kind);
  }
  /// The first instruction that multiplies `ab` inputs into an `acc`
  /// accumulator, preferring non-block-scaled ones unless `blockScaled`.
  const MmaInstr *findMma(ElemKind ab, ElemKind acc,
                          bool blockScaled = false) const;
  /// Every family that has an `ab` x `acc` instruction, as a bit mask over
  /// MmaFamily.
  unsigned mmaFamiliesFor(ElemKind ab, ElemKind acc,
                          bool blockScaled = false) const;
};

/// Every target, oldest first.
llvm::ArrayRef<TargetModel> getAllTargetModels();
/// The model named `name`: "sm_90", "sm_90a", "90", "9.0" or "compute_90";
/// null when unknown.
const TargetModel *lookupTargetModel(llvm::StringRef name);
/// The names of all targets, comma-separated, for diagnostics.
std::string getTargetNameList();
/// The oldest target that supports `kind` natively; null if none does.
const TargetModel *firstTargetSupporting(ElemKind kind);
/// The oldest target with an `ab` x `acc` tensor-core instruction.
const TargetModel *firstTargetWithMma(ElemKind ab, ElemKind acc,
                                      bool blockScaled = false);

} // namespace mlir::tile

#endif // TILEIR_TARGET_TARGETMODEL_H
