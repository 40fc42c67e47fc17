//===- FloatBits.h - bit-exact float conversions ----------------*- C++ -*-===//
//
// Conversions between the encodings a slot holds and host floats or
// llvm::APFloat. Every narrowing conversion rounds exactly once, with the
// IEEE rounding mode asked for.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_INTERPRETER_FLOATBITS_H
#define TILEIR_INTERPRETER_FLOATBITS_H

#include "TileIR/Interpreter/Value.h"
#include "llvm/ADT/APFloat.h"

namespace mlir::tile::interp {

/// APFloat semantics of a float kind (asserts on non-float kinds: callers
/// check isFloatKind first).
const llvm::fltSemantics &getSemantics(ElemKind kind);

llvm::APFloat toAPFloat(ElemKind kind, uint64_t bits);
uint64_t fromAPFloat(const llvm::APFloat &value);

/// The value of a float slot as a host float / double. Exact for every kind
/// narrower than f32 (and for f32 itself); f64 to float rounds to nearest.
float toFloat(ElemKind kind, uint64_t bits);
double toDouble(ElemKind kind, uint64_t bits);

/// `value` rounded once into `kind` with `rm`.
uint64_t fromDouble(ElemKind kind, double value,
                    llvm::RoundingMode rm = llvm::RoundingMode::NearestTiesToEven);
/// Converts a slot of `from` into `to` (both float kinds), rounding once.
uint64_t convertFloat(ElemKind from, uint64_t bits, ElemKind to,
                      llvm::RoundingMode rm = llvm::RoundingMode::NearestTiesToEven);

/// f32 bits rounded to tf32, nearest-even; returns the 19-bit tf32 encoding.
/// NaN stays NaN, overflow rounds to infinity.
uint32_t f32BitsToTF32(uint32_t f32Bits);
/// The f32 bit pattern of a 19-bit tf32 encoding (low 13 mantissa bits 0).
inline uint32_t tf32ToF32Bits(uint32_t tf32Bits) { return tf32Bits << 13; }

/// Bit-level helpers that work for every float kind.
bool isNaNBits(ElemKind kind, uint64_t bits);
bool isSubnormalBits(ElemKind kind, uint64_t bits);
uint64_t signBitMask(ElemKind kind);
/// Flush a subnormal to a zero of the same sign (used for f32 FTZ).
uint64_t flushSubnormal(ElemKind kind, uint64_t bits);
/// The quiet NaN the interpreter produces for `kind`.
uint64_t canonicalNaN(ElemKind kind);

inline uint32_t floatBits(float f) {
  uint32_t u;
  __builtin_memcpy(&u, &f, 4);
  return u;
}
inline float bitsFloat(uint32_t u) {
  float f;
  __builtin_memcpy(&f, &u, 4);
  return f;
}
inline uint64_t doubleBits(double d) {
  uint64_t u;
  __builtin_memcpy(&u, &d, 8);
  return u;
}
inline double bitsDouble(uint64_t u) {
  double d;
  __builtin_memcpy(&d, &u, 8);
  return d;
}

} // namespace mlir::tile::interp

#endif // TILEIR_INTERPRETER_FLOATBITS_H
