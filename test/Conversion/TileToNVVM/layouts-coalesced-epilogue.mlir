// RUN: tile-opt %s --tile-assign-layouts="num-warps=4" --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s

// A GEMM epilogue (test/Transforms/assign-layouts.mlir, @epilogue): the
// 64x64 f16 result leaves the mma layout for #tilegpu.coalesced<8, 32>
// across rows. Its fragments go to scratch at rows of 64 + 8 (the padding
// out of the mma layout); each thread then reads back its four vectors of
// 8, one 16-byte load each: thread t = 32 q + p starts at element
// 1024 q + 8 p, its vectors 256 elements apart (the lane offsets below),
// at padded index i + (i / 64) 8. A whole tile stores the four vectors
// with four 16-byte stores, each warp-wide store 256 consecutive elements.
// The fragments' lanes go as 16 pairs, 4 bytes each.
// CHECK-COUNT-16: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x
// CHECK: arith.constant 32 : i64
// CHECK: arith.constant 1024 : i64
// CHECK: %[[FIRST:.*]] = arith.addi
// The vectors never cross a row, so the padded index is the first
// element's (16 q + p / 8 rows of 64 + 8) plus a constant per lane:
// 256 k + r becomes 256 k + r + 4 k 8 = 288 k + r. One address, and the
// loads take immediates.
// CHECK: %[[ROWS:.*]] = arith.divui %[[FIRST]], %{{.*}} : i64
// CHECK: %[[PADS:.*]] = arith.muli %[[ROWS]], %{{.*}} : i64
// CHECK: %[[START:.*]] = arith.addi %[[FIRST]], %[[PADS]] : i64
// CHECK: %[[SPLAT:.*]] = vector.broadcast %[[START]] : i64 to vector<32xi64>
// CHECK: %[[LANES:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 288, 289, 290, 291, 292, 293, 294, 295, 576, 577, 578, 579, 580, 581, 582, 583, 864, 865, 866, 867, 868, 869, 870, 871]> : vector<32xi64>
// CHECK: arith.addi %[[SPLAT]], %[[LANES]] : vector<32xi64>
// CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xf16>
// CHECK-NEXT: vector.insert_strided_slice
// CHECK-NEXT: nvvm.barrier0
// The store's coordinates: column 8 p mod 64 plus 0-7, row 16 q + p / 8
// plus 4 rows a vector, each one scalar for the thread and constants, no
// division per lane.
// CHECK: arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 256, 257, 258, 259, 260, 261, 262, 263, 512, 513, 514, 515, 516, 517, 518, 519, 768, 769, 770, 771, 772, 773, 774, 775]> : vector<32xi64>
// CHECK-NOT: arith.divui %{{.*}} : vector<32xi64>
// CHECK: %[[COLUMN:.*]] = arith.remui %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7]> : vector<32xi64>
// CHECK-NOT: arith.divui %{{.*}} : vector<32xi64>
// CHECK: %[[ROW:.*]] = arith.divui %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: arith.constant dense<[0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4, 4, 4, 8, 8, 8, 8, 8, 8, 8, 8, 12, 12, 12, 12, 12, 12, 12, 12]> : vector<32xi64>
// CHECK-NOT: arith.divui %{{.*}} : vector<32xi64>
// CHECK: scf.if
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
tile.module @m {
  tile.entry @epilogue(%p: tile<ptr<f16>>, %n: tile<i32>, %x: tile<f16>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<64x64xf32>
    %x1 = reshape %x : tile<f16> -> tile<1x1xf16>
    %a = broadcast %x1 : tile<1x1xf16> -> tile<64x32xf16>
    %b = broadcast %x1 : tile<1x1xf16> -> tile<32x64xf16>
    %r = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<64x64xf32>) {
      %d = mmaf %a, %b, %acc : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %d : tile<64x64xf32>
    }
    %h = ftof %r : tile<64x64xf32> -> tile<64x64xf16>
    %pa = assume div_by<16>, %p : tile<ptr<f16>>
    %v = make_tensor_view %pa, shape = [%n, %n], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[64,1]>>
    %t = store_view_tko weak %h, %pv[%c0, %c0] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
