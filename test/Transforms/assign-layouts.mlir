// RUN: tile-opt %s --tile-assign-layouts="num-warps=4" -split-input-file | FileCheck %s
// Idempotent: a second run leaves the layouts and conversions as they are.
// RUN: tile-opt %s --tile-assign-layouts="num-warps=4" --tile-assign-layouts="num-warps=4" -split-input-file | FileCheck %s

// A loop of mma: the accumulator (64x64 f32, 4 warps) takes the mma layout
// over a 2x2 warp grid (2 row tiles and 4 column tiles per warp: 2*4 + 4*2
// fragment registers per k step, fewer than 1x4 or 4x1), and so do the
// for's iteration value, its result and the ftof computed from it. The
// splat init needs no conversion; the store needs the blocked layout: one
// conversion, after the ftof. B, made before the loop, is resident.
// CHECK-LABEL: entry @loop
// CHECK: %[[ZERO:.*]] = constant <f32: 0.000000e+00> : tile<64x64xf32>
// CHECK-NOT: tilegpu.convert_layout
// CHECK: %[[R:.*]] = for {{.*}} iter_values(%[[ACC:.*]] = %[[ZERO]])
// CHECK: %[[D:.*]] = mmaf %{{.*}}, %{{.*}}, %[[ACC]] {tilegpu.layout = #tilegpu.mma<2, 2>, tilegpu.resident_rhs}
// CHECK: continue %[[D]]
// CHECK: } attributes {tilegpu.layouts = [#tilegpu.mma<2, 2>]}
// CHECK: %[[H:.*]] = ftof %[[R]] {tilegpu.layout = #tilegpu.mma<2, 2>}
// CHECK: %[[B:.*]] = tilegpu.convert_layout %[[H]] : !tile.tile<64x64xf16> from #tilegpu.mma<2, 2> to #tilegpu.blocked
// CHECK-NOT: tilegpu.convert_layout
// CHECK: store_ptr_tko weak %{{.*}}, %[[B]]
tile.module @m {
  tile.entry @loop(%p: tile<ptr<f16>>, %n: tile<i32>, %x: tile<f16>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %x1 = reshape %x : tile<f16> -> tile<1x1xf16>
    %a = broadcast %x1 : tile<1x1xf16> -> tile<64x32xf16>
    %b = broadcast %x1 : tile<1x1xf16> -> tile<32x64xf16>
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<64x64xf32>) {
      %d = mmaf %a, %b, %acc : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %h = ftof %r : tile<64x64xf32> -> tile<64x64xf16>
    %p1 = reshape %p : tile<ptr<f16>> -> tile<1x1xptr<f16>>
    %ps = broadcast %p1 : tile<1x1xptr<f16>> -> tile<64x64xptr<f16>>
    %t = store_ptr_tko weak %ps, %h : tile<64x64xptr<f16>>, tile<64x64xf16> -> token
    return
  }
}

// -----

// An accumulator that starts from a computed (blocked) tile is converted
// once before the loop; an mma result also used by an op that needs the
// blocked layout (reduce) is converted once, right after it; an elementwise
// op with a blocked operand (the broadcast) stays blocked.
// CHECK-LABEL: entry @mixed
// CHECK: %[[C:.*]] = broadcast
// CHECK: %[[CM:.*]] = tilegpu.convert_layout %[[C]] : !tile.tile<32x32xf32> from #tilegpu.blocked to #tilegpu.mma<2, 2>
// CHECK: %[[R:.*]] = for {{.*}} iter_values(%[[ACC:.*]] = %[[CM]])
// CHECK: } attributes {tilegpu.layouts = [#tilegpu.mma<2, 2>]}
// CHECK: %[[RB:.*]] = tilegpu.convert_layout %[[R]] : !tile.tile<32x32xf32> from #tilegpu.mma<2, 2> to #tilegpu.blocked
// CHECK: %[[S:.*]] = addf %[[RB]], %[[C]]
// CHECK-NOT: tilegpu.layout =
// CHECK: reduce %[[RB]]
tile.module @m {
  tile.entry @mixed(%n: tile<i32>, %x: tile<f32>, %y: tile<bf16>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %c = broadcast %x1 : tile<1x1xf32> -> tile<32x32xf32>
    %y1 = reshape %y : tile<bf16> -> tile<1x1xbf16>
    %a = broadcast %y1 : tile<1x1xbf16> -> tile<32x16xbf16>
    %b = broadcast %y1 : tile<1x1xbf16> -> tile<16x32xbf16>
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %c) -> (tile<32x32xf32>) {
      %d = mmaf %a, %b, %acc : tile<32x16xbf16>, tile<16x32xbf16>, tile<32x32xf32>
      continue %d : tile<32x32xf32>
    }
    %s = addf %r, %c : tile<32x32xf32>
    %z = constant <f32: 0.0> : tile<f32>
    %sum = reduce %r dim=1 identities=[0.000000e+00 : f32] : tile<32x32xf32> -> tile<32xf32>
    (%e: tile<f32>, %acc2: tile<f32>) {
      %t = addf %e, %acc2 : tile<f32>
      yield %t : tile<f32>
    }
    return
  }
}

