// Integer semantics (reference §3.5): two's-complement wrap without flags,
// divi rounding modes, remi sign, shifts, mulhii, absi, signedness of
// min/max/cmpi, exti/trunci. Expected values worked out by hand.
// RUN: tile-run %s --grid 1 | FileCheck %s

tile.module @m {
  entry @k() {
    %c127 = constant <i8: 127> : tile<i8>
    %c1 = constant <i8: 1> : tile<i8>
    %cm128 = constant <i8: -128> : tile<i8>
    %add = addi %c127, %c1 : tile<i8>
    %sub = subi %cm128, %c1 : tile<i8>
    %c16 = constant <i8: 16> : tile<i8>
    %mul = muli %c16, %c16 : tile<i8>
    // CHECK: wrap: 127+1=-128 -128-1=127 16*16=0
    %t0 = print_tko "wrap: 127+1=%d -128-1=%d 16*16=%d\n", %add, %sub, %mul : tile<i8>, tile<i8>, tile<i8> -> token

    %n = constant <i32: [7, -7, 7, -7, 6, -6, 0, -1]> : tile<8xi32>
    %d = constant <i32: [2, 2, -2, -2, 3, 3, 5, 2]> : tile<8xi32>
    %q0 = divi %n, %d signed : tile<8xi32>
    %q1 = divi %n, %d signed rounding<negative_inf> : tile<8xi32>
    %q2 = divi %n, %d signed rounding<positive_inf> : tile<8xi32>
    %r = remi %n, %d signed : tile<8xi32>
    // CHECK-NEXT: divi zero: [3, -3, -3, 3, 2, -2, 0, 0]
    // CHECK-NEXT: divi floor: [3, -4, -4, 3, 2, -2, 0, -1]
    // CHECK-NEXT: divi ceil: [4, -3, -3, 4, 2, -2, 0, 0]
    // CHECK-NEXT: remi: [1, -1, 1, -1, 0, 0, 0, -1]
    %t1 = print_tko "divi zero: %d\ndivi floor: %d\ndivi ceil: %d\nremi: %d\n", %q0, %q1, %q2, %r : tile<8xi32>, tile<8xi32>, tile<8xi32>, tile<8xi32> -> token

    // Unsigned: -1 is 4294967295.
    %un = constant <i32: [-1, 7]> : tile<2xi32>
    %ud = constant <i32: [2, 2]> : tile<2xi32>
    %uq = divi %un, %ud unsigned : tile<2xi32>
    %uc = divi %un, %ud unsigned rounding<positive_inf> : tile<2xi32>
    %ur = remi %un, %ud unsigned : tile<2xi32>
    // CHECK-NEXT: udiv: [2147483647, 3] uceil: [2147483648, 4] urem: [1, 1]
    %t2 = print_tko "udiv: %u uceil: %u urem: %u\n", %uq, %uc, %ur : tile<2xi32>, tile<2xi32>, tile<2xi32> -> token

    %x = constant <i8: [-128, 64, 3, -1]> : tile<4xi8>
    %s = constant <i8: [1, 1, 2, 7]> : tile<4xi8>
    %shl = shli %x, %s : tile<4xi8>
    %sra = shri %x, %s signed : tile<4xi8>
    %srl = shri %x, %s unsigned : tile<4xi8>
    // CHECK-NEXT: shli: [0, -128, 12, -128]
    // CHECK-NEXT: shri signed: [-64, 32, 0, -1] unsigned: [64, 32, 0, 1]
    %t3 = print_tko "shli: %d\nshri signed: %d unsigned: %d\n", %shl, %sra, %srl : tile<4xi8>, tile<4xi8>, tile<4xi8> -> token

    // mulhii: 0xFFFFFFFF * 0xFFFFFFFF = 0xFFFFFFFE_00000001; 2^31 * 4 = 2^33.
    %ha = constant <i32: [-1, -2147483648]> : tile<2xi32>
    %hb = constant <i32: [-1, 4]> : tile<2xi32>
    %hi = mulhii %ha, %hb : tile<2xi32>
    // CHECK-NEXT: mulhii: [4294967294, 2]
    %t4 = print_tko "mulhii: %u\n", %hi : tile<2xi32> -> token

    %ab = absi %x : tile<4xi8>
    %ng = negi %x : tile<4xi8>
    // CHECK-NEXT: absi (unsigned): [128, 64, 3, 1] negi: [-128, -64, -3, 1]
    %t5 = print_tko "absi (unsigned): %u negi: %d\n", %ab, %ng : tile<4xi8>, tile<4xi8> -> token

    %m1 = constant <i16: [-1, 5]> : tile<2xi16>
    %m2 = constant <i16: [1, 3]> : tile<2xi16>
    %smax = maxi %m1, %m2 signed : tile<2xi16>
    %umax = maxi %m1, %m2 unsigned : tile<2xi16>
    %smin = mini %m1, %m2 signed : tile<2xi16>
    %umin = mini %m1, %m2 unsigned : tile<2xi16>
    %slt = cmpi less_than %m1, %m2, signed : tile<2xi16> -> tile<2xi1>
    %ult = cmpi less_than %m1, %m2, unsigned : tile<2xi16> -> tile<2xi1>
    // CHECK-NEXT: max s=[1, 5] u=[-1, 5] min s=[-1, 3] u=[1, 3] lt s=[1, 0] u=[0, 0]
    %t6 = print_tko "max s=%d u=%d min s=%d u=%d lt s=%d u=%d\n", %smax, %umax, %smin, %umin, %slt, %ult : tile<2xi16>, tile<2xi16>, tile<2xi16>, tile<2xi16>, tile<2xi1>, tile<2xi1> -> token

    %ex = exti %x signed : tile<4xi8> -> tile<4xi32>
    %ez = exti %x unsigned : tile<4xi8> -> tile<4xi32>
    %big = constant <i32: [300, -1, 255, 128]> : tile<4xi32>
    %tr = trunci %big : tile<4xi32> -> tile<4xi8>
    // CHECK-NEXT: exti s=[-128, 64, 3, -1] u=[128, 64, 3, 255] trunci=[44, -1, -1, -128]
    %t7 = print_tko "exti s=%d u=%d trunci=%d\n", %ex, %ez, %tr : tile<4xi32>, tile<4xi32>, tile<4xi8> -> token

    %a1 = constant <i32: [12, 10]> : tile<2xi32>
    %a2 = constant <i32: [10, 6]> : tile<2xi32>
    %and = andi %a1, %a2 : tile<2xi32>
    %or = ori %a1, %a2 : tile<2xi32>
    %xor = xori %a1, %a2 : tile<2xi32>
    // CHECK-NEXT: and=[8, 2] or=[14, 14] xor=[6, 12]
    %t8 = print_tko "and=%d or=%d xor=%d\n", %and, %or, %xor : tile<2xi32>, tile<2xi32>, tile<2xi32> -> token
    return
  }
}
