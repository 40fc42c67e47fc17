//===- TileToGPU.h - shared pieces of the tile lowering ---------*- C++ -*-===//
//
// Private to lib/Conversion. The blocked layout, the type converter and the
// pattern sets of `convert-tile-to-gpu`; docs/lowering.md describes them.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILETOGPU_H
#define TILEIR_LIB_CONVERSION_TILETOGPU_H

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/Transforms/DialectConversion.h"

#include "llvm/ADT/DenseSet.h"

#include <optional>
#include <string>

namespace mlir::tile {

/// The blocked layout: the row-major elements of a tile of N elements over T
/// threads (both powers of two) are cut into C = min(N, T) chunks of
/// K = N / C consecutive elements; thread t holds chunk t mod C. When N < T
/// the chunks repeat (threads t and t + C hold the same elements), and a
/// rank-0 tile is one chunk that every thread holds.
///
/// In a coalesced layout (tilegpu.coalesced, `group` > 1) each group of
/// `group` consecutive threads deals its chunks out again in vectors of
/// `vector` elements, round-robin: thread t = q group + p holds, as lane j,
/// element q group K + ((j / vector) group + p) vector + j mod vector.
/// Only the view accesses and convert_layout build one; every other user
/// of a BlockedLayout sees plain chunks. A group's chunks lie in one row,
/// or (`acrossRows`, only between a convert_layout and a view store) span
/// whole rows: thread p of a warp then holds column p * vector of
/// consecutive rows, so each warp-wide vector access covers 32 vectors of
/// consecutive elements, whole rows.
struct BlockedLayout {
  int64_t numElements = 1;
  int64_t threads = 1;
  int64_t perThread = 1; // K
  int64_t chunks = 1;    // C
  int64_t vector = 1;    // coalesced only
  int64_t group = 1;     // coalesced only
  /// Coalesced only: a group's chunks span whole rows (more than one), so
  /// a thread's vectors lie in different rows (an epilogue's store).
  bool acrossRows = false;

  static BlockedLayout get(int64_t numElements, int64_t threads);
  static BlockedLayout get(TileType type, int64_t threads) {
    return get(type.getNumElements(), threads);
  }
  /// The layout of a tile of `type` in `layout` (null or blocked: the
  /// plain chunks; a tilegpu.coalesced layout: its vectors and groups).
  static BlockedLayout get(TileType type, int64_t threads, Attribute layout);
  /// Whether some threads hold copies of others' elements.
  bool isReplicated() const { return chunks < threads; }
  bool isCoalesced() const { return group > 1; }
  /// How many elements lane `lane`'s element lies after lane 0's.
  int64_t getLaneOffset(int64_t lane) const {
    if (!isCoalesced())
      return lane;
    return (lane / vector) * group * vector + lane % vector;
  }
  /// Thread `thread`'s first element (getFirstElementIndex builds it).
  int64_t getFirstElement(int64_t thread) const {
    if (!isCoalesced())
      return (thread % chunks) * perThread;
    return (thread / group) * group * perThread + (thread % group) * vector;
  }
  /// Whether lane offsets never carry modulo `modulus`: for every thread
  /// and lane, (first + offset) mod modulus is first mod modulus plus
  /// offset mod modulus. Then a coordinate that `modulus` delimits is one
  /// scalar per thread plus a constant per lane, which LLVM folds, where
  /// the per-lane division of the sum it cannot see through.
  bool addsWithoutCarry(int64_t modulus) const;
};

/// Tile types to per-thread types for one entry (its thread count): a tile
/// becomes `vector<K x elem>` when a thread holds K > 1 elements, else the
/// element itself; `ptr<T>` becomes `!llvm.ptr<1>`; a token an i1 that
/// nothing reads; a tensor_view (and the views over it) a descriptor
/// `!llvm.struct<(ptr<1>, array<R x i64>, array<R x i64>)>` of base, shape
/// and strides in elements.
class TileTypeConverter : public TypeConverter {
public:
  TileTypeConverter(MLIRContext *context, int64_t threads);

