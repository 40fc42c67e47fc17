//===- TileToGPUMma.cpp - mmaf and mmai on tensor cores -------------------===//
//
// D = A·B + C. A and B (blocked) go through the entry's shared-memory
// scratch, A as [batch][Mp][row] row-major and B transposed as
// [batch][Np][row], a row being Kp elements and 16 bytes of padding (so
// the rows an ldmatrix reads hit distinct banks), each dimension padded to
// the instruction shape with zeros in K. Warps read their operand
// fragments with ldmatrix. Then, by the accumulator's layout:
//
//  - mma layout (tile-assign-layouts chose it; docs/layouts.md): C is this
//    thread's fragments already. Each warp runs its own 16x8 tiles over K
//    and D stays in registers -- a loop of mma never touches scratch for
//    its accumulator.
//  - blocked: C goes to scratch as [batch][Mp][Np] in f32 (i32 for mmai);
//    each warp takes 16x8 tiles in turn (tile p goes to warp p mod W),
//    loads its C fragment, runs mma.sync over K and writes D over C; a
//    barrier, and each thread reads its blocked part of D.
//
// Per element type (PTX ISA, "Matrix fragments for mma.m16n8k*"):
//
//   f16, bf16   m16n8k16, two elements per 32-bit register
//   tf32        m16n8k8, one element (f32 bits, low 13 bits zero)
//   s8, u8      m16n8k32, four elements
//
// A register holds `perRegister` elements consecutive in K for A (row
// g = lane / 4, plus 8 for the second and fourth register) and for B
// (column g); a thread's registers start at K = perRegister * (lane % 4),
// the second half of K at +kInst / 2 (+16 bytes for every family, which
// is why one ldmatrix pattern serves them all). Accumulator register i is
// row g + 8 * (i / 2), column 2 * (lane % 4) + i % 2.
//
// f8E4M3FN and f8E5M2 operands are first widened to f16 (exactly: every f8
// value is an f16 value) by widenFloat8Mma, so they take the f16
// instruction with f32 accumulation, as the interpreter computes them.
// An f16 accumulator is staged in f32 and rounded to f16 once at the end,
// as the interpreter defines it.
//
// tilegpu.shared_mma (tile-pipeline-mma-shared) skips the staging: its A
// and B already sit in ring buffers, row-major with padded rows (B not
// transposed), so A is read with ldmatrix as above and B with
// ldmatrix.trans (two column tiles per x4); f32 rings feed the tf32
// instruction, B element by element and every register rounded to tf32.
// With `wgmma` (sm_90), its swizzled rings feed wgmma.mma_async through
// descriptors instead (emitWarpgroupMma) and tilegpu.wgmma_wait waits for
// the group. f32 x f32 and f64 x f64 take no tensor
// core: each thread computes its own elements of D with one fused
// multiply-add per k, k ascending, from C -- the interpreter's order, so
// those results are bit-exact (docs/lowering.md, "mma precision").
//
//===----------------------------------------------------------------------===//

#include "TileIR/Analysis/LayoutAssignment.h"
#include "TileIR/Analysis/LoweringCosts.h"
#include "TileIR/Analysis/MmaRings.h"
#include "TileIR/Conversion/Passes.h"
#include "TileToGPU.h"
#include "TileToGPUFloat.h"
#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

/// The operand shapes of an mma, rank 2 read as batch 1.
struct MmaDims {
  int64_t batch = 1, m = 0, n = 0, k = 0;

  static MmaDims get(TileType lhs, TileType rhs) {
    MmaDims dims;
    int64_t rank = lhs.getRank();
    if (rank == 3)
      dims.batch = lhs.getDimSize(0);
    dims.m = lhs.getDimSize(rank - 2);
    dims.k = lhs.getDimSize(rank - 1);
    dims.n = rhs.getDimSize(rank - 1);
    return dims;
  }
};

/// One mma.sync instruction family.
struct MmaInstruction {
  NVVM::MMATypes type;
  int64_t k;           // m16n8k<k>
  int64_t perRegister; // operand elements per 32-bit register
  bool isInteger;
};

/// The mma.sync family for operands of `element`, if it has one.
std::optional<MmaInstruction> getInstruction(Type element, bool isSigned) {
  if (element.isF16())
    return MmaInstruction{NVVM::MMATypes::f16, 16, 2, false};
  if (element.isBF16())
    return MmaInstruction{NVVM::MMATypes::bf16, 16, 2, false};
  if (element.isTF32())
    return MmaInstruction{NVVM::MMATypes::tf32, 8, 1, false};
  if (element.isInteger(8))
    return MmaInstruction{isSigned ? NVVM::MMATypes::s8 : NVVM::MMATypes::u8,
                          32, 4, true};
  return std::nullopt;
}

constexpr int64_t kTileM = 16, kTileN = 8;

Value i64Constant(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(b, loc, b.getI64Type(), value);
}

/// Which of this thread's elements of a [batch, rows, cols] tile sit where
/// in a [batch, paddedRows, paddedCols] scratch region (optionally with
/// the last two dimensions swapped), as `vector<K x i64>` element indices.
Value getPaddedIndices(OpBuilder &b, Location loc, const BlockedLayout &layout,
                       ArrayRef<int64_t> shape, int64_t paddedRows,
                       int64_t paddedCols, bool transpose) {
  Value linear = getElementLinearIndices(b, loc, layout);
  SmallVector<Value> coords = delinearize(b, loc, linear, shape);
  Value batch =
      coords.size() == 3 ? coords[0] : laneConstant(b, loc, linear, 0);
  Value row = coords[coords.size() - 2], col = coords.back();
  if (transpose)
    std::swap(row, col);
  return linearize(b, loc, {batch, row, col},
                   {shape.size() == 3 ? shape[0] : 1, paddedRows, paddedCols});
}

/// Stores a whole tile (this thread's part `value`) into a scratch region
/// laid out as [batch][paddedRows][paddedCols] (paddedCols: the row
/// stride). Untransposed, a thread's elements are consecutive in row-major
/// order (sizes are powers of two), so they go as one vector store per row
/// they touch; transposed, element by element.
void stageOperand(OpBuilder &b, Location loc,
                  const TileTypeConverter &converter, Value value,
                  TileType type, int64_t paddedRows, int64_t paddedCols,
                  bool transpose, int64_t byteOffset) {
  BlockedLayout layout = converter.getLayout(type);
  int64_t rank = type.getRank();
  int64_t rows = type.getDimSize(rank - 2), cols = type.getDimSize(rank - 1);
  if (!transpose && rows == paddedRows && cols == paddedCols) {
    storeBlocked(b, loc, converter, value, layout, byteOffset);
    return;
  }
  Value lanes = toLaneVector(b, loc, value);
  if (transpose) {
    Value indices = getPaddedIndices(b, loc, layout, type.getShape(),
                                     paddedRows, paddedCols, transpose);
    storeIndexed(b, loc, converter, lanes, indices, byteOffset);
    return;
  }
  lanes = toScratchForm(b, loc, lanes);
  Type memory = cast<VectorType>(lanes.getType()).getElementType();
  int64_t elementBytes = getElementBytes(memory);
  int64_t segment = std::min(layout.perThread, cols);
  Value first = getFirstElementIndex(b, loc, layout);
  int64_t batch = rank == 3 ? type.getDimSize(0) : 1;
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value base = getScratchPointer(b, loc, converter, byteOffset);
  for (int64_t start = 0; start < layout.perThread; start += segment) {
    Value linear =
        arith::AddIOp::create(b, loc, first, i64Constant(b, loc, start));
    SmallVector<Value> coords =
        delinearize(b, loc, linear, {batch, rows, cols});
    Value index = linearize(b, loc, coords, {batch, paddedRows, paddedCols});
    Value bytes =
        arith::MulIOp::create(b, loc, index, i64Constant(b, loc, elementBytes));
    Value address = LLVM::GEPOp::create(b, loc, ptrType, b.getI8Type(), base,
                                        ValueRange{bytes});
    Value part = vector::ExtractStridedSliceOp::create(
        b, loc, lanes, ArrayRef<int64_t>{start}, ArrayRef<int64_t>{segment},
        ArrayRef<int64_t>{1});
    // Rows start at multiples of 16 bytes; the column at a multiple of the
    // segment.
    LLVM::StoreOp::create(b, loc, part, address,
                          alignmentOf(segment * elementBytes));
  }
}

/// Zeroes `bytes` (a multiple of 16) of scratch from `byteOffset`, the
/// block's threads striding over it.
void zeroScratch(OpBuilder &b, Location loc, const TileTypeConverter &converter,
                 int64_t byteOffset, int64_t bytes) {
  Value base = getScratchPointer(b, loc, converter, byteOffset);
  auto zeros = arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(VectorType::get({4}, b.getI32Type()),
                             b.getI32IntegerAttr(0)));
  Value start = arith::MulIOp::create(b, loc, getThreadId(b, loc),
                                      i64Constant(b, loc, 16));
  auto loop =
      scf::ForOp::create(b, loc, start, i64Constant(b, loc, bytes),
                         i64Constant(b, loc, 16 * converter.getThreads()));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value address = LLVM::GEPOp::create(b, loc, ptrType, b.getI8Type(), base,
                                      ValueRange{loop.getInductionVar()});
  LLVM::StoreOp::create(b, loc, zeros, address, /*alignment=*/16);
}

/// The address of accumulator element `index` (4-byte elements).
Value accumulatorAddress(OpBuilder &b, Location loc,
                         const TileTypeConverter &converter, int64_t byteOffset,
                         Value index) {
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  return LLVM::GEPOp::create(b, loc, ptrType, b.getI32Type(),
                             getScratchPointer(b, loc, converter, byteOffset),
                             ValueRange{index});
}

/// Where an mma's operands sit in scratch: A as [batch][Mp][rowStride],
/// B transposed as [batch][Np][rowStride], then (staged accumulators only)
/// C in f32/i32 as [batch][Mp][Np]. A row holds Kp elements and 16 bytes
/// of padding, an odd number of 16-byte units, so the eight rows an
/// ldmatrix reads fall in different banks.
struct MmaStagingPlan {
  MmaDims dims;
  MmaInstruction instruction;
  int64_t paddedM, paddedN, paddedK, rowStride;
  int64_t operandBytes; // bytes of one A/B element in scratch
  int64_t offsetA = 0, offsetB = 0, offsetC = 0, totalBytes = 0;

  MmaStagingPlan(MmaDims dims, MmaInstruction instruction, int64_t operandBytes)
      : dims(dims), instruction(instruction), operandBytes(operandBytes) {
    paddedM = std::max(dims.m, kTileM);
    paddedN = std::max(dims.n, kTileN);
    paddedK = std::max(dims.k, instruction.k);
    rowStride = paddedK + 16 / operandBytes;
    offsetB = roundUp16(dims.batch * paddedM * rowStride * operandBytes);
    offsetC =
        offsetB + roundUp16(dims.batch * paddedN * rowStride * operandBytes);
    totalBytes = offsetC + roundUp16(dims.batch * paddedM * paddedN * 4);
  }
  bool padsK() const { return paddedK != dims.k; }
  bool padsAccumulator() const {
    return paddedM != dims.m || paddedN != dims.n;
  }
};

