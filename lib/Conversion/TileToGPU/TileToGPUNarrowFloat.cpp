//===- TileToGPUNarrowFloat.cpp - f8, f4 and e8m0 values in registers ----===//
//
// The narrow float types (f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN) have no
// arithmetic of their own: their values sit in i8 registers as their bits
// and are converted to and from f32 here, as the reference (APFloat, the
// interpreter) converts them, in every rounding mode. Two of APFloat's
// results are not ones a user can mean, and TileIR defines them instead
// (docs/dialect.md, "Semantic choices"): f8E8M0FNU has no sign, so a
// negative nonzero value becomes its NaN, 0xFF (APFloat ORs the sign into
// the exponent), and 0xFF converts to NaN (APFloat gives +inf); f4E2M1FN has
// no infinity, so +-inf saturates to +-6 like every other overflow (APFloat
// gives +-0).
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"
#include "TileToGPUFloat.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>
#include <optional>

using namespace mlir;
using namespace mlir::tile;

namespace {

//===----------------------------------------------------------------------===//
// f8E4M3FN and f8E5M2 at nearest_even: the short sequences
//===----------------------------------------------------------------------===//

/// f8E4M3FN and f8E5M2 as the reference (APFloat) defines them: 3 or 2
/// mantissa bits, bias 7 or 15; E5M2 has infinities, E4M3FN only NaN (so
/// its overflow is NaN); `maxFinite` is the largest finite magnitude code.
struct Float8Format {
  int64_t mantissa;
  int64_t bias;
  bool hasInfinity;
  int64_t maxFinite;
};

std::optional<Float8Format> getFloat8Format(Type element) {
  if (isa<Float8E4M3FNType>(element))
    return Float8Format{3, 7, false, 0x7e};
  if (isa<Float8E5M2Type>(element))
    return Float8Format{2, 15, true, 0x7b};
  return std::nullopt;
}

/// f32 lanes -> f8 bits (i8 lanes), rounded to nearest even once: normal
/// results round the f32 mantissa on its bits and rebias the exponent;
/// below the smallest normal 2^(1-bias), adding 2^(24-bias-mantissa) in f32
/// rounds |x| to a multiple of the subnormal step (the code is the
/// difference of the bits); past the largest finite value: inf (E5M2) or
/// NaN (E4M3FN). NaN keeps its sign; E5M2 keeps the top two payload bits and
/// is made quiet, as APFloat converts.
Value encodeFloat8(OpBuilder &b, Location loc, Value x, Float8Format f) {
  Type i32 = withElementType(x.getType(), b.getI32Type());
  auto c = [&](int64_t v) { return constantInt(b, loc, i32, v); };
  Value bits = arith::BitcastOp::create(b, loc, i32, x);
  Value sign = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, bits, c(24)), c(0x80));
  Value mag = arith::AndIOp::create(b, loc, bits, c(0x7fffffff));
  int64_t shift = 23 - f.mantissa;
  Value odd = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, mag, c(shift)), c(1));
  Value rounded = arith::AddIOp::create(
      b, loc, mag,
      arith::AddIOp::create(b, loc, odd, c((int64_t(1) << (shift - 1)) - 1)));
  Value normal = arith::SubIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, rounded, c(shift)),
      c((127 - f.bias) << f.mantissa));
  Value magic = floatConstant(b, loc, x.getType(),
                              std::ldexp(1.0, 24 - f.bias - f.mantissa));
  Value sum =
      arith::AddFOp::create(b, loc, math::AbsFOp::create(b, loc, x), magic);
  Value subnormal =
      arith::SubIOp::create(b, loc, arith::BitcastOp::create(b, loc, i32, sum),
                            arith::BitcastOp::create(b, loc, i32, magic));
  Value tiny = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, mag,
                                     c((128 - f.bias) << 23));
  Value code = arith::SelectOp::create(b, loc, tiny, subnormal, normal);
  Value overflow = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt,
                                         code, c(f.maxFinite));
  code = arith::SelectOp::create(b, loc, overflow,
                                 c(f.hasInfinity ? 0x7c : 0x7f), code);
  // The payload comes from `bits`: LLVM turns bits & 0x7fffffff into fabs,
  // which NVPTX's abs.f32 makes a canonical NaN.
  Value nanCode = c(0x7f);
  if (f.hasInfinity)
    nanCode = arith::OrIOp::create(
        b, loc,
        arith::AndIOp::create(
            b, loc, arith::ShRUIOp::create(b, loc, bits, c(21)), c(3)),
        c(0x7e));
  Value isNaN = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, mag,
                                      c(0x7f800000));
  code = arith::SelectOp::create(b, loc, isNaN, nanCode, code);
  code = arith::OrIOp::create(b, loc, code, sign);
  return arith::TruncIOp::create(
      b, loc, withElementType(x.getType(), b.getI8Type()), code);
}

