// f32 -> tf32 round to nearest even on its ties: x = bits(0x3F800000 +
// i * 0x1000) for i in [0, 1024) puts bit 12 (half a tf32 ulp) on and off,
// with both parities of bit 13; then tf32 -> f32 and store. Also the
// negated values, so both signs round away from or toward zero alike.
tile.module @m {
  tile.entry @k(%out: tile<ptr<f32>>, %neg: tile<ptr<f32>>) {
    %i = iota : tile<1024xi32>
    %step = constant <i32: 4096> : tile<1024xi32>
    %one = constant <i32: 1065353216> : tile<1024xi32>
    %off = muli %i, %step : tile<1024xi32>
    %bits = addi %off, %one : tile<1024xi32>
    %x = bitcast %bits : tile<1024xi32> -> tile<1024xf32>
    %t = ftof %x : tile<1024xf32> -> tile<1024xtf32>
    %y = ftof %t : tile<1024xtf32> -> tile<1024xf32>
    %nx = negf %x : tile<1024xf32>
    %nt = ftof %nx : tile<1024xf32> -> tile<1024xtf32>
    %ny = ftof %nt : tile<1024xtf32> -> tile<1024xf32>
    %o1 = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %op = offset %ob, %i : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %t1 = store_ptr_tko weak %op, %y : tile<1024xptr<f32>>, tile<1024xf32> -> token
    %n1 = reshape %neg : tile<ptr<f32>> -> tile<1xptr<f32>>
    %nb = broadcast %n1 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %np = offset %nb, %i : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %t2 = store_ptr_tko weak %np, %ny : tile<1024xptr<f32>>, tile<1024xf32> -> token
    return
  }
}
