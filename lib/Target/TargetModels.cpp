//===- TargetModels.cpp - the one table of GPU targets --------------------===//
//
// Sources (all public):
//  [CCT] CUDA C++ Programming Guide, "Compute Capabilities", table
//        "Technical Specifications per Compute Capability" (CUDA 12.8-13.0;
//        compute capability 10.1 was renamed 11.0 in CUDA 13.0).
//  [SMG] CUDA C++ Programming Guide, "Compute Capability 8.x/9.0/10.0/12.0":
//        unified L1/shared sizes, the 1 KB per-block system reservation and
//        the opt-in limit (cudaFuncAttributeMaxDynamicSharedMemorySize).
//  [TUN] NVIDIA Ampere / Ada / Hopper / Blackwell tuning guides (shared
//        memory capacity per SM and per block, register file 64K x 32 bit).
//  [OCC] CUDA Occupancy Calculator: register allocation unit 256 per warp.
//  [PTX] PTX ISA 8.4-9.0, "Warp Level Matrix Multiply-Accumulate
//        Instructions" (mma shapes and types per target), "Asynchronous
//        Warpgroup Level Matrix Multiply-Accumulate" (wgmma, sm_90a),
//        "TensorCore 5th Generation Family Instructions" (tcgen05, sm_100a,
//        sm_103a, sm_110a), and `cvt` (target requirements of the e4m3/e5m2,
//        ue8m0 and e2m1 conversions); release notes of PTX 8.7 (f16
//        accumulators and m16n8k16 for fp8 mma.sync; block-scaled mma.sync
//        on sm_120a).
//  [CLU] CUDA C++ Programming Guide, "Thread Block Clusters": portable
//        cluster size 8, clusters from compute capability 9.0.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Target/TargetModel.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Element kinds
//===----------------------------------------------------------------------===//

StringRef mlir::tile::getElemKindName(ElemKind kind) {
  return getElementKindName(kind);
}

unsigned mlir::tile::getElemKindBits(ElemKind kind) {
  switch (kind) {
  case ElemKind::I1: return 8; // a byte per element, like memory (ref §1.1)
  case ElemKind::I4: return 4;
  case ElemKind::I8: return 8;
  case ElemKind::I16: return 16;
  case ElemKind::I32: return 32;
  case ElemKind::I64: return 64;
  case ElemKind::F16: return 16;
  case ElemKind::BF16: return 16;
  case ElemKind::TF32: return 32; // held in f32 registers ([PTX] mma .tf32)
  case ElemKind::F32: return 32;
  case ElemKind::F64: return 64;
  case ElemKind::F8E4M3FN: return 8;
  case ElemKind::F8E5M2: return 8;
  case ElemKind::F8E8M0FNU: return 8;
  case ElemKind::F4E2M1FN: return 4;
  case ElemKind::Ptr: return 64;
  case ElemKind::Invalid: return 0;
  }
  return 32;
}

std::optional<ElemKind> mlir::tile::getElemKind(Type type) {
  ElementKind kind = getElementKind(type);
  if (kind == ElementKind::Ptr || kind == ElementKind::Invalid)
    return std::nullopt;
  return kind;
}

StringRef mlir::tile::getMmaFamilyName(MmaFamily family) {
  switch (family) {
  case MmaFamily::MmaSync: return "mma.sync";
  case MmaFamily::MmaSyncBlockScale: return "mma.sync.block_scale";
  case MmaFamily::Wgmma: return "wgmma.mma_async";
  case MmaFamily::Tcgen05: return "tcgen05.mma";
  }
  return "?";
}

//===----------------------------------------------------------------------===//
// Element types with native conversions [PTX cvt]
//===----------------------------------------------------------------------===//

