// C = A·B with f32 inputs rounded to tf32 (ftof, nearest-even) and f32
// accumulation, as bench/kernels/matmul_tf32.mlir but a 256x128 output
// tile per block: wgmma reads B's tile once per 64 rows of A, so the
// costs that grow with B's tile (its copies and transpose into K-major
// order) are spread over twice the rows. K in steps of 32, tile blocks
// in groups of 8 tile rows as matmul_f16_wide (the blocks that run
// together share rows of A and columns of B in L2). Arguments as there.
// Grid: (M/256 * N/128).
tile.module @bench {
  entry @matmul_tf32(%a: tile<ptr<f32>>, %am: tile<i32>, %ak: tile<i32>, %as: tile<i32>, %as1: tile<i32>, %b: tile<ptr<f32>>, %bk: tile<i32>, %bn: tile<i32>, %bs: tile<i32>, %bs1: tile<i32>, %c: tile<ptr<f32>>, %cm: tile<i32>, %cn: tile<i32>, %cs: tile<i32>, %cs1: tile<i32>) optimization_hints=<default = {}> {
    %tok = make_token : token
    %aa = assume div_by<16>, %a : tile<ptr<f32>>
    %ba = assume div_by<16>, %b : tile<ptr<f32>>
    %ca = assume div_by<16>, %c : tile<ptr<f32>>
    %asa = assume div_by<4>, %as : tile<i32>
    %bsa = assume div_by<4>, %bs : tile<i32>
    %csa = assume div_by<4>, %cs : tile<i32>
    %av = make_tensor_view %aa, shape = [%am, %ak], strides = [%asa, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bv = make_tensor_view %ba, shape = [%bk, %bn], strides = [%bsa, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %cv = make_tensor_view %ca, shape = [%cm, %cn], strides = [%csa, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %zero = constant <f32: 0.000000e+00> : tile<256x128xf32>
    %ap = make_partition_view %av : partition_view<tile=(256x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(256x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %cp = make_partition_view %cv : partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>
    %ct:2 = get_index_space_shape %cp : partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    // Grouped order: pid -> (bx, by), 8 tile rows a group.
    %pid, %py, %pz = get_tile_block_id : tile<i32>
    %group = constant <i32: 8> : tile<i32>
    %per_group = muli %group, %ct#1 : tile<i32>
    %gid = divi %pid, %per_group signed : tile<i32>
    %first_m = muli %gid, %group : tile<i32>
    %left_m = subi %ct#0, %first_m : tile<i32>
    %rows = mini %left_m, %group signed : tile<i32>
    %in_group = remi %pid, %per_group signed : tile<i32>
    %dm = remi %in_group, %rows signed : tile<i32>
    %bx = addi %first_m, %dm : tile<i32>
    %by = divi %in_group, %rows signed : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %k in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<256x128xf32>) {
      %at, %at_tok = load_view_tko weak %ap[%bx, %k] token = %tok : partition_view<tile=(256x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<256x32xf32>, token
      %bt, %bt_tok = load_view_tko weak %bp[%k, %by] token = %tok : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x128xf32>, token
      %a32 = ftof %at : tile<256x32xf32> -> tile<256x32xtf32>
      %b32 = ftof %bt : tile<32x128xf32> -> tile<32x128xtf32>
      %next = mmaf %a32, %b32, %sum : tile<256x32xtf32>, tile<32x128xtf32>, tile<256x128xf32>
      continue %next : tile<256x128xf32>
    }
    %st = store_view_tko weak %acc, %cp[%bx, %by] token = %tok : tile<256x128xf32>, partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
