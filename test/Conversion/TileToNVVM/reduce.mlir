// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s
// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s --check-prefix=SCRATCH

// reduce: each thread first folds its own elements of each result element
// (in index order, from the first element -- the identity is never
// combined -- running the combiner body on scalars). When several threads hold parts of one result element (Ct
// contributors, thread id bits [ta, tb)), the ones that are lanes of one
// warp (bits below 5) combine by nvvm.shfl.sync bfly (full mask, xor
// 2^j for each contributor bit j, clamp 31), f(partner, own): the lane whose
// contributor bits are zero (the leader) gets the total in index order.
// Then the result's blocked layout (thread t holds result chunk t mod Cr):
// from the thread's own partials, by shfl.sync idx from a leader of its
// warp, or -- when the holder is in another warp or contributors remain in
// other warps (Cx of them) -- the leaders store to scratch at
// (result index * Cx + warp), a barrier, each thread loads (Cx = 1) or
// folds its Cx slots in an scf.for, and a barrier. Entries without a hint
// have 32 threads, the others 4 warps.

// No kernel that keeps its exchange inside warps has a scratch buffer.
// SCRATCH-NOT: {{@(across_threads|in_thread|own_slice|replicated|f64_sum|f16_max|i1_all_any|argmax|dim0_own)__tileir_scratch}}

// 4x64 f32 along dim 1: K = 8, so a thread's 8 elements are part of one
// row, and threads 8r .. 8r+7 hold row r: contributor bits [0, 3), a
// butterfly over xor 1, 2, 4. The result tile<4xf32> is held by thread
// t mod 4 (replicated); every chunk is in the one warp, so thread t takes
// row t mod 4 from its leader, lane (t & 3) << 3. No scratch, no barrier.
// CHECK-LABEL: llvm.func @across_threads
// CHECK-NOT: nvvm.barrier0
// CHECK-DAG: %[[M:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[X1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[X2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[X4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[C31:.*]] = arith.constant 31 : i32
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[E0:.*]] = vector.extract %[[V:.*]][0] : f32 from vector<8xf32>
// CHECK-NOT: arith.addf
// CHECK: %[[E1:.*]] = vector.extract %[[V]][1] : f32 from vector<8xf32>
// CHECK: %[[A1:.*]] = arith.addf %[[E1]], %[[E0]] : f32
// CHECK: %[[E7:.*]] = vector.extract %[[V]][7] : f32 from vector<8xf32>
// CHECK: %[[A7:.*]] = arith.addf %[[E7]], %{{.*}} : f32
// CHECK: %[[P1:.*]] = nvvm.shfl.sync  bfly %[[M]], %[[A7]], %[[X1]], %[[C31]] : f32 -> f32
// CHECK: %[[S1:.*]] = arith.addf %[[P1]], %[[A7]] : f32
// CHECK: %[[P2:.*]] = nvvm.shfl.sync  bfly %[[M]], %[[S1]], %[[X2]], %[[C31]] : f32 -> f32
// CHECK: %[[S2:.*]] = arith.addf %[[P2]], %[[S1]] : f32
// CHECK: %[[P4:.*]] = nvvm.shfl.sync  bfly %[[M]], %[[S2]], %[[X4]], %[[C31]] : f32 -> f32
// CHECK: %[[S4:.*]] = arith.addf %[[P4]], %[[S2]] : f32
// CHECK: %[[ROW:.*]] = arith.andi %[[TID]], %[[C3]] : i32
// CHECK: %[[LEADER:.*]] = arith.shli %[[ROW]], %[[C3]] : i32
// CHECK: %[[R:.*]] = nvvm.shfl.sync  idx %[[M]], %[[S4]], %[[LEADER]], %[[C31]] : f32 -> f32
// CHECK: %[[RV:.*]] = vector.broadcast %[[R]] : f32 to vector<1xf32>
// CHECK: llvm.intr.masked.scatter %[[RV]]
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
tile.module @m {
  tile.entry @across_threads(%p: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %f = itof %i signed : tile<256xi32> -> tile<256xf32>
    %t = reshape %f : tile<256xf32> -> tile<4x64xf32>
    %r = reduce %t dim=1 identities=[0.000000e+00 : f32] : tile<4x64xf32> -> tile<4xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %tk = store_ptr_tko weak %pb, %r : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }

// 64x4 along dim 1: each thread's 8 elements are rows 2t and 2t+1, exactly
// the result elements it holds (K = 2): no scratch, no barrier. A signed
// maxi is associative: each row's four lanes are one vector.reduction
// (a tree in the NVPTX backend), not a chain of three maxsi.
// CHECK-LABEL: llvm.func @in_thread
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: arith.maxsi
// CHECK: %[[X0:.*]] = vector.extract %[[V:.*]][0] : i32 from vector<8xi32>
// CHECK: %[[X1:.*]] = vector.extract %[[V]][1] : i32 from vector<8xi32>
// CHECK: %[[X2:.*]] = vector.extract %[[V]][2] : i32 from vector<8xi32>
// CHECK: %[[X3:.*]] = vector.extract %[[V]][3] : i32 from vector<8xi32>
// CHECK: %[[G0:.*]] = vector.from_elements %[[X0]], %[[X1]], %[[X2]], %[[X3]] : vector<4xi32>
// CHECK: %[[M3:.*]] = vector.reduction <maxsi>, %[[G0]] : vector<4xi32> into i32
// CHECK: %[[X4:.*]] = vector.extract %[[V]][4] : i32 from vector<8xi32>
// CHECK: %[[X7:.*]] = vector.extract %[[V]][7] : i32 from vector<8xi32>
// CHECK: %[[G1:.*]] = vector.from_elements %[[X4]], %{{.*}}, %{{.*}}, %[[X7]] : vector<4xi32>
// CHECK: %[[M7:.*]] = vector.reduction <maxsi>, %[[G1]] : vector<4xi32> into i32
// CHECK: vector.from_elements %[[M3]], %[[M7]] : vector<2xi32>
// CHECK-NOT: arith.maxsi
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @in_thread(%p: tile<ptr<i32>>) {
    %i = iota : tile<256xi32>
    %t = reshape %i : tile<256xi32> -> tile<64x4xi32>
    %r = reduce %t dim=1 identities=[-2147483648 : i32] : tile<64x4xi32> -> tile<64xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %s = maxi %e, %a signed : tile<i32>
      yield %s : tile<i32>
    }
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %tk = store_ptr_tko weak %pb, %r : tile<64xptr<i32>>, tile<64xi32> -> token
    return
  }

