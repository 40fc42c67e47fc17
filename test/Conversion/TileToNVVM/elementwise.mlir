// RUN: tile-opt %s --convert-tile-to-gpu | FileCheck %s

// Elementwise ops keep the blocked layout: with 4 warps (128 threads) a
// 256-element tile is a vector<2x...> per thread and each op is one arith
// or math op on it.

// CHECK-LABEL: llvm.func @int_ops
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK: %[[X:.*]] = vector.broadcast %[[A]] : i32 to vector<2xi32>
// CHECK: %[[Y:.*]] = vector.broadcast %[[B]] : i32 to vector<2xi32>
// CHECK: arith.addi %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.subi %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.muli %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.divsi %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.floordivsi %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.ceildivui %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.remui %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.maxsi %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.minui %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.andi %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.ori %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.xori %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.shli %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.shrsi %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.shrui %[[X]], %[[Y]] : vector<2xi32>
// CHECK: %[[ZERO:.*]] = arith.constant dense<0> : vector<2xi32>
// CHECK: arith.subi %[[ZERO]], %[[X]] : vector<2xi32>
// CHECK: math.absi %[[X]] : vector<2xi32>
// CHECK: %{{.*}}, %[[HI:.*]] = arith.mului_extended %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.cmpi slt, %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.cmpi uge, %[[X]], %[[Y]] : vector<2xi32>
// CHECK: arith.cmpi ne, %[[X]], %[[Y]] : vector<2xi32>
tile.module @m {
  tile.entry @int_ops(%a: tile<i32>, %b: tile<i32>) {
    %a1 = reshape %a : tile<i32> -> tile<1xi32>
    %b1 = reshape %b : tile<i32> -> tile<1xi32>
    %x = broadcast %a1 : tile<1xi32> -> tile<256xi32>
    %y = broadcast %b1 : tile<1xi32> -> tile<256xi32>
    %0 = addi %x, %y overflow<no_signed_wrap> : tile<256xi32>
    %1 = subi %x, %y : tile<256xi32>
    %2 = muli %x, %y : tile<256xi32>
    %3 = divi %x, %y signed : tile<256xi32>
    %4 = divi %x, %y signed rounding<negative_inf> : tile<256xi32>
    %5 = divi %x, %y unsigned rounding<positive_inf> : tile<256xi32>
    %6 = remi %x, %y unsigned : tile<256xi32>
    %7 = maxi %x, %y signed : tile<256xi32>
    %8 = mini %x, %y unsigned : tile<256xi32>
    %9 = andi %x, %y : tile<256xi32>
    %10 = ori %x, %y : tile<256xi32>
    %11 = xori %x, %y : tile<256xi32>
    %12 = shli %x, %y : tile<256xi32>
    %13 = shri %x, %y signed : tile<256xi32>
    %14 = shri %x, %y unsigned : tile<256xi32>
    %15 = negi %x : tile<256xi32>
    %16 = absi %x : tile<256xi32>
    %17 = mulhii %x, %y : tile<256xi32>
    %18 = cmpi less_than %x, %y, signed : tile<256xi32> -> tile<256xi1>
    %19 = cmpi greater_than_or_equal %x, %y, unsigned : tile<256xi32> -> tile<256xi1>
    %20 = cmpi not_equal %x, %y, signed : tile<256xi32> -> tile<256xi1>
    return
  }

// CHECK-LABEL: llvm.func @float_ops
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32)
// CHECK: %[[X:.*]] = vector.broadcast %[[A]] : f32 to vector<2xf32>
// CHECK: %[[Y:.*]] = vector.broadcast %[[B]] : f32 to vector<2xf32>
// CHECK: %[[Z:.*]] = vector.broadcast %[[C]] : f32 to vector<2xf32>
// CHECK: arith.addf %[[X]], %[[Y]] : vector<2xf32>
// CHECK: arith.subf %[[X]], %[[Y]] : vector<2xf32>
// CHECK: arith.mulf %[[X]], %[[Y]] : vector<2xf32>
// CHECK: arith.divf %[[X]], %[[Y]] : vector<2xf32>
// CHECK: math.fma %[[X]], %[[Y]], %[[Z]] : vector<2xf32>
// remf is exact (TileToGPUMath.cpp), not arith.remf (x - trunc(x/y) y):
// CHECK: scf.while
// CHECK: arith.remui
// CHECK: arith.maxnumf %[[X]], %[[Y]] : vector<2xf32>
// CHECK: arith.minimumf %[[X]], %[[Y]] : vector<2xf32>
// CHECK: math.absf %[[X]] : vector<2xf32>
// CHECK: arith.negf %[[X]] : vector<2xf32>
// CHECK: math.floor %[[X]] : vector<2xf32>
// CHECK: math.ceil %[[X]] : vector<2xf32>
// CHECK: arith.cmpf olt, %[[X]], %[[Y]] : vector<2xf32>
// CHECK: arith.cmpf une, %[[X]], %[[Y]] : vector<2xf32>
// CHECK: %[[M:.*]] = arith.cmpf oge, %[[X]], %[[Y]] : vector<2xf32>
// CHECK: arith.select %[[M]], %[[X]], %[[Y]] : vector<2xi1>, vector<2xf32>
  tile.entry @float_ops(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>) {
    %a1 = reshape %a : tile<f32> -> tile<1xf32>
    %b1 = reshape %b : tile<f32> -> tile<1xf32>
    %c1 = reshape %c : tile<f32> -> tile<1xf32>
    %x = broadcast %a1 : tile<1xf32> -> tile<256xf32>
    %y = broadcast %b1 : tile<1xf32> -> tile<256xf32>
    %z = broadcast %c1 : tile<1xf32> -> tile<256xf32>
    %0 = addf %x, %y : tile<256xf32>
    %1 = subf %x, %y : tile<256xf32>
    %2 = mulf %x, %y : tile<256xf32>
    %3 = divf %x, %y : tile<256xf32>
    %4 = fma %x, %y, %z : tile<256xf32>
    %5 = remf %x, %y : tile<256xf32>
    %6 = maxf %x, %y : tile<256xf32>
    %7 = minf %x, %y propagate_nan : tile<256xf32>
    %8 = absf %x : tile<256xf32>
    %9 = negf %x : tile<256xf32>
    %10 = floor %x : tile<256xf32>
    %11 = ceil %x : tile<256xf32>
    %12 = cmpf less_than ordered %x, %y : tile<256xf32> -> tile<256xi1>
    %13 = cmpf not_equal unordered %x, %y : tile<256xf32> -> tile<256xi1>
    %14 = cmpf greater_than_or_equal ordered %x, %y : tile<256xf32> -> tile<256xi1>
    %15 = select %14, %x, %y : tile<256xi1>, tile<256xf32>
    return
  }

