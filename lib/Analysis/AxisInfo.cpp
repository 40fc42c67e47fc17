//===- AxisInfo.cpp - contiguity, divisibility, constancy of tiles --------===//

#include "TileIR/Analysis/AxisInfo.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <numeric>

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// AxisInfo
//===----------------------------------------------------------------------===//

AxisInfo AxisInfo::getUnknown(int64_t rank) {
  AxisInfo info;
  int64_t dims = std::max<int64_t>(rank, 1);
  info.contiguity.assign(dims, 1);
  info.divisibility.assign(dims, 1);
  info.constancy.assign(dims, 1);
  return info;
}

AxisInfo AxisInfo::join(const AxisInfo &a, const AxisInfo &b) {
  if (a.getRank() != b.getRank())
    return getUnknown(a.getRank());
  AxisInfo info = a;
  for (int64_t d = 0; d < a.getRank(); ++d) {
    info.contiguity[d] = std::min(a.contiguity[d], b.contiguity[d]);
    info.divisibility[d] = std::min(a.divisibility[d], b.divisibility[d]);
    info.constancy[d] = std::min(a.constancy[d], b.constancy[d]);
  }
  return info;
}

void AxisInfo::print(llvm::raw_ostream &os) const {
  auto list = [&](StringRef name, ArrayRef<int64_t> values) {
    os << name << " = [";
    llvm::interleaveComma(values, os);
    os << "]";
  };
  list("contiguity", contiguity);
  os << ", ";
  list("divisibility", divisibility);
  os << ", ";
  list("constancy", constancy);
}

//===----------------------------------------------------------------------===//
// Transfer functions
//===----------------------------------------------------------------------===//

