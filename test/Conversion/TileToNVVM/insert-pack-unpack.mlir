// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse -split-input-file | FileCheck %s
// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=4" --canonicalize --cse -split-input-file | FileCheck %s --check-prefix=BYTES
// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_80 num-warps=4" --canonicalize --cse -split-input-file | FileCheck %s --check-prefix=SM80

// insert keeps each thread's destination elements (the result has the
// destination's layout) and takes from scratch only those inside the slice:
// 32 threads, 4 of the 128 elements each; slice origin index * 32; one
// unsigned compare of (c - origin) < 32 is both bounds.
// CHECK-LABEL: llvm.func @insert
// CHECK-DAG: %[[SEVEN:.*]] = arith.constant dense<7> : vector<1xi32>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0> : vector<4xi64>
// CHECK-DAG: %[[C32V:.*]] = arith.constant dense<32> : vector<4xi64>
// CHECK-DAG: %[[BUF:.*]] = llvm.mlir.addressof @insert__tileir_scratch : !llvm.ptr<3>
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : i64
// CHECK: %[[LIN:.*]] = arith.addi
// CHECK: %[[DEST:.*]] = arith.trunci %[[LIN]] : vector<4xi64> to vector<4xi32>
// CHECK: %[[IDX:.*]] = arith.extui %arg1 : i32 to i64
// CHECK: %[[ORIGIN:.*]] = arith.muli %[[IDX]], %[[C32]] : i64
// CHECK: llvm.store %[[SEVEN]], %{{.*}} : vector<1xi32>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[O:.*]] = vector.broadcast %[[ORIGIN]] : i64 to vector<4xi64>
// CHECK: %[[REL:.*]] = arith.subi %{{.*}}, %[[O]] : vector<4xi64>
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[REL]], %[[C32V]] : vector<4xi64>
// CHECK: %[[AT:.*]] = arith.select %[[IN]], %[[REL]], %[[ZERO]]
// CHECK: %[[PTRS:.*]] = llvm.getelementptr %[[BUF]][%[[AT]]]
// CHECK: %[[TAKEN:.*]] = llvm.intr.masked.gather %[[PTRS]]
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[R:.*]] = arith.select %[[IN]], %[[TAKEN]], %[[DEST]] : vector<4xi1>, vector<4xi32>
// CHECK: llvm.intr.masked.scatter %[[R]]
// The source's 32 i32.
// CHECK: llvm.mlir.global internal @insert__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<128 x i8>
tile.module @m {
  tile.entry @insert(%p: tile<ptr<i32>>, %i: tile<i32>) {
    %x = iota : tile<128xi32>
    %s = constant <i32: 7> : tile<32xi32>
    %r = insert %s into %x[%i] : tile<32xi32> -> tile<128xi32>
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %tk = store_ptr_tko weak %pb, %r : tile<128xptr<i32>>, tile<128xi32> -> token
    return
  }
}

// -----

// With 128 threads: 128 bytes are one per thread, but 32 i32 are one per
// thread on 32 threads (the others hold copies, thread t & 31), so unpack
// goes through scratch: a byte stored by each thread, an i32 loaded. pack
// of 128 i32 into 512 bytes keeps each thread's 4 bytes: a bitcast.
// BYTES-LABEL: llvm.func @bytes
// BYTES-DAG: %[[C31:.*]] = arith.constant 31 : i64
// BYTES-DAG: %[[BUF:.*]] = llvm.mlir.addressof @bytes__tileir_scratch : !llvm.ptr<3>
// BYTES: %[[T:.*]] = arith.extui %{{.*}} : i32 to i64
// BYTES: %[[AT:.*]] = llvm.getelementptr %[[BUF]][%[[T]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
// BYTES: llvm.store %{{.*}}, %[[AT]] {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
// BYTES-NEXT: nvvm.barrier0
// BYTES-NEXT: %[[CHUNK:.*]] = arith.andi %[[T]], %[[C31]] : i64
// BYTES-NEXT: %[[FROM:.*]] = llvm.getelementptr %[[BUF]][%[[CHUNK]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
// BYTES-NEXT: llvm.load %[[FROM]] {alignment = 4 : i64} : !llvm.ptr<3> -> vector<1xi32>
// BYTES-NEXT: nvvm.barrier0
// BYTES: vector.bitcast %{{.*}} : vector<1xi32> to vector<4xi8>
// BYTES-NOT: nvvm.barrier0
// The grid-dependency ops are griddepcontrol on sm_90 and nothing on sm_80.
// BYTES: nvvm.griddepcontrol  wait
// BYTES-NEXT: nvvm.griddepcontrol  launch_dependents
// BYTES: llvm.mlir.global internal @bytes__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<128 x i8>
// SM80-LABEL: llvm.func @bytes
// SM80-NOT: griddepcontrol
// SM80: llvm.return
tile.module @m {
  tile.entry @bytes(%p: tile<ptr<i32>>, %q: tile<ptr<i8>>) {
    %b = iota : tile<128xi8>
    %u = unpack %b : tile<128xi8> -> tile<32xi32>
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %tk = store_ptr_tko weak %pb, %u : tile<32xptr<i32>>, tile<32xi32> -> token
    %w = iota : tile<128xi32>
    %k = pack %w : tile<128xi32> -> tile<512xi8>
    %qq = reshape %q : tile<ptr<i8>> -> tile<1xptr<i8>>
    %qb = broadcast %qq : tile<1xptr<i8>> -> tile<512xptr<i8>>
    %tk2 = store_ptr_tko weak %qb, %k : tile<512xptr<i8>>, tile<512xi8> -> token
    %t = gdc_wait_tko : token
    %l = gdc_launch_dependents_tko token=%t : token
    return
  }
}
