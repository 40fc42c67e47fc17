// RUN: tile-opt %s -split-input-file --tile-assign-layouts=num-warps=4 --tile-pipeline-mma-shared | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-assign-layouts=num-warps=4 --tile-pipeline-mma-shared=max-ring-bytes=20000 | FileCheck %s --check-prefix=TWO
// RUN: tile-opt %s -split-input-file --tile-assign-layouts=num-warps=4 --tile-pipeline-mma-shared=max-ring-bytes=10000 | FileCheck %s --check-prefix=ONE
// RUN: tile-opt %s -split-input-file --tile-assign-layouts=num-warps=4 --tile-pipeline-mma-shared=max-ring-bytes=9000 | FileCheck %s --check-prefix=NONE

// The K loop of a GEMM (64x64x32 tiles, f16, 4 warps: mma<2, 2>). Each
// operand gets a ring of three buffers, rows padded by 16 bytes (A: 64 rows
// of 32 + 8 elements, 5120 bytes a buffer; B: 32 rows of 64 + 8, 4608
// bytes, after A's 15360). The prologue starts the copies of iterations
// lb, lb + 1 and lb + 2 into buffers 0, 1 and 2, each under an `if` that
// the iteration runs, each group committed, and waits for the first
// (two groups left in flight). The body computes on buffer `slot`; its
// mma.sync waits before its last k step's mmas (`before_last_step`): one
// group left in flight, so iteration k + 1's copies landed, and the
// barrier: once that step's fragments are loaded no warp reads buffer
// `slot` again. After the mma, iteration k + 3's copies refill `slot`.
// The body passes (slot + 1) mod 3 on; after the loop, a wait for
// everything.
// CHECK-LABEL: entry @gemm
// CHECK: %[[C0:.*]] = constant <i32: 0> : tile<i32>
// CHECK: %[[C1:.*]] = constant <i32: 1> : tile<i32>
// CHECK: %[[S0:.*]] = constant <i32: 0> : tile<i32>
// CHECK: %[[RUNS0:.*]] = cmpi less_than
// CHECK-NEXT: if %[[RUNS0]] {
// CHECK-NEXT: tilegpu.async_copy %[[PA:.*]][%[[C0]], %[[C0]]] into %[[S0]] of <offset = 0, slots = 3, rows = 64, cols = 32, pitch = 40, element = f16> chunk 8
// CHECK-NEXT: tilegpu.async_copy %[[PB:.*]][%[[C0]], %[[C0]]] into %[[S0]] of <offset = 15360, slots = 3, rows = 32, cols = 64, pitch = 72, element = f16> chunk 8
// CHECK-NEXT: }
// CHECK-NEXT: tilegpu.async_commit
// CHECK-NEXT: %[[S1:.*]] = constant <i32: 1> : tile<i32>
// CHECK-NEXT: %[[K1:.*]] = addi %[[C0]], %[[C1]]
// CHECK: %[[RUNS1:.*]] = cmpi less_than
// CHECK-NEXT: if %[[RUNS1]] {
// CHECK-NEXT: tilegpu.async_copy %[[PA]][%[[C0]], %[[K1]]] into %[[S1]]
// CHECK-NEXT: tilegpu.async_copy %[[PB]][%[[K1]], %[[C0]]] into %[[S1]]
// CHECK-NEXT: }
// CHECK-NEXT: tilegpu.async_commit
// CHECK-NEXT: %[[S2:.*]] = constant <i32: 2> : tile<i32>
// CHECK-NEXT: %[[C2:.*]] = constant <i32: 2> : tile<i32>
// CHECK-NEXT: %[[STEPS2:.*]] = muli %[[C1]], %[[C2]]
// CHECK-NEXT: %[[K2:.*]] = addi %[[C0]], %[[STEPS2]]
// CHECK: %[[RUNS2:.*]] = cmpi less_than
// CHECK-NEXT: if %[[RUNS2]] {
// CHECK-NEXT: tilegpu.async_copy %[[PA]][%[[C0]], %[[K2]]] into %[[S2]]
// CHECK-NEXT: tilegpu.async_copy %[[PB]][%[[K2]], %[[C0]]] into %[[S2]]
// CHECK-NEXT: }
// CHECK-NEXT: tilegpu.async_commit
// CHECK-NEXT: tilegpu.async_wait pending 2
// CHECK: for %[[K:.*]] in (%[[C0]] to %{{.*}}, step %[[C1]]) : tile<i32> iter_values(%[[SUM:.*]] = %{{.*}}, %[[SLOT:.*]] = %{{.*}}) -> (tile<64x64xf32>, tile<i32>) {
// CHECK-NEXT: %[[D:.*]] = tilegpu.shared_mma %[[SUM]], %[[SLOT]], lhs <offset = 0, {{.*}}>, rhs <offset = 15360, {{.*}}> {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<64x64xf32>, !tile.tile<i32> before_last_step {
// CHECK-NEXT: tilegpu.async_wait pending 1
// CHECK-NEXT: }
// CHECK-NEXT: %[[THREE:.*]] = constant <i32: 3> : tile<i32>
// CHECK-NEXT: %[[STEPS3:.*]] = muli %[[C1]], %[[THREE]]
// CHECK-NEXT: %[[AHEAD:.*]] = addi %[[K]], %[[STEPS3]] : tile<i32>
// CHECK: %[[RUNS:.*]] = cmpi less_than %{{.*}} : tile<i64> -> tile<i1>
// CHECK-NEXT: if %[[RUNS]] {
// CHECK-NEXT: tilegpu.async_copy %[[PA]][%[[C0]], %[[AHEAD]]] into %[[SLOT]]
// CHECK-NEXT: tilegpu.async_copy %[[PB]][%[[AHEAD]], %[[C0]]] into %[[SLOT]]
// CHECK-NEXT: }
// CHECK-NEXT: tilegpu.async_commit
// CHECK-NOT: load_view_tko
// CHECK-NOT: mmaf
// CHECK: %[[PLUS1:.*]] = addi %[[SLOT]], %{{.*}} : tile<i32>
// CHECK: %[[WRAPS:.*]] = cmpi greater_than_or_equal %[[PLUS1]]
// CHECK: %[[MINUS3:.*]] = subi %[[PLUS1]]
// CHECK-NEXT: %[[NEXT:.*]] = select %[[WRAPS]], %[[MINUS3]], %[[PLUS1]]
// CHECK-NEXT: continue %[[D]], %[[NEXT]] : tile<64x64xf32>, tile<i32>
// CHECK-NEXT: } attributes {tile.pipeline_stages = 3 : i64, tilegpu.layouts = [#tilegpu.mma<2, 2>, #tilegpu.blocked]}
// CHECK-NEXT: tilegpu.async_wait pending 0

