// RUN: tile-opt %s --convert-tile-to-gpu | FileCheck %s

// Constants, iota, grid ids, reshape, broadcast, assume and tokens. With
// 128 threads a 1024-element tile gives each thread 8 consecutive elements
// (thread t holds 8t .. 8t+7).

// CHECK-LABEL: llvm.func @ids
// CHECK-DAG: %[[BX:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-DAG: %[[GX:.*]] = nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK-DAG: %[[GZ:.*]] = nvvm.read.ptx.sreg.nctaid.z : i32
// CHECK: %[[S:.*]] = arith.addi %[[BX]], %[[GZ]] : i32
// CHECK: arith.addi %[[S]], %[[GX]] : i32
tile.module @m {
  tile.entry @ids(%p: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    %s = addi %bx, %nz : tile<i32>
    %t = addi %s, %nx : tile<i32>
    return
  }

// CHECK-LABEL: llvm.func @iota
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[T:.*]] = arith.extui %[[TID]] : i32 to i64
// CHECK: %[[EIGHT:.*]] = arith.constant 8 : i64
// CHECK: %[[BASE:.*]] = arith.muli %[[T]], %[[EIGHT]] : i64
// CHECK: %[[LANES:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi64>
// CHECK: %[[SPLAT:.*]] = vector.broadcast %[[BASE]] : i64 to vector<8xi64>
// CHECK: %[[IDX:.*]] = arith.addi %[[SPLAT]], %[[LANES]] : vector<8xi64>
// CHECK: arith.trunci %[[IDX]] : vector<8xi64> to vector<8xi32>
  tile.entry @iota() {
    %i = iota : tile<1024xi32>
    %j = addi %i, %i : tile<1024xi32>
    return
  }

// A 32-element tile over 128 threads: one element per thread, and threads
// t and t + 32 hold the same one (t mod 32).
// CHECK-LABEL: llvm.func @iota_replicated
// CHECK: %[[T:.*]] = arith.extui %{{.*}} : i32 to i64
// CHECK: %[[MASK:.*]] = arith.constant 31 : i64
// CHECK: %[[CHUNK:.*]] = arith.andi %[[T]], %[[MASK]] : i64
// CHECK: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK: arith.muli %[[CHUNK]], %[[ONE]] : i64
// CHECK: %[[V:.*]] = arith.trunci %{{.*}} : vector<1xi64> to vector<1xi16>
// CHECK: vector.extract %[[V]][0] : i16 from vector<1xi16>
  tile.entry @iota_replicated() {
    %i = iota : tile<32xi16>
    %j = addi %i, %i : tile<32xi16>
    return
  }

// CHECK-LABEL: llvm.func @constants_shapes
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-DAG: %[[C:.*]] = arith.constant dense<2.500000e+00> : vector<16xf32>
// CHECK: %[[B:.*]] = vector.broadcast %[[X]] : f32 to vector<16xf32>
// CHECK: %[[SUM:.*]] = arith.addf %[[B]], %[[C]] : vector<16xf32>
// A row-major reshape moves no element: the same vector.
// CHECK: arith.mulf %[[SUM]], %[[SUM]] : vector<16xf32>
// Rank-0 constants fold as in the tile dialect.
// CHECK: arith.constant 14 : i64
  tile.entry @constants_shapes(%x: tile<f32>) {
    %c = constant <f32: 2.5> : tile<64x32xf32>
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %b = broadcast %x1 : tile<1x1xf32> -> tile<64x32xf32>
    %sum = addf %b, %c : tile<64x32xf32>
    %r = reshape %sum : tile<64x32xf32> -> tile<2048xf32>
    %r2 = mulf %r, %r : tile<2048xf32>
    %s = constant <i64: 7> : tile<i64>
    %s2 = addi %s, %s : tile<i64>
    return
  }

// Assume passes its value through; tokens leave no code.
// CHECK-LABEL: llvm.func @assume_tokens
// CHECK-SAME: (%[[N:.*]]: i32)
// CHECK-NOT: tile.
// CHECK: arith.muli %[[N]], %[[N]] : i32
// CHECK-NEXT: llvm.return
  tile.entry @assume_tokens(%n: tile<i32>) {
    %a = assume div_by<16>, %n : tile<i32>
    %b = assume bounded<0, ?>, %a : tile<i32>
    %t0 = make_token : token
    %t1 = make_token : token
    %t2 = join_tokens %t0, %t1 : token
    %m = muli %b, %b : tile<i32>
    return
  }
}
