//===- TileToGPUAtomics.cpp - atomics, fences, grid dependencies ----------===//
//
// atomic_rmw_tko, atomic_cas_tko and atomic_red_view_tko become one PTX
// atom (red for the view reduction, which returns nothing) per element
// this thread owns, written as inline assembly: the NVPTX backend drops
// the ordering and scope of an LLVM atomicrmw, so the instruction carries
// them itself (`atom.<sem>.<scope>.global.<op>.<type>`, sem
// relaxed/acquire/release/acq_rel, scope cta (tl_blk), gpu (device) or
// sys). The mask becomes the instruction's predicate; a masked-off lane
// returns 0 (rmw, as the interpreter) or `cmp` (cas, reference §3.7).
// bf16 addition has no atom before sm_90: there it is an LLVM atomicrmw,
// which the backend expands into a compare-and-swap loop that keeps the
// ordering and scope.
//
// As for loads and stores, ordering is block-wide: release starts with a
// barrier, acquire ends with one. When the layout is replicated (a tile
// smaller than the block, e.g. a rank-0 counter), only the first holder of
// an element performs it, and the old values reach the other holders
// through the scratch buffer.
//
// memory_fence_alias_tko is a block barrier; gdc_launch_dependents_tko and
// gdc_wait_tko are griddepcontrol where the target has it.
//
//===----------------------------------------------------------------------===//

#include "TileToGPUMemory.h"
#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

/// The compute capability in a chip name (sm_90a -> 90); 0 if none.
unsigned getComputeCapability(StringRef chip) {
  unsigned version = 0;
  if (!chip.consume_front("sm_"))
    return 0;
  while (!chip.empty() && llvm::isDigit(chip.front())) {
    version = version * 10 + (chip.front() - '0');
    chip = chip.drop_front();
  }
  return version;
}

/// The PTX operation and type of `mode` on `element` ("add.u32").
std::string getPTXOperation(AtomicRMWMode mode, Type element) {
  unsigned width = element.getIntOrFloatBitWidth();
  std::string w = std::to_string(width);
  switch (mode) {
  case AtomicRMWMode::And:
    return "and.b" + w;
  case AtomicRMWMode::Or:
    return "or.b" + w;
  case AtomicRMWMode::Xor:
    return "xor.b" + w;
  case AtomicRMWMode::Add:
    return "add.u" + w;
  case AtomicRMWMode::Max:
    return "max.s" + w;
  case AtomicRMWMode::Min:
    return "min.s" + w;
  case AtomicRMWMode::UMax:
    return "max.u" + w;
  case AtomicRMWMode::UMin:
    return "min.u" + w;
  case AtomicRMWMode::Xchg:
    return "exch.b" + w;
  case AtomicRMWMode::AddF:
    if (element.isF16())
      return "add.noftz.f16";
    if (element.isBF16())
      return "add.noftz.bf16";
    return "add.f" + w;
  }
  return "";
}

/// The inline-assembly register constraint of a `bits`-wide integer.
char getConstraint(unsigned bits) {
  return bits == 16 ? 'h' : bits == 32 ? 'r' : 'l';
}

/// Whether `mode` on `element` needs the compare-and-swap fallback.
bool needsCasLoop(AtomicRMWMode mode, Type element, unsigned capability) {
  return mode == AtomicRMWMode::AddF && element.isBF16() && capability < 90;
}

LLVM::AtomicBinOp getLLVMBinOp(AtomicRMWMode mode) {
  switch (mode) {
  case AtomicRMWMode::And:
    return LLVM::AtomicBinOp::_and;
  case AtomicRMWMode::Or:
    return LLVM::AtomicBinOp::_or;
  case AtomicRMWMode::Xor:
    return LLVM::AtomicBinOp::_xor;
  case AtomicRMWMode::Add:
    return LLVM::AtomicBinOp::add;
  case AtomicRMWMode::AddF:
    return LLVM::AtomicBinOp::fadd;
  case AtomicRMWMode::Max:
    return LLVM::AtomicBinOp::max;
  case AtomicRMWMode::Min:
    return LLVM::AtomicBinOp::min;
  case AtomicRMWMode::UMax:
    return LLVM::AtomicBinOp::umax;
  case AtomicRMWMode::UMin:
    return LLVM::AtomicBinOp::umin;
  case AtomicRMWMode::Xchg:
    return LLVM::AtomicBinOp::xchg;
  }
  return LLVM::AtomicBinOp::xchg;
}

/// What every atomic of one op shares.
struct AtomicKind {
  MemoryOrdering ordering;
  std::optional<MemoryScope> scope;
  unsigned capability;
};

