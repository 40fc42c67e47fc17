// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" | FileCheck %s

// relaxed / acquire / release loads and stores (reference §3.7): one
// atomic load or store per element with the scope as syncscope (tl_blk ->
// "block", device -> "device", sys -> none, i.e. system), of the element's
// bits; masked lanes branch around it and take the padding. The ordering
// is for the whole tile block: a barrier after an acquire, before a
// release, and before an access whose token comes from another memory op.

// CHECK-LABEL: llvm.func @ordered
// 64 elements over 32 threads: 2 lanes, each masked (i < 60) with padding.
// CHECK: %[[I0:.*]] = vector.extract %[[I:.*]][0] : i32 from vector<2xi32>
// CHECK-NEXT: %[[ON0:.*]] = arith.cmpi slt, %[[I0]], %c60_i32{{.*}} : i32
// CHECK: %[[V0:.*]] = scf.if %[[ON0]] -> (i32) {
// CHECK-NEXT: %[[L0:.*]] = llvm.load %{{.*}} atomic syncscope("device") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// CHECK-NEXT: scf.yield %[[L0]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[PAD0:.*]] = vector.extract %{{.*}}[0] : i32 from vector<2xi32>
// CHECK-NEXT: scf.yield %[[PAD0]] : i32
// CHECK: %[[I1:.*]] = vector.extract %[[I]][1] : i32 from vector<2xi32>
// CHECK-NEXT: %[[ON1:.*]] = arith.cmpi slt, %[[I1]], %c60_i32{{.*}} : i32
// CHECK: scf.if %[[ON1]] -> (i32) {
// CHECK-NEXT: llvm.load %{{.*}} atomic syncscope("device") acquire
// Acquire: a barrier after; then the release store's barrier before.
// CHECK: nvvm.barrier0
// CHECK-NEXT: arith.constant false
// CHECK-NEXT: nvvm.barrier0
// Unmasked, not replicated: no branch.
// CHECK-NOT: scf.if
// CHECK: llvm.store %{{.*}}, %{{.*}} atomic syncscope("block") release {alignment = 4 : i64} : i32, !llvm.ptr<1>
// CHECK-NEXT: vector.extract
// CHECK-NEXT: vector.extract
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} atomic syncscope("block") release
// A rank-0 f16, relaxed sys: loaded as i16 by every thread, no syncscope.
// CHECK: %[[H:.*]] = llvm.load %{{.*}} atomic monotonic {alignment = 2 : i64} : !llvm.ptr<1> -> i16
// CHECK-NEXT: llvm.bitcast %[[H]] : i16 to f16
// Its store: the first holder only (thread 0).
// CHECK: %[[OWN:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : i64
// CHECK: scf.if
// CHECK-NEXT: %[[HB:.*]] = llvm.bitcast %{{.*}} : f16 to i16
// CHECK-NEXT: llvm.store %[[HB]], %{{.*}} atomic syncscope("device") monotonic {alignment = 2 : i64} : i16, !llvm.ptr<1>
// i1 relaxed: a byte, then != 0.
// CHECK: %[[B:.*]] = llvm.load %{{.*}} atomic syncscope("block") monotonic {alignment = 1 : i64} : !llvm.ptr<1> -> i8
// CHECK: arith.cmpi ne, %{{.*}}, %{{.*}} : vector<1xi8>
// Weak store after that load's token: a barrier.
// CHECK: nvvm.barrier0
// CHECK: llvm.intr.masked.scatter
// After a join of memory tokens: a barrier.
// CHECK-NOT: llvm.intr.masked
// CHECK: nvvm.barrier0
// CHECK: llvm.intr.masked.scatter
// After a join of make_token results: none.
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.intr.masked.scatter
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
tile.module @m {
  tile.entry @ordered(%p: tile<ptr<i32>>, %q: tile<ptr<f16>>, %r: tile<ptr<i1>>) {
    %i = iota : tile<64xi32>
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %ptrs = offset %pb, %i : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %c = constant <i32: 60> : tile<64xi32>
    %m = cmpi less_than %i, %c, signed : tile<64xi32> -> tile<64xi1>
    %v, %t = load_ptr_tko acquire device %ptrs, %m, %i : tile<64xptr<i32>>, tile<64xi1>, tile<64xi32> -> tile<64xi32>, token
    %t2 = store_ptr_tko release tl_blk %ptrs, %v token = %t : tile<64xptr<i32>>, tile<64xi32> -> token
    %h, %t3 = load_ptr_tko relaxed sys %q : tile<ptr<f16>> -> tile<f16>, token
    %t4 = store_ptr_tko relaxed device %q, %h : tile<ptr<f16>>, tile<f16> -> token
    %b, %t5 = load_ptr_tko relaxed tl_blk %r : tile<ptr<i1>> -> tile<i1>, token
    %t6 = store_ptr_tko weak %r, %b token = %t5 : tile<ptr<i1>>, tile<i1> -> token
    %j = join_tokens %t4, %t6 : token
    %t7 = store_ptr_tko weak %r, %b token = %j : tile<ptr<i1>>, tile<i1> -> token
    %k = make_token : token
    %j2 = join_tokens %k, %k : token
    %t8 = store_ptr_tko weak %r, %b token = %j2 : tile<ptr<i1>>, tile<i1> -> token
    return
  }

// Views: a relaxed load at sys scope and a release store at device scope,
// both per element with the edge mask as the branch condition.
// CHECK-LABEL: llvm.func @view_ordered
// CHECK: %[[IN:.*]] = arith.cmpi ult
// CHECK: scf.if %{{.*}} -> (f32) {
// CHECK-NEXT: %[[X:.*]] = llvm.load %{{.*}} atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// CHECK-NEXT: %[[XF:.*]] = llvm.bitcast %[[X]] : i32 to f32
// CHECK-NEXT: scf.yield %[[XF]] : f32
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.barrier0
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: llvm.bitcast %{{.*}} : f32 to i32
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} atomic syncscope("device") release {alignment = 4 : i64} : i32, !llvm.ptr<1>
  tile.entry @view_ordered(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko relaxed sys %pv[%c0] : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %t2 = store_view_tko release device %x, %pv[%c0] : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
