// pow, atan2 (lhs is y), fpowi and remf on the GPU against the
// interpreter (C99 pow, atan2, fmod; fpowi as pow in double rounded once).
// Inputs by tile block: 0: moderate x and y; 1: x of either sign with
// integral y (pow's sign rule, fpowi's small exponents); 2: hashed bit
// patterns for both (fpowi: any i32 exponent); 3: every pair of 32 special
// values (zeros, infinities, NaN, +-1, odd and even integers, subnormals).
// remf is exact, so its f32/f16/f64 outputs must agree bit for bit.
// Grid 4: f32[4096] x4 (pow, atan2, fpowi, remf), f64[4096] x2 (remf,
// fpowi), f16[4096] x2 (pow, remf), bf16[4096] (atan2).
tile.module @m {
  tile.entry @k(%o0: tile<ptr<f32>>,
                %o0n: tile<i32>,
                %o0s: tile<i32>,
                %o1: tile<ptr<f32>>,
                %o1n: tile<i32>,
                %o1s: tile<i32>,
                %o2: tile<ptr<f32>>,
                %o2n: tile<i32>,
                %o2s: tile<i32>,
                %o3: tile<ptr<f32>>,
                %o3n: tile<i32>,
                %o3s: tile<i32>,
                %o4: tile<ptr<f64>>,
                %o4n: tile<i32>,
                %o4s: tile<i32>,
                %o5: tile<ptr<f64>>,
                %o5n: tile<i32>,
                %o5s: tile<i32>,
                %o6: tile<ptr<f16>>,
                %o6n: tile<i32>,
                %o6s: tile<i32>,
                %o7: tile<ptr<f16>>,
                %o7n: tile<i32>,
                %o7s: tile<i32>,
                %o8: tile<ptr<bf16>>,
                %o8n: tile<i32>,
                %o8s: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %bx1 = reshape %bx : tile<i32> -> tile<1xi32>
    %bxv = broadcast %bx1 : tile<1xi32> -> tile<1024xi32>
    %c1024 = constant <i32: 1024> : tile<1024xi32>
    %i = iota : tile<1024xi32>
    %base = muli %bxv, %c1024 : tile<1024xi32>
    %g = addi %base, %i : tile<1024xi32>
    %t1 = constant <i32: 512> : tile<1024xi32>
    %t2 = subi %i, %t1 : tile<1024xi32>
    %t3 = itof %t2 signed : tile<1024xi32> -> tile<1024xf32>
    %t4 = constant <i32: 37> : tile<1024xi32>
    %t5 = muli %i, %t4 : tile<1024xi32>
    %t6 = constant <i32: 1024> : tile<1024xi32>
    %t7 = remi %t5, %t6 unsigned : tile<1024xi32>
    %t8 = subi %t7, %t1 : tile<1024xi32>
    %t9 = itof %t8 signed : tile<1024xi32> -> tile<1024xf32>
    %t10 = constant <f32: 0.019700000062584877> : tile<1024xf32>
    %t11 = mulf %t3, %t10 : tile<1024xf32>
    %t12 = constant <f32: 0.0071000000461936> : tile<1024xf32>
    %t13 = mulf %t9, %t12 : tile<1024xf32>
    %t14 = constant <f32: 0.05000000074505806> : tile<1024xf32>
    %t15 = mulf %t3, %t14 : tile<1024xf32>
    %t16 = constant <i32: 41> : tile<1024xi32>
    %t17 = remi %i, %t16 unsigned : tile<1024xi32>
    %t18 = constant <i32: 20> : tile<1024xi32>
    %t19 = subi %t17, %t18 : tile<1024xi32>
    %t20 = itof %t19 signed : tile<1024xi32> -> tile<1024xf32>
    %t21 = constant <i32: -1640531535> : tile<1024xi32>
    %t22 = constant <i32: 777> : tile<1024xi32>
    %t23 = muli %g, %t21 : tile<1024xi32>
    %t24 = addi %t23, %t22 : tile<1024xi32>
    %t25 = constant <i32: 15> : tile<1024xi32>
    %t26 = shri %t24, %t25 unsigned : tile<1024xi32>
    %t27 = xori %t24, %t26 : tile<1024xi32>
    %t28 = muli %t27, %t21 : tile<1024xi32>
    %t29 = constant <i32: -1640531535> : tile<1024xi32>
    %t30 = constant <i32: 99991> : tile<1024xi32>
    %t31 = muli %g, %t29 : tile<1024xi32>
    %t32 = addi %t31, %t30 : tile<1024xi32>
    %t33 = constant <i32: 15> : tile<1024xi32>
    %t34 = shri %t32, %t33 unsigned : tile<1024xi32>
    %t35 = xori %t32, %t34 : tile<1024xi32>
    %t36 = muli %t35, %t29 : tile<1024xi32>
    %t37 = bitcast %t28 : tile<1024xi32> -> tile<1024xf32>
    %t38 = bitcast %t36 : tile<1024xi32> -> tile<1024xf32>
    %t39 = constant <f32: [0.0, -0.0, 1.0, -1.0, 0x7F800000, 0xFF800000, 0x7FC00000, 0.5, -0.5, 2.0, 3.0, -3.0, 1.401298464324817e-45, -1.401298464324817e-45, 2.5, -2.5, 1.0000000150474662e+30, -1.0000000150474662e+30, 0.9999999403953552, 1.0000001192092896, 16777216.0, -16777215.0, 3.4028234663852886e+38, 9.999999350456404e-39, 7.0, -7.0, 0.10000000149011612, 100.0, -100.0, 1.5, 9.999999682655225e-21, -10000000000.0]> : tile<32xf32>
    %t40 = reshape %t39 : tile<32xf32> -> tile<1x32xf32>
    %t41 = reshape %t39 : tile<32xf32> -> tile<32x1xf32>
    %t42 = broadcast %t40 : tile<1x32xf32> -> tile<32x32xf32>
    %t43 = broadcast %t41 : tile<32x1xf32> -> tile<32x32xf32>
    %t44 = reshape %t42 : tile<32x32xf32> -> tile<1024xf32>
    %t45 = reshape %t43 : tile<32x32xf32> -> tile<1024xf32>
    %t46 = constant <i32: 2> : tile<1024xi32>
    %t47 = cmpi equal %bxv, %t46, signed : tile<1024xi32> -> tile<1024xi1>
    %t48 = select %t47, %t37, %t44 : tile<1024xi1>, tile<1024xf32>
    %t49 = constant <i32: 1> : tile<1024xi32>
    %t50 = cmpi equal %bxv, %t49, signed : tile<1024xi32> -> tile<1024xi1>
    %t51 = select %t50, %t15, %t48 : tile<1024xi1>, tile<1024xf32>
    %t52 = constant <i32: 0> : tile<1024xi32>
    %t53 = cmpi equal %bxv, %t52, signed : tile<1024xi32> -> tile<1024xi1>
    %t54 = select %t53, %t11, %t51 : tile<1024xi1>, tile<1024xf32>
    %t55 = constant <i32: 2> : tile<1024xi32>
    %t56 = cmpi equal %bxv, %t55, signed : tile<1024xi32> -> tile<1024xi1>
    %t57 = select %t56, %t38, %t45 : tile<1024xi1>, tile<1024xf32>
    %t58 = constant <i32: 1> : tile<1024xi32>
    %t59 = cmpi equal %bxv, %t58, signed : tile<1024xi32> -> tile<1024xi1>
    %t60 = select %t59, %t20, %t57 : tile<1024xi1>, tile<1024xf32>
    %t61 = constant <i32: 0> : tile<1024xi32>
    %t62 = cmpi equal %bxv, %t61, signed : tile<1024xi32> -> tile<1024xi1>
    %t63 = select %t62, %t13, %t60 : tile<1024xi1>, tile<1024xf32>
    %t64 = constant <i32: 67> : tile<1024xi32>
    %t65 = remi %i, %t64 unsigned : tile<1024xi32>
    %t66 = constant <i32: 33> : tile<1024xi32>
    %t67 = subi %t65, %t66 : tile<1024xi32>
    %t68 = constant <i32: 2> : tile<1024xi32>
    %t69 = cmpi equal %bxv, %t68, signed : tile<1024xi32> -> tile<1024xi1>
    %t70 = select %t69, %t36, %t67 : tile<1024xi1>, tile<1024xi32>
    %t71 = constant <i32: 1> : tile<1024xi32>
    %t72 = cmpi equal %bxv, %t71, signed : tile<1024xi32> -> tile<1024xi1>
    %t73 = select %t72, %t19, %t70 : tile<1024xi1>, tile<1024xi32>
    %t74 = constant <i32: 0> : tile<1024xi32>
    %t75 = cmpi equal %bxv, %t74, signed : tile<1024xi32> -> tile<1024xi1>
    %t76 = select %t75, %t67, %t73 : tile<1024xi1>, tile<1024xi32>
    %t77 = pow %t54, %t63 : tile<1024xf32>
    %t78 = reshape %o0 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %t79 = broadcast %t78 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %t80 = offset %t79, %g : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %t81 = store_ptr_tko weak %t80, %t77 : tile<1024xptr<f32>>, tile<1024xf32> -> token
    %t82 = atan2 %t63, %t54 : tile<1024xf32>
    %t83 = reshape %o1 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %t84 = broadcast %t83 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %t85 = offset %t84, %g : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %t86 = store_ptr_tko weak %t85, %t82 : tile<1024xptr<f32>>, tile<1024xf32> -> token
    %t87 = fpowi %t54, %t76 : tile<1024xf32>, tile<1024xi32>
    %t88 = reshape %o2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %t89 = broadcast %t88 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %t90 = offset %t89, %g : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %t91 = store_ptr_tko weak %t90, %t87 : tile<1024xptr<f32>>, tile<1024xf32> -> token
    %t92 = remf %t54, %t63 : tile<1024xf32>
    %t93 = reshape %o3 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %t94 = broadcast %t93 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %t95 = offset %t94, %g : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %t96 = store_ptr_tko weak %t95, %t92 : tile<1024xptr<f32>>, tile<1024xf32> -> token
    %t97 = ftof %t54 : tile<1024xf32> -> tile<1024xf64>
    %t98 = ftof %t63 : tile<1024xf32> -> tile<1024xf64>
    %t99 = constant <f64: 1.0000000000001> : tile<1024xf64>
    %t100 = mulf %t97, %t99 : tile<1024xf64>
    %t101 = remf %t100, %t98 : tile<1024xf64>
    %t102 = reshape %o4 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %t103 = broadcast %t102 : tile<1xptr<f64>> -> tile<1024xptr<f64>>
    %t104 = offset %t103, %g : tile<1024xptr<f64>>, tile<1024xi32> -> tile<1024xptr<f64>>
    %t105 = store_ptr_tko weak %t104, %t101 : tile<1024xptr<f64>>, tile<1024xf64> -> token
    %t106 = fpowi %t100, %t67 : tile<1024xf64>, tile<1024xi32>
    %t107 = reshape %o5 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %t108 = broadcast %t107 : tile<1xptr<f64>> -> tile<1024xptr<f64>>
    %t109 = offset %t108, %g : tile<1024xptr<f64>>, tile<1024xi32> -> tile<1024xptr<f64>>
    %t110 = store_ptr_tko weak %t109, %t106 : tile<1024xptr<f64>>, tile<1024xf64> -> token
    %t111 = ftof %t54 : tile<1024xf32> -> tile<1024xf16>
    %t112 = ftof %t63 : tile<1024xf32> -> tile<1024xf16>
    %t113 = pow %t111, %t112 : tile<1024xf16>
    %t114 = reshape %o6 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %t115 = broadcast %t114 : tile<1xptr<f16>> -> tile<1024xptr<f16>>
    %t116 = offset %t115, %g : tile<1024xptr<f16>>, tile<1024xi32> -> tile<1024xptr<f16>>
    %t117 = store_ptr_tko weak %t116, %t113 : tile<1024xptr<f16>>, tile<1024xf16> -> token
    %t118 = remf %t111, %t112 : tile<1024xf16>
    %t119 = reshape %o7 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %t120 = broadcast %t119 : tile<1xptr<f16>> -> tile<1024xptr<f16>>
    %t121 = offset %t120, %g : tile<1024xptr<f16>>, tile<1024xi32> -> tile<1024xptr<f16>>
    %t122 = store_ptr_tko weak %t121, %t118 : tile<1024xptr<f16>>, tile<1024xf16> -> token
    %t123 = ftof %t54 : tile<1024xf32> -> tile<1024xbf16>
    %t124 = ftof %t63 : tile<1024xf32> -> tile<1024xbf16>
    %t125 = atan2 %t124, %t123 : tile<1024xbf16>
    %t126 = reshape %o8 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %t127 = broadcast %t126 : tile<1xptr<bf16>> -> tile<1024xptr<bf16>>
    %t128 = offset %t127, %g : tile<1024xptr<bf16>>, tile<1024xi32> -> tile<1024xptr<bf16>>
    %t129 = store_ptr_tko weak %t128, %t125 : tile<1024xptr<bf16>>, tile<1024xbf16> -> token
    return
  }
}
