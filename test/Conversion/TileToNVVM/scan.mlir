// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s
// RUN: tile-opt %s --tile-to-nvvm="chip=sm_90 num-warps=1" | FileCheck %s --check-prefix=NVVM

// scan (inclusive): each thread scans its own elements of each line in scan
// order (the combiner cloned on scalars, f(element, acc), starting from the
// first element). When a line spans several threads (contributor bits
// [ta, tb) of the thread id), the ones that are lanes of one warp scan
// their totals inclusively in scan order with nvvm.shfl.sync up (forward)
// or down (reverse) at distances 2^ta, 2^(ta+1), ... (a lane combines,
// f(own, before), only where there is a lane that far before it in its
// line), and each takes its carry from the lane just before it (the first
// has none). When lines span warps as well, the last lane of each warp in
// scan order stores the warp's total at (line * warps + warp), a barrier,
// each thread folds the totals of the warps before it into a warp carry
// (from the first warp's), a barrier, and its carry becomes
// f(lane carry, warp carry), or the one it has. Every local prefix of a
// thread with a carry becomes f(prefix, carry): the identity is never
// combined. Entries without a hint have
// 32 threads.

// 4x64 f32 along dim 1, forward: K = 8, thread t holds row t/8, elements
// 8(t%8) .. 8(t%8)+7: contributor bits [0, 3), place = t & 7, distances
// 1, 2, 4, then the carry from 1 lane up. No scratch, no barrier.
// CHECK-LABEL: llvm.func @forward
// CHECK-NOT: nvvm.barrier0
// CHECK-DAG: %[[M:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[ZERO32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[D1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[D2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[D4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[X0:.*]] = vector.extract %[[V:.*]][0] : f32 from vector<8xf32>
// CHECK: %[[X1:.*]] = vector.extract %[[V]][1] : f32 from vector<8xf32>
// CHECK: %[[S1:.*]] = arith.addf %[[X1]], %[[X0]] : f32
// CHECK: %[[X2:.*]] = vector.extract %[[V]][2] : f32 from vector<8xf32>
// CHECK: %[[S2:.*]] = arith.addf %[[X2]], %[[S1]] : f32
// CHECK: %[[X7:.*]] = vector.extract %[[V]][7] : f32 from vector<8xf32>
// CHECK: %[[S7:.*]] = arith.addf %[[X7]], %{{.*}} : f32
// CHECK: %[[PLACE:.*]] = arith.andi %[[TID]], %[[C7]] : i32
// CHECK: %[[U1:.*]] = nvvm.shfl.sync  up %[[M]], %[[S7]], %[[D1]], %[[ZERO32]] : f32 -> f32
// CHECK: %[[A1:.*]] = arith.addf %[[S7]], %[[U1]] : f32
// CHECK: %[[V1:.*]] = arith.cmpi uge, %[[PLACE]], %[[D1]] : i32
// CHECK: %[[I1:.*]] = arith.select %[[V1]], %[[A1]], %[[S7]] : f32
// CHECK: %[[U2:.*]] = nvvm.shfl.sync  up %[[M]], %[[I1]], %[[D2]], %[[ZERO32]] : f32 -> f32
// CHECK: %[[A2:.*]] = arith.addf %[[I1]], %[[U2]] : f32
// CHECK: %[[V2:.*]] = arith.cmpi uge, %[[PLACE]], %[[D2]] : i32
// CHECK: %[[I2:.*]] = arith.select %[[V2]], %[[A2]], %[[I1]] : f32
// CHECK: %[[U4:.*]] = nvvm.shfl.sync  up %[[M]], %[[I2]], %[[D4]], %[[ZERO32]] : f32 -> f32
// CHECK: %[[A4:.*]] = arith.addf %[[I2]], %[[U4]] : f32
// CHECK: %[[V4:.*]] = arith.cmpi uge, %[[PLACE]], %[[D4]] : i32
// CHECK: %[[I4:.*]] = arith.select %[[V4]], %[[A4]], %[[I2]] : f32
// CHECK: %[[B:.*]] = nvvm.shfl.sync  up %[[M]], %[[I4]], %[[D1]], %[[ZERO32]] : f32 -> f32
// CHECK: %[[CARRY:.*]] = arith.select %[[V1]], %[[B]], %[[ZERO]] : f32
// CHECK: %[[A0:.*]] = arith.addf %[[X0]], %[[CARRY]] : f32
// CHECK: %[[R0:.*]] = arith.select %[[V1]], %[[A0]], %[[X0]] : f32
// CHECK: %[[A1:.*]] = arith.addf %[[S1]], %[[CARRY]] : f32
// CHECK: %[[R1:.*]] = arith.select %[[V1]], %[[A1]], %[[S1]] : f32
// CHECK: %[[A7:.*]] = arith.addf %[[S7]], %[[CARRY]] : f32
// CHECK: %[[R7:.*]] = arith.select %[[V1]], %[[A7]], %[[S7]] : f32
// CHECK: vector.from_elements %[[R0]], %[[R1]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[R7]] : vector<8xf32>
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return

