//===- TileToGPUTma.cpp - TMA copies into ring buffers --------------------===//
//
// tilegpu.tma_map, tma_init, tma_copy, tma_wait and tma_release (written by
// tile-pipeline-mma-shared with `tma`) as the tensor memory accelerator's
// copies, which one thread issues for the whole tile and which complete on
// an mbarrier in shared memory.
//
// cuTile launches a kernel with plain pointers and sizes, so the kernel
// builds its own tensor maps: thread 0 writes each field into a zeroed
// 128-byte map in shared memory (`tensormap.replace`), warp 0 copies it to
// global memory (`tensormap.cp_fenceproxy`, which releases it to the
// tensor-map proxy) and thread 0 acquires it there. A map must sit in global
// memory, and the maps of two launches in flight at once (two streams)
// differ, so each tile block takes a slot of the kernel's map table (a
// module global) for its lifetime: at its start thread 0 claims a free slot
// with a compare-and-swap, starting from one its SM's blocks favour, and at
// every return gives it back. The table has more slots than blocks of one
// kernel can be resident at once, so a claim always finds one.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"
#include "TileToGPUMemory.h"
#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

constexpr int64_t kMapBytes = 128;

Value getI64(OpBuilder &b, Location loc, int64_t value) {
  return constantInt(b, loc, b.getI64Type(), value);
}

Value getGlobalSymbol(OpBuilder &b, Location loc, StringRef symbol) {
  return LLVM::AddressOfOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), symbol);
}

/// The address of map `map` in slot `slot` of the table: the block's
/// (thread 0's after the claim, or the producer warp's).
Value getMapAddress(OpBuilder &b, Location loc,
                    const TileTypeConverter &converter, int64_t map,
                    Value slot) {
  const auto &maps = converter.getTmaMaps();
  Value byte = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, slot,
                            getI64(b, loc, maps.count * kMapBytes)),
      getI64(b, loc, map * kMapBytes));
  return LLVM::GEPOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), b.getI8Type(),
      getGlobalSymbol(b, loc, maps.tableSymbol), ValueRange{byte});
}

/// Barrier `slot` (an i32 or i64 scalar, or a constant) of the ones at byte
/// `barriers` of the scratch.
Value getBarrier(OpBuilder &b, Location loc, const TileTypeConverter &converter,
                 int64_t barriers, Value slot) {
  if (!slot.getType().isInteger(64))
    slot = arith::ExtUIOp::create(b, loc, b.getI64Type(), slot);
  auto sharedPtr = LLVM::LLVMPointerType::get(b.getContext(), 3);
  return LLVM::GEPOp::create(b, loc, sharedPtr, b.getI64Type(),
                             getScratchPointer(b, loc, converter, barriers),
                             ValueRange{slot});
}

/// Waits until the phase of parity `phase` (an integer scalar) of barrier
/// `bar` completes, with the suspend-time hint (ns) between tries that
/// CUTLASS's waits use.
void waitForPhase(OpBuilder &b, Location loc, Value bar, Value phase) {
  if (!phase.getType().isInteger(32))
    phase = arith::TruncIOp::create(b, loc, b.getI32Type(), phase);
  Value ticks = LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                         b.getI32IntegerAttr(10000000));
  NVVM::MBarrierTryWaitParityOp::create(b, loc, bar, phase, ticks);
}

/// Acquires map `map` of table slot `slot` for the tensor-map proxy (the
/// fence takes the map's generic address), in the thread that issues the
/// copies reading it.
void acquireMap(OpBuilder &b, Location loc, const TileTypeConverter &converter,
                int64_t map, Value slot) {
  Value global = LLVM::AddrSpaceCastOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()),
      getMapAddress(b, loc, converter, map, slot));
  emitInlineAsm(b, loc, TypeRange(), ValueRange{global},
                "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l");
}

/// Runs `body` in the thread that issues TMA copies: thread 0, or with
/// `producer` the producer warp's one thread, there alone already.
void onIssuingThread(OpBuilder &b, Location loc, bool producer,
                     llvm::function_ref<void()> body) {
  if (producer)
    body();
  else
    onThreadsBelow(b, loc, 1, body);
}

