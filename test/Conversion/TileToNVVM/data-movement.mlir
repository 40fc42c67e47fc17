// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse -split-input-file | FileCheck %s

// Ops that move elements between threads go through the kernel's shared
// scratch buffer: each thread stores its elements (blocked layout: with 32
// threads, thread t holds K consecutive row-major elements) at their linear
// index, a barrier, each thread gathers what its result part needs, and a
// barrier before the buffer can be reused.

// permute [1, 0] of 16x32 i32: K = 16. Result element (r, c) of 32x16 is
// source (c, r), at c * 32 + r.
// CHECK-LABEL: llvm.func @permute
// CHECK-DAG: %[[C32:.*]] = arith.constant dense<32> : vector<16xi64>
// CHECK-DAG: %[[C16:.*]] = arith.constant dense<16> : vector<16xi64>
// CHECK-DAG: %[[BUF:.*]] = llvm.mlir.addressof @permute__tileir_scratch : !llvm.ptr<3>
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[T:.*]] = arith.extui %[[TID]] : i32 to i64
// CHECK: %[[START:.*]] = arith.muli %[[T]], %{{.*}} : i64
// CHECK: %[[LIN:.*]] = arith.addi
// CHECK: %[[VAL:.*]] = arith.trunci %[[LIN]]
// CHECK: %[[DST:.*]] = llvm.getelementptr %[[BUF]][%[[START]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
// CHECK: llvm.store %[[VAL]], %[[DST]] {alignment = 16 : i64} : vector<16xi32>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[COL:.*]] = arith.remui %[[LIN]], %[[C16]]
// CHECK: %[[Q:.*]] = arith.divui %[[LIN]], %[[C16]]
// CHECK: %[[ROW:.*]] = arith.remui %[[Q]], %[[C32]]
// CHECK: %[[M:.*]] = arith.muli %[[COL]], %[[C32]]
// CHECK: %[[SRC:.*]] = arith.addi %[[M]], %[[ROW]]
// CHECK: %[[PTRS:.*]] = llvm.getelementptr %[[BUF]][%[[SRC]]] : (!llvm.ptr<3>, vector<16xi64>) -> vector<16x!llvm.ptr<3>>, i32
// CHECK: %[[R:.*]] = llvm.intr.masked.gather %[[PTRS]]
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.intr.masked.scatter %[[R]]
// 512 i32 = 2048 bytes of static shared memory; no dynamic shared memory.
// CHECK: llvm.mlir.global internal @permute__tileir_scratch(#llvm.undef) {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<2048 x i8>
// CHECK: llvm.mlir.global external constant @permute__tileir_dynamic_smem(0 : i32)
tile.module @m {
  tile.entry @permute(%p: tile<ptr<i32>>) {
    %i = iota : tile<512xi32>
    %t = reshape %i : tile<512xi32> -> tile<16x32xi32>
    %q = permute %t [1, 0] : tile<16x32xi32> -> tile<32x16xi32>
    %f = reshape %q : tile<32x16xi32> -> tile<512xi32>
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<512xptr<i32>>
    %tk = store_ptr_tko weak %pb, %f : tile<512xptr<i32>>, tile<512xi32> -> token
    return
  }
}

// -----

// A scratch buffer over 48 KiB is still static shared memory: an external
// declaration of its full size, which the cubin step makes static (ptxas
// refuses a definition that large); no dynamic shared memory is needed.
// CHECK-LABEL: llvm.func @big
// CHECK: llvm.mlir.addressof @big__tileir_scratch : !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.mlir.global external @big__tileir_scratch() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<65536 x i8>
// CHECK: llvm.mlir.global external constant @big__tileir_dynamic_smem(0 : i32)
tile.module @m {
  tile.entry @big(%p: tile<ptr<f32>>) {
    %i = iota : tile<16384xi32>
    %f = bitcast %i : tile<16384xi32> -> tile<16384xf32>
    %t = reshape %f : tile<16384xf32> -> tile<128x128xf32>
    %q = permute %t [1, 0] : tile<128x128xf32> -> tile<128x128xf32>
    %r = reshape %q : tile<128x128xf32> -> tile<16384xf32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<16384xptr<f32>>
    %tk = store_ptr_tko weak %pb, %r : tile<16384xptr<f32>>, tile<16384xf32> -> token
    return
  }
}

// -----

