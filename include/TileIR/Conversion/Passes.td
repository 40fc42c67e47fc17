//===- Passes.td - tile dialect to GPU/NVVM conversions ----*- tablegen -*-===//
//
// The `convert-tile-to-*` passes lower the tile dialect to per-thread
// vector/scf/arith/llvm/gpu code; `--tile-to-nvvm` (Passes.h) chains them
// with the upstream conversions down to the LLVM and NVVM dialects.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_CONVERSION_PASSES_TD
#define TILEIR_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileToGPU : Pass<"convert-tile-to-gpu", "::mlir::ModuleOp"> {
  let summary = "Lower tile modules to gpu.module kernels with the Tile IR ABI";
  let description = [{
    Every `tile.module` becomes a `gpu.module` of the same name and every
    `tile.entry` an `llvm.func` kernel (`nvvm.kernel`, `nvvm.reqntid`) whose
    parameters are the entry's, in order, as bare pointers (`!llvm.ptr<1>`)
    and scalars. Tile values get a blocked layout (docs/lowering.md): each
    thread holds a contiguous run of the tile's row-major elements as a
    vector, or a scalar when it holds one. The body becomes vector, arith,
    scf, llvm and gpu ops that the upstream conversions finish.

    An op (or an op/type combination) without a lowering yet is reported as
    `'tile.<op>' with <types> is not supported on <chip>` at its location,
    and the pass fails.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_80\"",
           "The GPU target (sm_XX) named in diagnostics">,
    Option<"numWarps", "num-warps", "unsigned", /*default=*/"4",
           "Warps per block when the entry has no plan or hint">,
  ];
}

#endif // TILEIR_CONVERSION_PASSES_TD
