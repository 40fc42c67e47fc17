// A batched GEMM's epilogue through a reshape (bench/kernels/bmm_bf16.mlir
// at 1x64x64x32 tiles): the 64x64 result leaves the mma layout coalesced
// across rows and the reshape to 1x64x64 keeps that layout into the view
// store. C[2][100x72] = A[2][100x40] B[2][40x72], grid 2,2,2: the second
// row and column of tiles end inside the tensor (per-lane row and column
// bounds), the last K tile holds 8 of 32 columns. The interpreter is the
// reference.
tile.module @mma_epilogue_batched {
  entry @mma_epilogue_batched(%a: tile<ptr<bf16>>, %ab: tile<i32>, %am: tile<i32>, %ak: tile<i32>, %asb: tile<i32>, %asm: tile<i32>, %as1: tile<i32>, %b: tile<ptr<bf16>>, %bb: tile<i32>, %bk: tile<i32>, %bn: tile<i32>, %bsb: tile<i32>, %bsk: tile<i32>, %bs1: tile<i32>, %c: tile<ptr<bf16>>, %cb: tile<i32>, %cm: tile<i32>, %cn: tile<i32>, %csb: tile<i32>, %csm: tile<i32>, %cs1: tile<i32>) optimization_hints=<default = {}> {
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
    %zero = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %ap = make_partition_view %av : partition_view<tile=(1x64x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(1x32x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %kt:3 = get_index_space_shape %ap : partition_view<tile=(1x64x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %k in (%c0 to %kt#2, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<64x64xf32>) {
      %at, %at_tok = load_view_tko weak %ap[%bz, %bx, %k] token = %tok : partition_view<tile=(1x64x32), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x32xbf16>, token
      %bt, %bt_tok = load_view_tko weak %bp[%bz, %k, %by] token = %tok : partition_view<tile=(1x32x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x32x64xbf16>, token
      %a2 = reshape %at : tile<1x64x32xbf16> -> tile<64x32xbf16>
      %b2 = reshape %bt : tile<1x32x64xbf16> -> tile<32x64xbf16>
      %next = mmaf %a2, %b2, %sum : tile<64x32xbf16>, tile<32x64xbf16>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }
    %ch = ftof %acc : tile<64x64xf32> -> tile<64x64xbf16>
    %c3 = reshape %ch : tile<64x64xbf16> -> tile<1x64x64xbf16>
    %cp = make_partition_view %cv : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %st = store_view_tko weak %c3, %cp[%bz, %bx, %by] token = %tok : tile<1x64x64xbf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}
