//===- LayoutAssignment.cpp - which tiles leave the blocked layout --------===//

#include "TileIR/Analysis/LayoutAssignment.h"

#include "TileIR/Analysis/AxisInfo.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/MathExtras.h"

#include <functional>

using namespace mlir;
using namespace mlir::tile;

int64_t mlir::tile::getEntryWarps(EntryOp entry, StringRef chip,
                                  int64_t fallback) {
  if (auto plan = entry->getAttrOfType<DictionaryAttr>("tile.plan")) {
    if (auto planned = plan.getAs<IntegerAttr>("num_warps"))
      return planned.getInt();
  } else if (auto hints = entry.getOptimizationHintsAttr()) {
    if (std::optional<int64_t> hinted =
            hints.getIntHint(chip, "num_worker_warps_per_cta"))
      return *hinted;
  }
  return fallback;
}

bool mlir::tile::planKeepsResidentOperands(EntryOp entry) {
  auto plan = entry->getAttrOfType<DictionaryAttr>("tile.plan");
  auto kept = plan ? plan.getAs<IntegerAttr>("resident_operands") : nullptr;
  return !kept || kept.getInt() != 0;
}

bool mlir::tile::planKeepsResidentRings(EntryOp entry) {
  auto plan = entry->getAttrOfType<DictionaryAttr>("tile.plan");
  auto kept = plan ? plan.getAs<IntegerAttr>("resident_rings") : nullptr;
  return !kept || kept.getInt() != 0;
}

bool mlir::tile::planPadsMmaRows(EntryOp entry) {
  auto plan = entry->getAttrOfType<DictionaryAttr>("tile.plan");
  auto padded = plan ? plan.getAs<IntegerAttr>("mma_row_padding") : nullptr;
  return !padded || padded.getInt() != 0;
}

bool mlir::tile::isTensorCoreMma(Operation *op) {
  if (!isa<MmaFOp, MmaIOp>(op))
    return false;
  Type element = cast<TileType>(op->getOperand(0).getType()).getElementType();
  return !element.isF32() && !element.isF64();
}

std::optional<MmaWarpGrid> mlir::tile::getMmaWarpGrid(ArrayRef<int64_t> shape,
                                                      int64_t warps) {
  if ((shape.size() != 2 && shape.size() != 3) || warps < 1 ||
      !llvm::isPowerOf2_64(warps))
    return std::nullopt;
  int64_t m = shape[shape.size() - 2], n = shape.back();
  if (m <= 0 || n <= 0 || m % 16 != 0 || n % 8 != 0)
    return std::nullopt;
  int64_t tilesM = m / 16, tilesN = n / 8;
  std::optional<MmaWarpGrid> best;
  int64_t bestCost = 0;
  for (int64_t warpsM = 1; warpsM <= warps; warpsM *= 2) {
    int64_t warpsN = warps / warpsM;
    if (tilesM % warpsM != 0 || tilesN % warpsN != 0)
      continue;
    // Registers of the A (4 per 16-row tile) and B (2 per 8-column tile)
    // fragments a warp loads per k step.
    int64_t cost = 4 * (tilesM / warpsM) + 2 * (tilesN / warpsN);
    if (!best || cost < bestCost) {
      best = MmaWarpGrid{warpsM, warpsN};
      bestCost = cost;
    }
  }
  return best;
}

bool mlir::tile::isLayoutAgnostic(Operation *op) {
  if (!isa_and_nonnull<TileDialect>(op->getDialect()) ||
      op->getNumRegions() != 0 || op->getNumResults() == 0 ||
      !isMemoryEffectFree(op))
    return false;
  // Ops whose lowering computes element coordinates or moves elements.
  if (isa<IotaOp, ConstantOp, PermuteOp, ReshapeOp, BroadcastOp, ExtractOp,
          InsertOp, CatOp, PackOp, UnpackOp, MmaFOp, MmaIOp, MmaFScaledOp>(op))
    return false;
  auto shapeOf = [](Type type) -> std::optional<ArrayRef<int64_t>> {
    if (auto tile = dyn_cast<TileType>(type))
      return tile.getShape();
    return std::nullopt;
  };
  std::optional<ArrayRef<int64_t>> shape = shapeOf(op->getResult(0).getType());
  if (!shape || shape->empty())
    return false;
  for (Type type :
       llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes())) {
    std::optional<ArrayRef<int64_t>> other = shapeOf(type);
    if (!other || *other != *shape)
      return false;
  }
  return true;
}

