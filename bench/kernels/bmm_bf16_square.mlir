// The batched bf16 GEMM of bmm_bf16.mlir at a 128x128x64 tile, Triton's
// second configuration for it (128, 128, 64, 4 warps, 4 stages).
// Arguments (cuTile convention): A (ptr, batch, M, K, then the three
// strides), B (ptr, batch, K, N, strides), C (ptr, batch, M, N, strides),
// row-major. Grid: (M/128, N/128, batch).
tile.module @bench {
  entry @bmm_bf16_square(%a: tile<ptr<bf16>>, %ab: tile<i32>, %am: tile<i32>, %ak: tile<i32>, %asb: tile<i32>, %asm: tile<i32>, %as1: tile<i32>, %b: tile<ptr<bf16>>, %bb: tile<i32>, %bk: tile<i32>, %bn: tile<i32>, %bsb: tile<i32>, %bsk: tile<i32>, %bs1: tile<i32>, %c: tile<ptr<bf16>>, %cb: tile<i32>, %cm: tile<i32>, %cn: tile<i32>, %csb: tile<i32>, %csm: tile<i32>, %cs1: tile<i32>) optimization_hints=<default = {}> {
    %tok = make_token : token
    %aa = assume div_by<16>, %a : tile<ptr<bf16>>
    %ba = assume div_by<16>, %b : tile<ptr<bf16>>
    %ca = assume div_by<16>, %c : tile<ptr<bf16>>
    %asba = assume div_by<8>, %asb : tile<i32>
    %asma = assume div_by<8>, %asm : tile<i32>
    %bsba = assume div_by<8>, %bsb : tile<i32>
    %bska = assume div_by<8>, %bsk : tile<i32>
    %csba = assume div_by<8>, %csb : tile<i32>
    %csma = assume div_by<8>, %csm : tile<i32>
    %av = make_tensor_view %aa, shape = [%ab, %am, %ak], strides = [%asba, %asma, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %bv = make_tensor_view %ba, shape = [%bb, %bk, %bn], strides = [%bsba, %bska, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %cv = make_tensor_view %ca, shape = [%cb, %cm, %cn], strides = [%csba, %csma, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %ap = make_partition_view %av : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %kt:3 = get_index_space_shape %ap : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %k in (%c0 to %kt#2, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x128xf32>) {
      %at, %at_tok = load_view_tko weak %ap[%bz, %bx, %k] token = %tok : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x64xbf16>, token
      %bt, %bt_tok = load_view_tko weak %bp[%bz, %k, %by] token = %tok : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x128xbf16>, token
      %a2 = reshape %at : tile<1x128x64xbf16> -> tile<128x64xbf16>
      %b2 = reshape %bt : tile<1x64x128xbf16> -> tile<64x128xbf16>
      %next = mmaf %a2, %b2, %sum : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %ch = ftof %acc : tile<128x128xf32> -> tile<128x128xbf16>
    %c3 = reshape %ch : tile<128x128xbf16> -> tile<1x128x128xbf16>
    %cp = make_partition_view %cv : partition_view<tile=(1x128x128), tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %st = store_view_tko weak %c3, %cp[%bz, %bx, %by] token = %tok : tile<1x128x128xbf16>, partition_view<tile=(1x128x128), tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}
