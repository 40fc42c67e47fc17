//===- WriterOps.cpp - tile ops -> bytecode -------------------------------===//
//
// Ops are written from their OpSchema entry: results, flags, attributes,
// operands and regions, with values numbered in scope order and each op's
// location kept for the Debug section.
//
//===----------------------------------------------------------------------===//

#include "Writer.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::bc;

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
