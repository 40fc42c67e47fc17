// Column picks (`extract` of one element of each row at a runtime index,
// which tile-extract-by-reduction turns into a masked OR-reduction)
// against the interpreter:
// - f16: block b picks column (j + b) mod 16 of its 32x16 tile of a and
//   stores it broadcast over the row to out (every column equal to it);
// - i32: a loop over the 16 columns of block b's 32x16 tile of v that
//   copies column k into column (k + 1) mod 16 (the seed's panel transform,
//   shifted so that a wrong pick shows): a running copy of column 0 ends
//   in every column but column 0, which gets column 15's last value.
// Grid 2. a f16[64,16] (rand), out f16[64,16], v i32[64,16] (rand),
// w i32[64,16], j.
tile.module @extract_columns {
  entry @extract_columns(%a: tile<ptr<f16>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                         %o: tile<ptr<f16>>, %o0: tile<i32>, %o1: tile<i32>, %o2: tile<i32>, %o3: tile<i32>,
                         %v: tile<ptr<i32>>, %v0: tile<i32>, %v1: tile<i32>, %v2: tile<i32>, %v3: tile<i32>,
                         %w: tile<ptr<i32>>, %w0: tile<i32>, %w1: tile<i32>, %w2: tile<i32>, %w3: tile<i32>,
                         %j: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %av = make_tensor_view %a, shape = [%a0, %a1], strides = [16, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[16,1]>
    %ov = make_tensor_view %o, shape = [%o0, %o1], strides = [16, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[16,1]>
    %vv = make_tensor_view %v, shape = [%v0, %v1], strides = [16, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[16,1]>
    %wv = make_tensor_view %w, shape = [%w0, %w1], strides = [16, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[16,1]>
    %ap = make_partition_view %av : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[16,1]>>
    %op = make_partition_view %ov : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[16,1]>>
    %vp = make_partition_view %vv : partition_view<tile=(32x16), tensor_view<?x?xi32, strides=[16,1]>>
    %wp = make_partition_view %wv : partition_view<tile=(32x16), tensor_view<?x?xi32, strides=[16,1]>>
    %x, %t0 = load_view_tko weak %ap[%bid, %c0] : partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[16,1]>>, tile<i32> -> tile<32x16xf16>, token
    %jb = addi %j, %bid : tile<i32>
    %col = remi %jb, %c16 unsigned : tile<i32>
    %picked = extract %x[%c0, %col] : tile<32x16xf16> -> tile<32x1xf16>
    %wide = broadcast %picked : tile<32x1xf16> -> tile<32x16xf16>
    %t1 = store_view_tko weak %wide, %op[%bid, %c0] : tile<32x16xf16>, partition_view<tile=(32x16), tensor_view<?x?xf16, strides=[16,1]>>, tile<i32> -> token
    %y, %t2 = load_view_tko weak %vp[%bid, %c0] : partition_view<tile=(32x16), tensor_view<?x?xi32, strides=[16,1]>>, tile<i32> -> tile<32x16xi32>, token
    %io = iota : tile<16xi32>
    %row = reshape %io : tile<16xi32> -> tile<1x16xi32>
    %r = for %k in (%c0 to %c16, step %c1) : tile<i32> iter_values(%acc = %y) -> (tile<32x16xi32>) {
      %ck = extract %acc[%c0, %k] : tile<32x16xi32> -> tile<32x1xi32>
      %k1 = addi %k, %c1 : tile<i32>
      %next = remi %k1, %c16 unsigned : tile<i32>
      %n1 = reshape %next : tile<i32> -> tile<1x1xi32>
      %nb = broadcast %n1 : tile<1x1xi32> -> tile<1x16xi32>
      %is = cmpi equal %row, %nb, signed : tile<1x16xi32> -> tile<1x16xi1>
      %mask = broadcast %is : tile<1x16xi1> -> tile<32x16xi1>
      %cw = broadcast %ck : tile<32x1xi32> -> tile<32x16xi32>
      %u = select %mask, %cw, %acc : tile<32x16xi1>, tile<32x16xi32>
      continue %u : tile<32x16xi32>
    }
    %t3 = store_view_tko weak %r, %wp[%bid, %c0] : tile<32x16xi32>, partition_view<tile=(32x16), tensor_view<?x?xi32, strides=[16,1]>>, tile<i32> -> token
    return
  }
}