// Rings of two buffers fit 20000 bytes (19456), of three not: the
// prologue fills both and waits for the first; the mma waits for the
// other (nothing left in flight) before its last k step, and its own is
// refilled after it.
// TWO-LABEL: entry @gemm
// TWO: slots = 2
// TWO: tilegpu.async_commit
// TWO: tilegpu.async_commit
// TWO-NEXT: tilegpu.async_wait pending 1
// TWO-NOT: tilegpu.async_copy
// TWO: for
// TWO-NEXT: tilegpu.shared_mma {{.*}} before_last_step {
// TWO-NEXT: tilegpu.async_wait pending 0
// TWO-NEXT: }
// TWO: tilegpu.async_copy
// TWO: tile.pipeline_stages = 2

// One buffer each (9728 bytes): the prologue copies the first iteration's
// operands and waits for them; the mma, once its last fragments are
// loaded, waits for every warp to be done with the buffer; after it, the
// next iteration's operands are copied and waited for.
// ONE-LABEL: entry @gemm
// ONE: tilegpu.async_copy {{.*}} slots = 1
// ONE: tilegpu.async_commit
// ONE-NEXT: tilegpu.async_wait pending 0
// ONE-NOT: tilegpu.async_copy
// ONE: for
// ONE-NEXT: tilegpu.shared_mma {{.*}} before_last_step {
// ONE-NEXT: tilegpu.async_wait pending 0
// ONE-NEXT: }
// ONE: if
// ONE-NEXT: tilegpu.async_copy {{.*}} slots = 1
// ONE-NEXT: tilegpu.async_copy {{.*}} slots = 1
// ONE-NEXT: }
// ONE-NEXT: tilegpu.async_commit
// ONE-NEXT: tilegpu.async_wait pending 0
// ONE: tile.pipeline_stages = 1

// NONE-LABEL: entry @gemm
// NONE-NOT: tilegpu.async
// NONE: mmaf
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

