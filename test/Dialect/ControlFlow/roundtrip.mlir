// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @loops
  entry @loops(%n: tile<i32>, %b: tile<i1>, %t0: token) {
    // CHECK: %[[C0:.*]] = constant <i32: 0> : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %z = constant <f32: 0.000000e+00> : tile<16x16xf32>
    // CHECK: %{{.*}}:2 = for %[[IV:.*]] in (%[[C0]] to %{{.*}}, step %{{.*}}) : tile<i32> iter_values(%[[A:.*]] = %{{.*}}, %[[T:.*]] = %{{.*}}) -> (tile<16x16xf32>, token) {
    // CHECK-NEXT: continue %[[A]], %[[T]] : tile<16x16xf32>, token
    // CHECK-NEXT: }
    %r:2 = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %z, %tk = %t0) -> (tile<16x16xf32>, token) {
      continue %acc, %tk : tile<16x16xf32>, token
    }
    // CHECK: for unsigned %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> {
    for unsigned %iv in (%c0 to %n, step %c1) : tile<i32> {
      continue
    }
    // CHECK: %{{.*}} = loop iter_values(%[[X:.*]] = %[[C0]]) : tile<i32> -> tile<i32> {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: break %[[X]] : tile<i32>
    // CHECK-NEXT: }
    // CHECK-NEXT: continue %[[X]] : tile<i32>
    %l = loop iter_values(%x = %c0) : tile<i32> -> tile<i32> {
      if %b {
        break %x : tile<i32>
      }
      continue %x : tile<i32>
    }
    // CHECK: %{{.*}} = if %{{.*}} -> (tile<i32>) {
    // CHECK-NEXT: yield %{{.*}} : tile<i32>
    // CHECK-NEXT: } else {
    // CHECK-NEXT: yield %{{.*}} : tile<i32>
    %y = if %b -> (tile<i32>) {
      yield %l : tile<i32>
    } else {
      yield %c1 : tile<i32>
    }
    // An if without results keeps its empty yield implicit.
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: return
    // CHECK-NEXT: }
    if %b {
      return
    } else {
    }
    // CHECK: return
    return
  }
}
