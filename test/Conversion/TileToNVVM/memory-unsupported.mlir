// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" -split-input-file -verify-diagnostics

// Memory ops take every ordering, scope, view kind and atomic mode the
// verifier allows; what stays rejected is element types with no register
// form yet (f8E8M0FNU, f4, i4): each op that touches such a value is
// reported.

tile.module @m {
  tile.entry @k(%p: tile<ptr<f8E8M0FNU>>) {
    // expected-error @below {{'tile.load_ptr_tko' with tile<ptr<f8E8M0FNU>> -> tile<f8E8M0FNU>, token is not supported on sm_90}}
    // expected-note @below {{values of type tile<f8E8M0FNU> are not lowered yet}}
    %v, %t = load_ptr_tko relaxed device %p : tile<ptr<f8E8M0FNU>> -> tile<f8E8M0FNU>, token
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%q: tile<ptr<i4>>) {
    // expected-error @below {{'tile.make_tensor_view' with tile<ptr<i4>> -> tensor_view<64xi4, strides=[1]> is not supported on sm_90}}
    // expected-note @below {{values of type tensor_view<64xi4, strides=[1]> are not lowered yet}}
    %tv = make_tensor_view %q, shape = [64], strides = [1] : tensor_view<64xi4, strides=[1]>
    // expected-error @below {{'tile.make_strided_view' with tensor_view<64xi4, strides=[1]> -> strided_view<tile=(8), traversal_strides=[4], tensor_view<64xi4, strides=[1]>> is not supported on sm_90}}
    // expected-note @below {{values of type tensor_view<64xi4, strides=[1]> are not lowered yet}}
    %sv = make_strided_view %tv : strided_view<tile=(8), traversal_strides=[4], tensor_view<64xi4, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @below {{'tile.load_view_tko' with strided_view<tile=(8), traversal_strides=[4], tensor_view<64xi4, strides=[1]>>, tile<i32> -> tile<8xi4>, token is not supported on sm_90}}
    // expected-note @below {{values of type strided_view<tile=(8), traversal_strides=[4], tensor_view<64xi4, strides=[1]>> are not lowered yet}}
    %w, %t2 = load_view_tko weak %sv[%c0] : strided_view<tile=(8), traversal_strides=[4], tensor_view<64xi4, strides=[1]>>, tile<i32> -> tile<8xi4>, token
    return
  }
}

// -----

tile.module @m {
  tile.entry @k(%p: tile<ptr<f4E2M1FN>>) {
    // expected-error @below {{'tile.make_tensor_view' with tile<ptr<f4E2M1FN>> -> tensor_view<64xf4E2M1FN, strides=[1]> is not supported on sm_90}}
    // expected-note @below {{values of type tensor_view<64xf4E2M1FN, strides=[1]> are not lowered yet}}
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xf4E2M1FN, strides=[1]>
    // expected-error @below {{'tile.get_tensor_shape' with tensor_view<64xf4E2M1FN, strides=[1]> -> tile<i32> is not supported on sm_90}}
    // expected-note @below {{values of type tensor_view<64xf4E2M1FN, strides=[1]> are not lowered yet}}
    %n = get_tensor_shape %tv : tensor_view<64xf4E2M1FN, strides=[1]> -> tile<i32>
    return
  }
}
