// Shape ops are row-major (reference §3.3): reshape, broadcast, permute,
// extract/insert by slice number, cat, iota, select, and grid ids.
// RUN: tile-run %s --grid 2,1,1 --jobs 1 | FileCheck %s

tile.module @m {
  entry @k() {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    // CHECK: block [0, 0, 0] of [2, 1, 1]
    %t0 = print_tko "block [%d, %d, %d] of [%d, %d, %d]\n", %bx, %by, %bz, %nx, %ny, %nz : tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
    %zero = constant <i32: 0> : tile<i32>
    %first = cmpi equal %bx, %zero, signed : tile<i32> -> tile<i1>
    if %first {
      %i = iota : tile<8xi32>
      %r = reshape %i : tile<8xi32> -> tile<2x4xi32>
      %p = permute %r [1, 0] : tile<2x4xi32> -> tile<4x2xi32>
      // CHECK: reshape {{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]
      // CHECK-NEXT: permute {{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]
      %t1 = print_tko "reshape %d\npermute %d\n", %r, %p : tile<2x4xi32>, tile<4x2xi32> -> token

      %row = reshape %i : tile<8xi32> -> tile<1x8xi32>
      %b = broadcast %row : tile<1x8xi32> -> tile<2x8xi32>
      %col = reshape %i : tile<8xi32> -> tile<8x1xi32>
      %bc = broadcast %col : tile<8x1xi32> -> tile<8x2xi32>
      %one = constant <i32: 1> : tile<i32>
      %bce = extract %bc[%one, %zero] : tile<8x2xi32> -> tile<4x2xi32>
      // CHECK-NEXT: broadcast {{\[\[}}0, 1, 2, 3, 4, 5, 6, 7], [0, 1, 2, 3, 4, 5, 6, 7]]
      // CHECK-NEXT: rows 4..7 {{\[\[}}4, 4], [5, 5], [6, 6], [7, 7]]
      %t2 = print_tko "broadcast %d\nrows 4..7 %d\n", %b, %bce : tile<2x8xi32>, tile<4x2xi32> -> token

      // extract slice (1, 1) of 2x2 blocks: rows 2..3, cols 2..3 of a 4x4.
      %m16 = iota : tile<16xi32>
      %m = reshape %m16 : tile<16xi32> -> tile<4x4xi32>
      %s = extract %m[%one, %one] : tile<4x4xi32> -> tile<2x2xi32>
      %z22 = constant <i32: -1> : tile<2x2xi32>
      %ins = insert %z22 into %m[%zero, %one] : tile<2x2xi32> -> tile<4x4xi32>
      // CHECK-NEXT: extract {{\[\[}}10, 11], [14, 15]]
      // CHECK-NEXT: insert {{\[\[}}0, 1, -1, -1], [4, 5, -1, -1], [8, 9, 10, 11], [12, 13, 14, 15]]
      %t3 = print_tko "extract %d\ninsert %d\n", %s, %ins : tile<2x2xi32>, tile<4x4xi32> -> token

      %c0 = cat %s, %z22 dim = 0 : tile<2x2xi32>, tile<2x2xi32> -> tile<4x2xi32>
      %c1 = cat %s, %z22 dim = 1 : tile<2x2xi32>, tile<2x2xi32> -> tile<2x4xi32>
      // CHECK-NEXT: cat0 {{\[\[}}10, 11], [14, 15], [-1, -1], [-1, -1]]
      // CHECK-NEXT: cat1 {{\[\[}}10, 11, -1, -1], [14, 15, -1, -1]]
      %t4 = print_tko "cat0 %d\ncat1 %d\n", %c0, %c1 : tile<4x2xi32>, tile<2x4xi32> -> token

      %three = constant <i32: 3> : tile<8xi32>
      %lt = cmpi less_than %i, %three, signed : tile<8xi32> -> tile<8xi1>
      %neg = negi %i : tile<8xi32>
      %sel = select %lt, %i, %neg : tile<8xi1>, tile<8xi32>
      // CHECK-NEXT: select [0, 1, 2, -3, -4, -5, -6, -7]
      // Blocks print in block order.
      // CHECK-NEXT: block [1, 0, 0] of [2, 1, 1]
      %t5 = print_tko "select %d\n", %sel : tile<8xi32> -> token
    }
    return
  }
}
