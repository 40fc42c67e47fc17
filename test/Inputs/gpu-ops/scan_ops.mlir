// scan with warp shuffles (docs/lowering.md, "Data movement"), 4 warps.
// Block b takes rows [4 b, 4 b + 4) of a, rows [2 b, 2 b + 2) of f and
// rows [64 b, 64 b + 64) of c:
//  - as[4 b + r, :]: inclusive sum along row r of a 4x256 i32 tile (K = 8,
//    32 lanes per row: shfl.up only, no barrier);
//  - fs[2 b + r, :]: reverse inclusive sum along row r of a 2x1024 f32
//    tile (K = 16, 2 warps per row: shfl.down, then the warp totals through
//    scratch);
//  - cm[64 b + r, c]: inclusive max down column c of a 64x16 i32 tile
//    (dim 0: 16 lanes of each of the 4 warps per column);
//  - pa, pb: the composition of the maps x -> a x + b along row r of the
//    4x256 tiles (2 * a + 1, a) in scan order: (a, b) after (a', b') is
//    (a a', a b' + b). Associative, not commutative, exact in wrapping i32:
//    any combination out of order shows.
// i32 results are exact; the f32 sums differ from the interpreter's left
// fold by reassociation only.
//
// Grid 4: a i32[16,256] (rand), f f32[8,1024] (rand), c i32[256,16] (rand),
// as i32[16,256], fs f32[8,1024], cm i32[256,16], pa i32[16,256],
// pb i32[16,256].
tile.module @m {
  tile.entry @k(%a: tile<ptr<i32>>, %a0: tile<i32>, %a1: tile<i32>, %a2: tile<i32>, %a3: tile<i32>,
                %f: tile<ptr<f32>>, %f0: tile<i32>, %f1: tile<i32>, %f2: tile<i32>, %f3: tile<i32>,
                %c: tile<ptr<i32>>, %c0: tile<i32>, %c1: tile<i32>, %c2: tile<i32>, %c3: tile<i32>,
                %as: tile<ptr<i32>>, %s0: tile<i32>, %s1: tile<i32>, %s2: tile<i32>, %s3: tile<i32>,
                %fs: tile<ptr<f32>>, %g0: tile<i32>, %g1: tile<i32>, %g2: tile<i32>, %g3: tile<i32>,
                %cm: tile<ptr<i32>>, %m0: tile<i32>, %m1: tile<i32>, %m2: tile<i32>, %m3: tile<i32>,
                %pa: tile<ptr<i32>>, %u0: tile<i32>, %u1: tile<i32>, %u2: tile<i32>, %u3: tile<i32>,
                %pb: tile<ptr<i32>>, %v0: tile<i32>, %v1: tile<i32>, %v2: tile<i32>, %v3: tile<i32>)
      optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %zero = constant <i32: 0> : tile<i32>

    %av = make_tensor_view %a, shape = [%a0, %a1], strides = [%a2, %a3] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
    %ap = make_partition_view %av : partition_view<tile=(4x256), tensor_view<?x?xi32, strides=[?,?]>>
    %at, %ak = load_view_tko weak %ap[%bid, %zero] : partition_view<tile=(4x256), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<4x256xi32>, token
    %asum = scan %at dim=1 reverse=false identities=[0 : i32] : tile<4x256xi32> -> tile<4x256xi32>
    (%e: tile<i32>, %acc: tile<i32>) {
      %r = addi %e, %acc : tile<i32>
      yield %r : tile<i32>
    }
    %one = constant <i32: 1> : tile<4x256xi32>
    %two = constant <i32: 2> : tile<4x256xi32>
    %a2x = muli %at, %two : tile<4x256xi32>
    %odd = addi %a2x, %one : tile<4x256xi32>
    %comp:2 = scan %odd, %at dim=1 reverse=false identities=[1 : i32, 0 : i32] : tile<4x256xi32>, tile<4x256xi32> -> tile<4x256xi32>, tile<4x256xi32>
    (%ae: tile<i32>, %aa: tile<i32>, %be: tile<i32>, %ba: tile<i32>) {
      %na = muli %ae, %aa : tile<i32>
      %t = muli %ae, %ba : tile<i32>
      %nb = addi %t, %be : tile<i32>
      yield %na, %nb : tile<i32>, tile<i32>
    }

    %fv = make_tensor_view %f, shape = [%f0, %f1], strides = [%f2, %f3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %fp = make_partition_view %fv : partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>>
    %ft, %fk = load_view_tko weak %fp[%bid, %zero] : partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<2x1024xf32>, token
    %fsum = scan %ft dim=1 reverse=true identities=[0.000000e+00 : f32] : tile<2x1024xf32> -> tile<2x1024xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %r = addf %e, %acc : tile<f32>
      yield %r : tile<f32>
    }

    %cv = make_tensor_view %c, shape = [%c0, %c1], strides = [%c2, %c3] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
    %cp = make_partition_view %cv : partition_view<tile=(64x16), tensor_view<?x?xi32, strides=[?,?]>>
    %ct, %ck = load_view_tko weak %cp[%bid, %zero] : partition_view<tile=(64x16), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<64x16xi32>, token
    %cmax = scan %ct dim=0 reverse=false identities=[-2147483648 : i32] : tile<64x16xi32> -> tile<64x16xi32>
    (%e: tile<i32>, %acc: tile<i32>) {
      %r = maxi %e, %acc signed : tile<i32>
      yield %r : tile<i32>
    }

    %sv = make_tensor_view %as, shape = [%s0, %s1], strides = [%s2, %s3] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
    %sp = make_partition_view %sv : partition_view<tile=(4x256), tensor_view<?x?xi32, strides=[?,?]>>
    %k1 = store_view_tko weak %asum, %sp[%bid, %zero] : tile<4x256xi32>, partition_view<tile=(4x256), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
    %gv = make_tensor_view %fs, shape = [%g0, %g1], strides = [%g2, %g3] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %gp = make_partition_view %gv : partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>>
    %k2 = store_view_tko weak %fsum, %gp[%bid, %zero] : tile<2x1024xf32>, partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
    %mv = make_tensor_view %cm, shape = [%m0, %m1], strides = [%m2, %m3] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
    %mp = make_partition_view %mv : partition_view<tile=(64x16), tensor_view<?x?xi32, strides=[?,?]>>
    %k3 = store_view_tko weak %cmax, %mp[%bid, %zero] : tile<64x16xi32>, partition_view<tile=(64x16), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
    %uv = make_tensor_view %pa, shape = [%u0, %u1], strides = [%u2, %u3] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
    %up = make_partition_view %uv : partition_view<tile=(4x256), tensor_view<?x?xi32, strides=[?,?]>>
    %k4 = store_view_tko weak %comp#0, %up[%bid, %zero] : tile<4x256xi32>, partition_view<tile=(4x256), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
    %vv = make_tensor_view %pb, shape = [%v0, %v1], strides = [%v2, %v3] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
    %vp = make_partition_view %vv : partition_view<tile=(4x256), tensor_view<?x?xi32, strides=[?,?]>>
    %k5 = store_view_tko weak %comp#1, %vp[%bid, %zero] : tile<4x256xi32>, partition_view<tile=(4x256), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
    return
  }
}
