//===- TileMmaOps.cpp - matrix multiply-accumulate ---===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

using namespace mlir;
using namespace mlir::tile;

/// Shape rules shared by all mma ops (reference §3.1): equal ranks of 2 or
/// 3, the same batch, lhs [B x] M x K, rhs [B x] K x N, acc [B x] M x N.
static LogicalResult verifyMmaShapes(Operation *op, TileType lhs, TileType rhs,
                                     TileType acc) {
  int64_t rank = lhs.getRank();
  if (rank != 2 && rank != 3)
    return op->emitOpError()
           << "expected lhs of rank 2 or 3, got rank " << rank;
  if (rhs.getRank() != rank || acc.getRank() != rank)
    return op->emitOpError()
           << "expected lhs, rhs and acc of the same rank, "
              "got "
           << rank << ", " << rhs.getRank() << " and " << acc.getRank();
  if (rank == 3 && (rhs.getDimSize(0) != lhs.getDimSize(0) ||
                    acc.getDimSize(0) != lhs.getDimSize(0)))
    return op->emitOpError() << "expected the same batch size in lhs, rhs "
                                "and acc, got "
                             << lhs.getDimSize(0) << ", " << rhs.getDimSize(0)
                             << " and " << acc.getDimSize(0);
  int64_t m = lhs.getDimSize(rank - 2), k = lhs.getDimSize(rank - 1);
  int64_t rhsK = rhs.getDimSize(rank - 2), n = rhs.getDimSize(rank - 1);
  if (rhsK != k)
    return op->emitOpError() << "expected rhs K dimension (" << rhsK
                             << ") to equal lhs K dimension (" << k << ")";
  if (acc.getDimSize(rank - 2) != m)
    return op->emitOpError()
           << "expected acc M dimension (" << acc.getDimSize(rank - 2)
           << ") to equal lhs M dimension (" << m << ")";
  if (acc.getDimSize(rank - 1) != n)
    return op->emitOpError()
           << "expected acc N dimension (" << acc.getDimSize(rank - 1)
           << ") to equal rhs N dimension (" << n << ")";
  return success();
}

static bool isF8(Type type) {
  return isa<Float8E4M3FNType, Float8E5M2Type>(type);
}

//===----------------------------------------------------------------------===//
// MmaFOp
//===----------------------------------------------------------------------===//

/// Whether `input` x `input` may accumulate into `acc` (reference §3.1).
static bool isSupportedMmaF(Type input, Type acc) {
  if (isF8(input) || input.isF16())
    return acc.isF16() || acc.isF32();
  if (input.isBF16() || input.isTF32() || input.isF32())
    return acc.isF32();
  if (input.isF64())
    return acc.isF64();
  return false;
}

LogicalResult MmaFOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType(),
           acc = getAcc().getType();
  Type input = lhs.getElementType();
  if (input != rhs.getElementType())
    return emitOpError() << "expected lhs and rhs of the same element type, "
                            "got "
                         << input << " and " << rhs.getElementType();
  if (isa<Float4E2M1FNType>(input))
    return emitOpError() << "does not take f4E2M1FN operands; use mmaf_scaled";
  if (!isSupportedMmaF(input, acc.getElementType()))
    return emitOpError() << "unsupported element types: " << input
                         << " operands with an " << acc.getElementType()
                         << " accumulator (expected f8E4M3FN/f8E5M2/f16 -> "
                            "f16/f32, bf16/tf32/f32 -> f32, f64 -> f64)";
  return verifyMmaShapes(*this, lhs, rhs, acc);
}

//===----------------------------------------------------------------------===//
// MmaIOp
//===----------------------------------------------------------------------===//

LogicalResult MmaIOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType(),
           acc = getAcc().getType();
  if (!lhs.getElementType().isInteger(8) || !rhs.getElementType().isInteger(8))
    return emitOpError() << "expected i8 lhs and rhs, got "
                         << lhs.getElementType() << " and "
                         << rhs.getElementType();
  if (!acc.getElementType().isInteger(32))
    return emitOpError() << "expected an i32 accumulator, got "
                         << acc.getElementType();
  return verifyMmaShapes(*this, lhs, rhs, acc);
}

//===----------------------------------------------------------------------===//
// MmaFScaledOp
//===----------------------------------------------------------------------===//

