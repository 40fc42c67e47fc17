// RUN: tile-opt %s --tile-assign-layouts="num-warps=4" --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s

// A loop of f16 mma with a 64x64 f32 accumulator over 4 warps: the
// accumulator is in the mma layout (2x2 warps), 32 f32 per thread, and
// stays in registers across the loop. B (32x64) is loop-invariant, so it is
// resident (tilegpu.resident_rhs): transposed element by element into its own
// shared region once, before the loop. Per iteration A (64x32, a thread's 16
// elements as one store into a padded row) goes to scratch, a barrier (which
// also orders B's stores), then the k steps (32 / 16 = 2), unrolled so a
// step's fragment loads may overlap the mmas before: per step each warp
// loads its 2 A fragments (ldmatrix.x4) and 4 B fragments (ldmatrix.x2)
// once and runs 2 x 4 = 8 mma.sync, reading and writing accumulator lanes
// in registers -- no shared-memory store of the accumulator. After the loop
// the f16 result goes through scratch once, to the blocked layout the
// store needs.
// CHECK-LABEL: llvm.func @loop
// CHECK: llvm.intr.masked.scatter {{.*}} : vector<16xf16>, vector<16xi1> into vector<16x!llvm.ptr<3>>
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (vector<32xf32>)
// CHECK-NOT: llvm.store {{.*}} : vector<32xf32>
// CHECK-NOT: llvm.intr.masked.scatter
// CHECK: llvm.store {{.*}} {alignment = 16 : i64} : vector<16xf16>, !llvm.ptr<3>
// CHECK-NOT: llvm.intr.masked.scatter
// CHECK: nvvm.barrier0
// CHECK-NOT: scf.for
// CHECK-COUNT-2: nvvm.ldmatrix {{.*}}num = 4 : i32
// CHECK-COUNT-4: nvvm.ldmatrix {{.*}}num = 2 : i32
// CHECK: vector.extract %[[ACC]][0] : f32 from vector<32xf32>
// CHECK: nvvm.mma.sync {{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32)
// CHECK-COUNT-7: nvvm.mma.sync
// CHECK-NOT: scf.for
// CHECK-NOT: llvm.store
// CHECK-COUNT-2: nvvm.ldmatrix {{.*}}num = 4 : i32
// CHECK-COUNT-4: nvvm.ldmatrix {{.*}}num = 2 : i32
// CHECK-COUNT-8: nvvm.mma.sync
// CHECK-NOT: llvm.store
// CHECK-NOT: nvvm.mma.sync
// CHECK: nvvm.barrier0
// CHECK: scf.yield %{{.*}} : vector<32xf32>
// CHECK: arith.truncf {{.*}} : vector<32xf32> to vector<32xf16>
// (a fragment's lanes in pairs of a row's adjacent columns, the first even,
// rows 64 + 8 elements apart: one 4-byte store a pair, at its first lane's
// index)
// CHECK: %[[I0:.*]] = vector.extract %[[IDX:.*]][0] : i64 from vector<32xi64>
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %{{.*}}[%[[I0]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
// CHECK-NEXT: %[[V0:.*]] = vector.extract_strided_slice %{{.*}} {offsets = [0], sizes = [2], strides = [1]} : vector<32xf16> to vector<2xf16>
// CHECK-NEXT: llvm.store %[[V0]], %[[P0]] {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<3>
// CHECK-NEXT: vector.extract %[[IDX]][2] : i64 from vector<32xi64>
// CHECK-COUNT-15: llvm.store {{.*}} {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<3>
// CHECK-NEXT: nvvm.barrier0
// (read back in 16-byte pieces: TileToGPUScratch.cpp's loadInPieces)
// CHECK-COUNT-4: llvm.load {{.*}} : !llvm.ptr<3> -> vector<8xf16>
// CHECK: nvvm.barrier0
tile.module @m {
  tile.entry @loop(%p: tile<ptr<f16>>, %n: tile<i32>, %x: tile<f16>) {
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
    %p1 = reshape %p : tile<ptr<f16>> -> tile<1x1xptr<f16>>
    %ps = broadcast %p1 : tile<1x1xptr<f16>> -> tile<64x64xptr<f16>>
    %t = store_ptr_tko weak %ps, %h : tile<64x64xptr<f16>>, tile<64x64xf16> -> token
    return
  }
}
