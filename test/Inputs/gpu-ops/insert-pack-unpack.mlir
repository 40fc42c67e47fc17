// insert (static and run-time slice indices, rank 1 and 2), pack and unpack
// between tiles that spread over different numbers of threads (their bytes
// go through scratch), and the grid-dependency ops (griddepcontrol on
// sm_90; nothing to do before).
//
// Grid 4, block b (n: a scalar parameter):
// - out1[128b .. +128] = src[128b .. +128] with small[32b .. +32] over
//   slice (b + n) & 3 (elements 32 s .. 32 s + 31);
// - out2 (the same 128 elements seen as 8 x 16) with small's 32 as 4 x 8
//   over rows 4 .. 7, columns 8 .. 15 (slice [1, 1]);
// - bytes[128b .. +128] unpacked to 32 i32 (out3[32b ..]), to 16 i64
//   (out4[16b ..]) and to 64 f16 (out6[64b ..]); the i32 tile plus 1
//   packed back to 128 bytes (out5[128b ..]).
//
// Grid 4: src f32[512] (rand), small f32[128] (rand), out1 f32[512],
// out2 f32[512], bytes i8[512] (rand), out3 i32[128], out4 i64[64],
// out5 i8[512], out6 f16[256], n i32.
cuda_tile.module @insert_pack_unpack {
  entry @insert_pack_unpack(
      %src: tile<ptr<f32>>, %srcN: tile<i32>, %srcS: tile<i32>,
      %small: tile<ptr<f32>>, %smallN: tile<i32>, %smallS: tile<i32>,
      %out1: tile<ptr<f32>>, %out1N: tile<i32>, %out1S: tile<i32>,
      %out2: tile<ptr<f32>>, %out2N: tile<i32>, %out2S: tile<i32>,
      %bytes: tile<ptr<i8>>, %bytesN: tile<i32>, %bytesS: tile<i32>,
      %out3: tile<ptr<i32>>, %out3N: tile<i32>, %out3S: tile<i32>,
      %out4: tile<ptr<i64>>, %out4N: tile<i32>, %out4S: tile<i32>,
      %out5: tile<ptr<i8>>, %out5N: tile<i32>, %out5S: tile<i32>,
      %out6: tile<ptr<f16>>, %out6N: tile<i32>, %out6S: tile<i32>,
      %n: tile<i32>) {
    %wait = gdc_wait_tko : token
    %launch = gdc_launch_dependents_tko token=%wait : token
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %c32 = constant <i32: 32> : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %c128 = constant <i32: 128> : tile<i32>
    %i128 = iota : tile<128xi32>
    %i64 = iota : tile<64xi32>
    %i32 = iota : tile<32xi32>
    %i16 = iota : tile<16xi32>

    // Block b's 128 elements of src and 32 of small.
    %b128 = muli %bx, %c128 : tile<i32>
    %b128r = reshape %b128 : tile<i32> -> tile<1xi32>
    %b128s = broadcast %b128r : tile<1xi32> -> tile<128xi32>
    %at128 = addi %b128s, %i128 : tile<128xi32>
    %b32 = muli %bx, %c32 : tile<i32>
    %b32r = reshape %b32 : tile<i32> -> tile<1xi32>
    %b32s = broadcast %b32r : tile<1xi32> -> tile<32xi32>
    %at32 = addi %b32s, %i32 : tile<32xi32>
    %b16 = muli %bx, %c16 : tile<i32>
    %b16r = reshape %b16 : tile<i32> -> tile<1xi32>
    %b16s = broadcast %b16r : tile<1xi32> -> tile<16xi32>
    %at16 = addi %b16s, %i16 : tile<16xi32>
    %b64 = muli %bx, %c64 : tile<i32>
    %b64r = reshape %b64 : tile<i32> -> tile<1xi32>
    %b64s = broadcast %b64r : tile<1xi32> -> tile<64xi32>
    %at64 = addi %b64s, %i64 : tile<64xi32>

    %src1 = reshape %src : tile<ptr<f32>> -> tile<1xptr<f32>>
    %srcb = broadcast %src1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %srcp = offset %srcb, %at128 : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %x, %tx = load_ptr_tko weak %srcp : tile<128xptr<f32>> -> tile<128xf32>, token
    %small1 = reshape %small : tile<ptr<f32>> -> tile<1xptr<f32>>
    %smallb = broadcast %small1 : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %smallp = offset %smallb, %at32 : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    %s, %ts = load_ptr_tko weak %smallp : tile<32xptr<f32>> -> tile<32xf32>, token

    // insert at a run-time slice index.
    %bn = addi %bx, %n : tile<i32>
    %slice = andi %bn, %c3 : tile<i32>
    %r1 = insert %s into %x[%slice] : tile<32xf32> -> tile<128xf32>
    %o1a = reshape %out1 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o1b = broadcast %o1a : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %o1p = offset %o1b, %at128 : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %t1 = store_ptr_tko weak %o1p, %r1 : tile<128xptr<f32>>, tile<128xf32> -> token

    // insert of a 4 x 8 tile into an 8 x 16 one at slice [1, 1].
    %x2 = reshape %x : tile<128xf32> -> tile<8x16xf32>
    %s2 = reshape %s : tile<32xf32> -> tile<4x8xf32>
    %r2 = insert %s2 into %x2[%c1, %c1] : tile<4x8xf32> -> tile<8x16xf32>
    %r2f = reshape %r2 : tile<8x16xf32> -> tile<128xf32>
    %o2a = reshape %out2 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %o2b = broadcast %o2a : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %o2p = offset %o2b, %at128 : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %t2 = store_ptr_tko weak %o2p, %r2f : tile<128xptr<f32>>, tile<128xf32> -> token

    // Bytes reinterpreted.
    %by1 = reshape %bytes : tile<ptr<i8>> -> tile<1xptr<i8>>
    %byb = broadcast %by1 : tile<1xptr<i8>> -> tile<128xptr<i8>>
    %byp = offset %byb, %at128 : tile<128xptr<i8>>, tile<128xi32> -> tile<128xptr<i8>>
    %raw, %tr = load_ptr_tko weak %byp : tile<128xptr<i8>> -> tile<128xi8>, token
    %w32 = unpack %raw : tile<128xi8> -> tile<32xi32>
    %o3a = reshape %out3 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %o3b = broadcast %o3a : tile<1xptr<i32>> -> tile<32xptr<i32>>
    %o3p = offset %o3b, %at32 : tile<32xptr<i32>>, tile<32xi32> -> tile<32xptr<i32>>
    %t3 = store_ptr_tko weak %o3p, %w32 : tile<32xptr<i32>>, tile<32xi32> -> token
    %w64 = unpack %raw : tile<128xi8> -> tile<16xi64>
    %o4a = reshape %out4 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %o4b = broadcast %o4a : tile<1xptr<i64>> -> tile<16xptr<i64>>
    %o4p = offset %o4b, %at16 : tile<16xptr<i64>>, tile<16xi32> -> tile<16xptr<i64>>
    %t4 = store_ptr_tko weak %o4p, %w64 : tile<16xptr<i64>>, tile<16xi64> -> token
    %ones = constant <i32: 1> : tile<32xi32>
    %w32p1 = addi %w32, %ones : tile<32xi32>
    %packed = pack %w32p1 : tile<32xi32> -> tile<128xi8>
    %o5a = reshape %out5 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %o5b = broadcast %o5a : tile<1xptr<i8>> -> tile<128xptr<i8>>
    %o5p = offset %o5b, %at128 : tile<128xptr<i8>>, tile<128xi32> -> tile<128xptr<i8>>
    %t5 = store_ptr_tko weak %o5p, %packed : tile<128xptr<i8>>, tile<128xi8> -> token
    %h = unpack %raw : tile<128xi8> -> tile<64xf16>
    %o6a = reshape %out6 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %o6b = broadcast %o6a : tile<1xptr<f16>> -> tile<64xptr<f16>>
    %o6p = offset %o6b, %at64 : tile<64xptr<f16>>, tile<64xi32> -> tile<64xptr<f16>>
    %t6 = store_ptr_tko weak %o6p, %h : tile<64xptr<f16>>, tile<64xf16> -> token
    return
  }
}
