// RUN: tile-as %s --gpu-name sm_90 -O2 --emit=ptx -o - | FileCheck %s
//
// How a thread addresses its lanes of a view access (issue 13): lanes
// consecutive along a unit-stride dimension are addressed from one pointer
// with immediate offsets, and the bounds check of a dimension along which
// they are consecutive is one register per thread (the elements left from
// its first lane), not one 64-bit index per lane.

// @rows: a 1x1024 f32 tile over 128 threads, 8 lanes (two vectors of 4)
// each; it only streams from a load to a store, so it is coalesced
// (tilegpu.coalesced<4, 32>): a thread's lanes are elements 0-3 and
// 128-131 after its first, 512 (t / 32) + 4 (t mod 32). The column extent
// is dynamic (tilegpu.edge_lanes): one decision per thread on its last
// lane (offset 131), else one predicated scalar per lane.
// CHECK-LABEL: .entry rows(
// CHECK: max.u64 %rd[[MAX:[0-9]+]], %rd{{[0-9]+}}, %rd[[FIRST:[0-9]+]];
// CHECK-NEXT: sub.s64 %rd[[LEFT:[0-9]+]], %rd[[MAX]], %rd[[FIRST]];
// CHECK: setp.gt.u64 %p{{[0-9]+}}, %rd[[LEFT]], 131;
// CHECK: setp.gt.u64 %p{{[0-9]+}}, %rd[[LEFT]], 128;
// CHECK-NOT: or.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, {{[1-7]}};
// CHECK: ld.global.v4.b32 {{.*}}, [%rd[[X:[0-9]+]]];
// CHECK-NEXT: ld.global.v4.b32 {{.*}}, [%rd[[X]]+512];
// CHECK: @%p{{[0-9]+}} ld.global.b32 %r{{[0-9]+}}, [%rd[[X]]+4];
// CHECK: @%p{{[0-9]+}} ld.global.b32 %r{{[0-9]+}}, [%rd[[X]]+512];
// CHECK: @%p{{[0-9]+}} ld.global.b32 %r{{[0-9]+}}, [%rd[[X]]+524];
// CHECK: st.global.v4.b32 [%rd[[Y:[0-9]+]]], {
// CHECK-NEXT: st.global.v4.b32 [%rd[[Y]]+512], {
// CHECK: @%p{{[0-9]+}} st.global.b32 [%rd[[Y]]+4],
// CHECK: ret;

// @gather: 4 gathered rows of 256 f32 over 128 threads, 8 lanes each in
// one row (coalesced<4, 32>: a warp per row, its vectors consecutive):
// the thread reads its row index from scratch once, and its two
// predicated vector loads address from one pointer, 128 elements apart
// (rows are arbitrary, so always checked; 256 is a multiple of 4, so
// whole vectors).
// CHECK-LABEL: .entry gather(
// CHECK: bar.sync 0;
// CHECK-NEXT: shl.b64
// CHECK-NEXT: add.s64
// CHECK-NEXT: ld.shared.b32 %r[[ROW:[0-9]+]],
// CHECK-NEXT: bar.sync 0;
// CHECK-NOT: ld.shared
// CHECK: setp.lt.u32 %p{{[0-9]+}}, %r[[ROW]], %r{{[0-9]+}};
// CHECK: @%p{{[0-9]+}} ld.global.v4.b32 {{.*}}, [%rd[[G:[0-9]+]]];
// CHECK: @%p{{[0-9]+}} ld.global.v4.b32 {{.*}}, [%rd[[G]]+512];
// CHECK: @%p{{[0-9]+}} st.global.v4.b32 [%rd[[S:[0-9]+]]], {
// CHECK: @%p{{[0-9]+}} st.global.v4.b32 [%rd[[S]]+512], {
// CHECK: ret;

