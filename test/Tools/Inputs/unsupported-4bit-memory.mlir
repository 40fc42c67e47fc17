// A kernel tile-as cannot lower (a pointer to a 4-bit element would
// address half a byte): tile-run must pass tile-as's diagnostic through.
tile.module @m {
  entry @k(%x: tile<ptr<i8>>) {
    %p = ptr_to_ptr %x : tile<ptr<i8>> -> tile<ptr<i4>>
    %i = iota : tile<16xi8>
    %n = trunci %i : tile<16xi8> -> tile<16xi4>
    %p1 = reshape %p : tile<ptr<i4>> -> tile<1xptr<i4>>
    %pb = broadcast %p1 : tile<1xptr<i4>> -> tile<16xptr<i4>>
    %j = iota : tile<16xi32>
    %pp = offset %pb, %j : tile<16xptr<i4>>, tile<16xi32> -> tile<16xptr<i4>>
    %t = store_ptr_tko weak %pp, %n : tile<16xptr<i4>>, tile<16xi4> -> token
    return
  }
}
