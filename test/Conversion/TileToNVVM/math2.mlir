// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s
// RUN: tile-opt %s --tile-to-nvvm="chip=sm_90 num-warps=1" | FileCheck %s --check-prefix=NVVM

// log, log2, sqrt, rsqrt on f32 (f16/bf16 computed in f32): sqrt is
// llvm.sqrt (sqrt.rn.f32, correctly rounded), rsqrt is 1 / sqrt (two
// correct roundings), log and log2 are plain f32 arithmetic (no lg2.approx,
// whose error is absolute): x = 2^k m, s = (m - 1) / (m + 1), an odd series
// in s, plus k ln 2 split in two.

tile.module @m {
// CHECK-LABEL: llvm.func @sqrt_rsqrt
// CHECK: %[[S:.*]] = math.sqrt %{{.*}} : vector<8xf32>
// CHECK: %[[T:.*]] = math.sqrt %[[S]] : vector<8xf32>
// CHECK: arith.divf %{{.*}}, %[[T]] : vector<8xf32>
// NVVM-LABEL: llvm.func @sqrt_rsqrt
// NVVM: llvm.intr.sqrt(%{{.*}}) : (vector<8xf32>) -> vector<8xf32>
// NVVM: llvm.fdiv
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

// log: subnormals scaled by 2^23, the exponent from the bits, the mantissa
// in [1, 2) halved above sqrt 2, s = (m - 1) / (m + 1) and its correction
// from the exact remainder fma(-s, m + 1, m - 1), Horner in s^2 from 1/11,
// then k ln2_hi (16 bits, exact) + 2s by two-sum, k ln2_lo by fma into the
// small terms, then the special values.
// CHECK-LABEL: llvm.func @log
// CHECK-DAG: %[[SUBN:.*]] = arith.constant 1.17549435E-38 : f32
// CHECK-DAG: %[[SQRT2:.*]] = arith.constant 1.41421354 : f32
// CHECK-DAG: %[[C11:.*]] = arith.constant 0.0909090936 : f32
// CHECK-DAG: %[[LO:.*]] = arith.constant 1.42860677E-6 : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant 0.693145751 : f32
// CHECK: llvm.intr.masked.gather
// CHECK: %[[X:.*]] = vector.extract
// CHECK: arith.cmpf olt, %[[X]], %[[SUBN]] : f32
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.cmpf ogt, %{{.*}}, %[[SQRT2]] : f32
// CHECK: %[[Q:.*]] = arith.divf %[[F:.*]], %[[U:.*]] : f32
// CHECK: %[[QN:.*]] = arith.negf %[[Q]] : f32
// CHECK: math.fma %[[QN]], %[[U]], %[[F]] : f32
// CHECK: %[[Z:.*]] = arith.mulf %[[Q]], %[[Q]] : f32
// CHECK: math.fma %[[C11]], %[[Z]], %{{.*}} : f32
// CHECK: %[[TWOS:.*]] = arith.addf %[[Q]], %[[Q]] : f32
// CHECK: %[[SMALL:.*]] = math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: %[[K:.*]] = arith.sitofp %{{.*}} : i32 to f32
// CHECK: %[[KH:.*]] = arith.mulf %[[K]], %[[HI]] : f32
// CHECK: arith.addf %[[KH]], %[[TWOS]] : f32
// CHECK: math.fma %[[K]], %[[LO]], %[[SMALL]] : f32
// CHECK: arith.cmpf oeq, %[[X]]
// CHECK: arith.cmpf olt, %[[X]]
// CHECK: arith.cmpf uno, %[[X]], %[[X]] : f32
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

// log2 = k + log m * log2 e, log2 e in two parts; f16 goes through f32.
// CHECK-LABEL: llvm.func @log2_f16
// CHECK: %[[E:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: arith.addf
// CHECK: arith.cmpf uno, %[[E]], %[[E]] : f32
// CHECK: arith.truncf %{{.*}} : f32 to f16
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
