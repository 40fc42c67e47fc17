// Pointer gathers/scatters with masks and padding, atomics (old values
// returned), compare-and-swap on bit patterns, alloca and globals.
// RUN: tile-run %s --grid 1 --abi bare i32[4]=iota f32[4]=zeros --print-outputs | FileCheck %s

tile.module @m {
  global @g <f32: [1.5, 2.5]> : tile<2xf32>
  global private constant @c alignment = 16 <i32: [7, 8]> : tile<2xi32>

  entry @mem(%ip: tile<ptr<i32>>, %fp: tile<ptr<f32>>) {
    %offs = iota : tile<4xi32>
    %ipb = reshape %ip : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ips = broadcast %ipb : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %ptrs = offset %ips, %offs : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>

    // Masked gather: lanes 1 and 3 read the padding tile.
    %mask = constant <i1: [true, false, true, false]> : tile<4xi1>
    %pad = constant <i32: -9> : tile<4xi32>
    %v, %t0 = load_ptr_tko weak %ptrs, %mask, %pad : tile<4xptr<i32>>, tile<4xi1>, tile<4xi32> -> tile<4xi32>, token
    // CHECK: masked load [0, -9, 2, -9]
    %p0 = print_tko "masked load %d\n", %v : tile<4xi32> -> token

    // atomic add returns the old values; the masked lane is untouched.
    %ten = constant <i32: 10> : tile<4xi32>
    %old, %t1 = atomic_rmw_tko relaxed device %ptrs, add, %ten, %mask : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
    %neg = constant <i32: -5> : tile<4xi32>
    %old2, %t2 = atomic_rmw_tko relaxed device %ptrs, umax, %neg : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %old3, %t3 = atomic_rmw_tko relaxed device %ptrs, max, %offs : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    // CHECK-NEXT: add old [0, 0, 2, 0] umax old [10, 1, 12, 3] max old [-5, -5, -5, -5]
    %p1 = print_tko "add old %d umax old %d max old %d\n", %old, %old2, %old3 : tile<4xi32>, tile<4xi32>, tile<4xi32> -> token

    // CAS: lane i swaps iff memory holds i (it holds max(-5, i) = i).
    %cmp = constant <i32: [0, 5, 2, 5]> : tile<4xi32>
    %new = constant <i32: 100> : tile<4xi32>
    %o4, %t4 = atomic_cas_tko acq_rel device %ptrs, %cmp, %new : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    // CHECK-NEXT: cas old [0, 1, 2, 3]
    %p2 = print_tko "cas old %d\n", %o4 : tile<4xi32> -> token

    // Floats: scatter with a mask, then atomic addf.
    %fpb = reshape %fp : tile<ptr<f32>> -> tile<1xptr<f32>>
    %fps = broadcast %fpb : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %fptrs = offset %fps, %offs : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %half = constant <f32: 0.5> : tile<4xf32>
    %t5 = store_ptr_tko weak %fptrs, %half, %mask : tile<4xptr<f32>>, tile<4xf32>, tile<4xi1> -> token
    %quarter = constant <f32: 0.25> : tile<4xf32>
    %fo, %t6 = atomic_rmw_tko relaxed device %fptrs, addf, %quarter : tile<4xptr<f32>>, tile<4xf32> -> tile<4xf32>, token

    // alloca: a private scratch buffer.
    %a = alloca num_elem = 4, alignment = 16 : tile<ptr<f32>>
    %ab = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %as = broadcast %ab : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %aps = offset %as, %offs : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t7 = store_ptr_tko weak %aps, %fo : tile<4xptr<f32>>, tile<4xf32> -> token
    %back, %t8 = load_ptr_tko weak %aps : tile<4xptr<f32>> -> tile<4xf32>, token
    // CHECK-NEXT: addf old via alloca [0.5, 0, 0.5, 0]
    %p3 = print_tko "addf old via alloca %g\n", %back : tile<4xf32> -> token

    // Globals.
    %gp = get_global @g : tile<ptr<f32>>
    %gv, %t9 = load_ptr_tko weak %gp : tile<ptr<f32>> -> tile<f32>, token
    %cp = get_global @c : tile<ptr<i32>>
    %one = constant <i64: 1> : tile<i64>
    %cp1 = offset %cp, %one : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
    %cv, %t10 = load_ptr_tko weak %cp1 : tile<ptr<i32>> -> tile<i32>, token
    // CHECK-NEXT: globals 1.5 8
    %p4 = print_tko "globals %g %d\n", %gv, %cv : tile<f32>, tile<i32> -> token
    return
  }
}
// CHECK-NEXT: arg0 = i32[4] [100, 1, 100, 3]
// CHECK-NEXT: arg1 = f32[4] [0.75, 0.25, 0.75, 0.25]
