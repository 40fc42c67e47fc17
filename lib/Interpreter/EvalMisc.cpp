//===- EvalMisc.cpp - tokens, assume, assert, print -----------------------===//
//
// Tokens order nothing at run time: the interpreter runs memory ops in
// program order, which is one of the orders the tokens allow. assume checks
// the facts it can (a false fact is undefined behaviour). print_tko formats
// like printf, a tile as [a, b, ...] with the conversion applied per
// element.
//
//===----------------------------------------------------------------------===//

#include "EvalContext.h"

#include "llvm/Support/Format.h"

#include <cmath>

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;

namespace {
template <typename OpT>
LogicalResult evalToken(ExecContext &ctx, OpT op) {
  for (Value r : op->getResults())
    ctx.set(r, RtValue::token());
  return success();
}

LogicalResult evalAssume(ExecContext &ctx, AssumeOp op) {
  const RtValue &v = ctx.get(op.getValue());
  Attribute pred = op.getPredicate();
  if (v.kind == RtValue::Kind::Tile) {
    const TileBuf &t = *v.tile;
    unsigned w = t.width();
    bool isInt = isIntKind(t.kind) || t.kind == ElemKind::Ptr;
    if (auto divBy = dyn_cast<DivByAttr>(pred); divBy && isInt &&
                                                !divBy.getEvery()) {
      uint64_t d = divBy.getDivisor();
      for (int64_t i = 0, e = t.size(); i < e; ++i)
        if (d && t.data[i] % d)
          return ctx.fail(op, "assume div_by<" + llvm::Twine(d) +
                                  "> is false: element " +
                                  formatIndex(delinearize(i, t.shape)) +
                                  " is " + llvm::Twine(t.data[i]));
    }
    if (auto bounded = dyn_cast<BoundedAttr>(pred);
        bounded && isIntKind(t.kind)) {
      for (int64_t i = 0, e = t.size(); i < e; ++i) {
        int64_t x = signExtend(t.data[i], w);
        if ((bounded.getLb() && x < *bounded.getLb()) ||
            (bounded.getUb() && x > *bounded.getUb()))
          return ctx.fail(op, "assume bounded is false: element " +
                                  formatIndex(delinearize(i, t.shape)) +
                                  " is " + llvm::Twine(x));
      }
    }
  }
  ctx.set(op.getResult(), v);
  return success();
}

/// Formats one element with a printf conversion `spec` (e.g. "%5.2f").
void formatElement(std::string &out, StringRef spec, ElemKind k,
                   uint64_t bits) {
  char conv = spec.back();
  std::string flags = spec.drop_back().str();
  // Strip length modifiers the user wrote; we pick our own.
  while (!flags.empty() && strchr("hlLqjzt", flags.back()))
    flags.pop_back();
  char buf[128];
  if (strchr("fFeEgGaA", conv)) {
    double v = isFloatKind(k) ? toDouble(k, bits)
                              : double(signExtend(bits, getBitWidth(k)));
    if (std::isnan(v))
      v = std::fabs(v); // one spelling for every NaN
    snprintf(buf, sizeof(buf), (flags + conv).c_str(), v);
  } else if (strchr("uxXo", conv)) {
    unsigned long long v = isFloatKind(k) ? (unsigned long long)toDouble(k, bits)
                                          : truncBits(bits, getBitWidth(k));
    snprintf(buf, sizeof(buf), (flags + "ll" + conv).c_str(), v);
  } else if (strchr("di", conv)) {
    long long v = isFloatKind(k) ? (long long)toDouble(k, bits)
                                 : signExtend(bits, getBitWidth(k));
    if (k == ElemKind::Ptr || k == ElemKind::I1) // booleans print 0/1
      v = (long long)bits;
    snprintf(buf, sizeof(buf), (flags + "ll" + conv).c_str(), v);
  } else if (conv == 'p') {
    snprintf(buf, sizeof(buf), "0x%llx", (unsigned long long)bits);
  } else {
    snprintf(buf, sizeof(buf), "%s", spec.str().c_str());
  }
  out += buf;
}

void formatTile(std::string &out, StringRef spec, const TileBuf &t) {
  size_t rank = t.shape.size();
  for (int64_t i = 0, e = t.size(); i < e; ++i) {
    SmallVector<int64_t, 4> idx = delinearize(i, t.shape);
    // Dimensions that start (or end) at this element, innermost first.
    size_t opening = 0, closing = 0;
    while (opening < rank && idx[rank - 1 - opening] == 0)
      ++opening;
    while (closing < rank &&
           idx[rank - 1 - closing] == t.shape[rank - 1 - closing] - 1)
      ++closing;
    if (i)
      out += ", ";
    out.append(opening, '[');
    formatElement(out, spec, t.kind, t.data[i]);
    out.append(closing, ']');
  }
}

LogicalResult evalPrint(ExecContext &ctx, PrintTkoOp op) {
  StringRef fmt = op.getStr();
  auto args = op.getArgs();
  size_t next = 0;
  std::string out;
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      out += fmt[i];
      continue;
    }
    if (i + 1 < fmt.size() && fmt[i + 1] == '%') {
      out += '%';
      ++i;
      continue;
    }
    size_t j = i + 1;
    while (j < fmt.size() && !isalpha(static_cast<unsigned char>(fmt[j])))
      ++j;
    while (j < fmt.size() && strchr("hlLqjzt", fmt[j]))
      ++j;
    if (j >= fmt.size())
      return ctx.fail(op, "print_tko: incomplete conversion in the format");
    StringRef spec = fmt.slice(i, j + 1);
    i = j;
    if (next >= args.size())
      return ctx.fail(op, "print_tko: more conversions than arguments");
    TILE_OPERAND(t, ctx, op, args[next]);
    ++next;
    formatTile(out, spec, *t);
  }
  ctx.printed += out;
  if (op.getResultToken())
    ctx.set(op.getResultToken(), RtValue::token());
  return success();
}

LogicalResult evalAssert(ExecContext &ctx, AssertOp op) {
  TILE_OPERAND(c, ctx, op, op.getCondition());
  for (int64_t i = 0, e = c->size(); i < e; ++i)
    if (!(c->data[i] & 1))
      return ctx.fail(op, "assertion failed: " + op.getMessage() +
                              " (element " +
                              formatIndex(delinearize(i, c->shape)) + ")");
  return success();
}
} // namespace

void interp::registerMiscHandlers(HandlerTable &t) {
  addHandler<MakeTokenOp, evalToken<MakeTokenOp>>(t);
  addHandler<JoinTokensOp, evalToken<JoinTokensOp>>(t);
  addHandler<GdcLaunchDependentsTkoOp, evalToken<GdcLaunchDependentsTkoOp>>(t);
  addHandler<GdcWaitTkoOp, evalToken<GdcWaitTkoOp>>(t);
  addHandler<MemoryFenceAliasTkoOp, evalToken<MemoryFenceAliasTkoOp>>(t);
  addHandler<AssumeOp, evalAssume>(t);
  addHandler<AssertOp, evalAssert>(t);
  addHandler<PrintTkoOp, evalPrint>(t);
}
