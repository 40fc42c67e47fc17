// f8 (e4m3) through wgmma with K in parts: A 128x256, B's transpose by
// columns (B from a tensor stored N x K, strides [1, 592]), a 128x128 f32
// accumulator over 8 warps. Whole tiles take 64 KiB a stage, three fit;
// two parts of K = 128 (128-byte rows) take six buffers of 32 KiB, each
// copied through views of 128x128 and 128x128 tiles.
// C[200x300] = A[200x592] B[592x300], B stored as Bt[300x592], grid 2,3:
// edges in M and N; the last K tile holds 80 of 256 columns, so its first
// part is cut and its second lies wholly past K (zero-filled). The
// interpreter is the reference, within 0.4% of the largest output
// (wgmma's f8 accumulation, mma_wgmma_e4m3_edges.mlir).
tile.module @mma_wgmma_e4m3_parts {
  entry @mma_wgmma_e4m3_parts(%a: tile<ptr<f8E4M3FN>>, %bt: tile<ptr<f8E4M3FN>>,
                %c: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 8}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<f8E4M3FN>>
    %ba = assume div_by<16>, %bt : tile<ptr<f8E4M3FN>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [592, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[592,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [1, 592] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[1,592]>
    %cv = make_tensor_view %ca, shape = [%m, %n], strides = [300, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[300,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[592,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[1,592]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[300,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[592,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<128x128xf32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<128x128xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[592,1]>>, tile<i32> -> tile<128x256xf8E4M3FN>, token
      %btile, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[1,592]>>, tile<i32> -> tile<256x128xf8E4M3FN>, token
      %d = mmaf %at, %btile, %s : tile<128x256xf8E4M3FN>, tile<256x128xf8E4M3FN>, tile<128x128xf32>
      continue %d : tile<128x128xf32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %by] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[300,1]>>, tile<i32> -> token
    return
  }
}
