// get_tensor_shape of a rank-8 view after 40 other values: setting its
// eight results grows the interpreter's value map past the point where it
// moves its entries (test/Interpreter/get-tensor-shape-rehash.test).
tile.module @m {
  tile.entry @k(%p: tile<ptr<i64>>) {
    %f0 = constant <i64: 0> : tile<i64>
    %f1 = constant <i64: 1> : tile<i64>
    %f2 = constant <i64: 2> : tile<i64>
    %f3 = constant <i64: 3> : tile<i64>
    %f4 = constant <i64: 4> : tile<i64>
    %f5 = constant <i64: 5> : tile<i64>
    %f6 = constant <i64: 6> : tile<i64>
    %f7 = constant <i64: 7> : tile<i64>
    %f8 = constant <i64: 8> : tile<i64>
    %f9 = constant <i64: 9> : tile<i64>
    %f10 = constant <i64: 10> : tile<i64>
    %f11 = constant <i64: 11> : tile<i64>
    %f12 = constant <i64: 12> : tile<i64>
    %f13 = constant <i64: 13> : tile<i64>
    %f14 = constant <i64: 14> : tile<i64>
    %f15 = constant <i64: 15> : tile<i64>
    %f16 = constant <i64: 16> : tile<i64>
    %f17 = constant <i64: 17> : tile<i64>
    %f18 = constant <i64: 18> : tile<i64>
    %f19 = constant <i64: 19> : tile<i64>
    %f20 = constant <i64: 20> : tile<i64>
    %f21 = constant <i64: 21> : tile<i64>
    %f22 = constant <i64: 22> : tile<i64>
    %f23 = constant <i64: 23> : tile<i64>
    %f24 = constant <i64: 24> : tile<i64>
    %f25 = constant <i64: 25> : tile<i64>
    %f26 = constant <i64: 26> : tile<i64>
    %f27 = constant <i64: 27> : tile<i64>
    %f28 = constant <i64: 28> : tile<i64>
    %f29 = constant <i64: 29> : tile<i64>
    %f30 = constant <i64: 30> : tile<i64>
    %f31 = constant <i64: 31> : tile<i64>
    %f32 = constant <i64: 32> : tile<i64>
    %f33 = constant <i64: 33> : tile<i64>
    %f34 = constant <i64: 34> : tile<i64>
    %f35 = constant <i64: 35> : tile<i64>
    %f36 = constant <i64: 36> : tile<i64>
    %f37 = constant <i64: 37> : tile<i64>
    %f38 = constant <i64: 38> : tile<i64>
    %f39 = constant <i64: 39> : tile<i64>
    %n = constant <i64: 5> : tile<i64>
    %tv = make_tensor_view %p, shape = [2, 3, 4, 5, 6, 7, 8, %n], strides = [1, 1, 1, 1, 1, 1, 1, 1] : tile<i64> -> tensor_view<2x3x4x5x6x7x8x?xi64, strides=[1,1,1,1,1,1,1,1]>
    %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7 = get_tensor_shape %tv : tensor_view<2x3x4x5x6x7x8x?xi64, strides=[1,1,1,1,1,1,1,1]> -> tile<i64>
    %s1 = addi %d0, %d1 : tile<i64>
    %s2 = addi %s1, %d2 : tile<i64>
    %s3 = addi %s2, %d3 : tile<i64>
    %s4 = addi %s3, %d4 : tile<i64>
    %s5 = addi %s4, %d5 : tile<i64>
    %s6 = addi %s5, %d6 : tile<i64>
    %s7 = addi %s6, %d7 : tile<i64>
    %tk = store_ptr_tko weak %p, %s7 : tile<ptr<i64>>, tile<i64> -> token
    return
  }
}