/// Whether this thread is lane 0 of its warp.
Value isLaneZero(OpBuilder &b, Location loc) {
  Value lane =
      arith::AndIOp::create(b, loc, getThreadId(b, loc), getI64(b, loc, 31));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane,
                               getI64(b, loc, 0));
}

/// How a view's tile maps onto a tensor map: the map's dimensions,
/// innermost first, as (tensor dimension, tile dimension), and each one's
/// box. The innermost is the dimension contiguous in memory, along which a
/// box is one swizzle atom (W bytes); then the other of the tile's last
/// two (the buffer's rows); then the leading ones (1 each).
struct MapShape {
  SmallVector<std::pair<int64_t, int64_t>> dims;
  SmallVector<int64_t> box;
  int64_t atoms = 0;     // boxes per tile, along the innermost dimension
  int64_t atomBytes = 0; // W
  int64_t elementBytes = 0;

  MapShape(PartitionViewType view, tilegpu::SharedRingAttr ring) {
    ArrayRef<int64_t> shape = view.getTileShape();
    int64_t rank = shape.size();
    ArrayRef<int64_t> dimMap = view.getDimMap();
    auto tensorDim = [&](int64_t i) { return dimMap.empty() ? i : dimMap[i]; };
    int64_t inner = ring.isColumns() ? rank - 2 : rank - 1;
    int64_t outer = ring.isColumns() ? rank - 1 : rank - 2;
    elementBytes = ring.getElementBytes();
    atomBytes = ring.getSwizzleBytes();
    atoms = shape[inner] * elementBytes / atomBytes;
    dims.push_back({tensorDim(inner), inner});
    box.push_back(atomBytes / elementBytes);
    dims.push_back({tensorDim(outer), outer});
    box.push_back(shape[outer]);
    for (int64_t i = rank - 3; i >= 0; --i) {
      dims.push_back({tensorDim(i), i});
      box.push_back(1);
    }
  }

  /// tensormap's swizzle_mode of W.
  int64_t getSwizzleMode() const {
    return atomBytes == 128 ? 3 : atomBytes == 64 ? 2 : 1;
  }
};

/// tensormap.replace's elemtype for `element`: PTX numbers them as the
/// driver's CUtensorMapDataType but with f32.ftz at 8, so bf16 is 10, not
/// the driver's 9 (bench/probes/tensormap_from_zero.cu measured it: with
/// 9 the map differs from the driver's). Other 8-bit elements (f8, i8)
/// move as bytes.
int64_t getMapElementType(Type element) {
  if (element.isF16())
    return 6;
  if (element.isF32())
    return 7;
  if (element.isBF16())
    return 10;
  return 0; // u8
}