/// `matrices` 8x8 b16 matrices with one ldmatrix at `base` + `bytes`
/// (this lane's row address; `transpose`: .trans), as i32 registers.
SmallVector<Value> loadMatrices(OpBuilder &b, Location loc, Value base,
                                Value bytes, int64_t matrices, bool transpose) {
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value address = LLVM::GEPOp::create(b, loc, ptrType, b.getI8Type(), base,
                                      ValueRange{bytes});
  Type resultType = LLVM::LLVMStructType::getLiteral(
      b.getContext(), SmallVector<Type>(matrices, b.getI32Type()));
  Value loaded = NVVM::LdMatrixOp::create(
      b, loc, resultType, address, uint32_t(matrices),
      transpose ? NVVM::MMALayout::col : NVVM::MMALayout::row,
      NVVM::LdStMatrixShapeAttr::get(b.getContext(), 8, 8),
      NVVM::LdStMatrixEltType::B16);
  SmallVector<Value> registers;
  for (int64_t i = 0; i < matrices; ++i)
    registers.push_back(LLVM::ExtractValueOp::create(b, loc, loaded, i));
  return registers;
}

/// Loads operand fragments with ldmatrix: A's 16 x k-instruction tile as
/// four 8x8 b16 matrices (rows 0-7 and 8-15 of the first and the second
/// 16 bytes of K: registers a0..a3 of every mma.sync family), B's
/// 8 x k-instruction tile as two (b0, b1). Each lane gives the address of
/// one matrix row: lane l row l mod 8 of matrix l / 8.
class FragmentLoader {
public:
  FragmentLoader(OpBuilder &b, Location loc, const TileTypeConverter &converter,
                 const MmaStagingPlan &plan, Value lane)
      : b(b), loc(loc), converter(converter), plan(plan) {
    Value matrix = arith::DivUIOp::create(b, loc, lane, i64Constant(b, loc, 8));
    Value row = arith::RemUIOp::create(b, loc, lane, i64Constant(b, loc, 8));
    Value low = arith::AndIOp::create(b, loc, matrix, i64Constant(b, loc, 1));
    Value high = arith::ShRUIOp::create(b, loc, matrix, i64Constant(b, loc, 1));
    // A: row (m & 1) * 8 + r, byte (m >> 1) * 16; B: row r, byte
    // (m & 1) * 16 (lanes 16-31 repeat 0-15; ldmatrix.x2 ignores them).
    laneRowA = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, low, i64Constant(b, loc, 8)),
        row);
    laneByteA = arith::MulIOp::create(b, loc, high, i64Constant(b, loc, 16));
    laneRowB = row;
    laneByteB = arith::MulIOp::create(b, loc, low, i64Constant(b, loc, 16));
  }

  /// A's registers for the 16 rows from `row` (batch-major) at element `k`.
  SmallVector<Value> loadA(Value row, Value k) {
    return load(plan.offsetA, add(row, laneRowA), k, laneByteA, 4);
  }
  /// B's registers for the 8 columns (rows of the transposed B) from `row`.
  SmallVector<Value> loadB(Value row, Value k) {
    return load(plan.offsetB, add(row, laneRowB), k, laneByteB, 2);
  }

private:
  Value add(Value x, Value y) {
    return arith::AddIOp::create(b, loc, x, y).getResult();
  }

  SmallVector<Value> load(int64_t offset, Value row, Value k, Value laneByte,
                          int64_t matrices) {
    Value bytes = arith::MulIOp::create(
        b, loc, row, i64Constant(b, loc, plan.rowStride * plan.operandBytes));
    bytes = add(bytes, arith::MulIOp::create(
                           b, loc, k, i64Constant(b, loc, plan.operandBytes)));
    bytes = add(bytes, laneByte);
    return loadMatrices(b, loc, getScratchPointer(b, loc, converter, offset),
                        bytes, matrices, /*transpose=*/false);
  }

  OpBuilder &b;
  Location loc;
  const TileTypeConverter &converter;
  const MmaStagingPlan &plan;
  Value laneRowA, laneByteA, laneRowB, laneByteB;
};

/// One mma.sync: D = A * B + C on one 16x8 tile, C and D as four scalars.
SmallVector<Value> emitMmaSync(OpBuilder &b, Location loc,
                               const MmaInstruction &inst, NVVM::MMATypes typeB,
                               SmallVector<Value> a, SmallVector<Value> bRegs,
                               ValueRange c) {
  if (inst.type == NVVM::MMATypes::f16) {
    // The NVVM op takes f16 pairs as vectors.
    auto pair = VectorType::get({2}, b.getF16Type());
    for (Value &v : llvm::concat<Value>(a, bRegs))
      v = LLVM::BitcastOp::create(b, loc, pair, v);
  }
  Type accType = c.front().getType();
  Type resultType = LLVM::LLVMStructType::getLiteral(
      b.getContext(), SmallVector<Type>(4, accType));
  auto shape = NVVM::MMAShapeAttr::get(b.getContext(), kTileM, kTileN, inst.k);
  NVVM::MMAIntOverflowAttr overflow;
  if (inst.isInteger)
    overflow = NVVM::MMAIntOverflowAttr::get(b.getContext(),
                                             NVVM::MMAIntOverflow::wrapped);
  Value d = NVVM::MmaOp::create(
      b, loc, resultType, shape, /*b1Op=*/nullptr, overflow,
      NVVM::MMALayout::row, NVVM::MMALayout::col,
      NVVM::MMATypesAttr::get(b.getContext(), inst.type),
      NVVM::MMATypesAttr::get(b.getContext(), typeB), a, bRegs, c);
  SmallVector<Value> result;
  for (int64_t i = 0; i < 4; ++i)
    result.push_back(LLVM::ExtractValueOp::create(b, loc, d, i));
  return result;
}

/// The warp's loop over its 16x8 output tiles of a staged accumulator
/// (tile p goes to warp p mod W): loads the C fragment, runs the
/// instructions over K, stores D in its place.
void emitWarpTiles(OpBuilder &b, Location loc,
                   const TileTypeConverter &converter,
                   const MmaStagingPlan &plan, NVVM::MMATypes typeB) {
  const MmaInstruction &inst = plan.instruction;
  int64_t tilesM = plan.paddedM / kTileM, tilesN = plan.paddedN / kTileN;
  int64_t tiles = plan.dims.batch * tilesM * tilesN;
  int64_t warps = converter.getThreads() / 32;
  int64_t perWarp = llvm::divideCeil(tiles, warps);

  Value tid = getThreadId(b, loc);
  Value warp = arith::DivUIOp::create(b, loc, tid, i64Constant(b, loc, 32));
  Value lane = arith::RemUIOp::create(b, loc, tid, i64Constant(b, loc, 32));
  Value group = arith::DivUIOp::create(b, loc, lane, i64Constant(b, loc, 4));
  Value inGroup = arith::RemUIOp::create(b, loc, lane, i64Constant(b, loc, 4));
  Value nLane = arith::MulIOp::create(b, loc, inGroup, i64Constant(b, loc, 2));
  FragmentLoader loader(b, loc, converter, plan, lane);

  auto tileLoop =
      scf::ForOp::create(b, loc, i64Constant(b, loc, 0),
                         i64Constant(b, loc, perWarp), i64Constant(b, loc, 1));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(tileLoop.getBody());
  Value p = arith::AddIOp::create(
      b, loc, warp,
      arith::MulIOp::create(b, loc, tileLoop.getInductionVar(),
                            i64Constant(b, loc, warps)));
  if (tiles % warps != 0) {
    // The condition is the same in all lanes of a warp, as mma.sync needs.
    Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, p,
                                          i64Constant(b, loc, tiles));
    auto guardIf = scf::IfOp::create(b, loc, inRange, /*withElse=*/false);
    b.setInsertionPointToStart(&guardIf.getThenRegion().front());
  }
  Value tileN = arith::RemUIOp::create(b, loc, p, i64Constant(b, loc, tilesN));
  Value rest = arith::DivUIOp::create(b, loc, p, i64Constant(b, loc, tilesN));
  Value tileM =
      arith::RemUIOp::create(b, loc, rest, i64Constant(b, loc, tilesM));
  Value batch =
      arith::DivUIOp::create(b, loc, rest, i64Constant(b, loc, tilesM));
  auto add = [&](Value x, Value y) {
    return arith::AddIOp::create(b, loc, x, y).getResult();
  };
  auto mul = [&](Value x, int64_t y) {
    return arith::MulIOp::create(b, loc, x, i64Constant(b, loc, y)).getResult();
  };
  auto addConst = [&](Value x, int64_t y) {
    return y == 0 ? x : add(x, i64Constant(b, loc, y));
  };
  // First rows of the tile in A and C (batch-major) and in the transposed B.
  Value rowA = add(mul(batch, plan.paddedM), mul(tileM, kTileM));
  Value rowB = add(mul(batch, plan.paddedN), mul(tileN, kTileN));
  Value rowC = add(rowA, group);
  Value colC = add(mul(tileN, kTileN), nLane);

  // C fragment: rows rowC and rowC + 8, columns colC and colC + 1.
  Type accType = inst.isInteger ? Type(b.getI32Type()) : Type(b.getF32Type());
  SmallVector<Value> accIndices;
  for (int64_t i = 0; i < 4; ++i)
    accIndices.push_back(addConst(
        add(mul(addConst(rowC, 8 * (i / 2)), plan.paddedN), colC), i % 2));
  SmallVector<Value> acc;
  for (Value index : accIndices)
    acc.push_back(LLVM::LoadOp::create(
        b, loc, accType,
        accumulatorAddress(b, loc, converter, plan.offsetC, index),
        /*alignment=*/4));

  auto kLoop = scf::ForOp::create(b, loc, i64Constant(b, loc, 0),
                                  i64Constant(b, loc, plan.paddedK),
                                  i64Constant(b, loc, inst.k), acc);
  {
    OpBuilder::InsertionGuard kGuard(b);
    b.setInsertionPointToStart(kLoop.getBody());
    Value k = kLoop.getInductionVar();
    SmallVector<Value> a = loader.loadA(rowA, k);
    SmallVector<Value> bRegs = loader.loadB(rowB, k);
    scf::YieldOp::create(
        b, loc,
        emitMmaSync(b, loc, inst, typeB, a, bRegs, kLoop.getRegionIterArgs()));
  }
  for (auto [value, index] : llvm::zip(kLoop.getResults(), accIndices))
    LLVM::StoreOp::create(
        b, loc, value,
        accumulatorAddress(b, loc, converter, plan.offsetC, index),
        /*alignment=*/4);
}

