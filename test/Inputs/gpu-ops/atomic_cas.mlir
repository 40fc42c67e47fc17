// atomic_cas_tko. Per-block slots (no contention): even lanes compare with
// the slot's value and swap, odd lanes compare with a different value and
// fail, masked-off lanes (i mod 8 = 7) return cmp; the old values go to
// `old`. f32 compares bits: +0 and -0 differ. Contended: every block
// swaps 1 into each of 64 flags if it is still 0; exactly one block wins
// each flag (old = 0) and adds 1 to wins[flag], so wins = 1.
//
// Grid 16: a i32[2048] (iota), old i32[2048], f f32[2048] (zeros),
// fold f32[2048], l i64[2048] (iota), lold i64[2048], flags i32[64]
// (zeros), wins i32[64] (zeros).
cuda_tile.module @atomic_cas {
  entry @atomic_cas(%a: tile<ptr<i32>>, %a0: tile<i32>, %a1: tile<i32>,
                    %old: tile<ptr<i32>>, %o0: tile<i32>, %o1: tile<i32>,
                    %f: tile<ptr<f32>>, %f0: tile<i32>, %f1: tile<i32>,
                    %fold: tile<ptr<f32>>, %g0: tile<i32>, %g1: tile<i32>,
                    %l: tile<ptr<i64>>, %l0: tile<i32>, %l1: tile<i32>,
                    %lold: tile<ptr<i64>>, %m0: tile<i32>, %m1: tile<i32>,
                    %flags: tile<ptr<i32>>, %n0: tile<i32>, %n1: tile<i32>,
                    %wins: tile<ptr<i32>>, %w0: tile<i32>, %w1: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %i = iota : tile<128xi32>
    %c128 = constant <i32: 128> : tile<i32>
    %base = muli %bid, %c128 : tile<i32>
    %base1 = reshape %base : tile<i32> -> tile<1xi32>
    %baset = broadcast %base1 : tile<1xi32> -> tile<128xi32>
    %idx = addi %baset, %i : tile<128xi32>
    %c2 = constant <i32: 2> : tile<128xi32>
    %c1 = constant <i32: 1> : tile<128xi32>
    %c0 = constant <i32: 0> : tile<128xi32>
    %c8 = constant <i32: 8> : tile<128xi32>
    %c7 = constant <i32: 7> : tile<128xi32>
    %par = remi %i, %c2 unsigned : tile<128xi32>
    %odd = cmpi equal %par, %c1, signed : tile<128xi32> -> tile<128xi1>
    %r8 = remi %i, %c8 unsigned : tile<128xi32>
    %mask = cmpi not_equal %r8, %c7, signed : tile<128xi32> -> tile<128xi1>

    // i32: slot k holds k; cmp = k (even) or k + 1 (odd); val = -k - 1.
    %wrong = addi %idx, %c1 : tile<128xi32>
    %cmp = select %odd, %wrong, %idx : tile<128xi1>, tile<128xi32>
    %neg = subi %c0, %idx : tile<128xi32>
    %val = subi %neg, %c1 : tile<128xi32>
    %ap0 = reshape %a : tile<ptr<i32>> -> tile<1xptr<i32>>
    %apb = broadcast %ap0 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %ap = offset %apb, %idx : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %x, %t = atomic_cas_tko acq_rel device %ap, %cmp, %val, %mask : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token
    %op0 = reshape %old : tile<ptr<i32>> -> tile<1xptr<i32>>
    %opb = broadcast %op0 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %op = offset %opb, %idx : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %t1 = store_ptr_tko weak %op, %x : tile<128xptr<i32>>, tile<128xi32> -> token

    // f32: slots hold +0; cmp = +0 (even) or -0 (odd); val = k.
    %pz = constant <f32: 0.0> : tile<128xf32>
    %nz = constant <f32: -0.0> : tile<128xf32>
    %fcmp = select %odd, %nz, %pz : tile<128xi1>, tile<128xf32>
    %fval = itof %idx signed : tile<128xi32> -> tile<128xf32>
    %fp0 = reshape %f : tile<ptr<f32>> -> tile<1xptr<f32>>
    %fpb = broadcast %fp0 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %fp = offset %fpb, %idx : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %fx, %ft = atomic_cas_tko relaxed sys %fp, %fcmp, %fval : tile<128xptr<f32>>, tile<128xf32> -> tile<128xf32>, token
    %fo0 = reshape %fold : tile<ptr<f32>> -> tile<1xptr<f32>>
    %fob = broadcast %fo0 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %fo = offset %fob, %idx : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %ft1 = store_ptr_tko weak %fo, %fx : tile<128xptr<f32>>, tile<128xf32> -> token

    // i64: as i32, with val = k * 2^33.
    %idx64 = exti %idx signed : tile<128xi32> -> tile<128xi64>
    %wrong64 = exti %wrong signed : tile<128xi32> -> tile<128xi64>
    %lcmp = select %odd, %wrong64, %idx64 : tile<128xi1>, tile<128xi64>
    %sh = constant <i64: 33> : tile<128xi64>
    %lval = shli %idx64, %sh : tile<128xi64>
    %lp0 = reshape %l : tile<ptr<i64>> -> tile<1xptr<i64>>
    %lpb = broadcast %lp0 : tile<1xptr<i64>> -> tile<128xptr<i64>>
    %lp = offset %lpb, %idx : tile<128xptr<i64>>, tile<128xi32> -> tile<128xptr<i64>>
    %lx, %lt = atomic_cas_tko release tl_blk %lp, %lcmp, %lval, %mask : tile<128xptr<i64>>, tile<128xi64>, tile<128xi1> -> tile<128xi64>, token
    %lo0 = reshape %lold : tile<ptr<i64>> -> tile<1xptr<i64>>
    %lob = broadcast %lo0 : tile<1xptr<i64>> -> tile<128xptr<i64>>
    %lo = offset %lob, %idx : tile<128xptr<i64>>, tile<128xi32> -> tile<128xptr<i64>>
    %lt1 = store_ptr_tko weak %lo, %lx : tile<128xptr<i64>>, tile<128xi64> -> token

    // Contended flags: one winner each.
    %j = iota : tile<64xi32>
    %z = constant <i32: 0> : tile<64xi32>
    %one = constant <i32: 1> : tile<64xi32>
    %gp0 = reshape %flags : tile<ptr<i32>> -> tile<1xptr<i32>>
    %gpb = broadcast %gp0 : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %gp = offset %gpb, %j : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %prev, %gt = atomic_cas_tko acquire device %gp, %z, %one : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    %won = cmpi equal %prev, %z, signed : tile<64xi32> -> tile<64xi1>
    %add = select %won, %one, %z : tile<64xi1>, tile<64xi32>
    %wp0 = reshape %wins : tile<ptr<i32>> -> tile<1xptr<i32>>
    %wpb = broadcast %wp0 : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %wp = offset %wpb, %j : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %wx, %wt = atomic_rmw_tko relaxed device %wp, add, %add : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    return
  }
}
