// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" | FileCheck %s

// get_tensor_shape reads the descriptor's extents; get_index_space_shape
// divides the extent each index dim walks by the tile size (partition and
// gather/scatter views) or the traversal stride (strided views), rounding
// up, unsigned (reference §1.5-1.7, §3.2).

// CHECK-LABEL: llvm.func @shapes
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr<1>, %[[M:.*]]: i32, %[[N:.*]]: i32)
// CHECK: %[[D:.*]] = llvm.insertvalue %{{.*}}[2, 1]
// get_tensor_shape -> tile<i64>: the extents as they are.
// CHECK: %[[T0:.*]] = llvm.extractvalue %[[D]][1, 0]
// CHECK: %[[T1:.*]] = llvm.extractvalue %[[D]][1, 1]
// get_index_space_shape of tile=(16x64), dim_map=[1, 0]: index dim 0
// walks tensor dim 1 (ceil(n / 16)), index dim 1 tensor dim 0 (ceil(m / 64)).
// CHECK: %[[E1:.*]] = llvm.extractvalue %[[D]][1, 1]
// CHECK: %[[C16:.*]] = arith.constant 16 : i64
// CHECK: %[[D0:.*]] = arith.divui %[[E1]], %[[C16]] : i64
// CHECK: %[[M0:.*]] = arith.remui %[[E1]], %[[C16]] : i64
// CHECK: %[[NZ0:.*]] = arith.cmpi ne, %[[M0]], %{{.*}} : i64
// CHECK: %[[UP0:.*]] = arith.extui %[[NZ0]] : i1 to i64
// CHECK: %[[Q0:.*]] = arith.addi %[[D0]], %[[UP0]] : i64
// CHECK: %[[R0:.*]] = arith.trunci %[[Q0]] : i64 to i32
// CHECK: %[[E0:.*]] = llvm.extractvalue %[[D]][1, 0]
// CHECK: %[[C64:.*]] = arith.constant 64 : i64
// CHECK: %[[D1:.*]] = arith.divui %[[E0]], %[[C64]] : i64
// CHECK: arith.remui %[[E0]], %[[C64]] : i64
// CHECK: %[[Q1:.*]] = arith.addi %[[D1]], %{{.*}} : i64
// CHECK: %[[R1:.*]] = arith.trunci %[[Q1]] : i64 to i32
// CHECK: arith.addi %[[R0]], %[[R1]] : i32
// CHECK: arith.addi %[[T0]], %[[T1]] : i64
tile.module @m {
  tile.entry @shapes(%p: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%m, %n], strides = [%n, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %d0, %d1 = get_tensor_shape %tv : tensor_view<?x?xf32, strides=[?,1]> -> tile<i64>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %s0, %s1 = get_index_space_shape %pv : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]> -> tile<i32>
    %a = addi %s0, %s1 : tile<i32>
    %b = addi %d0, %d1 : tile<i64>
    return
  }
}
