// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s

// reduce: each thread first folds its own elements of each result element
// (in index order, from the identity, running the combiner body on
// scalars); when several threads hold parts of one result element, the
// partials go to scratch at (result index * contributors + contributor), a
// barrier, each thread folds the partials of the result elements it holds
// in an scf.for, and a barrier. 32 threads throughout.

// 4x64 f32 along dim 1: K = 8, so a thread's 8 elements are one row's and
// the 8 threads 8r .. 8r+7 hold row r (contributor = (8t >> 3) & 7).
// CHECK-LABEL: llvm.func @across_threads
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[X0:.*]] = vector.extract %[[V:.*]][0] : f32 from vector<8xf32>
// CHECK: %[[A0:.*]] = arith.addf %[[X0]], %[[ZERO]] : f32
// CHECK: %[[X1:.*]] = vector.extract %[[V]][1] : f32 from vector<8xf32>
// CHECK: %[[A1:.*]] = arith.addf %[[X1]], %[[A0]] : f32
// CHECK: %[[X7:.*]] = vector.extract %[[V]][7] : f32 from vector<8xf32>
// CHECK: %[[A7:.*]] = arith.addf %[[X7]], %{{.*}} : f32
// CHECK: %[[P:.*]] = vector.broadcast %[[A7]] : f32 to vector<1xf32>
// CHECK: %[[ROW:.*]] = arith.shrui %[[LIN:.*]], %{{.*}} : vector<1xi64>
// CHECK: %[[C:.*]] = arith.shrui %[[LIN]], %{{.*}} : vector<1xi64>
// CHECK: %[[CONTRIB:.*]] = arith.andi %[[C]], %{{.*}} : vector<1xi64>
// CHECK: %[[BASE:.*]] = arith.muli %[[ROW]], %[[EIGHT:.*]] : vector<1xi64>
// CHECK: %[[SLOT:.*]] = arith.addi %[[BASE]], %[[CONTRIB]] : vector<1xi64>
// CHECK: %[[PTR:.*]] = llvm.getelementptr %{{.*}}[%[[SLOT]]] : (!llvm.ptr<3>, vector<1xi64>) -> vector<1x!llvm.ptr<3>>, f32
// CHECK: llvm.intr.masked.scatter %[[P]], %[[PTR]]
// CHECK-NEXT: nvvm.barrier0
// The result tile<4xf32> is held by thread t mod 4.
// CHECK: %[[R:.*]] = arith.andi %{{.*}}, %{{.*}} : i64
// CHECK: %[[RV:.*]] = vector.broadcast %[[R]] : i64 to vector<1xi64>
// CHECK: %[[FIRST:.*]] = arith.muli %[[RV]], %[[EIGHT]] : vector<1xi64>
// CHECK: %[[SUM:.*]] = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (vector<1xf32>)  : i64 {
// CHECK:   %[[IV:.*]] = vector.broadcast %[[I]] : i64 to vector<1xi64>
// CHECK:   %[[S:.*]] = arith.addi %[[FIRST]], %[[IV]] : vector<1xi64>
// CHECK:   %[[LP:.*]] = llvm.getelementptr %{{.*}}[%[[S]]]
// CHECK:   %[[L:.*]] = llvm.intr.masked.gather %[[LP]]
// CHECK:   %[[E:.*]] = vector.extract %[[L]][0]
// CHECK:   %[[AC:.*]] = vector.extract %[[ACC]][0]
// CHECK:   arith.addf %[[E]], %[[AC]] : f32
// CHECK:   scf.yield
// CHECK: }
// CHECK-NEXT: nvvm.barrier0
tile.module @m {
  tile.entry @across_threads(%p: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %f = itof %i signed : tile<256xi32> -> tile<256xf32>
    %t = reshape %f : tile<256xf32> -> tile<4x64xf32>
    %r = reduce %t dim=1 identities=[0.000000e+00 : f32] : tile<4x64xf32> -> tile<4xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %tk = store_ptr_tko weak %pb, %r : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }

// 64x4 along dim 1: each thread's 8 elements are rows 2t and 2t+1, exactly
// the result elements it holds (K = 2): no scratch, no barrier.
// CHECK-LABEL: llvm.func @in_thread
// CHECK-NOT: nvvm.barrier0
// CHECK: %[[X0:.*]] = vector.extract %[[V:.*]][0] : i32 from vector<8xi32>
// CHECK: %[[X1:.*]] = vector.extract %[[V]][1] : i32 from vector<8xi32>
// CHECK: %[[M1:.*]] = arith.maxsi %[[X1]], %[[X0]] : i32
// CHECK: %[[X3:.*]] = vector.extract %[[V]][3] : i32 from vector<8xi32>
// CHECK: %[[M3:.*]] = arith.maxsi %[[X3]], %{{.*}} : i32
// CHECK: %[[X4:.*]] = vector.extract %[[V]][4] : i32 from vector<8xi32>
// CHECK: %[[X5:.*]] = vector.extract %[[V]][5] : i32 from vector<8xi32>
// CHECK: arith.maxsi %[[X5]], %[[X4]] : i32
// CHECK: %[[X7:.*]] = vector.extract %[[V]][7] : i32 from vector<8xi32>
// CHECK: %[[M7:.*]] = arith.maxsi %[[X7]], %{{.*}} : i32
// CHECK: vector.from_elements %[[M3]], %[[M7]] : vector<2xi32>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @in_thread(%p: tile<ptr<i32>>) {
    %i = iota : tile<256xi32>
    %t = reshape %i : tile<256xi32> -> tile<64x4xi32>
    %r = reduce %t dim=1 identities=[-2147483648 : i32] : tile<64x4xi32> -> tile<64xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %s = maxi %e, %a signed : tile<i32>
      yield %s : tile<i32>
    }
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %tk = store_ptr_tko weak %pb, %r : tile<64xptr<i32>>, tile<64xi32> -> token
    return
  }

