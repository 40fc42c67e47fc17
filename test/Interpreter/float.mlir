// Float semantics (reference §3.6): rounding modes, flush_to_zero, maxf/minf
// NaN and signed-zero rules, remf, cmpf orderings, fma, f16 arithmetic.
// Expected values worked out by hand from the IEEE formats.
// RUN: tile-run %s --grid 1 | FileCheck %s

tile.module @m {
  entry @k() {
    // 1 + 2^-30: below half an ulp of 1.0 (2^-24), so only the directed
    // modes that round up move (to 1 + 2^-23 = 1.00000012).
    %one = constant <f32: 1.0> : tile<4xf32>
    %tiny = constant <f32: [9.31322574615478515625E-10, -9.31322574615478515625E-10, 9.31322574615478515625E-10, -9.31322574615478515625E-10]> : tile<4xf32>
    %rn = addf %one, %tiny : tile<4xf32>
    %rz = addf %one, %tiny rounding<zero> : tile<4xf32>
    %rd = addf %one, %tiny rounding<negative_inf> : tile<4xf32>
    %ru = addf %one, %tiny rounding<positive_inf> : tile<4xf32>
    // CHECK: rn [1, 1, 1, 1]
    // CHECK-NEXT: rz [1, 0.99999994, 1, 0.99999994]
    // CHECK-NEXT: rd [1, 0.99999994, 1, 0.99999994]
    // CHECK-NEXT: ru [1.00000012, 1, 1.00000012, 1]
    %t0 = print_tko "rn %.9g\nrz %.9g\nrd %.9g\nru %.9g\n", %rn, %rz, %rd, %ru : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xf32> -> token

    // 1/3 rounds down to nearest; toward +inf it is one ulp higher.
    %c1 = constant <f32: 1.0> : tile<f32>
    %c3 = constant <f32: 3.0> : tile<f32>
    %dn = divf %c1, %c3 : tile<f32>
    %du = divf %c1, %c3 rounding<positive_inf> : tile<f32>
    %dz = divf %c1, %c3 rounding<zero> : tile<f32>
    // CHECK-NEXT: div rn=0.333333343 ru=0.333333343 rz=0.333333313
    %t1 = print_tko "div rn=%.9g ru=%.9g rz=%.9g\n", %dn, %du, %dz : tile<f32>, tile<f32>, tile<f32> -> token

    // fma rounds once: (1+2^-12)^2 - 1 - 2^-11 = 2^-24 exactly; mulf+subf
    // loses it.
    %a = constant <f32: 1.000244140625> : tile<f32>
    %b = constant <f32: -1.00048828125> : tile<f32>
    %f = fma %a, %a, %b : tile<f32>
    %p = mulf %a, %a : tile<f32>
    %s = addf %p, %b : tile<f32>
    // CHECK-NEXT: fma=5.96046448e-08 mul+add=0
    %t2 = print_tko "fma=%.9g mul+add=%.9g\n", %f, %s : tile<f32>, tile<f32> -> token

    // flush_to_zero: 2^-140 (subnormal) * 1 flushes to a zero of its sign.
    %sub = constant <f32: [7.17464814E-43, -7.17464814E-43]> : tile<2xf32>
    %ones = constant <f32: 1.0> : tile<2xf32>
    %keep = mulf %sub, %ones : tile<2xf32>
    %ftz = mulf %sub, %ones flush_to_zero : tile<2xf32>
    // CHECK-NEXT: keep=[7.17464814e-43, -7.17464814e-43] ftz=[0, -0]
    %t3 = print_tko "keep=%.9g ftz=%g\n", %keep, %ftz : tile<2xf32>, tile<2xf32> -> token

    // maxf/minf: a NaN operand loses unless both are NaN; propagate_nan
    // makes any NaN win; +0 > -0.
    %x = constant <f32: [0x7FC00000, 1.0, 0x7FC00000, 0.0, -0.0, 3.0, -1.0, 0x7F800000]> : tile<8xf32>
    %y = constant <f32: [2.0, 0x7FC00000, 0x7FC00000, -0.0, 0.0, 2.0, -2.0, 1.0]> : tile<8xf32>
    %mx = maxf %x, %y : tile<8xf32>
    %mn = minf %x, %y : tile<8xf32>
    %mxp = maxf %x, %y propagate_nan : tile<8xf32>
    // CHECK-NEXT: maxf [2, 1, nan, 0, 0, 3, -1, inf]
    // CHECK-NEXT: minf [2, 1, nan, -0, -0, 2, -2, 1]
    // CHECK-NEXT: maxf propagate_nan [nan, nan, nan, 0, 0, 3, -1, inf]
    %t4 = print_tko "maxf %g\nminf %g\nmaxf propagate_nan %g\n", %mx, %mn, %mxp : tile<8xf32>, tile<8xf32>, tile<8xf32> -> token

    // remf keeps the dividend's sign: 5.5 rem 2 = 1.5, -5.5 rem 2 = -1.5;
    // y = 0 gives NaN.
    %rx = constant <f32: [5.5, -5.5, 1.0, 7.0]> : tile<4xf32>
    %ry = constant <f32: [2.0, 2.0, 0.0, 0x7F800000]> : tile<4xf32>
    %rem = remf %rx, %ry : tile<4xf32>
    // CHECK-NEXT: remf [1.5, -1.5, nan, 7]
    %t5 = print_tko "remf %g\n", %rem : tile<4xf32> -> token

    // cmpf: ordered predicates are false on NaN, unordered ones true.
    %n1 = constant <f32: [0x7FC00000, 1.0]> : tile<2xf32>
    %n2 = constant <f32: [1.0, 1.0]> : tile<2xf32>
    %eo = cmpf equal ordered %n1, %n2 : tile<2xf32> -> tile<2xi1>
    %eu = cmpf equal unordered %n1, %n2 : tile<2xf32> -> tile<2xi1>
    %no = cmpf not_equal ordered %n1, %n2 : tile<2xf32> -> tile<2xi1>
    %nu = cmpf not_equal unordered %n1, %n2 : tile<2xf32> -> tile<2xi1>
    // CHECK-NEXT: eq o=[0, 1] u=[1, 1] ne o=[0, 0] u=[1, 0]
    %t6 = print_tko "eq o=%d u=%d ne o=%d u=%d\n", %eo, %eu, %no, %nu : tile<2xi1>, tile<2xi1>, tile<2xi1>, tile<2xi1> -> token

    // f16: 2048 + 1 is a tie that rounds to even (2048); toward +inf 2050.
    %h1 = constant <f16: 2048.0> : tile<f16>
    %h2 = constant <f16: 1.0> : tile<f16>
    %hs = addf %h1, %h2 : tile<f16>
    %hu = addf %h1, %h2 rounding<positive_inf> : tile<f16>
    %hneg = negf %h1 : tile<f16>
    %habs = absf %hneg : tile<f16>
    // CHECK-NEXT: f16 2048+1=2048 ru=2050 neg=-2048 abs=2048
    %t7 = print_tko "f16 2048+1=%g ru=%g neg=%g abs=%g\n", %hs, %hu, %hneg, %habs : tile<f16>, tile<f16>, tile<f16>, tile<f16> -> token

    // sqrt in directed modes: sqrt(2) = 1.4142135624; the nearest f32 is
    // 1.41421354 (below), so toward zero agrees and toward +inf is one ulp up.
    %two = constant <f32: 2.0> : tile<f32>
    %sq = sqrt %two : tile<f32>
    %sqz = sqrt %two rounding<zero> : tile<f32>
    %squ = sqrt %two rounding<positive_inf> : tile<f32>
    %fl = floor %a : tile<f32>
    %ce = ceil %a : tile<f32>
    // CHECK-NEXT: sqrt rn=1.41421354 rz=1.41421354 ru=1.41421366 floor=1 ceil=2
    %t8 = print_tko "sqrt rn=%.9g rz=%.9g ru=%.9g floor=%g ceil=%g\n", %sq, %sqz, %squ, %fl, %ce : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<f32> -> token
    return
  }
}
