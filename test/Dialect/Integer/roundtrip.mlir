// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @arith
  // CHECK-SAME: (%[[A:.*]]: tile<i32>, %[[B:.*]]: tile<i32>)
  entry @arith(%a: tile<i32>, %b: tile<i32>) {
    // Default overflow (none) is not printed.
    // CHECK: addi %[[A]], %[[B]] : tile<i32>
    %0 = addi %a, %b : tile<i32>
    // CHECK: addi %[[A]], %[[B]] overflow<no_signed_wrap> : tile<i32>
    %1 = addi %a, %b overflow<no_signed_wrap> : tile<i32>
    // CHECK: subi %[[A]], %[[B]] overflow<no_unsigned_wrap> : tile<i32>
    %2 = subi %a, %b overflow<no_unsigned_wrap> : tile<i32>
    // CHECK: muli %[[A]], %[[B]] overflow<no_wrap> : tile<i32>
    %3 = muli %a, %b overflow<no_wrap> : tile<i32>
    // An explicit default is dropped.
    // CHECK: muli %[[A]], %[[B]] : tile<i32>
    %4 = muli %a, %b overflow<none> : tile<i32>
    // CHECK: mulhii %[[A]], %[[B]] : tile<i32>
    %5 = mulhii %a, %b : tile<i32>
    // CHECK: shli %[[A]], %[[B]] overflow<no_signed_wrap> : tile<i32>
    %6 = shli %a, %b overflow<no_signed_wrap> : tile<i32>
    // CHECK: shri %[[A]], %[[B]] signed : tile<i32>
    %7 = shri %a, %b signed : tile<i32>
    // CHECK: shri %[[A]], %[[B]] unsigned : tile<i32>
    %8 = shri %a, %b unsigned : tile<i32>
    return
  }

  // CHECK-LABEL: entry @division
  entry @division(%a: tile<i16>, %b: tile<i16>) {
    // CHECK: divi %{{.*}}, %{{.*}} signed : tile<i16>
    %0 = divi %a, %b signed : tile<i16>
    // CHECK: divi %{{.*}}, %{{.*}} signed : tile<i16>
    %1 = divi %a, %b signed rounding<zero> : tile<i16>
    // CHECK: divi %{{.*}}, %{{.*}} signed rounding<negative_inf> : tile<i16>
    %2 = divi %a, %b signed rounding<negative_inf> : tile<i16>
    // CHECK: divi %{{.*}}, %{{.*}} unsigned rounding<positive_inf> : tile<i16>
    %3 = divi %a, %b unsigned rounding<positive_inf> : tile<i16>
    // CHECK: remi %{{.*}}, %{{.*}} signed : tile<i16>
    %4 = remi %a, %b signed : tile<i16>
    // CHECK: remi %{{.*}}, %{{.*}} unsigned : tile<i16>
    %5 = remi %a, %b unsigned : tile<i16>
    return
  }

  // CHECK-LABEL: entry @tiles
  entry @tiles(%s: tile<i64>) {
    %a = constant <i64: 3> : tile<4x8xi64>
    %b = constant <i64: 5> : tile<4x8xi64>
    // CHECK: maxi %{{.*}}, %{{.*}} signed : tile<4x8xi64>
    %0 = maxi %a, %b signed : tile<4x8xi64>
    // CHECK: maxi %{{.*}}, %{{.*}} unsigned : tile<4x8xi64>
    %1 = maxi %a, %b unsigned : tile<4x8xi64>
    // CHECK: mini %{{.*}}, %{{.*}} signed : tile<4x8xi64>
    %2 = mini %a, %b signed : tile<4x8xi64>
    // CHECK: andi %{{.*}}, %{{.*}} : tile<4x8xi64>
    %3 = andi %a, %b : tile<4x8xi64>
    // CHECK: ori %{{.*}}, %{{.*}} : tile<4x8xi64>
    %4 = ori %a, %b : tile<4x8xi64>
    // CHECK: xori %{{.*}}, %{{.*}} : tile<4x8xi64>
    %5 = xori %a, %b : tile<4x8xi64>
    // CHECK: absi %{{.*}} : tile<4x8xi64>
    %6 = absi %a : tile<4x8xi64>
    // CHECK: negi %{{.*}} : tile<4x8xi64>
    %7 = negi %a : tile<4x8xi64>
    // CHECK: negi %{{.*}} overflow<no_signed_wrap> : tile<4x8xi64>
    %8 = negi %a overflow<no_signed_wrap> : tile<4x8xi64>
    // CHECK: negi %{{.*}} overflow<no_wrap> : tile<i64>
    %9 = negi %s overflow<no_wrap> : tile<i64>
    return
  }

  // CHECK-LABEL: entry @compare
  entry @compare(%a: tile<i16>, %b: tile<i16>) {
    // CHECK: cmpi less_than %{{.*}}, %{{.*}}, signed : tile<i16> -> tile<i1>
    %0 = cmpi less_than %a, %b, signed : tile<i16> -> tile<i1>
    // CHECK: cmpi equal %{{.*}}, %{{.*}}, unsigned : tile<i16> -> tile<i1>
    %1 = cmpi equal %a, %b, unsigned : tile<i16> -> tile<i1>
    // CHECK: cmpi not_equal
    %2 = cmpi not_equal %a, %b, signed : tile<i16> -> tile<i1>
    // CHECK: cmpi less_than_or_equal
    %3 = cmpi less_than_or_equal %a, %b, signed : tile<i16> -> tile<i1>
    // CHECK: cmpi greater_than %{{.*}}, %{{.*}}, unsigned
    %4 = cmpi greater_than %a, %b, unsigned : tile<i16> -> tile<i1>
    // CHECK: cmpi greater_than_or_equal
    %5 = cmpi greater_than_or_equal %a, %b, signed : tile<i16> -> tile<i1>
    %c = constant <i8: 7> : tile<2x4xi8>
    // CHECK: cmpi equal %{{.*}}, %{{.*}}, signed : tile<2x4xi8> -> tile<2x4xi1>
    %6 = cmpi equal %c, %c, signed : tile<2x4xi8> -> tile<2x4xi1>
    // i1 operands are integers too.
    // CHECK: andi %{{.*}}, %{{.*}} : tile<2x4xi1>
    %7 = andi %6, %6 : tile<2x4xi1>
    return
  }
}