// -----

// No layout where none fits or no tensor core runs: a 16x8 accumulator
// cannot be split over 4 warps, and f32 x f32 runs on the FMA pipes.
// CHECK-LABEL: entry @blocked
// CHECK-NOT: tilegpu
tile.module @m {
  tile.entry @blocked(%x: tile<f16>, %y: tile<f32>) {
    %x1 = reshape %x : tile<f16> -> tile<1x1xf16>
    %a = broadcast %x1 : tile<1x1xf16> -> tile<16x16xf16>
    %b = broadcast %x1 : tile<1x1xf16> -> tile<16x8xf16>
    %zero = constant <f32: 0.0> : tile<16x8xf32>
    %d = mmaf %a, %b, %zero : tile<16x16xf16>, tile<16x8xf16>, tile<16x8xf32>
    %y1 = reshape %y : tile<f32> -> tile<1x1xf32>
    %fa = broadcast %y1 : tile<1x1xf32> -> tile<64x16xf32>
    %fb = broadcast %y1 : tile<1x1xf32> -> tile<16x64xf32>
    %fz = constant <f32: 0.0> : tile<64x64xf32>
    %fd = mmaf %fa, %fb, %fz : tile<64x16xf32>, tile<16x64xf32>, tile<64x64xf32>
    return
  }
}

// -----

// Continues that pass the accumulator on unchanged keep the layout (the
// largest fixpoint: the loop's value only goes around through mma).
// CHECK-LABEL: entry @passthrough
// CHECK: for
// CHECK: continue %{{.*}} : tile<64x64xf32>
// CHECK: mmaf {{.*}} {tilegpu.layout = #tilegpu.mma<2, 2>}
// CHECK-NOT: tilegpu.convert_layout
// CHECK: } attributes {tilegpu.layouts = [#tilegpu.mma<2, 2>]}
tile.module @m {
  tile.entry @passthrough(%n: tile<i32>, %x: tile<f32>, %flag: tile<i1>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %xs = broadcast %x1 : tile<1x1xf32> -> tile<64x64xf32>
    %t = ftof %xs : tile<64x64xf32> -> tile<64x64xtf32>
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<64x64xf32>) {
      if %flag {
        continue %acc : tile<64x64xf32>
      }
      %d = mmaf %t, %t, %acc : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    return
  }
}

// -----

// A continue that passes a blocked tile takes the loop value out of the
// layout, and with it the mma whose accumulator it is: nothing converts
// inside the loop. An mma result feeding the next mma as an operand is
// converted (operands are staged from the blocked layout).
// CHECK-LABEL: entry @disagree
// CHECK: for
// CHECK-NOT: tilegpu
// CHECK: mmaf %{{.*}}, %{{.*}}, %{{.*}} : tile<64x64xtf32>
// CHECK-NOT: tilegpu
// CHECK: }
// CHECK: %[[E:.*]] = mmaf {{.*}} {tilegpu.layout = #tilegpu.mma<2, 2>}
// CHECK: %[[ET:.*]] = ftof %[[E]] {tilegpu.layout = #tilegpu.mma<2, 2>}
// CHECK: %[[EB:.*]] = tilegpu.convert_layout %[[ET]] : !tile.tile<64x64xtf32> from #tilegpu.mma<2, 2> to #tilegpu.blocked
// CHECK: mmaf %[[EB]]
tile.module @m {
  tile.entry @disagree(%n: tile<i32>, %x: tile<f32>, %flag: tile<i1>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %xs = broadcast %x1 : tile<1x1xf32> -> tile<64x64xf32>
    %t = ftof %xs : tile<64x64xf32> -> tile<64x64xtf32>
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<64x64xf32>) {
      if %flag {
        continue %xs : tile<64x64xf32>
      }
      %d = mmaf %t, %t, %acc : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %e = mmaf %t, %t, %zero : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
    %et = ftof %e : tile<64x64xf32> -> tile<64x64xtf32>
    %f = mmaf %et, %t, %zero : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
    return
  }
}

