// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=4" --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s

// A loop of f16 mma whose B (32x64) is resident (loop-invariant: staged
// once, before the loop): where the plan leaves the registers, each warp's
// B fragments of both k steps (2 warps along N: four 8-column tiles, two
// registers each, 16 a thread) are loaded there too, after the staging's
// barrier, and every iteration reads only A from shared memory. The plan's
// limit and estimate are tile.plan's register_limit and
// registers_per_thread (here 255 - 100 to spare).
// CHECK-LABEL: llvm.func @hoisted
// CHECK: nvvm.barrier0
// CHECK-COUNT-8: nvvm.ldmatrix {{.*}}num = 2 : i32
// CHECK-NOT: nvvm.ldmatrix
// CHECK: scf.for
// CHECK-NOT: nvvm.ldmatrix {{.*}}num = 2 : i32
// CHECK-COUNT-2: nvvm.ldmatrix {{.*}}num = 4 : i32
// CHECK-NOT: nvvm.ldmatrix {{.*}}num = 2 : i32
// CHECK-COUNT-8: nvvm.mma.sync
// CHECK-NOT: nvvm.ldmatrix {{.*}}num = 2 : i32
// CHECK-COUNT-2: nvvm.ldmatrix {{.*}}num = 4 : i32
// CHECK-NOT: nvvm.ldmatrix {{.*}}num = 2 : i32
// CHECK-COUNT-8: nvvm.mma.sync
// CHECK-NOT: nvvm.ldmatrix
// CHECK: scf.yield
tile.module @m {
  tile.entry @hoisted(%p: tile<ptr<f16>>, %n: tile<i32>, %x: tile<f16>) attributes {tile.plan = {num_warps = 4 : i64, register_limit = 255 : i64, registers_per_thread = 100 : i64}} {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %x1 = reshape %x : tile<f16> -> tile<1x1xf16>
    %a = broadcast %x1 : tile<1x1xf16> -> tile<64x32xf16>
    %b = broadcast %x1 : tile<1x1xf16> -> tile<32x64xf16>
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<64x64xf32>) {
      %d = mmaf %a, %b, %acc : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %h = ftof %r : tile<64x64xf32> -> tile<64x64xf16>
    %p1 = reshape %p : tile<ptr<f16>> -> tile<1x1xptr<f16>>
    %ps = broadcast %p1 : tile<1x1xptr<f16>> -> tile<64x64xptr<f16>>
    %t = store_ptr_tko weak %ps, %h : tile<64x64xptr<f16>>, tile<64x64xf16> -> token
    return
  }
}

// -----

// The same with 10 registers to spare (fewer than the 16 the fragments
// take): B stays in shared memory, its fragments loaded every iteration.
// CHECK-LABEL: llvm.func @tight
// CHECK-NOT: nvvm.ldmatrix
// CHECK: scf.for
// CHECK-COUNT-2: nvvm.ldmatrix {{.*}}num = 4 : i32
// CHECK-COUNT-4: nvvm.ldmatrix {{.*}}num = 2 : i32
// CHECK-COUNT-8: nvvm.mma.sync
tile.module @m {
  tile.entry @tight(%p: tile<ptr<f16>>, %n: tile<i32>, %x: tile<f16>) attributes {tile.plan = {num_warps = 4 : i64, register_limit = 255 : i64, registers_per_thread = 245 : i64}} {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %x1 = reshape %x : tile<f16> -> tile<1x1xf16>
    %a = broadcast %x1 : tile<1x1xf16> -> tile<64x32xf16>
    %b = broadcast %x1 : tile<1x1xf16> -> tile<32x64xf16>
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<64x64xf32>) {
      %d = mmaf %a, %b, %acc : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %h = ftof %r : tile<64x64xf32> -> tile<64x64xf16>
    %p1 = reshape %p : tile<ptr<f16>> -> tile<1x1xptr<f16>>
    %ps = broadcast %p1 : tile<1x1xptr<f16>> -> tile<64x64xptr<f16>>
    %t = store_ptr_tko weak %ps, %h : tile<64x64xptr<f16>>, tile<64x64xf16> -> token
    return
  }
}
