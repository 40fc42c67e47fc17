// RUN: tile-opt --tile-analyze-loops %s -o /dev/null | FileCheck %s

// Trip counts, nesting, carried values, captured tiles, tiles live across,
// tokens. A tile used in a loop is live across the loop (%a); one used only
// after it (%b) is live across without being captured.

tile.module @m {
  entry @regions(%p: tile<ptr<f32>>, %n: tile<i32>, %flag: tile<i1>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %tok = make_token : token
    %a = constant <f32: 1.000000e+00> : tile<64x32xf32>
    %b = constant <f16: 2.000000e+00> : tile<16x16xf16>
    %acc0 = constant <f32: 0.000000e+00> : tile<64x32xf32>
    // 10 iterations from 0 by 3: 0, 3, 6, 9 -> 4.
    %r:2 = for %i in (%c0 to %c10, step %c3) : tile<i32> iter_values(%acc = %acc0, %t = %tok) -> (tile<64x32xf32>, token) {
      %s = addf %acc, %a : tile<64x32xf32>
      %t2 = join_tokens %t, %tok : token
      %q = for %j in (%c0 to %n, step %c1) : tile<i32> iter_values(%x = %s) -> (tile<64x32xf32>) {
        %y = mulf %x, %a : tile<64x32xf32>
        continue %y : tile<64x32xf32>
      }
      continue %q, %t2 : tile<64x32xf32>, token
    }
    %w = loop iter_values(%k = %c0) : tile<i32> -> tile<i32> {
      %k2 = addi %k, %c1 : tile<i32>
      if %flag {
        break %k2 : tile<i32>
      }
      continue %k2 : tile<i32>
    }
    %v, %vt = if %flag -> (tile<64x32xf32>, token) {
      yield %r#0, %r#1 : tile<64x32xf32>, token
    } else {
      yield %a, %tok : tile<64x32xf32>, token
    }
    %e = for %i in (%c10 to %c0, step %c1) : tile<i32> iter_values(%z = %c0) -> (tile<i32>) {
      continue %z : tile<i32>
    }
    %bb = addf %b, %b : tile<16x16xf16>
    return
  }
}

// CHECK-LABEL: loop analysis for @regions: 6 regions
// CHECK-NEXT:   for at {{.*}}loop-analysis.mlir:18:12: depth 1, trip count 4 (static)
// CHECK-NEXT:     carried: 1 tiles, 8192 bytes; 1 other values
// CHECK-NEXT:       %[[ACC:arg[0-9]+]]: tile<64x32xf32>, 8192 bytes
// CHECK-NEXT:       %{{arg[0-9]+}}: token
// CHECK-NEXT:     defined outside, used inside: 1 tiles, 8192 bytes; 4 scalars, views or tokens
// CHECK-NEXT:       %[[A:[0-9]+]]: tile<64x32xf32>, 8192 bytes
// CHECK-NEXT:     live across: 2 tiles, 8704 bytes
// CHECK-NEXT:       %[[A]]: tile<64x32xf32>, 8192 bytes
// CHECK-NEXT:       %[[B:[0-9]+]]: tile<16x16xf16>, 512 bytes
// CHECK-NEXT:     tokens threaded: 1
// CHECK-NEXT:     for at {{.*}}:21:12: depth 2, trip count runtime
// CHECK-NEXT:       carried: 1 tiles, 8192 bytes
// CHECK-NEXT:         %{{arg[0-9]+}}: tile<64x32xf32>, 8192 bytes
// CHECK-NEXT:       defined outside, used inside: 1 tiles, 8192 bytes
// CHECK-NEXT:         %[[A]]: tile<64x32xf32>, 8192 bytes
// The outer loop's carried slot, %a and %b span the inner loop.
// CHECK-NEXT:       live across: 3 tiles, 16896 bytes
// CHECK-NEXT:         %[[A]]: tile<64x32xf32>, 8192 bytes
// CHECK-NEXT:         %[[B]]: tile<16x16xf16>, 512 bytes
// CHECK-NEXT:         %[[ACC]]: tile<64x32xf32>, 8192 bytes
// CHECK-NEXT:       tokens threaded: 0
// CHECK-NEXT:   loop at {{.*}}:27:10: depth 1, trip count runtime (until break)
// CHECK-NEXT:     carried: 0 tiles, 0 bytes; 1 other values
// CHECK-NEXT:       %{{arg[0-9]+}}: tile<i32>
// CHECK-NEXT:     defined outside, used inside: 0 tiles, 0 bytes; 2 scalars, views or tokens
// CHECK-NEXT:     live across: 3 tiles, 16896 bytes
// CHECK-NEXT:       %[[A]]: tile<64x32xf32>, 8192 bytes
// CHECK-NEXT:       %[[B]]: tile<16x16xf16>, 512 bytes
// CHECK-NEXT:       %[[R:[0-9]+]]#0: tile<64x32xf32>, 8192 bytes
// CHECK-NEXT:     tokens threaded: 0
// CHECK-NEXT:     if at {{.*}}:29:7: depth 2, condition runtime
// CHECK-NEXT:       defined outside, used inside: 0 tiles, 0 bytes; 1 scalars, views or tokens
// CHECK-NEXT:       live across: 3 tiles, 16896 bytes
// CHECK:            tokens threaded: 0
// CHECK-NEXT:   if at {{.*}}:34:15: depth 1, condition runtime
// CHECK-NEXT:     defined outside, used inside: 2 tiles, 16384 bytes; 2 scalars, views or tokens
// CHECK-NEXT:       %[[A]]: tile<64x32xf32>, 8192 bytes
// CHECK-NEXT:       %[[R]]#0: tile<64x32xf32>, 8192 bytes
// CHECK-NEXT:     live across: 1 tiles, 512 bytes
// CHECK-NEXT:       %[[B]]: tile<16x16xf16>, 512 bytes
// CHECK-NEXT:     tokens threaded: 1
// CHECK-NEXT:   for at {{.*}}:39:10: depth 1, trip count 0 (static)
// CHECK-NEXT:     carried: 0 tiles, 0 bytes; 1 other values
// CHECK-NEXT:       %{{arg[0-9]+}}: tile<i32>
// CHECK-NEXT:     defined outside, used inside: 0 tiles, 0 bytes
// CHECK-NEXT:     live across: 0 tiles, 0 bytes
// CHECK-NEXT:     tokens threaded: 0
