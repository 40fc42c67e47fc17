// RUN: tile-opt %s -split-input-file --tile-expand-scaled-mma | FileCheck %s

// mmaf_scaled -> both operands and scales in f32 (exact), each scale
// repeated over its block of K / Ks = 32 consecutive k (lhs_scale
// 64x2 -> 64x2x1 -> 64x2x32 -> 64x64; rhs_scale 2x32 -> 2x1x32 -> 2x32x32 ->
// 64x32), the products, and an f32 x f32 + f32 mmaf.
// CHECK-LABEL: entry @scaled
// CHECK-DAG: %[[A:.*]] = constant <f8E4M3FN: {{.*}}> : tile<64x64xf8E4M3FN>
// CHECK-DAG: %[[B:.*]] = constant <f8E4M3FN: {{.*}}> : tile<64x32xf8E4M3FN>
// CHECK-DAG: %[[C:.*]] = constant <f32: {{.*}}> : tile<64x32xf32>
// CHECK-DAG: %[[SA:.*]] = constant <f8E8M0FNU: {{.*}}> : tile<64x2xf8E8M0FNU>
// CHECK-DAG: %[[SB:.*]] = constant <f8E8M0FNU: {{.*}}> : tile<2x32xf8E8M0FNU>
// CHECK: %[[SA32:.*]] = ftof %[[SA]] : tile<64x2xf8E8M0FNU> -> tile<64x2xf32>
// CHECK: %[[SA3:.*]] = reshape %[[SA32]] : tile<64x2xf32> -> tile<64x2x1xf32>
// CHECK: %[[SAB:.*]] = broadcast %[[SA3]] : tile<64x2x1xf32> -> tile<64x2x32xf32>
// CHECK: %[[SAK:.*]] = reshape %[[SAB]] : tile<64x2x32xf32> -> tile<64x64xf32>
// CHECK: %[[SB32:.*]] = ftof %[[SB]] : tile<2x32xf8E8M0FNU> -> tile<2x32xf32>
// CHECK: %[[SB3:.*]] = reshape %[[SB32]] : tile<2x32xf32> -> tile<2x1x32xf32>
// CHECK: %[[SBB:.*]] = broadcast %[[SB3]] : tile<2x1x32xf32> -> tile<2x32x32xf32>
// CHECK: %[[SBK:.*]] = reshape %[[SBB]] : tile<2x32x32xf32> -> tile<64x32xf32>
// CHECK: %[[A32:.*]] = ftof %[[A]] : tile<64x64xf8E4M3FN> -> tile<64x64xf32>
// CHECK: %[[AS:.*]] = mulf %[[A32]], %[[SAK]] : tile<64x64xf32>
// CHECK: %[[B32:.*]] = ftof %[[B]] : tile<64x32xf8E4M3FN> -> tile<64x32xf32>
// CHECK: %[[BS:.*]] = mulf %[[B32]], %[[SBK]] : tile<64x32xf32>
// CHECK: %[[D:.*]] = mmaf %[[AS]], %[[BS]], %[[C]] : tile<64x64xf32>, tile<64x32xf32>, tile<64x32xf32>
// CHECK-NOT: mmaf_scaled
// CHECK: reshape %[[D]]
tile.module @m {
  entry @scaled(%p: tile<ptr<f32>>) {
    %a = constant <f8E4M3FN: 1.5> : tile<64x64xf8E4M3FN>
    %b = constant <f8E4M3FN: -2.0> : tile<64x32xf8E4M3FN>
    %c = constant <f32: 0.25> : tile<64x32xf32>
    %sa = constant <f8E8M0FNU: 2.0> : tile<64x2xf8E8M0FNU>
    %sb = constant <f8E8M0FNU: 0.5> : tile<2x32xf8E8M0FNU>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x32xf8E4M3FN>, tile<64x32xf32>, tile<64x2xf8E8M0FNU>, tile<2x32xf8E8M0FNU>
    %e = reshape %d : tile<64x32xf32> -> tile<2048xf32>
    return
  }
}

// -----

// Batched, f4E2M1FN with f8E4M3FN scales in blocks of 16 (Ks = 2 of K = 32):
// the scales keep their batch dimension.
// CHECK-LABEL: entry @batched
// CHECK: reshape %{{.*}} : tile<2x16x2xf32> -> tile<2x16x2x1xf32>
// CHECK: broadcast %{{.*}} : tile<2x16x2x1xf32> -> tile<2x16x2x16xf32>
// CHECK: reshape %{{.*}} : tile<2x16x2x16xf32> -> tile<2x16x32xf32>
// CHECK: reshape %{{.*}} : tile<2x2x8xf32> -> tile<2x2x1x8xf32>
// CHECK: broadcast %{{.*}} : tile<2x2x1x8xf32> -> tile<2x2x16x8xf32>
// CHECK: reshape %{{.*}} : tile<2x2x16x8xf32> -> tile<2x32x8xf32>
// CHECK: ftof %{{.*}} : tile<2x16x32xf4E2M1FN> -> tile<2x16x32xf32>
// CHECK: mmaf %{{.*}} : tile<2x16x32xf32>, tile<2x32x8xf32>, tile<2x16x8xf32>
tile.module @m {
  entry @batched(%p: tile<ptr<f32>>) {
    %a = constant <f4E2M1FN: 1.5> : tile<2x16x32xf4E2M1FN>
    %b = constant <f4E2M1FN: 3.0> : tile<2x32x8xf4E2M1FN>
    %c = constant <f32: 0.0> : tile<2x16x8xf32>
    %sa = constant <f8E4M3FN: 2.0> : tile<2x16x2xf8E4M3FN>
    %sb = constant <f8E4M3FN: 0.5> : tile<2x2x8xf8E4M3FN>
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x16x32xf4E2M1FN>, tile<2x32x8xf4E2M1FN>, tile<2x16x8xf32>, tile<2x16x2xf8E4M3FN>, tile<2x2x8xf8E4M3FN>
    return
  }
}