// Two operands along dim 0 of 16x16: K = 8 (half a row), a = 4 >= k = 3,
// so Kp = 8 partials, and the 16 contributors of a column are lanes 2c+1
// apart... bits [1, 5): a butterfly would take Kp x 4 = 32 shuffles per
// operand for Kr x Ct = 16 loads; scratch as before: each operand has its
// own region (16 results x 16 contributors x 4 bytes: the second at byte
// 1024), every thread writes, and one loop folds both.
// CHECK-LABEL: llvm.func @two_operands
// CHECK: %[[BUF:.*]] = llvm.mlir.addressof @two_operands__tileir_scratch
// CHECK: llvm.intr.masked.scatter %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<8xf32>
// CHECK: %[[SECOND:.*]] = llvm.getelementptr %[[BUF]][1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.intr.masked.scatter %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<8xi32>
// CHECK-NEXT: nvvm.barrier0
// CHECK: scf.for {{.*}} -> (vector<1xf32>, vector<1xi32>)
// CHECK:   arith.maxnumf
// CHECK:   arith.addi
// CHECK:   scf.yield
// CHECK: nvvm.barrier0
  tile.entry @two_operands(%p: tile<ptr<i32>>) {
    %i = iota : tile<256xi32>
    %t = reshape %i : tile<256xi32> -> tile<16x16xi32>
    %f = itof %t signed : tile<16x16xi32> -> tile<16x16xf32>
    %r:2 = reduce %f, %t dim=0 identities=[0xFF800000 : f32, 0 : i32] : tile<16x16xf32>, tile<16x16xi32> -> tile<16xf32>, tile<16xi32>
    (%e: tile<f32>, %a: tile<f32>, %e2: tile<i32>, %a2: tile<i32>) {
      %s = maxf %e, %a : tile<f32>
      %s2 = addi %e2, %a2 : tile<i32>
      yield %s, %s2 : tile<f32>, tile<i32>
    }
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %tk = store_ptr_tko weak %pb, %r#1 : tile<16xptr<i32>>, tile<16xi32> -> token
    return
  }

