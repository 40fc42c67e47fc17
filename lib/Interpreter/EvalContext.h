//===- EvalContext.h - state of one tile block's execution ------*- C++ -*-===//
//
// Private to lib/Interpreter. Each op area (Eval<Area>.cpp) registers one
// handler per op class; the control-flow machine (Interpreter.cpp) walks the
// regions with an explicit frame stack and calls the handlers.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_INTERPRETER_EVALCONTEXT_H
#define TILEIR_LIB_INTERPRETER_EVALCONTEXT_H

#include "TileIR/Dialect/Tile/IR/TileOps.h"
#include "TileIR/Interpreter/FloatBits.h"
#include "TileIR/Interpreter/Memory.h"
#include "TileIR/Interpreter/Value.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <optional>
#include <string>

namespace mlir::tile::interp {

/// An error found while running: the op's location and what went wrong.
struct EvalError {
  Location loc;
  std::string message;
};

/// Everything one tile block's run needs.
class ExecContext {
public:
  ExecContext(Memory &memory,
              const llvm::DenseMap<StringAttr, uint64_t> &globals)
      : memory(memory), globals(globals) {}

  Memory &memory;
  const llvm::DenseMap<StringAttr, uint64_t> &globals;
  std::array<int64_t, 3> blockId = {0, 0, 0};
  std::array<int64_t, 3> gridSize = {1, 1, 1};
  /// print_tko output of this block.
  std::string printed;
  std::optional<EvalError> error;
  uint64_t executedOps = 0;
  uint64_t maxOps = 0;
  /// Nesting of combiner bodies (reduce inside reduce), bounded.
  unsigned combinerDepth = 0;

  const RtValue &get(Value v) {
    auto it = env.find(v);
    if (it == env.end())
      return empty;
    return it->second;
  }
  /// The tile of `v` (the verifier guarantees tile-typed operands are
  /// tiles; a missing one is reported, never dereferenced).
  const TileBuf *tile(Value v) {
    const RtValue &r = get(v);
    return r.kind == RtValue::Kind::Tile ? r.tile.get() : nullptr;
  }
  void set(Value v, RtValue r) { env[v] = std::move(r); }
  void setTile(Value v, TilePtr t) { env[v] = RtValue::ofTile(std::move(t)); }

  /// Records an error at `op` (the first one wins) and returns failure.
  LogicalResult fail(Operation *op, const llvm::Twine &message) {
    if (!error)
      error = EvalError{op->getLoc(), message.str()};
    return failure();
  }

private:
  llvm::DenseMap<Value, RtValue> env;
  RtValue empty;
};

using Handler = LogicalResult (*)(ExecContext &, Operation *);
using HandlerTable = llvm::DenseMap<TypeID, Handler>;

template <typename OpT, LogicalResult (*Fn)(ExecContext &, OpT)>
void addHandler(HandlerTable &table) {
  table[TypeID::get<OpT>()] = [](ExecContext &ctx, Operation *op) {
    return Fn(ctx, cast<OpT>(op));
  };
}

void registerIntegerHandlers(HandlerTable &table);
void registerFloatHandlers(HandlerTable &table);
void registerMathHandlers(HandlerTable &table);
void registerConversionHandlers(HandlerTable &table);
void registerShapeHandlers(HandlerTable &table);
void registerMemoryHandlers(HandlerTable &table);
void registerMmaHandlers(HandlerTable &table);
void registerReduceHandlers(HandlerTable &table);
void registerMiscHandlers(HandlerTable &table);

/// Runs `body` with `args` bound to its arguments until its terminator; a
/// `yield` fills `yielded`. Used for the entry (ends in `return`) and for
/// combiner bodies of reduce/scan (end in `yield`).
LogicalResult runRegionBody(ExecContext &ctx, Block *body,
                            llvm::ArrayRef<RtValue> args,
                            llvm::SmallVectorImpl<RtValue> *yielded);

/// Missing operand tiles only happen on IR the verifier would reject; they
/// are reported rather than trusted.
#define TILE_OPERAND(var, ctx, op, value)                                      \
  const TileBuf *var = (ctx).tile(value);                                      \
  if (!var)                                                                    \
    return (ctx).fail((op), "operand is not a tile value");

/// Shape helpers.
inline int64_t numElements(llvm::ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// Elementwise map over one operand into a result of `resultType`.
template <typename F>
TilePtr mapUnary(const TileBuf &a, Type resultElem, F &&f) {
  auto r = makeTile(resultElem, a.shape);
  for (int64_t i = 0, e = a.size(); i < e; ++i)
    r->data[i] = f(a.data[i]);
  return r;
}

template <typename F>
TilePtr mapBinary(const TileBuf &a, const TileBuf &b, Type resultElem,
                  F &&f) {
  auto r = makeTile(resultElem, a.shape);
  for (int64_t i = 0, e = a.size(); i < e; ++i)
    r->data[i] = f(a.data[i], b.data[i]);
  return r;
}

/// The element type of a tile-typed value.
inline Type elemTypeOf(Value v) {
  if (auto t = dyn_cast<TileType>(v.getType()))
    return t.getElementType();
  return {};
}

/// The bit pattern of element `i` of a dense attribute, as a `kind` slot.
uint64_t denseElementBits(DenseElementsAttr attr, int64_t i, ElemKind kind);

/// Formats a multi-index for messages: [1, 2].
std::string formatIndex(llvm::ArrayRef<int64_t> index);
/// The multi-index of linear position `linear` in row-major `shape`.
llvm::SmallVector<int64_t, 4> delinearize(int64_t linear,
                                          llvm::ArrayRef<int64_t> shape);

} // namespace mlir::tile::interp

#endif // TILEIR_LIB_INTERPRETER_EVALCONTEXT_H
