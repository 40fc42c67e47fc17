// RUN: tile-opt %s --tile-assign-layouts="num-warps=3" -split-input-file -verify-diagnostics
// RUN: not tile-opt %s --tile-assign-layouts="num-warps=64" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIXTYFOUR

// Layouts tile a block's threads in powers of two: 3 warps (or 64, past a
// block's 1024 threads) are rejected at the entry, not planned around.
// SIXTYFOUR: error: layouts need a power-of-two number of warps from 1 to 32, not 64
tile.module @m {
  // expected-error @below {{layouts need a power-of-two number of warps from 1 to 32, not 3}}
  entry @add(%p: tile<ptr<f32>>) {
    %i = iota : tile<128xi32>
    %pp = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %pt = offset %pb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %x, %t = load_ptr_tko weak %pt : tile<128xptr<f32>> -> tile<128xf32>, token
    %y = addf %x, %x : tile<128xf32>
    %t2 = store_ptr_tko weak %pt, %y : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }
}
