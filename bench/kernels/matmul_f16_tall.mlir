// The f16 GEMM of matmul_f16_wide.mlir with the tile's sides swapped: a
// 256x128 output per block (8 warps), K in steps of 64, grouped tile order
// (8 tile rows; a 1-D grid of M/256 * N/128), so that B's 64x128 tile is
// the narrow operand instead of A's.
tile.module @bench {
  entry @matmul_f16_tall(%a: tile<ptr<f16>>, %am: tile<i32>, %ak: tile<i32>, %as0: tile<i32>, %as1: tile<i32>, %b: tile<ptr<f16>>, %bk: tile<i32>, %bn: tile<i32>, %bs0: tile<i32>, %bs1: tile<i32>, %c: tile<ptr<f16>>, %cm: tile<i32>, %cn: tile<i32>, %cs0: tile<i32>, %cs1: tile<i32>) optimization_hints=<default = {}> {
    %tok = make_token : token
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %ca = assume div_by<16>, %c : tile<ptr<f16>>
    %as = assume div_by<8>, %as0 : tile<i32>
    %bs = assume div_by<8>, %bs0 : tile<i32>
    %cs = assume div_by<8>, %cs0 : tile<i32>
    %av = make_tensor_view %aa, shape = [%am, %ak], strides = [%as, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %bv = make_tensor_view %ba, shape = [%bk, %bn], strides = [%bs, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %cv = make_tensor_view %ca, shape = [%cm, %cn], strides = [%cs, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(256x128), tensor_view<?x?xf16, strides=[?,1]>>
    %ct:2 = get_index_space_shape %cp : partition_view<tile=(256x128), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    // Grouped order: pid -> (tile_m, tile_n), 8 tile rows a group.
    %pid, %py, %pz = get_tile_block_id : tile<i32>
    %group = constant <i32: 8> : tile<i32>
    %per_group = muli %group, %ct#1 : tile<i32>
    %gid = divi %pid, %per_group signed : tile<i32>
    %first_m = muli %gid, %group : tile<i32>
    %left_m = subi %ct#0, %first_m : tile<i32>
    %rows = mini %left_m, %group signed : tile<i32>
    %in_group = remi %pid, %per_group signed : tile<i32>
    %dm = remi %in_group, %rows signed : tile<i32>
    %tm = addi %first_m, %dm : tile<i32>
    %tn = divi %in_group, %rows signed : tile<i32>
    %zero = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %k in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<256x128xf32>) {
      %at, %at_tok = load_view_tko weak %ap[%tm, %k] token = %tok : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<256x64xf16>, token
      %bt, %bt_tok = load_view_tko weak %bp[%k, %tn] token = %tok : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %next = mmaf %at, %bt, %sum : tile<256x64xf16>, tile<64x128xf16>, tile<256x128xf32>
      continue %next : tile<256x128xf32>
    }
    %ch = ftof %acc : tile<256x128xf32> -> tile<256x128xf16>
    %st = store_view_tko weak %ch, %cp[%tm, %tn] token = %tok : tile<256x128xf16>, partition_view<tile=(256x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
