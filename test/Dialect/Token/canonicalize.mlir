// RUN: tile-opt %s --canonicalize --split-input-file | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @dedup(
  // CHECK-SAME: %[[A:[a-z0-9_]+]]: token, %[[B:[a-z0-9_]+]]: token
  entry @dedup(%a: token, %b: token, %p: tile<ptr<f32>>, %v: tile<f32>) {
    // Duplicates go; the order of first appearance stays.
    // CHECK: %[[J:.*]] = join_tokens %[[A]], %[[B]] : token
    %j = join_tokens %a, %b, %a, %b : token
    // CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[J]]
    %s = store_ptr_tko weak %p, %v token=%j : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @single(
  // CHECK-SAME: %[[A:[a-z0-9_]+]]: token
  entry @single(%a: token, %p: tile<ptr<f32>>, %v: tile<f32>) {
    // One distinct input: the join is that token.
    // CHECK-NOT: join_tokens
    // CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[A]]
    %j = join_tokens %a, %a : token
    %s = store_ptr_tko weak %p, %v token=%j : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @roots(
  // CHECK-SAME: %[[A:[a-z0-9_]+]]: token, %[[B:[a-z0-9_]+]]: token
  entry @roots(%a: token, %b: token, %p: tile<ptr<f32>>, %v: tile<f32>) {
    // make_token roots order nothing, so joining them adds nothing.
    // CHECK-NOT: join_tokens
    // CHECK: %[[S:.*]] = store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[A]]
    %r = make_token : token
    %j = join_tokens %r, %a : token
    %s = store_ptr_tko weak %p, %v token=%j : tile<ptr<f32>>, tile<f32> -> token
    // CHECK: %[[J:.*]] = join_tokens %[[S]], %[[B]] : token
    %j2 = join_tokens %s, %r, %b, %s : token
    // CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} token=%[[J]]
    %s2 = store_ptr_tko weak %p, %v token=%j2 : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}

// -----

tile.module @m {
  // CHECK-LABEL: entry @keep(
  entry @keep(%a: token, %b: token, %p: tile<ptr<f32>>, %v: tile<f32>) {
    // Distinct, non-root inputs stay.
    // CHECK: join_tokens %{{.*}}, %{{.*}} : token
    %j = join_tokens %a, %b : token
    %s = store_ptr_tko weak %p, %v token=%j : tile<ptr<f32>>, tile<f32> -> token
    // Unused pure token ops are dead; memory ops stay.
    // CHECK-NOT: make_token
    %r = make_token : token
    // CHECK: gdc_wait_tko
    %w = gdc_wait_tko : token
    // CHECK: memory_fence_alias_tko
    %f = memory_fence_alias_tko %a : token
    return
  }
}