bool mlir::tile::isSplatConstant(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return false;
  auto elements = dyn_cast<DenseElementsAttr>(constant.getValue());
  return elements && elements.isSplat();
}

/// The for loop a `continue` passes its values to, when it is one.
static ForOp getContinuedFor(ContinueOp op) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (auto forOp = dyn_cast<ForOp>(parent))
      return forOp;
    if (isa<LoopOp, EntryOp>(parent))
      return {};
  }
  return {};
}

DenseSet<Value> mlir::tile::findMmaLayoutValues(EntryOp entry, int64_t warps) {
  DenseSet<Value> mma;
  // Every `continue` of each for loop, and the loops a `break` leaves
  // (their results come from elsewhere: they stay blocked).
  llvm::DenseMap<Operation *, SmallVector<ContinueOp>> continues;
  DenseSet<Operation *> broken;
  SmallVector<Operation *> ops;
  entry.walk([&](Operation *op) {
    ops.push_back(op);
    if (auto cont = dyn_cast<ContinueOp>(op)) {
      if (ForOp forOp = getContinuedFor(cont))
        continues[forOp].push_back(cont);
    } else if (isa<BreakOp>(op)) {
      for (Operation *parent = op->getParentOp(); parent;
           parent = parent->getParentOp()) {
        if (isa<ForOp, LoopOp>(parent)) {
          broken.insert(parent);
          break;
        }
      }
    }
  });
  auto hasGrid = [&](Value value) {
    auto type = dyn_cast<TileType>(value.getType());
    return type && getMmaWarpGrid(type.getShape(), warps).has_value();
  };

  // The greatest fixpoint: every candidate starts in the mma layout and
  // leaves once the rule for it fails, so a loop whose accumulator only
  // goes around through mma keeps it (a least fixpoint could never start
  // the cycle). A tensor-core mma's result needs its accumulator in the
  // layout or a splat: converting a blocked accumulator for one mma costs
  // what staging it does. A for's initial value is converted once, outside
  // the loop, so it does not count.
  for (Operation *op : ops) {
    if (isTensorCoreMma(op) || isLayoutAgnostic(op)) {
      if (hasGrid(op->getResult(0)))
        mma.insert(op->getResult(0));
    } else if (auto forOp = dyn_cast<ForOp>(op)) {
      if (broken.contains(op) || !continues.count(op))
        continue;
      for (unsigned i = 0; i < forOp.getNumResults(); ++i) {
        if (!hasGrid(forOp.getResult(i)))
          continue;
        mma.insert(forOp.getResult(i));
        mma.insert(forOp.getRegionIterValues()[i]);
      }
    }
  }
  auto inLayout = [&](Value value) {
    return mma.contains(value) || isSplatConstant(value);
  };
  auto removeViolations = [&] {
    for (bool changed = true; changed;) {
      changed = false;
      auto leave = [&](Value value) {
        if (mma.erase(value))
          changed = true;
      };
      for (Operation *op : ops) {
        if (isTensorCoreMma(op)) {
          if (!inLayout(op->getOperand(2)))
            leave(op->getResult(0));
        } else if (isLayoutAgnostic(op)) {
          if (!llvm::all_of(op->getOperands(), inLayout))
            leave(op->getResult(0));
        } else if (auto forOp = dyn_cast<ForOp>(op)) {
          auto found = continues.find(op);
          if (found == continues.end())
            continue;
          for (unsigned i = 0; i < forOp.getNumResults(); ++i) {
            bool passes = llvm::all_of(found->second, [&](ContinueOp cont) {
              return i < cont->getNumOperands() &&
                     mma.contains(cont->getOperand(i));
            });
            if (!passes) {
              leave(forOp.getResult(i));
              leave(forOp.getRegionIterValues()[i]);
            }
          }
        }
      }
    }
  };
  // What some mma result reaches through the rules: a loop of adds with no
  // mma in it is consistent too, but nothing puts it in the mma layout.
  auto reachedFromMma = [&] {
    DenseSet<Value> reached;
    for (bool changed = true; changed;) {
      changed = false;
      auto reach = [&](Value value) {
        if (mma.contains(value) && reached.insert(value).second)
          changed = true;
      };
      for (Operation *op : ops) {
        if (isTensorCoreMma(op)) {
          reach(op->getResult(0));
        } else if (isLayoutAgnostic(op)) {
          if (llvm::any_of(op->getOperands(),
                           [&](Value v) { return reached.contains(v); }))
            reach(op->getResult(0));
        } else if (auto cont = dyn_cast<ContinueOp>(op)) {
          ForOp forOp = getContinuedFor(cont);
          if (!forOp)
            continue;
          for (auto [i, operand] : llvm::enumerate(cont->getOperands())) {
            if (i >= forOp.getNumResults() || !reached.contains(operand))
              continue;
            reach(forOp.getResult(i));
            reach(forOp.getRegionIterValues()[i]);
          }
        }
      }
    }
    return reached;
  };
  // Both steps only remove values, so this ends.
  for (;;) {
    removeViolations();
    DenseSet<Value> reached = reachedFromMma();
    if (reached.size() == mma.size())
      break;
    mma = std::move(reached);
  }
  return mma;
}

