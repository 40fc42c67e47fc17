// RUN: tile-opt %s --tile-assign-layouts="num-warps=8 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" --convert-tile-to-gpu="chip=sm_90 num-warps=8" | FileCheck %s

// An f8 GEMM loop with B row-major (128x128x128 e4m3 tiles, 8 warps):
// B's ring is transposed (test/Transforms/pipeline-mma-shared-bytes.mlir),
// and tilegpu.transpose_bytes lowers to the wait for this thread's copies,
// then, for each of its staged units (B's tile: 128 x 128 bytes = 128
// units of 8 rows by 16 bytes, so threads 0..127 hold one each), eight
// 16-byte rows read from the staging area, each row's two 8-byte halves
// rotated by the unit's 16-column block along N mod 8 (byte permutes by a
// selector of nibbles (i + rotation) mod 8: 0x1111 times the rotation plus
// 0x3210 or 0x7654, masked by 0x7777), then eight 4 x 4 byte transposes of
// eight byte permutes each (selectors 0x5140, 0x7362 interleave two rows'
// bytes, 0x5410, 0x7632 their halfwords), and sixteen 8-byte stores, one
// into each of the unit's rows of the transpose.
// CHECK: nvvm.cp.async.wait.group 1
// CHECK: arith.cmpi ult, %{{.*}}, %c128_i64
// CHECK: %[[SPREAD:.*]] = arith.muli %{{.*}}, %c4369_i32 : i32
// CHECK: %[[L0:.*]] = arith.addi %[[SPREAD]], %c12816_i32 : i32
// CHECK-NEXT: %[[LOW:.*]] = arith.andi %[[L0]], %c30583_i32 : i32
// CHECK: %[[H0:.*]] = arith.addi %[[SPREAD]], %c30292_i32 : i32
// CHECK-NEXT: %[[HIGH:.*]] = arith.andi %[[H0]], %c30583_i32{{.*}} : i32
// CHECK: %[[ROW:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// CHECK-NEXT: %[[W0:.*]] = vector.extract %[[ROW]][0]
// CHECK-NEXT: %[[W1:.*]] = vector.extract %[[ROW]][1]
// CHECK-NEXT: %[[W2:.*]] = vector.extract %[[ROW]][2]
// CHECK-NEXT: %[[W3:.*]] = vector.extract %[[ROW]][3]
// CHECK-NEXT: nvvm.prmt <default> %[[LOW]], %[[W0]], %[[W1]] : i32
// CHECK-NEXT: nvvm.prmt <default> %[[HIGH]], %[[W0]], %[[W1]] : i32
// CHECK-NEXT: nvvm.prmt <default> %[[LOW]], %[[W2]], %[[W3]] : i32
// CHECK-NEXT: nvvm.prmt <default> %[[HIGH]], %[[W2]], %[[W3]] : i32
// CHECK-COUNT-7: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// CHECK-COUNT-32: nvvm.prmt <default> %c{{20800|29538}}_i32
// CHECK-NOT: llvm.store
// CHECK-COUNT-16: llvm.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
// CHECK-NOT: llvm.store %{{.*}} : vector<2xi32>
// In the loop: the wgmma reads B's transpose K-major (B col), and the next
// buffer is transposed while it runs.
// CHECK: scf.for
// CHECK: nvvm.wgmma.mma_async {{.*}}<m = 64, n = 128, k = 32>, D[<f32>, <one>], A[<e4m3>, <one>, <row>], B[<e4m3>, <one>, <col>]
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.cp.async.wait.group 1
// CHECK: nvvm.prmt
// CHECK: wgmma.wait_group.sync.aligned 1;
tile.module @m {
  entry @e4m3_rows(%f: tile<ptr<f8E4M3FN>>, %o: tile<ptr<f32>>, %m: tile<i32>, %k: tile<i32>) {
    %fa = assume div_by<16>, %f : tile<ptr<f8E4M3FN>>
    %av = make_tensor_view %fa, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[128,1]>
    %bv = make_tensor_view %fa, shape = [%k, %m], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %r = for %kk in (%c0 to %c4, step %c1) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%c0, %kk] : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %c0] : partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[128,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %d = mmaf %at, %bt, %s : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    %ov = make_tensor_view %o, shape = [%m, %k], strides = [128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[128,1]>
    %op = make_partition_view %ov : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>
    %t = store_view_tko weak %r, %op[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