/// `value` as the integer of its width (the asm operands are untyped bits).
Value toBits(OpBuilder &b, Location loc, Value value) {
  Type type = value.getType();
  if (isa<IntegerType>(type))
    return value;
  return LLVM::BitcastOp::create(
      b, loc, b.getIntegerType(type.getIntOrFloatBitWidth()), value);
}

Value fromBits(OpBuilder &b, Location loc, Value bits, Type type) {
  if (bits.getType() == type)
    return bits;
  return LLVM::BitcastOp::create(b, loc, type, bits);
}

/// One PTX instruction `body` (operands numbered from $0 = result when
/// `result` is set) on `operands`, predicated by `on` (null: always), the
/// result first set by `init` ("mov.b32 $0, 0;") for lanes that are off.
Value emitAsm(OpBuilder &b, Location loc, Type result, ValueRange operands,
              StringRef constraints, std::string body, Value on,
              StringRef init) {
  SmallVector<Value> all(operands);
  std::string text;
  std::string allConstraints = constraints.str();
  if (on) {
    // The result is written (by `init`) before the inputs are read.
    if (result)
      allConstraints.insert(1, "&");
    all.push_back(on);
    allConstraints += ",b";
    if (!init.empty())
      text = init.str() + "\n\t";
    text +=
        "@$" + std::to_string(all.size() - 1 + (result ? 1 : 0)) + " " + body;
  } else {
    text = body;
  }
  auto asmOp = LLVM::InlineAsmOp::create(
      b, loc, result ? TypeRange{result} : TypeRange{}, all, text,
      allConstraints, /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None, /*asm_dialect=*/nullptr,
      /*operand_attrs=*/nullptr);
  return result ? asmOp.getResult(0) : Value();
}

/// One atomic read-modify-write of `arg` at `pointer` where `on` (null:
/// always); returns the old value (0 where off) when `wantOld`.
Value emitAtomicRMW(OpBuilder &b, Location loc, AtomicRMWMode mode,
                    Value pointer, Value arg, Value on, const AtomicKind &kind,
                    bool wantOld) {
  Type element = arg.getType();
  if (needsCasLoop(mode, element, kind.capability)) {
    auto rmw = [&](OpBuilder &b, Location loc) -> Value {
      return LLVM::AtomicRMWOp::create(b, loc, getLLVMBinOp(mode), pointer, arg,
                                       getLLVMOrdering(kind.ordering),
                                       getSyncScope(kind.scope),
                                       getElementBytes(element));
    };
    if (!on)
      return rmw(b, loc);
    auto branch = scf::IfOp::create(
        b, loc, on,
        [&](OpBuilder &b, Location loc) {
          scf::YieldOp::create(b, loc, rmw(b, loc));
        },
        [&](OpBuilder &b, Location loc) {
          Value zero =
              arith::ConstantOp::create(b, loc, b.getFloatAttr(element, 0.0));
          scf::YieldOp::create(b, loc, zero);
        });
    return branch.getResult(0);
  }
  unsigned bits = element.getIntOrFloatBitWidth();
  char c = getConstraint(bits);
  std::string qualifiers =
      ("." + getPTXSemantics(kind.ordering) + "." + getPTXScope(kind.scope) +
       ".global." + getPTXOperation(mode, element))
          .str();
  Value argBits = toBits(b, loc, arg);
  if (!wantOld && !hasAcquire(kind.ordering) && mode != AtomicRMWMode::Xchg) {
    // red takes relaxed and release only, and has no exch.
    emitAsm(b, loc, Type(), {pointer, argBits}, std::string("l,") + c,
            "red" + qualifiers + " [$0], $1;", on, "");
    return Value();
  }
  std::string init = "mov.b" + std::to_string(bits) + " $0, 0;";
  Value old = emitAsm(b, loc, b.getIntegerType(bits), {pointer, argBits},
                      std::string("=") + c + ",l," + c,
                      "atom" + qualifiers + " $0, [$1], $2;", on, init);
  return fromBits(b, loc, old, element);
}

/// Old values of the elements that copies of this thread's chunk hold, from
/// their first holder (which did the atomics) through scratch.
Value shareOwnersValues(OpBuilder &b, Location loc,
                        const TileTypeConverter &converter, Value values,
                        const BlockedLayout &layout) {
  Type element = getElementTypeOrSelf(values.getType());
  auto owner = scf::IfOp::create(b, loc, getOwnerPredicate(b, loc, layout),
                                 /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(owner.thenBlock());
    storeBlocked(b, loc, converter, values, layout, 0);
  }
  converter.reserveScratch(roundUp16(
      layout.numElements * getElementBytes(getScratchElementType(element))));
  barrier(b, loc);
  Value shared = loadBlocked(b, loc, converter, layout, element, 0);
  barrier(b, loc);
  return shared;
}