// NVVM-LABEL: llvm.func @forward
// NVVM-NOT: nvvm.barrier0
// NVVM-COUNT-4: nvvm.shfl.sync  up
// NVVM-NOT: nvvm.barrier0
// NVVM: llvm.return
tile.module @m {
  tile.entry @forward(%p: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %f = itof %i signed : tile<256xi32> -> tile<256xf32>
    %t = reshape %f : tile<256xf32> -> tile<4x64xf32>
    %r = scan %t dim=1 reverse=false identities=[0.000000e+00 : f32] : tile<4x64xf32> -> tile<4x64xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %rr = reshape %r : tile<4x64xf32> -> tile<256xf32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %po = offset %pb, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %tk = store_ptr_tko weak %po, %rr : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

// Reverse: lanes are scanned from the last (7 down to 0), the warp scan
// goes down (from lane + d, where place + d < 8) and the carry comes from
// 1 lane down, INT_MIN for place 7.
// CHECK-LABEL: llvm.func @reverse
// CHECK-NOT: nvvm.barrier0
// CHECK-DAG: %[[D1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[D2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[D4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : i32
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-DAG: %[[C31:.*]] = arith.constant 31 : i32
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[Y7:.*]] = vector.extract %[[W:.*]][7] : i32 from vector<8xi32>
// CHECK: %[[Y6:.*]] = vector.extract %[[W]][6] : i32 from vector<8xi32>
// CHECK: %[[M6:.*]] = arith.maxsi %[[Y6]], %[[Y7]] : i32
// CHECK: %[[Y0:.*]] = vector.extract %[[W]][0] : i32 from vector<8xi32>
// CHECK: %[[M0:.*]] = arith.maxsi %[[Y0]], %{{.*}} : i32
// CHECK: %[[PLACE:.*]] = arith.andi %[[TID]], %[[C7]] : i32
// CHECK: %[[N1:.*]] = nvvm.shfl.sync  down %{{.*}}, %[[M0]], %[[D1]], %[[C31]] : i32 -> i32
// CHECK: %[[A1:.*]] = arith.maxsi %[[M0]], %[[N1]] : i32
// CHECK: %[[V1:.*]] = arith.cmpi ult, %[[PLACE]], %[[C7]] : i32
// CHECK: %[[I1:.*]] = arith.select %[[V1]], %[[A1]], %[[M0]] : i32
// CHECK: nvvm.shfl.sync  down %{{.*}}, %[[I1]], %[[D2]], %[[C31]] : i32 -> i32
// CHECK: arith.cmpi ult, %[[PLACE]], %[[C6]] : i32
// CHECK: nvvm.shfl.sync  down %{{.*}}, %{{.*}}, %[[D4]], %[[C31]] : i32 -> i32
// CHECK: arith.cmpi ult, %[[PLACE]], %[[D4]] : i32
// CHECK: nvvm.shfl.sync  down %{{.*}}, %{{.*}}, %[[D1]], %[[C31]] : i32 -> i32
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @reverse(%p: tile<ptr<i32>>) {
    %i = iota : tile<256xi32>
    %t = reshape %i : tile<256xi32> -> tile<4x64xi32>
    %r = scan %t dim=1 reverse=true identities=[-2147483648 : i32] : tile<4x64xi32> -> tile<4x64xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %s = maxi %e, %a signed : tile<i32>
      yield %s : tile<i32>
    }
    return
  }

