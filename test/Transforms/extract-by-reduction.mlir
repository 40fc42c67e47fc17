// RUN: tile-opt %s -split-input-file --allow-unregistered-dialect --tile-extract-by-reduction | FileCheck %s

// The seed's column pick (its panel transform): column %j of a 128x32 f32
// tile, broadcast back and selected where the column is %j. The extract
// becomes the tile's bits where the last dimension's iota equals %j, zero
// elsewhere, OR-reduced along the row, bitcast back and reshaped to
// 128x1; the mask is the frontend's own (CSE keeps one cmpi).
// CHECK-LABEL: entry @pick
// CHECK-SAME: (%[[J:.*]]: tile<i32>)
// CHECK: %[[X:.*]] = "test.tile"()
// CHECK: %[[IOTA:.*]] = iota : tile<32xi32>
// CHECK: %[[ROW:.*]] = reshape %[[IOTA]] : tile<32xi32> -> tile<1x32xi32>
// CHECK: %[[J1:.*]] = reshape %[[J]] : tile<i32> -> tile<1x1xi32>
// CHECK: %[[JB:.*]] = broadcast %[[J1]] : tile<1x1xi32> -> tile<1x32xi32>
// CHECK: %[[EQ:.*]] = cmpi equal %[[ROW]], %[[JB]], signed : tile<1x32xi32> -> tile<1x32xi1>
// CHECK: %[[MASK:.*]] = broadcast %[[EQ]] : tile<1x32xi1> -> tile<128x32xi1>
// CHECK: %[[BITS:.*]] = bitcast %[[X]] : tile<128x32xf32> -> tile<128x32xi32>
// CHECK: %[[ZERO:.*]] = constant <i32: 0> : tile<128x32xi32>
// CHECK: %[[SEL:.*]] = select %[[MASK]], %[[BITS]], %[[ZERO]] : tile<128x32xi1>, tile<128x32xi32>
// CHECK: %[[RED:.*]] = reduce %[[SEL]] dim=1 identities=[0 : i32] : tile<128x32xi32> -> tile<128xi32>
// CHECK: ori
// CHECK: %[[F:.*]] = bitcast %[[RED]] : tile<128xi32> -> tile<128xf32>
// CHECK: %[[COL:.*]] = reshape %[[F]] : tile<128xf32> -> tile<128x1xf32>
// CHECK-NOT: extract
// CHECK-NOT: cmpi
// CHECK: %[[WIDE:.*]] = broadcast %[[COL]] : tile<128x1xf32> -> tile<128x32xf32>
// CHECK: select %[[MASK]], %[[WIDE]], %[[X]]
tile.module @m {
  entry @pick(%j: tile<i32>) {
    %x = "test.tile"() : () -> !tile.tile<128x32xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %col = extract %x[%c0, %j] : tile<128x32xf32> -> tile<128x1xf32>
    %io = iota : tile<32xi32>
    %row = reshape %io : tile<32xi32> -> tile<1x32xi32>
    %j1 = reshape %j : tile<i32> -> tile<1x1xi32>
    %jb = broadcast %j1 : tile<1x1xi32> -> tile<1x32xi32>
    %eq = cmpi equal %row, %jb, signed : tile<1x32xi32> -> tile<1x32xi1>
    %mask = broadcast %eq : tile<1x32xi1> -> tile<128x32xi1>
    %wide = broadcast %col : tile<128x1xf32> -> tile<128x32xf32>
    %r = select %mask, %wide, %x : tile<128x32xi1>, tile<128x32xf32>
    "test.use"(%r) : (!tile.tile<128x32xf32>) -> ()
    return
  }
}

// -----

// Integers keep their type (no bitcast); rank 3 and a constant index.
// CHECK-LABEL: entry @ints
// CHECK: %[[IOTA:.*]] = iota : tile<8xi32>
// CHECK: reshape %[[IOTA]] : tile<8xi32> -> tile<1x1x8xi32>
// CHECK-NOT: bitcast
// CHECK: select {{.*}} : tile<2x4x8xi1>, tile<2x4x8xi16>
// CHECK: reduce {{.*}} dim=2 identities=[0 : i16] : tile<2x4x8xi16> -> tile<2x4xi16>
// CHECK: reshape {{.*}} : tile<2x4xi16> -> tile<2x4x1xi16>
// CHECK-NOT: extract
tile.module @m {
  entry @ints() {
    %x = "test.tile"() : () -> !tile.tile<2x4x8xi16>
    %c0 = constant <i32: 0> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %col = extract %x[%c0, %c0, %c5] : tile<2x4x8xi16> -> tile<2x4x1xi16>
    "test.use"(%col) : (!tile.tile<2x4x1xi16>) -> ()
    return
  }
}

// -----

// Left as they are: a slice two wide, a row (the unit dimension is not the
// last), a block of rows (a dimension not whole), a 1-D tile, pointers,
// i1 and tf32 elements.
// CHECK-LABEL: entry @others
// CHECK-COUNT-7: extract
// CHECK-NOT: reduce
tile.module @m {
  entry @others(%j: tile<i32>) {
    %x = "test.tile"() : () -> !tile.tile<16x8xf32>
    %v = "test.tile"() : () -> !tile.tile<8xf32>
    %p = "test.tile"() : () -> !tile.tile<16x8xptr<f32>>
    %c0 = constant <i32: 0> : tile<i32>
    %a = extract %x[%c0, %j] : tile<16x8xf32> -> tile<16x2xf32>
    %b = extract %x[%j, %c0] : tile<16x8xf32> -> tile<1x8xf32>
    %c = extract %x[%j, %j] : tile<16x8xf32> -> tile<8x1xf32>
    %d = extract %v[%j] : tile<8xf32> -> tile<1xf32>
    %e = extract %p[%c0, %j] : tile<16x8xptr<f32>> -> tile<16x1xptr<f32>>
    %m = "test.tile"() : () -> !tile.tile<16x8xi1>
    %f = extract %m[%c0, %j] : tile<16x8xi1> -> tile<16x1xi1>
    %t = "test.tile"() : () -> !tile.tile<16x8xtf32>
    %g = extract %t[%c0, %j] : tile<16x8xtf32> -> tile<16x1xtf32>
    "test.use"(%a, %b, %c, %d, %e, %f, %g) : (!tile.tile<16x2xf32>, !tile.tile<1x8xf32>, !tile.tile<8x1xf32>, !tile.tile<1xf32>, !tile.tile<16x1xptr<f32>>, !tile.tile<16x1xi1>, !tile.tile<16x1xtf32>) -> ()
    return
  }
}
