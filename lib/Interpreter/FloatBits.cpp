//===- FloatBits.cpp - bit-exact float conversions ------------------------===//

#include "TileIR/Interpreter/FloatBits.h"

#include "llvm/ADT/APInt.h"

#include <cmath>
#include <limits>
#include <optional>

using namespace mlir::tile;
using namespace mlir::tile::interp;
using llvm::APFloat;
using llvm::APInt;

const llvm::fltSemantics &interp::getSemantics(ElemKind kind) {
  switch (kind) {
  case ElemKind::F16: return APFloat::IEEEhalf();
  case ElemKind::BF16: return APFloat::BFloat();
  case ElemKind::TF32: return APFloat::FloatTF32();
  case ElemKind::F64: return APFloat::IEEEdouble();
  case ElemKind::F8E4M3FN: return APFloat::Float8E4M3FN();
  case ElemKind::F8E5M2: return APFloat::Float8E5M2();
  case ElemKind::F8E8M0FNU: return APFloat::Float8E8M0FNU();
  case ElemKind::F4E2M1FN: return APFloat::Float4E2M1FN();
  default: return APFloat::IEEEsingle();
  }
}

APFloat interp::toAPFloat(ElemKind kind, uint64_t bits) {
  const llvm::fltSemantics &sem = getSemantics(kind);
  unsigned width = APFloat::getSizeInBits(sem);
  return APFloat(sem, APInt(width, truncBits(bits, width)));
}

uint64_t interp::fromAPFloat(const APFloat &value) {
  return value.bitcastToAPInt().getZExtValue();
}

/// Conversions into and out of the narrow formats where APFloat's result
/// is not one a user can mean; TileIR defines these (docs/dialect.md,
/// "Semantic choices"), on the GPU as here: f8E8M0FNU has no sign, so a
/// negative nonzero value is its NaN (APFloat ORs the sign into the
/// exponent); f4E2M1FN has no infinity, so +-inf saturates to +-6 like any
/// other overflow (APFloat gives +-0).
static std::optional<uint64_t> narrowResult(ElemKind to, const APFloat &v) {
  if (to == ElemKind::F8E8M0FNU && v.isNegative() && !v.isZero())
    return 0xff;
  if (to == ElemKind::F4E2M1FN && v.isInfinity())
    return v.isNegative() ? 0xf : 0x7;
  return std::nullopt;
}

/// f8E8M0FNU's 0xFF is NaN (APFloat widens it to +inf).
static bool isE8M0NaN(ElemKind kind, uint64_t bits) {
  return kind == ElemKind::F8E8M0FNU && (bits & 0xff) == 0xff;
}

float interp::toFloat(ElemKind kind, uint64_t bits) {
  if (isE8M0NaN(kind, bits))
    return std::numeric_limits<float>::quiet_NaN();
  switch (kind) {
  case ElemKind::F32: return bitsFloat(uint32_t(bits));
  case ElemKind::BF16: return bitsFloat(uint32_t(bits) << 16);
  case ElemKind::TF32: return bitsFloat(tf32ToF32Bits(uint32_t(bits)));
  case ElemKind::F64: return float(bitsDouble(bits));
  default: {
    APFloat v = toAPFloat(kind, bits);
    bool lost;
    v.convert(APFloat::IEEEsingle(), llvm::RoundingMode::NearestTiesToEven,
              &lost);
    return v.convertToFloat();
  }
  }
}

double interp::toDouble(ElemKind kind, uint64_t bits) {
  if (isE8M0NaN(kind, bits))
    return std::numeric_limits<double>::quiet_NaN();
  if (kind == ElemKind::F64)
    return bitsDouble(bits);
  return double(toFloat(kind, bits));
}

uint64_t interp::fromDouble(ElemKind kind, double value,
                            llvm::RoundingMode rm) {
  if (kind == ElemKind::F64)
    return doubleBits(value);
  if (kind == ElemKind::F32 && rm == llvm::RoundingMode::NearestTiesToEven)
    return floatBits(float(value));
  APFloat v(value);
  if (std::optional<uint64_t> special = narrowResult(kind, v))
    return *special;
  bool lost;
  v.convert(getSemantics(kind), rm, &lost);
  return fromAPFloat(v);
}

uint32_t interp::f32BitsToTF32(uint32_t u) {
  uint32_t exp = (u >> 23) & 0xff;
  if (exp == 0xff) {
    // Inf stays Inf; NaN keeps a mantissa bit in the kept part.
    uint32_t mant = u & 0x7fffff;
    if (mant)
      return ((u >> 13) | 0x200) & 0x7ffff;
    return u >> 13;
  }
  // Round to nearest, ties to even on bit 13; a carry moves into the
  // exponent and turns the largest finite values into infinity.
  uint32_t rounded = u + 0xfff + ((u >> 13) & 1);
  return rounded >> 13;
}

uint64_t interp::convertFloat(ElemKind from, uint64_t bits, ElemKind to,
                              llvm::RoundingMode rm) {
  if (from == to)
    return bits;
  bool rn = rm == llvm::RoundingMode::NearestTiesToEven;
  if (from == ElemKind::F32 && to == ElemKind::TF32 && rn)
    return f32BitsToTF32(uint32_t(bits));
  if (from == ElemKind::TF32 && to == ElemKind::F32)
    return tf32ToF32Bits(uint32_t(bits));
  if (from == ElemKind::BF16 && to == ElemKind::F32)
    return uint64_t(uint32_t(bits) << 16);
  if (isE8M0NaN(from, bits)) // f4E2M1FN has no NaN: APFloat's +0
    return to == ElemKind::F4E2M1FN
               ? 0
               : fromAPFloat(APFloat::getQNaN(getSemantics(to)));
  APFloat v = toAPFloat(from, bits);
  if (std::optional<uint64_t> special = narrowResult(to, v))
    return *special;
  bool lost;
  v.convert(getSemantics(to), rm, &lost);
  return fromAPFloat(v);
}

static unsigned storageWidth(ElemKind kind) {
  return kind == ElemKind::TF32 ? 19 : getBitWidth(kind);
}

bool interp::isNaNBits(ElemKind kind, uint64_t bits) {
  switch (kind) {
  case ElemKind::F32: return std::isnan(bitsFloat(uint32_t(bits)));
  case ElemKind::F64: return std::isnan(bitsDouble(bits));
  default: return toAPFloat(kind, bits).isNaN();
  }
}

bool interp::isSubnormalBits(ElemKind kind, uint64_t bits) {
  if (kind == ElemKind::F32) {
    uint32_t u = uint32_t(bits);
    return ((u >> 23) & 0xff) == 0 && (u & 0x7fffff) != 0;
  }
  return toAPFloat(kind, bits).isDenormal();
}

uint64_t interp::signBitMask(ElemKind kind) {
  if (kind == ElemKind::F8E8M0FNU)
    return 0; // unsigned format
  return uint64_t(1) << (storageWidth(kind) - 1);
}

uint64_t interp::flushSubnormal(ElemKind kind, uint64_t bits) {
  if (isSubnormalBits(kind, bits))
    return bits & signBitMask(kind);
  return bits;
}

uint64_t interp::canonicalNaN(ElemKind kind) {
  switch (kind) {
  case ElemKind::F32: return 0x7fffffff;
  case ElemKind::F64: return 0x7fffffffffffffffull;
  default: return fromAPFloat(APFloat::getQNaN(getSemantics(kind)));
  }
}