struct TmaMapLowering : OpConversionPattern<tilegpu::TmaMapOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::TmaMapOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    auto view = cast<PartitionViewType>(op.getView().getType());
    MapShape shape(view, op.getRing());
    converter.reserveScratch(op.getStaging() + kMapBytes);
    Value staging = getScratchPointer(b, loc, converter, op.getStaging());
    ViewDescriptor desc{b, loc, adaptor.getView()};
    Value base = desc.getBase();
    int64_t rank = shape.dims.size();
    // Thread 0 fills the map: zeros, then every field.
    onThreadsBelow(b, loc, 1, [&] {
      auto zeros = VectorType::get({4}, b.getI32Type());
      Value zero = LLVM::ZeroOp::create(b, loc, zeros);
      auto sharedPtr = LLVM::LLVMPointerType::get(b.getContext(), 3);
      for (int64_t i = 0; i < kMapBytes / 16; ++i) {
        Value at =
            LLVM::GEPOp::create(b, loc, sharedPtr, b.getI8Type(), staging,
                                ArrayRef<LLVM::GEPArg>{int32_t(16 * i)});
        LLVM::StoreOp::create(b, loc, zero, at, /*alignment=*/16);
      }
      std::string prefix = "tensormap.replace.tile.";
      std::string space = ".shared::cta.b1024";
      auto replace = [&](StringRef name, std::optional<int64_t> ordinal,
                         Value value) {
        std::string ord =
            ordinal ? std::to_string(*ordinal) + ", " : std::string();
        bool wide = value.getType().isInteger(64) ||
                    isa<LLVM::LLVMPointerType>(value.getType());
        emitInlineAsm(b, loc, TypeRange(), ValueRange{staging, value},
                prefix + name.str() + space + (wide ? ".b64" : ".b32") +
                    " [$0], " + ord + "$1;",
                wide ? "l,l" : "l,r");
      };
      auto replaceImmediate =
          [&](StringRef name, std::optional<int64_t> ordinal, int64_t value) {
            std::string ord =
                ordinal ? std::to_string(*ordinal) + ", " : std::string();
            emitInlineAsm(b, loc, TypeRange(), ValueRange{staging},
                    prefix + name.str() + space + ".b32 [$0], " + ord +
                        std::to_string(value) + ";",
                    "l");
          };
      auto toI32 = [&](Value value) {
        return arith::TruncIOp::create(b, loc, b.getI32Type(), value);
      };
      replace("global_address", std::nullopt, base);
      replaceImmediate("rank", std::nullopt, rank - 1);
      for (auto [i, dim] : llvm::enumerate(shape.dims)) {
        replaceImmediate("box_dim", i, shape.box[i]);
        replace("global_dim", i, toI32(desc.getExtent(dim.first)));
        replaceImmediate("element_stride", i, 1);
        // Strides in bytes, of every dimension but the innermost.
        if (i > 0)
          replace("global_stride", i - 1,
                  arith::MulIOp::create(b, loc, desc.getStride(dim.first),
                                        getI64(b, loc, shape.elementBytes)));
      }
      replaceImmediate(
          "elemtype", std::nullopt,
          getMapElementType(view.getTensorView().getElementType()));
      replaceImmediate("interleave_layout", std::nullopt, 0);
      replaceImmediate("swizzle_mode", std::nullopt, shape.getSwizzleMode());
      // Elements outside the tensor read as zeros.
      replaceImmediate("fill_mode", std::nullopt, 0);
    });
    // Warp 0, converged, copies it to the block's slot and releases it to
    // the tensor-map proxy; thread 0, which issues every copy, acquires it.
    onThreadsBelow(b, loc, 32, [&] {
      NVVM::SyncWarpOp::create(
          b, loc,
          LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                   b.getI32IntegerAttr(-1)));
      Value global = getMapAddress(b, loc, converter, op.getMap(),
                                   converter.getTmaMaps().slot);
      emitInlineAsm(b, loc, TypeRange(), ValueRange{global, staging},
              "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic."
              "release.gpu.sync.aligned [$0], [$1], 128;",
              "l,l");
    });
    onThreadsBelow(b, loc, 1, [&] {
      acquireMap(b, loc, converter, op.getMap(), converter.getTmaMaps().slot);
    });
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaInitLowering : OpConversionPattern<tilegpu::TmaInitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::TmaInitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    converter.reserveScratch(op.getBarriers() + 8 * op.getSlots());
    onThreadsBelow(b, loc, 1, [&] {
      Value arrivals = LLVM::ConstantOp::create(
          b, loc, b.getI32Type(), b.getI32IntegerAttr(op.getArrivals()));
      for (int64_t slot = 0, e = op.getSlots(); slot < e; ++slot)
        NVVM::MBarrierInitOp::create(b, loc,
                                     getBarrier(b, loc, converter,
                                                op.getBarriers(),
                                                getI64(b, loc, slot)),
                                     arrivals, /*predicate=*/Value());
      // The initialised barriers visible to the copies' completions.
      NVVM::FenceMbarrierInitOp::create(b, loc);
    });
    // What each thread wrote to the scratch (the maps' staging, earlier
    // uses of the area) ordered before the copies' writes there, which go
    // through the async proxy.
    fenceIntoAsyncProxy(b, loc);
    barrier(b, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaCopyLowering : OpConversionPattern<tilegpu::TmaCopyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::TmaCopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    auto view = cast<PartitionViewType>(op.getView().getType());
    tilegpu::SharedRingAttr ring = op.getRing();
    MapShape shape(view, ring);
    ArrayRef<int64_t> tileShape = view.getTileShape();
    Value slotBase = getRingSlot(b, loc, converter, ring, adaptor.getSlot());
    Value bar =
        getBarrier(b, loc, converter, op.getBarriers(), adaptor.getSlot());
    // Each map dimension's coordinate of the tile's origin (signed i32).
    SmallVector<Value> origin;
    for (auto [tensorDim, tileDim] : shape.dims) {
      Value index = adaptor.getIndex()[tileDim];
      if (!index.getType().isInteger(64))
        index = arith::ExtUIOp::create(b, loc, b.getI64Type(), index);
      Value first = arith::MulIOp::create(b, loc, index,
                                          getI64(b, loc, tileShape[tileDim]));
      origin.push_back(arith::TruncIOp::create(b, loc, b.getI32Type(), first));
    }
    int64_t bytes = ring.getRows() * ring.getCols() * ring.getElementBytes();
    const auto &maps = converter.getTmaMaps();
    Value slot = op.getProducer() ? maps.producerSlot : maps.slot;
    if (!slot)
      return rewriter.notifyMatchFailure(op, "no map slot");
    onIssuingThread(b, loc, op.getProducer(), [&] {
      Value map = getMapAddress(b, loc, converter, op.getMap(), slot);
      Value generic = LLVM::AddrSpaceCastOp::create(
          b, loc, LLVM::LLVMPointerType::get(b.getContext()), map);
      NVVM::MBarrierArriveExpectTxOp::create(
          b, loc, /*res=*/Type(), bar,
          LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                   b.getI32IntegerAttr(bytes)),
          NVVM::MemScopeKind::CTA, /*relaxed=*/false, /*predicate=*/Value());
      auto sharedPtr = LLVM::LLVMPointerType::get(b.getContext(), 3);
      for (int64_t atom = 0; atom < shape.atoms; ++atom) {
        // Atom column `atom`: its box's elements further along the
        // innermost dimension, its rows x W bytes after the previous ones.
        SmallVector<Value> coordinates(origin);
        if (atom > 0)
          coordinates[0] = arith::AddIOp::create(
              b, loc, origin[0],
              LLVM::ConstantOp::create(
                  b, loc, b.getI32Type(),
                  b.getI32IntegerAttr(atom * shape.box[0])));
        Value target =
            LLVM::GEPOp::create(b, loc, sharedPtr, b.getI8Type(), slotBase,
                                ArrayRef<LLVM::GEPArg>{int32_t(
                                    atom * shape.box[1] * shape.atomBytes)});
        NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
            b, loc, target, generic, coordinates, bar,
            /*im2colOffsets=*/ValueRange(), /*multicastMask=*/Value(),
            /*l2CacheHint=*/Value(), NVVM::TMALoadMode::TILE,
            /*isCTAOnly=*/true, /*group=*/nullptr, /*predicate=*/Value());
      }
    });
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaWaitLowering : OpConversionPattern<tilegpu::TmaWaitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::TmaWaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    waitForPhase(
        b, loc,
        getBarrier(b, loc, converter, op.getBarriers(), adaptor.getSlot()),
        adaptor.getPhase());
    if (op.getBlockBarrier())
      barrier(b, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaAcquireLowering : OpConversionPattern<tilegpu::TmaAcquireOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::TmaAcquireOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    onIssuingThread(b, loc, op.getProducer(), [&] {
      waitForPhase(
          b, loc,
          getBarrier(b, loc, converter, op.getBarriers(), adaptor.getSlot()),
          adaptor.getPhase());
    });
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaConsumedLowering : OpConversionPattern<tilegpu::TmaConsumedOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::TmaConsumedOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    auto guard =
        scf::IfOp::create(b, loc, isLaneZero(b, loc), /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard scope(b);
      b.setInsertionPoint(guard.thenBlock()->getTerminator());
      Value bar =
          getBarrier(b, loc, converter, op.getBarriers(), adaptor.getSlot());
      NVVM::MBarrierArriveOp::create(b, loc, /*res=*/Type(), bar,
                                     /*count=*/Value());
    }
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaReleaseLowering : OpConversionPattern<tilegpu::TmaReleaseOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::TmaReleaseOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    // Every thread past its last wait before the barriers go.
    barrier(b, loc);
    onThreadsBelow(b, loc, 1, [&] {
      for (int64_t slot = 0, e = op.getSlots(); slot < e; ++slot)
        NVVM::MBarrierInvalOp::create(b, loc,
                                      getBarrier(b, loc, converter,
                                                 op.getBarriers(),
                                                 getI64(b, loc, slot)));
    });
    // The scratch's next use may write where the barriers were.
    barrier(b, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

/// The named barrier the producer warp waits on until the kernel's warps
/// let it go (bar.sync 0 is the block barrier of the kernel's warps).
constexpr int32_t kProducerStartBarrier = 1;

Value getI32(OpBuilder &b, Location loc, int32_t value) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                  b.getI32IntegerAttr(value));
}

