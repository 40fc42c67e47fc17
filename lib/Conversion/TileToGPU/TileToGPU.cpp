//===- TileToGPU.cpp - tile modules to gpu.module kernels -----------------===//
//
// The `convert-tile-to-gpu` pass: the blocked layout, the type converter,
// modules (tile.module -> gpu.module, globals -> LLVM globals). The op
// patterns live in TileToGPU<Area>.cpp (entry and control flow in
// TileToGPUControlFlow.cpp); what they accept is decided in
// TileToGPUSupport.cpp.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"

#include "TileIR/Analysis/LayoutAssignment.h"
#include "TileIR/Analysis/MmaRings.h"
#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/Tile/IR/TileDialect.h"
#include "TileIR/Target/TargetModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::tile {
#define GEN_PASS_DEF_CONVERTTILETOGPU
#include "TileIR/Conversion/Passes.h.inc"
} // namespace mlir::tile

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Layout and types
//===----------------------------------------------------------------------===//

BlockedLayout BlockedLayout::get(int64_t numElements, int64_t threads) {
  BlockedLayout layout;
  layout.numElements = std::max<int64_t>(numElements, 1);
  layout.threads = std::max<int64_t>(threads, 1);
  layout.chunks = std::min(layout.numElements, layout.threads);
  layout.perThread = layout.numElements / layout.chunks;
  return layout;
}

BlockedLayout BlockedLayout::get(TileType type, int64_t threads,
                                 Attribute layout) {
  BlockedLayout blocked = get(type, threads);
  // verifyLayouts checked the shape: whole vectors per thread, a group's
  // chunks in one row or whole rows.
  if (auto coalesced = dyn_cast_or_null<tilegpu::CoalescedLayoutAttr>(layout);
      coalesced && !blocked.isReplicated() &&
      blocked.perThread % coalesced.getVector() == 0) {
    blocked.vector = coalesced.getVector();
    blocked.group = coalesced.getGroup();
    int64_t row = type.getRank() ? type.getShape().back() : 1;
    blocked.acrossRows = blocked.perThread * blocked.group > row;
  }
  return blocked;
}

bool BlockedLayout::addsWithoutCarry(int64_t modulus) const {
  if (modulus <= 1)
    return true;
  // Threads and lanes pair freely: no pair carries exactly when the largest
  // remainders do not.
  int64_t firstMax = 0, offsetMax = 0;
  for (int64_t thread = 0; thread < threads; ++thread)
    firstMax = std::max(firstMax, getFirstElement(thread) % modulus);
  for (int64_t lane = 0; lane < perThread; ++lane)
    offsetMax = std::max(offsetMax, getLaneOffset(lane) % modulus);
  return firstMax + offsetMax < modulus;
}

TileTypeConverter::TileTypeConverter(MLIRContext *context, int64_t threads)
    : context(context), threads(threads) {
  addConversion([](Type type) -> std::optional<Type> {
    // Types of other dialects (already lowered) stay as they are.
    if (isa<TileDialect>(type.getDialect()))
      return std::nullopt;
    return type;
  });
  addConversion([this](TileType type) -> Type {
    Type element = convertElementType(type.getElementType());
    if (!element)
      return nullptr;
    int64_t perThread = getLayout(type).perThread;
    if (perThread == 1)
      return element;
    return VectorType::get({perThread}, element);
  });
  addConversion([](TokenType type) -> Type {
    return IntegerType::get(type.getContext(), 1);
  });
  addConversion([this](TensorViewType type) -> Type {
    if (!convertElementType(type.getElementType()))
      return nullptr;
    return getViewDescriptorType(type.getRank());
  });
  addConversion([this](PartitionViewType type) -> Type {
    return convertType(type.getTensorView());
  });
  // The reduce lowering runs the combiner's tile ops on casts of scalars and
  // casts their results back; the casts pair up and fold away in
  // reconcile-unrealized-casts.
  addSourceMaterialization(
      [](OpBuilder &b, Type type, ValueRange inputs, Location loc) -> Value {
        return UnrealizedConversionCastOp::create(b, loc, type, inputs)
            .getResult(0);
      });
}

