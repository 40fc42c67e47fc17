// RUN: tile-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: tile-opt --allow-unregistered-dialect %s | tile-opt --allow-unregistered-dialect | FileCheck %s
// RUN: tile-opt --allow-unregistered-dialect %s --mlir-print-op-generic | tile-opt --allow-unregistered-dialect | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @assumes(
  entry @assumes(%p: tile<ptr<f32>>, %n: tile<i32>, %tv: tensor_view<?x64xf32, strides=[64,1]>) {
    // Predicates print without their `#tile.` prefix.
    // CHECK: %[[A:.*]] = assume div_by<16>, %{{.*}} : tile<ptr<f32>>
    %a = assume div_by<16>, %p : tile<ptr<f32>>
    // CHECK: assume div_by<16>, %[[A]] : tile<ptr<f32>>
    %a2 = assume div_by<16>, %a : tile<ptr<f32>>
    // CHECK: assume bounded<0, ?>, %{{.*}} : tile<i32>
    %b = assume bounded<0, ?>, %n : tile<i32>
    // CHECK: assume bounded<?, 100>, %{{.*}} : tile<i32>
    %b2 = assume bounded<?, 100>, %n : tile<i32>
    // CHECK: assume div_by<16>, %{{.*}} : tensor_view<?x64xf32, strides=[64,1]>
    %tva = assume div_by<16>, %tv : tensor_view<?x64xf32, strides=[64,1]>
    %t = "test.tile"() : () -> !tile.tile<16x8xi32>
    // CHECK: assume div_by<4, every 4 along 1>, %{{.*}} : tile<16x8xi32>
    %c = assume div_by<4, every 4 along 1>, %t : tile<16x8xi32>
    // CHECK: assume same_elements<[2, 4]>, %{{.*}} : tile<16x8xi32>
    %d = assume same_elements<[2, 4]>, %t : tile<16x8xi32>
    return
  }

  // CHECK-LABEL: entry @prints(
  entry @prints(%i: tile<i32>, %tk: token) {
    %f = "test.tile"() : () -> !tile.tile<16xf32>
    %c = "test.tile"() : () -> !tile.tile<4xi1>
    // CHECK: assert %{{.*}}, "oops" : tile<4xi1>
    assert %c, "oops" : tile<4xi1>
    // CHECK: %[[P:.*]] = print_tko "v=%d %f\0A", %{{.*}}, %{{.*}} token=%{{.*}} : tile<i32>, tile<16xf32> -> token
    %p = print_tko "v=%d %f\n", %i, %f token=%tk : tile<i32>, tile<16xf32> -> token
    // `%%` is a literal percent sign, not a conversion.
    // CHECK: print_tko "100%% of %d", %{{.*}} token=%[[P]] : tile<i32> -> token
    %p2 = print_tko "100%% of %d", %i token=%p : tile<i32> -> token
    // No arguments.
    // CHECK: print_tko "hello" -> token
    %p3 = print_tko "hello" -> token
    // 13.1 `print`: no token in or out.
    // CHECK: print_tko "x=%d", %{{.*}} : tile<i32>{{$}}
    print_tko "x=%d", %i : tile<i32>
    return
  }
}
