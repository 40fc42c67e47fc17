// An mma accumulator goes back to the blocked layout through scratch rows
// padded by 8 elements (getMmaRowPadding), so the eight rows a warp's
// fragment pairs fall in sit on different banks; the plan prices the
// padding and drops it where it does not fit (tile.plan's
// mma_row_padding = 0).
// RUN: tile-opt %s --tile-verify-resources=target=sm_90 | FileCheck %s --check-prefix=PLAN90
// RUN: tile-opt %s --tile-verify-resources=target=sm_120 | FileCheck %s --check-prefix=PLAN120
// RUN: tile-opt %s --tile-verify-resources=target=sm_90 --tile-assign-layouts --convert-tile-to-gpu=chip=sm_90 | FileCheck %s --check-prefix=LOW90
// RUN: tile-opt %s --tile-verify-resources=target=sm_120 --tile-assign-layouts --convert-tile-to-gpu=chip=sm_120 | FileCheck %s --check-prefix=LOW120

// B (128x128 f16, loaded before the loop) is resident: 128 transposed rows
// of 128 + 8 elements, 34816 bytes for the whole kernel. After the loop the
// 128x128 f32 accumulator (8 warps: a 2x4 grid of warps) is staged in 128
// rows of 128 + 8 elements: 69632 bytes, 104448 in all. sm_90 has room;
// sm_120's 101376 bytes do not, so there the rows stay plain: 65536 +
// 34816 = 100352.
// PLAN90: tile.plan = {num_ctas = 1 : i64, num_warps = 8 : i64,
// PLAN90-NOT: mma_row_padding
// PLAN90-SAME: shared_bytes = 104448 : i64
// PLAN120: tile.plan = {mma_row_padding = 0 : i64, num_ctas = 1 : i64, num_warps = 8 : i64,
// PLAN120-SAME: shared_bytes = 100352 : i64

// The fragment's element offsets: (row g, col 2t), (g, 2t + 1), (g + 8,
// 2t), (g + 8, 2t + 1) at 136 elements a row (8 rows: 1088), the next
// column tile 4 warps * 8 = 32 columns on, the next row tile 2 warps * 16
// rows (4352) on.
// LOW90-LABEL: llvm.func @padding_dropped
// LOW90: arith.constant dense<[0, 1, 1088, 1089, 32, 33, 1120, 1121, 64, 65, 1152, 1153, 96, 97, 1184, 1185, 4352, 4353,
// Each pair of lanes (a row's adjacent columns, the first even; rows of 136
// keep it 8-byte aligned) goes as one store: 32 of them.
// LOW90-COUNT-32: llvm.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<3>
// LOW90-NEXT: nvvm.barrier0
// The blocked side: thread t's 64 elements start at 64 t, in row 64 t / 128,
// which is 8 elements later per row before it: 16-byte aligned, loaded in
// 16 pieces of 16 bytes (loadInPieces).
// LOW90: %[[START:.*]] = arith.muli %{{.*}}, %c64_i64{{.*}} : i64
// LOW90-NEXT: %[[C128:.*]] = arith.constant 128 : i64
// LOW90-NEXT: %[[ROW:.*]] = arith.divui %[[START]], %[[C128]] : i64
// LOW90-NEXT: %[[C8:.*]] = arith.constant 8 : i64
// LOW90-NEXT: %[[PAD:.*]] = arith.muli %[[ROW]], %[[C8]] : i64
// LOW90-NEXT: %[[AT:.*]] = arith.addi %[[START]], %[[PAD]] : i64
// LOW90: llvm.getelementptr %{{.*}}[34816] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// LOW90-NEXT: llvm.getelementptr %{{.*}}[%[[AT]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// LOW90-NEXT: llvm.mlir.poison : vector<64xf32>
// LOW90-COUNT-16: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// LOW90: llvm.mlir.global external @padding_dropped__tileir_scratch() {{.*}} : !llvm.array<104448 x i8>

// Plain rows: 128 elements a row (8 rows: 1024), and the chunk at 64 t.
// LOW120-LABEL: llvm.func @padding_dropped
// LOW120: arith.constant dense<[0, 1, 1024, 1025, 32, 33, 1056, 1057,
// LOW120-NOT: arith.constant 136 : i64
// LOW120: llvm.mlir.global external @padding_dropped__tileir_scratch() {{.*}} : !llvm.array<100352 x i8>

tile.module @m {
  entry @padding_dropped(%pa: tile<ptr<f16>>, %pb: tile<ptr<f16>>, %pc: tile<ptr<f32>>, %n: tile<i32>) {
    %tok = make_token : token
    %c128 = constant <i32: 128> : tile<i32>
    %av = make_tensor_view %pa, shape = [%c128, %c128], strides = [%c128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %bv = make_tensor_view %pb, shape = [%c128, %c128], strides = [%c128, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %cv = make_tensor_view %pc, shape = [%c128, %c128], strides = [%c128, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %b, %bt = load_view_tko weak %bp[%c0, %c0] token = %tok : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x128xf16>, token
    %zero = constant <f32: 0.0> : tile<128x128xf32>
    %d = for %k in (%c0 to %n, step %c1) : tile<i32> iter_values(%acc = %zero) -> (tile<128x128xf32>) {
      %a, %at = load_view_tko weak %ap[%k, %c0] token = %tok : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x128xf16>, token
      %next = mmaf %a, %b, %acc : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %st = store_view_tko weak %d, %cp[%c0, %c0] token = %tok : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
