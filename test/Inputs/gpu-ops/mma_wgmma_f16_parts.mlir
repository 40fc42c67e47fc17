// cuTile's BatchMatMul shape at 128x128x128 f16 tiles (1x128x128 views,
// reshaped for the mma): whole tiles fit three 64 KiB ring buffers, too
// few to keep a wgmma group in flight, so the plan splits each K tile in
// two parts of 64 (tile.pipeline_parts = 2, six buffers of 32 KiB) that
// copy through views of 1x128x64 and 1x64x128 tiles.
// C[2][200x260] = A[2][200x300] B[2][300x260], grid 2,3,2: edges in M and
// N; the last K tile holds 44 of 128 columns, so its first part is cut
// and its second lies wholly past K (zero-filled). The interpreter is the
// reference.
tile.module @mma_wgmma_f16_parts {
  entry @mma_wgmma_f16_parts(%a: tile<ptr<f16>>, %ab: tile<i32>, %am: tile<i32>, %ak: tile<i32>, %asb: tile<i32>, %asm: tile<i32>, %as1: tile<i32>, %b: tile<ptr<f16>>, %bb: tile<i32>, %bk: tile<i32>, %bn: tile<i32>, %bsb: tile<i32>, %bsk: tile<i32>, %bs1: tile<i32>, %c: tile<ptr<f32>>, %cb: tile<i32>, %cm: tile<i32>, %cn: tile<i32>, %csb: tile<i32>, %csm: tile<i32>, %cs1: tile<i32>) optimization_hints=<default = {}> {
    %tok = make_token : token
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %asba = assume div_by<4>, %asb : tile<i32>
    %asma = assume div_by<4>, %asm : tile<i32>
    %bsba = assume div_by<4>, %bsb : tile<i32>
    %bska = assume div_by<4>, %bsk : tile<i32>
    %csba = assume div_by<4>, %csb : tile<i32>
    %csma = assume div_by<4>, %csm : tile<i32>
    %av = make_tensor_view %aa, shape = [%ab, %am, %ak], strides = [%asba, %asma, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %bv = make_tensor_view %ba, shape = [%bb, %bk, %bn], strides = [%bsba, %bska, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %cv = make_tensor_view %ca, shape = [%cb, %cm, %cn], strides = [%csba, %csma, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %ap = make_partition_view %av : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %kt:3 = get_index_space_shape %ap : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %k in (%c0 to %kt#2, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x128xf32>) {
      %at, %at_tok = load_view_tko weak %ap[%bz, %bx, %k] token = %tok : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %bt, %bt_tok = load_view_tko weak %bp[%bz, %k, %by] token = %tok : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf16>, token
      %a2 = reshape %at : tile<1x128x128xf16> -> tile<128x128xf16>
      %b2 = reshape %bt : tile<1x128x128xf16> -> tile<128x128xf16>
      %next = mmaf %a2, %b2, %sum : tile<128x128xf16>, tile<128x128xf16>, tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %c3 = reshape %acc : tile<128x128xf32> -> tile<1x128x128xf32>
    %cp = make_partition_view %cv : partition_view<tile=(1x128x128), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %st = store_view_tko weak %c3, %cp[%bz, %bx, %by] token = %tok : tile<1x128x128xf32>, partition_view<tile=(1x128x128), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}
