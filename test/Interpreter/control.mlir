// Control flow: for with iteration values (signed and unsigned bounds, an
// empty range), loop with break/continue nested in ifs, if with results,
// return from inside an if.
// RUN: tile-run %s --grid 1 --entry k | FileCheck %s
// RUN: tile-run %s --grid 1 --entry early i32=1 | FileCheck %s --check-prefix=EARLY1
// RUN: tile-run %s --grid 1 --entry early i32=0 | FileCheck %s --check-prefix=EARLY0

tile.module @m {
  entry @k() {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %c10 = constant <i32: 10> : tile<i32>
    // sum of 0, 3, 6, 9
    %s = for %iv in (%c0 to %c10, step %c3) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %n = addi %acc, %iv : tile<i32>
      continue %n : tile<i32>
    }
    // lb = 10 > ub = 0: no iteration, the result is the init value.
    %e = for %iv in (%c10 to %c0, step %c1) : tile<i32> iter_values(%acc = %c3) -> (tile<i32>) {
      continue %iv : tile<i32>
    }
    // Signed, -2 < 1 runs 3 times; unsigned, 0xFFFFFFFE > 1 runs never.
    %m2 = constant <i32: -2> : tile<i32>
    %ns = for %iv in (%m2 to %c1, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %n = addi %acc, %c1 : tile<i32>
      continue %n : tile<i32>
    }
    %nu = for unsigned %iv in (%m2 to %c1, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %n = addi %acc, %c1 : tile<i32>
      continue %n : tile<i32>
    }
    // CHECK: for sum=18 empty=3 signed trips=3 unsigned trips=0
    %t0 = print_tko "for sum=%d empty=%d signed trips=%d unsigned trips=%d\n", %s, %e, %ns, %nu : tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token

    // Collatz steps of 6 (6 3 10 5 16 8 4 2 1): 8 steps. continue and
    // break sit inside ifs.
    %c2 = constant <i32: 2> : tile<i32>
    %c6 = constant <i32: 6> : tile<i32>
    %r:2 = loop iter_values(%x = %c6, %steps = %c0) : tile<i32>, tile<i32> -> tile<i32>, tile<i32> {
      %done = cmpi equal %x, %c1, signed : tile<i32> -> tile<i1>
      if %done {
        break %x, %steps : tile<i32>, tile<i32>
      }
      %st = addi %steps, %c1 : tile<i32>
      %rem = remi %x, %c2 signed : tile<i32>
      %odd = cmpi equal %rem, %c1, signed : tile<i32> -> tile<i1>
      if %odd {
        %t = muli %x, %c3 : tile<i32>
        %t1 = addi %t, %c1 : tile<i32>
        continue %t1, %st : tile<i32>, tile<i32>
      }
      %h = divi %x, %c2 signed : tile<i32>
      continue %h, %st : tile<i32>, tile<i32>
    }
    // CHECK-NEXT: collatz(6) reaches 1 in 8 steps
    %t1 = print_tko "collatz(6) reaches %d in %d steps\n", %r#0, %r#1 : tile<i32>, tile<i32> -> token

    // Nested for with an if yielding values.
    %o = for %i in (%c0 to %c3, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %in = for %j in (%c0 to %c3, step %c1) : tile<i32> iter_values(%a2 = %acc) -> (tile<i32>) {
        %lt = cmpi less_than %j, %i, signed : tile<i32> -> tile<i1>
        %v = if %lt -> (tile<i32>) {
          yield %c10 : tile<i32>
        } else {
          yield %c1 : tile<i32>
        }
        %n = addi %a2, %v : tile<i32>
        continue %n : tile<i32>
      }
      continue %in : tile<i32>
    }
    // 9 pairs, 3 with j < i: 3*10 + 6*1
    // CHECK-NEXT: nested 36
    %t2 = print_tko "nested %d\n", %o : tile<i32> -> token
    return
  }

  entry @early(%flag: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %b = cmpi not_equal %flag, %c0, signed : tile<i32> -> tile<i1>
    // EARLY1: before
    // EARLY0: before
    %t0 = print_tko "before\n" -> token
    if %b {
      return
    }
    // EARLY1-NOT: after
    // EARLY0-NEXT: after
    %t1 = print_tko "after\n" -> token
    return
  }
}
