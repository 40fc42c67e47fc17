// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" --canonicalize --cse | FileCheck %s

// f8E4M3FN and f8E5M2 values are their bits in i8 registers and in memory
// (TileToGPUCompute.cpp); conversions go through f32 with the semantics of
// the interpreter (APFloat): round to nearest even once, overflow to NaN
// (E4M3FN, which has no infinity) or inf (E5M2), NaN keeping its sign and
// (E5M2) the top two payload bits, made quiet.

// The non-splat constant of @constants below: E4M3FN codes of 1, 1.5, 2,
// 3, -1, -1.5, -2 (sign 0x80 | exponent + 7 << 3 | mantissa) and NaN.
// CHECK: llvm.mlir.global internal constant @__tileir_const0(dense<[56, 60, 64, 68, -72, -68, -64, 127]> : tensor<8xi8>) {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<8 x i8>

tile.module @m {
// f32 -> f8: normal results round the f32 bits (E4M3FN: 20 low bits, half
// = 524287 + the kept lsb, rebias by (127 - 7) << 3 = 960; E5M2: 21 bits,
// 1048575, (127 - 15) << 2 = 448); below the smallest normal (2^-6 =
// 121 << 23 = 1015021568, 2^-14 = 113 << 23 = 947912704) |x| + 2^14 (E4M3FN)
// or 2^7 (E5M2) rounds to the subnormal step in one f32 addition (the code
// is the difference of the bits from 2^14 = 1182793728 or 2^7 =
// 1124073472); past the largest code (126, 123): 127 (NaN) or 124 (inf).
// CHECK-LABEL: llvm.func @to_f8
// CHECK-SAME: (%[[X:.*]]: f32,
// CHECK-DAG: %[[M4:.*]] = arith.constant 1182793728 : i32
// CHECK-DAG: %[[M5:.*]] = arith.constant 1124073472 : i32
// CHECK-DAG: %[[T5:.*]] = arith.constant 947912704 : i32
// CHECK-DAG: %[[MAGIC5:.*]] = arith.constant 1.280000e+02 : f32
// CHECK-DAG: %[[REB5:.*]] = arith.constant 448 : i32
// CHECK-DAG: %[[HALF5:.*]] = arith.constant 1048575 : i32
// CHECK-DAG: %[[T4:.*]] = arith.constant 1015021568 : i32
// CHECK-DAG: %[[MAGIC4:.*]] = arith.constant 1.638400e+04 : f32
// CHECK-DAG: %[[REB4:.*]] = arith.constant 960 : i32
// CHECK-DAG: %[[HALF4:.*]] = arith.constant 524287 : i32
// CHECK-DAG: %[[MAX4:.*]] = arith.constant 126 : i32
// CHECK-DAG: %[[NAN4:.*]] = arith.constant 127 : i32
// CHECK-DAG: %[[MAX5:.*]] = arith.constant 123 : i32
// CHECK-DAG: %[[INF5:.*]] = arith.constant 124 : i32
// CHECK: %[[BITS:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK: %[[MAG:.*]] = arith.andi %[[BITS]], %{{.*}} : i32
// CHECK: arith.addi %{{.*}}, %[[HALF4]] : i32
// CHECK: arith.subi %{{.*}}, %[[REB4]] : i32
// CHECK: %[[AX:.*]] = math.absf %[[X]] : f32
// CHECK: arith.addf %[[AX]], %[[MAGIC4]] : f32
// CHECK: arith.subi %{{.*}}, %[[M4]] : i32
// CHECK: arith.cmpi ult, %[[MAG]], %[[T4]] : i32
// CHECK: %[[O4:.*]] = arith.cmpi sgt, %{{.*}}, %[[MAX4]] : i32
// CHECK: arith.select %[[O4]], %[[NAN4]], %{{.*}} : i32
// CHECK: arith.trunci %{{.*}} : i32 to i8
// CHECK: arith.addi %{{.*}}, %[[HALF5]] : i32
// CHECK: arith.subi %{{.*}}, %[[REB5]] : i32
// CHECK: arith.addf %[[AX]], %[[MAGIC5]] : f32
// CHECK: arith.subi %{{.*}}, %[[M5]] : i32
// CHECK: arith.cmpi ult, %[[MAG]], %[[T5]] : i32
// CHECK: %[[O5:.*]] = arith.cmpi sgt, %{{.*}}, %[[MAX5]] : i32
// CHECK: arith.select %[[O5]], %[[INF5]], %{{.*}} : i32
// The E5M2 NaN payload comes from the raw bits, not from |x| (NVPTX's
// abs.f32 would make the NaN canonical).
// CHECK: arith.shrui %[[BITS]], %{{.*}} : i32
// CHECK: arith.trunci %{{.*}} : i32 to i8
  tile.entry @to_f8(%x: tile<f32>, %p: tile<ptr<f8E4M3FN>>, %q: tile<ptr<f8E5M2>>) {
    %a = ftof %x : tile<f32> -> tile<f8E4M3FN>
    %b = ftof %x : tile<f32> -> tile<f8E5M2>
    %t = store_ptr_tko weak %p, %a : tile<ptr<f8E4M3FN>>, tile<f8E4M3FN> -> token
    %u = store_ptr_tko weak %q, %b : tile<ptr<f8E5M2>>, tile<f8E5M2> -> token
    return
  }

// f8 -> f16: loaded as bytes; the exponent rebiased ((e + 120) << 23, the
// mantissa << 20), subnormals as m * 2^-9, NaN (e = 15, m = 7) as a quiet
// f32 NaN with the payload; then f32 -> f16 (exact), NaN rebuilt from the
// f32 payload (>> 13) with the f16 exponent and quiet bit (0x7E00 = 32256).
// CHECK-LABEL: llvm.func @from_f8
// CHECK: %[[V:.*]] = llvm.intr.masked.gather %{{.*}} : (vector<1x!llvm.ptr<1>>, vector<1xi1>, vector<1xi8>) -> vector<1xi8>
// CHECK: %[[CODE:.*]] = vector.extract %[[V]][0] : i8 from vector<1xi8>
// CHECK: arith.extui %[[CODE]] : i8 to i32
// CHECK: arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: arith.uitofp %{{.*}} : i32 to f32
// CHECK: %[[F:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK: %[[H:.*]] = arith.truncf %[[F]] : f32 to f16
// CHECK: arith.cmpf uno, %[[F]], %[[F]] : f32
// CHECK: arith.ori %{{.*}}, %{{.*}} : i64
// CHECK: arith.select %{{.*}}, %{{.*}}, %[[H]] : f16
  tile.entry @from_f8(%p: tile<ptr<f8E4M3FN>>, %q: tile<ptr<f16>>) {
    %v, %t = load_ptr_tko weak %p : tile<ptr<f8E4M3FN>> -> tile<f8E4M3FN>, token
    %h = ftof %v : tile<f8E4M3FN> -> tile<f16>
    %u = store_ptr_tko weak %q, %h : tile<ptr<f16>>, tile<f16> -> token
    return
  }

// itof to f8: the integer converted toward zero (cvt.rz) with the last bit
// set when inexact (round to odd: one more rounding to nearest even at 3
// or fewer mantissa bits is then correct). ftoi saturating: NaN -> 0,
// >= 2^15 -> 32767, < -2^15 -> -32768, the rest converted.
// CHECK-LABEL: llvm.func @int_conv
// CHECK-SAME: (%[[I:.*]]: i64, %[[X:.*]]: f32,
// CHECK-DAG: %[[IMIN:.*]] = arith.constant -32768 : i16
// CHECK-DAG: %[[IMAX:.*]] = arith.constant 32767 : i16
// CHECK-DAG: %[[HI:.*]] = arith.constant 3.276800e+04 : f32
// CHECK-DAG: %[[LO:.*]] = arith.constant -3.276800e+04 : f32
// CHECK: %[[RZ:.*]] = llvm.call_intrinsic "llvm.nvvm.ull2f.rz"(%[[I]]) : (i64) -> f32
// CHECK: %[[BACK:.*]] = arith.fptoui %[[RZ]] : f32 to i64
// CHECK: %[[INEXACT:.*]] = arith.cmpi ne, %[[BACK]], %[[I]] : i64
// CHECK: %[[RB:.*]] = arith.bitcast %[[RZ]] : f32 to i32
// CHECK: %[[ODD:.*]] = arith.ori %[[RB]], %{{.*}} : i32
// CHECK: arith.select %[[INEXACT]], %[[ODD]], %[[RB]] : i32
// CHECK: arith.trunci %{{.*}} : i32 to i8
// CHECK: %[[TOOHIGH:.*]] = arith.cmpf oge, %[[X]], %[[HI]] : f32
// CHECK: %[[TOOLOW:.*]] = arith.cmpf olt, %[[X]], %[[LO]] : f32
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK: %[[SAFE:.*]] = arith.select %{{.*}}, %{{.*}}, %[[X]] : f32
// CHECK: %[[R:.*]] = arith.fptosi %[[SAFE]] : f32 to i16
// CHECK: %[[R1:.*]] = arith.select %[[TOOHIGH]], %[[IMAX]], %[[R]] : i16
// CHECK: %[[R2:.*]] = arith.select %[[TOOLOW]], %[[IMIN]], %[[R1]] : i16
// CHECK: arith.select %[[NAN]], %{{.*}}, %[[R2]] : i16
  tile.entry @int_conv(%i: tile<i64>, %x: tile<f32>, %p: tile<ptr<f8E5M2>>, %q: tile<ptr<i16>>) {
    %a = itof %i unsigned : tile<i64> -> tile<f8E5M2>
    %b = ftoi %x signed saturating : tile<f32> -> tile<i16>
    %t = store_ptr_tko weak %p, %a : tile<ptr<f8E5M2>>, tile<f8E5M2> -> token
    %u = store_ptr_tko weak %q, %b : tile<ptr<i16>>, tile<i16> -> token
    return
  }

// Constants: splats are arith.constant in the register form (f8 bits:
// 1.5 in E4M3FN is 0x3C = 60); other values are an internal constant
// global in global memory (one per distinct value list) from which each
// thread loads its chunk in one vector load.
// (The global is at the top of the module, checked first in this file.)
// CHECK-LABEL: llvm.func @constants
// CHECK-DAG: arith.constant 60 : i8
// CHECK: %[[G:.*]] = llvm.mlir.addressof @__tileir_const0 : !llvm.ptr<1>
// CHECK: %[[A:.*]] = llvm.getelementptr %[[G]][%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// CHECK: llvm.load %[[A]] {alignment = 1 : i64} : !llvm.ptr<1> -> i8
  tile.entry @constants(%p: tile<ptr<i8>>) {
    %s = constant <f8E4M3FN: 1.5> : tile<8xf8E4M3FN>
    %c = constant <f8E4M3FN: [1.0, 1.5, 2.0, 3.0, -1.0, -1.5, -2.0, 0x7F]> : tile<8xf8E4M3FN>
    %sb = bitcast %s : tile<8xf8E4M3FN> -> tile<8xi8>
    %cb = bitcast %c : tile<8xf8E4M3FN> -> tile<8xi8>
    %sum = addi %sb, %cb : tile<8xi8>
    %i = iota : tile<8xi32>
    %pp = reshape %p : tile<ptr<i8>> -> tile<1xptr<i8>>
    %pb = broadcast %pp : tile<1xptr<i8>> -> tile<8xptr<i8>>
    %po = offset %pb, %i : tile<8xptr<i8>>, tile<8xi32> -> tile<8xptr<i8>>
    %t = store_ptr_tko weak %po, %sum : tile<8xptr<i8>>, tile<8xi8> -> token
    return
  }

// pack/unpack of tiles with at least one element per thread: each thread's
// chunk is the same bytes on both sides (a vector bitcast); ptr_to_ptr
// keeps the address.
// CHECK-LABEL: llvm.func @bytes
// CHECK: %[[X:.*]] = llvm.intr.masked.gather %{{.*}} -> vector<2xf16>
// CHECK: vector.bitcast %[[X]] : vector<2xf16> to vector<4xi8>
// CHECK: %[[Y:.*]] = llvm.intr.masked.gather %{{.*}} -> vector<4xi8>
// CHECK: vector.bitcast %[[Y]] : vector<4xi8> to vector<2xf16>
  tile.entry @bytes(%p: tile<ptr<f16>>) {
    %i = iota : tile<64xi32>
    %pp = reshape %p : tile<ptr<f16>> -> tile<1xptr<f16>>
    %pb = broadcast %pp : tile<1xptr<f16>> -> tile<64xptr<f16>>
    %po = offset %pb, %i : tile<64xptr<f16>>, tile<64xi32> -> tile<64xptr<f16>>
    %x, %t0 = load_ptr_tko weak %po : tile<64xptr<f16>> -> tile<64xf16>, token
    %b = pack %x : tile<64xf16> -> tile<128xi8>
    %q = ptr_to_ptr %p : tile<ptr<f16>> -> tile<ptr<i8>>
    %j = iota : tile<128xi32>
    %qq = reshape %q : tile<ptr<i8>> -> tile<1xptr<i8>>
    %qb = broadcast %qq : tile<1xptr<i8>> -> tile<128xptr<i8>>
    %qo = offset %qb, %j : tile<128xptr<i8>>, tile<128xi32> -> tile<128xptr<i8>>
    %t1 = store_ptr_tko weak %qo, %b : tile<128xptr<i8>>, tile<128xi8> -> token
    %c, %t2 = load_ptr_tko weak %qo : tile<128xptr<i8>> -> tile<128xi8>, token
    %y = unpack %c : tile<128xi8> -> tile<64xf16>
    %t = store_ptr_tko weak %po, %y : tile<64xptr<f16>>, tile<64xf16> -> token
    return
  }
}
