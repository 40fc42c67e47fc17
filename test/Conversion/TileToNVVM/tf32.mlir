// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" -split-input-file | FileCheck %s
// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_80 num-warps=1" -split-input-file | FileCheck %s --check-prefix=SM80

// f32 -> tf32 rounds to nearest even. sm_90 has cvt.rn.tf32.f32
// (llvm.nvvm.f2tf32.rn), whose low 13 bits are then cleared; sm_80 rounds
// on the bits: add 0xfff plus the bit that becomes the last kept one (bit
// 13), clear the low 13 bits. On both a NaN (unordered with itself) only
// gets the quiet bit 0x400000 and the clear, as the interpreter's does;
// inf needs no case of its own (its low bits are zero: it stays inf).
// CHECK-LABEL: llvm.func @to_tf32
// CHECK: %[[BITS:.*]] = arith.bitcast %[[X:.*]] : f32 to i32
// CHECK: %[[KEEP:.*]] = arith.constant -8192 : i32
// CHECK: %[[CVT:.*]] = llvm.call_intrinsic "llvm.nvvm.f2tf32.rn"(%[[X]]) : (f32) -> i32
// CHECK: %[[ROUNDED:.*]] = arith.andi %[[CVT]], %[[KEEP]]
// CHECK: %[[QBIT:.*]] = arith.constant 4194304 : i32
// CHECK: %[[Q:.*]] = arith.ori %[[BITS]], %[[QBIT]]
// CHECK: %[[QUIET:.*]] = arith.andi %[[Q]]
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK: %[[R:.*]] = arith.select %[[NAN]], %[[QUIET]], %[[ROUNDED]]
// CHECK: arith.bitcast %[[R]] : i32 to f32
// SM80-LABEL: llvm.func @to_tf32
// SM80-NOT: f2tf32
// SM80: %[[BITS:.*]] = arith.bitcast %[[X:.*]] : f32 to i32
// SM80: %[[KEEP:.*]] = arith.constant -8192 : i32
// SM80: %[[ONE:.*]] = arith.constant 1 : i32
// SM80: %[[C13:.*]] = arith.constant 13 : i32
// SM80: %[[SH:.*]] = arith.shrui %[[BITS]], %[[C13]]
// SM80: %[[TIE:.*]] = arith.andi %[[SH]], %[[ONE]]
// SM80: %[[HALF:.*]] = arith.constant 4095 : i32
// SM80: %[[INC:.*]] = arith.addi %[[TIE]], %[[HALF]]
// SM80: %[[SUM:.*]] = arith.addi %[[BITS]], %[[INC]]
// SM80: %[[ROUNDED:.*]] = arith.andi %[[SUM]], %[[KEEP]]
// SM80: %[[QBIT:.*]] = arith.constant 4194304 : i32
// SM80: %[[Q:.*]] = arith.ori %[[BITS]], %[[QBIT]]
// SM80: %[[QUIET:.*]] = arith.andi %[[Q]]
// SM80: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// SM80: %[[R:.*]] = arith.select %[[NAN]], %[[QUIET]], %[[ROUNDED]]
// SM80: arith.bitcast %[[R]] : i32 to f32
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
