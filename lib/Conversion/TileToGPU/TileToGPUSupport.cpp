//===- TileToGPUSupport.cpp - what the tile lowering accepts --------------===//
//
// One predicate per op: the combinations of op, types and attributes that
// the patterns lower. Everything else is diagnosed before the conversion
// starts, at the op's location, so the user sees every gap at once and the
// conversion itself never fails half-way.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Dialect/Tile/IR/TileLocation.h"
#include "TileToGPU.h"
#include "TileToGPUFloat.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tile;

/// Tile types in their short form, as in the textual IR: tile<4xf32>.
static std::string shortTypes(std::string text) {
  for (size_t at = text.find("!tile."); at != std::string::npos;
       at = text.find("!tile.", at))
    text.erase(at, strlen("!tile."));
  return text;
}

InFlightDiagnostic mlir::tile::emitUnsupported(Operation *op,
                                               llvm::StringRef chip,
                                               llvm::StringRef reason) {
  std::string types;
  llvm::raw_string_ostream os(types);
  llvm::interleaveComma(op->getOperandTypes(), os);
  if (op->getNumResults()) {
    if (op->getNumOperands())
      os << " -> ";
    llvm::interleaveComma(op->getResultTypes(), os);
  }
  types = shortTypes(types);
  InFlightDiagnostic diag = emitError(getUserLoc(op->getLoc()))
                            << "'" << op->getName() << "'"
                            << (types.empty() ? "" : " with ") << types
                            << " is not supported on " << chip;
  if (!reason.empty())
    diag.attachNote(getUserLoc(op->getLoc())) << shortTypes(reason.str());
  return diag;
}

namespace {

/// Checks shared by every op: each operand and result type has a
/// per-thread form.
std::string checkTypes(Operation *op, const TileTypeConverter &converter) {
  for (Type type :
       llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes())) {
    if (!converter.convertType(type)) {
      std::string reason;
      llvm::raw_string_ostream(reason)
          << "values of type " << type << " are not lowered yet";
      return reason;
    }
  }
  return "";
}

/// The scratch index arithmetic takes power-of-two dimensions.
std::string checkPowerOfTwoShapes(Operation *op) {
  for (Type type :
       llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes())) {
    auto tile = dyn_cast<TileType>(type);
    if (!tile || tile.getRank() == 0)
      continue;
    for (int64_t size : tile.getShape())
      if (!llvm::isPowerOf2_64(size))
        return "only tiles with power-of-two dimensions are lowered yet";
  }
  return "";
}

/// 4-bit elements pack two to a byte, which views address (reference
/// §1.4); a pointer to one would address half a byte, and atomics on them
/// are not defined (the interpreter refuses them too).
std::string checkMemoryElements(Operation *op) {
  for (Type type :
       llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes())) {
    Type element = getElementTypeOrSelf(type);
    if (auto tile = dyn_cast<TileType>(type))
      element = tile.getElementType();
    if (auto pointer = dyn_cast<PointerType>(element))
      element = pointer.getPointeeType();
    if (auto view = dyn_cast<TileViewTypeInterface>(type))
      type = view.getTensorView();
    if (auto view = dyn_cast<TensorViewType>(type))
      element = view.getElementType();
    if (element.isIntOrFloat() && element.getIntOrFloatBitWidth() == 4)
      return "4-bit elements in memory are reached through views only (two "
             "share a byte; a pointer to one would address half a byte)";
  }
  return "";
}