namespace {
using EK = ElemKind;
using MF = MmaFamily;

// Integers, f16, bf16, f32, f64 and tf32 (cvt.rna.tf32.f32) exist on every
// sm_80+ target; i4 is handled with bit operations (pack/unpack).
constexpr ElemKindSet kAmpereKinds =
    elemBit(EK::I1) | elemBit(EK::I4) | elemBit(EK::I8) | elemBit(EK::I16) |
    elemBit(EK::I32) | elemBit(EK::I64) | elemBit(EK::F16) |
    elemBit(EK::BF16) | elemBit(EK::TF32) | elemBit(EK::F32) |
    elemBit(EK::F64);
// cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32 needs sm_89 [PTX cvt].
constexpr ElemKindSet kAdaKinds =
    kAmpereKinds | elemBit(EK::F8E4M3FN) | elemBit(EK::F8E5M2);
// cvt with .ue8m0x2 and .e2m1x2 needs sm_100a/sm_103a/sm_110a (formerly
// sm_101a)/sm_120a/sm_121a [PTX cvt].
constexpr ElemKindSet kBlackwellKinds =
    kAdaKinds | elemBit(EK::F8E8M0FNU) | elemBit(EK::F4E2M1FN);

//===----------------------------------------------------------------------===//
// Tensor-core instructions [PTX]
//===----------------------------------------------------------------------===//

// mma.sync on sm_80, sm_86, sm_87 [PTX mma, shapes table]: f16 m16n8k8 /
// m16n8k16 (f16 or f32 acc), bf16 and tf32 (f32 acc), f64 m8n8k4, s8/u8
// m16n8k32 (s32 acc).
#define AMPERE_MMA                                                             \
  {MF::MmaSync, EK::F16, EK::F32, 16, 8, 16},                                  \
      {MF::MmaSync, EK::F16, EK::F16, 16, 8, 16},                              \
      {MF::MmaSync, EK::BF16, EK::F32, 16, 8, 16},                             \
      {MF::MmaSync, EK::TF32, EK::F32, 16, 8, 8},                              \
      {MF::MmaSync, EK::F64, EK::F64, 8, 8, 4},                                \
      {MF::MmaSync, EK::I8, EK::I32, 16, 8, 32}
// mma.sync with .e4m3/.e5m2 inputs, m16n8k32, f32 accumulator from sm_89
// (PTX 8.4); f16 accumulator added in PTX 8.7.
#define ADA_FP8_MMA                                                            \
  {MF::MmaSync, EK::F8E4M3FN, EK::F32, 16, 8, 32},                             \
      {MF::MmaSync, EK::F8E5M2, EK::F32, 16, 8, 32},                           \
      {MF::MmaSync, EK::F8E4M3FN, EK::F16, 16, 8, 32},                         \
      {MF::MmaSync, EK::F8E5M2, EK::F16, 16, 8, 32}

const MmaInstr kSm80Mma[] = {AMPERE_MMA};
const MmaInstr kSm89Mma[] = {AMPERE_MMA, ADA_FP8_MMA};
// sm_90: mma.sync as sm_89 (plus f64 m16n8k{4,8,16}); wgmma.mma_async on
// sm_90a only: m64nNk16 f16/bf16, m64nNk8 tf32, m64nNk32 e4m3/e5m2 and
// s8/u8, N = 8..256 in steps of 8 [PTX wgmma].
const MmaInstr kSm90Mma[] = {
    AMPERE_MMA,
    ADA_FP8_MMA,
    {MF::MmaSync, EK::F64, EK::F64, 16, 8, 16},
    {MF::Wgmma, EK::F16, EK::F32, 64, 8, 16, 256, 8},
    {MF::Wgmma, EK::F16, EK::F16, 64, 8, 16, 256, 8},
    {MF::Wgmma, EK::BF16, EK::F32, 64, 8, 16, 256, 8},
    {MF::Wgmma, EK::TF32, EK::F32, 64, 8, 8, 256, 8},
    {MF::Wgmma, EK::F8E4M3FN, EK::F32, 64, 8, 32, 256, 8},
    {MF::Wgmma, EK::F8E5M2, EK::F32, 64, 8, 32, 256, 8},
    {MF::Wgmma, EK::F8E4M3FN, EK::F16, 64, 8, 32, 256, 8},
    {MF::Wgmma, EK::F8E5M2, EK::F16, 64, 8, 32, 256, 8},
    {MF::Wgmma, EK::I8, EK::I32, 64, 8, 32, 256, 8},
};
// tcgen05.mma (sm_100a, sm_103a, sm_110a) [PTX tcgen05]: kind::f16,
// kind::tf32, kind::f8f6f4, kind::i8; block-scaled kind::mxf8f6f4 and
// kind::mxf4/mxf4nvf4. cta_group::1: M = 64 or 128, N = 8..256 step 8;
// K = 32 bytes of A per row (16 f16, 8 tf32, 32 f8, 64 f4). Warp-level
// mma.sync stays available. No wgmma.
#define TCGEN05_MMA                                                            \
  {MF::Tcgen05, EK::F16, EK::F32, 64, 8, 16, 256, 8, 128},                     \
      {MF::Tcgen05, EK::F16, EK::F16, 64, 8, 16, 256, 8, 128},                 \
      {MF::Tcgen05, EK::BF16, EK::F32, 64, 8, 16, 256, 8, 128},                \
      {MF::Tcgen05, EK::TF32, EK::F32, 64, 8, 8, 256, 8, 128},                 \
      {MF::Tcgen05, EK::F8E4M3FN, EK::F32, 64, 8, 32, 256, 8, 128},            \
      {MF::Tcgen05, EK::F8E5M2, EK::F32, 64, 8, 32, 256, 8, 128},              \
      {MF::Tcgen05, EK::F8E4M3FN, EK::F16, 64, 8, 32, 256, 8, 128},            \
      {MF::Tcgen05, EK::F8E5M2, EK::F16, 64, 8, 32, 256, 8, 128},              \
      {MF::Tcgen05, EK::F8E4M3FN, EK::F32, 128, 8, 32, 256, 8, 128, true},     \
      {MF::Tcgen05, EK::F8E5M2, EK::F32, 128, 8, 32, 256, 8, 128, true},       \
      {MF::Tcgen05, EK::F4E2M1FN, EK::F32, 128, 8, 64, 256, 8, 128, true}
#define TCGEN05_I8_MMA {MF::Tcgen05, EK::I8, EK::I32, 64, 8, 32, 256, 8, 128}
const MmaInstr kSm100Mma[] = {AMPERE_MMA, ADA_FP8_MMA, TCGEN05_MMA,
                              TCGEN05_I8_MMA};
// sm_103a: tcgen05 without kind::i8 (the PTX ISA lists kind::i8 for
// sm_100a/sm_110a); i8 x i8 still runs on mma.sync.
const MmaInstr kSm103Mma[] = {AMPERE_MMA, ADA_FP8_MMA, TCGEN05_MMA};
// sm_120a/sm_121a: warp-level mma.sync only (no wgmma, no tcgen05), with
// kind::f8f6f4 m16n8k32 and block-scaled kind::mxf8f6f4 m16n8k32 and
// kind::mxf4nvf4 m16n8k64 (PTX 8.7).
const MmaInstr kSm120Mma[] = {
    AMPERE_MMA,
    ADA_FP8_MMA,
    {MF::MmaSyncBlockScale, EK::F8E4M3FN, EK::F32, 16, 8, 32, 0, 0, 0, true},
    {MF::MmaSyncBlockScale, EK::F8E5M2, EK::F32, 16, 8, 32, 0, 0, 0, true},
    {MF::MmaSyncBlockScale, EK::F4E2M1FN, EK::F32, 16, 8, 64, 0, 0, 0, true},
};

#undef AMPERE_MMA
#undef ADA_FP8_MMA
#undef TCGEN05_MMA
#undef TCGEN05_I8_MMA

constexpr unsigned KiB = 1024;

//===----------------------------------------------------------------------===//
// The table. Per row, in order: name, capability, family; warp size,
// threads/block, threads/SM, warps/SM, blocks/SM [CCT]; registers/SM,
// registers/block, registers/thread [CCT], allocation unit [OCC]; shared
// memory per SM, per block default and opt-in [CCT][SMG][TUN], per-block
// reservation [SMG]; cluster size [CLU]; element kinds; mma.
//===----------------------------------------------------------------------===//

const TargetModel kTargets[] = {
    // sm_80 (A100): 64 warps, 32 blocks, 164 KB shared/SM, 163 KB/block
    // opt-in [CCT][TUN Ampere].
    {"sm_80", 80, "Ampere", 32, 1024, 2048, 64, 32, 65536, 65536, 255, 256,
     164 * KiB, 48 * KiB, 163 * KiB, 1 * KiB, 1, kAmpereKinds, kSm80Mma},
    // sm_86 (GA10x): 48 warps, 16 blocks, 100 KB shared/SM, 99 KB/block
    // [CCT][TUN Ampere].
    {"sm_86", 86, "Ampere", 32, 1024, 1536, 48, 16, 65536, 65536, 255, 256,
     100 * KiB, 48 * KiB, 99 * KiB, 1 * KiB, 1, kAmpereKinds, kSm80Mma},
    // sm_87 (Orin): 48 warps, 16 blocks, 164 KB shared/SM, 163 KB/block
    // [CCT].
    {"sm_87", 87, "Ampere", 32, 1024, 1536, 48, 16, 65536, 65536, 255, 256,
     164 * KiB, 48 * KiB, 163 * KiB, 1 * KiB, 1, kAmpereKinds, kSm80Mma},
    // sm_89 (Ada): 48 warps, 24 blocks, 100 KB shared/SM, 99 KB/block
    // [CCT][TUN Ada]; fp8 conversions and fp8 mma.sync [PTX].
    {"sm_89", 89, "Ada", 32, 1024, 1536, 48, 24, 65536, 65536, 255, 256,
     100 * KiB, 48 * KiB, 99 * KiB, 1 * KiB, 1, kAdaKinds, kSm89Mma},
    // sm_90 (H100/H200): 64 warps, 32 blocks, 228 KB shared/SM, 227 KB/block
    // [CCT][TUN Hopper]; clusters of up to 8 portable CTAs [CLU]; wgmma.
    {"sm_90", 90, "Hopper", 32, 1024, 2048, 64, 32, 65536, 65536, 255, 256,
     228 * KiB, 48 * KiB, 227 * KiB, 1 * KiB, 8, kAdaKinds, kSm90Mma},
    // sm_100 (B200): as sm_90 for threads and shared memory [CCT][TUN
    // Blackwell]; tcgen05 and tensor memory.
    {"sm_100", 100, "Blackwell", 32, 1024, 2048, 64, 32, 65536, 65536, 255,
     256, 228 * KiB, 48 * KiB, 227 * KiB, 1 * KiB, 8, kBlackwellKinds,
     kSm100Mma},
    // sm_103 (B300): compute capability 10.3, same limits as 10.0 [CCT].
    {"sm_103", 103, "Blackwell", 32, 1024, 2048, 64, 32, 65536, 65536, 255,
     256, 228 * KiB, 48 * KiB, 227 * KiB, 1 * KiB, 8, kBlackwellKinds,
     kSm103Mma},
    // sm_110 (Thor; 10.1 before CUDA 13): 48 warps, 24 blocks, 228 KB
    // shared/SM, 227 KB/block [CCT column 10.1/11.0].
    {"sm_110", 110, "Blackwell", 32, 1024, 1536, 48, 24, 65536, 65536, 255,
     256, 228 * KiB, 48 * KiB, 227 * KiB, 1 * KiB, 8, kBlackwellKinds,
     kSm100Mma},
    // sm_120 (RTX 50, RTX PRO Blackwell): 48 warps, 32 blocks, 100 KB
    // shared/SM (128 KB unified L1), 99 KB/block [CCT][TUN Blackwell].
    {"sm_120", 120, "Blackwell", 32, 1024, 1536, 48, 32, 65536, 65536, 255,
     256, 100 * KiB, 48 * KiB, 99 * KiB, 1 * KiB, 8, kBlackwellKinds,
     kSm120Mma},
    // sm_121 (GB10, DGX Spark): compute capability 12.1, same limits as 12.0
    // [CCT].
    {"sm_121", 121, "Blackwell", 32, 1024, 1536, 48, 32, 65536, 65536, 255,
     256, 100 * KiB, 48 * KiB, 99 * KiB, 1 * KiB, 8, kBlackwellKinds,
     kSm120Mma},
};
} // namespace

