//===- TileToGPUOrdering.cpp - tokens as block barriers -------------------===//
//
// A memory op that takes a token from an earlier memory op must observe it
// (reference: memory model, tokens). Within a tile block the two ops run on
// all threads, but an element one thread stored may be loaded by another:
// the lowering orders them with a block barrier (bar.sync also orders the
// threads' global memory accesses) before every memory op whose token
// comes from another memory op. Tokens from make_token carry no order and
// cost nothing; tokens that enter through a loop's iter values or an if's
// results are assumed to carry one.
//
//===----------------------------------------------------------------------===//

#include "TileToGPU.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::tile;

/// Whether `token` orders after some memory op. join_tokens is followed
/// with a worklist, so deep chains cannot exhaust the stack.
static bool carriesOrder(Value token) {
  SmallVector<Value> worklist = {token};
  llvm::SmallPtrSet<Operation *, 8> visited;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    Operation *def = value.getDefiningOp();
    if (!def)
      return true; // a block argument: an iter value of a loop
    if (isa<MakeTokenOp>(def) || !visited.insert(def).second)
      continue;
    if (auto join = dyn_cast<JoinTokensOp>(def)) {
      llvm::append_range(worklist, join.getOperands());
      continue;
    }
    return true; // a memory op, or control flow yielding a token
  }
  return false;
}

static bool isMemoryOp(Operation *op) {
  return isa<LoadViewTkoOp, StoreViewTkoOp, LoadPtrTkoOp, StorePtrTkoOp,
             AtomicRmwTkoOp, AtomicCasTkoOp, AtomicRedViewTkoOp>(op);
}

void mlir::tile::insertTokenBarriers(EntryOp entry) {
  OpBuilder builder(entry.getContext());
  entry.walk([&](Operation *op) {
    if (!isMemoryOp(op))
      return;
    bool ordered = llvm::any_of(op->getOperands(), [](Value operand) {
      return isa<TokenType>(operand.getType()) && carriesOrder(operand);
    });
    if (!ordered)
      return;
    builder.setInsertionPoint(op);
    NVVM::Barrier0Op::create(builder, op->getLoc());
  });
}
