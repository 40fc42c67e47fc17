// Loads and stores through every view kind, with padding and edge masks
// (reference §3.2), and i1 / tf32 tiles in memory.
//
// - strided: 8 x 8 tiles of `src` (40 x 24 f32) whose origins advance
//   [5, 6]; block b loads index (b mod 8, b / 8) -- the last ones hang over
//   the edge and read neg_inf -- and stores it to st[b] (64 elements).
// - gather: rows (7 r + 3 b) mod 48 from column 5 (b mod 3) (the dense
//   index is an element offset, docs/dialect.md; columns past 24 and rows
//   past 40 read zero); stored to ga[b]. The same tile is scattered into
//   `sc` (40 x 24) at rows (b mod 6) * 8 + 7 - r, columns from 8 (b / 6):
//   every (block, row) pair is distinct, rows past 40 are masked.
// - i1: `bytes` (i8, any values) read as i1 through a cast pointer
//   (nonzero is true), flipped on odd lanes, stored to `bits` as bytes.
// - tf32: the first 950 elements of `src` read as tf32 (the low 13
//   mantissa bits dropped) through a cast pointer, 64 at a time at index
//   b mod 15 (the last tile reads nan past 950), and stored as tf32 to
//   `t32` (f32 bits, low bits zero); blocks 0 and 15 store the same.
//
// Grid 16: src f32[40,24] (rand), st f32[1024], ga f32[1024],
// sc f32[40,24], bytes i8[2048] (rand), bits i8[2048], t32 f32[960].
cuda_tile.module @view_kinds {
  entry @view_kinds(%src: tile<ptr<f32>>, %s0: tile<i32>, %s1: tile<i32>, %s2: tile<i32>, %s3: tile<i32>,
                    %st: tile<ptr<f32>>, %t0: tile<i32>, %t1: tile<i32>,
                    %ga: tile<ptr<f32>>, %g0: tile<i32>, %g1: tile<i32>,
                    %sc: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>, %c2: tile<i32>, %c3: tile<i32>,
                    %bytes: tile<ptr<i8>>, %b0: tile<i32>, %b1: tile<i32>,
                    %bits: tile<ptr<i8>>, %u0: tile<i32>, %u1: tile<i32>,
                    %t32: tile<ptr<f32>>, %v0: tile<i32>, %v1: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %k8 = constant <i32: 8> : tile<i32>
    %k3 = constant <i32: 3> : tile<i32>
    %k6 = constant <i32: 6> : tile<i32>
    %tv = make_tensor_view %src, shape = [%s0, %s1], strides = [%s2, %s3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>

    // Strided.
    %sv = make_strided_view %tv : strided_view<tile=(8x8), traversal_strides=[5,6], padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>
    %si = remi %bid, %k8 unsigned : tile<i32>
    %sj = divi %bid, %k8 unsigned : tile<i32>
    %x, %tx = load_view_tko weak %sv[%si, %sj] : strided_view<tile=(8x8), traversal_strides=[5,6], padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x8xf32>, token
    %x1 = reshape %x : tile<8x8xf32> -> tile<64xf32>
    %tst = make_tensor_view %st, shape = [%t0], strides = [%t1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %pst = make_partition_view %tst : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %k1 = store_view_tko weak %x1, %pst[%bid] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token

    // Gather.
    %r = iota : tile<8xi32>
    %c7 = constant <i32: 7> : tile<8xi32>
    %r7 = muli %r, %c7 : tile<8xi32>
    %b3 = muli %bid, %k3 : tile<i32>
    %b31 = reshape %b3 : tile<i32> -> tile<1xi32>
    %b3t = broadcast %b31 : tile<1xi32> -> tile<8xi32>
    %rows0 = addi %r7, %b3t : tile<8xi32>
    %c48 = constant <i32: 48> : tile<8xi32>
    %rows = remi %rows0, %c48 unsigned : tile<8xi32>
    %gj3 = remi %bid, %k3 unsigned : tile<i32>
    %kc5 = constant <i32: 5> : tile<i32>
    %gj = muli %gj3, %kc5 : tile<i32>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=0>
    %y, %ty = load_view_tko weak %gv[%rows, %gj] : gather_scatter_view<tile=(8x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x8xf32>, token
    %y1 = reshape %y : tile<8x8xf32> -> tile<64xf32>
    %tga = make_tensor_view %ga, shape = [%g0], strides = [%g1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %pga = make_partition_view %tga : partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>
    %k2 = store_view_tko weak %y1, %pga[%bid] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token

    // Scatter.
    %bm6 = remi %bid, %k6 unsigned : tile<i32>
    %b8 = muli %bm6, %k8 : tile<i32>
    %b81 = reshape %b8 : tile<i32> -> tile<1xi32>
    %b8t = broadcast %b81 : tile<1xi32> -> tile<8xi32>
    %rev = subi %c7, %r : tile<8xi32>
    %srows = addi %b8t, %rev : tile<8xi32>
    %sjt = divi %bid, %k6 unsigned : tile<i32>
    %sj6 = muli %sjt, %k8 : tile<i32>
    %tsc = make_tensor_view %sc, shape = [%c0, %c1], strides = [%c2, %c3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %gsc = make_gather_scatter_view %tsc : gather_scatter_view<tile=(8x8), tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=0>
    %k3t = store_view_tko weak %y, %gsc[%srows, %sj6] : tile<8x8xf32>, gather_scatter_view<tile=(8x8), tensor_view<?x?xf32, strides=[?,?]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token

    // i1 through bytes.
    %bi = ptr_to_int %bytes : tile<ptr<i8>> -> tile<i64>
    %bp = int_to_ptr %bi : tile<i64> -> tile<ptr<i1>>
    %n128 = constant <i32: 128> : tile<i32>
    %tb = make_tensor_view %bp, shape = [%b0], strides = [1] : tile<i32> -> tensor_view<?xi1, strides=[1]>
    %pb = make_partition_view %tb : partition_view<tile=(128), tensor_view<?xi1, strides=[1]>>
    %z, %tz = load_view_tko weak %pb[%bid] : partition_view<tile=(128), tensor_view<?xi1, strides=[1]>>, tile<i32> -> tile<128xi1>, token
    %q = iota : tile<128xi32>
    %q1 = constant <i32: 1> : tile<128xi32>
    %qa = andi %q, %q1 : tile<128xi32>
    %flip = trunci %qa : tile<128xi32> -> tile<128xi1>
    %zf = xori %z, %flip : tile<128xi1>
    %ui = ptr_to_int %bits : tile<ptr<i8>> -> tile<i64>
    %up = int_to_ptr %ui : tile<i64> -> tile<ptr<i1>>
    %tu = make_tensor_view %up, shape = [%u0], strides = [1] : tile<i32> -> tensor_view<?xi1, strides=[1]>
    %pu = make_partition_view %tu : partition_view<tile=(128), tensor_view<?xi1, strides=[1]>>
    %k4 = store_view_tko weak %zf, %pu[%bid] : tile<128xi1>, partition_view<tile=(128), tensor_view<?xi1, strides=[1]>>, tile<i32> -> token

    // tf32 through f32 bits.
    %fi = ptr_to_int %src : tile<ptr<f32>> -> tile<i64>
    %fp = int_to_ptr %fi : tile<i64> -> tile<ptr<tf32>>
    %n950 = constant <i32: 950> : tile<i32>
    %k15 = constant <i32: 15> : tile<i32>
    %fb = remi %bid, %k15 unsigned : tile<i32>
    %tf = make_tensor_view %fp, shape = [%n950], strides = [1] : tile<i32> -> tensor_view<?xtf32, strides=[1]>
    %pf = make_partition_view %tf : partition_view<tile=(64), padding_value = nan, tensor_view<?xtf32, strides=[1]>>
    %w, %tw = load_view_tko weak %pf[%fb] : partition_view<tile=(64), padding_value = nan, tensor_view<?xtf32, strides=[1]>>, tile<i32> -> tile<64xtf32>, token
    %oi = ptr_to_int %t32 : tile<ptr<f32>> -> tile<i64>
    %op = int_to_ptr %oi : tile<i64> -> tile<ptr<tf32>>
    %to = make_tensor_view %op, shape = [%v0], strides = [1] : tile<i32> -> tensor_view<?xtf32, strides=[1]>
    %po = make_partition_view %to : partition_view<tile=(64), tensor_view<?xtf32, strides=[1]>>
    %k5 = store_view_tko weak %w, %po[%fb] : tile<64xtf32>, partition_view<tile=(64), tensor_view<?xtf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
