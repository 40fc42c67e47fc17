// RUN: tile-opt %s -split-input-file --tile-stream-reductions | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-stream-reductions="min-bytes=1048576" | FileCheck %s --check-prefix=BIG

// A 1x65536 f32 tile (256 KiB) that only a reduce reads: 16 chunks of
// 1x4096 (16 KiB), the first before the loop, the other 15 in it, each
// combined with the running sum by the reduce's own combiner over a cat of
// the two. The tensor is static and a multiple of the tile: 16 chunks.
// CHECK-LABEL: entry @static_sum
// CHECK: %[[CV:.*]] = make_partition_view %{{.*}} : partition_view<tile=(1x4096), tensor_view<1x65536xf32, strides=[65536,1]>>
// CHECK: %[[N:.*]] = constant <i32: 16>
// CHECK: %[[FIRST:.*]] = muli %[[J:.*]], %[[N]]
// CHECK: %[[T0:.*]], %{{.*}} = load_view_tko weak %[[CV]][%[[I:.*]], %[[FIRST]]] {{.*}} -> tile<1x4096xf32>, token
// CHECK: %[[R0:.*]] = reduce %[[T0]] dim=1 {{.*}} : tile<1x4096xf32> -> tile<1xf32>
// CHECK: addf
// CHECK: %[[UB:.*]] = constant <i32: 16>
// CHECK: %[[ONE:.*]] = constant <i32: 1>
// CHECK: %[[SUM:.*]] = for %[[C:.*]] in (%[[ONE]] to %[[UB]], step %[[ONE]]) : tile<i32> iter_values(%[[ACC:.*]] = %[[R0]]) -> (tile<1xf32>)
// CHECK: %[[AT:.*]] = addi %[[FIRST]], %[[C]]
// CHECK: %[[TC:.*]], %{{.*}} = load_view_tko weak %[[CV]][%[[I]], %[[AT]]]
// CHECK: %[[RC:.*]] = reduce %[[TC]] dim=1
// CHECK: %[[L:.*]] = reshape %[[ACC]] : tile<1xf32> -> tile<1x1xf32>
// CHECK: %[[R:.*]] = reshape %[[RC]] : tile<1xf32> -> tile<1x1xf32>
// CHECK: %[[BOTH:.*]] = cat %[[L]], %[[R]] dim = 0 : tile<1x1xf32>, tile<1x1xf32> -> tile<2x1xf32>
// CHECK: %[[COMB:.*]] = reduce %[[BOTH]] dim=0 {{.*}} : tile<2x1xf32> -> tile<1xf32>
// CHECK: addf
// CHECK: continue %[[COMB]]
// CHECK: reshape %[[SUM]] : tile<1xf32> -> tile<f32>
// CHECK-NOT: tile<1x65536xf32>
// BIG-LABEL: entry @static_sum
// BIG: load_view_tko {{.*}} -> tile<1x65536xf32>
tile.module @m {
  entry @static_sum(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %i: tile<i32>, %j: tile<i32>) {
    %tv = make_tensor_view %x, shape = [1, 65536], strides = [65536, 1] : tensor_view<1x65536xf32, strides=[65536,1]>
    %pv = make_partition_view %tv : partition_view<tile=(1x65536), tensor_view<1x65536xf32, strides=[65536,1]>>
    %t, %tk = load_view_tko weak %pv[%i, %j] : partition_view<tile=(1x65536), tensor_view<1x65536xf32, strides=[65536,1]>>, tile<i32> -> tile<1x65536xf32>, token
    %s = reduce %t dim=1 identities=[0.000000e+00 : f32] : tile<1x65536xf32> -> tile<1xf32>
      (%a: tile<f32>, %b: tile<f32>) {
        %r = addf %a, %b : tile<f32>
        yield %r : tile<f32>
      }
    %s0 = reshape %s : tile<1xf32> -> tile<f32>
    %tk2 = store_ptr_tko weak %y, %s0 : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}

// -----

// A dynamic extent, reduced along dim 0 (2048 x 64 i32 = 512 KiB, chunks of
// 64 x 64): the loop stops at the last chunk inside the tensor,
// min(32, extent - first) (past it the elements are unspecified: no
// padding value).
// CHECK-LABEL: entry @dynamic_max
// CHECK: %[[CV:.*]] = make_partition_view %{{.*}} : partition_view<tile=(64x64), tensor_view<?x64xi32, strides=[64,1]>>
// CHECK: %[[N:.*]] = constant <i64: 32>
// CHECK: %[[FIRST:.*]] = muli %{{.*}}, %[[N]] : tile<i64>
// CHECK: load_view_tko weak %[[CV]][%[[FIRST]], %{{.*}}] {{.*}} -> tile<64x64xi32>
// CHECK: reduce {{.*}} dim=0 {{.*}} : tile<64x64xi32> -> tile<64xi32>
// CHECK: %[[CHUNKS:.*]] = constant <i64: 32>
// CHECK: %[[EXT:.*]]:2 = get_index_space_shape %[[CV]]
// CHECK: %[[LEFT:.*]] = subi %[[EXT]]#0, %[[FIRST]]
// CHECK: %[[UB:.*]] = mini %[[LEFT]], %[[CHUNKS]] signed
// CHECK: for %{{.*}} in (%{{.*}} to %[[UB]], step %{{.*}}) : tile<i64>
// CHECK: cat {{.*}} dim = 0 : tile<1x64xi32>, tile<1x64xi32> -> tile<2x64xi32>
// CHECK: maxi
tile.module @m {
  entry @dynamic_max(%x: tile<ptr<i32>>, %n: tile<i64>, %i: tile<i64>) {
    %c0 = constant <i64: 0> : tile<i64>
    %tv = make_tensor_view %x, shape = [%n, 64], strides = [64, 1] : tile<i64> -> tensor_view<?x64xi32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(2048x64), tensor_view<?x64xi32, strides=[64,1]>>
    %t, %tk = load_view_tko weak %pv[%i, %c0] : partition_view<tile=(2048x64), tensor_view<?x64xi32, strides=[64,1]>>, tile<i64> -> tile<2048x64xi32>, token
    %m = reduce %t dim=0 identities=[-2147483648 : i32] : tile<2048x64xi32> -> tile<64xi32>
      (%a: tile<i32>, %b: tile<i32>) {
        %r = maxi %a, %b signed : tile<i32>
        yield %r : tile<i32>
      }
    return
  }
}

// -----

// Left as they are: a padding value where the tensor may end inside the
// tile (the skipped chunks would have been padding), a tile the reduce
// shares with another user, a token someone orders after, and a tile of
// 64 KiB (not above min-bytes).
// CHECK-LABEL: entry @kept
// CHECK-NOT: for
// CHECK-COUNT-4: load_view_tko weak %{{.*}} -> tile<{{1x65536|1x16384}}xf32>, token
// CHECK-NOT: for
tile.module @m {
  entry @kept(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %x, shape = [1, %n], strides = [%n, 1] : tile<i32> -> tensor_view<1x?xf32, strides=[?,1]>
    %pp = make_partition_view %tv : partition_view<tile=(1x65536), padding_value = zero, tensor_view<1x?xf32, strides=[?,1]>>
    %a, %t0 = load_view_tko weak %pp[%c0, %c0] : partition_view<tile=(1x65536), padding_value = zero, tensor_view<1x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x65536xf32>, token
    %ra = reduce %a dim=1 identities=[0.000000e+00 : f32] : tile<1x65536xf32> -> tile<1xf32>
      (%p: tile<f32>, %q: tile<f32>) {
        %r = addf %p, %q : tile<f32>
        yield %r : tile<f32>
      }
    %pv = make_partition_view %tv : partition_view<tile=(1x65536), tensor_view<1x?xf32, strides=[?,1]>>
    %b, %t1 = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(1x65536), tensor_view<1x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x65536xf32>, token
    %rb = reduce %b dim=1 identities=[0.000000e+00 : f32] : tile<1x65536xf32> -> tile<1xf32>
      (%p: tile<f32>, %q: tile<f32>) {
        %r = addf %p, %q : tile<f32>
        yield %r : tile<f32>
      }
    %bb = addf %b, %b : tile<1x65536xf32>
    %c, %t2 = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(1x65536), tensor_view<1x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x65536xf32>, token
    %rc = reduce %c dim=1 identities=[0.000000e+00 : f32] : tile<1x65536xf32> -> tile<1xf32>
      (%p: tile<f32>, %q: tile<f32>) {
        %r = addf %p, %q : tile<f32>
        yield %r : tile<f32>
      }
    %c0s = reshape %rc : tile<1xf32> -> tile<f32>
    %t3 = store_ptr_tko weak %y, %c0s token = %t2 : tile<ptr<f32>>, tile<f32> -> token
    %ps = make_partition_view %tv : partition_view<tile=(1x16384), tensor_view<1x?xf32, strides=[?,1]>>
    %d, %t4 = load_view_tko weak %ps[%c0, %c0] : partition_view<tile=(1x16384), tensor_view<1x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x16384xf32>, token
    %rd = reduce %d dim=1 identities=[0.000000e+00 : f32] : tile<1x16384xf32> -> tile<1xf32>
      (%p: tile<f32>, %q: tile<f32>) {
        %r = addf %p, %q : tile<f32>
        yield %r : tile<f32>
      }
    return
  }
}
