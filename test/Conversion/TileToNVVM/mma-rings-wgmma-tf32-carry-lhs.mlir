// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 carry-lhs=1" --convert-tile-to-gpu="chip=sm_90 num-warps=8" --canonicalize --cse | FileCheck %s

// The tf32 GEMM loop of mma-rings-wgmma-tf32-interleaved.mlir (128x128x32,
// 8 warps: one 64-row block a warpgroup, K = 32 in S = 4 interleaved k
// steps) with carry-lhs. tilegpu.load_wgmma_lhs loads what the shared_mma
// loaded itself before: for its row g, elements 0-3 and 4-7 (16-byte
// loads), then the same of row g + 8, each rounded (cvt.rn.tf32). Their
// lanes in #tilegpu.wgmma_lhs<8> are (row half h, element e) -> 8 h + e,
// so the shared_mma's k step s reads lanes s (a0: row g, place t), 8 + s
// (a1: row g + 8), 4 + s (a2: row g, place t + 4, element S + s) and
// 12 + s (a3), as bitcasts and with no rounding of its own: the
// interleaved test's A0, C8, B4 and D12 for step 0.
// The prologue: B's first buffer rounded, then the wait and barrier for
// it, then A's first fragments.
// CHECK: nvvm.cp.async.wait.group 2
// CHECK: nvvm.cp.async.wait.group 2
// CHECK-NEXT: nvvm.fence.proxy
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[LA:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK: %[[XA:.*]] = vector.extract %[[LA]][0]
// CHECK-NEXT: %[[TA:.*]] = nvvm.convert.float.to.tf32 %[[XA]] {rnd = #nvvm.fp_rnd_mode<rn>}
// CHECK-COUNT-3: nvvm.convert.float.to.tf32
// CHECK: %[[LB:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-COUNT-4: nvvm.convert.float.to.tf32
// CHECK: %[[LC:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-COUNT-4: nvvm.convert.float.to.tf32
// CHECK: %[[LD:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-COUNT-4: nvvm.convert.float.to.tf32
// CHECK: %[[BA:.*]] = llvm.bitcast %[[TA]] : i32 to f32
// CHECK: %[[INIT:.*]] = vector.from_elements %[[BA]], {{.*}} : vector<16xf32>
// CHECK-NEXT: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[SLOT:.*]] = %{{.*}}, %[[A:.*]] = %[[INIT]]) -> (vector<64xf32>, i32, vector<16xf32>)
// The loop's top: no wait, no barrier, no load; the carried lanes go
// straight to the first k step's wgmma.
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.load
// CHECK: %[[E0:.*]] = vector.extract %[[A]][0] : f32 from vector<16xf32>
// CHECK-NEXT: %[[A0:.*]] = llvm.bitcast %[[E0]] : f32 to i32
// CHECK-NEXT: %[[E8:.*]] = vector.extract %[[A]][8] : f32 from vector<16xf32>
// CHECK-NEXT: %[[C8:.*]] = llvm.bitcast %[[E8]] : f32 to i32
// CHECK-NEXT: %[[E4:.*]] = vector.extract %[[A]][4] : f32 from vector<16xf32>
// CHECK-NEXT: %[[B4:.*]] = llvm.bitcast %[[E4]] : f32 to i32
// CHECK-NEXT: %[[E12:.*]] = vector.extract %[[A]][12] : f32 from vector<16xf32>
// CHECK-NEXT: %[[D12:.*]] = llvm.bitcast %[[E12]] : f32 to i32
// CHECK-NOT: nvvm.convert.float.to.tf32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NOT: nvvm.convert.float.to.tf32
// CHECK: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {{.*}}, %[[A0]], %[[C8]], %[[B4]], %[[D12]], %{{.*}} :
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// Then the copies, B's rounding of the next buffer, and its wait and
// barrier, after which the next buffer's fragments load and round while
// the group runs.
// (B's rounding waits for this thread's own copies first.)
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.cp.async.wait.group 2
// CHECK: nvvm.cp.async.wait.group 2
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.barrier0
// CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK: %[[N0:.*]] = llvm.bitcast %{{.*}} : i32 to f32
// The group's wait moves them into registers of their own after it
// (early-clobber outputs 64-79 from inputs 144-159: 64 accumulator
// outputs, then the 16 moved; 64 tied inputs, then the 16 moving).
// CHECK: %[[WAIT:.*]] = llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;\0A\09mov.b32 $64, $144;\0A\09mov.b32 $65, $145;{{.*}}mov.b32 $79, $159;", "=f,{{.*}},=f,=&f,{{.*}},=&f,0,1,{{.*}},63,f,{{.*}},f" {{.*}}, %[[N0]], {{.*}} : {{.*}} -> !llvm.struct<(f32, {{.*}})>
// CHECK: %[[M0:.*]] = llvm.extractvalue %[[WAIT]][64]
// CHECK: %[[NEXT:.*]] = vector.from_elements %[[M0]], {{.*}} : vector<16xf32>
// CHECK-NEXT: scf.yield %{{.*}}, %{{.*}}, %[[NEXT]] : vector<64xf32>, i32, vector<16xf32>
tile.module @m {
  entry @tf32(%f: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<f32>>
    %fv = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %fp = make_partition_view %fv : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[128,1]>>
    %fq = make_partition_view %fv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %fp[%c0, %kk] : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> tile<128x32xf32>, token
      %bt, %t2 = load_view_tko weak %fq[%kk, %c0] : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> tile<32x128xf32>, token
      %ar = ftof %at rounding<nearest_even> : tile<128x32xf32> -> tile<128x32xtf32>
      %br = ftof %bt rounding<nearest_even> : tile<32x128xf32> -> tile<32x128xtf32>
      %d = mmaf %ar, %br, %s : tile<128x32xtf32>, tile<32x128xtf32>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    %p = make_partition_view %fv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>
    %t = store_view_tko weak %r, %p[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
