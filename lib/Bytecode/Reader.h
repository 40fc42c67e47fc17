//===- Reader.h - Tile IR bytecode reader state -----------------*- C++ -*-===//
//
// Private to lib/Bytecode: the reader is split over Reader*.cpp by part of
// the format.
//
// Reads bytecode 13.1-13.4 (reference §4, Appendices A-D). The file is never
// trusted: every read is bounds-checked by bc::Cursor, every index is checked
// against its table, counts are checked against the bytes left before they
// size anything, and nesting is handled with explicit stacks or depth limits.
// Ops are created generically by name from the table in OpSchema.cpp and the
// module is verified afterwards.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_BYTECODE_READER_H
#define TILEIR_LIB_BYTECODE_READER_H

#include "TileIR/Bytecode/TileIRBytecode.h"

#include "ByteStream.h"
#include "OpSchema.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace mlir::tile::bc {

/// Nesting limits: regions of ops, tagged attributes, types and debug
/// attributes. Real kernels stay far below them.
constexpr unsigned kMaxRegionDepth = 128;
constexpr unsigned kMaxAttrDepth = 32;
constexpr unsigned kMaxTypeDepth = 16;
/// Debug attributes are read without recursion (ReaderDebug.cpp); the limit
/// bounds chains for the recursive walks of later consumers: with
/// inlined-at call sites two entries per Python frame, thousands of frames.
constexpr unsigned kMaxDebugDepth = 4096;

/// The section's name, for diagnostics.
const char *sectionName(unsigned id);

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
  LogicalResult resolveDebug(uint64_t ref, size_t at, Attribute &result);
  LogicalResult parseDebugEntry(size_t index, Attribute &result);
  template <typename T>
  LogicalResult resolveDebugAs(Cursor &cur, T &result, llvm::StringRef what);

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
  llvm::SmallVector<uint8_t, 0> debugState; // 0 new, 1 on the stack, 2 done
  // While an entry is parsed: its first reference that is not built yet
  // (the entry index and the reference's offset).
  bool debugResolving = false;
  std::optional<std::pair<size_t, size_t>> debugMissing;

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

} // namespace mlir::tile::bc

#endif // TILEIR_LIB_BYTECODE_READER_H