// tile<1x1024xf32> over 4 warps: K = 8, all 128 threads hold parts of the
// one row (Ct = 128): 5 butterfly steps inside each warp (xor 1 .. 16),
// then lane 0 of each warp stores its warp's total at slot
// 0 * 4 + warp = ((8t >> 8) & 3), a barrier, every thread folds the 4
// slots, a barrier. Scratch: 1 x 4 x 4 bytes.
// CHECK-LABEL: llvm.func @cross_warp
// CHECK-SAME: nvvm.reqntid = array<i32: 128, 1, 1>
// CHECK-DAG: %[[M:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[C31:.*]] = arith.constant 31 : i32
// CHECK-DAG: %[[X1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[X2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[X4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[X8:.*]] = arith.constant 8 : i32
// CHECK-DAG: %[[X16:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[ZERO32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[SH8:.*]] = arith.constant dense<8> : vector<1xi64>
// CHECK-DAG: %[[THREE:.*]] = arith.constant dense<3> : vector<1xi64>
// CHECK-DAG: %[[FOUR:.*]] = arith.constant dense<4> : vector<1xi64>
// CHECK-DAG: %[[SH10:.*]] = arith.constant dense<10> : vector<1xi64>
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: nvvm.shfl.sync  bfly %[[M]], %{{.*}}, %[[X1]], %[[C31]] : f32 -> f32
// CHECK: nvvm.shfl.sync  bfly %[[M]], %{{.*}}, %[[X2]], %[[C31]] : f32 -> f32
// CHECK: nvvm.shfl.sync  bfly %[[M]], %{{.*}}, %[[X4]], %[[C31]] : f32 -> f32
// CHECK: nvvm.shfl.sync  bfly %[[M]], %{{.*}}, %[[X8]], %[[C31]] : f32 -> f32
// CHECK: %[[P16:.*]] = nvvm.shfl.sync  bfly %[[M]], %[[S8:.*]], %[[X16]], %[[C31]] : f32 -> f32
// CHECK: %[[TOTAL:.*]] = arith.addf %[[P16]], %[[S8]] : f32
// CHECK: %[[LIN:.*]] = vector.broadcast %{{.*}} : i64 to vector<1xi64>
// CHECK: %[[RES:.*]] = arith.shrui %[[LIN]], %[[SH10]] : vector<1xi64>
// CHECK: %[[W0:.*]] = arith.shrui %[[LIN]], %[[SH8]] : vector<1xi64>
// CHECK: %[[WARP:.*]] = arith.andi %[[W0]], %[[THREE]] : vector<1xi64>
// CHECK: %[[BASE:.*]] = arith.muli %[[RES]], %[[FOUR]] : vector<1xi64>
// CHECK: %[[SLOT:.*]] = arith.addi %[[BASE]], %[[WARP]] : vector<1xi64>
// CHECK: %[[LANE:.*]] = arith.andi %[[TID]], %[[C31]] : i32
// CHECK: %[[LEAD:.*]] = arith.cmpi eq, %[[LANE]], %[[ZERO32]] : i32
// CHECK: %[[TV:.*]] = vector.broadcast %[[TOTAL]] : f32 to vector<1xf32>
// CHECK: scf.if %[[LEAD]] {
// CHECK:   %[[PTR:.*]] = llvm.getelementptr %{{.*}}[%[[SLOT]]]
// CHECK-NEXT:   llvm.intr.masked.scatter %[[TV]], %[[PTR]]
// CHECK-NEXT: {{^ *}}}
// CHECK-NEXT: nvvm.barrier0
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[N:.*]] step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<1xf32>)  : i64 {
// CHECK:   llvm.intr.masked.gather
// CHECK:   arith.addf
// CHECK:   scf.yield
// CHECK-NEXT: {{^ *}}}
// CHECK-NEXT: nvvm.barrier0
  tile.entry @cross_warp(%p: tile<ptr<f32>>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %i = iota : tile<1024xi32>
    %f = itof %i signed : tile<1024xi32> -> tile<1024xf32>
    %t = reshape %f : tile<1024xf32> -> tile<1x1024xf32>
    %r = reduce %t dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %tk = store_ptr_tko weak %pp, %r : tile<1xptr<f32>>, tile<1xf32> -> token
    return
  }

// tile<64x32xf32> along dim 1 over 4 warps: K = 16, the 2 threads 2r, 2r+1
// of a row are lanes of one warp: one butterfly step (xor 1), no scratch
// for the combination. But the result tile<64xf32> is held by thread
// t mod 64, whose row r = t mod 64 sits in lanes 2r, 2r+1 -- another warp
// for most t -- so the leaders (t & 1 = 0) store row t / 2 at slot t / 2
// (= 16t >> 5), a barrier, each thread loads slot t mod 64 (no loop), a
// barrier. Scratch: 64 x 1 x 4 bytes.
// CHECK-LABEL: llvm.func @rows_in_warp
// CHECK-DAG: %[[M:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[C31:.*]] = arith.constant 31 : i32
// CHECK-DAG: %[[X1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[ZERO32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[SH5:.*]] = arith.constant dense<5> : vector<1xi64>
// CHECK-DAG: %[[C63:.*]] = arith.constant 63 : i64
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[TID64:.*]] = arith.extui %[[TID]] : i32 to i64
// CHECK: %[[P:.*]] = nvvm.shfl.sync  bfly %[[M]], %[[OWN:.*]], %[[X1]], %[[C31]] : f32 -> f32
// CHECK: %[[SUM:.*]] = arith.addf %[[P]], %[[OWN]] : f32
// CHECK-NOT: nvvm.shfl.sync
// CHECK: %[[ROW:.*]] = arith.shrui %{{.*}}, %[[SH5]] : vector<1xi64>
// CHECK: %[[ODD:.*]] = arith.andi %[[TID]], %[[X1]] : i32
// CHECK: %[[LEAD:.*]] = arith.cmpi eq, %[[ODD]], %[[ZERO32]] : i32
// CHECK: scf.if %[[LEAD]] {
// CHECK:   llvm.getelementptr %{{.*}}[%[[ROW]]]
// CHECK-NEXT:   llvm.intr.masked.scatter
// CHECK-NEXT: {{^ *}}}
// CHECK-NEXT: nvvm.barrier0
// CHECK-NOT: scf.for
// CHECK: %[[MINE:.*]] = arith.andi %[[TID64]], %[[C63]] : i64
// CHECK: %[[MV:.*]] = vector.broadcast %[[MINE]] : i64 to vector<1xi64>
// CHECK: llvm.getelementptr %{{.*}}[%[[MV]]]
// CHECK: llvm.intr.masked.gather
// CHECK-NEXT: nvvm.barrier0
  tile.entry @rows_in_warp(%p: tile<ptr<f32>>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %i = iota : tile<2048xi32>
    %f = itof %i signed : tile<2048xi32> -> tile<2048xf32>
    %t = reshape %f : tile<2048xf32> -> tile<64x32xf32>
    %r = reduce %t dim=1 identities=[0.000000e+00 : f32] : tile<64x32xf32> -> tile<64xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %tk = store_ptr_tko weak %pb, %r : tile<64xptr<f32>>, tile<64xf32> -> token
    return
  }

