// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=4 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=4 warpgroup-mma=0" --tile-pipeline-mma-shared="warpgroup-mma=0 max-ring-bytes=229376" | FileCheck %s --check-prefix=SYNC
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=4 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376 carry-lhs=1" | FileCheck %s --check-prefix=CARRY

// The seed's panel update: B (64x64, f32 rounded to tf32) is loaded once
// before the loop and its token starts the tokens the loop carries; each
// iteration loads a 128x64 A, joins its token in, and accumulates A B.
// With wgmma, B is resident in a ring of one buffer (slots = 1, after A's
// four buffers: 4 x 32768 bytes), copied first, in a group of its own,
// and rounded into its transpose once, before the loop (pending 3: A's
// three prologue groups may still be in flight); the loop copies and
// rounds only A's ring. The loads are gone: their token users take the
// token the loads were given (the loop's init and the join). A second
// loop's mma whose B is loop-invariant but not a load stays staged as a
// resident operand (tilegpu.resident_rhs) beside the rings.
// CHECK-LABEL: entry @panel
// CHECK: %[[TOK:.*]] = make_token : token
// CHECK-NOT: load_view_tko weak %[[PB:.*]][
// CHECK: async_copy %{{.*}} into %{{.*}} of <offset = 131072, slots = 1, rows = 64, cols = 64, pitch = 64, element = f32, layout = "interleaved"> chunk 4
// CHECK-NEXT: }
// CHECK-NEXT: tilegpu.async_commit
// CHECK: async_copy %{{.*}} of <offset = 0, slots = 4, rows = 128, cols = 64, pitch = 64, element = f32, layout = "swizzled"> chunk 4
// CHECK: tilegpu.round_tf32 pending 3 %{{.*}} in [#tilegpu.ring<offset = 131072, slots = 1, {{.*}}>]
// CHECK: for %{{.*}} iter_values(%{{.*}} = %{{.*}}, %[[T:.*]] = %[[TOK]], %{{.*}} = %{{.*}}) -> (tile<128x64xf32>, token, tile<i32>)
// CHECK-NEXT: tilegpu.async_wait pending 2 proxy_fence
// CHECK-NEXT: join_tokens %[[T]], %[[TOK]] : token
// CHECK-NEXT: tilegpu.shared_mma {{.*}}, rhs <offset = 131072, slots = 1, {{.*}}> wgmma lhs_registers
// CHECK-NOT: round_tf32
// CHECK-NOT: slots = 1
// CHECK: tile.pipeline_stages = 4
// CHECK: mmaf {{.*}}tilegpu.resident_rhs
// CHECK-NOT: shared_mma
// CHECK: return

// carry-lhs reads B's ring beside A's buffer by buffer: not with a
// resident B (once an error of tilegpu.load_wgmma_lhs's verifier): A's
// fragments load in the wgmma, as by default.
// CARRY-LABEL: entry @panel
// CARRY-NOT: load_wgmma_lhs
// CARRY: tilegpu.shared_mma {{.*}}rhs <offset = 131072, slots = 1, {{.*}}> wgmma lhs_registers
// CARRY-LABEL: entry @stored

// Without wgmma (mma.sync reads no ring of one buffer): the loads stay,
// and B is staged once as a resident operand.
// SYNC-LABEL: entry @panel
// SYNC-NOT: async_copy
// SYNC: mmaf {{.*}}tilegpu.resident_rhs
// SYNC: mmaf {{.*}}tilegpu.resident_rhs
// SYNC-NOT: shared_mma

tile.module @m {
  entry @panel(%a: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>, %n: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [256, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[256,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>
    %bp = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>
    %sp = make_partition_view %av : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tok = make_token : token
    %init = constant <f32: 0.0> : tile<128x64xf32>
    %bt, %tb = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> tile<64x64xf32>, token
    %b32 = ftof %bt : tile<64x64xf32> -> tile<64x64xtf32>
    %r:2 = for %kk in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %init, %t = %tb) -> (tile<128x64xf32>, token) {
      %at, %ta = load_view_tko weak %ap[%c0, %kk] token = %tok : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> tile<128x64xf32>, token
      %tj = join_tokens %t, %ta : token
      %a32 = ftof %at : tile<128x64xf32> -> tile<128x64xtf32>
      %d = mmaf %a32, %b32, %s : tile<128x64xtf32>, tile<64x64xtf32>, tile<128x64xf32>
      continue %d, %tj : tile<128x64xf32>, token
    }
    %op = make_partition_view %av : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[256,1]>>
    %t1 = store_view_tko weak %r#0, %op[%c0, %c0] token = %r#1 : tile<128x64xf32>, partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> token
    %st, %ts = load_view_tko weak %sp[%c0, %c0] token = %t1 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> tile<32x64xf32>, token
    %s32 = ftof %st : tile<32x64xf32> -> tile<32x64xtf32>
    %sr = permute %st [1, 0] : tile<32x64xf32> -> tile<64x32xf32>
    %sr32 = ftof %sr : tile<64x32xf32> -> tile<64x32xtf32>
    %sinit = constant <f32: 0.0> : tile<32x32xf32>
    %q = for %kk in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %sinit) -> (tile<32x32xf32>) {
      %d = mmaf %s32, %sr32, %s : tile<32x64xtf32>, tile<64x32xtf32>, tile<32x32xf32>
      continue %d : tile<32x32xf32>
    }
    %qp = make_partition_view %av : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[256,1]>>
    %t2 = store_view_tko weak %q, %qp[%c0, %c0] token = %ts : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}

// -----

// A store between B's load and the loop may write what B reads: the load
// cannot move to the loop, B is not resident in a ring, and the loop keeps
// its loads (B staged once, as a resident operand).
// CHECK-LABEL: entry @stored
// CHECK-NOT: async_copy
// CHECK: mmaf {{.*}}tilegpu.resident_rhs
// CHECK-NOT: shared_mma
// SYNC-LABEL: entry @stored
// SYNC: mmaf {{.*}}tilegpu.resident_rhs

tile.module @m {
  entry @stored(%a: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>, %n: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [256, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[256,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>
    %bp = make_partition_view %av : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x64xf32>
    %bt, %tb = load_view_tko weak %bp[%c0, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> tile<64x64xf32>, token
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %tz = store_view_tko weak %zero, %bp[%c0, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> token
    %b32 = ftof %bt : tile<64x64xf32> -> tile<64x64xtf32>
    %r = for %kk in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x64xf32>) {
      %at, %ta = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> tile<128x64xf32>, token
      %a32 = ftof %at : tile<128x64xf32> -> tile<128x64xtf32>
      %d = mmaf %a32, %b32, %s : tile<128x64xtf32>, tile<64x64xtf32>, tile<128x64xf32>
      continue %d : tile<128x64xf32>
    }
    %op = make_partition_view %av : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[256,1]>>
    %t1 = store_view_tko weak %r, %op[%c0, %c0] : tile<128x64xf32>, partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}
