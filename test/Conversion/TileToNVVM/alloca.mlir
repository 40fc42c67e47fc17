// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" | FileCheck %s

// alloca takes its memory from the device heap: thread 0 mallocs one block
// for every alloca of the entry at the kernel's start (an assertion when
// the heap cannot give it) and publishes it in shared memory; each alloca
// is a fixed, aligned offset in that block, as a global pointer; every
// return frees it after a barrier.
//
// %a: 10 f32 at offset 0; %b: 3 bytes aligned to 256 at offset 256. The
// block is 259 bytes plus 256 to align its start: 515.

// CHECK-DAG: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @free(!llvm.ptr)
// CHECK-DAG: llvm.mlir.global internal constant @[[MSG:__tileir_str[0-9]+]]("alloca: the device heap cannot give this tile block 515 bytes
// CHECK-LABEL: llvm.func @k(
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x
// CHECK: scf.if
// CHECK: %[[SIZE:.*]] = llvm.mlir.constant(515 : i64)
// CHECK: %[[BLOCK:.*]] = llvm.call @malloc(%[[SIZE]])
// CHECK: %[[ADDR:.*]] = llvm.ptrtoint %[[BLOCK]]
// CHECK: %[[NULL:.*]] = arith.cmpi eq, %[[ADDR]]
// CHECK: scf.if %[[NULL]]
// CHECK: llvm.mlir.addressof @[[MSG]]
// CHECK: llvm.call @__assertfail
// CHECK: llvm.intr.trap
// CHECK: llvm.store %[[ADDR]], %{{.*}} : i64, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// The first alloca: aligned base + 0.
// CHECK: %[[SLOT:.*]] = llvm.mlir.addressof @k__tileir_alloca_heap : !llvm.ptr<3>
// CHECK: %[[RAW:.*]] = llvm.load %[[SLOT]]
// CHECK: %[[UP:.*]] = arith.addi %[[RAW]], %{{.*}}255
// CHECK: %[[BASE:.*]] = arith.andi %[[UP]], %{{.*}}-256
// CHECK: %[[A:.*]] = arith.addi %[[BASE]], %{{.*}}0_i64
// CHECK: %[[AP:.*]] = llvm.inttoptr %[[A]] : i64 to !llvm.ptr
// CHECK: llvm.addrspacecast %[[AP]] : !llvm.ptr to !llvm.ptr<1>
// The second: + 256.
// CHECK: arith.addi %{{.*}}, %c256_i64
// CHECK: llvm.addrspacecast %{{.*}} : !llvm.ptr to !llvm.ptr<1>
// Both returns free the block.
// CHECK: cf.cond_br
// CHECK: nvvm.barrier0
// CHECK: scf.if
// CHECK: llvm.call @free
// CHECK: llvm.return
// CHECK: nvvm.barrier0
// CHECK: scf.if
// CHECK: llvm.call @free
// CHECK: llvm.return

// An entry without alloca has neither.
// CHECK-LABEL: llvm.func @plain(
// CHECK-NOT: malloc
// CHECK-NOT: @free
// CHECK: llvm.return
// CHECK-NOT: plain__tileir_alloca_heap
// CHECK: llvm.mlir.global internal @k__tileir_alloca_heap(#llvm.undef) {addr_space = 3 : i32, alignment = 8 : i64} : i64
// CHECK-NOT: plain__tileir_alloca_heap

tile.module @m {
  tile.entry @k(%p: tile<ptr<f32>>, %c: tile<i1>) {
    %a = alloca num_elem = 10, alignment = 16 : tile<ptr<f32>>
    %b = alloca num_elem = 3, alignment = 256 global : tile<ptr<i8>>
    if %c {
      return
    }
    return
  }
  tile.entry @plain(%p: tile<ptr<f32>>) {
    return
  }
}
