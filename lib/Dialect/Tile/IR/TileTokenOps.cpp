//===- TileTokenOps.cpp - memory-ordering tokens and grid dependency control
//---===//

#include "TileIR/Dialect/Tile/IR/TileOps.h"

#include "TileAsmDirectives.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::tile;

//===----------------------------------------------------------------------===//
// join_tokens
//===----------------------------------------------------------------------===//

LogicalResult JoinTokensOp::verify() {
  if (getTokens().size() < 2)
    return emitOpError("expected at least 2 tokens, got ")
           << getTokens().size();
  return success();
}

OpFoldResult JoinTokensOp::fold(FoldAdaptor) {
  if (getTokens().empty())
    return {};
  // Keep each distinct token once; a make_token root orders nothing, so
  // depending on it adds nothing either.
  llvm::SmallSetVector<Value, 4> kept;
  for (Value token : getTokens())
    if (!token.getDefiningOp<MakeTokenOp>())
      kept.insert(token);
  if (kept.empty())
    return getTokens().front();
  if (kept.size() == 1)
    return kept.front();
  if (kept.size() == getTokens().size())
    return {};
  (*this)->setOperands(kept.getArrayRef());
  return getResult();
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/Tile/IR/TileTokenOps.cpp.inc"
