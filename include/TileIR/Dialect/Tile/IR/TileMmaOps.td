//===- TileMmaOps.td - matrix multiply-accumulate ---*- tablegen -*-===//
//
// D = A * B + C on 2-D tiles or batched 3-D tiles (reference §2.10, §3.1).
// Operand shapes: lhs [B x] M x K, rhs [B x] K x N, acc [B x] M x N.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILE_IR_TILEMMAOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILEMMAOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"

def Tile_MmaFOp : Tile_Op<"mmaf", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "floating-point matrix multiply-accumulate";
  let description = [{
    lhs and rhs share their element type. Allowed (inputs -> acc):
    f8E4M3FN, f8E5M2, f16 -> f16 or f32; bf16, tf32, f32 -> f32;
    f64 -> f64. f4E2M1FN needs `mmaf_scaled`. `fast_acc` (13.3) asks for
    native reduced-precision f8 accumulation.

    ```mlir
    %d = mmaf %a, %b, %c : tile<128x64xtf32>, tile<64x128xtf32>, tile<128x128xf32>
    %e = mmaf %a8, %b8, %c fast_acc : tile<4x8xf8E4M3FN>, tile<8x16xf8E4M3FN>, tile<4x16xf32>
    ```
  }];
  let arguments = (ins Tile_FloatTile:$lhs, Tile_FloatTile:$rhs,
                       Tile_FloatTile:$acc, UnitAttr:$fast_acc);
  let results = (outs Tile_FloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict
    `:` custom<TileType>(type($lhs)) `,` custom<TileType>(type($rhs)) `,`
    custom<TileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def Tile_MmaIOp : Tile_Op<"mmai", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "i8 x i8 -> i32 matrix multiply-accumulate";
  let description = [{
    The signedness attributes say how each i8 input is read; acc and
    result are signed i32.

    ```mlir
    %d = mmai %a, %b, %c signed unsigned : tile<4x8xi8>, tile<8x2xi8>, tile<4x2xi32>
    ```
  }];
  let arguments = (ins Tile_IntTile:$lhs, Tile_IntTile:$rhs, Tile_IntTile:$acc,
                       Tile_SignednessAttr:$signedness_lhs,
                       Tile_SignednessAttr:$signedness_rhs);
  let results = (outs Tile_IntTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc $signedness_lhs $signedness_rhs attr-dict
    `:` custom<TileType>(type($lhs)) `,` custom<TileType>(type($rhs)) `,`
    custom<TileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def Tile_MmaFScaledOp : Tile_Op<"mmaf_scaled", [Pure,
    AllTypesMatch<["acc", "result"]>]> {
  let summary = "block-scaled f8/f4 matrix multiply-accumulate (13.3)";
  let description = [{
    lhs_scale is [B x] M x Ks and rhs_scale [B x] Ks x N; each scale covers
    K / Ks consecutive products along K. Inputs f8E4M3FN, f8E5M2 or
    f4E2M1FN with f8E8M0FNU scales, or f4E2M1FN with f8E4M3FN scales; the
    accumulator is f32. K / Ks is 32 for f8 inputs, 16 for f4 with
    f8E4M3FN scales, 16 or 32 for f4 with f8E8M0FNU scales.

    ```mlir
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<128x128xf8E5M2>,
        tile<128x128xf8E5M2>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>,
        tile<4x128xf8E8M0FNU>
    ```
  }];
  let arguments = (ins Tile_FloatTile:$lhs, Tile_FloatTile:$rhs,
                       Tile_FloatTile:$acc, Tile_FloatTile:$lhs_scale,
                       Tile_FloatTile:$rhs_scale);
  let results = (outs Tile_FloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict
    `:` custom<TileType>(type($lhs)) `,` custom<TileType>(type($rhs)) `,`
    custom<TileType>(type($acc)) `,` custom<TileType>(type($lhs_scale)) `,`
    custom<TileType>(type($rhs_scale))
  }];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_TILE_IR_TILEMMAOPS_TD
