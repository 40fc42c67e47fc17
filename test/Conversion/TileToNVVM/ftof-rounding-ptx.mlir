// REQUIRES: ptxas
// RUN: tile-as %s -o %t.ptx --emit=ptx --gpu-name sm_80 -O2
// RUN: FileCheck %s < %t.ptx
// RUN: tile-as %s -o %t.cubin --gpu-name sm_80 -O2

// ftof in the directed modes is one cvt with that rounding (TileToGPUCompute.cpp,
// convertRounded); f32 -> tf32 nearest_away is cvt.rna.tf32.f32. PTX has no
// rna cvt to f16, bf16 or f32: nearest_away is nearest-even corrected at
// exact ties (cvt.rn, cvt.rz and a compare); f64 -> bf16 goes through f32
// rounded to odd (cvt.bf16.f64 needs sm_90). Exact conversions (f16 -> f32)
// take no rounding at all.
// CHECK-DAG: cvt.rz.f16.f32
// CHECK-DAG: cvt.rm.f16.f32
// CHECK-DAG: cvt.rp.f16.f32
// CHECK-DAG: cvt.rz.bf16.f32
// CHECK-DAG: cvt.rm.bf16.f32
// CHECK-DAG: cvt.rp.bf16.f32
// CHECK-DAG: cvt.rz.f32.f64
// CHECK-DAG: cvt.rm.f32.f64
// CHECK-DAG: cvt.rp.f32.f64
// CHECK-DAG: cvt.rm.f16.f64
// CHECK-DAG: cvt.rp.f16.f64
// CHECK-DAG: cvt.rna.tf32.f32
// CHECK-DAG: cvt.rn.f16.f32
// CHECK-DAG: cvt.rn.bf16.f32
// CHECK-DAG: cvt.rn.f32.f64
// CHECK-NOT: cvt.rm.bf16.f64
// CHECK-NOT: cvt.rp.bf16.f64
tile.module @m {
  tile.entry @f32(%x: tile<f32>, %h: tile<ptr<f16>>, %b: tile<ptr<bf16>>, %t: tile<ptr<f32>>) {
    %0 = ftof %x rounding<zero> : tile<f32> -> tile<f16>
    %1 = ftof %x rounding<negative_inf> : tile<f32> -> tile<f16>
    %2 = ftof %x rounding<positive_inf> : tile<f32> -> tile<f16>
    %3 = ftof %x rounding<nearest_away> : tile<f32> -> tile<f16>
    %4 = ftof %x rounding<zero> : tile<f32> -> tile<bf16>
    %5 = ftof %x rounding<negative_inf> : tile<f32> -> tile<bf16>
    %6 = ftof %x rounding<positive_inf> : tile<f32> -> tile<bf16>
    %7 = ftof %x rounding<nearest_away> : tile<f32> -> tile<bf16>
    %8 = ftof %x rounding<nearest_away> : tile<f32> -> tile<tf32>
    %9 = ftof %8 : tile<tf32> -> tile<f32>
    %t0 = store_ptr_tko weak %h, %0 : tile<ptr<f16>>, tile<f16> -> token
    %t1 = store_ptr_tko weak %h, %1 : tile<ptr<f16>>, tile<f16> -> token
    %t2 = store_ptr_tko weak %h, %2 : tile<ptr<f16>>, tile<f16> -> token
    %t3 = store_ptr_tko weak %h, %3 : tile<ptr<f16>>, tile<f16> -> token
    %t4 = store_ptr_tko weak %b, %4 : tile<ptr<bf16>>, tile<bf16> -> token
    %t5 = store_ptr_tko weak %b, %5 : tile<ptr<bf16>>, tile<bf16> -> token
    %t6 = store_ptr_tko weak %b, %6 : tile<ptr<bf16>>, tile<bf16> -> token
    %t7 = store_ptr_tko weak %b, %7 : tile<ptr<bf16>>, tile<bf16> -> token
    %t8 = store_ptr_tko weak %t, %9 : tile<ptr<f32>>, tile<f32> -> token
    return
  }
  tile.entry @f64(%x: tile<f64>, %f: tile<ptr<f32>>, %h: tile<ptr<f16>>, %b: tile<ptr<bf16>>) {
    %0 = ftof %x rounding<zero> : tile<f64> -> tile<f32>
    %1 = ftof %x rounding<negative_inf> : tile<f64> -> tile<f32>
    %2 = ftof %x rounding<positive_inf> : tile<f64> -> tile<f32>
    %3 = ftof %x rounding<nearest_away> : tile<f64> -> tile<f32>
    %4 = ftof %x rounding<negative_inf> : tile<f64> -> tile<f16>
    %5 = ftof %x rounding<positive_inf> : tile<f64> -> tile<f16>
    %6 = ftof %x rounding<negative_inf> : tile<f64> -> tile<bf16>
    %7 = ftof %x rounding<positive_inf> : tile<f64> -> tile<bf16>
    %t0 = store_ptr_tko weak %f, %0 : tile<ptr<f32>>, tile<f32> -> token
    %t1 = store_ptr_tko weak %f, %1 : tile<ptr<f32>>, tile<f32> -> token
    %t2 = store_ptr_tko weak %f, %2 : tile<ptr<f32>>, tile<f32> -> token
    %t3 = store_ptr_tko weak %f, %3 : tile<ptr<f32>>, tile<f32> -> token
    %t4 = store_ptr_tko weak %h, %4 : tile<ptr<f16>>, tile<f16> -> token
    %t5 = store_ptr_tko weak %h, %5 : tile<ptr<f16>>, tile<f16> -> token
    %t6 = store_ptr_tko weak %b, %6 : tile<ptr<bf16>>, tile<bf16> -> token
    %t7 = store_ptr_tko weak %b, %7 : tile<ptr<bf16>>, tile<bf16> -> token
    return
  }
}
