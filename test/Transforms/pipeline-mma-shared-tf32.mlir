// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 lhs-direct=1" | FileCheck %s --check-prefix=DIRECT
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=40000 lhs-direct=1" | FileCheck %s --check-prefix=DIRECT-ONE
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 interleave-k=0 lhs-direct=1" | FileCheck %s --check-prefix=ORDERED
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" | FileCheck %s
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 lhs-groups=2" | FileCheck %s --check-prefix=GROUPS
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=160000 lhs-groups=2" | FileCheck %s --check-prefix=GROUPS-THREE
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=110000 lhs-groups=2" | FileCheck %s --check-prefix=GROUPS-TWO
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=160000" | FileCheck %s --check-prefix=THREE
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=110000" | FileCheck %s --check-prefix=TWO
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=65536" | FileCheck %s --check-prefix=ONE
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=0" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" | FileCheck %s --check-prefix=SYNC
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 rhs-direct=1" | FileCheck %s --check-prefix=BDIRECT
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=65536 rhs-direct=1" | FileCheck %s --check-prefix=ONE
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 carry-lhs=1" | FileCheck %s --check-prefix=CARRY
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 carry-lhs=1 lhs-groups=2" | FileCheck %s --check-prefix=GROUPS
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 carry-lhs=1 interleave-k=0" | FileCheck %s --check-prefix=CARRY-ORDERED
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=65536 carry-lhs=1" | FileCheck %s --check-prefix=ONE
// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 lhs-direct=1 carry-lhs=1" | FileCheck %s --check-prefix=DIRECT

// With lhs-direct (off by default) A has no ring: with B's ring interleaved, each
// thread loads A's fragments from global memory itself, a load_view_tko
// into #tilegpu.wgmma_lhs<8> (vectors of 4, the copies' alignment; its own
// edge checks, not the blocked layout's lanes), the first iteration's
// before the loop and each next one after the wgmma_wait that frees the
// previous iteration's fragments, under `if` that iteration runs (else the
// current tile passes through). The loop carries it to shared_mma's
// lhs_tile. B's ring alone starts at offset 0; four of its 33792-byte
// buffers fit, and the copies run three iterations ahead.
// DIRECT-LABEL: entry @tf32
// DIRECT-NOT: slots = 4, rows = 128, cols = 32
// DIRECT: async_copy %{{.*}}[%[[C0:.*]], %[[C0]]] into %{{.*}} of <offset = 0, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> chunk 4
// DIRECT: async_commit
// DIRECT: async_commit
// DIRECT: async_commit
// DIRECT: tilegpu.round_tf32 pending 2
// DIRECT: %[[A0:.*]], %{{.*}} = load_view_tko weak %[[PA:.*]][%[[C0]], %[[C0]]] {tilegpu.layout = #tilegpu.wgmma_lhs<8>, tilegpu.vector = 4 : i64} : {{.*}} -> tile<128x32xf32>, token
// DIRECT-NEXT: for %[[K:.*]] in {{.*}} iter_values(%[[ACC:.*]] = %{{.*}}, %[[SLOT:.*]] = %{{.*}}, %[[A:.*]] = %[[A0]]) -> (tile<128x128xf32>, tile<i32>, tile<128x32xf32>)
// The next iteration's A first, a whole iteration ahead of its wgmma.
// DIRECT-NOT: async_wait
// DIRECT: %[[NEXT:.*]] = if %{{.*}} -> (tile<128x32xf32>) {
// DIRECT-NEXT: %[[K1:.*]] = addi %[[K]], %{{.*}} : tile<i32>
// DIRECT-NEXT: %[[A1:.*]], %{{.*}} = load_view_tko weak %[[PA]][%[[C0]], %[[K1]]] {tilegpu.layout = #tilegpu.wgmma_lhs<8>, tilegpu.vector = 4 : i64}
// DIRECT-NEXT: yield %[[A1]]
// DIRECT-NEXT: } else {
// DIRECT-NEXT: yield %[[A]]
// DIRECT-NEXT: } attributes {tilegpu.layouts = [#tilegpu.wgmma_lhs<8>]}
// DIRECT-NEXT: tilegpu.async_wait pending 2 proxy_fence
// DIRECT-NEXT: %[[D:.*]] = tilegpu.shared_mma %[[ACC]], %[[SLOT]], lhs_tile %[[A]] : !tile.tile<128x32xf32>, rhs <offset = 0, {{.*}}layout = "interleaved"> wgmma lhs_registers {tilegpu.layout = #tilegpu.mma<8, 1>}
// DIRECT: async_copy {{.*}}layout = "interleaved"> chunk 4
// DIRECT-NOT: async_copy
// DIRECT: async_commit
// DIRECT: tilegpu.round_tf32 pending 2
// DIRECT-NOT: load_view_tko
// DIRECT: %[[W:.*]] = tilegpu.wgmma_wait %[[D]] pending 0
// DIRECT: continue %[[W]], %{{.*}}, %[[NEXT]] : tile<128x128xf32>, tile<i32>, tile<128x32xf32>
// DIRECT-NEXT: } attributes {tile.pipeline_stages = 4 : i64, tilegpu.layouts = [#tilegpu.mma<8, 1>, #tilegpu.blocked, #tilegpu.wgmma_lhs<8>]}
// DIRECT-NOT: load_view_tko
// DIRECT: return

