// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s

// exp rounding<approx> in f32 from the hardware 2^x: n = rint(x log2 e) clamped to
// [-150, 128], r = x - n ln 2 (two fma steps, ln 2 split hi + lo),
// e^x = 2^(r log2 e) * 2^(n >> 1) * 2^(n - (n >> 1)), the powers of two
// built from exponent bits; written out, no libdevice call.
// CHECK-LABEL: llvm.func @math
// CHECK-SAME: (%{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>, %[[X:.*]]: f32, %[[H:.*]]: f16)
// CHECK-DAG: %[[LO:.*]] = arith.constant 1.42860677E-6 : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant 0.693145751 : f32
// CHECK-DAG: %[[MAX:.*]] = arith.constant 1.280000e+02 : f32
// CHECK-DAG: %[[MIN:.*]] = arith.constant -1.500000e+02 : f32
// CHECK-DAG: %[[LOG2E:.*]] = arith.constant 1.44269502 : f32
// CHECK: %[[T:.*]] = arith.mulf %[[X]], %[[LOG2E]] : f32
// CHECK: %[[N0:.*]] = math.roundeven %[[T]] : f32
// CHECK: %[[N1:.*]] = arith.maxnumf %[[N0]], %[[MIN]] : f32
// CHECK: %[[N:.*]] = arith.minnumf %[[N1]], %[[MAX]] : f32
// CHECK: %[[NEG:.*]] = arith.negf %[[N]] : f32
// CHECK: %[[R0:.*]] = math.fma %[[NEG]], %[[HI]], %[[X]] : f32
// CHECK: %[[R:.*]] = math.fma %[[NEG]], %[[LO]], %[[R0]] : f32
// CHECK: %[[RL:.*]] = arith.mulf %[[R]], %[[LOG2E]] : f32
// CHECK: %[[E:.*]] = math.exp2 %[[RL]] : f32
// CHECK: %[[NI:.*]] = arith.fptosi %[[N]] : f32 to i32
// CHECK: %[[N1I:.*]] = arith.shrsi %[[NI]], %{{.*}} : i32
// CHECK: %[[N2I:.*]] = arith.subi %[[NI]], %[[N1I]] : i32
// CHECK: %[[B1:.*]] = arith.addi %[[N1I]], %{{.*}} : i32
// CHECK: %[[S1:.*]] = arith.shli %[[B1]], %{{.*}} : i32
// CHECK: %[[F1:.*]] = arith.bitcast %[[S1]] : i32 to f32
// CHECK: %[[E1:.*]] = arith.mulf %[[E]], %[[F1]] : f32
// CHECK: %[[B2:.*]] = arith.addi %[[N2I]], %{{.*}} : i32
// CHECK: %[[S2:.*]] = arith.shli %[[B2]], %{{.*}} : i32
// CHECK: %[[F2:.*]] = arith.bitcast %[[S2]] : i32 to f32
// CHECK: %[[EXP:.*]] = arith.mulf %[[E1]], %[[F2]] : f32
// exp2 (no flush_to_zero) and exp (rounding full) are libdevice's:
// `__nv_exp2f` on the approx result, `__nv_expf` on f16 widened to f32 and
// rounded back once.
// CHECK-NOT: math.exp2
// CHECK: llvm.call @__nv_exp2f(%[[EXP]]) : (f32) -> f32
// CHECK: %[[HF:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK-NEXT: %[[HE:.*]] = llvm.call @__nv_expf(%[[HF]]) : (f32) -> f32
// CHECK-NEXT: arith.truncf %[[HE]] : f32 to f16
tile.module @m {
  tile.entry @math(%p: tile<ptr<f32>>, %q: tile<ptr<f16>>, %x: tile<f32>, %h: tile<f16>) {
    %e = exp %x rounding<approx> : tile<f32>
    %e2 = exp2 %e : tile<f32>
    %eh = exp %h : tile<f16>
    %t = store_ptr_tko weak %p, %e2 : tile<ptr<f32>>, tile<f32> -> token
    %t2 = store_ptr_tko weak %q, %eh : tile<ptr<f16>>, tile<f16> -> token
    return
  }

// load_ptr_tko / store_ptr_tko: masked gather / scatter through this
// thread's 8 pointers; masked-off loads take the padding tile's lanes.
// CHECK-LABEL: llvm.func @pointers
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr<1>, %[[N:.*]]: i64)
// CHECK-DAG: %[[PAD:.*]] = arith.constant dense<-1.000000e+00> : vector<8xf32>
// CHECK: %[[BASE:.*]] = vector.broadcast %[[P]] : !llvm.ptr<1> to vector<8x!llvm.ptr<1>>
// CHECK: %[[IDX:.*]] = arith.addi %{{.*}}, %{{.*}} : vector<8xi64>
// CHECK: %[[PTRS:.*]] = llvm.getelementptr %[[BASE]][%[[IDX]]] : (vector<8x!llvm.ptr<1>>, vector<8xi64>) -> vector<8x!llvm.ptr<1>>, f32
// CHECK: %[[NS:.*]] = vector.broadcast %[[N]] : i64 to vector<8xi64>
// CHECK: %[[MASK:.*]] = arith.cmpi slt, %[[IDX]], %[[NS]] : vector<8xi64>
// CHECK: %[[V:.*]] = llvm.intr.masked.gather %[[PTRS]], %[[MASK]], %[[PAD]] {alignment = 4 : i32}
// CHECK: %[[W:.*]] = arith.addf %[[V]], %[[V]] : vector<8xf32>
// CHECK: llvm.intr.masked.scatter %[[W]], %[[PTRS]], %[[MASK]] {alignment = 4 : i32}
  tile.entry @pointers(%p: tile<ptr<f32>>, %n: tile<i64>) {
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %i = iota : tile<256xi64>
    %q = offset %pb, %i : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %nr = reshape %n : tile<i64> -> tile<1xi64>
    %nb = broadcast %nr : tile<1xi64> -> tile<256xi64>
    %m = cmpi less_than %i, %nb, signed : tile<256xi64> -> tile<256xi1>
    %z = constant <f32: -1.0> : tile<256xf32>
    %v, %t = load_ptr_tko weak %q, %m, %z : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %w = addf %v, %v : tile<256xf32>
    %t2 = store_ptr_tko weak %q, %w, %m token=%t : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
    return
  }

// A replicated tile (4 elements over 32 threads): only the first holder
// (t < 4) stores.
// CHECK-LABEL: llvm.func @store_replicated
// CHECK: %[[T:.*]] = arith.extui %{{.*}} : i32 to i64
// CHECK: %[[OWNER:.*]] = arith.cmpi ult, %[[T]], %{{.*}} : i64
// CHECK: %[[OM:.*]] = vector.broadcast %[[OWNER]] : i1 to vector<1xi1>
// CHECK: llvm.intr.masked.scatter %{{.*}}, %{{.*}}, %[[OM]]
  tile.entry @store_replicated(%p: tile<ptr<i32>>) {
    %pp = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pp : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %i = iota : tile<4xi32>
    %t = store_ptr_tko weak %pb, %i : tile<4xptr<i32>>, tile<4xi32> -> token
    return
  }
}