// Left as they are: a view padded with NaN (the copies fill with zeros),
// an f32 mma (no ring path), a body that stores (the copies would move
// ahead of it), and an operand indexed by a value computed in the loop.
// CHECK-LABEL: entry @kept
// CHECK-NOT: tilegpu.async
// CHECK-NOT: tile.pipeline_stages
// CHECK: return
tile.module @m {
  entry @kept(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %f: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %fa = assume div_by<16>, %f : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %fv = make_tensor_view %fa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[64,1]>
    %nanp = make_partition_view %av : partition_view<tile=(64x32), padding_value = nan, tensor_view<?x?xf16, strides=[64,1]>>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>
    %fp = make_partition_view %fv : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[64,1]>>
    %fq = make_partition_view %fv : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x64xf32>
    %r0 = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %nanp[%c0, %kk] : partition_view<tile=(64x32), padding_value = nan, tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %d = mmaf %at, %bt, %s : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %r1 = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %fp[%c0, %kk] : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[64,1]>>, tile<i32> -> tile<64x32xf32>, token
      %bt, %t2 = load_view_tko weak %fq[%kk, %c0] : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[64,1]>>, tile<i32> -> tile<32x64xf32>, token
      %d = mmaf %at, %bt, %s : tile<64x32xf32>, tile<32x64xf32>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %r2 = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %d = mmaf %at, %bt, %s : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      %x = constant <f32: 1.0> : tile<64x32xf32>
      %t3 = store_view_tko weak %x, %fp[%c0, %kk] : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[64,1]>>, tile<i32> -> token
      continue %d : tile<64x64xf32>
    }
    %r3 = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %k2 = addi %kk, %c1 : tile<i32>
      %at, %t1 = load_view_tko weak %ap[%c0, %k2] : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(32x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %d = mmaf %at, %bt, %s : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    return
  }
}

// -----

// cuTile's batched form: rank-3 tiles with a leading 1, reshaped to rank
// 2 for the mma. The rings hold the last two dimensions; the copies index
// the views as the loads did.
// CHECK-LABEL: entry @batched
// CHECK: for
// CHECK: tilegpu.shared_mma
// CHECK: tilegpu.async_copy %{{.*}}[%[[B:.*]], %{{.*}}, %[[AH:.*]]] into %{{.*}} of <offset = 0, slots = 3, rows = 64, cols = 32, pitch = 40, element = bf16> chunk 8 : !tile.partition_view<tile=(1x64x32)
// CHECK-NOT: reshape
// CHECK: continue
tile.module @m {
  entry @batched(%a: tile<ptr<bf16>>, %b: tile<ptr<bf16>>, %z: tile<i32>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<bf16>>
    %ba = assume div_by<16>, %b : tile<ptr<bf16>>
    %av = make_tensor_view %aa, shape = [%z, %m, %k], strides = [4096, 64, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[4096,64,1]>
    %bv = make_tensor_view %ba, shape = [%z, %k, %n], strides = [4096, 64, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[4096,64,1]>
    %ap = make_partition_view %av : partition_view<tile=(1x64x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[4096,64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(1x32x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[4096,64,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x64xf32>
    %sum = for %kk in (%c0 to %k, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bz, %c0, %kk] : partition_view<tile=(1x64x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[4096,64,1]>>, tile<i32> -> tile<1x64x32xbf16>, token
      %bt, %t2 = load_view_tko weak %bp[%bz, %kk, %c0] : partition_view<tile=(1x32x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[4096,64,1]>>, tile<i32> -> tile<1x32x64xbf16>, token
      %a2 = reshape %at : tile<1x64x32xbf16> -> tile<64x32xbf16>
      %b2 = reshape %bt : tile<1x32x64xbf16> -> tile<32x64xbf16>
      %d = mmaf %a2, %b2, %s : tile<64x32xbf16>, tile<32x64xbf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    return
  }
}

// -----

// RUN: not tile-opt %s -split-input-file --tile-pipeline-mma-shared=stages=9 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: error: tile-pipeline-mma-shared: stages must be 0 to 8, not 9
tile.module @m {
}

// -----

// A tf32 mma of f32 tiles the loop rounds with `ftof`: the rings hold the
// f32 tiles (rows padded by 16 bytes: 4 elements), the rounding and the
// loads go, and shared_mma rounds its fragments itself.
// CHECK-LABEL: entry @tf32
// CHECK: tilegpu.async_copy {{.*}} of <offset = 0, slots = 3, rows = 64, cols = 16, pitch = 20, element = f32> chunk 4
// CHECK: tilegpu.async_copy {{.*}} of <offset = 15360, slots = 3, rows = 16, cols = 64, pitch = 68, element = f32> chunk 4
// CHECK: for
// CHECK-NOT: ftof
// CHECK: tilegpu.shared_mma {{.*}}element = f32>, rhs <{{.*}}element = f32>
// CHECK-NOT: ftof
// CHECK: continue
tile.module @m {
  entry @tf32(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %ba = assume div_by<16>, %b : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[64,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x64xf32>
    %sum = for %kk in (%c0 to %k, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<64x64xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>, tile<i32> -> tile<64x16xf32>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
      %a32 = ftof %at : tile<64x16xf32> -> tile<64x16xtf32>
      %b32 = ftof %bt : tile<16x64xf32> -> tile<16x64xtf32>
      %d = mmaf %a32, %b32, %s : tile<64x16xtf32>, tile<16x64xtf32>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    return
  }
}