std::string checkOp(Operation *op, const TileTypeConverter &converter) {
  return llvm::TypeSwitch<Operation *, std::string>(op)
      // Structure and control flow.
      .Case([&](EntryOp entry) -> std::string {
        for (Type type : entry.getArgumentTypes()) {
          auto tile = dyn_cast<TileType>(type);
          if (!tile || tile.getRank() != 0)
            return "kernel parameters other than scalars and pointers are "
                   "not lowered yet";
        }
        return "";
      })
      // loop, break, continue and return wherever the verifier allows them
      // (TileToGPUControlFlow.cpp); globals; print and assert
      // (TileToGPUDebug.cpp).
      .Case<ReturnOp, ContinueOp, BreakOp, LoopOp, GetGlobalOp>(
          [&](Operation *) { return std::string(); })
      .Case([&](GlobalOp global) { return checkGlobal(global, converter); })
      .Case<PrintTkoOp, AssertOp>(
          [&](Operation *op) { return checkDebugOp(op, converter); })
      .Case([&](YieldOp yield) -> std::string {
        if (!isa<IfOp, ReduceOp, ScanOp>(yield->getParentOp()))
          return "only yield in an if, a reduce or a scan is lowered yet";
        return "";
      })
      .Case<ForOp, IfOp>([&](Operation *) { return std::string(); })
      // Integer.
      .Case<AddIOp, SubIOp, MulIOp, ShLIOp, AndIOp, OrIOp, XOrIOp, AbsIOp,
            RemIOp, MaxIOp, MinIOp, ShRIOp, DivIOp, NegIOp, MulhiIOp, CmpIOp>(
          [&](Operation *) { return std::string(); })
      // Float arithmetic in every rounding mode the verifier takes; math
      // functions from libdevice for f16, bf16 (computed in f32), f32 and
      // f64 (TileToGPUMath.cpp).
      .Case<AddFOp, SubFOp, MulFOp, DivFOp, FmaOp, MaxFOp, MinFOp, RemFOp,
            AbsFOp, NegFOp, FloorOp, CeilOp, CmpFOp, FPowIOp, SqrtOp, RsqrtOp,
            ExpOp, Exp2Op, LogOp, Log2Op, SinOp, CosOp, TanOp, SinhOp, CoshOp,
            TanhOp, PowOp, Atan2Op>([&](Operation *) { return std::string(); })
      // Selection and conversions.
      .Case<SelectOp, BitcastOp, TruncIOp, ExtIOp, FToIOp, IToFOp, IntToPtrOp,
            PtrToIntOp, PtrToPtrOp>([&](Operation *) { return std::string(); })
      // ftof: every pair of lowered float types in nearest_even; the other
      // modes (TileToGPUCompute.cpp, convertRounded) between f64, f32,
      // tf32, f16 and bf16, and wherever the conversion is exact.
      .Case([&](FToFOp op) -> std::string {
        Type from = getElementTypeOrSelf(op.getSource().getType());
        Type to = getElementTypeOrSelf(op.getResult().getType());
        RoundingMode mode = op.getRoundingMode();
        // Types without a register form (f8E8M0FNU, f4E2M1FN) are the
        // type check's to report.
        if (mode == RoundingMode::NearestEven ||
            isExactFloatConversion(from, to) ||
            !checkTypes(op, converter).empty())
          return "";
        auto isWide = [](Type t) {
          return t.isF64() || t.isF32() || t.isTF32() || t.isF16() ||
                 t.isBF16();
        };
        if (isWide(from) && isWide(to))
          return "";
        // Narrow floats round in every IEEE mode (TileToGPUNarrowFloat.cpp).
        if ((isNarrowFloat(from) || isNarrowFloat(to)) &&
            llvm::is_contained({RoundingMode::NearestAway, RoundingMode::Zero,
                                RoundingMode::NegativeInf,
                                RoundingMode::PositiveInf},
                               mode))
          return "";
        std::string reason;
        llvm::raw_string_ostream(reason)
            << "ftof from " << from << " to " << to << " with rounding "
            << stringifyRoundingMode(mode) << " is not lowered";
        return reason;
      })
      // Constants, ids, shapes, pointers.
      .Case([&](ConstantOp constant) -> std::string {
        // Splats inline, other values from a global (TileToGPUCompute.cpp).
        if (!isa<DenseElementsAttr>(constant.getValue()))
          return "only dense constants are lowered yet";
        return "";
      })
      .Case([&](OffsetOp offset) { return checkMemoryElements(offset); })
      .Case<IotaOp, GetTileBlockIdOp, GetNumTileBlocksOp, ReshapeOp, AssumeOp,
            MakeTokenOp, JoinTokensOp>(
          [&](Operation *) { return std::string(); })
      // Data movement through shared memory.
      .Case<BroadcastOp, PermuteOp, ExtractOp, InsertOp, CatOp, PackOp,
            UnpackOp>([&](Operation *op) { return checkPowerOfTwoShapes(op); })
      .Case([&](ReduceOp reduce) -> std::string {
        if (std::string reason = checkPowerOfTwoShapes(reduce); !reason.empty())
          return reason;
        for (Type type : reduce.getInputs().getTypes())
          if (cast<TileType>(type).getRank() == 0)
            return "reduce of a rank-0 tile is not lowered yet";
        if (reduce.getIdentities().size() != reduce.getInputs().size())
          return "one identity per operand is expected";
        return "";
      })
      .Case([&](ScanOp scan) -> std::string {
        if (std::string reason = checkPowerOfTwoShapes(scan); !reason.empty())
          return reason;
        for (Type type : scan.getInputs().getTypes())
          if (cast<TileType>(type).getRank() == 0)
            return "scan of a rank-0 tile is not lowered yet";
        if (scan.getIdentities().size() != scan.getInputs().size())
          return "one identity per operand is expected";
        return "";
      })
      // Views, loads, stores, atomics (TileToGPUMemory.cpp,
      // TileToGPUAtomics.cpp): every ordering, scope, view kind and mode
      // the verifier allows; element types as checkTypes says.
      // alloca from the device heap (TileToGPUAlloca.cpp).
      .Case([&](AllocaOp) { return std::string(); })
      // 4-bit elements through views only (two to a byte, reference §1.4).
      .Case<MakeTensorViewOp, MakePartitionViewOp, MakeStridedViewOp,
            MakeGatherScatterViewOp, GetTensorShapeOp, GetIndexSpaceShapeOp,
            LoadViewTkoOp, StoreViewTkoOp>(
          [&](Operation *) { return std::string(); })
      .Case<LoadPtrTkoOp, StorePtrTkoOp, AtomicRmwTkoOp, AtomicCasTkoOp,
            AtomicRedViewTkoOp>(
          [&](Operation *op) { return checkMemoryElements(op); })
      .Case<MemoryFenceAliasTkoOp, GdcLaunchDependentsTkoOp, GdcWaitTkoOp>(
          [&](Operation *) { return std::string(); })
      // Tensor cores (TileToGPUMma.cpp).
      .Case<MmaFOp, MmaIOp>(
          [&](Operation *op) { return checkMma(op, converter); })
      .Case([&](MmaFScaledOp) -> std::string {
        return "mmaf_scaled is lowered as scaled f32 operands and an mmaf by "
               "--tile-expand-scaled-mma (tile-to-nvvm and tile-as run it "
               "first)";
      })
      .Default([&](Operation *) -> std::string {
        return "this op is not lowered yet";
      });
}

} // namespace

std::string
mlir::tile::getUnsupportedReason(Operation *op,
                                 const TileTypeConverter &converter) {
  std::string reason = checkOp(op, converter);
  if (!reason.empty())
    return reason;
  if (auto entry = dyn_cast<EntryOp>(op)) {
    for (Type type : entry.getArgumentTypes()) {
      if (!converter.convertType(type)) {
        llvm::raw_string_ostream(reason)
            << "parameters of type " << type << " are not lowered yet";
        return reason;
      }
    }
    return "";
  }
  return checkTypes(op, converter);
}
