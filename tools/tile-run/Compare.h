//===- Compare.h - poisoning and comparing arrays for --backend both -*- C++
//-*-===//
//
// `tile-run --backend both` fills every write-only array with poison before
// each backend runs, so an element one backend leaves unwritten shows as a
// difference, and then compares each array element by element:
//
//   - integers, i1 and pointers: exact;
//   - floats: |gpu - interp| <= atol + rtol * |interp| with (atol, rtol) by
//     type (tolerancesFor); equal infinities agree; NaN agrees only with NaN.
//
// These functions take raw little-endian element bytes so that they can be
// unit-tested without MLIR (unittests/TileRun).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_TILE_RUN_COMPARE_H
#define TILEIR_TOOLS_TILE_RUN_COMPARE_H

#include "TileIR/Interpreter/Value.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tilerun {

using mlir::tile::interp::ElemKind;

/// The poison pattern of one element: a quiet NaN with a recognisable
/// payload for floats (f32 0x7FA5A5A5-like), 0xA5 bytes for everything else.
uint64_t poisonBits(ElemKind kind);

/// Fills `bytes` (elements of `kind`) with poisonBits(kind).
void poisonBytes(ElemKind kind, std::vector<uint8_t> &bytes);

struct Tolerance {
  double atol = 0;
  double rtol = 0;
  bool exact = true;
  /// When > 0, atol becomes this fraction of the largest finite |reference|
  /// of the array: for results that are sums of large terms that cancel,
  /// whose error scales with the terms rather than with the result.
  double atolOfMax = 0;
};

/// The tolerance for comparing arrays of `kind`.
Tolerance tolerancesFor(ElemKind kind);

struct CompareResult {
  int64_t elements = 0;
  int64_t mismatches = 0;
  int64_t nanMismatches = 0; // one side NaN, the other not
  double maxAbsErr = 0;      // over pairs of finite values
  double maxRelErr = 0;      // abs err / |reference|, for |reference| > 0
  int64_t firstBad = -1;     // index of the first mismatch
  double firstRef = 0, firstGot = 0;
  Tolerance tol;
  bool ok() const { return mismatches == 0; }
};

/// Compares `got` against `ref`, both `count` elements of `kind`, with
/// `floatTolerance` instead of tolerancesFor(kind) for float kinds compared
/// with a tolerance when it is given. Arrays of different sizes mismatch
/// everywhere.
CompareResult compareBytes(ElemKind kind, const std::vector<uint8_t> &ref,
                           const std::vector<uint8_t> &got,
                           std::optional<Tolerance> floatTolerance = {});

/// One line: `NAME: max abs err A, max rel err R, M/N mismatches (...): ok`.
void printComparison(llvm::raw_ostream &os, llvm::StringRef name,
                     const CompareResult &r);

} // namespace tilerun

#endif // TILEIR_TOOLS_TILE_RUN_COMPARE_H