namespace {

/// The largest power of two dividing `value` (capped; 0 is divisible by
/// everything).
int64_t powerOfTwoDividing(int64_t value) {
  if (value == 0)
    return AxisInfo::kMaxDivisibility;
  uint64_t magnitude = value < 0 ? 0 - uint64_t(value) : uint64_t(value);
  return std::min<int64_t>(int64_t(magnitude & (~magnitude + 1)),
                           AxisInfo::kMaxDivisibility);
}

int64_t capped(int64_t value) {
  return std::min(value, AxisInfo::kMaxDivisibility);
}

/// The shape of a tile type as the analysis sees it (rank 0: {1}).
SmallVector<int64_t, 4> getShape(Type type) {
  auto tile = dyn_cast<TileType>(type);
  if (!tile || tile.getRank() == 0)
    return {1};
  return SmallVector<int64_t, 4>(tile.getShape());
}

int64_t getRank(Type type) {
  auto tile = dyn_cast<TileType>(type);
  return tile ? tile.getRank() : 0;
}

bool isTracked(Type type) {
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return false;
  Type element = tile.getElementType();
  return isa<PointerType>(element) || element.isSignlessInteger();
}

/// Bytes an element of `type` takes in memory (tf32 4, pointers 8,
/// sub-byte types 0).
int64_t getMemoryBytes(Type type) {
  if (isa<PointerType>(type))
    return 8;
  if (type.isTF32())
    return 4;
  return type.isIntOrFloat() ? type.getIntOrFloatBitWidth() / 8 : 0;
}

/// Bytes of the pointee of a pointer tile (1 for sub-byte pointees).
int64_t getPointeeBytes(Type type) {
  auto pointer = cast<PointerType>(cast<TileType>(type).getElementType());
  return std::max<int64_t>(getMemoryBytes(pointer.getPointeeType()), 1);
}

/// A dense integer constant's facts: computed from its values along each
/// dimension (splats are constant everywhere).
AxisInfo getConstantInfo(ConstantOp op) {
  auto dense = dyn_cast<DenseIntElementsAttr>(op.getValue());
  SmallVector<int64_t, 4> shape = getShape(op.getType());
  int64_t rank = shape.size();
  AxisInfo info = AxisInfo::getUnknown(getRank(op.getType()));
  if (!dense)
    return info;
  if (dense.isSplat()) {
    int64_t divisibility =
        powerOfTwoDividing(dense.getSplatValue<APInt>().getSExtValue());
    for (int64_t d = 0; d < rank; ++d) {
      info.constancy[d] = shape[d];
      info.divisibility[d] = divisibility;
    }
    return info;
  }
  // Non-splat: the largest power-of-two runs that hold along each
  // dimension everywhere.
  SmallVector<int64_t> values;
  for (const APInt &value : dense.getValues<APInt>())
    values.push_back(value.getSExtValue());
  SmallVector<int64_t, 4> strides(rank, 1);
  for (int64_t d = rank - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  for (int64_t d = 0; d < rank; ++d) {
    auto holds = [&](int64_t run, auto step) {
      for (int64_t i = 0, e = values.size(); i < e; ++i) {
        int64_t along = (i / strides[d]) % shape[d];
        if (along % run != 0 && values[i] != values[i - strides[d]] + step)
          return false;
      }
      return true;
    };
    for (int64_t run = shape[d]; run > 1; run /= 2)
      if (holds(run, 0)) {
        info.constancy[d] = run;
        break;
      }
    for (int64_t run = shape[d]; run > 1; run /= 2)
      if (holds(run, 1)) {
        info.contiguity[d] = run;
        break;
      }
    int64_t divisibility = AxisInfo::kMaxDivisibility;
    for (int64_t i = 0, e = values.size(); i < e; ++i)
      if ((i / strides[d]) % shape[d] % info.contiguity[d] == 0)
        divisibility = std::min(divisibility, powerOfTwoDividing(values[i]));
    info.divisibility[d] = divisibility;
  }
  return info;
}

/// What divides the values at every multiple of `run` along `d`: the run
/// starts' divisibility where runs are no longer than `run`, else also
/// `run` (the values inside a run step by one).
int64_t divisibilityAt(const AxisInfo &info, int64_t d, int64_t run) {
  if (run >= info.contiguity[d])
    return info.divisibility[d];
  return std::min(info.divisibility[d], run);
}

/// a + b, where `scale` multiplies b's values (the pointee size of an
/// offset, which keeps pointers consecutive): consecutive where one side
/// is consecutive and the other constant over its runs.
AxisInfo getSumInfo(const AxisInfo &a, const AxisInfo &b, int64_t scale) {
  AxisInfo info = AxisInfo::getUnknown(a.getRank());
  for (int64_t d = 0; d < a.getRank(); ++d) {
    int64_t run = std::max(std::min(a.contiguity[d], b.constancy[d]),
                           std::min(b.contiguity[d], a.constancy[d]));
    info.contiguity[d] = run;
    info.divisibility[d] = std::min(divisibilityAt(a, d, run),
                                    capped(divisibilityAt(b, d, run) * scale));
    info.constancy[d] = std::min(a.constancy[d], b.constancy[d]);
  }
  return info;
}

/// a * b: every value a product of the factors' values, so their
/// divisibilities multiply; consecutive only when one side is the constant
/// 1.
AxisInfo getProductInfo(const AxisInfo &a, const AxisInfo &b,
                        std::optional<int64_t> aConst,
                        std::optional<int64_t> bConst) {
  if (bConst && *bConst == 1)
    return a;
  if (aConst && *aConst == 1)
    return b;
  AxisInfo info = AxisInfo::getUnknown(a.getRank());
  for (int64_t d = 0; d < a.getRank(); ++d) {
    info.divisibility[d] =
        capped(divisibilityAt(a, d, 1) * divisibilityAt(b, d, 1));
    info.constancy[d] = std::min(a.constancy[d], b.constancy[d]);
  }
  return info;
}

/// The value of a splat integer constant, if `value` is one.
std::optional<int64_t> getSplat(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return std::nullopt;
  auto dense = dyn_cast<DenseIntElementsAttr>(constant.getValue());
  if (!dense || !dense.isSplat())
    return std::nullopt;
  return dense.getSplatValue<APInt>().getSExtValue();
}

} // namespace

//===----------------------------------------------------------------------===//
// The analysis
//===----------------------------------------------------------------------===//

AxisInfoAnalysis::AxisInfoAnalysis(EntryOp entry) {
  entry.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto loop = dyn_cast<ForOp>(op)) {
      // The induction variable steps by `step` from `lower`.
      Block *body = loop.getBody();
      AxisInfo iv = AxisInfo::getUnknown(0);
      iv.divisibility[0] =
          std::min(getInfo(loop.getLowerBound()).divisibility[0],
                   getInfo(loop.getStep()).divisibility[0]);
      set(body->getArgument(0), iv);
      // Iteration values: the init's facts joined with what the body
      // yields is not known yet; nothing is assumed about them.
      for (Value arg : body->getArguments().drop_front())
        set(arg, AxisInfo::getUnknown(getRank(arg.getType())));
      return;
    }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Value arg : block.getArguments())
          if (!infos.count(arg))
            set(arg, AxisInfo::getUnknown(getRank(arg.getType())));
    visit(op);
  });
}

void AxisInfoAnalysis::set(Value value, AxisInfo info) {
  if (isTracked(value.getType()))
    infos[value] = std::move(info);
}

