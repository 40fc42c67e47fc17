// RUN: tile-opt %s --convert-tile-to-gpu | FileCheck %s
// RUN: tile-opt %s --tile-to-nvvm="chip=sm_80 opt-level=0" | FileCheck %s --check-prefix=LLVM

// for -> scf.for over the bound's integer type with scalar and tile
// iteration values; if -> scf.if; continue and yield -> scf.yield.

// CHECK-LABEL: llvm.func @loop
// CHECK-SAME: (%[[N:.*]]: i32, %[[X:.*]]: f32)
// CHECK: %[[INIT:.*]] = vector.broadcast %[[X]] : f32 to vector<4xf32>
// CHECK: %[[R:.*]]:2 = scf.for %[[IV:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[S:.*]] = %{{.*}}, %[[ACC:.*]] = %[[INIT]]) -> (i32, vector<4xf32>)  : i32 {
// CHECK:   %[[S2:.*]] = arith.addi %[[S]], %[[IV]] : i32
// CHECK:   %[[ACC2:.*]] = arith.addf %[[ACC]], %[[ACC]] : vector<4xf32>
// CHECK:   scf.yield %[[S2]], %[[ACC2]] : i32, vector<4xf32>
// CHECK: arith.mulf %[[R]]#1, %[[R]]#1 : vector<4xf32>
// CHECK: scf.for unsigned
// LLVM-LABEL: llvm.func @loop
// LLVM: llvm.icmp "slt"
// LLVM: llvm.cond_br
// LLVM: llvm.icmp "ult"
tile.module @m {
  tile.entry @loop(%n: tile<i32>, %x: tile<f32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x1 = reshape %x : tile<f32> -> tile<1xf32>
    %init = broadcast %x1 : tile<1xf32> -> tile<512xf32>
    %r:2 = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %c0, %acc = %init) -> (tile<i32>, tile<512xf32>) {
      %s2 = addi %s, %iv : tile<i32>
      %acc2 = addf %acc, %acc : tile<512xf32>
      continue %s2, %acc2 : tile<i32>, tile<512xf32>
    }
    %sq = mulf %r#1, %r#1 : tile<512xf32>
    for unsigned %j in (%c0 to %n, step %c1) : tile<i32> {
      continue
    }
    return
  }

// CHECK-LABEL: llvm.func @branch
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK: %[[C:.*]] = arith.cmpi slt, %[[A]], %[[B]] : i32
// CHECK: %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK:   %[[T:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK:   scf.yield %[[T]] : i32
// CHECK: } else {
// CHECK:   scf.yield %[[B]] : i32
// CHECK: scf.if %[[C]] {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK: arith.muli %[[R]], %[[R]] : i32
  tile.entry @branch(%a: tile<i32>, %b: tile<i32>) {
    %c = cmpi less_than %a, %b, signed : tile<i32> -> tile<i1>
    %r = if %c -> (tile<i32>) {
      %t = addi %a, %b : tile<i32>
      yield %t : tile<i32>
    } else {
      yield %b : tile<i32>
    }
    if %c {
    }
    %m = muli %r, %r : tile<i32>
    return
  }
}