/// tilegpu.producer_warp: its warp branches off at the kernel's start,
/// waits for tilegpu.producer_start, reads the map slot thread 0 left in
/// the scratch, acquires the maps, and its lane 0 runs the region; then
/// the warp returns (the slot is thread 0's to give back, once every copy
/// landed). The kernel's warps go on past it.
struct ProducerWarpLowering : OpConversionPattern<tilegpu::ProducerWarpOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::ProducerWarpOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    Value tid = getThreadId(b, loc);
    Value isProducer =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, tid,
                              getI64(b, loc, 32 * op.getWarp()));
    Block *kernel = rewriter.getInsertionBlock();
    Block *rest = rewriter.splitBlock(kernel, op->getIterator());
    Block *start = rewriter.createBlock(rest);
    Block *done = rewriter.createBlock(rest);
    rewriter.setInsertionPointToEnd(kernel);
    LLVM::CondBrOp::create(b, loc, isProducer, start, rest);

    rewriter.setInsertionPointToEnd(done);
    LLVM::ReturnOp::create(b, loc, ValueRange());

    rewriter.setInsertionPointToEnd(start);
    NVVM::BarrierOp::create(
        b, loc, TypeRange(), getI32(b, loc, kProducerStartBarrier),
        getI32(b, loc, int32_t(converter.getLaunchThreads())),
        /*reductionOp=*/{}, /*reductionPredicate=*/Value());
    converter.reserveScratch(op.getSlotWord() + 8);
    auto &maps = converter.getTmaMaps();
    maps.producerSlot = LLVM::LoadOp::create(
        b, loc, b.getI64Type(),
        getScratchPointer(b, loc, converter, op.getSlotWord()),
        /*alignment=*/8);
    // Warp 0 released the maps to the tensor-map proxy; this thread,
    // which issues the copies, acquires them.
    for (int64_t map = 0; map < maps.count; ++map)
      acquireMap(b, loc, converter, map, maps.producerSlot);
    Value lane0 = isLaneZero(b, loc);
    Block *body = &op.getBody().front();
    rewriter.inlineRegionBefore(op.getBody(), done);
    LLVM::CondBrOp::create(b, loc, lane0, body, done);
    rewriter.setInsertionPointToEnd(body);
    LLVM::BrOp::create(b, loc, ValueRange(), done);
    rewriter.eraseOp(op);
    return success();
  }
};

