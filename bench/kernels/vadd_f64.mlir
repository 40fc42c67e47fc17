// Vector add, f64, the quickstart kernel's shape: c = a + b with a tile of
// 16 elements per tile block (128 bytes of each operand per block).
// Arguments (cuTile convention): a, b, c, each (ptr, length, stride); the
// unit strides are unused. Length a multiple of 16. Grid: n / 16.
tile.module @bench {
  entry @vadd_f64(%a: tile<ptr<f64>>, %an: tile<i32>, %as: tile<i32>, %b: tile<ptr<f64>>, %bn: tile<i32>, %bs: tile<i32>, %c: tile<ptr<f64>>, %cn: tile<i32>, %cs: tile<i32>) optimization_hints=<default = {}> {
    %tok = make_token : token
    %aa = assume div_by<16>, %a : tile<ptr<f64>>
    %ba = assume div_by<16>, %b : tile<ptr<f64>>
    %ca = assume div_by<16>, %c : tile<ptr<f64>>
    %an0 = assume bounded<0, ?>, %an : tile<i32>
    %an16 = assume div_by<16>, %an0 : tile<i32>
    %bn0 = assume bounded<0, ?>, %bn : tile<i32>
    %bn16 = assume div_by<16>, %bn0 : tile<i32>
    %cn0 = assume bounded<0, ?>, %cn : tile<i32>
    %cn16 = assume div_by<16>, %cn0 : tile<i32>
    %av = make_tensor_view %aa, shape = [%an16], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %bv = make_tensor_view %ba, shape = [%bn16], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %cv = make_tensor_view %ca, shape = [%cn16], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %ap = make_partition_view %av : partition_view<tile=(16), tensor_view<?xf64, strides=[1]>>
    %at, %a_tok = load_view_tko weak %ap[%bid] token = %tok : partition_view<tile=(16), tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<16xf64>, token
    %bp = make_partition_view %bv : partition_view<tile=(16), tensor_view<?xf64, strides=[1]>>
    %bt, %b_tok = load_view_tko weak %bp[%bid] token = %tok : partition_view<tile=(16), tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<16xf64>, token
    %sum = addf %at, %bt : tile<16xf64>
    %cp = make_partition_view %cv : partition_view<tile=(16), tensor_view<?xf64, strides=[1]>>
    %st = store_view_tko weak %sum, %cp[%bid] token = %tok : tile<16xf64>, partition_view<tile=(16), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}
