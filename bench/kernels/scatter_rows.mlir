// Row scatter: out[idx[i], :] = src[i, :] for 1024-wide f32 rows, eight
// source rows per tile block: the block loads its 8x1024 tile of src and
// its eight indices (a 1-D partition of idx) and stores the tile through a
// gather_scatter_view of out (row indices along dimension 0). With idx a
// permutation no two blocks write the same row. Arguments (cuTile
// convention): src (ptr, rows, cols, row stride, col stride), idx (ptr,
// length, stride), out (like src); unit strides are unused. Indices must
// lie in [0, rows of out). Grid: len(idx) / 8.
tile.module @bench {
  entry @scatter_rows(%s: tile<ptr<f32>>, %sr: tile<i32>, %sc: tile<i32>, %ss: tile<i32>, %ss1: tile<i32>, %i: tile<ptr<i32>>, %in: tile<i32>, %is: tile<i32>, %o: tile<ptr<f32>>, %or: tile<i32>, %oc: tile<i32>, %os: tile<i32>, %os1: tile<i32>) optimization_hints=<default = {num_worker_warps_per_cta = 8}> {
    %tok = make_token : token
    %sa = assume div_by<16>, %s : tile<ptr<f32>>
    %ia = assume div_by<16>, %i : tile<ptr<i32>>
    %oa = assume div_by<16>, %o : tile<ptr<f32>>
    %ssa = assume div_by<4>, %ss : tile<i32>
    %osa = assume div_by<4>, %os : tile<i32>
    %sv = make_tensor_view %sa, shape = [%sr, %sc], strides = [%ssa, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %iv = make_tensor_view %ia, shape = [%in], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %ov = make_tensor_view %oa, shape = [%or, %oc], strides = [%osa, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %sp = make_partition_view %sv : partition_view<tile=(8x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %x, %s_tok = load_view_tko weak %sp[%bid, %c0] token = %tok : partition_view<tile=(8x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x1024xf32>, token
    %ip = make_partition_view %iv : partition_view<tile=(8), tensor_view<?xi32, strides=[1]>>
    %rows, %i_tok = load_view_tko weak %ip[%bid] token = %tok : partition_view<tile=(8), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<8xi32>, token
    %gv = make_gather_scatter_view %ov : gather_scatter_view<tile=(8x1024), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>
    %st = store_view_tko weak %x, %gv[%rows, %c0] token = %tok : tile<8x1024xf32>, gather_scatter_view<tile=(8x1024), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    return
  }
}
