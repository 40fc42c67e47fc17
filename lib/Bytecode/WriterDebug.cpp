//===- WriterDebug.cpp - MLIR locations -> bytecode debug info ------------===//
//
// The inverse of ReaderDebug.cpp: DI scopes and fused/callsite locations
// become Debug section attributes; other locations are looked through or
// written as unknown.
//
//===----------------------------------------------------------------------===//

#include "Writer.h"

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

//===----------------------------------------------------------------------===//
// Debug info
//===----------------------------------------------------------------------===//

uint64_t Writer::addDebugEntry(Attribute key, Emitter &entry) {
  debugEntries.push_back(std::move(entry));
  uint64_t ref = debugEntries.size(); // 1-based
  debugIds[key] = ref;
  return ref;
}

FailureOr<uint64_t> Writer::internScope(Attribute scope, unsigned depth) {
  if (!scope)
    return 0;
  auto found = debugIds.find(scope);
  if (found != debugIds.end())
    return found->second;
  if (depth > kMaxWriteDebugDepth)
    return module.emitError("debug scopes nested too deeply"), failure();
  Emitter e;
  if (auto file = llvm::dyn_cast<LLVM::DIFileAttr>(scope)) {
    e.varint(2);
    e.varint(internString(file.getName() ? file.getName().getValue() : ""));
    e.varint(internString(file.getDirectory() ? file.getDirectory().getValue()
                                              : ""));
  } else if (auto cu = llvm::dyn_cast<LLVM::DICompileUnitAttr>(scope)) {
    FailureOr<uint64_t> file = internScope(cu.getFile(), depth + 1);
    if (failed(file))
      return failure();
    e.varint(1);
    e.varint(*file);
  } else if (auto sp = llvm::dyn_cast<LLVM::DISubprogramAttr>(scope)) {
    FailureOr<uint64_t> file = internScope(sp.getFile(), depth + 1);
    if (failed(file))
      return failure();
    FailureOr<uint64_t> cu = internScope(sp.getCompileUnit(), depth + 1);
    if (failed(cu))
      return failure();
    e.varint(5);
    e.varint(*file);
    e.varint(sp.getLine());
    e.varint(internString(sp.getName() ? sp.getName().getValue() : ""));
    e.varint(internString(sp.getLinkageName() ? sp.getLinkageName().getValue()
                                              : ""));
    e.varint(*cu);
    e.varint(sp.getScopeLine());
  } else if (auto lb = llvm::dyn_cast<LLVM::DILexicalBlockAttr>(scope)) {
    FailureOr<uint64_t> parent = internScope(lb.getScope(), depth + 1);
    if (failed(parent))
      return failure();
    FailureOr<uint64_t> file = internScope(lb.getFile(), depth + 1);
    if (failed(file))
      return failure();
    e.varint(3);
    e.varint(*parent);
    e.varint(*file);
    e.varint(lb.getLine());
    e.varint(lb.getColumn());
  } else if (auto lbf = llvm::dyn_cast<LLVM::DILexicalBlockFileAttr>(scope)) {
    return internScope(lbf.getScope(), depth + 1);
  } else {
    return 0;
  }
  return addDebugEntry(scope, e);
}

/// Maps a location to a debug reference: DILoc for FusedLoc<DI scope>[file],
/// CallSite for CallSiteLoc, 0 for unknown and for plain file locations (the
/// format has no scope-less location; NVIDIA's writer drops them too).
FailureOr<uint64_t> Writer::internLoc(Location loc, unsigned depth) {
  if (depth > kMaxWriteDebugDepth)
    return module.emitError("locations nested too deeply"), failure();
  auto found = debugIds.find(loc);
  if (found != debugIds.end())
    return found->second;
  if (auto fused = llvm::dyn_cast<FusedLoc>(loc)) {
    auto scope =
        llvm::dyn_cast_or_null<LLVM::DILocalScopeAttr>(fused.getMetadata());
    if (scope && fused.getLocations().size() == 1) {
      if (auto fileLoc =
              llvm::dyn_cast<FileLineColLoc>(fused.getLocations().front())) {
        FailureOr<uint64_t> scopeRef = internScope(scope, depth + 1);
        if (failed(scopeRef))
          return failure();
        Emitter e;
        e.varint(4);
        e.varint(*scopeRef);
        e.varint(internString(fileLoc.getFilename().getValue()));
        e.varint(fileLoc.getLine());
        e.varint(fileLoc.getColumn());
        return addDebugEntry(loc, e);
      }
    }
    for (Location child : fused.getLocations()) {
      FailureOr<uint64_t> ref = internLoc(child, depth + 1);
      if (failed(ref) || *ref)
        return ref;
    }
    return 0;
  }
  if (auto call = llvm::dyn_cast<CallSiteLoc>(loc)) {
    FailureOr<uint64_t> callee = internLoc(call.getCallee(), depth + 1);
    if (failed(callee))
      return failure();
    FailureOr<uint64_t> caller = internLoc(call.getCaller(), depth + 1);
    if (failed(caller))
      return failure();
    if (!*callee && !*caller)
      return 0;
    Emitter e;
    e.varint(6);
    e.varint(*callee);
    e.varint(*caller);
    return addDebugEntry(loc, e);
  }
  if (auto name = llvm::dyn_cast<NameLoc>(loc))
    return internLoc(name.getChildLoc(), depth + 1);
  if (auto opaque = llvm::dyn_cast<OpaqueLoc>(loc))
    return internLoc(opaque.getFallbackLocation(), depth + 1);
  return 0;
}