struct AtomicRmwLowering : OpConversionPattern<AtomicRmwTkoOp> {
  AtomicRmwLowering(TypeConverter &converter, MLIRContext *context,
                    unsigned capability)
      : OpConversionPattern(converter, context), capability(capability) {}

  LogicalResult
  matchAndRewrite(AtomicRmwTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto tileType = dyn_cast<TileType>(op.getResult().getType());
    Type type = tileType ? converter.convertType(tileType) : Type();
    if (!type)
      return failure();
    Location loc = op.getLoc();
    AtomicKind kind{op.getMemoryOrderingSemantics(), op.getMemoryScope(),
                    capability};
    beginAccess(rewriter, loc, kind.ordering);
    BlockedLayout layout = converter.getLayout(tileType);
    Value pointers = toLaneVector(rewriter, loc, adaptor.getPointers());
    Value args = toLaneVector(rewriter, loc, adaptor.getArg());
    Value mask = adaptor.getMask()
                     ? toLaneVector(rewriter, loc, adaptor.getMask())
                     : allLanes(rewriter, loc, layout.perThread);
    mask = ownedLanes(rewriter, loc, mask, layout);
    bool always = isAllTrue(mask);
    bool wantOld = !op.getResult().use_empty();
    auto vectorType = cast<VectorType>(args.getType());
    Value old = LLVM::PoisonOp::create(rewriter, loc, vectorType);
    for (int64_t lane = 0; lane < layout.perThread; ++lane) {
      Value on = always ? Value() : getMaskLane(rewriter, loc, mask, lane);
      Value value = emitAtomicRMW(
          rewriter, loc, op.getMode(),
          vector::ExtractOp::create(rewriter, loc, pointers, lane),
          vector::ExtractOp::create(rewriter, loc, args, lane), on, kind,
          wantOld);
      if (wantOld)
        old = vector::InsertOp::create(rewriter, loc, value, old, lane);
    }
    if (wantOld && layout.isReplicated())
      old = shareOwnersValues(rewriter, loc, converter, old, layout);
    endAccess(rewriter, loc, kind.ordering);
    Value token =
        arith::ConstantOp::create(rewriter, loc, rewriter.getBoolAttr(false));
    rewriter.replaceOp(op, {fromLaneVector(rewriter, loc, old, type), token});
    return success();
  }

  unsigned capability;
};

struct AtomicCasLowering : OpConversionPattern<AtomicCasTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AtomicCasTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto tileType = dyn_cast<TileType>(op.getResult().getType());
    Type type = tileType ? converter.convertType(tileType) : Type();
    if (!type)
      return failure();
    Location loc = op.getLoc();
    MemoryOrdering ordering = op.getMemoryOrderingSemantics();
    beginAccess(rewriter, loc, ordering);
    BlockedLayout layout = converter.getLayout(tileType);
    Value pointers = toLaneVector(rewriter, loc, adaptor.getPointers());
    Value cmps = toLaneVector(rewriter, loc, adaptor.getCmp());
    Value vals = toLaneVector(rewriter, loc, adaptor.getVal());
    Value mask = adaptor.getMask()
                     ? toLaneVector(rewriter, loc, adaptor.getMask())
                     : allLanes(rewriter, loc, layout.perThread);
    mask = ownedLanes(rewriter, loc, mask, layout);
    bool always = isAllTrue(mask);
    auto vectorType = cast<VectorType>(cmps.getType());
    Type element = vectorType.getElementType();
    unsigned bits = element.getIntOrFloatBitWidth();
    char c = getConstraint(bits);
    std::string w = std::to_string(bits);
    std::string body = ("atom." + getPTXSemantics(ordering) + "." +
                        getPTXScope(op.getMemoryScope()) + ".global.cas.b" + w +
                        " $0, [$1], $2, $3;")
                           .str();
    Value old = LLVM::PoisonOp::create(rewriter, loc, vectorType);
    for (int64_t lane = 0; lane < layout.perThread; ++lane) {
      Value on = always ? Value() : getMaskLane(rewriter, loc, mask, lane);
      Value cmp = vector::ExtractOp::create(rewriter, loc, cmps, lane);
      Value val = vector::ExtractOp::create(rewriter, loc, vals, lane);
      Value pointer = vector::ExtractOp::create(rewriter, loc, pointers, lane);
      // Off lanes return `cmp`.
      Value value = emitAsm(
          rewriter, loc, rewriter.getIntegerType(bits),
          {pointer, toBits(rewriter, loc, cmp), toBits(rewriter, loc, val)},
          std::string("=") + c + ",l," + c + "," + c, body, on,
          "mov.b" + w + " $0, $2;");
      old = vector::InsertOp::create(
          rewriter, loc, fromBits(rewriter, loc, value, element), old, lane);
    }
    if (!op.getResult().use_empty() && layout.isReplicated())
      old = shareOwnersValues(rewriter, loc, converter, old, layout);
    endAccess(rewriter, loc, ordering);
    Value token =
        arith::ConstantOp::create(rewriter, loc, rewriter.getBoolAttr(false));
    rewriter.replaceOp(op, {fromLaneVector(rewriter, loc, old, type), token});
    return success();
  }
};

