// REQUIRES: ptxas
// RUN: tile-as %s -o %t.ptx --emit=ptx --gpu-name sm_90 --num-warps=1
// RUN: FileCheck %s < %t.ptx
// RUN: tile-as %s -o %t.cubin --gpu-name sm_90 --num-warps=1 -O2

// A masked weak load and store of 64 or more lanes per thread are one
// predicated instruction per lane (TileToGPUMemory.cpp,
// kPredicatedAccessLanes): the register preset to the padding (1.0 =
// 1065353216), then `@%p ld`; no branch. (LLVM scalarizes a masked gather
// into a block per lane, quadratic in its register coalescer.) Fewer lanes
// keep the masked gather/scatter (memory.mlir).
// CHECK-LABEL: .entry wide(
// CHECK: mov.b32 %r[[PAD:[0-9]+]], 1065353216;
// CHECK: mov.b32 %r[[X:[0-9]+]], %r[[PAD]];
// CHECK-NEXT: @%p[[ON:[0-9]+]] ld.global.b32 %r[[X]], [%rd{{[0-9]+}}];
// CHECK-COUNT-63: @%p{{[0-9]+}} ld.global.b32
// CHECK-NOT: ld.global
// CHECK: @%p[[ON]] st.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK-COUNT-63: @%p{{[0-9]+}} st.global.b32
// CHECK-NOT: bra
// CHECK: ret;
tile.module @m {
  tile.entry @wide(%p: tile<ptr<f32>>, %n: tile<i32>) {
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<2048xptr<f32>>
    %i = iota : tile<2048xi32>
    %q = offset %pb, %i : tile<2048xptr<f32>>, tile<2048xi32> -> tile<2048xptr<f32>>
    %nr = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %nr : tile<1xi32> -> tile<2048xi32>
    %m = cmpi less_than %i, %nb, signed : tile<2048xi32> -> tile<2048xi1>
    %z = constant <f32: 1.0> : tile<2048xf32>
    %v, %t = load_ptr_tko weak %q, %m, %z : tile<2048xptr<f32>>, tile<2048xi1>, tile<2048xf32> -> tile<2048xf32>, token
    %w = addf %v, %v : tile<2048xf32>
    %t2 = store_ptr_tko weak %q, %w, %m token=%t : tile<2048xptr<f32>>, tile<2048xf32>, tile<2048xi1> -> token
    return
  }
}
