//===- Npy.h - numpy .npy files ---------------------------------*- C++ -*-===//
//
// Reads and writes version 1.0/2.0 .npy files of C-ordered arrays. Element
// types map to numpy dtypes: f2 f4 f8, i1 i2 i4 i8, u1 u2 u4 u8, b1. Types
// numpy lacks (bf16, tf32, f8*) are written as unsigned integers of their
// storage width holding the bit patterns (tf32: its f32 pattern).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_INTERPRETER_NPY_H
#define TILEIR_INTERPRETER_NPY_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace mlir::tile::interp {

struct NpyArray {
  /// numpy type string without byte order, e.g. "f4", "i8", "b1".
  std::string dtype;
  llvm::SmallVector<int64_t, 4> shape;
  /// Little-endian element bytes, C order.
  std::vector<uint8_t> bytes;

  int64_t numElements() const;
  unsigned itemSize() const;
};

/// Parses the contents of a .npy file.
llvm::Expected<NpyArray> parseNpy(llvm::StringRef contents);
/// The contents of a .npy file for `array`.
std::string writeNpy(const NpyArray &array);

} // namespace mlir::tile::interp

#endif // TILEIR_INTERPRETER_NPY_H
