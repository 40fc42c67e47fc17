//===- Args.cpp - tile-run's kernel arguments -----------------------------===//

#include "Args.h"

#include "TileIR/Interpreter/FloatBits.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstring>

using namespace mlir;
using namespace mlir::tile::interp;
using llvm::StringRef;

namespace tilerun {

int64_t HostArg::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

static llvm::Error argError(StringRef arg, const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "argument '" + arg + "': " + msg);
}

static Type parseElemType(StringRef name, MLIRContext &ctx) {
  Builder b(&ctx);
  return llvm::StringSwitch<Type>(name)
      .Case("i1", b.getI1Type())
      .Case("i8", b.getI8Type())
      .Case("i16", b.getI16Type())
      .Case("i32", b.getI32Type())
      .Case("i64", b.getI64Type())
      .Case("f16", b.getF16Type())
      .Case("bf16", b.getBF16Type())
      .Case("f32", b.getF32Type())
      .Case("tf32", b.getTF32Type())
      .Case("f64", b.getF64Type())
      .Case("f8E4M3FN", b.getType<Float8E4M3FNType>())
      .Case("f8E5M2", b.getType<Float8E5M2Type>())
      .Default(Type());
}

/// The slot bits of the number `text` in `kind`.
static std::optional<uint64_t> parseNumber(StringRef text, ElemKind kind) {
  if (isIntKind(kind)) {
    long long v;
    unsigned long long u;
    if (!text.getAsInteger(0, v))
      return truncBits(uint64_t(v), getBitWidth(kind));
    if (!text.getAsInteger(0, u))
      return truncBits(u, getBitWidth(kind));
    if (text == "true")
      return 1;
    if (text == "false")
      return 0;
    return std::nullopt;
  }
  double d;
  std::string s = text.lower();
  if (s == "nan")
    return canonicalNaN(kind);
  if (s == "inf" || s == "+inf")
    d = INFINITY;
  else if (s == "-inf")
    d = -INFINITY;
  else if (text.getAsDouble(d))
    return std::nullopt;
  return fromDouble(kind, d);
}

