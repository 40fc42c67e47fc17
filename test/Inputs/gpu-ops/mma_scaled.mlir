// mmaf_scaled (tile-expand-scaled-mma: scaled f32 operands and an f32
// mmaf, one fma per k in order as the interpreter sums) against the
// interpreter. Grid 1, 4 warps:
//  - d1 = a8 x b8 with f8E8M0FNU scales, a8/b8 = f8E4M3FN of 4 a and 4 b,
//    64x64x64, scale blocks of 32 (Ks = 2), codes 118 .. 134;
//  - d2 = a4 x b4 with f8E4M3FN scales, a4/b4 = f4E2M1FN of 3 a and 3 b
//    (rounded toward zero), scale blocks of 16 (Ks = 4);
//  - d3: batched [2 x 32 x 64] x [2 x 64 x 32], f8E5M2 with f8E8M0FNU
//    scales, blocks of 32.
// Inputs: a, b f32[64,64] (rand), c f32[64,64] (rand); outputs d1, d2
// f32[64,64], d3 f32[2,32,32].
tile.module @m {
  tile.entry @k(%pa: tile<ptr<f32>>, %pb: tile<ptr<f32>>, %pc: tile<ptr<f32>>,
                %pd1: tile<ptr<f32>>, %pd2: tile<ptr<f32>>, %pd3: tile<ptr<f32>>)
      optimization_hints=<default = {num_worker_warps_per_cta = 4}> {
    %c0 = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %pa, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %tb = make_tensor_view %pb, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %tc = make_tensor_view %pc, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %td1 = make_tensor_view %pd1, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %td2 = make_tensor_view %pd2, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %td3 = make_tensor_view %pd3, shape = [2, 32, 32], strides = [1024, 32, 1] : tensor_view<2x32x32xf32, strides=[1024,32,1]>
    %va = make_partition_view %ta : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %vb = make_partition_view %tb : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %vc = make_partition_view %tc : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %vd1 = make_partition_view %td1 : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %vd2 = make_partition_view %td2 : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %vd3 = make_partition_view %td3 : partition_view<tile=(2x32x32), tensor_view<2x32x32xf32, strides=[1024,32,1]>>
    %a, %t0 = load_view_tko weak %va[%c0, %c0] : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %b, %t1 = load_view_tko weak %vb[%c0, %c0] : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %c, %t2 = load_view_tko weak %vc[%c0, %c0] : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token

    // d1: f8E4M3FN with f8E8M0FNU scales.
    %four = constant <f32: 4.0> : tile<64x64xf32>
    %a4x = mulf %a, %four : tile<64x64xf32>
    %b4x = mulf %b, %four : tile<64x64xf32>
    %a8 = ftof %a4x : tile<64x64xf32> -> tile<64x64xf8E4M3FN>
    %b8 = ftof %b4x : tile<64x64xf32> -> tile<64x64xf8E4M3FN>
    %sac = constant <i8: [120, 125, 130, 122, 127, 132, 124, 129, 121, 126, 131, 123, 128, 120, 125, 130, 122, 127, 132, 124, 129, 121, 126, 131, 123, 128, 120, 125, 130, 122, 127, 132, 124, 129, 121, 126, 131, 123, 128, 120, 125, 130, 122, 127, 132, 124, 129, 121, 126, 131, 123, 128, 120, 125, 130, 122, 127, 132, 124, 129, 121, 126, 131, 123, 128, 120, 125, 130, 122, 127, 132, 124, 129, 121, 126, 131, 123, 128, 120, 125, 130, 122, 127, 132, 124, 129, 121, 126, 131, 123, 128, 120, 125, 130, 122, 127, 132, 124, 129, 121, 126, 131, 123, 128, 120, 125, 130, 122, 127, 132, 124, 129, 121, 126, 131, 123, 128, 120, 125, 130, 122, 127, 132, 124, 129, 121, 126, 131]> : tile<128xi8>
    %sbc = constant <i8: [118, 121, 124, 127, 130, 133, 119, 122, 125, 128, 131, 134, 120, 123, 126, 129, 132, 118, 121, 124, 127, 130, 133, 119, 122, 125, 128, 131, 134, 120, 123, 126, 129, 132, 118, 121, 124, 127, 130, 133, 119, 122, 125, 128, 131, 134, 120, 123, 126, 129, 132, 118, 121, 124, 127, 130, 133, 119, 122, 125, 128, 131, 134, 120, 123, 126, 129, 132, 118, 121, 124, 127, 130, 133, 119, 122, 125, 128, 131, 134, 120, 123, 126, 129, 132, 118, 121, 124, 127, 130, 133, 119, 122, 125, 128, 131, 134, 120, 123, 126, 129, 132, 118, 121, 124, 127, 130, 133, 119, 122, 125, 128, 131, 134, 120, 123, 126, 129, 132, 118, 121, 124, 127, 130, 133, 119, 122, 125]> : tile<128xi8>
    %sa8 = bitcast %sac : tile<128xi8> -> tile<128xf8E8M0FNU>
    %sb8 = bitcast %sbc : tile<128xi8> -> tile<128xf8E8M0FNU>
    %sa = reshape %sa8 : tile<128xf8E8M0FNU> -> tile<64x2xf8E8M0FNU>
    %sb = reshape %sb8 : tile<128xf8E8M0FNU> -> tile<2x64xf8E8M0FNU>
    %d1 = mmaf_scaled %a8, %b8, %c, %sa, %sb : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    %t3 = store_view_tko weak %d1, %vd1[%c0, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token

    // d2: f4E2M1FN with f8E4M3FN scales.
    %three = constant <f32: 3.0> : tile<64x64xf32>
    %a3x = mulf %a, %three : tile<64x64xf32>
    %b3x = mulf %b, %three : tile<64x64xf32>
    %af4 = ftof %a3x rounding<zero> : tile<64x64xf32> -> tile<64x64xf4E2M1FN>
    %bf4 = ftof %b3x rounding<zero> : tile<64x64xf32> -> tile<64x64xf4E2M1FN>
    %s4 = constant <f32: [0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25, 1.5, 4.0, 0.75, 0.5, 1.0, 2.0, 0.25]> : tile<256xf32>
    %s4e = ftof %s4 : tile<256xf32> -> tile<256xf8E4M3FN>
    %s4a = reshape %s4e : tile<256xf8E4M3FN> -> tile<64x4xf8E4M3FN>
    %s4b = reshape %s4e : tile<256xf8E4M3FN> -> tile<4x64xf8E4M3FN>
    %d2 = mmaf_scaled %af4, %bf4, %c, %s4a, %s4b : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x4xf8E4M3FN>, tile<4x64xf8E4M3FN>
    %t4 = store_view_tko weak %d2, %vd2[%c0, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token

    // d3: batched f8E5M2.
    %a5 = ftof %a4x : tile<64x64xf32> -> tile<64x64xf8E5M2>
    %b5 = ftof %b4x : tile<64x64xf32> -> tile<64x64xf8E5M2>
    %a53 = reshape %a5 : tile<64x64xf8E5M2> -> tile<2x32x64xf8E5M2>
    %b53 = reshape %b5 : tile<64x64xf8E5M2> -> tile<2x64x32xf8E5M2>
    %c1024 = extract %c[%c0, %c0] : tile<64x64xf32> -> tile<32x32xf32>
    %c3a = reshape %c1024 : tile<32x32xf32> -> tile<1x32x32xf32>
    %c3 = broadcast %c3a : tile<1x32x32xf32> -> tile<2x32x32xf32>
    %sa3 = reshape %sa8 : tile<128xf8E8M0FNU> -> tile<2x32x2xf8E8M0FNU>
    %sb3 = reshape %sb8 : tile<128xf8E8M0FNU> -> tile<2x2x32xf8E8M0FNU>
    %d3 = mmaf_scaled %a53, %b53, %c3, %sa3, %sb3 : tile<2x32x64xf8E5M2>, tile<2x64x32xf8E5M2>, tile<2x32x32xf32>, tile<2x32x2xf8E8M0FNU>, tile<2x2x32xf8E8M0FNU>
    %t5 = store_view_tko weak %d3, %vd3[%c0, %c0, %c0] : tile<2x32x32xf32>, partition_view<tile=(2x32x32), tensor_view<2x32x32xf32, strides=[1024,32,1]>>, tile<i32> -> token
    return
  }
}
