// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s

// f8E8M0FNU and f4E2M1FN values are their bits in i8 registers
// (TileToGPUNarrowFloat.cpp). Conversions into every narrow format in the
// modes other than f8's nearest_even take the general encoder: the f32
// significand with its leading one at bit 23 (f32 subnormals normalised by
// their leading zeros), the bits the format does not keep shifted out and
// rounded on, codes past the largest finite one overflowing. The
// interpreter (APFloat) is the reference; the GPU case
// test/Inputs/gpu-ops/narrow-floats.mlir checks every mode bit for bit.

// f32 -> f8E8M0FNU, toward +inf. E8M0 keeps no fraction bits: the shift is
// 23 for exponents >= -127, else -104 - e (at most 26); the code is e + 127
// (the base e + 127 - 1 plus the leading one) and rounds up when any
// shifted-out bit is set and x is positive; past 254 a positive value goes
// to 255 (NaN), a negative one would stop at 254; inf and NaN are 255,
// zero 0, a negative nonzero value 255 (no sign). f32 subnormals: e =
// -126 - (ctlz - 8) = -118 - ctlz.
// CHECK-LABEL: llvm.func @e8m0(
// CHECK-DAG: %[[C126:.*]] = arith.constant 126 : i32
// CHECK-DAG: %[[C118:.*]] = arith.constant -118 : i32
// CHECK-DAG: %[[C104:.*]] = arith.constant -104 : i32
// CHECK-DAG: %[[EMIN:.*]] = arith.constant -127 : i32
// CHECK-DAG: %[[C254:.*]] = arith.constant 254 : i32
// CHECK-DAG: %[[C255:.*]] = arith.constant 255 : i32
// CHECK: %[[LZ:.*]] = math.ctlz %{{.*}} : i32
// CHECK: arith.subi %[[C118]], %[[LZ]] : i32
// CHECK: %[[NORMAL:.*]] = arith.cmpi sge, %[[E:.*]], %[[EMIN]] : i32
// CHECK: arith.subi %[[C104]], %[[E]] : i32
// CHECK: arith.addi %[[E]], %[[C126]] : i32
// CHECK: %[[POS:.*]] = arith.cmpi eq, %[[SIGN:.*]], %{{.*}} : i32
// CHECK: %[[UP:.*]] = arith.andi %{{.*}}, %[[POS]] : i1
// CHECK: %[[OVER:.*]] = arith.select %[[POS]], %[[C255]], %[[C254]] : i32
// CHECK: %[[PAST:.*]] = arith.cmpi sgt, %{{.*}}, %[[C254]] : i32
// CHECK: arith.select %[[PAST]], %[[OVER]], %{{.*}} : i32
// CHECK: %[[CODE:.*]] = arith.trunci %{{.*}} : i32 to i8
// f8E8M0FNU -> f32: code << 23, 0 -> 2^-127 (0x00400000 = 4194304), 255 ->
// NaN (0x7fc00000 = 2143289344).
// CHECK: %[[W:.*]] = arith.extui %[[CODE]] : i8 to i32
// CHECK: %[[SH:.*]] = arith.shli %[[W]], %{{.*}} : i32
// CHECK: %[[Z:.*]] = arith.cmpi eq, %[[W]], %{{.*}} : i32
// CHECK: %[[V0:.*]] = arith.select %[[Z]], %{{.*}}4194304{{.*}}, %[[SH]] : i32
// CHECK: %[[N:.*]] = arith.cmpi eq, %[[W]], %[[C255]] : i32
// CHECK: arith.select %[[N]], %{{.*}}2143289344{{.*}}, %[[V0]] : i32

// f4E2M1FN -> i4 bitcast: the nibble of the code (i32 -> i8 -> i4, which
// canonicalize folds), and exti back.
// CHECK-LABEL: llvm.func @f4(
// CHECK: %[[NIB:.*]] = arith.trunci %{{.*}} : i32 to i4
// CHECK: arith.extui %[[NIB]] : i4 to i8
// f4E2M1FN -> f32: e > 0: (e + 126) << 23 | m << 22; e = 0: m * 0x3f000000
// (0.5).
// CHECK: arith.muli %{{.*}}, %{{.*}}1056964608{{.*}} : i32
tile.module @m {
  tile.entry @e8m0(%x: tile<f32>, %p: tile<ptr<i8>>, %q: tile<ptr<f32>>) {
    %a = ftof %x rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>
    %c = bitcast %a : tile<f8E8M0FNU> -> tile<i8>
    %t0 = store_ptr_tko weak %p, %c : tile<ptr<i8>>, tile<i8> -> token
    %b = ftof %a : tile<f8E8M0FNU> -> tile<f32>
    %t1 = store_ptr_tko weak %q, %b : tile<ptr<f32>>, tile<f32> -> token
    return
  }
  tile.entry @f4(%s: tile<f32>, %p: tile<ptr<i8>>, %q: tile<ptr<f32>>) {
    %s1 = reshape %s : tile<f32> -> tile<1xf32>
    %x = broadcast %s1 : tile<1xf32> -> tile<2xf32>
    %a = ftof %x rounding<negative_inf> : tile<2xf32> -> tile<2xf4E2M1FN>
    %i = bitcast %a : tile<2xf4E2M1FN> -> tile<2xi4>
    %w = exti %i unsigned : tile<2xi4> -> tile<2xi8>
    %pr = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %pb = broadcast %pr : tile<1xptr<i8>> -> tile<2xptr<i8>>
    %io = iota : tile<2xi32>
    %pp = offset %pb, %io : tile<2xptr<i8>>, tile<2xi32> -> tile<2xptr<i8>>
    %t0 = store_ptr_tko weak %pp, %w : tile<2xptr<i8>>, tile<2xi8> -> token
    %b = ftof %a : tile<2xf4E2M1FN> -> tile<2xf32>
    %qr = reshape %q : tile<ptr<f32>> -> tile<1xptr<f32>>
    %qb = broadcast %qr : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %qp = offset %qb, %io : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %t1 = store_ptr_tko weak %qp, %b : tile<2xptr<f32>>, tile<2xf32> -> token
    return
  }
}
