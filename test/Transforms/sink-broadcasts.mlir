// RUN: tile-opt %s -split-input-file --allow-unregistered-dialect --tile-sink-broadcasts | FileCheck %s

// The seed's column-pick mask: iota(32) == j, 1x32 broadcast to 128x32.
// The column of each element is its linear index mod 32; j, one element,
// is broadcast as it is; the compare runs at 128x32.
// CHECK-LABEL: entry @column_mask
// CHECK-SAME: (%[[J:.*]]: tile<i32>)
// CHECK: %[[J1:.*]] = reshape %[[J]] : tile<i32> -> tile<1x1xi32>
// CHECK: %[[IOTA:.*]] = iota : tile<4096xi32>
// CHECK: %[[C32:.*]] = constant <i32: 32> : tile<4096xi32>
// CHECK: %[[COLS:.*]] = remi %[[IOTA]], %[[C32]] unsigned : tile<4096xi32>
// CHECK: %[[COL:.*]] = reshape %[[COLS]] : tile<4096xi32> -> tile<128x32xi32>
// CHECK: %[[JB:.*]] = broadcast %[[J1]] : tile<1x1xi32> -> tile<128x32xi32>
// CHECK: %[[MASK:.*]] = cmpi equal %[[COL]], %[[JB]], signed : tile<128x32xi32> -> tile<128x32xi1>
// CHECK: "test.use"(%[[MASK]])
// CHECK-NOT: tile<1x32x
tile.module @m {
  entry @column_mask(%j: tile<i32>) {
    %io = iota : tile<32xi32>
    %row = reshape %io : tile<32xi32> -> tile<1x32xi32>
    %j1 = reshape %j : tile<i32> -> tile<1x1xi32>
    %jb = broadcast %j1 : tile<1x1xi32> -> tile<1x32xi32>
    %eq = cmpi equal %row, %jb, signed : tile<1x32xi32> -> tile<1x32xi1>
    %mask = broadcast %eq : tile<1x32xi1> -> tile<128x32xi1>
    "test.use"(%mask) : (!tile.tile<128x32xi1>) -> ()
    return
  }
}

// -----

// A causal mask, rows >= columns: the row of an element of a 64x64 tile
// is its linear index / 64 (no remainder: it is the first dimension), the
// column its linear index mod 64; one iota serves both (CSE).
// CHECK-LABEL: entry @causal
// CHECK: %[[IOTA:.*]] = iota : tile<4096xi32>
// CHECK: %[[C64:.*]] = constant <i32: 64> : tile<4096xi32>
// CHECK: %[[Q:.*]] = divi %[[IOTA]], %[[C64]] unsigned : tile<4096xi32>
// CHECK: %[[ROWS:.*]] = reshape %[[Q]] : tile<4096xi32> -> tile<64x64xi32>
// CHECK: %[[R:.*]] = remi %[[IOTA]], %[[C64]] unsigned : tile<4096xi32>
// CHECK: %[[COLS:.*]] = reshape %[[R]] : tile<4096xi32> -> tile<64x64xi32>
// CHECK: cmpi greater_than_or_equal %[[ROWS]], %[[COLS]], signed : tile<64x64xi32> -> tile<64x64xi1>
// CHECK-NOT: broadcast
tile.module @m {
  entry @causal() {
    %io = iota : tile<64xi32>
    %r = reshape %io : tile<64xi32> -> tile<64x1xi32>
    %rb = broadcast %r : tile<64x1xi32> -> tile<64x64xi32>
    %c = reshape %io : tile<64xi32> -> tile<1x64xi32>
    %cb = broadcast %c : tile<1x64xi32> -> tile<64x64xi32>
    %m = cmpi greater_than_or_equal %rb, %cb, signed : tile<64x64xi32> -> tile<64x64xi1>
    "test.use"(%m) : (!tile.tile<64x64xi1>) -> ()
    return
  }
}

// -----

