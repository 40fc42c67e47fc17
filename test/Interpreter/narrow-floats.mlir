// f8E8M0FNU and f4E2M1FN conversions: APFloat's, except where its result
// is not one a user can mean (docs/dialect.md, "Semantic choices"): a
// negative nonzero value to f8E8M0FNU (no sign) is NaN, 0xFF, where APFloat
// ORs the sign into the exponent; 0xFF widens to NaN, where APFloat gives
// +inf; +-inf to f4E2M1FN (no infinity) saturates to +-6 like any other
// overflow, where APFloat gives +-0. Hand-derived expectations.
// RUN: tile-run %s --grid 1 | FileCheck %s

tile.module @m {
  entry @k() {
    // Toward zero: 3 -> 2 (0x80), 0.75 -> 0.5 (0x7E), 0 -> 2^-127 (0x00,
    // the smallest value), 3.4e38 -> 2^127 (0xFE), negative -> 0xFF, -0 ->
    // 0x00, inf and NaN -> 0xFF.
    %x = constant <f32: [3.0, 0.75, 0.0, 3.4e38, -0.25, -0.0, 0x7F800000, 0x7FC00000]> : tile<8xf32>
    %z = ftof %x rounding<zero> : tile<8xf32> -> tile<8xf8E8M0FNU>
    %zb = bitcast %z : tile<8xf8E8M0FNU> -> tile<8xi8>
    // CHECK: e8m0 rz [128, 126, 0, 254, 255, 0, 255, 255]
    %p0 = print_tko "e8m0 rz %u\n", %zb : tile<8xi8> -> token
    // Toward +inf: 3 -> 4 (0x81), 0.75 -> 1 (0x7F), 3.4e38 -> past 2^127:
    // NaN (0xFF).
    %u = ftof %x rounding<positive_inf> : tile<8xf32> -> tile<8xf8E8M0FNU>
    %ub = bitcast %u : tile<8xf8E8M0FNU> -> tile<8xi8>
    // CHECK-NEXT: e8m0 ru [129, 127, 0, 255, 255, 0, 255, 255]
    %p1 = print_tko "e8m0 ru %u\n", %ub : tile<8xi8> -> token
    // Widened: 0x00 = 2^-127, 0x7F = 1, 0xFE = 2^127, 0xFF = NaN.
    %codes = constant <i8: [0, 127, 254, 255]> : tile<4xi8>
    %e = bitcast %codes : tile<4xi8> -> tile<4xf8E8M0FNU>
    %w = ftof %e : tile<4xf8E8M0FNU> -> tile<4xf32>
    // CHECK-NEXT: e8m0 f32 [5.87747175e-39, 1, 1.70141183e+38, nan]
    %p2 = print_tko "e8m0 f32 %.9g\n", %w : tile<4xf32> -> token

    // f4E2M1FN, nearest even: 5 (a tie of 4 and 6) -> 4, 7 -> 6
    // (saturated), 0.25 (a tie of 0 and 0.5) -> 0, -2.5 -> -2, inf -> 6,
    // -inf -> -6, NaN -> 0, 0.75 -> 1 (a tie of 0.5 and 1: to the even
    // code 2).
    %y = constant <f32: [5.0, 7.0, 0.25, -2.5, 0x7F800000, 0xFF800000, 0x7FC00000, 0.75]> : tile<8xf32>
    %f = ftof %y : tile<8xf32> -> tile<8xf4E2M1FN>
    %fb = ftof %f : tile<8xf4E2M1FN> -> tile<8xf32>
    // CHECK-NEXT: f4 [4, 6, 0, -2, 6, -6, 0, 1]
    %p3 = print_tko "f4 %g\n", %fb : tile<8xf32> -> token
    return
  }
}