/// f8 bits (i8 lanes) -> f32 lanes, exactly: normal codes rebias the
/// exponent, subnormal ones are m 2^(1-bias-mantissa); NaN keeps its sign
/// and payload and is quiet (bits | 0x400000), as APFloat converts.
Value decodeFloat8(OpBuilder &b, Location loc, Value code, Float8Format f) {
  Type i32 = withElementType(code.getType(), b.getI32Type());
  Type f32 = withElementType(code.getType(), b.getF32Type());
  auto c = [&](int64_t v) { return constantInt(b, loc, i32, v); };
  Value bits = arith::ExtUIOp::create(b, loc, i32, code);
  Value sign = arith::ShLIOp::create(
      b, loc, arith::AndIOp::create(b, loc, bits, c(0x80)), c(24));
  int64_t expMask = (int64_t(1) << (7 - f.mantissa)) - 1;
  Value e = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, bits, c(f.mantissa)), c(expMask));
  Value m =
      arith::AndIOp::create(b, loc, bits, c((int64_t(1) << f.mantissa) - 1));
  Value mShifted = arith::ShLIOp::create(b, loc, m, c(23 - f.mantissa));
  Value normal = arith::OrIOp::create(
      b, loc,
      arith::ShLIOp::create(
          b, loc, arith::AddIOp::create(b, loc, e, c(127 - f.bias)), c(23)),
      mShifted);
  Value subnormal = arith::BitcastOp::create(
      b, loc, i32,
      arith::MulFOp::create(
          b, loc, arith::UIToFPOp::create(b, loc, f32, m),
          floatConstant(b, loc, f32,
                        std::ldexp(1.0, 1 - f.bias - f.mantissa))));
  Value magnitude = arith::SelectOp::create(
      b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, e, c(0)),
      subnormal, normal);
  Value nan = arith::OrIOp::create(b, loc, mShifted, c(0x7fc00000));
  Value top =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, e, c(expMask));
  if (f.hasInfinity) {
    Value isInf =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, m, c(0));
    magnitude = arith::SelectOp::create(
        b, loc, top, arith::SelectOp::create(b, loc, isInf, c(0x7f800000), nan),
        magnitude);
  } else {
    Value isNaN = arith::AndIOp::create(
        b, loc, top,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, m,
                              c((int64_t(1) << f.mantissa) - 1)));
    magnitude = arith::SelectOp::create(b, loc, isNaN, nan, magnitude);
  }
  return arith::BitcastOp::create(
      b, loc, f32, arith::OrIOp::create(b, loc, magnitude, sign));
}

//===----------------------------------------------------------------------===//
// Every narrow format in every rounding mode
//===----------------------------------------------------------------------===//

/// A narrow format as the general encoder sees it: `width` bits with a sign
/// bit on top when `isSigned`, `mantissa` fraction bits, values
/// 1.f x 2^e down to 2^`minExponent` and below that subnormals when
/// `hasSubnormals` (the exponent field then starts at 1); `maxCode` is the
/// largest finite magnitude; past it, infinity (`maxCode` + 1) or NaN (all
/// ones) or, with neither, saturation.
struct NarrowFormat {
  int64_t width;
  int64_t mantissa;
  int64_t minExponent;
  bool hasSubnormals;
  bool hasInfinity;
  bool hasNaN;
  bool isSigned;
  int64_t maxCode;
};

std::optional<NarrowFormat> getNarrowFormat(Type element) {
  if (isa<Float8E4M3FNType>(element))
    return NarrowFormat{8, 3, -6, true, false, true, true, 0x7e};
  if (isa<Float8E5M2Type>(element))
    return NarrowFormat{8, 2, -14, true, true, true, true, 0x7b};
  if (isa<Float8E8M0FNUType>(element))
    return NarrowFormat{8, 0, -127, false, false, true, false, 0xfe};
  if (isa<Float4E2M1FNType>(element))
    return NarrowFormat{4, 1, 0, true, false, false, true, 0x7};
  return std::nullopt;
}

