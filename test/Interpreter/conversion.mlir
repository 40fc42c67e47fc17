// Conversions: ftof rounds once to nearest-even (tf32 on bit 13, bf16, f16
// overflow and subnormals, f8), ftoi truncates (saturating clamps), itof
// rounds to nearest-even, bitcast keeps bits. Hand-derived expectations.
// RUN: tile-run %s --grid 1 | FileCheck %s

tile.module @m {
  entry @k() {
    // tf32 keeps 10 mantissa bits: 1+2^-11 is a tie (to even: 1),
    // 1+3*2^-11 a tie (to even: 1+2^-9), 1+2^-11+2^-20 above the tie.
    %x = constant <f32: [1.00048828125, 1.00146484375, 1.0004892349243164, -3.0]> : tile<4xf32>
    %t = ftof %x : tile<4xf32> -> tile<4xtf32>
    %tb = ftof %t : tile<4xtf32> -> tile<4xf32>
    // CHECK: tf32 [1, 1.001953125, 1.0009765625, -3]
    %p0 = print_tko "tf32 %.11g\n", %tb : tile<4xf32> -> token

    // bf16 keeps 7 mantissa bits: 1+2^-8 tie -> 1, 1+3*2^-8 tie -> 1+2^-6;
    // 3e38 lies between 225 and 226 times 2^120, nearer the latter.
    %y = constant <f32: [1.00390625, 1.01171875, 3.0e38, -0.0]> : tile<4xf32>
    %b = ftof %y : tile<4xf32> -> tile<4xbf16>
    // CHECK-NEXT: bf16 [1, 1.015625, 3.00405527e+38, -0]
    %p1 = print_tko "bf16 %.10g\n", %b : tile<4xbf16> -> token

    // f16: 65520 overflows to inf, 1e-8 underflows to 0, 3e-8 rounds up to
    // the smallest subnormal 2^-24.
    %z = constant <f32: [65520.0, 1.0e-8, 3.0e-8, 0.1]> : tile<4xf32>
    %h = ftof %z : tile<4xf32> -> tile<4xf16>
    // CHECK-NEXT: f16 [inf, 0, 5.96046448e-08, 0.0999755859]
    %p2 = print_tko "f16 %.9g\n", %h : tile<4xf16> -> token

    // f8: 0.3 lies between 0.28125 and 0.3125 (E4M3) / 0.25 and 0.3125
    // (E5M2); 448 is E4M3's largest value.
    %w = constant <f32: [0.3, 448.0]> : tile<2xf32>
    %e4 = ftof %w : tile<2xf32> -> tile<2xf8E4M3FN>
    %e5 = ftof %w : tile<2xf32> -> tile<2xf8E5M2>
    // CHECK-NEXT: e4m3 [0.3125, 448] e5m2 [0.3125, 448]
    %p3 = print_tko "e4m3 %g e5m2 %g\n", %e4, %e5 : tile<2xf8E4M3FN>, tile<2xf8E5M2> -> token

    %v = constant <f32: [2.7, -2.7, 3.9, 1.0e10]> : tile<4xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %vs = extract %v[%c0] : tile<4xf32> -> tile<2xf32>
    %i = ftoi %vs signed : tile<2xf32> -> tile<2xi32>
    %sat = ftoi %v signed saturating : tile<4xf32> -> tile<4xi32>
    %u = ftoi %v unsigned saturating : tile<4xf32> -> tile<4xi8>
    // CHECK-NEXT: ftoi [2, -2] saturating [2, -2, 3, 2147483647] u8 [2, 0, 3, 255]
    %p4 = print_tko "ftoi %d saturating %d u8 %u\n", %i, %sat, %u : tile<2xi32>, tile<4xi32>, tile<4xi8> -> token
    // To i1 without saturating: x != 0, fractions and NaN included; with
    // it, the clamped truncation (docs/dialect.md, "Semantic choices").
    %bsrc = constant <f32: [0.0, 0.5, -3.0, 0x7FC00000, -0.0, 1.5, -0.5, 2.0]> : tile<8xf32>
    %bu = ftoi %bsrc unsigned : tile<8xf32> -> tile<8xi1>
    %bs = ftoi %bsrc signed : tile<8xf32> -> tile<8xi1>
    %bus = ftoi %bsrc unsigned saturating : tile<8xf32> -> tile<8xi1>
    %bss = ftoi %bsrc signed saturating : tile<8xf32> -> tile<8xi1>
    // CHECK-NEXT: to i1 [0, 1, 1, 1, 0, 1, 1, 1] [0, 1, 1, 1, 0, 1, 1, 1] saturating [0, 0, 0, 0, 0, 1, 0, 1] [0, 0, 1, 0, 0, 0, 0, 0]
    %p4b = print_tko "to i1 %u %u saturating %u %u\n", %bu, %bs, %bus, %bss : tile<8xi1>, tile<8xi1>, tile<8xi1>, tile<8xi1> -> token

    // 2^24+1 is a tie between 2^24 and 2^24+2 (to even: 2^24); -1 read
    // unsigned is 2^32-1, which rounds to 2^32.
    %n = constant <i32: [16777217, -1]> : tile<2xi32>
    %fs = itof %n signed : tile<2xi32> -> tile<2xf32>
    %fu = itof %n unsigned : tile<2xi32> -> tile<2xf32>
    // CHECK-NEXT: itof s [16777216, -1] u [16777216, 4294967296]
    %p5 = print_tko "itof s %.10g u %.10g\n", %fs, %fu : tile<2xf32>, tile<2xf32> -> token

    %bc = bitcast %w : tile<2xf32> -> tile<2xi32>
    %hb = bitcast %h : tile<4xf16> -> tile<4xi16>
    // CHECK-NEXT: bitcast [0x3e99999a, 0x43e00000] f16 bits [0x7c00, 0, 0x1, 0x2e66]
    %p6 = print_tko "bitcast %#x f16 bits %#x\n", %bc, %hb : tile<2xi32>, tile<4xi16> -> token
    return
  }
}