// broadcast 4x1 -> 4x16 (K = 2 of 64 elements; the source's 4 elements sit
// in threads t mod 4): the source index drops the column.
// CHECK-LABEL: llvm.func @broadcast
// CHECK-DAG: %[[C16:.*]] = arith.constant dense<16> : vector<2xi64>
// CHECK-DAG: %[[C4:.*]] = arith.constant dense<4> : vector<2xi64>
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i64
// CHECK: %[[T:.*]] = arith.extui %{{.*}} : i32 to i64
// CHECK: %[[CHUNK:.*]] = arith.andi %[[T]], %[[C3]] : i64
// CHECK: llvm.getelementptr %{{.*}}[%[[CHUNK]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : vector<1xf32>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[Q:.*]] = arith.divui %{{.*}}, %[[C16]] : vector<2xi64>
// CHECK: %[[ROW:.*]] = arith.remui %[[Q]], %[[C4]] : vector<2xi64>
// CHECK: llvm.getelementptr %{{.*}}[%[[ROW]]] : (!llvm.ptr<3>, vector<2xi64>) -> vector<2x!llvm.ptr<3>>, f32
// CHECK: llvm.intr.masked.gather
// CHECK-NEXT: nvvm.barrier0
// CHECK: !llvm.array<16 x i8>
tile.module @m {
  tile.entry @broadcast(%p: tile<ptr<f32>>) {
    %i = iota : tile<4xi32>
    %f = itof %i signed : tile<4xi32> -> tile<4xf32>
    %c = reshape %f : tile<4xf32> -> tile<4x1xf32>
    %b = broadcast %c : tile<4x1xf32> -> tile<4x16xf32>
    %r = reshape %b : tile<4x16xf32> -> tile<64xf32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %tk = store_ptr_tko weak %pb, %r : tile<64xptr<f32>>, tile<64xf32> -> token
    return
  }
}

// -----

// extract slice (1, %j) of 8x8 as 4x2: source element (4 + r, 2 j + c),
// the slice numbers read unsigned.
// CHECK-LABEL: llvm.func @extract
// CHECK-SAME: %[[J:[^:]*]]: i32
// CHECK-DAG: %[[C8:.*]] = arith.constant dense<8> : vector<1xi64>
// CHECK: %[[J64:.*]] = arith.extui %[[J]] : i32 to i64
// CHECK: %[[COL0:.*]] = arith.muli %[[J64]], %{{.*}} : i64
// CHECK: nvvm.barrier0
// CHECK: %[[COLS:.*]] = vector.broadcast %[[COL0]] : i64 to vector<1xi64>
// CHECK: %[[COL:.*]] = arith.addi %{{.*}}, %[[COLS]] : vector<1xi64>
// CHECK: arith.muli %{{.*}}, %[[C8]] : vector<1xi64>
// CHECK: arith.addi %{{.*}}, %[[COL]] : vector<1xi64>
// CHECK: llvm.intr.masked.gather
// CHECK-NEXT: nvvm.barrier0
tile.module @m {
  tile.entry @extract(%p: tile<ptr<i32>>, %j: tile<i32>) {
    %i = iota : tile<64xi32>
    %t = reshape %i : tile<64xi32> -> tile<8x8xi32>
    %c1 = constant <i32: 1> : tile<i32>
    %e = extract %t[%c1, %j] : tile<8x8xi32> -> tile<4x2xi32>
    %r = reshape %e : tile<4x2xi32> -> tile<8xi32>
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %tk = store_ptr_tko weak %pb, %r : tile<8xptr<i32>>, tile<8xi32> -> token
    return
  }
}

// -----

// cat of 4x8 and 4x8 along dim 1: lhs at scratch 0..31, rhs at 32..63;
// result column c < 8 reads lhs (r, c), else rhs (r, c - 8) at 32 + r*8 + c-8.
// CHECK-LABEL: llvm.func @cat
// CHECK: llvm.store
// CHECK: %[[RHS:.*]] = llvm.getelementptr %{{.*}}[128] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.getelementptr %[[RHS]][%{{.*}}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
// CHECK: llvm.store
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[COL:[0-9a-z_]+]], %[[EIGHT:[0-9a-z_]+]] : vector<2xi64>
// CHECK: arith.subi %[[COL]], %[[EIGHT]] : vector<2xi64>
// CHECK: arith.select %[[IN]]
// CHECK: llvm.intr.masked.gather
// CHECK-NEXT: nvvm.barrier0
// CHECK: !llvm.array<256 x i8>
tile.module @m {
  tile.entry @cat(%p: tile<ptr<i32>>) {
    %i = iota : tile<32xi32>
    %a = reshape %i : tile<32xi32> -> tile<4x8xi32>
    %b = addi %a, %a : tile<4x8xi32>
    %c = cat %a, %b dim = 1 : tile<4x8xi32>, tile<4x8xi32> -> tile<4x16xi32>
    %r = reshape %c : tile<4x16xi32> -> tile<64xi32>
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %tk = store_ptr_tko weak %pb, %r : tile<64xptr<i32>>, tile<64xi32> -> token
    return
  }
}
