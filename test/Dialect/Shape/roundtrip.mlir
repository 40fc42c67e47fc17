// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @shapes(
  // CHECK-SAME: %[[P:.*]]: tile<ptr<f32>>, %[[N:.*]]: tile<i32>
  entry @shapes(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // CHECK: %[[T:.*]] = constant <f32: 1.000000e+00> : tile<1x128x64xf32>
    %t = constant <f32: 1.0> : tile<1x128x64xf32>
    // CHECK: %[[R:.*]] = reshape %[[T]] : tile<1x128x64xf32> -> tile<128x64xf32>
    %r = reshape %t : tile<1x128x64xf32> -> tile<128x64xf32>
    // CHECK: %[[S:.*]] = reshape %[[N]] : tile<i32> -> tile<1x1xi32>
    %s = reshape %n : tile<i32> -> tile<1x1xi32>
    // CHECK: broadcast %[[S]] : tile<1x1xi32> -> tile<16x16xi32>
    %b = broadcast %s : tile<1x1xi32> -> tile<16x16xi32>
    // CHECK: %[[PT:.*]] = permute %[[R]] [1, 0] : tile<128x64xf32> -> tile<64x128xf32>
    %pt = permute %r [1, 0] : tile<128x64xf32> -> tile<64x128xf32>
    // CHECK: permute %[[T]] [2, 0, 1] : tile<1x128x64xf32> -> tile<64x1x128xf32>
    %p3 = permute %t [2, 0, 1] : tile<1x128x64xf32> -> tile<64x1x128xf32>
    // CHECK: %[[C0:.*]] = constant <i32: 0> : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    // CHECK: %[[E:.*]] = extract %[[R]][%[[C0]], %[[N]]] : tile<128x64xf32> -> tile<128x32xf32>
    %e = extract %r[%c0, %n] : tile<128x64xf32> -> tile<128x32xf32>
    // CHECK: insert %[[E]] into %[[R]][%[[C0]], %[[N]]] : tile<128x32xf32> -> tile<128x64xf32>
    %i = insert %e into %r[%c0, %n] : tile<128x32xf32> -> tile<128x64xf32>
    // CHECK: cat %[[E]], %[[E]] dim = 1 : tile<128x32xf32>, tile<128x32xf32> -> tile<128x64xf32>
    %c = cat %e, %e dim = 1 : tile<128x32xf32>, tile<128x32xf32> -> tile<128x64xf32>
    // CHECK: %[[IO:.*]] = iota : tile<8xi32>
    %io = iota : tile<8xi32>
    // CHECK: iota : tile<256xi8>
    %io8 = iota : tile<256xi8>
    // CHECK: %[[PR:.*]] = reshape %[[P]] : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pr = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    // CHECK: %[[PB:.*]] = broadcast %[[PR]] : tile<1xptr<f32>> -> tile<8xptr<f32>>
    %pb = broadcast %pr : tile<1xptr<f32>> -> tile<8xptr<f32>>
    // CHECK: offset %[[PB]], %[[IO]] : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    %q = offset %pb, %io : tile<8xptr<f32>>, tile<8xi32> -> tile<8xptr<f32>>
    // CHECK: return
    return
  }
}
