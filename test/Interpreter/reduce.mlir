// reduce and scan (reference §3.4): the body folds (element, accumulator)
// pairs in index order from the first element; scan is inclusive, reverse from
// the end; several operands reduce together (argmax).
// RUN: tile-run %s --grid 1 | FileCheck %s

tile.module @m {
  entry @k() {
    %i = iota : tile<8xi32>
    %m = reshape %i : tile<8xi32> -> tile<2x4xi32>
    %rows = reduce %m dim=1 identities=[0 : i32] : tile<2x4xi32> -> tile<2xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %s = addi %e, %a : tile<i32>
      yield %s : tile<i32>
    }
    %cols = reduce %m dim=0 identities=[-2147483648 : i32] : tile<2x4xi32> -> tile<4xi32>
    (%e: tile<i32>, %a: tile<i32>) {
      %s = maxi %e, %a signed : tile<i32>
      yield %s : tile<i32>
    }
    // CHECK: row sums [6, 22] col max [4, 5, 6, 7]
    %t0 = print_tko "row sums %d col max %d\n", %rows, %cols : tile<2xi32>, tile<4xi32> -> token

    %f = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %fwd = scan %f dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = addf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    %rev = scan %f dim=0 reverse=true identities=[1.0 : f32] : tile<4xf32> -> tile<4xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %s = mulf %e, %a : tile<f32>
      yield %s : tile<f32>
    }
    // CHECK-NEXT: scan [1, 3, 6, 10] reverse product [24, 24, 12, 4]
    %t1 = print_tko "scan %g reverse product %g\n", %fwd, %rev : tile<4xf32>, tile<4xf32> -> token

    // argmax over (value, index) pairs; ties keep the earlier index.
    %v = constant <f32: [3.0, 9.0, 9.0, -1.0]> : tile<4xf32>
    %idx = iota : tile<4xi32>
    %best:2 = reduce %v, %idx dim=0 identities=[0xFF800000 : f32, 0 : i32] : tile<4xf32>, tile<4xi32> -> tile<f32>, tile<i32>
    (%ev: tile<f32>, %av: tile<f32>, %ei: tile<i32>, %ai: tile<i32>) {
      %gt = cmpf greater_than ordered %ev, %av : tile<f32> -> tile<i1>
      %nv = select %gt, %ev, %av : tile<i1>, tile<f32>
      %ni = select %gt, %ei, %ai : tile<i1>, tile<i32>
      yield %nv, %ni : tile<f32>, tile<i32>
    }
    // CHECK-NEXT: argmax 9 at 1
    %t2 = print_tko "argmax %g at %d\n", %best#0, %best#1 : tile<f32>, tile<i32> -> token

    // The first element starts each fold, never the identity: minf
    // (minNum) of a row of NaNs is NaN although minNum(+inf, NaN) is +inf
    // (docs/dialect.md, "Semantic choices").
    %n = constant <f32: [[0x7FC00000, 0x7FC00000], [0x7FC00000, 2.0]]> : tile<2x2xf32>
    %nmin = reduce %n dim=1 identities=[0x7F800000 : f32] : tile<2x2xf32> -> tile<2xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %mn = minf %e, %a : tile<f32>
      yield %mn : tile<f32>
    }
    %nscan = scan %n dim=1 reverse=false identities=[0x7F800000 : f32] : tile<2x2xf32> -> tile<2x2xf32>
    (%e: tile<f32>, %a: tile<f32>) {
      %mn = minf %e, %a : tile<f32>
      yield %mn : tile<f32>
    }
    // CHECK-NEXT: NaN rows min [nan, 2] scan {{\[\[}}nan, nan], [nan, 2]]
    %t3 = print_tko "NaN rows min %g scan %g\n", %nmin, %nscan : tile<2xf32>, tile<2x2xf32> -> token
    return
  }
}
