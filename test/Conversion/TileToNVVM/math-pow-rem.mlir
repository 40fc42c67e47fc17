// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s

// pow and atan2 of f32 (f16/bf16 through f32) are computed in f64 and
// rounded once; fpowi multiplies in f64 over the exponent's bits; remf is
// exact on integer significands (TileToGPUMath.cpp).

tile.module @m {
// pow: log2|x| in f64 (x = 2^k m, m in [sqrt(1/2), sqrt(2)), the atanh
// series of s = (m - 1) / (m + 1) to s^19), times y, clamped to [-400, 400],
// 2^t by n = rint(t) and the series of e^((t - n) ln 2) to 1/11!; then the
// C99 special cases: y = 0 or x = 1 -> 1, NaN, the sign of odd integral y
// (|y| < 2^24 = 0x4B800000, trunc(y) == y).
// CHECK-LABEL: llvm.func @pow
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32,
// CHECK-DAG: %[[SQRT2:.*]] = arith.constant 1.4142135623730951 : f64
// CHECK-DAG: %[[INV19:.*]] = arith.constant 0.052631578947368418 : f64
// CHECK-DAG: %[[LOG2E:.*]] = arith.constant 1.4426950408889634 : f64
// CHECK-DAG: %[[MAXT:.*]] = arith.constant 4.000000e+02 : f64
// CHECK-DAG: %[[LN2:.*]] = arith.constant 0.69314718055994529 : f64
// CHECK-DAG: %[[INV11F:.*]] = arith.constant 2.505210838544172E-8 : f64
// CHECK-DAG: %[[TWO24:.*]] = arith.constant 0x4B800000 : f32
// CHECK: %[[XD:.*]] = arith.extf %[[X]] : f32 to f64
// CHECK: %[[YD:.*]] = arith.extf %[[Y]] : f32 to f64
// CHECK: %[[AX:.*]] = math.absf %[[XD]] : f64
// CHECK: arith.bitcast %[[AX]] : f64 to i64
// CHECK: arith.cmpf ogt, %{{.*}}, %[[SQRT2]] : f64
// CHECK: arith.divf
// CHECK: math.fma %[[INV19]], %{{.*}}, %{{.*}} : f64
// CHECK: %[[L:.*]] = math.fma %{{.*}}, %[[LOG2E]], %{{.*}} : f64
// CHECK: %[[T:.*]] = arith.mulf %[[YD]], %{{.*}} : f64
// CHECK: arith.minnumf %[[T]], %[[MAXT]] : f64
// CHECK: math.roundeven %{{.*}} : f64
// CHECK: arith.mulf %{{.*}}, %[[LN2]] : f64
// CHECK: math.fma %[[INV11F]], %{{.*}}, %{{.*}} : f64
// CHECK: %[[YT:.*]] = math.trunc %[[Y]] : f32
// CHECK: arith.cmpf oeq, %[[YT]], %[[Y]] : f32
// CHECK: arith.cmpf olt, %{{.*}}, %[[TWO24]] : f32
// CHECK: arith.cmpf uno, %[[Y]], %[[Y]] : f32
// CHECK: arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK: arith.truncf %{{.*}} : f64 to f32
  tile.entry @pow(%x: tile<f32>, %y: tile<f32>, %p: tile<ptr<f32>>) {
    %s = pow %x, %y : tile<f32>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// atan2(y, x): a = min/max of the magnitudes in f64 (0/0 -> 0,
// inf/inf -> 1), reduced by pi/4 (a > tan(3pi/16)) or pi/8
// (a > tan(pi/16), u = (a - tan(pi/8)) / (1 + a tan(pi/8))), the odd
// series to u^15, then pi/2 - t, pi - t (x's sign bit), y's sign; rounded
// to f32 and then to bf16 as the interpreter does.
// CHECK-LABEL: llvm.func @atan2
// CHECK-DAG: %[[PI:.*]] = arith.constant 3.1415926535897931 : f64
// CHECK-DAG: %[[PIO2:.*]] = arith.constant 1.5707963267948966 : f64
// CHECK-DAG: %[[INV15:.*]] = arith.constant -0.066666666666666666 : f64
// CHECK-DAG: %[[PIO4:.*]] = arith.constant 0.78539816339744828 : f64
// CHECK-DAG: %[[PIO8:.*]] = arith.constant 0.39269908169872414 : f64
// CHECK-DAG: %[[T3:.*]] = arith.constant 0.66817863791929888 : f64
// CHECK-DAG: %[[T1:.*]] = arith.constant 0.19891236737965801 : f64
// CHECK-DAG: %[[T8:.*]] = arith.constant 0.41421356237309503 : f64
// CHECK: %[[Y:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK: %[[X:.*]] = arith.extf %{{.*}} : f32 to f64
// CHECK: %[[HI:.*]] = arith.maxnumf
// CHECK: %[[LO:.*]] = arith.minnumf
// CHECK: arith.divf %[[LO]], %[[HI]] : f64
// CHECK: arith.cmpf ogt, %[[A:.*]], %[[T3]] : f64
// CHECK: arith.cmpf ogt, %[[A]], %[[T1]] : f64
// CHECK: arith.subf %[[A]], %[[T8]] : f64
// CHECK: math.fma %[[A]], %[[T8]], %{{.*}} : f64
// CHECK: arith.select %{{.*}}, %[[PIO8]], %{{.*}} : f64
// CHECK: arith.select %{{.*}}, %[[PIO4]], %{{.*}} : f64
// CHECK: math.fma %[[INV15]], %{{.*}}, %{{.*}} : f64
// CHECK: arith.subf %[[PIO2]], %{{.*}} : f64
// CHECK: arith.subf %[[PI]], %{{.*}} : f64
// CHECK: math.copysign %{{.*}}, %[[Y]] : f64
// CHECK: %[[R32:.*]] = arith.truncf %{{.*}} : f64 to f32
// CHECK: arith.truncf %[[R32]] : f32 to bf16
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