// tile<64x2x16xf32> along dim 1 over 4 warps: K = 16 is one 16-element
// row of a pair; the pair's two rows are threads 2c, 2c+1 (xor 1). Thread t
// holds Kp = 16 partials, the results 16 (t >> 1) .. +15, and must hold
// result chunk t (Kr = 8): elements 8t .. 8t+7, its own partials
// 8 (t & 1) .. +7. maxf is commutative, so both lanes of a pair have the
// same totals: no idx shuffle, no scratch, no barrier; a select by t & 1.
// CHECK-LABEL: llvm.func @own_slice
// CHECK-NOT: nvvm.barrier0
// CHECK-DAG: %[[X1:.*]] = arith.constant 1 : i32
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[B0:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[P0:.*]], %[[X1]], %{{.*}} : f32 -> f32
// CHECK: %[[T0:.*]] = arith.maxnumf %[[B0]], %[[P0]] : f32
// CHECK-COUNT-7: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X1]], %{{.*}} : f32 -> f32
// CHECK: %[[B8:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[P8:.*]], %[[X1]], %{{.*}} : f32 -> f32
// CHECK: %[[T8:.*]] = arith.maxnumf %[[B8]], %[[P8]] : f32
// CHECK-COUNT-7: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X1]], %{{.*}} : f32 -> f32
// CHECK-NOT: nvvm.shfl.sync
// CHECK: %[[HALF:.*]] = arith.andi %[[TID]], %[[X1]] : i32
// CHECK: %[[SECOND:.*]] = arith.cmpi eq, %[[HALF]], %[[X1]] : i32
// CHECK: %[[Q0:.*]] = arith.select %[[SECOND]], %[[T8]], %[[T0]] : f32
// CHECK: vector.from_elements %[[Q0]], {{.*}} : vector<8xf32>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @own_slice(%p: tile<ptr<f32>>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %i = iota : tile<2048xi32>
    %f = itof %i signed : tile<2048xi32> -> tile<2048xf32>
    %t = reshape %f : tile<2048xf32> -> tile<64x2x16xf32>
    %r = reduce %t dim=1 identities=[0xFF800000 : f32] : tile<64x2x16xf32> -> tile<64x16xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = maxf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %rr = reshape %r : tile<64x16xf32> -> tile<1024xf32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %tk = store_ptr_tko weak %pb, %rr : tile<1024xptr<f32>>, tile<1024xf32> -> token
    return
  }

// tile<16xi32> over 4 warps: 16 chunks of one element, held by threads t
// and every t + 16: lanes 0-15 and 16-31 of each warp each hold the whole
// tile (bits [0, 4) contribute). The combiner (the first element that is
// not -1) is not commutative, so only the leader (bits 0-3 zero, lane
// t & 16) has the fold in index order; the rank-0 result is taken from it.
// CHECK-LABEL: llvm.func @replicated
// CHECK-NOT: nvvm.barrier0
// CHECK-DAG: %[[X1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[X2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[X4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[X8:.*]] = arith.constant 8 : i32
// CHECK-DAG: %[[X16:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[NONE:.*]] = arith.constant -1 : i32
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[B1:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[V:.*]], %[[X1]], %{{.*}} : i32 -> i32
// CHECK: %[[E1:.*]] = arith.cmpi eq, %[[V]], %[[NONE]] : i32
// CHECK: %[[S1:.*]] = arith.select %[[E1]], %[[B1]], %[[V]] : i32
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %[[S1]], %[[X2]], %{{.*}} : i32 -> i32
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X4]], %{{.*}} : i32 -> i32
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X8]], %{{.*}} : i32 -> i32
// CHECK: %[[S8:.*]] = arith.select
// CHECK: %[[LEADER:.*]] = arith.andi %[[TID]], %[[X16]] : i32
// CHECK: nvvm.shfl.sync  idx %{{.*}}, %[[S8]], %[[LEADER]], %{{.*}} : i32 -> i32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @replicated(%p: tile<ptr<i32>>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %i = iota : tile<16xi32>
    %r = reduce %i dim=0 identities=[-1 : i32] : tile<16xi32> -> tile<i32>
    (%e: tile<i32>, %a: tile<i32>) {
      %none = constant <i32: -1> : tile<i32>
      %empty = cmpi equal %a, %none, signed : tile<i32> -> tile<i1>
      %s = select %empty, %e, %a : tile<i1>, tile<i32>
      yield %s : tile<i32>
    }
    %tk = store_ptr_tko weak %p, %r : tile<ptr<i32>>, tile<i32> -> token
    return
  }

