// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90 num-warps=4" -split-input-file -verify-diagnostics

// Hand-written layouts the lowering cannot follow are errors at the op
// that breaks them, not miscompiles.

tile.module @m {
  tile.entry @producer(%x: tile<f32>) {
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    // expected-error @+1 {{'tile.broadcast' cannot produce a tile in #tilegpu.mma<2, 2>}}
    %b = broadcast %x1 {tilegpu.layout = #tilegpu.mma<2, 2>} : tile<1x1xf32> -> tile<64x64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @warps() {
    %z = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{layout #tilegpu.mma<1, 1> spans 1 warps but the entry runs 4}}
    %a = addf %z, %z {tilegpu.layout = #tilegpu.mma<1, 1>} : tile<64x64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @consumer(%x: tile<f32>) {
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %b = broadcast %x1 : tile<1x1xf32> -> tile<64x64xf32>
    %m = tilegpu.convert_layout %b : !tile.tile<64x64xf32> from #tilegpu.blocked to #tilegpu.mma<2, 2>
    // expected-error @+1 {{operand #0 is in layout #tilegpu.mma<2, 2> but 'tile.permute' needs #tilegpu.blocked}}
    %p = permute %m [1, 0] : tile<64x64xf32> -> tile<64x64xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @from(%x: tile<f32>) {
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %b = broadcast %x1 : tile<1x1xf32> -> tile<64x64xf32>
    // expected-error @+1 {{operand #0 is in layout #tilegpu.blocked but 'tilegpu.convert_layout' needs #tilegpu.mma<2, 2>}}
    %m = tilegpu.convert_layout %b : !tile.tile<64x64xf32> from #tilegpu.mma<2, 2> to #tilegpu.blocked
    return
  }
}

// -----

tile.module @m {
  tile.entry @slice_dim(%x: tile<f32>) {
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %a = broadcast %x1 : tile<1x1xf32> -> tile<8x8xf32>
    // expected-error @+1 {{a reduce makes #tilegpu.slice<[8, 8]> only along the last dimension of a tile of that shape}}
    %c = reduce %a dim=0 identities=[0.000000e+00 : f32] {tilegpu.layouts = [#tilegpu.slice<[8, 8]>]} : tile<8x8xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %t = addf %e, %acc : tile<f32>
      yield %t : tile<f32>
    }
    return
  }
}

// -----

tile.module @m {
  tile.entry @slice_user(%x: tile<f32>) {
    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>
    %a = broadcast %x1 : tile<1x1xf32> -> tile<8x512xf32>
    %m = reduce %a dim=1 identities=[0.000000e+00 : f32] {tilegpu.layouts = [#tilegpu.slice<[8, 512]>]} : tile<8x512xf32> -> tile<8xf32>
    (%e: tile<f32>, %acc: tile<f32>) {
      %t = addf %e, %acc : tile<f32>
      yield %t : tile<f32>
    }
    %m1 = reshape %m {tilegpu.layout = #tilegpu.slice<[8, 512]>} : tile<8xf32> -> tile<8x1xf32>
    // A broadcast out of a slice must go back to the slice's parent shape.
    // expected-error @+1 {{operand #0 is in layout #tilegpu.slice<[8, 512]> but 'tile.broadcast' needs #tilegpu.blocked}}
    %b = broadcast %m1 : tile<8x1xf32> -> tile<8x256xf32>
    return
  }
}

// -----

// Coalesced tiles: only view loads, layout-agnostic ops and splatting
// broadcasts make them; a group's chunks must lie in one row for the
// entry's threads; an op that moves elements by coordinate needs blocked.
tile.module @m {
  tile.entry @coalesced_producer() {
    // expected-error @+1 {{'tile.iota' cannot produce a tile in #tilegpu.coalesced<4, 32>}}
    %i = iota {tilegpu.layout = #tilegpu.coalesced<4, 32>} : tile<4096xi32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @coalesced_threads() {
    %z = constant <f32: 0.0> : tile<4x256xf32>
    // 1024 elements over 128 threads: 8 a thread, 32 threads' chunks span 256,
    // one row: fine. 8x128 over 128: 8 a thread, 32 chunks span two rows,
    // which only a convert_layout makes (for a view store).
    %a = addf %z, %z {tilegpu.layout = #tilegpu.coalesced<4, 32>} : tile<4x256xf32>
    %y = constant <f32: 0.0> : tile<8x128xf32>
    // expected-error @+1 {{'tile.addf' cannot produce a tile in #tilegpu.coalesced<4, 32> across rows (only a convert_layout does, for view stores, and reshapes in between)}}
    %b = addf %y, %y {tilegpu.layout = #tilegpu.coalesced<4, 32>} : tile<8x128xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @coalesced_consumer() {
    %z = constant <f32: 0.0> : tile<1x4096xf32>
    %a = addf %z, %z {tilegpu.layout = #tilegpu.coalesced<4, 32>} : tile<1x4096xf32>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{operand #0 is in layout #tilegpu.coalesced<4, 32> but 'tile.extract' needs #tilegpu.blocked}}
    %e = extract %a[%c0, %c0] : tile<1x4096xf32> -> tile<1x2048xf32>
    return
  }
}

// -----

// wgmma's A fragments (tilegpu.wgmma_lhs): only a view load makes them
// (and the control flow that carries them), over the entry's warps, and
// a shared_mma with `lhs_tile` takes them in its accumulator's warps.
tile.module @m {
  tile.entry @wgmma_lhs_producer() {
    %z = constant <f32: 0.0> : tile<64x32xf32>
    // expected-error @+1 {{'tile.addf' cannot produce a tile in #tilegpu.wgmma_lhs<4>}}
    %a = addf %z, %z {tilegpu.layout = #tilegpu.wgmma_lhs<4>} : tile<64x32xf32>
    return
  }
}

// -----

tile.module @m {
  tile.entry @wgmma_lhs_warps(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %v = make_tensor_view %p, shape = [128, 32], strides = [32, 1] : tensor_view<128x32xf32, strides=[32,1]>
    %pv = make_partition_view %v : partition_view<tile=(128x32), tensor_view<128x32xf32, strides=[32,1]>>
    // expected-error @+1 {{layout #tilegpu.wgmma_lhs<8> spans 8 warps but the entry runs 4}}
    %a, %t = load_view_tko weak %pv[%i, %i] {tilegpu.layout = #tilegpu.wgmma_lhs<8>} : partition_view<tile=(128x32), tensor_view<128x32xf32, strides=[32,1]>>, tile<i32> -> tile<128x32xf32>, token
    return
  }
}

// -----

tile.module @m {
  tile.entry @wgmma_lhs_consumer(%p: tile<ptr<f32>>, %i: tile<i32>) {
    %v = make_tensor_view %p, shape = [128, 32], strides = [32, 1] : tensor_view<128x32xf32, strides=[32,1]>
    %pv = make_partition_view %v : partition_view<tile=(128x32), tensor_view<128x32xf32, strides=[32,1]>>
    %a, %t = load_view_tko weak %pv[%i, %i] : partition_view<tile=(128x32), tensor_view<128x32xf32, strides=[32,1]>>, tile<i32> -> tile<128x32xf32>, token
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{operand #2 is in layout #tilegpu.blocked but 'tilegpu.shared_mma' needs #tilegpu.wgmma_lhs<4>}}
    %d = tilegpu.shared_mma %acc, %i, lhs_tile %a : !tile.tile<128x32xf32>, rhs <offset = 0, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> wgmma lhs_registers {tilegpu.layout = #tilegpu.mma<4, 1>} : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}
