// argmax as a two-operand reduce (values and their indices; the larger
// value wins, the lower index on ties: associative and commutative, and
// exact, so GPU and interpreter agree bit for bit). 4 warps; block b takes
// rows [16 b, 16 b + 16) of x as a 16x256 tile and rows [256 b, 256 b + 256)
// of y as a 256x16 tile:
//  - rv[16 b + r], ri[16 b + r]: max of row r of x and its column (dim 1:
//    K = 32, 8 lanes per row, both operands shuffled at each step);
//  - cv[16 b + c], ci[16 b + c]: max of column c of y and its row (dim 0:
//    a thread holds 2 rows, which it folds into 16 partials; all 32 lanes
//    and the 4 warps hold parts of each column: 5 shfl.bfly steps on the
//    16 partials, then the 4 warp totals through scratch).
//
// Grid 4: x f32[64,256] (rand), y f32[1024,16] (rand), rv f32[64],
// ri i32[64], cv f32[64], ci i32[64].
tile.module @m {
  tile.entry @k(%x: tile<ptr<f32>>, %x0: tile<i32>, %x1: tile<i32>, %x2: tile<i32>, %x3: tile<i32>,
                %y: tile<ptr<f32>>, %y0: tile<i32>, %y1: tile<i32>, %y2: tile<i32>, %y3: tile<i32>,
                %rv: tile<ptr<f32>>, %a0: tile<i32>, %a1: tile<i32>,
                %ri: tile<ptr<i32>>, %b0: tile<i32>, %b1: tile<i32>,
                %cv: tile<ptr<f32>>, %c0: tile<i32>, %c1: tile<i32>,
                %ci: tile<ptr<i32>>, %e0: tile<i32>, %e1: tile<i32>)
      optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %xv = make_tensor_view %x, shape = [%x0, %x1], strides = [%x2, %x3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %xp = make_partition_view %xv : partition_view<tile=(16x256), tensor_view<?x?xf32, strides=[?,?]>>
    %xt, %xk = load_view_tko weak %xp[%bid, %zero] : partition_view<tile=(16x256), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<16x256xf32>, token
    %ci256 = iota : tile<256xi32>
    %ci1 = reshape %ci256 : tile<256xi32> -> tile<1x256xi32>
    %cols = broadcast %ci1 : tile<1x256xi32> -> tile<16x256xi32>
    %r:2 = reduce %xt, %cols dim=1 identities=[0xFF800000 : f32, 2147483647 : i32] : tile<16x256xf32>, tile<16x256xi32> -> tile<16xf32>, tile<16xi32>
    (%e: tile<f32>, %a: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {
      %gt = cmpf greater_than ordered %e, %a : tile<f32> -> tile<i1>
      %eq = cmpf equal ordered %e, %a : tile<f32> -> tile<i1>
      %lt = cmpi less_than %ei, %ai, signed : tile<i32> -> tile<i1>
      %tie = andi %eq, %lt : tile<i1>
      %take = ori %gt, %tie : tile<i1>
      %nv = select %take, %e, %a : tile<i1>, tile<f32>
      %ni = select %take, %ei, %ai : tile<i1>, tile<i32>
      yield %nv, %ni : tile<f32>, tile<i32>
    }

    %yv = make_tensor_view %y, shape = [%y0, %y1], strides = [%y2, %y3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %yp = make_partition_view %yv : partition_view<tile=(256x16), tensor_view<?x?xf32, strides=[?,?]>>
    %yt, %yk = load_view_tko weak %yp[%bid, %zero] : partition_view<tile=(256x16), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<256x16xf32>, token
    %ri256 = iota : tile<256xi32>
    %ri1 = reshape %ri256 : tile<256xi32> -> tile<256x1xi32>
    %rows = broadcast %ri1 : tile<256x1xi32> -> tile<256x16xi32>
    %c:2 = reduce %yt, %rows dim=0 identities=[0xFF800000 : f32, 2147483647 : i32] : tile<256x16xf32>, tile<256x16xi32> -> tile<16xf32>, tile<16xi32>
    (%e: tile<f32>, %a: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {
      %gt = cmpf greater_than ordered %e, %a : tile<f32> -> tile<i1>
      %eq = cmpf equal ordered %e, %a : tile<f32> -> tile<i1>
      %lt = cmpi less_than %ei, %ai, signed : tile<i32> -> tile<i1>
      %tie = andi %eq, %lt : tile<i1>
      %take = ori %gt, %tie : tile<i1>
      %nv = select %take, %e, %a : tile<i1>, tile<f32>
      %ni = select %take, %ei, %ai : tile<i1>, tile<i32>
      yield %nv, %ni : tile<f32>, tile<i32>
    }

    %v1 = make_tensor_view %rv, shape = [%a0], strides = [%a1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %p1 = make_partition_view %v1 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
    %k1 = store_view_tko weak %r#0, %p1[%bid] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    %v2 = make_tensor_view %ri, shape = [%b0], strides = [%b1] : tile<i32> -> tensor_view<?xi32, strides=[?]>
    %p2 = make_partition_view %v2 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>
    %k2 = store_view_tko weak %r#1, %p2[%bid] : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
    %v3 = make_tensor_view %cv, shape = [%c0], strides = [%c1] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %p3 = make_partition_view %v3 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
    %k3 = store_view_tko weak %c#0, %p3[%bid] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    %v4 = make_tensor_view %ci, shape = [%e0], strides = [%e1] : tile<i32> -> tensor_view<?xi32, strides=[?]>
    %p4 = make_partition_view %v4 : partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>
    %k4 = store_view_tko weak %c#1, %p4[%bid] : tile<16xi32>, partition_view<tile=(16), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
    return
  }
}
