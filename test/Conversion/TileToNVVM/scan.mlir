// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s
// RUN: tile-opt %s --tile-to-nvvm="chip=sm_90 num-warps=1" | FileCheck %s --check-prefix=NVVM

// scan (inclusive): each thread scans its own elements of each line in scan
// order (the combiner cloned on scalars, f(element, acc), starting from the
// first element); when a line spans several threads the per-thread totals
// go to scratch at (line * contributors + contributor), a barrier, each
// thread folds the totals of the contributors before it (in scan order,
// from the identity) into a carry, a barrier, and combines each local
// prefix with the carry. 32 threads throughout.

// 4x64 f32 along dim 1, forward: K = 8, thread t holds row t/8, elements
// 8(t%8) .. 8(t%8)+7; contributor = (8t >> 3) & 7 and the carry loop runs
// over contributors 0 .. c-1.
// CHECK-LABEL: llvm.func @forward
// CHECK: %[[X0:.*]] = vector.extract %[[V:.*]][0] : f32 from vector<8xf32>
// CHECK: %[[X1:.*]] = vector.extract %[[V]][1] : f32 from vector<8xf32>
// CHECK: %[[S1:.*]] = arith.addf %[[X1]], %[[X0]] : f32
// CHECK: %[[X2:.*]] = vector.extract %[[V]][2] : f32 from vector<8xf32>
// CHECK: %[[S2:.*]] = arith.addf %[[X2]], %[[S1]] : f32
// CHECK: %[[X7:.*]] = vector.extract %[[V]][7] : f32 from vector<8xf32>
// CHECK: %[[S7:.*]] = arith.addf %[[X7]], %{{.*}} : f32
// CHECK: %[[C:.*]] = arith.andi %{{.*}}, %{{.*}} : i64
// CHECK: %[[T:.*]] = vector.broadcast %[[S7]] : f32 to vector<1xf32>
// CHECK: llvm.intr.masked.scatter %[[T]]
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[CARRY:.*]] = scf.for %{{.*}} = %{{.*}} to %[[C]] step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (vector<1xf32>)  : i64 {
// CHECK:   llvm.intr.masked.gather
// CHECK:   arith.addf
// CHECK:   scf.yield
// CHECK: }
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[CV:.*]] = vector.extract %[[CARRY]][0] : f32 from vector<1xf32>
// CHECK: %[[R0:.*]] = arith.addf %[[X0]], %[[CV]] : f32
// CHECK: %[[R1:.*]] = arith.addf %[[S1]], %[[CV]] : f32
// CHECK: %[[R7:.*]] = arith.addf %[[S7]], %[[CV]] : f32
// CHECK: vector.from_elements %[[R0]], %[[R1]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[R7]] : vector<8xf32>

// NVVM-LABEL: llvm.func @forward
// NVVM: nvvm.barrier0
// NVVM: nvvm.barrier0
// NVVM: llvm.return
tile.module @m {
  tile.entry @forward(%p: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %f = itof %i signed : tile<256xi32> -> tile<256xf32>
    %t = reshape %f : tile<256xf32> -> tile<4x64xf32>
    %r = scan %t dim=1 reverse=false identities=[0.000000e+00 : f32] : tile<4x64xf32> -> tile<4x64xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %rr = reshape %r : tile<4x64xf32> -> tile<256xf32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %po = offset %pb, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %tk = store_ptr_tko weak %po, %rr : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

// Reverse: lanes are scanned from the last (7 down to 0) and the carry
// folds contributors Ct-1 down to c+1: the loop runs 7 - c times.
// CHECK-LABEL: llvm.func @reverse
// CHECK: %[[Y7:.*]] = vector.extract %[[W:.*]][7] : i32 from vector<8xi32>
// CHECK: %[[Y6:.*]] = vector.extract %[[W]][6] : i32 from vector<8xi32>
// CHECK: %[[M6:.*]] = arith.maxsi %[[Y6]], %[[Y7]] : i32
// CHECK: %[[Y0:.*]] = vector.extract %[[W]][0] : i32 from vector<8xi32>
// CHECK: %[[M0:.*]] = arith.maxsi %[[Y0]], %{{.*}} : i32
// CHECK: %[[CR:.*]] = arith.andi %{{.*}}, %{{.*}} : i64
// CHECK: %[[TR:.*]] = vector.broadcast %[[M0]] : i32 to vector<1xi32>
// CHECK: llvm.intr.masked.scatter %[[TR]]
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[N:.*]] = arith.subi %{{.*}}, %[[CR]] : i64
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[N]] step
// CHECK:   arith.subi %{{.*}}, %[[J]] : i64
// CHECK:   arith.maxsi
// CHECK: nvvm.barrier0
  tile.entry @reverse(%p: tile<ptr<i32>>) {
    %i = iota : tile<256xi32>
    %t = reshape %i : tile<256xi32> -> tile<4x64xi32>
    %r = scan %t dim=1 reverse=true identities=[-2147483648 : i32] : tile<4x64xi32> -> tile<4x64xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %s = maxi %e, %a signed : tile<i32>
      yield %s : tile<i32>
    }
    return
  }

// Along dim 1 of 64x4 every line lies inside one thread (K = 8 holds two
// rows): no scratch, no barrier.
// CHECK-LABEL: llvm.func @in_thread
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @in_thread() {
    %i = iota : tile<256xi32>
    %t = reshape %i : tile<256xi32> -> tile<64x4xi32>
    %r = scan %t dim=1 reverse=false identities=[0 : i32] : tile<64x4xi32> -> tile<64x4xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %s = addi %e, %a : tile<i32>
      yield %s : tile<i32>
    }
    return
  }

// Two operands along dim 0: a thread holds 2 rows, so 4 lines (columns) of
// 2 lanes each, and 32 threads per column. Both operands are
// scanned, exchanged and carried in their own scratch regions.
// CHECK-LABEL: llvm.func @two_operands
// CHECK: llvm.intr.masked.scatter %{{.*}} : vector<4xf32>
// CHECK: llvm.intr.masked.scatter %{{.*}} : vector<4xi32>
// CHECK: nvvm.barrier0
// CHECK: scf.for {{.*}} -> (vector<4xf32>, vector<4xi32>)
  tile.entry @two_operands() {
    %i = iota : tile<256xi32>
    %f = itof %i signed : tile<256xi32> -> tile<256xf32>
    %t = reshape %f : tile<256xf32> -> tile<64x4xf32>
    %u = reshape %i : tile<256xi32> -> tile<64x4xi32>
    %r:2 = scan %t, %u dim=0 reverse=false identities=[0.000000e+00 : f32, 0 : i32] : tile<64x4xf32>, tile<64x4xi32> -> tile<64x4xf32>, tile<64x4xi32>
    (%e: tile<f32>, %a: tile<f32>, %e2: tile<i32>, %a2: tile<i32>) {
      %s = addf %e, %a : tile<f32>
      %s2 = addi %e2, %a2 : tile<i32>
      yield %s, %s2 : tile<f32>, tile<i32>
    }
    return
  }
}
