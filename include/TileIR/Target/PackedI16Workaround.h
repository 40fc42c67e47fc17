//===- PackedI16Workaround.h - keep ptxas off packed i16 math ---*- C++ -*-===//
//
// ptxas (CUDA 13.0, sm_90) drops the constant operand of a packed 16-bit
// integer add: `mov.b32 %r7, 1; add.s16x2 %r8, %r6, %r7;` becomes
// `VIADD.16x2 R27, R32, 0x0` in SASS, and so for every constant tried
// ({1, 0}, {1, 1}, {1, 2}; docs/random-kernels.md, "Findings"). LLVM's
// NVPTX backend selects the packed forms for <2 x i16> add, sub, min and
// max from sm_90 and PTX 8.0 on; TileIR splits them into scalar i16 ops
// right before instruction selection (the optimizer would pack them
// again).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TARGET_PACKEDI16WORKAROUND_H
#define TILEIR_TARGET_PACKEDI16WORKAROUND_H

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::tile {

/// Rewrites every add, sub, smin, smax, umin and umax on vectors of i16 in
/// `module` into one scalar op per lane. Returns how many it rewrote.
unsigned scalarizePackedI16Math(llvm::Module &module);

} // namespace mlir::tile

#endif // TILEIR_TARGET_PACKEDI16WORKAROUND_H
