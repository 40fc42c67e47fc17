//===- BytecodeWriter.cpp - tile dialect -> Tile IR bytecode --------------===//
//
// Writes bytecode 13.1-13.4 following the layout rules of NVIDIA's C++
// writer (reference §4.3): sections Global, Func, Constant, Debug, Type,
// Producer, String; strings, types and constants numbered in first-use order
// (function names and signatures first, then globals, then bodies); the Func
// payload padded to 8 bytes. A file written from a module read from such a
// writer's output is therefore byte-identical to it.
//
// Anything the target version lacks (an op, a type, an enum value, an
// optional field, a non-default value of a later field) is an error at the
// op that uses it. Dropped without a word, as NVIDIA's writer does or because
// they carry nothing: the module's producer before 13.3, plain file
// locations (the format has no scope-less location), an all-false 13.4
// `inbounds`, and the unused token of a print written as 13.1.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Bytecode/TileIRBytecode.h"

#include "ByteStream.h"
#include "OpSchema.h"

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

namespace {

constexpr unsigned kMaxWriteDepth = 128;

class Writer {
public:
  Writer(TileModuleOp module, BytecodeVersion version)
      : module(module), ctx(module.getContext()), version(version),
        minor(version.minor) {}

  LogicalResult write(llvm::raw_ostream &os);

private:
  // Tables.
  unsigned internString(llvm::StringRef s);
  FailureOr<unsigned> internType(Type type, Operation *user);
  FailureOr<unsigned> internConstant(Attribute value, Operation *user,
                                     Type &tileType);
  FailureOr<uint64_t> internLoc(Location loc, unsigned depth);
  FailureOr<uint64_t> internScope(Attribute scope, unsigned depth);
  uint64_t addDebugEntry(Attribute key, Emitter &entry);

  // Attributes.
  LogicalResult writeTagged(Emitter &e, Attribute attr, Operation *user,
                            unsigned depth);
  LogicalResult writeHintsBody(Emitter &e, OptimizationHintsAttr hints,
                               Operation *user, unsigned depth);
  FailureOr<uint64_t> enumValue(Attribute attr, EnumKind kind);

  // Ops.
  LogicalResult writeOp(Emitter &e, Operation *op, unsigned depth);
  LogicalResult writeBlock(Emitter &e, Block &block, unsigned depth);
  LogicalResult writeValue(Emitter &e, Value v, Operation *user);
  InFlightDiagnostic versionError(Operation *op) {
    return op->emitOpError()
           << "cannot be written as bytecode " << version.str() << ": ";
  }

  TileModuleOp module;
  MLIRContext *ctx;
  BytecodeVersion version;
  MinorVersion minor;

  llvm::StringMap<unsigned> stringIds;
  llvm::SmallVector<llvm::StringRef> stringList;
  llvm::DenseMap<Type, unsigned> typeIds;
  llvm::SmallVector<Emitter> typeEntries;
  llvm::DenseMap<Attribute, unsigned> constantIds;
  llvm::SmallVector<Emitter> constantEntries;
  llvm::DenseMap<Attribute, uint64_t> debugIds;
  llvm::SmallVector<Emitter> debugEntries;