bool mlir::tile::acceptsMmaLayout(Operation *user, unsigned index,
                                  const DenseSet<Value> &mma) {
  if (isTensorCoreMma(user))
    return index == 2 && mma.contains(user->getResult(0));
  if (isLayoutAgnostic(user))
    return mma.contains(user->getResult(0));
  if (auto forOp = dyn_cast<ForOp>(user)) {
    unsigned first = forOp.getFirstInitValueIndex();
    return index >= first && mma.contains(forOp.getResult(index - first));
  }
  if (auto cont = dyn_cast<ContinueOp>(user)) {
    ForOp forOp = getContinuedFor(cont);
    return forOp && index < forOp.getNumResults() &&
           mma.contains(forOp.getResult(index));
  }
  return false;
}

/// Whether a reduce's result in a slice layout differs from the blocked
/// one: its input's rows (all but the last dimension) are spread over
/// several threads, each holding part of a row.
static bool spreadsRows(TileType input, int64_t threads) {
  int64_t elements = input.getNumElements();
  int64_t perThread = std::max<int64_t>(elements / threads, 1);
  return perThread < input.getShape().back();
}

/// Whether `shape` is `parent` without its last dimension or with it as 1.
static bool isSliceShape(ArrayRef<int64_t> shape, ArrayRef<int64_t> parent) {
  ArrayRef<int64_t> rows = parent.drop_back();
  return shape == rows || (shape.size() == parent.size() &&
                           shape.drop_back() == rows && shape.back() == 1);
}

SliceLayouts mlir::tile::findSliceLayoutValues(EntryOp entry, int64_t threads) {
  SliceLayouts slices;
  // Ops in program order: a value's definition comes before its uses
  // (no loop carries a slice), so one pass finds every slice.
  entry.walk([&](Operation *op) {
    if (auto reduce = dyn_cast<ReduceOp>(op)) {
      auto input = dyn_cast<TileType>(reduce.getInputs()[0].getType());
      if (!input || input.getRank() < 2 ||
          reduce.getDim() != uint64_t(input.getRank() - 1) ||
          !spreadsRows(input, threads))
        return;
      for (Value result : reduce.getResults())
        slices[result] = llvm::to_vector(input.getShape());
      return;
    }
    if (op->getNumResults() != 1)
      return;
    auto result = dyn_cast<TileType>(op->getResult(0).getType());
    if (!result)
      return;
    // The parent is copied out before the result is inserted: an insertion
    // that grows the map moves its entries, and a reference to one (the
    // operand's parent) would read freed memory.
    if (auto reshape = dyn_cast<ReshapeOp>(op)) {
      auto found = slices.find(reshape->getOperand(0));
      if (found == slices.end() ||
          !isSliceShape(result.getShape(), found->second))
        return;
      SmallVector<int64_t> parent = found->second;
      slices[op->getResult(0)] = std::move(parent);
      return;
    }
    if (!isLayoutAgnostic(op))
      return;
    std::optional<SmallVector<int64_t>> parent;
    for (Value operand : op->getOperands()) {
      if (isSplatConstant(operand))
        continue;
      auto found = slices.find(operand);
      if (found == slices.end() || (parent && *parent != found->second))
        return;
      if (!parent)
        parent = found->second;
    }
    if (parent)
      slices[op->getResult(0)] = std::move(*parent);
  });
  return slices;
}

