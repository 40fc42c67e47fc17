//===- Args.h - tile-run's kernel arguments ---------------------*- C++ -*-===//
//
// A command-line ARG is a scalar (`i32=3`, `f32=-1.5`) or an array
// (`f32[1,128,64]=rand|zeros|ones|iota|<number>`, or `file.npy`). Arrays are
// host byte buffers here; each backend copies them to its own memory, runs,
// and copies them back.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_TILE_RUN_ARGS_H
#define TILEIR_TOOLS_TILE_RUN_ARGS_H

#include "TileIR/Interpreter/Npy.h"
#include "TileIR/Interpreter/Value.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace tilerun {

struct HostArg {
  std::string text; // as given on the command line
  bool isArray = false;
  mlir::Type elemType;
  // Scalar: the element's bit pattern.
  uint64_t scalarBits = 0;
  // Array: shape and little-endian bytes in memory layout (C order).
  llvm::SmallVector<int64_t, 4> shape;
  std::vector<uint8_t> bytes;

  int64_t numElements() const;
};

/// Parses one ARG; `seed` and `index` make `rand` reproducible per argument.
llvm::Expected<HostArg> parseArg(llvm::StringRef text, mlir::MLIRContext &ctx,
                                 uint64_t seed, unsigned index);

/// The .npy form of an array argument (types numpy lacks as raw bits).
mlir::tile::interp::NpyArray toNpy(const HostArg &arg);

} // namespace tilerun

#endif // TILEIR_TOOLS_TILE_RUN_ARGS_H