  int64_t getThreads() const { return threads; }
  /// With a producer warp (tilegpu.producer_warp), the block runs one more
  /// warp than getThreads() counts: the threads the kernel launches with.
  void setProducerWarp(bool producer) { producerWarp = producer; }
  bool hasProducerWarp() const { return producerWarp; }
  int64_t getLaunchThreads() const { return threads + (producerWarp ? 32 : 0); }
  BlockedLayout getLayout(TileType type) const {
    return BlockedLayout::get(type, threads);
  }
  /// The layout of a tile of `type` whose layout attribute is `layout`
  /// (view accesses and convert_layout, the users of coalesced layouts).
  BlockedLayout getLayout(TileType type, Attribute layout) const {
    return BlockedLayout::get(type, threads, layout);
  }
  /// The register type of one element (null when not lowered yet).
  Type convertElementType(Type element) const;
  /// The descriptor struct of a rank-R tensor view.
  Type getViewDescriptorType(unsigned rank) const;

  /// The shared-memory scratch of the entry being lowered: one buffer,
  /// named by `getScratchSymbol`, that every data-movement op reuses from
  /// offset 0 (each use ends with a barrier). Patterns record the bytes they
  /// need; the pass sizes the buffer from the maximum.
  void setScratchSymbol(std::string name) { scratchSymbol = std::move(name); }
  llvm::StringRef getScratchSymbol() const { return scratchSymbol; }
  void reserveScratch(int64_t bytes) const {
    scratchBytes = std::max(scratchBytes, bytes);
  }
  /// The whole buffer: the resident operands, then the reused scratch.
  int64_t getScratchBytes() const { return residentBytes + scratchBytes; }
  /// Whether the target has cvt.rn.tf32.f32 (sm_90 and up), which rounds
  /// f32 to tf32 in one instruction instead of on the bits.
  void setTF32Conversion(bool has) { tf32Conversion = has; }
  bool hasTF32Conversion() const { return tf32Conversion; }
  /// Whether conversions out of the mma layout pad their rows in scratch
  /// (the entry's plan, planPadsMmaRows).
  void setPadMmaRows(bool pad) { padMmaRows = pad; }
  bool getPadMmaRows() const { return padMmaRows; }

  /// Resident mma operands (tilegpu.resident_rhs, planResidentOperands):
  /// each distinct B has its own region at the head of the scratch buffer,
  /// [0, getResidentBytes()), staged once where B is defined and never
  /// reused; the reused scratch (offset 0 for getScratchPointer) starts
  /// after them.
  void setResidentOffset(Value rhs, int64_t offset) {
    residentOffsets[rhs] = offset;
  }
  void setResidentBytes(int64_t bytes) { residentBytes = bytes; }
  int64_t getResidentBytes() const { return residentBytes; }
  /// Where `rhs`'s region starts, relative to the reused scratch's offset 0
  /// (negative), or nullopt when it has none.
  std::optional<int64_t> getResidentOffset(Value rhs) const {
    auto it = residentOffsets.find(rhs);
    if (it == residentOffsets.end())
      return std::nullopt;
    return it->second - residentBytes;
  }
  /// True the first time it is asked for `rhs`: its staging is emitted once.
  bool claimResidentStaging(Value rhs) const {
    return stagedResidents.insert(rhs).second;
  }

  /// The layout operand `index` of `op` had before the conversion (null:
  /// blocked), recorded by the pass: patterns see converted operands only,
  /// and an op whose operand may come in another layout than its result
  /// (a broadcast out of a slice) needs to know.
  void setOperandLayout(Operation *op, unsigned index, Attribute layout) {
    operandLayouts[{op, index}] = layout;
  }
  Attribute getOperandLayout(Operation *op, unsigned index) const {
    return operandLayouts.lookup({op, index});
  }

  /// The entry's alloca memory (TileToGPUAlloca.cpp): one block of global
  /// memory that thread 0 takes from the device heap at the kernel's start
  /// and returns at every `return`; each alloca is a fixed offset in it.
  /// Empty (no bytes) when the entry has no alloca.
  struct AllocaHeap {
    std::string slotSymbol; // shared i64 holding the block's address
    int64_t bytes = 0;      // what the allocas need, aligned
    int64_t alignment = 16; // the largest alignment they ask for
    llvm::DenseMap<Operation *, int64_t> offsets;
    Operation *first = nullptr; // where heap failures are reported
  };
  AllocaHeap &getAllocaHeap() { return allocaHeap; }
  const AllocaHeap &getAllocaHeap() const { return allocaHeap; }