/// Where a warp's operand fragments come from: this warp's A row tile i and
/// its B column tiles of one batch, at element k.
class FragmentSource {
public:
  virtual ~FragmentSource() = default;
  virtual SmallVector<Value> loadA(int64_t batch, int64_t i, Value k) = 0;
  virtual SmallVector<SmallVector<Value>> loadB(int64_t batch, Value k) = 0;
};

/// The warp's coordinates (wm, wn) in an mma layout's warp grid.
std::pair<Value, Value> getWarpCoordinates(OpBuilder &b, Location loc,
                                           tilegpu::MmaLayoutAttr layout) {
  Value warp = arith::DivUIOp::create(b, loc, getThreadId(b, loc),
                                      i64Constant(b, loc, 32));
  int64_t warpsN = layout.getWarpsN();
  return {arith::DivUIOp::create(b, loc, warp, i64Constant(b, loc, warpsN)),
          arith::RemUIOp::create(b, loc, warp, i64Constant(b, loc, warpsN))};
}

Value getLane(OpBuilder &b, Location loc) {
  return arith::RemUIOp::create(b, loc, getThreadId(b, loc),
                                i64Constant(b, loc, 32));
}

/// Fragments from the operands staged in scratch (MmaStagingPlan): A
/// row-major, B transposed, both read with plain ldmatrix.
class StagedFragments : public FragmentSource {
public:
  StagedFragments(OpBuilder &b, Location loc,
                  const TileTypeConverter &converter,
                  const MmaStagingPlan &plan, tilegpu::MmaLayoutAttr layout)
      : b(b), loc(loc), plan(plan), layout(layout),
        loader(b, loc, converter, plan, getLane(b, loc)) {
    std::tie(wm, wn) = getWarpCoordinates(b, loc, layout);
  }

  SmallVector<Value> loadA(int64_t batch, int64_t i, Value k) override {
    return loader.loadA(
        firstRow(batch, wm, i, layout.getWarpsM(), kTileM, plan.paddedM), k);
  }
  SmallVector<SmallVector<Value>> loadB(int64_t batch, Value k) override {
    SmallVector<SmallVector<Value>> fragments;
    int64_t tilesJ = plan.dims.n / kTileN / layout.getWarpsN();
    for (int64_t j = 0; j < tilesJ; ++j)
      fragments.push_back(loader.loadB(
          firstRow(batch, wn, j, layout.getWarpsN(), kTileN, plan.paddedN), k));
    return fragments;
  }

private:
  /// The first row of tile `index` of this warp along M (A) or N (B).
  Value firstRow(int64_t batch, Value w, int64_t index, int64_t warpsAlong,
                 int64_t tile, int64_t padded) {
    Value first = arith::MulIOp::create(b, loc, w, i64Constant(b, loc, tile));
    return arith::AddIOp::create(
        b, loc, first,
        i64Constant(b, loc, batch * padded + index * warpsAlong * tile));
  }

  OpBuilder &b;
  Location loc;
  const MmaStagingPlan &plan;
  tilegpu::MmaLayoutAttr layout;
  FragmentLoader loader;
  Value wm, wn;
};

/// A warp's A and B fragments of one k step, every batch's.
struct StepFragments {
  SmallVector<SmallVector<SmallVector<Value>>> a, b; // [batch][tile]
};

/// The fragments of the k step at element `k` from `source`.
StepFragments loadStepFragments(MmaDims dims, tilegpu::MmaLayoutAttr layout,
                                FragmentSource &source, Value k) {
  int64_t tilesI = dims.m / kTileM / layout.getWarpsM();
  StepFragments fragments;
  for (int64_t batch = 0; batch < dims.batch; ++batch) {
    fragments.a.emplace_back();
    for (int64_t i = 0; i < tilesI; ++i)
      fragments.a.back().push_back(source.loadA(batch, i, k));
    fragments.b.push_back(source.loadB(batch, k));
  }
  return fragments;
}

/// The mma.sync of every (i, j) tile of every batch on the accumulator
/// lanes `lanes` with one k step's `fragments`. Returns the new lanes.
Value multiplyStep(OpBuilder &b, Location loc, MmaDims dims,
                   const MmaInstruction &inst, NVVM::MMATypes typeB,
                   tilegpu::MmaLayoutAttr layout,
                   const StepFragments &fragments, Value lanes) {
  int64_t tilesI = dims.m / kTileM / layout.getWarpsM();
  int64_t tilesJ = dims.n / kTileN / layout.getWarpsN();
  for (int64_t batch = 0; batch < dims.batch; ++batch) {
    for (int64_t i = 0; i < tilesI; ++i) {
      for (int64_t j = 0; j < tilesJ; ++j) {
        int64_t first = ((batch * tilesI + i) * tilesJ + j) * 4;
        SmallVector<Value> c;
        for (int64_t r = 0; r < 4; ++r)
          c.push_back(vector::ExtractOp::create(b, loc, lanes, first + r));
        SmallVector<Value> d =
            emitMmaSync(b, loc, inst, typeB, fragments.a[batch][i],
                        fragments.b[batch][j], c);
        for (int64_t r = 0; r < 4; ++r)
          lanes = vector::InsertOp::create(b, loc, d[r], lanes, first + r);
      }
    }
  }
  return lanes;
}

/// One k step of a warp's tiles: its A and B fragments at element `k`
/// from `source`, then the mma.sync of every (i, j) tile of every batch on
/// the accumulator lanes `lanes`. With `beforeMma`, the fragments load
/// first, then `beforeMma` runs, then the mmas. Returns the new lanes.
Value emitFragmentStep(OpBuilder &b, Location loc, MmaDims dims,
                       const MmaInstruction &inst, NVVM::MMATypes typeB,
                       tilegpu::MmaLayoutAttr layout, FragmentSource &source,
                       Value k, Value lanes,
                       llvm::function_ref<void()> beforeMma = nullptr) {
  StepFragments fragments = loadStepFragments(dims, layout, source, k);
  if (beforeMma)
    beforeMma();
  return multiplyStep(b, loc, dims, inst, typeB, layout, fragments, lanes);
}

/// One batch's step fragments (A's tiles, then B's) as a vector of i32, the
/// form `tilegpu.load_mma_fragments` and shared_mma's `first_step` carry.
Value packStepFragments(OpBuilder &b, Location loc,
                        const StepFragments &fragments) {
  SmallVector<Value> words;
  for (const auto &tile : fragments.a.front())
    llvm::append_range(words, tile);
  for (const auto &tile : fragments.b.front())
    llvm::append_range(words, tile);
  auto type = VectorType::get({int64_t(words.size())}, b.getI32Type());
  Value packed = LLVM::PoisonOp::create(b, loc, type);
  for (auto [index, word] : llvm::enumerate(words))
    packed = vector::InsertOp::create(b, loc, word, packed, int64_t(index));
  return packed;
}

/// The inverse of packStepFragments for a warp's `tiles` (four registers
/// an A tile, two a B tile).
StepFragments unpackStepFragments(OpBuilder &b, Location loc, Value packed,
                                  tilegpu::MmaWarpTiles tiles) {
  StepFragments fragments;
  fragments.a.emplace_back();
  fragments.b.emplace_back();
  int64_t next = 0;
  auto take = [&](int64_t count) {
    SmallVector<Value> words;
    for (int64_t r = 0; r < count; ++r)
      words.push_back(vector::ExtractOp::create(b, loc, packed, next++));
    return words;
  };
  for (int64_t i = 0; i < tiles.tilesA; ++i)
    fragments.a.back().push_back(take(4));
  for (int64_t j = 0; j < tiles.tilesB; ++j)
    fragments.b.back().push_back(take(2));
  return fragments;
}

/// The unrolled k steps of a warp's tiles in CUTLASS's order, the first
/// step's fragments given (`first`, loaded by the previous iteration):
/// each next step's fragments load before this step's mmas, and in the
/// last step, after `beforeLastStep` (the loop's wait and barrier), the
/// first step's fragments of the next buffer from `nextSource`, which the
/// last step's mmas then hide. Returns D's lanes and those fragments.
std::pair<Value, StepFragments>
emitCarriedFragmentTiles(OpBuilder &b, Location loc, MmaDims dims,
                         int64_t paddedK, const MmaInstruction &inst,
                         NVVM::MMATypes typeB, tilegpu::MmaLayoutAttr layout,
                         FragmentSource &source, FragmentSource &nextSource,
                         Value acc, StepFragments first,
                         llvm::function_ref<void()> beforeLastStep) {
  int64_t lastK = paddedK - inst.k;
  StepFragments current = std::move(first), nextFirst;
  for (int64_t k = 0; k < paddedK; k += inst.k) {
    StepFragments next;
    if (k != lastK) {
      next = loadStepFragments(dims, layout, source,
                               i64Constant(b, loc, k + inst.k));
    } else {
      if (beforeLastStep)
        beforeLastStep();
      nextFirst =
          loadStepFragments(dims, layout, nextSource, i64Constant(b, loc, 0));
    }
    acc = multiplyStep(b, loc, dims, inst, typeB, layout, current, acc);
    current = std::move(next);
  }
  return {acc, std::move(nextFirst)};
}

/// The accumulator in the mma layout `layout` (`acc`, this thread's
/// `vector<K x f32|i32>` in the layout's order) stays in registers: each
/// warp runs its tiles (wm + warpsM i, wn + warpsN j) of every batch over
/// K, loading each A and B fragment once per k step from `source`. The k
/// steps are a loop, or, `unroll`, one after the other (constant offsets,
/// and the next step's fragment loads free to overlap this step's mma).
/// `beforeLastStep` runs between the last step's fragment loads and its
/// mmas (that step then outside the loop). Returns D in the same order.
Value emitFragmentTiles(OpBuilder &b, Location loc, MmaDims dims,
                        int64_t paddedK, const MmaInstruction &inst,
                        NVVM::MMATypes typeB, tilegpu::MmaLayoutAttr layout,
                        FragmentSource &source, Value acc, bool unroll = false,
                        llvm::function_ref<void()> beforeLastStep = nullptr) {
  int64_t lastK = paddedK - inst.k;
  if (unroll) {
    for (int64_t k = 0; k < paddedK; k += inst.k)
      acc = emitFragmentStep(b, loc, dims, inst, typeB, layout, source,
                             i64Constant(b, loc, k), acc,
                             k == lastK ? beforeLastStep : nullptr);
    return acc;
  }
  int64_t loopEnd = beforeLastStep ? lastK : paddedK;
  if (loopEnd > 0) {
    auto kLoop = scf::ForOp::create(b, loc, i64Constant(b, loc, 0),
                                    i64Constant(b, loc, loopEnd),
                                    i64Constant(b, loc, inst.k), acc);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(kLoop.getBody());
    scf::YieldOp::create(b, loc,
                         emitFragmentStep(b, loc, dims, inst, typeB, layout,
                                          source, kLoop.getInductionVar(),
                                          kLoop.getRegionIterArgs()[0]));
    acc = kLoop.getResult(0);
  }
  if (beforeLastStep)
    acc = emitFragmentStep(b, loc, dims, inst, typeB, layout, source,
                           i64Constant(b, loc, lastK), acc, beforeLastStep);
  return acc;
}

