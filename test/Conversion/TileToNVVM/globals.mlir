// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" | FileCheck %s

// Module globals become LLVM globals in global memory (addrspace 1) of the
// gpu.module, with the op's values as initialiser: `constant` stays
// constant, `private` (device-only) is internal, public is external (the
// host finds it by name); aligned to at least 256 bytes, as the interpreter
// allocates them. get_global is the global's address.

// CHECK: gpu.module @m {
// CHECK-DAG: llvm.mlir.global internal constant @table(dense<[3, 1, 4, 1, 5, 9, 2, 6]> : tensor<8xi32>) {addr_space = 1 : i32, alignment = 256 : i64} : !llvm.array<8 x i32>
// CHECK-DAG: llvm.mlir.global external @acc(dense<0.000000e+00> : tensor<4xf32>) {addr_space = 1 : i32, alignment = 512 : i64} : !llvm.array<4 x f32>
// CHECK-DAG: llvm.mlir.global external constant @halves(dense<[5.000000e-01, -2.500000e+00]> : tensor<2xbf16>) {addr_space = 1 : i32, alignment = 256 : i64} : !llvm.array<2 x bf16>
// CHECK-DAG: llvm.mlir.global internal @wide(dense<[-1, 4294967296]> : tensor<2xi64>) {addr_space = 1 : i32, alignment = 256 : i64} : !llvm.array<2 x i64>
// CHECK-LABEL: llvm.func @k
// CHECK: %[[T:.*]] = llvm.mlir.addressof @table : !llvm.ptr<1>
// CHECK: llvm.getelementptr %[[T]][%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
// CHECK: llvm.mlir.addressof @acc : !llvm.ptr<1>
// CHECK-NOT: tile.
tile.module @m {
  global private constant @table <i32: [3, 1, 4, 1, 5, 9, 2, 6]> : tile<8xi32>
  global @acc alignment = 512 <f32: [0.0, 0.0, 0.0, 0.0]> : tile<4xf32>
  global constant @halves <bf16: [0.5, -2.5]> : tile<2xbf16>
  global private @wide <i64: [-1, 4294967296]> : tile<2xi64>
  tile.entry @k(%i: tile<i32>, %x: tile<f32>) {
    %t = get_global @table : tile<ptr<i32>>
    %p = offset %t, %i : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %a = get_global @acc : tile<ptr<f32>>
    %t1 = store_ptr_tko weak %a, %x : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