AxisInfo AxisInfoAnalysis::getInfo(Value value) const {
  auto it = infos.find(value);
  if (it != infos.end())
    return it->second;
  return AxisInfo::getUnknown(getRank(value.getType()));
}

void AxisInfoAnalysis::visit(Operation *op) {
  if (op->getNumResults() == 0 || !isTracked(op->getResult(0).getType()))
    return;
  Value result = op->getResult(0);
  SmallVector<int64_t, 4> shape = getShape(result.getType());
  int64_t rank = getRank(result.getType());

  if (auto constant = dyn_cast<ConstantOp>(op))
    return set(result, getConstantInfo(constant));
  if (isa<IotaOp>(op)) {
    AxisInfo info = AxisInfo::getUnknown(1);
    info.contiguity[0] = shape[0];
    info.divisibility[0] = AxisInfo::kMaxDivisibility;
    return set(result, info);
  }
  if (auto assume = dyn_cast<AssumeOp>(op)) {
    AxisInfo info = getInfo(assume.getValue());
    if (auto divBy = dyn_cast<DivByAttr>(assume.getPredicate())) {
      int64_t divisor = capped(int64_t(divBy.getDivisor()));
      if (divBy.getEvery() && divBy.getAlong()) {
        int64_t along = *divBy.getAlong();
        if (along >= 0 && along < info.getRank()) {
          info.contiguity[along] =
              std::max(info.contiguity[along], *divBy.getEvery());
          info.divisibility[along] =
              std::max(info.divisibility[along], divisor);
        }
      } else {
        // Every element is a multiple: neighbours in a run (one apart, or a
        // pointee apart) cannot both be, so runs of one.
        bool isPointer =
            isa<PointerType>(cast<TileType>(result.getType()).getElementType());
        int64_t step = isPointer ? getPointeeBytes(result.getType()) : 1;
        for (int64_t d = 0; d < info.getRank(); ++d) {
          if (divisor > step) {
            info.divisibility[d] =
                std::max(divisibilityAt(info, d, 1), divisor);
            info.contiguity[d] = 1;
          } else {
            info.divisibility[d] = std::max(info.divisibility[d], divisor);
          }
        }
      }
    } else if (auto same = dyn_cast<SameElementsAttr>(assume.getPredicate())) {
      for (auto [d, count] : llvm::enumerate(same.getValues()))
        if (int64_t(d) < info.getRank() && llvm::isPowerOf2_64(count))
          info.constancy[d] = std::max(info.constancy[d], count);
    }
    return set(result, info);
  }
  if (auto broadcast = dyn_cast<BroadcastOp>(op)) {
    AxisInfo info = getInfo(broadcast.getSource());
    SmallVector<int64_t, 4> from = getShape(broadcast.getSource().getType());
    if (info.getRank() != int64_t(shape.size()))
      return set(result, AxisInfo::getUnknown(rank));
    for (int64_t d = 0; d < info.getRank(); ++d)
      if (from[d] == 1 && shape[d] != 1) {
        info.constancy[d] = shape[d];
        info.contiguity[d] = 1;
      }
    return set(result, info);
  }
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    // Dimensions of size 1 come and go; the others must match in order.
    AxisInfo from = getInfo(reshape.getSource());
    SmallVector<int64_t, 4> fromShape = getShape(reshape.getSource().getType());
    AxisInfo info = AxisInfo::getUnknown(rank);
    SmallVector<int64_t> fromDims, toDims;
    for (auto [d, size] : llvm::enumerate(fromShape))
      if (size != 1)
        fromDims.push_back(d);
    for (auto [d, size] : llvm::enumerate(shape))
      if (size != 1)
        toDims.push_back(d);
    bool same =
        fromDims.size() == toDims.size() &&
        llvm::all_of(llvm::zip(fromDims, toDims), [&](auto pair) {
          return fromShape[std::get<0>(pair)] == shape[std::get<1>(pair)];
        });
    if (same) {
      for (auto [f, t] : llvm::zip(fromDims, toDims)) {
        info.contiguity[t] = from.contiguity[f];
        info.divisibility[t] = from.divisibility[f];
        info.constancy[t] = from.constancy[f];
      }
      // Size-1 dimensions: every element is a run of its own there.
      int64_t divisibility = AxisInfo::kMaxDivisibility;
      for (int64_t d = 0; d < from.getRank(); ++d)
        divisibility = std::min(divisibility, divisibilityAt(from, d, 1));
      for (auto [d, size] : llvm::enumerate(shape))
        if (size == 1)
          info.divisibility[d] = divisibility;
    } else if (!fromShape.empty() && !shape.empty() &&
               fromShape.back() == shape.back()) {
      // Rows regrouped: the last dimension keeps its facts.
      info.contiguity.back() = from.contiguity.back();
      info.divisibility.back() = from.divisibility.back();
      info.constancy.back() = from.constancy.back();
    }
    return set(result, info);
  }
  if (auto add = dyn_cast<AddIOp>(op))
    return set(result,
               getSumInfo(getInfo(add.getLhs()), getInfo(add.getRhs()), 1));
  if (auto sub = dyn_cast<SubIOp>(op)) {
    AxisInfo lhs = getInfo(sub.getLhs()), rhs = getInfo(sub.getRhs());
    AxisInfo info = AxisInfo::getUnknown(rank);
    for (int64_t d = 0; d < info.getRank(); ++d) {
      int64_t run = std::min(lhs.contiguity[d], rhs.constancy[d]);
      info.contiguity[d] = run;
      info.divisibility[d] =
          std::min(divisibilityAt(lhs, d, run), divisibilityAt(rhs, d, run));
      info.constancy[d] = std::min(lhs.constancy[d], rhs.constancy[d]);
    }
    return set(result, info);
  }
  if (auto mul = dyn_cast<MulIOp>(op))
    return set(result,
               getProductInfo(getInfo(mul.getLhs()), getInfo(mul.getRhs()),
                              getSplat(mul.getLhs()), getSplat(mul.getRhs())));
  if (auto shl = dyn_cast<ShLIOp>(op)) {
    std::optional<int64_t> amount = getSplat(shl.getRhs());
    if (!amount || *amount < 0 || *amount > 30)
      return set(result, AxisInfo::getUnknown(rank));
    if (*amount == 0)
      return set(result, getInfo(shl.getLhs()));
    AxisInfo info = getInfo(shl.getLhs());
    for (int64_t d = 0; d < info.getRank(); ++d) {
      info.divisibility[d] = capped(divisibilityAt(info, d, 1) << *amount);
      info.contiguity[d] = 1;
    }
    return set(result, info);
  }
  if (auto offset = dyn_cast<OffsetOp>(op))
    return set(result,
               getSumInfo(getInfo(offset.getPtr()), getInfo(offset.getOffset()),
                          getPointeeBytes(result.getType())));
  if (auto ext = dyn_cast<ExtIOp>(op))
    return set(result, getInfo(ext.getSource()));
  if (auto trunc = dyn_cast<TruncIOp>(op)) {
    // Wrapping keeps constancy; the rest only below the new width.
    AxisInfo info = getInfo(trunc.getSource());
    int64_t width = cast<TileType>(result.getType())
                        .getElementType()
                        .getIntOrFloatBitWidth();
    for (int64_t &d : info.divisibility)
      d = std::min<int64_t>(d, width >= 31 ? AxisInfo::kMaxDivisibility
                                           : int64_t(1) << width);
    return set(result, info);
  }
  if (auto ptrToPtr = dyn_cast<PtrToPtrOp>(op))
    return set(result, AxisInfo::join(getInfo(ptrToPtr.getSource()),
                                      AxisInfo::getUnknown(rank)));
  if (auto select = dyn_cast<SelectOp>(op)) {
    AxisInfo info = AxisInfo::join(getInfo(select.getValIfTrue()),
                                   getInfo(select.getValIfFalse()));
    AxisInfo cond = getInfo(select.getCond());
    for (int64_t d = 0; d < info.getRank(); ++d) {
      info.contiguity[d] = std::min(info.contiguity[d], cond.constancy[d]);
      info.constancy[d] = std::min(info.constancy[d], cond.constancy[d]);
    }
    return set(result, info);
  }
  set(result, AxisInfo::getUnknown(rank));
}

