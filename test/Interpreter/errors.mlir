// What the IR calls undefined is an error at the op's location (exit 1),
// never a crash of the interpreter.
// RUN: not tile-run %s --grid 1 --entry oob --abi bare f32[4]=zeros 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not tile-run %s --grid 1 --entry div0 i32=0 2>&1 | FileCheck %s --check-prefix=DIV0
// RUN: not tile-run %s --grid 1 --entry divmin i32=-1 2>&1 | FileCheck %s --check-prefix=DIVMIN
// RUN: not tile-run %s --grid 1 --entry rem0 i32=0 2>&1 | FileCheck %s --check-prefix=REM0
// RUN: not tile-run %s --grid 1 --entry nsw i32=2147483647 2>&1 | FileCheck %s --check-prefix=NSW
// RUN: not tile-run %s --grid 1 --entry shift i32=32 2>&1 | FileCheck %s --check-prefix=SHIFT
// RUN: not tile-run %s --grid 1 --entry ftoi f32=nan 2>&1 | FileCheck %s --check-prefix=FTOI
// RUN: not tile-run %s --grid 3 --entry view f32[64]=zeros 2>&1 | FileCheck %s --check-prefix=VIEW
// RUN: not tile-run %s --grid 1 --entry extract i32=4 2>&1 | FileCheck %s --check-prefix=EXTRACT
// RUN: not tile-run %s --grid 1 --entry assume i32=6 2>&1 | FileCheck %s --check-prefix=ASSUME
// RUN: not tile-run %s --grid 1 --entry rodata 2>&1 | FileCheck %s --check-prefix=RODATA
// RUN: not tile-run %s --grid 1 --entry forever --max-ops 1000 2>&1 | FileCheck %s --check-prefix=FOREVER
// RUN: not tile-run %s --grid 1 --entry nullptr 2>&1 | FileCheck %s --check-prefix=NULL

tile.module @m {
  global constant @ro <i32: [1, 2]> : tile<2xi32>

  entry @oob(%p: tile<ptr<f32>>) {
    %four = constant <i32: 4> : tile<i32>
    %q = offset %p, %four : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    // OOB: errors.mlir:[[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds access: read of 4 bytes at 0x{{[0-9a-f]+}} is outside 'arg0' (16 bytes at 0x{{[0-9a-f]+}}; offset 16) (tile block [0, 0, 0])
    %v, %t = load_ptr_tko weak %q : tile<ptr<f32>> -> tile<f32>, token
    return
  }

  entry @div0(%d: tile<i32>) {
    %c = constant <i32: 7> : tile<4xi32>
    %r = reshape %d : tile<i32> -> tile<1xi32>
    %b = broadcast %r : tile<1xi32> -> tile<4xi32>
    // DIV0: errors.mlir:[[@LINE+1]]:{{[0-9]+}}: error: divi: division by zero at [0]
    %q = divi %c, %b signed : tile<4xi32>
    return
  }

  entry @divmin(%d: tile<i32>) {
    %c = constant <i32: -2147483648> : tile<i32>
    // DIVMIN: [[@LINE+1]]:{{[0-9]+}}: error: divi: signed overflow (MIN / -1)
    %q = divi %c, %d signed : tile<i32>
    return
  }

  entry @rem0(%d: tile<i32>) {
    %c = constant <i32: 7> : tile<i32>
    // REM0: [[@LINE+1]]:{{[0-9]+}}: error: remi: remainder by zero
    %q = remi %c, %d unsigned : tile<i32>
    return
  }

  entry @nsw(%x: tile<i32>) {
    %c = constant <i32: 1> : tile<i32>
    %ok = addi %x, %c : tile<i32>
    // NSW: [[@LINE+1]]:{{[0-9]+}}: error: addi: signed overflow at [] violates overflow<no_signed_wrap>
    %bad = addi %x, %c overflow<no_signed_wrap> : tile<i32>
    return
  }

  entry @shift(%s: tile<i32>) {
    %c = constant <i32: 1> : tile<i32>
    // SHIFT: [[@LINE+1]]:{{[0-9]+}}: error: shli: shift amount 32 is not below the bit width 32 (undefined)
    %r = shli %c, %s : tile<i32>
    return
  }

  entry @ftoi(%f: tile<f32>) {
    %ok = ftoi %f signed saturating : tile<f32> -> tile<i32>
    // FTOI: [[@LINE+1]]:{{[0-9]+}}: error: ftoi: NaN at [] does not fit the result type (undefined)
    %bad = ftoi %f signed : tile<f32> -> tile<i32>
    return
  }

  // 64 elements in tiles of 32: blocks 0 and 1 are fine, block 2 is
  // outside the index space.
  entry @view(%p: tile<ptr<f32>>, %n: tile<i32>, %s: tile<i32>) {
    %tv = make_tensor_view %p, shape = [%n], strides = [%s] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %pv = make_partition_view %tv : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    // VIEW: [[@LINE+1]]:{{[0-9]+}}: error: load_view_tko: index 2 along dimension 0 is outside the index space [2] (undefined) (tile block [2, 0, 0])
    %t, %tk = load_view_tko weak %pv[%bx] : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
    return
  }

  entry @extract(%i: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %m = constant <f32: 1.0> : tile<8x8xf32>
    // EXTRACT: [[@LINE+1]]:{{[0-9]+}}: error: extract: slice index 4 along dimension 1 is outside the 4 slices (undefined)
    %e = extract %m[%c0, %i] : tile<8x8xf32> -> tile<8x2xf32>
    return
  }

  entry @assume(%x: tile<i32>) {
    // ASSUME: [[@LINE+1]]:{{[0-9]+}}: error: assume div_by<4> is false: element [] is 6
    %a = assume div_by<4>, %x : tile<i32>
    return
  }

  entry @rodata() {
    %p = get_global @ro : tile<ptr<i32>>
    %v = constant <i32: 5> : tile<i32>
    // RODATA: [[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds access: write to read-only memory '@ro'
    %t = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  entry @forever() {
    %c0 = constant <i32: 0> : tile<i32>
    // FOREVER: error: stopped after 1000 ops (--max-ops)
    %r = loop iter_values(%x = %c0) : tile<i32> -> tile<i32> {
      continue %x : tile<i32>
    }
    return
  }

  entry @nullptr() {
    %z = constant <i64: 0> : tile<i64>
    %p = int_to_ptr %z : tile<i64> -> tile<ptr<f32>>
    // NULL: [[@LINE+1]]:{{[0-9]+}}: error: out-of-bounds access: read of 4 bytes at 0x0 is outside every allocation
    %v, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}
