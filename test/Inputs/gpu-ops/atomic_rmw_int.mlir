// atomic_rmw_tko on i32 and i64 with many tile blocks hitting the same
// addresses: every integer mode but xchg, each on its own row of `acc`
// (8 x 64, 4 lanes of each block per address), under a mask and with
// assorted orderings and scopes; the final values do not depend on the
// order, so GPU and interpreter agree exactly. A rank-0 `add` on `cnt`
// hands each block a distinct ticket (its old value), and the block writes
// 1 at tick[ticket]: every ticket appears once. xchg swaps values into
// per-block slots of `xo` and writes the old values to `xold`.
//
// Grid 16: acc i32[8,64], acc64 i64[8,64], cnt i32[1], tick i32[16],
// xo i64[4096], xold i64[4096].
cuda_tile.module @atomic_rmw_int {
  entry @atomic_rmw_int(%acc: tile<ptr<i32>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                        %acc64: tile<ptr<i64>>, %b0: tile<i32>, %b1: tile<i32>, %b2: tile<i32>, %b3: tile<i32>,
                        %cnt: tile<ptr<i32>>, %c0: tile<i32>, %c1: tile<i32>,
                        %tick: tile<ptr<i32>>, %d0: tile<i32>, %d1: tile<i32>,
                        %xo: tile<ptr<i64>>, %e0: tile<i32>, %e1: tile<i32>,
                        %xold: tile<ptr<i64>>, %f0: tile<i32>, %f1: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %i = iota : tile<256xi32>
    %c64 = constant <i32: 64> : tile<256xi32>
    %col = remi %i, %c64 unsigned : tile<256xi32>
    %bid1 = reshape %bid : tile<i32> -> tile<1xi32>
    %bidt = broadcast %bid1 : tile<1xi32> -> tile<256xi32>
    // v = i * 0x9E3779B1 ^ (bid * 0x85EBCA6B): many bits, both signs.
    %k1 = constant <i32: -1640531535> : tile<256xi32>
    %k2 = constant <i32: -2048144789> : tile<256xi32>
    %vi = muli %i, %k1 : tile<256xi32>
    %vb = muli %bidt, %k2 : tile<256xi32>
    %v = xori %vi, %vb : tile<256xi32>
    %v64 = exti %v signed : tile<256xi32> -> tile<256xi64>
    %c240 = constant <i32: 240> : tile<256xi32>
    %m = cmpi less_than %i, %c240, signed : tile<256xi32> -> tile<256xi1>

    %p0 = reshape %acc : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %p0 : tile<1xptr<i32>> -> tile<256xptr<i32>>
    %q0 = reshape %acc64 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %qb = broadcast %q0 : tile<1xptr<i64>> -> tile<256xptr<i64>>
    %r0 = constant <i32: 0> : tile<256xi32>
    %r1 = constant <i32: 64> : tile<256xi32>
    %r2 = constant <i32: 128> : tile<256xi32>
    %r3 = constant <i32: 192> : tile<256xi32>
    %r4 = constant <i32: 256> : tile<256xi32>
    %r5 = constant <i32: 320> : tile<256xi32>
    %r6 = constant <i32: 384> : tile<256xi32>
    %r7 = constant <i32: 448> : tile<256xi32>
    %o0 = addi %col, %r0 : tile<256xi32>
    %o1 = addi %col, %r1 : tile<256xi32>
    %o2 = addi %col, %r2 : tile<256xi32>
    %o3 = addi %col, %r3 : tile<256xi32>
    %o4 = addi %col, %r4 : tile<256xi32>
    %o5 = addi %col, %r5 : tile<256xi32>
    %o6 = addi %col, %r6 : tile<256xi32>
    %o7 = addi %col, %r7 : tile<256xi32>

    %p_0 = offset %pb, %o0 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %p_1 = offset %pb, %o1 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %p_2 = offset %pb, %o2 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %p_3 = offset %pb, %o3 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %p_4 = offset %pb, %o4 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %p_5 = offset %pb, %o5 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %p_6 = offset %pb, %o6 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %p_7 = offset %pb, %o7 : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %x0, %t0 = atomic_rmw_tko relaxed device %p_0, add, %v, %m : tile<256xptr<i32>>, tile<256xi32>, tile<256xi1> -> tile<256xi32>, token
    %x1, %t1 = atomic_rmw_tko acq_rel device %p_1, and, %v : tile<256xptr<i32>>, tile<256xi32> -> tile<256xi32>, token
    %x2, %t2 = atomic_rmw_tko release sys %p_2, or, %v, %m : tile<256xptr<i32>>, tile<256xi32>, tile<256xi1> -> tile<256xi32>, token
    %x3, %t3 = atomic_rmw_tko acquire device %p_3, xor, %v : tile<256xptr<i32>>, tile<256xi32> -> tile<256xi32>, token
    %x4, %t4 = atomic_rmw_tko relaxed sys %p_4, max, %v, %m : tile<256xptr<i32>>, tile<256xi32>, tile<256xi1> -> tile<256xi32>, token
    %x5, %t5 = atomic_rmw_tko relaxed device %p_5, min, %v : tile<256xptr<i32>>, tile<256xi32> -> tile<256xi32>, token
    %x6, %t6 = atomic_rmw_tko acq_rel sys %p_6, umax, %v, %m : tile<256xptr<i32>>, tile<256xi32>, tile<256xi1> -> tile<256xi32>, token
    %x7, %t7 = atomic_rmw_tko relaxed device %p_7, umin, %v : tile<256xptr<i32>>, tile<256xi32> -> tile<256xi32>, token

    %q_0 = offset %qb, %o0 : tile<256xptr<i64>>, tile<256xi32> -> tile<256xptr<i64>>
    %q_1 = offset %qb, %o1 : tile<256xptr<i64>>, tile<256xi32> -> tile<256xptr<i64>>
    %q_2 = offset %qb, %o2 : tile<256xptr<i64>>, tile<256xi32> -> tile<256xptr<i64>>
    %q_3 = offset %qb, %o3 : tile<256xptr<i64>>, tile<256xi32> -> tile<256xptr<i64>>
    %q_4 = offset %qb, %o4 : tile<256xptr<i64>>, tile<256xi32> -> tile<256xptr<i64>>
    %q_5 = offset %qb, %o5 : tile<256xptr<i64>>, tile<256xi32> -> tile<256xptr<i64>>
    %q_6 = offset %qb, %o6 : tile<256xptr<i64>>, tile<256xi32> -> tile<256xptr<i64>>
    %q_7 = offset %qb, %o7 : tile<256xptr<i64>>, tile<256xi32> -> tile<256xptr<i64>>
    %y0, %u0 = atomic_rmw_tko relaxed device %q_0, add, %v64 : tile<256xptr<i64>>, tile<256xi64> -> tile<256xi64>, token
    %y1, %u1 = atomic_rmw_tko relaxed device %q_1, and, %v64, %m : tile<256xptr<i64>>, tile<256xi64>, tile<256xi1> -> tile<256xi64>, token
    %y2, %u2 = atomic_rmw_tko acq_rel device %q_2, or, %v64 : tile<256xptr<i64>>, tile<256xi64> -> tile<256xi64>, token
    %y3, %u3 = atomic_rmw_tko relaxed sys %q_3, xor, %v64, %m : tile<256xptr<i64>>, tile<256xi64>, tile<256xi1> -> tile<256xi64>, token
    %y4, %u4 = atomic_rmw_tko release device %q_4, max, %v64 : tile<256xptr<i64>>, tile<256xi64> -> tile<256xi64>, token
    %y5, %u5 = atomic_rmw_tko relaxed device %q_5, min, %v64, %m : tile<256xptr<i64>>, tile<256xi64>, tile<256xi1> -> tile<256xi64>, token
    %y6, %u6 = atomic_rmw_tko relaxed device %q_6, umax, %v64 : tile<256xptr<i64>>, tile<256xi64> -> tile<256xi64>, token
    %y7, %u7 = atomic_rmw_tko acquire sys %q_7, umin, %v64, %m : tile<256xptr<i64>>, tile<256xi64>, tile<256xi1> -> tile<256xi64>, token

    // Tickets: the rank-0 add's old value, shared by every thread.
    %one = constant <i32: 1> : tile<i32>
    %ticket, %tt = atomic_rmw_tko acq_rel device %cnt, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %slot = offset %tick, %ticket : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %ts = store_ptr_tko weak %slot, %one : tile<ptr<i32>>, tile<i32> -> token

    // xchg into this block's 256 slots; the old values come back.
    %c256 = constant <i32: 256> : tile<i32>
    %base = muli %bid, %c256 : tile<i32>
    %base1 = reshape %base : tile<i32> -> tile<1xi32>
    %baset = broadcast %base1 : tile<1xi32> -> tile<256xi32>
    %xi = addi %baset, %i : tile<256xi32>
    %xp0 = reshape %xo : tile<ptr<i64>> -> tile<1xptr<i64>>
    %xpb = broadcast %xp0 : tile<1xptr<i64>> -> tile<256xptr<i64>>
    %xp = offset %xpb, %xi : tile<256xptr<i64>>, tile<256xi32> -> tile<256xptr<i64>>
    %xv, %xt = atomic_rmw_tko relaxed tl_blk %xp, xchg, %v64 : tile<256xptr<i64>>, tile<256xi64> -> tile<256xi64>, token
    %op0 = reshape %xold : tile<ptr<i64>> -> tile<1xptr<i64>>
    %opb = broadcast %op0 : tile<1xptr<i64>> -> tile<256xptr<i64>>
    %op = offset %opb, %xi : tile<256xptr<i64>>, tile<256xi32> -> tile<256xptr<i64>>
    %ot = store_ptr_tko weak %op, %xv : tile<256xptr<i64>>, tile<256xi64> -> token
    return
  }
}
