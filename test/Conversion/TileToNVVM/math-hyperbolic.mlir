// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s

// sinh, cosh and tanh in f32 arithmetic (TileToGPUMath.cpp), all from one
// e^|x| = (hi + lo) 2^n: n = rint(|x| log2 e), |x| - n ln 2 with ln 2 in two
// f32 parts (0.693147182 and -1.90465421E-9; the first product exact in one
// fma, the second split by fma), e^r = 1 + r + r^2 P(r) with the Taylor
// series to r^8 (1/2 ... 1/40320).

tile.module @m {
// sinh: |x| < 1 the odd series to x^11 (1/6 ... 1/39916800); |x| <= 12
// (e^|x| - e^-|x|) / 2 with both as pairs (1/(hi + lo) corrected by the
// exact remainder fma(-hi, 1/hi, 1)) and 2^n, 2^-n with n <= 20; beyond
// e^|x| / 2 scaled in two steps; x's sign; +-0 and NaN pass through.
// CHECK-LABEL: llvm.func @sinh
// CHECK-SAME: (%[[X:.*]]: f32,
// CHECK-DAG: %[[INV11:.*]] = arith.constant 2.50521079E-8 : f32
// CHECK-DAG: %[[TWELVE:.*]] = arith.constant 1.200000e+01 : f32
// CHECK-DAG: %[[CAP:.*]] = arith.constant 20 : i32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
// CHECK-DAG: %[[INV8:.*]] = arith.constant 2.48015876E-5 : f32
// CHECK-DAG: %[[LN2LO:.*]] = arith.constant -1.90465421E-9 : f32
// CHECK-DAG: %[[LN2HI:.*]] = arith.constant 0.693147182 : f32
// CHECK-DAG: %[[LOG2E:.*]] = arith.constant 1.44269502 : f32
// CHECK-DAG: %[[HUNDRED:.*]] = arith.constant 1.000000e+02 : f32
// CHECK: %[[AX:.*]] = math.absf %[[X]] : f32
// CHECK: %[[A:.*]] = arith.minnumf %[[AX]], %[[HUNDRED]] : f32
// CHECK: %[[T:.*]] = arith.mulf %[[A]], %[[LOG2E]] : f32
// CHECK: %[[N:.*]] = math.roundeven %[[T]] : f32
// CHECK: %[[NN:.*]] = arith.negf %[[N]] : f32
// CHECK: math.fma %[[NN]], %[[LN2HI]], %[[A]] : f32
// CHECK: %[[CH:.*]] = arith.mulf %[[N]], %[[LN2LO]] : f32
// CHECK: %[[NCH:.*]] = arith.negf %[[CH]] : f32
// CHECK: math.fma %[[N]], %[[LN2LO]], %[[NCH]] : f32
// CHECK: math.fma %[[INV8]], %{{.*}}, %{{.*}} : f32
// CHECK: math.fma %{{.*}}, %{{.*}}, %[[HALF]] : f32
// CHECK: %[[NI:.*]] = arith.fptosi %[[N]] : f32 to i32
// CHECK: arith.minsi %[[NI]], %[[CAP]] : i32
// CHECK: %[[INV:.*]] = arith.divf %[[ONE]], %[[EHI:.*]] : f32
// CHECK: %[[NEHI:.*]] = arith.negf %[[EHI]] : f32
// CHECK: math.fma %[[NEHI]], %[[INV]], %[[ONE]] : f32
// CHECK: %[[MID:.*]] = arith.mulf %{{.*}}, %[[HALF]] : f32
// CHECK: %[[LE12:.*]] = arith.cmpf ole, %[[AX]], %[[TWELVE]] : f32
// CHECK: %[[BIGMID:.*]] = arith.select %[[LE12]], %[[MID]], %{{.*}} : f32
// CHECK: %[[Z:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK: math.fma %[[INV11]], %[[Z]], %{{.*}} : f32
// CHECK: %[[SERIES:.*]] = math.fma %{{.*}}, %{{.*}}, %[[X]] : f32
// CHECK: %[[SIGNED:.*]] = math.copysign %[[BIGMID]], %[[X]] : f32
// CHECK: %[[LT1:.*]] = arith.cmpf olt, %[[AX]], %[[ONE]] : f32
// CHECK: arith.select %[[LT1]], %[[SERIES]], %[[SIGNED]] : f32
// CHECK: arith.cmpf uno, %[[X]], %[[X]] : f32
  tile.entry @sinh(%x: tile<f32>, %p: tile<ptr<f32>>) {
    %s = sinh %x : tile<f32>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// cosh: (e^|x| + e^-|x|) / 2 up to 12, e^|x| / 2 beyond; no series.
// CHECK-LABEL: llvm.func @cosh
// CHECK: math.absf
// CHECK: arith.divf
// CHECK-NOT: math.copysign
// CHECK: arith.cmpf ole
// CHECK-NOT: math.copysign
// CHECK: llvm.return
  tile.entry @cosh(%x: tile<f32>, %p: tile<ptr<f32>>) {
    %s = cosh %x : tile<f32>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// tanh (approx computes the same as full): |x| < 0.4 the odd series to x^15
// (-1/3, 2/15, ..., -929569/638512875); else 1 - 2 / (e^2|x| + 1) with
// 2|x| clamped to 40, the quotient corrected by its exact remainder.
// CHECK-LABEL: llvm.func @tanh
// CHECK-SAME: (%[[X:.*]]: f32,
// CHECK-DAG: %[[FORTY:.*]] = arith.constant 4.000000e+01 : f32
// CHECK-DAG: %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG: %[[C15:.*]] = arith.constant -0.00145583437 : f32
// CHECK-DAG: %[[THIRD:.*]] = arith.constant -0.333333343 : f32
// CHECK-DAG: %[[SWITCH:.*]] = arith.constant 4.000000e-01 : f32
// CHECK: %[[AX:.*]] = math.absf %[[X]] : f32
// CHECK: %[[AX2:.*]] = arith.addf %[[AX]], %[[AX]] : f32
// CHECK: arith.minnumf %[[AX2]], %[[FORTY]] : f32
// CHECK: %[[Q:.*]] = arith.divf %[[TWO]], %[[D:.*]] : f32
// CHECK: %[[NQ:.*]] = arith.negf %[[Q]] : f32
// CHECK: math.fma %[[NQ]], %[[D]], %[[TWO]] : f32
// CHECK: math.copysign %{{.*}}, %[[X]] : f32
// CHECK: math.fma %[[C15]], %{{.*}}, %{{.*}} : f32
// CHECK: math.fma %{{.*}}, %{{.*}}, %[[THIRD]] : f32
// CHECK: arith.cmpf olt, %[[AX]], %[[SWITCH]] : f32
  tile.entry @tanh(%x: tile<f32>, %p: tile<ptr<f32>>) {
    %s = tanh %x rounding<approx> : tile<f32>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
