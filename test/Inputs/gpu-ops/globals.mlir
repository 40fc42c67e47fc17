// Module globals: a constant table read through get_global, a private
// mutable global written by the first block of the grid and read back (in
// the same block, after a store; tokens order the load after the store),
// and a bf16 global widened to f32. out[8b + i] = table[i] * b.
//
// Grid 3: out i32[24], fout f32[4].
tile.module @m {
  global private constant @table alignment = 16 <i32: [3, 1, 4, 1, 5, 9, 2, 6]> : tile<8xi32>
  global @scratch <f32: [0.0, 0.0, 0.0, 0.0]> : tile<4xf32>
  global private constant @halves <bf16: [0.5, 1.5, -2.5, 3.0]> : tile<4xbf16>
  tile.entry @k(%out: tile<ptr<i32>>, %outN: tile<i32>, %outS: tile<i32>,
                %fout: tile<ptr<f32>>, %foutN: tile<i32>, %foutS: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    %i = iota : tile<8xi32>
    %t = get_global @table : tile<ptr<i32>>
    %t1 = reshape %t : tile<ptr<i32>> -> tile<1xptr<i32>>
    %tb = broadcast %t1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %tp = offset %tb, %i : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %v, %tk0 = load_ptr_tko weak %tp : tile<8xptr<i32>> -> tile<8xi32>, token
    %bxs = reshape %bx : tile<i32> -> tile<1xi32>
    %bxb = broadcast %bxs : tile<1xi32> -> tile<8xi32>
    %w = muli %v, %bxb : tile<8xi32>
    %base = muli %bx, %c8 : tile<i32>
    %b1 = reshape %base : tile<i32> -> tile<1xi32>
    %bb = broadcast %b1 : tile<1xi32> -> tile<8xi32>
    %idx = addi %bb, %i : tile<8xi32>
    %o1 = reshape %out : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ob = broadcast %o1 : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %op = offset %ob, %idx : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %tk1 = store_ptr_tko weak %op, %w : tile<8xptr<i32>>, tile<8xi32> -> token

    %c0 = constant <i32: 0> : tile<i32>
    %first = cmpi equal %bx, %c0, signed : tile<i32> -> tile<i1>
    if %first {
      %j = iota : tile<4xi32>
      %h = get_global @halves : tile<ptr<bf16>>
      %h1 = reshape %h : tile<ptr<bf16>> -> tile<1xptr<bf16>>
      %hb = broadcast %h1 : tile<1xptr<bf16>> -> tile<4xptr<bf16>>
      %hp = offset %hb, %j : tile<4xptr<bf16>>, tile<4xi32> -> tile<4xptr<bf16>>
      %hv, %tk2 = load_ptr_tko weak %hp : tile<4xptr<bf16>> -> tile<4xbf16>, token
      %hf = ftof %hv : tile<4xbf16> -> tile<4xf32>
      %s = get_global @scratch : tile<ptr<f32>>
      %s1 = reshape %s : tile<ptr<f32>> -> tile<1xptr<f32>>
      %sb = broadcast %s1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
      %sp = offset %sb, %j : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
      %tk3 = store_ptr_tko weak %sp, %hf : tile<4xptr<f32>>, tile<4xf32> -> token
      %back, %tk4 = load_ptr_tko weak %sp token=%tk3 : tile<4xptr<f32>> -> tile<4xf32>, token
      %f1 = reshape %fout : tile<ptr<f32>> -> tile<1xptr<f32>>
      %fb = broadcast %f1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
      %fp = offset %fb, %j : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
      %tk5 = store_ptr_tko weak %fp, %back : tile<4xptr<f32>>, tile<4xf32> -> token
    }
    return
  }
}
