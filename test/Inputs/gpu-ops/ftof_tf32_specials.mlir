// f32 -> tf32 (nearest even) on the values around the ends of the range,
// compared bit for bit with the interpreter: x = bits(0x7F7FE000 + 1024 i)
// for i in [0, 1024) runs from the largest finite values (whose rounding
// carries into infinity) through +inf (i = 8) to NaNs, many with their
// payload only in the 13 bits the rounding drops (which must stay NaN,
// quiet); the same with the sign set; subnormals bits(4133 i), ties among
// them; and 1024 patterns spread over all 32 bits (i * 0x9E3779B1). Each
// is rounded, read back as f32 and stored as its bits.
tile.module @m {
  tile.entry @k(%edges: tile<ptr<i32>>, %negative: tile<ptr<i32>>,
                %subnormal: tile<ptr<i32>>, %spread: tile<ptr<i32>>) {
    %i = iota : tile<1024xi32>
    %step = constant <i32: 1024> : tile<1024xi32>
    %top = constant <i32: 2139086848> : tile<1024xi32>
    %sign = constant <i32: -2147483648> : tile<1024xi32>
    %sub = constant <i32: 4133> : tile<1024xi32>
    %golden = constant <i32: -1640531535> : tile<1024xi32>
    %off = muli %i, %step : tile<1024xi32>
    %x0 = addi %off, %top : tile<1024xi32>
    %x1 = ori %x0, %sign : tile<1024xi32>
    %x2 = muli %i, %sub : tile<1024xi32>
    %x3 = muli %i, %golden : tile<1024xi32>
    %f0 = bitcast %x0 : tile<1024xi32> -> tile<1024xf32>
    %t0 = ftof %f0 : tile<1024xf32> -> tile<1024xtf32>
    %y0 = ftof %t0 : tile<1024xtf32> -> tile<1024xf32>
    %b0 = bitcast %y0 : tile<1024xf32> -> tile<1024xi32>
    %p0 = reshape %edges : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q0 = broadcast %p0 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %o0 = offset %q0, %i : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %s0 = store_ptr_tko weak %o0, %b0 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %f1 = bitcast %x1 : tile<1024xi32> -> tile<1024xf32>
    %t1 = ftof %f1 : tile<1024xf32> -> tile<1024xtf32>
    %y1 = ftof %t1 : tile<1024xtf32> -> tile<1024xf32>
    %b1 = bitcast %y1 : tile<1024xf32> -> tile<1024xi32>
    %p1 = reshape %negative : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q1 = broadcast %p1 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %o1 = offset %q1, %i : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %s1 = store_ptr_tko weak %o1, %b1 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %f2 = bitcast %x2 : tile<1024xi32> -> tile<1024xf32>
    %t2 = ftof %f2 : tile<1024xf32> -> tile<1024xtf32>
    %y2 = ftof %t2 : tile<1024xtf32> -> tile<1024xf32>
    %b2 = bitcast %y2 : tile<1024xf32> -> tile<1024xi32>
    %p2 = reshape %subnormal : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q2 = broadcast %p2 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %o2 = offset %q2, %i : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %s2 = store_ptr_tko weak %o2, %b2 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    %f3 = bitcast %x3 : tile<1024xi32> -> tile<1024xf32>
    %t3 = ftof %f3 : tile<1024xf32> -> tile<1024xtf32>
    %y3 = ftof %t3 : tile<1024xtf32> -> tile<1024xf32>
    %b3 = bitcast %y3 : tile<1024xf32> -> tile<1024xi32>
    %p3 = reshape %spread : tile<ptr<i32>> -> tile<1xptr<i32>>
    %q3 = broadcast %p3 : tile<1xptr<i32>> -> tile<1024xptr<i32>>
    %o3 = offset %q3, %i : tile<1024xptr<i32>>, tile<1024xi32> -> tile<1024xptr<i32>>
    %s3 = store_ptr_tko weak %o3, %b3 : tile<1024xptr<i32>>, tile<1024xi32> -> token
    return
  }
}