Type TileTypeConverter::convertElementType(Type element) const {
  MLIRContext *context = element.getContext();
  if (isa<PointerType>(element))
    return LLVM::LLVMPointerType::get(context, /*addressSpace=*/1);
  if (auto intType = dyn_cast<IntegerType>(element)) {
    switch (intType.getWidth()) {
    case 1:
    case 4: // LLVM's i4, which NVPTX promotes; never in memory
    case 8:
    case 16:
    case 32:
    case 64:
      return element;
    default:
      return nullptr;
    }
  }
  if (isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(element))
    return element;
  // tf32 values sit in f32 registers with the low 13 mantissa bits zero.
  if (isa<FloatTF32Type>(element))
    return Float32Type::get(context);
  // Narrow float values are their bits (TileToGPUNarrowFloat.cpp).
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType,
          Float4E2M1FNType>(element))
    return IntegerType::get(context, 8);
  return nullptr;
}

Type TileTypeConverter::getViewDescriptorType(unsigned rank) const {
  Type i64 = IntegerType::get(context, 64);
  Type array = LLVM::LLVMArrayType::get(i64, rank);
  return LLVM::LLVMStructType::getLiteral(
      context, {LLVM::LLVMPointerType::get(context, 1), array, array});
}

//===----------------------------------------------------------------------===//
// IR helpers
//===----------------------------------------------------------------------===//

Value mlir::tile::getThreadId(OpBuilder &b, Location loc) {
  Value tid = NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
  return arith::ExtUIOp::create(b, loc, b.getI64Type(), tid);
}

void mlir::tile::onThreadsBelow(OpBuilder &b, Location loc, int64_t threads,
                                llvm::function_ref<void()> body) {
  Value inside = arith::CmpIOp::create(
      b, loc,
      threads == 1 ? arith::CmpIPredicate::eq : arith::CmpIPredicate::ult,
      getThreadId(b, loc),
      constantInt(b, loc, b.getI64Type(), threads == 1 ? 0 : threads));
  auto guard = scf::IfOp::create(b, loc, inside, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard scope(b);
  b.setInsertionPoint(guard.thenBlock()->getTerminator());
  body();
}

Value mlir::tile::emitInlineAsm(OpBuilder &b, Location loc, TypeRange results,
                                ValueRange operands, StringRef text,
                                StringRef constraints) {
  auto op = LLVM::InlineAsmOp::create(
      b, loc, results, operands, text, constraints, /*has_side_effects=*/true,
      /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
      /*asm_dialect=*/nullptr, /*operand_attrs=*/nullptr);
  return results.empty() ? Value() : op.getResult(0);
}

Value mlir::tile::splatLanes(OpBuilder &b, Location loc, Value value,
                             int64_t lanes) {
  return vector::BroadcastOp::create(
      b, loc, VectorType::get({lanes}, value.getType()), value);
}

Value mlir::tile::constantInt(OpBuilder &b, Location loc, Type type,
                              int64_t value) {
  Type element = getElementTypeOrSelf(type);
  TypedAttr attr = b.getIntegerAttr(element, value);
  if (auto vector = dyn_cast<VectorType>(type))
    attr = SplatElementsAttr::get(vector, attr);
  return arith::ConstantOp::create(b, loc, attr);
}

/// The module the kernel being lowered sits in (the tile.module).
Operation *mlir::tile::getSymbolScope(Operation *op) {
  return op->getParentOfType<LLVM::LLVMFuncOp>()->getParentOp();
}

/// Declares the external function `name` in the kernel's module once.
void mlir::tile::declareFunction(OpBuilder &b, Operation *op, StringRef name,
                                 LLVM::LLVMFunctionType type) {
  Operation *scope = getSymbolScope(op);
  Block &body = scope->getRegion(0).front();
  for (auto func : body.getOps<LLVM::LLVMFuncOp>())
    if (func.getSymName() == name)
      return;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&body);
  LLVM::LLVMFuncOp::create(b, scope->getLoc(), name, type);
}

