// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @tokens(
  entry @tokens(%a: token, %b: token) {
    // CHECK: %[[T0:.*]] = make_token : token
    %t0 = make_token : token
    // CHECK: %[[J:.*]] = join_tokens %[[T0]], %{{.*}} : token
    %j = join_tokens %t0, %a : token
    // CHECK: join_tokens %{{.*}}, %{{.*}}, %[[J]] : token
    %j2 = join_tokens %a, %b, %j : token
    // 13.4 grid dependency control, with and without an input token.
    // CHECK: %[[W:.*]] = gdc_wait_tko : token
    %w = gdc_wait_tko : token
    // CHECK: %[[L:.*]] = gdc_launch_dependents_tko token=%[[W]] : token
    %l = gdc_launch_dependents_tko token=%w : token
    // CHECK: gdc_wait_tko token=%[[L]] : token
    %w2 = gdc_wait_tko token=%l : token
    // CHECK: gdc_launch_dependents_tko : token
    %l2 = gdc_launch_dependents_tko : token
    // CHECK: memory_fence_alias_tko %[[J]] : token
    %f = memory_fence_alias_tko %j : token
    return
  }
}
