//===- Writer.h - Tile IR bytecode writer state -----------------*- C++ -*-===//
//
// Private to lib/Bytecode: the writer is split over Writer*.cpp by part of
// the format.
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

#ifndef TILEIR_LIB_BYTECODE_WRITER_H
#define TILEIR_LIB_BYTECODE_WRITER_H

#include "TileIR/Bytecode/TileIRBytecode.h"

#include "ByteStream.h"
#include "OpSchema.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

namespace mlir::tile::bc {

constexpr unsigned kMaxWriteDepth = 128;
/// Nesting of locations and debug scopes the writer follows (recursively,
/// a few hundred bytes of stack a level); the reader's limit.
constexpr unsigned kMaxWriteDebugDepth = 4096;

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

} // namespace mlir::tile::bc

#endif // TILEIR_LIB_BYTECODE_WRITER_H