/// f32 lanes -> the format's code (i8 lanes), rounded once in `mode` on an
/// integer significand: normalise (f32 subnormals too), shift the bits the
/// format does not keep out, round on what was shifted out, and let a
/// carry move into the exponent; codes past `maxCode` overflow. Checked
/// against APFloat on 5 million inputs per format and mode
/// (docs/float-math.md).
Value encodeNarrow(OpBuilder &b, Location loc, Value x, NarrowFormat f,
                   RoundingMode mode) {
  Type i32 = withElementType(x.getType(), b.getI32Type());
  auto c = [&](int64_t v) { return constantInt(b, loc, i32, v); };
  auto cmp = [&](arith::CmpIPredicate p, Value l, Value r) {
    return arith::CmpIOp::create(b, loc, p, l, r).getResult();
  };
  auto select = [&](Value cond, Value l, Value r) {
    return arith::SelectOp::create(b, loc, cond, l, r).getResult();
  };
  using P = arith::CmpIPredicate;
  Value bits = arith::BitcastOp::create(b, loc, i32, x);
  Value sign = arith::ShRUIOp::create(b, loc, bits, c(31));
  Value negative = cmp(P::ne, sign, c(0));
  Value mag = arith::AndIOp::create(b, loc, bits, c(0x7fffffff));
  Value biased = arith::ShRUIOp::create(b, loc, mag, c(23));
  Value fraction = arith::AndIOp::create(b, loc, mag, c(0x7fffff));

  // The significand with its leading one at bit 23, and its exponent.
  Value isSubnormal = cmp(P::eq, biased, c(0));
  Value lead = arith::SubIOp::create(
      b, loc, math::CountLeadingZerosOp::create(b, loc, fraction), c(8));
  Value sig = select(isSubnormal, arith::ShLIOp::create(b, loc, fraction, lead),
                     arith::OrIOp::create(b, loc, fraction, c(1 << 23)));
  Value exponent =
      select(isSubnormal, arith::SubIOp::create(b, loc, c(-126), lead),
             arith::SubIOp::create(b, loc, biased, c(127)));

  // Normal results keep `mantissa` bits below the leading one; subnormal
  // ones fewer (a shift past 26 leaves nothing either way).
  Value isNormal = cmp(P::sge, exponent, c(f.minExponent));
  int64_t normalShift = 23 - f.mantissa;
  Value subnormalShift = arith::MinSIOp::create(
      b, loc,
      arith::SubIOp::create(b, loc, c(normalShift + f.minExponent), exponent),
      c(26));
  Value shift = select(isNormal, c(normalShift), subnormalShift);
  Value base = select(isNormal,
                      arith::SubIOp::create(
                          b, loc,
                          arith::ShLIOp::create(
                              b, loc,
                              arith::AddIOp::create(
                                  b, loc, exponent,
                                  c((f.hasSubnormals ? 1 : 0) - f.minExponent)),
                              c(f.mantissa)),
                          c(int64_t(1) << f.mantissa)),
                      c(0));
  Value kept = arith::ShRUIOp::create(b, loc, sig, shift);
  Value rest = arith::AndIOp::create(
      b, loc, sig,
      arith::SubIOp::create(b, loc, arith::ShLIOp::create(b, loc, c(1), shift),
                            c(1)));
  Value half = arith::ShLIOp::create(
      b, loc, c(1), arith::SubIOp::create(b, loc, shift, c(1)));
  Value inexact = cmp(P::ne, rest, c(0));
  Value up;
  bool awayConstant = false;
  Value away; // whether an overflow goes to infinity/NaN
  switch (mode) {
  case RoundingMode::NearestEven: {
    Value odd = cmp(P::ne, arith::AndIOp::create(b, loc, kept, c(1)), c(0));
    up = arith::OrIOp::create(
        b, loc, cmp(P::ugt, rest, half),
        arith::AndIOp::create(b, loc, cmp(P::eq, rest, half), odd));
    awayConstant = true;
    break;
  }
  case RoundingMode::NearestAway:
    up = cmp(P::uge, rest, half);
    awayConstant = true;
    break;
  case RoundingMode::Zero:
    up = cmp(P::ne, c(0), c(0));
    away = up; // never
    break;
  case RoundingMode::PositiveInf:
    up = arith::AndIOp::create(
        b, loc, inexact,
        arith::XOrIOp::create(b, loc, negative, cmp(P::eq, c(0), c(0))));
    away = arith::XOrIOp::create(b, loc, negative, cmp(P::eq, c(0), c(0)));
    break;
  case RoundingMode::NegativeInf:
    up = arith::AndIOp::create(b, loc, inexact, negative);
    away = negative;
    break;
  default: // the support check lets no other mode through
    up = cmp(P::ne, c(0), c(0));
    awayConstant = true;
    break;
  }
  Value code =
      arith::AddIOp::create(b, loc, arith::AddIOp::create(b, loc, base, kept),
                            arith::ExtUIOp::create(b, loc, i32, up));
  if (!f.hasSubnormals) // below the smallest value: the smallest value
    code = select(isNormal, code, c(0));

  int64_t nanCode = (int64_t(1) << (f.width - (f.isSigned ? 1 : 0))) - 1;
  int64_t pastMax = f.hasInfinity ? f.maxCode + 1
                    : f.hasNaN    ? nanCode
                                  : f.maxCode;
  Value overflowCode = c(pastMax);
  if (!awayConstant)
    overflowCode = select(away, c(pastMax), c(f.maxCode));
  code = select(cmp(P::sgt, code, c(f.maxCode)), overflowCode, code);

  // Infinities and NaN.
  Value isInf = cmp(P::eq, mag, c(0x7f800000));
  Value isNaN = cmp(P::ugt, mag, c(0x7f800000));
  int64_t infCode = !f.isSigned     ? 0xff
                    : f.hasInfinity ? f.maxCode + 1
                    : f.hasNaN      ? nanCode
                                    : f.maxCode;
  code = select(isInf, c(infCode), code);
  Value nan = c(f.hasNaN ? nanCode : 0);
  if (f.hasInfinity) // E5M2 keeps the top two payload bits, quiet
    nan = arith::OrIOp::create(
        b, loc,
        arith::AndIOp::create(
            b, loc, arith::ShRUIOp::create(b, loc, bits, c(21)), c(3)),
        c(0x7e));
  code = select(isNaN, nan, code);
  if (f.isSigned) {
    code = arith::OrIOp::create(
        b, loc, code, arith::ShLIOp::create(b, loc, sign, c(f.width - 1)));
  } else {
    // No sign: zero is the smallest value, a negative value NaN.
    Value isZero = cmp(P::eq, mag, c(0));
    code = select(isZero, c(0), code);
    code =
        select(arith::AndIOp::create(b, loc, negative, cmp(P::ne, mag, c(0))),
               c(0xff), code);
  }
  return arith::TruncIOp::create(
      b, loc, withElementType(x.getType(), b.getI8Type()), code);
}

