// RUN: tile-opt %s --tile-assign-layouts="num-warps=4 warpgroup-mma=1" --tile-pipeline-mma-shared="warpgroup-mma=1 max-ring-bytes=229376" --convert-tile-to-gpu="chip=sm_90 num-warps=4" | FileCheck %s

// A resident f16 B in a ring of one buffer (64x64 f16, 8192 bytes, after
// A's four 16384-byte buffers): every access to it, the copy before the
// loop and each wgmma's descriptor in it, takes its base, byte 65536 of
// the scratch, with no slot arithmetic (a ring of one buffer has only
// buffer 0). The scratch holds A's ring and B's buffer: 73728 bytes,
// aligned to the swizzle's period.
// CHECK: llvm.getelementptr %{{.*}}[65536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: nvvm.cp.async.shared.global
// CHECK: scf.for
// CHECK: %[[B:.*]] = llvm.getelementptr %{{.*}}[65536] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.ptrtoint %[[B]] : !llvm.ptr<3> to i64
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// CHECK: scf.yield
// CHECK: llvm.mlir.global external @resident__tileir_scratch() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<73728 x i8>

tile.module @resident {
  entry @resident(%a: tile<ptr<f16>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                %b: tile<ptr<f16>>, %b0: tile<i32>, %b1: tile<i32>, %b2: tile<i32>, %b3: tile<i32>,
                %c: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>, %c2: tile<i32>, %c3: tile<i32>,
                %m: tile<i32>, %k: tile<i32>, %kb: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [192, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[192,1]>
    %bv = make_tensor_view %ba, shape = [%kb, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf16, strides=[64,1]>
    %cv = make_tensor_view %ca, shape = [%m, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[192,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[192,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %cin, %tc = load_view_tko weak %cp[%bx, %zero] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<128x64xf32>, token
    %bt, %tb = load_view_tko weak %bp[%zero, %zero] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<64x64xf16>, token
    %sum:2 = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %cin, %t = %tb) -> (tile<128x64xf32>, token) {
      %at, %ta = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[192,1]>>, tile<i32> -> tile<128x64xf16>, token
      %d = mmaf %at, %bt, %s : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
      continue %d, %t : tile<128x64xf32>, token
    }
    %t3 = store_view_tko weak %sum#0, %cp[%bx, %zero] token = %sum#1 : tile<128x64xf32>, partition_view<tile=(128x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