// Along dim 1 of 64x4 every line lies inside one thread (K = 8 holds two
// rows): no shuffle, no scratch, no barrier.
// CHECK-LABEL: llvm.func @in_thread
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @in_thread() {
    %i = iota : tile<256xi32>
    %t = reshape %i : tile<256xi32> -> tile<64x4xi32>
    %r = scan %t dim=1 reverse=false identities=[0 : i32] : tile<64x4xi32> -> tile<64x4xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %s = addi %e, %a : tile<i32>
      yield %s : tile<i32>
    }
    return
  }

// Two operands along dim 0 of 64x4: a thread holds 2 rows, so 4 lines
// (columns) of 2 lanes each, and the 32 lanes are the contributors of each
// column (place = t & 31): per line, 5 scan steps and the carry, one
// shuffle per operand each.
// CHECK-LABEL: llvm.func @two_operands
// CHECK-NOT: nvvm.barrier0
// CHECK-DAG: %[[D1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[D16:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[C31:.*]] = arith.constant 31 : i32
// CHECK: %[[PLACE:.*]] = arith.andi %{{.*}}, %[[C31]] : i32
// CHECK: nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D1]], %{{.*}} : f32 -> f32
// CHECK-NEXT: nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D1]], %{{.*}} : i32 -> i32
// CHECK: nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D16]], %{{.*}} : f32 -> f32
// CHECK-NEXT: nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[D16]], %{{.*}} : i32 -> i32
// CHECK: arith.cmpi uge, %[[PLACE]], %[[D16]] : i32
// CHECK-COUNT-38: nvvm.shfl.sync  up
// CHECK-NOT: nvvm.shfl.sync
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
  tile.entry @two_operands() {
    %i = iota : tile<256xi32>
    %f = itof %i signed : tile<256xi32> -> tile<256xf32>
    %t = reshape %f : tile<256xf32> -> tile<64x4xf32>
    %u = reshape %i : tile<256xi32> -> tile<64x4xi32>
    %r:2 = scan %t, %u dim=0 reverse=false identities=[0.000000e+00 : f32, 0 : i32] : tile<64x4xf32>, tile<64x4xi32> -> tile<64x4xf32>, tile<64x4xi32>
    (%e: tile<f32>, %a: tile<f32>, %e2: tile<i32>, %a2: tile<i32>) {
      %s = addf %e, %a : tile<f32>
      %s2 = addi %e2, %a2 : tile<i32>
      yield %s, %s2 : tile<f32>, tile<i32>
    }
    return
  }