Value mlir::tile::getFirstElementIndex(OpBuilder &b, Location loc,
                                       const BlockedLayout &layout) {
  Type i64 = b.getI64Type();
  if (layout.isCoalesced()) {
    // Thread q group + p starts at its group's first element plus p
    // vectors.
    Value tid = getThreadId(b, loc);
    Value group = constantInt(b, loc, i64, layout.group);
    Value q = arith::DivUIOp::create(b, loc, tid, group);
    Value p = arith::RemUIOp::create(b, loc, tid, group);
    return arith::AddIOp::create(
        b, loc,
        arith::MulIOp::create(
            b, loc, q,
            constantInt(b, loc, i64, layout.group * layout.perThread)),
        arith::MulIOp::create(b, loc, p,
                              constantInt(b, loc, i64, layout.vector)));
  }
  Value chunk = getThreadId(b, loc);
  if (layout.isReplicated())
    chunk = arith::AndIOp::create(
        b, loc, chunk, constantInt(b, loc, b.getI64Type(), layout.chunks - 1));
  return arith::MulIOp::create(
      b, loc, chunk, constantInt(b, loc, b.getI64Type(), layout.perThread));
}

Value mlir::tile::getElementLinearIndices(OpBuilder &b, Location loc,
                                          const BlockedLayout &layout) {
  Value base = getFirstElementIndex(b, loc, layout);
  return arith::AddIOp::create(b, loc,
                               splatLanes(b, loc, base, layout.perThread),
                               constantLaneOffsets(b, loc, layout));
}

Value mlir::tile::constantLaneOffsets(OpBuilder &b, Location loc,
                                      const BlockedLayout &layout) {
  auto vectorType = VectorType::get({layout.perThread}, b.getI64Type());
  SmallVector<int64_t> offsets;
  for (int64_t lane = 0; lane < layout.perThread; ++lane)
    offsets.push_back(layout.getLaneOffset(lane));
  return arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(vectorType, ArrayRef<int64_t>(offsets)));
}

Value mlir::tile::constantLaneIndices(OpBuilder &b, Location loc,
                                      int64_t lanes) {
  auto vectorType = VectorType::get({lanes}, b.getI64Type());
  SmallVector<int64_t> indices = llvm::to_vector(llvm::seq<int64_t>(0, lanes));
  return arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(vectorType, ArrayRef<int64_t>(indices)));
}

Value mlir::tile::getOwnerPredicate(OpBuilder &b, Location loc,
                                    const BlockedLayout &layout) {
  if (!layout.isReplicated())
    return arith::ConstantOp::create(b, loc, b.getBoolAttr(true));
  return arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::ult, getThreadId(b, loc),
      constantInt(b, loc, b.getI64Type(), layout.chunks));
}

Value mlir::tile::toLaneVector(OpBuilder &b, Location loc, Value value) {
  if (isa<VectorType>(value.getType()))
    return value;
  return vector::FromElementsOp::create(
      b, loc, VectorType::get({1}, value.getType()), value);
}

