//===- TileGPUDialect.cpp - distributed layouts of tiles ------------------===//

#include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.h"
#include "llvm/Support/MathExtras.h"

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Dialect/Tile/IR/TileTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tilegpu;

#include "TileIR/Dialect/TileGPU/IR/TileGPUDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "TileIR/Dialect/TileGPU/IR/TileGPUAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "TileIR/Dialect/TileGPU/IR/TileGPUOps.cpp.inc"

void TileGPUDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "TileIR/Dialect/TileGPU/IR/TileGPUAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TileIR/Dialect/TileGPU/IR/TileGPUOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Layouts
//===----------------------------------------------------------------------===//

LogicalResult
MmaLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      int64_t warpsM, int64_t warpsN) {
  if (warpsM < 1 || warpsN < 1 || warpsM * warpsN > 32 ||
      !llvm::isPowerOf2_64(warpsM * warpsN))
    return emitError() << "an mma layout needs a grid of a power-of-two "
                          "number of warps from 1 to 32, not "
                       << warpsM << "x" << warpsN;
  return success();
}

std::string MmaLayoutAttr::checkShape(ArrayRef<int64_t> shape) const {
  std::string reason;
  llvm::raw_string_ostream os(reason);
  if (shape.size() != 2 && shape.size() != 3) {
    os << "an mma layout holds rank-2 or rank-3 tiles, not rank "
       << shape.size();
    return reason;
  }
  int64_t m = shape[shape.size() - 2], n = shape.back();
  if (m % (16 * getWarpsM()) != 0 || n % (8 * getWarpsN()) != 0)
    os << "an mma layout over " << getWarpsM() << "x" << getWarpsN()
       << " warps needs rows a multiple of " << 16 * getWarpsM()
       << " and columns a multiple of " << 8 * getWarpsN() << ", not " << m
       << "x" << n;
  return reason;
}

LogicalResult
SliceLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        ArrayRef<int64_t> parentShape) {
  if (parentShape.size() < 2 || llvm::any_of(parentShape, [](int64_t size) {
        return size < 1 || !llvm::isPowerOf2_64(size);
      }))
    return emitError() << "a slice layout needs a parent of rank 2 or more "
                          "with power-of-two sizes";
  return success();
}

std::string SliceLayoutAttr::checkShape(ArrayRef<int64_t> shape) const {
  ArrayRef<int64_t> rows = getParentShape().drop_back();
  if (shape == rows || (shape.size() == rows.size() + 1 &&
                        shape.drop_back() == rows && shape.back() == 1))
    return "";
  std::string reason;
  llvm::raw_string_ostream os(reason);
  os << "a slice of a [";
  llvm::interleaveComma(getParentShape(), os);
  os << "] tile holds its shape without the last dimension or with it as 1";
  return reason;
}

LogicalResult
CoalescedLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                            int64_t vector, int64_t group) {
  if (vector < 1 || !llvm::isPowerOf2_64(vector) || group < 1 || group > 32 ||
      !llvm::isPowerOf2_64(group))
    return emitError() << "a coalesced layout needs a power-of-two vector and "
                          "a power-of-two group of 1 to 32 threads, not "
                       << vector << " and " << group;
  return success();
}

std::string CoalescedLayoutAttr::checkShape(ArrayRef<int64_t> shape,
                                            int64_t threads) const {
  std::string reason;
  llvm::raw_string_ostream os(reason);
  int64_t elements = 1;
  for (int64_t size : shape)
    elements *= size;
  int64_t row = shape.empty() ? 1 : shape.back();
  int64_t span = getVector() * getGroup();
  // A group's vectors fill a row, or whole rows (a vector never crosses
  // one).
  if (shape.empty() || (row % span != 0 && span % row != 0) ||
      row % getVector() != 0) {
    os << "a coalesced layout of " << getGroup() << " threads' vectors of "
       << getVector() << " needs rows a multiple of " << span
       << " or whole rows in " << span << " elements";
    return reason;
  }
  if (threads == 0)
    return reason;
  // Each thread's chunk holds whole vectors and a group's chunks lie in one
  // row or are whole rows.
  int64_t perThread = elements / threads;
  int64_t groupSpan = perThread * getGroup();
  if (elements % threads != 0 || perThread % getVector() != 0 ||
      (row % groupSpan != 0 && groupSpan % row != 0))
    os << "a coalesced layout of vectors of " << getVector() << " over "
       << getGroup() << "-thread groups cannot hold a tile of " << elements
       << " elements with rows of " << row << " over " << threads
       << " threads (" << perThread << " per thread)";
  return reason;
}

LogicalResult
WgmmaLhsLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           int64_t warps) {
  if (warps < 4 || warps > 32 || !llvm::isPowerOf2_64(warps))
    return emitError() << "a wgmma_lhs layout needs whole warpgroups: a "
                          "power-of-two number of warps from 4 to 32, not "
                       << warps;
  return success();
}

std::string WgmmaLhsLayoutAttr::checkShape(ArrayRef<int64_t> shape) const {
  std::string reason;
  llvm::raw_string_ostream os(reason);
  if (shape.size() != 2)
    os << "a wgmma_lhs layout holds rank-2 tiles (M x K), not rank "
       << shape.size();
  else if (shape[0] % (16 * getWarps()) != 0 || shape[1] % 8 != 0)
    os << "a wgmma_lhs layout over " << getWarps()
       << " warps needs rows a multiple of " << 16 * getWarps()
       << " and columns (K) a multiple of 8, not " << shape[0] << "x"
       << shape[1];
  return reason;
}

