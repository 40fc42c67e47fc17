// RUN: tile-opt %s --split-input-file --tile-assign-layouts="num-warps=4" | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-assign-layouts="num-warps=4" --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s --check-prefix=LLVM

// tile-assign-layouts puts the tiles a kernel streams between view loads,
// elementwise ops, row reductions and view stores in #tilegpu.coalesced
// (docs/layouts.md): each group of threads sharing a row deals its chunks
// out in vectors, so a warp's vector accesses are consecutive in memory.
// All or nothing: a set of tiles linked by elementwise ops either is
// coalesced as a whole or stays blocked, and no conversion is ever added.

// A 1x2048 f32 row softmax over 128 threads: 16 elements a thread, the row
// spread over all 128, the base 16-byte aligned and the row 2048 wide, so
// vectors of 4 f32. A group is min(32, 2048 / 16) = 32 threads: lane j of
// thread t = 32 q + p holds element 512 q + 128 (j / 4) + 4 p + j mod 4.
// The reductions still leave slices (a thread's lanes lie in one row, as
// in the blocked layout); the broadcasts back and everything elementwise
// are coalesced; the store takes the tile as it is.
// CHECK-LABEL: entry @softmax
// CHECK: %[[X:.*]], %{{.*}} = load_view_tko weak {{.*}}{tilegpu.layout = #tilegpu.coalesced<4, 32>, tilegpu.vector = 4 : i64}
// CHECK: reduce %[[X]] dim=1 {{.*}}tilegpu.layouts = [#tilegpu.slice<[1, 2048]>]
// CHECK: broadcast {{.*}}{tilegpu.layout = #tilegpu.coalesced<4, 32>} : tile<1x1xf32> -> tile<1x2048xf32>
// CHECK: subf {{.*}}{tilegpu.layout = #tilegpu.coalesced<4, 32>}
// CHECK: exp {{.*}}{tilegpu.layout = #tilegpu.coalesced<4, 32>}
// CHECK: reduce {{.*}}tilegpu.layouts = [#tilegpu.slice<[1, 2048]>]
// CHECK: divf {{.*}}{tilegpu.layout = #tilegpu.coalesced<4, 32>}
// CHECK-NOT: convert_layout
// CHECK: store_view_tko weak {{.*}}{tilegpu.vector = 4 : i64}
// CHECK-NOT: convert_layout
// CHECK: return

// The lowering: the first element is 512 (t / 32) + 4 (t mod 32); the
// four vectors of a thread lie 128 elements (512 bytes) apart, all from
// lane 0's pointer; the row index is checked (dynamic rows), the columns
// are whole vectors: one predicated v4 load per vector.
// LLVM-LABEL: llvm.func @softmax
// LLVM: nvvm.read.ptx.sreg.tid.x
// LLVM-NEXT: %[[TID:.*]] = arith.extui %{{.*}} : i32 to i64
// LLVM: %[[Q:.*]] = arith.divui %[[TID]], %c32_i64
// LLVM: %[[P:.*]] = arith.remui %[[TID]], %c32_i64
// LLVM-DAG: arith.muli %[[Q]], %c512_i64
// LLVM-DAG: arith.muli %[[P]], %c4_i64
// LLVM: "{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4];"
// LLVM: "{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4+512];"
// LLVM: "{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4+1024];"
// LLVM: "{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4+1536];"
// LLVM-NOT: ld.global
// LLVM: "@$5 st.global.v4.b32 [$0], {$1, $2, $3, $4};"
// LLVM: "@$5 st.global.v4.b32 [$0+512], {$1, $2, $3, $4};"
// LLVM: "@$5 st.global.v4.b32 [$0+1024], {$1, $2, $3, $4};"
// LLVM: "@$5 st.global.v4.b32 [$0+1536], {$1, $2, $3, $4};"
tile.module @m {
  entry @softmax(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %xv = make_tensor_view %xa, shape = [%m, 2048], strides = [2048, 1] : tile<i32> -> tensor_view<?x2048xf32, strides=[2048,1]>
    %yv = make_tensor_view %ya, shape = [%m, 2048], strides = [2048, 1] : tile<i32> -> tensor_view<?x2048xf32, strides=[2048,1]>
    %xp = make_partition_view %xv : partition_view<tile=(1x2048), tensor_view<?x2048xf32, strides=[2048,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(1x2048), tensor_view<?x2048xf32, strides=[2048,1]>>
    %r, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tok = load_view_tko weak %xp[%r, %c0] : partition_view<tile=(1x2048), tensor_view<?x2048xf32, strides=[2048,1]>>, tile<i32> -> tile<1x2048xf32>, token
    %mx = reduce %t dim=1 identities=[0xFF800000 : f32] : tile<1x2048xf32> -> tile<1xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %v = maxf %e, %acc : tile<f32>
      yield %v : tile<f32>
    }
    %mx1 = reshape %mx : tile<1xf32> -> tile<1x1xf32>
    %mxb = broadcast %mx1 : tile<1x1xf32> -> tile<1x2048xf32>
    %d = subf %t, %mxb : tile<1x2048xf32>
    %ex = exp %d : tile<1x2048xf32>
    %s = reduce %ex dim=1 identities=[0.000000e+00 : f32] : tile<1x2048xf32> -> tile<1xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %v = addf %e, %acc : tile<f32>
      yield %v : tile<f32>
    }
    %s1 = reshape %s : tile<1xf32> -> tile<1x1xf32>
    %sb = broadcast %s1 : tile<1x1xf32> -> tile<1x2048xf32>
    %q = divf %ex, %sb : tile<1x2048xf32>
    %st = store_view_tko weak %q, %yp[%r, %c0] : tile<1x2048xf32>, partition_view<tile=(1x2048), tensor_view<?x2048xf32, strides=[2048,1]>>, tile<i32> -> token
    return
  }
}

