//===- PackedI16Workaround.cpp - keep ptxas off packed i16 math -----------===//
//
// See PackedI16Workaround.h for the ptxas defect this avoids.
//
//===----------------------------------------------------------------------===//

#include "TileIR/Target/PackedI16Workaround.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

static bool isI16Vector(Type *type) {
  auto *vector = dyn_cast<FixedVectorType>(type);
  return vector && vector->getElementType()->isIntegerTy(16);
}

/// Whether `inst` is one of the ops NVPTX packs into `.s16x2`/`.u16x2`.
static bool isPackable(Instruction &inst) {
  if (!isI16Vector(inst.getType()))
    return false;
  if (auto *binary = dyn_cast<BinaryOperator>(&inst))
    return binary->getOpcode() == Instruction::Add ||
           binary->getOpcode() == Instruction::Sub;
  if (auto *call = dyn_cast<IntrinsicInst>(&inst)) {
    switch (call->getIntrinsicID()) {
    case Intrinsic::smin:
    case Intrinsic::smax:
    case Intrinsic::umin:
    case Intrinsic::umax:
      return true;
    default:
      return false;
    }
  }
  return false;
}

unsigned mlir::tile::scalarizePackedI16Math(Module &module) {
  SmallVector<Instruction *> worklist;
  for (Function &function : module)
    for (Instruction &inst : instructions(function))
      if (isPackable(inst))
        worklist.push_back(&inst);
  for (Instruction *inst : worklist) {
    IRBuilder<> builder(inst);
    auto *type = cast<FixedVectorType>(inst->getType());
    Value *lhs = inst->getOperand(0), *rhs = inst->getOperand(1);
    Value *result = PoisonValue::get(type);
    for (unsigned lane = 0, e = type->getNumElements(); lane < e; ++lane) {
      Value *a = builder.CreateExtractElement(lhs, lane);
      Value *b = builder.CreateExtractElement(rhs, lane);
      Value *scalar;
      if (auto *binary = dyn_cast<BinaryOperator>(inst)) {
        scalar = builder.CreateBinOp(binary->getOpcode(), a, b);
        if (auto *op = dyn_cast<BinaryOperator>(scalar))
          op->copyIRFlags(binary);
      } else {
        scalar = builder.CreateBinaryIntrinsic(
            cast<IntrinsicInst>(inst)->getIntrinsicID(), a, b);
      }
      result = builder.CreateInsertElement(result, scalar, lane);
    }
    inst->replaceAllUsesWith(result);
    inst->eraseFromParent();
  }
  return worklist.size();
}