bool mlir::tilegpu::isLayout(Attribute attr) {
  return isa_and_nonnull<BlockedLayoutAttr, MmaLayoutAttr, SliceLayoutAttr,
                         CoalescedLayoutAttr, WgmmaLhsLayoutAttr>(attr);
}

/// The blocked layout as null, so that absent and explicit compare equal.
static Attribute normalize(Attribute layout) {
  return isa_and_nonnull<BlockedLayoutAttr>(layout) ? Attribute() : layout;
}

Attribute mlir::tilegpu::getLayout(Value value) {
  if (auto result = dyn_cast<OpResult>(value)) {
    Operation *op = result.getOwner();
    if (auto convert = dyn_cast<ConvertLayoutOp>(op))
      return isa<BlockedLayoutAttr>(convert.getTo()) ? Attribute()
                                                     : convert.getTo();
    if (auto layouts =
            op->getAttrOfType<ArrayAttr>(TileGPUDialect::kIterLayoutsAttrName))
      return result.getResultNumber() < layouts.size()
                 ? normalize(layouts[result.getResultNumber()])
                 : Attribute();
    if (result.getResultNumber() == 0)
      return normalize(op->getAttr(TileGPUDialect::kLayoutAttrName));
    return {};
  }
  auto argument = cast<BlockArgument>(value);
  auto forOp =
      dyn_cast_or_null<tile::ForOp>(argument.getOwner()->getParentOp());
  if (!forOp || argument.getArgNumber() == 0)
    return {};
  auto layouts =
      forOp->getAttrOfType<ArrayAttr>(TileGPUDialect::kIterLayoutsAttrName);
  unsigned index = argument.getArgNumber() - 1;
  return layouts && index < layouts.size() ? normalize(layouts[index])
                                           : Attribute();
}

MmaWarpTiles mlir::tilegpu::getMmaWarpTiles(MmaLayoutAttr layout, int64_t rows,
                                            int64_t cols) {
  return {rows / 16 / layout.getWarpsM(), cols / 8 / layout.getWarpsN()};
}

MmaLayoutAttr mlir::tilegpu::getMmaLayout(Value value) {
  return dyn_cast_or_null<MmaLayoutAttr>(getLayout(value));
}

SliceLayoutAttr mlir::tilegpu::getSliceLayout(Value value) {
  return dyn_cast_or_null<SliceLayoutAttr>(getLayout(value));
}

/// Why `layout` cannot be the layout of a value of `type`, or "".
static std::string checkLayoutOf(Attribute layout, Type type) {
  if (!isLayout(layout))
    return "expected a layout (#tilegpu.blocked, #tilegpu.mma, "
           "#tilegpu.slice, #tilegpu.coalesced or #tilegpu.wgmma_lhs)";
  if (isa<BlockedLayoutAttr>(layout))
    return "";
  auto tile = dyn_cast<tile::TileType>(type);
  if (!tile)
    return "only tiles have layouts";
  if (auto mma = dyn_cast<MmaLayoutAttr>(layout))
    return mma.checkShape(tile.getShape());
  if (auto coalesced = dyn_cast<CoalescedLayoutAttr>(layout))
    return coalesced.checkShape(tile.getShape());
  if (auto lhs = dyn_cast<WgmmaLhsLayoutAttr>(layout))
    return lhs.checkShape(tile.getShape());
  return cast<SliceLayoutAttr>(layout).checkShape(tile.getShape());
}

LogicalResult TileGPUDialect::verifyOperationAttribute(Operation *op,
                                                       NamedAttribute attr) {
  if (attr.getName() == kLayoutAttrName) {
    // The layout of the op's first result: its one tile (a load's token
    // has none).
    if (op->getNumResults() < 1 ||
        llvm::any_of(op->getResults().drop_front(), [](Value result) {
          return isa<tile::TileType>(result.getType());
        }))
      return op->emitError() << "'" << kLayoutAttrName
                             << "' needs an op whose one tile is its first "
                                "result";
    std::string reason =
        checkLayoutOf(attr.getValue(), op->getResult(0).getType());
    if (!reason.empty())
      return op->emitError() << "'" << kLayoutAttrName << "': " << reason;
    return success();
  }
  if (attr.getName() == kIterLayoutsAttrName) {
    auto layouts = dyn_cast<ArrayAttr>(attr.getValue());
    if (!isa<tile::ForOp, tile::ReduceOp, tile::IfOp, WgmmaWaitOp>(op) ||
        !layouts || layouts.size() != op->getNumResults())
      return op->emitError() << "'" << kIterLayoutsAttrName
                             << "' needs a tile.for, tile.if, tile.reduce or "
                                "tilegpu.wgmma_wait and one layout per result";
    for (auto [layout, result] : llvm::zip(layouts, op->getResults())) {
      std::string reason = checkLayoutOf(layout, result.getType());
      if (!reason.empty())
        return op->emitError()
               << "'" << kIterLayoutsAttrName << "': " << reason;
    }
    return success();
  }
  if (attr.getName() == kVectorAttrName) {
    auto width = dyn_cast<IntegerAttr>(attr.getValue());
    if (!isa<tile::LoadViewTkoOp, tile::StoreViewTkoOp>(op) || !width ||
        width.getInt() < 1 || !llvm::isPowerOf2_64(width.getInt()))
      return op->emitError() << "'" << kVectorAttrName
                             << "' needs a view load or store and a "
                                "power-of-two element count";
    return success();
  }
  if (attr.getName() == kResidentRhsAttrName) {
    if (!isa<UnitAttr>(attr.getValue()) || !isa<tile::MmaFOp, tile::MmaIOp>(op))
      return op->emitError() << "'" << kResidentRhsAttrName
                             << "' needs a unit value on an mmaf or mmai";
    return success();
  }
  if (attr.getName() == kEdgeLanesAttrName) {
    if (!isa<UnitAttr>(attr.getValue()) || !op->hasAttr(kVectorAttrName))
      return op->emitError()
             << "'" << kEdgeLanesAttrName << "' needs a unit value and '"
             << kVectorAttrName << "' on the same op";
    return success();
  }
  if (attr.getName() == kArchSpecificAttrName) {
    if (!isa<UnitAttr>(attr.getValue()) || op->getNumRegions() != 1)
      return op->emitError() << "'" << kArchSpecificAttrName
                             << "' needs a unit value on a module";
    return success();
  }
  return op->emitError() << "unknown tilegpu attribute '"
                         << attr.getName().getValue() << "'";
}

