// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=4" -split-input-file | FileCheck %s

// tf32 128x64 += 128x64 . 64x64 (the seed's shapes), accumulator in the
// blocked layout (no tile-assign-layouts here): A and B go to scratch at
// rows of 64 + 4 tf32 (272 bytes, 16 bytes of padding so ldmatrix rows hit
// distinct banks): A as one vector store per thread (a thread's 64
// elements are one row), B transposed element by element; the accumulator
// as it is (one vector store) and back (16-byte pieces: a 256-byte load
// whose one use is a store would become a copy loop past the barrier,
// TileToGPUScratch.cpp). m16n8k8 in a loop over K (64 / 8 steps) with A
// from one ldmatrix.x4 and B from one ldmatrix.x2; 64 tiles of 16x8 over 4
// warps, so 16 per warp and no guard.
// CHECK-LABEL: llvm.func @tf32
// CHECK: llvm.store {{.*}} {alignment = 16 : i64} : vector<64xf32>, !llvm.ptr<3>
// CHECK: llvm.intr.masked.scatter {{.*}} : vector<32xf32>, vector<32xi1> into vector<32x!llvm.ptr<3>>
// CHECK: llvm.store {{.*}} : vector<64xf32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: scf.for {{.*}} = %{{.*}} to %c16_i64{{.*}} step
// CHECK-NOT: scf.if
// CHECK-COUNT-4: llvm.load {{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> f32
// CHECK: scf.for {{.*}} = %{{.*}} to %c64_i64{{.*}} step %c8_i64{{.*}} iter_args
// CHECK: arith.constant 272 : i64
// CHECK: nvvm.ldmatrix {{.*}}num = 4 : i32{{.*}} -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: nvvm.ldmatrix {{.*}}num = 2 : i32{{.*}} -> !llvm.struct<(i32, i32)>
// CHECK: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-COUNT-4: llvm.store {{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-16: llvm.load {{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CHECK-NEXT: vector.insert_strided_slice
// CHECK-NEXT: nvvm.barrier0
tile.module @m {
  tile.entry @tf32(%a: tile<f32>) {
    %x = constant <f32: 1.0> : tile<128x64xf32>
    %y = constant <f32: 2.0> : tile<64x64xf32>
    %xt = ftof %x : tile<128x64xf32> -> tile<128x64xtf32>
    %yt = ftof %y : tile<64x64xf32> -> tile<64x64xtf32>
    %d = mmaf %xt, %yt, %x : tile<128x64xtf32>, tile<64x64xtf32>, tile<128x64xf32>
    return
  }
}

// -----

// f16 operands with an f16 accumulator: the accumulator is staged widened
// to f32 and narrowed once at the end; f16 register pairs go to the NVVM op
// as vector<2xf16>. 16x8 output on 4 warps: one tile, so a guard.
// CHECK-LABEL: llvm.func @f16
// CHECK: arith.extf {{.*}} : vector<1xf16> to vector<1xf32>
// CHECK: scf.if
// CHECK: llvm.bitcast {{.*}} : i32 to vector<2xf16>
// CHECK: nvvm.mma.sync {{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: arith.truncf {{.*}} : vector<1xf32> to vector<1xf16>
tile.module @m {
  tile.entry @f16(%a: tile<f32>) {
    %x = constant <f16: 1.0> : tile<16x16xf16>
    %y = constant <f16: 2.0> : tile<16x8xf16>
    %c = constant <f16: 0.0> : tile<16x8xf16>
    %d = mmaf %x, %y, %c : tile<16x16xf16>, tile<16x8xf16>, tile<16x8xf16>
    return
  }
}

// -----

// Signedness reaches the instruction per operand; integer mma wraps.
// CHECK-LABEL: llvm.func @i8
// CHECK: nvvm.mma.sync {{.*}}intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>{{.*}}multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
tile.module @m {
  tile.entry @i8(%a: tile<f32>) {
    %x = constant <i8: 1> : tile<32x32xi8>
    %y = constant <i8: 2> : tile<32x16xi8>
    %c = constant <i32: 0> : tile<32x16xi32>
    %d = mmai %x, %y, %c unsigned signed : tile<32x32xi8>, tile<32x16xi8>, tile<32x16xi32>
    return
  }
}

// -----

// K smaller than the instruction (bf16, K = 4 < 16): A and B are zeroed in
// scratch first (a strided loop of 16-byte stores), then stored element by
// element at their padded places.
// CHECK-LABEL: llvm.func @padded
// CHECK: scf.for
// CHECK: llvm.store {{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.intr.masked.scatter
// CHECK: nvvm.mma.sync {{.*}}multiplicandAPtxType = #nvvm.mma_type<bf16>
tile.module @m {
  tile.entry @padded(%a: tile<f32>) {
    %x = constant <bf16: 1.0> : tile<16x4xbf16>
    %y = constant <bf16: 2.0> : tile<4x8xbf16>
    %c = constant <f32: 0.0> : tile<16x8xf32>
    %d = mmaf %x, %y, %c : tile<16x4xbf16>, tile<4x8xbf16>, tile<16x8xf32>
    return
  }
}

// -----

// f32 x f32 takes no tensor core: one fma per k on each thread's elements,
// k ascending from C, as the interpreter defines it.
// CHECK-LABEL: llvm.func @f32
// CHECK-NOT: nvvm.mma.sync
// CHECK: scf.for {{.*}} iter_args
// CHECK: llvm.intr.masked.gather
// CHECK: llvm.intr.masked.gather
// CHECK: math.fma
tile.module @m {
  tile.entry @f32(%a: tile<f32>) {
    %x = constant <f32: 1.0> : tile<16x8xf32>
    %y = constant <f32: 2.0> : tile<8x16xf32>
    %c = constant <f32: 0.0> : tile<16x16xf32>
    %d = mmaf %x, %y, %c : tile<16x8xf32>, tile<8x16xf32>, tile<16x16xf32>
    return
  }
}

// -----

// f8 operands are widened to f16 first (every f8E4M3FN value is an f16
// value), then take the f16 instruction with f32 accumulation.
// CHECK-LABEL: llvm.func @f8
// CHECK: nvvm.mma.sync {{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
tile.module @m {
  tile.entry @f8(%a: tile<f32>) {
    %x = constant <f8E4M3FN: 1.0> : tile<16x32xf8E4M3FN>
    %y = constant <f8E4M3FN: 2.0> : tile<32x8xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<16x8xf32>
    %d = mmaf %x, %y, %c : tile<16x32xf8E4M3FN>, tile<32x8xf8E4M3FN>, tile<16x8xf32>
    return
  }
}
