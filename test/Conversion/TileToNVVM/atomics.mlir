// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" | FileCheck %s
// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_80 num-warps=1" | FileCheck %s --check-prefix=SM80

// Atomics are PTX atom / red instructions in inline assembly that carry
// the ordering (.relaxed/.acquire/.release/.acq_rel) and the scope (.cta
// for tl_blk, .gpu for device, .sys) themselves; a mask is the predicate
// and masked-off lanes read 0 (rmw) or cmp (cas). An rmw whose old values
// are unused is a red (except exch, which red lacks).

// CHECK-LABEL: llvm.func @rmw
// 64 elements, 2 per thread: masked acq_rel sys umax with the old values used.
// The lane's predicate is a scalar compare: lane 0's index below 60.
// CHECK: %[[ON:.*]] = arith.cmpi slt, %{{.*}}, %c60_i32{{.*}} : i32
// CHECK: llvm.inline_asm has_side_effects "mov.b32 $0, 0;\0A\09@$3 atom.acq_rel.sys.global.max.u32 $0, [$1], $2;", "=&r,l,r,b" %{{.*}}, %{{.*}}, %[[ON]] : (!llvm.ptr<1>, i32, i1) -> i32
// CHECK: llvm.inline_asm has_side_effects "mov.b32 $0, 0;\0A\09@$3 atom.acq_rel.sys.global.max.u32 $0, [$1], $2;"
// Acquire: a barrier after; release: one before (the next op's).
// CHECK: nvvm.barrier0
// CHECK: nvvm.barrier0
// i64 signed min, release device, old values unused, no mask: red, no predicate.
// CHECK: llvm.inline_asm has_side_effects "red.release.gpu.global.min.s64 [$0], $1;", "l,l" %{{.*}}, %{{.*}} : (!llvm.ptr<1>, i64) -> ()
// CHECK: llvm.inline_asm has_side_effects "red.release.gpu.global.min.s64 [$0], $1;"
// xchg of f32 at tl_blk: atom.exch on the bits even with the result unused.
// CHECK: %[[XB:.*]] = llvm.bitcast %{{.*}} : f32 to i32
// CHECK: %[[OLD:.*]] = llvm.inline_asm has_side_effects "atom.relaxed.cta.global.exch.b32 $0, [$1], $2;", "=r,l,r" %{{.*}}, %[[XB]] : (!llvm.ptr<1>, i32) -> i32
// CHECK: llvm.bitcast %[[OLD]] : i32 to f32
// Every integer mode names its PTX operation and type.
// CHECK: red.relaxed.gpu.global.and.b32
// CHECK: red.relaxed.gpu.global.or.b64
// CHECK: red.relaxed.gpu.global.xor.b32
// CHECK: red.relaxed.gpu.global.add.u64
// CHECK: red.relaxed.gpu.global.max.s32
// CHECK: red.relaxed.gpu.global.min.u64
// f16 / bf16 / f64 addf; bf16 natively from sm_90.
// CHECK: "red.relaxed.gpu.global.add.noftz.f16 [$0], $1;", "l,h"
// CHECK: "red.relaxed.sys.global.add.noftz.bf16 [$0], $1;", "l,h"
// CHECK: "red.relaxed.gpu.global.add.f64 [$0], $1;", "l,l"
// SM80-LABEL: llvm.func @rmw
// SM80: "red.relaxed.gpu.global.add.noftz.f16 [$0], $1;", "l,h"
// Before sm_90, bf16 addition is an LLVM atomicrmw (a CAS loop in the
// backend) that keeps its ordering and scope.
// SM80-NOT: add.noftz.bf16
// SM80: llvm.atomicrmw fadd %{{.*}}, %{{.*}} monotonic {alignment = 2 : i64} : !llvm.ptr<1>, bf16
// SM80: llvm.atomicrmw fadd %{{.*}}, %{{.*}} monotonic {alignment = 2 : i64} : !llvm.ptr<1>, bf16
// SM80: "red.relaxed.gpu.global.add.f64 [$0], $1;", "l,l"
tile.module @m {
  tile.entry @rmw(%p: tile<ptr<i32>>, %q: tile<ptr<i64>>, %f: tile<ptr<f32>>, %h: tile<ptr<f16>>, %b: tile<ptr<bf16>>, %d: tile<ptr<f64>>) {
    %i = iota : tile<64xi32>
    %c = constant <i32: 60> : tile<64xi32>
    %m = cmpi less_than %i, %c, signed : tile<64xi32> -> tile<64xi1>
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %p1 : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %ps = offset %pb, %i : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %q1 = reshape %q : tile<ptr<i64>> -> tile<1xptr<i64>>
    %qb = broadcast %q1 : tile<1xptr<i64>> -> tile<64xptr<i64>>
    %qs = offset %qb, %i : tile<64xptr<i64>>, tile<64xi32> -> tile<64xptr<i64>>
    %i64 = exti %i signed : tile<64xi32> -> tile<64xi64>
    %old, %t0 = atomic_rmw_tko acq_rel sys %ps, umax, %i, %m : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
    %s = addi %old, %old : tile<64xi32>
    %o1, %t1 = atomic_rmw_tko release device %qs, min, %i64 : tile<64xptr<i64>>, tile<64xi64> -> tile<64xi64>, token
    %f1 = reshape %f : tile<ptr<f32>> -> tile<1xptr<f32>>
    %fb = broadcast %f1 : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %fs = offset %fb, %i : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %fv = itof %i signed : tile<64xi32> -> tile<64xf32>
    %o2, %t2 = atomic_rmw_tko relaxed tl_blk %fs, xchg, %fv : tile<64xptr<f32>>, tile<64xf32> -> tile<64xf32>, token
    %o3, %t3 = atomic_rmw_tko relaxed device %ps, and, %i : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    %o4, %t4 = atomic_rmw_tko relaxed device %qs, or, %i64 : tile<64xptr<i64>>, tile<64xi64> -> tile<64xi64>, token
    %o5, %t5 = atomic_rmw_tko relaxed device %ps, xor, %i : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    %o6, %t6 = atomic_rmw_tko relaxed device %qs, add, %i64 : tile<64xptr<i64>>, tile<64xi64> -> tile<64xi64>, token
    %o7, %t7 = atomic_rmw_tko relaxed device %ps, max, %i : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    %o8, %t8 = atomic_rmw_tko relaxed device %qs, umin, %i64 : tile<64xptr<i64>>, tile<64xi64> -> tile<64xi64>, token
    %h1 = reshape %h : tile<ptr<f16>> -> tile<1xptr<f16>>
    %hb = broadcast %h1 : tile<1xptr<f16>> -> tile<64xptr<f16>>
    %hs = offset %hb, %i : tile<64xptr<f16>>, tile<64xi32> -> tile<64xptr<f16>>
    %hv = itof %i signed : tile<64xi32> -> tile<64xf16>
    %o9, %t9 = atomic_rmw_tko relaxed device %hs, addf, %hv : tile<64xptr<f16>>, tile<64xf16> -> tile<64xf16>, token
    %b1 = reshape %b : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %bb = broadcast %b1 : tile<1xptr<bf16>> -> tile<64xptr<bf16>>
    %bs = offset %bb, %i : tile<64xptr<bf16>>, tile<64xi32> -> tile<64xptr<bf16>>
    %bv = itof %i signed : tile<64xi32> -> tile<64xbf16>
    %o10, %t10 = atomic_rmw_tko relaxed sys %bs, addf, %bv : tile<64xptr<bf16>>, tile<64xbf16> -> tile<64xbf16>, token
    %d1 = reshape %d : tile<ptr<f64>> -> tile<1xptr<f64>>
    %db = broadcast %d1 : tile<1xptr<f64>> -> tile<64xptr<f64>>
    %ds = offset %db, %i : tile<64xptr<f64>>, tile<64xi32> -> tile<64xptr<f64>>
    %dv = itof %i signed : tile<64xi32> -> tile<64xf64>
    %o11, %t11 = atomic_rmw_tko relaxed device %ds, addf, %dv : tile<64xptr<f64>>, tile<64xf64> -> tile<64xf64>, token
    return
  }

// A rank-0 counter: every thread holds it, only thread 0 (the first
// holder) does the atom; the old value reaches the others through scratch.
// CHECK-LABEL: llvm.func @counter
// CHECK: %[[OWNER:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : i64
// CHECK: %[[ON:.*]] = arith.andi %{{.*}}, %[[OWNER]] : i1
// CHECK: %[[T:.*]] = llvm.inline_asm has_side_effects "mov.b32 $0, 0;\0A\09@$3 atom.relaxed.gpu.global.add.u32 $0, [$1], $2;", "=&r,l,r,b" %{{.*}}, %{{.*}}, %[[ON]]
// CHECK: %[[TV:.*]] = vector.insert %[[T]], %{{.*}} [0] : i32 into vector<1xi32>
// CHECK: scf.if %{{.*}} {
// CHECK: llvm.store %[[TV]], %{{.*}} : vector<1xi32>, !llvm.ptr<3>
// CHECK: }
// CHECK: nvvm.barrier0
// CHECK: %[[SHARED:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> vector<1xi32>
// CHECK: nvvm.barrier0
// CHECK: vector.extract %[[SHARED]][0] : i32 from vector<1xi32>
  tile.entry @counter(%p: tile<ptr<i32>>, %out: tile<ptr<i32>>) {
    %one = constant <i32: 1> : tile<i32>
    %t, %tk = atomic_rmw_tko relaxed device %p, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %slot = offset %out, %t : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %tk2 = store_ptr_tko weak %slot, %one : tile<ptr<i32>>, tile<i32> -> token
    return
  }

// compare-and-swap: bits compared, masked-off lanes return cmp ($2).
// CHECK-LABEL: llvm.func @cas
// CHECK: %[[CB:.*]] = llvm.bitcast %{{.*}} : f64 to i64
// CHECK: %[[VB:.*]] = llvm.bitcast %{{.*}} : f64 to i64
// CHECK: %[[R:.*]] = llvm.inline_asm has_side_effects "mov.b64 $0, $2;\0A\09@$4 atom.acquire.cta.global.cas.b64 $0, [$1], $2, $3;", "=&l,l,l,l,b" %{{.*}}, %[[CB]], %[[VB]], %{{.*}} : (!llvm.ptr<1>, i64, i64, i1) -> i64
// CHECK: llvm.bitcast %[[R]] : i64 to f64
// CHECK: nvvm.barrier0
// CHECK: "atom.release.gpu.global.cas.b32 $0, [$1], $2, $3;", "=r,l,r,r"
  tile.entry @cas(%p: tile<ptr<f64>>, %q: tile<ptr<i32>>) {
    %i = iota : tile<32xi32>
    %p1 = reshape %p : tile<ptr<f64>> -> tile<1xptr<f64>>
    %pb = broadcast %p1 : tile<1xptr<f64>> -> tile<32xptr<f64>>
    %ps = offset %pb, %i : tile<32xptr<f64>>, tile<32xi32> -> tile<32xptr<f64>>
    %cmp = constant <f64: 0.0> : tile<32xf64>
    %val = itof %i signed : tile<32xi32> -> tile<32xf64>
    %c = constant <i32: 16> : tile<32xi32>
    %m = cmpi less_than %i, %c, signed : tile<32xi32> -> tile<32xi1>
    %o, %t = atomic_cas_tko acquire tl_blk %ps, %cmp, %val, %m : tile<32xptr<f64>>, tile<32xf64>, tile<32xi1> -> tile<32xf64>, token
    %q1 = reshape %q : tile<ptr<i32>> -> tile<1xptr<i32>>
    %qb = broadcast %q1 : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %qs = offset %qb, %i : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %o2, %t2 = atomic_cas_tko release device %qs, %i, %c : tile<32xptr<i32>>, tile<32xi32> -> tile<32xi32>, token
    return
  }

// atomic_red_view_tko: the view's addresses and edge mask, one red per
// element this thread owns.
// CHECK-LABEL: llvm.func @red_view
// CHECK: %[[IN:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : vector<2xi64>
// CHECK: %[[PTRS:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, vector<2xi64>) -> vector<2x!llvm.ptr<1>>, f32
// Lane 0 is in bounds when its offset, 0, is below the elements left.
// CHECK-DAG: %[[ON:.*]] = arith.cmpi ult, %c0_i64{{[_0-9]*}}, %{{.*}} : i64
// CHECK-DAG: %[[PTR:.*]] = vector.extract %[[PTRS]][0] : !llvm.ptr<1> from vector<2x!llvm.ptr<1>>
// CHECK-DAG: %[[V:.*]] = vector.extract %{{.*}}[0] : f32 from vector<2xf32>
// CHECK: %[[VB:.*]] = llvm.bitcast %[[V]] : f32 to i32
// CHECK: llvm.inline_asm has_side_effects "@$2 red.relaxed.gpu.global.add.f32 [$0], $1;", "l,r,b" %[[PTR]], %[[VB]], %[[ON]] : (!llvm.ptr<1>, i32, i1) -> ()
// CHECK: "@$2 red.relaxed.gpu.global.add.f32 [$0], $1;"
  tile.entry @red_view(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %i = iota : tile<64xi32>
    %v = itof %i signed : tile<64xi32> -> tile<64xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %t = atomic_red_view_tko relaxed device %pv[%c0], addf, %v : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

// memory_fence_alias_tko: a block-wide barrier.
// CHECK-LABEL: llvm.func @fence
// CHECK: nvvm.barrier0
// CHECK-NEXT: arith.constant false
// CHECK-NEXT: llvm.return
// The counter's scratch: one i32, rounded to 16 bytes.
// CHECK: llvm.mlir.global internal @counter__tileir_scratch(#llvm.undef) {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>
  tile.entry @fence() {
    %t = make_token : token
    %t2 = memory_fence_alias_tko %t : token
    return
  }
}
