// A persistent RMSNorm kernel, written as cuTile Python emits it (the
// computation of TileGym's `_rms_norm_kernel_static_persistent`, bf16,
// TILE_SIZE_M = 16, TILE_SIZE_N = 512, EPS = 1e-6, OFFSET = 0.0).
//
// Parameters: X (bf16, pointer, shape M x N, strides ? x 1), Y (same),
// W (bf16, pointer, shape N, stride 1), Rstd (f32, pointer, shape M,
// stride 1). The grid is the number of SMs: block b handles the row blocks
// b, b + grid, b + 2 grid, ... of (M + 15) / 16. The weight row is loaded
// once before the loop; in the loop a 16x512 tile of X is upcast to f32,
// squared, summed along the rows, rsqrt(mean + eps) is stored to Rstd and
// multiplies x and the broadcast weight, and the result is downcast and
// stored to Y. The loop carries the stores' token.
tile.module @kernels {
  entry @_rms_norm_kernel_static_persistent(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<bf16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
    %0 = make_token : token
    %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
    %assume_0 = assume div_by<8>, %arg3 : tile<i32>
    %assume_1 = assume div_by<16>, %arg5 : tile<ptr<bf16>>
    %assume_2 = assume div_by<8>, %arg8 : tile<i32>
    %assume_3 = assume div_by<16>, %arg10 : tile<ptr<bf16>>
    %assume_4 = assume div_by<16>, %arg13 : tile<ptr<f32>>
    %assume_5 = assume bounded<0, ?>, %arg1 : tile<i32>
    %assume_6 = assume bounded<0, ?>, %arg2 : tile<i32>
    %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
    %assume_assume_assume = assume div_by<8>, %assume_assume : tile<i32>
    %tview = make_tensor_view %assume, shape = [%assume_5, %assume_6], strides = [%assume_assume_assume, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %assume_7 = assume bounded<0, ?>, %arg6 : tile<i32>
    %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32>
    %assume_assume_9 = assume bounded<0, ?>, %assume_2 : tile<i32>
    %assume_assume_assume_10 = assume div_by<8>, %assume_assume_9 : tile<i32>
    %tview_11 = make_tensor_view %assume_1, shape = [%assume_7, %assume_8], strides = [%assume_assume_assume_10, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %assume_12 = assume bounded<0, ?>, %arg11 : tile<i32>
    %tview_13 = make_tensor_view %assume_3, shape = [%assume_12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %assume_14 = assume bounded<0, ?>, %arg14 : tile<i32>
    %tview_15 = make_tensor_view %assume_4, shape = [%assume_14], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    // upper_bound = (M + TILE_SIZE_M - 1) // TILE_SIZE_M
    %cst_15_i32 = constant <i32: 15> : tile<i32>
    %1 = addi %assume_5, %cst_15_i32 : tile<i32>
    %cst_16_i32 = constant <i32: 16> : tile<i32>
    %2 = divi %1, %cst_16_i32 signed rounding<negative_inf> : tile<i32>
    // w = ct.load(W, (0,), shape=(512,), padding_mode=ZERO).astype(f32)
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %pview = make_partition_view %tview_13 : partition_view<tile=(512), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(512), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %3 = ftof %tile : tile<512xbf16> -> tile<512xf32>
    %gridDim_x, %gridDim_y, %gridDim_z = get_num_tile_blocks : tile<i32>
    %pview_16 = make_partition_view %tview : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pview_17 = make_partition_view %tview_15 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %pview_18 = make_partition_view %tview_11 : partition_view<tile=(16x512), tensor_view<?x?xbf16, strides=[?,1]>>
    %for = for %loopIdx in (%blockId_x to %2, step %gridDim_x) : tile<i32> iter_values(%iterArg0 = %0) -> (token) {
      %cst_0_i32_19 = constant <i32: 0> : tile<i32>
      %tile_20, %result_token_21 = load_view_tko weak %pview_16[%loopIdx, %cst_0_i32_19] token = %iterArg0 optimization_hints = <default = {latency = 10}> : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x512xbf16>, token
      %4 = ftof %tile_20 : tile<16x512xbf16> -> tile<16x512xf32>
      %5 = mulf %4, %4 : tile<16x512xf32>
      %reduce = reduce %5 dim=1 identities=[0.000000e+00 : f32] : tile<16x512xf32> -> tile<16xf32>
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %15 = addf %reduce_lhs, %reduce_rhs : tile<f32>
        yield %15 : tile<f32>
      }
      %reshape = reshape %reduce : tile<16xf32> -> tile<16x1xf32>
      // N_f32 = ct.full((16, 1), N * 1.0)
      %6 = itof %assume_6 signed : tile<i32> -> tile<f32>
      %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
      %7 = mulf %6, %cst_1_f32 : tile<f32>
      %reshape_22 = reshape %7 : tile<f32> -> tile<1x1xf32>
      %bcast = broadcast %reshape_22 : tile<1x1xf32> -> tile<16x1xf32>
      %8 = divf %reshape, %bcast : tile<16x1xf32>
      %cst_eps = constant <f32: 9.99999997E-7> : tile<16x1xf32>
      %9 = addf %8, %cst_eps : tile<16x1xf32>
      %10 = rsqrt %9 : tile<16x1xf32>
      // ct.store(Rstd, (i,), rsqrt_var.reshape((16,)))
      %reshape_23 = reshape %10 : tile<16x1xf32> -> tile<16xf32>
      %11 = store_view_tko weak %reshape_23, %pview_17[%loopIdx] token = %iterArg0 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %bcast_24 = broadcast %10 : tile<16x1xf32> -> tile<16x512xf32>
      %12 = mulf %4, %bcast_24 : tile<16x512xf32>
      // (OFFSET + w.reshape((1, 512))), broadcast over the rows
      %reshape_25 = reshape %3 : tile<512xf32> -> tile<1x512xf32>
      %cst_offset = constant <f32: 0.000000e+00> : tile<1x512xf32>
      %13 = addf %cst_offset, %reshape_25 : tile<1x512xf32>
      %bcast_26 = broadcast %13 : tile<1x512xf32> -> tile<16x512xf32>
      %14 = mulf %12, %bcast_26 : tile<16x512xf32>
      %16 = ftof %14 : tile<16x512xf32> -> tile<16x512xbf16>
      %cst_0_i32_27 = constant <i32: 0> : tile<i32>
      %17 = store_view_tko weak %16, %pview_18[%loopIdx, %cst_0_i32_27] token = %iterArg0 optimization_hints = <default = {latency = 3, allow_tma = false}> : tile<16x512xbf16>, partition_view<tile=(16x512), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      %18 = join_tokens %11, %17, %result_token_21 : token
      continue %18 : token
    }
    return
  }
}