// -----

// A loop of elementwise ops with no mma in it stays blocked: only what an
// mma result reaches goes to the mma layout.
// CHECK-LABEL: entry @no_mma
// CHECK-NOT: tilegpu
tile.module @m {
  tile.entry @no_mma(%n: tile<i32>, %x: tile<f32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %a = broadcast %x1 : tile<1x1xf32> -> tile<64x64xf32>
    %r:2 = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%p = %a, %q = %a) -> (tile<64x64xf32>, tile<64x64xf32>) {
      %s = addf %p, %q : tile<64x64xf32>
      continue %s, %q : tile<64x64xf32>, tile<64x64xf32>
    }
    return
  }
}

// -----

// Softmax over rows of 8x512 on 4 warps: a thread holds 32 elements, so a
// row spreads over 16 threads and a reduce along it leaves a slice of the
// 8x512 blocked layout (thread t keeps row t / 16). The reshape to 8x1 and
// the subtraction's broadcast back to 8x512 take the slice as it is; the
// row sums' store needs the blocked layout: one conversion after the
// reduce. A reduce along dim 0, or one whose rows are whole in a thread
// (256x2: 2 rows per thread), stays blocked.
// CHECK-LABEL: entry @rows
// CHECK: %[[M:.*]] = reduce %{{.*}} dim=1 {{.*}}{tilegpu.layouts = [#tilegpu.slice<[8, 512]>]}
// CHECK: %[[M1:.*]] = reshape %[[M]] {tilegpu.layout = #tilegpu.slice<[8, 512]>} : tile<8xf32> -> tile<8x1xf32>
// CHECK-NOT: convert_layout
// CHECK: %[[MB:.*]] = broadcast %[[M1]] : tile<8x1xf32> -> tile<8x512xf32>
// CHECK: subf %{{.*}}, %[[MB]] : tile<8x512xf32>
// CHECK: %[[S:.*]] = reduce %{{.*}} dim=1 {{.*}}{tilegpu.layouts = [#tilegpu.slice<[8, 512]>]}
// CHECK: %[[SB:.*]] = tilegpu.convert_layout %[[S]] : !tile.tile<8xf32> from #tilegpu.slice<[8, 512]> to #tilegpu.blocked
// CHECK: store_ptr_tko weak %{{.*}}, %[[SB]]
// CHECK: reduce %{{.*}} dim=0
// CHECK-NOT: tilegpu
// CHECK: reduce %{{.*}} dim=1
// CHECK-NOT: tilegpu
// CHECK: return
tile.module @m {
  tile.entry @rows(%p: tile<ptr<f32>>, %x: tile<f32>) {
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %a = broadcast %x1 : tile<1x1xf32> -> tile<8x512xf32>
    %m = reduce %a dim=1 identities=[0xFF800000 : f32] : tile<8x512xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %t = maxf %e, %acc : tile<f32>
      yield %t : tile<f32>
    }
    %m1 = reshape %m : tile<8xf32> -> tile<8x1xf32>
    %mb = broadcast %m1 : tile<8x1xf32> -> tile<8x512xf32>
    %d = subf %a, %mb : tile<8x512xf32>
    %s = reduce %d dim=1 identities=[0.000000e+00 : f32] : tile<8x512xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %t = addf %e, %acc : tile<f32>
      yield %t : tile<f32>
    }
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ps = broadcast %p1 : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %st = store_ptr_tko weak %ps, %s : tile<8xptr<f32>>, tile<8xf32> -> token
    %c = reduce %a dim=0 identities=[0.000000e+00 : f32] : tile<8x512xf32> -> tile<512xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %t = addf %e, %acc : tile<f32>
      yield %t : tile<f32>
    }
    %b = broadcast %x1 : tile<1x1xf32> -> tile<256x2xf32>
    %w = reduce %b dim=1 identities=[0.000000e+00 : f32] : tile<256x2xf32> -> tile<256xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %t = addf %e, %acc : tile<f32>
      yield %t : tile<f32>
    }
    return
  }
}

