// RUN: tile-opt %s --tile-print-axis-info -o /dev/null | FileCheck %s

// Integer and pointer tiles: per dimension, runs of consecutive values
// (contiguity), the power of two dividing each run's first value
// (divisibility; bytes for pointers) and runs of one value (constancy).
// Every expectation is derived by hand from the values.
tile.module @m {
  entry @ints(%p: tile<ptr<f32>>, %n: tile<i32>) {
    // CHECK-LABEL: axis info for @ints
    // iota 0..63: one run of 64 from 0.
    // CHECK: %[[I:.*]] (iota): contiguity = [64], divisibility = [1073741824], constancy = [1]
    %i = iota : tile<64xi32>
    // A splat 48 = 16 * 3.
    // CHECK: (constant): contiguity = [1], divisibility = [16], constancy = [64]
    %c48 = constant <i32: 48> : tile<64xi32>
    // iota + 48: runs of 64 from 48.
    // CHECK: (addi): contiguity = [64], divisibility = [16], constancy = [1]
    %a = addi %i, %c48 : tile<64xi32>
    // (iota + 48) * 4 = 192 + 4 i: no longer consecutive, every value a
    // multiple of 4 (196 is not one of 8).
    // CHECK: (constant): contiguity = [1], divisibility = [4], constancy = [64]
    %c4 = constant <i32: 4> : tile<64xi32>
    // CHECK: (muli): contiguity = [1], divisibility = [4], constancy = [1]
    %m = muli %a, %c4 : tile<64xi32>
    // (iota + 48) << 3 = 384 + 8 i: multiples of 8.
    // CHECK: (constant): contiguity = [1], divisibility = [1], constancy = [64]
    %c3 = constant <i32: 3> : tile<64xi32>
    // CHECK: (shli): contiguity = [1], divisibility = [8], constancy = [1]
    %s = shli %a, %c3 : tile<64xi32>
    // A non-splat constant [0, 1, 2, 3, 8, 9, 10, 11]: runs of 4 from
    // multiples of 8 along its only dimension.
    // CHECK: (constant): contiguity = [4], divisibility = [8], constancy = [1]
    %k = constant <i32: [0, 1, 2, 3, 8, 9, 10, 11]> : tile<8xi32>
    // A kernel scalar: nothing known; div_by<8>: multiples of 8.
    // CHECK: (assume): contiguity = [1], divisibility = [8], constancy = [1]
    %n8 = assume div_by<8>, %n : tile<i32>
    // Broadcast of the scalar to 64: one value.
    // CHECK: (reshape): contiguity = [1], divisibility = [8], constancy = [1]
    %n1 = reshape %n8 : tile<i32> -> tile<1xi32>
    // CHECK: (broadcast): contiguity = [1], divisibility = [8], constancy = [64]
    %nb = broadcast %n1 : tile<1xi32> -> tile<64xi32>
    // iota + n: runs of 64 from a multiple of 8.
    // CHECK: (addi): contiguity = [64], divisibility = [8], constancy = [1]
    %in = addi %i, %nb : tile<64xi32>
    // A 2-D index, 64 r + c: rows (iota 16 as a column, times 64) plus
    // columns (iota 64 as a row). Along dim 0 a column holds r (as a
    // column, element r is a run of its own: divisibility 1), then 64 r
    // (multiples of 64); along dim 1 a row of rows is one value, a row of
    // columns one run from 0. The sum: along dim 1 runs of 64 from
    // multiples of 64; along dim 0 single values, c among them (1).
    %r = iota : tile<16xi32>
    %r2 = reshape %r : tile<16xi32> -> tile<16x1xi32>
    // CHECK: (reshape): contiguity = [16, 1], divisibility = [1073741824, 1], constancy = [1, 1]
    %rb = broadcast %r2 : tile<16x1xi32> -> tile<16x64xi32>
    // CHECK: (broadcast): contiguity = [16, 1], divisibility = [1073741824, 1], constancy = [1, 64]
    %c64 = constant <i32: 64> : tile<16x64xi32>
    // CHECK: (constant): contiguity = [1, 1], divisibility = [64, 64], constancy = [16, 64]
    %rows = muli %rb, %c64 : tile<16x64xi32>
    // CHECK: (muli): contiguity = [1, 1], divisibility = [64, 64], constancy = [1, 64]
    %c2 = reshape %i : tile<64xi32> -> tile<1x64xi32>
    // CHECK: (reshape): contiguity = [1, 64], divisibility = [1, 1073741824], constancy = [1, 1]
    %cb = broadcast %c2 : tile<1x64xi32> -> tile<16x64xi32>
    // CHECK: (broadcast): contiguity = [1, 64], divisibility = [1, 1073741824], constancy = [16, 1]
    %idx = addi %rows, %cb : tile<16x64xi32>
    // CHECK: (addi): contiguity = [1, 64], divisibility = [1, 64], constancy = [1, 1]
    // Pointers: the base (div_by<16> bytes) offset by the index: along dim
    // 1, runs of 64 f32 starting at base + 256 r (16-byte aligned); along
    // dim 0 every address is base + 256 r + 4 c (4).
    %p16 = assume div_by<16>, %p : tile<ptr<f32>>
    // CHECK: (assume): contiguity = [1], divisibility = [16], constancy = [1]
    %p1 = reshape %p16 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %pb = broadcast %p1 : tile<1x1xptr<f32>> -> tile<16x64xptr<f32>>
    // CHECK: (broadcast): contiguity = [1, 1], divisibility = [16, 16], constancy = [16, 64]
    %ptrs = offset %pb, %idx : tile<16x64xptr<f32>>, tile<16x64xi32> -> tile<16x64xptr<f32>>
    // CHECK: (offset): contiguity = [1, 64], divisibility = [4, 16], constancy = [1, 1]
    // xori is not followed: nothing known.
    %u = xori %in, %c48 : tile<64xi32>
    // CHECK: (xori): contiguity = [1], divisibility = [1], constancy = [1]
    // div_by<16, every 8 along 0>: runs of 8 from multiples of 16.
    %g = assume div_by<16, every 8 along 0>, %u : tile<64xi32>
    // CHECK: (assume): contiguity = [8], divisibility = [16], constancy = [1]
    // same_elements<[4]>: runs of 4 equal values.
    %e = assume same_elements<[4]>, %u : tile<64xi32>
    // CHECK: (assume): contiguity = [1], divisibility = [1], constancy = [4]
    return
  }
}

