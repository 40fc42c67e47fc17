//===- TileToGPUMemory.cpp - loads and stores -----------------------------===//
//
// load_view_tko / store_view_tko take, per element a thread holds, the
// address and in-bounds mask of TileToGPUViews.cpp; load_ptr_tko /
// store_ptr_tko take the thread's pointers and mask as they are. Weak
// accesses are a masked gather / scatter (the NVPTX backend turns them
// into predicated loads and stores); relaxed, acquire and release ones are
// one atomic load or store per element with the op's syncscope
// (ld/st.relaxed|acquire|release.cta|gpu|sys), predicated by a branch.
// Elements are in memory as in registers except i1 (a byte; nonzero reads
// as true) and tf32 (f32 bits; a load drops the low 13 mantissa bits, as
// the interpreter does).
//
// A tile op runs on every thread of the block, so ordering is block-wide:
// an acquire load ends with a barrier (the other threads' later accesses
// come after it), a release store starts with one (their earlier accesses
// come before it) (beginAccess, endAccess). Token order is
// insertTokenBarriers' (TileToGPUOrdering.cpp).
//
//===----------------------------------------------------------------------===//

#include "TileToGPUMemory.h"
#include "TileToGPUScratch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// Elements in memory, masks, orderings
//===----------------------------------------------------------------------===//

Type mlir::tile::getMemoryElementType(Type registerElement) {
  if (registerElement.isInteger(1))
    return IntegerType::get(registerElement.getContext(), 8);
  return registerElement;
}

Value mlir::tile::toMemoryForm(OpBuilder &b, Location loc, Value lanes) {
  auto type = cast<VectorType>(lanes.getType());
  if (!type.getElementType().isInteger(1))
    return lanes;
  return arith::ExtUIOp::create(b, loc, type.clone(b.getI8Type()), lanes);
}

Value mlir::tile::fromMemoryForm(OpBuilder &b, Location loc, Value lanes,
                                 Type tileElement) {
  auto type = cast<VectorType>(lanes.getType());
  if (tileElement.isInteger(1))
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, lanes,
                                 constantInt(b, loc, type, 0));
  if (isa<FloatTF32Type>(tileElement)) {
    // The register form of tf32 is f32 with the low 13 mantissa bits zero.
    auto bits = type.clone(b.getI32Type());
    Value word = arith::BitcastOp::create(b, loc, bits, lanes);
    word = arith::AndIOp::create(b, loc, word,
                                 constantInt(b, loc, bits, ~int64_t(0x1FFF)));
    return arith::BitcastOp::create(b, loc, type, word);
  }
  return lanes;
}

Value mlir::tile::allLanes(OpBuilder &b, Location loc, int64_t lanes) {
  return arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(VectorType::get({lanes}, b.getI1Type()), true));
}

Value mlir::tile::ownedLanes(OpBuilder &b, Location loc, Value mask,
                             const BlockedLayout &layout) {
  if (!layout.isReplicated())
    return mask;
  return arith::AndIOp::create(
      b, loc, mask,
      splatLanes(b, loc, getOwnerPredicate(b, loc, layout), layout.perThread));
}

Value mlir::tile::getMaskLane(OpBuilder &b, Location loc, Value mask,
                              int64_t lane) {
  // A scalar is every lane's (the condition of a select, a splat's source).
  if (!isa<VectorType>(mask.getType()))
    return mask;
  Operation *def = mask.getDefiningOp();
  if (!def)
    return vector::ExtractOp::create(b, loc, mask, lane);
  auto laneOf = [&](Value vector) { return getMaskLane(b, loc, vector, lane); };
  DenseElementsAttr constant;
  if (matchPattern(mask, m_Constant(&constant))) {
    Type element = constant.getElementType();
    return arith::ConstantOp::create(
        b, loc, element,
        cast<TypedAttr>(constant.getValues<Attribute>()[lane]));
  }
  if (auto splat = dyn_cast<vector::BroadcastOp>(def))
    if (!isa<VectorType>(splat.getSource().getType()))
      return splat.getSource();
  if (auto cmp = dyn_cast<arith::CmpIOp>(def))
    return arith::CmpIOp::create(b, loc, cmp.getPredicate(),
                                 laneOf(cmp.getLhs()), laneOf(cmp.getRhs()));
  if (auto select = dyn_cast<arith::SelectOp>(def))
    return arith::SelectOp::create(b, loc, laneOf(select.getCondition()),
                                   laneOf(select.getTrueValue()),
                                   laneOf(select.getFalseValue()));
  if (isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp, arith::AddIOp,
          arith::SubIOp, arith::MulIOp>(def)) {
    OperationState state(loc, def->getName());
    state.addOperands({laneOf(def->getOperand(0)), laneOf(def->getOperand(1))});
    state.addTypes(getElementTypeOrSelf(mask.getType()));
    return b.create(state)->getResult(0);
  }
  return vector::ExtractOp::create(b, loc, mask, lane);
}

bool mlir::tile::isAllTrue(Value mask) { return matchPattern(mask, m_One()); }

void mlir::tile::beginAccess(OpBuilder &b, Location loc,
                             MemoryOrdering ordering) {
  if (hasRelease(ordering))
    barrier(b, loc);
}

void mlir::tile::endAccess(OpBuilder &b, Location loc,
                           MemoryOrdering ordering) {
  if (hasAcquire(ordering))
    barrier(b, loc);
}

bool mlir::tile::hasAcquire(MemoryOrdering ordering) {
  return ordering == MemoryOrdering::Acquire ||
         ordering == MemoryOrdering::AcqRel;
}

bool mlir::tile::hasRelease(MemoryOrdering ordering) {
  return ordering == MemoryOrdering::Release ||
         ordering == MemoryOrdering::AcqRel;
}

LLVM::AtomicOrdering mlir::tile::getLLVMOrdering(MemoryOrdering ordering) {
  switch (ordering) {
  case MemoryOrdering::Weak:
    return LLVM::AtomicOrdering::not_atomic;
  case MemoryOrdering::Relaxed:
    return LLVM::AtomicOrdering::monotonic;
  case MemoryOrdering::Acquire:
    return LLVM::AtomicOrdering::acquire;
  case MemoryOrdering::Release:
    return LLVM::AtomicOrdering::release;
  case MemoryOrdering::AcqRel:
    return LLVM::AtomicOrdering::acq_rel;
  }
  return LLVM::AtomicOrdering::not_atomic;
}

StringRef mlir::tile::getSyncScope(std::optional<MemoryScope> scope) {
  if (!scope)
    return "";
  switch (*scope) {
  case MemoryScope::TileBlock:
    return "block";
  case MemoryScope::Device:
    return "device";
  case MemoryScope::System:
    return "";
  }
  return "";
}

StringRef mlir::tile::getPTXScope(std::optional<MemoryScope> scope) {
  if (!scope)
    return "sys";
  switch (*scope) {
  case MemoryScope::TileBlock:
    return "cta";
  case MemoryScope::Device:
    return "gpu";
  case MemoryScope::System:
    return "sys";
  }
  return "sys";
}

