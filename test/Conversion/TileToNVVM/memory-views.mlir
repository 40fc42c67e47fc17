// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" | FileCheck %s

// Loads and stores through strided and gather/scatter views (reference
// §1.6, §1.7, §3.2), `inbounds`, and i1 / tf32 elements in memory.

// strided_view tile=(8x8), traversal_strides=[5,6] over 40x24: 64 elements
// over 32 threads, 2 each. The origin of index (i, j) is (5 i, 6 j) -- the
// traversal strides, not the tile size; both coordinates are checked
// against the extents; pos_inf pads. Its index space is ceil(40 / 5) x
// ceil(24 / 6), computed from the descriptor.
// CHECK-LABEL: llvm.func @strided
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr<1>, %[[I:.*]]: i32, %[[J:.*]]: i32)
// A thread's 2 elements are consecutive in one row: the column is its
// first's (2t mod 8) plus the lane, checked by the elements left from the
// first; the row (2t / 8) is one value, checked once.
// CHECK: %[[FIRST:.*]] = arith.muli %{{.*}}, %{{.*}} : i64
// CHECK: %[[LANES:.*]] = arith.constant dense<[0, 1]> : vector<2xi64>
// CHECK: %[[COL:.*]] = arith.remui %[[FIRST]], %{{.*}} : i64
// CHECK: %[[J64:.*]] = arith.extui %[[J]] : i32 to i64
// CHECK: %[[C6:.*]] = arith.constant 6 : i64
// CHECK: %[[OJ:.*]] = arith.muli %[[J64]], %[[C6]] : i64
// CHECK: %[[CJ:.*]] = arith.addi %[[OJ]], %[[COL]] : i64
// CHECK: %[[LEFT:.*]] = arith.subi %{{.*}}, %[[CJ]] : i64
// CHECK: %[[IN1:.*]] = arith.cmpi ult, %[[LANES]], %{{.*}} : vector<2xi64>
// CHECK: %[[ROW:.*]] = arith.divui %[[FIRST]], %{{.*}} : i64
// CHECK: %[[I64:.*]] = arith.extui %[[I]] : i32 to i64
// CHECK: %[[C5:.*]] = arith.constant 5 : i64
// CHECK: %[[OI:.*]] = arith.muli %[[I64]], %[[C5]] : i64
// CHECK: %[[CI:.*]] = arith.addi %[[OI]], %[[ROW]] : i64
// CHECK: %[[IN0:.*]] = arith.cmpi ult, %[[CI]], %{{.*}} : i64
// CHECK: %[[IN0S:.*]] = vector.broadcast %[[IN0]] : i1 to vector<2xi1>
// CHECK: %[[IN:.*]] = arith.andi %[[IN1]], %[[IN0S]] : vector<2xi1>
// CHECK: %[[PTRS:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, vector<2xi64>) -> vector<2x!llvm.ptr<1>>, f32
// CHECK: %[[INF:.*]] = arith.constant dense<0x7F800000> : vector<2xf32>
// CHECK: llvm.intr.masked.gather %[[PTRS]], %[[IN]], %[[INF]] {alignment = 4 : i32}
// CHECK: %[[E0:.*]] = llvm.extractvalue %{{.*}}[1, 0]
// CHECK: %[[C5B:.*]] = arith.constant 5 : i64
// CHECK: arith.divui %[[E0]], %[[C5B]] : i64
// CHECK: %[[E1:.*]] = llvm.extractvalue %{{.*}}[1, 1]
// CHECK: %[[C6B:.*]] = arith.constant 6 : i64
// CHECK: arith.divui %[[E1]], %[[C6B]] : i64
tile.module @m {
  tile.entry @strided(%p: tile<ptr<f32>>, %i: tile<i32>, %j: tile<i32>) {
    %tv = make_tensor_view %p, shape = [40, 24], strides = [24, 1] : tensor_view<40x24xf32, strides=[24,1]>
    %sv = make_strided_view %tv : strided_view<tile=(8x8), traversal_strides=[5,6], padding_value = pos_inf, tensor_view<40x24xf32, strides=[24,1]>>
    %t, %tk = load_view_tko weak %sv[%i, %j] : strided_view<tile=(8x8), traversal_strides=[5,6], padding_value = pos_inf, tensor_view<40x24xf32, strides=[24,1]>>, tile<i32> -> tile<8x8xf32>, token
    %s0, %s1 = get_index_space_shape %sv : strided_view<tile=(8x8), traversal_strides=[5,6], padding_value = pos_inf, tensor_view<40x24xf32, strides=[24,1]>> -> tile<i32>
    %u = addf %t, %t : tile<8x8xf32>
    %v = addi %s0, %s1 : tile<i32>
    return
  }

// gather_scatter_view tile=(4x64), sparse_dim=0: the row tile (4 x i16,
// one element per thread, replicated) goes to scratch, a barrier; a
// thread's 8 elements lie in one row (8t / 64), so it reads that row once,
// a barrier; the row is zero-extended and checked against the extent
// (100), then scaled by the row stride. The store has `inbounds` on dim 1:
// only the rows are checked.
// CHECK-LABEL: llvm.func @gather
// CHECK: %[[ROWS:.*]] = vector.extract %{{.*}}[0] : i16 from vector<1xi16>
// CHECK: %[[RPOS:.*]] = arith.divui %{{.*}}, %{{.*}} : i64
// CHECK: %[[RPOSV:.*]] = vector.from_elements %[[RPOS]] : vector<1xi64>
// CHECK: %[[RV:.*]] = vector.from_elements %[[ROWS]] : vector<1xi16>
// CHECK: llvm.store %[[RV]], %{{.*}} {alignment = 2 : i64} : vector<1xi16>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: %[[SP:.*]] = llvm.getelementptr %{{.*}}[%[[RPOSV]]] : (!llvm.ptr<3>, vector<1xi64>) -> vector<1x!llvm.ptr<3>>, i16
// CHECK: %[[MINE:.*]] = llvm.intr.masked.gather %[[SP]]
// CHECK: nvvm.barrier0
// CHECK: %[[R64:.*]] = arith.extui %[[MINE]] : vector<1xi16> to vector<1xi64>
// CHECK: %[[ROW:.*]] = vector.extract %[[R64]][0] : i64 from vector<1xi64>
// CHECK: %[[RS:.*]] = vector.broadcast %[[ROW]] : i64 to vector<8xi64>
// CHECK: %[[EXTS:.*]] = vector.broadcast %{{.*}} : i64 to vector<8xi64>
// CHECK: %[[RIN:.*]] = arith.cmpi ult, %[[RS]], %[[EXTS]] : vector<8xi64>
// CHECK: %[[MASK:.*]] = arith.andi %{{.*}}, %[[RIN]] : vector<8xi1>
// CHECK: %[[STRS:.*]] = vector.broadcast %{{.*}} : i64 to vector<8xi64>
// CHECK: arith.muli %[[RS]], %[[STRS]] : vector<8xi64>
  tile.entry @gather(%p: tile<ptr<f16>>, %j: tile<i32>) {
    %tv = make_tensor_view %p, shape = [100, 64], strides = [64, 1] : tensor_view<100x64xf16, strides=[64,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x64), tensor_view<100x64xf16, strides=[64,1]>, sparse_dim=0>
    %r = iota : tile<4xi16>
    %t, %tk = load_view_tko weak %gv[%r, %j] : gather_scatter_view<tile=(4x64), tensor_view<100x64xf16, strides=[64,1]>, sparse_dim=0>, tile<4xi16>, tile<i32> -> tile<4x64xf16>, token
    %tk2 = store_view_tko weak %t, %gv[%r, %j] inbounds = [false, true] : tile<4x64xf16>, gather_scatter_view<tile=(4x64), tensor_view<100x64xf16, strides=[64,1]>, sparse_dim=0>, tile<4xi16>, tile<i32> -> token
    return
  }

// A gather/scatter view's other index is an element offset
// (docs/dialect.md): an element's column is %j + its position (l mod 32),
// not %j * 32 + it.
// CHECK-LABEL: llvm.func @gather_offset
// CHECK-SAME: %[[J:[^:]*]]: i32
// CHECK: %[[COL:.*]] = arith.remui %{{.*}}, %{{.*}} : i64
// CHECK: %[[J64:.*]] = arith.extui %[[J]] : i32 to i64
// CHECK-NOT: arith.muli
// CHECK: arith.addi %[[J64]], %[[COL]] : i64
  tile.entry @gather_offset(%p: tile<ptr<f32>>, %j: tile<i32>) {
    %tv = make_tensor_view %p, shape = [100, 64], strides = [64, 1] : tensor_view<100x64xf32, strides=[64,1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x32), tensor_view<100x64xf32, strides=[64,1]>, sparse_dim=0>
    %r = iota : tile<4xi32>
    %t, %tk = load_view_tko weak %gv[%r, %j] : gather_scatter_view<tile=(4x32), tensor_view<100x64xf32, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x32xf32>, token
    %tk2 = store_view_tko weak %t, %gv[%r, %j] : tile<4x32xf32>, gather_scatter_view<tile=(4x32), tensor_view<100x64xf32, strides=[64,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    return
  }

// i1 in memory is a byte (reference §1.1): loads gather i8 (padding 0)
// and compare with 0, stores zero-extend. tf32 is f32 bits: a load clears
// the low 13 mantissa bits (0xFFFFE000 = -8192), as the interpreter reads
// it; a store writes the f32 register (its low bits are already zero).
// CHECK-LABEL: llvm.func @bits
// CHECK: %[[BP:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, vector<2xi64>) -> vector<2x!llvm.ptr<1>>, i8
// CHECK: %[[Z8:.*]] = arith.constant dense<0> : vector<2xi8>
// CHECK: %[[BYTES:.*]] = llvm.intr.masked.gather %[[BP]], %{{.*}}, %[[Z8]] {alignment = 1 : i32} : (vector<2x!llvm.ptr<1>>, vector<2xi1>, vector<2xi8>) -> vector<2xi8>
// CHECK: %[[ZERO:.*]] = arith.constant dense<0> : vector<2xi8>
// CHECK: %[[B:.*]] = arith.cmpi ne, %[[BYTES]], %[[ZERO]] : vector<2xi8>
// CHECK: %[[OUT:.*]] = arith.extui %[[B]] : vector<2xi1> to vector<2xi8>
// CHECK: llvm.intr.masked.scatter %[[OUT]], %{{.*}}, %{{.*}} {alignment = 1 : i32} : vector<2xi8>, vector<2xi1> into vector<2x!llvm.ptr<1>>
// CHECK: %[[W:.*]] = llvm.intr.masked.gather %{{.*}} {alignment = 4 : i32} : (vector<1x!llvm.ptr<1>>, vector<1xi1>, vector<1xf32>) -> vector<1xf32>
// CHECK: %[[WI:.*]] = arith.bitcast %[[W]] : vector<1xf32> to vector<1xi32>
// CHECK: %[[LOW:.*]] = arith.constant dense<-8192> : vector<1xi32>
// CHECK: %[[CUT:.*]] = arith.andi %[[WI]], %[[LOW]] : vector<1xi32>
// CHECK: %[[T:.*]] = arith.bitcast %[[CUT]] : vector<1xi32> to vector<1xf32>
// CHECK: %[[TS:.*]] = vector.extract %[[T]][0] : f32 from vector<1xf32>
// CHECK: %[[TV:.*]] = vector.from_elements %[[TS]] : vector<1xf32>
// CHECK: llvm.intr.masked.scatter %[[TV]], %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<1xf32>
  tile.entry @bits(%p: tile<ptr<i1>>, %q: tile<ptr<tf32>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xi1, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %b, %tk = load_view_tko weak %pv[%c0] : partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> tile<64xi1>, token
    %tk2 = store_view_tko weak %b, %pv[%c0] : tile<64xi1>, partition_view<tile=(64), tensor_view<64xi1, strides=[1]>>, tile<i32> -> token
    %t, %tk3 = load_ptr_tko weak %q : tile<ptr<tf32>> -> tile<tf32>, token
    %tk4 = store_ptr_tko weak %q, %t : tile<ptr<tf32>>, tile<tf32> -> token
    return
  }

// f8 registers are their bits: the padding is the format's NaN as bits
// (f8E5M2 0x7E = 126) and its infinity (f8E5M2 0x7C = 124; f8E4M3FN has
// none, APFloat gives its NaN 0x7F = 127, as the interpreter does).
// CHECK-LABEL: llvm.func @f8
// CHECK: %[[NAN:.*]] = arith.constant dense<126> : vector<2xi8>
// CHECK: llvm.intr.masked.gather %{{.*}}, %{{.*}}, %[[NAN]] {alignment = 1 : i32}
// CHECK: %[[INF:.*]] = arith.constant dense<124> : vector<2xi8>
// CHECK: llvm.intr.masked.gather %{{.*}}, %{{.*}}, %[[INF]] {alignment = 1 : i32}
// CHECK: %[[NOINF:.*]] = arith.constant dense<127> : vector<2xi8>
// CHECK: llvm.intr.masked.gather %{{.*}}, %{{.*}}, %[[NOINF]] {alignment = 1 : i32}
  tile.entry @f8(%p: tile<ptr<f8E5M2>>, %q: tile<ptr<f8E4M3FN>>, %n: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf8E5M2, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(64), padding_value = nan, tensor_view<?xf8E5M2, strides=[1]>>
    %pi = make_partition_view %tv : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf8E5M2, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %a, %t0 = load_view_tko weak %pv[%c0] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %b, %t1 = load_view_tko weak %pi[%c0] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf8E5M2, strides=[1]>>, tile<i32> -> tile<64xf8E5M2>, token
    %tq = make_tensor_view %q, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf8E4M3FN, strides=[1]>
    %pq = make_partition_view %tq : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf8E4M3FN, strides=[1]>>
    %c, %t2 = load_view_tko weak %pq[%c0] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf8E4M3FN, strides=[1]>>, tile<i32> -> tile<64xf8E4M3FN>, token
    %t3 = store_view_tko weak %a, %pv[%c0] : tile<64xf8E5M2>, partition_view<tile=(64), padding_value = nan, tensor_view<?xf8E5M2, strides=[1]>>, tile<i32> -> token
    %t4 = store_view_tko weak %b, %pi[%c0] : tile<64xf8E5M2>, partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf8E5M2, strides=[1]>>, tile<i32> -> token
    %t5 = store_view_tko weak %c, %pq[%c0] : tile<64xf8E4M3FN>, partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf8E4M3FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
