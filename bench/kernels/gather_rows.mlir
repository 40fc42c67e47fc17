// Row gather (embedding lookup): out[i, :] = table[idx[i], :] for 1024-wide
// f32 rows, eight output rows per tile block: the block loads its eight
// indices (a 1-D partition of idx), gathers the eight table rows through a
// gather_scatter_view (row indices along dimension 0) and stores them as
// one 8x1024 tile. Arguments (cuTile convention): table (ptr, rows, cols,
// row stride, col stride), idx (ptr, length, stride), out (like table);
// unit strides are unused. Indices must lie in [0, rows of table).
// Grid: len(idx) / 8.
tile.module @bench {
  entry @gather_rows(%t: tile<ptr<f32>>, %tr: tile<i32>, %tc: tile<i32>, %ts: tile<i32>, %ts1: tile<i32>, %i: tile<ptr<i32>>, %in: tile<i32>, %is: tile<i32>, %o: tile<ptr<f32>>, %or: tile<i32>, %oc: tile<i32>, %os: tile<i32>, %os1: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 8}> {
    %tok = make_token : token
    %ta = assume div_by<16>, %t : tile<ptr<f32>>
    %ia = assume div_by<16>, %i : tile<ptr<i32>>
    %oa = assume div_by<16>, %o : tile<ptr<f32>>
    %tsa = assume div_by<4>, %ts : tile<i32>
    %osa = assume div_by<4>, %os : tile<i32>
    %tv = make_tensor_view %ta, shape = [%tr, %tc], strides = [%tsa, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %iv = make_tensor_view %ia, shape = [%in], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %ov = make_tensor_view %oa, shape = [%or, %oc], strides = [%osa, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %ip = make_partition_view %iv : partition_view<tile=(8), tensor_view<?xi32, strides=[1]>>
    %rows, %i_tok = load_view_tko weak %ip[%bid] token = %tok : partition_view<tile=(8), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x1024), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>
    %g, %g_tok = load_view_tko weak %gv[%rows, %c0] token = %tok : gather_scatter_view<tile=(8x1024), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x1024xf32>, token
    %op = make_partition_view %ov : partition_view<tile=(8x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %st = store_view_tko weak %g, %op[%bid, %c0] token = %tok : tile<8x1024xf32>, partition_view<tile=(8x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