// f64 shuffles as two i32 halves. 8x64 along dim 1 over 32 threads:
// K = 16, rows in 4 lanes (xor 1, 2), result row t mod 8 from lane
// (t & 7) << 2.
// CHECK-LABEL: llvm.func @f64_sum
// CHECK-NOT: nvvm.barrier0
// CHECK-DAG: %[[X1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[X2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : i64
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[BITS:.*]] = arith.bitcast %[[OWN:.*]] : f64 to i64
// CHECK: %[[LO:.*]] = arith.trunci %[[BITS]] : i64 to i32
// CHECK: %[[LO2:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[LO]], %[[X1]], %{{.*}} : i32 -> i32
// CHECK: %[[LO3:.*]] = arith.extui %[[LO2]] : i32 to i64
// CHECK: %[[HI0:.*]] = arith.shrui %[[BITS]], %[[C32]] : i64
// CHECK: %[[HI:.*]] = arith.trunci %[[HI0]] : i64 to i32
// CHECK: %[[HI2:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[HI]], %[[X1]], %{{.*}} : i32 -> i32
// CHECK: %[[HI3:.*]] = arith.extui %[[HI2]] : i32 to i64
// CHECK: %[[HI4:.*]] = arith.shli %[[HI3]], %[[C32]] : i64
// CHECK: %[[W:.*]] = arith.ori %[[LO3]], %[[HI4]] : i64
// CHECK: %[[PARTNER:.*]] = arith.bitcast %[[W]] : i64 to f64
// CHECK: arith.addf %[[PARTNER]], %[[OWN]] : f64
// CHECK-COUNT-2: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X2]], %{{.*}} : i32 -> i32
// CHECK: %[[ROW:.*]] = arith.andi %[[TID]], %[[C7]] : i32
// CHECK: %[[LEADER:.*]] = arith.shli %[[ROW]], %[[X2]] : i32
// CHECK-COUNT-2: nvvm.shfl.sync  idx %{{.*}}, %{{.*}}, %[[LEADER]], %{{.*}} : i32 -> i32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @f64_sum(%p: tile<ptr<f64>>) {
    %i = iota : tile<512xi32>
    %f = itof %i signed : tile<512xi32> -> tile<512xf64>
    %t = reshape %f : tile<512xf64> -> tile<8x64xf64>
    %r = reduce %t dim=1 identities=[0.000000e+00 : f64] : tile<8x64xf64> -> tile<8xf64>
    (%e: tile<f64>, %a: tile<f64>) {
      %s = addf %e, %a : tile<f64>
      yield %s : tile<f64>
    }
    %pp = reshape %p : tile<ptr<f64>> -> tile<1xptr<f64>>
    %pb = broadcast %pp : tile<1xptr<f64>> -> tile<8xptr<f64>>
    %tk = store_ptr_tko weak %pb, %r : tile<8xptr<f64>>, tile<8xf64> -> token
    return
  }

// f16 goes widened to i32 (bitcast, extui) and back (trunci, bitcast).
// 4x64 along dim 1 over 32 threads, as @across_threads.
// CHECK-LABEL: llvm.func @f16_max
// CHECK-NOT: nvvm.barrier0
// CHECK-DAG: %[[X1:.*]] = arith.constant 1 : i32
// CHECK: %[[H:.*]] = arith.bitcast %[[OWN:.*]] : f16 to i16
// CHECK: %[[W:.*]] = arith.extui %[[H]] : i16 to i32
// CHECK: %[[S:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[W]], %[[X1]], %{{.*}} : i32 -> i32
// CHECK: %[[T:.*]] = arith.trunci %[[S]] : i32 to i16
// CHECK: %[[PARTNER:.*]] = arith.bitcast %[[T]] : i16 to f16
// CHECK: arith.maxnumf %[[PARTNER]], %[[OWN]] : f16
// CHECK-COUNT-2: nvvm.shfl.sync  bfly
// CHECK: nvvm.shfl.sync  idx %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT: arith.trunci %{{.*}} : i32 to i16
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @f16_max(%p: tile<ptr<f16>>) {
    %i = iota : tile<256xi32>
    %f = itof %i signed : tile<256xi32> -> tile<256xf16>
    %t = reshape %f : tile<256xf16> -> tile<4x64xf16>
    %r = reduce %t dim=1 identities=[0xFC00 : f16] : tile<4x64xf16> -> tile<4xf16>
    (%e: tile<f16>, %a: tile<f16>) {
      %s = maxf %e, %a : tile<f16>
      yield %s : tile<f16>
    }
    %pp = reshape %p : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pb = broadcast %pp : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %tk = store_ptr_tko weak %pb, %r : tile<4xptr<f16>>, tile<4xf16> -> token
    return
  }