//===----------------------------------------------------------------------===//
// convert_layout
//===----------------------------------------------------------------------===//

LogicalResult ConvertLayoutOp::verify() {
  for (Attribute layout : {getFrom(), getTo()}) {
    std::string reason = checkLayoutOf(layout, getSource().getType());
    if (!reason.empty())
      return emitOpError() << reason;
  }
  if (!isa<tile::TileType>(getSource().getType()))
    return emitOpError() << "converts tiles only";
  return success();
}

//===----------------------------------------------------------------------===//
// Rings of shared buffers and asynchronous copies
//===----------------------------------------------------------------------===//

LogicalResult
SharedRingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                       int64_t offset, int64_t slots, int64_t rows,
                       int64_t cols, int64_t pitch, Type element,
                       StringRef layout) {
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0)
    return emitError() << "a ring holds integers or floats of whole bytes, "
                          "not "
                       << element;
  if (offset < 0 || offset % 16 != 0)
    return emitError() << "a ring starts at a multiple of 16 bytes, not "
                       << offset;
  if (slots < 1 || rows < 1 || cols < 1)
    return emitError() << "a ring needs at least one buffer, row and column";
  if (pitch < cols || pitch * (element.getIntOrFloatBitWidth() / 8) % 16 != 0)
    return emitError() << "a ring's pitch must hold a row and be a multiple "
                          "of 16 bytes, not "
                       << pitch << " elements";
  if (layout == "swizzled") {
    if (pitch != cols || rows % 8 != 0 ||
        cols * (element.getIntOrFloatBitWidth() / 8) % 32 != 0 ||
        offset % 1024 != 0)
      return emitError() << "a swizzled ring has rows in groups of 8, rows "
                            "of a multiple of 32 bytes and no padding "
                            "(pitch = cols), from a multiple of 1024 bytes";
  } else if (layout == "interleaved") {
    if (pitch != cols || !element.isF32() || cols % 16 != 0 || rows % 8 != 0 ||
        offset % 1024 != 0)
      return emitError() << "an interleaved ring holds f32 (tf32) tiles of "
                            "rows (K) in groups of 8 and columns in groups "
                            "of 16, with no padding (pitch = cols), from a "
                            "multiple of 1024 bytes";
  } else if (layout == "transposed") {
    int64_t bits = element.getIntOrFloatBitWidth();
    bool words = bits == 32 && cols % 8 == 0 && rows * 4 % 32 == 0;
    bool bytes = bits == 8 && cols % 16 == 0 && rows % 32 == 0;
    if (pitch != cols || !(words || bytes) || offset % 1024 != 0)
      return emitError() << "a transposed ring holds 4-byte elements "
                            "(columns in groups of 8) or 1-byte ones "
                            "(columns in groups of 16), columns of a "
                            "multiple of 32 bytes and no padding (pitch = "
                            "cols), from a multiple of 1024 bytes";
  } else if (layout == "columns") {
    if (pitch != cols || cols % 8 != 0 ||
        rows * (element.getIntOrFloatBitWidth() / 8) % 32 != 0 ||
        offset % 1024 != 0)
      return emitError() << "a columns ring has columns in groups of 8, "
                            "columns of a multiple of 32 bytes and no "
                            "padding (pitch = cols), from a multiple of "
                            "1024 bytes";
  } else if (layout != "padded") {
    return emitError() << "a ring's layout is \"padded\", \"swizzled\", "
                          "\"transposed\", \"interleaved\" or "
                          "\"columns\", not \""
                       << layout << "\"";
  }
  return success();
}

int64_t SharedRingAttr::getElementBytes() const {
  return getElement().getIntOrFloatBitWidth() / 8;
}

int64_t SharedRingAttr::getSwizzleBytes() const {
  int64_t rowBytes = getBufferCols() * getElementBytes();
  for (int64_t width : {128, 64, 32})
    if (rowBytes % width == 0)
      return width;
  return 0;
}

