#!/usr/bin/env python3
"""Expected bits for ftof-rounding.mlir, computed with exact rationals.

Independent of the interpreter (which uses APFloat): a value is decoded to a
Fraction, rounded to the target format by the definition of each rounding
mode, and encoded. Run it to print the table the test's CHECK lines hold.
"""
import struct
from fractions import Fraction

# name: (exponent bits, fraction bits)
FORMATS = {"f64": (11, 52), "f32": (8, 23), "tf32": (8, 10), "f16": (5, 10),
           "bf16": (8, 7)}


def decode(fmt, bits):
    e, m = FORMATS[fmt]
    sign = -1 if bits >> (e + m) else 1
    exp = (bits >> m) & ((1 << e) - 1)
    frac = bits & ((1 << m) - 1)
    bias = (1 << (e - 1)) - 1
    if exp == (1 << e) - 1:
        return ("inf", sign) if frac == 0 else ("nan", sign)
    if exp == 0:
        return Fraction(sign * frac, 1 << m) * Fraction(2) ** (1 - bias)
    return sign * (1 + Fraction(frac, 1 << m)) * Fraction(2) ** (exp - bias)


def round_to(fmt, x, mode):
    """Bits of x (a Fraction, or ("inf", sign)) rounded to fmt in mode."""
    e, m = FORMATS[fmt]
    bias = (1 << (e - 1)) - 1
    sign_bit = 1 << (e + m)
    inf = ((1 << e) - 1) << m
    if isinstance(x, tuple):
        assert x[0] == "inf"
        return inf | (sign_bit if x[1] < 0 else 0)
    neg = x < 0
    a = -x if neg else x
    s = sign_bit if neg else 0
    if a == 0:
        return s
    # The spacing of representable values around a (subnormals: 2^(1-bias-m)).
    exp = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** exp > a:
        exp -= 1
    while Fraction(2) ** (exp + 1) <= a:
        exp += 1
    exp = max(exp, 1 - bias)
    ulp = Fraction(2) ** (exp - m)
    q = a / ulp
    lo = q.numerator // q.denominator  # toward zero, in ulps
    rest = q - lo
    up = {"rn": rest > Fraction(1, 2) or (rest == Fraction(1, 2) and lo % 2),
          "ra": rest >= Fraction(1, 2),
          "rz": False,
          "rp": rest > 0 and not neg,
          "rm": rest > 0 and neg}[mode]
    mag = (lo + (1 if up else 0)) * ulp
    max_finite = (2 - Fraction(2) ** -m) * Fraction(2) ** bias
    if mag > max_finite:
        # Overflow: the directed modes toward zero stop at the largest value.
        to_inf = mode in ("rn", "ra") or (mode == "rp" and not neg) or \
            (mode == "rm" and neg)
        return s | (inf if to_inf else (inf - 1))
    # Encode mag (a multiple of ulp).
    if mag < Fraction(2) ** (1 - bias):
        return s | int(mag / Fraction(2) ** (1 - bias - m))
    bexp = exp if mag < Fraction(2) ** (exp + 1) else exp + 1
    frac = int((mag / Fraction(2) ** bexp - 1) * (1 << m))
    return s | ((bexp + bias) << m) | frac


CASES = [
    # (from, to, [source bits])
    ("f32", "f16", [0x3F801000, 0xBF801000, 0x3F803000, 0x477FF000, 0x33000000,
                    0x322BCC77, 0x3DCCCCCD, 0xC77FF000]),
    ("f32", "bf16", [0x3F808000, 0xBF808000, 0x3F818000, 0x7F7FFFFF, 0x00008000,
                     0x3DCCCCCD, 0xFF7FFFFF, 0x3F808001]),
    ("f64", "f32", [0x3FF0000010000000, 0xBFF0000010000000, 0x3FF0000030000000,
                    0x3690000000000000, 0x3FB999999999999A, 0x7E37E43C8800759C,
                    0xC7EFFFFFF0000000, 0x3FF0000010000001]),
    ("f64", "f16", [0x3FF0020000000000, 0xBFF0020000000000, 0x3FF0020000000001,
                    0x40EFFE0000000000]),
    ("f64", "bf16", [0x3FF0100000000000, 0xBFF0100000000000, 0x3FF0100000000001,
                     0x47EFFFFFFFFFFFFF]),
    ("f32", "tf32", [0x3F801000, 0xBF801000, 0x3F803000, 0x3F801001]),
    ("f16", "bf16", [0x3C04, 0xBC04, 0x3C0C, 0x3C05]),
    ("bf16", "f16", [0x3F81, 0x4780, 0x477F, 0xC780, 0x3380, 0xBF81, 0x3301,
                     0x3300]),
]

TF32_SHIFT = 13  # tf32 is printed as its f32 bit pattern


def main():
    for src, dst, values in CASES:
        for mode in ("rn", "rz", "rm", "rp", "ra"):
            out = []
            for v in values:
                r = round_to(dst, decode(src, v), mode)
                if dst == "tf32":
                    r <<= TF32_SHIFT
                out.append("%#x" % r if r else "0")
            print("%s->%s %s [%s]" % (src, dst, mode, ", ".join(out)))


if __name__ == "__main__":
    main()
