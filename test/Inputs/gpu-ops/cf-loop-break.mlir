// A while-style `loop` with a data-dependent trip count per tile block
// (Collatz steps from 13 i^2 + 7, i = in[block], capped at %cap), a `break` inside an `if`,
// a `continue` inside an `if`, an `if` with results, and a reduce (a
// scratch round trip with barriers) in every iteration. out[2b] = steps
// (negated when capped), out[2b+1] = sum of the reduces.
//
// Grid 16: in i32[16] (iota), out i32[32], cap i32.
tile.module @m {
  tile.entry @collatz(%in: tile<ptr<i32>>, %inN: tile<i32>, %inS: tile<i32>,
                      %out: tile<ptr<i32>>, %outN: tile<i32>,
                      %outS: tile<i32>, %cap: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %pin = offset %in, %bx : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %i, %t0 = load_ptr_tko weak %pin : tile<ptr<i32>> -> tile<i32>, token
    %c7 = constant <i32: 7> : tile<i32>
    %c13 = constant <i32: 13> : tile<i32>
    %ii = muli %i, %i : tile<i32>
    %ii13 = muli %ii, %c13 : tile<i32>
    %x0 = addi %ii13, %c7 : tile<i32>
    %iota = iota : tile<128xi32>
    %steps, %acc = loop iter_values(%x = %x0, %n = %c0, %s = %c0)
        : tile<i32>, tile<i32>, tile<i32> -> tile<i32>, tile<i32> {
      %one = cmpi less_than_or_equal %x, %c1, signed : tile<i32> -> tile<i1>
      if %one {
        break %n, %s : tile<i32>, tile<i32>
      }
      %capped = cmpi greater_than_or_equal %n, %cap, signed : tile<i32> -> tile<i1>
      if %capped {
        %neg = negi %n : tile<i32>
        break %neg, %s : tile<i32>, tile<i32>
      }
      // s += sum(iota + x) mod 2^32, through a reduce.
      %x1 = reshape %x : tile<i32> -> tile<1xi32>
      %xb = broadcast %x1 : tile<1xi32> -> tile<128xi32>
      %v = addi %iota, %xb : tile<128xi32>
      %sum = reduce %v dim=0 identities=[0 : i32] : tile<128xi32> -> tile<i32>
      (%e: tile<i32>, %a: tile<i32>) {
        %r = addi %e, %a : tile<i32>
        yield %r : tile<i32>
      }
      %s2 = addi %s, %sum : tile<i32>
      %n2 = addi %n, %c1 : tile<i32>
      %bit = andi %x, %c1 : tile<i32>
      %even = cmpi equal %bit, %c0, signed : tile<i32> -> tile<i1>
      if %even {
        %h = divi %x, %c2 signed : tile<i32>
        continue %h, %n2, %s2 : tile<i32>, tile<i32>, tile<i32>
      }
      %x3 = muli %x, %c3 : tile<i32>
      %x4 = addi %x3, %c1 : tile<i32>
      continue %x4, %n2, %s2 : tile<i32>, tile<i32>, tile<i32>
    }
    %o0 = muli %bx, %c2 : tile<i32>
    %o1 = addi %o0, %c1 : tile<i32>
    %p0 = offset %out, %o0 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %p1 = offset %out, %o1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t1 = store_ptr_tko weak %p0, %steps : tile<ptr<i32>>, tile<i32> -> token
    %t2 = store_ptr_tko weak %p1, %acc : tile<ptr<i32>>, tile<i32> -> token
    return
  }
}
