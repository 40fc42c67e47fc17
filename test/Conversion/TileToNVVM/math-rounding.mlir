// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s
// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s --check-prefix=LANES

// Rounding modes other than nearest even and flush_to_zero go to the NVVM
// intrinsics llvm.nvvm.<op>.<rn|rz|rm|rp>[.ftz].<f|d> (TileToGPUMath.cpp);
// x - y is x + (-y), exact in every mode. divf approx/full are
// div.approx[.ftz].f and div.full[.ftz]; sqrt approx is sqrt.approx.f;
// rsqrt flush_to_zero is div.rn.ftz(1, sqrt.rn.ftz(x)); maxf/minf
// flush_to_zero are fmax/fmin.ftz[.nan].f; exp2 flush_to_zero is written
// out (no libdevice call, no math.exp2) and flushes a subnormal result to
// +0.

tile.module @m {
// CHECK-LABEL: llvm.func @f32
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32,
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[MINNORMAL:.*]] = arith.constant 1.17549435E-38 : f32
// CHECK: %[[S0:.*]] = llvm.call_intrinsic "llvm.nvvm.add.rz.f"(%[[A]], %[[B]]) : (f32, f32) -> f32
// CHECK: %[[NB:.*]] = arith.negf %[[B]] : f32
// CHECK: %[[S1:.*]] = llvm.call_intrinsic "llvm.nvvm.add.rm.f"(%[[S0]], %[[NB]]) : (f32, f32) -> f32
// CHECK: %[[S2:.*]] = llvm.call_intrinsic "llvm.nvvm.mul.rn.ftz.f"(%[[S1]], %[[A]])
// CHECK: %[[S3:.*]] = llvm.call_intrinsic "llvm.nvvm.mul.rp.ftz.f"(%[[S2]], %[[A]])
// CHECK: %[[S4:.*]] = llvm.call_intrinsic "llvm.nvvm.div.rm.f"(%[[S3]], %[[B]])
// CHECK: %[[S5:.*]] = llvm.call_intrinsic "llvm.nvvm.div.approx.f"(%[[S4]], %[[B]])
// CHECK: %[[S6:.*]] = llvm.call_intrinsic "llvm.nvvm.div.full.ftz"(%[[S5]], %[[B]])
// CHECK: %[[S7:.*]] = llvm.call_intrinsic "llvm.nvvm.fma.rp.f"(%[[S6]], %[[A]], %[[C]]) : (f32, f32, f32) -> f32
// CHECK: %[[S8:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rz.ftz.f"(%[[S7]]) : (f32) -> f32
// CHECK: %[[S9:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.approx.f"(%[[S8]])
// CHECK: %[[R:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.ftz.f"(%[[S9]])
// CHECK: %[[S10:.*]] = llvm.call_intrinsic "llvm.nvvm.div.rn.ftz.f"(%[[ONE]], %[[R]])
// CHECK: %[[S11:.*]] = llvm.call_intrinsic "llvm.nvvm.fmax.ftz.f"(%[[S10]], %[[A]])
// CHECK: %[[S12:.*]] = llvm.call_intrinsic "llvm.nvvm.fmin.ftz.nan.f"(%[[S11]], %[[A]])
// CHECK-NOT: math.exp2
// CHECK-NOT: llvm.call @
// CHECK: %[[TINY:.*]] = arith.cmpf olt, %[[E:.*]], %[[MINNORMAL]] : f32
// CHECK: arith.select %[[TINY]], %{{.*}}, %[[E]] : f32
  tile.entry @f32(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>, %p: tile<ptr<f32>>) {
    %0 = addf %a, %b rounding<zero> : tile<f32>
    %1 = subf %0, %b rounding<negative_inf> : tile<f32>
    %2 = mulf %1, %a flush_to_zero : tile<f32>
    %3 = mulf %2, %a rounding<positive_inf> flush_to_zero : tile<f32>
    %4 = divf %3, %b rounding<negative_inf> : tile<f32>
    %5 = divf %4, %b rounding<approx> : tile<f32>
    %6 = divf %5, %b rounding<full> flush_to_zero : tile<f32>
    %7 = fma %6, %a, %c rounding<positive_inf> : tile<f32>
    %8 = sqrt %7 rounding<zero> flush_to_zero : tile<f32>
    %9 = sqrt %8 rounding<approx> : tile<f32>
    %10 = rsqrt %9 flush_to_zero : tile<f32>
    %11 = maxf %10, %a flush_to_zero : tile<f32>
    %12 = minf %11, %a propagate_nan flush_to_zero : tile<f32>
    %13 = exp2 %12 flush_to_zero : tile<f32>
    %t = store_ptr_tko weak %p, %13 : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// f16/bf16 in a directed mode: the op in f32 in that mode, then narrowed
// toward zero (f2f16.rz / f2bf16.rz) and, for -inf/+inf, stepped one ulp
// away from zero (bits + 1) when that lost something on the requested side.
// Rounding the same direction twice equals rounding once. f64 takes the
// .d intrinsics; f64 rsqrt (no flush_to_zero on f64) is libdevice's
// `__nv_rsqrt`.
// CHECK-LABEL: llvm.func @narrow
// CHECK-SAME: (%[[A:.*]]: f16, %[[B:.*]]: bf16, %[[D:.*]]: f64,
// CHECK: %[[AF:.*]] = arith.extf %[[A]] : f16 to f32
// CHECK: %[[S0:.*]] = llvm.call_intrinsic "llvm.nvvm.add.rz.f"(%[[AF]], %[[AF]])
// CHECK: %[[H0:.*]] = llvm.call_intrinsic "llvm.nvvm.f2f16.rz"(%[[S0]]) : (f32) -> f16
// CHECK-NOT: arith.cmpf
// CHECK: %[[H0F:.*]] = arith.extf %[[H0]] : f16 to f32
// CHECK: %[[S1:.*]] = llvm.call_intrinsic "llvm.nvvm.mul.rp.f"(%[[H0F]], %[[AF]])
// CHECK: %[[T1:.*]] = llvm.call_intrinsic "llvm.nvvm.f2f16.rz"(%[[S1]])
// CHECK: %[[BACK:.*]] = arith.extf %[[T1]] : f16 to f32
// CHECK: %[[INEXACT:.*]] = arith.cmpf one, %[[BACK]], %[[S1]] : f32
// CHECK: %[[UP:.*]] = arith.cmpf ogt, %[[S1]], %{{.*}} : f32
// CHECK: %[[BITS:.*]] = arith.bitcast %[[T1]] : f16 to i16
// CHECK: %[[STEP:.*]] = arith.addi %[[BITS]], %{{.*}} : i16
// CHECK: %[[NEXT:.*]] = arith.bitcast %[[STEP]] : i16 to f16
// CHECK: %[[BUMP:.*]] = arith.andi %[[INEXACT]], %[[UP]] : i1
// CHECK: arith.select %[[BUMP]], %[[NEXT]], %[[T1]] : f16
// CHECK: %[[BF:.*]] = arith.extf %[[B]] : bf16 to f32
// CHECK: %[[SQ:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rm.f"(%[[BF]])
// CHECK: llvm.call_intrinsic "llvm.nvvm.f2bf16.rz"(%[[SQ]]) : (f32) -> bf16
// CHECK: arith.cmpf olt, %[[SQ]], %{{.*}} : f32
// CHECK: %[[D0:.*]] = llvm.call_intrinsic "llvm.nvvm.add.rm.d"(%[[D]], %[[D]]) : (f64, f64) -> f64
// CHECK: %[[D1:.*]] = llvm.call_intrinsic "llvm.nvvm.fma.rz.d"(%[[D0]], %[[D]], %[[D]]) : (f64, f64, f64) -> f64
// CHECK: %[[D2:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rp.d"(%[[D1]]) : (f64) -> f64
// CHECK: llvm.call @__nv_rsqrt(%[[D2]]) : (f64) -> f64
  tile.entry @narrow(%a: tile<f16>, %b: tile<bf16>, %d: tile<f64>,
                     %p: tile<ptr<f16>>, %q: tile<ptr<bf16>>, %r: tile<ptr<f64>>) {
    %0 = addf %a, %a rounding<zero> : tile<f16>
    %1 = mulf %0, %a rounding<positive_inf> : tile<f16>
    %2 = sqrt %b rounding<negative_inf> : tile<bf16>
    %3 = addf %d, %d rounding<negative_inf> : tile<f64>
    %4 = fma %3, %d, %d rounding<zero> : tile<f64>
    %5 = sqrt %4 rounding<positive_inf> : tile<f64>
    %6 = rsqrt %5 : tile<f64>
    %t = store_ptr_tko weak %p, %1 : tile<ptr<f16>>, tile<f16> -> token
    %u = store_ptr_tko weak %q, %2 : tile<ptr<bf16>>, tile<bf16> -> token
    %v = store_ptr_tko weak %r, %6 : tile<ptr<f64>>, tile<f64> -> token
    return
  }

// The intrinsics take scalars: a thread's lanes are called one by one.
// LANES-LABEL: llvm.func @lanes
// LANES-COUNT-4: llvm.call_intrinsic "llvm.nvvm.add.rz.f"
// LANES: vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
  tile.entry @lanes(%p: tile<ptr<f32>>) {
    %i = iota : tile<512xi32>
    %f = itof %i signed : tile<512xi32> -> tile<512xf32>
    %s = addf %f, %f rounding<zero> : tile<512xf32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %po = offset %pb, %i : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %t = store_ptr_tko weak %po, %s : tile<512xptr<f32>>, tile<512xf32> -> token
    return
  }
}
