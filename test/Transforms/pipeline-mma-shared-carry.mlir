// RUN: tile-opt %s -split-input-file --tile-assign-layouts=num-warps=4 --tile-pipeline-mma-shared=carry-fragments | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-assign-layouts=num-warps=4 --tile-pipeline-mma-shared="carry-fragments max-ring-bytes=10000" | FileCheck %s --check-prefix=ONE
// RUN: tile-opt %s -split-input-file --tile-assign-layouts=num-warps=4 --tile-pipeline-mma-shared | FileCheck %s --check-prefix=OFF

// `carry-fragments`: the GEMM of pipeline-mma-shared.mlir (64x64x32 f16,
// 4 warps: mma<2, 2>, rings of three buffers). After the prologue's wait
// the first iteration's first k step fragments of buffer 0 are loaded
// (each warp: two 16-row tiles of A, four registers each, and four
// 8-column tiles of B, two each: vector<16xi32>) and the loop carries
// them: the shared_mma takes them as `first_step` and returns the next
// buffer's (loaded after its before_last_step wait), which `continue`
// passes on; the loop's layouts give the vector the blocked layout.
// CHECK-LABEL: entry @gemm
// CHECK: tilegpu.async_wait pending 2
// CHECK-NEXT: constant <i32: 0> : tile<i32>
// CHECK-NEXT: %[[B0:.*]] = constant <i32: 0> : tile<i32>
// CHECK-NEXT: %[[F0:.*]] = tilegpu.load_mma_fragments %[[B0]], lhs <offset = 0, slots = 3, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 15360, slots = 3, rows = 32, cols = 64, pitch = 72, element = f16>, layout <2, 2> : !tile.tile<i32> -> vector<16xi32>
// CHECK: for %{{.*}} in ({{.*}}) : tile<i32> iter_values(%[[SUM:.*]] = %{{.*}}, %[[SLOT:.*]] = %{{.*}}, %[[F:.*]] = %[[F0]]) -> (tile<64x64xf32>, tile<i32>, vector<16xi32>) {
// CHECK-NEXT: %[[D:.*]], %[[NEXTF:.*]] = tilegpu.shared_mma %[[SUM]], %[[SLOT]], lhs <offset = 0, {{.*}}>, rhs <offset = 15360, {{.*}}> first_step %[[F]] : vector<16xi32> -> vector<16xi32> {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<64x64xf32>, !tile.tile<i32> before_last_step {
// CHECK-NEXT: tilegpu.async_wait pending 1
// CHECK-NEXT: }
// CHECK: continue %[[D]], %{{.*}}, %[[NEXTF]] : tile<64x64xf32>, tile<i32>, vector<16xi32>
// CHECK-NEXT: } attributes {tile.pipeline_stages = 3 : i64, tilegpu.layouts = [#tilegpu.mma<2, 2>, #tilegpu.blocked, #tilegpu.blocked]}

// With one buffer the next iteration's operands land only after the mma:
// nothing to carry.
// ONE-LABEL: entry @gemm
// ONE-NOT: load_mma_fragments
// ONE-NOT: first_step
// ONE: tile.pipeline_stages = 1

// OFF-LABEL: entry @gemm
// OFF-NOT: load_mma_fragments
// OFF-NOT: first_step
// OFF: tile.pipeline_stages = 3
tile.module @m {
  entry @gemm(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x64xf32>
    %sum = for %kk in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %d = mmaf %at, %bt, %s : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    return
  }
}

// -----

// Two mmas in one loop: only the last, whose before_last_step holds the
// loop's wait, carries its fragments (the first reads its buffers before
// that wait).
// CHECK-LABEL: entry @two
// CHECK: %[[G0:.*]] = tilegpu.load_mma_fragments
// CHECK: for {{.*}} iter_values({{.*}}, %[[G:.*]] = %[[G0]]) -> (tile<64x64xf32>, tile<64x64xf32>, tile<i32>, vector<16xi32>)
// CHECK-NEXT: %[[X:.*]] = tilegpu.shared_mma
// CHECK-NOT: first_step
// CHECK-SAME: {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<64x64xf32>, !tile.tile<i32>{{$}}
// CHECK-NEXT: %{{.*}}, %[[GN:.*]] = tilegpu.shared_mma {{.*}} first_step %[[G]] : vector<16xi32> -> vector<16xi32>
// CHECK: continue {{.*}}, %[[GN]] : tile<64x64xf32>, tile<64x64xf32>, tile<i32>, vector<16xi32>

// Without carrying, the last mma's copies refill both mmas' buffers (they
// read the first mma's loads, which the pass erases only after the last
// mma is rewritten; erased earlier, this crashed).
// OFF-LABEL: entry @two
// OFF: for
// OFF: tilegpu.shared_mma
// OFF-NEXT: tilegpu.shared_mma {{.*}} before_last_step {
// OFF: if
// OFF-NEXT: tilegpu.async_copy {{.*}} <offset = 0,
// OFF-NEXT: tilegpu.async_copy {{.*}} <offset = 10240,
// OFF-NEXT: tilegpu.async_copy {{.*}} <offset = 19456,
// OFF-NEXT: tilegpu.async_copy {{.*}} <offset = 29696,
// OFF: tile.pipeline_stages = 2
tile.module @m {
  entry @two(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x64xf32>
    %r:2 = for %kk in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%s = %init, %u = %init) -> (tile<64x64xf32>, tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %ct, %t3 = load_view_tko weak %ap[%c1, %kk] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<64x32xf16>, token
      %dt, %t4 = load_view_tko weak %bp[%kk, %c1] : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %d = mmaf %at, %bt, %s : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      %e = mmaf %ct, %dt, %u : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d, %e : tile<64x64xf32>, tile<64x64xf32>
    }
    return
  }
}
