// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.module @m {
  entry @pitch(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{a ring's pitch must hold a row and be a multiple of 16 bytes, not 36 elements}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 36, element = f16>, rhs <offset = 0, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @offset(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{a ring starts at a multiple of 16 bytes, not 8}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 8, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 0, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @k(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{needs A's columns equal to B's rows (K), a multiple of 16}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 0, slots = 2, rows = 16, cols = 64, pitch = 72, element = f16> : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @types(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{reads f16, bf16 or f32 (rounded to tf32) operands of one type, or f8 (e4m3, e5m2) or i8 ones}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 0, slots = 2, rows = 32, cols = 64, pitch = 72, element = bf16> : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @shape(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x32xf32>
    // expected-error @+1 {{accumulates 64x64 (A's rows by B's columns), not '!tile.tile<64x32xf32>'}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 0, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> : !tile.tile<64x32xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @slot(%s: tile<i64>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{takes the buffer index as tile<i32>}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 0, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> : !tile.tile<64x64xf32>, !tile.tile<i64>
    return
  }
}

// -----

tile.module @m {
  entry @wait() {
    // expected-error @+1 {{leaves 0 to 7 groups in flight, not 9}}
    tilegpu.async_wait pending 9
    return
  }
}

// -----

tile.module @m {
  entry @padding(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>, %s: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), padding_value = neg_inf, tensor_view<?x?xf16, strides=[64,1]>>
    // expected-error @+1 {{fills with zeros; the view pads with neg_inf}}
    tilegpu.async_copy %ap[%s, %s] into %s of <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16> chunk 8 : !tile.partition_view<tile=(64x32), padding_value = neg_inf, tensor_view<?x?xf16, strides=[64,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @chunk(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>, %s: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    // expected-error @+1 {{copies in pieces of 4, 8 or 16 bytes that divide a row, not 1 elements}}
    tilegpu.async_copy %ap[%s, %s] into %s of <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16> chunk 1 : !tile.partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @rows(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>, %s: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    // expected-error @+1 {{copies a tile whose last two dimensions are the ring's rows and columns and whose others are 1}}
    tilegpu.async_copy %ap[%s, %s] into %s of <offset = 0, slots = 2, rows = 32, cols = 32, pitch = 40, element = f16> chunk 8 : !tile.partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @element(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>, %s: tile<i32>) {
    %av = make_tensor_view %a, shape = [%m, %k], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[64,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>
    // expected-error @+1 {{copies 'f16' into a ring of 'bf16'}}
    tilegpu.async_copy %ap[%s, %s] into %s of <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = bf16> chunk 8 : !tile.partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[64,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @f16acc(%s: tile<i32>) {
    %acc = constant <f16: 0.0> : tile<64x64xf16>
    // expected-error @+1 {{accumulates in f16 only f16 operands}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 16, pitch = 20, element = f32>, rhs <offset = 0, slots = 2, rows = 16, cols = 64, pitch = 68, element = f32> : !tile.tile<64x64xf16>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @tf32k(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{needs A's columns equal to B's rows (K), a multiple of 8}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 4, pitch = 8, element = f32>, rhs <offset = 0, slots = 2, rows = 4, cols = 64, pitch = 68, element = f32> : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @swizzled_padding(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{a swizzled ring has rows in groups of 8, rows of a multiple of 32 bytes and no padding (pitch = cols), from a multiple of 1024 bytes}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 40, element = f16, layout = "swizzled">, rhs <offset = 16384, slots = 2, rows = 32, cols = 128, pitch = 128, element = f16, layout = "swizzled"> wgmma : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @swizzled_offset(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{from a multiple of 1024 bytes}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 512, slots = 2, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 16384, slots = 2, rows = 32, cols = 128, pitch = 128, element = f16, layout = "swizzled"> wgmma : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @layout_name(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{a ring's layout is "padded", "swizzled", "transposed", "interleaved" or "columns", not "core"}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f16, layout = "core">, rhs <offset = 0, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @wgmma_padded(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{runs wgmma on swizzled f16 or bf16 rings, or f32 (tf32), f8 or i8 rings with B transposed or by columns, into f32 (i8: i32)}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> wgmma : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @wgmma_rows(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<32x64xf32>
    // expected-error @+1 {{runs wgmma on whole 64-row blocks of A, not 32 rows}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 32, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 4096, slots = 2, rows = 32, cols = 64, pitch = 64, element = f16, layout = "swizzled"> wgmma : !tile.tile<32x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @swizzled_sync(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{reads swizzled rings only with wgmma}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 16384, slots = 2, rows = 32, cols = 128, pitch = 128, element = f16, layout = "swizzled"> : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @mixed(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{reads two rings of one layout}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 16384, slots = 2, rows = 32, cols = 128, pitch = 136, element = f16> wgmma : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @wgmma_f16_acc(%s: tile<i32>) {
    %acc = constant <f16: 0.0> : tile<128x128xf16>
    // expected-error @+1 {{runs wgmma on swizzled f16 or bf16 rings, or f32 (tf32), f8 or i8 rings with B transposed or by columns, into f32 (i8: i32)}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 16384, slots = 2, rows = 32, cols = 128, pitch = 128, element = f16, layout = "swizzled"> wgmma : !tile.tile<128x128xf16>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @wait_pending() {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{leaves 0 to 7 groups in flight, not 9}}
    %w = tilegpu.wgmma_wait %acc pending 9 : !tile.tile<128x128xf32>
    return
  }
}

// -----

tile.module @m {
  entry @wait_type() {
    %acc = constant <f16: 0.0> : tile<128x128xf16>
    // expected-error @+1 {{waits on an f32 or i32 accumulator tile}}
    %w = tilegpu.wgmma_wait %acc pending 0 : !tile.tile<128x128xf16>
    return
  }
}

// -----

tile.module @m {
  entry @transposed_f16(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{a transposed ring holds 4-byte elements (columns in groups of 8) or 1-byte ones (columns in groups of 16), columns of a multiple of 32 bytes and no padding (pitch = cols), from a multiple of 1024 bytes}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 16384, slots = 2, rows = 32, cols = 128, pitch = 128, element = f16, layout = "transposed"> wgmma : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

// An interleaved ring (B's transpose with K in A's fragment order) holds
// f32 only.
tile.module @m {
  entry @interleaved_f16(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{an interleaved ring holds f32 (tf32) tiles of rows (K) in groups of 8 and columns in groups of 16, with no padding (pitch = cols), from a multiple of 1024 bytes}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 16384, slots = 2, rows = 32, cols = 128, pitch = 128, element = f16, layout = "interleaved"> wgmma : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

// ... and 16-column groups: a warp stages 4 pieces of 4 along N.
tile.module @m {
  entry @interleaved_cols(%s: tile<i32>) {
    // expected-error @+1 {{an interleaved ring holds f32 (tf32) tiles of rows (K) in groups of 8 and columns in groups of 16}}
    tilegpu.round_tf32 pending 0 %s in [#tilegpu.ring<offset = 0, slots = 2, rows = 32, cols = 8, pitch = 8, element = f32, layout = "interleaved">] chunks [4] : !tile.tile<i32>
    return
  }
}

// -----

// wgmma would read A's buffer in K's order and B's in the fragments'.
tile.module @m {
  entry @interleaved_lhs_shared(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{reads B from an interleaved ring only with A from registers (lhs_registers)}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> wgmma : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

// tf32 wgmma reads B only K-major: from a transposed ring.
tile.module @m {
  entry @tf32_rhs_swizzled(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{runs wgmma on swizzled f16 or bf16 rings, or f32 (tf32), f8 or i8 rings with B transposed or by columns, into f32 (i8: i32)}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "swizzled"> wgmma : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

// A warp copies 4 consecutive pieces of a row into a transposed ring:
// 8 columns are 2 pieces of 4.
tile.module @m {
  entry @transposed_row(%b: tile<ptr<f32>>, %s: tile<i32>) {
    %bv = make_tensor_view %b, shape = [%s, %s], strides = [8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[8,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x8), tensor_view<?x?xf32, strides=[8,1]>>
    // expected-error @+1 {{copies into a transposed ring rows of a multiple of 4 pieces, not 8 / 4}}
    tilegpu.async_copy %bp[%s, %s] into %s of <offset = 0, slots = 2, rows = 32, cols = 8, pitch = 8, element = f32, layout = "transposed"> chunk 4 : !tile.partition_view<tile=(32x8), tensor_view<?x?xf32, strides=[8,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @round_f16(%s: tile<i32>) {
    // expected-error @+1 {{rounds rings of f32, not #tilegpu.ring<offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f16, layout = "swizzled">}}
    tilegpu.round_tf32 pending 0 %s in [#tilegpu.ring<offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f16, layout = "swizzled">] chunks [8] : !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @round_chunks(%s: tile<i32>) {
    // expected-error @+1 {{rounds one or more rings, each with its copies' chunk}}
    tilegpu.round_tf32 pending 0 %s in [#tilegpu.ring<offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f32, layout = "swizzled">] chunks [4, 4] : !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @round_chunk_size(%s: tile<i32>) {
    // expected-error @+1 {{rounds the pieces its copies wrote: 1 to 4 elements that divide a row (a transposed ring's a multiple of 4 times; a columns ring's: a column), not 8}}
    tilegpu.round_tf32 pending 0 %s in [#tilegpu.ring<offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f32, layout = "swizzled">] chunks [8] : !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @round_pending(%s: tile<i32>) {
    // expected-error @+1 {{leaves 0 to 7 groups in flight, not 9}}
    tilegpu.round_tf32 pending 9 %s in [#tilegpu.ring<offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f32, layout = "swizzled">] chunks [4] : !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @columns_group(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{a columns ring has columns in groups of 8, columns of a multiple of 32 bytes and no padding (pitch = cols), from a multiple of 1024 bytes}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "swizzled">, rhs <offset = 32784, slots = 2, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "columns"> wgmma : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @f8_sync(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{reads 8-bit rings only with wgmma}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 80, element = f8E4M3FN>, rhs <offset = 10240, slots = 2, rows = 64, cols = 64, pitch = 80, element = f8E4M3FN> : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @f8_n_major(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{runs wgmma on swizzled f16 or bf16 rings, or f32 (tf32), f8 or i8 rings with B transposed or by columns, into f32 (i8: i32)}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 128, cols = 128, pitch = 128, element = f8E4M3FN, layout = "swizzled"> wgmma : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @f8_k(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{needs A's columns equal to B's rows (K), a multiple of 32}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 16, pitch = 16, element = f8E4M3FN>, rhs <offset = 4096, slots = 2, rows = 16, cols = 128, pitch = 144, element = f8E4M3FN> : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @f8_mixed_halves(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{reads f16, bf16 or f32 (rounded to tf32) operands of one type, or f8 (e4m3, e5m2) or i8 ones}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = f8E4M3FN, layout = "swizzled">, rhs <offset = 8192, slots = 2, rows = 32, cols = 128, pitch = 128, element = f16, layout = "columns"> wgmma : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @transpose_bytes_of_words(%s: tile<i32>) {
    // expected-error @+1 {{moves the staged tiles of a transposed ring of 8-bit elements}}
    tilegpu.transpose_bytes pending 0 %s in <offset = 0, slots = 2, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> : !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @transpose_bytes_pending(%s: tile<i32>) {
    // expected-error @+1 {{leaves 0 to 7 groups in flight, not 8}}
    tilegpu.transpose_bytes pending 8 %s in <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 64, element = f8E4M3FN, layout = "transposed"> : !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @transposed_bytes_rows(%s: tile<i32>) {
    // expected-error @+1 {{a transposed ring holds 4-byte elements (columns in groups of 8) or 1-byte ones (columns in groups of 16)}}
    tilegpu.transpose_bytes pending 0 %s in <offset = 0, slots = 2, rows = 48, cols = 64, pitch = 64, element = f8E4M3FN, layout = "transposed"> : !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @transposed_bytes_pieces(%b: tile<ptr<f8E4M3FN>>, %s: tile<i32>) {
    %bv = make_tensor_view %b, shape = [%s, %s], strides = [64, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[64,1]>
    %bp = make_partition_view %bv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[64,1]>>
    // expected-error @+1 {{copies into a transposed ring of bytes pieces of 16, not 8}}
    tilegpu.async_copy %bp[%s, %s] into %s of <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 64, element = f8E4M3FN, layout = "transposed"> chunk 8 : !tile.partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[64,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @i8_into_f32(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{accumulates i8 operands, and only them, in i32}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 32, pitch = 32, element = i8, layout = "swizzled">, rhs <offset = 8192, slots = 2, rows = 32, cols = 128, pitch = 128, element = i8, layout = "columns"> wgmma : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @f16_unsigned(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{reads only i8 operands unsigned}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 8192, slots = 2, rows = 32, cols = 64, pitch = 64, element = f16, layout = "swizzled"> wgmma unsigned_lhs : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @i8_sync(%s: tile<i32>) {
    %acc = constant <i32: 0> : tile<64x64xi32>
    // expected-error @+1 {{reads 8-bit rings only with wgmma}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 64, pitch = 80, element = i8>, rhs <offset = 10240, slots = 2, rows = 64, cols = 64, pitch = 80, element = i8> unsigned_rhs : !tile.tile<64x64xi32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @i8_n_major(%s: tile<i32>) {
    %acc = constant <i32: 0> : tile<128x128xi32>
    // expected-error @+1 {{runs wgmma on swizzled f16 or bf16 rings, or f32 (tf32), f8 or i8 rings with B transposed or by columns, into f32 (i8: i32)}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 128, cols = 128, pitch = 128, element = i8, layout = "swizzled">, rhs <offset = 32768, slots = 2, rows = 128, cols = 128, pitch = 128, element = i8, layout = "swizzled"> wgmma : !tile.tile<128x128xi32>, !tile.tile<i32>
    return
  }
}

// -----

// Only a tf32 wgmma takes A from registers (the lowering rounds it there).
tile.module @m {
  entry @f16_lhs_registers(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{takes A from registers only for wgmma on f32 (tf32) rings}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 8192, slots = 2, rows = 32, cols = 64, pitch = 64, element = f16, layout = "swizzled"> wgmma lhs_registers : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @tf32_sync_lhs_registers(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{takes A from registers only for wgmma on f32 (tf32) rings}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 36, element = f32>, rhs <offset = 18432, slots = 2, rows = 32, cols = 64, pitch = 68, element = f32> lhs_registers : !tile.tile<64x64xf32>, !tile.tile<i32>
    return
  }
}

// -----

// A comes from a ring or from a tile, not both, not neither.
tile.module @m {
  entry @lhs_both(%s: tile<i32>) {
    %a = constant <f32: 0.0> : tile<128x32xf32>
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{reads A from a ring (`lhs`) or a tile (`lhs_tile`): one of them}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, lhs_tile %a : !tile.tile<128x32xf32>, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> wgmma lhs_registers : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @lhs_neither(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{reads A from a ring (`lhs`) or a tile (`lhs_tile`): one of them}}
    %d = tilegpu.shared_mma %acc, %s, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> wgmma lhs_registers : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

// A's tile holds f32 (the op rounds it to tf32).
tile.module @m {
  entry @lhs_tile_f16(%s: tile<i32>) {
    %a = constant <f16: 0.0> : tile<128x32xf16>
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{takes `lhs_tile` as a rank-2 f32 tile}}
    %d = tilegpu.shared_mma %acc, %s, lhs_tile %a : !tile.tile<128x32xf16>, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> wgmma lhs_registers : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

// The tile's K order is the interleaved ring's: B must come from one.
tile.module @m {
  entry @lhs_tile_transposed(%s: tile<i32>) {
    %a = constant <f32: 0.0> : tile<128x32xf32>
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{takes A as a tile only for wgmma with `lhs_registers` and B's ring interleaved}}
    %d = tilegpu.shared_mma %acc, %s, lhs_tile %a : !tile.tile<128x32xf32>, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> wgmma lhs_registers : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @lhs_tile_shape(%s: tile<i32>) {
    %a = constant <f32: 0.0> : tile<64x32xf32>
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{accumulates 64x128 (A's rows by B's columns), not '!tile.tile<128x128xf32>'}}
    %d = tilegpu.shared_mma %acc, %s, lhs_tile %a : !tile.tile<64x32xf32>, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> wgmma lhs_registers : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

// A wgmma_lhs layout spans whole warpgroups and holds M x K tiles whose
// rows cover its warps' 16-row slices.
tile.module @m {
  entry @wgmma_lhs_warps() {
    %t = constant <f32: 0.0> : tile<128x32xf32>
    // expected-error @+1 {{a wgmma_lhs layout needs whole warpgroups: a power-of-two number of warps from 4 to 32, not 2}}
    %u = addf %t, %t {tilegpu.layout = #tilegpu.wgmma_lhs<2>} : tile<128x32xf32>
    return
  }
}

// -----

tile.module @m {
  entry @wgmma_lhs_shape() {
    %t = constant <f32: 0.0> : tile<64x32xf32>
    // expected-error @+1 {{'tilegpu.layout': a wgmma_lhs layout over 8 warps needs rows a multiple of 128 and columns (K) a multiple of 8, not 64x32}}
    %u = addf %t, %t {tilegpu.layout = #tilegpu.wgmma_lhs<8>} : tile<64x32xf32>
    return
  }
}

// -----

// wgmma reads its buffers after the op returns: no point inside it is past
// the last read.
tile.module @m {
  entry @wgmma_before_last_step(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    // expected-error @+1 {{runs ops before its last k step only with mma.sync, not wgmma}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 32, element = f16, layout = "swizzled">, rhs <offset = 8192, slots = 2, rows = 32, cols = 64, pitch = 64, element = f16, layout = "swizzled"> wgmma : !tile.tile<64x64xf32>, !tile.tile<i32> before_last_step {
      tilegpu.async_commit
    }
    return
  }
}

// -----

// The region's ops run in the middle of the loop body: no terminator.
tile.module @m {
  entry @before_last_step_return(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<64x64xf32>
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 2, rows = 64, cols = 32, pitch = 40, element = f16>, rhs <offset = 10240, slots = 2, rows = 32, cols = 64, pitch = 72, element = f16> : !tile.tile<64x64xf32>, !tile.tile<i32> before_last_step {
      // expected-error @+1 {{cannot end a shared_mma's before_last_step region}}
      tile.return
    }
    return
  }
}

// -----

// A negative count reads as one (the attribute is signless 64 bits).
tile.module @m {
  entry @negative_pending() {
    // expected-error @+1 {{leaves 0 to 7 groups in flight, not -1}}
    tilegpu.async_wait pending -1
    return
  }
}

// -----

// A wgmma that reads A from registers in one group is not left in
// flight: the next iteration's fragments would reuse its registers before
// it read them.
tile.module @m {
  entry @lhs_registers_in_flight(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> wgmma lhs_registers : !tile.tile<128x128xf32>, !tile.tile<i32>
    // expected-error @+1 {{leaves in flight the first group of a wgmma that reads A from registers (lhs_registers, 1 group(s)); leave at most 0}}
    %w = tilegpu.wgmma_wait %d pending 1 : !tile.tile<128x128xf32>
    return
  }
}

// -----

// In two groups, only the second may stay in flight: the first's
// registers are the next run's first fragments.
tile.module @m {
  entry @lhs_groups_in_flight(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> wgmma lhs_registers lhs_groups 2 : !tile.tile<128x128xf32>, !tile.tile<i32>
    // expected-error @+1 {{leaves in flight the first group of a wgmma that reads A from registers (lhs_registers, 2 group(s)); leave at most 1}}
    %w = tilegpu.wgmma_wait %d pending 2 : !tile.tile<128x128xf32>
    return
  }
}

// -----

// Groups of whole k steps: K = 32 is 4 tf32 steps, not 3 groups.
tile.module @m {
  entry @lhs_groups_uneven(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{splits A's register fragments (lhs_registers, from A's ring) into groups of whole k steps: 4 steps into 3 groups}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> wgmma lhs_registers lhs_groups 3 : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

// Groups only of A's fragments read from its ring into registers.
tile.module @m {
  entry @lhs_groups_without_registers(%s: tile<i32>) {
    %acc = constant <f32: 0.0> : tile<128x128xf32>
    // expected-error @+1 {{splits A's register fragments (lhs_registers, from A's ring) into groups of whole k steps: 4 steps into 2 groups}}
    %d = tilegpu.shared_mma %acc, %s, lhs <offset = 0, slots = 4, rows = 128, cols = 32, pitch = 32, element = f32, layout = "swizzled">, rhs <offset = 65536, slots = 4, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> wgmma lhs_groups 2 : !tile.tile<128x128xf32>, !tile.tile<i32>
    return
  }
}

// -----

// load_round_tf32 writes the transpose: not into a swizzled ring.
tile.module @m {
  entry @load_round_swizzled(%b: tile<ptr<f32>>, %k: tile<i32>, %n: tile<i32>, %s: tile<i32>) {
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{stores into the transpose of a transposed or interleaved ring of f32, not #tilegpu.ring<offset = 0, slots = 3, rows = 32, cols = 128, pitch = 128, element = f32, layout = "swizzled">}}
    tilegpu.load_round_tf32 %bp[%c0, %c0] into %c0 of <offset = 0, slots = 3, rows = 32, cols = 128, pitch = 128, element = f32, layout = "swizzled"> chunk 4 : !tile.partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

// ... of f32 only (an 8-bit transposed ring is transpose_bytes's).
tile.module @m {
  entry @load_round_bytes(%b: tile<ptr<i8>>, %k: tile<i32>, %n: tile<i32>, %s: tile<i32>) {
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xi8, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{stores into the transpose of a transposed or interleaved ring of f32, not #tilegpu.ring<offset = 0, slots = 2, rows = 32, cols = 128, pitch = 128, element = i8, layout = "transposed">}}
    tilegpu.load_round_tf32 %bp[%c0, %c0] into %c0 of <offset = 0, slots = 2, rows = 32, cols = 128, pitch = 128, element = i8, layout = "transposed"> chunk 16 : !tile.partition_view<tile=(32x128), tensor_view<?x?xi8, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

// The tile is the ring's.
tile.module @m {
  entry @load_round_shape(%b: tile<ptr<f32>>, %k: tile<i32>, %n: tile<i32>, %s: tile<i32>) {
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{copies a tile whose last two dimensions are the ring's rows and columns and whose others are 1}}
    tilegpu.load_round_tf32 %bp[%c0, %c0] into %c0 of <offset = 0, slots = 3, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> chunk 4 : !tile.partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

// Pieces of 4, 8 or 16 bytes.
tile.module @m {
  entry @load_round_chunk(%b: tile<ptr<f32>>, %k: tile<i32>, %n: tile<i32>, %s: tile<i32>) {
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{copies in pieces of 4, 8 or 16 bytes that divide a row, not 8 elements}}
    tilegpu.load_round_tf32 %bp[%c0, %c0] into %c0 of <offset = 0, slots = 3, rows = 32, cols = 128, pitch = 128, element = f32, layout = "transposed"> chunk 8 : !tile.partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @load_round_index(%b: tile<ptr<f32>>, %k: tile<i32>, %n: tile<i32>, %s: tile<i32>) {
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{needs 2 indices, one per tile dimension}}
    tilegpu.load_round_tf32 %bp[%c0] into %c0 of <offset = 0, slots = 3, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> chunk 4 : !tile.partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>
    return
  }
}

// -----

// Indices are integer scalar tiles (a float one reached the lowering's
// integer arithmetic before this check).
tile.module @m {
  entry @copy_float_index(%b: tile<ptr<f32>>, %k: tile<i32>, %n: tile<i32>, %s: tile<i32>, %f: tile<f32>) {
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{indexes the view with integer scalar tiles, not '!tile.tile<f32>'}}
    tilegpu.async_copy %bp[%f, %c0] into %c0 of <offset = 0, slots = 3, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> chunk 4 : !tile.partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<f32>, !tile.tile<i32>
    return
  }
}

// -----

tile.module @m {
  entry @load_round_float_index(%b: tile<ptr<f32>>, %k: tile<i32>, %n: tile<i32>, %s: tile<i32>, %f: tile<f32>) {
    %bv = make_tensor_view %b, shape = [%k, %n], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %bp = make_partition_view %bv : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // expected-error @+1 {{indexes the view with integer scalar tiles, not '!tile.tile<f32>'}}
    tilegpu.load_round_tf32 %bp[%c0, %f] into %c0 of <offset = 0, slots = 3, rows = 32, cols = 128, pitch = 128, element = f32, layout = "interleaved"> chunk 4 : !tile.partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>, !tile.tile<i32>, !tile.tile<i32>, !tile.tile<f32>
    return
  }
}
