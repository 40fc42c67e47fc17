//===- EntryCSE.h - CSE over the entries a rewrite changed ------*- C++ -*-===//
//
// Rewrites that build the same leaves more than once (a mask, an iota, a
// broadcast index) run CSE on the entries they changed, so that the
// resource plan, which runs next, prices each leaf once.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_TRANSFORMS_ENTRYCSE_H
#define TILEIR_LIB_TRANSFORMS_ENTRYCSE_H

#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/CSE.h"

namespace mlir::tile {

/// CSE within each of `entries` (null ones skipped).
inline void eliminateCommonSubExpressionsIn(MLIRContext *context,
                                            ArrayRef<Operation *> entries) {
  IRRewriter rewriter(context);
  DominanceInfo dominance;
  for (Operation *entry : entries)
    if (entry)
      eliminateCommonSubExpressions(rewriter, dominance, entry);
}

} // namespace mlir::tile

#endif // TILEIR_LIB_TRANSFORMS_ENTRYCSE_H