StringRef mlir::tile::getPTXSemantics(MemoryOrdering ordering) {
  switch (ordering) {
  case MemoryOrdering::Weak:
  case MemoryOrdering::Relaxed:
    return "relaxed";
  case MemoryOrdering::Acquire:
    return "acquire";
  case MemoryOrdering::Release:
    return "release";
  case MemoryOrdering::AcqRel:
    return "acq_rel";
  }
  return "relaxed";
}

//===----------------------------------------------------------------------===//
// Weak and ordered element access
//===----------------------------------------------------------------------===//

namespace {

/// An element's bits in a PTX register for inline assembly: at least 16
/// bits (PTX has no 8-bit registers), with the constraint letter.
std::pair<Type, StringRef> getAsmRegister(OpBuilder &b, unsigned bytes) {
  if (bytes <= 2)
    return {b.getI16Type(), "h"};
  if (bytes == 4)
    return {b.getI32Type(), "r"};
  return {b.getI64Type(), "l"};
}

/// `value` (one memory element) as the register getAsmRegister gives.
Value toAsmRegister(OpBuilder &b, Location loc, Value value, Type reg) {
  Type type = value.getType();
  if (isa<LLVM::LLVMPointerType>(type))
    return LLVM::PtrToIntOp::create(b, loc, reg, value);
  unsigned width = getElementBytes(type) * 8;
  if (!type.isInteger(width))
    value = LLVM::BitcastOp::create(b, loc, b.getIntegerType(width), value);
  if (width < reg.getIntOrFloatBitWidth())
    value = LLVM::ZExtOp::create(b, loc, reg, value);
  return value;
}

/// The inverse of toAsmRegister.
Value fromAsmRegister(OpBuilder &b, Location loc, Value bits, Type element) {
  if (isa<LLVM::LLVMPointerType>(element))
    return LLVM::IntToPtrOp::create(b, loc, element, bits);
  unsigned width = getElementBytes(element) * 8;
  if (width < bits.getType().getIntOrFloatBitWidth())
    bits = LLVM::TruncOp::create(b, loc, b.getIntegerType(width), bits);
  if (!element.isInteger(width))
    bits = LLVM::BitcastOp::create(b, loc, element, bits);
  return bits;
}

/// The state space and width suffix of a PTX ld/st of `bytes` at a pointer
/// of `pointerType`: `.global.b32`, `.u8` for bytes (into 16-bit registers).
std::string getAccessSuffix(Type pointerType, unsigned bytes) {
  auto pointer = cast<LLVM::LLVMPointerType>(pointerType);
  std::string space = pointer.getAddressSpace() == 1 ? ".global" : "";
  if (bytes == 1)
    return space + ".u8";
  return space + ".b" + std::to_string(bytes * 8);
}

/// Lanes per thread from which a masked weak access is predicated PTX
/// rather than a masked gather/scatter. LLVM scalarizes a masked gather
/// into a block per lane, which costs time quadratic in the lanes in its
/// register coalescer (512 lanes: 23 s); below this the scalarized gather
/// schedules better (predicated inline assembly for the seed's 32-lane
/// loads costs 4 bytes of spills on sm_120).
constexpr int64_t kPredicatedAccessLanes = 64;

/// The address operand of lane `lane` of a predicated access: its own
/// pointer, or with `groupWidth` > 1 the pointer of its group's first lane
/// (of lane 0 where the access is contiguous) and an immediate offset
/// (lanes of a group are consecutive elements), so that only one address
/// per group stays live.
std::pair<Value, std::string> getLaneAddress(OpBuilder &b, Location loc,
                                             const LaneAccess &access,
                                             int64_t lane, unsigned bytes,
                                             int64_t groupWidth,
                                             StringRef operand) {
  int64_t first = lane - lane % groupWidth;
  int64_t distance = lane - first;
  if (access.isContiguous() && groupWidth > 1) {
    first = 0;
    distance = access.offsets[lane];
  }
  Value pointer = vector::ExtractOp::create(b, loc, access.pointers, first);
  std::string address = ("[" + operand).str();
  if (distance != 0)
    address += "+" + std::to_string(distance * bytes);
  return {pointer, address + "]"};
}

/// A masked weak load as one predicated PTX load per lane (`@p ld`), the
/// lanes that are off keeping `passthru`'s value: no branch per element
/// (LLVM would scalarize a masked gather into a block per lane, which costs
/// time quadratic in the lanes in its register coalescer: 23 s for 512).
Value emitPredicatedLoad(OpBuilder &b, Location loc, const LaneAccess &access,
                         Value passthru, int64_t groupWidth = 1) {
  auto type = cast<VectorType>(passthru.getType());
  Type element = type.getElementType();
  unsigned bytes = getElementBytes(element);
  auto [reg, letter] = getAsmRegister(b, bytes);
  auto pointers = cast<VectorType>(access.pointers.getType());
  std::string prefix =
      ("mov.b" + Twine(reg.getIntOrFloatBitWidth()) + " $0, $3;\n\t@$2 ld" +
       getAccessSuffix(pointers.getElementType(), bytes) + " $0, ")
          .str();
  // The result is written before the address is read: only a 64-bit
  // result can share the address's register, so only it is early-clobber.
  std::string constraints =
      ((bytes == 8 ? "=&" : "=") + letter + ",l,b," + letter).str();
  SmallVector<Value> lanes;
  for (int64_t lane = 0, e = type.getNumElements(); lane < e; ++lane) {
    auto [pointer, address] =
        getLaneAddress(b, loc, access, lane, bytes, groupWidth, "$1");
    Value on = getMaskLane(b, loc, access.mask, lane);
    Value pad = toAsmRegister(
        b, loc, vector::ExtractOp::create(b, loc, passthru, lane), reg);
    Value bits = emitInlineAsm(b, loc, reg, ValueRange{pointer, on, pad},
                               prefix + address + ";", constraints);
    lanes.push_back(fromAsmRegister(b, loc, bits, element));
  }
  return vector::FromElementsOp::create(b, loc, type, lanes);
}

/// A masked weak store as one predicated PTX store per lane (`@p st`).
void emitPredicatedStore(OpBuilder &b, Location loc, const LaneAccess &access,
                         Value values, int64_t groupWidth = 1) {
  auto type = cast<VectorType>(values.getType());
  unsigned bytes = getElementBytes(type.getElementType());
  auto [reg, letter] = getAsmRegister(b, bytes);
  auto pointers = cast<VectorType>(access.pointers.getType());
  std::string prefix =
      "@$2 st" + getAccessSuffix(pointers.getElementType(), bytes) + " ";
  std::string constraints = ("l," + letter + ",b").str();
  for (int64_t lane = 0, e = type.getNumElements(); lane < e; ++lane) {
    auto [pointer, address] =
        getLaneAddress(b, loc, access, lane, bytes, groupWidth, "$0");
    Value on = getMaskLane(b, loc, access.mask, lane);
    Value value = toAsmRegister(
        b, loc, vector::ExtractOp::create(b, loc, values, lane), reg);
    emitInlineAsm(b, loc, TypeRange{}, ValueRange{pointer, value, on},
                  prefix + address + ", $1;", constraints);
  }
}

/// The lanes of `access` that are on, loaded (`vector<K x memory element>`);
/// the others take `passthru`'s lane.
Value emitLoad(OpBuilder &b, Location loc, const LaneAccess &access,
               Value passthru, MemoryOrdering ordering,
               std::optional<MemoryScope> scope) {
  auto type = cast<VectorType>(passthru.getType());
  Type element = type.getElementType();
  unsigned bytes = getElementBytes(element);
  if (ordering == MemoryOrdering::Weak && !isAllTrue(access.mask) &&
      type.getNumElements() >= kPredicatedAccessLanes)
    return emitPredicatedLoad(b, loc, access, passthru);
  if (ordering == MemoryOrdering::Weak)
    return LLVM::masked_gather::create(b, loc, type, access.pointers,
                                       access.mask, ValueRange{passthru},
                                       b.getI32IntegerAttr(bytes));
  // One atomic load per lane, of the element's bits.
  Type bits = b.getIntegerType(bytes * 8);
  bool always = isAllTrue(access.mask);
  auto loadLane = [&](OpBuilder &b, Location loc, Value pointer) -> Value {
    Value value =
        LLVM::LoadOp::create(b, loc, bits, pointer, bytes, /*isVolatile=*/false,
                             /*isNonTemporal=*/false, /*isInvariant=*/false,
                             /*isInvariantGroup=*/false,
                             getLLVMOrdering(ordering), getSyncScope(scope));
    if (bits != element)
      value = LLVM::BitcastOp::create(b, loc, element, value);
    return value;
  };
  Value result = passthru;
  for (int64_t lane = 0, e = type.getNumElements(); lane < e; ++lane) {
    Value pointer = vector::ExtractOp::create(b, loc, access.pointers, lane);
    Value value;
    if (always) {
      value = loadLane(b, loc, pointer);
    } else {
      Value on = getMaskLane(b, loc, access.mask, lane);
      auto branch = scf::IfOp::create(
          b, loc, on,
          [&](OpBuilder &b, Location loc) {
            scf::YieldOp::create(b, loc, loadLane(b, loc, pointer));
          },
          [&](OpBuilder &b, Location loc) {
            scf::YieldOp::create(
                b, loc,
                vector::ExtractOp::create(b, loc, passthru, lane).getResult());
          });
      value = branch.getResult(0);
    }
    result = vector::InsertOp::create(b, loc, value, result, lane);
  }
  return result;
}

/// Stores the lanes of `values` (memory form) that `access` has on.
void emitStore(OpBuilder &b, Location loc, const LaneAccess &access,
               Value values, MemoryOrdering ordering,
               std::optional<MemoryScope> scope) {
  auto type = cast<VectorType>(values.getType());
  Type element = type.getElementType();
  unsigned bytes = getElementBytes(element);
  if (ordering == MemoryOrdering::Weak && !isAllTrue(access.mask) &&
      type.getNumElements() >= kPredicatedAccessLanes) {
    emitPredicatedStore(b, loc, access, values);
    return;
  }
  if (ordering == MemoryOrdering::Weak) {
    LLVM::masked_scatter::create(b, loc, values, access.pointers, access.mask,
                                 b.getI32IntegerAttr(bytes));
    return;
  }
  Type bits = b.getIntegerType(bytes * 8);
  bool always = isAllTrue(access.mask);
  for (int64_t lane = 0, e = type.getNumElements(); lane < e; ++lane) {
    Value pointer = vector::ExtractOp::create(b, loc, access.pointers, lane);
    Value value = vector::ExtractOp::create(b, loc, values, lane);
    auto storeLane = [&](OpBuilder &b, Location loc) {
      Value word = value;
      if (bits != element)
        word = LLVM::BitcastOp::create(b, loc, bits, word);
      LLVM::StoreOp::create(b, loc, word, pointer, bytes, /*isVolatile=*/false,
                            /*isNonTemporal=*/false,
                            /*isInvariantGroup=*/false,
                            getLLVMOrdering(ordering), getSyncScope(scope));
    };
    if (always) {
      storeLane(b, loc);
      continue;
    }
    Value on = getMaskLane(b, loc, access.mask, lane);
    auto branch = scf::IfOp::create(b, loc, on, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(branch.thenBlock());
    storeLane(b, loc);
  }
}

//===----------------------------------------------------------------------===//
// Vector accesses (tilegpu.vector)
//===----------------------------------------------------------------------===//

/// Whether every lane of `mask` is on, as one i1 (the thread's one bounds
/// decision for the whole access). A thread's chunk of a blocked tile is a
/// box of whole rows or part of one row (powers of two), so its last
/// element has the largest coordinate along every dimension: where it is
/// in bounds, all are (and ownership is the same for the whole chunk).
Value allLanesOn(OpBuilder &b, Location loc, Value mask) {
  int64_t lanes = cast<VectorType>(mask.getType()).getNumElements();
  return getMaskLane(b, loc, mask, lanes - 1);
}

/// The address of lane `lane`: from lane 0's with a constant offset when
/// the access is contiguous (LLVM folds it into the instruction), else the
/// lane's own.
Value getLanePointer(OpBuilder &b, Location loc, const LaneAccess &access,
                     int64_t lane, unsigned elementBytes) {
  if (!access.isContiguous() || lane == 0)
    return vector::ExtractOp::create(b, loc, access.pointers, lane);
  Value first = vector::ExtractOp::create(b, loc, access.pointers, 0);
  return LLVM::GEPOp::create(
      b, loc, first.getType(), b.getI8Type(), first,
      ArrayRef<LLVM::GEPArg>{int32_t(access.offsets[lane] * elementBytes)});
}

/// Lanes [g w, g w + w) of a thread's access, for each g: consecutive
/// elements whose first address is aligned to w elements
/// (tile-assign-layouts, from the axis info), loaded as one vector each.
Value loadGroups(OpBuilder &b, Location loc, const LaneAccess &access,
                 VectorType type, int64_t width) {
  Type element = type.getElementType();
  auto groupType = VectorType::get({width}, element);
  unsigned alignment = getElementBytes(element) * width;
  Value result = LLVM::PoisonOp::create(b, loc, type);
  for (int64_t first = 0; first < type.getNumElements(); first += width) {
    Value pointer =
        getLanePointer(b, loc, access, first, getElementBytes(element));
    Value group = LLVM::LoadOp::create(b, loc, groupType, pointer, alignment);
    result = vector::InsertStridedSliceOp::create(b, loc, group, result,
                                                  ArrayRef<int64_t>{first},
                                                  ArrayRef<int64_t>{1});
  }
  return result;
}

void storeGroups(OpBuilder &b, Location loc, const LaneAccess &access,
                 Value values, int64_t width) {
  auto type = cast<VectorType>(values.getType());
  unsigned alignment = getElementBytes(type.getElementType()) * width;
  for (int64_t first = 0; first < type.getNumElements(); first += width) {
    Value pointer = getLanePointer(b, loc, access, first,
                                   getElementBytes(type.getElementType()));
    Value group = vector::ExtractStridedSliceOp::create(
        b, loc, values, ArrayRef<int64_t>{first}, ArrayRef<int64_t>{width},
        ArrayRef<int64_t>{1});
    LLVM::StoreOp::create(b, loc, group, pointer, alignment);
  }
}

/// The PTX registers one vector of `bytes` travels in: b32 words from four
/// bytes on (v2, v4), one b16 below.
struct VectorWords {
  Type word;
  StringRef letter;
  int64_t count;
};

VectorWords getVectorWords(OpBuilder &b, unsigned bytes) {
  if (bytes >= 4)
    return {b.getI32Type(), "r", bytes / 4};
  return {b.getI16Type(), "h", 1};
}

/// `group` (a vector of memory elements) as its words.
SmallVector<Value> toWords(OpBuilder &b, Location loc, Value group,
                           const VectorWords &words) {
  auto type = cast<VectorType>(group.getType());
  Type element = type.getElementType();
  unsigned bits = getElementBytes(element) * 8;
  auto integers = VectorType::get(type.getShape(), b.getIntegerType(bits));
  if (isa<LLVM::LLVMPointerType>(element))
    group = LLVM::PtrToIntOp::create(b, loc, integers, group);
  else if (!element.isInteger(bits))
    group = LLVM::BitcastOp::create(b, loc, integers, group);
  Value packed = LLVM::BitcastOp::create(
      b, loc, VectorType::get({words.count}, words.word), group);
  SmallVector<Value> result;
  for (int64_t i = 0; i < words.count; ++i)
    result.push_back(vector::ExtractOp::create(b, loc, packed, i));
  return result;
}

/// The inverse of toWords: the words as a vector of `type`.
Value fromWords(OpBuilder &b, Location loc, ArrayRef<Value> words,
                VectorType type) {
  Type element = type.getElementType();
  unsigned bits = getElementBytes(element) * 8;
  Value packed = vector::FromElementsOp::create(
      b, loc, VectorType::get({int64_t(words.size())}, words[0].getType()),
      words);
  auto integers = VectorType::get(type.getShape(), b.getIntegerType(bits));
  Value group = LLVM::BitcastOp::create(b, loc, integers, packed);
  if (isa<LLVM::LLVMPointerType>(element))
    return LLVM::IntToPtrOp::create(b, loc, type, group);
  if (!element.isInteger(bits))
    return LLVM::BitcastOp::create(b, loc, type, group);
  return group;
}

/// `ld.global.v4.b32`-style operand text: the state space, vector and word.
std::string getVectorSuffix(Type pointerType, const VectorWords &words) {
  auto pointer = cast<LLVM::LLVMPointerType>(pointerType);
  std::string suffix = pointer.getAddressSpace() == 1 ? ".global" : "";
  if (words.count > 1)
    suffix += ".v" + std::to_string(words.count);
  return suffix + ".b" + std::to_string(words.word.getIntOrFloatBitWidth());
}

/// `[$operand]`, or `[$operand+offset]` with an offset in bytes.
std::string getAddressOperand(int64_t operand, int64_t offsetBytes) {
  std::string address = "[$" + std::to_string(operand);
  if (offsetBytes)
    address += "+" + std::to_string(offsetBytes);
  return address + "]";
}

/// `{$first, ..., $first+count-1}` (or the one operand).
std::string getOperandList(int64_t first, int64_t count) {
  std::string list;
  for (int64_t i = 0; i < count; ++i)
    list += (i ? ", $" : "$") + std::to_string(first + i);
  return count > 1 ? "{" + list + "}" : list;
}

/// Where the vector starting at lane `first` is addressed from: the lane
/// whose pointer it uses (lane 0 where the access is contiguous, else its
/// own) and the offset from it in elements.
std::pair<int64_t, int64_t> getGroupAddress(const LaneAccess &access,
                                            int64_t first) {
  if (access.isContiguous())
    return {0, access.offsets[first]};
  return {first, 0};
}

/// The constraints of a predicated vector load in inline assembly: its
/// words as early-clobber outputs (they are written, with the padding,
/// before the inputs are read), `inputs`, then the padding's words.
std::string getLoadConstraints(const VectorWords &words, StringRef inputs) {
  std::string constraints;
  for (int64_t i = 0; i < words.count; ++i)
    constraints += ("=&" + words.letter + ",").str();
  constraints += inputs.str();
  for (int64_t i = 0; i < words.count; ++i)
    constraints += ("," + words.letter).str();
  return constraints;
}

/// The constraints of a predicated vector store in inline assembly: the
/// address, its words, then `inputs`.
std::string getStoreConstraints(const VectorWords &words, StringRef inputs) {
  std::string constraints = "l";
  for (int64_t i = 0; i < words.count; ++i)
    constraints += ("," + words.letter).str();
  return constraints + "," + inputs.str();
}

/// `result` with lanes [first, first + w) replaced by the vector an inline
/// assembly load returned as `loaded` (`count` words: one, or a struct).
Value insertLoadedGroup(OpBuilder &b, Location loc, Value loaded, int64_t count,
                        VectorType groupType, Value result, int64_t first) {
  SmallVector<Value> words;
  if (count == 1)
    words.push_back(loaded);
  else
    for (int64_t i = 0; i < count; ++i)
      words.push_back(LLVM::ExtractValueOp::create(b, loc, loaded, i));
  Value group = fromWords(b, loc, words, groupType);
  return vector::InsertStridedSliceOp::create(
      b, loc, group, result, ArrayRef<int64_t>{first}, ArrayRef<int64_t>{1});
}

/// Lanes [g w, g w + w) of a thread's access, for each g, as one predicated
/// vector load each (`@p ld.global.v4.b32` with the padding preset): where
/// no vector straddles the tensor's end, a vector's lanes are all in
/// bounds or all out, so its first lane's mask decides for it.
Value loadPredicatedGroups(OpBuilder &b, Location loc, const LaneAccess &access,
                           Value passthru, int64_t width) {
  auto type = cast<VectorType>(passthru.getType());
  Type element = type.getElementType();
  auto groupType = VectorType::get({width}, element);
  VectorWords words = getVectorWords(b, getElementBytes(element) * width);
  int64_t n = words.count;
  auto pointers = cast<VectorType>(access.pointers.getType());
  std::string moves;
  for (int64_t i = 0; i < n; ++i)
    moves += "mov.b" + std::to_string(words.word.getIntOrFloatBitWidth()) +
             " $" + std::to_string(i) + ", $" + std::to_string(n + 2 + i) +
             ";\n\t";
  auto getText = [&](int64_t offsetBytes) {
    return moves + "@$" + std::to_string(n + 1) + " ld" +
           getVectorSuffix(pointers.getElementType(), words) + " " +
           getOperandList(0, n) + ", " + getAddressOperand(n, offsetBytes) +
           ";";
  };
  std::string constraints = getLoadConstraints(words, "l,b");
  Type resultType = n == 1
                        ? words.word
                        : LLVM::LLVMStructType::getLiteral(
                              b.getContext(), SmallVector<Type>(n, words.word));
  Value result = LLVM::PoisonOp::create(b, loc, type);
  unsigned bytes = getElementBytes(element);
  for (int64_t first = 0; first < type.getNumElements(); first += width) {
    auto [lane, offset] = getGroupAddress(access, first);
    SmallVector<Value> operands = {
        vector::ExtractOp::create(b, loc, access.pointers, lane),
        getMaskLane(b, loc, access.mask, first)};
    Value pad = vector::ExtractStridedSliceOp::create(
        b, loc, passthru, ArrayRef<int64_t>{first}, ArrayRef<int64_t>{width},
        ArrayRef<int64_t>{1});
    llvm::append_range(operands, toWords(b, loc, pad, words));
    Value loaded = emitInlineAsm(b, loc, resultType, operands,
                                 getText(offset * bytes), constraints);
    result = insertLoadedGroup(b, loc, loaded, n, groupType, result, first);
  }
  return result;
}

/// The operands that store lanes [first, first + width) of `values`: the
/// address their vector is stored from, then their words.
SmallVector<Value> getStoredGroup(OpBuilder &b, Location loc,
                                  const LaneAccess &access, Value values,
                                  int64_t first, int64_t width,
                                  const VectorWords &words) {
  SmallVector<Value> operands = {vector::ExtractOp::create(
      b, loc, access.pointers, getGroupAddress(access, first).first)};
  Value group = vector::ExtractStridedSliceOp::create(
      b, loc, values, ArrayRef<int64_t>{first}, ArrayRef<int64_t>{width},
      ArrayRef<int64_t>{1});
  llvm::append_range(operands, toWords(b, loc, group, words));
  return operands;
}

/// The store counterpart of loadPredicatedGroups (`@p st.global.v4.b32`).
void storePredicatedGroups(OpBuilder &b, Location loc, const LaneAccess &access,
                           Value values, int64_t width) {
  auto type = cast<VectorType>(values.getType());
  VectorWords words =
      getVectorWords(b, getElementBytes(type.getElementType()) * width);
  int64_t n = words.count;
  auto pointers = cast<VectorType>(access.pointers.getType());
  auto getText = [&](int64_t offsetBytes) {
    return "@$" + std::to_string(n + 1) + " st" +
           getVectorSuffix(pointers.getElementType(), words) + " " +
           getAddressOperand(0, offsetBytes) + ", " + getOperandList(1, n) +
           ";";
  };
  unsigned bytes = getElementBytes(type.getElementType());
  std::string constraints = getStoreConstraints(words, "b");
  for (int64_t first = 0; first < type.getNumElements(); first += width) {
    int64_t offset = getGroupAddress(access, first).second;
    SmallVector<Value> operands =
        getStoredGroup(b, loc, access, values, first, width, words);
    operands.push_back(getMaskLane(b, loc, access.mask, first));
    emitInlineAsm(b, loc, TypeRange{}, operands, getText(offset * bytes),
                  constraints);
  }
}

/// Whether loadEdgeGroups / storeEdgeGroups take vectors of `width`
/// elements of `bytes`: 16-bit lanes in whole 32-bit words, the lanes that
/// the per-lane path would otherwise hold one to a register (wider lanes
/// fill their registers anyway; PTX has no 8-bit registers to unpack a
/// word into).
bool hasEdgeGroupForm(unsigned bytes, int64_t width) {
  return bytes == 2 && width % 2 == 0;
}

/// How many lanes of the vector at `first` are in bounds while its last
/// lane is not (its lanes are consecutive elements, so only the vector the
/// tensor's end cuts has any): an i32 in [0, width - 1]. One register
/// instead of a predicate per lane, which the few predicate registers
/// could not hold across a tile.
Value getCutCount(OpBuilder &b, Location loc, const LaneAccess &access,
                  int64_t first, int64_t width) {
  Value last = getMaskLane(b, loc, access.mask, first + width - 1);
  Value notLast = arith::XOrIOp::create(
      b, loc, last, arith::ConstantOp::create(b, loc, b.getBoolAttr(true)));
  Value count = arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(0));
  for (int64_t lane = first; lane < first + width - 1; ++lane) {
    Value on = arith::AndIOp::create(
        b, loc, getMaskLane(b, loc, access.mask, lane), notLast);
    count = arith::AddIOp::create(
        b, loc, count, arith::ExtUIOp::create(b, loc, b.getI32Type(), on));
  }
  return count;
}

/// The per-lane PTX of the vector of `width` 16-bit lanes that the
/// tensor's end cuts, its words `$firstWord...` addressed by operand
/// `$pointer` plus `offsetBytes`, lane k on while k < `$count`
/// (getCutCount). Each lane goes through a half of its word, so every
/// lane stays in its packed word: the edge path needs the registers the
/// vector does.
std::string getCutLaneText(bool isLoad, Type pointerType, int64_t width,
                           int64_t firstWord, int64_t pointer,
                           int64_t offsetBytes, int64_t count) {
  std::string suffix = getAccessSuffix(pointerType, 2); // .global.b16
  std::string text;
  auto lane = [&](int64_t k, StringRef half) {
    std::string address = getAddressOperand(pointer, offsetBytes + k * 2);
    text += "setp.gt.u32 cut, $" + std::to_string(count) + ", " +
            std::to_string(k) + ";\n\t";
    text +=
        std::string("@cut ") + (isLoad ? "ld" : "st") + suffix + " " +
        (isLoad ? half.str() + ", " + address : address + ", " + half.str()) +
        ";\n\t";
  };
  for (int64_t k = 0; k < width - 1; k += 2) {
    std::string word = "$" + std::to_string(firstWord + k / 2);
    text += "mov.b32 {lo, hi}, " + word + ";\n\t";
    lane(k, "lo");
    if (k + 1 < width - 1)
      lane(k + 1, "hi");
    if (isLoad)
      text += "mov.b32 " + word + ", {lo, hi};\n\t";
  }
  return "{\n\t.reg .pred cut;\n\t.reg .b16 lo, hi;\n\t" + text + "}";
}

/// A weak vector load at the tensor's end (loadPredicatedGroups where a
/// vector may be cut): each vector is one predicated vector load when its
/// last lane is in bounds, else, for the one vector of the thread that
/// the end cuts, one predicated load per lane into its word; the padding
/// is preset. No lane leaves its packed word, so the edge path holds no
/// more registers than the unguarded one.
Value loadEdgeGroups(OpBuilder &b, Location loc, const LaneAccess &access,
                     Value passthru, int64_t width) {
  auto type = cast<VectorType>(passthru.getType());
  Type element = type.getElementType();
  unsigned bytes = getElementBytes(element);
  auto groupType = VectorType::get({width}, element);
  VectorWords words = getVectorWords(b, bytes * width);
  int64_t n = words.count;
  Type pointerType =
      cast<VectorType>(access.pointers.getType()).getElementType();
  // $0..$n-1 words, $n pointer, $n+1 whole vector, $n+2 cut count, pads.
  std::string constraints = getLoadConstraints(words, "l,b,r");
  int64_t firstPad = n + 3;
  std::string moves;
  for (int64_t i = 0; i < n; ++i)
    moves += "mov.b32 $" + std::to_string(i) + ", $" +
             std::to_string(firstPad + i) + ";\n\t";
  Type resultType = n == 1
                        ? words.word
                        : LLVM::LLVMStructType::getLiteral(
                              b.getContext(), SmallVector<Type>(n, words.word));
  Value result = LLVM::PoisonOp::create(b, loc, type);
  for (int64_t first = 0; first < type.getNumElements(); first += width) {
    auto [lane, offset] = getGroupAddress(access, first);
    int64_t offsetBytes = offset * bytes;
    std::string text = moves + "@$" + std::to_string(n + 1) + " ld" +
                       getVectorSuffix(pointerType, words) + " " +
                       getOperandList(0, n) + ", " +
                       getAddressOperand(n, offsetBytes) + ";\n\t" +
                       getCutLaneText(/*isLoad=*/true, pointerType, width, 0, n,
                                      offsetBytes, n + 2);
    SmallVector<Value> operands = {
        vector::ExtractOp::create(b, loc, access.pointers, lane),
        getMaskLane(b, loc, access.mask, first + width - 1)};
    operands.push_back(getCutCount(b, loc, access, first, width));
    Value pad = vector::ExtractStridedSliceOp::create(
        b, loc, passthru, ArrayRef<int64_t>{first}, ArrayRef<int64_t>{width},
        ArrayRef<int64_t>{1});
    llvm::append_range(operands, toWords(b, loc, pad, words));
    Value loaded =
        emitInlineAsm(b, loc, resultType, operands, text, constraints);
    result = insertLoadedGroup(b, loc, loaded, n, groupType, result, first);
  }
  return result;
}

/// The store counterpart of loadEdgeGroups: the values stay in their
/// packed words up to the store.
void storeEdgeGroups(OpBuilder &b, Location loc, const LaneAccess &access,
                     Value values, int64_t width) {
  auto type = cast<VectorType>(values.getType());
  unsigned bytes = getElementBytes(type.getElementType());
  VectorWords words = getVectorWords(b, bytes * width);
  int64_t n = words.count;
  Type pointerType =
      cast<VectorType>(access.pointers.getType()).getElementType();
  // $0 pointer, $1..$n words, $n+1 whole vector, $n+2 cut count.
  std::string constraints = getStoreConstraints(words, "b,r");
  for (int64_t first = 0; first < type.getNumElements(); first += width) {
    int64_t offsetBytes = getGroupAddress(access, first).second * bytes;
    std::string text = "@$" + std::to_string(n + 1) + " st" +
                       getVectorSuffix(pointerType, words) + " " +
                       getAddressOperand(0, offsetBytes) + ", " +
                       getOperandList(1, n) + ";\n\t" +
                       getCutLaneText(/*isLoad=*/false, pointerType, width, 1,
                                      0, offsetBytes, n + 2);
    SmallVector<Value> operands =
        getStoredGroup(b, loc, access, values, first, width, words);
    operands.push_back(getMaskLane(b, loc, access.mask, first + width - 1));
    operands.push_back(getCutCount(b, loc, access, first, width));
    emitInlineAsm(b, loc, TypeRange{}, operands, text, constraints);
  }
}

/// A weak view load in vectors of `width`: without a bounds check, aligned
/// vector loads; where no vector straddles the tensor's end, one
/// predicated vector load each; otherwise one decision per thread, the
/// vectors where all of its lanes are in bounds, else one predicated load
/// per lane addressed from its vector's first (`edgeLanes`).
Value emitVectorLoad(OpBuilder &b, Location loc, const LaneAccess &access,
                     Value passthru, int64_t width, bool edgeLanes) {
  auto type = cast<VectorType>(passthru.getType());
  if (isAllTrue(access.mask))
    return loadGroups(b, loc, access, type, width);
  if (!edgeLanes)
    return loadPredicatedGroups(b, loc, access, passthru, width);
  auto branch = scf::IfOp::create(
      b, loc, allLanesOn(b, loc, access.mask),
      [&](OpBuilder &b, Location loc) {
        scf::YieldOp::create(b, loc, loadGroups(b, loc, access, type, width));
      },
      [&](OpBuilder &b, Location loc) {
        unsigned bytes = getElementBytes(type.getElementType());
        scf::YieldOp::create(
            b, loc,
            hasEdgeGroupForm(bytes, width)
                ? loadEdgeGroups(b, loc, access, passthru, width)
                : emitPredicatedLoad(b, loc, access, passthru, width));
      });
  return branch.getResult(0);
}

/// The store counterpart of emitVectorLoad.
void emitVectorStore(OpBuilder &b, Location loc, const LaneAccess &access,
                     Value values, int64_t width, bool edgeLanes) {
  if (isAllTrue(access.mask)) {
    storeGroups(b, loc, access, values, width);
    return;
  }
  if (!edgeLanes) {
    storePredicatedGroups(b, loc, access, values, width);
    return;
  }
  scf::IfOp::create(
      b, loc, allLanesOn(b, loc, access.mask),
      [&](OpBuilder &b, Location loc) {
        storeGroups(b, loc, access, values, width);
        scf::YieldOp::create(b, loc);
      },
      [&](OpBuilder &b, Location loc) {
        auto type = cast<VectorType>(values.getType());
        if (hasEdgeGroupForm(getElementBytes(type.getElementType()), width))
          storeEdgeGroups(b, loc, access, values, width);
        else
          emitPredicatedStore(b, loc, access, values, width);
        scf::YieldOp::create(b, loc);
      });
}

/// The vector width tile-assign-layouts chose for `op`, 1 without one (or
/// one this thread's lanes do not divide), at most a coalesced layout's
/// vector (whose lanes are consecutive in runs of that many).
int64_t getVectorWidth(Operation *op, const BlockedLayout &layout) {
  auto width = op->getAttrOfType<IntegerAttr>(
      tilegpu::TileGPUDialect::kVectorAttrName);
  if (!width || width.getInt() < 2 || layout.perThread % width.getInt() != 0)
    return 1;
  if (layout.isCoalesced())
    return std::min(width.getInt(), layout.vector);
  return width.getInt();
}

bool hasEdgeLanes(Operation *op) {
  return op->hasAttr(tilegpu::TileGPUDialect::kEdgeLanesAttrName);
}

} // namespace