// Rank 3, the middle dimension: (linear / 8) mod 4. An i8 iota keeps the
// low bits of the i32 coordinate (trunci), an i64 one zero-extends it; a
// splat constant leaf becomes a splat of the result shape.
// CHECK-LABEL: entry @middle
// CHECK: %[[IOTA:.*]] = iota : tile<64xi32>
// CHECK: %[[C8:.*]] = constant <i32: 8> : tile<64xi32>
// CHECK: %[[Q:.*]] = divi %[[IOTA]], %[[C8]] unsigned : tile<64xi32>
// CHECK: %[[C4:.*]] = constant <i32: 4> : tile<64xi32>
// CHECK: %[[R:.*]] = remi %[[Q]], %[[C4]] unsigned : tile<64xi32>
// CHECK: %[[N:.*]] = trunci %[[R]] : tile<64xi32> -> tile<64xi8>
// CHECK: %[[I8:.*]] = reshape %[[N]] : tile<64xi8> -> tile<2x4x8xi8>
// CHECK: %[[THREE:.*]] = constant <i8: 3> : tile<2x4x8xi8>
// CHECK: %[[SUM:.*]] = addi %[[I8]], %[[THREE]] : tile<2x4x8xi8>
// CHECK: "test.use"(%[[SUM]])
// CHECK: %[[W:.*]] = exti %[[R]] unsigned : tile<64xi32> -> tile<64xi64>
// CHECK: %[[I64:.*]] = reshape %[[W]] : tile<64xi64> -> tile<2x4x8xi64>
// CHECK: "test.use"(%[[I64]])
tile.module @m {
  entry @middle() {
    %io = iota : tile<4xi8>
    %r = reshape %io : tile<4xi8> -> tile<1x4x1xi8>
    %three = constant <i8: 3> : tile<1x4x1xi8>
    %s = addi %r, %three : tile<1x4x1xi8>
    %b = broadcast %s : tile<1x4x1xi8> -> tile<2x4x8xi8>
    "test.use"(%b) : (!tile.tile<2x4x8xi8>) -> ()
    %wide = iota : tile<4xi64>
    %wr = reshape %wide : tile<4xi64> -> tile<1x4x1xi64>
    %wb = broadcast %wr : tile<1x4x1xi64> -> tile<2x4x8xi64>
    "test.use"(%wb) : (!tile.tile<2x4x8xi64>) -> ()
    return
  }
}

// -----

// Left alone: a broadcast of loaded values, of a reduction (its slice is
// already free), and of index arithmetic with one loaded leaf. A source
// with another use stays for that use.
// CHECK-LABEL: entry @kept
// CHECK: %[[X:.*]] = "test.tile"()
// CHECK: broadcast %[[X]] : tile<1x32xf32> -> tile<16x32xf32>
// CHECK: %[[RED:.*]] = reduce
// CHECK: broadcast {{.*}} : tile<16x1xf32> -> tile<16x32xf32>
// CHECK: %[[ROW:.*]] = reshape {{.*}} : tile<32xi32> -> tile<1x32xi32>
// CHECK: %[[SUM:.*]] = addi %[[ROW]], {{.*}} : tile<1x32xi32>
// CHECK: broadcast %[[SUM]] : tile<1x32xi32> -> tile<16x32xi32>
// CHECK: iota : tile<512xi32>
// CHECK: remi
// CHECK: %[[COLS:.*]] = reshape {{.*}} : tile<512xi32> -> tile<16x32xi32>
// CHECK-NEXT: "test.use"(%[[ROW]], %[[COLS]])
// CHECK-NOT: broadcast
tile.module @m {
  entry @kept() {
    %x = "test.tile"() : () -> !tile.tile<1x32xf32>
    %xb = broadcast %x : tile<1x32xf32> -> tile<16x32xf32>
    "test.use"(%xb) : (!tile.tile<16x32xf32>) -> ()
    %y = "test.tile"() : () -> !tile.tile<16x32xf32>
    %sum = reduce %y dim=1 identities=[0.000000e+00 : f32] : tile<16x32xf32> -> tile<16xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %s = addf %a, %b : tile<f32>
      yield %s : tile<f32>
    }
    %col = reshape %sum : tile<16xf32> -> tile<16x1xf32>
    %cb = broadcast %col : tile<16x1xf32> -> tile<16x32xf32>
    "test.use"(%cb) : (!tile.tile<16x32xf32>) -> ()
    %io = iota : tile<32xi32>
    %row = reshape %io : tile<32xi32> -> tile<1x32xi32>
    %off = "test.tile"() : () -> !tile.tile<1x32xi32>
    %moved = addi %row, %off : tile<1x32xi32>
    %mb = broadcast %moved : tile<1x32xi32> -> tile<16x32xi32>
    "test.use"(%mb) : (!tile.tile<16x32xi32>) -> ()
    %rb = broadcast %row : tile<1x32xi32> -> tile<16x32xi32>
    "test.use"(%row, %rb) : (!tile.tile<1x32xi32>, !tile.tile<16x32xi32>) -> ()
    return
  }
}

// -----

