// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" -split-input-file | FileCheck %s

// f32 -> tf32 rounds to nearest even on the bits: add 0xfff plus the bit
// that becomes the last kept one (bit 13), clear the low 13 bits; Inf/NaN
// (exponent all ones) only get the quiet bit 0x400000 and the clear.
// CHECK-LABEL: llvm.func @to_tf32
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[KEEP:.*]] = arith.constant -8192 : i32
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[C13:.*]] = arith.constant 13 : i32
// CHECK: %[[SH:.*]] = arith.shrui %[[BITS]], %[[C13]]
// CHECK: %[[TIE:.*]] = arith.andi %[[SH]], %[[ONE]]
// CHECK: %[[HALF:.*]] = arith.constant 4095 : i32
// CHECK: %[[INC:.*]] = arith.addi %[[TIE]], %[[HALF]]
// CHECK: %[[SUM:.*]] = arith.addi %[[BITS]], %[[INC]]
// CHECK: %[[ROUNDED:.*]] = arith.andi %[[SUM]], %[[KEEP]]
// CHECK: %[[QBIT:.*]] = arith.constant 4194304 : i32
// CHECK: %[[Q:.*]] = arith.ori %[[BITS]], %[[QBIT]]
// CHECK: %[[QUIET:.*]] = arith.andi %[[Q]], %[[KEEP]]
// CHECK: %[[EXPMASK:.*]] = arith.constant 2139095040 : i32
// CHECK: %[[EXP:.*]] = arith.andi %[[BITS]], %[[EXPMASK]]
// CHECK: %[[SPECIAL:.*]] = arith.cmpi eq, %[[EXP]]
// CHECK: %[[R:.*]] = arith.select %[[SPECIAL]], %[[QUIET]], %[[ROUNDED]]
// CHECK: arith.bitcast %[[R]] : i32 to f32
tile.module @m {
  tile.entry @to_tf32(%x: tile<f32>) {
    %t = ftof %x : tile<f32> -> tile<tf32>
    return
  }
}

// -----

// f64 -> tf32 goes through f32 rounded to odd (toward zero, last bit set
// when inexact), so that the second rounding is the correct one.
// CHECK-LABEL: llvm.func @f64_to_tf32
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: arith.cmpf ogt
// CHECK: arith.subi
// CHECK: arith.cmpf one
// CHECK: arith.ori
// CHECK: arith.constant -8192 : i32
tile.module @m {
  tile.entry @f64_to_tf32(%x: tile<f64>) {
    %t = ftof %x : tile<f64> -> tile<tf32>
    return
  }
}

// -----

// tf32 sits in f32 registers: tf32 -> f32 is no instruction at all.
// CHECK-LABEL: llvm.func @from_tf32
// CHECK-NOT: arith.extf
// CHECK-NOT: arith.truncf
// CHECK: llvm.return
tile.module @m {
  tile.entry @from_tf32(%x: tile<f32>) {
    %t = ftof %x : tile<f32> -> tile<tf32>
    %y = ftof %t : tile<tf32> -> tile<f32>
    return
  }
}
