//===- Interpreter.h - reference interpreter of the tile dialect -*- C++ -*-===//
//
// Executes a verified `tile.entry` over a grid of tile blocks, one block at a
// time (or several host threads over blocks). It is the executable
// definition of every op: results are what the reference
// (shared/docs/tileir-reference.md §2-3) says, bit-exact where the IR
// defines the bits. Whatever the IR calls undefined (an access outside every
// allocation, a division by zero, a violated overflow flag or assumption) is
// an `error:` at the op's location; the interpreter never crashes on input.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_INTERPRETER_INTERPRETER_H
#define TILEIR_INTERPRETER_INTERPRETER_H

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Interpreter/Memory.h"
#include "TileIR/Interpreter/Value.h"

#include <array>

namespace mlir::tile::interp {

struct LaunchOptions {
  /// Tile blocks along x, y, z.
  std::array<int64_t, 3> grid = {1, 1, 1};
  /// Host threads over blocks; 0 picks the number of cores.
  unsigned threads = 1;
  /// Ops one block may execute before the run is stopped (0: no limit).
  uint64_t maxOpsPerBlock = 0;
  /// Where print_tko writes (blocks' output in block order); stdout if null.
  llvm::raw_ostream *printStream = nullptr;
};

class Interpreter {
public:
  /// `memory` holds the kernel's arguments; globals are added to it.
  Interpreter(TileModuleOp module, Memory &memory);
  ~Interpreter();

  /// Runs `entry` with one value per entry parameter over the grid. On
  /// failure the error has been emitted through the context's diagnostics.
  LogicalResult launch(EntryOp entry, llvm::ArrayRef<RtValue> args,
                       const LaunchOptions &options);

  /// Number of ops executed by the last launch, over all blocks.
  uint64_t getExecutedOps() const { return executedOps; }

private:
  LogicalResult initGlobals();

  TileModuleOp module;
  Memory &memory;
  llvm::DenseMap<mlir::StringAttr, uint64_t> globals;
  bool globalsReady = false;
  uint64_t executedOps = 0;
};

} // namespace mlir::tile::interp

#endif // TILEIR_INTERPRETER_INTERPRETER_H
