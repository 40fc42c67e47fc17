#!/usr/bin/env python3
"""Deeply nested debug info for debug-deep.test.

`gen_deep_debug.py N [STEP]` prints a module whose constants have a chain
of N call-site locations (inlining through N Python frames), nested through
aliases so that the text parser does not recurse. With STEP, a constant
every STEP links of the chain as well, so the writer interns the chain a
STEP at a time and never nests deeper than about STEP.

`gen_deep_debug.py --deepest-first IN OUT` copies the bytecode file IN with
the first entry of its debug location array swapped with the largest
reference (the last entry written, the head of the chain), so that the
reader meets the whole chain at once.
"""
import os
import struct
import sys


def module(n, step):
    print('#di_file = #llvm.di_file<"k.py" in "/src">')
    print('#di_cu = #llvm.di_compile_unit<id = distinct[0]<>, '
          'sourceLanguage = DW_LANG_Python, file = #di_file, producer = "", '
          'isOptimized = false, emissionKind = LineTablesOnly>')
    print('#di_sp = #llvm.di_subprogram<id = distinct[1]<>, '
          'compileUnit = #di_cu, scope = #di_file, name = "k", '
          'linkageName = "k", file = #di_file, line = 1, scopeLine = 1, '
          'subprogramFlags = Definition>')
    for i in range(n + 1):
        print('#frame%d = loc(fused<#di_sp>["k.py":%d:1])' % (i, i + 1))
    print('#chain0 = loc(callsite(#frame0 at #frame1))')
    for i in range(1, n):
        print('#chain%d = loc(callsite(#chain%d at #frame%d))' % (i, i - 1, i + 1))
    print('tile.module @m {')
    print('  entry @k(%p: tile<ptr<i32>>) {')
    links = list(range(step - 1, n - 1, step)) if step else []
    for k, i in enumerate(links + [n - 1]):
        print('    %%c%d = constant <i32: %d> : tile<i32> loc(#chain%d)' % (k, k, i))
        print('    %%t%d = store_ptr_tko weak %%p, %%c%d : tile<ptr<i32>>, '
              'tile<i32> -> token loc(#frame0)' % (k, k))
    print('    return loc(#frame0)')
    print('  } loc(#frame0)')
    print('} loc(#frame0)')


def deepest_first(src, dst):
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                    "malformed"))
    from gen_malformed import File, read_varint
    f = File(os.path.abspath(src))
    p = f.payload(3)  # the Debug section, aligned at its start
    funcs, i = read_varint(p, 0)
    i = (i + 3) // 4 * 4 + 4 * funcs
    count, i = read_varint(p, i)
    i = (i + 7) // 8 * 8
    refs = [struct.unpack_from("<Q", p, i + 8 * k)[0] for k in range(count)]
    top = refs.index(max(refs))
    refs[0], refs[top] = refs[top], refs[0]
    for k, r in enumerate(refs):
        struct.pack_into("<Q", p, i + 8 * k, r)
    open(dst, "wb").write(f.serialize())


if __name__ == "__main__":
    if sys.argv[1] == "--deepest-first":
        deepest_first(sys.argv[2], sys.argv[3])
    else:
        module(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 0)
