// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s

// sin, cos, tan in f32 arithmetic (TileToGPUMath.cpp): x = q pi/2 + r with
// r carried as hi + lo. |x| <= 2^17: Cody-Waite, j = rint(x 2/pi), pi/2 as
// three f32 parts C1 + C2 + C3 (x - j C1 exact in one fma, j C2 split by
// fma). Finite |x| > 2^17: Payne-Hanek in an scf.if taken when some lane
// needs it: the 24-bit significand times 224 bits of 2/pi (seven 32-bit
// words, 0xA2F9836E = 2734261102 first) as eight words, the 64-bit window
// from bit 162 - e (312 - the biased exponent) up, its fraction in f64
// times pi/2^65. Then the Taylor kernels (sin to r^9, cos to r^10), the
// quadrant's swap and sign; sin(+-0) = +-0, inf and NaN give NaN.

tile.module @m {
// CHECK-LABEL: llvm.func @sin
// CHECK-SAME: (%[[X:.*]]: f32,
// CHECK-DAG: %[[C312:.*]] = arith.constant 312 : i32
// CHECK-DAG: %[[W0:.*]] = arith.constant 2734261102 : i64
// CHECK-DAG: %[[W6:.*]] = arith.constant 4266746795 : i64
// CHECK-DAG: %[[PIO2_64:.*]] = arith.constant 8.5153039502163861E-20 : f64
// CHECK-DAG: %[[C1:.*]] = arith.constant 1.57079637 : f32
// CHECK-DAG: %[[C2:.*]] = arith.constant -4.37113883E-8 : f32
// CHECK-DAG: %[[C3:.*]] = arith.constant -1.71512451E-15 : f32
// CHECK-DAG: %[[TWOOVERPI:.*]] = arith.constant 0.636619746 : f32
// CHECK-DAG: %[[LIMIT:.*]] = arith.constant 1.310720e+05 : f32
// CHECK-DAG: %[[S9:.*]] = arith.constant 2.75573188E-6 : f32
// CHECK-DAG: %[[S3:.*]] = arith.constant -0.166666672 : f32
// CHECK-DAG: %[[C10:.*]] = arith.constant -2.755732E-7 : f32
// CHECK-DAG: %[[C4:.*]] = arith.constant 0.0416666679 : f32
// CHECK: %[[AX:.*]] = math.absf %[[X]] : f32
// CHECK: %[[SMALL:.*]] = arith.cmpf ole, %[[AX]], %[[LIMIT]] : f32
// CHECK: %[[LARGE:.*]] = arith.andi
// CHECK: %[[XS:.*]] = arith.select %[[SMALL]], %[[X]], %{{.*}} : f32
// CHECK: %[[T:.*]] = arith.mulf %[[XS]], %[[TWOOVERPI]] : f32
// CHECK: %[[J:.*]] = math.roundeven %[[T]] : f32
// CHECK: %[[NJ:.*]] = arith.negf %[[J]] : f32
// CHECK: math.fma %[[NJ]], %[[C1]], %[[XS]] : f32
// CHECK: %[[PH:.*]] = arith.mulf %[[J]], %[[C2]] : f32
// CHECK: %[[NPH:.*]] = arith.negf %[[PH]] : f32
// CHECK: math.fma %[[J]], %[[C2]], %[[NPH]] : f32
// CHECK: math.fma %[[NJ]], %[[C3]], %{{.*}} : f32
// CHECK: %[[RED:.*]]:3 = scf.if %[[LARGE]] -> (i32, f32, f32) {
// CHECK: arith.muli %{{.*}}, %[[W6]] : i64
// CHECK: arith.muli %{{.*}}, %[[W0]] : i64
// CHECK: arith.subi %[[C312]], %{{.*}} : i32
// CHECK: arith.sitofp %{{.*}} : i64 to f64
// CHECK: arith.mulf %{{.*}}, %[[PIO2_64]] : f64
// CHECK: } else {
// CHECK: %[[Z:.*]] = arith.mulf %[[RED]]#1, %[[RED]]#1 : f32
// CHECK: math.fma %[[S9]], %[[Z]], %{{.*}} : f32
// CHECK: math.fma %{{.*}}, %[[Z]], %[[S3]] : f32
// CHECK: math.fma %[[C10]], %[[Z]], %{{.*}} : f32
// CHECK: math.fma %{{.*}}, %[[Z]], %[[C4]] : f32
// CHECK: arith.andi %[[RED]]#0, %{{.*}} : i32
// CHECK: arith.cmpf oeq, %[[X]], %{{.*}} : f32
// CHECK: %[[NF:.*]] = arith.subf %[[X]], %[[X]] : f32
// CHECK: arith.cmpf uno, %[[NF]], %[[NF]] : f32
  tile.entry @sin(%x: tile<f32>, %p: tile<ptr<f32>>) {
    %s = sin %x : tile<f32>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// cos: the sign flips when bit 1 of q + 1 is set (quadrants 1 and 2).
// tan: even quadrants sin/cos, odd ones -cos/sin, as pairs: the quotient
// corrected by the exact remainder fma(-q, d.hi, n.hi).
// CHECK-LABEL: llvm.func @cos_tan
// CHECK: %[[QC:.*]]:3 = scf.if
// CHECK: %[[Q1:.*]] = arith.addi %[[QC]]#0, %{{.*}} : i32
// CHECK: arith.andi %[[Q1]], %{{.*}} : i32
// CHECK: %[[Q:.*]] = arith.divf %[[N:.*]], %[[D:.*]] : f32
// CHECK: %[[NQ:.*]] = arith.negf %[[Q]] : f32
// CHECK: math.fma %[[NQ]], %[[D]], %[[N]] : f32
// CHECK: %[[CORR:.*]] = arith.divf %{{.*}}, %[[D]] : f32
// CHECK: %[[TAN:.*]] = arith.addf %[[Q]], %[[CORR]] : f32
// CHECK: arith.negf %[[TAN]] : f32
  tile.entry @cos_tan(%x: tile<f32>, %p: tile<ptr<f32>>) {
    %c = cos %x : tile<f32>
    %t = tan %c : tile<f32>
    %k = store_ptr_tko weak %p, %t : tile<ptr<f32>>, tile<f32> -> token
    return
  }

// f16 is computed in f32 and rounded back once.
// CHECK-LABEL: llvm.func @sin_f16
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: scf.if
// CHECK: arith.truncf %{{.*}} : f32 to f16
  tile.entry @sin_f16(%x: tile<f16>, %p: tile<ptr<f16>>) {
    %s = sin %x : tile<f16>
    %t = store_ptr_tko weak %p, %s : tile<ptr<f16>>, tile<f16> -> token
    return
  }
}
