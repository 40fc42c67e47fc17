// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s
// RUN: tile-opt %s --tile-to-nvvm="chip=sm_90 num-warps=1" | FileCheck %s --check-prefix=NVVM

// log, log2, sqrt, rsqrt on f32 (f16/bf16 computed in f32): sqrt is
// llvm.sqrt (sqrt.rn.f32, correctly rounded, written out in
// TileToGPUMath.cpp); rsqrt, log and log2 are libdevice's `__nv_rsqrtf`,
// `__nv_logf`, `__nv_log2f`, called per lane.

tile.module @m {
// CHECK-LABEL: llvm.func @sqrt_rsqrt
// CHECK: %[[S:.*]] = math.sqrt %{{.*}} : vector<8xf32>
// CHECK-NEXT: %[[S0:.*]] = vector.extract %[[S]][0] : f32 from vector<8xf32>
// CHECK-NEXT: %[[R0:.*]] = llvm.call @__nv_rsqrtf(%[[S0]]) : (f32) -> f32
// CHECK-COUNT-7: llvm.call @__nv_rsqrtf(
// CHECK-NEXT: %[[R:.*]] = vector.from_elements %[[R0]], %{{.*}} : vector<8xf32>
// CHECK-NEXT: arith.addf %[[S]], %[[R]] : vector<8xf32>
// NVVM-LABEL: llvm.func @sqrt_rsqrt
// NVVM: llvm.intr.sqrt(%{{.*}}) : (vector<8xf32>) -> vector<8xf32>
// NVVM-COUNT-8: llvm.call @__nv_rsqrtf(%{{.*}}) : (f32) -> f32
  tile.entry @sqrt_rsqrt(%p: tile<ptr<f32>>) {
    %i = iota : tile<256xi32>
    %f = itof %i signed : tile<256xi32> -> tile<256xf32>
    %s = sqrt %f : tile<256xf32>
    %r = rsqrt %s : tile<256xf32>
    %sr = addf %s, %r : tile<256xf32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %po = offset %pb, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %tk = store_ptr_tko weak %po, %sr : tile<256xptr<f32>>, tile<256xf32> -> token
    return
  }

// CHECK-LABEL: llvm.func @log
// CHECK: %[[V:.*]] = llvm.intr.masked.gather
// CHECK-NEXT: %[[X:.*]] = vector.extract %[[V]][0] : f32 from vector<1xf32>
// CHECK-NEXT: llvm.call @__nv_logf(%[[X]]) : (f32) -> f32
  tile.entry @log(%p: tile<ptr<f32>>) {
    %i = iota : tile<32xi32>
    %pp0 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb0 = broadcast %pp0 : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %po0 = offset %pb0, %i : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %f, %t0 = load_ptr_tko weak %po0 : tile<32xptr<f32>> -> tile<32xf32>, token
    %l = log %f : tile<32xf32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %po = offset %pb, %i : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %tk = store_ptr_tko weak %po, %l : tile<32xptr<f32>>, tile<32xf32> -> token
    return
  }

// f16 goes through f32 and is rounded back once.
// CHECK-LABEL: llvm.func @log2_f16
// CHECK: %[[E:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NEXT: %[[L:.*]] = llvm.call @__nv_log2f(%[[E]]) : (f32) -> f32
// CHECK-NEXT: arith.truncf %[[L]] : f32 to f16
  tile.entry @log2_f16(%p: tile<ptr<f16>>) {
    %i = iota : tile<32xi32>
    %pp0 = reshape %p : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pb0 = broadcast %pp0 : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %po0 = offset %pb0, %i : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %f, %t0 = load_ptr_tko weak %po0 : tile<32xptr<f16>> -> tile<32xf16>, token
    %l = log2 %f : tile<32xf16>
    %pp = reshape %p : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pb = broadcast %pp : tile<1xptr<f16>> -> tile<32xptr<f16>>
    %po = offset %pb, %i : tile<32xptr<f16>>, tile<32xi32> -> tile<32xptr<f16>>
    %tk = store_ptr_tko weak %po, %l : tile<32xptr<f16>>, tile<32xf16> -> token
    return
  }
}
