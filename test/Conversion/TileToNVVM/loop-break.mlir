// RUN: tile-opt %s --convert-tile-to-gpu="chip=sm_90" | FileCheck %s
// RUN: tile-opt %s --tile-to-nvvm="chip=sm_90 opt-level=0" | FileCheck %s --check-prefix=LLVM

// Early exits become blocks and branches where scf cannot hold them:
// `loop` is an scf.execute_region whose entry block branches to the body
// (the header) with the initial values, continue branches back to the
// header, break yields the results; an `if` with a continue, break or
// return in a branch becomes cf.cond_br into its inlined branches, its
// yields branch to a continuation block that takes the results; a `for`
// with a continue inside an if runs its body in an execute_region that
// every continue yields from. All branch conditions are rank-0 values.

// CHECK-LABEL: llvm.func @loop
// CHECK-SAME: (%[[N:.*]]: i32)
// CHECK: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: %[[C1:.*]] = arith.constant 1 : i32
// CHECK: %[[R:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT: cf.br ^[[HEAD:bb[0-9]+]](%[[C0]], %[[C0]] : i32, i32)
// CHECK-NEXT: ^[[HEAD]](%[[I:.*]]: i32, %[[S:.*]]: i32):
// CHECK-NEXT: %[[DONE:.*]] = arith.cmpi sge, %[[I]], %[[N]] : i32
// CHECK-NEXT: cf.cond_br %[[DONE]], ^[[BRK:bb[0-9]+]], ^[[REST:bb[0-9]+]]
// CHECK-NEXT: ^[[BRK]]:
// CHECK-NEXT: scf.yield %[[S]] : i32
// CHECK-NEXT: ^[[REST]]:
// CHECK-NEXT: %[[I2:.*]] = arith.addi %[[I]], %[[C1]] : i32
// CHECK: %[[SKIP:.*]] = arith.cmpi eq
// CHECK-NEXT: cf.cond_br %[[SKIP]], ^[[CONT:bb[0-9]+]], ^[[SUM:bb[0-9]+]]
// CHECK-NEXT: ^[[CONT]]:
// CHECK-NEXT: cf.br ^[[HEAD]](%[[I2]], %[[S]] : i32, i32)
// CHECK-NEXT: ^[[SUM]]:
// CHECK-NEXT: %[[S2:.*]] = arith.addi %[[S]], %[[I]] : i32
// CHECK-NEXT: cf.br ^[[HEAD]](%[[I2]], %[[S2]] : i32, i32)
// CHECK-NEXT: }
// CHECK-NEXT: arith.muli %[[R]], %[[R]] : i32
// LLVM-LABEL: llvm.func @loop
// LLVM-NOT: scf.
// LLVM-NOT: cf.
// LLVM: llvm.cond_br
// LLVM: llvm.return
tile.module @m {
  tile.entry @loop(%n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = loop iter_values(%i = %c0, %s = %c0) : tile<i32>, tile<i32> -> tile<i32> {
      %done = cmpi greater_than_or_equal %i, %n, signed : tile<i32> -> tile<i1>
      if %done {
        break %s : tile<i32>
      }
      %i2 = addi %i, %c1 : tile<i32>
      %odd = andi %i, %c1 : tile<i32>
      %skip = cmpi equal %odd, %c1, signed : tile<i32> -> tile<i1>
      if %skip {
        continue %i2, %s : tile<i32>, tile<i32>
      }
      %s2 = addi %s, %i : tile<i32>
      continue %i2, %s2 : tile<i32>, tile<i32>
    }
    %m = muli %r, %r : tile<i32>
    return
  }

// CHECK-LABEL: llvm.func @for_continue
// CHECK-SAME: (%[[N:.*]]: i32)
// CHECK: %[[R:.*]] = scf.for %[[J:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (i32)  : i32 {
// CHECK-NEXT: %[[B:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT: %[[M:.*]] = arith.remsi %[[J]]
// CHECK-NEXT: %[[Z:.*]] = arith.cmpi eq, %[[M]]
// CHECK-NEXT: cf.cond_br %[[Z]], ^[[SKIP:bb[0-9]+]], ^[[ADD:bb[0-9]+]]
// CHECK-NEXT: ^[[SKIP]]:
// CHECK-NEXT: scf.yield %[[A]] : i32
// CHECK-NEXT: ^[[ADD]]:
// CHECK-NEXT: %[[A2:.*]] = arith.addi %[[A]], %[[J]] : i32
// CHECK-NEXT: scf.yield %[[A2]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[B]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: arith.muli %[[R]], %[[R]] : i32
  tile.entry @for_continue(%n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %r = for %j in (%c0 to %n, step %c1) : tile<i32> iter_values(%a = %c0) -> (tile<i32>) {
      %m = remi %j, %c3 signed : tile<i32>
      %z = cmpi equal %m, %c0, signed : tile<i32> -> tile<i1>
      if %z {
        continue %a : tile<i32>
      }
      %a2 = addi %a, %j : tile<i32>
      continue %a2 : tile<i32>
    }
    %m2 = muli %r, %r : tile<i32>
    return
  }

// A return two ifs deep leaves the kernel; the outer if's results come
// from its yields through the continuation block.
// CHECK-LABEL: llvm.func @early_return
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[C:.*]] = arith.cmpi slt, %[[A]], %[[B]] : i32
// CHECK-NEXT: cf.cond_br %[[C]], ^[[THEN:bb[0-9]+]], ^[[ELSE:bb[0-9]+]]
// CHECK-NEXT: ^[[THEN]]:
// CHECK-NEXT: %[[D:.*]] = arith.cmpi eq, %[[A]], %[[B]] : i32
// CHECK-NEXT: cf.cond_br %[[D]], ^[[RET:bb[0-9]+]], ^[[SUM:bb[0-9]+]]
// CHECK-NEXT: ^[[RET]]:
// CHECK-NEXT: llvm.return
// CHECK-NEXT: ^[[SUM]]:
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT: cf.br ^[[JOIN:bb[0-9]+]](%[[S]] : i32)
// CHECK-NEXT: ^[[ELSE]]:
// CHECK-NEXT: cf.br ^[[JOIN]](%[[B]] : i32)
// CHECK-NEXT: ^[[JOIN]](%[[X:.*]]: i32):
// CHECK-NEXT: arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT: llvm.return
// LLVM-LABEL: llvm.func @early_return
// LLVM-COUNT-2: llvm.return
  tile.entry @early_return(%a: tile<i32>, %b: tile<i32>) {
    %c = cmpi less_than %a, %b, signed : tile<i32> -> tile<i1>
    %x = if %c -> (tile<i32>) {
      %d = cmpi equal %a, %b, signed : tile<i32> -> tile<i1>
      if %d {
        return
      }
      %s = addi %a, %b : tile<i32>
      yield %s : tile<i32>
    } else {
      yield %b : tile<i32>
    }
    %y = muli %x, %x : tile<i32>
    return
  }