// 2x1024 f32 along dim 1 over 4 warps: K = 16, each row is 64 threads, two
// warps: lanes scan (distances 1 .. 16), lane 31 of each warp
// ((t ^ 31) & 31 = 0) stores the warp's total at row * 2 + warp, the row
// being 16t >> 10 and the warp (16t >> 9) & 1; a barrier, the loop folds
// the `warp` totals before this warp (0 or 1), a barrier; the carry is
// f(lane carry, warp carry). Scratch: 2 rows x 2 warps x 4 bytes.
// CHECK-LABEL: llvm.func @cross_warp
// CHECK-DAG: %[[C31:.*]] = arith.constant 31 : i32
// CHECK-DAG: %[[D16:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[ZERO32:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[SH9:.*]] = arith.constant 9 : i64
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[SH10:.*]] = arith.constant dense<10> : vector<1xi64>
// CHECK-DAG: %[[TWO:.*]] = arith.constant dense<2> : vector<1xi64>
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[PLACE:.*]] = arith.andi %[[TID]], %[[C31]] : i32
// CHECK-COUNT-4: nvvm.shfl.sync  up
// CHECK: %[[U16:.*]] = nvvm.shfl.sync  up %{{.*}}, %[[I8:.*]], %[[D16]], %{{.*}} : f32 -> f32
// CHECK: %[[A16:.*]] = arith.addf %[[I8]], %[[U16]] : f32
// CHECK: %[[V16:.*]] = arith.cmpi uge, %[[PLACE]], %[[D16]] : i32
// CHECK: %[[TOTAL:.*]] = arith.select %[[V16]], %[[A16]], %[[I8]] : f32
// CHECK: %[[B:.*]] = nvvm.shfl.sync  up %{{.*}}, %[[TOTAL]], %{{.*}}, %{{.*}} : f32 -> f32
// CHECK: %[[LANECARRY:.*]] = arith.select %[[HASLANE:.*]], %[[B]], %{{.*}} : f32
// CHECK: %[[W0:.*]] = arith.shrui %[[START:.*]], %[[SH9]] : i64
// CHECK: %[[WARP:.*]] = arith.andi %[[W0]], %[[ONE]] : i64
// CHECK: %[[SV:.*]] = vector.broadcast %[[START]] : i64 to vector<1xi64>
// CHECK: %[[ROW:.*]] = arith.shrui %[[SV]], %[[SH10]] : vector<1xi64>
// CHECK: %[[FIRST:.*]] = arith.muli %[[ROW]], %[[TWO]] : vector<1xi64>
// CHECK: %[[WV:.*]] = vector.broadcast %[[WARP]] : i64 to vector<1xi64>
// CHECK: %[[SLOT:.*]] = arith.addi %[[FIRST]], %[[WV]] : vector<1xi64>
// CHECK: %[[FLIP:.*]] = arith.xori %[[TID]], %[[C31]] : i32
// CHECK: %[[LB:.*]] = arith.andi %[[FLIP]], %[[C31]] : i32
// CHECK: %[[LAST:.*]] = arith.cmpi eq, %[[LB]], %[[ZERO32]] : i32
// CHECK: %[[TV:.*]] = vector.broadcast %[[TOTAL]] : f32 to vector<1xf32>
// CHECK: scf.if %[[LAST]] {
// CHECK-NEXT: llvm.getelementptr %{{.*}}[%[[SLOT]]]
// CHECK-NEXT: llvm.intr.masked.scatter %[[TV]]
// CHECK-NEXT: {{^ *}}}
// CHECK-NEXT: nvvm.barrier0
// The warp carry folds warps 1 .. warp-1 onto warp 0's total.
// CHECK: %[[W0T:.*]] = llvm.intr.masked.gather
// CHECK: %[[WC:.*]] = scf.for %{{.*}} = %[[ONE]] to %[[WARP]] step %[[ONE]] iter_args(%{{.*}} = %[[W0T]]) -> (vector<1xf32>)  : i64 {
// CHECK: scf.yield
// CHECK-NEXT: {{^ *}}}
// CHECK-NEXT: nvvm.barrier0
// CHECK: %[[HASWARP:.*]] = arith.cmpi ne, %[[WARP]], %{{.*}} : i64
// CHECK: %[[HAS:.*]] = arith.ori %[[HASLANE]], %[[HASWARP]] : i1
// CHECK: %[[WCS:.*]] = vector.extract %[[WC]][0] : f32 from vector<1xf32>
// CHECK: %[[BOTH:.*]] = arith.addf %[[LANECARRY]], %[[WCS]] : f32
// CHECK: %[[L:.*]] = arith.select %[[HASWARP]], %[[BOTH]], %[[LANECARRY]] : f32
// CHECK: %[[CARRY:.*]] = arith.select %[[HASLANE]], %[[L]], %[[WCS]] : f32
// CHECK: %[[P0:.*]] = arith.addf %[[X0:.*]], %[[CARRY]] : f32
// CHECK: arith.select %[[HAS]], %[[P0]], %[[X0]] : f32
// CHECK: llvm.mlir.global internal @cross_warp__tileir_scratch(#llvm.undef) {{.*}} : !llvm.array<16 x i8>
  tile.entry @cross_warp(%p: tile<ptr<f32>>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %i = iota : tile<2048xi32>
    %f = itof %i signed : tile<2048xi32> -> tile<2048xf32>
    %t = reshape %f : tile<2048xf32> -> tile<2x1024xf32>
    %r = scan %t dim=1 reverse=false identities=[0.000000e+00 : f32] : tile<2x1024xf32> -> tile<2x1024xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %rr = reshape %r : tile<2x1024xf32> -> tile<2048xf32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<2048xptr<f32>>
    %po = offset %pb, %i : tile<2048xptr<f32>>, tile<2048xi32> -> tile<2048xptr<f32>>
    %tk = store_ptr_tko weak %po, %rr : tile<2048xptr<f32>>, tile<2048xf32> -> token
    return
  }
}