int64_t SharedRingAttr::getSlotBytes() const {
  if (isTransposed())
    return llvm::alignTo(getStagingOffset() + getStagingBytes(), 1024);
  return llvm::alignTo(getRows() * getPitch() * getElementBytes(), 16);
}

/// Whether `type` is a rank-0 tile of i32 (a buffer index).
static bool isSlotType(Type type) {
  auto tile = dyn_cast<tile::TileType>(type);
  return tile && tile.getRank() == 0 && tile.getElementType().isInteger(32);
}

/// The partition view a copy into a ring buffer reads, once its index (one
/// per tile dimension) and buffer (a tile<i32>) check out; else null, with
/// the error at `op`.
static tile::PartitionViewType verifyRingCopy(Operation *op, Value view,
                                              ValueRange index, Value slot) {
  auto type = dyn_cast<tile::PartitionViewType>(view.getType());
  if (!type) {
    op->emitOpError() << "copies from a partition view, not "
                      << view.getType();
    return {};
  }
  if (index.size() != type.getTileShape().size()) {
    op->emitOpError() << "needs " << type.getTileShape().size()
                      << " indices, one per tile dimension";
    return {};
  }
  for (Value i : index) {
    auto tile = dyn_cast<tile::TileType>(i.getType());
    if (!tile || tile.getRank() != 0 ||
        !isa<IntegerType>(tile.getElementType())) {
      op->emitOpError() << "indexes the view with integer scalar tiles, not "
                        << i.getType();
      return {};
    }
  }
  if (!isSlotType(slot.getType())) {
    op->emitOpError() << "takes the buffer index as tile<i32>";
    return {};
  }
  return type;
}

/// The checks a copy of `view`'s tiles into `ring` in pieces of `chunk`
/// elements shares with a load of them into the ring's transpose.
static LogicalResult verifyRingPieces(Operation *op,
                                      tile::PartitionViewType view,
                                      SharedRingAttr ring, int64_t chunk) {
  ArrayRef<int64_t> shape = view.getTileShape();
  if (shape.size() < 2 || shape[shape.size() - 2] != ring.getRows() ||
      shape.back() != ring.getCols() ||
      llvm::any_of(shape.drop_back(2), [](int64_t d) { return d != 1; }))
    return op->emitOpError()
           << "copies a tile whose last two dimensions are the "
              "ring's rows and columns and whose others are 1";
  if (view.getTensorView().getElementType() != ring.getElement())
    return op->emitOpError()
           << "copies " << view.getTensorView().getElementType()
           << " into a ring of " << ring.getElement();
  if (auto padding = view.getPaddingValue())
    if (padding.getValue() != tile::PaddingValue::Zero)
      return op->emitOpError()
             << "fills with zeros; the view pads with "
             << tile::stringifyPaddingValue(padding.getValue());
  int64_t bytes = chunk * ring.getElementBytes();
  if (ring.isTransposedBytes() && bytes != 16)
    return op->emitOpError() << "copies into a transposed ring of bytes "
                                "pieces of 16, not "
                             << chunk;
  if (ring.isTransposed() && !ring.isTransposedBytes() &&
      ring.getCols() % (4 * chunk) != 0)
    return op->emitOpError() << "copies into a transposed ring rows of a "
                                "multiple of 4 pieces, not "
                             << ring.getCols() << " / " << chunk;
  // A columns ring's pieces run down the tile's columns.
  int64_t line = ring.isColumns() ? ring.getRows() : ring.getCols();
  if ((bytes != 4 && bytes != 8 && bytes != 16) || line % chunk != 0)
    return op->emitOpError()
           << "copies in pieces of 4, 8 or 16 bytes that divide "
           << (ring.isColumns() ? "a column" : "a row") << ", not " << chunk
           << " elements";
  return success();
}

LogicalResult AsyncCopyOp::verify() {
  auto view = verifyRingCopy(*this, getView(), getIndex(), getSlot());
  if (!view)
    return failure();
  return verifyRingPieces(*this, view, getRing(), getChunk());
}

LogicalResult LoadRoundTF32Op::verify() {
  auto view = verifyRingCopy(*this, getView(), getIndex(), getSlot());
  if (!view)
    return failure();
  SharedRingAttr ring = getRing();
  if (!ring.isTransposed() || !ring.getElement().isF32())
    return emitOpError() << "stores into the transpose of a transposed or "
                            "interleaved ring of f32, not "
                         << ring;
  return verifyRingPieces(*this, view, ring, getChunk());
}

/// Why `ring` cannot take TMA copies of `view`'s tiles, or "": a swizzled
/// or columns ring (wgmma's, filled in boxes of one swizzle atom) whose
/// tile is the view's, a view of at most 5 dimensions that pads with zeros.
static std::string checkTmaRing(tile::PartitionViewType view,
                                SharedRingAttr ring) {
  if (!(ring.getLayout() == "swizzled" || ring.isColumns()))
    return "TMA copies land in a swizzled or columns ring";
  ArrayRef<int64_t> shape = view.getTileShape();
  if (shape.size() < 2 || shape.size() > 5 ||
      shape[shape.size() - 2] != ring.getRows() ||
      shape.back() != ring.getCols() ||
      llvm::any_of(shape.drop_back(2), [](int64_t d) { return d != 1; }))
    return "TMA copies a tile of 2 to 5 dimensions whose last two are the "
           "ring's rows and columns and whose others are 1";
  if (view.getTensorView().getElementType() != ring.getElement())
    return "TMA copies the ring's element type";
  if (auto padding = view.getPaddingValue())
    if (padding.getValue() != tile::PaddingValue::Zero)
      return "TMA fills with zeros; the view pads otherwise";
  // A box is at most 256 elements along each dimension.
  if (ring.getBufferRows() > 256)
    return "a TMA box holds at most 256 rows";
  return "";
}

