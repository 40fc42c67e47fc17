// RUN: tile-opt %s --convert-tile-to-gpu | FileCheck %s
// RUN: tile-opt %s --tile-to-nvvm="chip=sm_90 opt-level=1" | FileCheck %s --check-prefix=LLVM

// A tensor_view is a descriptor (base, shape, strides in i64 elements);
// loads and stores of partition-view tiles compute each held element's
// coordinates, mask those past the tensor's edge (reading the view's
// padding value) and gather / scatter.

// CHECK-LABEL: llvm.func @copy_1d
// CHECK-SAME: (%[[SRC:.*]]: !llvm.ptr<1>, %[[N:.*]]: i32, %[[DST:.*]]: !llvm.ptr<1>)
// CHECK: %[[D0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr<1>, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[D1:.*]] = llvm.insertvalue %[[SRC]], %[[D0]][0]
// CHECK: %[[N64:.*]] = arith.extui %[[N]] : i32 to i64
// CHECK: %[[D2:.*]] = llvm.insertvalue %[[N64]], %[[D1]][1, 0]
// CHECK: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK: %[[D3:.*]] = llvm.insertvalue %[[ONE]], %[[D2]][2, 0]
// This thread's elements 4t .. 4t+3 of tile %bx are consecutive: lane l
// is at start + l with start = 512 bx + 4t, and in bounds when l is below
// the elements left from start (n - start, none when start is past n):
// one scalar per thread, not one coordinate compare per lane.
// CHECK: %[[FIRST:.*]] = arith.muli %{{.*}}, %{{.*}} : i64
// CHECK: %[[LANES:.*]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// CHECK: %[[BASE:.*]] = llvm.extractvalue %[[D3]][0]
// CHECK: %[[EXTENT:.*]] = llvm.extractvalue %[[D3]][1, 0]
// CHECK: %[[STRIDE:.*]] = llvm.extractvalue %[[D3]][2, 0]
// CHECK: %[[TILE:.*]] = arith.constant 512 : i64
// CHECK: %[[ORIGIN:.*]] = arith.muli %{{.*}}, %[[TILE]] : i64
// CHECK: %[[START:.*]] = arith.addi %[[ORIGIN]], %[[FIRST]] : i64
// CHECK: %[[LEFT:.*]] = arith.subi %[[EXTENT]], %[[START]] : i64
// CHECK: %[[INSIDE:.*]] = arith.cmpi ule, %[[START]], %[[EXTENT]] : i64
// CHECK: %[[LEFT0:.*]] = arith.select %[[INSIDE]], %[[LEFT]], %{{.*}} : i64
// CHECK: %[[LSPLAT:.*]] = vector.broadcast %[[LEFT0]] : i64 to vector<4xi64>
// CHECK: %[[MASK:.*]] = arith.cmpi ult, %[[LANES]], %[[LSPLAT]] : vector<4xi64>
// CHECK: %[[SSPLAT:.*]] = vector.broadcast %[[START]] : i64 to vector<4xi64>
// CHECK: %[[COORD:.*]] = arith.addi %[[SSPLAT]], %[[LANES]] : vector<4xi64>
// CHECK: %[[PTRS:.*]] = llvm.getelementptr %[[BASE]][%{{.*}}] : (!llvm.ptr<1>, vector<4xi64>) -> vector<4x!llvm.ptr<1>>, f32
// CHECK: %[[PAD:.*]] = arith.constant dense<0xFF800000> : vector<4xf32>
// CHECK: %[[V:.*]] = llvm.intr.masked.gather %[[PTRS]], %[[MASK]], %[[PAD]] {alignment = 4 : i32}
// CHECK: llvm.intr.masked.scatter %[[V]], %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr<1>>
// LLVM-LABEL: llvm.func @copy_1d
// LLVM: nvvm.read.ptx.sreg.ctaid.x
// LLVM: nvvm.read.ptx.sreg.tid.x
// LLVM: llvm.intr.masked.gather
// LLVM: llvm.intr.masked.scatter
// LLVM-NOT: unrealized_conversion_cast
tile.module @m {
  tile.entry @copy_1d(%src: tile<ptr<f32>>, %n: tile<i32>, %dst: tile<ptr<f32>>) {
    %tv = make_tensor_view %src, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(512), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %t, %tk = load_view_tko weak %pv[%bx] : partition_view<tile=(512), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %tv2 = make_tensor_view %dst, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv2 = make_partition_view %tv2 : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
    %tk2 = store_view_tko weak %t, %pv2[%bx] token = %tk : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

// 2-D: a 16x64 tile, 8 elements per thread, all in one row: the row is
// 8t / 64 (one value), the columns 8t mod 64 + l; the address is row *
// stride0 + column * 1, and both are checked against the shape: the
// columns by the elements left from the first, the row once.
// CHECK-LABEL: llvm.func @load_2d
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr<1>, %[[M:.*]]: i32, %[[S:.*]]: i32, %[[I:.*]]: i32, %[[J:.*]]: i32)
// CHECK: %[[S64:.*]] = arith.extui %[[S]] : i32 to i64
// CHECK: llvm.insertvalue %[[S64]], %{{.*}}[2, 0]
// CHECK: %[[FIRST:.*]] = arith.muli %{{.*}}, %{{.*}} : i64
// CHECK: %[[LANES:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi64>
// CHECK: %[[COL:.*]] = arith.remui %[[FIRST]], %{{.*}} : i64
// CHECK: %[[J64:.*]] = arith.extui %[[J]] : i32 to i64
// CHECK: %[[C64:.*]] = arith.constant 64 : i64
// CHECK: %[[JO:.*]] = arith.muli %[[J64]], %[[C64]] : i64
// CHECK: %[[CSTART:.*]] = arith.addi %[[JO]], %[[COL]] : i64
// CHECK: %[[CIN:.*]] = arith.cmpi ult, %[[LANES]], %{{.*}} : vector<8xi64>
// CHECK: %[[ROW:.*]] = arith.divui %[[FIRST]], %{{.*}} : i64
// CHECK: %[[I64:.*]] = arith.extui %[[I]] : i32 to i64
// CHECK: %[[C16:.*]] = arith.constant 16 : i64
// CHECK: %[[IO:.*]] = arith.muli %[[I64]], %[[C16]] : i64
// CHECK: %[[RSTART:.*]] = arith.addi %[[IO]], %[[ROW]] : i64
// CHECK: %[[RIN:.*]] = arith.cmpi ult, %[[RSTART]], %{{.*}} : i64
// CHECK: %[[RSPLAT:.*]] = vector.broadcast %[[RIN]] : i1 to vector<8xi1>
// CHECK: %[[IN:.*]] = arith.andi %[[CIN]], %[[RSPLAT]] : vector<8xi1>
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, vector<8xi64>) -> vector<8x!llvm.ptr<1>>, f16
// CHECK: %[[PAD:.*]] = arith.constant dense<0.000000e+00> : vector<8xf16>
// CHECK: llvm.intr.masked.gather %{{.*}}, %[[IN]], %[[PAD]] {alignment = 2 : i32}
  tile.entry @load_2d(%p: tile<ptr<f16>>, %m: tile<i32>, %s: tile<i32>, %i: tile<i32>, %j: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%m, 64], strides = [%s, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[?,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[?,1]>>
    %t, %tk = load_view_tko weak %pv[%i, %j] : partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[?,1]>>, tile<i32> -> tile<16x64xf16>, token
    %u = addf %t, %t : tile<16x64xf16>
    return
  }

// A tile smaller than the block: threads t and t + 64 hold the same
// element, and only the first stores it.
// CHECK-LABEL: llvm.func @store_replicated
// CHECK: %[[OWNER:.*]] = arith.cmpi ult, %{{.*}}, %c64_i64{{.*}} : i64
// CHECK: %[[OSPLAT:.*]] = vector.broadcast %[[OWNER]] : i1 to vector<1xi1>
// CHECK: %[[MASK:.*]] = arith.andi %{{.*}}, %[[OSPLAT]] : vector<1xi1>
// CHECK: llvm.intr.masked.scatter %{{.*}}, %{{.*}}, %[[MASK]] {alignment = 4 : i32} : vector<1xi32>
  tile.entry @store_replicated(%p: tile<ptr<i32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>
    %i = iota : tile<64xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %tk = store_view_tko weak %i, %pv[%c0] : tile<64xi32>, partition_view<tile=(64), tensor_view<64xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