// Two operands on i16 lanes, unsigned mini and ori: each is associative,
// so each row's four lanes are one vector.reduction per operand, kind by
// the op (minui: unsigned). mulhii is commutative and not associative
// (high halves of products): its lanes stay a chain in index order.
// CHECK-LABEL: llvm.func @reassociable
// CHECK-NOT: llvm.return
// CHECK: %[[A:.*]] = vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi16>
// CHECK: vector.reduction <minui>, %[[A]] : vector<4xi16> into i16
// CHECK: %[[B:.*]] = vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi16>
// CHECK: vector.reduction <or>, %[[B]] : vector<4xi16> into i16
// CHECK-LABEL: llvm.func @not_reassociable
// CHECK-NOT: vector.reduction
// CHECK: %[[X0:.*]] = vector.extract %[[V:.*]][0] : i32 from vector<8xi32>
// CHECK: %[[X1:.*]] = vector.extract %[[V]][1] : i32 from vector<8xi32>
// CHECK: %{{.*}}, %[[H1:.*]] = arith.mului_extended %[[X1]], %[[X0]] : i32
// CHECK: %[[X2:.*]] = vector.extract %[[V]][2] : i32 from vector<8xi32>
// CHECK: arith.mului_extended %[[X2]], %[[H1]] : i32
// CHECK-NOT: vector.reduction
// CHECK: llvm.return
  tile.entry @reassociable(%p: tile<ptr<i16>>) {
    %i = iota : tile<256xi16>
    %t = reshape %i : tile<256xi16> -> tile<64x4xi16>
    %c = constant <i16: 5> : tile<64x4xi16>
    %u = muli %t, %c : tile<64x4xi16>
    %r:2 = reduce %t, %u dim=1 identities=[-1 : i16, 0 : i16] : tile<64x4xi16>, tile<64x4xi16> -> tile<64xi16>, tile<64xi16>
    (%e: tile<i16>, %a: tile<i16>, %f: tile<i16>, %b: tile<i16>) {
      %m = mini %e, %a unsigned : tile<i16>
      %o = ori %f, %b : tile<i16>
      yield %m, %o : tile<i16>, tile<i16>
    }
    %x = xori %r#0, %r#1 : tile<64xi16>
    %pp = reshape %p : tile<ptr<i16>> -> tile<1xptr<i16>>
    %pb = broadcast %pp : tile<1xptr<i16>> -> tile<64xptr<i16>>
    %tk = store_ptr_tko weak %pb, %x : tile<64xptr<i16>>, tile<64xi16> -> token
    return
  }
  tile.entry @not_reassociable(%p: tile<ptr<i32>>) {
    %i = iota : tile<256xi32>
    %t = reshape %i : tile<256xi32> -> tile<64x4xi32>
    %r = reduce %t dim=1 identities=[1 : i32] : tile<64x4xi32> -> tile<64xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %h = mulhii %e, %a : tile<i32>
      yield %h : tile<i32>
    }
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %tk = store_ptr_tko weak %pb, %r : tile<64xptr<i32>>, tile<64xi32> -> token
    return
  }

// i1 and / or: extui to i32, trunci back.
// CHECK-LABEL: llvm.func @i1_all_any
// CHECK-NOT: nvvm.barrier0
// CHECK-DAG: %[[X1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[X2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[X4:.*]] = arith.constant 4 : i32
// CHECK: %[[W:.*]] = arith.extui %[[ALL:.*]] : i1 to i32
// CHECK: %[[S:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[W]], %[[X1]], %{{.*}} : i32 -> i32
// CHECK: %[[P:.*]] = arith.trunci %[[S]] : i32 to i1
// CHECK: arith.andi %[[P]], %[[ALL]] : i1
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X2]], %{{.*}} : i32 -> i32
// CHECK: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X4]], %{{.*}} : i32 -> i32
// CHECK: nvvm.shfl.sync  idx
// CHECK: %[[W2:.*]] = arith.extui %[[ANY:.*]] : i1 to i32
// CHECK: %[[S2:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[W2]], %[[X1]], %{{.*}} : i32 -> i32
// CHECK: %[[P2:.*]] = arith.trunci %[[S2]] : i32 to i1
// CHECK: arith.ori %[[P2]], %[[ANY]] : i1
// CHECK-COUNT-2: nvvm.shfl.sync  bfly
// CHECK: nvvm.shfl.sync  idx
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @i1_all_any(%p: tile<ptr<i8>>) {
    %i = iota : tile<256xi32>
    %c = constant <i32: 100> : tile<256xi32>
    %b = cmpi less_than %i, %c, signed : tile<256xi32> -> tile<256xi1>
    %t = reshape %b : tile<256xi1> -> tile<4x64xi1>
    %all = reduce %t dim=1 identities=[true] : tile<4x64xi1> -> tile<4xi1>
    (%e: tile<i1>, %a: tile<i1>) {
      %s = andi %e, %a : tile<i1>
      yield %s : tile<i1>
    }
    %any = reduce %t dim=1 identities=[false] : tile<4x64xi1> -> tile<4xi1>
    (%e: tile<i1>, %a: tile<i1>) {
      %s = ori %e, %a : tile<i1>
      yield %s : tile<i1>
    }
    %both = xori %all, %any : tile<4xi1>
    %w = exti %both unsigned : tile<4xi1> -> tile<4xi8>
    %pp = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %pb = broadcast %pp : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %tk = store_ptr_tko weak %pb, %w : tile<4xptr<i8>>, tile<4xi8> -> token
    return
  }