LogicalResult TmaMapOp::verify() {
  auto view = dyn_cast<tile::PartitionViewType>(getView().getType());
  if (!view)
    return emitOpError() << "maps a partition view, not "
                         << getView().getType();
  std::string reason = checkTmaRing(view, getRing());
  if (!reason.empty())
    return emitOpError() << reason;
  if (int64_t(getMap()) < 0 || int64_t(getMap()) > 7)
    return emitOpError() << "builds map 0 to 7, not " << int64_t(getMap());
  if (int64_t(getStaging()) < 0 || int64_t(getStaging()) % 128 != 0)
    return emitOpError() << "stages the map at a multiple of 128 bytes, not "
                         << int64_t(getStaging());
  return success();
}

/// Barriers sit at a multiple of 8 bytes of the scratch.
static LogicalResult verifyBarriers(Operation *op, int64_t barriers) {
  if (barriers < 0 || barriers % 8 != 0)
    return op->emitOpError()
           << "takes barriers at a multiple of 8 bytes, not " << barriers;
  return success();
}

LogicalResult TmaInitOp::verify() {
  if (failed(verifyBarriers(*this, getBarriers())))
    return failure();
  if (getSlots() < 1 || getSlots() > 8)
    return emitOpError() << "initialises 1 to 8 barriers, not " << getSlots();
  // A copy an operand, or a warp of at most 32.
  if (getArrivals() < 1 || getArrivals() > 32)
    return emitOpError() << "expects 1 to 32 arrivals a phase, not "
                         << getArrivals();
  return success();
}

/// A `producer` copy or acquire sits inside `tilegpu.producer_warp`, and
/// the producer warp's copies and acquires are all `producer`.
static LogicalResult verifyProducerRole(Operation *op, bool producer) {
  bool inside = op->getParentOfType<ProducerWarpOp>() != nullptr;
  if (producer && !inside)
    return op->emitOpError()
           << "is `producer` only inside tilegpu.producer_warp";
  if (!producer && inside)
    return op->emitOpError()
           << "inside tilegpu.producer_warp must be `producer`";
  return success();
}

/// A producer warp's number: the warps before it, 1 to 31 (a block has
/// at most 32), and its slot word 8-byte aligned.
static LogicalResult verifyProducerWarp(Operation *op, int64_t warp,
                                        int64_t slotWord) {
  if (warp < 1 || warp > 31)
    return op->emitOpError() << "names producer warp 1 to 31, not " << warp;
  if (slotWord < 0 || slotWord % 8 != 0)
    return op->emitOpError()
           << "takes the slot word at a multiple of 8 bytes, not " << slotWord;
  return success();
}

// Its region holds tile ops: they print and parse without `tile.`.
StringRef ProducerWarpOp::getDefaultDialect() { return "tile"; }