TypedAttr mlir::tile::getPaddingAttr(Type tileElement, Type memory,
                                     PaddingValueAttr padding) {
  auto tileFloat = dyn_cast<FloatType>(tileElement);
  if (!tileFloat)
    return IntegerAttr::get(memory, 0);
  auto memoryFloat = dyn_cast<FloatType>(memory);
  const llvm::fltSemantics &semantics =
      (memoryFloat ? memoryFloat : tileFloat).getFloatSemantics();
  llvm::APFloat value = llvm::APFloat::getZero(semantics);
  // A format with neither NaN nor infinities (f4E2M1FN): infinities pad
  // with its largest finite value, NaN with zero (the interpreter agrees).
  bool finiteOnly = !llvm::APFloat::semanticsHasInf(semantics) &&
                    !llvm::APFloat::semanticsHasNaN(semantics);
  if (padding && finiteOnly) {
    PaddingValue kind = padding.getValue();
    if (kind == PaddingValue::PosInf || kind == PaddingValue::NegInf)
      value =
          llvm::APFloat::getLargest(semantics, kind == PaddingValue::NegInf);
    else if (kind == PaddingValue::NegZero)
      value = llvm::APFloat::getZero(semantics, /*Negative=*/true);
  } else if (padding) {
    switch (padding.getValue()) {
    case PaddingValue::Zero:
      break;
    case PaddingValue::NegZero:
      value = llvm::APFloat::getZero(semantics, /*Negative=*/true);
      break;
    case PaddingValue::NaN:
      value = llvm::APFloat::getQNaN(semantics);
      break;
    case PaddingValue::PosInf:
      value = llvm::APFloat::getInf(semantics);
      break;
    case PaddingValue::NegInf:
      value = llvm::APFloat::getInf(semantics, /*Negative=*/true);
      break;
    }
  }
  if (memoryFloat)
    return FloatAttr::get(memoryFloat, value);
  // f4 bits in an i8 register: the low nibble.
  return IntegerAttr::get(memory, value.bitcastToAPInt().zextOrTrunc(
                                      memory.getIntOrFloatBitWidth()));
}

