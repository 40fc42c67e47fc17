//===- ByteStream.h - bounds-checked bytecode cursor and emitter -*- C++
//-*-===//
//
// Private to lib/Bytecode. The cursor never reads past its window: every
// read checks the remaining size first and reports the absolute byte offset
// and what was expected. Counts taken from the file are checked against the
// bytes left before anything is sized by them.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_BYTECODE_BYTESTREAM_H
#define TILEIR_LIB_BYTECODE_BYTESTREAM_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstring>

namespace mlir::tile::bc {

/// Section ids (reference Appendix C).
enum SectionId : uint8_t {
  kEndSection = 0,
  kStringSection = 1,
  kFuncSection = 2,
  kDebugSection = 3,
  kConstantSection = 4,
  kTypeSection = 5,
  kGlobalSection = 6,
  kProducerSection = 7,
  kNumSections = 8,
};

constexpr uint8_t kPaddingByte = 0xCB;
constexpr uint8_t kMagic[8] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0x00};

/// A window [pos, end) over the file; offsets are absolute file offsets.
class Cursor {
public:
  Cursor(llvm::ArrayRef<uint8_t> file, Location loc)
      : file(file), loc(loc), pos(0), end(file.size()) {}

  size_t offset() const { return pos; }
  size_t endOffset() const { return end; }

  /// A cursor over the absolute range [begin, stop) of the same file, which
  /// the caller has checked to lie inside this window.
  Cursor window(size_t begin, size_t stop) const {
    Cursor c = *this;
    c.pos = begin;
    c.end = stop;
    return c;
  }
  size_t remaining() const { return end - pos; }
  bool empty() const { return pos == end; }
  Location getLoc() const { return loc; }

  /// An error at the absolute byte offset `at`.
  InFlightDiagnostic emitError(size_t at) const {
    return mlir::emitError(loc) << "at byte offset " << at << ": ";
  }
  InFlightDiagnostic emitError() const { return emitError(pos); }

  /// A cursor over the next `len` bytes; this cursor moves past them.
  LogicalResult split(uint64_t len, Cursor &sub, llvm::StringRef what) {
    if (len > remaining())
      return emitError() << what << " of " << len
                         << " bytes is longer than the " << remaining()
                         << " bytes left",
             failure();
    sub = *this;
    sub.end = pos + len;
    pos += len;
    return success();
  }

  LogicalResult readByte(uint8_t &value, llvm::StringRef what) {
    if (pos >= end)
      return truncated(what);
    value = file[pos++];
    return success();
  }

  LogicalResult readBytes(uint64_t len, llvm::ArrayRef<uint8_t> &bytes,
                          llvm::StringRef what) {
    if (len > remaining())
      return emitError() << "expected " << len << " bytes of " << what
                         << ", but only " << remaining() << " remain",
             failure();
    bytes = file.slice(pos, len);
    pos += len;
    return success();
  }

  template <typename T> LogicalResult readLE(T &value, llvm::StringRef what) {
    static_assert(std::is_integral<T>::value, "integers only");
    if (remaining() < sizeof(T))
      return truncated(what);
    uint64_t v = 0;
    for (unsigned i = 0; i < sizeof(T); ++i)
      v |= uint64_t(file[pos + i]) << (8 * i);
    pos += sizeof(T);
    value = static_cast<T>(v);
    return success();
  }

  /// Unsigned LEB128, at most 10 bytes and 64 bits. With `bit64`, a tenth
  /// byte of 2 or 3 is allowed and bit 64 is returned there (cuTile's 65-bit
  /// float encoding, see readFloatBits in the reader).
  LogicalResult readVarint(uint64_t &value, llvm::StringRef what,
                           bool *bit64 = nullptr) {
    size_t start = pos;
    value = 0;
    if (bit64)
      *bit64 = false;
    for (unsigned i = 0;; ++i) {
      uint8_t byte;
      if (pos >= end)
        return truncated(what, start);
      byte = file[pos++];
      if (i == 9) {
        if (byte & 0x80)
          return emitError(start) << "overlong varint for " << what
                                  << " (more than 10 bytes)",
                 failure();
        if (byte > 1 && !(bit64 && byte <= 3))
          return emitError(start)
                     << "varint for " << what << " does not fit in 64 bits",
                 failure();
        value |= uint64_t(byte & 1) << 63;
        if (bit64)
          *bit64 = byte & 2;
        return success();
      }
      value |= uint64_t(byte & 0x7F) << (7 * i);
      if (!(byte & 0x80))
        return success();
    }
  }

  LogicalResult readSVarint(int64_t &value, llvm::StringRef what) {
    uint64_t u;
    if (failed(readVarint(u, what)))
      return failure();
    value = static_cast<int64_t>((u >> 1) ^ (~(u & 1) + 1));
    return success();
  }

  /// A count of items each at least `minItemBytes` long: larger counts than
  /// the remaining bytes can hold are errors, so nothing is sized by them.
  LogicalResult readCount(uint64_t &count, llvm::StringRef what,
                          unsigned minItemBytes = 1) {
    size_t start = pos;
    if (failed(readVarint(count, what)))
      return failure();
    if (minItemBytes && count > remaining() / minItemBytes)
      return emitError(start)
                 << what << " " << count << " needs at least " << count << " x "
                 << minItemBytes << " bytes, but only " << remaining()
                 << " remain",
             failure();
    return success();
  }

  /// Skips padding so that (offset - base) is a multiple of `align`.
  LogicalResult alignTo(uint64_t align, size_t base, llvm::StringRef what) {
    uint64_t rel = pos - base;
    uint64_t pad = (align - rel % align) % align;
    if (pad > remaining())
      return emitError() << "expected " << pad << " padding bytes before "
                         << what << ", but only " << remaining() << " remain",
             failure();
    pos += pad;
    return success();
  }

private:
  LogicalResult truncated(llvm::StringRef what) { return truncated(what, pos); }
  LogicalResult truncated(llvm::StringRef what, size_t at) {
    emitError(at) << "expected " << what << ", but the "
                  << (end == file.size() ? "file" : "enclosing section/entry")
                  << " ends at byte offset " << end;
    return failure();
  }

  llvm::ArrayRef<uint8_t> file;
  Location loc;
  size_t pos, end;
};

/// Appends bytecode primitives to a byte vector.
class Emitter {
public:
  llvm::SmallVector<uint8_t, 0> bytes;

  size_t size() const { return bytes.size(); }
  void byte(uint8_t b) { bytes.push_back(b); }
  void varint(uint64_t v) {
    do {
      uint8_t b = v & 0x7F;
      v >>= 7;
      if (v)
        b |= 0x80;
      bytes.push_back(b);
    } while (v);
  }
  void svarint(int64_t v) {
    varint((static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63));
  }
  template <typename T> void le(T v) {
    uint64_t u = static_cast<uint64_t>(v);
    for (unsigned i = 0; i < sizeof(T); ++i)
      bytes.push_back(uint8_t(u >> (8 * i)));
  }
  void raw(llvm::ArrayRef<uint8_t> data) {
    bytes.append(data.begin(), data.end());
  }
  void raw(llvm::StringRef data) {
    bytes.append(data.bytes_begin(), data.bytes_end());
  }
  /// Pads with 0xCB until (size - base) is a multiple of `align`.
  void alignTo(uint64_t align, size_t base = 0) {
    while ((bytes.size() - base) % align)
      bytes.push_back(kPaddingByte);
  }
};

} // namespace mlir::tile::bc

#endif // TILEIR_LIB_BYTECODE_BYTESTREAM_H