// argmax: two operands, one shuffle each per step; the combiner (larger
// value, lower index on ties) runs on both partner values. 16x64 along dim
// 1 over 32 threads: K = 32, rows in lanes 2r, 2r+1 (xor 1); row t mod 16
// from lane (t & 15) << 1.
// CHECK-LABEL: llvm.func @argmax
// CHECK-NOT: nvvm.barrier0
// CHECK-DAG: %[[X1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[C15:.*]] = arith.constant 15 : i32
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[PV:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[V:.*]], %[[X1]], %{{.*}} : f32 -> f32
// CHECK: %[[PI:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[I:.*]], %[[X1]], %{{.*}} : i32 -> i32
// CHECK: %[[GT:.*]] = arith.cmpf ogt, %[[PV]], %[[V]] : f32
// CHECK: %[[EQ:.*]] = arith.cmpf oeq, %[[PV]], %[[V]] : f32
// CHECK: %[[LT:.*]] = arith.cmpi slt, %[[PI]], %[[I]] : i32
// CHECK: %[[RV:.*]] = arith.select %{{.*}}, %[[PV]], %[[V]] : f32
// CHECK: %[[RI:.*]] = arith.select %{{.*}}, %[[PI]], %[[I]] : i32
// CHECK: %[[ROW:.*]] = arith.andi %[[TID]], %[[C15]] : i32
// CHECK: %[[LEADER:.*]] = arith.shli %[[ROW]], %[[X1]] : i32
// CHECK: nvvm.shfl.sync  idx %{{.*}}, %[[RV]], %[[LEADER]], %{{.*}} : f32 -> f32
// CHECK: nvvm.shfl.sync  idx %{{.*}}, %[[RI]], %[[LEADER]], %{{.*}} : i32 -> i32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @argmax(%p: tile<ptr<i32>>) {
    %i = iota : tile<1024xi32>
    %c = constant <i32: 37> : tile<1024xi32>
    %m = muli %i, %c : tile<1024xi32>
    %k = constant <i32: 101> : tile<1024xi32>
    %h = remi %m, %k unsigned : tile<1024xi32>
    %f = itof %h signed : tile<1024xi32> -> tile<1024xf32>
    %v = reshape %f : tile<1024xf32> -> tile<16x64xf32>
    %j = reshape %i : tile<1024xi32> -> tile<16x64xi32>
    %r:2 = reduce %v, %j dim=1 identities=[0xFF800000 : f32, 2147483647 : i32] : tile<16x64xf32>, tile<16x64xi32> -> tile<16xf32>, tile<16xi32>
    (%e: tile<f32>, %a: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {
      %gt = cmpf greater_than ordered %e, %a : tile<f32> -> tile<i1>
      %eq = cmpf equal ordered %e, %a : tile<f32> -> tile<i1>
      %lt = cmpi less_than %ei, %ai, signed : tile<i32> -> tile<i1>
      %tie = andi %eq, %lt : tile<i1>
      %take = ori %gt, %tie : tile<i1>
      %nv = select %take, %e, %a : tile<i1>, tile<f32>
      %ni = select %take, %ei, %ai : tile<i1>, tile<i32>
      yield %nv, %ni : tile<f32>, tile<i32>
    }
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %tk = store_ptr_tko weak %pb, %r#1 : tile<16xptr<i32>>, tile<16xi32> -> token
    return
  }

// Along dim 0 of 32x4 over 32 threads: thread t holds row t (K = 4, 4
// partials: Kp = 4), all 32 lanes hold parts of each column (xor 1 .. 16,
// 4 x 5 shuffles <= Kr x Ct = 32 loads saved). Every lane ends with all 4
// column sums (addf is commutative) and keeps column t mod 4.
// CHECK-LABEL: llvm.func @dim0_own
// CHECK-NOT: nvvm.barrier0
// CHECK-DAG: %[[X1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[X2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[X3:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[X16:.*]] = arith.constant 16 : i32
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-COUNT-4: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X1]], %{{.*}} : f32 -> f32
// CHECK-COUNT-12: nvvm.shfl.sync  bfly
// CHECK: %[[B0:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[P0:.*]], %[[X16]], %{{.*}} : f32 -> f32
// CHECK: %[[C0:.*]] = arith.addf %[[B0]], %[[P0]] : f32
// CHECK: %[[B1:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[P1:.*]], %[[X16]], %{{.*}} : f32 -> f32
// CHECK: %[[C1:.*]] = arith.addf %[[B1]], %[[P1]] : f32
// CHECK: %[[B2:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[P2:.*]], %[[X16]], %{{.*}} : f32 -> f32
// CHECK: %[[C2:.*]] = arith.addf %[[B2]], %[[P2]] : f32
// CHECK: %[[B3:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %[[P3:.*]], %[[X16]], %{{.*}} : f32 -> f32
// CHECK: %[[C3:.*]] = arith.addf %[[B3]], %[[P3]] : f32
// CHECK: %[[COL:.*]] = arith.andi %[[TID]], %[[X3]] : i32
// CHECK: %[[IS1:.*]] = arith.cmpi eq, %[[COL]], %[[X1]] : i32
// CHECK: %[[IS2:.*]] = arith.cmpi eq, %[[COL]], %[[X2]] : i32
// CHECK: %[[IS3:.*]] = arith.cmpi eq, %[[COL]], %[[X3]] : i32
// CHECK: %[[R1:.*]] = arith.select %[[IS1]], %[[C1]], %[[C0]] : f32
// CHECK: %[[R2:.*]] = arith.select %[[IS2]], %[[C2]], %[[R1]] : f32
// CHECK: arith.select %[[IS3]], %[[C3]], %[[R2]] : f32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @dim0_own(%p: tile<ptr<f32>>) {
    %i = iota : tile<128xi32>
    %f = itof %i signed : tile<128xi32> -> tile<128xf32>
    %t = reshape %f : tile<128xf32> -> tile<32x4xf32>
    %r = reduce %t dim=0 identities=[0.000000e+00 : f32] : tile<32x4xf32> -> tile<4xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %tk = store_ptr_tko weak %pb, %r : tile<4xptr<f32>>, tile<4xf32> -> token
    return
  }