/// tilegpu.producer_start: thread 0 leaves the block's map slot for the
/// producer, and every thread of the kernel's warps arrives on the
/// producer's start barrier (bar.arrive orders the store before the
/// producer's bar.sync returns) without waiting.
struct ProducerStartLowering : OpConversionPattern<tilegpu::ProducerStartOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(tilegpu::ProducerStartOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto &converter = *getTypeConverter<TileTypeConverter>();
    Location loc = op.getLoc();
    OpBuilder &b = rewriter;
    Value slot = converter.getTmaMaps().slot;
    if (!slot)
      return rewriter.notifyMatchFailure(op, "no map slot");
    converter.reserveScratch(op.getSlotWord() + 8);
    onThreadsBelow(b, loc, 1, [&] {
      LLVM::StoreOp::create(
          b, loc, slot, getScratchPointer(b, loc, converter, op.getSlotWord()),
          /*alignment=*/8);
    });
    NVVM::BarrierArriveOp::create(
        b, loc, getI32(b, loc, kProducerStartBarrier),
        getI32(b, loc, int32_t(converter.getLaunchThreads())));
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::tile::countBarrierThreads(Operation *func, int64_t threads) {
  SmallVector<Operation *> barriers;
  func->walk([&](Operation *op) {
    if (isa<NVVM::Barrier0Op>(op))
      barriers.push_back(op);
    else if (auto barrier = dyn_cast<NVVM::BarrierOp>(op))
      if (!barrier.getNumberOfThreads())
        barriers.push_back(op);
  });
  for (Operation *op : barriers) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    auto barrier = dyn_cast<NVVM::BarrierOp>(op);
    if (barrier && barrier.getReductionOpAttr()) {
      // nvvm.barrier reduces only over the whole block (barrier0.or ...):
      // PTX's bar.red with a count, inline.
      std::string count = std::to_string(threads);
      std::string text;
      switch (barrier.getReductionOpAttr().getValue()) {
      case NVVM::BarrierReduction::POPC:
        text = "{ .reg .pred c; setp.ne.u32 c, $1, 0; bar.red.popc.u32 $0, "
               "0, " +
               count + ", c; }";
        break;
      case NVVM::BarrierReduction::AND:
      case NVVM::BarrierReduction::OR:
        text = std::string("{ .reg .pred c, p; setp.ne.u32 c, $1, 0; ") +
               "bar.red." +
               (barrier.getReductionOpAttr().getValue() ==
                        NVVM::BarrierReduction::AND
                    ? "and"
                    : "or") +
               ".pred p, 0, " + count + ", c; selp.u32 $0, 1, 0, p; }";
        break;
      }
      Value result = emitInlineAsm(b, loc, TypeRange{b.getI32Type()},
                                   ValueRange{barrier.getReductionPredicate()},
                                   text, "=r,r");
      op->replaceAllUsesWith(ValueRange{result});
      op->erase();
      continue;
    }
    // Barrier 0 (or its own id), counted.
    Value id = barrier ? barrier.getBarrierId() : Value();
    if (!id)
      id = getI32(b, loc, 0);
    NVVM::BarrierOp::create(b, loc, TypeRange(), id,
                            getI32(b, loc, int32_t(threads)),
                            /*reductionOp=*/nullptr,
                            /*reductionPredicate=*/Value());
    op->erase();
  }
}

