//===- Npy.cpp - numpy .npy files -----------------------------------------===//

#include "TileIR/Interpreter/Npy.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir::tile;
using namespace mlir::tile::interp;
using llvm::StringRef;

int64_t NpyArray::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

unsigned NpyArray::itemSize() const {
  unsigned size = 0;
  if (dtype.size() < 2 || StringRef(dtype).substr(1).getAsInteger(10, size))
    return 0;
  return size;
}

static llvm::Error npyError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "bad .npy file: " + msg);
}

/// The text of `key`'s value in the header dict (up to the next top-level
/// comma or closing brace).
static std::optional<StringRef> dictValue(StringRef header, StringRef key) {
  std::string quoted = ("'" + key + "'").str();
  size_t pos = header.find(quoted);
  if (pos == StringRef::npos)
    return std::nullopt;
  StringRef rest = header.substr(pos + quoted.size()).ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  rest = rest.ltrim();
  if (rest.starts_with("(")) {
    size_t close = rest.find(')');
    if (close == StringRef::npos)
      return std::nullopt;
    return rest.substr(0, close + 1);
  }
  size_t end = rest.find_first_of(",}");
  return rest.substr(0, end).trim();
}

llvm::Expected<NpyArray> interp::parseNpy(StringRef contents) {
  if (!contents.starts_with("\x93NUMPY") || contents.size() < 10)
    return npyError("missing magic");
  unsigned major = uint8_t(contents[6]);
  size_t headerLen, headerStart;
  if (major == 1) {
    headerLen = uint8_t(contents[8]) | (size_t(uint8_t(contents[9])) << 8);
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (contents.size() < 12)
      return npyError("truncated header");
    headerLen = 0;
    for (int i = 0; i < 4; ++i)
      headerLen |= size_t(uint8_t(contents[8 + i])) << (8 * i);
    headerStart = 12;
  } else {
    return npyError("unknown version " + llvm::Twine(major));
  }
  if (contents.size() < headerStart + headerLen)
    return npyError("truncated header");
  StringRef header = contents.substr(headerStart, headerLen);
  NpyArray array;

  auto descr = dictValue(header, "descr");
  if (!descr || descr->size() < 4)
    return npyError("no 'descr'");
  StringRef d = descr->trim("'\"");
  if (d.size() < 2)
    return npyError("bad descr");
  char order = d[0];
  StringRef type = d.substr(1);
  bool single = type.size() == 2 && type[1] == '1';
  if (!(order == '<' || order == '|' || (order == '=' ) ||
        (order == '>' && single)))
    return npyError("only little-endian arrays are supported, got '" + d +
                    "'");
  static const char *known[] = {"f2", "f4", "f8", "i1", "i2", "i4", "i8",
                                "u1", "u2", "u4", "u8", "b1"};
  if (llvm::find(known, type) == std::end(known))
    return npyError("unsupported dtype '" + d + "'");
  array.dtype = type.str();

  auto fortran = dictValue(header, "fortran_order");
  if (!fortran)
    return npyError("no 'fortran_order'");
  if (*fortran != "False")
    return npyError("Fortran-ordered arrays are not supported");

  auto shape = dictValue(header, "shape");
  if (!shape)
    return npyError("no 'shape'");
  StringRef dims = shape->trim("()");
  llvm::SmallVector<StringRef> parts;
  dims.split(parts, ',', -1, false);
  for (StringRef p : parts) {
    p = p.trim();
    if (p.empty())
      continue;
    int64_t v;
    if (p.getAsInteger(10, v) || v < 0)
      return npyError("bad shape entry '" + p + "'");
    array.shape.push_back(v);
  }
  int64_t n = 1;
  for (int64_t v : array.shape) {
    if (v != 0 && n > (int64_t(1) << 40) / v)
      return npyError("array too large");
    n *= v;
  }
  uint64_t bytes = uint64_t(n) * array.itemSize();
  StringRef data = contents.substr(headerStart + headerLen);
  if (data.size() < bytes)
    return npyError("data holds " + llvm::Twine(data.size()) +
                    " bytes, the shape needs " + llvm::Twine(bytes));
  array.bytes.assign(data.begin(), data.begin() + bytes);
  return array;
}

std::string interp::writeNpy(const NpyArray &array) {
  std::string dict = "{'descr': '";
  dict += (array.dtype == "i1" || array.dtype == "u1" || array.dtype == "b1")
              ? "|"
              : "<";
  dict += array.dtype + "', 'fortran_order': False, 'shape': (";
  for (size_t i = 0; i < array.shape.size(); ++i)
    dict += (i ? ", " : "") + std::to_string(array.shape[i]);
  if (array.shape.size() == 1)
    dict += ",";
  dict += "), }";
  // Pad so that the data starts at a multiple of 64 bytes.
  size_t total = 10 + dict.size() + 1;
  size_t padded = (total + 63) / 64 * 64;
  dict.append(padded - total, ' ');
  dict += '\n';
  std::string out = "\x93NUMPY";
  out += char(1);
  out += char(0);
  out += char(dict.size() & 0xff);
  out += char((dict.size() >> 8) & 0xff);
  out += dict;
  out.append(array.bytes.begin(), array.bytes.end());
  return out;
}