// More than 16 ops to recompute: left as it is.
// CHECK-LABEL: entry @long_chain
// CHECK: broadcast {{.*}} : tile<1x32xi32> -> tile<8x32xi32>
tile.module @m {
  entry @long_chain() {
    %io = iota : tile<32xi32>
    %v0 = reshape %io : tile<32xi32> -> tile<1x32xi32>
    %v1 = addi %v0, %v0 : tile<1x32xi32>
    %v2 = addi %v1, %v0 : tile<1x32xi32>
    %v3 = addi %v2, %v0 : tile<1x32xi32>
    %v4 = addi %v3, %v0 : tile<1x32xi32>
    %v5 = addi %v4, %v0 : tile<1x32xi32>
    %v6 = addi %v5, %v0 : tile<1x32xi32>
    %v7 = addi %v6, %v0 : tile<1x32xi32>
    %v8 = addi %v7, %v0 : tile<1x32xi32>
    %v9 = addi %v8, %v0 : tile<1x32xi32>
    %v10 = addi %v9, %v0 : tile<1x32xi32>
    %v11 = addi %v10, %v0 : tile<1x32xi32>
    %v12 = addi %v11, %v0 : tile<1x32xi32>
    %v13 = addi %v12, %v0 : tile<1x32xi32>
    %v14 = addi %v13, %v0 : tile<1x32xi32>
    %v15 = addi %v14, %v0 : tile<1x32xi32>
    %v16 = addi %v15, %v0 : tile<1x32xi32>
    %v17 = addi %v16, %v0 : tile<1x32xi32>
    %b = broadcast %v17 : tile<1x32xi32> -> tile<8x32xi32>
    "test.use"(%b) : (!tile.tile<8x32xi32>) -> ()
    return
  }
}

// -----

// A math function or a division by a runtime value costs tens of
// instructions an element: the broadcast stays. A division by a constant
// is recomputed.
// CHECK-LABEL: entry @costly
// CHECK: exp {{.*}} : tile<1x32xf32>
// CHECK: broadcast {{.*}} : tile<1x32xf32> -> tile<64x32xf32>
// CHECK: divi {{.*}} : tile<1x32xi32>
// CHECK: broadcast {{.*}} : tile<1x32xi32> -> tile<64x32xi32>
// CHECK: iota : tile<2048xi32>
// CHECK: %[[C4:.*]] = constant <i32: 4> : tile<64x32xi32>
// CHECK: divi {{.*}}, %[[C4]] signed : tile<64x32xi32>
tile.module @m {
  entry @costly(%n: tile<i32>) {
    %io = iota : tile<32xi32>
    %row = reshape %io : tile<32xi32> -> tile<1x32xi32>
    %f = itof %row signed : tile<1x32xi32> -> tile<1x32xf32>
    %e = exp %f : tile<1x32xf32>
    %eb = broadcast %e : tile<1x32xf32> -> tile<64x32xf32>
    "test.use"(%eb) : (!tile.tile<64x32xf32>) -> ()
    %n1 = reshape %n : tile<i32> -> tile<1x1xi32>
    %nb = broadcast %n1 : tile<1x1xi32> -> tile<1x32xi32>
    %q = divi %row, %nb signed : tile<1x32xi32>
    %qb = broadcast %q : tile<1x32xi32> -> tile<64x32xi32>
    "test.use"(%qb) : (!tile.tile<64x32xi32>) -> ()
    %four = constant <i32: 4> : tile<1x32xi32>
    %c = divi %row, %four signed : tile<1x32xi32>
    %cb = broadcast %c : tile<1x32xi32> -> tile<64x32xi32>
    "test.use"(%cb) : (!tile.tile<64x32xi32>) -> ()
    return
  }
}

// -----

// The old source's ops reach the iota by two paths (%sum reads %row and
// the iota's reshape %row reads it too): each is erased once.
// CHECK-LABEL: entry @two_paths
// CHECK: %[[IOTA:.*]] = iota : tile<256xi32>
// CHECK: remi %[[IOTA]]
// CHECK: addi
// CHECK-NOT: tile<1x32xi32>
tile.module @m {
  entry @two_paths() {
    %io = iota : tile<32xi32>
    %row = reshape %io : tile<32xi32> -> tile<1x32xi32>
    %twice = addi %row, %row : tile<1x32xi32>
    %sum = addi %twice, %row : tile<1x32xi32>
    %b = broadcast %sum : tile<1x32xi32> -> tile<8x32xi32>
    "test.use"(%b) : (!tile.tile<8x32xi32>) -> ()
    return
  }
}
