// RUN: tile-opt %s --convert-tile-to-gpu | FileCheck %s
// RUN: tile-opt %s --convert-tile-to-gpu="num-warps=8" | FileCheck %s --check-prefix=W8

// The Tile IR ABI: the entry's parameters in order, pointers as bare
// global pointers and scalars as themselves (no memref descriptors); the
// block size in nvvm.reqntid; a <kernel>__tileir_dynamic_smem constant.

// CHECK: gpu.module @kernels {
// CHECK: llvm.func @abi(%{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: i64, %{{.*}}: f16, %{{.*}}: !llvm.ptr<1>)
// CHECK-SAME: attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>}
// CHECK-NEXT: llvm.return
// W8: llvm.func @abi
// W8-SAME: nvvm.reqntid = array<i32: 256, 1, 1>
// The entry's hint wins over the option.
// CHECK: llvm.func @hinted()
// CHECK-SAME: nvvm.reqntid = array<i32: 64, 1, 1>
// W8: llvm.func @hinted()
// W8-SAME: nvvm.reqntid = array<i32: 64, 1, 1>
// CHECK-DAG: llvm.mlir.global external constant @abi__tileir_dynamic_smem(0 : i32) {addr_space = 1 : i32, alignment = 4 : i64} : i32
// CHECK-DAG: llvm.mlir.global external constant @hinted__tileir_dynamic_smem(0 : i32)
// CHECK-NOT: tile.
tile.module @kernels {
  tile.entry @abi(%a: tile<ptr<f32>>, %b: tile<i32>, %c: tile<i64>, %d: tile<f16>, %e: tile<ptr<i8>>) {
    return
  }
  tile.entry @hinted() optimization_hints=<default = {num_worker_warps_per_cta = 2}> {
    return
  }
}
