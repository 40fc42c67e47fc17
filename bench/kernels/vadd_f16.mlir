// Vector add, f16: c = a + b, one 2048-element tile per tile block (4 KiB
// of each operand per block, the bytes of the corpus vec_add_1d's 1024 f32).
// Arguments (cuTile convention): a, b, c, each (ptr, length, stride); the
// unit strides are unused. Length a multiple of 16. Grid: n / 2048.
tile.module @bench {
  entry @vadd_f16(%a: tile<ptr<f16>>, %an: tile<i32>, %as: tile<i32>, %b: tile<ptr<f16>>, %bn: tile<i32>, %bs: tile<i32>, %c: tile<ptr<f16>>, %cn: tile<i32>, %cs: tile<i32>) optimization_hints=<default = {}> {
    %tok = make_token : token
    %aa = assume div_by<16>, %a : tile<ptr<f16>>
    %ba = assume div_by<16>, %b : tile<ptr<f16>>
    %ca = assume div_by<16>, %c : tile<ptr<f16>>
    %an0 = assume bounded<0, ?>, %an : tile<i32>
    %an16 = assume div_by<16>, %an0 : tile<i32>
    %bn0 = assume bounded<0, ?>, %bn : tile<i32>
    %bn16 = assume div_by<16>, %bn0 : tile<i32>
    %cn0 = assume bounded<0, ?>, %cn : tile<i32>
    %cn16 = assume div_by<16>, %cn0 : tile<i32>
    %av = make_tensor_view %aa, shape = [%an16], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %bv = make_tensor_view %ba, shape = [%bn16], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %cv = make_tensor_view %ca, shape = [%cn16], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %ap = make_partition_view %av : partition_view<tile=(2048), tensor_view<?xf16, strides=[1]>>
    %at, %a_tok = load_view_tko weak %ap[%bid] token = %tok : partition_view<tile=(2048), tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<2048xf16>, token
    %bp = make_partition_view %bv : partition_view<tile=(2048), tensor_view<?xf16, strides=[1]>>
    %bt, %b_tok = load_view_tko weak %bp[%bid] token = %tok : partition_view<tile=(2048), tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<2048xf16>, token
    %sum = addf %at, %bt : tile<2048xf16>
    %cp = make_partition_view %cv : partition_view<tile=(2048), tensor_view<?xf16, strides=[1]>>
    %st = store_view_tko weak %sum, %cp[%bid] token = %tok : tile<2048xf16>, partition_view<tile=(2048), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
