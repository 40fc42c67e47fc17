// RUN: tile-opt %s -split-input-file --tile-pipeline-mma-loads | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-pipeline-mma-loads=stages=3 | FileCheck %s --check-prefix=THREE
// RUN: tile-opt %s -split-input-file --tile-pipeline-mma-loads=stages=1 | FileCheck %s --check-prefix=OFF
// RUN: tile-opt %s -split-input-file --tile-pipeline-mma-loads=resident-only=true | FileCheck %s --check-prefix=RESIDENT

// The K loop of a GEMM: both operands are loaded one iteration ahead. The
// prologue loads iteration lb under an `if` that the loop runs (zeros
// otherwise); the body first loads iteration k + 1 (k where k + 1 is past
// the end: compared in i64, so it never wraps), then computes on the
// tiles carried in, and passes the new ones on.
// CHECK-LABEL: entry @gemm
// CHECK-DAG: %[[Z0:.*]] = constant <f16: 0.000000e+00> : tile<128x32xf16>
// CHECK-DAG: %[[Z1:.*]] = constant <f16: 0.000000e+00> : tile<32x64xf16>
// CHECK: %[[LB:.*]] = exti %[[C0:.*]] signed : tile<i32> -> tile<i64>
// CHECK: %[[UB:.*]] = exti %[[KT:.*]] signed : tile<i32> -> tile<i64>
// CHECK: %[[RUNS:.*]] = cmpi less_than %[[LB]], %[[UB]], signed
// CHECK: %[[PRO:.*]]:2 = if %[[RUNS]] -> (tile<128x32xf16>, tile<32x64xf16>) {
// CHECK-NEXT: %[[PA:.*]], %{{.*}} = load_view_tko weak %{{.*}}[%[[C0]], %[[C0]]]
// CHECK-NEXT: %[[PB:.*]], %{{.*}} = load_view_tko weak %{{.*}}[%[[C0]], %[[C0]]]
// CHECK-NEXT: yield %[[PA]], %[[PB]]
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %[[Z0]], %[[Z1]]
// CHECK: for %[[K:.*]] in (%[[C0]] to %[[KT]], step %[[C1:.*]]) : tile<i32> iter_values(%[[SUM:.*]] = %{{.*}}, %[[A:.*]] = %[[PRO]]#0, %[[B:.*]] = %[[PRO]]#1) -> (tile<128x64xf32>, tile<128x32xf16>, tile<32x64xf16>)
// CHECK-NEXT: %[[NEXT:.*]] = addi %[[K]], %[[C1]]
// CHECK: %[[AHEAD:.*]] = cmpi less_than
// CHECK-NEXT: %[[AT:.*]] = select %[[AHEAD]], %[[NEXT]], %[[K]]
// CHECK-NEXT: %[[NA:.*]], %{{.*}} = load_view_tko weak %{{.*}}[%[[C0]], %[[AT]]]
// CHECK-NEXT: %[[NB:.*]], %{{.*}} = load_view_tko weak %{{.*}}[%[[AT]], %[[C0]]]
// CHECK-NEXT: %[[D:.*]] = mmaf %[[A]], %[[B]], %[[SUM]]
// CHECK-NEXT: continue %[[D]], %[[NA]], %[[NB]]
// CHECK-NEXT: } attributes {tile.pipeline_stages = 2 : i64}
// Three stages: two prologue loads (lb, then lb + step under its own
// guard), a ring of two per operand, and the body loads k + 2 steps.
// THREE-LABEL: entry @gemm
// THREE-COUNT-2: = if %{{.*}} -> (tile<128x32xf16>, tile<32x64xf16>)
// THREE: iter_values(%{{.*}}, %[[A0:.*]] = %{{.*}}#0, %[[B0:.*]] = %{{.*}}#1, %[[A1:.*]] = %{{.*}}#0, %[[B1:.*]] = %{{.*}}#1)
// THREE: mmaf %[[A0]], %[[B0]]
// THREE-NEXT: continue %{{.*}}, %[[A1]], %[[B1]], %{{.*}}, %{{.*}}
// THREE-NEXT: } attributes {tile.pipeline_stages = 3 : i64}
// OFF-LABEL: entry @gemm
// OFF-NOT: pipeline_stages
// Both operands loaded in the loop: the operand rings' loop, which
// resident-only leaves alone.
// RESIDENT-LABEL: entry @gemm
// RESIDENT-NOT: pipeline_stages
// RESIDENT: return
tile.module @m {
  entry @gemm(%a: tile<ptr<f16>>, %b: tile<ptr<f16>>, %c: tile<ptr<f32>>, %n: tile<i32>) {
    %tok = make_token : token
    %ta = make_tensor_view %a, shape = [128, %n], strides = [%n, 1] : tile<i32> -> tensor_view<128x?xf16, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %pa = make_partition_view %ta : partition_view<tile=(128x32), padding_value = zero, tensor_view<128x?xf16, strides=[?,1]>>
    %pb = make_partition_view %tb : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %kt:2 = get_index_space_shape %pa : partition_view<tile=(128x32), padding_value = zero, tensor_view<128x?xf16, strides=[?,1]>> -> tile<i32>
    %zero = constant <f32: 0.0> : tile<128x64xf32>
    %acc = for %k in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x64xf32>) {
      %at, %at_tok = load_view_tko weak %pa[%c0, %k] token = %tok : partition_view<tile=(128x32), padding_value = zero, tensor_view<128x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %bt, %bt_tok = load_view_tko weak %pb[%k, %c0] token = %tok : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<32x64xf16>, token
      %next = mmaf %at, %bt, %sum : tile<128x32xf16>, tile<32x64xf16>, tile<128x64xf32>
      continue %next : tile<128x64xf32>
    }
    %tc = make_tensor_view %c, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf32, strides=[64,1]>
    %pc = make_partition_view %tc : partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>>
    %st = store_view_tko weak %acc, %pc[%c0, %c0] : tile<128x64xf32>, partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

// Through a reshape and a conversion (a batched operand, tf32): still an
// mma operand. The unsigned loop compares its bounds unsigned.
// CHECK-LABEL: entry @through_ops
// CHECK: cmpi less_than %{{.*}}, %{{.*}}, unsigned
// CHECK: for unsigned {{.*}} iter_values(%{{.*}} = %{{.*}}, %[[A:.*]] = %{{.*}}) -> (tile<16x16xf32>, tile<1x16x8xf32>)
// CHECK: %[[R:.*]] = reshape %[[A]]
// CHECK-NEXT: %[[T:.*]] = ftof %[[R]]
// CHECK-NEXT: mmaf %[[T]]
// CHECK: tile.pipeline_stages = 2
tile.module @m {
  entry @through_ops(%a: tile<ptr<f32>>, %n: tile<i32>) {
    %ta = make_tensor_view %a, shape = [4, 16, %n], strides = [128, %n, 1] : tile<i32> -> tensor_view<4x16x?xf32, strides=[128,?,1]>
    %pa = make_partition_view %ta : partition_view<tile=(1x16x8), tensor_view<4x16x?xf32, strides=[128,?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %b = constant <tf32: 1.0> : tile<8x16xtf32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc = for unsigned %k in (%c0 to %c4, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tok = load_view_tko weak %pa[%c0, %c0, %k] : partition_view<tile=(1x16x8), tensor_view<4x16x?xf32, strides=[128,?,1]>>, tile<i32> -> tile<1x16x8xf32>, token
      %a2 = reshape %at : tile<1x16x8xf32> -> tile<16x8xf32>
      %a3 = ftof %a2 : tile<16x8xf32> -> tile<16x8xtf32>
      %next = mmaf %a3, %b, %sum : tile<16x8xtf32>, tile<8x16xtf32>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    return
  }
}

// -----

// Left as they are: a store in the body (a load moved ahead of it could
// read what it writes), a load no mma reads, an index computed from the
// induction variable, and a view made inside the loop.
// CHECK-LABEL: entry @kept
// CHECK-NOT: pipeline_stages
// CHECK: return
tile.module @m {
  entry @kept(%a: tile<ptr<f16>>, %o: tile<ptr<f16>>, %n: tile<i32>) {
    %ta = make_tensor_view %a, shape = [16, %n], strides = [%n, 1] : tile<i32> -> tensor_view<16x?xf16, strides=[?,1]>
    %pa = make_partition_view %ta : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %b = constant <f16: 1.0> : tile<16x16xf16>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %r1 = for %k in (%c0 to %c4, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tok = load_view_tko weak %pa[%c0, %k] : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x16xf16>, token
      %st = store_view_tko weak %at, %pa[%c0, %c1] : tile<16x16xf16>, partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> token
      %next = mmaf %at, %b, %sum : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %r2 = for %k in (%c0 to %c4, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tok = load_view_tko weak %pa[%c0, %k] : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x16xf16>, token
      %f = ftof %at : tile<16x16xf16> -> tile<16x16xf32>
      %next = addf %f, %sum : tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %r3 = for %k in (%c0 to %c4, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %k1 = addi %k, %c1 : tile<i32>
      %at, %tok = load_view_tko weak %pa[%c0, %k1] : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x16xf16>, token
      %next = mmaf %at, %b, %sum : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %r4 = for %k in (%c0 to %c4, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %pin = make_partition_view %ta : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>
      %at, %tok = load_view_tko weak %pin[%c0, %k] : partition_view<tile=(16x16), tensor_view<16x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x16xf16>, token
      %next = mmaf %at, %b, %sum : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    return
  }
}

// -----

// The seed's panel update: B is resident (loaded before the loop), A is
// loaded each iteration and its token threaded through the loop to order
// the store after it. A is pipelined (with resident-only too), its token
// riding the ring with its tile: each iteration joins the token of the
// load whose tile it computes on, as before (a stage that does not run
// yields the load's input token).
// CHECK-LABEL: entry @panel
// CHECK: %[[PRO:.*]]:2 = if %{{.*}} -> (tile<64x32xf32>, token) {
// CHECK-NEXT: %[[PA:.*]], %[[PT:.*]] = load_view_tko weak %[[VIEW:.*]][%{{.*}}, %[[C0:.*]]] token = %[[T0:[^ ]*]]
// CHECK-NEXT: yield %[[PA]], %[[PT]]
// CHECK-NEXT: } else {
// CHECK-NEXT: yield %{{.*}}, %[[T0]] : tile<64x32xf32>, token
// CHECK: %[[LOOP:.*]]:4 = for %[[K:.*]] in {{.*}} iter_values(%[[SUM:.*]] = %{{.*}}, %[[TOK:.*]] = %[[T0]], %[[A:.*]] = %[[PRO]]#0, %[[AT:.*]] = %[[PRO]]#1) -> (tile<64x32xf32>, token, tile<64x32xf32>, token)
// CHECK: %[[NA:.*]], %[[NT:.*]] = load_view_tko weak %[[VIEW]][%{{.*}}, %{{.*}}] token = %[[T0]]
// CHECK-NEXT: %[[J:.*]] = join_tokens %[[TOK]], %[[AT]]
// CHECK-NEXT: %[[R:.*]] = ftof %[[A]]
// CHECK-NEXT: %[[D:.*]] = mmaf %[[R]], %{{.*}}, %[[SUM]]
// CHECK-NEXT: continue %[[D]], %[[J]], %[[NA]], %[[NT]]
// CHECK-NEXT: } attributes {tile.pipeline_stages = 2 : i64}
// CHECK: store_view_tko weak %[[LOOP]]#0, %{{.*}} token = %[[LOOP]]#1
// RESIDENT-LABEL: entry @panel
// RESIDENT: tile.pipeline_stages = 2
tile.module @m {
  entry @panel(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %n: tile<i32>) {
    %tok = make_token : token
    %ta = make_tensor_view %a, shape = [64, %n], strides = [%n, 1] : tile<i32> -> tensor_view<64x?xf32, strides=[?,1]>
    %tb = make_tensor_view %b, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %pa = make_partition_view %ta : partition_view<tile=(64x32), padding_value = zero, tensor_view<64x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tb : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %kt:2 = get_index_space_shape %pa : partition_view<tile=(64x32), padding_value = zero, tensor_view<64x?xf32, strides=[?,1]>> -> tile<i32>
    %bt, %bt_tok = load_view_tko weak %pb[%c0, %c0] token = %tok : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> tile<32x32xf32>, token
    %b32 = ftof %bt : tile<32x32xf32> -> tile<32x32xtf32>
    %zero = constant <f32: 0.0> : tile<64x32xf32>
    %r:2 = for %k in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%sum = %zero, %t = %tok) -> (tile<64x32xf32>, token) {
      %at, %at_tok = load_view_tko weak %pa[%c0, %k] token = %tok : partition_view<tile=(64x32), padding_value = zero, tensor_view<64x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x32xf32>, token
      %j = join_tokens %t, %at_tok : token
      %a32 = ftof %at : tile<64x32xf32> -> tile<64x32xtf32>
      %next = mmaf %a32, %b32, %sum : tile<64x32xtf32>, tile<32x32xtf32>, tile<64x32xf32>
      continue %next, %j : tile<64x32xf32>, token
    }
    %st = store_view_tko weak %r#0, %pa[%c0, %c0] token = %r#1 : tile<64x32xf32>, partition_view<tile=(64x32), padding_value = zero, tensor_view<64x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