//===----------------------------------------------------------------------===//
// Lookups
//===----------------------------------------------------------------------===//

const MmaInstr *TargetModel::findMma(ElemKind ab, ElemKind acc,
                                     bool blockScaled) const {
  for (const MmaInstr &instr : mmaInstrs)
    if (instr.ab == ab && instr.acc == acc && instr.blockScaled == blockScaled)
      return &instr;
  return nullptr;
}

unsigned TargetModel::mmaFamiliesFor(ElemKind ab, ElemKind acc,
                                     bool blockScaled) const {
  unsigned mask = 0;
  for (const MmaInstr &instr : mmaInstrs)
    if (instr.ab == ab && instr.acc == acc && instr.blockScaled == blockScaled)
      mask |= 1u << unsigned(instr.family);
  return mask;
}

ArrayRef<TargetModel> mlir::tile::getAllTargetModels() { return kTargets; }

const TargetModel *mlir::tile::lookupTargetModel(StringRef name) {
  StringRef digits = name.trim();
  if (!digits.consume_front("sm_"))
    digits.consume_front("compute_");
  // Architecture-specific ("sm_90a") and family ("sm_100f") suffixes name
  // the same resources.
  if (digits.ends_with("a") || digits.ends_with("f"))
    digits = digits.drop_back();
  std::string number = digits.str();
  // "9.0" and "12.1" are compute capabilities.
  if (size_t dot = number.find('.'); dot != std::string::npos)
    number.erase(dot, 1);
  unsigned cc = 0;
  if (number.empty() || StringRef(number).getAsInteger(10, cc))
    return nullptr;
  for (const TargetModel &target : kTargets)
    if (target.computeCapability == cc)
      return &target;
  return nullptr;
}

std::string mlir::tile::getTargetNameList() {
  std::string names;
  for (const TargetModel &target : kTargets) {
    if (!names.empty())
      names += ", ";
    names += target.name.str();
  }
  return names;
}

const TargetModel *mlir::tile::firstTargetSupporting(ElemKind kind) {
  for (const TargetModel &target : kTargets)
    if (target.supportsElemKind(kind))
      return &target;
  return nullptr;
}

const TargetModel *mlir::tile::firstTargetWithMma(ElemKind ab, ElemKind acc,
                                                  bool blockScaled) {
  for (const TargetModel &target : kTargets)
    if (target.findMma(ab, acc, blockScaled))
      return &target;
  return nullptr;
}