bool mlir::tile::acceptsSliceLayout(Operation *user, unsigned index,
                                    const SliceLayouts &slices) {
  auto operand = slices.find(user->getOperand(index));
  if (operand == slices.end())
    return false;
  if (isa<ReshapeOp>(user) || isLayoutAgnostic(user)) {
    auto result = slices.find(user->getResult(0));
    return result != slices.end() && result->second == operand->second;
  }
  if (auto broadcast = dyn_cast<BroadcastOp>(user)) {
    auto source = cast<TileType>(broadcast->getOperand(0).getType());
    auto result = cast<TileType>(broadcast->getResult(0).getType());
    return source.getRank() == result.getRank() &&
           result.getShape() == ArrayRef<int64_t>(operand->second);
  }
  return false;
}

llvm::DenseMap<Operation *, VectorAccess>
mlir::tile::findVectorWidths(EntryOp entry, int64_t threads) {
  llvm::DenseMap<Operation *, VectorAccess> widths;
  AxisInfoAnalysis axisInfo(entry);
  entry.walk([&](Operation *op) {
    TileType tile;
    if (auto load = dyn_cast<LoadViewTkoOp>(op)) {
      if (load.getMemoryOrderingSemantics() != MemoryOrdering::Weak)
        return;
      tile = load.getTile().getType();
    } else if (auto store = dyn_cast<StoreViewTkoOp>(op)) {
      if (store.getMemoryOrderingSemantics() != MemoryOrdering::Weak)
        return;
      tile = cast<TileType>(store.getTile().getType());
    } else {
      return;
    }
    if (tile.getRank() == 0)
      return;
    ViewAccessInfo access = axisInfo.getViewAccess(op);
    if (access.contiguousDim != tile.getRank() - 1)
      return;
    int64_t elements = tile.getNumElements();
    int64_t perThread = elements / std::min(elements, threads);
    int64_t width = std::min({access.vectorElements, perThread,
                              tile.getShape().back()});
    // A narrower vector than the axis info's still divides the extent.
    if (width > 1)
      widths[op] = {width, !access.wholeVectors};
  });
  return widths;
}

/// Whether `value` is defined outside some for/loop that contains `op`.
static bool isDefinedOutsideLoopAround(Value value, Operation *op) {
  Operation *definer = value.getDefiningOp();
  if (!definer)
    definer = value.getParentBlock()->getParentOp();
  for (Operation *parent = op->getParentOp(); parent && !isa<EntryOp>(parent);
       parent = parent->getParentOp())
    if (isa<ForOp, LoopOp>(parent) && !parent->isAncestor(definer))
      return true;
  return false;
}

llvm::DenseSet<Operation *>
mlir::tile::findResidentRhs(EntryOp entry, const llvm::DenseSet<Value> &mma) {
  llvm::DenseSet<Operation *> resident;
  auto inMmaLayout = [&](Operation *op) {
    return isTensorCoreMma(op) && mma.contains(op->getResult(0));
  };
  llvm::DenseSet<Value> seen;
  entry.walk([&](Operation *op) {
    if (!inMmaLayout(op))
      return;
    Value rhs = op->getOperand(1);
    if (!seen.insert(rhs).second || !isDefinedOutsideLoopAround(rhs, op))
      return;
    // Every use reads the same staged copy: B of an mma with the same A
    // type (the same padded rows and row stride).
    bool eligible = llvm::all_of(rhs.getUses(), [&](OpOperand &use) {
      Operation *user = use.getOwner();
      return use.getOperandNumber() == 1 && inMmaLayout(user) &&
             user->getOperand(0).getType() == op->getOperand(0).getType();
    });
    if (eligible)
      for (Operation *user : rhs.getUsers())
        resident.insert(user);
  });
  return resident;
}

llvm::SmallVector<Value> LayoutChoice::getResidentValues(EntryOp entry) const {
  llvm::SmallVector<Value> values;
  llvm::DenseSet<Value> seen;
  entry.walk([&](Operation *op) {
    if (residentRhs.contains(op) && seen.insert(op->getOperand(1)).second)
      values.push_back(op->getOperand(1));
  });
  return values;
}