Value mlir::tile::getToken(OpBuilder &b, Location loc) {
  return arith::ConstantOp::create(b, loc, b.getBoolAttr(false));
}

namespace {

//===----------------------------------------------------------------------===//
// Loads and stores
//===----------------------------------------------------------------------===//

/// 4-bit elements through views (LaneAccess::nibbles): each lane loads its
/// byte and takes its half; masked-off lanes take `padding` (vector<K x i8>,
/// the element's bits).
Value loadNibbles(OpBuilder &b, Location loc, const LaneAccess &access,
                  Value padding, MemoryOrdering ordering,
                  std::optional<MemoryScope> scope) {
  auto type = cast<VectorType>(padding.getType());
  Value zero = arith::ConstantOp::create(
      b, loc, SplatElementsAttr::get(type, b.getI8IntegerAttr(0)));
  Value bytes = emitLoad(b, loc, access, zero, ordering, scope);
  // A half is 4 bits: shift by half << 2.
  Value two = constantInt(b, loc, access.nibbles.getType(), 2);
  Value shift = arith::TruncIOp::create(
      b, loc, type, arith::ShLIOp::create(b, loc, access.nibbles, two));
  Value down = arith::ShRUIOp::create(b, loc, bytes, shift);
  Value half =
      arith::AndIOp::create(b, loc, down, constantInt(b, loc, type, 0xF));
  return arith::SelectOp::create(b, loc, access.mask, half, padding);
}

/// Stores the lanes of `values` (vector<K x i8>, each element's bits in the
/// low half) that `access` has on, each into its half of a byte. Another
/// thread may own the other half, so each lane clears and sets its bits
/// with two atomics on the 32-bit word holding them (they commute with the
/// other half's).
void storeNibbles(OpBuilder &b, Location loc, const LaneAccess &access,
                  Value values) {
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 1);
  int64_t lanes = cast<VectorType>(values.getType()).getNumElements();
  bool always = isAllTrue(access.mask);
  for (int64_t lane = 0; lane < lanes; ++lane) {
    auto storeLane = [&](OpBuilder &b, Location loc) {
      // Each value named before its use: IR order must not depend on the
      // C++ compiler's argument order.
      auto constant = [&](Type type, int64_t value) {
        return constantInt(b, loc, type, value);
      };
      Value byte = LLVM::PtrToIntOp::create(
          b, loc, i64,
          vector::ExtractOp::create(b, loc, access.pointers, lane));
      Value aligned = arith::AndIOp::create(b, loc, byte, constant(i64, ~3));
      Value word = LLVM::IntToPtrOp::create(b, loc, ptrType, aligned);
      // Bit (byte mod 4) 8 + nibble 4 of the little-endian word.
      Value nibble = vector::ExtractOp::create(b, loc, access.nibbles, lane);
      Value nibbleBit = arith::ShLIOp::create(b, loc, nibble, constant(i64, 2));
      Value lowBits = arith::AndIOp::create(b, loc, byte, constant(i64, 3));
      Value byteBit = arith::ShLIOp::create(b, loc, lowBits, constant(i64, 3));
      Value shift = arith::TruncIOp::create(
          b, loc, i32, arith::AddIOp::create(b, loc, byteBit, nibbleBit));
      Value value = arith::ExtUIOp::create(
          b, loc, i32, vector::ExtractOp::create(b, loc, values, lane));
      Value bits = arith::AndIOp::create(b, loc, value, constant(i32, 0xF));
      Value half = arith::ShLIOp::create(b, loc, constant(i32, 0xF), shift);
      Value clear = arith::XOrIOp::create(b, loc, half, constant(i32, -1));
      LLVM::AtomicRMWOp::create(b, loc, LLVM::AtomicBinOp::_and, word, clear,
                                LLVM::AtomicOrdering::monotonic);
      Value set = arith::ShLIOp::create(b, loc, bits, shift);
      LLVM::AtomicRMWOp::create(b, loc, LLVM::AtomicBinOp::_or, word, set,
                                LLVM::AtomicOrdering::monotonic);
    };
    if (always) {
      storeLane(b, loc);
      continue;
    }
    scf::IfOp::create(b, loc, getMaskLane(b, loc, access.mask, lane),
                      [&](OpBuilder &b, Location loc) {
                        storeLane(b, loc);
                        scf::YieldOp::create(b, loc);
                      });
  }
}