//===----------------------------------------------------------------------===//
// View accesses
//===----------------------------------------------------------------------===//

ViewAccessInfo AxisInfoAnalysis::getViewAccess(Operation *op) const {
  ViewAccessInfo access;
  Value view;
  ValueRange index;
  if (auto load = dyn_cast<LoadViewTkoOp>(op)) {
    view = load.getView();
    index = load.getIndex();
  } else if (auto store = dyn_cast<StoreViewTkoOp>(op)) {
    view = store.getView();
    index = store.getIndex();
  } else {
    return access;
  }
  // A partition view's indices are tile indices through its dim map; a
  // gather/scatter view's sparse dim takes arbitrary rows and its other
  // indices are element offsets (docs/dialect.md).
  TensorViewType tensorType;
  ArrayRef<int64_t> tileShape;
  SmallVector<int64_t> dimMap;
  int64_t sparseDim = -1;
  Operation *viewMaker = nullptr;
  if (auto viewType = dyn_cast<PartitionViewType>(view.getType())) {
    viewMaker = view.getDefiningOp<MakePartitionViewOp>();
    tensorType = viewType.getTensorView();
    tileShape = viewType.getTileShape();
    llvm::append_range(dimMap, viewType.getDimMap());
  } else if (auto viewType = dyn_cast<GatherScatterViewType>(view.getType())) {
    viewMaker = view.getDefiningOp<MakeGatherScatterViewOp>();
    tensorType = viewType.getTensorView();
    tileShape = viewType.getTileShape();
    llvm::append_range(dimMap, llvm::seq<int64_t>(0, tileShape.size()));
    sparseDim = viewType.getSparseDim();
  }
  if (!viewMaker)
    return access;
  auto tensor = viewMaker->getOperand(0).getDefiningOp<MakeTensorViewOp>();
  if (!tensor)
    return access;
  int64_t elementBytes = getMemoryBytes(tensorType.getElementType());
  if (elementBytes == 0)
    return access;

  // The tensor's strides: static ones from the type, dynamic ones by their
  // operands' divisibility (elements).
  ArrayRef<int64_t> strides = tensorType.getStrides();
  ArrayRef<int64_t> extents = tensorType.getShape();
  auto dynamicStrides = tensor.getDynamicStrides();
  SmallVector<int64_t> strideDivisibility;
  unsigned nextDynamic = 0;
  for (int64_t stride : strides) {
    if (ShapedType::isDynamic(stride))
      strideDivisibility.push_back(
          getInfo(dynamicStrides[nextDynamic++]).divisibility[0]);
    else
      strideDivisibility.push_back(powerOfTwoDividing(stride));
  }

  int64_t contiguousTensorDim = -1;
  for (auto [d, stride] : llvm::enumerate(strides))
    if (stride == 1)
      contiguousTensorDim = d;
  for (auto [t, d] : llvm::enumerate(dimMap))
    if (int64_t(d) == contiguousTensorDim && int64_t(t) != sparseDim)
      access.contiguousDim = t;

  // Every tile inside the tensor: static extents that the tile divides
  // (never with arbitrary rows).
  access.alwaysInBounds =
      sparseDim < 0 && llvm::all_of(llvm::enumerate(dimMap), [&](auto p) {
        int64_t extent = extents[p.value()];
        return !ShapedType::isDynamic(extent) &&
               extent % tileShape[p.index()] == 0;
      });
  if (access.contiguousDim < 0)
    return access;

  // The address of element l of tile i: base + sum_d (i_d t_d + l_d)
  // stride_d, in elements. What divides it for every i and every l with
  // l_c a multiple of the vector: the base, every other stride, t_c times
  // the index's divisibility (the index itself for a gather/scatter view's
  // element offset), and the vector itself.
  int64_t alignment = getInfo(tensor.getBase()).divisibility[0];
  for (auto [t, d] : llvm::enumerate(dimMap)) {
    if (int64_t(t) == access.contiguousDim) {
      int64_t indexDivisibility = getInfo(index[t]).divisibility[0];
      int64_t step = sparseDim < 0 ? tileShape[t] : 1; // tiles or elements
      alignment =
          std::min(alignment, capped(step * indexDivisibility * elementBytes));
      continue;
    }
    alignment =
        std::min(alignment, capped(strideDivisibility[d] * elementBytes));
  }
  int64_t vector = 1;
  int64_t along = tileShape[access.contiguousDim];
  while (vector * 2 <= along && vector * 2 * elementBytes <= 16 &&
         alignment % (vector * 2 * elementBytes) == 0)
    vector *= 2;
  access.vectorElements = vector;
  access.alignment = std::min<int64_t>(alignment, 16);

  // The extent along the unit stride, static or by its operand's facts.
  int64_t extentDivisibility = 1;
  auto dynamicShape = tensor.getDynamicShape();
  unsigned nextShape = 0;
  for (auto [d, extent] : llvm::enumerate(extents)) {
    int64_t divisibility =
        ShapedType::isDynamic(extent)
            ? getInfo(dynamicShape[nextShape++]).divisibility[0]
            : powerOfTwoDividing(extent);
    if (int64_t(d) == contiguousTensorDim)
      extentDivisibility = divisibility;
  }
  access.wholeVectors = extentDivisibility % vector == 0;
  return access;
}
