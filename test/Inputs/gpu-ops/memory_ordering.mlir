// Loads and stores with memory orderings and scopes, and token order
// across threads.
//
// - relaxed/acquire loads and relaxed/release stores, through views and
//   pointers, at tl_blk, device and sys scope: block b copies its 128
//   elements of `x` (f32) to `a`, reversed to `r`, and as f16 to `h`;
//   masked lanes (i mod 16 = 15) of the pointer load read the padding -1.
// - token order: each block writes 3 i + b to its slots of `tmp`, then,
//   ordered by the token, reads them back reversed (each element comes
//   from another thread: the lowering puts a barrier there) into `rt`.
// - a rank-0 acquire load of x[0] (every thread), added to `s`.
//
// Grid 16: x f32[2048] (rand), a f32[2048], r f32[2048], h f16[2048],
// tmp i32[2048], rt i32[2048], s f32[2048].
cuda_tile.module @memory_ordering {
  entry @memory_ordering(%x: tile<ptr<f32>>, %x0: tile<i32>, %x1: tile<i32>,
                         %a: tile<ptr<f32>>, %a0: tile<i32>, %a1: tile<i32>,
                         %r: tile<ptr<f32>>, %r0: tile<i32>, %r1: tile<i32>,
                         %h: tile<ptr<f16>>, %h0: tile<i32>, %h1: tile<i32>,
                         %tmp: tile<ptr<i32>>, %t0: tile<i32>, %t1: tile<i32>,
                         %rt: tile<ptr<i32>>, %u0: tile<i32>, %u1: tile<i32>,
                         %s: tile<ptr<f32>>, %s0: tile<i32>, %s1: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %i = iota : tile<128xi32>
    %k128 = constant <i32: 128> : tile<i32>
    %base = muli %bid, %k128 : tile<i32>
    %base1 = reshape %base : tile<i32> -> tile<1xi32>
    %baset = broadcast %base1 : tile<1xi32> -> tile<128xi32>
    %idx = addi %baset, %i : tile<128xi32>
    %c127 = constant <i32: 127> : tile<128xi32>
    %ri = subi %c127, %i : tile<128xi32>
    %ridx = addi %baset, %ri : tile<128xi32>

    // Views: relaxed device load, release device store.
    %tx = make_tensor_view %x, shape = [%x0], strides = [%x1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %px = make_partition_view %tx : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
    %v, %tv = load_view_tko relaxed device %px[%bid] : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<128xf32>, token
    %ta = make_tensor_view %a, shape = [%a0], strides = [%a1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %pa = make_partition_view %ta : partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>
    %k0 = store_view_tko release device %v, %pa[%bid] : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token

    // Pointers: acquire sys load (masked, padded), relaxed tl_blk store.
    %xp0 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xpb = broadcast %xp0 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %xp = offset %xpb, %ridx : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %c16 = constant <i32: 16> : tile<128xi32>
    %c15 = constant <i32: 15> : tile<128xi32>
    %i16 = remi %i, %c16 unsigned : tile<128xi32>
    %m = cmpi not_equal %i16, %c15, signed : tile<128xi32> -> tile<128xi1>
    %pad = constant <f32: -1.0> : tile<128xf32>
    %w, %tw = load_ptr_tko acquire sys %xp, %m, %pad : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token
    %rp0 = reshape %r : tile<ptr<f32>> -> tile<1xptr<f32>>
    %rpb = broadcast %rp0 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %rp = offset %rpb, %idx : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %k1 = store_ptr_tko relaxed tl_blk %rp, %w : tile<128xptr<f32>>, tile<128xf32> -> token

    // f16 through a relaxed sys store.
    %vh = ftof %v : tile<128xf32> -> tile<128xf16>
    %hp0 = reshape %h : tile<ptr<f16>> -> tile<1xptr<f16>>
    %hpb = broadcast %hp0 : tile<1xptr<f16>> -> tile<128xptr<f16>>
    %hp = offset %hpb, %idx : tile<128xptr<f16>>, tile<128xi32> -> tile<128xptr<f16>>
    %k2 = store_ptr_tko relaxed sys %hp, %vh, %m : tile<128xptr<f16>>, tile<128xf16>, tile<128xi1> -> token

    // Token order across threads.
    %c3 = constant <i32: 3> : tile<128xi32>
    %i3 = muli %i, %c3 : tile<128xi32>
    %b1 = reshape %bid : tile<i32> -> tile<1xi32>
    %bt = broadcast %b1 : tile<1xi32> -> tile<128xi32>
    %val = addi %i3, %bt : tile<128xi32>
    %tp0 = reshape %tmp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %tpb = broadcast %tp0 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %tp = offset %tpb, %idx : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %tq = offset %tpb, %ridx : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %k3 = store_ptr_tko weak %tp, %val : tile<128xptr<i32>>, tile<128xi32> -> token
    %back, %k4 = load_ptr_tko weak %tq token=%k3 : tile<128xptr<i32>> -> tile<128xi32>, token
    %op0 = reshape %rt : tile<ptr<i32>> -> tile<1xptr<i32>>
    %opb = broadcast %op0 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %op = offset %opb, %idx : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %k5 = store_ptr_tko weak %op, %back : tile<128xptr<i32>>, tile<128xi32> -> token

    // Rank-0 acquire load.
    %x00, %k6 = load_ptr_tko acquire device %x : tile<ptr<f32>> -> tile<f32>, token
    %x01 = reshape %x00 : tile<f32> -> tile<1xf32>
    %x0t = broadcast %x01 : tile<1xf32> -> tile<128xf32>
    %sum = addf %v, %x0t : tile<128xf32>
    %sp0 = reshape %s : tile<ptr<f32>> -> tile<1xptr<f32>>
    %spb = broadcast %sp0 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %sp = offset %spb, %idx : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %k7 = store_ptr_tko release sys %sp, %sum : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }
}
