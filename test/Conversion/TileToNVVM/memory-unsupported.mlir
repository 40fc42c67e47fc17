// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// Memory ops take every ordering, scope, view kind and atomic mode the
// verifier allows, and every element type but the 4-bit ones (i4,
// f4E2M1FN), whose layout in memory nothing defines (the interpreter
// refuses them too): each op that touches such memory is reported.

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
    // expected-error @below {{'tile.make_tensor_view' with tile<ptr<i4>> -> tensor_view<64xi4, strides=[1]> is not supported on sm_90}}
    // expected-note @below {{memory of 4-bit elements is not lowered (two of them share a byte in no defined way; the interpreter refuses them too)}}
    %tv = make_tensor_view %q, shape = [64], strides = [1] : tensor_view<64xi4, strides=[1]>
    // expected-error @below {{'tile.make_strided_view' with tensor_view<64xi4, strides=[1]> -> strided_view<tile=(8), traversal_strides=[4], tensor_view<64xi4, strides=[1]>> is not supported on sm_90}}
    // expected-note @below {{memory of 4-bit elements is not lowered (two of them share a byte in no defined way; the interpreter refuses them too)}}
    %sv = make_strided_view %tv : strided_view<tile=(8), traversal_strides=[4], tensor_view<64xi4, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{'tile.load_view_tko' with strided_view<tile=(8), traversal_strides=[4], tensor_view<64xi4, strides=[1]>>, tile<i32> -> tile<8xi4>, token is not supported on sm_90}}
    // expected-note @below {{memory of 4-bit elements is not lowered (two of them share a byte in no defined way; the interpreter refuses them too)}}
    %w, %t2 = load_view_tko weak %sv[%c0] : strided_view<tile=(8), traversal_strides=[4], tensor_view<64xi4, strides=[1]>>, tile<i32> -> tile<8xi4>, token
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%p: tile<ptr<f4E2M1FN>>) {
    // expected-error @below {{'tile.make_tensor_view' with tile<ptr<f4E2M1FN>> -> tensor_view<64xf4E2M1FN, strides=[1]> is not supported on sm_90}}
    // expected-note @below {{memory of 4-bit elements is not lowered (two of them share a byte in no defined way; the interpreter refuses them too)}}
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    // expected-error @below {{'tile.get_tensor_shape' with tensor_view<64xf4E2M1FN, strides=[1]> -> tile<i32> is not supported on sm_90}}
    // expected-note @below {{memory of 4-bit elements is not lowered (two of them share a byte in no defined way; the interpreter refuses them too)}}
    %n = get_tensor_shape %tv : tensor_view<64xf4E2M1FN, strides=[1]> -> tile<i32>
    return
  }
}