/// atomic_red_view_tko: the view's addressing and edge mask, then one red
/// per element this thread owns.
struct AtomicRedViewLowering : OpConversionPattern<AtomicRedViewTkoOp> {
  AtomicRedViewLowering(TypeConverter &converter, MLIRContext *context,
                        unsigned capability)
      : OpConversionPattern(converter, context), capability(capability) {}

  LogicalResult
  matchAndRewrite(AtomicRedViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto view = dyn_cast<TileViewTypeInterface>(op.getView().getType());
    auto tileType = dyn_cast<TileType>(op.getValue().getType());
    if (!view || !tileType)
      return failure();
    Location loc = op.getLoc();
    AtomicKind kind{op.getMemoryOrderingSemantics(), op.getMemoryScope(),
                    capability};
    beginAccess(rewriter, loc, kind.ordering);
    BlockedLayout layout = converter.getLayout(tileType);
    Value values = toLaneVector(rewriter, loc, adaptor.getValue());
    Type element = getElementTypeOrSelf(values.getType());
    LaneAccess access = computeViewAccess(
        rewriter, loc, converter, view, adaptor.getView(), adaptor.getIndex(),
        op.getIndex().getTypes(), layout, element, std::nullopt);
    Value mask = ownedLanes(rewriter, loc, access.mask, layout);
    bool always = isAllTrue(mask);
    for (int64_t lane = 0; lane < layout.perThread; ++lane) {
      Value on = always ? Value() : getMaskLane(rewriter, loc, mask, lane);
      emitAtomicRMW(
          rewriter, loc, op.getMode(),
          vector::ExtractOp::create(rewriter, loc, access.pointers, lane),
          vector::ExtractOp::create(rewriter, loc, values, lane), on, kind,
          /*wantOld=*/false);
    }
    endAccess(rewriter, loc, kind.ordering);
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op,
                                                   rewriter.getBoolAttr(false));
    return success();
  }

  unsigned capability;
};

/// memory_fence_alias_tko orders accesses that reach the same memory
/// through different views or pointers: a barrier orders every thread's
/// earlier accesses before every thread's later ones.
struct MemoryFenceAliasLowering : OpConversionPattern<MemoryFenceAliasTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MemoryFenceAliasTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    barrier(rewriter, op.getLoc());
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op,
                                                   rewriter.getBoolAttr(false));
    return success();
  }
};

/// gdc_launch_dependents_tko and gdc_wait_tko: griddepcontrol on sm_90 and
/// later. Earlier targets have no programmatic dependent launch, so a grid
/// starts only after the one before it has finished: waiting is already
/// done and letting dependents launch early is a hint with nothing to do.
template <typename TileOpTy, NVVM::GridDepActionKind Kind>
struct GridDependencyLowering : OpConversionPattern<TileOpTy> {
  GridDependencyLowering(TypeConverter &converter, MLIRContext *context,
                         unsigned capability)
      : OpConversionPattern<TileOpTy>(converter, context),
        capability(capability) {}
  LogicalResult
  matchAndRewrite(TileOpTy op, typename TileOpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (capability >= 90)
      NVVM::GriddepcontrolOp::create(rewriter, op.getLoc(), Kind);
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(op,
                                                   rewriter.getBoolAttr(false));
    return success();
  }

  unsigned capability;
};

} // namespace

void mlir::tile::populateTileAtomicPatterns(TileTypeConverter &converter,
                                            RewritePatternSet &patterns,
                                            StringRef chip) {
  unsigned capability = getComputeCapability(chip);
  MLIRContext *context = patterns.getContext();
  patterns.add<AtomicRmwLowering, AtomicRedViewLowering>(converter, context,
                                                         capability);
  patterns.add<AtomicCasLowering, MemoryFenceAliasLowering>(converter, context);
  patterns
      .add<GridDependencyLowering<GdcLaunchDependentsTkoOp,
                                  NVVM::GridDepActionKind::launch_dependents>,
           GridDependencyLowering<GdcWaitTkoOp, NVVM::GridDepActionKind::wait>>(
          converter, context, capability);
}