// Along dim 0 of 64x16 over 4 warps: K = 8 (half a row), the 64 threads of
// a column half are t = 2r + h: contributor bits [1, 7). Bits 1-4 are
// lanes (xor 2, 4, 8, 16 on Kp = 8 partials: 32 shuffles <= 64 loads
// saved), bits 5-6 the warp: the leaders (t & 30 = 0) store at
// column * 4 + warp, the warp being (8t >> 8) & 3, a barrier, 4 slots
// folded. Scratch: 16 x 4 x 4 bytes.
// CHECK-LABEL: llvm.func @dim0_cross_warp
// CHECK-DAG: %[[X2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[X4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[X8:.*]] = arith.constant 8 : i32
// CHECK-DAG: %[[X16:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[C30:.*]] = arith.constant 30 : i32
// CHECK-DAG: %[[SH8:.*]] = arith.constant dense<8> : vector<8xi64>
// CHECK-DAG: %[[THREE:.*]] = arith.constant dense<3> : vector<8xi64>
// CHECK-DAG: %[[FOUR:.*]] = arith.constant dense<4> : vector<8xi64>
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NOT: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %{{.*}}1_i32
// CHECK-COUNT-8: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X2]], %{{.*}} : f32 -> f32
// CHECK-COUNT-8: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X4]], %{{.*}} : f32 -> f32
// CHECK-COUNT-8: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X8]], %{{.*}} : f32 -> f32
// CHECK-COUNT-8: nvvm.shfl.sync  bfly %{{.*}}, %{{.*}}, %[[X16]], %{{.*}} : f32 -> f32
// CHECK-NOT: nvvm.shfl.sync
// CHECK: %[[W0:.*]] = arith.shrui %[[LIN:.*]], %[[SH8]] : vector<8xi64>
// CHECK: %[[WARP:.*]] = arith.andi %[[W0]], %[[THREE]] : vector<8xi64>
// CHECK: %[[BASE:.*]] = arith.muli %{{.*}}, %[[FOUR]] : vector<8xi64>
// CHECK: %[[SLOT:.*]] = arith.addi %[[BASE]], %[[WARP]] : vector<8xi64>
// CHECK: %[[LB:.*]] = arith.andi %[[TID]], %[[C30]] : i32
// CHECK: %[[LEAD:.*]] = arith.cmpi eq, %[[LB]], %{{.*}} : i32
// CHECK: scf.if %[[LEAD]] {
// CHECK:   llvm.getelementptr %{{.*}}[%[[SLOT]]]
// CHECK-NEXT:   llvm.intr.masked.scatter %{{.*}} : vector<8xf32>
// CHECK-NEXT: {{^ *}}}
// CHECK-NEXT: nvvm.barrier0
// CHECK: scf.for
// CHECK: nvvm.barrier0

// Scratch sizes (the plan's shared bytes match them, LoweringCosts.cpp).
// CHECK-DAG: llvm.mlir.global internal @two_operands__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<2048 x i8>
// CHECK-DAG: llvm.mlir.global internal @cross_warp__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<16 x i8>
// CHECK-DAG: llvm.mlir.global internal @rows_in_warp__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<256 x i8>
// CHECK-DAG: llvm.mlir.global internal @dim0_cross_warp__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<256 x i8>
  tile.entry @dim0_cross_warp(%p: tile<ptr<f32>>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %i = iota : tile<1024xi32>
    %f = itof %i signed : tile<1024xi32> -> tile<1024xf32>
    %t = reshape %f : tile<1024xf32> -> tile<64x16xf32>
    %r = reduce %t dim=0 identities=[0.000000e+00 : f32] : tile<64x16xf32> -> tile<16xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %tk = store_ptr_tko weak %pb, %r : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }
}