// One of B's buffers (40000 bytes): still A straight from global memory;
// no group stays in flight.
// DIRECT-ONE-LABEL: entry @tf32
// DIRECT-ONE: load_view_tko {{.*}}#tilegpu.wgmma_lhs<8>
// DIRECT-ONE: for
// DIRECT-ONE: load_view_tko {{.*}}#tilegpu.wgmma_lhs<8>
// DIRECT-ONE: tilegpu.async_wait pending 0
// DIRECT-ONE: tilegpu.shared_mma {{.*}}lhs_tile
// DIRECT-ONE-NEXT: tilegpu.wgmma_wait %{{.*}} pending 0
// DIRECT-ONE-NEXT: continue
// DIRECT-ONE-NEXT: tile.pipeline_stages = 1

// K in its own order (interleave-k=0), lhs-direct has no effect: A's
// fragments load from its ring (the wgmma_lhs layout's K order is the
// interleaved ring's).
// ORDERED-LABEL: entry @tf32
// ORDERED-NOT: wgmma_lhs
// ORDERED: slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled"
// ORDERED: layout = "transposed"
// ORDERED-NOT: wgmma_lhs
// ORDERED: return

// By default:
// A tf32 mma (ftof-rounded f32 operands, 128x128x32) as wgmma: wgmma reads
// tf32 only K-major, so B's ring holds its transpose (its slot: the swizzled
// 128 x 32 transpose, 16384 bytes, then the 32 x (128 + 4) staging rows,
// 16896 bytes, rounded up to 1024: 33792), after A's 4 x 16384 bytes.
// B's ring is rounded on its way into the transpose (round_tf32): the
// first buffer before the loop, each next one right after the wgmmas are
// issued (guarded by the next iteration running), then the loop's barrier
// shows them. The copies follow the wgmma's issue (they refill buffers no
// group in flight reads). A's ring is not rounded in shared memory: wgmma takes A from
// registers (`lhs_registers`), which round it. Four buffers (3 + 1); no
// group stays in flight (the next iteration's A fragments would reuse the
// registers of the group in flight before its wait), so each group is
// waited for at the end of its iteration, after the copies and the
// rounding it overlaps: the copies run three iterations ahead. With A from
// registers, B's ring is "interleaved": the transpose's K in the order
// A's fragments walk it (N = 128, a multiple of 16).
// CHECK-LABEL: entry @tf32
// CHECK: async_copy {{.*}} of <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled"> chunk 4
// CHECK: async_copy {{.*}} of <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> chunk 4
// CHECK: async_commit
// CHECK: async_commit
// CHECK: async_commit
// CHECK-NEXT: %[[C0:.*]] = constant <i32: 0>
// CHECK: if
// CHECK-NEXT: tilegpu.round_tf32 pending 2 %[[C0]] in [#tilegpu.ring<offset = 65536, {{.*}}layout = "interleaved">] chunks [4]
// CHECK: for {{.*}} iter_values(%[[ACC:.*]] = %{{.*}}, %[[SLOT:.*]] = %{{.*}})
// CHECK-NEXT: tilegpu.async_wait pending 2 proxy_fence
// CHECK-NEXT: %[[D:.*]] = tilegpu.shared_mma %[[ACC]], %[[SLOT]], {{.*}}layout = "interleaved"> wgmma lhs_registers
// CHECK: async_copy
// CHECK: async_copy
// CHECK: async_commit
// CHECK: %[[NEXT:.*]] = select
// CHECK: if
// CHECK-NEXT: tilegpu.round_tf32 pending 2 %[[NEXT]] in [#tilegpu.ring<offset = 65536, {{.*}}] chunks [4]
// CHECK: tilegpu.wgmma_wait %[[D]] pending 0
// CHECK: tile.pipeline_stages = 4

