//===- TileIRBytecode.h - CUDA Tile IR bytecode reader/writer ---*- C++ -*-===//
//
// Reads and writes the Tile IR bytecode container (reference §4), versions
// 13.1 to 13.4. Every malformed input is reported as an MLIR diagnostic that
// names the byte offset; nothing the file says is trusted before it is
// checked against the bytes that are actually there.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_BYTECODE_TILEIRBYTECODE_H
#define TILEIR_BYTECODE_TILEIRBYTECODE_H

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir::tile {

/// A bytecode version: major.minor (the tag is carried but not interpreted).
struct BytecodeVersion {
  uint8_t major = 13;
  uint8_t minor = 3;
  uint16_t tag = 0;

  constexpr BytecodeVersion() = default;
  constexpr BytecodeVersion(uint8_t major, uint8_t minor, uint16_t tag = 0)
      : major(major), minor(minor), tag(tag) {}

  /// Parses "13.3" or "13.3.0"; fails for versions this library cannot handle.
  static FailureOr<BytecodeVersion> parse(llvm::StringRef text);
  /// Whether the reader and writer support this version (13.1 ... 13.4).
  bool isSupported() const { return major == 13 && minor >= 1 && minor <= 4; }
  std::string str() const;

  /// Versions compare by (major, minor); the tag is not part of the order.
  unsigned key() const { return major * 256u + minor; }
  bool atLeast(uint8_t maj, uint8_t min) const {
    return key() >= maj * 256u + min;
  }
};

/// The version the writer targets unless told otherwise.
constexpr BytecodeVersion kDefaultBytecodeVersion(13, 3);
/// The oldest and newest versions read and written.
constexpr BytecodeVersion kMinBytecodeVersion(13, 1);
constexpr BytecodeVersion kMaxBytecodeVersion(13, 4);

/// Whether `buffer` starts with the Tile IR bytecode magic 7F 'TileIR' 00.
bool isTileIRBytecode(llvm::StringRef buffer);

/// Reads a bytecode file into a `tile.module @kernels`. Errors are emitted
/// through `context`'s diagnostic engine; the module is verified.
FailureOr<OwningOpRef<TileModuleOp>>
readTileIRBytecode(llvm::MemoryBufferRef buffer, MLIRContext *context);

/// Writes `module` as bytecode of `version`. Fails, with a diagnostic at the
/// offending op, when the module uses an op, type, attribute or field that
/// `version` lacks or that bytecode cannot express.
LogicalResult
writeTileIRBytecode(TileModuleOp module, llvm::raw_ostream &os,
                    BytecodeVersion version = kDefaultBytecodeVersion);

/// Registers the dialects the reader creates (tile, and LLVM for debug-info
/// scopes) in `registry`.
void registerTileIRBytecodeDialects(DialectRegistry &registry);

} // namespace mlir::tile

#endif // TILEIR_BYTECODE_TILEIRBYTECODE_H