LogicalResult MmaFScaledOp::verify() {
  TileType lhs = getLhs().getType(), rhs = getRhs().getType(),
           acc = getAcc().getType();
  TileType lhsScale = getLhsScale().getType(),
           rhsScale = getRhsScale().getType();
  Type input = lhs.getElementType(), scale = lhsScale.getElementType();
  bool isF4 = isa<Float4E2M1FNType>(input);

  if (input != rhs.getElementType())
    return emitOpError() << "expected lhs and rhs of the same element type, "
                            "got "
                         << input << " and " << rhs.getElementType();
  if (!isF8(input) && !isF4)
    return emitOpError() << "expected f8E4M3FN, f8E5M2 or f4E2M1FN operands, "
                            "got "
                         << input;
  if (scale != rhsScale.getElementType())
    return emitOpError() << "expected lhs_scale and rhs_scale of the same "
                            "element type, got "
                         << scale << " and " << rhsScale.getElementType();
  bool isE8M0 = isa<Float8E8M0FNUType>(scale);
  bool isE4M3 = isa<Float8E4M3FNType>(scale);
  if (!isE8M0 && !isE4M3)
    return emitOpError() << "expected f8E8M0FNU or f8E4M3FN scales, got "
                         << scale;
  if (isE4M3 && !isF4)
    return emitOpError() << "expected f4E2M1FN operands with f8E4M3FN "
                            "scales, got "
                         << input;
  if (!acc.getElementType().isF32())
    return emitOpError() << "expected an f32 accumulator, got "
                         << acc.getElementType();
  if (failed(verifyMmaShapes(*this, lhs, rhs, acc)))
    return failure();

  int64_t rank = lhs.getRank();
  if (lhsScale.getRank() != rank || rhsScale.getRank() != rank)
    return emitOpError() << "expected lhs_scale and rhs_scale of rank " << rank
                         << ", got " << lhsScale.getRank() << " and "
                         << rhsScale.getRank();
  if (rank == 3 && (lhsScale.getDimSize(0) != lhs.getDimSize(0) ||
                    rhsScale.getDimSize(0) != lhs.getDimSize(0)))
    return emitOpError() << "expected the scales' batch size to be "
                         << lhs.getDimSize(0) << ", got "
                         << lhsScale.getDimSize(0) << " and "
                         << rhsScale.getDimSize(0);
  int64_t m = lhs.getDimSize(rank - 2), k = lhs.getDimSize(rank - 1);
  int64_t n = rhs.getDimSize(rank - 1);
  if (lhsScale.getDimSize(rank - 2) != m)
    return emitOpError() << "expected lhs_scale M dimension ("
                         << lhsScale.getDimSize(rank - 2)
                         << ") to equal lhs M dimension (" << m << ")";
  if (rhsScale.getDimSize(rank - 1) != n)
    return emitOpError() << "expected rhs_scale N dimension ("
                         << rhsScale.getDimSize(rank - 1)
                         << ") to equal rhs N dimension (" << n << ")";
  int64_t ks = lhsScale.getDimSize(rank - 1);
  if (rhsScale.getDimSize(rank - 2) != ks)
    return emitOpError() << "expected the same scale K dimension in "
                            "lhs_scale ("
                         << ks << ") and rhs_scale ("
                         << rhsScale.getDimSize(rank - 2) << ")";
  if (ks <= 0 || k % ks != 0)
    return emitOpError() << "expected scale K dimension (" << ks
                         << ") to divide K (" << k << ")";

  // Each scale covers K / Ks consecutive products along K.
  int64_t vecSize = k / ks;
  if (!isF4 && vecSize != 32)
    return emitOpError() << "expected K / scale K = 32 for f8 operands, got "
                         << vecSize;
  if (isF4 && isE4M3 && vecSize != 16)
    return emitOpError() << "expected K / scale K = 16 for f4E2M1FN operands "
                            "with f8E4M3FN scales, got "
                         << vecSize;
  if (isF4 && isE8M0 && vecSize != 16 && vecSize != 32)
    return emitOpError() << "expected K / scale K = 16 or 32 for f4E2M1FN "
                            "operands with f8E8M0FNU scales, got "
                         << vecSize;
  return success();
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileMmaOps.cpp.inc"
