// RUN: tile-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s

// "test.use" keeps values alive: it is unregistered, so it may have effects.

tile.module @m {
  // CHECK-LABEL: entry @reshape
  // CHECK-SAME: (%[[N:.*]]: tile<i32>)
  entry @reshape(%n: tile<i32>) {
    // Folded constants are materialised at the top of the entry.
    // CHECK: %[[C:.*]] = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    // Same type: the source itself.
    // CHECK: "test.use"(%[[N]]) : (!tile.tile<i32>) -> ()
    %0 = reshape %n : tile<i32> -> tile<i32>
    "test.use"(%0) : (!tile.tile<i32>) -> ()
    // reshape of reshape: one reshape from the original value.
    // CHECK: %[[R:.*]] = reshape %[[N]] : tile<i32> -> tile<1xi32>
    // CHECK: "test.use"(%[[R]]) : (!tile.tile<1xi32>) -> ()
    %1 = reshape %n : tile<i32> -> tile<1x1xi32>
    %2 = reshape %1 : tile<1x1xi32> -> tile<1xi32>
    "test.use"(%2) : (!tile.tile<1xi32>) -> ()
    // Back to the original type: the original value.
    // CHECK: "test.use"(%[[N]]) : (!tile.tile<i32>) -> ()
    %3 = reshape %1 : tile<1x1xi32> -> tile<i32>
    "test.use"(%3) : (!tile.tile<i32>) -> ()
    // A constant keeps its row-major order.
    // CHECK: "test.use"(%[[C]])
    %c = constant <i32: [[0, 1], [2, 3]]> : tile<2x2xi32>
    %4 = reshape %c : tile<2x2xi32> -> tile<4xi32>
    "test.use"(%4) : (!tile.tile<4xi32>) -> ()
    // CHECK-NOT: reshape
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @broadcast
  // CHECK-SAME: (%[[N:.*]]: tile<i32>)
  entry @broadcast(%n: tile<i32>) {
    // CHECK-DAG: %[[SPLAT:.*]] = constant <f32: 2.500000e+00> : tile<4x8xf32>
    // CHECK-DAG: %[[NS:.*]] = constant <i32: {{\[}}[0, 1]]> : tile<1x2xi32>
    // CHECK-DAG: %[[R:.*]] = reshape %[[N]] : tile<i32> -> tile<1x1xi32>
    %r = reshape %n : tile<i32> -> tile<1x1xi32>
    // Same type: the source.
    // CHECK: "test.use"(%[[R]]) : (!tile.tile<1x1xi32>) -> ()
    %0 = broadcast %r : tile<1x1xi32> -> tile<1x1xi32>
    "test.use"(%0) : (!tile.tile<1x1xi32>) -> ()
    // A splat constant becomes a constant of the result type.
    // CHECK: "test.use"(%[[SPLAT]]) : (!tile.tile<4x8xf32>) -> ()
    %c = constant <f32: 2.5> : tile<1x8xf32>
    %1 = broadcast %c : tile<1x8xf32> -> tile<4x8xf32>
    "test.use"(%1) : (!tile.tile<4x8xf32>) -> ()
    // broadcast of broadcast: one broadcast.
    // CHECK: %[[B:.*]] = broadcast %[[R]] : tile<1x1xi32> -> tile<4x8xi32>
    // CHECK: "test.use"(%[[B]]) : (!tile.tile<4x8xi32>) -> ()
    %2 = broadcast %r : tile<1x1xi32> -> tile<1x8xi32>
    %3 = broadcast %2 : tile<1x8xi32> -> tile<4x8xi32>
    "test.use"(%3) : (!tile.tile<4x8xi32>) -> ()
    // A non-splat constant stays a broadcast.
    // CHECK: broadcast %[[NS]] : tile<1x2xi32> -> tile<4x2xi32>
    %ns = constant <i32: [[0, 1]]> : tile<1x2xi32>
    %4 = broadcast %ns : tile<1x2xi32> -> tile<4x2xi32>
    "test.use"(%4) : (!tile.tile<4x2xi32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @permute
  // CHECK-SAME: (%[[N:.*]]: tile<i32>)
  entry @permute(%n: tile<i32>) {
    // CHECK-DAG: %[[CT:.*]] = constant <i32: {{\[}}[0, 4], [1, 5], [2, 6], [3, 7]]> : tile<4x2xi32>
    // CHECK-DAG: %[[CS:.*]] = constant <f16: 1.000000e+00> : tile<8x2xf16>
    %r = reshape %n : tile<i32> -> tile<1x1x1xi32>
    %t = broadcast %r : tile<1x1x1xi32> -> tile<2x4x8xi32>
    // CHECK: %[[T:.*]] = broadcast
    // Identity: the source.
    // CHECK: "test.use"(%[[T]]) : (!tile.tile<2x4x8xi32>) -> ()
    %0 = permute %t [0, 1, 2] : tile<2x4x8xi32> -> tile<2x4x8xi32>
    "test.use"(%0) : (!tile.tile<2x4x8xi32>) -> ()
    // permute of permute composes: [1, 2, 0] then [2, 0, 1] is the identity.
    // CHECK: "test.use"(%[[T]]) : (!tile.tile<2x4x8xi32>) -> ()
    %1 = permute %t [1, 2, 0] : tile<2x4x8xi32> -> tile<4x8x2xi32>
    %2 = permute %1 [2, 0, 1] : tile<4x8x2xi32> -> tile<2x4x8xi32>
    "test.use"(%2) : (!tile.tile<2x4x8xi32>) -> ()
    // [1, 2, 0] then [1, 0, 2]: result dim i = source dim c[i], c = [2, 1, 0].
    // CHECK: %[[P:.*]] = permute %[[T]] [2, 1, 0] : tile<2x4x8xi32> -> tile<8x4x2xi32>
    // CHECK: "test.use"(%[[P]])
    %3 = permute %1 [1, 0, 2] : tile<4x8x2xi32> -> tile<8x4x2xi32>
    "test.use"(%3) : (!tile.tile<8x4x2xi32>) -> ()
    // A transposed constant.
    // CHECK: "test.use"(%[[CT]])
    %c = constant <i32: [[0, 1, 2, 3], [4, 5, 6, 7]]> : tile<2x4xi32>
    %4 = permute %c [1, 0] : tile<2x4xi32> -> tile<4x2xi32>
    "test.use"(%4) : (!tile.tile<4x2xi32>) -> ()
    // A splat constant.
    // CHECK: "test.use"(%[[CS]])
    %s = constant <f16: 1.0> : tile<2x8xf16>
    %5 = permute %s [1, 0] : tile<2x8xf16> -> tile<8x2xf16>
    "test.use"(%5) : (!tile.tile<8x2xf16>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @extract
  // CHECK-SAME: (%[[N:.*]]: tile<i32>)
  entry @extract(%n: tile<i32>) {
    // CHECK-DAG: %[[S:.*]] = constant <f32: 3.000000e+00> : tile<2x4xf32>
    // CHECK-DAG: %[[B:.*]] = constant <i32: {{\[}}[10, 11], [14, 15]]> : tile<2x2xi32>
    // CHECK-DAG: %[[ROW:.*]] = constant <i32: {{\[}}[8, 9, 10, 11]]> : tile<1x4xi32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %m = constant <i32: [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tile<4x4xi32>
    // Slice (1, 1) of 2x2 blocks: rows 2-3, columns 2-3.
    // CHECK: "test.use"(%[[B]])
    %0 = extract %m[%c1, %c1] : tile<4x4xi32> -> tile<2x2xi32>
    "test.use"(%0) : (!tile.tile<2x2xi32>) -> ()
    // Row 2; the column index needs no value, 0 is the only slice there.
    // CHECK: "test.use"(%[[ROW]])
    %1 = extract %m[%c2, %n] : tile<4x4xi32> -> tile<1x4xi32>
    "test.use"(%1) : (!tile.tile<1x4xi32>) -> ()
    // A splat constant: any slice.
    // CHECK: "test.use"(%[[S]])
    %s = constant <f32: 3.0> : tile<8x8xf32>
    %2 = extract %s[%n, %n] : tile<8x8xf32> -> tile<2x4xf32>
    "test.use"(%2) : (!tile.tile<2x4xf32>) -> ()
    // Unknown index: stays.
    // CHECK: extract %{{.*}}[%[[N]], %{{.*}}] : tile<4x4xi32> -> tile<2x2xi32>
    %3 = extract %m[%n, %c1] : tile<4x4xi32> -> tile<2x2xi32>
    "test.use"(%3) : (!tile.tile<2x2xi32>) -> ()
    // Slice 2 of 2 does not exist (UB): left alone.
    // CHECK: extract %{{.*}}[%{{.*}}, %{{.*}}] : tile<4x4xi32> -> tile<2x2xi32>
    %4 = extract %m[%c2, %c1] : tile<4x4xi32> -> tile<2x2xi32>
    "test.use"(%4) : (!tile.tile<2x2xi32>) -> ()
    // Whole-size extract: the source.
    // CHECK: %[[R:.*]] = reshape %[[N]]
    // CHECK: "test.use"(%[[R]]) : (!tile.tile<1x1xi32>) -> ()
    %r = reshape %n : tile<i32> -> tile<1x1xi32>
    %5 = extract %r[%n, %n] : tile<1x1xi32> -> tile<1x1xi32>
    "test.use"(%5) : (!tile.tile<1x1xi32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @insert_offset_iota
  // CHECK-SAME: (%[[N:.*]]: tile<i32>, %[[P:.*]]: tile<ptr<f32>>)
  entry @insert_offset_iota(%n: tile<i32>, %p: tile<ptr<f32>>) {
    // Whole-size insert: the inserted value.
    // CHECK: %[[R:.*]] = reshape %[[N]] : tile<i32> -> tile<1xi32>
    // CHECK: "test.use"(%[[R]]) : (!tile.tile<1xi32>) -> ()
    %r = reshape %n : tile<i32> -> tile<1xi32>
    %d = constant <i32: 7> : tile<1xi32>
    %0 = insert %r into %d[%n] : tile<1xi32> -> tile<1xi32>
    "test.use"(%0) : (!tile.tile<1xi32>) -> ()
    // Offset by zero: the pointers.
    // CHECK: "test.use"(%[[P]]) : (!tile.tile<ptr<f32>>) -> ()
    %z = constant <i64: 0> : tile<i64>
    %1 = offset %p, %z : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    "test.use"(%1) : (!tile.tile<ptr<f32>>) -> ()
    // A nonzero offset stays.
    // CHECK: offset %[[P]], %{{.*}} : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %o = constant <i64: 4> : tile<i64>
    %2 = offset %p, %o : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    "test.use"(%2) : (!tile.tile<ptr<f32>>) -> ()
    // iota is not folded to a constant.
    // CHECK: iota : tile<16xi32>
    %3 = iota : tile<16xi32>
    "test.use"(%3) : (!tile.tile<16xi32>) -> ()
    return
  }
}
