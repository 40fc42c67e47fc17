//===- Compare.cpp - poisoning and comparing arrays for --backend both ----===//

#include "Compare.h"

#include "TileIR/Interpreter/FloatBits.h"

#include <cmath>
#include <cstring>

using namespace mlir::tile::interp;

namespace tilerun {

uint64_t poisonBits(ElemKind kind) {
  switch (kind) {
  case ElemKind::F16:
    return 0x7EA5; // quiet NaN, payload 0x2A5
  case ElemKind::BF16:
    return 0x7FA5;
  case ElemKind::F32:
  case ElemKind::TF32: // stored as f32 bits
    return 0x7FA5A5A5;
  case ElemKind::F64:
    return 0x7FF8A5A5A5A5A5A5ull;
  case ElemKind::F8E4M3FN:
    return 0x7F; // the only NaN encoding (positive)
  case ElemKind::F8E5M2:
    return 0x7F; // quiet NaN
  default:
    return 0xA5A5A5A5A5A5A5A5ull;
  }
}

void poisonBytes(ElemKind kind, std::vector<uint8_t> &bytes) {
  unsigned n = getMemBytes(kind);
  if (n == 0) { // packed 4-bit types
    std::fill(bytes.begin(), bytes.end(), 0xA5);
    return;
  }
  uint64_t bits = poisonBits(kind);
  for (size_t i = 0; i + n <= bytes.size(); i += n)
    std::memcpy(bytes.data() + i, &bits, n);
}

Tolerance tolerancesFor(ElemKind kind) {
  // Floats: a few units in the last place of the type, since the GPU's
  // transcendental functions and contractions may round differently from
  // the interpreter's; atol covers results that cancel to near zero.
  switch (kind) {
  case ElemKind::F64:
    return {1e-12, 1e-10, false};
  case ElemKind::F32:
    return {1e-6, 1e-5, false};
  case ElemKind::TF32:
    return {1e-4, 2e-3, false};
  case ElemKind::F16:
    return {1e-3, 4e-3, false};
  case ElemKind::BF16:
    return {1e-2, 1.6e-2, false};
  case ElemKind::F8E4M3FN:
    return {3e-2, 0.125, false};
  case ElemKind::F8E5M2:
    return {6e-2, 0.25, false};
  case ElemKind::F8E8M0FNU:
  case ElemKind::F4E2M1FN:
    return {0, 0, true}; // compared bit for bit: too coarse for a tolerance
  default:
    return {0, 0, true};
  }
}

static uint64_t loadElem(const std::vector<uint8_t> &bytes, int64_t i,
                         unsigned n) {
  uint64_t bits = 0;
  std::memcpy(&bits, bytes.data() + i * n, n);
  return bits;
}

CompareResult compareBytes(ElemKind kind, const std::vector<uint8_t> &ref,
                           const std::vector<uint8_t> &got,
                           std::optional<Tolerance> floatTolerance) {
  CompareResult r;
  r.tol = tolerancesFor(kind);
  if (floatTolerance && !r.tol.exact)
    r.tol = *floatTolerance;
  unsigned n = getMemBytes(kind);
  bool bitwise = r.tol.exact || n == 0 || !isFloatKind(kind);
  if (n == 0)
    n = 1; // packed types: compare bytes
  r.elements = int64_t(ref.size() / n);
  if (ref.size() != got.size()) {
    r.mismatches = std::max(r.elements, int64_t(got.size() / n));
    r.firstBad = 0;
    r.maxAbsErr = r.maxRelErr = INFINITY;
    return r;
  }
  if (!bitwise && r.tol.atolOfMax > 0) {
    ElemKind k = kind == ElemKind::TF32 ? ElemKind::F32 : kind;
    double largest = 0;
    for (int64_t i = 0; i < r.elements; ++i) {
      double x = std::fabs(toDouble(k, loadElem(ref, i, n)));
      if (std::isfinite(x))
        largest = std::max(largest, x);
    }
    r.tol.atol = r.tol.atolOfMax * largest;
  }
  // Exact kinds compare the integers' values, so report their error too.
  unsigned width = isIntKind(kind) ? getBitWidth(kind) : 0;
  for (int64_t i = 0; i < r.elements; ++i) {
    uint64_t a = loadElem(ref, i, n), b = loadElem(got, i, n);
    double x, y;
    bool bad;
    if (bitwise) {
      bad = a != b;
      if (width && width <= 64) {
        x = double(signExtend(a, width));
        y = double(signExtend(b, width));
      } else {
        x = double(a);
        y = double(b);
      }
      if (bad) {
        double d = std::fabs(x - y);
        r.maxAbsErr = std::max(r.maxAbsErr, d);
        if (x != 0)
          r.maxRelErr = std::max(r.maxRelErr, d / std::fabs(x));
      }
    } else {
      // tf32 is held in memory as f32 bits.
      ElemKind k = kind == ElemKind::TF32 ? ElemKind::F32 : kind;
      x = toDouble(k, a);
      y = toDouble(k, b);
      if (std::isnan(x) || std::isnan(y)) {
        bad = std::isnan(x) != std::isnan(y);
        if (bad)
          ++r.nanMismatches;
      } else if (std::isinf(x) || std::isinf(y)) {
        bad = x != y;
        if (bad)
          r.maxAbsErr = r.maxRelErr = INFINITY;
      } else {
        double d = std::fabs(x - y);
        r.maxAbsErr = std::max(r.maxAbsErr, d);
        if (x != 0)
          r.maxRelErr = std::max(r.maxRelErr, d / std::fabs(x));
        bad = !(d <= r.tol.atol + r.tol.rtol * std::fabs(x));
      }
    }
    if (bad) {
      if (r.firstBad < 0) {
        r.firstBad = i;
        r.firstRef = x;
        r.firstGot = y;
      }
      ++r.mismatches;
    }
  }
  return r;
}

void printComparison(llvm::raw_ostream &os, llvm::StringRef name,
                     const CompareResult &r) {
  char buf[256];
  snprintf(buf, sizeof(buf), "max abs err %.3g, max rel err %.3g", r.maxAbsErr,
           r.maxRelErr);
  os << name << ": " << buf << ", " << r.mismatches << "/" << r.elements
     << " mismatches";
  if (r.tol.exact)
    os << " (exact)";
  else {
    snprintf(buf, sizeof(buf), " (atol %g, rtol %g)", r.tol.atol, r.tol.rtol);
    os << buf;
  }
  if (r.nanMismatches)
    os << ", " << r.nanMismatches << " NaN disagreements";
  if (r.firstBad >= 0) {
    snprintf(buf, sizeof(buf), "; first at [%lld]: interp %.9g, gpu %.9g",
             (long long)r.firstBad, r.firstRef, r.firstGot);
    os << buf;
  }
  os << ": " << (r.ok() ? "ok" : "MISMATCH") << "\n";
}

} // namespace tilerun