struct LoadViewLowering : OpConversionPattern<LoadViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LoadViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto view = dyn_cast<TileViewTypeInterface>(op.getView().getType());
    auto tileType = dyn_cast<TileType>(op.getTile().getType());
    Type type = tileType ? converter.convertType(tileType) : Type();
    if (!view || !type)
      return failure();
    // wgmma's A fragments: TileToGPUWgmmaLhs.cpp.
    if (isa_and_nonnull<tilegpu::WgmmaLhsLayoutAttr>(
            tilegpu::getLayout(op.getTile())))
      return rewriter.notifyMatchFailure(op, "a wgmma_lhs tile");
    Location loc = op.getLoc();
    beginAccess(rewriter, loc, op.getMemoryOrderingSemantics());
    Type memory = getMemoryElementType(getElementTypeOrSelf(type));
    BlockedLayout layout =
        converter.getLayout(tileType, tilegpu::getLayout(op.getTile()));
    LaneAccess access = computeViewAccess(
        rewriter, loc, converter, view, adaptor.getView(), adaptor.getIndex(),
        op.getIndex().getTypes(), layout, memory, op.getInbounds());
    auto vectorType = VectorType::get({layout.perThread}, memory);
    Value padding = arith::ConstantOp::create(
        rewriter, loc,
        SplatElementsAttr::get(vectorType,
                               getPaddingAttr(tileType.getElementType(), memory,
                                              view.getPaddingValue())));
    int64_t width = getVectorWidth(op, layout);
    Value loaded;
    if (access.nibbles) {
      // i4 registers are LLVM's i4; f4 ones the low half of an i8.
      auto bytesType =
          VectorType::get({layout.perThread}, rewriter.getI8Type());
      Value bitsPadding = padding;
      if (memory != rewriter.getI8Type())
        bitsPadding = arith::ExtUIOp::create(rewriter, loc, bytesType, padding);
      loaded =
          loadNibbles(rewriter, loc, access, bitsPadding,
                      op.getMemoryOrderingSemantics(), op.getMemoryScope());
      if (memory != rewriter.getI8Type())
        loaded = arith::TruncIOp::create(rewriter, loc, vectorType, loaded);
    } else if (width > 1) {
      loaded = emitVectorLoad(rewriter, loc, access, padding, width,
                              hasEdgeLanes(op));
    } else {
      loaded = emitLoad(rewriter, loc, access, padding,
                        op.getMemoryOrderingSemantics(), op.getMemoryScope());
    }
    loaded = fromMemoryForm(rewriter, loc, loaded, tileType.getElementType());
    endAccess(rewriter, loc, op.getMemoryOrderingSemantics());
    rewriter.replaceOp(op, {fromLaneVector(rewriter, loc, loaded, type),
                            getToken(rewriter, loc)});
    return success();
  }
};

