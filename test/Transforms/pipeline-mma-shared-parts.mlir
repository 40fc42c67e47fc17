// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=4 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=131072" | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-assign-layouts="num-warps=4 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=200000" | FileCheck %s --check-prefix=FOUR

// K split into parts (MmaRingLoop::getDepth). A 128x128x128 f16 GEMM (the
// shape of cuTile's BatchMatMul, narrower) as wgmma over 4 warps: a stage
// of whole tiles takes 65536 bytes (A 128x128 and B 128x128), so 131072
// bytes hold two, and a wgmma group in flight needs four. Split in two
// along K (rows of 64 elements, 128 bytes), a stage takes 32768: four
// buffers of A's 128x64 parts (16384 bytes each; B's from 65536), the
// copies two parts (one iteration) ahead. The parts' copies read views of
// their own (128x64, 64x128 tiles), at K index 2 k + p (in i64, before
// the copies' guard, so LLVM shares 2 k between the parts). The prologue
// copies both parts of the first iteration into buffers 0 and 1. Each
// part is a step: wait for its copies (one group left in flight), the
// next iteration's same part into buffer slot + p + 2, its wgmma on
// buffer slot + p, left in flight (wgmma_wait pending 1); the next
// iteration starts at slot + 2.
// CHECK-LABEL: entry @parts
// CHECK-DAG: %[[AP:.*]] = make_partition_view %{{.*}} : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[128,1]>>
// CHECK-DAG: %[[BP:.*]] = make_partition_view %{{.*}} : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[128,1]>>
// CHECK: %[[LB64:.*]] = exti %[[LB:.*]] unsigned : tile<i32> -> tile<i64>
// CHECK-NEXT: %[[TWO:.*]] = constant <i64: 2> : tile<i64>
// CHECK-NEXT: %[[K0:.*]] = muli %[[LB64]], %[[TWO]] : tile<i64>
// CHECK-NEXT: if
// CHECK-NEXT: tilegpu.async_copy %[[AP]][%{{.*}}, %[[K0]]] into %[[S0:.*]] of <offset = 0, slots = 4, rows = 128, cols = 64, pitch = 64, element = f16, layout = "swizzled"> chunk 8
// CHECK-NEXT: tilegpu.async_copy %[[BP]][%[[K0]], %{{.*}}] into %[[S0]] of <offset = 65536, slots = 4, rows = 64, cols = 128, pitch = 128, element = f16, layout = "swizzled"> chunk 8
// CHECK: tilegpu.async_commit
// CHECK: exti %[[LB]] unsigned
// CHECK-NEXT: constant <i64: 2>
// CHECK-NEXT: muli
// CHECK-NEXT: %[[P1:.*]] = constant <i64: 1> : tile<i64>
// CHECK-NEXT: %[[K1:.*]] = addi %{{.*}}, %[[P1]] : tile<i64>
// CHECK-NEXT: if
// CHECK-NEXT: tilegpu.async_copy %[[AP]][%{{.*}}, %[[K1]]] into %{{.*}} of <offset = 0
// CHECK: tilegpu.async_commit
// CHECK-NOT: tilegpu.async_copy
// CHECK: for %[[K:.*]] in {{.*}} iter_values(%[[ACC:.*]] = %{{.*}}, %[[SLOT:.*]] = %{{.*}})
// CHECK-NEXT: tilegpu.async_wait pending 1 proxy_fence
// CHECK: %[[AHEAD:.*]] = addi %[[K]], %{{.*}} : tile<i32>
// CHECK: exti %[[AHEAD]] unsigned
// CHECK: if
// CHECK: tilegpu.async_copy %[[AP]]
// CHECK: tilegpu.async_copy %[[BP]]
// CHECK: tilegpu.async_commit
// CHECK-NEXT: %[[D0:.*]] = tilegpu.shared_mma %[[ACC]], %[[SLOT]], lhs <offset = 0, {{.*}}> wgmma
// CHECK-NEXT: %[[W0:.*]] = tilegpu.wgmma_wait %[[D0]] pending 1
// CHECK-NEXT: tilegpu.async_wait pending 1 proxy_fence
// CHECK: tilegpu.async_copy %[[AP]]
// CHECK: tilegpu.async_copy %[[BP]]
// CHECK: tilegpu.async_commit
// CHECK: %[[SLOT1:.*]] = select
// CHECK-NEXT: %[[D1:.*]] = tilegpu.shared_mma %[[W0]], %[[SLOT1]], lhs
// CHECK: %[[W1:.*]] = tilegpu.wgmma_wait %[[D1]] pending 1
// CHECK-NEXT: continue %[[W1]], %{{.*}} : tile<128x128xf32>, tile<i32>
// CHECK-NEXT: } attributes {tile.pipeline_parts = 2 : i64, tile.pipeline_stages = 4 : i64
// CHECK-NEXT: tilegpu.wgmma_wait %{{.*}} pending 0
// CHECK-NEXT: tilegpu.async_wait pending 0{{$}}

