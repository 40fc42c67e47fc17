//===- WriterSections.cpp - bytecode container and the entry point --------===//
//
// The String table, the sections in NVIDIA's writer's order (Global, Func,
// Constant, Debug, Type, Producer, String) and Writer::write, which numbers
// function heads, globals and bodies in that order and assembles the file.
//
//===----------------------------------------------------------------------===//

#include "Writer.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

//===----------------------------------------------------------------------===//
// Strings
//===----------------------------------------------------------------------===//

unsigned Writer::internString(llvm::StringRef s) {
  auto [it, inserted] = stringIds.try_emplace(s, stringList.size());
  if (inserted)
    stringList.push_back(it->getKey());
  return it->second;
}

//===----------------------------------------------------------------------===//
// The file
//===----------------------------------------------------------------------===//

namespace {

/// Writes a table of entries with an offset array (reference §4.4).
void writeTable(Emitter &out, llvm::ArrayRef<Emitter> entries, unsigned width,
                bool padWhenEmpty) {
  size_t base = out.size();
  out.varint(entries.size());
  if (entries.empty() && !padWhenEmpty)
    return;
  out.alignTo(width, base);
  uint64_t offset = 0;
  for (const Emitter &entry : entries) {
    if (width == 4)
      out.le<uint32_t>(static_cast<uint32_t>(offset));
    else
      out.le<uint64_t>(offset);
    offset += entry.size();
  }
  for (const Emitter &entry : entries)
    out.raw(entry.bytes);
}

} // namespace