/// The register element of the staged accumulator: f32 for floats (an f16
/// accumulator is widened), i32 for integers.
Type getStagedAccumulatorType(OpBuilder &b, Type accElement) {
  return accElement.isInteger(32) ? Type(b.getI32Type()) : Type(b.getF32Type());
}

/// A `vector<K x elem>` converted elementwise to `vector<K x to>`
/// (float widening/narrowing only).
Value convertLanes(OpBuilder &b, Location loc, Value lanes, Type to) {
  auto type = cast<VectorType>(lanes.getType());
  Type from = type.getElementType();
  if (from == to)
    return lanes;
  if (from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
    return arith::ExtFOp::create(b, loc, type.clone(to), lanes);
  return arith::TruncFOp::create(b, loc, type.clone(to), lanes);
}

/// An mma's converted operands and their tile types.
struct MmaOperands {
  Value lhs, rhs, acc;
  TileType lhsType, rhsType, accType;

  template <typename OpTy>
  static MmaOperands get(OpTy op, typename OpTy::Adaptor adaptor) {
    return {adaptor.getLhs(),      adaptor.getRhs(),
            adaptor.getAcc(),      op.getLhs().getType(),
            op.getRhs().getType(), op.getAcc().getType()};
  }
};

/// A resident B (tilegpu.resident_rhs): staged into its own region right
/// where it is defined -- outside the loop around the mma, so once for
/// every iteration -- the first time an mma reading it is lowered. Its
/// registers die there. The mma's barrier before its fragment loads orders
/// the staging before every read, and nothing else writes the region.
void stageResidentRhs(OpBuilder &b, Location loc, Operation *op, Value rhs,
                      TileType rhsType, const MmaStagingPlan &plan,
                      int64_t offset, const TileTypeConverter &converter) {
  if (!converter.claimResidentStaging(op->getOperand(1)))
    return;
  OpBuilder::InsertionGuard guard(b);
  if (Operation *definer = rhs.getDefiningOp())
    b.setInsertionPointAfter(definer);
  else
    b.setInsertionPointToStart(cast<BlockArgument>(rhs).getOwner());
  if (plan.padsK()) {
    zeroScratch(b, loc, converter, offset, plan.offsetC - plan.offsetB);
    barrier(b, loc);
  }
  stageOperand(b, loc, converter, rhs, rhsType, plan.paddedN, plan.rowStride,
               /*transpose=*/true, offset);
}

/// mmaf/mmai on tensor cores (see the file comment).
LogicalResult lowerTensorCoreMma(Operation *op, const MmaOperands &operands,
                                 MmaInstruction inst, NVVM::MMATypes typeB,
                                 const TileTypeConverter &converter,
                                 ConversionPatternRewriter &rewriter) {
  Location loc = op->getLoc();
  auto [lhs, rhs, acc, lhsType, rhsType, accType] = operands;
  Type resultConverted = converter.convertType(accType);
  Type operandElement = getElementTypeOrSelf(converter.convertType(lhsType));
  MmaStagingPlan plan(MmaDims::get(lhsType, rhsType), inst,
                      getElementBytes(operandElement));
  auto fragments = tilegpu::getMmaLayout(op->getResult(0));
  // A resident B has its own region (planResidentOperands); only A is
  // staged here then.
  std::optional<int64_t> resident;
  if (fragments && op->hasAttr(tilegpu::TileGPUDialect::kResidentRhsAttrName))
    resident = converter.getResidentOffset(op->getOperand(1));
  // An accumulator in the mma layout never goes to scratch.
  int64_t operandBytes = resident ? plan.offsetB : plan.offsetC;
  converter.reserveScratch(fragments ? operandBytes : plan.totalBytes);
  OpBuilder &b = rewriter;

  if (plan.padsK()) {
    zeroScratch(b, loc, converter, 0, operandBytes);
    barrier(b, loc);
  }
  stageOperand(b, loc, converter, lhs, lhsType, plan.paddedM, plan.rowStride,
               /*transpose=*/false, plan.offsetA);
  if (resident) {
    stageResidentRhs(b, loc, op, rhs, rhsType, plan, *resident, converter);
    plan.offsetB = *resident;
  } else {
    stageOperand(b, loc, converter, rhs, rhsType, plan.paddedN, plan.rowStride,
                 /*transpose=*/true, plan.offsetB);
  }
  Type staged = getStagedAccumulatorType(b, accType.getElementType());
  Value accLanes = convertLanes(b, loc, toLaneVector(b, loc, acc), staged);
  Value result;
  if (fragments) {
    barrier(b, loc);
    StagedFragments source(b, loc, converter, plan, fragments);
    // Up to 8 k steps unrolled, so each step's fragment loads overlap the
    // mmas of the step before.
    result = emitFragmentTiles(b, loc, plan.dims, plan.paddedK, inst, typeB,
                               fragments, source, accLanes,
                               /*unroll=*/plan.paddedK / inst.k <=
                                   tilegpu::kMaxUnrolledMmaSteps);
    barrier(b, loc);
  } else {
    stageOperand(b, loc, converter, accLanes, accType, plan.paddedM,
                 plan.paddedN, /*transpose=*/false, plan.offsetC);
    barrier(b, loc);
    emitWarpTiles(b, loc, converter, plan, typeB);
    barrier(b, loc);
    BlockedLayout layout = converter.getLayout(accType);
    if (plan.padsAccumulator()) {
      Value indices = getPaddedIndices(b, loc, layout, accType.getShape(),
                                       plan.paddedM, plan.paddedN, false);
      result = loadIndexed(b, loc, converter, indices, staged, plan.offsetC);
    } else {
      result = loadBlocked(b, loc, converter, layout, staged, plan.offsetC);
    }
    barrier(b, loc);
  }
  result = convertLanes(b, loc, result, getElementTypeOrSelf(resultConverted));
  rewriter.replaceOp(op, fromLaneVector(b, loc, result, resultConverted));
  return success();
}

/// f32 x f32 and f64 x f64: A and B through scratch, each thread its own
/// elements of D, one fma per k, k ascending.
LogicalResult lowerFmaMma(Operation *op, const MmaOperands &operands,
                          const TileTypeConverter &converter,
                          ConversionPatternRewriter &rewriter) {
  Location loc = op->getLoc();
  auto [lhs, rhs, acc, lhsType, rhsType, accType] = operands;
  Type resultConverted = converter.convertType(accType);
  Type element = getElementTypeOrSelf(resultConverted);
  MmaDims dims = MmaDims::get(lhsType, rhsType);
  int64_t bytes = getElementBytes(element);
  int64_t offsetB = roundUp16(dims.batch * dims.m * dims.k * bytes);
  converter.reserveScratch(offsetB +
                           roundUp16(dims.batch * dims.k * dims.n * bytes));
  OpBuilder &b = rewriter;

  storeBlocked(b, loc, converter, lhs, converter.getLayout(lhsType), 0);
  storeBlocked(b, loc, converter, rhs, converter.getLayout(rhsType), offsetB);
  barrier(b, loc);

  BlockedLayout layout = converter.getLayout(accType);
  Value linear = getElementLinearIndices(b, loc, layout);
  SmallVector<Value> coords =
      delinearize(b, loc, linear, {dims.batch, dims.m, dims.n});
  // Row starts in A ((batch * M + i) * K) and column bases in B
  // (batch * K * N + j).
  Value rowStart =
      linearize(b, loc, {coords[0], coords[1]}, {dims.batch, dims.m});
  rowStart = arith::MulIOp::create(b, loc, rowStart,
                                   laneConstant(b, loc, rowStart, dims.k));
  Value colBase = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, coords[0],
                            laneConstant(b, loc, coords[0], dims.k * dims.n)),
      coords[2]);
  auto loop = scf::ForOp::create(
      b, loc, i64Constant(b, loc, 0), i64Constant(b, loc, dims.k),
      i64Constant(b, loc, 1), ValueRange{toLaneVector(b, loc, acc)});
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value k = vector::BroadcastOp::create(b, loc, linear.getType(),
                                          loop.getInductionVar());
    Value a =
        loadIndexed(b, loc, converter,
                    arith::AddIOp::create(b, loc, rowStart, k), element, 0);
    Value kRow =
        arith::MulIOp::create(b, loc, k, laneConstant(b, loc, k, dims.n));
    Value bv = loadIndexed(b, loc, converter,
                           arith::AddIOp::create(b, loc, colBase, kRow),
                           element, offsetB);
    Value sum = math::FmaOp::create(b, loc, a, bv, loop.getRegionIterArgs()[0]);
    scf::YieldOp::create(b, loc, sum);
  }
  barrier(b, loc);
  rewriter.replaceOp(
      op, fromLaneVector(b, loc, loop.getResult(0), resultConverted));
  return success();
}

/// Fragments from two ring buffers as tilegpu.async_copy fills them: A
/// (M x K) and B (K x N) row-major with padded rows; B's 8x8 matrices are
/// read transposed (ldmatrix .trans), two column tiles per ldmatrix.x4.
class RingFragments : public FragmentSource {
public:
  RingFragments(OpBuilder &b, Location loc, Value baseA, Value baseB,
                tilegpu::SharedRingAttr ringA, tilegpu::SharedRingAttr ringB,
                tilegpu::MmaLayoutAttr layout)
      : b(b), loc(loc), baseA(baseA), baseB(baseB), layout(layout),
        rounds(ringA.getElement().isF32()),
        elementBytes(ringA.getElementBytes()),
        rowBytesA(ringA.getPitch() * elementBytes),
        rowBytesB(ringB.getPitch() * elementBytes),
        tilesJ(ringB.getCols() / kTileN / layout.getWarpsN()) {
    std::tie(wm, wn) = getWarpCoordinates(b, loc, layout);
    Value lane = getLane(b, loc);
    Value matrix = arith::DivUIOp::create(b, loc, lane, i64Constant(b, loc, 8));
    Value row = arith::RemUIOp::create(b, loc, lane, i64Constant(b, loc, 8));
    Value low = arith::AndIOp::create(b, loc, matrix, i64Constant(b, loc, 1));
    high = arith::ShRUIOp::create(b, loc, matrix, i64Constant(b, loc, 1));
    // Matrix m of a lane: rows (m & 1) * 8 + lane % 8 of the 16 (A's rows,
    // B's k), and for A the second half of K (16 bytes on in every family)
    // when m >= 2.
    Value laneRow = add(mul(low, 8), row);
    Value wmRow = mul(wm, kTileM);
    laneOffsetA = add(mul(add(wmRow, laneRow), rowBytesA), mul(high, 16));
    Value wnCol = mul(wn, kTileN);
    if (rounds) {
      // B's tf32 registers one element each: b0 at row k + lane % 4,
      // column lane / 4 of the tile; b1 four rows on.
      Value inGroup =
          arith::RemUIOp::create(b, loc, lane, i64Constant(b, loc, 4));
      Value group =
          arith::DivUIOp::create(b, loc, lane, i64Constant(b, loc, 4));
      laneOffsetB =
          add(mul(inGroup, rowBytesB), mul(add(wnCol, group), elementBytes));
      return;
    }
    laneOffsetB = add(mul(laneRow, rowBytesB),
                      mul(add(wnCol, mul(high, colStepB())), elementBytes));
  }

