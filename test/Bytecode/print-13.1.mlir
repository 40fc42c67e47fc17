// print (bytecode 13.1) has no token result and its opcode is print_tko's.
// The reader gives it a token (as NVIDIA's reader does) that takes no value
// slot, so later values keep their numbers; the writer drops the unused token
// for 13.1 and writes it from 13.2.
// RUN: tile-translate --mlir-to-tilebc --bytecode-version=13.1 %s -o %t.131
// RUN: tile-translate --tilebc-to-mlir %t.131 | FileCheck %s
// RUN: tile-translate --mlir-to-tilebc --bytecode-version=13.2 %s -o %t.132
// RUN: tile-translate --tilebc-to-mlir %t.132 | FileCheck %s
// RUN: tile-translate --tilebc-to-mlir %t.131 -o %t.131.mlir
// RUN: tile-translate --tilebc-to-mlir %t.132 -o %t.132.mlir
// RUN: diff %t.131.mlir %t.132.mlir

// CHECK-LABEL: entry @k(
// CHECK-SAME: %[[I:.*]]: tile<i32>, %[[J:.*]]: tile<i32>)
// CHECK: print_tko "x=%d", %[[I]] : tile<i32> -> token
// CHECK: %[[A:.*]] = addi %[[I]], %[[J]] : tile<i32>
// CHECK: %[[B:.*]] = muli %[[A]], %[[J]] : tile<i32>
// CHECK: print_tko "y=%d", %[[B]] : tile<i32> -> token
// CHECK: return
tile.module @m {
  entry @k(%i: tile<i32>, %j: tile<i32>) {
    print_tko "x=%d", %i : tile<i32>
    %a = addi %i, %j : tile<i32>
    %b = muli %a, %j : tile<i32>
    print_tko "y=%d", %b : tile<i32>
    return
  }
}
