// REQUIRES: ptxas
// RUN: tile-as %s -o %t.ptx --emit=ptx --gpu-name sm_90 -O2
// RUN: FileCheck %s --implicit-check-not=ex2.approx < %t.ptx
// RUN: tile-as %s -o %t.cubin --gpu-name sm_90 -O2

// The NVVM rounding/flush intrinsics select the PTX instructions with
// those modifiers (math-rounding.mlir has the IR); f16/bf16 are narrowed
// with cvt.rz. exp2 flush_to_zero is written out without ex2.approx
// (libdevice's __nv_exp2f, used without flush_to_zero, is ex2.approx.f32).
// CHECK-DAG: add.rz.f32
// CHECK-DAG: sub.rm.f32
// CHECK-DAG: mul.rn.ftz.f32
// CHECK-DAG: mul.rp.ftz.f32
// CHECK-DAG: div.rm.f32
// CHECK-DAG: div.approx.f32
// CHECK-DAG: div.full.ftz.f32
// CHECK-DAG: fma.rp.f32
// CHECK-DAG: sqrt.rz.ftz.f32
// CHECK-DAG: sqrt.approx.f32
// CHECK-DAG: sqrt.rn.ftz.f32
// CHECK-DAG: div.rn.ftz.f32
// CHECK-DAG: max.ftz.f32
// CHECK-DAG: min.ftz.NaN.f32
// CHECK-DAG: cvt.rz.f16.f32
// CHECK-DAG: mul.rp.f32
// CHECK-DAG: sqrt.rm.f32
// CHECK-DAG: cvt.rz.bf16.f32
// CHECK-DAG: add.rm.f64
// CHECK-DAG: fma.rz.f64
// CHECK-DAG: sqrt.rp.f64
tile.module @m {
  tile.entry @f32(%a: tile<f32>, %b: tile<f32>, %c: tile<f32>, %p: tile<ptr<f32>>) {
    %0 = addf %a, %b rounding<zero> : tile<f32>
    %1 = subf %0, %b rounding<negative_inf> : tile<f32>
    %2 = mulf %1, %a flush_to_zero : tile<f32>
    %3 = mulf %2, %a rounding<positive_inf> flush_to_zero : tile<f32>
    %4 = divf %3, %b rounding<negative_inf> : tile<f32>
    %5 = divf %4, %b rounding<approx> : tile<f32>
    %6 = divf %5, %b rounding<full> flush_to_zero : tile<f32>
    %7 = fma %6, %a, %c rounding<positive_inf> : tile<f32>
    %8 = sqrt %7 rounding<zero> flush_to_zero : tile<f32>
    %9 = sqrt %8 rounding<approx> : tile<f32>
    %10 = rsqrt %9 flush_to_zero : tile<f32>
    %11 = maxf %10, %a flush_to_zero : tile<f32>
    %12 = minf %11, %a propagate_nan flush_to_zero : tile<f32>
    %13 = exp2 %12 flush_to_zero : tile<f32>
    %t = store_ptr_tko weak %p, %13 : tile<ptr<f32>>, tile<f32> -> token
    return
  }
  tile.entry @narrow(%a: tile<f16>, %b: tile<bf16>, %d: tile<f64>,
                     %p: tile<ptr<f16>>, %q: tile<ptr<bf16>>, %r: tile<ptr<f64>>) {
    %0 = addf %a, %a rounding<zero> : tile<f16>
    %1 = mulf %0, %a rounding<positive_inf> : tile<f16>
    %2 = sqrt %b rounding<negative_inf> : tile<bf16>
    %3 = addf %d, %d rounding<negative_inf> : tile<f64>
    %4 = fma %3, %d, %d rounding<zero> : tile<f64>
    %5 = sqrt %4 rounding<positive_inf> : tile<f64>
    %6 = rsqrt %5 : tile<f64>
    %t = store_ptr_tko weak %p, %1 : tile<ptr<f16>>, tile<f16> -> token
    %u = store_ptr_tko weak %q, %2 : tile<ptr<bf16>>, tile<bf16> -> token
    %v = store_ptr_tko weak %r, %6 : tile<ptr<f64>>, tile<f64> -> token
    return
  }
}
