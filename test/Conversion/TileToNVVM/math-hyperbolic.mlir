// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s

// sinh, cosh and tanh are libdevice's (TileToGPUMath.cpp): `__nv_sinhf`,
// `__nv_coshf`, `__nv_tanhf` for f32 (f16/bf16 through f32),
// `__nv_sinh`/`__nv_cosh`/`__nv_tanh` for f64. tanh rounding<approx>
// computes the same as tanh: the same `__nv_tanhf` call.

// CHECK-LABEL: gpu.module @m
// CHECK-DAG: llvm.func @__nv_sinhf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_coshf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_tanhf(f32) -> f32
// CHECK-DAG: llvm.func @__nv_tanh(f64) -> f64
tile.module @m {
// CHECK-LABEL: llvm.func @sinh
// CHECK-SAME: (%[[X:.*]]: f32,
// CHECK: llvm.call @__nv_sinhf(%[[X]]) : (f32) -> f32
  tile.entry @sinh(%x: tile<f32>, %p: tile<ptr<f32>>) {
    %s = sinh %x : tile<f32>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// CHECK-LABEL: llvm.func @cosh
// CHECK-SAME: (%[[X:.*]]: f32,
// CHECK: llvm.call @__nv_coshf(%[[X]]) : (f32) -> f32
  tile.entry @cosh(%x: tile<f32>, %p: tile<ptr<f32>>) {
    %s = cosh %x : tile<f32>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// CHECK-LABEL: llvm.func @tanh
// CHECK-SAME: (%[[X:.*]]: f32,
// CHECK: %[[A:.*]] = llvm.call @__nv_tanhf(%[[X]]) : (f32) -> f32
// CHECK-NEXT: llvm.call @__nv_tanhf(%[[A]]) : (f32) -> f32
  tile.entry @tanh(%x: tile<f32>, %p: tile<ptr<f32>>) {
    %a = tanh %x rounding<approx> : tile<f32>
    %s = tanh %a : tile<f32>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// CHECK-LABEL: llvm.func @tanh_f16_f64
// CHECK-SAME: (%[[H:.*]]: f16, %[[D:.*]]: f64,
// CHECK: %[[HF:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK-NEXT: %[[T:.*]] = llvm.call @__nv_tanhf(%[[HF]]) : (f32) -> f32
// CHECK-NEXT: arith.truncf %[[T]] : f32 to f16
// CHECK-NEXT: llvm.call @__nv_tanh(%[[D]]) : (f64) -> f64
  tile.entry @tanh_f16_f64(%h: tile<f16>, %d: tile<f64>, %p: tile<ptr<f16>>, %q: tile<ptr<f64>>) {
    %a = tanh %h : tile<f16>
    %b = tanh %d : tile<f64>
    %t = store_ptr_tko weak %p, %a : tile<ptr<f16>>, tile<f16> -> token
    %u = store_ptr_tko weak %q, %b : tile<ptr<f64>>, tile<f64> -> token
    return
  }
}
