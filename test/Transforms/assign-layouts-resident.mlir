// RUN: tile-opt %s --tile-assign-layouts="num-warps=4" | FileCheck %s
// RUN: tile-opt %s --tile-assign-layouts="num-warps=4" --convert-tile-to-gpu="chip=sm_90" | FileCheck %s --check-prefix=LLVM
// RUN: tile-opt %s --tile-verify-resources=target=sm_90 | FileCheck %s --check-prefix=PLAN

// tile-assign-layouts marks a tensor-core mma whose B is defined outside a
// loop around it and read only as B of such mma (tilegpu.resident_rhs): B
// is staged once into a shared region of its own and each iteration reads
// its fragments from there.
// CHECK-LABEL: entry @invariant
// CHECK: for
// CHECK: mmaf {{.*}}tilegpu.resident_rhs
// B loaded in the loop: staged at the mma as before.
// CHECK-LABEL: entry @varying
// CHECK: for
// CHECK: mmaf
// CHECK-NOT: tilegpu.resident_rhs
// CHECK-SAME: tile<32x32xf32>
// B also stored: it must stay in registers.
// CHECK-LABEL: entry @stored
// CHECK: for
// CHECK: mmaf
// CHECK-NOT: tilegpu.resident_rhs
// CHECK-SAME: tile<32x32xf32>
// No loop: nothing to gain.
// CHECK-LABEL: entry @straight
// CHECK: mmaf
// CHECK-NOT: tilegpu.resident_rhs
// CHECK-SAME: tile<32x32xf32>

// The lowering of @invariant: the buffer holds B's region (16x32 f16
// transposed: 32 rows of 16 + 8 padding elements, 1536 bytes) and then the
// reused scratch from offset 1536 (A's staging, 32 rows of 24 f16 = 1536
// bytes; the accumulator's 32x32 f32 conversion back to blocked, 32 rows
// of 32 + 8 padding elements, 5120).
// B is stored at offset 0 before the loop; in the loop only A is, and B's
// fragments come from offset 0.
// LLVM-LABEL: llvm.func @invariant
// LLVM: %[[BASE:.*]] = llvm.mlir.addressof @invariant__tileir_scratch : !llvm.ptr<3>
// LLVM-NEXT: %[[B:.*]] = llvm.getelementptr %[[BASE]][%{{.*}}] : (!llvm.ptr<3>, vector<4xi64>) -> vector<4x!llvm.ptr<3>>, f16
// LLVM: llvm.intr.masked.scatter %{{.*}}, %[[B]]
// LLVM: scf.for
// LLVM: %[[A:.*]] = llvm.getelementptr %{{.*}}[1536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// LLVM-NOT: masked.scatter
// LLVM: nvvm.barrier0
// LLVM: nvvm.ldmatrix {{.*}}num = 4
// LLVM: %[[BB:.*]] = llvm.mlir.addressof @invariant__tileir_scratch
// LLVM-NEXT: llvm.getelementptr %[[BB]][%{{.*}}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
// LLVM-NEXT: nvvm.ldmatrix {{.*}}num = 2
// LLVM: llvm.func @varying
// LLVM: llvm.mlir.global internal @invariant__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<6656 x i8>
// LLVM: llvm.mlir.global internal @varying__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<3072 x i8>