LogicalResult Writer::write(llvm::raw_ostream &os) {
  if (!version.isSupported())
    return module.emitError()
               << "cannot write bytecode version " << version.str()
               << "; supported versions are 13.1 to 13.4",
           failure();

  llvm::SmallVector<EntryOp> entries;
  llvm::SmallVector<GlobalOp> globals;
  for (Operation &op : module.getBody().front()) {
    if (auto entry = llvm::dyn_cast<EntryOp>(op))
      entries.push_back(entry);
    else if (auto global = llvm::dyn_cast<GlobalOp>(op))
      globals.push_back(global);
    else
      return op.emitOpError() << "cannot be written as bytecode: a module may "
                                 "only hold tile.entry and tile.global",
             failure();
  }

  // Function names and signatures are numbered first (as NVIDIA's writer
  // does), then globals, then hints and bodies.
  llvm::SmallVector<std::pair<unsigned, unsigned>> funcHeads;
  for (EntryOp entry : entries) {
    if (entry->getAttr("arg_attrs") || entry->getAttr("res_attrs"))
      return entry.emitOpError() << "has argument or result attributes, which "
                                    "bytecode cannot carry",
             failure();
    unsigned name = internString(entry.getSymName());
    FailureOr<unsigned> sig = internType(entry.getFunctionType(), entry);
    if (failed(sig))
      return failure();
    funcHeads.push_back({name, *sig});
  }

  Emitter globalSec;
  globalSec.varint(globals.size());
  for (GlobalOp global : globals) {
    unsigned name = internString(global.getSymName());
    Type tileType;
    FailureOr<unsigned> c = internConstant(global.getValue(), global, tileType);
    if (failed(c))
      return failure();
    FailureOr<unsigned> t = internType(tileType, global);
    if (failed(t))
      return failure();
    bool isPrivate = global.getSymbolVisibility() == SymbolVisibility::Private;
    bool isConstant = global.getConstant();
    if (minor < 3 && (isPrivate || isConstant))
      return versionError(global) << "private or constant globals require "
                                     "bytecode version 13.3",
             failure();
    globalSec.varint(name);
    globalSec.varint(*t);
    globalSec.varint(*c);
    globalSec.varint(static_cast<uint64_t>(global.getAlignment()));
    if (minor >= 3) {
      globalSec.varint(isPrivate ? 1 : 0);
      globalSec.varint(isConstant ? 1 : 0);
    }
  }

  // Bodies, with their locations kept for the Debug section.
  struct FuncBody {
    std::optional<Emitter> hints;
    Emitter body;
    llvm::SmallVector<Location> locs;
  };
  llvm::SmallVector<FuncBody> bodies(entries.size());
  for (auto [i, entry] : llvm::enumerate(entries)) {
    FuncBody &fb = bodies[i];
    if (auto hints = entry.getOptimizationHintsAttr()) {
      fb.hints.emplace();
      fb.hints->varint(11);
      if (failed(writeHintsBody(*fb.hints, hints, entry, 0)))
        return failure();
    }
    currentLocs.clear();
    currentLocs.push_back(entry.getLoc());
    valueIds.clear();
    valueStack.clear();
    Region &region = entry.getBody();
    if (!llvm::hasSingleElement(region))
      return entry.emitOpError() << "must have exactly one block to be "
                                    "written as bytecode",
             failure();
    Block &block = region.front();
    if (block.getNumArguments() != entry.getFunctionType().getNumInputs())
      return entry.emitOpError() << "block arguments do not match the "
                                    "signature",
             failure();
    for (BlockArgument arg : block.getArguments()) {
      valueIds[arg] = valueStack.size();
      valueStack.push_back(arg);
    }
    for (Operation &op : block)
      if (failed(writeOp(fb.body, &op, 0)))
        return failure();
    fb.locs = std::move(currentLocs);
    currentLocs = {};
  }

  // Debug info: a run of references per function, when any is known.
  llvm::SmallVector<llvm::SmallVector<uint64_t>> refs(entries.size());
  bool hasDebug = false;
  for (auto [i, fb] : llvm::enumerate(bodies)) {
    for (Location loc : fb.locs) {
      FailureOr<uint64_t> ref = internLoc(loc, 0);
      if (failed(ref))
        return failure();
      refs[i].push_back(*ref);
      hasDebug |= *ref != 0;
    }
  }

  Emitter funcSec;
  funcSec.varint(entries.size());
  for (auto [i, fb] : llvm::enumerate(bodies)) {
    funcSec.varint(funcHeads[i].first);
    funcSec.varint(funcHeads[i].second);
    funcSec.byte(0x2 | (fb.hints ? 0x4 : 0));
    funcSec.varint(hasDebug ? i + 1 : 0);
    if (fb.hints)
      funcSec.raw(fb.hints->bytes);
    funcSec.varint(fb.body.size());
    funcSec.raw(fb.body.bytes);
  }
  funcSec.alignTo(8);

  Emitter debugSec;
  if (hasDebug) {
    debugSec.varint(entries.size());
    debugSec.alignTo(4);
    uint64_t start = 0;
    for (auto &run : refs) {
      debugSec.le<uint32_t>(static_cast<uint32_t>(start));
      start += run.size();
    }
    debugSec.varint(start);
    debugSec.alignTo(8);
    for (auto &run : refs)
      for (uint64_t ref : run)
        debugSec.le<uint64_t>(ref);
    size_t base = debugSec.size();
    debugSec.varint(debugEntries.size());
    debugSec.alignTo(4);
    uint64_t offset = 0;
    for (const Emitter &entry : debugEntries) {
      debugSec.le<uint32_t>(static_cast<uint32_t>(offset));
      offset += entry.size();
    }
    (void)base;
    for (const Emitter &entry : debugEntries)
      debugSec.raw(entry.bytes);
  }

  Emitter constantSec;
  writeTable(constantSec, constantEntries, 8, true);
  Emitter typeSec;
  writeTable(typeSec, typeEntries, 4, true);

  Emitter producerSec;
  bool hasProducer = false;
  if (auto producer = module->getAttrOfType<StringAttr>("producer")) {
    if (minor >= 3) {
      producerSec.varint(internString(producer.getValue()));
      hasProducer = true;
    }
  }

  llvm::SmallVector<Emitter> stringEntries;
  for (llvm::StringRef s : stringList) {
    Emitter entry;
    entry.raw(s);
    stringEntries.push_back(std::move(entry));
  }
  Emitter stringSec;
  writeTable(stringSec, stringEntries, 4, true);

  // Assemble: header, sections, end marker.
  Emitter file;
  file.raw(llvm::ArrayRef<uint8_t>(kMagic, sizeof(kMagic)));
  file.byte(version.major);
  file.byte(version.minor);
  file.le<uint16_t>(version.tag);
  auto section = [&](uint8_t id, const Emitter &payload, unsigned align) {
    file.byte(id | (align ? 0x80 : 0));
    file.varint(payload.size());
    if (align) {
      file.varint(align);
      file.alignTo(align);
    }
    file.raw(payload.bytes);
  };
  if (!globals.empty())
    section(kGlobalSection, globalSec, 0);
  section(kFuncSection, funcSec, 8);
  if (!constantEntries.empty())
    section(kConstantSection, constantSec, 8);
  if (hasDebug)
    section(kDebugSection, debugSec, 8);
  section(kTypeSection, typeSec, 4);
  if (hasProducer)
    section(kProducerSection, producerSec, 0);
  section(kStringSection, stringSec, 4);
  file.byte(kEndSection);

  os.write(reinterpret_cast<const char *>(file.bytes.data()),
           file.bytes.size());
  return success();
}

LogicalResult mlir::tile::writeTileIRBytecode(TileModuleOp module,
                                              llvm::raw_ostream &os,
                                              BytecodeVersion version) {
  Writer writer(module, version);
  return writer.write(os);
}