  // Values in scope while writing a body.
  llvm::DenseMap<Value, uint64_t> valueIds;
  llvm::SmallVector<Value> valueStack;
  // Locations in serialization order, per function (function first).
  llvm::SmallVector<Location> currentLocs;
};

unsigned Writer::internString(llvm::StringRef s) {
  auto [it, inserted] = stringIds.try_emplace(s, stringList.size());
  if (inserted)
    stringList.push_back(it->getKey());
  return it->second;
}

FailureOr<unsigned> Writer::internType(Type type, Operation *user) {
  auto found = typeIds.find(type);
  if (found != typeIds.end())
    return found->second;
  Emitter e;
  auto needs = [&](unsigned since, llvm::StringRef what) -> LogicalResult {
    if (minor >= since)
      return success();
    return versionError(user)
               << what << " requires bytecode version 13." << since,
           failure();
  };
  auto sub = [&](Type t) -> LogicalResult {
    FailureOr<unsigned> id = internType(t, user);
    if (failed(id))
      return failure();
    e.varint(*id);
    return success();
  };
  auto i32Array = [&](llvm::ArrayRef<int64_t> values) {
    e.varint(values.size());
    for (int64_t v : values)
      e.le<int32_t>(static_cast<int32_t>(v));
  };
  auto dimMapOrIdentity = [&](llvm::ArrayRef<int64_t> dimMap, size_t rank) {
    if (!dimMap.empty())
      return i32Array(dimMap);
    e.varint(rank);
    for (size_t i = 0; i < rank; ++i)
      e.le<int32_t>(static_cast<int32_t>(i));
  };
  auto ptrFlags = [&]() {
    if (minor >= 4)
      e.varint(0);
  };

  if (auto it = llvm::dyn_cast<IntegerType>(type)) {
    switch (it.getWidth()) {
    case 1:
      e.varint(0);
      break;
    case 8:
      e.varint(1);
      break;
    case 16:
      e.varint(2);
      break;
    case 32:
      e.varint(3);
      break;
    case 64:
      e.varint(4);
      break;
    case 4:
      if (failed(needs(3, "type i4")))
        return failure();
      e.varint(22);
      break;
    default:
      return versionError(user) << "type " << type << " has no bytecode tag",
             failure();
    }
  } else if (llvm::isa<Float16Type>(type)) {
    e.varint(5);
  } else if (llvm::isa<BFloat16Type>(type)) {
    e.varint(6);
  } else if (llvm::isa<Float32Type>(type)) {
    e.varint(7);
  } else if (llvm::isa<FloatTF32Type>(type)) {
    e.varint(8);
  } else if (llvm::isa<Float64Type>(type)) {
    e.varint(9);
  } else if (llvm::isa<Float8E4M3FNType>(type)) {
    e.varint(10);
  } else if (llvm::isa<Float8E5M2Type>(type)) {
    e.varint(11);
  } else if (llvm::isa<Float8E8M0FNUType>(type)) {
    if (failed(needs(2, "type f8E8M0FNU")))
      return failure();
    e.varint(18);
  } else if (llvm::isa<Float4E2M1FNType>(type)) {
    if (failed(needs(3, "type f4E2M1FN")))
      return failure();
    e.varint(19);
  } else if (auto ptr = llvm::dyn_cast<PointerType>(type)) {
    FailureOr<unsigned> pointee = internType(ptr.getPointeeType(), user);
    if (failed(pointee))
      return failure();
    e.varint(12);
    ptrFlags();
    e.varint(*pointee);
  } else if (auto tile = llvm::dyn_cast<TileType>(type)) {
    FailureOr<unsigned> elt = internType(tile.getElementType(), user);
    if (failed(elt))
      return failure();
    e.varint(13);
    e.varint(*elt);
    e.varint(tile.getShape().size());
    for (int64_t d : tile.getShape())
      e.le<int64_t>(d);
  } else if (auto tv = llvm::dyn_cast<TensorViewType>(type)) {
    FailureOr<unsigned> elt = internType(tv.getElementType(), user);
    if (failed(elt))
      return failure();
    e.varint(14);
    ptrFlags();
    e.varint(*elt);
    e.varint(tv.getShape().size());
    for (int64_t d : tv.getShape())
      e.le<int64_t>(d);
    e.varint(tv.getStrides().size());
    for (int64_t d : tv.getStrides())
      e.le<int64_t>(d);
  } else if (auto pv = llvm::dyn_cast<PartitionViewType>(type)) {
    FailureOr<unsigned> tvId = internType(pv.getTensorView(), user);
    if (failed(tvId))
      return failure();
    bool hasPad = bool(pv.getPaddingValue());
    e.varint(15);
    if (minor >= 3)
      e.varint(hasPad ? 1 : 0);
    i32Array(pv.getTileShape());
    e.varint(*tvId);
    dimMapOrIdentity(pv.getDimMap(), pv.getTileShape().size());
    if (minor < 3)
      e.varint(hasPad ? 1 : 0);
    if (hasPad)
      e.varint(static_cast<uint64_t>(pv.getPaddingValue().getValue()));
  } else if (auto sv = llvm::dyn_cast<StridedViewType>(type)) {
    if (failed(needs(3, "type strided_view")))
      return failure();
    FailureOr<unsigned> tvId = internType(sv.getTensorView(), user);
    if (failed(tvId))
      return failure();
    bool hasPad = bool(sv.getPaddingValue());
    e.varint(21);
    e.varint(hasPad ? 1 : 0);
    i32Array(sv.getTileShape());
    i32Array(sv.getTraversalStrides());
    e.varint(*tvId);
    dimMapOrIdentity(sv.getDimMap(), sv.getTileShape().size());
    if (hasPad)
      e.varint(static_cast<uint64_t>(sv.getPaddingValue().getValue()));
  } else if (auto gv = llvm::dyn_cast<GatherScatterViewType>(type)) {
    if (failed(needs(3, "type gather_scatter_view")))
      return failure();
    FailureOr<unsigned> tvId = internType(gv.getTensorView(), user);
    if (failed(tvId))
      return failure();
    bool hasPad = bool(gv.getPaddingValue());
    e.varint(20);
    e.varint(hasPad ? 1 : 0);
    i32Array(gv.getTileShape());
    e.varint(*tvId);
    e.varint(static_cast<uint64_t>(gv.getSparseDim()));
    if (hasPad)
      e.varint(static_cast<uint64_t>(gv.getPaddingValue().getValue()));
  } else if (auto fn = llvm::dyn_cast<FunctionType>(type)) {
    llvm::SmallVector<unsigned> ins, outs;
    for (Type t : fn.getInputs()) {
      FailureOr<unsigned> id = internType(t, user);
      if (failed(id))
        return failure();
      ins.push_back(*id);
    }
    for (Type t : fn.getResults()) {
      FailureOr<unsigned> id = internType(t, user);
      if (failed(id))
        return failure();
      outs.push_back(*id);
    }
    e.varint(16);
    e.varint(ins.size());
    for (unsigned id : ins)
      e.varint(id);
    e.varint(outs.size());
    for (unsigned id : outs)
      e.varint(id);
  } else if (llvm::isa<TokenType>(type)) {
    e.varint(17);
  } else {
    return versionError(user) << "type " << type << " has no bytecode tag",
           failure();
  }
  unsigned id = typeEntries.size();
  typeEntries.push_back(std::move(e));
  typeIds[type] = id;
  return id;
}

FailureOr<unsigned> Writer::internConstant(Attribute value, Operation *user,
                                           Type &tileType) {
  auto dense = llvm::dyn_cast_or_null<DenseElementsAttr>(value);
  if (!dense)
    return versionError(user) << "only dense elements attributes can be "
                                 "written as constants",
           failure();
  auto shaped = llvm::cast<ShapedType>(dense.getType());
  auto emitErrFn = [&]() {
    return versionError(user) << "its value has no tile type: ";
  };
  llvm::function_ref<InFlightDiagnostic()> emitErr = emitErrFn;
  tileType = TileType::getChecked(emitErr, ctx, shaped.getShape(),
                                  shaped.getElementType());
  if (!tileType)
    return failure();
  auto found = constantIds.find(dense);
  if (found != constantIds.end())
    return found->second;
  llvm::ArrayRef<char> raw = dense.getRawData();
  Emitter e;
  e.varint(raw.size());
  e.raw(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(raw.data()),
                                raw.size()));
  unsigned id = constantEntries.size();
  constantEntries.push_back(std::move(e));
  constantIds[dense] = id;
  return id;
}

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
  if (depth > 64)
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
  if (depth > 64)
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

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

