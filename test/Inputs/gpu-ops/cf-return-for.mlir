// Early exits: some tile blocks return at once, some after their first
// store (a return two ifs deep); a `for` whose body has a `continue`
// inside an `if` (twice nested) and carries a tile; a `loop` nested in the
// for with an `if` whose one branch breaks and the other yields a result.
// Blocks with id % 4 == 3 leave their 64 outputs unwritten (poison on both
// sides), id % 4 == 1 store acc, the others 2 * acc.
//
// Grid 8: out f32[512], n i32 (12).
tile.module @m {
  tile.entry @k(%out: tile<ptr<f32>>, %outN: tile<i32>, %outS: tile<i32>,
                %n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %c5 = constant <i32: 5> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %kind = remi %bx, %c4 signed : tile<i32>
    %skip = cmpi equal %kind, %c3, signed : tile<i32> -> tile<i1>
    if %skip {
      return
    }
    %iota = iota : tile<64xi32>
    %fi = itof %iota signed : tile<64xi32> -> tile<64xf32>
    %zero = constant <f32: 0.0> : tile<64xf32>
    %special = addi %bx, %c5 : tile<i32>
    %acc = for %j in (%c0 to %n, step %c1) : tile<i32>
        iter_values(%a = %zero) -> (tile<64xf32>) {
      %m3 = remi %j, %c3 signed : tile<i32>
      %third = cmpi equal %m3, %c0, signed : tile<i32> -> tile<i1>
      if %third {
        %big = cmpi greater_than %j, %c4, signed : tile<i32> -> tile<i1>
        if %big {
          continue %a : tile<64xf32>
        }
      }
      %isSpecial = cmpi equal %j, %special, signed : tile<i32> -> tile<i1>
      if %isSpecial {
        continue %a : tile<64xf32>
      }
      // halvings: how many times j halves to 0 (a loop with a break in an
      // if that has results).
      %h = loop iter_values(%k = %j, %cnt = %c0) : tile<i32>, tile<i32> -> tile<i32> {
        %gone = cmpi equal %k, %c0, signed : tile<i32> -> tile<i1>
        %half = if %gone -> (tile<i32>) {
          break %cnt : tile<i32>
        } else {
          %d = divi %k, %c2 signed : tile<i32>
          yield %d : tile<i32>
        }
        %cnt2 = addi %cnt, %c1 : tile<i32>
        continue %half, %cnt2 : tile<i32>, tile<i32>
      }
      %w = addi %j, %h : tile<i32>
      %wf = itof %w signed : tile<i32> -> tile<f32>
      %w1 = reshape %wf : tile<f32> -> tile<1xf32>
      %wb = broadcast %w1 : tile<1xf32> -> tile<64xf32>
      %p = mulf %fi, %wb : tile<64xf32>
      %a2 = addf %a, %p : tile<64xf32>
      continue %a2 : tile<64xf32>
    }
    %base = muli %bx, %c64 : tile<i32>
    %b1 = reshape %base : tile<i32> -> tile<1xi32>
    %bb = broadcast %b1 : tile<1xi32> -> tile<64xi32>
    %idx = addi %bb, %iota : tile<64xi32>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %po = offset %ob, %idx : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %t = store_ptr_tko weak %po, %acc : tile<64xptr<f32>>, tile<64xf32> -> token
    %late = cmpi equal %kind, %c1, signed : tile<i32> -> tile<i1>
    if %late {
      %many = cmpi greater_than %n, %c2, signed : tile<i32> -> tile<i1>
      if %many {
        return
      }
    }
    %twice = addf %acc, %acc : tile<64xf32>
    %t2 = store_ptr_tko weak %po, %twice : tile<64xptr<f32>>, tile<64xf32> -> token
    return
  }
}