void mlir::tile::planTmaMaps(EntryOp entry, TileTypeConverter &converter) {
  auto &maps = converter.getTmaMaps();
  std::string name = entry.getSymName().str();
  maps.tableSymbol = name + "__tileir_tma_maps";
  maps.claimsSymbol = name + "__tileir_tma_claims";
  entry.walk([&](tilegpu::TmaMapOp op) {
    maps.count = std::max<int64_t>(maps.count, op.getMap() + 1);
  });
}

void mlir::tile::emitTmaTableAcquire(OpBuilder &b, Location loc,
                                     const TileTypeConverter &converter) {
  const auto &maps = converter.getTmaMaps();
  Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                      getThreadId(b, loc), getI64(b, loc, 0));
  auto claim = scf::IfOp::create(b, loc, TypeRange{b.getI64Type()}, first,
                                 /*withElseRegion=*/true);
  {
    // Thread 0's slot in every lane of its warp: warp 0 copies the maps
    // there together (tensormap.cp_fenceproxy is .sync.aligned, its
    // operands the same in every lane).
    OpBuilder::InsertionGuard scope(b);
    b.setInsertionPointAfter(claim);
    Type i32 = b.getI32Type();
    Value slot = arith::TruncIOp::create(b, loc, i32, claim.getResult(0));
    Value lane0 = LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(0));
    Value everyLane =
        LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(-1));
    Value clamp =
        LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(0x1f));
    slot = NVVM::ShflOp::create(b, loc, i32, everyLane, slot, lane0, clamp,
                                NVVM::ShflKind::idx, UnitAttr());
    maps.slot = arith::ExtUIOp::create(b, loc, b.getI64Type(), slot);
  }
  OpBuilder::InsertionGuard scope(b);
  b.setInsertionPointToStart(&claim.getElseRegion().front());
  scf::YieldOp::create(b, loc, ValueRange{getI64(b, loc, 0)});
  b.setInsertionPointToStart(&claim.getThenRegion().front());
  {
    // From slot (SM id x 8) mod slots on, the first free one.
    Value sm = arith::ExtUIOp::create(
        b, loc, b.getI64Type(), NVVM::SmIdOp::create(b, loc, b.getI32Type()));
    Value first = arith::RemUIOp::create(
        b, loc, arith::MulIOp::create(b, loc, sm, getI64(b, loc, 8)),
        getI64(b, loc, kTmaTableSlots));
    auto search = scf::WhileOp::create(b, loc, TypeRange{b.getI64Type()},
                                       ValueRange{first});
    {
      OpBuilder::InsertionGuard scope(b);
      Block *before =
          b.createBlock(&search.getBefore(), {}, {b.getI64Type()}, {loc});
      Value index = before->getArgument(0);
      Value claim = LLVM::GEPOp::create(
          b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), b.getI32Type(),
          getGlobalSymbol(b, loc, maps.claimsSymbol), ValueRange{index});
      auto exchange = LLVM::AtomicCmpXchgOp::create(
          b, loc, claim,
          LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                   b.getI32IntegerAttr(0)),
          LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                   b.getI32IntegerAttr(1)),
          LLVM::AtomicOrdering::acquire, LLVM::AtomicOrdering::monotonic);
      // Blocks of this GPU only share the table.
      exchange.setSyncscope("device");
      Value taken =
          LLVM::ExtractValueOp::create(b, loc, exchange, ArrayRef<int64_t>{1});
      Value busy = arith::XOrIOp::create(
          b, loc, taken,
          arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
      scf::ConditionOp::create(b, loc, busy, ValueRange{index});
      Block *after =
          b.createBlock(&search.getAfter(), {}, {b.getI64Type()}, {loc});
      Value next = arith::RemUIOp::create(
          b, loc,
          arith::AddIOp::create(b, loc, after->getArgument(0),
                                getI64(b, loc, 1)),
          getI64(b, loc, kTmaTableSlots));
      scf::YieldOp::create(b, loc, ValueRange{next});
    }
    scf::YieldOp::create(b, loc, search.getResult(0));
  }
}

void mlir::tile::emitTmaTableRelease(OpBuilder &b, Location loc,
                                     const TileTypeConverter &converter) {
  const auto &maps = converter.getTmaMaps();
  // Thread 0 issued every copy and waited for each (the pipeline waits for
  // all it starts): nothing reads the maps any more.
  onThreadsBelow(b, loc, 1, [&] {
    Value claim = LLVM::GEPOp::create(
        b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), b.getI32Type(),
        getGlobalSymbol(b, loc, maps.claimsSymbol), ValueRange{maps.slot});
    // A release store: the next block to claim the slot rewrites the maps
    // after every read of them here. (NVPTX drops an atomicrmw's release.)
    emitInlineAsm(b, loc, TypeRange(), ValueRange{claim}, "st.release.gpu.global.b32 [$0], 0;",
            "l");
  });
}

void mlir::tile::populateTileTmaPatterns(TileTypeConverter &converter,
                                         RewritePatternSet &patterns) {
  patterns.add<TmaMapLowering, TmaInitLowering, TmaCopyLowering,
               TmaWaitLowering, TmaAcquireLowering, TmaConsumedLowering,
               TmaReleaseLowering, ProducerWarpLowering, ProducerStartLowering>(
      converter, patterns.getContext());
}
