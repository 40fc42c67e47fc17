//===- TileGPUOps.td - layout conversion -------------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILEGPU_IR_TILEGPUOPS_TD
#define TILEIR_DIALECT_TILEGPU_IR_TILEGPUOPS_TD

include "TileIR/Dialect/TileGPU/IR/TileGPUAttrs.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TileGPU_ConvertLayoutOp
    : Op<TileGPU_Dialect, "convert_layout",
         [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "the same tile, held by the threads of another layout";
  let description = [{
    Moves every element of `source` from the threads that hold it in
    `from` to the threads that hold it in `to`. The value is unchanged;
    the lowering goes through shared memory.

    ```mlir
    %b = tilegpu.convert_layout %a : !tile.tile<128x64xf32>
        from #tilegpu.mma<2, 2> to #tilegpu.blocked
    ```
  }];
  let arguments = (ins AnyType:$source, AnyAttr:$from, AnyAttr:$to);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $source `:` type($source) `from` $from `to` $to attr-dict
  }];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_TILEGPU_IR_TILEGPUOPS_TD
