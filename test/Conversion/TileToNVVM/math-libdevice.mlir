// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s
// RUN: tile-opt %s --tile-to-nvvm="chip=sm_90 num-warps=1" | FileCheck %s --check-prefix=NVVM

// The math functions exp, exp2, log, log2, sin, cos, tan, sinh, cosh, tanh
// (full and approx), pow, atan2 and rsqrt are NVIDIA's libdevice
// (TileToGPUMath.cpp): each lane calls `__nv_<fn>f` for f32, f16 and bf16
// (f16/bf16 widened to f32 with arith.extf and rounded back once with
// arith.truncf) and `__nv_<fn>` for f64, declared once in the kernel's
// gpu.module; the PTX stage links the definitions (math-libdevice-ptx.test).
// Three forms are still written out and call nothing: exp rounding<approx>
// (ex2.approx-based), exp2 flush_to_zero and rsqrt flush_to_zero.

// Every function used below is declared once, f32 and f64 apart.
// CHECK-DAG: llvm.func @__nv_expf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_exp(f64) -> f64
// CHECK-DAG: llvm.func @__nv_exp2f(f32) -> f32
// CHECK-DAG: llvm.func @__nv_exp2(f64) -> f64
// CHECK-DAG: llvm.func @__nv_logf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_log(f64) -> f64
// CHECK-DAG: llvm.func @__nv_log2f(f32) -> f32
// CHECK-DAG: llvm.func @__nv_log2(f64) -> f64
// CHECK-DAG: llvm.func @__nv_sinf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_sin(f64) -> f64
// CHECK-DAG: llvm.func @__nv_cosf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_cos(f64) -> f64
// CHECK-DAG: llvm.func @__nv_tanf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_tan(f64) -> f64
// CHECK-DAG: llvm.func @__nv_sinhf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_sinh(f64) -> f64
// CHECK-DAG: llvm.func @__nv_coshf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_cosh(f64) -> f64
// CHECK-DAG: llvm.func @__nv_tanhf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_tanh(f64) -> f64
// CHECK-DAG: llvm.func @__nv_powf(f32, f32) -> f32
// CHECK-DAG: llvm.func @__nv_pow(f64, f64) -> f64
// CHECK-DAG: llvm.func @__nv_atan2f(f32, f32) -> f32
// CHECK-DAG: llvm.func @__nv_atan2(f64, f64) -> f64
// CHECK-DAG: llvm.func @__nv_rsqrtf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_rsqrt(f64) -> f64
// NVVM-LABEL: gpu.module @m
// NVVM-DAG: llvm.func @__nv_sinf(
// NVVM-DAG: llvm.func @__nv_pow(
// NVVM-DAG: llvm.func @__nv_rsqrtf(

