//===- TileToGPUAlloca.cpp - alloca from the device heap ------------------===//
//
// `alloca` gives a tile block memory that its pointer ops (global address
// space) can reach and, with `global`, other tile blocks too. Shared memory
// would be faster but its addresses are not global ones, and a thread's
// local memory is not visible to the other threads of its block, so the
// memory comes from the device heap (the PTX `malloc`/`free` system calls,
// sized by cudaLimitMallocHeapSize, 8 MiB by default).
//
// Every alloca of an entry gets a fixed offset in one block: an alloca's
// memory is valid until its enclosing block ends, and no op runs twice in
// one execution of a block, so an alloca in a loop reusing the same memory
// each iteration is what a stack would do. Thread 0 takes the block at the
// kernel's start and publishes its address in shared memory; every thread
// reads it there at an alloca; at each return a barrier, then thread 0
// frees it. A heap that cannot serve the block is a device assertion with
// the numbers, not a null pointer.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"
#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tile;

/// Bytes `op` asks for: num_elem elements of the pointee, sub-byte elements
/// packed.
static int64_t getAllocaBytes(AllocaOp op) {
  auto pointer = cast<PointerType>(
      cast<TileType>(op.getResult().getType()).getElementType());
  Type pointee = pointer.getPointeeType();
  int64_t bits =
      isa<PointerType>(pointee) ? 64 : pointee.getIntOrFloatBitWidth();
  int64_t bytes = (op.getNumElem() * std::max<int64_t>(bits, 1) + 7) / 8;
  return std::max<int64_t>(bytes, 1);
}

void mlir::tile::planAllocaHeap(EntryOp entry, TileTypeConverter &converter) {
  auto &heap = converter.getAllocaHeap();
  heap.slotSymbol = (entry.getSymName() + "__tileir_alloca_heap").str();
  entry.walk([&](AllocaOp op) {
    int64_t align = std::max<int64_t>(op.getAlignment(), 16);
    heap.alignment = std::max(heap.alignment, align);
    int64_t offset = llvm::alignTo(heap.bytes, align);
    heap.offsets[op] = offset;
    heap.bytes = offset + getAllocaBytes(op);
    if (!heap.first)
      heap.first = op;
  });
}

/// The shared i64 that holds the heap block's address.
static Value getSlot(OpBuilder &b, Location loc,
                     const TileTypeConverter &converter) {
  return LLVM::AddressOfOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
      converter.getAllocaHeap().slotSymbol);
}

void mlir::tile::emitAllocaHeapAcquire(OpBuilder &b, Location loc,
                                       const TileTypeConverter &converter) {
  const auto &heap = converter.getAllocaHeap();
  MLIRContext *context = b.getContext();
  auto generic = LLVM::LLVMPointerType::get(context);
  auto mallocType = LLVM::LLVMFunctionType::get(generic, {b.getI64Type()});
  declareFunction(b, heap.first, "malloc", mallocType);
  // malloc aligns to 16 bytes; larger alignments come from asking for more.
  int64_t request = heap.bytes + (heap.alignment > 16 ? heap.alignment : 0);
  onThreadsBelow(b, loc, 1, [&] {
    Value size = LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                          b.getI64IntegerAttr(request));
    Value block =
        LLVM::CallOp::create(b, loc, mallocType, "malloc", ValueRange{size})
            .getResult();
    Value address = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), block);
    Value null =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, address,
                              constantInt(b, loc, b.getI64Type(), 0));
    auto ifNull = scf::IfOp::create(b, loc, null, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(ifNull.thenBlock()->getTerminator());
      emitDeviceAssertFail(
          b, loc, heap.first,
          ("alloca: the device heap cannot give this tile block " +
           Twine(request) +
           " bytes (raise cudaLimitMallocHeapSize, 8 MiB by default)")
              .str());
    }
    LLVM::StoreOp::create(b, loc, address, getSlot(b, loc, converter),
                          /*alignment=*/8);
  });
  barrier(b, loc);
}

void mlir::tile::emitAllocaHeapRelease(OpBuilder &b, Location loc,
                                       const TileTypeConverter &converter) {
  const auto &heap = converter.getAllocaHeap();
  auto generic = LLVM::LLVMPointerType::get(b.getContext());
  auto freeType = LLVM::LLVMFunctionType::get(
      LLVM::LLVMVoidType::get(b.getContext()), {generic});
  declareFunction(b, heap.first, "free", freeType);
  // Every thread is done with the memory before it goes back.
  barrier(b, loc);
  onThreadsBelow(b, loc, 1, [&] {
    Value address =
        LLVM::LoadOp::create(b, loc, b.getI64Type(), getSlot(b, loc, converter),
                             /*alignment=*/8);
    Value block = LLVM::IntToPtrOp::create(b, loc, generic, address);
    LLVM::CallOp::create(b, loc, freeType, "free", ValueRange{block});
  });
}

namespace {

/// alloca -> the heap block's address, aligned, plus the op's offset, as a
/// global-space pointer.
struct AllocaLowering : OpConversionPattern<AllocaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AllocaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    const auto &heap = converter.getAllocaHeap();
    Location loc = op.getLoc();
    Type i64 = rewriter.getI64Type();
    Value address = LLVM::LoadOp::create(rewriter, loc, i64,
                                         getSlot(rewriter, loc, converter),
                                         /*alignment=*/8);
    if (heap.alignment > 16) {
      address = arith::AddIOp::create(
          rewriter, loc, address,
          constantInt(rewriter, loc, i64, heap.alignment - 1));
      address = arith::AndIOp::create(
          rewriter, loc, address,
          constantInt(rewriter, loc, i64, -heap.alignment));
    }
    address = arith::AddIOp::create(
        rewriter, loc, address,
        constantInt(rewriter, loc, i64, heap.offsets.lookup(op)));
    Value generic = LLVM::IntToPtrOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext()),
        address);
    rewriter.replaceOpWithNewOp<LLVM::AddrSpaceCastOp>(
        op, LLVM::LLVMPointerType::get(rewriter.getContext(), 1), generic);
    return success();
  }
};

} // namespace

void mlir::tile::populateTileAllocaPatterns(TileTypeConverter &converter,
                                            RewritePatternSet &patterns) {
  patterns.add<AllocaLowering>(converter, patterns.getContext());
}
