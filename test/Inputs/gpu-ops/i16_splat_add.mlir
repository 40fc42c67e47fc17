// A random kernel (seed 20290, reduced) whose GPU result lost the final
// `addi` of a splat i16 constant: ptxas folds the constant of a packed
// add.s16x2 away (include/TileIR/Target/PackedI16Workaround.h). out =
// ((1 ^ ftoi(fma(1, 1, v))) ^ 1) + 1 = v + 2 for the bf16 row values v.
// Grid 3,2: bf16[65,230] (rand), i16[24576] (out), f16[384] (rand), i32.
module {
  tile.module @m {
    entry @rk20290(%arg0: tile<ptr<bf16>>, %arg1: tile<i64>, %arg2: tile<i64>, %arg3: tile<i64>, %arg4: tile<i64>, %arg5: tile<ptr<i16>>, %arg6: tile<i64>, %arg7: tile<i64>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>) {
      %0 = make_token : token
      %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
      %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
      %1 = muli %blockId_y, %gridSize_x overflow<no_signed_wrap> : tile<i32>
      %2 = addi %1, %blockId_x overflow<no_signed_wrap> : tile<i32>
      %assume = assume div_by<16>, %arg5 : tile<ptr<i16>>
      %assume_0 = assume bounded<0, ?>, %arg6 : tile<i64>
      %tview = make_tensor_view %assume, shape = [%assume_0], strides = [1] : tile<i64> -> tensor_view<?xi16, strides=[1]>
      %3 = iota : tile<64xi32>
      %4 = constant <bf16: 1.000000e+00> : tile<32x128xbf16>
      %5 = itof %3 unsigned : tile<64xi32> -> tile<64xbf16>
      %6 = reshape %5 : tile<64xbf16> -> tile<64x1xbf16>
      %7 = broadcast %6 : tile<64x1xbf16> -> tile<64x64xbf16>
      %8 = reshape %7 : tile<64x64xbf16> -> tile<32x128xbf16>
      %9 = fma %4, %4, %8 : tile<32x128xbf16>
      %10 = constant <i16: 1> : tile<4096xi16>
      %11 = ftoi %9 signed : tile<32x128xbf16> -> tile<32x128xi16>
      %12 = reshape %11 : tile<32x128xi16> -> tile<4096xi16>
      %13 = xori %10, %12 : tile<4096xi16>
      %14 = constant <i16: 1> : tile<4096xi16>
      %15 = xori %13, %14 : tile<4096xi16>
      %16 = constant <i16: 1> : tile<4096xi16>
      %17 = addi %15, %16 : tile<4096xi16>
      %pview = make_partition_view %tview : partition_view<tile=(4096), tensor_view<?xi16, strides=[1]>>
      %18 = store_view_tko weak %17, %pview[%2] token = %0 : tile<4096xi16>, partition_view<tile=(4096), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
      return
    }
  }
}

