//===- ReaderDebug.cpp - bytecode debug info -> MLIR locations ------------===//
//
// The Debug section: per-function runs of location references and the
// debug attribute table, turned into LLVM dialect DI attributes and
// fused/callsite locations (see README.md, "Locations").
//
//===----------------------------------------------------------------------===//

#include "Reader.h"

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "llvm/BinaryFormat/Dwarf.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

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

/// Entries are resolved without recursion: an explicit stack holds the chain
/// of entries being built, innermost on top. Parsing an entry whose
/// references are not built yet stops at the first such reference (it is
/// recorded in `debugMissing`, no diagnostic), the reference is pushed, and
/// the entry is parsed again once it is built. So the depth of a chain
/// (inlined-at locations through many Python frames) costs heap, not stack;
/// kMaxDebugDepth only bounds what later consumers of the locations
/// (printers, the LLVM translation) walk recursively.
LogicalResult Reader::resolveDebug(uint64_t ref, size_t at, Attribute &result) {
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
  if (debugResolving) {
    // Inside parseDebugEntry: let the loop below build this one first.
    debugMissing = {index, at};
    return failure();
  }
  struct Pending {
    size_t index, at;
  };
  llvm::SmallVector<Pending, 16> stack;
  stack.push_back({index, at});
  debugState[index] = 1;
  while (!stack.empty()) {
    Pending top = stack.back();
    debugMissing.reset();
    debugResolving = true;
    Attribute built;
    LogicalResult parsed = parseDebugEntry(top.index, built);
    debugResolving = false;
    if (succeeded(parsed)) {
      debugCache[top.index] = built;
      debugState[top.index] = 2;
      stack.pop_back();
      continue;
    }
    if (!debugMissing)
      return failure(); // a diagnosed error in the entry itself
    auto [next, nextAt] = *debugMissing;
    if (debugState[next] == 1)
      return emitError(nextAt)
                 << "debug attribute " << next + 1 << " refers to itself",
             failure();
    if (stack.size() >= kMaxDebugDepth)
      return emitError(nextAt)
                 << "debug attributes nested deeper than " << kMaxDebugDepth,
             failure();
    debugState[next] = 1;
    stack.push_back({next, nextAt});
  }
  result = debugCache[index];
  return success();
}

template <typename T>
LogicalResult Reader::resolveDebugAs(Cursor &cur, T &result,
                                     llvm::StringRef what) {
  size_t at = cur.offset();
  uint64_t ref;
  Attribute attr;
  if (failed(cur.readVarint(ref, what)) || failed(resolveDebug(ref, at, attr)))
    return failure();
  result = llvm::dyn_cast<T>(attr);
  if (!result)
    return emitError(at) << what << ": debug attribute " << ref
                         << " has the wrong kind",
           failure();
  return success();
}

LogicalResult Reader::parseDebugEntry(size_t index, Attribute &result) {
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
    if (failed(resolveDebugAs(cur, fileAttr, "compile unit file")))
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
    if (failed(resolveDebugAs(cur, scope, "lexical block scope")) ||
        failed(resolveDebugAs(cur, fileAttr, "lexical block file")) ||
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
        failed(resolveDebug(scopeRef, scopeAt, scope)) ||
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
    if (failed(resolveDebugAs(cur, fileAttr, "subprogram file")) ||
        failed(readLine(line, "line")) ||
        failed(getString(cur, name, "subprogram name")) ||
        failed(getString(cur, linkage, "subprogram linkage name")) ||
        failed(resolveDebugAs(cur, unit, "subprogram compile unit")) ||
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
    if (failed(resolveDebugAs(cur, callee, "call site callee")) ||
        failed(resolveDebugAs(cur, caller, "call site caller")))
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
  if (failed(resolveDebug(ref, entryAt, attr)))
    return failure();
  auto locAttr = llvm::dyn_cast<LocationAttr>(attr);
  if (!locAttr)
    return emitError(entryAt)
               << "debug attribute " << ref << " is not a location",
           failure();
  loc = locAttr;
  return success();
}
