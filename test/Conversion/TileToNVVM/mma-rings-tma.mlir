// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=66560 tma=1" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=66560 tma=1 tma-empty-barriers=1" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s --check-prefix=EMPTY
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=66560 tma=1 tma-empty-barriers=1 tma-producer-warp=1" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s --check-prefix=PRODUCER

// The TMA form of the 128x128x32 f16 wgmma GEMM loop
// (test/Transforms/pipeline-mma-shared-tma.mlir). At the kernel's start
// thread 0 claims a slot of the map table: from (SM id x 8) mod 2304 on,
// a compare-and-swap of its claim from 0 to 1. Each map is filled in
// shared memory by thread 0 (zeros, then tensormap.replace of every field:
// rank - 1, the box one swizzle atom along K by the buffer's rows, f16 as
// element type 6, A's 64-byte swizzle (mode 2, rows of 64 bytes) and B's
// 128-byte one (mode 3), zeros outside), copied to the table by warp 0 and
// acquired by thread 0. Four barriers expect two arrivals a phase; every
// thread fences its earlier scratch writes into the async proxy before the
// block barrier. A copy announces 8192 bytes and issues one box for A
// (K = 32 f16 is one 64-byte atom) and two for B (128 f16 columns, two
// 128-byte atoms, the second 64 elements on and 32 x 128 bytes further
// in the buffer). The loop waits on its buffer's barrier in the carried
// phase, then a block barrier. After the loop the barriers are
// invalidated between block barriers, and at the return thread 0 gives
// its slot back.
// With tma-empty-barriers: the second barriers (byte 65568) expect one
// arrival from each of the 8 warps. In the loop no block barrier: the
// refill's guard has thread 0 wait on its buffer's second barrier (the
// parity the pass computed) before announcing the copy; after the group
// in flight's wait, lane 0 of each warp arrives on the previous buffer's
// second barrier.
// With the producer warp: the block runs 288 threads. After the map
// table's claim, threads 256 and up (warp 8) branch off: they wait on
// named barrier 1 for all 288 threads, read the map slot thread 0 left at
// byte 65600, acquire both maps, and lane 0 runs the copy loop (the
// empty barrier's parity wait, the bulk tensor copies), then the warp
// returns. The kernel's warps count 256 threads at every block barrier,
// thread 0 stores the slot once the barriers are initialised, and every
// thread arrives on barrier 1 without waiting. No barrier counts all 288.
// PRODUCER-LABEL: llvm.func @gemm
// PRODUCER-SAME: nvvm.reqntid = array<i32: 288, 1, 1>
// PRODUCER-NOT: nvvm.barrier0
// PRODUCER: nvvm.shfl.sync idx
// PRODUCER-NEXT: %[[SLOT:.*]] = arith.extui %{{.*}} : i32 to i64
// PRODUCER: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// PRODUCER: %[[TID64:.*]] = arith.extui %[[TID]] : i32 to i64
// PRODUCER-NEXT: %[[C256:.*]] = arith.constant 256 : i64
// PRODUCER-NEXT: %[[ISPROD:.*]] = arith.cmpi uge, %[[TID64]], %[[C256]] : i64
// PRODUCER-NEXT: llvm.cond_br %[[ISPROD]], ^[[START:bb[0-9]+]], ^[[KERNEL:bb[0-9]+]]
// PRODUCER: ^[[START]]:
// PRODUCER-NEXT: %[[ALL:.*]] = llvm.mlir.constant(288 : i32) : i32
// PRODUCER-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// PRODUCER-NEXT: nvvm.barrier id = %[[ONE]] number_of_threads = %[[ALL]]
// PRODUCER: llvm.getelementptr %{{.*}}[65600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// PRODUCER-NEXT: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> i64
// PRODUCER-COUNT-2: fence.proxy.tensormap::generic.acquire.gpu
// PRODUCER: llvm.cond_br %{{.*}}, ^[[LANE0:bb[0-9]+]], ^[[DONE:bb[0-9]+]]
// PRODUCER: ^[[LANE0]]:
// PRODUCER: scf.for
// PRODUCER: llvm.getelementptr %{{.*}}[65568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// PRODUCER: nvvm.mbarrier.try_wait.parity
// PRODUCER: nvvm.mbarrier.arrive.expect_tx
// PRODUCER: nvvm.cp.async.bulk.tensor.shared.cluster.global
// PRODUCER: nvvm.cp.async.bulk.tensor.shared.cluster.global
// PRODUCER: llvm.br ^[[DONE]]
// PRODUCER: ^[[DONE]]:
// PRODUCER-NEXT: llvm.return
// PRODUCER: ^[[KERNEL]]:
// PRODUCER-NOT: nvvm.cp.async.bulk.tensor
// PRODUCER: %[[K256:.*]] = llvm.mlir.constant(256 : i32) : i32
// PRODUCER-NEXT: nvvm.barrier id = %{{.*}} number_of_threads = %[[K256]]
// PRODUCER: nvvm.fence.mbarrier.init
// PRODUCER: llvm.getelementptr %{{.*}}[65600] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// PRODUCER-NEXT: llvm.store %[[SLOT]], %{{.*}} {alignment = 8 : i64} : i64, !llvm.ptr<3>
// PRODUCER: %[[ALL2:.*]] = llvm.mlir.constant(288 : i32) : i32
// PRODUCER-NEXT: %[[ONE2:.*]] = llvm.mlir.constant(1 : i32) : i32
// PRODUCER-NEXT: nvvm.barrier.arrive id = %[[ONE2]] number_of_threads = %[[ALL2]]
// PRODUCER-NOT: nvvm.cp.async.bulk.tensor
// PRODUCER-NOT: nvvm.barrier0
// PRODUCER: nvvm.mbarrier.try_wait.parity
// PRODUCER-NOT: nvvm.cp.async.bulk.tensor
// PRODUCER-NOT: nvvm.barrier0
// PRODUCER: llvm.return
// EMPTY-LABEL: llvm.func @gemm
// EMPTY: %[[EIGHT:.*]] = llvm.mlir.constant(8 : i32) : i32
// EMPTY-COUNT-4: nvvm.mbarrier.init %{{.*}}, %[[EIGHT]] : !llvm.ptr<3>, i32
// EMPTY: scf.for
// EMPTY-NOT: nvvm.barrier0
// EMPTY: nvvm.mbarrier.try_wait.parity
// EMPTY-NOT: nvvm.barrier0
// EMPTY: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// EMPTY: arith.cmpi eq, %{{.*}}, %{{.*}} : i64
// EMPTY-NEXT: scf.if
// EMPTY: %[[SECOND:.*]] = llvm.getelementptr %{{.*}}[65568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// EMPTY: nvvm.mbarrier.try_wait.parity
// EMPTY: nvvm.mbarrier.arrive.expect_tx
// EMPTY-NOT: nvvm.barrier0
// EMPTY: "wgmma.wait_group.sync.aligned 1;"
// EMPTY-NOT: nvvm.barrier0
// EMPTY: arith.andi %{{.*}}, %{{.*}} : i64
// EMPTY: llvm.getelementptr %{{.*}}[65568] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// EMPTY: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3>
// EMPTY: scf.yield
// CHECK-LABEL: llvm.func @gemm
// CHECK: nvvm.read.ptx.sreg.smid
// CHECK: llvm.mlir.addressof @gemm__tileir_tma_claims
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} syncscope("device") acquire monotonic : !llvm.ptr<1>, i32
// A's map.
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK: "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;"
// CHECK-NEXT: "tensormap.replace.tile.rank.shared::cta.b1024.b32 [$0], 1;"
// CHECK-NEXT: "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 0, 32;"
// CHECK: "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;"
// CHECK-NEXT: "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [$0], 0, 1;"
// CHECK-NEXT: "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 1, 128;"
// CHECK: "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;"
// CHECK-NEXT: "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [$0], 1, 1;"
// CHECK: "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;"
// CHECK-NEXT: "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [$0], 6;"
// CHECK-NEXT: "tensormap.replace.tile.interleave_layout.shared::cta.b1024.b32 [$0], 0;"
// CHECK-NEXT: "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [$0], 2;"
// CHECK-NEXT: "tensormap.replace.tile.fill_mode.shared::cta.b1024.b32 [$0], 0;"
// CHECK: nvvm.bar.warp.sync
// CHECK: "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;"
// CHECK: "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;"
// B's map.
// CHECK: "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 0, 64;"
// CHECK: "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [$0], 1, 32;"
// CHECK: "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [$0], 3;"
// CHECK: "tensormap.cp_fenceproxy
// CHECK: "fence.proxy.tensormap::generic.acquire.gpu
// The barriers.
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-COUNT-4: nvvm.mbarrier.init %{{.*}}, %[[TWO]] : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.fence.mbarrier.init
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// The prologue's first step: A's box, then B's two.
// CHECK: %[[BYTES:.*]] = llvm.mlir.constant(8192 : i32) : i32
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %[[BYTES]] : !llvm.ptr<3>, i32
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
// CHECK-NOT: nvvm.cp.async.bulk.tensor
// CHECK: nvvm.mbarrier.arrive.expect_tx
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK: %[[SECOND:.*]] = llvm.getelementptr %{{.*}}[4096] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[SECOND]]
// CHECK-NOT: nvvm.cp.async.shared.global
// The loop.
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %[[PHASE:.*]] = %{{.*}}) -> (vector<64xf32>, i32, i32)
// CHECK: nvvm.mbarrier.try_wait.parity %{{.*}}, %[[PHASE]], %{{.*}} : !llvm.ptr<3>, i32, i32
// CHECK-NEXT: nvvm.barrier0
// CHECK: nvvm.wgmma.mma_async
// CHECK: nvvm.mbarrier.arrive.expect_tx
// CHECK: "wgmma.wait_group.sync.aligned 1;"
// CHECK: scf.yield
// After it.
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: nvvm.mbarrier.inval
// CHECK: nvvm.barrier0
// CHECK: "st.release.gpu.global.b32 [$0], 0;"
// CHECK-NEXT: }
// CHECK: llvm.return
// The table: 2304 slots of two maps, and their claims (zero at load).
// CHECK: llvm.mlir.global internal @gemm__tileir_tma_maps() {addr_space = 1 : i32, alignment = 128 : i64} : !llvm.array<589824 x i8>
// CHECK: llvm.mlir.global internal @gemm__tileir_tma_claims(dense<0> : tensor<2304xi32>) {addr_space = 1 : i32, alignment = 4 : i64} : !llvm.array<2304 x i32>



tile.module @m {
  entry @gemm(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf16, strides=[128,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %sum = for %kk in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<128x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x128), tensor_view<?x?xf16, strides=[128,1]>>, tile<i32> -> tile<32x128xf16>, token
      %d = mmaf %at, %bt, %s : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    return
  }
}