// Two operands along dim 0 of 16x16: each operand has its own scratch
// region (16 results x 16 contributors x 4 bytes: the second at byte 1024),
// and one loop folds both.
// CHECK-LABEL: llvm.func @two_operands
// CHECK: %[[BUF:.*]] = llvm.mlir.addressof @two_operands__tileir_scratch
// CHECK: llvm.intr.masked.scatter %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<8xf32>
// CHECK: %[[SECOND:.*]] = llvm.getelementptr %[[BUF]][1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.intr.masked.scatter %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<8xi32>
// CHECK-NEXT: nvvm.barrier0
// CHECK: scf.for {{.*}} -> (vector<1xf32>, vector<1xi32>)
// CHECK:   arith.maxnumf
// CHECK:   arith.addi
// CHECK:   scf.yield
// CHECK: nvvm.barrier0
// CHECK-DAG: llvm.mlir.global internal @two_operands__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<2048 x i8>
// CHECK-DAG: llvm.mlir.global internal @across_threads__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<128 x i8>
  tile.entry @two_operands(%p: tile<ptr<i32>>) {
    %i = iota : tile<256xi32>
    %t = reshape %i : tile<256xi32> -> tile<16x16xi32>
    %f = itof %t signed : tile<16x16xi32> -> tile<16x16xf32>
    %r:2 = reduce %f, %t dim=0 identities=[0xFF800000 : f32, 0 : i32] : tile<16x16xf32>, tile<16x16xi32> -> tile<16xf32>, tile<16xi32>
    (%e: tile<f32>, %a: tile<f32>, %e2: tile<i32>, %a2: tile<i32>) {
      %s = maxf %e, %a : tile<f32>
      %s2 = addi %e2, %a2 : tile<i32>
      yield %s, %s2 : tile<f32>, tile<i32>
    }
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %tk = store_ptr_tko weak %pb, %r#1 : tile<16xptr<i32>>, tile<16xi32> -> token
    return
  }
}
