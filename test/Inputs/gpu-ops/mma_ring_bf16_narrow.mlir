// tile-pipeline-mma-shared with pieces narrower than 16 bytes: A's rows
// are 50 bf16 apart (100 bytes), so its copies go 4 bytes (2 elements) at
// a time through L1 (cp.async.ca), and B's 16 bytes at a time. C[64x40] =
// A[64x50] B[50x40], bf16 operands, f32 accumulation, 64x16x16 tiles,
// grid 1,3: K = 50 is four iterations, the last with 2 of its 16 columns
// inside the tensor; N = 40 ends halfway into the third column tile. The
// interpreter is the reference.
tile.module @mma_ring_bf16_narrow {
  entry @mma_ring_bf16_narrow(%a: tile<ptr<bf16>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                %b: tile<ptr<bf16>>, %b0: tile<i32>, %b1: tile<i32>, %b2: tile<i32>, %b3: tile<i32>,
                %c: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>, %c2: tile<i32>, %c3: tile<i32>,
                %m: tile<i32>, %n: tile<i32>, %k: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %aa = assume div_by<16>, %a : tile<ptr<bf16>>
    %ba = assume div_by<16>, %b : tile<ptr<bf16>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %av = make_tensor_view %aa, shape = [%m, %k], strides = [50, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[50,1]>
    %bv = make_tensor_view %ba, shape = [%k, %n], strides = [40, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[40,1]>
    %cv = make_tensor_view %ca, shape = [%m, %n], strides = [40, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[40,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xbf16, strides=[50,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xbf16, strides=[40,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x16), tensor_view<?x?xf32, strides=[40,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xbf16, strides=[50,1]>> -> tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x16xf32>
    %sum = for %kk in (%zero to %kt#1, step %one) : tile<i32> iter_values(%s = %init) -> (tile<64x16xf32>) {
      %at, %t1 = load_view_tko weak %ap[%bx, %kk] : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xbf16, strides=[50,1]>>, tile<i32> -> tile<64x16xbf16>, token
      %bt, %t2 = load_view_tko weak %bp[%kk, %by] : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xbf16, strides=[40,1]>>, tile<i32> -> tile<16x16xbf16>, token
      %d = mmaf %at, %bt, %s : tile<64x16xbf16>, tile<16x16xbf16>, tile<64x16xf32>
      continue %d : tile<64x16xf32>
    }
    %t3 = store_view_tko weak %sum, %cp[%bx, %by] : tile<64x16xf32>, partition_view<tile=(64x16), tensor_view<?x?xf32, strides=[40,1]>>, tile<i32> -> token
    return
  }
}
