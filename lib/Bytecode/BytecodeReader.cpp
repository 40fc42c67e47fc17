//===- BytecodeReader.cpp - Tile IR bytecode -> tile dialect --------------===//
//
// Reads bytecode 13.1-13.4 (reference §4, Appendices A-D). The file is never
// trusted: every read is bounds-checked by bc::Cursor, every index is checked
// against its table, counts are checked against the bytes left before they
// size anything, and nesting is handled with explicit stacks or depth limits.
// Ops are created generically by name from the table in OpSchema.cpp and the
// module is verified afterwards.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Bytecode/TileIRBytecode.h"

#include "ByteStream.h"
#include "OpSchema.h"

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/Support/MathExtras.h"

#include <memory>

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

//===----------------------------------------------------------------------===//
// Versions and registration
//===----------------------------------------------------------------------===//

FailureOr<BytecodeVersion> BytecodeVersion::parse(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 3> parts;
  text.split(parts, '.');
  if (parts.size() < 2 || parts.size() > 3)
    return failure();
  unsigned major, minor, tag = 0;
  if (parts[0].getAsInteger(10, major) || parts[1].getAsInteger(10, minor) ||
      (parts.size() == 3 && parts[2].getAsInteger(10, tag)) || major > 255 ||
      minor > 255 || tag > 65535)
    return failure();
  BytecodeVersion v(major, minor, tag);
  if (!v.isSupported())
    return failure();
  return v;
}

std::string BytecodeVersion::str() const {
  std::string s = std::to_string(major) + "." + std::to_string(minor);
  if (tag)
    s += "." + std::to_string(tag);
  return s;
}

bool mlir::tile::isTileIRBytecode(llvm::StringRef buffer) {
  return buffer.size() >= sizeof(kMagic) &&
         std::memcmp(buffer.data(), kMagic, sizeof(kMagic)) == 0;
}

void mlir::tile::registerTileIRBytecodeDialects(DialectRegistry &registry) {
  registry.insert<TileDialect, LLVM::LLVMDialect>();
}

namespace {

/// Nesting limits: regions of ops, tagged attributes, types and debug
/// attributes. Real kernels stay far below them.
constexpr unsigned kMaxRegionDepth = 128;
constexpr unsigned kMaxAttrDepth = 32;
constexpr unsigned kMaxTypeDepth = 16;
constexpr unsigned kMaxDebugDepth = 64;

const char *sectionName(unsigned id) {
  switch (id) {
  case kEndSection:
    return "End";
  case kStringSection:
    return "String";
  case kFuncSection:
    return "Func";
  case kDebugSection:
    return "Debug";
  case kConstantSection:
    return "Constant";
  case kTypeSection:
    return "Type";
  case kGlobalSection:
    return "Global";
  case kProducerSection:
    return "Producer";
  }
  return "unknown";
}

/// A table of entries with an offset array (reference §4.4).
struct Table {
  llvm::SmallVector<size_t, 0> starts; // absolute offsets
  size_t dataEnd = 0;
  size_t size() const { return starts.size(); }
  size_t begin(size_t i) const { return starts[i]; }
  size_t end(size_t i) const {
    return i + 1 < starts.size() ? starts[i + 1] : dataEnd;
  }
};

class Reader {
public:
  Reader(llvm::MemoryBufferRef buffer, MLIRContext *ctx)
      : ctx(ctx),
        data(reinterpret_cast<const uint8_t *>(buffer.getBufferStart()),
             buffer.getBufferSize()),
        fileLoc(FileLineColLoc::get(ctx, buffer.getBufferIdentifier(), 0, 0)),
        file(data, fileLoc), builder(ctx) {}

  FailureOr<OwningOpRef<TileModuleOp>> read();

private:
  // Container.
  LogicalResult readHeader();
  LogicalResult readSections();
  LogicalResult readTable(unsigned id, unsigned width, Table &table);
  LogicalResult readStrings();
  LogicalResult readProducer(Operation *module);
  LogicalResult readGlobals(Block *body);
  LogicalResult readDebugTables();
  LogicalResult readFunctions(Block *body);
  LogicalResult readFunctionBody(Cursor &cur, Block *entryBlock,
                                 unsigned funcIndex);

  // Tables.
  LogicalResult getString(Cursor &cur, StringAttr &result,
                          llvm::StringRef what);
  LogicalResult getType(Cursor &cur, Type &result, llvm::StringRef what);
  LogicalResult resolveType(uint64_t index, size_t at, unsigned depth,
                            Type &result);
  LogicalResult parseType(Cursor &cur, unsigned depth, Type &result);
  LogicalResult getConstant(Cursor &cur, Type type, DenseElementsAttr &result);
  FailureOr<RankedTensorType> denseTypeFor(Type type, size_t at);

  // Attributes.
  LogicalResult readEnum(Cursor &cur, EnumKind kind, Attribute &result);
  Attribute makeEnum(EnumKind kind, uint64_t value);
  LogicalResult readTagged(Cursor &cur, unsigned depth, Attribute &result);
  LogicalResult readHintsBody(Cursor &cur, unsigned depth, Attribute &result);
  LogicalResult readFloatBits(Cursor &cur, FloatType type, APInt &bits);

  // Ops.
  struct PendingOp;
  LogicalResult readOp(Cursor &cur, std::unique_ptr<PendingOp> &pending,
                       Operation *&done);
  LogicalResult readValue(Cursor &cur, Value &value, llvm::StringRef what);
  LogicalResult nextLocation(size_t at, Location &loc);

  // Debug info.
  LogicalResult resolveDebug(uint64_t ref, size_t at, unsigned depth,
                             Attribute &result);
  LogicalResult parseDebugEntry(size_t index, unsigned depth,
                                Attribute &result);
  template <typename T>
  LogicalResult resolveDebugAs(Cursor &cur, unsigned depth, T &result,
                               llvm::StringRef what);

  InFlightDiagnostic emitError(size_t at) { return file.emitError(at); }

  MLIRContext *ctx;
  llvm::ArrayRef<uint8_t> data;
  Location fileLoc;
  Cursor file;
  OpBuilder builder;
  BytecodeVersion version;
  MinorVersion minor = 0;

  struct SectionRange {
    bool present = false;
    size_t begin = 0, end = 0;
  } sections[kNumSections];

  llvm::SmallVector<StringAttr, 0> stringAttrs;
  Table strings, types, constants, debugAttrs;
  llvm::SmallVector<Type, 0> typeCache;
  llvm::SmallVector<uint8_t, 0> typeState; // 0 new, 1 in progress, 2 done
  llvm::SmallVector<Attribute, 0> debugCache;
  llvm::SmallVector<uint8_t, 0> debugState;

  // Debug section: per-function starts into the index array of references.
  llvm::SmallVector<uint32_t, 0> debugFuncStarts;
  size_t debugIndexBegin = 0;
  uint64_t debugIndexCount = 0;
  // The current function's walk through the index array.
  bool debugActive = false;
  uint64_t debugNext = 0;

