// RUN: tile-opt %s -split-input-file --tile-verify-resources=target=sm_80 | FileCheck %s --check-prefix=SM80
// RUN: tile-opt %s -split-input-file --tile-verify-resources=target=sm_86 | FileCheck %s --check-prefix=SM80
// RUN: tile-opt %s -split-input-file --tile-verify-resources=target=sm_89 | FileCheck %s --check-prefix=SM89
// RUN: tile-opt %s -split-input-file --tile-verify-resources=target=sm_90 | FileCheck %s --check-prefix=SM90

// fp8 tensor-core mma and fp8 conversions exist from sm_89 (PTX ISA: mma
// .e4m3/.e5m2 and cvt .e4m3x2/.e5m2x2 need sm_89), but TileIR converts f8
// in software and widens f8 mma operands to f16 exactly (the f16 mma of
// every target): the kernels are planned on sm_80 and sm_86 as on sm_89
// and sm_90.

tile.module @m {
  entry @fp8_mma(%pa: tile<ptr<f8E4M3FN>>, %pc: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %pa, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf8E4M3FN, strides=[64,1]>
    %tc = make_tensor_view %pc, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %va = make_partition_view %ta : partition_view<tile=(64x32), tensor_view<64x64xf8E4M3FN, strides=[64,1]>>
    %vb = make_partition_view %ta : partition_view<tile=(32x64), tensor_view<64x64xf8E4M3FN, strides=[64,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %a, %t0 = load_view_tko weak %va[%c0, %c0] : partition_view<tile=(64x32), tensor_view<64x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<64x32xf8E4M3FN>, token
    %b, %t1 = load_view_tko weak %vb[%c0, %c0] : partition_view<tile=(32x64), tensor_view<64x64xf8E4M3FN, strides=[64,1]>>, tile<i32> -> tile<32x64xf8E4M3FN>, token
    %zero = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %d = mmaf %a, %b, %zero : tile<64x32xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<64x64xf32>
    %s = store_view_tko weak %d, %vc[%c0, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// SM80: entry @fp8_mma{{.*}}tile.plan = {{{.*}}target = "sm_8{{0|6}}"
// SM80: mmaf {{.*}}tile.storage = "registers"}
// SM89: entry @fp8_mma{{.*}}tile.plan = {{{.*}}target = "sm_89"
// SM89: mmaf {{.*}}tile.scratch = 18432 : i64, tile.storage = "registers"}
// The accumulator, a splat, puts the 64x64 result in the mma layout (2x2
// warps, 2 row and 4 column tiles each): 4096 / 128 threads = 32
// registers; A (64x32 f8, 16 elements, loaded one per register: 16), B
// (16), the fragments of one k step ((4 * 2 + 2 * 4) * 1 + 8 = 24) and the
// reserve: 112. (Each staging index is used once, outside loops: no
// registers.) Staging A [64][32] and B transposed [64][32] in bytes, rows
// of 32 + 16 bytes: 3072 + 3072 = 6144 bytes; the store needs the result
// blocked, and that conversion (64x64 f32 in rows padded by 8 elements,
// getMmaRowPadding: 64 x 72 x 4 = 18432 bytes) is the mma's scratch.
// SM90: entry @fp8_mma{{.*}}tile.plan = {{{.*}}registers_per_thread = 112 : i64, reserved_registers = 24 : i64, shared_bytes = 18432 : i64, shared_limit = 232448 : i64, target = "sm_90"
// SM90: mmaf {{.*}}tile.scratch = 18432 : i64, tile.storage = "registers"}

// -----

tile.module @m {
  entry @to_fp8(%p: tile<ptr<f32>>) {
    %x = constant <f32: 1.500000e+00> : tile<128xf32>
    %y = ftof %x : tile<128xf32> -> tile<128xf8E5M2>
    return
  }
}

// SM80: entry @to_fp8{{.*}}tile.plan
// SM89: entry @to_fp8{{.*}}tile.plan
// SM90: entry @to_fp8{{.*}}tile.plan
// SM90: ftof {{.*}}tile.storage = "registers"

// -----

tile.module @m {
  entry @fp8_f16_acc(%pa: tile<ptr<f8E5M2>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %pa, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf8E5M2, strides=[64,1]>
    %va = make_partition_view %ta : partition_view<tile=(16x32), tensor_view<64x64xf8E5M2, strides=[64,1]>>
    %vb = make_partition_view %ta : partition_view<tile=(32x16), tensor_view<64x64xf8E5M2, strides=[64,1]>>
    %a, %t0 = load_view_tko weak %va[%c0, %c0] : partition_view<tile=(16x32), tensor_view<64x64xf8E5M2, strides=[64,1]>>, tile<i32> -> tile<16x32xf8E5M2>, token
    %b, %t1 = load_view_tko weak %vb[%c0, %c0] : partition_view<tile=(32x16), tensor_view<64x64xf8E5M2, strides=[64,1]>>, tile<i32> -> tile<32x16xf8E5M2>, token
    %zero = constant <f16: 0.000000e+00> : tile<16x16xf16>
    %d = mmaf %a, %b, %zero : tile<16x32xf8E5M2>, tile<32x16xf8E5M2>, tile<16x16xf16>
    return
  }
}

// A 16x16 accumulator has no warp grid over 4 warps (two 16x8 tiles): it is
// staged. A [16][32] and B transposed [16][32] in bytes, rows of 32 + 16
// bytes, and the accumulator [16][16] in f32: 768 + 768 + 1024 = 2560.
// SM80: entry @fp8_f16_acc{{.*}}tile.plan
// SM89: entry @fp8_f16_acc{{.*}}tile.plan
// SM89: mmaf {{.*}}tile.scratch = 2560 : i64, tile.storage = "registers"} : tile<16x32xf8E5M2>
// SM90: entry @fp8_f16_acc{{.*}}tile.plan
// SM90: mmaf {{.*}}tile.scratch = 2560 : i64, tile.storage = "registers"} : tile<16x32xf8E5M2>

// -----

// What every target has: tf32, f16 and i8 mma, f32 x f32 (on the FMA pipes).
tile.module @m {
  entry @always(%p: tile<ptr<f32>>) {
    %x = constant <f32: 1.000000e+00> : tile<16x16xf32>
    %t = ftof %x : tile<16x16xf32> -> tile<16x16xtf32>
    %d = mmaf %t, %t, %x : tile<16x16xtf32>, tile<16x16xtf32>, tile<16x16xf32>
    %e = mmaf %x, %x, %x : tile<16x16xf32>, tile<16x16xf32>, tile<16x16xf32>
    %h = constant <f16: 1.000000e+00> : tile<16x16xf16>
    %f = mmaf %h, %h, %h : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf16>
    %i = constant <i8: 1> : tile<16x32xi8>
    %j = constant <i8: 1> : tile<32x16xi8>
    %k = constant <i32: 0> : tile<16x16xi32>
    %l = mmai %i, %j, %k signed signed : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
    return
  }
}

// SM80: entry @always{{.*}}tile.plan
// SM90: entry @always{{.*}}tile.plan