// @half_rows: 1x2048 f16 over 128 threads, 16 lanes (two 16-byte vectors,
// 256 elements apart) each, the column extent dynamic. Unguarded: two
// v4.b32 loads. At the edge each vector is one predicated v4.b32 (its last
// lane in bounds), else lanes 0-6 one b16 each while the lane is below the
// vector's count of lanes in bounds (one register, not a predicate a
// lane), loaded into the halves of the vector's words (lane 7 is in bounds
// only when the whole vector is): the lanes never leave their packed
// words. The store mirrors it.
// CHECK-LABEL: .entry half_rows(
// CHECK: ld.global.v4.b32 {{.*}}, [%rd[[H:[0-9]+]]];
// CHECK-NEXT: ld.global.v4.b32 {{.*}}, [%rd[[H]]+512];
// CHECK: @%p{{[0-9]+}} ld.global.v4.b32 {%r[[W0:[0-9]+]], %r[[W1:[0-9]+]], %r{{[0-9]+}}, %r[[W3:[0-9]+]]}, [%rd[[H]]];
// CHECK-NEXT: {
// CHECK-NEXT: .reg .pred cut;
// CHECK-NEXT: .reg .b16 lo, hi;
// CHECK-NEXT: mov.b32 {lo, hi}, %r[[W0]];
// CHECK-NEXT: setp.gt.u32 cut, %r[[N:[0-9]+]], 0;
// CHECK-NEXT: @cut ld.global.b16 lo, [%rd[[H]]];
// CHECK-NEXT: setp.gt.u32 cut, %r[[N]], 1;
// CHECK-NEXT: @cut ld.global.b16 hi, [%rd[[H]]+2];
// CHECK-NEXT: mov.b32 %r[[W0]], {lo, hi};
// CHECK-NEXT: mov.b32 {lo, hi}, %r[[W1]];
// CHECK-NEXT: setp.gt.u32 cut, %r[[N]], 2;
// CHECK-NEXT: @cut ld.global.b16 lo, [%rd[[H]]+4];
// CHECK: mov.b32 {lo, hi}, %r[[W3]];
// CHECK-NEXT: setp.gt.u32 cut, %r[[N]], 6;
// CHECK-NEXT: @cut ld.global.b16 lo, [%rd[[H]]+12];
// CHECK-NEXT: mov.b32 %r[[W3]], {lo, hi};
// CHECK-NEXT: }
// CHECK: @cut ld.global.b16 lo, [%rd[[H]]+512];
// CHECK-NOT: ld.global.b16 hi, [%rd[[H]]+14];
// CHECK: st.global.v4.b32 [%rd[[HY:[0-9]+]]], {
// CHECK-NEXT: st.global.v4.b32 [%rd[[HY]]+512], {
// CHECK: @%p{{[0-9]+}} st.global.v4.b32 [%rd[[HY]]], {%r[[S0:[0-9]+]],
// CHECK-NEXT: {
// CHECK-NEXT: .reg .pred cut;
// CHECK-NEXT: .reg .b16 lo, hi;
// CHECK-NEXT: mov.b32 {lo, hi}, %r[[S0]];
// CHECK-NEXT: setp.gt.u32 cut, %r{{[0-9]+}}, 0;
// CHECK-NEXT: @cut st.global.b16 [%rd[[HY]]], lo;
// CHECK-NEXT: setp.gt.u32 cut, %r{{[0-9]+}}, 1;
// CHECK-NEXT: @cut st.global.b16 [%rd[[HY]]+2], hi;
// CHECK: ret;

tile.module @m {
  entry @rows(%x: tile<ptr<f32>>, %rows: tile<i32>, %cols: tile<i32>, %y: tile<ptr<f32>>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %tok = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %xv = make_tensor_view %xa, shape = [%rows, %cols], strides = [1024, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[1024,1]>
    %yv = make_tensor_view %ya, shape = [%rows, %cols], strides = [1024, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[1024,1]>
    %r, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %xp = make_partition_view %xv : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[1024,1]>>
    %t, %t_tok = load_view_tko weak %xp[%r, %c0] token = %tok : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[1024,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %yp = make_partition_view %yv : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[1024,1]>>
    %st = store_view_tko weak %t, %yp[%r, %c0] token = %tok : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[1024,1]>>, tile<i32> -> token
    return
  }
  entry @gather(%t: tile<ptr<f32>>, %n: tile<i32>, %i: tile<ptr<i32>>, %y: tile<ptr<f32>>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %tok = make_token : token
    %ta = assume div_by<16>, %t : tile<ptr<f32>>
    %ia = assume div_by<16>, %i : tile<ptr<i32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %tv = make_tensor_view %ta, shape = [%n, 256], strides = [256, 1] : tile<i32> -> tensor_view<?x256xf32, strides=[256,1]>
    %iv = make_tensor_view %ia, shape = [4096], strides = [1] : tensor_view<4096xi32, strides=[1]>
    %yv = make_tensor_view %ya, shape = [4096, 256], strides = [256, 1] : tensor_view<4096x256xf32, strides=[256,1]>
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %ip = make_partition_view %iv : partition_view<tile=(4), tensor_view<4096xi32, strides=[1]>>
    %rows, %i_tok = load_view_tko weak %ip[%b] token = %tok : partition_view<tile=(4), tensor_view<4096xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x256), tensor_view<?x256xf32, strides=[256,1]>, sparse_dim=0>
    %g, %g_tok = load_view_tko weak %gv[%rows, %c0] token = %tok : gather_scatter_view<tile=(4x256), tensor_view<?x256xf32, strides=[256,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x256xf32>, token
    %yp = make_partition_view %yv : partition_view<tile=(4x256), tensor_view<4096x256xf32, strides=[256,1]>>
    %st = store_view_tko weak %g, %yp[%b, %c0] token = %tok : tile<4x256xf32>, partition_view<tile=(4x256), tensor_view<4096x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
  entry @half_rows(%x: tile<ptr<f16>>, %rows: tile<i32>, %cols: tile<i32>, %y: tile<ptr<f16>>) optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %tok = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f16>>
    %ya = assume div_by<16>, %y : tile<ptr<f16>>
    %xv = make_tensor_view %xa, shape = [%rows, %cols], strides = [2048, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[2048,1]>
    %yv = make_tensor_view %ya, shape = [%rows, %cols], strides = [2048, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[2048,1]>
    %r, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %xp = make_partition_view %xv : partition_view<tile=(1x2048), tensor_view<?x?xf16, strides=[2048,1]>>
    %t, %t_tok = load_view_tko weak %xp[%r, %c0] token = %tok : partition_view<tile=(1x2048), tensor_view<?x?xf16, strides=[2048,1]>>, tile<i32> -> tile<1x2048xf16>, token
    %yp = make_partition_view %yv : partition_view<tile=(1x2048), tensor_view<?x?xf16, strides=[2048,1]>>
    %st = store_view_tko weak %t, %yp[%r, %c0] token = %tok : tile<1x2048xf16>, partition_view<tile=(1x2048), tensor_view<?x?xf16, strides=[2048,1]>>, tile<i32> -> token
    return
  }
}