tile.module @m {
// f32: one call per op, nothing around it; tanh approx is the same call as
// tanh.
// CHECK-LABEL: llvm.func @f32
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32,
// CHECK: %[[R0:.*]] = llvm.call @__nv_expf(%[[X]]) : (f32) -> f32
// CHECK-NEXT: %[[R1:.*]] = llvm.call @__nv_exp2f(%[[R0]]) : (f32) -> f32
// CHECK-NEXT: %[[R2:.*]] = llvm.call @__nv_logf(%[[R1]]) : (f32) -> f32
// CHECK-NEXT: %[[R3:.*]] = llvm.call @__nv_log2f(%[[R2]]) : (f32) -> f32
// CHECK-NEXT: %[[R4:.*]] = llvm.call @__nv_sinf(%[[R3]]) : (f32) -> f32
// CHECK-NEXT: %[[R5:.*]] = llvm.call @__nv_cosf(%[[R4]]) : (f32) -> f32
// CHECK-NEXT: %[[R6:.*]] = llvm.call @__nv_tanf(%[[R5]]) : (f32) -> f32
// CHECK-NEXT: %[[R7:.*]] = llvm.call @__nv_sinhf(%[[R6]]) : (f32) -> f32
// CHECK-NEXT: %[[R8:.*]] = llvm.call @__nv_coshf(%[[R7]]) : (f32) -> f32
// CHECK-NEXT: %[[R9:.*]] = llvm.call @__nv_tanhf(%[[R8]]) : (f32) -> f32
// CHECK-NEXT: %[[R10:.*]] = llvm.call @__nv_tanhf(%[[R9]]) : (f32) -> f32
// CHECK-NEXT: %[[R11:.*]] = llvm.call @__nv_powf(%[[R10]], %[[Y]]) : (f32, f32) -> f32
// CHECK-NEXT: %[[R12:.*]] = llvm.call @__nv_atan2f(%[[R11]], %[[Y]]) : (f32, f32) -> f32
// CHECK-NEXT: %[[R13:.*]] = llvm.call @__nv_rsqrtf(%[[R12]]) : (f32) -> f32
// NVVM-LABEL: llvm.func @f32
// NVVM: llvm.call @__nv_expf(%{{.*}}) : (f32) -> f32
  tile.entry @f32(%x: tile<f32>, %y: tile<f32>, %p: tile<ptr<f32>>) {
    %0 = exp %x : tile<f32>
    %1 = exp2 %0 : tile<f32>
    %2 = log %1 : tile<f32>
    %3 = log2 %2 : tile<f32>
    %4 = sin %3 : tile<f32>
    %5 = cos %4 : tile<f32>
    %6 = tan %5 : tile<f32>
    %7 = sinh %6 : tile<f32>
    %8 = cosh %7 : tile<f32>
    %9 = tanh %8 : tile<f32>
    %10 = tanh %9 rounding<approx> : tile<f32>
    %11 = pow %10, %y : tile<f32>
    %12 = atan2 %11, %y : tile<f32>
    %13 = rsqrt %12 : tile<f32>
    %t = store_ptr_tko weak %p, %13 : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// f64: `__nv_<fn>` on the f64 values, no conversion.
// CHECK-LABEL: llvm.func @f64
// CHECK-SAME: (%[[X:.*]]: f64, %[[Y:.*]]: f64,
// CHECK-NOT: arith.extf
// CHECK-NOT: arith.truncf
// CHECK: %[[R0:.*]] = llvm.call @__nv_exp(%[[X]]) : (f64) -> f64
// CHECK-NEXT: %[[R1:.*]] = llvm.call @__nv_exp2(%[[R0]]) : (f64) -> f64
// CHECK-NEXT: %[[R2:.*]] = llvm.call @__nv_log(%[[R1]]) : (f64) -> f64
// CHECK-NEXT: %[[R3:.*]] = llvm.call @__nv_log2(%[[R2]]) : (f64) -> f64
// CHECK-NEXT: %[[R4:.*]] = llvm.call @__nv_sin(%[[R3]]) : (f64) -> f64
// CHECK-NEXT: %[[R5:.*]] = llvm.call @__nv_cos(%[[R4]]) : (f64) -> f64
// CHECK-NEXT: %[[R6:.*]] = llvm.call @__nv_tan(%[[R5]]) : (f64) -> f64
// CHECK-NEXT: %[[R7:.*]] = llvm.call @__nv_sinh(%[[R6]]) : (f64) -> f64
// CHECK-NEXT: %[[R8:.*]] = llvm.call @__nv_cosh(%[[R7]]) : (f64) -> f64
// CHECK-NEXT: %[[R9:.*]] = llvm.call @__nv_tanh(%[[R8]]) : (f64) -> f64
// CHECK-NEXT: %[[R10:.*]] = llvm.call @__nv_pow(%[[R9]], %[[Y]]) : (f64, f64) -> f64
// CHECK-NEXT: %[[R11:.*]] = llvm.call @__nv_atan2(%[[R10]], %[[Y]]) : (f64, f64) -> f64
// CHECK-NEXT: %[[R12:.*]] = llvm.call @__nv_rsqrt(%[[R11]]) : (f64) -> f64
// CHECK-NOT: arith.extf
// CHECK-NOT: arith.truncf
// CHECK: llvm.return
// NVVM-LABEL: llvm.func @f64
// NVVM: llvm.call @__nv_exp(%{{.*}}) : (f64) -> f64
  tile.entry @f64(%x: tile<f64>, %y: tile<f64>, %p: tile<ptr<f64>>) {
    %0 = exp %x : tile<f64>
    %1 = exp2 %0 : tile<f64>
    %2 = log %1 : tile<f64>
    %3 = log2 %2 : tile<f64>
    %4 = sin %3 : tile<f64>
    %5 = cos %4 : tile<f64>
    %6 = tan %5 : tile<f64>
    %7 = sinh %6 : tile<f64>
    %8 = cosh %7 : tile<f64>
    %9 = tanh %8 : tile<f64>
    %10 = pow %9, %y : tile<f64>
    %11 = atan2 %10, %y : tile<f64>
    %12 = rsqrt %11 : tile<f64>
    %t = store_ptr_tko weak %p, %12 : tile<ptr<f64>>, tile<f64> -> token
    return
  }

// f16: each op widened to f32, the f32 function, rounded back to f16 once.
// CHECK-LABEL: llvm.func @f16
// CHECK-SAME: (%[[X:.*]]: f16, %[[Y:.*]]: f16,
// CHECK: %[[A0:.*]] = arith.extf %[[X]] : f16 to f32
// CHECK-NEXT: %[[C0:.*]] = llvm.call @__nv_expf(%[[A0]]) : (f32) -> f32
// CHECK-NEXT: %[[R0:.*]] = arith.truncf %[[C0]] : f32 to f16
// CHECK-NEXT: %[[A1:.*]] = arith.extf %[[R0]] : f16 to f32
// CHECK-NEXT: %[[C1:.*]] = llvm.call @__nv_exp2f(%[[A1]]) : (f32) -> f32
// CHECK-NEXT: %[[R1:.*]] = arith.truncf %[[C1]] : f32 to f16
// CHECK-NEXT: %[[A2:.*]] = arith.extf %[[R1]] : f16 to f32
// CHECK-NEXT: %[[C2:.*]] = llvm.call @__nv_logf(%[[A2]]) : (f32) -> f32
// CHECK-NEXT: %[[R2:.*]] = arith.truncf %[[C2]] : f32 to f16
// CHECK-NEXT: %[[A3:.*]] = arith.extf %[[R2]] : f16 to f32
// CHECK-NEXT: %[[C3:.*]] = llvm.call @__nv_log2f(%[[A3]]) : (f32) -> f32
// CHECK-NEXT: %[[R3:.*]] = arith.truncf %[[C3]] : f32 to f16
// CHECK-NEXT: %[[A4:.*]] = arith.extf %[[R3]] : f16 to f32
// CHECK-NEXT: %[[C4:.*]] = llvm.call @__nv_sinf(%[[A4]]) : (f32) -> f32
// CHECK-NEXT: %[[R4:.*]] = arith.truncf %[[C4]] : f32 to f16
// CHECK-NEXT: %[[A5:.*]] = arith.extf %[[R4]] : f16 to f32
// CHECK-NEXT: %[[C5:.*]] = llvm.call @__nv_cosf(%[[A5]]) : (f32) -> f32
// CHECK-NEXT: %[[R5:.*]] = arith.truncf %[[C5]] : f32 to f16
// CHECK-NEXT: %[[A6:.*]] = arith.extf %[[R5]] : f16 to f32
// CHECK-NEXT: %[[C6:.*]] = llvm.call @__nv_tanf(%[[A6]]) : (f32) -> f32
// CHECK-NEXT: %[[R6:.*]] = arith.truncf %[[C6]] : f32 to f16
// CHECK-NEXT: %[[A7:.*]] = arith.extf %[[R6]] : f16 to f32
// CHECK-NEXT: %[[C7:.*]] = llvm.call @__nv_sinhf(%[[A7]]) : (f32) -> f32
// CHECK-NEXT: %[[R7:.*]] = arith.truncf %[[C7]] : f32 to f16
// CHECK-NEXT: %[[A8:.*]] = arith.extf %[[R7]] : f16 to f32
// CHECK-NEXT: %[[C8:.*]] = llvm.call @__nv_coshf(%[[A8]]) : (f32) -> f32
// CHECK-NEXT: %[[R8:.*]] = arith.truncf %[[C8]] : f32 to f16
// CHECK-NEXT: %[[A9:.*]] = arith.extf %[[R8]] : f16 to f32
// CHECK-NEXT: %[[C9:.*]] = llvm.call @__nv_tanhf(%[[A9]]) : (f32) -> f32
// CHECK-NEXT: %[[R9:.*]] = arith.truncf %[[C9]] : f32 to f16
// CHECK-NEXT: %[[A10:.*]] = arith.extf %[[R9]] : f16 to f32
// CHECK-NEXT: %[[YF:.*]] = arith.extf %[[Y]] : f16 to f32
// CHECK-NEXT: %[[C10:.*]] = llvm.call @__nv_powf(%[[A10]], %[[YF]]) : (f32, f32) -> f32
// CHECK-NEXT: %[[R10:.*]] = arith.truncf %[[C10]] : f32 to f16
// CHECK-NEXT: %[[A11:.*]] = arith.extf %[[R10]] : f16 to f32
// CHECK-NEXT: %[[C11:.*]] = llvm.call @__nv_atan2f(%[[A11]], %[[YF]]) : (f32, f32) -> f32
// CHECK-NEXT: %[[R11:.*]] = arith.truncf %[[C11]] : f32 to f16
// CHECK-NEXT: %[[A12:.*]] = arith.extf %[[R11]] : f16 to f32
// CHECK-NEXT: %[[C12:.*]] = llvm.call @__nv_rsqrtf(%[[A12]]) : (f32) -> f32
// CHECK-NEXT: arith.truncf %[[C12]] : f32 to f16
  tile.entry @f16(%x: tile<f16>, %y: tile<f16>, %p: tile<ptr<f16>>) {
    %0 = exp %x : tile<f16>
    %1 = exp2 %0 : tile<f16>
    %2 = log %1 : tile<f16>
    %3 = log2 %2 : tile<f16>
    %4 = sin %3 : tile<f16>
    %5 = cos %4 : tile<f16>
    %6 = tan %5 : tile<f16>
    %7 = sinh %6 : tile<f16>
    %8 = cosh %7 : tile<f16>
    %9 = tanh %8 : tile<f16>
    %10 = pow %9, %y : tile<f16>
    %11 = atan2 %10, %y : tile<f16>
    %12 = rsqrt %11 : tile<f16>
    %t = store_ptr_tko weak %p, %12 : tile<ptr<f16>>, tile<f16> -> token
    return
  }

// A thread's lanes (8 here) are called one by one and put back together;
// pow passes lane i of both operands; bf16 is widened and narrowed as a
// vector around the f32 calls.
// CHECK-LABEL: llvm.func @lanes
// CHECK: %[[X0:.*]] = vector.extract %[[X:.*]][0] : f32 from vector<8xf32>
// CHECK-NEXT: %[[S0:.*]] = llvm.call @__nv_sinf(%[[X0]]) : (f32) -> f32
// CHECK-NEXT: %[[X1:.*]] = vector.extract %[[X]][1] : f32 from vector<8xf32>
// CHECK-NEXT: %[[S1:.*]] = llvm.call @__nv_sinf(%[[X1]]) : (f32) -> f32
// CHECK-COUNT-6: llvm.call @__nv_sinf(
// CHECK-NOT: llvm.call @__nv_sinf(
// CHECK: %[[P0:.*]] = llvm.call @__nv_powf(%[[S0]], %[[X0]]) : (f32, f32) -> f32
// CHECK-NEXT: %[[P1:.*]] = llvm.call @__nv_powf(%[[S1]], %[[X1]]) : (f32, f32) -> f32
// CHECK-COUNT-6: llvm.call @__nv_powf(
// CHECK-NEXT: vector.from_elements %[[P0]], %[[P1]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK: %[[HF:.*]] = arith.extf %{{.*}} : vector<8xbf16> to vector<8xf32>
// CHECK-NEXT: %[[H0:.*]] = vector.extract %[[HF]][0] : f32 from vector<8xf32>
// CHECK-NEXT: llvm.call @__nv_logf(%[[H0]]) : (f32) -> f32
// CHECK-COUNT-7: llvm.call @__nv_logf(
// CHECK-NEXT: %[[L:.*]] = vector.from_elements %{{.*}} : vector<8xf32>
// CHECK-NEXT: arith.truncf %[[L]] : vector<8xf32> to vector<8xbf16>
  tile.entry @lanes(%p: tile<ptr<f32>>, %q: tile<ptr<bf16>>) {
    %i = iota : tile<256xi32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %po = offset %pb, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %x, %t0 = load_ptr_tko weak %po : tile<256xptr<f32>> -> tile<256xf32>, token
    %s = sin %x : tile<256xf32>
    %w = pow %s, %x : tile<256xf32>
    %tk = store_ptr_tko weak %po, %w : tile<256xptr<f32>>, tile<256xf32> -> token
    %qp = reshape %q : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %qb = broadcast %qp : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
    %qo = offset %qb, %i : tile<256xptr<bf16>>, tile<256xi32> -> tile<256xptr<bf16>>
    %h, %t1 = load_ptr_tko weak %qo : tile<256xptr<bf16>> -> tile<256xbf16>, token
    %l = log %h : tile<256xbf16>
    %tk2 = store_ptr_tko weak %qo, %l : tile<256xptr<bf16>>, tile<256xbf16> -> token
    return
  }

// Inside a loop the call stays in the body; the declaration is at the
// module.
// CHECK-LABEL: llvm.func @loop
// CHECK: scf.for
// CHECK-NEXT: llvm.call @__nv_sinf(%{{.*}}) : (f32) -> f32
// CHECK-NEXT: scf.yield
  tile.entry @loop(%n: tile<i32>, %x: tile<f32>, %p: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %x) -> (tile<f32>) {
      %s = sin %acc : tile<f32>
      continue %s : tile<f32>
    }
    %t = store_ptr_tko weak %p, %r : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}

// The written-out forms declare and call nothing from libdevice: exp
// rounding<approx> (math.exp2, i.e. ex2.approx, scaled by 2^n in two
// steps), exp2 flush_to_zero (the series in f, a subnormal result to +0),
// rsqrt flush_to_zero (div.rn.ftz(1, sqrt.rn.ftz(x))).
// CHECK-LABEL: gpu.module @kept
// CHECK-NOT: __nv_
// CHECK-NOT: llvm.call @
// CHECK: llvm.func @k
// CHECK-SAME: (%[[X:.*]]: f32,
// CHECK-DAG: %[[MINNORMAL:.*]] = arith.constant 1.17549435E-38 : f32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[E9:.*]] = arith.constant 1.01780863E-7 : f32
// CHECK-DAG: %[[LOG2E:.*]] = arith.constant 1.44269502 : f32
// CHECK: arith.mulf %[[X]], %[[LOG2E]] : f32
// CHECK: math.exp2 %{{.*}} : f32
// CHECK: %[[CLAMP:.*]] = arith.minnumf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: arith.maxnumf %[[CLAMP]], %{{.*}} : f32
// CHECK-NOT: math.exp2
// CHECK: math.fma %[[E9]], %{{.*}}, %{{.*}} : f32
// CHECK: %[[TINY:.*]] = arith.cmpf olt, %[[E:.*]], %[[MINNORMAL]] : f32
// CHECK: arith.select %[[TINY]], %{{.*}}, %[[E]] : f32
// CHECK: %[[ROOT:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.ftz.f"(%{{.*}}) : (f32) -> f32
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.div.rn.ftz.f"(%[[ONE]], %[[ROOT]]) : (f32, f32) -> f32
// CHECK-NOT: __nv_
// CHECK-NOT: llvm.call @
// CHECK: llvm.return
tile.module @kept {
  tile.entry @k(%x: tile<f32>, %p: tile<ptr<f32>>) {
    %0 = exp %x rounding<approx> : tile<f32>
    %1 = exp2 %0 flush_to_zero : tile<f32>
    %2 = rsqrt %1 flush_to_zero : tile<f32>
    %t = store_ptr_tko weak %p, %2 : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