bool mlir::tile::isSymmetricCombiner(Block &body, size_t operands) {
  Operation *yield = body.getTerminator();
  if (yield->getNumOperands() != operands ||
      size_t(std::distance(body.without_terminator().begin(),
                           body.without_terminator().end())) != operands ||
      body.getNumArguments() != 2 * operands)
    return false;
  for (size_t i = 0; i < operands; ++i) {
    Operation *def = yield->getOperand(i).getDefiningOp();
    if (!def || def->getBlock() != &body || def->getNumOperands() != 2 ||
        !def->hasTrait<OpTrait::IsCommutative>())
      return false;
    Value x = def->getOperand(0), y = def->getOperand(1);
    Value element = body.getArgument(2 * i), acc = body.getArgument(2 * i + 1);
    if (!((x == element && y == acc) || (x == acc && y == element)))
      return false;
  }
  return true;
}

bool mlir::tile::reducesRowsInAnyOrder(ReduceOp reduce) {
  auto input = dyn_cast<TileType>(reduce.getInputs()[0].getType());
  return input && input.getRank() > 0 &&
         reduce.getDim() == uint64_t(input.getRank() - 1) &&
         isSymmetricCombiner(reduce.getBody().front(),
                             reduce.getInputs().size());
}

/// Whether a broadcast lowers without looking at its result's layout: out
/// of a slice of the result's shape (each thread splats its one row) or of
/// one element (a splat).
static bool broadcastsBySplat(BroadcastOp broadcast,
                              const SliceLayouts &slices) {
  auto source = dyn_cast<TileType>(broadcast.getSource().getType());
  auto result = cast<TileType>(broadcast.getType());
  if (!source || source.getShape() == result.getShape())
    return false;
  if (source.getNumElements() == 1)
    return true;
  auto slice = slices.find(broadcast.getSource());
  return slice != slices.end() && source.getRank() == result.getRank() &&
         result.getShape() == ArrayRef<int64_t>(slice->second);
}

