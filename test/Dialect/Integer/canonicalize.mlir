// RUN: tile-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @fold_splat
  entry @fold_splat() {
    %a = constant <i32: 7> : tile<4xi32>
    %b = constant <i32: -3> : tile<4xi32>
    %one = constant <i32: 1> : tile<4xi32>
    %three = constant <i32: 3> : tile<4xi32>
    // CHECK-DAG: %[[C4:.*]] = constant <i32: 4> : tile<4xi32>
    // CHECK-DAG: %[[C10:.*]] = constant <i32: 10> : tile<4xi32>
    // CHECK-DAG: %[[CM21:.*]] = constant <i32: -21> : tile<4xi32>
    // CHECK-DAG: %[[C6:.*]] = constant <i32: 6> : tile<4xi32>
    // CHECK-DAG: %[[C5:.*]] = constant <i32: 5> : tile<4xi32>
    // CHECK-DAG: %[[CM1:.*]] = constant <i32: -1> : tile<4xi32>
    // CHECK-DAG: %[[CM6:.*]] = constant <i32: -6> : tile<4xi32>
    // CHECK-DAG: %[[C3:.*]] = constant <i32: 3> : tile<4xi32>
    // CHECK-DAG: %[[CM7:.*]] = constant <i32: -7> : tile<4xi32>
    // CHECK-DAG: %[[C7:.*]] = constant <i32: 7> : tile<4xi32>
    // CHECK-DAG: %[[CM3:.*]] = constant <i32: -3> : tile<4xi32>
    // CHECK-DAG: %[[C56:.*]] = constant <i32: 56> : tile<4xi32>
    // CHECK-DAG: %[[CM2:.*]] = constant <i32: -2> : tile<4xi32>
    // CHECK-DAG: %[[CBIG:.*]] = constant <i32: 2147483646> : tile<4xi32>
    %0 = addi %a, %b : tile<4xi32>
    %1 = subi %a, %b : tile<4xi32>
    %2 = muli %a, %b : tile<4xi32>
    // 7 * 0xFFFFFFFD = 0x6_FFFFFFEB: the high half is 6.
    %3 = mulhii %a, %b : tile<4xi32>
    %4 = andi %a, %b : tile<4xi32>
    %5 = ori %a, %b : tile<4xi32>
    %6 = xori %a, %b : tile<4xi32>
    %7 = absi %b : tile<4xi32>
    %8 = negi %a : tile<4xi32>
    %9 = maxi %a, %b signed : tile<4xi32>
    // Unsigned, -3 is 0xFFFFFFFD, the larger one.
    %10 = maxi %a, %b unsigned : tile<4xi32>
    %11 = shli %a, %three : tile<4xi32>
    // -3 >> 1: arithmetic gives -2, logical 0x7FFFFFFE.
    %12 = shri %b, %one signed : tile<4xi32>
    %13 = shri %b, %one unsigned : tile<4xi32>
    %14 = mini %a, %b signed : tile<4xi32>
    // CHECK-NOT: {{addi|subi|muli|mulhii|andi|ori|xori|absi|negi|maxi|mini|shli|shri}}
    // CHECK: "test.use"(%[[C4]], %[[C10]], %[[CM21]], %[[C6]], %[[C5]], %[[CM1]], %[[CM6]], %[[C3]], %[[CM7]], %[[C7]], %[[CM3]], %[[C56]], %[[CM2]], %[[CBIG]], %[[CM3]])
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (!tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>, !tile.tile<4xi32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // Division rounds as asked: 7 / -2 is -3 (zero), -4 (floor), -3 (ceil);
  // remainders take the dividend's sign.
  // CHECK-LABEL: entry @fold_div
  entry @fold_div() {
    %a = constant <i32: 7> : tile<i32>
    %b = constant <i32: -2> : tile<i32>
    // CHECK-DAG: %[[M3:.*]] = constant <i32: -3> : tile<i32>
    // CHECK-DAG: %[[M4:.*]] = constant <i32: -4> : tile<i32>
    // CHECK-DAG: %[[P1:.*]] = constant <i32: 1> : tile<i32>
    // CHECK-DAG: %[[U:.*]] = constant <i32: 0> : tile<i32>
    %0 = divi %a, %b signed : tile<i32>
    %1 = divi %a, %b signed rounding<negative_inf> : tile<i32>
    %2 = divi %a, %b signed rounding<positive_inf> : tile<i32>
    %3 = remi %a, %b signed : tile<i32>
    // Unsigned: 7 / 0xFFFFFFFE is 0.
    %4 = divi %a, %b unsigned : tile<i32>
    // CHECK: "test.use"(%[[M3]], %[[M4]], %[[M3]], %[[P1]], %[[U]])
    "test.use"(%0, %1, %2, %3, %4) : (!tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // Undefined cases are left for run time.
  // CHECK-LABEL: entry @no_fold_ub
  entry @no_fold_ub() {
    %a = constant <i32: 7> : tile<i32>
    %z = constant <i32: 0> : tile<i32>
    %min = constant <i32: -2147483648> : tile<i32>
    %m1 = constant <i32: -1> : tile<i32>
    %big = constant <i32: 32> : tile<i32>
    // CHECK: divi {{.*}} signed
    %0 = divi %a, %z signed : tile<i32>
    // CHECK: divi {{.*}} signed
    %1 = divi %min, %m1 signed : tile<i32>
    // CHECK: remi {{.*}} unsigned
    %2 = remi %a, %z unsigned : tile<i32>
    // CHECK: shli
    %3 = shli %a, %big : tile<i32>
    "test.use"(%0, %1, %2, %3) : (!tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // Wrap-around: INT_MAX + 1 is INT_MIN, and |INT_MIN| keeps its bits.
  // CHECK-LABEL: entry @fold_wrap
  entry @fold_wrap() {
    %max = constant <i8: 127> : tile<i8>
    %one = constant <i8: 1> : tile<i8>
    %min = constant <i8: -128> : tile<i8>
    // CHECK-DAG: %[[MIN:.*]] = constant <i8: -128> : tile<i8>
    %0 = addi %max, %one overflow<no_signed_wrap> : tile<i8>
    %1 = absi %min : tile<i8>
    // CHECK: "test.use"(%[[MIN]], %[[MIN]])
    "test.use"(%0, %1) : (!tile.tile<i8>, !tile.tile<i8>) -> ()
    return
  }
}

// -----

tile.module @m {
  // Non-splat constants fold element by element.
  // CHECK-LABEL: entry @fold_dense
  entry @fold_dense() {
    %a = constant <i16: [1, 2, 3, 4]> : tile<4xi16>
    %b = constant <i16: [10, 20, 30, 40]> : tile<4xi16>
    // CHECK-DAG: constant <i16: [11, 22, 33, 44]> : tile<4xi16>
    %0 = addi %a, %b : tile<4xi16>
    // CHECK-DAG: constant <i1: [true, true, false, false]> : tile<4xi1>
    %c = constant <i16: [5, 5, 3, 2]> : tile<4xi16>
    %1 = cmpi greater_than %c, %a, signed : tile<4xi16> -> tile<4xi1>
    "test.use"(%0, %1) : (!tile.tile<4xi16>, !tile.tile<4xi1>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @identities
  // CHECK-SAME: (%[[X:.*]]: tile<i32>)
  entry @identities(%x: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %o = constant <i32: 1> : tile<i32>
    %m = constant <i32: -1> : tile<i32>
    %0 = addi %x, %z : tile<i32>
    // The constant moves to the right first.
    %1 = addi %z, %x : tile<i32>
    %2 = subi %x, %z : tile<i32>
    %3 = muli %x, %o : tile<i32>
    %4 = andi %x, %m : tile<i32>
    %5 = ori %x, %z : tile<i32>
    %6 = xori %x, %z : tile<i32>
    %7 = shli %x, %z : tile<i32>
    %8 = shri %x, %z signed : tile<i32>
    %9 = divi %x, %o signed : tile<i32>
    %10 = andi %x, %x : tile<i32>
    %11 = maxi %x, %x signed : tile<i32>
    %n = negi %x : tile<i32>
    %12 = negi %n : tile<i32>
    // CHECK: "test.use"(%[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]])
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (!tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @to_zero
  entry @to_zero(%x: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %o = constant <i32: 1> : tile<i32>
    // CHECK: %[[Z:.*]] = constant <i32: 0> : tile<i32>
    // CHECK-NOT: muli
    // CHECK-NOT: subi
    // CHECK-NOT: xori
    // CHECK-NOT: remi
    // CHECK-NOT: andi
    %0 = muli %x, %z : tile<i32>
    %1 = subi %x, %x : tile<i32>
    %2 = xori %x, %x : tile<i32>
    %3 = remi %x, %o signed : tile<i32>
    %4 = andi %x, %z : tile<i32>
    // CHECK: "test.use"(%[[Z]], %[[Z]], %[[Z]], %[[Z]], %[[Z]])
    "test.use"(%0, %1, %2, %3, %4) : (!tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>) -> ()
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @cmp_self
  entry @cmp_self(%x: tile<i32>) {
    // CHECK-DAG: %[[T:.*]] = constant <i1: true> : tile<i1>
    // CHECK-DAG: %[[F:.*]] = constant <i1: false> : tile<i1>
    %0 = cmpi equal %x, %x, signed : tile<i32> -> tile<i1>
    %1 = cmpi less_than %x, %x, unsigned : tile<i32> -> tile<i1>
    %2 = cmpi greater_than_or_equal %x, %x, signed : tile<i32> -> tile<i1>
    // CHECK: "test.use"(%[[T]], %[[F]], %[[T]])
    "test.use"(%0, %1, %2) : (!tile.tile<i1>, !tile.tile<i1>, !tile.tile<i1>) -> ()
    return
  }
}
