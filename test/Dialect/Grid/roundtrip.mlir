// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt %s --mlir-print-op-generic | tile-opt | FileCheck %s

tile.module @m {
  // CHECK-LABEL: entry @grid()
  entry @grid() {
    // CHECK: %[[BX:blockId_x]], %[[BY:blockId_y]], %[[BZ:blockId_z]] = get_tile_block_id : tile<i32>
    %x, %y, %z = get_tile_block_id : tile<i32>
    // CHECK: %[[GX:gridSize_x]], %[[GY:gridSize_y]], %[[GZ:gridSize_z]] = get_num_tile_blocks : tile<i32>
    %gx, %gy, %gz = get_num_tile_blocks : tile<i32>
    // The results stay distinct values in x, y, z order.
    // CHECK: reshape %[[BZ]] : tile<i32> -> tile<1xi32>
    // CHECK: reshape %[[GY]] : tile<i32> -> tile<1xi32>
    %a = reshape %z : tile<i32> -> tile<1xi32>
    %b = reshape %gy : tile<i32> -> tile<1xi32>
    return
  }
}
