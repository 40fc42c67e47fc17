// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s

// sin, cos and tan are libdevice's (TileToGPUMath.cpp): `__nv_sinf`,
// `__nv_cosf`, `__nv_tanf` for f32, f16 and bf16 (computed in f32 and
// rounded back once), `__nv_sin`/`__nv_cos`/`__nv_tan` for f64, declared in
// the gpu.module; the range reduction (Cody-Waite, Payne-Hanek for large
// |x|) is libdevice's. math-libdevice.mlir covers every function.

// CHECK-LABEL: gpu.module @m
// CHECK-DAG: llvm.func @__nv_sinf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_cosf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_tanf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_sin(f64) -> f64
// CHECK-DAG: llvm.func @__nv_cos(f64) -> f64
// CHECK-DAG: llvm.func @__nv_tan(f64) -> f64
tile.module @m {
// CHECK-LABEL: llvm.func @sin
// CHECK-SAME: (%[[X:.*]]: f32,
// CHECK: llvm.call @__nv_sinf(%[[X]]) : (f32) -> f32
  tile.entry @sin(%x: tile<f32>, %p: tile<ptr<f32>>) {
    %s = sin %x : tile<f32>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// CHECK-LABEL: llvm.func @cos_tan
// CHECK-SAME: (%[[X:.*]]: f32,
// CHECK: %[[C:.*]] = llvm.call @__nv_cosf(%[[X]]) : (f32) -> f32
// CHECK-NEXT: %[[T:.*]] = llvm.call @__nv_tanf(%[[C]]) : (f32) -> f32
  tile.entry @cos_tan(%x: tile<f32>, %p: tile<ptr<f32>>) {
    %c = cos %x : tile<f32>
    %t = tan %c : tile<f32>
    %k = store_ptr_tko weak %p, %t : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// f16 and bf16 are computed in f32 and rounded back once.
// CHECK-LABEL: llvm.func @sin_f16
// CHECK-SAME: (%[[X:.*]]: f16, %[[B:.*]]: bf16,
// CHECK: %[[XF:.*]] = arith.extf %[[X]] : f16 to f32
// CHECK-NEXT: %[[S:.*]] = llvm.call @__nv_sinf(%[[XF]]) : (f32) -> f32
// CHECK-NEXT: arith.truncf %[[S]] : f32 to f16
// CHECK: %[[BF:.*]] = arith.extf %[[B]] : bf16 to f32
// CHECK-NEXT: %[[C:.*]] = llvm.call @__nv_cosf(%[[BF]]) : (f32) -> f32
// CHECK-NEXT: arith.truncf %[[C]] : f32 to bf16
  tile.entry @sin_f16(%x: tile<f16>, %b: tile<bf16>, %p: tile<ptr<f16>>, %q: tile<ptr<bf16>>) {
    %s = sin %x : tile<f16>
    %c = cos %b : tile<bf16>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f16>>, tile<f16> -> token
    %u = store_ptr_tko weak %q, %c : tile<ptr<bf16>>, tile<bf16> -> token
    return
  }

// f64 calls the f64 functions directly.
// CHECK-LABEL: llvm.func @trig_f64
// CHECK-SAME: (%[[X:.*]]: f64,
// CHECK-NOT: arith.extf
// CHECK: %[[S:.*]] = llvm.call @__nv_sin(%[[X]]) : (f64) -> f64
// CHECK-NEXT: %[[C:.*]] = llvm.call @__nv_cos(%[[S]]) : (f64) -> f64
// CHECK-NEXT: llvm.call @__nv_tan(%[[C]]) : (f64) -> f64
// CHECK-NOT: arith.truncf
// CHECK: llvm.return
  tile.entry @trig_f64(%x: tile<f64>, %p: tile<ptr<f64>>) {
    %s = sin %x : tile<f64>
    %c = cos %s : tile<f64>
    %t = tan %c : tile<f64>
    %k = store_ptr_tko weak %p, %t : tile<ptr<f64>>, tile<f64> -> token
    return
  }
}