FailureOr<uint64_t> Writer::enumValue(Attribute attr, EnumKind kind) {
  switch (kind) {
  case EnumKind::Signedness:
    if (auto a = llvm::dyn_cast<SignednessAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::Overflow:
    if (auto a = llvm::dyn_cast<IntegerOverflowAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::Rounding:
    if (auto a = llvm::dyn_cast<RoundingModeAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::CmpOrdering:
    if (auto a = llvm::dyn_cast<ComparisonOrderingAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::CmpPredicate:
    if (auto a = llvm::dyn_cast<ComparisonPredicateAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::AtomicMode:
    if (auto a = llvm::dyn_cast<AtomicRMWModeAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::MemScope:
    if (auto a = llvm::dyn_cast<MemoryScopeAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::MemOrdering:
    if (auto a = llvm::dyn_cast<MemoryOrderingAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::Padding:
    if (auto a = llvm::dyn_cast<PaddingValueAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  case EnumKind::Visibility:
    if (auto a = llvm::dyn_cast<SymbolVisibilityAttr>(attr))
      return static_cast<uint64_t>(a.getValue());
    break;
  }
  return failure();
}

LogicalResult Writer::writeHintsBody(Emitter &e, OptimizationHintsAttr hints,
                                     Operation *user, unsigned depth) {
  DictionaryAttr archs = hints.getArchHints();
  e.varint(archs ? archs.size() : 0);
  if (!archs)
    return success();
  for (NamedAttribute arch : archs) {
    e.varint(internString(arch.getName().getValue()));
    if (failed(writeTagged(e, arch.getValue(), user, depth + 1)))
      return failure();
  }
  return success();
}

LogicalResult Writer::writeTagged(Emitter &e, Attribute attr, Operation *user,
                                  unsigned depth) {
  if (depth > 32)
    return versionError(user) << "attributes nested too deeply", failure();
  if (auto i = llvm::dyn_cast<IntegerAttr>(attr)) {
    auto type = llvm::dyn_cast<IntegerType>(i.getType());
    if (!type || type.getWidth() > 64)
      return versionError(user) << "integer attribute of type " << i.getType()
                                << " has no bytecode encoding",
             failure();
    FailureOr<unsigned> t = internType(type, user);
    if (failed(t))
      return failure();
    e.varint(1);
    e.varint(*t);
    if (type.getWidth() == 1)
      e.byte(i.getValue().isZero() ? 0 : 1);
    else
      e.varint(i.getValue().getZExtValue());
    return success();
  }
  if (auto f = llvm::dyn_cast<FloatAttr>(attr)) {
    auto type = llvm::cast<FloatType>(f.getType());
    if (type.getWidth() > 64)
      return versionError(user) << "float attribute of type " << type
                                << " has no bytecode encoding",
             failure();
    FailureOr<unsigned> t = internType(type, user);
    if (failed(t))
      return failure();
    e.varint(2);
    e.varint(*t);
    uint64_t bits = f.getValue().bitcastToAPInt().getZExtValue();
    if (type.getWidth() <= 8)
      e.byte(static_cast<uint8_t>(bits));
    else
      e.svarint(static_cast<int64_t>(bits));
    return success();
  }
  if (auto t = llvm::dyn_cast<TypeAttr>(attr)) {
    FailureOr<unsigned> id = internType(t.getValue(), user);
    if (failed(id))
      return failure();
    e.varint(4);
    e.varint(*id);
    return success();
  }
  if (auto s = llvm::dyn_cast<StringAttr>(attr)) {
    e.varint(5);
    e.varint(internString(s.getValue()));
    return success();
  }
  if (auto a = llvm::dyn_cast<ArrayAttr>(attr)) {
    e.varint(6);
    e.varint(a.size());
    for (Attribute elt : a)
      if (failed(writeTagged(e, elt, user, depth + 1)))
        return failure();
    return success();
  }
  if (auto d = llvm::dyn_cast<DenseElementsAttr>(attr)) {
    Type tileType;
    FailureOr<unsigned> c = internConstant(d, user, tileType);
    if (failed(c))
      return failure();
    FailureOr<unsigned> t = internType(tileType, user);
    if (failed(t))
      return failure();
    e.varint(7);
    e.varint(*t);
    e.varint(*c);
    return success();
  }
  if (auto d = llvm::dyn_cast<DivByAttr>(attr)) {
    e.varint(8);
    e.varint(d.getDivisor());
    e.byte((d.getEvery() ? 1 : 0) | (d.getAlong() ? 2 : 0));
    if (d.getEvery())
      e.svarint(*d.getEvery());
    if (d.getAlong())
      e.svarint(*d.getAlong());
    return success();
  }
  if (auto s = llvm::dyn_cast<SameElementsAttr>(attr)) {
    e.varint(9);
    e.varint(s.getValues().size());
    for (int64_t v : s.getValues())
      e.le<int64_t>(v);
    return success();
  }
  if (auto d = llvm::dyn_cast<DictionaryAttr>(attr)) {
    e.varint(10);
    e.varint(d.size());
    for (NamedAttribute entry : d) {
      e.varint(internString(entry.getName().getValue()));
      if (failed(writeTagged(e, entry.getValue(), user, depth + 1)))
        return failure();
    }
    return success();
  }
  if (auto h = llvm::dyn_cast<OptimizationHintsAttr>(attr)) {
    e.varint(11);
    return writeHintsBody(e, h, user, depth);
  }
  if (auto b = llvm::dyn_cast<BoundedAttr>(attr)) {
    e.varint(12);
    e.byte((b.getLb() ? 1 : 0) | (b.getUb() ? 2 : 0));
    if (b.getLb())
      e.svarint(*b.getLb());
    if (b.getUb())
      e.svarint(*b.getUb());
    return success();
  }
  return versionError(user)
             << "attribute " << attr << " has no bytecode encoding",
         failure();
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

LogicalResult Writer::writeValue(Emitter &e, Value v, Operation *user) {
  auto it = valueIds.find(v);
  if (it == valueIds.end())
    return user->emitOpError() << "uses a value that is not in scope when "
                                  "writing bytecode",
           failure();
  e.varint(it->second);
  return success();
}

LogicalResult Writer::writeBlock(Emitter &e, Block &block, unsigned depth) {
  size_t base = valueStack.size();
  e.varint(block.getNumArguments());
  for (BlockArgument arg : block.getArguments()) {
    FailureOr<unsigned> t = internType(arg.getType(), block.getParentOp());
    if (failed(t))
      return failure();
    e.varint(*t);
    valueIds[arg] = valueStack.size();
    valueStack.push_back(arg);
  }
  e.varint(block.getOperations().size());
  for (Operation &op : block)
    if (failed(writeOp(e, &op, depth)))
      return failure();
  for (size_t i = base; i < valueStack.size(); ++i)
    valueIds.erase(valueStack[i]);
  valueStack.resize(base);
  return success();
}

LogicalResult Writer::writeOp(Emitter &e, Operation *op, unsigned depth) {
  if (depth > kMaxWriteDepth)
    return op->emitOpError() << "regions nested deeper than " << kMaxWriteDepth,
           failure();
  llvm::StringRef fullName = op->getName().getStringRef();
  const OpSchema *schema = nullptr;
  if (fullName.consume_front("tile."))
    schema = lookupOpName(fullName);
  if (!schema || fullName == "entry" || fullName == "module" ||
      fullName == "global")
    return op->emitOpError() << "has no bytecode encoding", failure();
  if (schema->since > minor)
    return versionError(op) << "the op requires bytecode version 13."
                            << unsigned(schema->since),
           failure();

  e.varint(schema->opcode);
  currentLocs.push_back(op->getLoc());

  // Results.
  bool isPrint = fullName == "print_tko";
  if (schema->numResults >= 0) {
    if (op->getNumResults() != unsigned(schema->numResults))
      return op->emitOpError()
                 << "has " << op->getNumResults()
                 << " results; bytecode expects " << int(schema->numResults),
             failure();
  }
  unsigned numWritten = op->getNumResults();
  if (isPrint && minor < 2 && op->getNumResults()) {
    if (!op->use_empty())
      return versionError(op) << "its token result requires bytecode version "
                                 "13.2 (the result has uses)",
             failure();
    numWritten = 0;
  }
  // From 13.2 print_tko always returns a token; give one to a print that
  // lacks it (its reader slot stays unused).
  bool syntheticToken = isPrint && minor >= 2 && op->getNumResults() == 0;
  if (schema->numResults < 0)
    e.varint(numWritten + (syntheticToken ? 1 : 0));
  for (unsigned i = 0; i < numWritten; ++i) {
    FailureOr<unsigned> t = internType(op->getResult(i).getType(), op);
    if (failed(t))
      return failure();
    e.varint(*t);
  }
  if (syntheticToken) {
    FailureOr<unsigned> t = internType(TokenType::get(ctx), op);
    if (failed(t))
      return failure();
    e.varint(*t);
  }

  // Operand groups (for flags and operands).
  llvm::SmallVector<int32_t> segSizes;
  if (schema->operandLayout == OperandLayout::Segments) {
    auto sizes = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
        op->getAttr("operandSegmentSizes"));
    if (!sizes || sizes.size() != int64_t(schema->segments.size()))
      return op->emitOpError() << "lacks the operand segment sizes bytecode "
                                  "expects",
             failure();
    segSizes.assign(sizes.asArrayRef().begin(), sizes.asArrayRef().end());
    for (auto [seg, size] : llvm::zip(schema->segments, segSizes)) {
      if (size < 0 || (seg.kind == SegKind::Single && size != 1) ||
          (seg.kind == SegKind::Optional && size > 1))
        return op->emitOpError() << "has an invalid size " << size
                                 << " for operand group '" << seg.name << "'",
               failure();
      if (seg.kind == SegKind::Optional && size && seg.since > minor)
        return versionError(op)
                   << "operand '" << seg.name
                   << "' requires bytecode version 13." << unsigned(seg.since),
               failure();
    }
  }

  // Flags.
  uint64_t flags = 0;
  for (const AttrSpec &a : schema->attrs) {
    if (a.flagBit < 0 || !op->getAttr(a.name))
      continue;
    if (a.since > minor)
      return versionError(op)
                 << "attribute '" << a.name << "' requires bytecode version 13."
                 << unsigned(a.since),
             failure();
    flags |= uint64_t(1) << a.flagBit;
  }
  for (auto [i, seg] : llvm::enumerate(schema->segments))
    if (seg.flagBit >= 0 && segSizes[i])
      flags |= uint64_t(1) << seg.flagBit;
  if (schema->hasFlags(minor))
    e.varint(flags);

  // Attributes.
  for (const AttrSpec &a : schema->attrs) {
    Attribute attr = op->getAttr(a.name);
    if (a.since > minor) {
      if (!attr || a.kind == AttrKind::Unit || a.flagBit >= 0)
        continue; // flagged fields were checked above
      // All-false `inbounds` says nothing (every access is bounds-checked,
      // as without the attribute), so older versions may drop it.
      if (auto arr = llvm::dyn_cast<DenseBoolArrayAttr>(attr);
          arr && !llvm::is_contained(arr.asArrayRef(), true))
        continue;
      if (a.kind == AttrKind::BoolArray)
        return versionError(op)
                   << "attribute '" << a.name
                   << "' requires bytecode version 13." << unsigned(a.since),
               failure();
      FailureOr<uint64_t> v = enumValue(attr, a.enumKind);
      if (a.kind == AttrKind::Enum && a.defaultValue >= 0 && succeeded(v) &&
          *v == uint64_t(a.defaultValue))
        continue;
      return versionError(op)
                 << "attribute '" << a.name << "' = " << attr
                 << " requires bytecode version 13." << unsigned(a.since),
             failure();
    }
    if (a.flagBit >= 0 && (!attr || a.kind == AttrKind::Unit))
      continue;
    auto missing = [&]() {
      return op->emitOpError()
                 << "lacks attribute '" << a.name << "' that bytecode requires",
             failure();
    };
    auto wrongKind = [&]() {
      return op->emitOpError() << "attribute '" << a.name << "' = " << attr
                               << " has an unexpected kind for bytecode",
             failure();
    };
    switch (a.kind) {
    case AttrKind::Unit:
      break;
    case AttrKind::Enum: {
      uint64_t value;
      if (!attr) {
        if (a.defaultValue < 0)
          return missing();
        value = a.defaultValue;
      } else {
        FailureOr<uint64_t> v = enumValue(attr, a.enumKind);
        if (failed(v))
          return wrongKind();
        value = *v;
      }
      if (value > maxEnumValue(a.enumKind, minor))
        return versionError(op)
                   << enumKindName(a.enumKind) << " value " << value << " of '"
                   << a.name << "' requires a newer bytecode version",
               failure();
      e.varint(value);
      break;
    }
    case AttrKind::UInt32:
    case AttrKind::UInt64: {
      auto i = llvm::dyn_cast_or_null<IntegerAttr>(attr);
      if (!attr)
        return missing();
      if (!i)
        return wrongKind();
      uint64_t v = i.getValue().getZExtValue();
      if (a.kind == AttrKind::UInt32)
        v &= 0xFFFFFFFFu;
      e.varint(v);
      break;
    }
    case AttrKind::Bool: {
      auto b = llvm::dyn_cast_or_null<BoolAttr>(attr);
      if (!attr)
        return missing();
      if (!b)
        return wrongKind();
      e.byte(b.getValue() ? 1 : 0);
      break;
    }
    case AttrKind::String: {
      auto s = llvm::dyn_cast_or_null<StringAttr>(attr);
      if (!attr)
        return missing();
      if (!s)
        return wrongKind();
      e.varint(internString(s.getValue()));
      break;
    }
    case AttrKind::SymbolRef: {
      auto s = llvm::dyn_cast_or_null<FlatSymbolRefAttr>(attr);
      if (!attr)
        return missing();
      if (!s)
        return wrongKind();
      e.varint(internString(s.getValue()));
      break;
    }
    case AttrKind::I32Array: {
      auto arr = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(attr);
      if (!attr)
        return missing();
      if (!arr)
        return wrongKind();
      e.varint(arr.size());
      for (int32_t v : arr.asArrayRef())
        e.le<int32_t>(v);
      break;
    }
    case AttrKind::BoolArray: {
      auto arr = llvm::dyn_cast_or_null<DenseBoolArrayAttr>(attr);
      if (attr && !arr)
        return wrongKind();
      e.varint(arr ? arr.size() : 0);
      if (arr)
        for (bool v : arr.asArrayRef())
          e.byte(v ? 1 : 0);
      break;
    }
    case AttrKind::Dense: {
      if (!attr)
        return missing();
      Type tileType;
      FailureOr<unsigned> c = internConstant(attr, op, tileType);
      if (failed(c))
        return failure();
      e.varint(*c);
      break;
    }
    case AttrKind::Array: {
      auto arr = llvm::dyn_cast_or_null<ArrayAttr>(attr);
      if (!attr)
        return missing();
      if (!arr)
        return wrongKind();
      e.varint(arr.size());
      for (Attribute elt : arr)
        if (failed(writeTagged(e, elt, op, 1)))
          return failure();
      break;
    }
    case AttrKind::Tagged:
      if (!attr)
        return missing();
      if (failed(writeTagged(e, attr, op, 0)))
        return failure();
      break;
    case AttrKind::Hints: {
      auto hints = llvm::dyn_cast_or_null<OptimizationHintsAttr>(attr);
      if (!hints)
        return wrongKind();
      if (failed(writeHintsBody(e, hints, op, 0)))
        return failure();
      break;
    }
    }
  }

  // Operands.
  switch (schema->operandLayout) {
  case OperandLayout::Fixed:
    if (op->getNumOperands() != schema->numOperands)
      return op->emitOpError() << "has " << op->getNumOperands()
                               << " operands; bytecode expects "
                               << unsigned(schema->numOperands),
             failure();
    for (Value v : op->getOperands())
      if (failed(writeValue(e, v, op)))
        return failure();
    break;
  case OperandLayout::Counted:
    e.varint(op->getNumOperands());
    for (Value v : op->getOperands())
      if (failed(writeValue(e, v, op)))
        return failure();
    break;
  case OperandLayout::Segments: {
    unsigned next = 0;
    for (auto [seg, size] : llvm::zip(schema->segments, segSizes)) {
      if (seg.kind == SegKind::Variadic)
        e.varint(size);
      for (int32_t i = 0; i < size; ++i) {
        if (next >= op->getNumOperands())
          return op->emitOpError() << "operand segment sizes exceed its "
                                      "operands",
                 failure();
        if (failed(writeValue(e, op->getOperand(next++), op)))
          return failure();
      }
    }
    break;
  }
  }

  // Regions.
  if (op->getNumRegions() != schema->numRegions)
    return op->emitOpError()
               << "has " << op->getNumRegions() << " regions; bytecode expects "
               << unsigned(schema->numRegions),
           failure();
  if (schema->numRegions) {
    e.varint(op->getNumRegions());
    for (Region &region : op->getRegions()) {
      e.varint(region.getBlocks().size());
      for (Block &block : region)
        if (failed(writeBlock(e, block, depth + 1)))
          return failure();
    }
  }

  // Results come into scope after the regions.
  for (Value r : op->getResults().take_front(numWritten)) {
    valueIds[r] = valueStack.size();
    valueStack.push_back(r);
  }
  if (syntheticToken)
    valueStack.push_back(Value());
  return success();
}

//===----------------------------------------------------------------------===//
// The file
//===----------------------------------------------------------------------===//

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

} // namespace

LogicalResult mlir::tile::writeTileIRBytecode(TileModuleOp module,
                                              llvm::raw_ostream &os,
                                              BytecodeVersion version) {
  Writer writer(module, version);
  return writer.write(os);
}
