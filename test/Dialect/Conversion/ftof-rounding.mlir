// ftof takes the four IEEE rounding modes and nearest_away between any two
// float types (cuTile's astype(..., rounding_mode=) writes them from 13.4
// on; NVIDIA's 13.3 verifier takes only nearest_even); to f8E8M0FNU only
// zero and positive_inf. Each folds a constant in its own mode.
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s
// RUN: tile-opt %s --canonicalize | FileCheck %s --check-prefix=FOLD

tile.module @m {
  // CHECK-LABEL: entry @modes
  entry @modes(%f: tile<f32>, %d: tile<f64>, %h: tile<f16>) {
    // CHECK: ftof %{{.*}} rounding<zero> : tile<f32> -> tile<f16>
    %0 = ftof %f rounding<zero> : tile<f32> -> tile<f16>
    // CHECK: ftof %{{.*}} rounding<negative_inf> : tile<f32> -> tile<bf16>
    %1 = ftof %f rounding<negative_inf> : tile<f32> -> tile<bf16>
    // CHECK: ftof %{{.*}} rounding<positive_inf> : tile<f64> -> tile<f32>
    %2 = ftof %d rounding<positive_inf> : tile<f64> -> tile<f32>
    // CHECK: ftof %{{.*}} rounding<nearest_away> : tile<f32> -> tile<tf32>
    %3 = ftof %f rounding<nearest_away> : tile<f32> -> tile<tf32>
    // CHECK: ftof %{{.*}} rounding<nearest_away> : tile<f16> -> tile<bf16>
    %4 = ftof %h rounding<nearest_away> : tile<f16> -> tile<bf16>
    // CHECK: ftof %{{.*}} rounding<zero> : tile<f16> -> tile<f32>
    %5 = ftof %h rounding<zero> : tile<f16> -> tile<f32>
    // CHECK: ftof %{{.*}} rounding<positive_inf> : tile<f32> -> tile<f8E4M3FN>
    %6 = ftof %f rounding<positive_inf> : tile<f32> -> tile<f8E4M3FN>
    return
  }

  // 1 + 2^-11 (f32 0x3F801000) lies halfway between the f16 values 1
  // (0x3C00) and 1 + 2^-10 (0x3C01): nearest_even gives 1, nearest_away and
  // positive_inf the upper one, zero and negative_inf 1. For -(1 + 2^-11)
  // negative_inf and nearest_away give -(1 + 2^-10) (0xBC01).
  // FOLD-LABEL: entry @fold
  entry @fold(%p: tile<ptr<f16>>) {
    %x = constant <f32: 0x3F801000> : tile<f32>
    %y = constant <f32: 0xBF801000> : tile<f32>
    // (1 + 2^-10 prints as 1.000977e+00.)
    // FOLD-NOT: ftof
    // FOLD: %[[A:.*]] = constant <f16: 1.000977e+00> : tile<f16>
    // FOLD: %[[B:.*]] = constant <f16: 1.000000e+00> : tile<f16>
    // FOLD: %[[C:.*]] = constant <f16: -1.000977e+00> : tile<f16>
    // FOLD: %[[E:.*]] = constant <f16: -1.000000e+00> : tile<f16>
    // FOLD-NOT: ftof
    // FOLD: store_ptr_tko weak %{{.*}}, %[[A]]
    // FOLD: store_ptr_tko weak %{{.*}}, %[[B]]
    // FOLD: store_ptr_tko weak %{{.*}}, %[[C]]
    // FOLD: store_ptr_tko weak %{{.*}}, %[[E]]
    %a = ftof %x rounding<nearest_away> : tile<f32> -> tile<f16>
    %b = ftof %x rounding<zero> : tile<f32> -> tile<f16>
    %c = ftof %y rounding<negative_inf> : tile<f32> -> tile<f16>
    %e = ftof %y rounding<positive_inf> : tile<f32> -> tile<f16>
    %t0 = store_ptr_tko weak %p, %a : tile<ptr<f16>>, tile<f16> -> token
    %t1 = store_ptr_tko weak %p, %b : tile<ptr<f16>>, tile<f16> -> token
    %t2 = store_ptr_tko weak %p, %c : tile<ptr<f16>>, tile<f16> -> token
    %t3 = store_ptr_tko weak %p, %e : tile<ptr<f16>>, tile<f16> -> token
    return
  }
}