struct StoreViewLowering : OpConversionPattern<StoreViewTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(StoreViewTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto view = dyn_cast<TileViewTypeInterface>(op.getView().getType());
    auto tileType = dyn_cast<TileType>(op.getTile().getType());
    if (!view || !tileType)
      return failure();
    Location loc = op.getLoc();
    MemoryOrdering ordering = op.getMemoryOrderingSemantics();
    beginAccess(rewriter, loc, ordering);
    Value value = toMemoryForm(rewriter, loc,
                               toLaneVector(rewriter, loc, adaptor.getTile()));
    Type memory = getElementTypeOrSelf(value.getType());
    BlockedLayout layout = converter.getLayout(
        tileType,
        converter.getOperandLayout(op, op.getTileMutable().getOperandNumber()));
    LaneAccess access = computeViewAccess(
        rewriter, loc, converter, view, adaptor.getView(), adaptor.getIndex(),
        op.getIndex().getTypes(), layout, memory, op.getInbounds());
    // Of the threads holding copies of an element only the first stores it.
    access.mask = ownedLanes(rewriter, loc, access.mask, layout);
    int64_t width = getVectorWidth(op, layout);
    if (access.nibbles) {
      if (!cast<VectorType>(value.getType()).getElementType().isInteger(8))
        value = arith::ExtUIOp::create(
            rewriter, loc,
            VectorType::get({layout.perThread}, rewriter.getI8Type()), value);
      storeNibbles(rewriter, loc, access, value);
    } else if (width > 1)
      emitVectorStore(rewriter, loc, access, value, width, hasEdgeLanes(op));
    else
      emitStore(rewriter, loc, access, value, ordering, op.getMemoryScope());
    rewriter.replaceOp(op, getToken(rewriter, loc));
    return success();
  }
};