LogicalResult ProducerWarpOp::verify() {
  if (failed(verifyProducerWarp(*this, getWarp(), getSlotWord())))
    return failure();
  auto entry = dyn_cast_or_null<tile::EntryOp>((*this)->getParentOp());
  if (!entry || &entry.getBody().front().front() != getOperation())
    return emitOpError() << "must be the first op of a tile.entry";
  // It runs before anything else of the entry: only the entry's
  // parameters and its own values reach it.
  Block *params = &entry.getBody().front();
  WalkResult uses = getBody().walk([&](Operation *op) {
    for (Value operand : op->getOperands()) {
      if (auto arg = dyn_cast<BlockArgument>(operand))
        if (arg.getOwner() == params)
          continue;
      if (getOperation()->isProperAncestor(
              operand.getParentRegion()->getParentOp()) ||
          operand.getParentRegion() == &getBody())
        continue;
      op->emitOpError() << "in tilegpu.producer_warp uses a value defined "
                           "outside it (only the entry's parameters reach it)";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(uses.wasInterrupted());
}

LogicalResult ProducerStartOp::verify() {
  if (failed(verifyProducerWarp(*this, getWarp(), getSlotWord())))
    return failure();
  auto entry = (*this)->getParentOfType<tile::EntryOp>();
  auto producer =
      entry && !entry.getBody().front().empty()
          ? dyn_cast<ProducerWarpOp>(entry.getBody().front().front())
          : ProducerWarpOp();
  if (!producer || producer.getWarp() != getWarp() ||
      producer.getSlotWord() != getSlotWord())
    return emitOpError() << "needs its entry to start with a "
                            "tilegpu.producer_warp of the same warp and "
                            "slot word";
  if (producer->isAncestor(getOperation()))
    return emitOpError() << "runs on the kernel's warps, not in the producer";
  return success();
}

LogicalResult TmaCopyOp::verify() {
  if (failed(verifyProducerRole(*this, getProducer())))
    return failure();
  auto view = verifyRingCopy(*this, getView(), getIndex(), getSlot());
  if (!view)
    return failure();
  std::string reason = checkTmaRing(view, getRing());
  if (!reason.empty())
    return emitOpError() << reason;
  if (int64_t(getMap()) < 0 || int64_t(getMap()) > 7)
    return emitOpError() << "reads map 0 to 7, not " << int64_t(getMap());
  return verifyBarriers(*this, getBarriers());
}

LogicalResult TmaWaitOp::verify() {
  if (!isSlotType(getSlot().getType()) || !isSlotType(getPhase().getType()))
    return emitOpError() << "takes the buffer and the phase as tile<i32>";
  return verifyBarriers(*this, getBarriers());
}

LogicalResult TmaAcquireOp::verify() {
  if (failed(verifyProducerRole(*this, getProducer())))
    return failure();
  if (!isSlotType(getSlot().getType()) || !isSlotType(getPhase().getType()))
    return emitOpError() << "takes the buffer and the phase as tile<i32>";
  return verifyBarriers(*this, getBarriers());
}

LogicalResult TmaConsumedOp::verify() {
  if (!isSlotType(getSlot().getType()))
    return emitOpError() << "takes the buffer as tile<i32>";
  return verifyBarriers(*this, getBarriers());
}

LogicalResult TmaReleaseOp::verify() {
  if (failed(verifyBarriers(*this, getBarriers())))
    return failure();
  // A buffer's barrier, and with tma_consumed its second one.
  if (getSlots() < 1 || getSlots() > 16)
    return emitOpError() << "invalidates 1 to 16 barriers, not " << getSlots();
  return success();
}

LogicalResult AsyncWaitOp::verify() {
  if (int64_t(getPending()) < 0 || int64_t(getPending()) > 7)
    return emitOpError() << "leaves 0 to 7 groups in flight, not "
                         << int64_t(getPending());
  return success();
}

LogicalResult RoundTF32Op::verify() {
  if (int64_t(getPending()) < 0 || int64_t(getPending()) > 7)
    return emitOpError() << "leaves 0 to 7 groups in flight, not "
                         << int64_t(getPending());
  if (!isSlotType(getSlot().getType()))
    return emitOpError() << "takes the buffer to round as tile<i32>";
  ArrayAttr rings = getRings();
  ArrayRef<int64_t> chunks = getChunks();
  if (rings.size() != chunks.size() || rings.empty())
    return emitOpError() << "rounds one or more rings, each with its copies' "
                            "chunk";
  for (auto [attr, chunk] : llvm::zip(rings, chunks)) {
    auto ring = dyn_cast<SharedRingAttr>(attr);
    if (!ring || !ring.getElement().isF32())
      return emitOpError() << "rounds rings of f32, not " << attr;
    int64_t line = ring.isColumns() ? ring.getRows() : ring.getCols();
    if (chunk < 1 || chunk > 4 ||
        line % (ring.isTransposed() ? 4 * chunk : chunk) != 0)
      return emitOpError() << "rounds the pieces its copies wrote: 1 to 4 "
                              "elements that divide a row (a transposed "
                              "ring's a multiple of 4 times; a columns "
                              "ring's: a column), not "
                           << chunk;
  }
  return success();
}

LogicalResult TransposeBytesOp::verify() {
  if (int64_t(getPending()) < 0 || int64_t(getPending()) > 7)
    return emitOpError() << "leaves 0 to 7 groups in flight, not "
                         << int64_t(getPending());
  if (!isSlotType(getSlot().getType()))
    return emitOpError() << "takes the buffer to move as tile<i32>";
  if (!getRing().isTransposedBytes())
    return emitOpError() << "moves the staged tiles of a transposed ring of "
                            "8-bit elements, not "
                         << getRing();
  return success();
}

LogicalResult WgmmaWaitOp::verify() {
  if (int64_t(getPending()) < 0 || int64_t(getPending()) > 7)
    return emitOpError() << "leaves 0 to 7 groups in flight, not "
                         << int64_t(getPending());
  auto acc = dyn_cast<tile::TileType>(getAcc().getType());
  if (!acc ||
      !(acc.getElementType().isF32() || acc.getElementType().isInteger(32)))
    return emitOpError() << "waits on an f32 or i32 accumulator tile";
  if (getCarry().getTypes() != getCarried().getTypes())
    return emitOpError() << "returns each carried value with its own type";
  for (Type type : getCarry().getTypes()) {
    auto carried = dyn_cast<tile::TileType>(type);
    if (!carried || !(carried.getElementType().isF32() ||
                      isa<FloatTF32Type>(carried.getElementType())))
      return emitOpError() << "carries f32 or tf32 tiles (A's fragments), "
                              "not "
                           << type;
  }
  // A wgmma reads A's registers until its group is done, and PTX leaves
  // them undefined to change until then; the next run's first fragments
  // take the registers of its first group (docs/lowering.md).
  if (auto mma = getAcc().getDefiningOp<SharedMmaOp>();
      mma && mma.getLhsRegisters() &&
      int64_t(getPending()) >= mma.getLhsGroupCount())
    return emitOpError()
           << "leaves in flight the first group of a wgmma that reads A "
              "from registers (lhs_registers, "
           << mma.getLhsGroupCount() << " group(s)); leave at most "
           << mma.getLhsGroupCount() - 1;
  return success();
}

/// That a warp's fragments of one k step of an `rows` x `cols`
/// accumulator in `layout` fill `fragments`: four registers for each of
/// its 16-row tiles of A, two for each of its 8-column tiles of B.
static LogicalResult verifyFragmentCount(Operation *op, int64_t rows,
                                         int64_t cols, MmaLayoutAttr layout,
                                         VectorType fragments) {
  MmaWarpTiles tiles = getMmaWarpTiles(layout, rows, cols);
  int64_t expected = tiles.getStepRegisters();
  if (fragments.getNumElements() != expected)
    return op->emitOpError()
           << "holds a warp's fragments of one k step in " << expected
           << " registers (" << tiles.tilesA << " tiles of A, " << tiles.tilesB
           << " of B), not " << fragments.getNumElements();
  return success();
}

LogicalResult LoadMmaFragmentsOp::verify() {
  SharedRingAttr lhs = getLhs(), rhs = getRhs();
  if (!isSlotType(getSlot().getType()))
    return emitOpError() << "takes the buffer index as tile<i32>";
  Type element = lhs.getElement();
  if (element != rhs.getElement() ||
      !(element.isF16() || element.isBF16() || element.isF32()) ||
      lhs.isSwizzled() || rhs.isSwizzled() ||
      lhs.getSlots() != rhs.getSlots() || lhs.getCols() != rhs.getRows())
    return emitOpError() << "reads two padded rings of as many buffers of "
                            "f16, bf16 or f32 (mma.sync's), A's columns "
                            "equal to B's rows";
  std::string reason = getLayout().checkShape({lhs.getRows(), rhs.getCols()});
  if (!reason.empty())
    return emitOpError() << "takes the accumulator's layout: " << reason;
  return verifyFragmentCount(*this, lhs.getRows(), rhs.getCols(), getLayout(),
                             getFragments().getType());
}

LogicalResult LoadWgmmaLhsOp::verify() {
  SharedRingAttr lhs = getLhs(), rhs = getRhs();
  if (!isSlotType(getSlot().getType()))
    return emitOpError() << "takes the buffer index as tile<i32>";
  if (!lhs.getElement().isF32() || !lhs.isSwizzled() || lhs.holdsTranspose() ||
      !rhs.isInterleaved() || lhs.getSlots() != rhs.getSlots() ||
      lhs.getCols() != rhs.getRows())
    return emitOpError() << "reads a swizzled f32 ring of A beside B's "
                            "interleaved ring of as many buffers, A's "
                            "columns equal to B's rows";
  auto tile = dyn_cast<tile::TileType>(getTile().getType());
  if (!tile || !isa<FloatTF32Type>(tile.getElementType()) ||
      tile.getShape() != ArrayRef<int64_t>{lhs.getRows(), lhs.getCols()})
    return emitOpError() << "returns A's buffer as a " << lhs.getRows() << "x"
                         << lhs.getCols() << " tile of tf32";
  if (lhs.getRows() % 64 != 0 || lhs.getCols() % 8 != 0)
    return emitOpError() << "loads whole 64-row blocks and k steps of 8";
  return success();
}

LogicalResult SharedMmaOp::verify() {
  auto acc = dyn_cast<tile::TileType>(getAcc().getType());
  if (!acc || acc.getRank() != 2 ||
      !(acc.getElementType().isF32() || acc.getElementType().isF16() ||
        acc.getElementType().isInteger(32)))
    return emitOpError() << "accumulates into a rank-2 tile of f32, f16 or i32";
  if (getResult().getType() != acc)
    return emitOpError() << "returns a tile of the accumulator's type";
  if (!isSlotType(getSlot().getType()))
    return emitOpError() << "takes the buffer index as tile<i32>";
  SharedRingAttr lhs = getLhsAttr(), rhs = getRhs();
  auto lhsTile = getLhsTile() ? dyn_cast<tile::TileType>(getLhsTile().getType())
                              : tile::TileType();
  if (bool(lhs) == bool(getLhsTile()))
    return emitOpError() << "reads A from a ring (`lhs`) or a tile "
                            "(`lhs_tile`): one of them";
  if (getLhsTile() && (!lhsTile || lhsTile.getRank() != 2 ||
                       !(lhsTile.getElementType().isF32() ||
                         isa<FloatTF32Type>(lhsTile.getElementType()))))
    return emitOpError() << "takes `lhs_tile` as a rank-2 f32 tile (or tf32, "
                            "already rounded)";
  if (lhsTile && !(getWgmma() && getLhsRegisters() && rhs.isInterleaved()))
    return emitOpError() << "takes A as a tile only for wgmma with "
                            "`lhs_registers` and B's ring interleaved";
  // A's element, rows (M) and columns (K), of its ring or tile (a tf32
  // tile stands for the f32 one it rounds).
  Type element = lhs ? lhs.getElement()
                 : isa<FloatTF32Type>(lhsTile.getElementType())
                     ? Float32Type::get(getContext())
                     : lhsTile.getElementType();
  int64_t lhsRows = lhs ? lhs.getRows() : lhsTile.getDimSize(0);
  int64_t lhsCols = lhs ? lhs.getCols() : lhsTile.getDimSize(1);
  auto isF8 = [](Type type) {
    return isa<Float8E4M3FNType, Float8E5M2Type>(type);
  };
  bool f8 = isF8(element) && isF8(rhs.getElement());
  bool i8 = element.isInteger(8) && rhs.getElement().isInteger(8);
  if (!(f8 || i8 ||
        (element == rhs.getElement() &&
         (element.isF16() || element.isBF16() || element.isF32()))))
    return emitOpError() << "reads f16, bf16 or f32 (rounded to tf32) "
                            "operands of one type, or f8 (e4m3, e5m2) or i8 "
                            "ones";
  if (i8 != acc.getElementType().isInteger(32))
    return emitOpError() << "accumulates i8 operands, and only them, in i32";
  if (!i8 && (getUnsignedLhs() || getUnsignedRhs()))
    return emitOpError() << "reads only i8 operands unsigned";
  // wgmma's K step: 32 bytes of a row.
  int64_t kStep = f8 || i8 ? 32 : element.isF32() ? 8 : 16;
  if (lhsCols != rhs.getRows() || lhsCols % kStep != 0)
    return emitOpError() << "needs A's columns equal to B's rows (K), a "
                            "multiple of "
                         << kStep;
  if (acc.getElementType().isF16() && !element.isF16())
    return emitOpError() << "accumulates in f16 only f16 operands";
  if (lhs && lhs.getSlots() != rhs.getSlots() && rhs.getSlots() != 1)
    return emitOpError() << "reads two rings of as many buffers, or B's of "
                            "one (resident)";
  if (acc.getDimSize(0) != lhsRows || acc.getDimSize(1) != rhs.getCols())
    return emitOpError() << "accumulates " << lhsRows << "x" << rhs.getCols()
                         << " (A's rows by B's columns), not " << acc;
  if (lhs && lhs.isSwizzled() != rhs.isSwizzled())
    return emitOpError() << "reads two rings of one layout";
  if (getWgmma()) {
    // wgmma reads tf32 and 8-bit operands only K-major: B's transpose.
    if (!rhs.isSwizzled() || (lhs && lhs.holdsTranspose()) ||
        acc.getElementType().isF16() ||
        ((element.isF32() || f8 || i8) && !rhs.holdsTranspose()))
      return emitOpError() << "runs wgmma on swizzled f16 or bf16 rings, or "
                              "f32 (tf32), f8 or i8 rings with B transposed "
                              "or by columns, into f32 (i8: i32)";
    if (lhsRows % 64 != 0)
      return emitOpError() << "runs wgmma on whole 64-row blocks of A, not "
                           << lhsRows << " rows";
  } else if (rhs.isSwizzled()) {
    return emitOpError() << "reads swizzled rings only with wgmma";
  } else if (f8 || i8) {
    return emitOpError() << "reads 8-bit rings only with wgmma";
  }
  if (getLhsRegisters() && !(getWgmma() && element.isF32()))
    return emitOpError() << "takes A from registers only for wgmma on f32 "
                            "(tf32) rings";
  if (std::optional<uint64_t> groups = getLhsGroups()) {
    int64_t steps = lhsCols / kStep;
    if (!getLhsRegisters() || !lhs || int64_t(*groups) < 1 ||
        steps % int64_t(*groups) != 0)
      return emitOpError() << "splits A's register fragments (lhs_registers, "
                              "from A's ring) into groups of whole k steps: "
                           << steps << " steps into " << int64_t(*groups)
                           << " groups";
  }
  // wgmma would read A's buffer in K's own order, B's in the fragments'.
  if (rhs.isInterleaved() && !getLhsRegisters())
    return emitOpError() << "reads B from an interleaved ring only with A "
                            "from registers (lhs_registers)";
  if (bool(getFirstStep()) != bool(getNextStep()))
    return emitOpError() << "takes its first k step's fragments "
                            "(`first_step`) and returns the next buffer's, "
                            "or neither";
  if (getFirstStep()) {
    if (getWgmma() || !lhs)
      return emitOpError() << "carries fragments (`first_step`) only for "
                              "mma.sync with A from a ring";
    if (lhsCols / kStep > kMaxUnrolledMmaSteps)
      return emitOpError() << "carries fragments (`first_step`) only where "
                              "its k steps are unrolled: at most "
                           << kMaxUnrolledMmaSteps << ", not "
                           << lhsCols / kStep;
    if (getFirstStep().getType() != getNextStep().getType())
      return emitOpError() << "returns the next buffer's fragments as the "
                              "type of its `first_step`";
    if (MmaLayoutAttr layout = getMmaLayout(getResult());
        layout && failed(verifyFragmentCount(
                      *this, acc.getDimSize(0), acc.getDimSize(1), layout,
                      cast<VectorType>(getFirstStep().getType()))))
      return failure();
  }
  // wgmma reads its buffers asynchronously, after the op: no point in it
  // is past the last read.
  if (getWgmma() && !getBeforeLastStep().empty())
    return emitOpError() << "runs ops before its last k step only with "
                            "mma.sync, not wgmma";
  // The lowering moves the region's ops into the enclosing block.
  if (!getBeforeLastStep().empty()) {
    Block &block = getBeforeLastStep().front();
    if (block.getNumArguments() != 0)
      return emitOpError() << "takes no block arguments in its "
                              "before_last_step region";
    for (Operation &op : block)
      if (op.hasTrait<OpTrait::IsTerminator>())
        return op.emitOpError()
               << "cannot end a shared_mma's before_last_step region: its "
                  "ops run in the middle of the enclosing block";
  }
  return success();
}