// lhs-groups=2: the k steps as two wgmma groups of two steps each
// (`lhs_groups 2`): the second stays in flight into the next iteration
// (`wgmma_wait pending 1`), whose first group's fragments take the first
// group's registers, by then done. The group in flight reads only B's
// transposed buffers, which no copy writes: the copies still run three
// iterations ahead (round_tf32 pending 2), as without it.
// GROUPS-LABEL: entry @tf32
// GROUPS: for {{.*}} iter_values(%[[ACC:.*]] = %{{.*}}, %[[SLOT:.*]] = %{{.*}})
// GROUPS-NEXT: tilegpu.async_wait pending 2 proxy_fence
// GROUPS-NEXT: %[[D:.*]] = tilegpu.shared_mma %[[ACC]], %[[SLOT]], {{.*}}layout = "interleaved"> wgmma lhs_registers lhs_groups 2 {
// GROUPS: tilegpu.round_tf32 pending 2
// GROUPS: %[[W:.*]] = tilegpu.wgmma_wait %[[D]] pending 1
// GROUPS-NEXT: continue %[[W]]
// GROUPS: tile.pipeline_stages = 4
// After the loop (under the `if` it runs), the last group.
// GROUPS: tilegpu.wgmma_wait %{{.*}} pending 0
// Three buffers keep the group in flight too: round_tf32 refills the
// transpose of buffer slot + 1, which no group in flight reads.
// GROUPS-THREE-LABEL: entry @tf32
// GROUPS-THREE: %[[D:.*]] = tilegpu.shared_mma {{.*}} wgmma lhs_registers lhs_groups 2 {
// GROUPS-THREE: tilegpu.round_tf32 pending 1
// GROUPS-THREE: tilegpu.wgmma_wait %[[D]] pending 1
// GROUPS-THREE: tile.pipeline_stages = 3
// Two do not (round_tf32 would refill the transpose the group in flight
// reads): two groups, both waited for in the iteration.
// GROUPS-TWO-LABEL: entry @tf32
// GROUPS-TWO: %[[D:.*]] = tilegpu.shared_mma {{.*}} wgmma lhs_registers lhs_groups 2 {
// GROUPS-TWO: tilegpu.wgmma_wait %[[D]] pending 0
// GROUPS-TWO: tile.pipeline_stages = 2

// Three buffers (160000 bytes take three stages of 50176): copies two
// iterations ahead into buffer slot + 2, each group waited for at the end
// of its iteration.
// THREE-LABEL: entry @tf32
// THREE: async_copy {{.*}} of <offset = 0, slots = 3,
// THREE: async_commit
// THREE: async_commit
// THREE-NEXT: %[[C0:.*]] = constant <i32: 0>
// THREE: if
// THREE-NEXT: tilegpu.round_tf32 pending 1 %[[C0]]
// THREE: for {{.*}} iter_values(%[[ACC:.*]] = %{{.*}}, %[[SLOT:.*]] = %{{.*}})
// THREE-NEXT: tilegpu.async_wait pending 1 proxy_fence
// THREE-NEXT: %[[D:.*]] = tilegpu.shared_mma %[[ACC]], %[[SLOT]], {{.*}} wgmma lhs_registers
// THREE: %[[PLUS2:.*]] = addi %[[SLOT]], %{{.*}}
// THREE: %[[AHEAD:.*]] = select %{{.*}}, %{{.*}}, %[[PLUS2]]
// THREE: async_copy {{.*}} into %[[AHEAD]] of
// THREE: tilegpu.round_tf32 pending 1
// THREE: tilegpu.wgmma_wait %[[D]] pending 0
// THREE: tile.pipeline_stages = 3