/// splitmix64: a small, well-mixed, reproducible generator.
static uint64_t nextRandom(uint64_t &state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static void storeElem(HostArg &a, int64_t i, uint64_t bits) {
  ElemKind k = getElemKind(a.elemType);
  unsigned n = getMemBytes(k);
  if (k == ElemKind::TF32)
    bits = tf32ToF32Bits(uint32_t(bits));
  std::memcpy(a.bytes.data() + i * n, &bits, n);
}

static llvm::Expected<HostArg> fromNpyFile(StringRef text, MLIRContext &ctx) {
  auto buf = llvm::MemoryBuffer::getFile(text);
  if (!buf)
    return argError(text, "cannot read: " + buf.getError().message());
  auto npy = parseNpy((*buf)->getBuffer());
  if (!npy)
    return argError(text, llvm::toString(npy.takeError()));
  HostArg a;
  a.text = text.str();
  a.isArray = true;
  Builder b(&ctx);
  StringRef dt = npy->dtype;
  a.elemType = llvm::StringSwitch<Type>(dt)
                   .Case("f2", b.getF16Type())
                   .Case("f4", b.getF32Type())
                   .Case("f8", b.getF64Type())
                   .Cases({"i1", "u1"}, b.getI8Type())
                   .Cases({"i2", "u2"}, b.getI16Type())
                   .Cases({"i4", "u4"}, b.getI32Type())
                   .Cases({"i8", "u8"}, b.getI64Type())
                   .Case("b1", b.getI1Type())
                   .Default(Type());
  if (!a.elemType)
    return argError(text, "unsupported dtype " + dt);
  a.shape = npy->shape;
  a.bytes = std::move(npy->bytes);
  return a;
}

llvm::Expected<HostArg> parseArg(StringRef text, MLIRContext &ctx,
                                 uint64_t seed, unsigned index) {
  if (text.ends_with(".npy") && !text.contains('='))
    return fromNpyFile(text, ctx);
  auto [lhs, rhs] = text.split('=');
  if (lhs.size() == text.size())
    return argError(text, "expected TYPE=VALUE, TYPE[SHAPE]=INIT or FILE.npy");
  HostArg a;
  a.text = text.str();
  StringRef typeName = lhs;
  if (size_t lb = lhs.find('['); lb != StringRef::npos) {
    if (!lhs.ends_with("]"))
      return argError(text, "missing ']'");
    typeName = lhs.substr(0, lb);
    StringRef dims = lhs.slice(lb + 1, lhs.size() - 1);
    llvm::SmallVector<StringRef> parts;
    dims.split(parts, ',', -1, false);
    int64_t total = 1;
    for (StringRef p : parts) {
      int64_t d;
      if (p.trim().getAsInteger(10, d) || d < 0)
        return argError(text, "bad extent '" + p + "'");
      if (d && total > (int64_t(1) << 32) / d)
        return argError(text, "array too large");
      total *= d;
      a.shape.push_back(d);
    }
    a.isArray = true;
  }
  a.elemType = parseElemType(typeName, ctx);
  if (!a.elemType)
    return argError(text, "unknown element type '" + typeName + "'");
  ElemKind kind = getElemKind(a.elemType);

  if (!a.isArray) {
    auto bits = parseNumber(rhs, kind);
    if (!bits)
      return argError(text, "cannot read '" + rhs + "' as " + typeName);
    a.scalarBits = *bits;
    return a;
  }

  if (rhs.ends_with(".npy")) {
    auto file = fromNpyFile(rhs, ctx);
    if (!file)
      return file.takeError();
    if (getMemBytes(getElemKind(file->elemType)) != getMemBytes(kind))
      return argError(text, "the file's element size differs from " + typeName);
    if (file->shape != a.shape)
      return argError(text, "the file's shape differs");
    a.bytes = std::move(file->bytes);
    return a;
  }

  int64_t n = a.numElements();
  a.bytes.assign(n * getMemBytes(kind), 0);
  uint64_t state = seed * 0x100000001b3ull + index;
  for (int64_t i = 0; i < n; ++i) {
    uint64_t bits;
    if (rhs == "zeros") {
      bits = 0;
    } else if (rhs == "ones") {
      bits = isIntKind(kind) ? 1 : fromDouble(kind, 1.0);
    } else if (rhs == "iota") {
      bits = isIntKind(kind) ? truncBits(uint64_t(i), getBitWidth(kind))
                             : fromDouble(kind, double(i));
    } else if (rhs == "rand") {
      uint64_t r = nextRandom(state);
      if (kind == ElemKind::I1)
        bits = r & 1;
      else if (isIntKind(kind))
        bits = truncBits(uint64_t(int64_t(r % 17) - 8), getBitWidth(kind));
      else // uniform in [-1, 1), rounded into the element type
        bits = fromDouble(kind, double(r >> 11) * 0x1.0p-52 - 1.0);
    } else {
      auto v = parseNumber(rhs, kind);
      if (!v)
        return argError(text, "unknown initialiser '" + rhs +
                                  "' (rand, zeros, ones, iota, a number or "
                                  "FILE.npy)");
      bits = *v;
    }
    storeElem(a, i, bits);
  }
  return a;
}

NpyArray toNpy(const HostArg &arg) {
  NpyArray npy;
  ElemKind k = getElemKind(arg.elemType);
  switch (k) {
  case ElemKind::I1: npy.dtype = "b1"; break;
  case ElemKind::I8: npy.dtype = "i1"; break;
  case ElemKind::I16: npy.dtype = "i2"; break;
  case ElemKind::I32: npy.dtype = "i4"; break;
  case ElemKind::I64: npy.dtype = "i8"; break;
  case ElemKind::F16: npy.dtype = "f2"; break;
  case ElemKind::F32: case ElemKind::TF32: npy.dtype = "f4"; break;
  case ElemKind::F64: npy.dtype = "f8"; break;
  default: npy.dtype = "u" + std::to_string(getMemBytes(k)); break;
  }
  npy.shape = arg.shape;
  npy.bytes = arg.bytes;
  return npy;
}

} // namespace tilerun
