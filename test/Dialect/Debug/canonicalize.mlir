// RUN: tile-opt --allow-unregistered-dialect %s --canonicalize | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @keep_facts(
  entry @keep_facts(%p: tile<ptr<f32>>, %n: tile<i32>, %v: tile<f32>) {
    // Facts feed lowering (alignment, bounds): canonicalization keeps them,
    // even stacked on one value.
    // CHECK: %[[A:.*]] = assume div_by<16>, %{{.*}} : tile<ptr<f32>>
    // CHECK: %[[B:.*]] = assume div_by<16>, %[[A]] : tile<ptr<f32>>
    // CHECK: %[[N:.*]] = assume bounded<0, ?>, %{{.*}} : tile<i32>
    %a = assume div_by<16>, %p : tile<ptr<f32>>
    %b = assume div_by<16>, %a : tile<ptr<f32>>
    %an = assume bounded<0, ?>, %n : tile<i32>
    // CHECK: make_tensor_view %[[B]], shape = [%[[N]]], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %tv = make_tensor_view %b, shape = [%an], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %c0 = "test.zero"() : () -> !tile.tile<i32>
    %t, %tk = load_view_tko weak %pv[%c0] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    // CHECK: store_view_tko
    %s = store_view_tko weak %t, %pv[%c0] token = %tk : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    // Prints and asserts are effects: they stay without users.
    // CHECK: print_tko "%f"
    %pr = print_tko "%f", %v : tile<f32> -> token
    // CHECK: assert
    %c = "test.cond"() : () -> !tile.tile<i1>
    assert %c, "oops" : tile<i1>
    return
  }
}
