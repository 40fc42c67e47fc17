// RUN: tile-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @select
  // CHECK-SAME: (%[[C:.*]]: tile<i1>, %[[A:.*]]: tile<f32>, %[[B:.*]]: tile<f32>)
  entry @select(%c: tile<i1>, %a: tile<f32>, %b: tile<f32>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %0 = select %t, %a, %b : tile<i1>, tile<f32>
    %1 = select %f, %a, %b : tile<i1>, tile<f32>
    %2 = select %c, %a, %a : tile<i1>, tile<f32>
    // select %c, true, false is %c.
    %3 = select %c, %t, %f : tile<i1>, tile<i1>
    // CHECK: "test.use"(%[[A]], %[[B]], %[[A]], %[[C]])
    "test.use"(%0, %1, %2, %3) : (!tile.tile<f32>, !tile.tile<f32>, !tile.tile<f32>, !tile.tile<i1>) -> ()
    // The reverse is not a copy of %c.
    // CHECK: select %[[C]]
    %4 = select %c, %f, %t : tile<i1>, tile<i1>
    "test.use"(%4) : (!tile.tile<i1>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @select_dense
  entry @select_dense() {
    %c = constant <i1: [true, false, false, true]> : tile<4xi1>
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %b = constant <i32: 9> : tile<4xi32>
    // CHECK: %[[R:.*]] = constant <i32: [1, 9, 9, 4]> : tile<4xi32>
    // CHECK-NOT: select
    %0 = select %c, %a, %b : tile<4xi1>, tile<4xi32>
    // CHECK: "test.use"(%[[R]])
    "test.use"(%0) : (!tile.tile<4xi32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @int_casts
  entry @int_casts() {
    %m = constant <i8: [-1, 127]> : tile<2xi8>
    %w = constant <i32: 74565> : tile<2xi32>
    // CHECK-DAG: %[[S:.*]] = constant <i32: [-1, 127]> : tile<2xi32>
    // CHECK-DAG: %[[Z:.*]] = constant <i32: [255, 127]> : tile<2xi32>
    // 74565 = 0x12345: the low byte is 0x45 = 69.
    // CHECK-DAG: %[[T:.*]] = constant <i8: 69> : tile<2xi8>
    %0 = exti %m signed : tile<2xi8> -> tile<2xi32>
    %1 = exti %m unsigned : tile<2xi8> -> tile<2xi32>
    %2 = trunci %w : tile<2xi32> -> tile<2xi8>
    // CHECK-NOT: {{exti|trunci}}
    // CHECK: "test.use"(%[[S]], %[[Z]], %[[T]])
    "test.use"(%0, %1, %2) : (!tile.tile<2xi32>, !tile.tile<2xi32>, !tile.tile<2xi8>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @int_cast_chains
  // CHECK-SAME: (%[[X:.*]]: tile<i8>, %[[Y:.*]]: tile<i64>)
  entry @int_cast_chains(%x: tile<i8>, %y: tile<i64>) {
    // CHECK: %[[E32:.*]] = exti %[[X]] signed : tile<i8> -> tile<i32>
    %e = exti %x signed : tile<i8> -> tile<i32>
    // Truncating back to the source type is the source.
    %0 = trunci %e : tile<i32> -> tile<i8>
    // Two signed extensions are one.
    // CHECK: %[[E64:.*]] = exti %[[X]] signed : tile<i8> -> tile<i64>
    %1 = exti %e signed : tile<i32> -> tile<i64>
    // Two truncations are one.
    // CHECK: %[[T32:.*]] = trunci %[[Y]] : tile<i64> -> tile<i32>
    // CHECK: %[[T16:.*]] = trunci %[[Y]] : tile<i64> -> tile<i16>
    %t = trunci %y : tile<i64> -> tile<i32>
    %2 = trunci %t : tile<i32> -> tile<i16>
    // CHECK: "test.use"(%[[X]], %[[E64]], %[[T16]])
    "test.use"(%0, %1, %2) : (!tile.tile<i8>, !tile.tile<i64>, !tile.tile<i16>) -> ()
    // Mixed kinds of extension stay.
    // CHECK: exti %[[E32]] unsigned : tile<i32> -> tile<i64>
    %3 = exti %e unsigned : tile<i32> -> tile<i64>
    // Truncation with an overflow assumption keeps its source.
    // CHECK: trunci %[[T32]] overflow<no_signed_wrap> : tile<i32> -> tile<i16>
    %4 = trunci %t overflow<no_signed_wrap> : tile<i32> -> tile<i16>
    "test.use"(%3, %4) : (!tile.tile<i64>, !tile.tile<i16>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @bitcasts
  // CHECK-SAME: (%[[X:.*]]: tile<f32>)
  entry @bitcasts(%x: tile<f32>) {
    %c = constant <f32: 1.0> : tile<f32>
    // 1.0f is 0x3F800000.
    // CHECK: %[[B:.*]] = constant <i32: 1065353216> : tile<i32>
    %0 = bitcast %c : tile<f32> -> tile<i32>
    %i = bitcast %x : tile<f32> -> tile<i32>
    %1 = bitcast %i : tile<i32> -> tile<f32>
    %2 = bitcast %x : tile<f32> -> tile<f32>
    // CHECK: "test.use"(%[[B]], %[[X]], %[[X]])
    "test.use"(%0, %1, %2) : (!tile.tile<i32>, !tile.tile<f32>, !tile.tile<f32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @float_conversions
  entry @float_conversions() {
    %f = constant <f32: [2.5, -3.75]> : tile<2xf32>
    %i = constant <i16: [3, -7]> : tile<2xi16>
    // CHECK-DAG: %[[H:.*]] = constant <f16: [2.500000e+00, -3.750000e+00]> : tile<2xf16>
    // CHECK-DAG: %[[TZ:.*]] = constant <i32: [2, -3]> : tile<2xi32>
    // CHECK-DAG: %[[SF:.*]] = constant <f64: [3.000000e+00, -7.000000e+00]> : tile<2xf64>
    // -7 read unsigned is 2^16 - 7.
    // CHECK-DAG: %[[UF:.*]] = constant <f64: [3.000000e+00, 6.552900e+04]> : tile<2xf64>
    %0 = ftof %f : tile<2xf32> -> tile<2xf16>
    %1 = ftoi %f signed : tile<2xf32> -> tile<2xi32>
    %2 = itof %i signed : tile<2xi16> -> tile<2xf64>
    %3 = itof %i unsigned : tile<2xi16> -> tile<2xf64>
    // CHECK: "test.use"(%[[H]], %[[TZ]], %[[SF]], %[[UF]])
    "test.use"(%0, %1, %2, %3) : (!tile.tile<2xf16>, !tile.tile<2xi32>, !tile.tile<2xf64>, !tile.tile<2xf64>) -> ()
    return
  }
}

// -----

tile.module @m {
  // Overflowing or undefined conversions are left for the hardware.
  // CHECK-LABEL: entry @no_fold_conversions
  entry @no_fold_conversions() {
    %big = constant <f32: 1.0e+10> : tile<f32>
    %neg = constant <f32: -1.0> : tile<f32>
    %nan = constant <f32: 0x7FC00000> : tile<f32>
    // CHECK: ftof {{.*}} -> tile<f16>
    %0 = ftof %big : tile<f32> -> tile<f16>
    // CHECK: ftoi {{.*}} signed : tile<f32> -> tile<i32>
    %1 = ftoi %big signed : tile<f32> -> tile<i32>
    // CHECK: ftoi {{.*}} unsigned : tile<f32> -> tile<i32>
    %2 = ftoi %neg unsigned : tile<f32> -> tile<i32>
    // CHECK: ftof {{.*}} -> tile<bf16>
    %3 = ftof %nan : tile<f32> -> tile<bf16>
    "test.use"(%0, %1, %2, %3) : (!tile.tile<f16>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<bf16>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @pointers
  // CHECK-SAME: (%[[P:.*]]: tile<ptr<f32>>, %[[A:.*]]: tile<i64>)
  entry @pointers(%p: tile<ptr<f32>>, %a: tile<i64>) {
    %i = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    %0 = int_to_ptr %i : tile<i64> -> tile<ptr<f32>>
    %q = int_to_ptr %a : tile<i64> -> tile<ptr<i8>>
    %1 = ptr_to_int %q : tile<ptr<i8>> -> tile<i64>
    %2 = ptr_to_ptr %p : tile<ptr<f32>> -> tile<ptr<f32>>
    %h = ptr_to_ptr %p : tile<ptr<f32>> -> tile<ptr<f16>>
    %3 = ptr_to_ptr %h : tile<ptr<f16>> -> tile<ptr<f32>>
    // CHECK: %[[I8:.*]] = ptr_to_ptr %[[P]] : tile<ptr<f32>> -> tile<ptr<i8>>
    %4 = ptr_to_ptr %h : tile<ptr<f16>> -> tile<ptr<i8>>
    // CHECK: "test.use"(%[[P]], %[[A]], %[[P]], %[[P]], %[[I8]])
    "test.use"(%0, %1, %2, %3, %4) : (!tile.tile<ptr<f32>>, !tile.tile<i64>, !tile.tile<ptr<f32>>, !tile.tile<ptr<f32>>, !tile.tile<ptr<i8>>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @packing
  entry @packing() {
    // CHECK: %[[X:.*]] = "test.def"
    %x = "test.def"() : () -> !tile.tile<8xf16>
    %b = pack %x : tile<8xf16> -> tile<16xi8>
    %0 = unpack %b : tile<16xi8> -> tile<8xf16>
    // Reading the bytes as another type is a real conversion.
    // CHECK: %[[B:.*]] = pack %[[X]]
    // CHECK: %[[W:.*]] = unpack %[[B]] : tile<16xi8> -> tile<4xf32>
    %1 = unpack %b : tile<16xi8> -> tile<4xf32>
    %2 = pack %1 : tile<4xf32> -> tile<16xi8>
    // CHECK: "test.use"(%[[X]], %[[W]], %[[B]])
    "test.use"(%0, %1, %2) : (!tile.tile<8xf16>, !tile.tile<4xf32>, !tile.tile<16xi8>) -> ()
    return
  }
}