// With 200000 bytes, whole tiles fit three buffers, still too few; two
// parts fit six (196608), the copies four parts (two iterations) ahead:
// four prologue groups, copies into slot + 4 and slot + 5 (mod 6).
// FOUR-LABEL: entry @parts
// FOUR: tilegpu.async_copy {{.*}} of <offset = 0, slots = 6, rows = 128, cols = 64, pitch = 64, element = f16, layout = "swizzled"> chunk 8
// FOUR-COUNT-4: tilegpu.async_commit
// FOUR-NOT: tilegpu.async_copy
// FOUR: for
// FOUR: tilegpu.wgmma_wait %{{.*}} pending 1
// FOUR: tilegpu.wgmma_wait %{{.*}} pending 1
// FOUR-NEXT: continue
// FOUR-NEXT: } attributes {tile.pipeline_parts = 2 : i64, tile.pipeline_stages = 6 : i64
tile.module @m {
  entry @parts(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[128,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf16, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[128,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf16, strides=[128,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %sum = for %kk in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf16, strides=[128,1]>>, tile<i32> -> tile<128x128xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[128,1]>>, tile<i32> -> tile<128x128xf16>, token
      %d = mmaf %at, %bt, %s : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    return
  }
}

// -----

// K = 256: at 131072 bytes one whole buffer fits (A 128x256 and B
// 256x128, 131072 bytes), two parts would need four buffers of 65536 and
// four parts six of 32768 (196608): neither fits, so one buffer of whole
// tiles. At 200000, four parts of 64 in six buffers (the copies one
// iteration ahead): each iteration is four steps, the first three left
// in flight by their own wgmma_wait, the fourth by the body's last; the
// next iteration starts at slot + 4.
// CHECK-LABEL: entry @quarters
// CHECK-NOT: tile.pipeline_parts
// CHECK: slots = 1, rows = 128, cols = 256
// CHECK-NOT: tile.pipeline_parts
// CHECK: tile.pipeline_stages = 1
// FOUR-LABEL: entry @quarters
// FOUR: tilegpu.async_copy {{.*}} of <offset = 0, slots = 6, rows = 128, cols = 64, pitch = 64, element = f16, layout = "swizzled"> chunk 8
// FOUR-COUNT-4: tilegpu.async_commit
// FOUR-NOT: tilegpu.async_copy
// FOUR: for
// FOUR-COUNT-3: tilegpu.wgmma_wait %{{.*}} pending 1
// FOUR: tilegpu.wgmma_wait %{{.*}} pending 1
// FOUR-NEXT: continue
// FOUR-NEXT: } attributes {tile.pipeline_parts = 4 : i64, tile.pipeline_stages = 6 : i64
tile.module @m {
  entry @quarters(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [256, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[256,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xf16, strides=[256,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(256x128), tensor_view<?x?xf16, strides=[128,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xf16, strides=[256,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %sum = for %kk in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xf16, strides=[256,1]>>, tile<i32> -> tile<128x256xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(256x128), tensor_view<?x?xf16, strides=[128,1]>>, tile<i32> -> tile<256x128xf16>, token
      %d = mmaf %at, %bt, %s : tile<128x256xf16>, tile<256x128xf16>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    return
  }
}

// -----

// Whole tiles only: K = 64 f16 has no parts of 128-byte rows (one
// buffer of 81920 bytes fits), and an mma whose result also leaves the
// loop otherwise (twice through `continue`) keeps no group in flight, so
// parts would gain nothing (two buffers of 65536).
// CHECK-LABEL: entry @whole
// CHECK-NOT: tile.pipeline_parts
// CHECK: slots = 1, rows = 128, cols = 64
// CHECK-NOT: tile.pipeline_parts
// CHECK: tile.pipeline_stages = 1
// CHECK-NOT: tile.pipeline_parts
// CHECK: slots = 2, rows = 128, cols = 128
// CHECK-NOT: tile.pipeline_parts
// CHECK: tile.pipeline_stages = 2
tile.module @m {
  entry @whole(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[128,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [512, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[512,1]>
    %ap64 = make_partition_view %av : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[128,1]>>
    %bp64 = make_partition_view %bv : partition_view<tile=(64x512), tensor_view<?x?xf16, strides=[512,1]>>
    %ap = make_partition_view %av : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf16, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[512,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x512xf32>
    %init2 = constant <f32: 0.0> : tile<128x128xf32>
    %r0 = for %kk in (%c0 to %c8, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x512xf32>) {
      %at, %t1 = load_view_tko weak %ap64[%c0, %kk] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[128,1]>>, tile<i32> -> tile<128x64xf16>, token
      %bt, %t2 = load_view_tko weak %bp64[%kk, %c0] : partition_view<tile=(64x512), tensor_view<?x?xf16, strides=[512,1]>>, tile<i32> -> tile<64x512xf16>, token
      %d = mmaf %at, %bt, %s : tile<128x64xf16>, tile<64x512xf16>, tile<128x512xf32>
      continue %d : tile<128x512xf32>
    }
    %r1:2 = for %kk in (%c0 to %c8, step %c1) : tile<i32> iter_values(%s = %init2, %t = %init2) -> (tile<128x128xf32>, tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf16, strides=[128,1]>>, tile<i32> -> tile<128x128xf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[512,1]>>, tile<i32> -> tile<128x128xf16>, token
      %d = mmaf %at, %bt, %s : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %d, %d : tile<128x128xf32>, tile<128x128xf32>
    }
    return
  }
}

// -----

// f8 (e4m3) with B by columns through a view whose dim_map swaps the
// dimensions (B stored N x K; the tile's K walks the tensor's contiguous
// dimension): whole tiles take 65536 bytes a stage (A 128x256, B 256x128
// as its transpose), two fit 131072; two parts of K = 128 (128-byte rows)
// fit four buffers. The part views keep the dim_map and halve the tile's
// K (B's first dimension), and B's ring still holds the transpose.
// CHECK-LABEL: entry @columns
// CHECK-DAG: make_partition_view %{{.*}} : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[256,1]>>
// CHECK-DAG: %[[BP:.*]] = make_partition_view %{{.*}} : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[256,1]>, dim_map=[1, 0]>
// CHECK: tilegpu.async_copy %[[BP]][%{{.*}}, %{{.*}}] into %{{.*}} of <offset = 65536, slots = 4, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "columns"> chunk 16
// CHECK: } attributes {tile.pipeline_parts = 2 : i64, tile.pipeline_stages = 4 : i64
tile.module @m {
  entry @columns(%a: tile<ptr<f8E4M3FN>>, %b: tile<ptr<f8E4M3FN>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) {
    %aa = assume div_by<16>, %a : tile<ptr<f8E4M3FN>>
    %ba = assume div_by<16>, %b : tile<ptr<f8E4M3FN>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [256, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[256,1]>
    %bv = make_tensor_view %ba, shape = [%n, %k], strides = [256, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[256,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[256,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[256,1]>, dim_map=[1, 0]>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[256,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %sum = for %kk in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[256,1]>>, tile<i32> -> tile<128x256xf8E4M3FN>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[256,1]>, dim_map=[1, 0]>, tile<i32> -> tile<256x128xf8E4M3FN>, token
      %d = mmaf %at, %bt, %s : tile<128x256xf8E4M3FN>, tile<256x128xf8E4M3FN>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    return
  }
}
