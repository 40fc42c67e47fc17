//===- Interpreter.cpp - control flow, grid and globals -------------------===//
//
// Regions run on an explicit frame stack: entering a `for`, `loop` or `if`
// pushes a frame, `continue`/`break`/`yield` pop frames. Nesting depth is
// therefore heap memory, never host stack. The only host recursion is a
// combiner body (reduce/scan) running its region, bounded by a fixed limit.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Interpreter/Interpreter.h"
#include "EvalContext.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/Threading.h"

#include <atomic>
#include <thread>

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::interp;

std::string interp::formatIndex(ArrayRef<int64_t> index) {
  std::string s = "[";
  for (size_t i = 0; i < index.size(); ++i)
    s += (i ? ", " : "") + std::to_string(index[i]);
  return s + "]";
}

SmallVector<int64_t, 4> interp::delinearize(int64_t linear,
                                            ArrayRef<int64_t> shape) {
  SmallVector<int64_t, 4> idx(shape.size(), 0);
  for (int i = int(shape.size()) - 1; i >= 0; --i) {
    idx[i] = linear % shape[i];
    linear /= shape[i];
  }
  return idx;
}

static const HandlerTable &getHandlers() {
  static const HandlerTable table = [] {
    HandlerTable t;
    registerIntegerHandlers(t);
    registerFloatHandlers(t);
    registerMathHandlers(t);
    registerConversionHandlers(t);
    registerShapeHandlers(t);
    registerMemoryHandlers(t);
    registerMmaHandlers(t);
    registerReduceHandlers(t);
    registerMiscHandlers(t);
    return t;
  }();
  return table;
}

namespace {
/// One region being executed.
struct Frame {
  Operation *owner = nullptr; // for/loop/if; null for the root body
  Block *block = nullptr;
  Block::iterator it;
  // `for` state: induction variable, bound and step as `width`-bit values.
  uint64_t iv = 0, ub = 0, step = 0;
  unsigned width = 0;
  bool isUnsigned = false;
};
} // namespace

static void bindArgs(ExecContext &ctx, Block *block, ArrayRef<RtValue> vals) {
  for (auto [arg, v] : llvm::zip(block->getArguments(), vals))
    ctx.set(arg, v);
}

static void setResults(ExecContext &ctx, Operation *op,
                       ArrayRef<RtValue> vals) {
  for (auto [res, v] : llvm::zip(op->getResults(), vals))
    ctx.set(res, v);
}

static SmallVector<RtValue> operandValues(ExecContext &ctx, Operation *op) {
  SmallVector<RtValue> vals;
  vals.reserve(op->getNumOperands());
  for (Value v : op->getOperands())
    vals.push_back(ctx.get(v));
  return vals;
}

/// Reads a rank-0 integer operand as its `width`-bit pattern.
static bool scalarBits(ExecContext &ctx, Value v, uint64_t &bits) {
  const TileBuf *t = ctx.tile(v);
  if (!t || t->size() != 1)
    return false;
  bits = t->data[0];
  return true;
}

/// Whether `iv` lies before `ub` under the loop's comparison.
static bool inRange(const Frame &f, uint64_t iv) {
  if (f.isUnsigned)
    return iv < f.ub;
  return signExtend(iv, f.width) < signExtend(f.ub, f.width);
}

/// Advances `f.iv` by the step; false when the sum leaves the iteration
/// space (it passes `ub`, or wraps around the type's range).
static bool advance(Frame &f) {
  if (f.isUnsigned) {
    uint64_t next = f.iv + f.step;
    uint64_t limit = truncBits(~uint64_t(0), f.width);
    if (next < f.iv || next > limit)
      return false;
    f.iv = next;
    return inRange(f, f.iv);
  }
  __int128 next = __int128(signExtend(f.iv, f.width)) +
                  __int128(signExtend(f.step, f.width));
  __int128 max = (__int128(1) << (f.width - 1)) - 1;
  if (next > max)
    return false;
  f.iv = truncBits(uint64_t(int64_t(next)), f.width);
  return inRange(f, f.iv);
}