// -----

// View accesses: the tile dimension along the unit stride, how many
// elements form one aligned vector (at most 16 bytes), and whether every
// tile lies inside the tensor.
tile.module @m2 {
  entry @views(%p: tile<ptr<f32>>, %q: tile<ptr<f16>>, %r: tile<ptr<i8>>,
               %n: tile<i32>, %s: tile<i32>, %i: tile<i32>) {
    // CHECK-LABEL: axis info for @views
    %c0 = constant <i32: 0> : tile<i32>
    // Static 1024 x 64 f32, 16-byte base: 4 f32 per vector, rows of 256
    // bytes; 1024 and 64 are multiples of the 32x64 tile.
    %pa = assume div_by<16>, %p : tile<ptr<f32>>
    %tv = make_tensor_view %pa, shape = [1024, 64], strides = [64, 1] : tensor_view<1024x64xf32, strides=[64,1]>
    %pv = make_partition_view %tv : partition_view<tile=(32x64), tensor_view<1024x64xf32, strides=[64,1]>>
    // CHECK: load_view_tko: contiguous dim 1, vector 4, alignment 16, in bounds, whole vectors
    %t, %tk = load_view_tko weak %pv[%i, %c0] : partition_view<tile=(32x64), tensor_view<1024x64xf32, strides=[64,1]>>, tile<i32> -> tile<32x64xf32>, token
    // A dynamic row stride known to be a multiple of 4 elements (16 bytes),
    // a dynamic extent: vectors of 4, bounds checked.
    %s4 = assume div_by<4>, %s : tile<i32>
    %tv2 = make_tensor_view %pa, shape = [%n, 64], strides = [%s4, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[?,1]>
    %pv2 = make_partition_view %tv2 : partition_view<tile=(32x64), tensor_view<?x64xf32, strides=[?,1]>>
    // CHECK: store_view_tko: contiguous dim 1, vector 4, alignment 16, bounds checked, whole vectors
    %tk2 = store_view_tko weak %t, %pv2[%i, %c0] : tile<32x64xf32>, partition_view<tile=(32x64), tensor_view<?x64xf32, strides=[?,1]>>, tile<i32> -> token
    // The same stride with nothing known: rows start anywhere (4 bytes).
    %tv3 = make_tensor_view %pa, shape = [%n, 64], strides = [%s, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[?,1]>
    %pv3 = make_partition_view %tv3 : partition_view<tile=(32x64), tensor_view<?x64xf32, strides=[?,1]>>
    // CHECK: load_view_tko: contiguous dim 1, vector 1, alignment 4, bounds checked, whole vectors
    %t3, %tk3 = load_view_tko weak %pv3[%i, %c0] : partition_view<tile=(32x64), tensor_view<?x64xf32, strides=[?,1]>>, tile<i32> -> tile<32x64xf32>, token
    // f16 with a 16-byte base: 8 per vector. Transposed through dim_map:
    // tile dimension 0 walks the unit stride.
    %qa = assume div_by<16>, %q : tile<ptr<f16>>
    %tq = make_tensor_view %qa, shape = [128, 128], strides = [128, 1] : tensor_view<128x128xf16, strides=[128,1]>
    %pq = make_partition_view %tq : partition_view<tile=(64x32), tensor_view<128x128xf16, strides=[128,1]>, dim_map=[1, 0]>
    // CHECK: load_view_tko: contiguous dim 0, vector 8, alignment 16, in bounds, whole vectors
    %tqv, %tk4 = load_view_tko weak %pq[%c0, %i] : partition_view<tile=(64x32), tensor_view<128x128xf16, strides=[128,1]>, dim_map=[1, 0]>, tile<i32> -> tile<64x32xf16>, token
    // i8, no assume on the base: byte accesses.
    %tr = make_tensor_view %r, shape = [4096], strides = [1] : tensor_view<4096xi8, strides=[1]>
    %pr = make_partition_view %tr : partition_view<tile=(1024), tensor_view<4096xi8, strides=[1]>>
    // CHECK: load_view_tko: contiguous dim 0, vector 1, alignment 1, in bounds, whole vectors
    %trv, %tk5 = load_view_tko weak %pr[%i] : partition_view<tile=(1024), tensor_view<4096xi8, strides=[1]>>, tile<i32> -> tile<1024xi8>, token
    // Column-major: the unit stride is tensor dim 0, along which the tile
    // holds one element (scalar accesses); a tile starts at base + 4 i
    // bytes (4).
    %tc = make_tensor_view %pa, shape = [64, 64], strides = [1, 64] : tensor_view<64x64xf32, strides=[1,64]>
    %pc = make_partition_view %tc : partition_view<tile=(1x64), tensor_view<64x64xf32, strides=[1,64]>>
    // CHECK: load_view_tko: contiguous dim 0, vector 1, alignment 4, in bounds, whole vectors
    %tcv, %tk6 = load_view_tko weak %pc[%i, %c0] : partition_view<tile=(1x64), tensor_view<64x64xf32, strides=[1,64]>>, tile<i32> -> tile<1x64xf32>, token
    // A dynamic extent along the unit stride: a vector of 4 may straddle
    // the end (n = 4097), unless n is known to be a multiple of 4.
    %tn = make_tensor_view %pa, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pn = make_partition_view %tn : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    // CHECK: load_view_tko: contiguous dim 0, vector 4, alignment 16, bounds checked, split vectors
    %tnv, %tk7 = load_view_tko weak %pn[%i] : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %n4 = assume div_by<4>, %n : tile<i32>
    %tn4 = make_tensor_view %pa, shape = [%n4], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %pn4 = make_partition_view %tn4 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    // CHECK: load_view_tko: contiguous dim 0, vector 4, alignment 16, bounds checked, whole vectors
    %tnv4, %tk8 = load_view_tko weak %pn4[%i] : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    // A gather/scatter view: rows are arbitrary (bounds always checked);
    // along the unit stride the index is an element offset, so a tile
    // starting at column 0 is 16-byte aligned (rows of 64 * 4 bytes) ...
    %rows = iota : tile<8xi32>
    %tg = make_tensor_view %pa, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %gv = make_gather_scatter_view %tg : gather_scatter_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>
    // CHECK: load_view_tko: contiguous dim 1, vector 4, alignment 16, bounds checked, whole vectors
    %tgv, %tk9 = load_view_tko weak %gv[%rows, %c0] : gather_scatter_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x64xf32>, token
    // ... and one starting at an unknown column only 4-byte aligned (a
    // partition view would multiply the index by its 64-wide tile).
    // CHECK: load_view_tko: contiguous dim 1, vector 1, alignment 4, bounds checked, whole vectors
    %tgu, %tk10 = load_view_tko weak %gv[%rows, %i] : gather_scatter_view<tile=(8x64), tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x64xf32>, token
    // Rows along the unit stride: no contiguous dim.
    %tt = make_tensor_view %pa, shape = [64, %n], strides = [1, 64] : tile<i32> -> tensor_view<64x?xf32, strides=[1,64]>
    %gt = make_gather_scatter_view %tt : gather_scatter_view<tile=(8x64), tensor_view<64x?xf32, strides=[1,64]>, sparse_dim=0>
    // CHECK: load_view_tko: contiguous dim -1, vector 1
    %tgt, %tk11 = load_view_tko weak %gt[%rows, %c0] : gather_scatter_view<tile=(8x64), tensor_view<64x?xf32, strides=[1,64]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x64xf32>, token
    return
  }
}
