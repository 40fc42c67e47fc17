//===- ReaderOps.cpp - bytecode ops, function bodies and functions --------===//
//
// Ops are created generically from their OpSchema entry; function bodies
// are walked with an explicit stack of blocks and open ops (depth limit
// kMaxRegionDepth), and the Func section gives the tile.entry ops.
//
//===----------------------------------------------------------------------===//

#include "Reader.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

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
// Functions
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