  SmallVector<Value> loadA(int64_t, int64_t i, Value k) override {
    int64_t rowBytes = i * layout.getWarpsM() * kTileM * rowBytesA;
    return round(
        load(baseA,
             add(laneOffsetA, addConstant(mul(k, elementBytes), rowBytes)), 4));
  }
  SmallVector<SmallVector<Value>> loadB(int64_t, Value k) override {
    SmallVector<SmallVector<Value>> fragments;
    Value kBytes = mul(k, rowBytesB);
    if (rounds) {
      for (int64_t j = 0; j < tilesJ; ++j) {
        Value first = add(laneOffsetB,
                          addConstant(kBytes, j * colStepB() * elementBytes));
        fragments.push_back(
            round({loadWord(baseB, first),
                   loadWord(baseB, addConstant(first, 4 * rowBytesB))}));
      }
      return fragments;
    }
    for (int64_t j = 0; j < tilesJ; j += 2) {
      int64_t colBytes = j * layout.getWarpsN() * kTileN * elementBytes;
      bool pair = j + 1 < tilesJ;
      SmallVector<Value> registers =
          load(baseB, add(laneOffsetB, addConstant(kBytes, colBytes)),
               pair ? 4 : 2, /*transpose=*/true);
      fragments.push_back({registers[0], registers[1]});
      if (pair)
        fragments.push_back({registers[2], registers[3]});
    }
    return fragments;
  }

private:
  /// Columns between the two tiles of one ldmatrix.x4 (tiles j, j + 1).
  int64_t colStepB() const { return layout.getWarpsN() * kTileN; }
  Value add(Value x, Value y) {
    return arith::AddIOp::create(b, loc, x, y).getResult();
  }
  Value addConstant(Value x, int64_t y) {
    return y == 0 ? x : add(x, i64Constant(b, loc, y));
  }
  Value mul(Value x, int64_t y) {
    return arith::MulIOp::create(b, loc, x, i64Constant(b, loc, y)).getResult();
  }
  SmallVector<Value> load(Value base, Value bytes, int64_t matrices,
                          bool transpose = false) {
    return loadMatrices(b, loc, base, bytes, matrices, transpose);
  }
  /// One 32-bit element at `base` + `bytes`.
  Value loadWord(Value base, Value bytes) {
    auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
    Value address = LLVM::GEPOp::create(b, loc, ptrType, b.getI8Type(), base,
                                        ValueRange{bytes});
    return LLVM::LoadOp::create(b, loc, b.getI32Type(), address,
                                /*alignment=*/4);
  }
  /// f32 registers rounded to tf32 as `ftof` rounds (f16/bf16 as they are).
  SmallVector<Value> round(SmallVector<Value> registers) {
    if (!rounds)
      return registers;
    for (Value &reg : registers) {
      Value value = LLVM::BitcastOp::create(b, loc, b.getF32Type(), reg);
      reg = LLVM::BitcastOp::create(b, loc, b.getI32Type(),
                                    roundToTF32(b, loc, value,
                                                /*hardware=*/false));
    }
    return registers;
  }

  OpBuilder &b;
  Location loc;
  Value baseA, baseB;
  tilegpu::MmaLayoutAttr layout;
  bool rounds; // f32 rings of a tf32 mma
  int64_t elementBytes, rowBytesA, rowBytesB, tilesJ;
  Value wm, wn, high, laneOffsetA, laneOffsetB;
};

/// The fragments of buffer `slot` of rings `ringA` and `ringB`.
RingFragments getSlotFragments(OpBuilder &b, Location loc,
                               const TileTypeConverter &converter,
                               tilegpu::SharedRingAttr ringA,
                               tilegpu::SharedRingAttr ringB, Value slot,
                               tilegpu::MmaLayoutAttr layout) {
  return RingFragments(b, loc, getRingSlot(b, loc, converter, ringA, slot),
                       getRingSlot(b, loc, converter, ringB, slot), ringA,
                       ringB, layout);
}

/// The product's dimensions of A's ring (M x K) and B's (K x N).
MmaDims getRingDims(tilegpu::SharedRingAttr ringA,
                    tilegpu::SharedRingAttr ringB) {
  MmaDims dims;
  dims.m = ringA.getRows();
  dims.k = ringA.getCols();
  dims.n = ringB.getCols();
  return dims;
}

/// The shared-memory matrix descriptor (PTX ISA, "Matrix Descriptor
/// Format") of a swizzled ring buffer (atoms `width` bytes wide) starting
/// at shared byte `address` (i64), with the leading and stride byte
/// offsets: bits 0-13 the address, 16-29 and 32-45 the offsets, all in
/// 16-byte units, bits 62-63 the swizzle (1: 128 bytes, 2: 64, 3: 32).
/// Constant byte offsets (below 256 KiB in all) are then added to the
/// descriptor itself.
Value getMatrixDescriptor(OpBuilder &b, Location loc, Value address,
                          int64_t width, int64_t leadingBytes,
                          int64_t strideBytes) {
  Value start = arith::AndIOp::create(
      b, loc,
      arith::ShRUIOp::create(b, loc, address, i64Constant(b, loc, 4)),
      i64Constant(b, loc, 0x3FFF));
  int64_t swizzle = width == 128 ? 1 : width == 64 ? 2 : 3;
  uint64_t fields = uint64_t(leadingBytes >> 4) << 16 |
                    uint64_t(strideBytes >> 4) << 32 | uint64_t(swizzle) << 62;
  return arith::OrIOp::create(b, loc, start,
                              i64Constant(b, loc, int64_t(fields)));
}

/// A's register fragments of a tf32 wgmma (`lhs_registers`): for each k
/// step of 8 and 64-row block i, this thread's four elements of its warp's
/// 16 x 8 piece, as mma.m16n8k8 holds them (rows g and g + 8, columns t and
/// t + 4: g = lane / 4, t = lane % 4), read from A's swizzled buffer and
/// rounded to tf32 (nearest even, as `ftof`). Warp w's 16 rows of block i
/// start at row 16 w + 16 W i (W warps: the rows it holds in mma<W, 1>).
/// Every row the thread reads is g mod 8, so the swizzle's XOR of its
/// 16-byte piece index is the same for all: one address per piece index,
/// the rest immediate offsets. A warp's read of one element each touches
/// 8 rows' pieces, all at different swizzled places: no bank conflicts.
/// Indexed [step * blocks + i].
/// Interleaved (B's ring `interleaved`: its K in the fragments' order,
/// k = 2 S t + s + S h at step s, place t + 4 h), the thread's elements of
/// a row are its 2 S consecutive ones from 2 S t, loaded in vectors of up
/// to 16 bytes (eight 16-byte loads where K = 32 and each thread holds 4
/// rows, against 32 of 4 bytes); steps [s0, s1) of them are the two runs
/// from s0 and S + s0. Only the steps [firstStep, endStep) of the blocks
/// [firstBlock, endBlock) load, indexed from firstStep and firstBlock.
SmallVector<std::array<Value, 4>>
loadLhsFragments(OpBuilder &b, Location loc, Value slotBase,
                 tilegpu::SharedRingAttr ring, int64_t warps,
                 int64_t firstBlock, int64_t endBlock, bool interleaved,
                 int64_t firstStep, int64_t endStep) {
  int64_t blocks = endBlock - firstBlock;
  auto constant = [&](int64_t value) { return i64Constant(b, loc, value); };
  Value tid = getThreadId(b, loc);
  Value lane = arith::RemUIOp::create(b, loc, tid, constant(32));
  Value warp = arith::DivUIOp::create(b, loc, tid, constant(32));
  Value group = arith::DivUIOp::create(b, loc, lane, constant(4));
  Value inGroup = arith::RemUIOp::create(b, loc, lane, constant(4));
  int64_t width = ring.getSwizzleBytes(), rows = ring.getBufferRows();
  // Byte (16 w + g) W + 4 t: the thread's first row and its column in a
  // piece; the XOR takes address bits 7.. of that row into bits 4..
  Value row = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, warp, constant(16)), group);
  Value threadBytes = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, row, constant(width)),
      arith::MulIOp::create(b, loc, inGroup, constant(4)));
  Value swizzle = arith::AndIOp::create(
      b, loc,
      arith::ShRUIOp::create(
          b, loc, arith::MulIOp::create(b, loc, group, constant(width)),
          constant(7)),
      constant(width / 16 - 1));
  auto sharedPtr = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value threadBase = LLVM::GEPOp::create(b, loc, sharedPtr, b.getI8Type(),
                                         slotBase, ValueRange{threadBytes});
  // The address of piece index p (within an atom) for this thread.
  SmallVector<Value> pieceBases(width / 16);
  auto pieceBase = [&](int64_t piece) {
    Value &base = pieceBases[piece];
    if (!base) {
      Value bytes = arith::MulIOp::create(
          b, loc, arith::XOrIOp::create(b, loc, swizzle, constant(piece)),
          constant(16));
      base = LLVM::GEPOp::create(b, loc, sharedPtr, b.getI8Type(), threadBase,
                                 ValueRange{bytes});
    }
    return base;
  };
  int64_t k = ring.getCols();
  auto round = [&](Value value) -> Value {
    return NVVM::ConvertFloatToTF32Op::create(
        b, loc, b.getI32Type(), value, NVVM::FPRoundingMode::RN,
        NVVM::SaturationMode::NONE, /*relu=*/false);
  };
  SmallVector<std::array<Value, 4>> fragments;
  if (interleaved) {
    int64_t steps = k / 8, count = endStep - firstStep;
    // The runs of the row's elements to load (first, length): all steps'
    // are one run.
    SmallVector<std::pair<int64_t, int64_t>> runs;
    if (count == steps)
      runs.push_back({0, 2 * steps});
    else
      runs = {{firstStep, count}, {steps + firstStep, count}};
    // The widest vector (up to 16 bytes) that each run splits into whole.
    int64_t vector = 4;
    auto splits = [&](int64_t x) { return x % vector == 0; };
    while (vector > 1 &&
           !llvm::all_of(runs, [&](std::pair<int64_t, int64_t> run) {
             return splits(run.first) && splits(run.second);
           }))
      vector /= 2;
    // The address of element e (a multiple of the vector) of the thread's
    // first row: its bytes 8 S t + 4 e of the row, in atom column
    // bytes / W, swizzled.
    Value rowBytes = arith::MulIOp::create(b, loc, row, constant(width));
    auto elementBase = [&](int64_t e) -> Value {
      Value colBytes = arith::AddIOp::create(
          b, loc, arith::MulIOp::create(b, loc, inGroup, constant(8 * steps)),
          constant(4 * e));
      Value atom = arith::MulIOp::create(
          b, loc, arith::DivUIOp::create(b, loc, colBytes, constant(width)),
          constant(rows * width));
      Value inAtom = arith::XOrIOp::create(
          b, loc, arith::RemUIOp::create(b, loc, colBytes, constant(width)),
          arith::MulIOp::create(b, loc, swizzle, constant(16)));
      Value bytes = arith::AddIOp::create(
          b, loc, arith::AddIOp::create(b, loc, atom, rowBytes), inAtom);
      return LLVM::GEPOp::create(b, loc, sharedPtr, b.getI8Type(), slotBase,
                                 ValueRange{bytes});
    };
    SmallVector<std::pair<int64_t, Value>> vectorBases;
    for (auto [first, length] : runs)
      for (int64_t e = first; e < first + length; e += vector)
        vectorBases.push_back({e, elementBase(e)});
    auto floats = VectorType::get({vector}, b.getF32Type());
    // [block][row half][element of the row]: rounded, where loaded.
    SmallVector<std::array<SmallVector<Value>, 2>> elements(blocks);
    for (int64_t i = 0; i < blocks; ++i)
      for (int64_t half = 0; half < 2; ++half) {
        elements[i][half].resize(2 * steps);
        for (auto [first, base] : vectorBases) {
          // Rows 8 apart keep the swizzle: an immediate offset.
          auto offset =
              int32_t((16 * warps * (firstBlock + i) + 8 * half) * width);
          Value address =
              LLVM::GEPOp::create(b, loc, sharedPtr, b.getI8Type(), base,
                                  ArrayRef<LLVM::GEPArg>{offset});
          Value loaded =
              LLVM::LoadOp::create(b, loc, floats, address, 4 * vector);
          for (int64_t e = 0; e < vector; ++e)
            elements[i][half][first + e] =
                round(vector::ExtractOp::create(b, loc, loaded, e));
        }
      }
    // a0 (g, t), a1 (g + 8, t), a2 (g, t + 4), a3 (g + 8, t + 4): h = 0
    // at element s, h = 1 at s + S.
    for (int64_t step = firstStep; step < endStep; ++step)
      for (int64_t i = 0; i < blocks; ++i)
        fragments.push_back({elements[i][0][step], elements[i][1][step],
                             elements[i][0][step + steps],
                             elements[i][1][step + steps]});
    return fragments;
  }
  for (int64_t step = firstStep; step < endStep; ++step)
    for (int64_t i = 0; i < blocks; ++i) {
      std::array<Value, 4> fragment;
      for (int64_t reg = 0; reg < 4; ++reg) {
        // a0 (g, t), a1 (g + 8, t), a2 (g, t + 4), a3 (g + 8, t + 4).
        int64_t colBytes = (8 * step + 4 * (reg / 2)) * 4;
        int64_t rowOffset = 16 * warps * (firstBlock + i) + 8 * (reg % 2);
        // Within one ring buffer: below 256 KiB, a GEP's 32-bit index.
        auto offset =
            int32_t(colBytes / width * rows * width + rowOffset * width);
        Value address = LLVM::GEPOp::create(b, loc, sharedPtr, b.getI8Type(),
                                            pieceBase(colBytes % width / 16),
                                            ArrayRef<LLVM::GEPArg>{offset});
        fragment[reg] =
            round(LLVM::LoadOp::create(b, loc, b.getF32Type(), address, 4));
      }
      fragments.push_back(fragment);
    }
  return fragments;
}