  /// The entry's tensor maps (TileToGPUTma.cpp): `count` maps a tile
  /// block, in the slot of the kernel's map table that thread 0 claims at
  /// the kernel's start and gives back at every `return`. No maps when
  /// the entry has no tilegpu.tma_map.
  struct TmaMaps {
    std::string tableSymbol;  // global: slots x count x 128 bytes
    std::string claimsSymbol; // global: an i32 a slot, 1 while taken
    int64_t count = 0;
    /// The block's slot (i64, thread 0's; 0 in the other threads), defined
    /// at the kernel's start: no shared variable, which would come before
    /// a scratch above 48 KiB (lib/Target/PTX/LargeShared.cpp). Set while
    /// the patterns run, by the entry's, which come first.
    mutable Value slot;
    /// In tilegpu.producer_warp, the slot thread 0 passed it (read from
    /// the scratch once the producer starts). Set by its pattern, which
    /// comes before the ops inside.
    mutable Value producerSlot;
  };
  TmaMaps &getTmaMaps() { return tmaMaps; }
  const TmaMaps &getTmaMaps() const { return tmaMaps; }

private:
  MLIRContext *context;
  int64_t threads;
  std::string scratchSymbol;
  AllocaHeap allocaHeap;
  TmaMaps tmaMaps;
  mutable int64_t scratchBytes = 0;
  int64_t residentBytes = 0;
  llvm::DenseMap<Value, int64_t> residentOffsets;
  mutable llvm::DenseSet<Value> stagedResidents;
  llvm::DenseMap<std::pair<Operation *, unsigned>, Attribute> operandLayouts;
  bool padMmaRows = true;
  bool tf32Conversion = false;
  bool producerWarp = false;
};

/// Why `op` cannot be lowered on `chip` yet, or the empty string when it can.
/// The one place that decides what the patterns accept.
std::string getUnsupportedReason(Operation *op,
                                 const TileTypeConverter &converter);

/// Why an mmaf/mmai cannot be lowered on the converter's target, or "".
std::string checkMma(Operation *op, const TileTypeConverter &converter);

/// Why `op` (a shared_mma with wgmma) cannot be lowered for `chip` in its
/// accumulator's layout, or "".
std::string checkSharedMma(tilegpu::SharedMmaOp op, llvm::StringRef chip);

/// Emits `'tile.<op>' with <types> is not supported on <chip>` at `op`.
InFlightDiagnostic emitUnsupported(Operation *op, llvm::StringRef chip,
                                   llvm::StringRef reason);

/// Why a print_tko or assert cannot be lowered (TileToGPUDebug.cpp), or "".
std::string checkDebugOp(Operation *op, const TileTypeConverter &converter);
/// Why a module-level global cannot be lowered (TileToGPU.cpp), or "".
std::string checkGlobal(GlobalOp global, const TileTypeConverter &converter);

/// Structure and control flow: entry, return, for, loop, if, yield,
/// continue, break (TileToGPUControlFlow.cpp).
void populateTileStructurePatterns(TileTypeConverter &converter,
                                   RewritePatternSet &patterns);
/// print_tko (vprintf from thread 0) and assert (TileToGPUDebug.cpp).
void populateTileDebugPatterns(TileTypeConverter &converter,
                               RewritePatternSet &patterns);
/// Constants, ids, elementwise integer/float ops, comparisons, select,
/// conversions, shape ops, assume and tokens.
void populateTileComputePatterns(TileTypeConverter &converter,
                                 RewritePatternSet &patterns);
/// Float arithmetic in every rounding mode and math functions
/// (TileToGPUMath.cpp).
void populateTileMathPatterns(TileTypeConverter &converter,
                              RewritePatternSet &patterns);
/// Tensor/partition views and their loads and stores; loads and stores
/// through pointer tiles.
void populateTileMemoryPatterns(TileTypeConverter &converter,
                                RewritePatternSet &patterns);
/// Atomics and fences (TileToGPUAtomics.cpp); `chip` picks instructions.
void populateTileAtomicPatterns(TileTypeConverter &converter,
                                RewritePatternSet &patterns, StringRef chip);
/// Strided and gather/scatter views as descriptors (before any check).
void addTileViewTypeConversions(TileTypeConverter &converter);
/// Ops that move elements between threads through shared-memory scratch:
/// broadcast, permute, extract, cat, reduce.
void populateTileDataMovementPatterns(TileTypeConverter &converter,
                                      RewritePatternSet &patterns);

/// Lays out the allocas of `entry` in its heap block (converter's
/// AllocaHeap); before the patterns run.
void planAllocaHeap(EntryOp entry, TileTypeConverter &converter);
/// alloca -> an address in the entry's heap block.
void populateTileAllocaPatterns(TileTypeConverter &converter,
                                RewritePatternSet &patterns);
/// At the start of a kernel with allocas: thread 0 takes the heap block
/// (device malloc), publishes it in shared memory, a barrier.
void emitAllocaHeapAcquire(OpBuilder &b, Location loc,
                           const TileTypeConverter &converter);
/// Before a return of such a kernel: a barrier, thread 0 frees the block.
void emitAllocaHeapRelease(OpBuilder &b, Location loc,
                           const TileTypeConverter &converter);
/// Slots of a kernel's map table: the tile blocks of one kernel resident at
/// once on a full GH100 (144 SMs, 16 blocks of 128 threads, wgmma's
/// fewest). A block that finds none free waits for one: it still gets one.
constexpr int64_t kTmaTableSlots = 2304;
/// Counts the tensor maps of `entry` (converter's TmaMaps); before the
/// patterns run.
void planTmaMaps(EntryOp entry, TileTypeConverter &converter);
/// With a producer warp, every block barrier of the lowered kernel `func`
/// (bar.sync 0) counts the kernel's `threads` only: the producer warp
/// never reaches one.
void countBarrierThreads(Operation *func, int64_t threads);
/// tilegpu.tma_map, tma_init, tma_copy, tma_wait and tma_release as tensor
/// maps built in the kernel, mbarriers and cp.async.bulk.tensor
/// (TileToGPUTma.cpp).
void populateTileTmaPatterns(TileTypeConverter &converter,
                             RewritePatternSet &patterns);
/// At the start of a kernel with tensor maps: thread 0 claims a slot of the
/// map table, whose index the converter's TmaMaps keeps.
void emitTmaTableAcquire(OpBuilder &b, Location loc,
                         const TileTypeConverter &converter);
/// Before a return of such a kernel: thread 0 gives the slot back.
void emitTmaTableRelease(OpBuilder &b, Location loc,
                         const TileTypeConverter &converter);
/// `__assertfail(message, file, line, function)` for `op`'s user location,
/// then a trap: the host sees CUDA_ERROR_ASSERT and the message
/// (TileToGPUDebug.cpp).
void emitDeviceAssertFail(OpBuilder &b, Location loc, Operation *op,
                          StringRef message);

/// Puts a block barrier before every memory op whose token comes from an
/// earlier memory op (TileToGPUOrdering.cpp).
void insertTokenBarriers(EntryOp entry);

/// Widens the f8 operands of every mmaf in `entry` to f16 with ftof (exact),
/// so that they take the f16 tensor-core path.
void widenFloat8Mma(EntryOp entry);

/// Gives each distinct B of the entry's tilegpu.resident_rhs mma its region
/// of the scratch buffer (getResidentRegions, as the plan places them).
void planResidentOperands(EntryOp entry, TileTypeConverter &converter);

/// tilegpu.async_copy, async_commit and async_wait as cp.async into the
/// ring buffers in scratch (TileToGPUAsyncCopy.cpp).
void populateTileAsyncCopyPatterns(TileTypeConverter &converter,
                                   RewritePatternSet &patterns);

/// The lane of a thread's element in `#tilegpu.wgmma_lhs` over an M x K
/// tile: its 64-row block `block` (of the thread's warp), row half `half`
/// (rows g and g + 8), then element `element` of the row's 2 S = K / 4
/// (K interleaved as B's ring is).
inline int64_t getWgmmaLhsLane(int64_t block, int64_t half, int64_t element,
                               int64_t k) {
  return (2 * block + half) * (k / 4) + element;
}

/// View loads into a tf32 wgmma's A fragments (tilegpu.wgmma_lhs,
/// TileToGPUWgmmaLhs.cpp).
void populateTileWgmmaLhsPatterns(TileTypeConverter &converter,
                                  RewritePatternSet &patterns);

/// mmaf and mmai: mma.sync on operands staged through shared memory;
/// tilegpu.shared_mma on operands in ring buffers.
void populateTileMmaPatterns(TileTypeConverter &converter,
                             RewritePatternSet &patterns);

/// Checks that every value's layout is one its users take (an mma
/// accumulator, a layout-agnostic op and a loop's iteration values may be
/// in an mma layout over the entry's warps; everything else is blocked);
/// errors at the ops otherwise (TileToGPULayouts.cpp).
LogicalResult verifyLayouts(EntryOp entry, int64_t threads);
/// tilegpu.convert_layout through shared-memory scratch.
void populateTileLayoutPatterns(TileTypeConverter &converter,
                                RewritePatternSet &patterns);
/// This thread's elements of a tile of `shape` in `layout`: their
/// row-major indices as `vector<K x i64>`, in the layout's element order,
/// with rows `pitch` elements apart (0: the row length).
Value getMmaElementIndices(OpBuilder &b, Location loc,
                           tilegpu::MmaLayoutAttr layout,
                           ArrayRef<int64_t> shape, int64_t pitch = 0);
/// This thread's rows in a slice layout over `threads` threads: their
/// row-major indices (in the slice's shape) as `vector<K' x i64>`.
Value getSliceElementIndices(OpBuilder &b, Location loc,
                             tilegpu::SliceLayoutAttr layout, int64_t threads);
/// Records, on `converter`, the layout of every operand that is not
/// blocked (TileTypeConverter::getOperandLayout).
void recordOperandLayouts(EntryOp entry, TileTypeConverter &converter);

/// Bytes of static shared memory ptxas lets a kernel define; a larger
/// scratch buffer is declared external at its full size and made static by
/// the cubin step (lib/Target/PTX/LargeShared.cpp).
constexpr int64_t kMaxStaticSharedBytes = 48 * 1024;

//===----------------------------------------------------------------------===//
// Small IR helpers shared by the pattern files
//===----------------------------------------------------------------------===//

/// The module the kernel being lowered sits in (the tile.module), where
/// its device functions are declared.
Operation *getSymbolScope(Operation *op);
/// Declares the external function `name` in the kernel's module once.
void declareFunction(OpBuilder &b, Operation *op, StringRef name,
                     LLVM::LLVMFunctionType type);

/// The thread id (x) as i64.
Value getThreadId(OpBuilder &b, Location loc);
/// `if (threadIdx.x < threads) { body }` (`== 0` for one thread).
void onThreadsBelow(OpBuilder &b, Location loc, int64_t threads,
                    llvm::function_ref<void()> body);
/// Inline PTX `text` with side effects (kept in order with barriers and
/// memory operations); its first result, if any.
Value emitInlineAsm(OpBuilder &b, Location loc, TypeRange results,
                    ValueRange operands, StringRef text, StringRef constraints);
/// `value` (a scalar) in every lane of a `vector<lanes x T>`.
Value splatLanes(OpBuilder &b, Location loc, Value value, int64_t lanes);
/// A constant of `type` (scalar or vector) holding `value` in every lane.
Value constantInt(OpBuilder &b, Location loc, Type type, int64_t value);
/// The row-major linear index of this thread's first element (its chunk
/// times K; in a coalesced layout its group's first element plus its
/// vector's), as i64.
Value getFirstElementIndex(OpBuilder &b, Location loc,
                           const BlockedLayout &layout);
/// The row-major linear index of each of this thread's elements, as
/// `vector<K x i64>`.
Value getElementLinearIndices(OpBuilder &b, Location loc,
                              const BlockedLayout &layout);
/// The constant `vector<lanes x i64>` [0, 1, ..., lanes - 1].
Value constantLaneIndices(OpBuilder &b, Location loc, int64_t lanes);
/// The constant `vector<K x i64>` of how far each lane's element lies after
/// the first's (BlockedLayout::getLaneOffset): [0, 1, ..., K - 1] for
/// plain chunks.
Value constantLaneOffsets(OpBuilder &b, Location loc,
                          const BlockedLayout &layout);
/// Whether this thread owns (is the first holder of) its chunk: an i1,
/// constant true when the layout is not replicated.
Value getOwnerPredicate(OpBuilder &b, Location loc,
                        const BlockedLayout &layout);
/// Turns a per-thread value into `vector<K x T>` (no-op for vectors).
Value toLaneVector(OpBuilder &b, Location loc, Value value);
/// Turns a `vector<K x T>` into the converted type `type` (a scalar when
/// K = 1).
Value fromLaneVector(OpBuilder &b, Location loc, Value vector, Type type);
/// Bytes of one element of a converted element type in memory.
unsigned getElementBytes(Type element);

} // namespace mlir::tile

#endif // TILEIR_LIB_CONVERSION_TILETOGPU_H
