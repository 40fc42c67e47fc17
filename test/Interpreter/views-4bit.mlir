// 4-bit elements through views (reference §1.4): two to a byte, element i
// in bits 3..0 and i + 1 in bits 7..4 of the byte at i / 2. The kernel
// stores 0..15 as i4 into `dst` (8 bytes, zeros), so byte j holds 2j and
// 2j + 1: 0x10, 0x32, ..., 0xfe, which print as signed bytes. Then it
// reads those nibbles back as f4E2M1FN, as i4 in rows of odd stride, and
// over a tensor edge with padding. `src` (bytes 0..7) is read as i4 too.
// RUN: tile-run %s --grid 1 --abi bare i8[8]=iota i8[8]=zeros --print-outputs | FileCheck %s

tile.module @m {
  entry @nibbles(%src: tile<ptr<i8>>, %dst: tile<ptr<i8>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %s4 = ptr_to_ptr %src : tile<ptr<i8>> -> tile<ptr<i4>>
    %d4 = ptr_to_ptr %dst : tile<ptr<i8>> -> tile<ptr<i4>>
    %df = ptr_to_ptr %dst : tile<ptr<i8>> -> tile<ptr<f4E2M1FN>>

    // Bytes 0..7: low nibbles 0..7, high nibbles 0.
    %stv = make_tensor_view %s4, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xi4, strides=[4,1]>
    %spv = make_partition_view %stv : partition_view<tile=(4x4), tensor_view<4x4xi4, strides=[4,1]>>
    %si, %sk = load_view_tko weak %spv[%c0, %c0] : partition_view<tile=(4x4), tensor_view<4x4xi4, strides=[4,1]>>, tile<i32> -> tile<4x4xi4>, token
    %sw = exti %si signed : tile<4x4xi4> -> tile<4x4xi32>
    // CHECK: src as i4 {{\[\[}}0, 0, 1, 0], [2, 0, 3, 0], [4, 0, 5, 0], [6, 0, 7, 0]]
    %p0 = print_tko "src as i4 %d\n", %sw : tile<4x4xi32> -> token

    // 0..15 into dst, as i4 (8..15 are -8..-1).
    %i = iota : tile<16xi8>
    %n = trunci %i : tile<16xi8> -> tile<16xi4>
    %dtv = make_tensor_view %d4, shape = [16], strides = [1] : tensor_view<16xi4, strides=[1]>
    %dpv = make_partition_view %dtv : partition_view<tile=(16), tensor_view<16xi4, strides=[1]>>
    %st = store_view_tko weak %n, %dpv[%c0] : tile<16xi4>, partition_view<tile=(16), tensor_view<16xi4, strides=[1]>>, tile<i32> -> token

    // The same nibbles as f4E2M1FN: 0, 0.5, 1, 1.5, 2, 3, 4, 6, then
    // their negatives.
    %ftv = make_tensor_view %df, shape = [16], strides = [1] : tensor_view<16xf4E2M1FN, strides=[1]>
    %fpv = make_partition_view %ftv : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>
    %f, %fk = load_view_tko weak %fpv[%c0] token = %st : partition_view<tile=(16), tensor_view<16xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<16xf4E2M1FN>, token
    %f32 = ftof %f : tile<16xf4E2M1FN> -> tile<16xf32>
    // CHECK-NEXT: as f4 [0, 0.5, 1, 1.5, 2, 3, 4, 6, -0, -0.5, -1, -1.5, -2, -3, -4, -6]
    %p1 = print_tko "as f4 %g\n", %f32 : tile<16xf32> -> token

    // Rows 5 nibbles apart: row 1 starts in the high half of byte 2.
    %otv = make_tensor_view %d4, shape = [2, 4], strides = [5, 1] : tensor_view<2x4xi4, strides=[5,1]>
    %opv = make_partition_view %otv : partition_view<tile=(2x4), tensor_view<2x4xi4, strides=[5,1]>>
    %o, %ok = load_view_tko weak %opv[%c0, %c0] token = %st : partition_view<tile=(2x4), tensor_view<2x4xi4, strides=[5,1]>>, tile<i32> -> tile<2x4xi4>, token
    %ow = exti %o signed : tile<2x4xi4> -> tile<2x4xi32>
    // CHECK-NEXT: odd rows {{\[\[}}0, 1, 2, 3], [5, 6, 7, -8]]
    %p2 = print_tko "odd rows %d\n", %ow : tile<2x4xi32> -> token

    // A 6-element tensor read as a tile of 8: the two past its end pad.
    // f4E2M1FN has no infinity: pos_inf pads with its largest value, 6.
    %etv = make_tensor_view %df, shape = [6], strides = [1] : tensor_view<6xf4E2M1FN, strides=[1]>
    %epv = make_partition_view %etv : partition_view<tile=(8), padding_value = pos_inf, tensor_view<6xf4E2M1FN, strides=[1]>>
    %e, %ek = load_view_tko weak %epv[%c0] token = %st : partition_view<tile=(8), padding_value = pos_inf, tensor_view<6xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<8xf4E2M1FN>, token
    %e32 = ftof %e : tile<8xf4E2M1FN> -> tile<8xf32>
    // CHECK-NEXT: edge [0, 0.5, 1, 1.5, 2, 3, 6, 6]
    %p3 = print_tko "edge %g\n", %e32 : tile<8xf32> -> token

    // Zeros through that view write elements 0..5 (bytes 0..2) and not 6
    // and 7 (byte 3 keeps 0x76). Then [0, -6] through a 2-element view
    // writes byte 0 as 0xf0.
    %epz = make_partition_view %etv : partition_view<tile=(8), tensor_view<6xf4E2M1FN, strides=[1]>>
    %z = constant <f4E2M1FN: 0.0> : tile<8xf4E2M1FN>
    %st2 = store_view_tko weak %z, %epz[%c0] token = %ek : tile<8xf4E2M1FN>, partition_view<tile=(8), tensor_view<6xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    %btv = make_tensor_view %df, shape = [2], strides = [1] : tensor_view<2xf4E2M1FN, strides=[1]>
    %bpv = make_partition_view %btv : partition_view<tile=(2), tensor_view<2xf4E2M1FN, strides=[1]>>
    %six = constant <f4E2M1FN: [0.0, -6.0]> : tile<2xf4E2M1FN>
    %st3 = store_view_tko weak %six, %bpv[%c0] token = %st2 : tile<2xf4E2M1FN>, partition_view<tile=(2), tensor_view<2xf4E2M1FN, strides=[1]>>, tile<i32> -> token
    return
  }
}
// CHECK: arg1 = i8[8] {{\[}}-16, 0, 0, 118, -104, -70, -36, -2]
