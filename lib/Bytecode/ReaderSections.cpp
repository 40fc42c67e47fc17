//===- ReaderSections.cpp - bytecode container: header, sections, module --===//
//
// The public entry points and versions, the header, the section directory,
// the String table, the Producer and Global sections, and Reader::read,
// which reads the sections in order and builds the tile.module.
//
//===----------------------------------------------------------------------===//

#include "Reader.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/MathExtras.h"

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

const char *mlir::tile::bc::sectionName(unsigned id) {
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
// The module
//===----------------------------------------------------------------------===//

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

FailureOr<OwningOpRef<TileModuleOp>>
mlir::tile::readTileIRBytecode(llvm::MemoryBufferRef buffer,
                               MLIRContext *context) {
  Reader reader(buffer, context);
  return reader.read();
}
