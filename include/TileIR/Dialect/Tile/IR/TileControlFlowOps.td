//===- TileControlFlowOps.td - for, loop, if, terminators --*- tablegen -*-===//

#ifndef TILEIR_DIALECT_TILE_IR_TILECONTROLFLOWOPS_TD
#define TILEIR_DIALECT_TILE_IR_TILECONTROLFLOWOPS_TD

include "TileIR/Dialect/Tile/IR/TileOpBase.td"
include "mlir/IR/OpAsmInterface.td"

def Tile_ForOp : Tile_Op<"for", [RecursiveMemoryEffects, OpAsmOpInterface]> {
  let summary = "counted loop over [lb, ub) by a positive step";
  let description = [{
    The block arguments are the induction variable and the iteration
    values; the body ends in `continue` with the next iteration values.
    Bounds compare signed unless `unsigned` (bytecode 13.2) is given.

    ```mlir
    %r = for %iv in (%lb to %ub, step %s) : tile<i32>
        iter_values(%acc = %init) -> (tile<128x128xf32>) {
      continue %next : tile<128x128xf32>
    }
    ```
  }];
  let arguments = (ins Tile_ScalarInt:$lowerBound, Tile_ScalarInt:$upperBound,
                       Tile_ScalarInt:$step, Variadic<AnyType>:$initValues,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    static ::llvm::StringRef getDefaultDialect() { return "tile"; }
    ::mlir::Block *getBody() { return &getRegion().front(); }
    ::mlir::Value getInductionVar() { return getBody()->getArgument(0); }
    ::mlir::Block::BlockArgListType getRegionIterValues() {
      return getBody()->getArguments().drop_front();
    }
    /// The operand number of the first initial value (the bounds and step
    /// come first). Also right for a loop without initial values, where
    /// getInitValues().getBeginOperandIndex() reads past the operands.
    unsigned getFirstInitValueIndex() {
      return getODSOperandIndexAndLength(3).first;
    }
  }];
}

def Tile_LoopOp : Tile_Op<"loop", [RecursiveMemoryEffects, OpAsmOpInterface]> {
  let summary = "loop that runs until a `break`";
  let description = [{
    Every path through the body ends in `continue` (next iteration values,
    of the iteration types) or `break` (final values, of the result types).

    ```mlir
    %v = loop iter_values(%x = %c0) : tile<i32> -> tile<i32> {
      if %done { break %x : tile<i32> }
      continue %x2 : tile<i32>
    }
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$initValues);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    static ::llvm::StringRef getDefaultDialect() { return "tile"; }
    ::mlir::Block *getBody() { return &getRegion().front(); }
  }];
}

def Tile_IfOp : Tile_Op<"if", [RecursiveMemoryEffects, NoRegionArguments,
    OpAsmOpInterface]> {
  let summary = "two-way branch on a rank-0 i1 tile";
  let description = [{
    Branches end in `yield` (the if's results) or, when the if is nested in
    a loop or an entry, in `continue`, `break` or `return`. An if with
    results needs both branches; an empty `yield` is implicit in text.
  }];
  let arguments = (ins Tile_ScalarI1:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion,
                        MaxSizedRegion<1>:$elseRegion);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    static ::llvm::StringRef getDefaultDialect() { return "tile"; }
    ::mlir::Block *getThenBlock() { return &getThenRegion().front(); }
    ::mlir::Block *getElseBlock() {
      return getElseRegion().empty() ? nullptr : &getElseRegion().front();
    }
  }];
}

def Tile_YieldOp : Tile_Op<"yield", [Pure, Terminator, ReturnLike]> {
  let summary = "ends an if branch or a reduce/scan body";
  let hasVerifier = 1;
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = [{
    attr-dict ($operands^ `:` custom<TileTypeList>(type($operands)))?
  }];
  let builders = [OpBuilder<(ins), [{
    build($_builder, $_state, ::mlir::ValueRange());
  }]>];
}

// continue, break and return transfer control out of the enclosing `if`s, so
// they are not Pure: an `if` holding only a `break` is not dead code.
def Tile_ContinueOp : Tile_Op<"continue", [Terminator]> {
  let summary = "next iteration of the innermost for/loop";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = [{
    attr-dict ($operands^ `:` custom<TileTypeList>(type($operands)))?
  }];
  let builders = [OpBuilder<(ins), [{
    build($_builder, $_state, ::mlir::ValueRange());
  }]>];
  let hasVerifier = 1;
}

def Tile_BreakOp : Tile_Op<"break", [Terminator]> {
  let summary = "leaves the innermost `loop` with its results";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = [{
    attr-dict ($operands^ `:` custom<TileTypeList>(type($operands)))?
  }];
  let builders = [OpBuilder<(ins), [{
    build($_builder, $_state, ::mlir::ValueRange());
  }]>];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_TILE_IR_TILECONTROLFLOWOPS_TD
