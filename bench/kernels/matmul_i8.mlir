// C = A·B with i8 operands (signed), i32 accumulation and an i32 result
// (an mmai: wgmma m64n256k32 .s32.s8.s8), at 128x256 output per block and
// K in steps of 128 (128-byte rows), tile blocks in groups of 8 tile rows
// as matmul_e4m3. wgmma reads 8-bit operands only K-major, so B comes as
// cuBLAS's int8 GEMM (torch._int_mm) prefers it: stored N x K (Bt), viewed
// as K x N with strides [1, ldb].
// Arguments (cuTile convention): A (ptr, M, K, then the two strides), Bt
// (ptr, N, K, strides), C (ptr, M, N, strides), row-major. Grid:
// (M/128 * N/256).
tile.module @bench {
  entry @matmul_i8(%a: tile<ptr<i8>>, %am: tile<i32>, %ak: tile<i32>, %as0: tile<i32>, %as1: tile<i32>, %b: tile<ptr<i8>>, %bn: tile<i32>, %bk: tile<i32>, %bs0: tile<i32>, %bs1: tile<i32>, %c: tile<ptr<i32>>, %cm: tile<i32>, %cn: tile<i32>, %cs0: tile<i32>, %cs1: tile<i32>) optimization_hints=<default = {}> {
    %tok = make_token : token
    %aa = assume div_by<16>, %a : tile<ptr<i8>>
    %ba = assume div_by<16>, %b : tile<ptr<i8>>
    %ca = assume div_by<16>, %c : tile<ptr<i32>>
    %as = assume div_by<16>, %as0 : tile<i32>
    %bs = assume div_by<16>, %bs0 : tile<i32>
    %cs = assume div_by<4>, %cs0 : tile<i32>
    %av = make_tensor_view %aa, shape = [%am, %ak], strides = [%as, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %bv = make_tensor_view %ba, shape = [%bk, %bn], strides = [1, %bs] : tile<i32> -> tensor_view<?x?xi8, strides=[1,?]>
    %cv = make_tensor_view %ca, shape = [%cm, %cn], strides = [%cs, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xi8, strides=[1,?]>>
    %cp = make_partition_view %cv : partition_view<tile=(128x256), tensor_view<?x?xi32, strides=[?,1]>>
    %ct:2 = get_index_space_shape %cp : partition_view<tile=(128x256), tensor_view<?x?xi32, strides=[?,1]>> -> tile<i32>
    %kt:2 = get_index_space_shape %ap : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
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
    %zero = constant <i32: 0> : tile<128x256xi32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %k in (%c0 to %kt#1, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x256xi32>) {
      %at, %at_tok = load_view_tko weak %ap[%tm, %k] token = %tok : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<128x128xi8>, token
      %bt, %bt_tok = load_view_tko weak %bp[%k, %tn] token = %tok : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xi8, strides=[1,?]>>, tile<i32> -> tile<128x256xi8>, token
      %next = mmai %at, %bt, %sum signed signed : tile<128x128xi8>, tile<128x256xi8>, tile<128x256xi32>
      continue %next : tile<128x256xi32>
    }
    %st = store_view_tko weak %acc, %cp[%tm, %tn] token = %tok : tile<128x256xi32>, partition_view<tile=(128x256), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
