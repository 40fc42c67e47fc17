// RUN: tile-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @zero_trip
  entry @zero_trip(%n: tile<i32>) {
    %c5 = constant <i32: 5> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %m1 = constant <i32: -1> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %z = constant <f32: 0.000000e+00> : tile<4xf32>
    // 5 >= 2: no iteration, the result is the initial value.
    // CHECK-NOT: for
    // CHECK: "test.use"(%[[Z:.*]]) : (!tile.tile<4xf32>) -> ()
    %r = for %iv in (%c5 to %c2, step %c1) : tile<i32> iter_values(%a = %z) -> (tile<4xf32>) {
      %b = "test.op"(%a) : (!tile.tile<4xf32>) -> !tile.tile<4xf32>
      continue %b : tile<4xf32>
    }
    "test.use"(%r) : (!tile.tile<4xf32>) -> ()
    // Signed, -1 < 2 iterates; unsigned, 0xFFFFFFFF >= 2 does not.
    // CHECK: for %{{.*}} in
    %s = for %iv in (%m1 to %c2, step %c1) : tile<i32> iter_values(%a = %z) -> (tile<4xf32>) {
      %b = "test.op"(%a) : (!tile.tile<4xf32>) -> !tile.tile<4xf32>
      continue %b : tile<4xf32>
    }
    "test.use"(%s) : (!tile.tile<4xf32>) -> ()
    // CHECK-NOT: for unsigned
    // CHECK: "test.use"(%[[Z]])
    %u = for unsigned %iv in (%m1 to %c2, step %c1) : tile<i32> iter_values(%a = %z) -> (tile<4xf32>) {
      %b = "test.op"(%a) : (!tile.tile<4xf32>) -> !tile.tile<4xf32>
      continue %b : tile<4xf32>
    }
    "test.use"(%u) : (!tile.tile<4xf32>) -> ()
    // A runtime bound keeps the loop.
    // CHECK: for %{{.*}} in
    for %iv in (%c5 to %n, step %c1) : tile<i32> {
      "test.effect"() : () -> ()
      continue
    }
    return
  }

  // CHECK-LABEL: entry @constant_if
  entry @constant_if(%n: tile<i32>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %a = constant <i32: 1> : tile<i32>
    %b = constant <i32: 2> : tile<i32>
    // CHECK-NOT: if
    // CHECK: "test.then"() : () -> ()
    // CHECK: "test.use"(%{{.*}}) {taken = "then"}
    %x = if %t -> (tile<i32>) {
      "test.then"() : () -> ()
      yield %a : tile<i32>
    } else {
      "test.else"() : () -> ()
      yield %b : tile<i32>
    }
    "test.use"(%x) {taken = "then"} : (!tile.tile<i32>) -> ()
    // CHECK: "test.else"() : () -> ()
    %y = if %f -> (tile<i32>) {
      "test.then"() : () -> ()
      yield %a : tile<i32>
    } else {
      "test.else"() : () -> ()
      yield %b : tile<i32>
    }
    "test.use"(%y) : (!tile.tile<i32>) -> ()
    // A false condition without else removes the whole if.
    // CHECK-NOT: "test.dropped"
    if %f {
      "test.dropped"() : () -> ()
    }
    // A branch that breaks out of a loop stays.
    // CHECK: loop
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: break
    loop {
      if %t {
        break
      }
      continue
    }
    return
  }

  // A partition view made in a for's body from a tensor view outside it
  // moves before the loop (cuTile's 13.1 bytecode makes its partition
  // views inside the K loop). A tensor view made in the body stays (its
  // extents are checked where it is made), and so does the partition view
  // made from it.
  // CHECK-LABEL: entry @invariant_views
  // CHECK: %[[TV:.*]] = make_tensor_view %arg0
  // CHECK-NEXT: %[[PV:.*]] = make_partition_view %[[TV]]
  // CHECK-NEXT: for
  // CHECK: load_view_tko weak %[[PV]][
  // CHECK: %[[TQ:.*]] = make_tensor_view %arg0
  // CHECK-NEXT: %[[PQ:.*]] = make_partition_view %[[TQ]]
  // CHECK-NEXT: load_view_tko weak %[[PQ]][
  // CHECK: continue
  entry @invariant_views(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %tok = make_token : token
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    for %iv in (%c0 to %n, step %c1) : tile<i32> {
      %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
      %t, %t2 = load_view_tko weak %pv[%iv] token = %tok : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
      "test.use"(%t) : (!tile.tile<16xf32>) -> ()
      %tq = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
      %pq = make_partition_view %tq : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
      %u, %u2 = load_view_tko weak %pq[%iv] token = %tok : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
      "test.use"(%u) : (!tile.tile<16xf32>) -> ()
      continue
    }
    return
  }
}
