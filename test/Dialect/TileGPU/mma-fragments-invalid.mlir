// RUN: tile-opt %s -split-input-file -verify-diagnostics

// A 64x64 accumulator in mma<2, 2>: a warp's fragments of one k step are
// 2 x 4 (A) + 4 x 2 (B) = 16 registers.
tile.module @m {
  entry @count(%s: tile<i32>) {
    // expected-error @+1 {{holds a warp's fragments of one k step in 16 registers (2 tiles of A, 4 of B), not 8}}
    %f = tilegpu.load_mma_fragments %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16>, layout <2, 2> : !tile.tile<i32> -> vector<8xi32>
    return
  }
}

// -----

tile.module @m {
  entry @layout(%s: tile<i32>) {
    // expected-error @+1 {{takes the accumulator's layout: }}
    %f = tilegpu.load_mma_fragments %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16>, layout <8, 2> : !tile.tile<i32> -> vector<16xi32>
    return
  }
}

// -----

tile.module @m {
  entry @elements(%s: tile<i32>) {
    // expected-error @+1 {{reads two padded rings of as many buffers of f16, bf16 or f32 (mma.sync's), A's columns equal to B's rows}}
    %f = tilegpu.load_mma_fragments %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = bf16>, layout <2, 2> : !tile.tile<i32> -> vector<16xi32>
    return
  }
}

// -----

tile.module @m {
  entry @slot(%s: tile<i64>) {
    // expected-error @+1 {{takes the buffer index as tile<i32>}}
    %f = tilegpu.load_mma_fragments %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16>, layout <2, 2> : !tile.tile<i64> -> vector<16xi32>
    return
  }
}

// -----

tile.module @m {
  entry @shared_count(%s: tile<i32>) {
    %f = tilegpu.load_mma_fragments %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16>, layout <4, 4> : !tile.tile<i32> -> vector<8xi32>
    %acc = constant <f32: 0.0> {tilegpu.layout = #tilegpu.mma<2, 2>} : tile<64x64xf32>
    // expected-error @+1 {{holds a warp's fragments of one k step in 16 registers (2 tiles of A, 4 of B), not 8}}
    %d:2 = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> first_step %f : vector<8xi32> -> vector<8xi32> {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @shared_types(%s: tile<i32>) {
    %f = tilegpu.load_mma_fragments %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16>, layout <2, 2> : !tile.tile<i32> -> vector<16xi32>
    %acc = constant <f32: 0.0> {tilegpu.layout = #tilegpu.mma<2, 2>} : tile<64x64xf32>
    // expected-error @+1 {{returns the next buffer's fragments as the type of its `first_step`}}
    %d:2 = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> first_step %f : vector<16xi32> -> vector<8xi32> {tilegpu.layout = #tilegpu.mma<2, 2>} : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

// wgmma reads its buffers after the op returns: nothing to carry.
tile.module @m {
  entry @wgmma(%s: tile<i32>) {
    %f = tilegpu.load_mma_fragments %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16>, layout <2, 2> : !tile.tile<i32> -> vector<16xi32>
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{carries fragments (`first_step`) only for mma.sync with A from a ring}}
    %d:2 = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 8192, slots = 2, rows = 32, cols = 64, pitch = 64, element = f16, layout = "swizzled"> wgmma first_step %f : vector<16xi32> -> vector<16xi32> : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

// More than 8 k steps run as a loop, whose first step is not apart.
tile.module @m {
  entry @steps(%s: tile<i32>) {
    %f = tilegpu.load_mma_fragments %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16>, layout <2, 2> : !tile.tile<i32> -> vector<16xi32>
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{carries fragments (`first_step`) only where its k steps are unrolled: at most 8, not 10}}
    %d:2 = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 160, pitch = 168, element = f16>, rhs <offset = 32768, slots = 2, rows = 160, cols = 64, pitch = 72, element = f16> first_step %f : vector<16xi32> -> vector<16xi32> : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}