CoalescedLayouts mlir::tile::findCoalescedValues(
    EntryOp entry, int64_t threads,
    const llvm::DenseMap<Operation *, VectorAccess> &vectorWidths,
    const DenseSet<Value> &mma, const SliceLayouts &slices) {
  // Tiles whose rows spread over threads, whole vectors in each chunk.
  auto hasShape = [&](Value value) {
    auto type = dyn_cast<TileType>(value.getType());
    if (!type || type.getRank() == 0)
      return false;
    int64_t elements = type.getNumElements(), row = type.getShape().back();
    if (!llvm::isPowerOf2_64(elements) || !llvm::isPowerOf2_64(row) ||
        elements < 2 * threads)
      return false;
    return elements / threads < row;
  };
  // 1. Candidates by their producer.
  DenseSet<Value> candidates;
  SmallVector<Operation *> ops;
  entry.walk([&](Operation *op) {
    ops.push_back(op);
    if (op->getNumResults() == 0)
      return;
    Value result = op->getResult(0);
    if (!hasShape(result) || mma.contains(result) || slices.count(result))
      return;
    auto broadcast = dyn_cast<BroadcastOp>(op);
    if (isa<LoadViewTkoOp, ReshapeOp, PermuteOp>(op) || isLayoutAgnostic(op) ||
        (broadcast && broadcastsBySplat(broadcast, slices)))
      candidates.insert(result);
  });

  // 2. Sets: union-find over the values an op must see in one layout.
  llvm::DenseMap<Value, Value> parent;
  std::function<Value(Value)> find = [&](Value value) -> Value {
    auto it = parent.find(value);
    if (it == parent.end() || it->second == value)
      return value;
    Value root = find(it->second);
    parent[value] = root;
    return root;
  };
  DenseSet<Value> rejected; // roots of sets that cannot be coalesced
  auto unite = [&](Value a, Value b) {
    Value ra = find(a), rb = find(b);
    if (ra == rb)
      return;
    parent[ra] = rb;
    if (rejected.erase(ra))
      rejected.insert(rb);
  };
  auto reject = [&](Value value) { rejected.insert(find(value)); };
  for (Operation *op : ops) {
    // A reshape keeps a thread's registers: the same elements in the same
    // lanes where both shapes take the same vectors and groups (step 3).
    if (isa<ReshapeOp>(op) && candidates.contains(op->getResult(0))) {
      if (candidates.contains(op->getOperand(0)))
        unite(op->getOperand(0), op->getResult(0));
      else
        reject(op->getResult(0));
    } else if (isLayoutAgnostic(op) && candidates.contains(op->getResult(0))) {
      for (Value operand : op->getOperands()) {
        if (isSplatConstant(operand))
          continue;
        if (!candidates.contains(operand))
          reject(op->getResult(0));
        else
          unite(operand, op->getResult(0));
      }
    } else if (auto reduce = dyn_cast<ReduceOp>(op)) {
      ValueRange inputs = reduce.getInputs();
      for (Value input : inputs.drop_front())
        if (candidates.contains(input) && candidates.contains(inputs[0]))
          unite(input, inputs[0]);
        else if (candidates.contains(input) || candidates.contains(inputs[0]))
          for (Value any : inputs)
            if (candidates.contains(any))
              reject(any);
    }
  }
  // Every use must take the layout as it is.
  for (Value value : candidates) {
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      bool takes = false;
      if (isLayoutAgnostic(user) || isa<ReshapeOp>(user))
        takes = candidates.contains(user->getResult(0));
      else if (auto store = dyn_cast<StoreViewTkoOp>(user))
        takes = store.getTile() == value;
      else if (auto reduce = dyn_cast<ReduceOp>(user))
        takes = reducesRowsInAnyOrder(reduce);
      else if (isa<PermuteOp>(user))
        takes = true; // through scratch by element indices, its own set
      if (!takes)
        reject(value);
    }
  }

  // 3. Each set's vector: the widest of its view accesses; its group: the
  // most threads whose chunks lie in one row of every member (a lane's
  // element depends only on K, the vector and the group, so reshapes
  // between members move nothing).
  llvm::DenseMap<Value, int64_t> widths; // root -> vector
  llvm::DenseMap<Value, int64_t> groups; // root -> group
  for (Value value : candidates) {
    auto type = cast<TileType>(value.getType());
    int64_t perThread = type.getNumElements() / threads;
    int64_t group = std::min<int64_t>(32, type.getShape().back() / perThread);
    auto [it, inserted] = groups.try_emplace(find(value), group);
    if (!inserted)
      it->second = std::min(it->second, group);
  }
  auto widen = [&](Value value, Operation *access) {
    auto found = vectorWidths.find(access);
    int64_t width = found == vectorWidths.end() ? 1 : found->second.width;
    int64_t &best = widths[find(value)];
    best = std::max(best, width);
  };
  for (Value value : candidates) {
    if (auto load = value.getDefiningOp<LoadViewTkoOp>())
      widen(value, load);
    for (Operation *user : value.getUsers())
      if (isa<StoreViewTkoOp>(user))
        widen(value, user);
  }
  CoalescedLayouts coalesced;
  for (Value value : candidates) {
    Value root = find(value);
    int64_t vector = widths.lookup(root);
    if (rejected.contains(root) || vector < 2)
      continue;
    auto type = cast<TileType>(value.getType());
    int64_t perThread = type.getNumElements() / threads;
    int64_t group = groups.lookup(root);
    if (vector >= perThread || perThread % vector != 0 || group < 2)
      continue;
    coalesced[value] = {vector, group};
  }
  return coalesced;
}

bool mlir::tile::acceptsCoalescedLayout(Operation *user, unsigned index,
                                        const CoalescedLayouts &coalesced) {
  auto operand = coalesced.find(user->getOperand(index));
  if (operand == coalesced.end())
    return false;
  if (isLayoutAgnostic(user) || isa<ReshapeOp>(user)) {
    auto result = coalesced.find(user->getResult(0));
    return result != coalesced.end() && result->second == operand->second;
  }
  if (auto store = dyn_cast<StoreViewTkoOp>(user))
    return store.getTile() == operand->first;
  if (isa<PermuteOp>(user))
    return true;
  if (auto reduce = dyn_cast<ReduceOp>(user))
    return reducesRowsInAnyOrder(reduce) &&
           llvm::all_of(reduce.getInputs(), [&](Value input) {
             auto found = coalesced.find(input);
             return found != coalesced.end() &&
                    found->second == operand->second;
           });
  return false;
}
