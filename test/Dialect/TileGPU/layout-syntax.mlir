// Not named roundtrip.mlir: the tilegpu dialect never reaches bytecode, so
// test/Bytecode/dialect-roundtrip.test (every */roundtrip.mlir) must not
// pick it up; tile-translate refuses it (convert_layout has no encoding).
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s
// RUN: not tile-translate --mlir-to-tilebc %s -o %t.bc 2>&1 | FileCheck %s --check-prefix=BC
// BC: error: 'tilegpu.convert_layout' op has no bytecode encoding

// Layout attributes and convert_layout print and parse back.
// CHECK-LABEL: entry @layouts
// CHECK: %[[A:.*]] = constant <f32: 1.000000e+00> {tilegpu.layout = #tilegpu.mma<2, 2>} : tile<64x64xf32>
// CHECK: %[[B:.*]] = tilegpu.convert_layout %[[A]] : !tile.tile<64x64xf32> from #tilegpu.mma<2, 2> to #tilegpu.blocked
// CHECK: tilegpu.convert_layout %[[B]] : !tile.tile<64x64xf32> from #tilegpu.blocked to #tilegpu.mma<1, 4>
// CHECK: attributes {tilegpu.layouts = [#tilegpu.blocked, #tilegpu.mma<4, 1>]}
// CHECK: reduce {{.*}}{tilegpu.layouts = [#tilegpu.slice<[64, 64]>]}
// CHECK: reshape {{.*}}{tilegpu.layout = #tilegpu.slice<[64, 64]>} : tile<64xf32> -> tile<64x1xf32>
tile.module @m {
  tile.entry @layouts(%n: tile<i32>) {
    %a = constant <f32: 1.0> {tilegpu.layout = #tilegpu.mma<2, 2>} : tile<64x64xf32>
    %b = tilegpu.convert_layout %a : !tile.tile<64x64xf32> from #tilegpu.mma<2, 2> to #tilegpu.blocked
    %c = tilegpu.convert_layout %b : !tile.tile<64x64xf32> from #tilegpu.blocked to #tilegpu.mma<1, 4>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r:2 = for %iv in (%c0 to %n, step %c1) : tile<i32> iter_values(%s = %c0, %acc = %a) -> (tile<i32>, tile<64x64xf32>) {
      continue %s, %acc : tile<i32>, tile<64x64xf32>
    } attributes {tilegpu.layouts = [#tilegpu.blocked, #tilegpu.mma<4, 1>]}
    %s = reduce %b dim=1 identities=[0.000000e+00 : f32] {tilegpu.layouts = [#tilegpu.slice<[64, 64]>]} : tile<64x64xf32> -> tile<64xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %t = addf %e, %acc : tile<f32>
      yield %t : tile<f32>
    }
    %s1 = reshape %s {tilegpu.layout = #tilegpu.slice<[64, 64]>} : tile<64xf32> -> tile<64x1xf32>
    return
  }
}
