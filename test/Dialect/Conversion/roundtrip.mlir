// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @select
  entry @select(%c: tile<i1>, %p: tile<ptr<f32>>, %q: tile<ptr<f32>>) {
    %cond = constant <i1: true> : tile<128x32xi1>
    %a = constant <f32: 1.0> : tile<128x32xf32>
    %b = constant <f32: 2.0> : tile<128x32xf32>
    // CHECK: select %{{.*}}, %{{.*}}, %{{.*}} : tile<128x32xi1>, tile<128x32xf32>
    %0 = select %cond, %a, %b : tile<128x32xi1>, tile<128x32xf32>
    // Pointers can be selected too.
    // CHECK: select %{{.*}}, %{{.*}}, %{{.*}} : tile<i1>, tile<ptr<f32>>
    %1 = select %c, %p, %q : tile<i1>, tile<ptr<f32>>
    return
  }

  // CHECK-LABEL: entry @casts
  entry @casts(%h: tile<f16>, %i: tile<i32>, %f: tile<f32>) {
    // CHECK: bitcast %{{.*}} : tile<f16> -> tile<i16>
    %0 = bitcast %h : tile<f16> -> tile<i16>
    // CHECK: bitcast %{{.*}} : tile<i32> -> tile<f32>
    %1 = bitcast %i : tile<i32> -> tile<f32>
    %x4 = constant <i4: 1> : tile<8xi4>
    // CHECK: bitcast %{{.*}} : tile<8xi4> -> tile<8xf4E2M1FN>
    %2 = bitcast %x4 : tile<8xi4> -> tile<8xf4E2M1FN>
    // CHECK: exti %{{.*}} signed : tile<i32> -> tile<i64>
    %3 = exti %i signed : tile<i32> -> tile<i64>
    // CHECK: exti %{{.*}} unsigned : tile<8xi4> -> tile<8xi8>
    %4 = exti %x4 unsigned : tile<8xi4> -> tile<8xi8>
    // CHECK: trunci %{{.*}} overflow<no_signed_wrap> : tile<i64> -> tile<i16>
    %5 = trunci %3 overflow<no_signed_wrap> : tile<i64> -> tile<i16>
    // CHECK: trunci %{{.*}} : tile<8xi8> -> tile<8xi4>
    %6 = trunci %4 : tile<8xi8> -> tile<8xi4>
    // CHECK: trunci %{{.*}} : tile<i32> -> tile<i1>
    %7 = trunci %i overflow<none> : tile<i32> -> tile<i1>
    return
  }

  // CHECK-LABEL: entry @float_conversions
  entry @float_conversions(%f: tile<f32>, %i: tile<i16>) {
    %t = constant <f32: 1.0> : tile<128x64xf32>
    // The default rounding (nearest_even) is not printed.
    // CHECK: ftof %{{.*}} : tile<128x64xf32> -> tile<128x64xtf32>
    %0 = ftof %t : tile<128x64xf32> -> tile<128x64xtf32>
    // CHECK: ftof %{{.*}} : tile<f32> -> tile<f8E4M3FN>
    %1 = ftof %f rounding<nearest_even> : tile<f32> -> tile<f8E4M3FN>
    // CHECK: ftof %{{.*}} rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>
    %2 = ftof %f rounding<positive_inf> : tile<f32> -> tile<f8E8M0FNU>
    // CHECK: ftof %{{.*}} rounding<zero> : tile<f32> -> tile<f8E8M0FNU>
    %3 = ftof %f rounding<zero> : tile<f32> -> tile<f8E8M0FNU>
    // CHECK: ftof %{{.*}} : tile<f8E5M2> -> tile<bf16>
    %4 = ftof %1 : tile<f8E4M3FN> -> tile<f8E5M2>
    %5 = ftof %4 : tile<f8E5M2> -> tile<bf16>
    // The default rounding (nearest_int_to_zero) is not printed.
    // CHECK: ftoi %{{.*}} signed : tile<f32> -> tile<i32>
    %6 = ftoi %f signed : tile<f32> -> tile<i32>
    // CHECK: ftoi %{{.*}} unsigned : tile<f32> -> tile<i8>
    %7 = ftoi %f unsigned rounding<nearest_int_to_zero> : tile<f32> -> tile<i8>
    // CHECK: ftoi %{{.*}} signed saturating : tile<bf16> -> tile<i16>
    %8 = ftoi %5 signed saturating : tile<bf16> -> tile<i16>
    // CHECK: itof %{{.*}} unsigned : tile<i16> -> tile<f16>
    %9 = itof %i unsigned : tile<i16> -> tile<f16>
    // CHECK: itof %{{.*}} signed : tile<i16> -> tile<f8E5M2>
    %10 = itof %i signed rounding<nearest_even> : tile<i16> -> tile<f8E5M2>
    return
  }

  // CHECK-LABEL: entry @pointers
  entry @pointers(%p: tile<ptr<f32>>, %a: tile<i64>) {
    // CHECK: ptr_to_int %{{.*}} : tile<ptr<f32>> -> tile<i64>
    %0 = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    // CHECK: int_to_ptr %{{.*}} : tile<i64> -> tile<ptr<i8>>
    %1 = int_to_ptr %a : tile<i64> -> tile<ptr<i8>>
    // CHECK: ptr_to_ptr %{{.*}} : tile<ptr<i8>> -> tile<ptr<f16>>
    %2 = ptr_to_ptr %1 : tile<ptr<i8>> -> tile<ptr<f16>>
    return
  }

  // CHECK-LABEL: entry @packing
  entry @packing() {
    %f4 = constant <f4E2M1FN: 1.0> : tile<64xf4E2M1FN>
    // CHECK: pack %{{.*}} : tile<64xf4E2M1FN> -> tile<32xi8>
    %0 = pack %f4 : tile<64xf4E2M1FN> -> tile<32xi8>
    // CHECK: unpack %{{.*}} : tile<32xi8> -> tile<64xf4E2M1FN>
    %1 = unpack %0 : tile<32xi8> -> tile<64xf4E2M1FN>
    // CHECK: unpack %{{.*}} : tile<32xi8> -> tile<16xf16>
    %2 = unpack %0 : tile<32xi8> -> tile<16xf16>
    %w = constant <f32: 1.0> : tile<4xf32>
    // CHECK: pack %{{.*}} : tile<4xf32> -> tile<16xi8>
    %3 = pack %w : tile<4xf32> -> tile<16xi8>
    // tf32 counts as 32 bits.
    %t = constant <tf32: 1.0> : tile<2xtf32>
    // CHECK: pack %{{.*}} : tile<2xtf32> -> tile<8xi8>
    %4 = pack %t : tile<2xtf32> -> tile<8xi8>
    // CHECK: unpack %{{.*}} : tile<32xi8> -> tile<64xi4>
    %5 = unpack %0 : tile<32xi8> -> tile<64xi4>
    return
  }
}
