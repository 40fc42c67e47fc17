// Memory ops that NVIDIA's verifier accepts and ours once rejected
// (docs/verifier-differences.md lists the differences that remain).
// RUN: tile-opt %s --allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: tile-opt %s --allow-unregistered-dialect -split-input-file --mlir-print-op-generic | tile-opt --allow-unregistered-dialect -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// load_ptr_tko with a padding value and no mask: every lane reads memory and
// the padding is unused (cuTile writes this). In text a lone `, %x` reads
// as the mask, so the form is written generically here.
// CHECK-LABEL: entry @padding_without_mask
// CHECK: load_ptr_tko weak %{{.*}}, %{{.*}} : tile<4xptr<f32>>, tile<4xf32> -> tile<4xf32>, token
// GENERIC-LABEL: "padding_without_mask"
// GENERIC: "tile.load_ptr_tko"(%{{.*}}, %{{.*}}) <{memory_ordering_semantics = {{.*}}, operandSegmentSizes = array<i32: 1, 0, 1, 0>}>
tile.module @m {
  entry @padding_without_mask() {
    %ptrs = "test.tile"() : () -> !tile.tile<4xptr<f32>>
    %pad = "test.tile"() : () -> !tile.tile<4xf32>
    %r, %tk = "tile.load_ptr_tko"(%ptrs, %pad) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (!tile.tile<4xptr<f32>>, !tile.tile<4xf32>) -> (!tile.tile<4xf32>, !tile.token)
    return
  }
}

// -----

// alloca: an empty allocation (NVIDIA confines num_elem to >= 0); tf32
// needs the alignment of its 19 bits in whole bytes (2, NVIDIA's natural
// size); the lowering may always align more.
// CHECK-LABEL: entry @allocas
// CHECK: alloca num_elem = 0, alignment = 4 : tile<ptr<f32>>
// CHECK: alloca num_elem = 8, alignment = 2 : tile<ptr<tf32>>
// GENERIC-LABEL: "allocas"
// GENERIC-COUNT-2: "tile.alloca"
tile.module @m {
  entry @allocas() {
    %a = alloca num_elem = 0, alignment = 4 : tile<ptr<f32>>
    %b = alloca num_elem = 8, alignment = 2 : tile<ptr<tf32>>
    return
  }
}

// -----

// atomic_red_view_tko: NVIDIA checks each index (a rank-0 integer tile) on
// its own; unlike the view loads and stores the types may differ.
// CHECK-LABEL: entry @reduction_indices
// CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32>, tile<i64> -> token
// GENERIC-LABEL: "reduction_indices"
// GENERIC: "tile.atomic_red_view_tko"
tile.module @m {
  entry @reduction_indices(%p: tile<ptr<f32>>, %n: tile<i32>, %i: tile<i32>, %l: tile<i64>) {
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %t = "test.tile"() : () -> !tile.tile<16x64xf32>
    %r = atomic_red_view_tko relaxed device %pv[%i, %l], addf, %t : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32>, tile<i64> -> token
    return
  }
}