// -----

// A GEMM's epilogue: the mma result's only use is the tile of a view store
// in vectors of 8 (16 bytes of f16). The conversion out of the mma layout
// goes through scratch anyway, so it deals the tile out coalesced across
// rows: of this 64x64 tile over 128 threads (32 elements a thread), a
// 32-thread group spans 1024 elements = 16 rows, and lane j of thread p is
// element (j / 8) 256 + 8 p + j mod 8 of its group, so a warp-wide store
// writes 256 consecutive elements, four whole rows (in the blocked layout:
// 16 bytes of each of 16 rows). A use that is not a view store (the ptr
// store above) keeps the blocked layout.
// CHECK-LABEL: entry @epilogue
// CHECK: %[[H:.*]] = ftof %{{.*}} {tilegpu.layout = #tilegpu.mma<2, 2>}
// CHECK: %[[C:.*]] = tilegpu.convert_layout %[[H]] : !tile.tile<64x64xf16> from #tilegpu.mma<2, 2> to #tilegpu.coalesced<8, 32>
// CHECK: store_view_tko weak %[[C]], {{.*}}tilegpu.vector = 8
tile.module @m {
  tile.entry @epilogue(%p: tile<ptr<f16>>, %n: tile<i32>, %x: tile<f16>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %x1 = reshape %x : tile<f16> -> tile<1x1xf16>
    %a = broadcast %x1 : tile<1x1xf16> -> tile<64x32xf16>
    %b = broadcast %x1 : tile<1x1xf16> -> tile<32x64xf16>
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<64x64xf32>) {
      %d = mmaf %a, %b, %acc : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %h = ftof %r : tile<64x64xf32> -> tile<64x64xf16>
    %pa = assume div_by<16>, %p : tile<ptr<f16>>
    %v = make_tensor_view %pa, shape = [%n, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[64,1]>>
    %t = store_view_tko weak %h, %pv[%c0, %c0] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

// A batched GEMM's epilogue stores a 1x64x64 reshape of the result: the
// reshape (adding a leading unit dimension, the same lanes) takes the
// coalesced layout too, and the conversion happens before it.
// CHECK-LABEL: entry @batched_epilogue
// CHECK: %[[C:.*]] = tilegpu.convert_layout %{{.*}} : !tile.tile<64x64xf16> from #tilegpu.mma<2, 2> to #tilegpu.coalesced<8, 32>
// CHECK-NEXT: %[[R:.*]] = reshape %[[C]] {tilegpu.layout = #tilegpu.coalesced<8, 32>} : tile<64x64xf16> -> tile<1x64x64xf16>
// CHECK: store_view_tko weak %[[R]]
tile.module @m {
  tile.entry @batched_epilogue(%p: tile<ptr<f16>>, %n: tile<i32>, %x: tile<f16>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %x1 = reshape %x : tile<f16> -> tile<1x1xf16>
    %a = broadcast %x1 : tile<1x1xf16> -> tile<64x32xf16>
    %b = broadcast %x1 : tile<1x1xf16> -> tile<32x64xf16>
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<64x64xf32>) {
      %d = mmaf %a, %b, %acc : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %h = ftof %r : tile<64x64xf32> -> tile<64x64xf16>
    %h3 = reshape %h : tile<64x64xf16> -> tile<1x64x64xf16>
    %pa = assume div_by<16>, %p : tile<ptr<f16>>
    %v = make_tensor_view %pa, shape = [%n, %n, %n], strides = [4096, 64, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[4096,64,1]>
    %pv = make_partition_view %v : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[4096,64,1]>>
    %t = store_view_tko weak %h3, %pv[%c0, %c0, %c0] : tile<1x64x64xf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[4096,64,1]>>, tile<i32> -> token
    return
  }
}
