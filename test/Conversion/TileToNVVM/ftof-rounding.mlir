// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=1" -split-input-file -verify-diagnostics | FileCheck %s

// ftof rounding toward zero, -inf or +inf: f64 -> f32 by the NVVM intrinsic
// llvm.nvvm.d2f.<rz|rm|rp>; to f16/bf16 one cvt.<rz|rm|rp> as inline asm
// (NVVM has no intrinsics for most of them).
// CHECK-LABEL: llvm.func @directed
// CHECK: llvm.inline_asm "cvt.rz.f16.f32 $0, $1;", "=h,f"
// CHECK: llvm.inline_asm "cvt.rm.bf16.f32 $0, $1;", "=h,f"
// CHECK: llvm.call_intrinsic "llvm.nvvm.d2f.rp"
// CHECK: llvm.inline_asm "cvt.rm.f16.f64 $0, $1;", "=h,d"
tile.module @m {
  tile.entry @directed(%x: tile<f32>, %d: tile<f64>) {
    %0 = ftof %x rounding<zero> : tile<f32> -> tile<f16>
    %1 = ftof %x rounding<negative_inf> : tile<f32> -> tile<bf16>
    %2 = ftof %d rounding<positive_inf> : tile<f64> -> tile<f32>
    %3 = ftof %d rounding<negative_inf> : tile<f64> -> tile<f16>
    return
  }
}

// -----

// nearest_away: t = the value toward zero, u = t's bits + 1; where
// value - t == u - value (a tie) and nearest-even chose t, u.
// CHECK-LABEL: llvm.func @away
// CHECK: %[[T:.*]] = llvm.inline_asm "cvt.rz.f16.f32 $0, $1;", "=h,f"
// CHECK: %[[TH:.*]] = arith.bitcast %[[T]] : i16 to f16
// CHECK: %[[EVEN:.*]] = arith.truncf %[[X:.*]] : f32 to f16
// CHECK: %[[TB:.*]] = arith.bitcast %[[TH]] : f16 to i16
// CHECK: %[[UB:.*]] = arith.addi %[[TB]]
// CHECK: %[[U:.*]] = arith.bitcast %[[UB]] : i16 to f16
// CHECK: %[[BELOW:.*]] = arith.subf %[[X]], %{{.*}} : f32
// CHECK: %[[ABOVE:.*]] = arith.subf %{{.*}}, %[[X]] : f32
// CHECK: %[[TIE:.*]] = arith.cmpf oeq, %[[BELOW]], %[[ABOVE]]
// CHECK: %[[EB:.*]] = arith.bitcast %[[EVEN]] : f16 to i16
// CHECK: %[[CHOSE:.*]] = arith.cmpi eq, %[[EB]], %[[TB]]
// CHECK: %[[FIX:.*]] = arith.andi %[[TIE]], %[[CHOSE]]
// CHECK: arith.select %[[FIX]], %[[U]], %[[EVEN]]
// Exact conversions ignore the mode.
// CHECK-NOT: inline_asm
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK-NOT: inline_asm
// CHECK: llvm.return
tile.module @m {
  tile.entry @away(%x: tile<f32>, %h: tile<f16>) {
    %0 = ftof %x rounding<nearest_away> : tile<f32> -> tile<f16>
    %1 = ftof %h rounding<positive_inf> : tile<f16> -> tile<f32>
    return
  }
}

// -----

// 8-bit results round in every mode (TileToGPUNarrowFloat.cpp; checked in
// narrow-floats.mlir and on the GPU): no diagnostic.
tile.module @m {
  tile.entry @f8(%x: tile<f32>) {
    %0 = ftof %x rounding<zero> : tile<f32> -> tile<f8E4M3FN>
    // From f8 every conversion but to another f8 is exact.
    %1 = ftof %0 rounding<nearest_away> : tile<f8E4M3FN> -> tile<f16>
    return
  }
}
