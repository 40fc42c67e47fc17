// The seed (corpus/seed/kernel.py) at rows_per_tile=256, block=64 (issue 15):
// ../shared/corpus/seed/_left_superpanel.sm_90.O2.bc13.3.cuda_tile.mlir with
// cuda_tile.module -> tile.module, every tile dimension above 1 doubled and
// the constant 32 (block) -> 64. A 256x128 f32 accumulator and a
// loop-invariant 128x128 tf32 B live across the first mma loop: 306
// registers per thread planned at 8 warps, so it compiles with a warning and
// ptxas spills (test/Tools/tile-as-seed-rows256.test). GPU cases:
// test/Inputs/gpu-ops/cases.txt.
tile.module @kernels {
  entry @_left_superpanel_Kt2_A3f32_1s1_3v4l0_4t1_p16_A3f32_1s1_3v4l0_4t1_p16_Si32_I32_I128(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f32>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
    %0 = make_token : token
    %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
    %assume_0 = assume div_by<4>, %arg4 : tile<i32>
    %assume_1 = assume div_by<4>, %arg5 : tile<i32>
    %assume_2 = assume div_by<16>, %arg7 : tile<ptr<f32>>
    %assume_3 = assume div_by<4>, %arg11 : tile<i32>
    %assume_4 = assume div_by<4>, %arg12 : tile<i32>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %cst_1_i32_5 = constant <i32: 1> : tile<i32>
    %cst_1_i32_6 = constant <i32: 1> : tile<i32>
    %cst_1_i32_7 = constant <i32: 1> : tile<i32>
    %assume_8 = assume bounded<0, ?>, %arg2 : tile<i32>
    %assume_9 = assume bounded<0, ?>, %arg3 : tile<i32>
    %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
    %assume_assume_assume = assume div_by<4>, %assume_assume : tile<i32>
    %assume_assume_10 = assume bounded<0, ?>, %assume_1 : tile<i32>
    %assume_assume_assume_11 = assume div_by<4>, %assume_assume_10 : tile<i32>
    %assume_assume_assume_assume = assume div_by<4>, %assume_assume_assume : tile<i32>
    %tview = make_tensor_view %assume, shape = [1, %assume_8, %assume_9], strides = [%assume_assume_assume_assume, %assume_assume_assume_11, 1] : tile<i32> -> tensor_view<1x?x?xf32, strides=[?,?,1]>
    %assume_12 = assume bounded<0, ?>, %arg9 : tile<i32>
    %assume_13 = assume bounded<0, ?>, %arg10 : tile<i32>
    %assume_assume_14 = assume bounded<0, ?>, %assume_3 : tile<i32>
    %assume_assume_assume_15 = assume div_by<4>, %assume_assume_14 : tile<i32>
    %assume_assume_16 = assume bounded<0, ?>, %assume_4 : tile<i32>
    %assume_assume_assume_17 = assume div_by<4>, %assume_assume_16 : tile<i32>
    %assume_assume_assume_assume_18 = assume div_by<4>, %assume_assume_assume_15 : tile<i32>
    %tview_19 = make_tensor_view %assume_2, shape = [1, %assume_12, %assume_13], strides = [%assume_assume_assume_assume_18, %assume_assume_assume_17, 1] : tile<i32> -> tensor_view<1x?x?xf32, strides=[?,?,1]>
    %cst_32_i32 = constant <i32: 64> : tile<i32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %cst_0_i32_20 = constant <i32: 0> : tile<i32>
    %pview = make_partition_view %tview : partition_view<tile=(1x256x128), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>
    %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %blockId_x, %cst_0_i32_20] token = %0 : partition_view<tile=(1x256x128), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x256x128xf32>, token
    %reshape = reshape %tile : tile<1x256x128xf32> -> tile<256x128xf32>
    %cst_0_i32_21 = constant <i32: 0> : tile<i32>
    %cst_0_i32_22 = constant <i32: 0> : tile<i32>
    %pview_23 = make_partition_view %tview : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>
    %tile_24, %result_token_25 = load_view_tko weak %pview_23[%cst_0_i32, %cst_0_i32_21, %cst_0_i32_22] token = %0 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf32>, token
    %reshape_26 = reshape %tile_24 : tile<1x64x64xf32> -> tile<64x64xf32>
    %1 = iota : tile<64xi32>
    %reshape_27 = reshape %1 : tile<64xi32> -> tile<1x64xi32>
    %cst_0_i32_28 = constant <i32: 0> : tile<i32>
    %cst_0_i32_29 = constant <i32: 0> : tile<i32>
    %pview_30 = make_partition_view %tview_19 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>
    %tile_31, %result_token_32 = load_view_tko weak %pview_30[%cst_0_i32, %cst_0_i32_28, %cst_0_i32_29] token = %0 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xf32>, token
    %2 = join_tokens %0, %result_token_32 : token
    %reshape_33 = reshape %tile_31 : tile<1x128x128xf32> -> tile<128x128xf32>
    %cst_0_i32_34 = constant <i32: 0> : tile<i32>
    %cst_1_i32_35 = constant <i32: 1> : tile<i32>
    %cst_0_i32_36 = constant <i32: 0> : tile<i32>
    %pview_37 = make_partition_view %tview_19 : partition_view<tile=(1x256x128), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>
    %3 = ftof %reshape_33  : tile<128x128xf32> -> tile<128x128xtf32>
    %for:2 = for %loopIdx in (%cst_0_i32_34 to %arg14, step %cst_1_i32_35) : tile<i32> iter_values(%iterArg0 = %reshape, %iterArg1 = %2) -> (tile<256x128xf32>, token) {
      %tile_50, %result_token_51 = load_view_tko weak %pview_37[%cst_0_i32, %cst_0_i32_36, %loopIdx] token = %0 : partition_view<tile=(1x256x128), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x256x128xf32>, token
      %11 = join_tokens %iterArg1, %result_token_51 : token
      %reshape_52 = reshape %tile_50 : tile<1x256x128xf32> -> tile<256x128xf32>
      %12 = ftof %reshape_52  : tile<256x128xf32> -> tile<256x128xtf32>
      %13 = mmaf %12, %3, %iterArg0 : tile<256x128xtf32>, tile<128x128xtf32>, tile<256x128xf32>
      continue %13, %11 : tile<256x128xf32>, token
    }
    %cst_0_i32_38 = constant <i32: 0> : tile<i32>
    %cst_0_i32_39 = constant <i32: 0> : tile<i32>
    %4 = extract %for#0[%cst_0_i32_38, %cst_0_i32_39] : tile<256x128xf32> -> tile<256x64xf32>
    %cst_0_i32_40 = constant <i32: 0> : tile<i32>
    %cst_1_i32_41 = constant <i32: 1> : tile<i32>
    %5 = extract %for#0[%cst_0_i32_40, %cst_1_i32_41] : tile<256x128xf32> -> tile<256x64xf32>
    %6 = ftof %4  : tile<256x64xf32> -> tile<256x64xtf32>
    %7 = ftof %reshape_26  : tile<64x64xf32> -> tile<64x64xtf32>
    %8 = mmaf %6, %7, %5 : tile<256x64xtf32>, tile<64x64xtf32>, tile<256x64xf32>
    %cst_0_i32_42 = constant <i32: 0> : tile<i32>
    %cst_1_i32_43 = constant <i32: 1> : tile<i32>
    %cst_0_i32_44 = constant <i32: 0> : tile<i32>
    %for_45 = for %loopIdx in (%cst_0_i32_42 to %cst_32_i32, step %cst_1_i32_43) : tile<i32> iter_values(%iterArg0 = %8) -> (tile<256x64xf32>) {
      %11 = extract %iterArg0[%cst_0_i32_44, %loopIdx] : tile<256x64xf32> -> tile<256x1xf32>
      %reshape_50 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
      %bcast = broadcast %reshape_50 : tile<1x1xi32> -> tile<1x64xi32>
      %12 = cmpi equal %reshape_27, %bcast, signed : tile<1x64xi32> -> tile<1x64xi1>
      %bcast_51 = broadcast %12 : tile<1x64xi1> -> tile<256x64xi1>
      %bcast_52 = broadcast %11 : tile<256x1xf32> -> tile<256x64xf32>
      %13 = select %bcast_51, %bcast_52, %iterArg0 : tile<256x64xi1>, tile<256x64xf32>
      continue %13 : tile<256x64xf32>
    }
    %cst_0_i32_46 = constant <i32: 0> : tile<i32>
    %reshape_47 = reshape %for_45 : tile<256x64xf32> -> tile<1x256x64xf32>
    %pview_48 = make_partition_view %tview_19 : partition_view<tile=(1x256x64), tensor_view<1x?x?xf32, strides=[?,?,1]>>
    %9 = store_view_tko weak %reshape_47, %pview_48[%cst_0_i32, %blockId_x, %cst_0_i32_46] token = %for#1 : tile<1x256x64xf32>, partition_view<tile=(1x256x64), tensor_view<1x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    %cst_0_i32_49 = constant <i32: 0> : tile<i32>
    %10 = cmpi not_equal %arg14, %cst_0_i32_49, signed : tile<i32> -> tile<i1>
    if %10 {
      %cst_0_i32_50 = constant <i32: 0> : tile<i32>
      %cst_1_i32_51 = constant <i32: 1> : tile<i32>
      %cst_0_i32_52 = constant <i32: 0> : tile<i32>
      %cst_0_i32_53 = constant <i32: 0> : tile<i32>
      %pview_54 = make_partition_view %tview_19 : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>
      %tile_55, %result_token_56 = load_view_tko weak %pview_54[%cst_0_i32, %cst_0_i32_52, %cst_0_i32_53] token = %9 : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x64x128xf32>, token
      %reshape_57 = reshape %tile_55 : tile<1x64x128xf32> -> tile<64x128xf32>
      %11 = ftof %reshape_57  : tile<64x128xf32> -> tile<64x128xtf32>
      %12 = permute %reshape_57 [1, 0] : tile<64x128xf32> -> tile<128x64xf32>
      %13 = ftof %12  : tile<128x64xf32> -> tile<128x64xtf32>
      %for_58:2 = for %loopIdx in (%cst_0_i32_50 to %arg14, step %cst_1_i32_51) : tile<i32> iter_values(%iterArg0 = %reshape_26, %iterArg1 = %9) -> (tile<64x64xf32>, token) {
        %15 = join_tokens %iterArg1, %result_token_56 : token
        %16 = mmaf %11, %13, %iterArg0 : tile<64x128xtf32>, tile<128x64xtf32>, tile<64x64xf32>
        continue %16, %15 : tile<64x64xf32>, token
      }
      %cst_0_i32_59 = constant <i32: 0> : tile<i32>
      %cst_0_i32_60 = constant <i32: 0> : tile<i32>
      %reshape_61 = reshape %for_58#0 : tile<64x64xf32> -> tile<1x64x64xf32>
      %pview_62 = make_partition_view %tview_19 : partition_view<tile=(1x64x64), tensor_view<1x?x?xf32, strides=[?,?,1]>>
      %14 = store_view_tko weak %reshape_61, %pview_62[%cst_0_i32, %cst_0_i32_59, %cst_0_i32_60] token = %for_58#1 : tile<1x64x64xf32>, partition_view<tile=(1x64x64), tensor_view<1x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    } else {
    }
    return
  }
}