/// A's register fragments from a tile in `#tilegpu.wgmma_lhs` (its lanes
/// ordered block i, row half h, then the row's 2 S columns), rounded to
/// tf32 (nearest even, as `ftof`) unless `rounded` (a tf32 tile), indexed
/// as loadLhsFragments's: element s of a row is place t of k step s,
/// element S + s place t + 4.
SmallVector<std::array<Value, 4>> getLhsTileFragments(OpBuilder &b,
                                                      Location loc, Value lanes,
                                                      int64_t blocks, int64_t k,
                                                      bool rounded) {
  int64_t steps = k / 8;
  auto element = [&](int64_t i, int64_t half, int64_t e) -> Value {
    Value value = vector::ExtractOp::create(b, loc, lanes,
                                            getWgmmaLhsLane(i, half, e, k));
    if (rounded)
      return LLVM::BitcastOp::create(b, loc, b.getI32Type(), value);
    return NVVM::ConvertFloatToTF32Op::create(
        b, loc, b.getI32Type(), value, NVVM::FPRoundingMode::RN,
        NVVM::SaturationMode::NONE, /*relu=*/false);
  };
  SmallVector<std::array<Value, 4>> fragments;
  for (int64_t step = 0; step < steps; ++step)
    for (int64_t i = 0; i < blocks; ++i)
      fragments.push_back({element(i, 0, step), element(i, 1, step),
                           element(i, 0, step + steps),
                           element(i, 1, step + steps)});
  return fragments;
}

/// `wgmma.mma_async` m64nNk8 tf32 with A from registers (`a`, four tf32
/// words) and B through `descB`, on accumulator `d` (N / 2 f32 registers
/// as a struct): inline PTX, as NVVM's op takes A only by descriptor.
Value emitRegisterTF32Wgmma(OpBuilder &b, Location loc, Value d,
                            ArrayRef<Value> a, Value descB, int64_t width) {
  auto structType = cast<LLVM::LLVMStructType>(d.getType());
  int64_t count = structType.getBody().size();
  SmallVector<Value> operands;
  std::string constraints, registers;
  for (int64_t r = 0; r < count; ++r) {
    operands.push_back(LLVM::ExtractValueOp::create(b, loc, d, r));
    constraints += (r ? "," : "") + std::string("=f");
    registers += (r ? ", $" : "$") + std::to_string(r);
  }
  for (int64_t r = 0; r < count; ++r)
    constraints += "," + std::to_string(r);
  operands.append(a.begin(), a.end());
  operands.push_back(descB);
  constraints += ",r,r,r,r,l";
  int64_t first = 2 * count;
  std::string text =
      "wgmma.mma_async.sync.aligned.m64n" + std::to_string(width) +
      "k8.f32.tf32.tf32 {" + registers + "}, {$" + std::to_string(first) +
      ", $" + std::to_string(first + 1) + ", $" + std::to_string(first + 2) +
      ", $" + std::to_string(first + 3) + "}, $" + std::to_string(first + 4) +
      ", 1, 1, 1;";
  auto asmOp = LLVM::InlineAsmOp::create(
      b, loc, structType, operands, text, constraints,
      /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None, /*asm_dialect=*/nullptr,
      /*operand_attrs=*/nullptr);
  return asmOp.getResult(0);
}

/// `wgmma.wait_group pending` as inline PTX that takes and returns every
/// accumulator register in `lanes` (tied), so no read of them moves above
/// the wait and no copy of them lands between the wgmmas. Each lane vector
/// of `carried` (f32) comes back through a `mov` after the wait into
/// registers of its own (`carriedOut`): values made while the groups ran
/// reach the registers a loop carries, which those groups may read, only
/// once they are done.
Value waitForWgmmaGroups(OpBuilder &b, Location loc, Value lanes,
                         int64_t pending, ArrayRef<Value> carried = {},
                         SmallVectorImpl<Value> *carriedOut = nullptr) {
  int64_t count = cast<VectorType>(lanes.getType()).getNumElements();
  // f32 registers, or i32 ones (an i8 wgmma's s32 accumulator).
  Type element = cast<VectorType>(lanes.getType()).getElementType();
  StringRef output = element.isF32() ? "=f" : "=r";
  SmallVector<Value> registers;
  SmallVector<Type> types(count, element);
  std::string constraints;
  for (int64_t i = 0; i < count; ++i) {
    registers.push_back(vector::ExtractOp::create(b, loc, lanes, i));
    constraints += (i ? "," : "") + output.str();
  }
  SmallVector<Value> moved;
  for (Value vector : carried)
    for (int64_t i = 0, e = cast<VectorType>(vector.getType()).getNumElements();
         i < e; ++i)
      moved.push_back(vector::ExtractOp::create(b, loc, vector, i));
  int64_t outputs = count + int64_t(moved.size());
  std::string text =
      "wgmma.wait_group.sync.aligned " + std::to_string(pending) + ";";
  for (int64_t j = 0; j < int64_t(moved.size()); ++j) {
    constraints += ",=&f";
    types.push_back(b.getF32Type());
    text += "\n\tmov.b32 $" + std::to_string(count + j) + ", $" +
            std::to_string(outputs + count + j) + ";";
  }
  for (int64_t i = 0; i < count; ++i)
    constraints += "," + std::to_string(i);
  for (size_t j = 0; j < moved.size(); ++j)
    constraints += ",f";
  registers.append(moved);
  auto structType = LLVM::LLVMStructType::getLiteral(b.getContext(), types);
  auto asmOp = LLVM::InlineAsmOp::create(
      b, loc, structType, registers, text, constraints,
      /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None, /*asm_dialect=*/nullptr,
      /*operand_attrs=*/nullptr);
  for (int64_t i = 0; i < count; ++i)
    lanes = vector::InsertOp::create(
        b, loc, LLVM::ExtractValueOp::create(b, loc, asmOp.getResult(0), i),
        lanes, i);
  int64_t next = count;
  for (Value vector : carried) {
    for (int64_t i = 0, e = cast<VectorType>(vector.getType()).getNumElements();
         i < e; ++i)
      vector = vector::InsertOp::create(
          b, loc,
          LLVM::ExtractValueOp::create(b, loc, asmOp.getResult(0), next++),
          vector, i);
    carriedOut->push_back(vector);
  }
  return lanes;
}

