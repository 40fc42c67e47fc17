//===- TileToGPUFloat.h - float helpers of the tile lowering ----*- C++ -*-===//
//
// Private to lib/Conversion. Small builders shared by the math lowering
// (TileToGPUMath.cpp) and the conversions (TileToGPUCompute.cpp). Every
// helper takes and returns per-thread values: a scalar, or a vector of the
// lanes a thread holds; constants take the shape of a `like` type.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILETOGPUFLOAT_H
#define TILEIR_LIB_CONVERSION_TILETOGPUFLOAT_H

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "mlir/IR/Builders.h"

namespace mlir::tile {

/// `like` (a scalar or vector type) with its element type replaced.
Type withElementType(Type like, Type element);

/// PTX's suffix for an IEEE rounding mode: rz, rm, rp, else rn.
StringRef getPTXRounding(RoundingMode mode);

/// An f32 value (scalar or vector) rounded to tf32, nearest even, as `ftof`
/// does it (f32 lanes with the low 13 mantissa bits clear); `hardware`: by
/// cvt.rn.tf32.f32 (sm_90 and up, TileTypeConverter::hasTF32Conversion).
Value roundToTF32(OpBuilder &b, Location loc, Value value, bool hardware);
/// A float constant of `type` (scalar or vector), rounded to nearest even.
Value floatConstant(OpBuilder &b, Location loc, Type type, double value);

/// `value` (f16/bf16/f32, scalar or vector) as f32: exact.
Value toF32(OpBuilder &b, Location loc, Value value);
/// An f32 value narrowed to `type` (f16/bf16/f32 of the same shape),
/// rounded to nearest even.
Value fromF32(OpBuilder &b, Location loc, Value value, Type type);

/// Calls the scalar intrinsic `name` on each lane of `operands` (all of one
/// shape) and assembles a value of `resultType` (NVVM's float intrinsics
/// take scalars).
Value callIntrinsicPerLane(OpBuilder &b, Location loc, StringRef name,
                           Type resultType, ValueRange operands);

/// Whether any lane of the i1 `predicate` (scalar or vector) is set.
Value anyLane(OpBuilder &b, Location loc, Value predicate);

/// An f32 value narrowed to `type` (f16/bf16 of the same shape) rounding
/// toward zero, -inf or +inf (`mode`).
Value narrowF32Directed(OpBuilder &b, Location loc, Value value, Type type,
                        RoundingMode mode);

/// Whether `element` is a narrow float (f8E4M3FN, f8E5M2, f8E8M0FNU,
/// f4E2M1FN), held in i8 registers as its bits (TileToGPUNarrowFloat.cpp).
bool isNarrowFloat(Type element);
/// f32 lanes rounded in `mode` (nearest_even, nearest_away, zero,
/// negative_inf, positive_inf) to the bits (i8 lanes) of the narrow float
/// `element`, as the interpreter converts (null for other types).
Value encodeNarrowFloat(OpBuilder &b, Location loc, Value x, Type element,
                        RoundingMode mode);
/// The f32 value, exactly, of narrow float `element`s held as their bits
/// (`bits`: i8, scalar or vector); null for other element types.
Value decodeNarrowFloat(OpBuilder &b, Location loc, Value bits, Type element);

/// Whether every value of the float type `from` is one of `to`, so that
/// an ftof between them rounds in no mode.
bool isExactFloatConversion(Type from, Type to);

} // namespace mlir::tile

#endif // TILEIR_LIB_CONVERSION_TILETOGPUFLOAT_H