// Nested loops, a loop with no values, an if with a result whose other
// branch breaks, an if whose both branches leave.
// CHECK-LABEL: llvm.func @nested
// CHECK: scf.execute_region {
// CHECK-NEXT: cf.br ^[[H0:bb[0-9]+]]
// CHECK-NEXT: ^[[H0]]:
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK: %[[OUT:.*]] = scf.execute_region -> i32 {
// CHECK: ^[[OH:bb[0-9]+]](%[[A:.*]]: i32):
// CHECK-NEXT: %[[IN:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT: cf.br ^[[IH:bb[0-9]+]](%[[A]] : i32)
// CHECK-NEXT: ^[[IH]](%[[B:.*]]: i32):
// CHECK: cf.cond_br %{{.*}}, ^[[IBRK:bb[0-9]+]], ^[[IELSE:bb[0-9]+]]
// CHECK-NEXT: ^[[IBRK]]:
// CHECK-NEXT: scf.yield %[[B]] : i32
// CHECK-NEXT: ^[[IELSE]]:
// CHECK-NEXT: %[[B2:.*]] = arith.addi %[[B]]
// CHECK-NEXT: cf.br ^[[IJOIN:bb[0-9]+]](%[[B2]] : i32)
// CHECK-NEXT: ^[[IJOIN]](%[[NEXT:.*]]: i32):
// CHECK-NEXT: cf.br ^[[IH]](%[[NEXT]] : i32)
// CHECK-NEXT: }
// CHECK-NEXT: %[[BIG:.*]] = arith.cmpi sgt, %[[IN]]
// CHECK-NEXT: cf.cond_br %[[BIG]], ^[[OBRK:bb[0-9]+]], ^[[OCONT:bb[0-9]+]]
// CHECK-NEXT: ^[[OBRK]]:
// CHECK-NEXT: scf.yield %[[IN]] : i32
// CHECK-NEXT: ^[[OCONT]]:
// CHECK-NEXT: cf.br ^[[OH]](%[[IN]] : i32)
// CHECK-NEXT: ^{{bb[0-9]+}}:
// CHECK-NEXT: cf.br ^[[OH]](%[[A]] : i32)
// CHECK-NEXT: }
  tile.entry @nested(%n: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    loop {
      break
    }
    %o = loop iter_values(%a = %c0) : tile<i32> -> tile<i32> {
      %in = loop iter_values(%b = %a) : tile<i32> -> tile<i32> {
        %big = cmpi greater_than %b, %n, signed : tile<i32> -> tile<i1>
        %next = if %big -> (tile<i32>) {
          break %b : tile<i32>
        } else {
          %b2 = addi %b, %c1 : tile<i32>
          yield %b2 : tile<i32>
        }
        continue %next : tile<i32>
      }
      %big2 = cmpi greater_than %in, %n, signed : tile<i32> -> tile<i1>
      if %big2 {
        break %in : tile<i32>
      } else {
        continue %in : tile<i32>
      }
      continue %a : tile<i32>
    }
    %sq = muli %o, %o : tile<i32>
    return
  }
}
