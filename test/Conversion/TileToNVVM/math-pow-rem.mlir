// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s

// pow and atan2 are libdevice's `__nv_powf`/`__nv_atan2f` (f16/bf16 through
// f32, rounded back once) and `__nv_pow`/`__nv_atan2` for f64; fpowi
// multiplies in f64 over the exponent's bits; remf is exact on integer
// significands (TileToGPUMath.cpp).

// CHECK-LABEL: gpu.module @m
// CHECK-DAG: llvm.func @__nv_powf(f32, f32) -> f32
// CHECK-DAG: llvm.func @__nv_atan2f(f32, f32) -> f32
// CHECK-DAG: llvm.func @__nv_pow(f64, f64) -> f64
tile.module @m {
// CHECK-LABEL: llvm.func @pow
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: !llvm.ptr<1>, %[[D:.*]]: f64,
// CHECK: llvm.call @__nv_powf(%[[X]], %[[Y]]) : (f32, f32) -> f32
// CHECK-NEXT: llvm.call @__nv_pow(%[[D]], %[[D]]) : (f64, f64) -> f64
  tile.entry @pow(%x: tile<f32>, %y: tile<f32>, %p: tile<ptr<f32>>, %d: tile<f64>, %q: tile<ptr<f64>>) {
    %s = pow %x, %y : tile<f32>
    %e = pow %d, %d : tile<f64>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    %u = store_ptr_tko weak %q, %e : tile<ptr<f64>>, tile<f64> -> token
    return
  }

// atan2(y, x) of bf16: both operands widened to f32, `__nv_atan2f`, the
// f32 result rounded to bf16 once.
// CHECK-LABEL: llvm.func @atan2
// CHECK: %[[YB:.*]] = arith.truncf %{{.*}} : f32 to bf16
// CHECK-NEXT: %[[XB:.*]] = arith.truncf %{{.*}} : f32 to bf16
// CHECK: %[[Y:.*]] = arith.extf %[[YB]] : bf16 to f32
// CHECK-NEXT: %[[X:.*]] = arith.extf %[[XB]] : bf16 to f32
// CHECK-NEXT: %[[R:.*]] = llvm.call @__nv_atan2f(%[[Y]], %[[X]]) : (f32, f32) -> f32
// CHECK-NEXT: arith.truncf %[[R]] : f32 to bf16
  tile.entry @atan2(%y: tile<f32>, %x: tile<f32>, %p: tile<ptr<bf16>>) {
    %yb = ftof %y : tile<f32> -> tile<bf16>
    %xb = ftof %x : tile<f32> -> tile<bf16>
    %s = atan2 %yb, %xb : tile<bf16>
    %t = store_ptr_tko weak %p, %s : tile<ptr<bf16>>, tile<bf16> -> token
    return
  }

// fpowi: |n| (sign-extended to i64) bit by bit in an scf.while that runs
// while some lane has bits left, x^(2^k) squared each step, 1/r for n < 0.
// remf: the integer significands (subnormals without the implicit bit),
// r = mx 2^(ex - ey) mod my in steps of at most 40 bits (an scf.while),
// then r 2^-23 2^(ey - 127) with x's sign; |x| < |y| gives x.
// CHECK-LABEL: llvm.func @fpowi_remf
// CHECK-SAME: (%[[X:.*]]: f32, %[[N:.*]]: i16,
// CHECK-DAG: %[[FORTY:.*]] = arith.constant 40 : i64
// CHECK-DAG: %[[TWOM23:.*]] = arith.constant 1.1920929E-7 : f32
// CHECK: %[[XD:.*]] = arith.extf %[[X]] : f32 to f64
// CHECK: %[[NW:.*]] = arith.extsi %[[N]] : i16 to i64
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[NW]], %{{.*}} : i64
// CHECK: %[[P:.*]]:3 = scf.while (%[[R:.*]] = %{{.*}}, %[[B:.*]] = %[[XD]], %[[M:.*]] = %{{.*}}) : (f64, f64, i64) -> (f64, f64, i64) {
// CHECK: scf.condition
// CHECK: } do {
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: arith.shrui
// CHECK: scf.yield
// CHECK: %[[INV:.*]] = arith.divf %{{.*}}, %[[P]]#0 : f64
// CHECK: arith.select %[[NEG]], %[[INV]], %[[P]]#0 : f64
// CHECK: scf.while
// CHECK: arith.minsi %{{.*}}, %[[FORTY]] : i64
// CHECK: arith.shli
// CHECK: arith.remui
// CHECK: arith.remui
// CHECK: arith.uitofp %{{.*}} : i64 to f32
// CHECK: arith.mulf %{{.*}}, %[[TWOM23]] : f32
// CHECK: math.copysign
  tile.entry @fpowi_remf(%x: tile<f32>, %n: tile<i16>, %p: tile<ptr<f32>>) {
    %s = fpowi %x, %n : tile<f32>, tile<i16>
    %r = remf %s, %x : tile<f32>
    %t = store_ptr_tko weak %p, %r : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
