// print_tko and assert inside control flow: every iteration of a `for`
// asserts a condition that holds (a block-wide OR through bar.red, then
// nothing), and the last iteration prints a scalar and a 64-element tile
// (thread 0 of each block; three vprintf records of at most 32 values).
// The output array checks that the kernel ran to its end: out[64b + i] =
// i * (n - 1) + b.
//
// Grid 2: out i32[128], n i32 (4).
tile.module @m {
  tile.entry @k(%out: tile<ptr<i32>>, %outN: tile<i32>, %outS: tile<i32>,
                %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %iota = iota : tile<64xi32>
    %zero = constant <i32: 0> : tile<64xi32>
    %last = subi %n, %c1 : tile<i32>
    %x = for %j in (%c0 to %n, step %c1) : tile<i32>
        iter_values(%a = %zero) -> (tile<64xi32>) {
      %j1 = reshape %j : tile<i32> -> tile<1xi32>
      %jb = broadcast %j1 : tile<1xi32> -> tile<64xi32>
      %v = muli %iota, %jb : tile<64xi32>
      %ok = cmpi greater_than_or_equal %v, %zero, signed : tile<64xi32> -> tile<64xi1>
      assert %ok, "products are not negative" : tile<64xi1>
      %isLast = cmpi equal %j, %last, signed : tile<i32> -> tile<i1>
      if %isLast {
        print_tko "block %d: %d\n", %bx, %v : tile<i32>, tile<64xi32>
      }
      continue %v : tile<64xi32>
    }
    %b1 = reshape %bx : tile<i32> -> tile<1xi32>
    %bb = broadcast %b1 : tile<1xi32> -> tile<64xi32>
    %y = addi %x, %bb : tile<64xi32>
    %base = muli %bx, %c64 : tile<i32>
    %s1 = reshape %base : tile<i32> -> tile<1xi32>
    %sb = broadcast %s1 : tile<1xi32> -> tile<64xi32>
    %idx = addi %sb, %iota : tile<64xi32>
    %o1 = reshape %out : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ob = broadcast %o1 : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %op = offset %ob, %idx : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %t = store_ptr_tko weak %op, %y : tile<64xptr<i32>>, tile<64xi32> -> token
    return
  }
}