Value mlir::tile::fromLaneVector(OpBuilder &b, Location loc, Value vector,
                                 Type type) {
  if (isa<VectorType>(type))
    return vector;
  return vector::ExtractOp::create(b, loc, vector, ArrayRef<int64_t>{0});
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {

struct ConvertTileToGPUPass
    : public tile::impl::ConvertTileToGPUBase<ConvertTileToGPUPass> {
  using Base::Base;

  void runOnOperation() override;

private:
  /// Threads per block for `entry`: the plan's warps, else the entry's
  /// `num_worker_warps_per_cta` hint for the chip, else the option.
  FailureOr<int64_t> getThreads(EntryOp entry);
  LogicalResult lowerEntry(EntryOp entry);

  /// Bytes of shared-memory scratch per kernel (absent: none).
  llvm::StringMap<int64_t> scratchBytes;
  /// The shared slots of kernels with allocas (TileToGPUAlloca.cpp).
  llvm::StringSet<> allocaSlots;
  /// Tensor maps a tile block of each kernel with TMA copies builds
  /// (TileToGPUTma.cpp).
  llvm::StringMap<int64_t> tmaMapCounts;
};

} // namespace

FailureOr<int64_t> ConvertTileToGPUPass::getThreads(EntryOp entry) {
  int64_t warps = getEntryWarps(entry, chip, numWarps);
  if (warps < 1 || warps > 32 || !llvm::isPowerOf2_64(warps))
    return entry.emitError()
           << "the lowering needs a power-of-two number of warps from 1 to "
              "32, not "
           << warps;
  return warps * 32;
}

LogicalResult ConvertTileToGPUPass::lowerEntry(EntryOp entry) {
  FailureOr<int64_t> threads = getThreads(entry);
  if (failed(threads))
    return failure();
  MLIRContext *context = &getContext();
  TileTypeConverter converter(context, *threads);
  addTileViewTypeConversions(converter);
  std::string name = entry.getSymName().str();
  converter.setScratchSymbol(name + "__tileir_scratch");
  converter.setPadMmaRows(planPadsMmaRows(entry));
  if (const TargetModel *target = lookupTargetModel(chip))
    converter.setTF32Conversion(target->computeCapability >= 90);

  widenFloat8Mma(entry);
  planAllocaHeap(entry, converter);
  planTmaMaps(entry, converter);
  auto producer =
      entry.getBody().front().empty()
          ? tilegpu::ProducerWarpOp()
          : dyn_cast<tilegpu::ProducerWarpOp>(entry.getBody().front().front());
  if (producer) {
    // The producer is the warp after the kernel's.
    if (int64_t(producer.getWarp()) * 32 != *threads || *threads + 32 > 1024)
      return producer.emitError()
             << "producer warp " << producer.getWarp() << " must follow the "
             << *threads / 32 << " warps the kernel runs on (at most 31)";
    converter.setProducerWarp(true);
  }
  planResidentOperands(entry, converter);

  // Diagnose everything the patterns do not take before converting, each
  // at its own location.
  bool supported = true;
  entry.walk([&](Operation *op) {
    if (!isa<TileDialect>(op->getDialect()))
      return;
    std::string reason = getUnsupportedReason(op, converter);
    if (reason.empty())
      return;
    emitUnsupported(op, chip, reason);
    supported = false;
  });
  entry.walk([&](tilegpu::SharedMmaOp op) {
    std::string reason = checkSharedMma(op, chip);
    if (reason.empty())
      return;
    op.emitError() << reason;
    supported = false;
  });
  // Tensor maps and cp.async.bulk.tensor are sm_90's.
  entry.walk([&](Operation *op) {
    if (!isa<tilegpu::TmaMapOp, tilegpu::TmaCopyOp, tilegpu::TmaInitOp,
             tilegpu::TmaWaitOp, tilegpu::TmaAcquireOp, tilegpu::TmaConsumedOp,
             tilegpu::TmaReleaseOp, tilegpu::ProducerWarpOp,
             tilegpu::ProducerStartOp>(op) ||
        hasWarpgroupMma(chip))
      return;
    op->emitError() << op->getName() << " needs sm_90 (TMA), not " << chip;
    supported = false;
  });
  // Its cvt.rn.tf32.f32 is sm_90's, as the wgmma that reads the buffers.
  entry.walk([&](Operation *op) {
    if (!isa<tilegpu::RoundTF32Op, tilegpu::LoadRoundTF32Op>(op) ||
        hasWarpgroupMma(chip))
      return;
    op->emitError() << op->getName() << " needs sm_90 (it feeds wgmma), not "
                    << chip;
    supported = false;
  });
  if (!supported || failed(verifyLayouts(entry, *threads)))
    return failure();
  recordOperandLayouts(entry, converter);

  insertTokenBarriers(entry);
  Operation *parent = entry->getParentOp();
  RewritePatternSet patterns(context);
  populateTileStructurePatterns(converter, patterns);
  populateTileDebugPatterns(converter, patterns);
  populateTileComputePatterns(converter, patterns);
  populateTileMathPatterns(converter, patterns);
  populateTileMemoryPatterns(converter, patterns);
  populateTileAtomicPatterns(converter, patterns, chip);
  populateTileDataMovementPatterns(converter, patterns);
  populateTileMmaPatterns(converter, patterns);
  populateTileWgmmaLhsPatterns(converter, patterns);
  populateTileAsyncCopyPatterns(converter, patterns);
  populateTileLayoutPatterns(converter, patterns);
  populateTileAllocaPatterns(converter, patterns);
  populateTileTmaPatterns(converter, patterns);

  ConversionTarget target(*context);
  target.addLegalDialect<arith::ArithDialect, cf::ControlFlowDialect,
                         gpu::GPUDialect, LLVM::LLVMDialect, math::MathDialect,
                         NVVM::NVVMDialect, scf::SCFDialect,
                         vector::VectorDialect>();
  target.addIllegalDialect<TileDialect, tilegpu::TileGPUDialect>();
  target.addLegalOp<UnrealizedConversionCastOp>();
  if (failed(applyPartialConversion(entry.getOperation(), target,
                                    std::move(patterns))))
    return failure();
  if (converter.hasProducerWarp())
    for (auto func : parent->getRegion(0).getOps<LLVM::LLVMFuncOp>())
      if (func.getSymName() == name)
        countBarrierThreads(func, *threads);
  if (converter.getScratchBytes() > 0)
    scratchBytes[name] = converter.getScratchBytes();
  if (converter.getAllocaHeap().first)
    allocaSlots.insert(converter.getAllocaHeap().slotSymbol);
  if (converter.getTmaMaps().count > 0)
    tmaMapCounts[name] = converter.getTmaMaps().count;
  return success();
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

std::string mlir::tile::checkGlobal(GlobalOp global,
                                    const TileTypeConverter &converter) {
  auto dense = dyn_cast<DenseElementsAttr>(global.getValue());
  if (!dense)
    return "only globals with dense initial values are lowered yet";
  Type element = dense.getElementType();
  if (element.isInteger(1) || element.getIntOrFloatBitWidth() == 4 ||
      !converter.convertElementType(element) ||
      converter.convertElementType(element) != element)
    return "globals of this element type are not lowered yet";
  return "";
}

/// tile.global -> an LLVM global in global memory (addrspace 1) of the same
/// name, initialised with the op's values when the module is loaded:
/// constant when the op is, module-internal when private (device-only),
/// else external (the host finds it by name). Aligned to at least 256
/// bytes, as the interpreter and cudaMalloc align, so facts an `assume`
/// states about the address hold on both.
static void lowerGlobal(OpBuilder &builder, GlobalOp global) {
  auto dense = cast<DenseElementsAttr>(global.getValue());
  Type element = dense.getElementType();
  int64_t size = dense.getNumElements();
  builder.setInsertionPoint(global);
  LLVM::GlobalOp::create(
      builder, global.getLoc(), LLVM::LLVMArrayType::get(element, size),
      global.getConstant(),
      global.isDevicePrivate() ? LLVM::Linkage::Internal
                               : LLVM::Linkage::External,
      global.getSymName(),
      dense.reshape(RankedTensorType::get({size}, element)),
      std::max<uint64_t>(global.getAlignment(), 256), /*addrSpace=*/1);
  global.erase();
}

void ConvertTileToGPUPass::runOnOperation() {
  ModuleOp module = getOperation();
  SmallVector<TileModuleOp> tileModules(module.getOps<TileModuleOp>());
  bool failedAny = false;
  // Modules with wgmma need the arch-specific target (sm_90a).
  DenseSet<Operation *> archSpecific;
  for (TileModuleOp tileModule : tileModules)
    tileModule.walk([&](tilegpu::SharedMmaOp op) {
      if (op.getWgmma())
        archSpecific.insert(tileModule);
    });
  for (TileModuleOp tileModule : tileModules) {
    // A module holds entries and globals.
    TileTypeConverter globalConverter(&getContext(), /*threads=*/1);
    for (Operation &op : tileModule.getBody().front()) {
      if (isa<EntryOp>(op))
        continue;
      std::string reason = isa<GlobalOp>(op)
                               ? getUnsupportedReason(&op, globalConverter)
                               : "module-level op";
      if (!reason.empty()) {
        emitUnsupported(&op, chip, reason);
        failedAny = true;
      }
    }
    SmallVector<EntryOp> entries(tileModule.getOps<EntryOp>());
    for (EntryOp entry : entries)
      if (failed(lowerEntry(entry)))
        failedAny = true;
  }
  if (failedAny)
    return signalPassFailure();

  // Each tile.module becomes a gpu.module of the same name with the kernels,
  // and per kernel a `<kernel>__tileir_dynamic_smem` constant (the bytes of
  // dynamic shared memory a launch must provide, 0; docs/lowering.md).
  OpBuilder builder(&getContext());
  for (TileModuleOp tileModule : tileModules) {
    for (auto global :
         llvm::to_vector(tileModule.getBody().front().getOps<GlobalOp>()))
      lowerGlobal(builder, global);
    builder.setInsertionPoint(tileModule);
    auto gpuModule = gpu::GPUModuleOp::create(builder, tileModule.getLoc(),
                                              tileModule.getSymName());
    if (archSpecific.contains(tileModule))
      gpuModule->setAttr(tilegpu::TileGPUDialect::kArchSpecificAttrName,
                         builder.getUnitAttr());
    Block &body = gpuModule.getBodyRegion().front();
    body.getOperations().splice(body.begin(),
                                tileModule.getBody().front().getOperations());
    builder.setInsertionPointToEnd(&body);
    for (auto func : llvm::to_vector(body.getOps<LLVM::LLVMFuncOp>())) {
      if (!func->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
        continue;
      // The scratch buffer is static shared memory. Up to 48 KiB it is an
      // ordinary definition; above, ptxas refuses a definition, so it is an
      // external declaration of its full size that the cubin step turns into
      // static shared memory of that size (lib/Target/PTX/LargeShared.cpp):
      // frontends launch with 0 bytes of dynamic shared memory.
      int64_t scratch = scratchBytes.lookup(func.getSymName());
      if (scratch > 0) {
        std::string symbol = (func.getSymName() + "__tileir_scratch").str();
        bool fitsPtxas = scratch <= kMaxStaticSharedBytes;
        LLVM::GlobalOp::create(
            builder, func.getLoc(),
            LLVM::LLVMArrayType::get(builder.getI8Type(), scratch),
            /*isConstant=*/false,
            fitsPtxas ? LLVM::Linkage::Internal : LLVM::Linkage::External,
            symbol,
            fitsPtxas ? Attribute(LLVM::UndefAttr::get(&getContext()))
                      : Attribute(),
            // Swizzled rings (wgmma's) sit at multiples of 1024 bytes.
            /*alignment=*/archSpecific.contains(tileModule)
                ? kSwizzledRingAlignment
                : 16,
            /*addrSpace=*/3);
      }
      // Where thread 0 publishes the alloca heap block's address.
      std::string slot = (func.getSymName() + "__tileir_alloca_heap").str();
      if (allocaSlots.contains(slot))
        LLVM::GlobalOp::create(builder, func.getLoc(), builder.getI64Type(),
                               /*isConstant=*/false, LLVM::Linkage::Internal,
                               slot,
                               Attribute(LLVM::UndefAttr::get(&getContext())),
                               /*alignment=*/8, /*addrSpace=*/3);
      // The map table and its claims (zero: every slot free at load;
      // TileToGPUTma.cpp).
      if (int64_t maps = tmaMapCounts.lookup(func.getSymName())) {
        std::string name = func.getSymName().str();
        LLVM::GlobalOp::create(
            builder, func.getLoc(),
            LLVM::LLVMArrayType::get(builder.getI8Type(),
                                     kTmaTableSlots * maps * 128),
            /*isConstant=*/false, LLVM::Linkage::Internal,
            name + "__tileir_tma_maps", Attribute(), /*alignment=*/128,
            /*addrSpace=*/1);
        LLVM::GlobalOp::create(
            builder, func.getLoc(),
            LLVM::LLVMArrayType::get(builder.getI32Type(), kTmaTableSlots),
            /*isConstant=*/false, LLVM::Linkage::Internal,
            name + "__tileir_tma_claims",
            builder.getZeroAttr(
                RankedTensorType::get({kTmaTableSlots}, builder.getI32Type())),
            /*alignment=*/4, /*addrSpace=*/1);
      }
      // The launch ABI's dynamic shared memory: always 0 bytes now that every
      // buffer is static; launchers (tile-run, python/tileir) still read it.
      LLVM::GlobalOp::create(
          builder, func.getLoc(), builder.getI32Type(), /*isConstant=*/true,
          LLVM::Linkage::External,
          (func.getSymName() + "__tileir_dynamic_smem").str(),
          builder.getI32IntegerAttr(0), /*alignment=*/4,
          /*addrSpace=*/1);
    }
    tileModule.erase();
  }
}
