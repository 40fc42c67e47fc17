// alloca (TileToGPUAlloca.cpp): memory from the device heap, one block per
// tile block, each alloca at a fixed offset, freed at every return.
// Block b (grid 8, 4 warps):
//  - %buf (64 f32, alignment 128): in each of n iterations of a for, the
//    block stores x[64 b .. 64 b + 64) + i into it in a permuted order and
//    reads it back in order, so acc = sum_i (x + i) = n x + n(n-1)/2;
//  - %gv (16 i32, global): a view over it, written by a partition-view
//    store and read back through pointers: gv[j] = 16 b + j;
//  - blocks with b odd return early, after writing out only; the others
//    also store the read-back of %gv to ids.
// Grid 8: x f32[512] (rand), out f32[512], ids i32[128], n (i32 = 5).
tile.module @m {
  tile.entry @alloca_kernel(%x: tile<ptr<f32>>, %out: tile<ptr<f32>>,
                            %ids: tile<ptr<i32>>, %n: tile<i32>)
      optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %base = muli %b, %c64 : tile<i32>
    %iota = iota : tile<64xi32>
    %bb_1 = reshape %base : tile<i32> -> tile<1xi32>
    %bb = broadcast %bb_1 : tile<1xi32> -> tile<64xi32>
    %rows = addi %iota, %bb : tile<64xi32>
    %xs_1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xs = broadcast %xs_1 : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %xp = offset %xs, %rows : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %xv, %t0 = load_ptr_tko weak %xp : tile<64xptr<f32>> -> tile<64xf32>, token

    %buf = alloca num_elem = 64, alignment = 128 : tile<ptr<f32>>
    %bufs_1 = reshape %buf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bufs = broadcast %bufs_1 : tile<1xptr<f32>> -> tile<64xptr<f32>>
    // Permuted lanes: 37 l mod 64.
    %c37 = constant <i32: 37> : tile<64xi32>
    %c63 = constant <i32: 63> : tile<64xi32>
    %pm = muli %iota, %c37 : tile<64xi32>
    %perm = andi %pm, %c63 : tile<64xi32>
    %pp = offset %bufs, %perm : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %po = offset %bufs, %iota : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %zero = constant <f32: 0.0> : tile<64xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %acc = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %zero) -> (tile<64xf32>) {
      // Value for slot perm[l]: x[base + perm[l]] + i.
      %bperm = addi %perm, %bb : tile<64xi32>
      %src = offset %xs, %bperm : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
      %v, %t1 = load_ptr_tko weak %src : tile<64xptr<f32>> -> tile<64xf32>, token
      %fi = itof %i signed : tile<i32> -> tile<f32>
      %fib_1 = reshape %fi : tile<f32> -> tile<1xf32>
      %fib = broadcast %fib_1 : tile<1xf32> -> tile<64xf32>
      %w = addf %v, %fib : tile<64xf32>
      %t2 = store_ptr_tko weak %pp, %w token = %t1 : tile<64xptr<f32>>, tile<64xf32> -> token
      %r, %t3 = load_ptr_tko weak %po token = %t2 : tile<64xptr<f32>> -> tile<64xf32>, token
      %a2 = addf %a, %r : tile<64xf32>
      continue %a2 : tile<64xf32>
    }
    %os_1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %os = broadcast %os_1 : tile<1xptr<f32>> -> tile<64xptr<f32>>
    %op = offset %os, %rows : tile<64xptr<f32>>, tile<64xi32> -> tile<64xptr<f32>>
    %t4 = store_ptr_tko weak %op, %acc : tile<64xptr<f32>>, tile<64xf32> -> token

    %odd = andi %b, %c1 : tile<i32>
    %isodd = cmpi equal %odd, %c1, signed : tile<i32> -> tile<i1>
    if %isodd {
      return
    }
    %gv = alloca num_elem = 16, alignment = 16 global : tile<ptr<i32>>
    %tv = make_tensor_view %gv, shape = [16], strides = [1] : tensor_view<16xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>
    %i16 = iota : tile<16xi32>
    %c16 = constant <i32: 16> : tile<i32>
    %b16 = muli %b, %c16 : tile<i32>
    %b16s_1 = reshape %b16 : tile<i32> -> tile<1xi32>
    %b16s = broadcast %b16s_1 : tile<1xi32> -> tile<16xi32>
    %vals = addi %i16, %b16s : tile<16xi32>
    %t5 = store_view_tko weak %vals, %pv[%c0] : tile<16xi32>, partition_view<tile=(16), tensor_view<16xi32, strides=[1]>>, tile<i32> -> token
    %gvs_1 = reshape %gv : tile<ptr<i32>> -> tile<1xptr<i32>>
    %gvs = broadcast %gvs_1 : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %gp = offset %gvs, %i16 : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %back, %t6 = load_ptr_tko weak %gp token = %t5 : tile<16xptr<i32>> -> tile<16xi32>, token
    %is_1 = reshape %ids : tile<ptr<i32>> -> tile<1xptr<i32>>
    %is = broadcast %is_1 : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %ip = offset %is, %vals : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
    %t7 = store_ptr_tko weak %ip, %back : tile<16xptr<i32>>, tile<16xi32> -> token
    return
  }
}