// CHECK-LABEL: llvm.func @conversions
// CHECK-SAME: (%[[I:.*]]: i32, %[[F:.*]]: f32, %[[H:.*]]: f16)
// CHECK: arith.extsi %[[I]] : i32 to i64
// CHECK: arith.extui %[[I]] : i32 to i64
// CHECK: arith.trunci %[[I]] : i32 to i8
// CHECK: arith.sitofp %[[I]] : i32 to f32
// CHECK: arith.uitofp %[[I]] : i32 to f16
// CHECK: arith.fptosi %[[F]] : f32 to i32
// CHECK: arith.fptoui %[[F]] : f32 to i16
// CHECK: arith.truncf %[[F]] : f32 to f16
// CHECK: arith.extf %[[H]] : f16 to f64
// CHECK: %[[W:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK: arith.truncf %[[W]] : f32 to bf16
// CHECK: arith.bitcast %[[F]] : f32 to i32
  tile.entry @conversions(%i: tile<i32>, %f: tile<f32>, %h: tile<f16>) {
    %0 = exti %i signed : tile<i32> -> tile<i64>
    %1 = exti %i unsigned : tile<i32> -> tile<i64>
    %2 = trunci %i : tile<i32> -> tile<i8>
    %3 = itof %i signed : tile<i32> -> tile<f32>
    %4 = itof %i unsigned : tile<i32> -> tile<f16>
    %5 = ftoi %f signed : tile<f32> -> tile<i32>
    %6 = ftoi %f unsigned : tile<f32> -> tile<i16>
    %7 = ftof %f : tile<f32> -> tile<f16>
    %8 = ftof %h : tile<f16> -> tile<f64>
    %9 = ftof %h : tile<f16> -> tile<bf16>
    %10 = bitcast %f : tile<f32> -> tile<i32>
    return
  }

// ftoi to i1 never reaches fptoui/fptosi (NVPTX gets `fptoui to i1` wrong):
// x != 0 without saturating (docs/dialect.md), x >= 1 / x <= -1 with it.
// CHECK-LABEL: llvm.func @to_bool
// CHECK-SAME: (%[[F:.*]]: f32, %[[H:.*]]: f16)
// CHECK-NOT: arith.fpto
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: arith.cmpf une, %[[F]], %[[Z]] : f32
// CHECK: %[[W:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK: arith.cmpf une, %[[W]], %{{.*}} : f32
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: arith.cmpf oge, %[[F]], %[[ONE]] : f32
// CHECK: %[[MONE:.*]] = arith.constant -1.000000e+00 : f32
// CHECK: arith.cmpf ole, %[[F]], %[[MONE]] : f32
// CHECK-NOT: arith.fpto
// CHECK: llvm.return
  tile.entry @to_bool(%f: tile<f32>, %h: tile<f16>) {
    %0 = ftoi %f unsigned : tile<f32> -> tile<i1>
    %1 = ftoi %h signed : tile<f16> -> tile<i1>
    %2 = ftoi %f unsigned saturating : tile<f32> -> tile<i1>
    %3 = ftoi %f signed saturating : tile<f32> -> tile<i1>
    return
  }
}