/// tilegpu.shared_mma with wgmma: warpgroup g = warp / 4 runs, per k step
/// of 16, `wgmma.mma_async` m64nNk16 (N up to 256 per instruction) on each
/// of its 64-row blocks (k8 for tf32, k32 for f8 and i8), rows 64 g + 16 W i
/// (the rows its warps hold in `mma<W, 1>`, whose registers of one block are
/// wgmma's D fragment in order), reading A (K-major) and B (N-major,
/// transposed; K-major from a ring of its transpose: tf32, f8) through
/// descriptors of their swizzled buffers: rows W bytes apart, 8-row groups
/// 8 W (the stride offset; B's rows are k), atom columns rows x W (A: the
/// next 32 bytes of K are the start plus 32 within an atom; B: the leading
/// offset between columns of N atoms). A fence before and a commit after:
/// the accumulator is in flight until a tilegpu.wgmma_wait. With
/// `lhs_registers` A comes from registers (loadLhsFragments, before the
/// fence) and has no descriptor; with `lhs_groups` N the steps run as N
/// groups, each with its own fragments, fence and commit.
Value emitWarpgroupMma(OpBuilder &b, Location loc,
                       const TileTypeConverter &converter,
                       tilegpu::SharedMmaOp op, Value slot,
                       tilegpu::MmaLayoutAttr layout, Value acc,
                       Value lhsTile) {
  tilegpu::SharedRingAttr ringA = op.getLhsAttr(), ringB = op.getRhs();
  auto tileA =
      op.getLhsTile() ? cast<TileType>(op.getLhsTile().getType()) : TileType();
  int64_t m = ringA ? ringA.getRows() : tileA.getDimSize(0);
  int64_t k = ringB.getRows(), n = ringB.getCols();
  int64_t warps = layout.getWarpsM();
  int64_t tilesJ = n / kTileN, blocks = m / (kTileM * warps);
  int64_t elementBytes = ringB.getElementBytes();
  // K per instruction: 32 bytes of each row (k16 of f16/bf16, k8 of tf32,
  // k32 of f8).
  constexpr int64_t kWgmmaM = 64, kMaxWgmmaN = 256;
  const int64_t kWgmmaK = 32 / elementBytes;
  auto address = [&](tilegpu::SharedRingAttr ring) -> Value {
    return LLVM::PtrToIntOp::create(b, loc, b.getI64Type(),
                                    getRingSlot(b, loc, converter, ring, slot));
  };
  int64_t widthA = ringA ? ringA.getSwizzleBytes() : 0,
          widthB = ringB.getSwizzleBytes();
  bool kMajorB = ringB.holdsTranspose();
  bool registersA = op.getLhsRegisters();
  Value descA;
  if (!registersA) {
    Value warpgroup = arith::DivUIOp::create(b, loc, getThreadId(b, loc),
                                             i64Constant(b, loc, 128));
    Value firstRowBytes = arith::MulIOp::create(
        b, loc, warpgroup, i64Constant(b, loc, kWgmmaM * widthA));
    descA = getMatrixDescriptor(
        b, loc, arith::AddIOp::create(b, loc, address(ringA), firstRowBytes),
        widthA, /*leadingBytes=*/16, /*strideBytes=*/8 * widthA);
  }
  // B K-major (its transpose: tf32, f8) is laid out as A is, with N for M;
  // else
  // N-major: atom columns of N k x W bytes apart (the leading offset).
  Value descB = getMatrixDescriptor(b, loc, address(ringB), widthB,
                                    /*leadingBytes=*/kMajorB ? 16 : k * widthB,
                                    /*strideBytes=*/8 * widthB);
  auto getType = [](Type element, bool isUnsigned) {
    if (element.isInteger(8))
      return isUnsigned ? NVVM::WGMMATypes::u8 : NVVM::WGMMATypes::s8;
    if (element.isBF16())
      return NVVM::WGMMATypes::bf16;
    if (element.isF32())
      return NVVM::WGMMATypes::tf32;
    if (isa<Float8E4M3FNType>(element))
      return NVVM::WGMMATypes::e4m3;
    if (isa<Float8E5M2Type>(element))
      return NVVM::WGMMATypes::e5m2;
    return NVVM::WGMMATypes::f16;
  };
  // Without a ring A is an f32 tile (tf32), as B's ring is.
  Type elementA = ringA ? ringA.getElement() : ringB.getElement();
  NVVM::WGMMATypes typeA = getType(elementA, op.getUnsignedLhs()),
                   typeB = getType(ringB.getElement(), op.getUnsignedRhs());
  // The staged accumulator's element: i32 for i8 (s32, wrapping as mmai),
  // else f32.
  Type accElement = cast<VectorType>(acc.getType()).getElementType();
  NVVM::WGMMATypes typeD =
      accElement.isInteger(32) ? NVVM::WGMMATypes::s32 : NVVM::WGMMATypes::f32;
  auto plus = [&](Value desc, int64_t bytes) -> Value {
    if (bytes == 0)
      return desc;
    return arith::AddIOp::create(b, loc, desc,
                                 i64Constant(b, loc, bytes >> 4));
  };
  // The wgmma of k step `step` on 64-row block i and columns n0 .. n0 +
  // width - 1 (A's fragment `fragment` where A comes from registers), on
  // that part of the accumulator.
  auto issueWgmma = [&](int64_t step, int64_t i, int64_t n0,
                        ArrayRef<Value> fragment) {
    int64_t width = std::min(kMaxWgmmaN, n - n0);
    int64_t kBytes = step * kWgmmaK * elementBytes;
    Value a = registersA ? Value()
                         : plus(descA, i * kTileM * warps * widthA +
                                           kBytes / widthA * m * widthA +
                                           kBytes % widthA);
    Value bDesc =
        kMajorB ? plus(descB, n0 * widthB + kBytes / widthB * n * widthB +
                                  kBytes % widthB)
                : plus(descB, step * kWgmmaK * widthB +
                                  n0 * elementBytes / widthB * k * widthB);
    int64_t first = (i * tilesJ + n0 / kTileN) * 4, count = width / 2;
    auto structType = LLVM::LLVMStructType::getLiteral(
        b.getContext(), SmallVector<Type>(count, accElement));
    Value d = LLVM::UndefOp::create(b, loc, structType);
    for (int64_t r = 0; r < count; ++r)
      d = LLVM::InsertValueOp::create(
          b, loc, d, vector::ExtractOp::create(b, loc, acc, first + r), r);
    if (registersA) {
      d = emitRegisterTF32Wgmma(b, loc, d, fragment, bDesc, width);
    } else {
      d = NVVM::WgmmaMmaAsyncOp::create(
          b, loc, structType, d, a, bDesc,
          NVVM::MMAShapeAttr::get(b.getContext(), kWgmmaM, width, kWgmmaK),
          typeA, typeB, typeD, NVVM::WGMMAScaleOut::one,
          NVVM::WGMMAScaleIn::one, NVVM::WGMMAScaleIn::one,
          NVVM::MMALayout::row,
          kMajorB ? NVVM::MMALayout::col : NVVM::MMALayout::row,
          /*satfinite=*/NVVM::MMAIntOverflowAttr());
    }
    for (int64_t r = 0; r < count; ++r)
      acc = vector::InsertOp::create(
          b, loc, LLVM::ExtractValueOp::create(b, loc, d, r), acc, first + r);
  };
  // A from registers: each group's fragments loaded (and rounded) before
  // its fence, which orders their writes before wgmma reads them; a group
  // but the first first waits for all but groups - 1 groups, so that the
  // one that last read its registers (this op's previous run's) is done.
  int64_t steps = k / kWgmmaK, groups = op.getLhsGroupCount();
  Value slotA = registersA && !lhsTile
                    ? getRingSlot(b, loc, converter, ringA, slot)
                    : Value();
  // A from its ring goes block by block, each block's fragments loaded
  // before its own fence: the tensor cores start on the first block while
  // the next one's load (each block's k steps still in order).
  int64_t blocksABatch = registersA && !lhsTile ? 1 : blocks;
  for (int64_t group = 0; group < groups; ++group) {
    int64_t firstStep = group * steps / groups,
            endStep = (group + 1) * steps / groups;
    if (group > 0) {
      NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
      acc = waitForWgmmaGroups(b, loc, acc, groups - 1);
    }
    for (int64_t firstBlock = 0; firstBlock < blocks;
         firstBlock += blocksABatch) {
      int64_t endBlock = firstBlock + blocksABatch;
      // Indexed [(step - firstStep) * blocksABatch + i - firstBlock].
      SmallVector<std::array<Value, 4>> fragmentsA;
      if (lhsTile)
        fragmentsA =
            getLhsTileFragments(b, loc, lhsTile, blocks, k,
                                isa<FloatTF32Type>(tileA.getElementType()));
      else if (registersA)
        fragmentsA =
            loadLhsFragments(b, loc, slotA, ringA, warps, firstBlock, endBlock,
                             ringB.isInterleaved(), firstStep, endStep);
      NVVM::WgmmaFenceAlignedOp::create(b, loc);
      for (int64_t step = firstStep; step < endStep; ++step)
        for (int64_t i = firstBlock; i < endBlock; ++i)
          for (int64_t n0 = 0; n0 < n; n0 += kMaxWgmmaN)
            issueWgmma(step, i, n0,
                       registersA
                           ? ArrayRef<Value>(
                                 fragmentsA[(step - firstStep) * blocksABatch +
                                            i - firstBlock])
                           : ArrayRef<Value>());
    }
  }
  NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
  return acc;
}

/// tilegpu.wgmma_wait: waitForWgmmaGroups on the accumulator.
struct WgmmaWaitLowering : OpConversionPattern<tilegpu::WgmmaWaitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::WgmmaWaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    Type converted = getTypeConverter()->convertType(op.getResult().getType());
    // (The verifier lets only f32 and tf32 tiles through, f32 lanes both.)
    SmallVector<Value> carried, carriedOut;
    for (Value value : adaptor.getCarry())
      carried.push_back(toLaneVector(b, loc, value));
    Value lanes =
        waitForWgmmaGroups(b, loc, toLaneVector(b, loc, adaptor.getAcc()),
                           op.getPending(), carried, &carriedOut);
    SmallVector<Value> results{fromLaneVector(b, loc, lanes, converted)};
    for (auto [vector, result] : llvm::zip(carriedOut, op.getCarried()))
      results.push_back(fromLaneVector(
          b, loc, vector, getTypeConverter()->convertType(result.getType())));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// Whether wgmma can write an accumulator in `layout` from A rings of
/// `rowsA` rows: mma<W, 1> with W a multiple of 4, so each warpgroup holds
/// whole 64-row blocks (m64nNk16's D fragments).
bool isWarpgroupMmaLayout(tilegpu::MmaLayoutAttr layout, int64_t rowsA) {
  return layout && layout.getWarpsN() == 1 && layout.getWarpsM() % 4 == 0 &&
         rowsA % (kTileM * layout.getWarpsM()) == 0;
}

