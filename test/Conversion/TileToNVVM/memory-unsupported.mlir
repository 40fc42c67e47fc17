// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// Memory ops take every ordering, scope, view kind and atomic mode the
// verifier allows, and every element type; 4-bit ones (i4, f4E2M1FN) pack
// two to a byte and are reached through views only (views-4bit.mlir): a
// pointer to one, its offset, or an atomic on one is reported.

tile.module @m {
  tile.entry @k(%p: tile<ptr<f8E8M0FNU>>) {
    // f8E8M0FNU is a byte: lowered.
    %v, %t = load_ptr_tko relaxed device %p : tile<ptr<f8E8M0FNU>> -> tile<f8E8M0FNU>, token
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%q: tile<ptr<i4>>) {
    // Views over 4-bit elements are lowered: no diagnostic.
    %tv = make_tensor_view %q, shape = [64], strides = [1] : tensor_view<64xi4, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(8), traversal_strides=[4], tensor_view<64xi4, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %w, %t2 = load_view_tko weak %sv[%c0] : strided_view<tile=(8), traversal_strides=[4], tensor_view<64xi4, strides=[1]>>, tile<i32> -> tile<8xi4>, token
    %n = get_tensor_shape %tv : tensor_view<64xi4, strides=[1]> -> tile<i32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%p: tile<ptr<f4E2M1FN>>) {
    %c1 = constant <i32: 1> : tile<i32>
    // expected-error @below {{'tile.offset' with tile<ptr<f4E2M1FN>>, tile<i32> -> tile<ptr<f4E2M1FN>> is not supported on sm_90}}
    // expected-note @below {{4-bit elements in memory are reached through views only (two share a byte; a pointer to one would address half a byte)}}
    %q = offset %p, %c1 : tile<ptr<f4E2M1FN>>, tile<i32> -> tile<ptr<f4E2M1FN>>
    %p1 = reshape %p : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %p2 = broadcast %p1 : tile<1xptr<f4E2M1FN>> -> tile<2xptr<f4E2M1FN>>
    %v = constant <f4E2M1FN: [1.0, -6.0]> : tile<2xf4E2M1FN>
    // expected-error @below {{'tile.store_ptr_tko' with tile<2xptr<f4E2M1FN>>, tile<2xf4E2M1FN> -> token is not supported on sm_90}}
    // expected-note @below {{4-bit elements in memory are reached through views only (two share a byte; a pointer to one would address half a byte)}}
    %t = store_ptr_tko weak %p2, %v : tile<2xptr<f4E2M1FN>>, tile<2xf4E2M1FN> -> token
    return
  }
}