/// load_ptr_tko: through this thread's pointers; masked-off lanes take the
/// padding value, or stay poison without one.
struct LoadPtrLowering : OpConversionPattern<LoadPtrTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LoadPtrTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto tileType = dyn_cast<TileType>(op.getResult().getType());
    Type type = getTypeConverter()->convertType(op.getResult().getType());
    if (!tileType || !type)
      return failure();
    Location loc = op.getLoc();
    beginAccess(rewriter, loc, op.getMemoryOrderingSemantics());
    LaneAccess access;
    access.pointers = toLaneVector(rewriter, loc, adaptor.getSource());
    int64_t lanes =
        cast<VectorType>(access.pointers.getType()).getNumElements();
    access.mask = adaptor.getMask()
                      ? toLaneVector(rewriter, loc, adaptor.getMask())
                      : allLanes(rewriter, loc, lanes);
    Type memory = getMemoryElementType(getElementTypeOrSelf(type));
    auto vectorType = VectorType::get({lanes}, memory);
    Value padding =
        adaptor.getPaddingValue()
            ? toMemoryForm(
                  rewriter, loc,
                  toLaneVector(rewriter, loc, adaptor.getPaddingValue()))
            : LLVM::PoisonOp::create(rewriter, loc, vectorType).getResult();
    Value loaded =
        emitLoad(rewriter, loc, access, padding,
                 op.getMemoryOrderingSemantics(), op.getMemoryScope());
    loaded = fromMemoryForm(rewriter, loc, loaded, tileType.getElementType());
    endAccess(rewriter, loc, op.getMemoryOrderingSemantics());
    rewriter.replaceOp(op, {fromLaneVector(rewriter, loc, loaded, type),
                            getToken(rewriter, loc)});
    return success();
  }
};