// The plan: B (1024 bytes, 4 registers per thread at 4 warps) is in shared
// memory, its 1536 bytes at every point; the mma stages only A's 1536.
// The plan's peak, 6656 bytes, is the lowering's buffer: the region and
// the accumulator's conversion after the loop.
// PLAN-LABEL: entry @invariant
// PLAN-SAME: shared_bytes = 6656 : i64
// PLAN: %[[B:.*]] = ftof %{{.*}} {{.*}}tile.storage = "shared"{{.*}} : tile<16x32xf32> -> tile<16x32xf16>
// PLAN: mmaf %{{.*}}, %[[B]], %{{.*}} {tile.pressure = array<i64: {{[0-9]+}}, 3072>, tile.scratch = 1536 : i64,
tile.module @m {
  tile.entry @invariant(%pa: tile<ptr<f32>>, %pb: tile<ptr<f32>>, %n: tile<i32>) {
    %za = constant <f32: 1.0> : tile<32x16xf32>
    %zb = constant <f32: 2.0> : tile<16x32xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc0 = constant <f32: 0.0> : tile<32x32xf32>
    %a = ftof %za : tile<32x16xf32> -> tile<32x16xf16>
    %bi = iota : tile<512xi32>
    %bp1 = reshape %pb : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bpb = broadcast %bp1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %bp = offset %bpb, %bi : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %bv, %bt = load_ptr_tko weak %bp : tile<512xptr<f32>> -> tile<512xf32>, token
    %br = reshape %bv : tile<512xf32> -> tile<16x32xf32>
    %b = ftof %br : tile<16x32xf32> -> tile<16x32xf16>
    %d = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %acc0) -> (tile<32x32xf32>) {
      %next = mmaf %a, %b, %acc : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
      continue %next : tile<32x32xf32>
    }
    %df = reshape %d : tile<32x32xf32> -> tile<1024xf32>
    %di = iota : tile<1024xi32>
    %dp1 = reshape %pa : tile<ptr<f32>> -> tile<1xptr<f32>>
    %dpb = broadcast %dp1 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %dp = offset %dpb, %di : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %t = store_ptr_tko weak %dp, %df : tile<1024xptr<f32>>, tile<1024xf32> -> token
    return
  }
  tile.entry @varying(%n: tile<i32>) {
    %za = constant <f32: 1.0> : tile<32x16xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc0 = constant <f32: 0.0> : tile<32x32xf32>
    %a = ftof %za : tile<32x16xf32> -> tile<32x16xf16>
    %d = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %acc0) -> (tile<32x32xf32>) {
      %f = itof %iv signed : tile<i32> -> tile<f32>
      %fr = reshape %f : tile<f32> -> tile<1x1xf32>
      %fb = broadcast %fr : tile<1x1xf32> -> tile<16x32xf32>
      %b = ftof %fb : tile<16x32xf32> -> tile<16x32xf16>
      %next = mmaf %a, %b, %acc : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
      continue %next : tile<32x32xf32>
    }
    return
  }
  tile.entry @stored(%p: tile<ptr<f16>>, %n: tile<i32>) {
    %za = constant <f32: 1.0> : tile<32x16xf32>
    %zb = constant <f32: 2.0> : tile<16x32xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc0 = constant <f32: 0.0> : tile<32x32xf32>
    %a = ftof %za : tile<32x16xf32> -> tile<32x16xf16>
    %b = ftof %zb : tile<16x32xf32> -> tile<16x32xf16>
    %d = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %acc0) -> (tile<32x32xf32>) {
      %next = mmaf %a, %b, %acc : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
      continue %next : tile<32x32xf32>
    }
    %bf = reshape %b : tile<16x32xf16> -> tile<512xf16>
    %i = iota : tile<512xi32>
    %p1 = reshape %p : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pb = broadcast %p1 : tile<1xptr<f16>> -> tile<512xptr<f16>>
    %pp = offset %pb, %i : tile<512xptr<f16>>, tile<512xi32> -> tile<512xptr<f16>>
    %t = store_ptr_tko weak %pp, %bf : tile<512xptr<f16>>, tile<512xf16> -> token
    return
  }
  tile.entry @straight() {
    %za = constant <f32: 1.0> : tile<32x16xf32>
    %zb = constant <f32: 2.0> : tile<16x32xf32>
    %acc0 = constant <f32: 0.0> : tile<32x32xf32>
    %a = ftof %za : tile<32x16xf32> -> tile<32x16xf16>
    %b = ftof %zb : tile<16x32xf32> -> tile<16x32xf16>
    %next = mmaf %a, %b, %acc0 : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
    return
  }
}