  // Values in scope in the current function.
  std::vector<Value> values;
};

//===----------------------------------------------------------------------===//
// Header and sections
//===----------------------------------------------------------------------===//

LogicalResult Reader::readHeader() {
  llvm::ArrayRef<uint8_t> magic;
  if (data.size() < sizeof(kMagic) ||
      std::memcmp(data.data(), kMagic, sizeof(kMagic)) != 0)
    return emitError(0) << "invalid magic number, expected 7F 54 69 6C 65 49 "
                           "52 00 (\"\\7FTileIR\\00\")",
           failure();
  if (failed(file.readBytes(sizeof(kMagic), magic, "magic")))
    return failure();
  uint8_t major, minorByte;
  uint16_t tag;
  if (failed(file.readByte(major, "major version")) ||
      failed(file.readByte(minorByte, "minor version")) ||
      failed(file.readLE(tag, "version tag")))
    return failure();
  version = BytecodeVersion(major, minorByte, tag);
  if (!version.isSupported())
    return emitError(8) << "unsupported bytecode version " << unsigned(major)
                        << "." << unsigned(minorByte) << "." << tag
                        << ", this reader supports versions 13.1 to 13.4",
           failure();
  minor = minorByte;
  return success();
}

LogicalResult Reader::readSections() {
  while (true) {
    size_t at = file.offset();
    uint8_t header;
    if (failed(file.readByte(header, "a section id or the end marker")))
      return failure();
    unsigned id = header & 0x7F;
    bool aligned = header & 0x80;
    if (id == kEndSection) {
      if (aligned)
        return emitError(at) << "the end marker must not have an alignment",
               failure();
      if (!file.empty())
        return emitError(at) << "the end marker is not the last byte of the "
                                "file ("
                             << file.remaining() << " bytes follow)",
               failure();
      return success();
    }
    if (id >= kNumSections)
      return emitError(at) << "unknown section id " << id, failure();
    if (id == kProducerSection && minor < 3)
      return emitError(at) << "the Producer section (id 7) requires bytecode "
                              "version 13.3, but the file is "
                           << version.str(),
             failure();
    uint64_t length, alignment = 1;
    if (failed(file.readVarint(length, "section length")))
      return failure();
    if (aligned) {
      size_t alignAt = file.offset();
      if (failed(file.readVarint(alignment, "section alignment")))
        return failure();
      if (alignment == 0 || !llvm::isPowerOf2_64(alignment))
        return emitError(alignAt) << "section alignment " << alignment
                                  << " is not a power of two",
               failure();
      if (failed(file.alignTo(alignment, 0, "the section payload")))
        return failure();
    }
    unsigned required = 0;
    if (id == kStringSection || id == kTypeSection)
      required = 4;
    else if (id == kFuncSection || id == kDebugSection ||
             id == kConstantSection)
      required = 8;
    if (required && (!aligned || alignment % required))
      return emitError(at) << "the " << sectionName(id)
                           << " section must be aligned to a multiple of "
                           << required,
             failure();
    if (sections[id].present)
      return emitError(at) << "duplicate " << sectionName(id) << " section",
             failure();
    size_t begin = file.offset();
    Cursor payload = file;
    if (failed(file.split(length, payload,
                          (llvm::Twine(sectionName(id)) + " section").str())))
      return failure();
    sections[id] = {true, begin, begin + length};
  }
}

LogicalResult Reader::readTable(unsigned id, unsigned width, Table &table) {
  const SectionRange &sec = sections[id];
  Cursor cur = file.window(sec.begin, sec.end);
  uint64_t count;
  std::string what = (llvm::Twine(sectionName(id)) + " entry count").str();
  if (failed(cur.readCount(count, what, width)))
    return failure();
  if (count == 0)
    return success();
  if (failed(cur.alignTo(width, sec.begin, "the offset array")))
    return failure();
  if (count > cur.remaining() / width)
    return cur.emitError() << what << " " << count << " needs " << count
                           << " offsets of " << width << " bytes, but only "
                           << cur.remaining() << " bytes remain",
           failure();
  size_t dataBegin = cur.offset() + count * width;
  size_t dataSize = sec.end - dataBegin;
  table.starts.reserve(count);
  uint64_t prev = 0;
  for (uint64_t i = 0; i < count; ++i) {
    size_t at = cur.offset();
    uint64_t off;
    if (width == 4) {
      uint32_t v;
      if (failed(cur.readLE(v, "a table offset")))
        return failure();
      off = v;
    } else if (failed(cur.readLE(off, "a table offset"))) {
      return failure();
    }
    if (off > dataSize)
      return emitError(at) << sectionName(id) << " entry " << i
                           << " starts at offset " << off
                           << ", past the end of the " << dataSize
                           << "-byte data area",
             failure();
    if (off < prev)
      return emitError(at) << sectionName(id) << " entry " << i
                           << " starts at offset " << off
                           << ", before the previous entry (" << prev << ")",
             failure();
    prev = off;
    table.starts.push_back(dataBegin + off);
  }
  table.dataEnd = sec.end;
  return success();
}

LogicalResult Reader::readStrings() {
  if (failed(readTable(kStringSection, 4, strings)))
    return failure();
  stringAttrs.resize(strings.size());
  return success();
}

LogicalResult Reader::getString(Cursor &cur, StringAttr &result,
                                llvm::StringRef what) {
  size_t at = cur.offset();
  uint64_t index;
  if (failed(cur.readVarint(index, what)))
    return failure();
  if (index >= strings.size())
    return emitError(at) << what << ": string index " << index
                         << " is out of range (the String section has "
                         << strings.size() << " entries)",
           failure();
  if (!stringAttrs[index]) {
    llvm::StringRef text(reinterpret_cast<const char *>(data.data()) +
                             strings.begin(index),
                         strings.end(index) - strings.begin(index));
    stringAttrs[index] = StringAttr::get(ctx, text);
  }
  result = stringAttrs[index];
  return success();
}

LogicalResult Reader::readProducer(Operation *module) {
  const SectionRange &sec = sections[kProducerSection];
  Cursor cur = file.window(sec.begin, sec.end);
  StringAttr producer;
  if (failed(getString(cur, producer, "producer")))
    return failure();
  module->setAttr("producer", producer);
  return success();
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

LogicalResult Reader::getType(Cursor &cur, Type &result, llvm::StringRef what) {
  size_t at = cur.offset();
  uint64_t index;
  if (failed(cur.readVarint(index, what)))
    return failure();
  return resolveType(index, at, 0, result);
}

LogicalResult Reader::resolveType(uint64_t index, size_t at, unsigned depth,
                                  Type &result) {
  if (index >= types.size())
    return emitError(at) << "type index " << index
                         << " is out of range (the Type section has "
                         << types.size() << " entries)",
           failure();
  if (typeState[index] == 2) {
    result = typeCache[index];
    return success();
  }
  if (typeState[index] == 1)
    return emitError(at) << "type " << index << " refers to itself", failure();
  if (depth >= kMaxTypeDepth)
    return emitError(at) << "types nested deeper than " << kMaxTypeDepth,
           failure();
  typeState[index] = 1;
  Cursor cur = file.window(types.begin(index), types.end(index));
  if (failed(parseType(cur, depth, result)))
    return failure();
  if (!cur.empty())
    return cur.emitError() << "type entry " << index << " has "
                           << cur.remaining() << " unexpected trailing bytes",
           failure();
  typeCache[index] = result;
  typeState[index] = 2;
  return success();
}

namespace {
/// Reads `varint n` then n little-endian integers of T.
template <typename T>
LogicalResult readIntArray(Cursor &cur, llvm::SmallVectorImpl<int64_t> &out,
                           llvm::StringRef what) {
  uint64_t n;
  if (failed(cur.readCount(n, what, sizeof(T))))
    return failure();
  out.reserve(n);
  for (uint64_t i = 0; i < n; ++i) {
    T v;
    if (failed(cur.readLE(v, what)))
      return failure();
    out.push_back(static_cast<int64_t>(v));
  }
  return success();
}
} // namespace

LogicalResult Reader::parseType(Cursor &cur, unsigned depth, Type &result) {
  size_t at = cur.offset();
  uint64_t tag;
  if (failed(cur.readVarint(tag, "type tag")))
    return failure();
  auto requires_ = [&](unsigned since, llvm::StringRef name) -> LogicalResult {
    if (minor >= since)
      return success();
    return emitError(at) << "type tag " << tag << " (" << name
                         << ") requires bytecode version 13." << since
                         << ", but the file is " << version.str(),
           failure();
  };
  auto sub = [&](Type &t, llvm::StringRef what) -> LogicalResult {
    size_t refAt = cur.offset();
    uint64_t idx;
    if (failed(cur.readVarint(idx, what)))
      return failure();
    return resolveType(idx, refAt, depth + 1, t);
  };
  auto checkErrFn = [&]() {
    return emitError(at) << "invalid type (tag " << tag << "): ";
  };
  llvm::function_ref<InFlightDiagnostic()> checkErr = checkErrFn;
  // 13.4 pointer attributes on ptr and tensor_view (Appendix D): a flags
  // varint first, then one byte at the end when bit 0 is set. The dialect has
  // nowhere to keep them, so only their absence is accepted.
  auto ptrFlags = [&]() -> LogicalResult {
    if (minor < 4)
      return success();
    size_t flagsAt = cur.offset();
    uint64_t flags;
    if (failed(cur.readVarint(flags, "pointer attribute flags")))
      return failure();
    if (flags != 0)
      return emitError(flagsAt) << "pointer attributes (13.4 flags " << flags
                                << ") are not supported",
             failure();
    return success();
  };
  auto readPadding = [&](bool present, PaddingValueAttr &pad) -> LogicalResult {
    if (!present)
      return success();
    Attribute a;
    if (failed(readEnum(cur, EnumKind::Padding, a)))
      return failure();
    pad = llvm::cast<PaddingValueAttr>(a);
    return success();
  };
  auto viewFlags = [&](uint64_t &flags) -> LogicalResult {
    size_t flagsAt = cur.offset();
    if (failed(cur.readVarint(flags, "view type flags")))
      return failure();
    if (flags & ~uint64_t(1))
      return emitError(flagsAt) << "unknown view type flags " << flags,
             failure();
    return success();
  };
  auto tensorView = [&](TensorViewType &tv) -> LogicalResult {
    size_t refAt = cur.offset();
    Type t;
    if (failed(sub(t, "tensor_view type index")))
      return failure();
    tv = llvm::dyn_cast<TensorViewType>(t);
    if (!tv)
      return emitError(refAt) << "expected a tensor_view type, got " << t,
             failure();
    return success();
  };

  switch (tag) {
  case 0:
    result = IntegerType::get(ctx, 1);
    return success();
  case 1:
    result = IntegerType::get(ctx, 8);
    return success();
  case 2:
    result = IntegerType::get(ctx, 16);
    return success();
  case 3:
    result = IntegerType::get(ctx, 32);
    return success();
  case 4:
    result = IntegerType::get(ctx, 64);
    return success();
  case 5:
    result = Float16Type::get(ctx);
    return success();
  case 6:
    result = BFloat16Type::get(ctx);
    return success();
  case 7:
    result = Float32Type::get(ctx);
    return success();
  case 8:
    result = FloatTF32Type::get(ctx);
    return success();
  case 9:
    result = Float64Type::get(ctx);
    return success();
  case 10:
    result = Float8E4M3FNType::get(ctx);
    return success();
  case 11:
    result = Float8E5M2Type::get(ctx);
    return success();
  case 12: {
    Type pointee;
    if (failed(ptrFlags()) || failed(sub(pointee, "pointee type index")))
      return failure();
    result = PointerType::getChecked(checkErr, ctx, pointee);
    return success(bool(result));
  }
  case 13: {
    Type elt;
    llvm::SmallVector<int64_t> shape;
    if (failed(sub(elt, "tile element type index")) ||
        failed(readIntArray<int64_t>(cur, shape, "tile rank")))
      return failure();
    result = TileType::getChecked(checkErr, ctx, llvm::ArrayRef<int64_t>(shape),
                                  elt);
    return success(bool(result));
  }
  case 14: {
    Type elt;
    llvm::SmallVector<int64_t> shape, strides;
    if (failed(ptrFlags()) || failed(sub(elt, "tensor_view element type")) ||
        failed(readIntArray<int64_t>(cur, shape, "tensor_view rank")) ||
        failed(readIntArray<int64_t>(cur, strides, "tensor_view stride count")))
      return failure();
    result = TensorViewType::getChecked(checkErr, ctx,
                                        llvm::ArrayRef<int64_t>(shape), elt,
                                        llvm::ArrayRef<int64_t>(strides));
    return success(bool(result));
  }
  case 15: {
    uint64_t flags = 0;
    llvm::SmallVector<int64_t> tileShape, dimMap;
    TensorViewType tv;
    PaddingValueAttr pad;
    if (minor >= 3) {
      if (failed(viewFlags(flags)))
        return failure();
    }
    if (failed(readIntArray<int32_t>(cur, tileShape, "tile_shape size")) ||
        failed(tensorView(tv)) ||
        failed(readIntArray<int32_t>(cur, dimMap, "dim_map size")))
      return failure();
    if (minor < 3) {
      size_t presentAt = cur.offset();
      uint64_t present;
      if (failed(cur.readVarint(present, "padding_value presence")))
        return failure();
      if (present > 1)
        return emitError(presentAt) << "padding_value presence must be 0 or "
                                       "1, got "
                                    << present,
               failure();
      flags = present;
    }
    if (failed(readPadding(flags & 1, pad)))
      return failure();
    result = PartitionViewType::getChecked(
        checkErr, ctx, llvm::ArrayRef<int64_t>(tileShape), tv,
        llvm::ArrayRef<int64_t>(dimMap), pad);
    return success(bool(result));
  }
  case 16: {
    uint64_t n;
    llvm::SmallVector<Type> inputs, results;
    if (failed(cur.readCount(n, "function input count")))
      return failure();
    for (uint64_t i = 0; i < n; ++i) {
      Type t;
      if (failed(sub(t, "function input type index")))
        return failure();
      inputs.push_back(t);
    }
    if (failed(cur.readCount(n, "function result count")))
      return failure();
    for (uint64_t i = 0; i < n; ++i) {
      Type t;
      if (failed(sub(t, "function result type index")))
        return failure();
      results.push_back(t);
    }
    result = FunctionType::get(ctx, inputs, results);
    return success();
  }
  case 17:
    result = TokenType::get(ctx);
    return success();
  case 18:
    if (failed(requires_(2, "f8E8M0FNU")))
      return failure();
    result = Float8E8M0FNUType::get(ctx);
    return success();
  case 19:
    if (failed(requires_(3, "f4E2M1FN")))
      return failure();
    result = Float4E2M1FNType::get(ctx);
    return success();
  case 20: {
    uint64_t flags, sparseDim;
    llvm::SmallVector<int64_t> tileShape;
    TensorViewType tv;
    PaddingValueAttr pad;
    if (failed(requires_(3, "gather_scatter_view")) ||
        failed(viewFlags(flags)) ||
        failed(readIntArray<int32_t>(cur, tileShape, "tile_shape size")) ||
        failed(tensorView(tv)) ||
        failed(cur.readVarint(sparseDim, "sparse_dim")) ||
        failed(readPadding(flags & 1, pad)))
      return failure();
    if (sparseDim > uint64_t(INT64_MAX))
      return emitError(at) << "sparse_dim " << sparseDim << " is too large",
             failure();
    result = GatherScatterViewType::getChecked(
        checkErr, ctx, llvm::ArrayRef<int64_t>(tileShape), tv,
        int64_t(sparseDim), pad);
    return success(bool(result));
  }
  case 21: {
    uint64_t flags;
    llvm::SmallVector<int64_t> tileShape, strides, dimMap;
    TensorViewType tv;
    PaddingValueAttr pad;
    if (failed(requires_(3, "strided_view")) || failed(viewFlags(flags)) ||
        failed(readIntArray<int32_t>(cur, tileShape, "tile_shape size")) ||
        failed(readIntArray<int32_t>(cur, strides, "traversal_strides size")) ||
        failed(tensorView(tv)) ||
        failed(readIntArray<int32_t>(cur, dimMap, "dim_map size")) ||
        failed(readPadding(flags & 1, pad)))
      return failure();
    result = StridedViewType::getChecked(checkErr, ctx,
                                         llvm::ArrayRef<int64_t>(tileShape),
                                         llvm::ArrayRef<int64_t>(strides), tv,
                                         llvm::ArrayRef<int64_t>(dimMap), pad);
    return success(bool(result));
  }
  case 22:
    if (failed(requires_(3, "i4")))
      return failure();
    result = IntegerType::get(ctx, 4);
    return success();
  case 130:
    if (failed(requires_(4, "f8E5M3FNU")))
      return failure();
    return emitError(at) << "type f8E5M3FNU (tag 130) is not supported: MLIR "
                            "has no such float type",
           failure();
  default:
    return emitError(at) << "unknown type tag " << tag, failure();
  }
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

FailureOr<RankedTensorType> Reader::denseTypeFor(Type type, size_t at) {
  auto tile = llvm::dyn_cast<TileType>(type);
  if (!tile || !llvm::isa<IntegerType, FloatType>(tile.getElementType())) {
    emitError(at) << "a dense constant needs a tile of integers or floats, "
                     "got "
                  << type;
    return failure();
  }
  return RankedTensorType::get(tile.getShape(), tile.getElementType());
}

LogicalResult Reader::getConstant(Cursor &cur, Type type,
                                  DenseElementsAttr &result) {
  size_t at = cur.offset();
  uint64_t index;
  if (failed(cur.readVarint(index, "constant index")))
    return failure();
  if (index >= constants.size())
    return emitError(at) << "constant index " << index
                         << " is out of range (the Constant section has "
                         << constants.size() << " entries)",
           failure();
  FailureOr<RankedTensorType> tensorType = denseTypeFor(type, at);
  if (failed(tensorType))
    return failure();
  Cursor entry = file.window(constants.begin(index), constants.end(index));
  uint64_t size;
  llvm::ArrayRef<uint8_t> bytes;
  if (failed(entry.readVarint(size, "constant byte count")) ||
      failed(entry.readBytes(size, bytes, "constant data")))
    return failure();
  llvm::ArrayRef<char> raw(reinterpret_cast<const char *>(bytes.data()),
                           bytes.size());
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(*tensorType, raw, splat))
    return emitError(at) << "constant " << index << " has " << bytes.size()
                         << " bytes, which is not a valid payload for " << type,
           failure();
  result = DenseElementsAttr::getFromRawBuffer(*tensorType, raw);
  return success();
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

Attribute Reader::makeEnum(EnumKind kind, uint64_t v) {
  switch (kind) {
  case EnumKind::Signedness:
    return SignednessAttr::get(ctx, static_cast<Signedness>(v));
  case EnumKind::Overflow:
    return IntegerOverflowAttr::get(ctx, static_cast<IntegerOverflow>(v));
  case EnumKind::Rounding:
    return RoundingModeAttr::get(ctx, static_cast<RoundingMode>(v));
  case EnumKind::CmpOrdering:
    return ComparisonOrderingAttr::get(ctx, static_cast<ComparisonOrdering>(v));
  case EnumKind::CmpPredicate:
    return ComparisonPredicateAttr::get(ctx,
                                        static_cast<ComparisonPredicate>(v));
  case EnumKind::AtomicMode:
    return AtomicRMWModeAttr::get(ctx, static_cast<AtomicRMWMode>(v));
  case EnumKind::MemScope:
    return MemoryScopeAttr::get(ctx, static_cast<MemoryScope>(v));
  case EnumKind::MemOrdering:
    return MemoryOrderingAttr::get(ctx, static_cast<MemoryOrdering>(v));
  case EnumKind::Padding:
    return PaddingValueAttr::get(ctx, static_cast<PaddingValue>(v));
  case EnumKind::Visibility:
    return SymbolVisibilityAttr::get(ctx, static_cast<SymbolVisibility>(v));
  }
  return {};
}

LogicalResult Reader::readEnum(Cursor &cur, EnumKind kind, Attribute &result) {
  size_t at = cur.offset();
  uint64_t v;
  if (failed(cur.readVarint(v, enumKindName(kind))))
    return failure();
  if (v > maxEnumValue(kind, minor)) {
    if (v <= maxEnumValue(kind, kNewestMinor))
      return emitError(at) << enumKindName(kind) << " value " << v
                           << " requires a newer bytecode version than "
                           << version.str(),
             failure();
    return emitError(at) << "invalid " << enumKindName(kind) << " value " << v
                         << " (at most " << maxEnumValue(kind, minor) << ")",
           failure();
  }
  result = makeEnum(kind, v);
  return success();
}

/// Float payloads (§4.11): one raw byte up to 8 bits, else the bit pattern as
/// an svarint. cuTile (up to v1.6) zigzags the *unsigned* pattern of negative
/// f64 values into a 65-bit varint (§4.17). NVIDIA's reader drops bit 64 and
/// reads +inf for -inf; we decode what the writer meant: the zigzag sign bit
/// is clear there, so the pattern is the 65-bit value shifted right by one.
/// A real 64-bit svarint never sets bit 64, so this cannot misread a correct
/// file. Our writer always emits the correct 64-bit encoding.
LogicalResult Reader::readFloatBits(Cursor &cur, FloatType type, APInt &bits) {
  unsigned width = type.getWidth();
  size_t at = cur.offset();
  if (width <= 8) {
    uint8_t byte;
    if (failed(cur.readByte(byte, "float value")))
      return failure();
    if (width < 8 && (byte >> width))
      return emitError(at) << "float value 0x" << llvm::utohexstr(byte)
                           << " does not fit " << type,
             failure();
    bits = APInt(width, byte);
    return success();
  }
  uint64_t u;
  bool bit64;
  if (failed(cur.readVarint(u, "float value", &bit64)))
    return failure();
  uint64_t pattern;
  if (bit64) {
    if (u & 1)
      return emitError(at) << "float value varint does not fit in 64 bits",
             failure();
    pattern = (u >> 1) | (uint64_t(1) << 63);
  } else {
    pattern = (u >> 1) ^ (~(u & 1) + 1);
  }
  if (width < 64 && (pattern >> width))
    return emitError(at) << "float bit pattern 0x" << llvm::utohexstr(pattern)
                         << " does not fit " << type,
           failure();
  bits = APInt(width, pattern);
  return success();
}

LogicalResult Reader::readHintsBody(Cursor &cur, unsigned depth,
                                    Attribute &result) {
  size_t at = cur.offset();
  uint64_t n;
  if (failed(cur.readCount(n, "optimization hint architecture count", 2)))
    return failure();
  NamedAttrList archs;
  for (uint64_t i = 0; i < n; ++i) {
    size_t keyAt = cur.offset();
    StringAttr arch;
    Attribute value;
    if (failed(getString(cur, arch, "architecture name")) ||
        failed(readTagged(cur, depth + 1, value)))
      return failure();
    if (arch.getValue().empty())
      return emitError(keyAt) << "empty architecture name in optimization "
                                 "hints",
             failure();
    if (!llvm::isa<DictionaryAttr>(value))
      return emitError(keyAt) << "optimization hints for '" << arch.getValue()
                              << "' must be a dictionary",
             failure();
    if (archs.get(arch))
      return emitError(keyAt) << "duplicate architecture '" << arch.getValue()
                              << "' in optimization hints",
             failure();
    archs.append(arch, value);
  }
  auto emitErrFn = [&]() {
    return emitError(at) << "invalid optimization hints: ";
  };
  llvm::function_ref<InFlightDiagnostic()> emitErr = emitErrFn;
  result =
      OptimizationHintsAttr::getChecked(emitErr, ctx, archs.getDictionary(ctx));
  return success(bool(result));
}

LogicalResult Reader::readTagged(Cursor &cur, unsigned depth,
                                 Attribute &result) {
  size_t at = cur.offset();
  if (depth >= kMaxAttrDepth)
    return emitError(at) << "attributes nested deeper than " << kMaxAttrDepth,
           failure();
  uint64_t tag;
  if (failed(cur.readVarint(tag, "attribute tag")))
    return failure();
  auto typeAs = [&](auto &out, llvm::StringRef what) -> LogicalResult {
    size_t typeAt = cur.offset();
    Type t;
    if (failed(getType(cur, t, "attribute type index")))
      return failure();
    out = llvm::dyn_cast<std::remove_reference_t<decltype(out)>>(t);
    if (!out)
      return emitError(typeAt) << "expected " << what << " type, got " << t,
             failure();
    return success();
  };
  auto errAtFn = [&]() { return emitError(at) << "invalid attribute: "; };
  llvm::function_ref<InFlightDiagnostic()> errAt = errAtFn;
  switch (tag) {
  case 1: { // Integer
    IntegerType type;
    if (failed(typeAs(type, "an integer")))
      return failure();
    unsigned width = type.getWidth();
    if (width > 64)
      return emitError(at) << "integers wider than 64 bits are not supported",
             failure();
    if (width == 1) {
      uint8_t byte;
      if (failed(cur.readByte(byte, "boolean value")))
        return failure();
      result = BoolAttr::get(ctx, byte != 0);
      return success();
    }
    size_t valueAt = cur.offset();
    uint64_t v;
    if (failed(cur.readVarint(v, "integer value")))
      return failure();
    if (width < 64 && (v >> width))
      return emitError(valueAt)
                 << "integer value " << v << " does not fit " << type,
             failure();
    result = IntegerAttr::get(type, APInt(width, v));
    return success();
  }
  case 2: { // Float
    FloatType type;
    if (failed(typeAs(type, "a float")))
      return failure();
    APInt bits;
    if (failed(readFloatBits(cur, type, bits)))
      return failure();
    result = FloatAttr::get(type, APFloat(type.getFloatSemantics(), bits));
    return success();
  }
  case 3: { // Bool
    uint8_t byte;
    if (failed(cur.readByte(byte, "boolean value")))
      return failure();
    result = BoolAttr::get(ctx, byte != 0);
    return success();
  }
  case 4: { // Type
    Type t;
    if (failed(getType(cur, t, "type attribute")))
      return failure();
    result = TypeAttr::get(t);
    return success();
  }
  case 5: { // String
    StringAttr s;
    if (failed(getString(cur, s, "string attribute")))
      return failure();
    result = s;
    return success();
  }
  case 6: { // Array
    uint64_t n;
    if (failed(cur.readCount(n, "array size")))
      return failure();
    llvm::SmallVector<Attribute> elts;
    elts.reserve(n);
    for (uint64_t i = 0; i < n; ++i) {
      Attribute a;
      if (failed(readTagged(cur, depth + 1, a)))
        return failure();
      elts.push_back(a);
    }
    result = ArrayAttr::get(ctx, elts);
    return success();
  }
  case 7: { // DenseElements
    size_t typeAt = cur.offset();
    Type t;
    DenseElementsAttr dense;
    if (failed(getType(cur, t, "dense elements type")))
      return failure();
    (void)typeAt;
    if (failed(getConstant(cur, t, dense)))
      return failure();
    result = dense;
    return success();
  }
  case 8: { // DivBy
    uint64_t divisor;
    uint8_t flags;
    std::optional<int64_t> every, along;
    if (failed(cur.readVarint(divisor, "div_by divisor")))
      return failure();
    size_t flagsAt = cur.offset();
    if (failed(cur.readByte(flags, "div_by flags")))
      return failure();
    if (flags & ~3u)
      return emitError(flagsAt) << "unknown div_by flags " << unsigned(flags),
             failure();
    int64_t v;
    if (flags & 1) {
      if (failed(cur.readSVarint(v, "div_by every")))
        return failure();
      every = v;
    }
    if (flags & 2) {
      if (failed(cur.readSVarint(v, "div_by along")))
        return failure();
      along = v;
    }
    result = DivByAttr::getChecked(errAt, ctx, divisor, every, along);
    return success(bool(result));
  }
  case 9: { // SameElements
    llvm::SmallVector<int64_t> values;
    if (failed(readIntArray<int64_t>(cur, values, "same_elements size")))
      return failure();
    result = SameElementsAttr::getChecked(errAt, ctx,
                                          llvm::ArrayRef<int64_t>(values));
    return success(bool(result));
  }
  case 10: { // Dictionary
    uint64_t n;
    if (failed(cur.readCount(n, "dictionary size", 2)))
      return failure();
    NamedAttrList entries;
    for (uint64_t i = 0; i < n; ++i) {
      size_t keyAt = cur.offset();
      StringAttr key;
      Attribute value;
      if (failed(getString(cur, key, "dictionary key")) ||
          failed(readTagged(cur, depth + 1, value)))
        return failure();
      if (key.getValue().empty())
        return emitError(keyAt) << "invalid empty attribute name for "
                                   "DictionaryAttr element "
                                << i,
               failure();
      if (entries.get(key))
        return emitError(keyAt) << "duplicate key '" << key.getValue()
                                << "' in DictionaryAttr",
               failure();
      entries.append(key, value);
    }
    result = entries.getDictionary(ctx);
    return success();
  }
  case 11: // OptimizationHints
    return readHintsBody(cur, depth, result);
  case 12: { // Bounded
    uint8_t flags;
    std::optional<int64_t> lb, ub;
    size_t flagsAt = cur.offset();
    if (failed(cur.readByte(flags, "bounded flags")))
      return failure();
    if (flags & ~3u)
      return emitError(flagsAt) << "unknown bounded flags " << unsigned(flags),
             failure();
    int64_t v;
    if (flags & 1) {
      if (failed(cur.readSVarint(v, "bounded lower bound")))
        return failure();
      lb = v;
    }
    if (flags & 2) {
      if (failed(cur.readSVarint(v, "bounded upper bound")))
        return failure();
      ub = v;
    }
    result = BoundedAttr::getChecked(errAt, ctx, lb, ub);
    return success(bool(result));
  }
  default:
    return emitError(at) << "unknown attribute tag " << tag, failure();
  }
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

LogicalResult Reader::readGlobals(Block *body) {
  const SectionRange &sec = sections[kGlobalSection];
  Cursor cur = file.window(sec.begin, sec.end);
  uint64_t count;
  if (failed(cur.readCount(count, "global count", 4)))
    return failure();
  for (uint64_t i = 0; i < count; ++i) {
    StringAttr name;
    Type type;
    DenseElementsAttr value;
    uint64_t alignment, visibility = 0, isConstant = 0;
    size_t at = cur.offset();
    if (failed(getString(cur, name, "global name")) ||
        failed(getType(cur, type, "global type index")) ||
        failed(getConstant(cur, type, value)) ||
        failed(cur.readVarint(alignment, "global alignment")))
      return failure();
    if (name.getValue().empty())
      return emitError(at) << "global " << i << " has an empty name", failure();
    if (alignment > uint64_t(INT64_MAX))
      return emitError(at) << "global alignment " << alignment
                           << " is too large",
             failure();
    if (minor >= 3) {
      size_t visAt = cur.offset();
      if (failed(cur.readVarint(visibility, "global visibility")))
        return failure();
      if (visibility > 1)
        return emitError(visAt) << "invalid global visibility " << visibility,
               failure();
      size_t constAt = cur.offset();
      if (failed(cur.readVarint(isConstant, "global constant flag")))
        return failure();
      if (isConstant > 1)
        return emitError(constAt)
                   << "global constant flag must be 0 or 1, got " << isConstant,
               failure();
    }
    OperationState state(UnknownLoc::get(ctx), "tile.global");
    state.addAttribute("sym_name", name);
    state.addAttribute("value", value);
    state.addAttribute("alignment",
                       IntegerAttr::get(IntegerType::get(ctx, 64), alignment));
    if (isConstant)
      state.addAttribute("constant", UnitAttr::get(ctx));
    state.addAttribute("symbol_visibility",
                       makeEnum(EnumKind::Visibility, visibility));
    body->push_back(Operation::create(state));
  }
  if (!cur.empty())
    return cur.emitError() << "unexpected " << cur.remaining()
                           << " trailing bytes in the Global section",
           failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Debug info
//===----------------------------------------------------------------------===//

LogicalResult Reader::readDebugTables() {
  const SectionRange &sec = sections[kDebugSection];
  Cursor cur = file.window(sec.begin, sec.end);
  uint64_t numFuncs;
  if (failed(cur.readCount(numFuncs, "debug function count", 4)) ||
      failed(cur.alignTo(4, sec.begin, "the debug function offsets")))
    return failure();
  if (numFuncs > cur.remaining() / 4)
    return cur.emitError() << "debug function count " << numFuncs
                           << " does not fit the section",
           failure();
  debugFuncStarts.reserve(numFuncs);
  for (uint64_t i = 0; i < numFuncs; ++i) {
    uint32_t start;
    if (failed(cur.readLE(start, "debug function offset")))
      return failure();
    debugFuncStarts.push_back(start);
  }
  if (failed(cur.readCount(debugIndexCount, "debug location count", 8)) ||
      failed(cur.alignTo(8, sec.begin, "the debug location array")))
    return failure();
  if (debugIndexCount > cur.remaining() / 8)
    return cur.emitError() << "debug location count " << debugIndexCount
                           << " does not fit the section",
           failure();
  debugIndexBegin = cur.offset();
  Cursor skipped = cur;
  if (failed(cur.split(debugIndexCount * 8, skipped, "debug location array")))
    return failure();
  // The attribute table fills the rest of the section.
  SectionRange attrs{true, cur.offset(), sec.end};
  Cursor tab = file.window(attrs.begin, attrs.end);
  uint64_t count;
  if (failed(tab.readCount(count, "debug attribute count", 4)))
    return failure();
  if (count) {
    if (failed(tab.alignTo(4, sec.begin, "the debug attribute offsets")))
      return failure();
    if (count > tab.remaining() / 4)
      return tab.emitError() << "debug attribute count " << count
                             << " does not fit the section",
             failure();
    size_t dataBegin = tab.offset() + count * 4;
    size_t dataSize = sec.end - dataBegin;
    uint32_t prev = 0;
    for (uint64_t i = 0; i < count; ++i) {
      size_t at = tab.offset();
      uint32_t off;
      if (failed(tab.readLE(off, "debug attribute offset")))
        return failure();
      if (off > dataSize || off < prev)
        return emitError(at) << "debug attribute " << i
                             << " has an invalid offset " << off,
               failure();
      prev = off;
      debugAttrs.starts.push_back(dataBegin + off);
    }
    debugAttrs.dataEnd = sec.end;
  }
  debugCache.resize(debugAttrs.size());
  debugState.resize(debugAttrs.size());
  return success();
}

LogicalResult Reader::resolveDebug(uint64_t ref, size_t at, unsigned depth,
                                   Attribute &result) {
  if (ref == 0) {
    result = UnknownLoc::get(ctx);
    return success();
  }
  uint64_t index = ref - 1;
  if (index >= debugAttrs.size())
    return emitError(at) << "debug attribute reference " << ref
                         << " is out of range (the Debug section has "
                         << debugAttrs.size() << " attributes)",
           failure();
  if (debugState[index] == 2) {
    result = debugCache[index];
    return success();
  }
  if (debugState[index] == 1)
    return emitError(at) << "debug attribute " << ref << " refers to itself",
           failure();
  if (depth >= kMaxDebugDepth)
    return emitError(at) << "debug attributes nested deeper than "
                         << kMaxDebugDepth,
           failure();
  debugState[index] = 1;
  if (failed(parseDebugEntry(index, depth, result)))
    return failure();
  debugCache[index] = result;
  debugState[index] = 2;
  return success();
}

template <typename T>
LogicalResult Reader::resolveDebugAs(Cursor &cur, unsigned depth, T &result,
                                     llvm::StringRef what) {
  size_t at = cur.offset();
  uint64_t ref;
  Attribute attr;
  if (failed(cur.readVarint(ref, what)) ||
      failed(resolveDebug(ref, at, depth + 1, attr)))
    return failure();
  result = llvm::dyn_cast<T>(attr);
  if (!result)
    return emitError(at) << what << ": debug attribute " << ref
                         << " has the wrong kind",
           failure();
  return success();
}

LogicalResult Reader::parseDebugEntry(size_t index, unsigned depth,
                                      Attribute &result) {
  Cursor cur = file.window(debugAttrs.begin(index), debugAttrs.end(index));
  size_t at = cur.offset();
  uint64_t tag;
  if (failed(cur.readVarint(tag, "debug attribute tag")))
    return failure();
  auto readLine = [&](unsigned &out, llvm::StringRef what) -> LogicalResult {
    size_t lineAt = cur.offset();
    uint64_t v;
    if (failed(cur.readVarint(v, what)))
      return failure();
    if (v > UINT32_MAX)
      return emitError(lineAt) << what << " " << v << " is too large",
             failure();
    out = unsigned(v);
    return success();
  };
  switch (tag) {
  case 0:
    result = UnknownLoc::get(ctx);
    return success();
  case 1: { // DICompileUnit
    LLVM::DIFileAttr fileAttr;
    if (failed(resolveDebugAs(cur, depth, fileAttr, "compile unit file")))
      return failure();
    result = LLVM::DICompileUnitAttr::get(
        DistinctAttr::create(UnitAttr::get(ctx)), llvm::dwarf::DW_LANG_Python,
        fileAttr, StringAttr::get(ctx, ""), /*isOptimized=*/false,
        LLVM::DIEmissionKind::LineTablesOnly);
    return success();
  }
  case 2: { // DIFile
    StringAttr name, dir;
    if (failed(getString(cur, name, "file name")) ||
        failed(getString(cur, dir, "file directory")))
      return failure();
    result = LLVM::DIFileAttr::get(ctx, name, dir);
    return success();
  }
  case 3: { // DILexicalBlock
    LLVM::DIScopeAttr scope;
    LLVM::DIFileAttr fileAttr;
    unsigned line, col;
    if (failed(resolveDebugAs(cur, depth, scope, "lexical block scope")) ||
        failed(resolveDebugAs(cur, depth, fileAttr, "lexical block file")) ||
        failed(readLine(line, "line")) || failed(readLine(col, "column")))
      return failure();
    result = LLVM::DILexicalBlockAttr::get(ctx, scope, fileAttr, line, col);
    return success();
  }
  case 4: { // DILoc
    size_t scopeAt = cur.offset();
    uint64_t scopeRef;
    Attribute scope;
    StringAttr filename;
    unsigned line, col;
    if (failed(cur.readVarint(scopeRef, "location scope")) ||
        failed(resolveDebug(scopeRef, scopeAt, depth + 1, scope)) ||
        failed(getString(cur, filename, "location file name")) ||
        failed(readLine(line, "line")) || failed(readLine(col, "column")))
      return failure();
    Location fileLoc = FileLineColLoc::get(filename, line, col);
    if (scopeRef == 0) {
      result = fileLoc;
      return success();
    }
    auto localScope = llvm::dyn_cast<LLVM::DILocalScopeAttr>(scope);
    if (!localScope)
      return emitError(scopeAt) << "location scope " << scopeRef
                                << " is not a subprogram or lexical block",
             failure();
    result = FusedLoc::get(ctx, {fileLoc}, localScope);
    return success();
  }
  case 5: { // DISubprogram
    LLVM::DIFileAttr fileAttr;
    LLVM::DICompileUnitAttr unit;
    StringAttr name, linkage;
    unsigned line, scopeLine;
    if (failed(resolveDebugAs(cur, depth, fileAttr, "subprogram file")) ||
        failed(readLine(line, "line")) ||
        failed(getString(cur, name, "subprogram name")) ||
        failed(getString(cur, linkage, "subprogram linkage name")) ||
        failed(resolveDebugAs(cur, depth, unit, "subprogram compile unit")) ||
        failed(readLine(scopeLine, "scope line")))
      return failure();
    result = LLVM::DISubprogramAttr::get(
        ctx, DistinctAttr::create(UnitAttr::get(ctx)), unit, fileAttr, name,
        linkage, fileAttr, line, scopeLine, LLVM::DISubprogramFlags::Definition,
        LLVM::DISubroutineTypeAttr(), {}, {});
    return success();
  }
  case 6: { // CallSite
    LocationAttr callee, caller;
    if (failed(resolveDebugAs(cur, depth, callee, "call site callee")) ||
        failed(resolveDebugAs(cur, depth, caller, "call site caller")))
      return failure();
    result = CallSiteLoc::get(Location(callee), Location(caller));
    return success();
  }
  default:
    return emitError(at) << "unknown debug attribute tag " << tag, failure();
  }
}

LogicalResult Reader::nextLocation(size_t at, Location &loc) {
  if (!debugActive) {
    loc = UnknownLoc::get(ctx);
    return success();
  }
  if (debugNext >= debugIndexCount)
    return emitError(at) << "the Debug section has no location left for "
                            "this op (it holds "
                         << debugIndexCount << ")",
           failure();
  size_t entryAt = debugIndexBegin + debugNext * 8;
  Cursor entry = file.window(entryAt, entryAt + 8);
  uint64_t ref;
  if (failed(entry.readLE(ref, "debug location reference")))
    return failure();
  ++debugNext;
  Attribute attr;
  if (failed(resolveDebug(ref, entryAt, 0, attr)))
    return failure();
  auto locAttr = llvm::dyn_cast<LocationAttr>(attr);
  if (!locAttr)
    return emitError(entryAt)
               << "debug attribute " << ref << " is not a location",
           failure();
  loc = locAttr;
  return success();
}

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

/// An op whose regions are being read; it is created once they are done.
struct Reader::PendingOp {
  PendingOp(Location loc, llvm::StringRef name) : state(loc, name) {}
  OperationState state;
  const OpSchema *schema = nullptr;
  size_t offset = 0;
  unsigned nextRegion = 0;
  uint64_t blocksLeft = 0;
};

LogicalResult Reader::readValue(Cursor &cur, Value &value,
                                llvm::StringRef what) {
  size_t at = cur.offset();
  uint64_t index;
  if (failed(cur.readVarint(index, what)))
    return failure();
  if (index >= values.size())
    return emitError(at) << what << " refers to value " << index
                         << ", but only " << values.size()
                         << " values are defined at this point",
           failure();
  value = values[index];
  return success();
}

LogicalResult Reader::readOp(Cursor &cur, std::unique_ptr<PendingOp> &pending,
                             Operation *&done) {
  size_t at = cur.offset();
  uint64_t opcode;
  if (failed(cur.readVarint(opcode, "opcode")))
    return failure();
  const OpSchema *schema = lookupOpcode(opcode);
  if (opcode > maxOpcode(minor)) {
    if (schema)
      return emitError(at) << "opcode 0x" << llvm::utohexstr(opcode) << " ("
                           << schema->name << ") requires bytecode version 13."
                           << unsigned(schema->since) << ", but the file is "
                           << version.str(),
             failure();
    return emitError(at) << "unknown opcode 0x" << llvm::utohexstr(opcode),
           failure();
  }
  if (!schema)
    return emitError(at) << "unknown opcode 0x" << llvm::utohexstr(opcode),
           failure();
  if (schema->name == llvm::StringRef("entry") ||
      schema->name == llvm::StringRef("module") ||
      schema->name == llvm::StringRef("global"))
    return emitError(at) << "opcode 0x" << llvm::utohexstr(opcode) << " ("
                         << schema->name << ") cannot appear in a body",
           failure();

  Location loc = UnknownLoc::get(ctx);
  if (failed(nextLocation(at, loc)))
    return failure();
  auto p = std::make_unique<PendingOp>(
      loc, (llvm::Twine("tile.") + schema->name).str());
  p->schema = schema;
  p->offset = at;
  OperationState &state = p->state;

  // Results.
  uint64_t numResults = schema->numResults >= 0 ? schema->numResults : 0;
  if (schema->numResults < 0 &&
      failed(cur.readCount(numResults, "result count")))
    return failure();
  for (uint64_t i = 0; i < numResults; ++i) {
    Type t;
    if (failed(getType(cur, t, "result type index")))
      return failure();
    state.types.push_back(t);
  }

  // print (13.1) had no result; the op has returned a token since 13.2. Read
  // it with its token, as NVIDIA's reader does, so every version gives the
  // same IR (the writer drops the unused token again for 13.1).
  if (schema->opcode == 0x55 && minor < 2) {
    if (!state.types.empty())
      return emitError(at) << "print in bytecode 13.1 has no results, but "
                              "the file gives it "
                           << state.types.size(),
             failure();
    state.types.push_back(TokenType::get(ctx));
  }

  // Flags.
  uint64_t flags = 0;
  if (schema->hasFlags(minor)) {
    size_t flagsAt = cur.offset();
    if (failed(cur.readVarint(flags, "flags")))
      return failure();
    uint64_t known = 0;
    for (const AttrSpec &a : schema->attrs)
      if (a.flagBit >= 0 && a.since <= minor)
        known |= uint64_t(1) << a.flagBit;
    for (const SegSpec &s : schema->segments)
      if (s.flagBit >= 0 && s.since <= minor)
        known |= uint64_t(1) << s.flagBit;
    if (flags & ~known)
      return emitError(flagsAt)
                 << "unknown flag bits 0x" << llvm::utohexstr(flags & ~known)
                 << " for " << schema->name,
             failure();
  }

  // Attributes.
  for (const AttrSpec &a : schema->attrs) {
    if (a.since > minor) {
      if (a.defaultValue >= 0)
        state.addAttribute(a.name, makeEnum(a.enumKind, a.defaultValue));
      continue;
    }
    if (a.flagBit >= 0 && !(flags & (uint64_t(1) << a.flagBit)))
      continue;
    size_t attrAt = cur.offset();
    Attribute attr;
    switch (a.kind) {
    case AttrKind::Unit:
      attr = UnitAttr::get(ctx);
      break;
    case AttrKind::Enum:
      if (failed(readEnum(cur, a.enumKind, attr)))
        return failure();
      break;
    case AttrKind::UInt32:
    case AttrKind::UInt64: {
      unsigned width = a.kind == AttrKind::UInt32 ? 32 : 64;
      uint64_t v;
      if (failed(cur.readVarint(v, a.name)))
        return failure();
      if (width == 32 && v > UINT32_MAX)
        return emitError(attrAt)
                   << a.name << " value " << v << " does not fit in 32 bits",
               failure();
      attr = IntegerAttr::get(IntegerType::get(ctx, width), APInt(width, v));
      break;
    }
    case AttrKind::Bool: {
      uint8_t byte;
      if (failed(cur.readByte(byte, a.name)))
        return failure();
      if (byte > 1)
        return emitError(attrAt)
                   << a.name << " must be 0 or 1, got " << unsigned(byte),
               failure();
      attr = BoolAttr::get(ctx, byte);
      break;
    }
    case AttrKind::String: {
      StringAttr s;
      if (failed(getString(cur, s, a.name)))
        return failure();
      attr = s;
      break;
    }
    case AttrKind::SymbolRef: {
      StringAttr s;
      if (failed(getString(cur, s, a.name)))
        return failure();
      if (s.getValue().empty())
        return emitError(attrAt) << "empty symbol reference in " << a.name,
               failure();
      attr = FlatSymbolRefAttr::get(s);
      break;
    }
    case AttrKind::I32Array: {
      llvm::SmallVector<int64_t> v64;
      if (failed(readIntArray<int32_t>(cur, v64, a.name)))
        return failure();
      llvm::SmallVector<int32_t> v32(v64.begin(), v64.end());
      attr = DenseI32ArrayAttr::get(ctx, v32);
      break;
    }
    case AttrKind::BoolArray: {
      uint64_t n;
      if (failed(cur.readCount(n, a.name)))
        return failure();
      llvm::SmallVector<bool> bools;
      for (uint64_t i = 0; i < n; ++i) {
        uint8_t byte;
        if (failed(cur.readByte(byte, a.name)))
          return failure();
        if (byte > 1)
          return emitError(cur.offset() - 1)
                     << a.name << " entries must be 0 or 1, got "
                     << unsigned(byte),
                 failure();
        bools.push_back(byte);
      }
      if (n == 0)
        continue;
      attr = DenseBoolArrayAttr::get(ctx, bools);
      break;
    }
    case AttrKind::Dense: {
      if (state.types.size() != 1)
        return emitError(attrAt) << "a constant needs exactly one result",
               failure();
      DenseElementsAttr dense;
      if (failed(getConstant(cur, state.types[0], dense)))
        return failure();
      attr = dense;
      break;
    }
    case AttrKind::Array: {
      uint64_t n;
      if (failed(cur.readCount(n, a.name)))
        return failure();
      llvm::SmallVector<Attribute> elts;
      for (uint64_t i = 0; i < n; ++i) {
        Attribute e;
        if (failed(readTagged(cur, 1, e)))
          return failure();
        elts.push_back(e);
      }
      attr = ArrayAttr::get(ctx, elts);
      break;
    }
    case AttrKind::Tagged:
      if (failed(readTagged(cur, 0, attr)))
        return failure();
      break;
    case AttrKind::Hints:
      if (failed(readHintsBody(cur, 0, attr)))
        return failure();
      break;
    }
    state.addAttribute(a.name, attr);
  }

  // Operands.
  switch (schema->operandLayout) {
  case OperandLayout::Fixed:
    for (unsigned i = 0; i < schema->numOperands; ++i) {
      Value v;
      if (failed(readValue(cur, v, "operand")))
        return failure();
      state.operands.push_back(v);
    }
    break;
  case OperandLayout::Counted: {
    uint64_t n;
    if (failed(cur.readCount(n, "operand count")))
      return failure();
    for (uint64_t i = 0; i < n; ++i) {
      Value v;
      if (failed(readValue(cur, v, "operand")))
        return failure();
      state.operands.push_back(v);
    }
    break;
  }
  case OperandLayout::Segments: {
    llvm::SmallVector<int32_t> sizes;
    for (const SegSpec &s : schema->segments) {
      uint64_t n = 1;
      if (s.kind == SegKind::Variadic) {
        if (failed(cur.readCount(n, (llvm::Twine(s.name) + " count").str())))
          return failure();
      } else if (s.kind == SegKind::Optional) {
        n = s.since <= minor && (flags & (uint64_t(1) << s.flagBit)) ? 1 : 0;
      }
      for (uint64_t i = 0; i < n; ++i) {
        Value v;
        if (failed(readValue(cur, v, s.name)))
          return failure();
        state.operands.push_back(v);
      }
      sizes.push_back(int32_t(n));
    }
    state.addAttribute("operandSegmentSizes",
                       DenseI32ArrayAttr::get(ctx, sizes));
    break;
  }
  }

  if (schema->numRegions) {
    size_t countAt = cur.offset();
    uint64_t numRegions;
    if (failed(cur.readVarint(numRegions, "region count")))
      return failure();
    if (numRegions != schema->numRegions)
      return emitError(countAt)
                 << schema->name << " has " << unsigned(schema->numRegions)
                 << " regions, but the file says " << numRegions,
             failure();
    for (unsigned i = 0; i < schema->numRegions; ++i)
      state.addRegion();
    pending = std::move(p);
    return success();
  }
  done = Operation::create(state);
  return success();
}

LogicalResult Reader::readFunctionBody(Cursor &cur, Block *entryBlock,
                                       unsigned funcIndex) {
  (void)funcIndex;
  values.assign(entryBlock->args_begin(), entryBlock->args_end());

  // An explicit stack: blocks being filled, and ops whose regions are open.
  struct Frame {
    Block *block = nullptr; // set for block frames
    uint64_t opsLeft = 0;
    size_t valueBase = 0;
    bool topLevel = false;
    std::unique_ptr<PendingOp> op; // set for op frames
  };
  llvm::SmallVector<Frame, 8> stack;
  stack.push_back(Frame{entryBlock, 0, values.size(), true, nullptr});
  unsigned openOps = 0;

  while (!stack.empty()) {
    Frame &top = stack.back();
    if (!top.op) {
      bool finished = top.topLevel ? cur.empty() : top.opsLeft == 0;
      if (finished) {
        values.resize(top.valueBase);
        stack.pop_back();
        continue;
      }
      if (!top.topLevel)
        --top.opsLeft;
      Block *block = top.block;
      std::unique_ptr<PendingOp> pending;
      Operation *op = nullptr;
      if (failed(readOp(cur, pending, op)))
        return failure();
      if (op) {
        block->push_back(op);
        // A 13.1 print's token is ours, not the file's: it takes no slot.
        if (!(minor < 2 && op->getName().getStringRef() == "tile.print_tko"))
          values.insert(values.end(), op->result_begin(), op->result_end());
        continue;
      }
      if (++openOps > kMaxRegionDepth)
        return emitError(pending->offset)
                   << "regions nested deeper than " << kMaxRegionDepth,
               failure();
      Frame f;
      f.op = std::move(pending);
      stack.push_back(std::move(f));
      continue;
    }

    PendingOp &p = *top.op;
    if (p.blocksLeft) {
      --p.blocksLeft;
      Region &region = *p.state.regions[p.nextRegion - 1];
      Block *block = new Block();
      region.push_back(block);
      uint64_t numArgs, numOps;
      if (failed(cur.readCount(numArgs, "block argument count")))
        return failure();
      size_t base = values.size();
      for (uint64_t i = 0; i < numArgs; ++i) {
        Type t;
        if (failed(getType(cur, t, "block argument type index")))
          return failure();
        values.push_back(block->addArgument(t, p.state.location));
      }
      if (failed(cur.readCount(numOps, "block op count")))
        return failure();
      stack.push_back(Frame{block, numOps, base, false, nullptr});
      continue;
    }
    if (p.nextRegion < p.state.regions.size()) {
      if (failed(cur.readCount(p.blocksLeft, "region block count", 2)))
        return failure();
      ++p.nextRegion;
      continue;
    }
    // All regions read: create the op, then its results come into scope.
    Operation *op = Operation::create(p.state);
    stack.pop_back();
    --openOps;
    // The frame below an op frame is always the block that holds the op.
    stack.back().block->push_back(op);
    values.insert(values.end(), op->result_begin(), op->result_end());
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Functions and the module
//===----------------------------------------------------------------------===//

LogicalResult Reader::readFunctions(Block *body) {
  const SectionRange &sec = sections[kFuncSection];
  Cursor cur = file.window(sec.begin, sec.end);
  uint64_t count;
  if (failed(cur.readCount(count, "function count", 5)))
    return failure();
  for (uint64_t i = 0; i < count; ++i) {
    size_t at = cur.offset();
    StringAttr name;
    Type sigType;
    uint8_t flags;
    uint64_t locIndex;
    if (failed(getString(cur, name, "function name")))
      return failure();
    if (name.getValue().empty())
      return emitError(at) << "function " << i << " has an empty name",
             failure();
    size_t sigAt = cur.offset();
    if (failed(getType(cur, sigType, "function signature type index")))
      return failure();
    auto sig = llvm::dyn_cast<FunctionType>(sigType);
    if (!sig)
      return emitError(sigAt) << "function signature must be a function "
                                 "type, got "
                              << sigType,
             failure();
    size_t flagsAt = cur.offset();
    if (failed(cur.readByte(flags, "function flags")))
      return failure();
    if (flags & ~7u)
      return emitError(flagsAt)
                 << "unknown function flags 0x" << llvm::utohexstr(flags),
             failure();
    if (!(flags & 2))
      return emitError(flagsAt)
                 << "function '" << name.getValue()
                 << "' is not an entry (flags 0x" << llvm::utohexstr(flags)
                 << "); non-entry functions are not supported",
             failure();
    size_t locAt = cur.offset();
    if (failed(cur.readVarint(locIndex, "function location index")))
      return failure();
    Attribute hints;
    if (flags & 4) {
      size_t hintsAt = cur.offset();
      if (failed(readTagged(cur, 0, hints)))
        return failure();
      if (!llvm::isa<OptimizationHintsAttr>(hints))
        return emitError(hintsAt) << "entry hints must be an "
                                     "OptimizationHints attribute (tag 11)",
               failure();
    }
    uint64_t bodyLength;
    if (failed(cur.readVarint(bodyLength, "function body length")))
      return failure();
    Cursor bodyCur = cur;
    if (failed(cur.split(bodyLength, bodyCur, "function body")))
      return failure();

    // Locations: slot locIndex-1 of the Debug section, function first.
    debugActive = false;
    Location funcLoc = UnknownLoc::get(ctx);
    if (locIndex != 0) {
      if (!sections[kDebugSection].present)
        return emitError(locAt) << "function location index " << locIndex
                                << " but the file has no Debug section",
               failure();
      if (locIndex - 1 >= debugFuncStarts.size())
        return emitError(locAt) << "function location index " << locIndex
                                << " is out of range (the Debug section has "
                                << debugFuncStarts.size() << " functions)",
               failure();
      debugNext = debugFuncStarts[locIndex - 1];
      debugActive = true;
      if (failed(nextLocation(locAt, funcLoc)))
        return failure();
    }

    OperationState state(funcLoc, "tile.entry");
    state.addAttribute("sym_name", name);
    state.addAttribute("function_type", TypeAttr::get(sig));
    if (hints)
      state.addAttribute("optimization_hints", hints);
    Region *region = state.addRegion();
    Block *block = new Block();
    region->push_back(block);
    for (Type t : sig.getInputs())
      block->addArgument(t, funcLoc);
    if (failed(readFunctionBody(bodyCur, block, i)))
      return failure();
    body->push_back(Operation::create(state));
  }
  // Writers may pad the section; anything after the last function is ignored.
  return success();
}

FailureOr<OwningOpRef<TileModuleOp>> Reader::read() {
  ctx->getOrLoadDialect<TileDialect>();
  ctx->getOrLoadDialect<LLVM::LLVMDialect>();
  if (failed(readHeader()) || failed(readSections()))
    return failure();
  for (unsigned id : {kStringSection, kFuncSection})
    if (!sections[id].present)
      return emitError(data.size())
                 << "missing the required " << sectionName(id)
                 << " section (id " << id << ")",
             failure();
  if (failed(readStrings()))
    return failure();
  if (sections[kTypeSection].present &&
      failed(readTable(kTypeSection, 4, types)))
    return failure();
  typeCache.resize(types.size());
  typeState.resize(types.size());
  if (sections[kConstantSection].present &&
      failed(readTable(kConstantSection, 8, constants)))
    return failure();
  if (sections[kDebugSection].present && failed(readDebugTables()))
    return failure();

  OperationState state(UnknownLoc::get(ctx), "tile.module");
  state.addAttribute("sym_name", StringAttr::get(ctx, "kernels"));
  Region *region = state.addRegion();
  Block *body = new Block();
  region->push_back(body);
  OwningOpRef<Operation *> module(Operation::create(state));
  auto tileModule = llvm::dyn_cast<TileModuleOp>(module.get());
  if (!tileModule)
    return emitError(0) << "the tile.module op is not registered", failure();

  if (sections[kProducerSection].present && failed(readProducer(module.get())))
    return failure();
  if (sections[kGlobalSection].present && failed(readGlobals(body)))
    return failure();
  if (failed(readFunctions(body)))
    return failure();
  if (failed(verify(module.get())))
    return failure();
  (void)module.release();
  return OwningOpRef<TileModuleOp>(tileModule);
}

} // namespace

FailureOr<OwningOpRef<TileModuleOp>>
mlir::tile::readTileIRBytecode(llvm::MemoryBufferRef buffer,
                               MLIRContext *context) {
  Reader reader(buffer, context);
  return reader.read();
}