// -----

// Rows of 4x1024 f16 over 128 threads: 32 elements a thread, a row over 32
// threads (one warp). The f16 load reads vectors of 8 (16 bytes), the f32
// store vectors of 4; the set takes the widest, coalesced<8, 32>, and the
// store accesses each vector of 8 as two v4 (lanes 0-3 and 4-7 of a vector
// are consecutive). Vector k of a thread lies 8 k 32 elements after its
// first: 512 bytes apart for f16, 1024 for f32.
// CHECK-LABEL: entry @widen
// CHECK: load_view_tko weak {{.*}}{tilegpu.layout = #tilegpu.coalesced<8, 32>, tilegpu.vector = 8 : i64}
// CHECK: ftof {{.*}}{tilegpu.layout = #tilegpu.coalesced<8, 32>}
// CHECK-NOT: convert_layout
// CHECK: store_view_tko weak {{.*}}{tilegpu.vector = 4 : i64}
// LLVM-LABEL: llvm.func @widen
// LLVM: arith.muli %{{.*}}, %c8_i64
// LLVM: "{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4];"
// LLVM: "{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4+512];"
// LLVM: "{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4+1024];"
// LLVM: "{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4+1536];"
// LLVM-NOT: ld.global
// LLVM: "@$5 st.global.v4.b32 [$0], {$1, $2, $3, $4};"
// LLVM: "@$5 st.global.v4.b32 [$0+16], {$1, $2, $3, $4};"
// LLVM: "@$5 st.global.v4.b32 [$0+1024], {$1, $2, $3, $4};"
// LLVM: "@$5 st.global.v4.b32 [$0+1040], {$1, $2, $3, $4};"
tile.module @m {
  entry @widen(%x: tile<ptr<f16>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
    %xa = assume div_by<16>, %x : tile<ptr<f16>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %xv = make_tensor_view %xa, shape = [%m, 1024], strides = [1024, 1] : tile<i32> -> tensor_view<?x1024xf16, strides=[1024,1]>
    %yv = make_tensor_view %ya, shape = [%m, 1024], strides = [1024, 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[1024,1]>
    %xp = make_partition_view %xv : partition_view<tile=(4x1024), tensor_view<?x1024xf16, strides=[1024,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[1024,1]>>
    %r, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tok = load_view_tko weak %xp[%r, %c0] : partition_view<tile=(4x1024), tensor_view<?x1024xf16, strides=[1024,1]>>, tile<i32> -> tile<4x1024xf16>, token
    %w = ftof %t : tile<4x1024xf16> -> tile<4x1024xf32>
    %st = store_view_tko weak %w, %yp[%r, %c0] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[1024,1]>>, tile<i32> -> token
    return
  }
}

// -----

// A reshape inside a set moves nothing: a lane's element depends only on
// the chunk (8), the vector (4) and the group, and the group is the
// smallest over the set's shapes: 32 for the 1-D weight row of 1024 and
// the 1x1024 row alike. The weight's ftof, its reshape to 1x1024 and the
// product with the row are one set.
// CHECK-LABEL: entry @scale_rows
// CHECK: load_view_tko weak {{.*}}{tilegpu.layout = #tilegpu.coalesced<4, 32>, tilegpu.vector = 4 : i64}{{.*}} -> tile<1024xf32>
// CHECK: reshape {{.*}}{tilegpu.layout = #tilegpu.coalesced<4, 32>} : tile<1024xf32> -> tile<1x1024xf32>
// CHECK: load_view_tko weak {{.*}}{tilegpu.layout = #tilegpu.coalesced<4, 32>, tilegpu.vector = 4 : i64}{{.*}} -> tile<1x1024xf32>
// CHECK: mulf {{.*}}{tilegpu.layout = #tilegpu.coalesced<4, 32>}
// CHECK-NOT: convert_layout
// CHECK: return
// LLVM-LABEL: llvm.func @scale_rows
// LLVM: "{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4+512];"
// LLVM: "{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4+512];"
// LLVM: arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
tile.module @m {
  entry @scale_rows(%x: tile<ptr<f32>>, %w: tile<ptr<f32>>, %m: tile<i32>) {
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %wa = assume div_by<16>, %w : tile<ptr<f32>>
    %xv = make_tensor_view %xa, shape = [%m, 1024], strides = [1024, 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[1024,1]>
    %wv = make_tensor_view %wa, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1x1024), tensor_view<?x1024xf32, strides=[1024,1]>>
    %wp = make_partition_view %wv : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>
    %r, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %wt, %t0 = load_view_tko weak %wp[%c0] : partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %w2 = reshape %wt : tile<1024xf32> -> tile<1x1024xf32>
    %t, %t1 = load_view_tko weak %xp[%r, %c0] : partition_view<tile=(1x1024), tensor_view<?x1024xf32, strides=[1024,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %y = mulf %t, %w2 : tile<1x1024xf32>
    %st = store_view_tko weak %y, %xp[%r, %c0] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x1024xf32, strides=[1024,1]>>, tile<i32> -> token
    return
  }
}

// -----

// A transpose: a permute goes through scratch by element index, so its
// source and its result are sets of their own. The 64x32 load (16 a
// thread, a row of 32 over 2 threads) is coalesced<4, 2>; the 32x64
// result (a row of 64 over 4 threads) coalesced<4, 4>. In scratch each
// source row of 32 f32 is padded by 2 (8 bytes): a warp reading a column
// for its 8 result rows and 4 vectors (source rows 4p + c) meets banks
// 8p + i, all distinct. Scratch: (2048 + 64 x 2) x 4 = 8704 bytes.
// CHECK-LABEL: entry @transpose
// CHECK: load_view_tko weak {{.*}}{tilegpu.layout = #tilegpu.coalesced<4, 2>, tilegpu.vector = 4 : i64}
// CHECK: permute {{.*}}{tilegpu.layout = #tilegpu.coalesced<4, 4>} : tile<64x32xf32> -> tile<32x64xf32>
// CHECK-NOT: convert_layout
// CHECK: store_view_tko weak {{.*}}{tilegpu.edge_lanes, tilegpu.vector = 4 : i64}
// LLVM-LABEL: llvm.func @transpose
// LLVM: "{{.*}}@$5 ld.global.v4.b32 {$0, $1, $2, $3}, [$4+32];"
// Source row r, column c sits at 34 r + c. A thread's 16 source elements
// lie in one row: their columns are the first's plus the lane offsets
// 0-3, 8-11, 16-19, 24-27 (vectors 2 x 4 apart).
// LLVM: %[[COLS:.*]] = arith.constant dense<[0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27]> : vector<16xi64>
// LLVM: %[[C:.*]] = arith.addi %{{.*}}, %[[COLS]] : vector<16xi64>
// LLVM: %[[R:.*]] = arith.muli %{{.*}}, %cst{{.*}} : vector<16xi64>
// LLVM: arith.addi %[[R]], %[[C]] : vector<16xi64>
// LLVM: llvm.intr.masked.scatter {{.*}} into vector<16x!llvm.ptr<3>>
// LLVM: nvvm.barrier0
// A thread's 16 result elements lie in one result row i (a source column)
// at columns j + 0-3, 16-19, 32-35, 48-51 (vectors 4 x 4 apart): source
// rows, so 34 (j + offset) + i.
// LLVM: %[[ROWS:.*]] = arith.constant dense<[0, 1, 2, 3, 16, 17, 18, 19, 32, 33, 34, 35, 48, 49, 50, 51]> : vector<16xi64>
// LLVM: %[[J:.*]] = arith.addi %{{.*}}, %[[ROWS]] : vector<16xi64>
// LLVM: arith.muli %[[J]], %cst{{.*}} : vector<16xi64>
// LLVM: llvm.intr.masked.gather {{.*}} : (vector<16x!llvm.ptr<3>>, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
// LLVM: nvvm.barrier0
// The result's columns are dynamic (edge lanes): at the edge, lane 4 (the
// second vector's first) is 16 elements after lane 0.
// LLVM: "@$2 st.global.b32 [$0+64], $1;"
// LLVM: llvm.mlir.global internal @transpose__tileir_scratch{{.*}} : !llvm.array<8704 x i8>
tile.module @m {
  entry @transpose(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %xv = make_tensor_view %xa, shape = [%m, 1024], strides = [1024, 1] : tile<i32> -> tensor_view<?x1024xf32, strides=[1024,1]>
    %ms = assume div_by<4>, %m : tile<i32>
    %yv = make_tensor_view %ya, shape = [1024, %m], strides = [%ms, 1] : tile<i32> -> tensor_view<1024x?xf32, strides=[?,1]>
    %xp = make_partition_view %xv : partition_view<tile=(64x32), tensor_view<?x1024xf32, strides=[1024,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(32x64), tensor_view<1024x?xf32, strides=[?,1]>>
    %r, %c, %bz = get_tile_block_id : tile<i32>
    %t, %tok = load_view_tko weak %xp[%r, %c] : partition_view<tile=(64x32), tensor_view<?x1024xf32, strides=[1024,1]>>, tile<i32> -> tile<64x32xf32>, token
    %p = permute %t [1, 0] : tile<64x32xf32> -> tile<32x64xf32>
    %st = store_view_tko weak %p, %yp[%c, %r] : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<1024x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// -----

// Tiles that meet an op needing the blocked layout stay blocked, with no
// conversion: an extract (it moves elements by their coordinates), a
// reduce whose combiner is not commutative (the fold order of a thread's
// lanes shows), an operand from iota; and a load without alignment facts
// (no vector access: nothing to coalesce).
// CHECK-LABEL: entry @stay_blocked
// CHECK-NOT: coalesced
// CHECK-NOT: convert_layout
// CHECK: return
tile.module @m {
  entry @stay_blocked(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %m: tile<i32>) {
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %xv = make_tensor_view %xa, shape = [%m, 2048], strides = [2048, 1] : tile<i32> -> tensor_view<?x2048xf32, strides=[2048,1]>
    %xp = make_partition_view %xv : partition_view<tile=(64x64), tensor_view<?x2048xf32, strides=[2048,1]>>
    %xr = make_partition_view %xv : partition_view<tile=(1x2048), tensor_view<?x2048xf32, strides=[2048,1]>>
    %yv = make_tensor_view %y, shape = [%m, 2048], strides = [2048, 1] : tile<i32> -> tensor_view<?x2048xf32, strides=[2048,1]>
    %yp = make_partition_view %yv : partition_view<tile=(1x2048), tensor_view<?x2048xf32, strides=[2048,1]>>
    %r, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %a, %t0 = load_view_tko weak %xp[%r, %c0] : partition_view<tile=(64x64), tensor_view<?x2048xf32, strides=[2048,1]>>, tile<i32> -> tile<64x64xf32>, token
    %a2 = addf %a, %a : tile<64x64xf32>
    %at = extract %a2[%c0, %c0] : tile<64x64xf32> -> tile<32x64xf32>
    %b, %t1 = load_view_tko weak %xr[%r, %c0] : partition_view<tile=(1x2048), tensor_view<?x2048xf32, strides=[2048,1]>>, tile<i32> -> tile<1x2048xf32>, token
    %s = reduce %b dim=1 identities=[0.000000e+00 : f32] : tile<1x2048xf32> -> tile<1xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %v = subf %acc, %e : tile<f32>
      yield %v : tile<f32>
    }
    %c, %t2 = load_view_tko weak %xr[%r, %c0] : partition_view<tile=(1x2048), tensor_view<?x2048xf32, strides=[2048,1]>>, tile<i32> -> tile<1x2048xf32>, token
    %i = iota : tile<2048xi32>
    %i2 = reshape %i : tile<2048xi32> -> tile<1x2048xi32>
    %if = itof %i2 signed : tile<1x2048xi32> -> tile<1x2048xf32>
    %ci = addf %c, %if : tile<1x2048xf32>
    %st = store_view_tko weak %ci, %xr[%r, %c0] : tile<1x2048xf32>, partition_view<tile=(1x2048), tensor_view<?x2048xf32, strides=[2048,1]>>, tile<i32> -> token
    %d, %t3 = load_view_tko weak %yp[%r, %c0] : partition_view<tile=(1x2048), tensor_view<?x2048xf32, strides=[2048,1]>>, tile<i32> -> tile<1x2048xf32>, token
    %st2 = store_view_tko weak %d, %yp[%r, %c0] : tile<1x2048xf32>, partition_view<tile=(1x2048), tensor_view<?x2048xf32, strides=[2048,1]>>, tile<i32> -> token
    return
  }
}
