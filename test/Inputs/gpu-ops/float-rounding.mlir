// Rounding modes and flush_to_zero on the GPU against the interpreter,
// bit for bit (results stored as integers, NaN made canonical first):
// addf, subf, mulf, divf, fma and sqrt in zero/negative_inf/positive_inf,
// flush_to_zero on f32 (also rsqrt, maxf, minf), directed modes on f16/bf16
// (computed in f32 in the same mode) and f64; divf approx/full and exp2
// flush_to_zero are compared with the f32 tolerance. Inputs by tile block
// (no NaN or inf in): 0: exponents 2^-7..2^8; 1: subnormals and the
// smallest normals (flushing); 2: ties (a in [1, 2), b a quarter, half or
// whole ulp of a, either sign); 3: any finite exponent (overflow, underflow).
// Grid 4: i32[4096] x22, f32[4096] x3, i16[4096] x11, i64[4096] x8.
tile.module @m {
  tile.entry @k(%o0: tile<ptr<i32>>,
                %o0n: tile<i32>,
                %o0s: tile<i32>,
                %o1: tile<ptr<i32>>,
                %o1n: tile<i32>,
                %o1s: tile<i32>,
                %o2: tile<ptr<i32>>,
                %o2n: tile<i32>,
                %o2s: tile<i32>,
                %o3: tile<ptr<i32>>,
                %o3n: tile<i32>,
                %o3s: tile<i32>,
                %o4: tile<ptr<i32>>,
                %o4n: tile<i32>,
                %o4s: tile<i32>,
                %o5: tile<ptr<i32>>,
                %o5n: tile<i32>,
                %o5s: tile<i32>,
                %o6: tile<ptr<i32>>,
                %o6n: tile<i32>,
                %o6s: tile<i32>,
                %o7: tile<ptr<i32>>,
                %o7n: tile<i32>,
                %o7s: tile<i32>,
                %o8: tile<ptr<i32>>,
                %o8n: tile<i32>,
                %o8s: tile<i32>,
                %o9: tile<ptr<i32>>,
                %o9n: tile<i32>,
                %o9s: tile<i32>,
                %o10: tile<ptr<i32>>,
                %o10n: tile<i32>,
                %o10s: tile<i32>,
                %o11: tile<ptr<i32>>,
                %o11n: tile<i32>,
                %o11s: tile<i32>,
                %o12: tile<ptr<i32>>,
                %o12n: tile<i32>,
                %o12s: tile<i32>,
                %o13: tile<ptr<i32>>,
                %o13n: tile<i32>,
                %o13s: tile<i32>,
                %o14: tile<ptr<i32>>,
                %o14n: tile<i32>,
                %o14s: tile<i32>,
                %o15: tile<ptr<i32>>,
                %o15n: tile<i32>,
                %o15s: tile<i32>,
                %o16: tile<ptr<i32>>,
                %o16n: tile<i32>,
                %o16s: tile<i32>,
                %o17: tile<ptr<i32>>,
                %o17n: tile<i32>,
                %o17s: tile<i32>,
                %o18: tile<ptr<i32>>,
                %o18n: tile<i32>,
                %o18s: tile<i32>,
                %o19: tile<ptr<i32>>,
                %o19n: tile<i32>,
                %o19s: tile<i32>,
                %o20: tile<ptr<i32>>,
                %o20n: tile<i32>,
                %o20s: tile<i32>,
                %o21: tile<ptr<i32>>,
                %o21n: tile<i32>,
                %o21s: tile<i32>,
                %o22: tile<ptr<f32>>,
                %o22n: tile<i32>,
                %o22s: tile<i32>,
                %o23: tile<ptr<f32>>,
                %o23n: tile<i32>,
                %o23s: tile<i32>,
                %o24: tile<ptr<f32>>,
                %o24n: tile<i32>,
                %o24s: tile<i32>,
                %o25: tile<ptr<i16>>,
                %o25n: tile<i32>,
                %o25s: tile<i32>,
                %o26: tile<ptr<i16>>,
                %o26n: tile<i32>,
                %o26s: tile<i32>,
                %o27: tile<ptr<i16>>,
                %o27n: tile<i32>,
                %o27s: tile<i32>,
                %o28: tile<ptr<i16>>,
                %o28n: tile<i32>,
                %o28s: tile<i32>,
                %o29: tile<ptr<i16>>,
                %o29n: tile<i32>,
                %o29s: tile<i32>,
                %o30: tile<ptr<i16>>,
                %o30n: tile<i32>,
                %o30s: tile<i32>,
                %o31: tile<ptr<i16>>,
                %o31n: tile<i32>,
                %o31s: tile<i32>,
                %o32: tile<ptr<i16>>,
                %o32n: tile<i32>,
                %o32s: tile<i32>,
                %o33: tile<ptr<i16>>,
                %o33n: tile<i32>,
                %o33s: tile<i32>,
                %o34: tile<ptr<i16>>,
                %o34n: tile<i32>,
                %o34s: tile<i32>,
                %o35: tile<ptr<i16>>,
                %o35n: tile<i32>,
                %o35s: tile<i32>,
                %o36: tile<ptr<i64>>,
                %o36n: tile<i32>,
                %o36s: tile<i32>,
                %o37: tile<ptr<i64>>,
                %o37n: tile<i32>,
                %o37s: tile<i32>,
                %o38: tile<ptr<i64>>,
                %o38n: tile<i32>,
                %o38s: tile<i32>,
                %o39: tile<ptr<i64>>,
                %o39n: tile<i32>,
                %o39s: tile<i32>,
                %o40: tile<ptr<i64>>,
                %o40n: tile<i32>,
                %o40s: tile<i32>,
                %o41: tile<ptr<i64>>,
                %o41n: tile<i32>,
                %o41s: tile<i32>,
                %o42: tile<ptr<i64>>,
                %o42n: tile<i32>,
                %o42s: tile<i32>,
                %o43: tile<ptr<i64>>,
                %o43n: tile<i32>,
                %o43s: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %bx1 = reshape %bx : tile<i32> -> tile<1xi32>
    %bxv = broadcast %bx1 : tile<1xi32> -> tile<1024xi32>
    %c1024 = constant <i32: 1024> : tile<1024xi32>
    %i = iota : tile<1024xi32>
    %base = muli %bxv, %c1024 : tile<1024xi32>
    %g = addi %base, %i : tile<1024xi32>
    %t1 = constant <i32: -1640531535> : tile<1024xi32>
    %t2 = constant <i32: 1> : tile<1024xi32>
    %t3 = muli %g, %t1 : tile<1024xi32>
    %t4 = addi %t3, %t2 : tile<1024xi32>
    %t5 = constant <i32: 15> : tile<1024xi32>
    %t6 = shri %t4, %t5 unsigned : tile<1024xi32>
    %t7 = xori %t4, %t6 : tile<1024xi32>
    %t8 = muli %t7, %t1 : tile<1024xi32>
    %t9 = constant <i32: -1640531535> : tile<1024xi32>
    %t10 = constant <i32: 2> : tile<1024xi32>
    %t11 = muli %g, %t9 : tile<1024xi32>
    %t12 = addi %t11, %t10 : tile<1024xi32>
    %t13 = constant <i32: 15> : tile<1024xi32>
    %t14 = shri %t12, %t13 unsigned : tile<1024xi32>
    %t15 = xori %t12, %t14 : tile<1024xi32>
    %t16 = muli %t15, %t9 : tile<1024xi32>
    %t17 = constant <i32: -1640531535> : tile<1024xi32>
    %t18 = constant <i32: 3> : tile<1024xi32>
    %t19 = muli %g, %t17 : tile<1024xi32>
    %t20 = addi %t19, %t18 : tile<1024xi32>
    %t21 = constant <i32: 15> : tile<1024xi32>
    %t22 = shri %t20, %t21 unsigned : tile<1024xi32>
    %t23 = xori %t20, %t22 : tile<1024xi32>
    %t24 = muli %t23, %t17 : tile<1024xi32>
    %t25 = constant <i32: -2139095041> : tile<1024xi32>
    %t26 = andi %t8, %t25 : tile<1024xi32>
    %t27 = constant <i32: 9> : tile<1024xi32>
    %t28 = shri %t8, %t27 unsigned : tile<1024xi32>
    %t29 = constant <i32: 16> : tile<1024xi32>
    %t30 = remi %t28, %t29 unsigned : tile<1024xi32>
    %t31 = constant <i32: 120> : tile<1024xi32>
    %t32 = addi %t30, %t31 : tile<1024xi32>
    %t33 = constant <i32: 23> : tile<1024xi32>
    %t34 = shli %t32, %t33 : tile<1024xi32>
    %t35 = ori %t26, %t34 : tile<1024xi32>
    %t36 = bitcast %t35 : tile<1024xi32> -> tile<1024xf32>
    %t37 = constant <i32: -2139095041> : tile<1024xi32>
    %t38 = andi %t16, %t37 : tile<1024xi32>
    %t39 = constant <i32: 9> : tile<1024xi32>
    %t40 = shri %t16, %t39 unsigned : tile<1024xi32>
    %t41 = constant <i32: 16> : tile<1024xi32>
    %t42 = remi %t40, %t41 unsigned : tile<1024xi32>
    %t43 = constant <i32: 120> : tile<1024xi32>
    %t44 = addi %t42, %t43 : tile<1024xi32>
    %t45 = constant <i32: 23> : tile<1024xi32>
    %t46 = shli %t44, %t45 : tile<1024xi32>
    %t47 = ori %t38, %t46 : tile<1024xi32>
    %t48 = bitcast %t47 : tile<1024xi32> -> tile<1024xf32>
    %t49 = constant <i32: -2139095041> : tile<1024xi32>
    %t50 = andi %t24, %t49 : tile<1024xi32>
    %t51 = constant <i32: 9> : tile<1024xi32>
    %t52 = shri %t24, %t51 unsigned : tile<1024xi32>
    %t53 = constant <i32: 16> : tile<1024xi32>
    %t54 = remi %t52, %t53 unsigned : tile<1024xi32>
    %t55 = constant <i32: 120> : tile<1024xi32>
    %t56 = addi %t54, %t55 : tile<1024xi32>
    %t57 = constant <i32: 23> : tile<1024xi32>
    %t58 = shli %t56, %t57 : tile<1024xi32>
    %t59 = ori %t50, %t58 : tile<1024xi32>
    %t60 = bitcast %t59 : tile<1024xi32> -> tile<1024xf32>
    %t61 = constant <i32: -2139095041> : tile<1024xi32>
    %t62 = andi %t8, %t61 : tile<1024xi32>
    %t63 = constant <i32: 9> : tile<1024xi32>
    %t64 = shri %t8, %t63 unsigned : tile<1024xi32>
    %t65 = constant <i32: 3> : tile<1024xi32>
    %t66 = remi %t64, %t65 unsigned : tile<1024xi32>
    %t67 = constant <i32: 0> : tile<1024xi32>
    %t68 = addi %t66, %t67 : tile<1024xi32>
    %t69 = constant <i32: 23> : tile<1024xi32>
    %t70 = shli %t68, %t69 : tile<1024xi32>
    %t71 = ori %t62, %t70 : tile<1024xi32>
    %t72 = bitcast %t71 : tile<1024xi32> -> tile<1024xf32>
    %t73 = constant <i32: -2139095041> : tile<1024xi32>
    %t74 = andi %t16, %t73 : tile<1024xi32>
    %t75 = constant <i32: 9> : tile<1024xi32>
    %t76 = shri %t16, %t75 unsigned : tile<1024xi32>
    %t77 = constant <i32: 3> : tile<1024xi32>
    %t78 = remi %t76, %t77 unsigned : tile<1024xi32>
    %t79 = constant <i32: 0> : tile<1024xi32>
    %t80 = addi %t78, %t79 : tile<1024xi32>
    %t81 = constant <i32: 23> : tile<1024xi32>
    %t82 = shli %t80, %t81 : tile<1024xi32>
    %t83 = ori %t74, %t82 : tile<1024xi32>
    %t84 = bitcast %t83 : tile<1024xi32> -> tile<1024xf32>
    %t85 = constant <i32: -2139095041> : tile<1024xi32>
    %t86 = andi %t24, %t85 : tile<1024xi32>
    %t87 = constant <i32: 9> : tile<1024xi32>
    %t88 = shri %t24, %t87 unsigned : tile<1024xi32>
    %t89 = constant <i32: 3> : tile<1024xi32>
    %t90 = remi %t88, %t89 unsigned : tile<1024xi32>
    %t91 = constant <i32: 0> : tile<1024xi32>
    %t92 = addi %t90, %t91 : tile<1024xi32>
    %t93 = constant <i32: 23> : tile<1024xi32>
    %t94 = shli %t92, %t93 : tile<1024xi32>
    %t95 = ori %t86, %t94 : tile<1024xi32>
    %t96 = bitcast %t95 : tile<1024xi32> -> tile<1024xf32>
    %t97 = constant <i32: -2139095041> : tile<1024xi32>
    %t98 = andi %t8, %t97 : tile<1024xi32>
    %t99 = constant <i32: 9> : tile<1024xi32>
    %t100 = shri %t8, %t99 unsigned : tile<1024xi32>
    %t101 = constant <i32: 254> : tile<1024xi32>
    %t102 = remi %t100, %t101 unsigned : tile<1024xi32>
    %t103 = constant <i32: 1> : tile<1024xi32>
    %t104 = addi %t102, %t103 : tile<1024xi32>
    %t105 = constant <i32: 23> : tile<1024xi32>
    %t106 = shli %t104, %t105 : tile<1024xi32>
    %t107 = ori %t98, %t106 : tile<1024xi32>
    %t108 = bitcast %t107 : tile<1024xi32> -> tile<1024xf32>
    %t109 = constant <i32: -2139095041> : tile<1024xi32>
    %t110 = andi %t16, %t109 : tile<1024xi32>
    %t111 = constant <i32: 9> : tile<1024xi32>
    %t112 = shri %t16, %t111 unsigned : tile<1024xi32>
    %t113 = constant <i32: 254> : tile<1024xi32>
    %t114 = remi %t112, %t113 unsigned : tile<1024xi32>
    %t115 = constant <i32: 1> : tile<1024xi32>
    %t116 = addi %t114, %t115 : tile<1024xi32>
    %t117 = constant <i32: 23> : tile<1024xi32>
    %t118 = shli %t116, %t117 : tile<1024xi32>
    %t119 = ori %t110, %t118 : tile<1024xi32>
    %t120 = bitcast %t119 : tile<1024xi32> -> tile<1024xf32>
    %t121 = constant <i32: -2139095041> : tile<1024xi32>
    %t122 = andi %t24, %t121 : tile<1024xi32>
    %t123 = constant <i32: 9> : tile<1024xi32>
    %t124 = shri %t24, %t123 unsigned : tile<1024xi32>
    %t125 = constant <i32: 254> : tile<1024xi32>
    %t126 = remi %t124, %t125 unsigned : tile<1024xi32>
    %t127 = constant <i32: 1> : tile<1024xi32>
    %t128 = addi %t126, %t127 : tile<1024xi32>
    %t129 = constant <i32: 23> : tile<1024xi32>
    %t130 = shli %t128, %t129 : tile<1024xi32>
    %t131 = ori %t122, %t130 : tile<1024xi32>
    %t132 = bitcast %t131 : tile<1024xi32> -> tile<1024xf32>
    %t133 = constant <i32: 8388607> : tile<1024xi32>
    %t134 = andi %t8, %t133 : tile<1024xi32>
    %t135 = constant <i32: 1065353216> : tile<1024xi32>
    %t136 = ori %t134, %t135 : tile<1024xi32>
    %t137 = bitcast %t136 : tile<1024xi32> -> tile<1024xf32>
    %t138 = constant <i32: 3> : tile<1024xi32>
    %t139 = andi %t16, %t138 : tile<1024xi32>
    %t140 = constant <i32: 1> : tile<1024xi32>
    %t141 = addi %t139, %t140 : tile<1024xi32>
    %t142 = itof %t141 signed : tile<1024xi32> -> tile<1024xf32>
    %t143 = constant <i32: -2147483648> : tile<1024xi32>
    %t144 = andi %t16, %t143 : tile<1024xi32>
    %t145 = constant <i32: 855638016> : tile<1024xi32>
    %t146 = ori %t144, %t145 : tile<1024xi32>
    %t147 = bitcast %t146 : tile<1024xi32> -> tile<1024xf32>
    %t148 = mulf %t142, %t147 : tile<1024xf32>
    %t149 = mulf %t148, %t137 : tile<1024xf32>
    %t150 = constant <i32: 2> : tile<1024xi32>
    %t151 = cmpi equal %bxv, %t150, signed : tile<1024xi32> -> tile<1024xi1>
    %t152 = select %t151, %t137, %t108 : tile<1024xi1>, tile<1024xf32>
    %t153 = constant <i32: 1> : tile<1024xi32>
    %t154 = cmpi equal %bxv, %t153, signed : tile<1024xi32> -> tile<1024xi1>
    %t155 = select %t154, %t72, %t152 : tile<1024xi1>, tile<1024xf32>
    %t156 = constant <i32: 0> : tile<1024xi32>
    %t157 = cmpi equal %bxv, %t156, signed : tile<1024xi32> -> tile<1024xi1>
    %t158 = select %t157, %t36, %t155 : tile<1024xi1>, tile<1024xf32>
    %t159 = constant <i32: 2> : tile<1024xi32>
    %t160 = cmpi equal %bxv, %t159, signed : tile<1024xi32> -> tile<1024xi1>
    %t161 = select %t160, %t148, %t120 : tile<1024xi1>, tile<1024xf32>
    %t162 = constant <i32: 1> : tile<1024xi32>
    %t163 = cmpi equal %bxv, %t162, signed : tile<1024xi32> -> tile<1024xi1>
    %t164 = select %t163, %t84, %t161 : tile<1024xi1>, tile<1024xf32>
    %t165 = constant <i32: 0> : tile<1024xi32>
    %t166 = cmpi equal %bxv, %t165, signed : tile<1024xi32> -> tile<1024xi1>
    %t167 = select %t166, %t48, %t164 : tile<1024xi1>, tile<1024xf32>
    %t168 = constant <i32: 2> : tile<1024xi32>
    %t169 = cmpi equal %bxv, %t168, signed : tile<1024xi32> -> tile<1024xi1>
    %t170 = select %t169, %t149, %t132 : tile<1024xi1>, tile<1024xf32>
    %t171 = constant <i32: 1> : tile<1024xi32>
    %t172 = cmpi equal %bxv, %t171, signed : tile<1024xi32> -> tile<1024xi1>
    %t173 = select %t172, %t96, %t170 : tile<1024xi1>, tile<1024xf32>
    %t174 = constant <i32: 0> : tile<1024xi32>
    %t175 = cmpi equal %bxv, %t174, signed : tile<1024xi32> -> tile<1024xi1>
    %t176 = select %t175, %t60, %t173 : tile<1024xi1>, tile<1024xf32>
    %t177 = absf %t158 : tile<1024xf32>
    %t178 = constant <f32: 0.6000000238418579> : tile<1024xf32>
    %t179 = mulf %t158, %t178 : tile<1024xf32>
    %t180 = addf %t158, %t167 rounding<zero> : tile<1024xf32>
    %t181 = cmpf not_equal unordered %t180, %t180 : tile<1024xf32> -> tile<1024xi1>
    %t182 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t183 = select %t181, %t182, %t180 : tile<1024xi1>, tile<1024xf32>
    %t184 = bitcast %t183 : tile<1024xf32> -> tile<1024xi32>
    %t185 = reshape %o0 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t186 = broadcast %t185 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t187 = offset %t186, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t188 = store_ptr_tko weak %t187, %t184 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t189 = addf %t158, %t167 rounding<negative_inf> : tile<1024xf32>
    %t190 = cmpf not_equal unordered %t189, %t189 : tile<1024xf32> -> tile<1024xi1>
    %t191 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t192 = select %t190, %t191, %t189 : tile<1024xi1>, tile<1024xf32>
    %t193 = bitcast %t192 : tile<1024xf32> -> tile<1024xi32>
    %t194 = reshape %o1 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t195 = broadcast %t194 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t196 = offset %t195, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t197 = store_ptr_tko weak %t196, %t193 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t198 = addf %t158, %t167 rounding<positive_inf> : tile<1024xf32>
    %t199 = cmpf not_equal unordered %t198, %t198 : tile<1024xf32> -> tile<1024xi1>
    %t200 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t201 = select %t199, %t200, %t198 : tile<1024xi1>, tile<1024xf32>
    %t202 = bitcast %t201 : tile<1024xf32> -> tile<1024xi32>
    %t203 = reshape %o2 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t204 = broadcast %t203 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t205 = offset %t204, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t206 = store_ptr_tko weak %t205, %t202 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t207 = addf %t158, %t167 flush_to_zero : tile<1024xf32>
    %t208 = cmpf not_equal unordered %t207, %t207 : tile<1024xf32> -> tile<1024xi1>
    %t209 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t210 = select %t208, %t209, %t207 : tile<1024xi1>, tile<1024xf32>
    %t211 = bitcast %t210 : tile<1024xf32> -> tile<1024xi32>
    %t212 = reshape %o3 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t213 = broadcast %t212 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t214 = offset %t213, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t215 = store_ptr_tko weak %t214, %t211 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t216 = subf %t158, %t167 rounding<negative_inf> flush_to_zero : tile<1024xf32>
    %t217 = cmpf not_equal unordered %t216, %t216 : tile<1024xf32> -> tile<1024xi1>
    %t218 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t219 = select %t217, %t218, %t216 : tile<1024xi1>, tile<1024xf32>
    %t220 = bitcast %t219 : tile<1024xf32> -> tile<1024xi32>
    %t221 = reshape %o4 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t222 = broadcast %t221 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t223 = offset %t222, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t224 = store_ptr_tko weak %t223, %t220 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t225 = subf %t158, %t167 rounding<positive_inf> : tile<1024xf32>
    %t226 = cmpf not_equal unordered %t225, %t225 : tile<1024xf32> -> tile<1024xi1>
    %t227 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t228 = select %t226, %t227, %t225 : tile<1024xi1>, tile<1024xf32>
    %t229 = bitcast %t228 : tile<1024xf32> -> tile<1024xi32>
    %t230 = reshape %o5 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t231 = broadcast %t230 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t232 = offset %t231, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t233 = store_ptr_tko weak %t232, %t229 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t234 = mulf %t158, %t167 rounding<zero> : tile<1024xf32>
    %t235 = cmpf not_equal unordered %t234, %t234 : tile<1024xf32> -> tile<1024xi1>
    %t236 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t237 = select %t235, %t236, %t234 : tile<1024xi1>, tile<1024xf32>
    %t238 = bitcast %t237 : tile<1024xf32> -> tile<1024xi32>
    %t239 = reshape %o6 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t240 = broadcast %t239 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t241 = offset %t240, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t242 = store_ptr_tko weak %t241, %t238 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t243 = mulf %t158, %t167 rounding<positive_inf> flush_to_zero : tile<1024xf32>
    %t244 = cmpf not_equal unordered %t243, %t243 : tile<1024xf32> -> tile<1024xi1>
    %t245 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t246 = select %t244, %t245, %t243 : tile<1024xi1>, tile<1024xf32>
    %t247 = bitcast %t246 : tile<1024xf32> -> tile<1024xi32>
    %t248 = reshape %o7 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t249 = broadcast %t248 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t250 = offset %t249, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t251 = store_ptr_tko weak %t250, %t247 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t252 = mulf %t158, %t167 rounding<negative_inf> : tile<1024xf32>
    %t253 = cmpf not_equal unordered %t252, %t252 : tile<1024xf32> -> tile<1024xi1>
    %t254 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t255 = select %t253, %t254, %t252 : tile<1024xi1>, tile<1024xf32>
    %t256 = bitcast %t255 : tile<1024xf32> -> tile<1024xi32>
    %t257 = reshape %o8 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t258 = broadcast %t257 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t259 = offset %t258, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t260 = store_ptr_tko weak %t259, %t256 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t261 = divf %t158, %t167 rounding<negative_inf> : tile<1024xf32>
    %t262 = cmpf not_equal unordered %t261, %t261 : tile<1024xf32> -> tile<1024xi1>
    %t263 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t264 = select %t262, %t263, %t261 : tile<1024xi1>, tile<1024xf32>
    %t265 = bitcast %t264 : tile<1024xf32> -> tile<1024xi32>
    %t266 = reshape %o9 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t267 = broadcast %t266 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t268 = offset %t267, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t269 = store_ptr_tko weak %t268, %t265 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t270 = divf %t158, %t167 rounding<positive_inf> : tile<1024xf32>
    %t271 = cmpf not_equal unordered %t270, %t270 : tile<1024xf32> -> tile<1024xi1>
    %t272 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t273 = select %t271, %t272, %t270 : tile<1024xi1>, tile<1024xf32>
    %t274 = bitcast %t273 : tile<1024xf32> -> tile<1024xi32>
    %t275 = reshape %o10 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t276 = broadcast %t275 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t277 = offset %t276, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t278 = store_ptr_tko weak %t277, %t274 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t279 = divf %t158, %t167 rounding<zero> flush_to_zero : tile<1024xf32>
    %t280 = cmpf not_equal unordered %t279, %t279 : tile<1024xf32> -> tile<1024xi1>
    %t281 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t282 = select %t280, %t281, %t279 : tile<1024xi1>, tile<1024xf32>
    %t283 = bitcast %t282 : tile<1024xf32> -> tile<1024xi32>
    %t284 = reshape %o11 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t285 = broadcast %t284 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t286 = offset %t285, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t287 = store_ptr_tko weak %t286, %t283 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t288 = divf %t158, %t167 flush_to_zero : tile<1024xf32>
    %t289 = cmpf not_equal unordered %t288, %t288 : tile<1024xf32> -> tile<1024xi1>
    %t290 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t291 = select %t289, %t290, %t288 : tile<1024xi1>, tile<1024xf32>
    %t292 = bitcast %t291 : tile<1024xf32> -> tile<1024xi32>
    %t293 = reshape %o12 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t294 = broadcast %t293 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t295 = offset %t294, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t296 = store_ptr_tko weak %t295, %t292 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t297 = fma %t158, %t167, %t176 rounding<zero> : tile<1024xf32>
    %t298 = cmpf not_equal unordered %t297, %t297 : tile<1024xf32> -> tile<1024xi1>
    %t299 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t300 = select %t298, %t299, %t297 : tile<1024xi1>, tile<1024xf32>
    %t301 = bitcast %t300 : tile<1024xf32> -> tile<1024xi32>
    %t302 = reshape %o13 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t303 = broadcast %t302 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t304 = offset %t303, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t305 = store_ptr_tko weak %t304, %t301 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t306 = fma %t158, %t167, %t176 rounding<negative_inf> : tile<1024xf32>
    %t307 = cmpf not_equal unordered %t306, %t306 : tile<1024xf32> -> tile<1024xi1>
    %t308 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t309 = select %t307, %t308, %t306 : tile<1024xi1>, tile<1024xf32>
    %t310 = bitcast %t309 : tile<1024xf32> -> tile<1024xi32>
    %t311 = reshape %o14 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t312 = broadcast %t311 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t313 = offset %t312, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t314 = store_ptr_tko weak %t313, %t310 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t315 = fma %t158, %t167, %t176 rounding<positive_inf> flush_to_zero : tile<1024xf32>
    %t316 = cmpf not_equal unordered %t315, %t315 : tile<1024xf32> -> tile<1024xi1>
    %t317 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t318 = select %t316, %t317, %t315 : tile<1024xi1>, tile<1024xf32>
    %t319 = bitcast %t318 : tile<1024xf32> -> tile<1024xi32>
    %t320 = reshape %o15 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t321 = broadcast %t320 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t322 = offset %t321, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t323 = store_ptr_tko weak %t322, %t319 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t324 = fma %t158, %t167, %t176 flush_to_zero : tile<1024xf32>
    %t325 = cmpf not_equal unordered %t324, %t324 : tile<1024xf32> -> tile<1024xi1>
    %t326 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t327 = select %t325, %t326, %t324 : tile<1024xi1>, tile<1024xf32>
    %t328 = bitcast %t327 : tile<1024xf32> -> tile<1024xi32>
    %t329 = reshape %o16 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t330 = broadcast %t329 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t331 = offset %t330, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t332 = store_ptr_tko weak %t331, %t328 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t333 = sqrt %t177 rounding<zero> : tile<1024xf32>
    %t334 = cmpf not_equal unordered %t333, %t333 : tile<1024xf32> -> tile<1024xi1>
    %t335 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t336 = select %t334, %t335, %t333 : tile<1024xi1>, tile<1024xf32>
    %t337 = bitcast %t336 : tile<1024xf32> -> tile<1024xi32>
    %t338 = reshape %o17 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t339 = broadcast %t338 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t340 = offset %t339, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t341 = store_ptr_tko weak %t340, %t337 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t342 = sqrt %t177 rounding<negative_inf> : tile<1024xf32>
    %t343 = cmpf not_equal unordered %t342, %t342 : tile<1024xf32> -> tile<1024xi1>
    %t344 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t345 = select %t343, %t344, %t342 : tile<1024xi1>, tile<1024xf32>
    %t346 = bitcast %t345 : tile<1024xf32> -> tile<1024xi32>
    %t347 = reshape %o18 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t348 = broadcast %t347 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t349 = offset %t348, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t350 = store_ptr_tko weak %t349, %t346 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t351 = sqrt %t177 rounding<positive_inf> flush_to_zero : tile<1024xf32>
    %t352 = cmpf not_equal unordered %t351, %t351 : tile<1024xf32> -> tile<1024xi1>
    %t353 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t354 = select %t352, %t353, %t351 : tile<1024xi1>, tile<1024xf32>
    %t355 = bitcast %t354 : tile<1024xf32> -> tile<1024xi32>
    %t356 = reshape %o19 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t357 = broadcast %t356 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t358 = offset %t357, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t359 = store_ptr_tko weak %t358, %t355 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t360 = rsqrt %t177 flush_to_zero : tile<1024xf32>
    %t361 = cmpf not_equal unordered %t360, %t360 : tile<1024xf32> -> tile<1024xi1>
    %t362 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t363 = select %t361, %t362, %t360 : tile<1024xi1>, tile<1024xf32>
    %t364 = bitcast %t363 : tile<1024xf32> -> tile<1024xi32>
    %t365 = reshape %o20 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t366 = broadcast %t365 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t367 = offset %t366, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t368 = store_ptr_tko weak %t367, %t364 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t369 = maxf %t158, %t167 flush_to_zero : tile<1024xf32>
    %t370 = cmpf not_equal unordered %t369, %t369 : tile<1024xf32> -> tile<1024xi1>
    %t371 = constant <f32: 0x7FC00000> : tile<1024xf32>
    %t372 = select %t370, %t371, %t369 : tile<1024xi1>, tile<1024xf32>
    %t373 = bitcast %t372 : tile<1024xf32> -> tile<1024xi32>
    %t374 = reshape %o21 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %t375 = broadcast %t374 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %t376 = offset %t375, %g : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %t377 = store_ptr_tko weak %t376, %t373 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %t378 = divf %t36, %t48 rounding<approx> : tile<1024xf32>
    %t379 = reshape %o22 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %t380 = broadcast %t379 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %t381 = offset %t380, %g : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %t382 = store_ptr_tko weak %t381, %t378 : tile<1024xptr<f32>>, tile<1024xf32> -> token
    %t383 = divf %t36, %t48 rounding<full> flush_to_zero : tile<1024xf32>
    %t384 = reshape %o23 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %t385 = broadcast %t384 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %t386 = offset %t385, %g : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %t387 = store_ptr_tko weak %t386, %t383 : tile<1024xptr<f32>>, tile<1024xf32> -> token
    %t388 = exp2 %t179 flush_to_zero : tile<1024xf32>
    %t389 = reshape %o24 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %t390 = broadcast %t389 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %t391 = offset %t390, %g : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %t392 = store_ptr_tko weak %t391, %t388 : tile<1024xptr<f32>>, tile<1024xf32> -> token
    %t393 = ftof %t158 : tile<1024xf32> -> tile<1024xf16>
    %t394 = ftof %t167 : tile<1024xf32> -> tile<1024xf16>
    %t395 = ftof %t176 : tile<1024xf32> -> tile<1024xf16>
    %t396 = absf %t393 : tile<1024xf16>
    %t397 = ftof %t158 : tile<1024xf32> -> tile<1024xbf16>
    %t398 = ftof %t167 : tile<1024xf32> -> tile<1024xbf16>
    %t399 = ftof %t176 : tile<1024xf32> -> tile<1024xbf16>
    %t400 = absf %t397 : tile<1024xbf16>
    %t401 = addf %t393, %t394 rounding<zero> : tile<1024xf16>
    %t402 = cmpf not_equal unordered %t401, %t401 : tile<1024xf16> -> tile<1024xi1>
    %t403 = constant <f16: 0x7E00> : tile<1024xf16>
    %t404 = select %t402, %t403, %t401 : tile<1024xi1>, tile<1024xf16>
    %t405 = bitcast %t404 : tile<1024xf16> -> tile<1024xi16>
    %t406 = reshape %o25 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %t407 = broadcast %t406 : tile<1xptr<i16>> -> tile<1024xptr<i16>>
    %t408 = offset %t407, %g : tile<1024xptr<i16>>, tile<1024xi32> -> tile<1024xptr<i16>>
    %t409 = store_ptr_tko weak %t408, %t405 : tile<1024xptr<i16>>, tile<1024xi16> -> token
    %t410 = addf %t393, %t394 rounding<negative_inf> : tile<1024xf16>
    %t411 = cmpf not_equal unordered %t410, %t410 : tile<1024xf16> -> tile<1024xi1>
    %t412 = constant <f16: 0x7E00> : tile<1024xf16>
    %t413 = select %t411, %t412, %t410 : tile<1024xi1>, tile<1024xf16>
    %t414 = bitcast %t413 : tile<1024xf16> -> tile<1024xi16>
    %t415 = reshape %o26 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %t416 = broadcast %t415 : tile<1xptr<i16>> -> tile<1024xptr<i16>>
    %t417 = offset %t416, %g : tile<1024xptr<i16>>, tile<1024xi32> -> tile<1024xptr<i16>>
    %t418 = store_ptr_tko weak %t417, %t414 : tile<1024xptr<i16>>, tile<1024xi16> -> token
    %t419 = subf %t393, %t394 rounding<positive_inf> : tile<1024xf16>
    %t420 = cmpf not_equal unordered %t419, %t419 : tile<1024xf16> -> tile<1024xi1>
    %t421 = constant <f16: 0x7E00> : tile<1024xf16>
    %t422 = select %t420, %t421, %t419 : tile<1024xi1>, tile<1024xf16>
    %t423 = bitcast %t422 : tile<1024xf16> -> tile<1024xi16>
    %t424 = reshape %o27 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %t425 = broadcast %t424 : tile<1xptr<i16>> -> tile<1024xptr<i16>>
    %t426 = offset %t425, %g : tile<1024xptr<i16>>, tile<1024xi32> -> tile<1024xptr<i16>>
    %t427 = store_ptr_tko weak %t426, %t423 : tile<1024xptr<i16>>, tile<1024xi16> -> token
    %t428 = mulf %t393, %t394 rounding<negative_inf> : tile<1024xf16>
    %t429 = cmpf not_equal unordered %t428, %t428 : tile<1024xf16> -> tile<1024xi1>
    %t430 = constant <f16: 0x7E00> : tile<1024xf16>
    %t431 = select %t429, %t430, %t428 : tile<1024xi1>, tile<1024xf16>
    %t432 = bitcast %t431 : tile<1024xf16> -> tile<1024xi16>
    %t433 = reshape %o28 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %t434 = broadcast %t433 : tile<1xptr<i16>> -> tile<1024xptr<i16>>
    %t435 = offset %t434, %g : tile<1024xptr<i16>>, tile<1024xi32> -> tile<1024xptr<i16>>
    %t436 = store_ptr_tko weak %t435, %t432 : tile<1024xptr<i16>>, tile<1024xi16> -> token
    %t437 = divf %t393, %t394 rounding<positive_inf> : tile<1024xf16>
    %t438 = cmpf not_equal unordered %t437, %t437 : tile<1024xf16> -> tile<1024xi1>
    %t439 = constant <f16: 0x7E00> : tile<1024xf16>
    %t440 = select %t438, %t439, %t437 : tile<1024xi1>, tile<1024xf16>
    %t441 = bitcast %t440 : tile<1024xf16> -> tile<1024xi16>
    %t442 = reshape %o29 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %t443 = broadcast %t442 : tile<1xptr<i16>> -> tile<1024xptr<i16>>
    %t444 = offset %t443, %g : tile<1024xptr<i16>>, tile<1024xi32> -> tile<1024xptr<i16>>
    %t445 = store_ptr_tko weak %t444, %t441 : tile<1024xptr<i16>>, tile<1024xi16> -> token
    %t446 = fma %t393, %t394, %t395 rounding<zero> : tile<1024xf16>
    %t447 = cmpf not_equal unordered %t446, %t446 : tile<1024xf16> -> tile<1024xi1>
    %t448 = constant <f16: 0x7E00> : tile<1024xf16>
    %t449 = select %t447, %t448, %t446 : tile<1024xi1>, tile<1024xf16>
    %t450 = bitcast %t449 : tile<1024xf16> -> tile<1024xi16>
    %t451 = reshape %o30 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %t452 = broadcast %t451 : tile<1xptr<i16>> -> tile<1024xptr<i16>>
    %t453 = offset %t452, %g : tile<1024xptr<i16>>, tile<1024xi32> -> tile<1024xptr<i16>>
    %t454 = store_ptr_tko weak %t453, %t450 : tile<1024xptr<i16>>, tile<1024xi16> -> token
    %t455 = sqrt %t396 rounding<negative_inf> : tile<1024xf16>
    %t456 = cmpf not_equal unordered %t455, %t455 : tile<1024xf16> -> tile<1024xi1>
    %t457 = constant <f16: 0x7E00> : tile<1024xf16>
    %t458 = select %t456, %t457, %t455 : tile<1024xi1>, tile<1024xf16>
    %t459 = bitcast %t458 : tile<1024xf16> -> tile<1024xi16>
    %t460 = reshape %o31 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %t461 = broadcast %t460 : tile<1xptr<i16>> -> tile<1024xptr<i16>>
    %t462 = offset %t461, %g : tile<1024xptr<i16>>, tile<1024xi32> -> tile<1024xptr<i16>>
    %t463 = store_ptr_tko weak %t462, %t459 : tile<1024xptr<i16>>, tile<1024xi16> -> token
    %t464 = addf %t397, %t398 rounding<negative_inf> : tile<1024xbf16>
    %t465 = cmpf not_equal unordered %t464, %t464 : tile<1024xbf16> -> tile<1024xi1>
    %t466 = constant <bf16: 0x7FC0> : tile<1024xbf16>
    %t467 = select %t465, %t466, %t464 : tile<1024xi1>, tile<1024xbf16>
    %t468 = bitcast %t467 : tile<1024xbf16> -> tile<1024xi16>
    %t469 = reshape %o32 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %t470 = broadcast %t469 : tile<1xptr<i16>> -> tile<1024xptr<i16>>
    %t471 = offset %t470, %g : tile<1024xptr<i16>>, tile<1024xi32> -> tile<1024xptr<i16>>
    %t472 = store_ptr_tko weak %t471, %t468 : tile<1024xptr<i16>>, tile<1024xi16> -> token
    %t473 = mulf %t397, %t398 rounding<zero> : tile<1024xbf16>
    %t474 = cmpf not_equal unordered %t473, %t473 : tile<1024xbf16> -> tile<1024xi1>
    %t475 = constant <bf16: 0x7FC0> : tile<1024xbf16>
    %t476 = select %t474, %t475, %t473 : tile<1024xi1>, tile<1024xbf16>
    %t477 = bitcast %t476 : tile<1024xbf16> -> tile<1024xi16>
    %t478 = reshape %o33 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %t479 = broadcast %t478 : tile<1xptr<i16>> -> tile<1024xptr<i16>>
    %t480 = offset %t479, %g : tile<1024xptr<i16>>, tile<1024xi32> -> tile<1024xptr<i16>>
    %t481 = store_ptr_tko weak %t480, %t477 : tile<1024xptr<i16>>, tile<1024xi16> -> token
    %t482 = fma %t397, %t398, %t399 rounding<positive_inf> : tile<1024xbf16>
    %t483 = cmpf not_equal unordered %t482, %t482 : tile<1024xbf16> -> tile<1024xi1>
    %t484 = constant <bf16: 0x7FC0> : tile<1024xbf16>
    %t485 = select %t483, %t484, %t482 : tile<1024xi1>, tile<1024xbf16>
    %t486 = bitcast %t485 : tile<1024xbf16> -> tile<1024xi16>
    %t487 = reshape %o34 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %t488 = broadcast %t487 : tile<1xptr<i16>> -> tile<1024xptr<i16>>
    %t489 = offset %t488, %g : tile<1024xptr<i16>>, tile<1024xi32> -> tile<1024xptr<i16>>
    %t490 = store_ptr_tko weak %t489, %t486 : tile<1024xptr<i16>>, tile<1024xi16> -> token
    %t491 = divf %t397, %t398 rounding<zero> : tile<1024xbf16>
    %t492 = cmpf not_equal unordered %t491, %t491 : tile<1024xbf16> -> tile<1024xi1>
    %t493 = constant <bf16: 0x7FC0> : tile<1024xbf16>
    %t494 = select %t492, %t493, %t491 : tile<1024xi1>, tile<1024xbf16>
    %t495 = bitcast %t494 : tile<1024xbf16> -> tile<1024xi16>
    %t496 = reshape %o35 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %t497 = broadcast %t496 : tile<1xptr<i16>> -> tile<1024xptr<i16>>
    %t498 = offset %t497, %g : tile<1024xptr<i16>>, tile<1024xi32> -> tile<1024xptr<i16>>
    %t499 = store_ptr_tko weak %t498, %t495 : tile<1024xptr<i16>>, tile<1024xi16> -> token
    %t500 = ftof %t158 : tile<1024xf32> -> tile<1024xf64>
    %t501 = constant <i32: 2> : tile<1024xi32>
    %t502 = shri %t24, %t501 unsigned : tile<1024xi32>
    %t503 = itof %t502 signed : tile<1024xi32> -> tile<1024xf64>
    %t504 = constant <f64: 9.3132257461547852e-10> : tile<1024xf64>
    %t505 = mulf %t503, %t504 : tile<1024xf64>
    %t506 = constant <f64: 1.0> : tile<1024xf64>
    %t507 = addf %t505, %t506 : tile<1024xf64>
    %t508 = mulf %t500, %t507 : tile<1024xf64>
    %t509 = ftof %t167 : tile<1024xf32> -> tile<1024xf64>
    %t510 = constant <i32: 2> : tile<1024xi32>
    %t511 = shri %t8, %t510 unsigned : tile<1024xi32>
    %t512 = itof %t511 signed : tile<1024xi32> -> tile<1024xf64>
    %t513 = constant <f64: 9.3132257461547852e-10> : tile<1024xf64>
    %t514 = mulf %t512, %t513 : tile<1024xf64>
    %t515 = constant <f64: 1.0> : tile<1024xf64>
    %t516 = addf %t514, %t515 : tile<1024xf64>
    %t517 = mulf %t509, %t516 : tile<1024xf64>
    %t518 = ftof %t176 : tile<1024xf32> -> tile<1024xf64>
    %t519 = constant <i32: 2> : tile<1024xi32>
    %t520 = shri %t16, %t519 unsigned : tile<1024xi32>
    %t521 = itof %t520 signed : tile<1024xi32> -> tile<1024xf64>
    %t522 = constant <f64: 9.3132257461547852e-10> : tile<1024xf64>
    %t523 = mulf %t521, %t522 : tile<1024xf64>
    %t524 = constant <f64: 1.0> : tile<1024xf64>
    %t525 = addf %t523, %t524 : tile<1024xf64>
    %t526 = mulf %t518, %t525 : tile<1024xf64>
    %t527 = absf %t508 : tile<1024xf64>
    %t528 = addf %t508, %t517 rounding<zero> : tile<1024xf64>
    %t529 = cmpf not_equal unordered %t528, %t528 : tile<1024xf64> -> tile<1024xi1>
    %t530 = constant <f64: 0x7FF8000000000000> : tile<1024xf64>
    %t531 = select %t529, %t530, %t528 : tile<1024xi1>, tile<1024xf64>
    %t532 = bitcast %t531 : tile<1024xf64> -> tile<1024xi64>
    %t533 = reshape %o36 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %t534 = broadcast %t533 : tile<1xptr<i64>> -> tile<1024xptr<i64>>
    %t535 = offset %t534, %g : tile<1024xptr<i64>>, tile<1024xi32> -> tile<1024xptr<i64>>
    %t536 = store_ptr_tko weak %t535, %t532 : tile<1024xptr<i64>>, tile<1024xi64> -> token
    %t537 = addf %t508, %t517 rounding<negative_inf> : tile<1024xf64>
    %t538 = cmpf not_equal unordered %t537, %t537 : tile<1024xf64> -> tile<1024xi1>
    %t539 = constant <f64: 0x7FF8000000000000> : tile<1024xf64>
    %t540 = select %t538, %t539, %t537 : tile<1024xi1>, tile<1024xf64>
    %t541 = bitcast %t540 : tile<1024xf64> -> tile<1024xi64>
    %t542 = reshape %o37 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %t543 = broadcast %t542 : tile<1xptr<i64>> -> tile<1024xptr<i64>>
    %t544 = offset %t543, %g : tile<1024xptr<i64>>, tile<1024xi32> -> tile<1024xptr<i64>>
    %t545 = store_ptr_tko weak %t544, %t541 : tile<1024xptr<i64>>, tile<1024xi64> -> token
    %t546 = subf %t508, %t517 rounding<positive_inf> : tile<1024xf64>
    %t547 = cmpf not_equal unordered %t546, %t546 : tile<1024xf64> -> tile<1024xi1>
    %t548 = constant <f64: 0x7FF8000000000000> : tile<1024xf64>
    %t549 = select %t547, %t548, %t546 : tile<1024xi1>, tile<1024xf64>
    %t550 = bitcast %t549 : tile<1024xf64> -> tile<1024xi64>
    %t551 = reshape %o38 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %t552 = broadcast %t551 : tile<1xptr<i64>> -> tile<1024xptr<i64>>
    %t553 = offset %t552, %g : tile<1024xptr<i64>>, tile<1024xi32> -> tile<1024xptr<i64>>
    %t554 = store_ptr_tko weak %t553, %t550 : tile<1024xptr<i64>>, tile<1024xi64> -> token
    %t555 = mulf %t508, %t517 rounding<negative_inf> : tile<1024xf64>
    %t556 = cmpf not_equal unordered %t555, %t555 : tile<1024xf64> -> tile<1024xi1>
    %t557 = constant <f64: 0x7FF8000000000000> : tile<1024xf64>
    %t558 = select %t556, %t557, %t555 : tile<1024xi1>, tile<1024xf64>
    %t559 = bitcast %t558 : tile<1024xf64> -> tile<1024xi64>
    %t560 = reshape %o39 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %t561 = broadcast %t560 : tile<1xptr<i64>> -> tile<1024xptr<i64>>
    %t562 = offset %t561, %g : tile<1024xptr<i64>>, tile<1024xi32> -> tile<1024xptr<i64>>
    %t563 = store_ptr_tko weak %t562, %t559 : tile<1024xptr<i64>>, tile<1024xi64> -> token
    %t564 = mulf %t508, %t517 rounding<positive_inf> : tile<1024xf64>
    %t565 = cmpf not_equal unordered %t564, %t564 : tile<1024xf64> -> tile<1024xi1>
    %t566 = constant <f64: 0x7FF8000000000000> : tile<1024xf64>
    %t567 = select %t565, %t566, %t564 : tile<1024xi1>, tile<1024xf64>
    %t568 = bitcast %t567 : tile<1024xf64> -> tile<1024xi64>
    %t569 = reshape %o40 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %t570 = broadcast %t569 : tile<1xptr<i64>> -> tile<1024xptr<i64>>
    %t571 = offset %t570, %g : tile<1024xptr<i64>>, tile<1024xi32> -> tile<1024xptr<i64>>
    %t572 = store_ptr_tko weak %t571, %t568 : tile<1024xptr<i64>>, tile<1024xi64> -> token
    %t573 = divf %t508, %t517 rounding<zero> : tile<1024xf64>
    %t574 = cmpf not_equal unordered %t573, %t573 : tile<1024xf64> -> tile<1024xi1>
    %t575 = constant <f64: 0x7FF8000000000000> : tile<1024xf64>
    %t576 = select %t574, %t575, %t573 : tile<1024xi1>, tile<1024xf64>
    %t577 = bitcast %t576 : tile<1024xf64> -> tile<1024xi64>
    %t578 = reshape %o41 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %t579 = broadcast %t578 : tile<1xptr<i64>> -> tile<1024xptr<i64>>
    %t580 = offset %t579, %g : tile<1024xptr<i64>>, tile<1024xi32> -> tile<1024xptr<i64>>
    %t581 = store_ptr_tko weak %t580, %t577 : tile<1024xptr<i64>>, tile<1024xi64> -> token
    %t582 = fma %t508, %t517, %t526 rounding<positive_inf> : tile<1024xf64>
    %t583 = cmpf not_equal unordered %t582, %t582 : tile<1024xf64> -> tile<1024xi1>
    %t584 = constant <f64: 0x7FF8000000000000> : tile<1024xf64>
    %t585 = select %t583, %t584, %t582 : tile<1024xi1>, tile<1024xf64>
    %t586 = bitcast %t585 : tile<1024xf64> -> tile<1024xi64>
    %t587 = reshape %o42 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %t588 = broadcast %t587 : tile<1xptr<i64>> -> tile<1024xptr<i64>>
    %t589 = offset %t588, %g : tile<1024xptr<i64>>, tile<1024xi32> -> tile<1024xptr<i64>>
    %t590 = store_ptr_tko weak %t589, %t586 : tile<1024xptr<i64>>, tile<1024xi64> -> token
    %t591 = sqrt %t527 rounding<negative_inf> : tile<1024xf64>
    %t592 = cmpf not_equal unordered %t591, %t591 : tile<1024xf64> -> tile<1024xi1>
    %t593 = constant <f64: 0x7FF8000000000000> : tile<1024xf64>
    %t594 = select %t592, %t593, %t591 : tile<1024xi1>, tile<1024xf64>
    %t595 = bitcast %t594 : tile<1024xf64> -> tile<1024xi64>
    %t596 = reshape %o43 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %t597 = broadcast %t596 : tile<1xptr<i64>> -> tile<1024xptr<i64>>
    %t598 = offset %t597, %g : tile<1024xptr<i64>>, tile<1024xi32> -> tile<1024xptr<i64>>
    %t599 = store_ptr_tko weak %t598, %t595 : tile<1024xptr<i64>>, tile<1024xi64> -> token
    return
  }
}