/// f4E2M1FN bits (low nibble of i8 lanes) -> f32 lanes, exactly.
Value decodeF4(OpBuilder &b, Location loc, Value code) {
  Type i32 = withElementType(code.getType(), b.getI32Type());
  auto c = [&](int64_t v) { return constantInt(b, loc, i32, v); };
  Value bits = arith::ExtUIOp::create(b, loc, i32, code);
  Value sign = arith::ShLIOp::create(
      b, loc, arith::AndIOp::create(b, loc, bits, c(8)), c(28));
  Value e = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, bits, c(1)), c(3));
  Value m = arith::AndIOp::create(b, loc, bits, c(1));
  // e > 0: 2^(e-1) (1 + m/2); e = 0: m/2.
  Value normal = arith::OrIOp::create(
      b, loc,
      arith::ShLIOp::create(b, loc, arith::AddIOp::create(b, loc, e, c(126)),
                            c(23)),
      arith::ShLIOp::create(b, loc, m, c(22)));
  Value subnormal = arith::MulIOp::create(b, loc, m, c(0x3f000000));
  Value magnitude = arith::SelectOp::create(
      b, loc, arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, e, c(0)),
      subnormal, normal);
  return arith::BitcastOp::create(
      b, loc, withElementType(code.getType(), b.getF32Type()),
      arith::OrIOp::create(b, loc, magnitude, sign));
}

/// f8E8M0FNU bits -> f32 lanes, exactly: 2^(code - 127); 0 is 2^-127 (an
/// f32 subnormal), 0xFF NaN.
Value decodeE8M0(OpBuilder &b, Location loc, Value code) {
  Type i32 = withElementType(code.getType(), b.getI32Type());
  auto c = [&](int64_t v) { return constantInt(b, loc, i32, v); };
  Value bits = arith::ExtUIOp::create(b, loc, i32, code);
  Value value = arith::ShLIOp::create(b, loc, bits, c(23));
  value = arith::SelectOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, bits, c(0)),
      c(0x00400000), value);
  value = arith::SelectOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, bits, c(0xff)),
      c(0x7fc00000), value);
  return arith::BitcastOp::create(
      b, loc, withElementType(code.getType(), b.getF32Type()), value);
}

} // namespace

bool mlir::tile::isNarrowFloat(Type element) {
  return getNarrowFormat(element).has_value();
}

Value mlir::tile::encodeNarrowFloat(OpBuilder &b, Location loc, Value x,
                                    Type element, RoundingMode mode) {
  if (mode == RoundingMode::NearestEven)
    if (std::optional<Float8Format> format = getFloat8Format(element))
      return encodeFloat8(b, loc, x, *format);
  // Callers check isNarrowFloat first; anything else has no encoding.
  std::optional<NarrowFormat> format = getNarrowFormat(element);
  if (!format)
    return Value();
  return encodeNarrow(b, loc, x, *format, mode);
}

Value mlir::tile::decodeNarrowFloat(OpBuilder &b, Location loc, Value bits,
                                    Type element) {
  if (std::optional<Float8Format> format = getFloat8Format(element))
    return decodeFloat8(b, loc, bits, *format);
  if (isa<Float4E2M1FNType>(element))
    return decodeF4(b, loc, bits);
  if (isa<Float8E8M0FNUType>(element))
    return decodeE8M0(b, loc, bits);
  return Value();
}