LogicalResult interp::runRegionBody(ExecContext &ctx, Block *body,
                                    ArrayRef<RtValue> args,
                                    SmallVectorImpl<RtValue> *yielded) {
  const HandlerTable &handlers = getHandlers();
  SmallVector<Frame, 8> frames;
  bindArgs(ctx, body, args);
  Frame root;
  root.block = body;
  root.it = body->begin();
  frames.push_back(root);

  while (!frames.empty()) {
    Frame &f = frames.back();
    if (f.it == f.block->end())
      return ctx.fail(f.block->getParentOp(), "block ends without terminator");
    Operation *op = &*f.it;
    ++f.it;
    if (ctx.maxOps && ++ctx.executedOps > ctx.maxOps)
      return ctx.fail(op, "stopped after " + llvm::Twine(ctx.maxOps) +
                              " ops (--max-ops)");
    if (!ctx.maxOps)
      ++ctx.executedOps;

    if (isa<ReturnOp>(op))
      return success();

    if (isa<YieldOp>(op)) {
      SmallVector<RtValue> vals = operandValues(ctx, op);
      if (frames.size() == 1) {
        if (yielded)
          yielded->assign(vals.begin(), vals.end());
        return success();
      }
      setResults(ctx, f.owner, vals);
      frames.pop_back();
      continue;
    }

    if (isa<ContinueOp, BreakOp>(op)) {
      bool isBreak = isa<BreakOp>(op);
      SmallVector<RtValue> vals = operandValues(ctx, op);
      // Leave the ifs between the terminator and its loop.
      while (frames.size() > 1 && isa<IfOp>(frames.back().owner))
        frames.pop_back();
      Frame &loop = frames.back();
      if (!loop.owner || !isa<ForOp, LoopOp>(loop.owner))
        return ctx.fail(op, "continue/break outside a loop");
      if (isBreak) {
        setResults(ctx, loop.owner, vals);
        frames.pop_back();
        continue;
      }
      if (isa<LoopOp>(loop.owner)) {
        bindArgs(ctx, loop.block, vals);
        loop.it = loop.block->begin();
        continue;
      }
      if (!advance(loop)) {
        setResults(ctx, loop.owner, vals);
        frames.pop_back();
        continue;
      }
      SmallVector<RtValue> blockArgs;
      blockArgs.push_back(RtValue::ofTile(
          makeScalar(elemTypeOf(loop.block->getArgument(0)), loop.iv)));
      blockArgs.append(vals.begin(), vals.end());
      bindArgs(ctx, loop.block, blockArgs);
      loop.it = loop.block->begin();
      continue;
    }

    if (auto forOp = dyn_cast<ForOp>(op)) {
      Frame nf;
      nf.owner = op;
      nf.block = forOp.getBody();
      nf.width = getBitWidth(getElemKind(elemTypeOf(forOp.getLowerBound())));
      nf.isUnsigned = forOp.getUnsignedCmp();
      uint64_t lb;
      if (!scalarBits(ctx, forOp.getLowerBound(), lb) ||
          !scalarBits(ctx, forOp.getUpperBound(), nf.ub) ||
          !scalarBits(ctx, forOp.getStep(), nf.step) || nf.width == 0)
        return ctx.fail(op, "loop bounds are not integer scalars");
      if (nf.step == 0 || (!nf.isUnsigned && signExtend(nf.step, nf.width) < 0))
        return ctx.fail(op, "for: step must be positive, got " +
                                llvm::Twine(signExtend(nf.step, nf.width)));
      nf.iv = lb;
      SmallVector<RtValue> inits;
      for (Value v : forOp.getInitValues())
        inits.push_back(ctx.get(v));
      if (!inRange(nf, lb)) {
        setResults(ctx, op, inits);
        continue;
      }
      SmallVector<RtValue> blockArgs;
      blockArgs.push_back(
          RtValue::ofTile(makeScalar(elemTypeOf(forOp.getLowerBound()), lb)));
      blockArgs.append(inits.begin(), inits.end());
      bindArgs(ctx, nf.block, blockArgs);
      nf.it = nf.block->begin();
      frames.push_back(nf);
      continue;
    }

    if (auto loopOp = dyn_cast<LoopOp>(op)) {
      Frame nf;
      nf.owner = op;
      nf.block = loopOp.getBody();
      bindArgs(ctx, nf.block, operandValues(ctx, op));
      nf.it = nf.block->begin();
      frames.push_back(nf);
      continue;
    }

    if (auto ifOp = dyn_cast<IfOp>(op)) {
      uint64_t cond;
      if (!scalarBits(ctx, ifOp.getCondition(), cond))
        return ctx.fail(op, "if condition is not an i1 scalar");
      Block *b = (cond & 1) ? ifOp.getThenBlock() : ifOp.getElseBlock();
      if (!b)
        continue; // no else region: nothing to do, no results
      Frame nf;
      nf.owner = op;
      nf.block = b;
      nf.it = b->begin();
      frames.push_back(nf);
      continue;
    }

    auto it = handlers.find(op->getName().getTypeID());
    if (it == handlers.end())
      return ctx.fail(op, "the interpreter does not implement '" +
                              op->getName().getStringRef() + "'");
    if (failed(it->second(ctx, op)))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Interpreter
//===----------------------------------------------------------------------===//

Interpreter::Interpreter(TileModuleOp module, Memory &memory)
    : module(module), memory(memory) {}

Interpreter::~Interpreter() = default;

LogicalResult Interpreter::initGlobals() {
  if (globalsReady)
    return success();
  for (auto global : module.getBodyBlock()->getOps<GlobalOp>()) {
    auto dense = dyn_cast<DenseElementsAttr>(global.getValue());
    if (!dense)
      return global.emitError("interpreter: global value must be dense");
    Type elem = dense.getElementType();
    ElemKind kind = getElemKind(elem);
    unsigned bytes = getMemBytes(kind);
    if (!bytes)
      return global.emitError("interpreter: globals of ")
             << elem << " are not supported";
    int64_t n = dense.getNumElements();
    uint64_t align = std::max<uint64_t>(global.getAlignment(), 256);
    uint64_t base = memory.allocate(n * bytes, align,
                                    ("@" + global.getSymName()).str(),
                                    global.getConstant());
    if (!base)
      return global.emitError("interpreter: cannot allocate global");
    Memory::Allocation *a = memory.getAllocation(base);
    for (int64_t i = 0; i < n; ++i) {
      uint64_t bits = denseElementBits(dense, i, kind);
      if (kind == ElemKind::TF32)
        bits = tf32ToF32Bits(uint32_t(bits));
      std::memcpy(a->bytes.get() + i * bytes, &bits, bytes);
    }
    globals[global.getSymNameAttr()] = base;
  }
  globalsReady = true;
  return success();
}

LogicalResult Interpreter::launch(EntryOp entry, ArrayRef<RtValue> args,
                                  const LaunchOptions &options) {
  if (failed(initGlobals()))
    return failure();
  Block *body = &entry.getBody().front();
  if (args.size() != body->getNumArguments())
    return entry.emitError("interpreter: the entry takes ")
           << body->getNumArguments() << " parameters, got " << args.size();
  for (int64_t g : options.grid)
    if (g < 1 || g >= (int64_t(1) << 24) - 1)
      return entry.emitError("interpreter: grid extents must be in [1, 2^24-1)");

  int64_t numBlocks = options.grid[0] * options.grid[1] * options.grid[2];
  unsigned threads = options.threads ? options.threads
                                     : std::max(1u, std::thread::hardware_concurrency());
  threads = unsigned(std::min<int64_t>(threads, numBlocks));

  struct BlockResult {
    std::string printed;
    std::optional<EvalError> error;
  };
  std::vector<BlockResult> results(numBlocks);
  std::atomic<int64_t> nextBlock{0};
  std::atomic<int64_t> firstFailed{numBlocks};
  std::atomic<uint64_t> ops{0};

  auto worker = [&] {
    while (true) {
      int64_t b = nextBlock.fetch_add(1);
      if (b >= numBlocks || b > firstFailed.load())
        return;
      ExecContext ctx(memory, globals);
      ctx.gridSize = options.grid;
      ctx.blockId = {b % options.grid[0], (b / options.grid[0]) % options.grid[1],
                     b / (options.grid[0] * options.grid[1])};
      ctx.maxOps = options.maxOpsPerBlock;
      LogicalResult r = runRegionBody(ctx, body, args, nullptr);
      results[b].printed = std::move(ctx.printed);
      ops += ctx.executedOps;
      if (failed(r)) {
        if (!ctx.error)
          ctx.error = EvalError{entry.getLoc(), "execution failed"};
        results[b].error = ctx.error;
        int64_t cur = firstFailed.load();
        while (b < cur && !firstFailed.compare_exchange_weak(cur, b)) {
        }
      }
    }
  };

  if (threads <= 1) {
    worker();
  } else {
    std::vector<std::thread> pool;
    for (unsigned i = 0; i < threads; ++i)
      pool.emplace_back(worker);
    for (auto &t : pool)
      t.join();
  }
  executedOps = ops.load();

  llvm::raw_ostream &os = options.printStream ? *options.printStream
                                              : llvm::outs();
  int64_t failedBlock = firstFailed.load();
  for (int64_t b = 0; b < numBlocks && b <= failedBlock; ++b)
    os << results[b].printed;
  os.flush();
  if (failedBlock < numBlocks) {
    const EvalError &e = *results[failedBlock].error;
    SmallVector<int64_t, 3> id = {failedBlock % options.grid[0],
                                  (failedBlock / options.grid[0]) %
                                      options.grid[1],
                                  failedBlock /
                                      (options.grid[0] * options.grid[1])};
    emitError(e.loc) << e.message << " (tile block " << formatIndex(id)
                     << ")";
    return failure();
  }
  return success();
}