/// tilegpu.shared_mma: fragments straight from the two ring buffers; the
/// accumulator stays in registers. The async waits around it order the
/// buffers, so it needs no barrier of its own.
struct SharedMmaLowering : OpConversionPattern<tilegpu::SharedMmaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::SharedMmaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    auto layout = tilegpu::getMmaLayout(op.getResult());
    if (!layout)
      return rewriter.notifyMatchFailure(op, "needs an mma layout");
    Location loc = op.getLoc();
    auto accType = cast<TileType>(op.getAcc().getType());
    Type resultConverted = converter.convertType(accType);
    tilegpu::SharedRingAttr ringA = op.getLhsAttr(), ringB = op.getRhs();
    OpBuilder &b = rewriter;
    Value slot = adaptor.getSlot();
    Type staged = getStagedAccumulatorType(b, accType.getElementType());
    if (op.getWgmma()) {
      // checkSharedMma reported any other layout before the conversion.
      int64_t rowsA = accType.getDimSize(0);
      if (!isWarpgroupMmaLayout(layout, rowsA))
        return rewriter.notifyMatchFailure(
            op, "wgmma needs the layout mma<W, 1> over whole warpgroups");
      Value acc =
          convertLanes(b, loc, toLaneVector(b, loc, adaptor.getAcc()), staged);
      Value lhsTile;
      if (adaptor.getLhsTile())
        lhsTile = toLaneVector(b, loc, adaptor.getLhsTile());
      Value result =
          emitWarpgroupMma(b, loc, converter, op, slot, layout, acc, lhsTile);
      result =
          convertLanes(b, loc, result, getElementTypeOrSelf(resultConverted));
      rewriter.replaceOp(op, fromLaneVector(b, loc, result, resultConverted));
      return success();
    }
    // f32 rings feed the tf32 instruction (the fragments are rounded).
    Type element = ringA.getElement();
    if (element.isF32())
      element = rewriter.getTF32Type();
    std::optional<MmaInstruction> inst = getInstruction(element, false);
    if (!inst) // the verifier leaves f8 rings to wgmma
      return rewriter.notifyMatchFailure(op, "no mma.sync for these rings");
    RingFragments source =
        getSlotFragments(b, loc, converter, ringA, ringB, slot, layout);
    MmaDims dims = getRingDims(ringA, ringB);
    Value acc =
        convertLanes(b, loc, toLaneVector(b, loc, adaptor.getAcc()), staged);
    // The before_last_step ops (a pipelined loop's wait and copies) move
    // between the last k step's fragment loads and its mmas.
    auto inlineBeforeLastStep = [&] {
      rewriter.inlineBlockBefore(&op.getBeforeLastStep().front(),
                                 b.getInsertionBlock(), b.getInsertionPoint());
    };
    if (Value firstStep = adaptor.getFirstStep()) {
      // The next buffer, (slot + 1) mod slots, for the next iteration's
      // first step.
      Value one = arith::ConstantOp::create(
          b, loc, b.getIntegerAttr(slot.getType(), 1));
      Value sum = arith::AddIOp::create(b, loc, slot, one);
      Value wraps = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::uge, sum,
          arith::ConstantOp::create(
              b, loc, b.getIntegerAttr(slot.getType(), ringA.getSlots())));
      Value nextSlot = arith::SelectOp::create(
          b, loc, wraps,
          arith::ConstantOp::create(b, loc,
                                    b.getIntegerAttr(slot.getType(), 0)),
          sum);
      RingFragments nextSource =
          getSlotFragments(b, loc, converter, ringA, ringB, nextSlot, layout);
      StepFragments first = unpackStepFragments(
          b, loc, firstStep, tilegpu::getMmaWarpTiles(layout, dims.m, dims.n));
      auto [result, next] = emitCarriedFragmentTiles(
          b, loc, dims, dims.k, *inst, inst->type, layout, source, nextSource,
          acc, std::move(first),
          op.getBeforeLastStep().empty() ? llvm::function_ref<void()>()
                                         : inlineBeforeLastStep);
      result =
          convertLanes(b, loc, result, getElementTypeOrSelf(resultConverted));
      rewriter.replaceOp(op, {fromLaneVector(b, loc, result, resultConverted),
                              packStepFragments(b, loc, next)});
      return success();
    }
    // Up to 8 k steps (K <= 128) unrolled.
    Value result = emitFragmentTiles(
        b, loc, dims, dims.k, *inst, inst->type, layout, source, acc,
        /*unroll=*/dims.k / inst->k <= tilegpu::kMaxUnrolledMmaSteps,
        op.getBeforeLastStep().empty() ? llvm::function_ref<void()>()
                                       : inlineBeforeLastStep);
    result =
        convertLanes(b, loc, result, getElementTypeOrSelf(resultConverted));
    rewriter.replaceOp(op, fromLaneVector(b, loc, result, resultConverted));
    return success();
  }
};

/// tilegpu.load_mma_fragments: the first k step's fragment loads of the
/// shared_mma lowering, packed as its `first_step`.
struct LoadMmaFragmentsLowering
    : OpConversionPattern<tilegpu::LoadMmaFragmentsOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::LoadMmaFragmentsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    tilegpu::SharedRingAttr ringA = op.getLhs(), ringB = op.getRhs();
    tilegpu::MmaLayoutAttr layout = op.getLayout();
    Value slot = adaptor.getSlot();
    RingFragments source =
        getSlotFragments(b, loc, converter, ringA, ringB, slot, layout);
    MmaDims dims = getRingDims(ringA, ringB);
    rewriter.replaceOp(
        op, packStepFragments(b, loc,
                              loadStepFragments(dims, layout, source,
                                                i64Constant(b, loc, 0))));
    return success();
  }
};

/// tilegpu.load_wgmma_lhs: the interleaved fragment loads of a shared_mma
/// with `lhs_registers` (loadLhsFragments, rounded), packed into the lanes
/// of `#tilegpu.wgmma_lhs<W>` (block i, row half h, the row's 2 S
/// elements: fragment register h + 2 (e / S) of k step e mod S).
struct LoadWgmmaLhsLowering : OpConversionPattern<tilegpu::LoadWgmmaLhsOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::LoadWgmmaLhsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    auto layout = dyn_cast_or_null<tilegpu::WgmmaLhsLayoutAttr>(
        tilegpu::getLayout(op.getTile()));
    if (!layout)
      return rewriter.notifyMatchFailure(op, "needs a wgmma_lhs layout");
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    tilegpu::SharedRingAttr ring = op.getLhs();
    int64_t warps = layout.getWarps(), steps = ring.getCols() / 8;
    int64_t blocks = ring.getRows() / (kTileM * warps);
    SmallVector<std::array<Value, 4>> fragments = loadLhsFragments(
        b, loc, getRingSlot(b, loc, converter, ring, adaptor.getSlot()), ring,
        warps, 0, blocks, /*interleaved=*/true, 0, steps);
    Type converted = converter.convertType(op.getTile().getType());
    int64_t count = blocks * 2 * 2 * steps;
    Value lanes =
        LLVM::UndefOp::create(b, loc, VectorType::get({count}, b.getF32Type()));
    for (int64_t i = 0; i < blocks; ++i)
      for (int64_t half = 0; half < 2; ++half)
        for (int64_t e = 0; e < 2 * steps; ++e) {
          Value word =
              fragments[(e % steps) * blocks + i][half + 2 * (e / steps)];
          lanes = vector::InsertOp::create(
              b, loc, LLVM::BitcastOp::create(b, loc, b.getF32Type(), word),
              lanes, getWgmmaLhsLane(i, half, e, ring.getCols()));
        }
    rewriter.replaceOp(op, fromLaneVector(b, loc, lanes, converted));
    return success();
  }
};

struct MmaFLowering : OpConversionPattern<MmaFOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MmaFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Type element = op.getLhs().getType().getElementType();
    MmaOperands operands = MmaOperands::get(op, adaptor);
    if (element.isF32() || element.isF64())
      return lowerFmaMma(op, operands, converter, rewriter);
    std::optional<MmaInstruction> inst = getInstruction(element, false);
    if (!inst)
      return failure();
    return lowerTensorCoreMma(op, operands, *inst, inst->type, converter,
                              rewriter);
  }
};

struct MmaILowering : OpConversionPattern<MmaIOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MmaIOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    bool signedA = op.getSignednessLhs() == Signedness::Signed;
    bool signedB = op.getSignednessRhs() == Signedness::Signed;
    MmaInstruction inst =
        *getInstruction(op.getLhs().getType().getElementType(), signedA);
    NVVM::MMATypes typeB = signedB ? NVVM::MMATypes::s8 : NVVM::MMATypes::u8;
    return lowerTensorCoreMma(op, MmaOperands::get(op, adaptor), inst, typeB,
                              converter, rewriter);
  }
};

} // namespace

void mlir::tile::planResidentOperands(EntryOp entry,
                                      TileTypeConverter &converter) {
  llvm::DenseSet<Operation *> resident;
  entry.walk([&](Operation *op) {
    if (op->hasAttr(tilegpu::TileGPUDialect::kResidentRhsAttrName) &&
        isTensorCoreMma(op) && tilegpu::getMmaLayout(op->getResult(0)))
      resident.insert(op);
  });
  // Operand rings start at the reused scratch's offset 0, right after the
  // regions: a whole number of swizzle periods (as the plan and
  // tile-pipeline-mma-shared place them).
  bool rings =
      entry.walk([](tilegpu::SharedMmaOp) { return WalkResult::interrupt(); })
          .wasInterrupted();
  ResidentRegions regions =
      getResidentRegions(entry, resident, rings ? kSwizzledRingAlignment : 1);
  for (auto [value, offset] : regions.offsets)
    converter.setResidentOffset(value, int64_t(offset));
  converter.setResidentBytes(int64_t(regions.bytes));
}

void mlir::tile::widenFloat8Mma(EntryOp entry) {
  entry.walk([](MmaFOp op) {
    if (!isa<Float8E4M3FNType, Float8E5M2Type>(
            op.getLhs().getType().getElementType()))
      return;
    OpBuilder b(op);
    auto widen = [&](Value operand) -> Value {
      auto type = cast<TileType>(operand.getType());
      return FToFOp::create(b, op.getLoc(),
                            TileType::get(type.getShape(), b.getF16Type()),
                            operand, RoundingMode::NearestEven);
    };
    op.getLhsMutable().assign(widen(op.getLhs()));
    op.getRhsMutable().assign(widen(op.getRhs()));
  });
}

std::string mlir::tile::checkMma(Operation *op,
                                 const TileTypeConverter &converter) {
  auto lhs = cast<TileType>(op->getOperand(0).getType());
  Type element = lhs.getElementType();
  if (isa<MmaIOp>(op) || element.isF32() || element.isF64() ||
      getInstruction(element, true))
    return "";
  std::string reason;
  llvm::raw_string_ostream(reason)
      << "mma with " << element << " operands is not lowered yet";
  return reason;
}

std::string mlir::tile::checkSharedMma(tilegpu::SharedMmaOp op,
                                       StringRef chip) {
  if (!op.getWgmma())
    return "";
  std::string reason;
  llvm::raw_string_ostream os(reason);
  auto layout = tilegpu::getMmaLayout(op.getResult());
  if (!hasWarpgroupMma(chip))
    os << "wgmma needs sm_90 (its cubin targets sm_90a), not " << chip;
  else if (!isWarpgroupMmaLayout(
               layout, cast<TileType>(op.getAcc().getType()).getDimSize(0)))
    os << "wgmma needs the accumulator in #tilegpu.mma<W, 1>, W a multiple "
          "of 4 and A's rows a multiple of 16 W";
  return reason;
}

void mlir::tile::populateTileMmaPatterns(TileTypeConverter &converter,
                                         RewritePatternSet &patterns) {
  patterns
      .add<MmaFLowering, MmaILowering, SharedMmaLowering,
           LoadMmaFragmentsLowering, LoadWgmmaLhsLowering, WgmmaWaitLowering>(
          converter, patterns.getContext());
}