// Two buffers: round_tf32 would refill the transpose the group in flight
// reads, so each group is waited for in its iteration.
// TWO-LABEL: entry @tf32
// TWO: for
// TWO: tilegpu.shared_mma {{.*}} wgmma lhs_registers
// TWO: tilegpu.round_tf32 pending 0
// TWO: tilegpu.wgmma_wait %{{.*}} pending 0
// TWO-NOT: wgmma_wait
// TWO: tile.pipeline_stages = 2

// One buffer (65536 bytes take one 50176-byte stage): the copies, their
// rounding, then the barrier, in the body.
// ONE-LABEL: entry @tf32
// ONE: for {{.*}} iter_values(%{{.*}} = %{{.*}}, %[[SLOT:.*]] = %{{.*}})
// ONE-NEXT: tilegpu.async_wait pending 0
// ONE: async_copy {{.*}}layout = "interleaved"> chunk 4
// ONE: async_commit
// ONE: if
// ONE-NEXT: tilegpu.round_tf32 pending 0 %[[SLOT]] in
// ONE: tilegpu.async_wait pending 0 proxy_fence
// ONE-NEXT: tilegpu.shared_mma {{.*}} wgmma
// ONE: tile.pipeline_stages = 1

// With rhs-direct (off by default) B never lands in the staging area: no
// copies of B, and where round_tf32 moved its staged pieces into the
// transpose, load_round_tf32 loads B's next tile from global memory, rounds
// it and stores it there (the first tile's before the loop). A's copies
// alone make the groups; no round_tf32 is left to wait for them. With one
// buffer (ONE above, the same output), the copies and round_tf32 stay.
// BDIRECT-LABEL: entry @tf32
// BDIRECT-NOT: layout = "interleaved"> chunk 4 : !tile.partition_view
// BDIRECT: async_copy {{.*}} of <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled"> chunk 4
// BDIRECT: async_commit
// BDIRECT: async_commit
// BDIRECT: async_commit
// BDIRECT-NOT: async_copy
// BDIRECT: %[[C0:.*]] = constant <i32: 0>
// BDIRECT: if
// BDIRECT-NEXT: tilegpu.load_round_tf32 %[[PB:.*]][%[[LB:.*]], %{{.*}}] into %[[C0]] of <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> chunk 4
// BDIRECT: for %[[K:.*]] in {{.*}} iter_values(%[[ACC:.*]] = %{{.*}}, %[[SLOT:.*]] = %{{.*}})
// BDIRECT-NEXT: tilegpu.async_wait pending 2 proxy_fence
// BDIRECT-NEXT: %[[D:.*]] = tilegpu.shared_mma %[[ACC]], %[[SLOT]], {{.*}}layout = "interleaved"> wgmma lhs_registers
// BDIRECT: async_copy {{.*}}layout = "swizzled"> chunk 4
// BDIRECT-NOT: async_copy
// BDIRECT: async_commit
// BDIRECT: %[[K1:.*]] = addi %[[K]], %{{.*}} : tile<i32>
// BDIRECT: %[[NEXT:.*]] = select
// BDIRECT: if
// BDIRECT-NEXT: tilegpu.load_round_tf32 %[[PB]][%[[K1]], %{{.*}}] into %[[NEXT]] of <offset = 65536, {{.*}}layout = "interleaved"> chunk 4
// BDIRECT-NOT: round_tf32
// BDIRECT: tilegpu.wgmma_wait %[[D]] pending 0
// BDIRECT: tile.pipeline_stages = 4
// BDIRECT-NOT: round_tf32