/// store_ptr_tko: of the threads holding copies of an element only the
/// first stores it.
struct StorePtrLowering : OpConversionPattern<StorePtrTkoOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(StorePtrTkoOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter = *getTypeConverter<TileTypeConverter>();
    auto tileType = dyn_cast<TileType>(op.getValue().getType());
    if (!tileType)
      return failure();
    Location loc = op.getLoc();
    MemoryOrdering ordering = op.getMemoryOrderingSemantics();
    beginAccess(rewriter, loc, ordering);
    BlockedLayout layout = converter.getLayout(tileType);
    LaneAccess access;
    access.pointers = toLaneVector(rewriter, loc, adaptor.getDestination());
    access.mask = adaptor.getMask()
                      ? toLaneVector(rewriter, loc, adaptor.getMask())
                      : allLanes(rewriter, loc, layout.perThread);
    access.mask = ownedLanes(rewriter, loc, access.mask, layout);
    Value value = toMemoryForm(rewriter, loc,
                               toLaneVector(rewriter, loc, adaptor.getValue()));
    emitStore(rewriter, loc, access, value, ordering, op.getMemoryScope());
    rewriter.replaceOp(op, getToken(rewriter, loc));
    return success();
  }
};

} // namespace

unsigned mlir::tile::getElementBytes(Type element) {
  if (isa<LLVM::LLVMPointerType>(element))
    return 8;
  return std::max(1u, element.getIntOrFloatBitWidth() / 8);
}

void mlir::tile::populateTileMemoryPatterns(TileTypeConverter &converter,
                                            RewritePatternSet &patterns) {
  populateTileViewPatterns(converter, patterns);
  patterns.add<LoadViewLowering, StoreViewLowering, LoadPtrLowering,
               StorePtrLowering>(converter, patterns.getContext());
}