// mma.sync keeps padded rings and rounds its fragments: no round_tf32.
// SYNC-LABEL: entry @tf32
// SYNC-NOT: round_tf32
// SYNC-NOT: transposed
// SYNC-NOT: interleaved
// SYNC-NOT: lhs_registers
// SYNC: tilegpu.shared_mma {{.*}}element = f32> {tilegpu.layout
// SYNC-NOT: round_tf32
// SYNC: return
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

// With carry-lhs (off by default) the wait and barrier for the next buffer
// move from the top of the body to after B's rounding, and the next
// buffer's A fragments load there (tilegpu.load_wgmma_lhs, rounded: a tf32
// tile in #tilegpu.wgmma_lhs<8>) while this iteration's group runs; the
// group's wait carries them (so they reach the loop's registers only once
// the group that reads those is done) and the loop takes them to the next
// shared_mma's lhs_tile. The prologue loads the first buffer's after its
// own wait.
// CARRY-LABEL: entry @tf32
// CARRY: tilegpu.round_tf32 pending 2 %{{.*}} in [#tilegpu.ring<offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved">]
// CARRY: tilegpu.async_wait pending 2 proxy_fence
// CARRY-NEXT: %[[A0:.*]] = tilegpu.load_wgmma_lhs %{{.*}}, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 65536, {{.*}}layout = "interleaved"> {tilegpu.layout = #tilegpu.wgmma_lhs<8>} : !tile.tile<i32> -> !tile.tile<128x32xtf32>
// CARRY-NEXT: %{{.*}}:3 = for %{{.*}} iter_values(%[[ACC:.*]] = %{{.*}}, %[[SLOT:.*]] = %{{.*}}, %[[A:.*]] = %[[A0]]) -> (tile<128x128xf32>, tile<i32>, tile<128x32xtf32>) {
// CARRY-NEXT: %[[D:.*]] = tilegpu.shared_mma %[[ACC]], %[[SLOT]], lhs_tile %[[A]] : !tile.tile<128x32xtf32>, rhs <offset = 65536, {{.*}}> wgmma lhs_registers {tilegpu.layout = #tilegpu.mma<8, 1>}
// CARRY: async_copy {{.*}}layout = "swizzled"> chunk 4
// CARRY: async_commit
// CARRY: tilegpu.round_tf32 pending 2
// CARRY: tilegpu.async_wait pending 2 proxy_fence
// CARRY-NEXT: %[[NEXT:.*]] = tilegpu.load_wgmma_lhs %{{.*}}, lhs <offset = 0, {{.*}}> {tilegpu.layout = #tilegpu.wgmma_lhs<8>} : !tile.tile<i32> -> !tile.tile<128x32xtf32>
// CARRY-NEXT: %[[W:.*]], %[[CARRIED:.*]] = tilegpu.wgmma_wait %[[D]] pending 0 carry %[[NEXT]] : !tile.tile<128x32xtf32> -> !tile.tile<128x32xtf32> {tilegpu.layouts = [#tilegpu.mma<8, 1>, #tilegpu.wgmma_lhs<8>]} : !tile.tile<128x128xf32>
// CARRY-NOT: async_wait
// CARRY: continue %[[W]], %{{.*}}, %[[CARRIED]] : tile<128x128xf32>, tile<i32>, tile<128x32xtf32>
// CARRY-NEXT: } attributes {tile.pipeline_stages = 4 : i64, tilegpu.layouts = [#tilegpu.mma<8, 1>, #tilegpu.blocked, #tilegpu.wgmma_lhs<8>]}
// With K in A's order (interleave-k=0) the fragments do not split into
// the carried tile's rows: A's ring is read by the shared_mma as before.
// CARRY-ORDERED-LABEL: entry @tf32
// CARRY-ORDERED-NOT: load_wgmma_lhs
// CARRY-ORDERED: tilegpu.shared_mma %{{.*}}, %{{.*}}, lhs <offset = 0, {{.*}} wgmma lhs_registers
// CARRY-ORDERED-NOT: load_wgmma_lhs
// CARRY-ORDERED: return
