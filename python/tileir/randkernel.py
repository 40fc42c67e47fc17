"""Random valid Tile IR kernels (issue 16).

    python3 -m tileir.randkernel --seed 7 --ops 80 --version 13.3 -o DIR

writes DIR/k<seed>.mlir (our `tile` dialect text), DIR/k<seed>.tileirbc
(through tile-translate, our bytecode writer) and DIR/k<seed>.json, the
launch for tile-run: grid, one tile-run argument per array or scalar
(`f32[40,64]=rand`, `i32=3`), which arrays are outputs and the precision
each output was computed in.

Every kernel is free of undefined behaviour by construction, reasoning
from the Tile IR reference (docs/tileir-reference.md of the shared tree):
integer divisors are `ori(andi(x, m), 1)` (in [1, m|1]), shift amounts are
masked below the bit width, floats are clamped (which also drops NaN,
since maxf/minf return the other operand) before ftoi, every memory access
is in bounds, masked, or through a padded view, each tile block writes
only its own tile of every output, and atomics are integer or exact
(integer-valued f32/f64), so their final values do not depend on the
order of the blocks.  Integer values carry a signed interval and floats a
bound on their magnitude, so overflow flags are only set where they hold
and float magnitudes stay finite (and representable in f16).
"""

import argparse
import json
import os
import random
import subprocess
import sys
import time

FLOATS = ["f16", "bf16", "f32", "f64"]
INTS = ["i8", "i16", "i32", "i64"]
BITS = {"i1": 1, "i4": 4, "i8": 8, "i16": 16, "i32": 32, "i64": 64,
        "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 32,
        "f8E4M3FN": 8, "f8E5M2": 8, "f8E8M0FNU": 8, "f4E2M1FN": 4}
# Precision ranks: the weakest float a value passed through, for the
# comparison's tolerance.  Integers are exact.
PREC = {"f4E2M1FN": 0, "f8E4M3FN": 1, "f8E5M2": 1, "f8E8M0FNU": 1,
        "bf16": 2, "f16": 3, "tf32": 4, "f32": 5, "f64": 6, "exact": 7}
PREC_NAME = {v: k for k, v in PREC.items() if k not in
             ("f8E5M2", "f8E8M0FNU")}
# The largest magnitude kept in a value of each float type.
FLOAT_LIMIT = {"f16": 1e3, "bf16": 1e3, "f32": 1e3, "f64": 1e3,
               "tf32": 1e3, "f8E4M3FN": 4.0, "f8E5M2": 4.0}
VERSIONS = ["13.1", "13.2", "13.3", "13.4"]


def vkey(version):
    """A version string as a comparable tuple."""
    return tuple(int(p) for p in version.split("."))


def is_float(elem):
    return elem in BITS and elem.startswith(("f", "bf", "tf"))


def is_int(elem):
    return elem.startswith("i") and elem in BITS


def type_range(elem):
    """Signed range of an integer type (i1 reads as 0 / -1)."""
    b = BITS[elem]
    return -(1 << (b - 1)), (1 << (b - 1)) - 1


def tile_str(shape, elem):
    if elem.startswith("ptr:"):
        elem = "ptr<%s>" % elem[4:]
    dims = "".join("%dx" % d for d in shape)
    return "tile<%s%s>" % (dims, elem)


def fmt_float(x):
    """A float literal our parser reads exactly (values are dyadic)."""
    return "%.6e" % x


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


class Val:
    """An SSA value and what the generator knows about it."""

    def __init__(self, name, shape, elem, lo=None, hi=None, mag=None,
                 prec=7, fragile=False, approx=False, kind="tile"):
        self.name = name
        self.shape = tuple(shape)
        self.elem = elem
        self.kind = kind
        if is_int(elem) and elem != "i1":
            tlo, thi = type_range(elem)
            lo = tlo if lo is None or lo < tlo else lo
            hi = thi if hi is None or hi > thi else hi
        self.lo, self.hi = lo, hi
        self.mag = mag
        self.prec = prec
        self.fragile = fragile
        self.approx = approx
        self.used = False

    @property
    def ty(self):
        if self.kind == "token":
            return "token"
        return tile_str(self.shape, self.elem)

    def __str__(self):
        return self.name


class Array:
    """A kernel array argument: pointer, shape and stride parameters."""

    def __init__(self, index, elem, shape, role, init):
        self.index = index
        self.elem = elem
        self.shape = tuple(shape)
        self.role = role          # in, out, inout, atomic
        self.init = init
        self.ptr = None           # Val of the (assumed) base pointer
        self.shape_params = []
        self.stride_params = []
        self.token = None         # last memory token on this array
        self.sinks = []           # outputs: contributing values

    def arg(self):
        return "%s[%s]=%s" % (self.elem, ",".join(map(str, self.shape)),
                              self.init)

    def strides(self):
        s, out = 1, []
        for d in reversed(self.shape):
            out.append(s)
            s *= d
        return list(reversed(out))


class Gen:
    """One random kernel.  Methods named op_* each emit one op family."""

    def __init__(self, seed, nops=80, version="13.3", exotic=0.05):
        self.r = random.Random(seed)
        self.seed = seed
        self.nops = nops
        self.version = version
        self.v = vkey(version)
        self.exotic = self.r.random() < exotic
        self.lines = []
        self.globals_ = []
        self.indent = 2
        self.counter = 0
        self.scopes = [[]]
        self.arrays = []
        self.scalars = []          # (Val, tile-run text)
        self.ops = {}
        self.loop_depth = 0
        self.region_depth = 0
        self.in_pure = False
        self.features = set()

    # ---------------------------------------------------------------- basics
    def fresh(self, stem="v"):
        self.counter += 1
        return "%%%s%d" % (stem, self.counter)

    def emit(self, text, op=None):
        self.lines.append("  " * self.indent + text)
        if op:
            self.ops[op] = self.ops.get(op, 0) + 1

    def add(self, val):
        self.scopes[-1].append(val)
        return val

    def pool(self, pred=lambda v: True):
        return [v for s in self.scopes for v in s
                if v.kind == "tile" and pred(v)]

    def pick(self, pred):
        """A recent value satisfying pred (recent ones are likelier)."""
        cands = self.pool(pred)
        if not cands:
            return None
        k = min(len(cands), 24)
        v = cands[-1 - int(self.r.random() ** 2 * k)]
        v.used = True
        return v

    def derive(self, name, shape, elem, srcs, **kw):
        """A new value whose provenance joins that of srcs."""
        prec = min([s.prec for s in srcs] + [kw.pop("prec", 7)])
        fragile = kw.pop("fragile", False) or any(s.fragile for s in srcs)
        approx = kw.pop("approx", False) or any(s.approx for s in srcs)
        for s in srcs:
            s.used = True
        return self.add(Val(name, shape, elem, prec=prec, fragile=fragile,
                            approx=approx, **kw))

    def has(self, version):
        return self.v >= vkey(version)

    # ------------------------------------------------------------- constants
    def const(self, shape, elem, value):
        """A splat constant; ints carry their exact range."""
        name = self.fresh("c")
        if elem == "i1":
            lit = "true" if value else "false"
            self.emit("%s = constant <i1: %s> : %s"
                      % (name, lit, tile_str(shape, elem)), "constant")
            return self.add(Val(name, shape, elem))
        if is_int(elem):
            self.emit("%s = constant <%s: %d> : %s"
                      % (name, elem, value, tile_str(shape, elem)),
                      "constant")
            return self.add(Val(name, shape, elem, lo=value, hi=value))
        self.emit("%s = constant <%s: %s> : %s"
                  % (name, elem, fmt_float(value), tile_str(shape, elem)),
                  "constant")
        return self.add(Val(name, shape, elem, mag=abs(value)))

    def const_list(self, shape, elem):
        """A non-splat 1-D or 2-D constant of small values."""
        vals = [self.r.randint(-4, 4) for _ in range(numel(shape))]
        if is_float(elem):
            items = [fmt_float(x / 2.0) for x in vals]
        else:
            items = [str(x) for x in vals]

        def nest(items, dims):
            if len(dims) == 1:
                return "[" + ", ".join(items) + "]"
            step = numel(dims[1:])
            return "[" + ", ".join(nest(items[i * step:(i + 1) * step],
                                        dims[1:])
                                   for i in range(dims[0])) + "]"
        name = self.fresh("c")
        self.emit("%s = constant <%s: %s> : %s"
                  % (name, elem, nest(items, list(shape)),
                     tile_str(shape, elem)), "constant")
        if is_float(elem):
            return self.add(Val(name, shape, elem, mag=2.0))
        return self.add(Val(name, shape, elem, lo=min(vals), hi=max(vals)))

    def iconst0(self, value, elem="i32"):
        return self.const((), elem, value)

    # ------------------------------------------------------------ reshaping
    def reshape(self, v, shape):
        if tuple(shape) == v.shape:
            return v
        name = self.fresh("rs")
        self.emit("%s = reshape %s : %s -> %s"
                  % (name, v, v.ty, tile_str(shape, v.elem)), "reshape")
        return self.derive(name, shape, v.elem, [v], lo=v.lo, hi=v.hi,
                           mag=v.mag)

    def broadcast(self, v, shape):
        if tuple(shape) == v.shape:
            return v
        if len(v.shape) != len(shape):
            v = self.reshape(v, (1,) * (len(shape) - len(v.shape)) + v.shape)
        name = self.fresh("bc")
        self.emit("%s = broadcast %s : %s -> %s"
                  % (name, v, v.ty, tile_str(shape, v.elem)), "broadcast")
        return self.derive(name, shape, v.elem, [v], lo=v.lo, hi=v.hi,
                           mag=v.mag)

    def splat(self, v, shape):
        """A rank-0 (or 1-element) value broadcast to shape."""
        if not shape:
            return self.reshape(v, ())
        one = self.reshape(v, (1,) * len(shape))
        return self.broadcast(one, shape)

    def reshape_to(self, v, shape):
        """v to shape by reshape, broadcast, extract or reduce (flattened)."""
        shape = tuple(shape)
        if v.shape == shape:
            return v
        n, m = numel(v.shape), numel(shape)
        if n == m:
            return self.reshape(v, shape)
        if n < m:
            col = self.reshape(v, (n, 1))
            wide = self.broadcast(col, (n, m // n))
            return self.reshape(wide, shape)
        rows = self.reshape(v, (m, n // m))
        if self.r.random() < 0.5 and v.elem != "i1":
            part = self.reduce_rows(rows, dim=1)
        else:
            part = self.extract(rows, (m, 1))
        return self.reshape(part, shape)

    def extract(self, v, shape):
        """A random in-range slice of v with the given shape."""
        idx = [self.iconst0(self.r.randrange(s // d))
               for s, d in zip(v.shape, shape)]
        name = self.fresh("ex")
        self.emit("%s = extract %s[%s] : %s -> %s"
                  % (name, v, ", ".join(map(str, idx)), v.ty,
                     tile_str(shape, v.elem)), "extract")
        return self.derive(name, shape, v.elem, [v], lo=v.lo, hi=v.hi,
                           mag=v.mag)

    # ---------------------------------------------------------- conversions
    def clampf(self, v, bound):
        """v clamped to [-bound, bound] by maxf/minf; drops NaN."""
        lo = self.const(v.shape, v.elem, -bound)
        hi = self.const(v.shape, v.elem, bound)
        a = self.fresh("cl")
        self.emit("%s = maxf %s, %s : %s" % (a, v, lo, v.ty), "maxf")
        av = self.derive(a, v.shape, v.elem, [v], mag=v.mag)
        b = self.fresh("cl")
        self.emit("%s = minf %s, %s : %s" % (b, av, hi, v.ty), "minf")
        return self.derive(b, v.shape, v.elem, [av], mag=bound)

    def tame(self, v, bound=None):
        """v with a magnitude bound of at most `bound` (float values)."""
        bound = bound or FLOAT_LIMIT.get(v.elem, 1e3)
        if v.mag is not None and v.mag <= bound:
            return v
        if v.elem not in FLOATS:
            v = self.to_elem(v, "f32")
        return self.clampf(v, bound)

    def to_elem(self, v, elem):
        """v converted to elem through exti/trunci/ftof/itof/ftoi/cmp."""
        if v.elem == elem:
            return v
        name = self.fresh("cv")
        src, dst = v.elem, elem
        if dst == "i1":
            zero = self.const(v.shape, src, 0)
            if is_int(src):
                self.emit("%s = cmpi not_equal %s, %s, signed : %s -> %s"
                          % (name, v, zero, v.ty, tile_str(v.shape, "i1")),
                          "cmpi")
                return self.derive(name, v.shape, "i1", [v])
            v = self.to_elem(v, "f32") if src not in FLOATS else v
            zero = self.const(v.shape, v.elem, 0.0)
            pred = self.r.choice(["greater_than", "less_than", "not_equal"])
            self.emit("%s = cmpf %s ordered %s, %s : %s -> %s"
                      % (name, pred, v, zero, v.ty,
                         tile_str(v.shape, "i1")), "cmpf")
            return self.derive(name, v.shape, "i1", [v],
                               fragile=v.prec < 7)
        if is_int(src) and is_int(dst):
            return self.int_cast(v, dst, name)
        if is_float(src) and is_float(dst):
            if BITS.get(dst, 32) < BITS.get(src, 32) or dst in (
                    "f16", "bf16", "tf32") or dst.startswith("f8"):
                v = self.tame(v, FLOAT_LIMIT.get(dst, 1e3))
            mode = ""
            if self.has("13.4") and self.r.random() < 0.2 and \
                    not dst.startswith("f8") and not src.startswith("f8"):
                # cuTile 13.4 writes these (docs/verifier-differences.md).
                mode = " rounding<%s>" % self.r.choice(
                    ["zero", "negative_inf", "positive_inf", "nearest_away"])
            self.emit("%s = ftof %s%s : %s -> %s"
                      % (name, v, mode, v.ty, tile_str(v.shape, dst)),
                      "ftof")
            return self.derive(name, v.shape, dst, [v], mag=v.mag,
                               prec=PREC[dst])
        if is_int(src) and is_float(dst):
            if src == "i1":
                v = self.to_elem(v, "i8")
            if dst not in FLOATS + ["tf32"]:
                return self.to_elem(self.to_elem(v, "f32"), dst)
            sign = "unsigned" if v.lo >= 0 else "signed"
            self.emit("%s = itof %s %s : %s -> %s"
                      % (name, v, sign, v.ty, tile_str(v.shape, dst)),
                      "itof")
            mag = float(max(abs(v.lo), abs(v.hi)))
            out = self.derive(name, v.shape, dst, [v], mag=mag,
                              prec=PREC[dst] if mag > 2048 else 7)
            return out
        # float -> int: clamp into the target's range first.
        if src not in FLOATS:
            v = self.to_elem(v, "f32")
        lim = {"i1": 0, "i8": 100, "i16": 1000, "i32": 1000,
               "i64": 1000}[dst]
        # Always clamped: magnitudes are tracked from the launch's data
        # ([-1, 1) floats), which must not decide whether ftoi is defined.
        v = self.clampf(v, lim)
        sign = "signed"
        lo = -lim
        if self.r.random() < 0.3:
            v = self.absf(v)
            sign, lo = "unsigned", 0
        sat = " saturating" if self.has("13.4") and \
            self.r.random() < 0.3 else ""
        self.emit("%s = ftoi %s %s%s : %s -> %s"
                  % (name, v, sign, sat, v.ty, tile_str(v.shape, dst)),
                  "ftoi")
        return self.derive(name, v.shape, dst, [v], lo=lo, hi=lim,
                           fragile=v.prec < 7)

    def absf(self, v):
        name = self.fresh("ab")
        self.emit("%s = absf %s : %s" % (name, v, v.ty), "absf")
        return self.derive(name, v.shape, v.elem, [v], mag=v.mag)

    def int_cast(self, v, dst, name):
        src = v.elem
        if BITS[dst] > BITS[src]:
            sign = "unsigned" if (src == "i1" or self.r.random() < 0.3) \
                else "signed"
            self.emit("%s = exti %s %s : %s -> %s"
                      % (name, v, sign, v.ty, tile_str(v.shape, dst)),
                      "exti")
            if src == "i1":
                lo, hi = 0, 1
            elif sign == "signed":
                lo, hi = v.lo, v.hi
            elif v.lo >= 0:
                lo, hi = v.lo, v.hi
            else:
                lo, hi = 0, (1 << BITS[src]) - 1
            return self.derive(name, v.shape, dst, [v], lo=lo, hi=hi)
        tlo, thi = type_range(dst)
        flag = ""
        fits = v.lo >= tlo and v.hi <= thi
        if fits and self.r.random() < 0.5 and dst != "i1":
            flag = " overflow<no_signed_wrap>"
        self.emit("%s = trunci %s%s : %s -> %s"
                  % (name, v, flag, v.ty, tile_str(v.shape, dst)), "trunci")
        if fits:
            return self.derive(name, v.shape, dst, [v], lo=v.lo, hi=v.hi)
        return self.derive(name, v.shape, dst, [v])

    def coerce(self, v, shape, elem):
        """v as a tile of shape x elem."""
        if v.elem.startswith("ptr:"):
            v = self.ptr_as_int(v)
        if numel(v.shape) > numel(shape) and v.elem != "i1":
            if v.elem not in INTS + FLOATS:
                v = self.to_elem(v, elem if elem in INTS + FLOATS
                                 else "f32")
            v = self.reshape_to(v, shape)
            return self.to_elem(v, elem)
        return self.reshape_to(self.to_elem(v, elem), shape)

    def ptr_as_int(self, v):
        """The address as i64, kept out of the pool: an address differs
        between the interpreter and the GPU, so no output may depend on
        it."""
        name = self.fresh("pi")
        self.emit("%s = ptr_to_int %s : %s -> %s"
                  % (name, v, v.ty, tile_str(v.shape, "i64")), "ptr_to_int")
        i = self.derive(name, v.shape, "i64", [v])
        i.kind = "hidden"
        return i

    def operand(self, shape, elem, pred=None):
        """A pool value coerced to shape x elem (made if none fits)."""
        want = pred or (lambda v: not v.elem.startswith("ptr:"))
        exact = self.pick(lambda v: want(v) and v.shape == tuple(shape)
                          and v.elem == elem)
        if exact is not None and self.r.random() < 0.7:
            return exact
        v = self.pick(lambda v: want(v) and v.elem != "i4")
        if v is None:
            return self.const(shape, elem, 1 if is_int(elem) else 0.5)
        return self.coerce(v, shape, elem)

    def some_shape(self):
        return self.r.choice(self.shapes)

    # ------------------------------------------------------ integer families
    def op_int_binary(self):
        elem = self.r.choice(INTS)
        shape = self.some_shape()
        a = self.operand(shape, elem)
        b = self.operand(shape, elem)
        op = self.r.choice(["addi", "subi", "muli", "andi", "ori", "xori",
                            "maxi", "mini", "mulhii"])
        name = self.fresh("i")
        tlo, thi = type_range(elem)
        lo = hi = None
        attr = ""
        if op in ("addi", "subi", "muli"):
            cands = {"addi": [a.lo + b.lo, a.hi + b.hi],
                     "subi": [a.lo - b.hi, a.hi - b.lo],
                     "muli": [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo,
                              a.hi * b.hi]}[op]
            if min(cands) >= tlo and max(cands) <= thi:
                lo, hi = min(cands), max(cands)
                if self.r.random() < 0.5:
                    attr = " overflow<no_signed_wrap>"
        elif op in ("maxi", "mini"):
            sign = "signed" if self.r.random() < 0.7 else "unsigned"
            attr = " " + sign
            if sign == "signed":
                f = max if op == "maxi" else min
                lo, hi = f(a.lo, b.lo), f(a.hi, b.hi)
        elif op == "andi" and (a.lo >= 0 or b.lo >= 0):
            lo, hi = 0, min(x.hi for x in (a, b) if x.lo >= 0)
        self.emit("%s = %s %s, %s%s : %s" % (name, op, a, b, attr,
                                            tile_str(shape, elem)), op)
        self.derive(name, shape, elem, [a, b], lo=lo, hi=hi)

    def op_bool(self):
        shape = self.some_shape()
        a = self.operand(shape, "i1")
        b = self.operand(shape, "i1")
        op = self.r.choice(["andi", "ori", "xori"])
        name = self.fresh("b")
        self.emit("%s = %s %s, %s : %s" % (name, op, a, b,
                                          tile_str(shape, "i1")), op)
        self.derive(name, shape, "i1", [a, b])

    def masked(self, v, mask):
        """andi v, mask with mask >= 0: the result is in [0, mask]."""
        m = self.const(v.shape, v.elem, mask)
        name = self.fresh("m")
        self.emit("%s = andi %s, %s : %s" % (name, v, m, v.ty), "andi")
        return self.derive(name, v.shape, v.elem, [v], lo=0, hi=mask)

    def nonzero(self, v, mask):
        """ori(andi(v, mask), 1): odd, in [1, mask | 1]."""
        m = self.masked(v, mask)
        one = self.const(v.shape, v.elem, 1)
        name = self.fresh("nz")
        self.emit("%s = ori %s, %s : %s" % (name, m, one, v.ty), "ori")
        return self.derive(name, v.shape, v.elem, [m], lo=1, hi=mask | 1)

    def op_int_div(self):
        elem = self.r.choice(INTS)
        shape = self.some_shape()
        a = self.operand(shape, elem)
        d = self.nonzero(self.operand(shape, elem),
                         self.r.choice([1, 3, 7, 15, 127]))
        op = self.r.choice(["divi", "remi"])
        sign = self.r.choice(["signed", "unsigned"])
        attr = " " + sign
        if op == "divi":
            modes = ["zero", "positive_inf"] + (
                ["negative_inf"] if sign == "signed" else [])
            mode = self.r.choice(modes)
            if mode != "zero" or self.r.random() < 0.3:
                attr += " rounding<%s>" % mode
        name = self.fresh("q")
        self.emit("%s = %s %s, %s%s : %s" % (name, op, a, d, attr,
                                            tile_str(shape, elem)), op)
        lo = hi = None
        if sign == "signed":
            m = max(abs(a.lo), abs(a.hi))
            lo, hi = (-m - 1, m + 1) if op == "divi" else (-d.hi, d.hi)
        elif op == "remi":
            lo, hi = 0, d.hi
        self.derive(name, shape, elem, [a, d], lo=lo, hi=hi)

    def op_shift(self):
        elem = self.r.choice(INTS)
        shape = self.some_shape()
        a = self.operand(shape, elem)
        s = self.masked(self.operand(shape, elem), BITS[elem] - 1)
        name = self.fresh("sh")
        if self.r.random() < 0.5:
            self.emit("%s = shli %s, %s : %s" % (name, a, s,
                                                tile_str(shape, elem)),
                      "shli")
            self.derive(name, shape, elem, [a, s])
        else:
            sign = self.r.choice(["signed", "unsigned"])
            self.emit("%s = shri %s, %s %s : %s"
                      % (name, a, s, sign, tile_str(shape, elem)), "shri")
            lo, hi = (min(a.lo, 0), max(a.hi, 0)) if sign == "signed" \
                else (None, None)
            self.derive(name, shape, elem, [a, s], lo=lo, hi=hi)

    def op_int_unary(self):
        elem = self.r.choice(INTS)
        shape = self.some_shape()
        a = self.operand(shape, elem)
        name = self.fresh("u")
        tlo, _ = type_range(elem)
        if self.r.random() < 0.5:
            self.emit("%s = absi %s : %s" % (name, a, a.ty), "absi")
            if a.lo > tlo:
                m = max(abs(a.lo), abs(a.hi))
                self.derive(name, shape, elem, [a], lo=0, hi=m)
            else:
                self.derive(name, shape, elem, [a])
            return
        attr = ""
        if a.lo > tlo and self.has("13.2") and self.r.random() < 0.5:
            attr = " overflow<no_signed_wrap>"
        self.emit("%s = negi %s%s : %s" % (name, a, attr, a.ty), "negi")
        if a.lo > tlo:
            self.derive(name, shape, elem, [a], lo=-a.hi, hi=-a.lo)
        else:
            self.derive(name, shape, elem, [a])

    # -------------------------------------------------------- float families
    def fround(self, elem, ops_ok=True):
        """A rounding attribute for addf/subf/mulf/fma (mostly default)."""
        x = self.r.random()
        if x < 0.8 or not ops_ok:
            return ""
        return " rounding<%s>" % self.r.choice(
            ["zero", "negative_inf", "positive_inf", "nearest_even"])

    def ftz(self, elem):
        return " flush_to_zero" if elem == "f32" and \
            self.r.random() < 0.1 else ""

    def fresult(self, name, shape, elem, srcs, mag, approx=False):
        return self.derive(name, shape, elem, srcs, mag=mag,
                           prec=PREC[elem], approx=approx)

    def op_float_binary(self):
        elem = self.r.choice(FLOATS)
        shape = self.some_shape()
        a = self.tame(self.operand(shape, elem))
        b = self.tame(self.operand(shape, elem))
        op = self.r.choice(["addf", "subf", "mulf", "maxf", "minf", "remf",
                            "divf", "pow", "atan2"])
        if op == "atan2" and not self.has("13.2"):
            op = "addf"
        name = self.fresh("f")
        ty = tile_str(shape, elem)
        if op in ("addf", "subf", "mulf"):
            mag = a.mag * b.mag if op == "mulf" else a.mag + b.mag
            self.emit("%s = %s %s, %s%s%s : %s"
                      % (name, op, a, b, self.fround(elem), self.ftz(elem),
                         ty), op)
            self.fresult(name, shape, elem, [a, b], mag)
        elif op in ("maxf", "minf"):
            nan = " propagate_nan" if self.r.random() < 0.3 else ""
            self.emit("%s = %s %s, %s%s%s : %s"
                      % (name, op, a, b, nan, self.ftz(elem), ty), op)
            self.derive(name, shape, elem, [a, b], mag=max(a.mag, b.mag))
        elif op == "divf":
            d = self.plus_one(b)
            mode = ""
            if elem == "f32" and self.r.random() < 0.3:
                mode = " rounding<%s>" % self.r.choice(["approx", "full"])
            else:
                mode = self.fround(elem)
            self.emit("%s = divf %s, %s%s%s : %s"
                      % (name, a, d, mode, self.ftz(elem), ty), "divf")
            self.fresult(name, shape, elem, [a, d], a.mag, approx=bool(mode))
        elif op == "remf":
            d = self.plus_one(b)
            self.emit("%s = remf %s, %s : %s" % (name, a, d, ty), "remf")
            self.derive(name, shape, elem, [a, d], mag=a.mag,
                        prec=PREC[elem], fragile=a.prec < 7 or d.prec < 7)
        elif op == "pow":
            base = self.plus_one(a)
            e = self.tame(b, 2.0)
            self.emit("%s = pow %s, %s : %s" % (name, base, e, ty), "pow")
            self.fresult(name, shape, elem, [base, e],
                         (base.mag) ** 2 + 1, approx=True)
        else:
            self.emit("%s = atan2 %s, %s : %s" % (name, a, b, ty), "atan2")
            self.fresult(name, shape, elem, [a, b], 3.2, approx=True)

    def plus_one(self, v):
        """|v| + 1: a divisor or base at least 1 (v is tamed)."""
        av = self.absf(v)
        one = self.const(v.shape, v.elem, 1.0)
        name = self.fresh("p1")
        self.emit("%s = addf %s, %s : %s" % (name, av, one, v.ty), "addf")
        return self.fresult(name, v.shape, v.elem, [av], av.mag + 1)

    def op_fma(self):
        elem = self.r.choice(FLOATS)
        shape = self.some_shape()
        a, b, c = (self.tame(self.operand(shape, elem)) for _ in range(3))
        name = self.fresh("fma")
        self.emit("%s = fma %s, %s, %s%s%s : %s"
                  % (name, a, b, c, self.fround(elem), self.ftz(elem),
                     tile_str(shape, elem)), "fma")
        self.fresult(name, shape, elem, [a, b, c], a.mag * b.mag + c.mag)

    def op_float_unary(self):
        elem = self.r.choice(FLOATS)
        shape = self.some_shape()
        a = self.tame(self.operand(shape, elem))
        op = self.r.choice(["absf", "negf", "floor", "ceil"])
        name = self.fresh("fu")
        self.emit("%s = %s %s : %s" % (name, op, a, a.ty), op)
        self.derive(name, shape, elem, [a], mag=a.mag + 1,
                    fragile=op in ("floor", "ceil") and a.prec < 7)

    def op_math(self):
        elem = self.r.choice(FLOATS)
        shape = self.some_shape()
        a = self.tame(self.operand(shape, elem))
        op = self.r.choice(["exp", "exp2", "log", "log2", "sqrt", "rsqrt",
                            "sin", "cos", "tan", "sinh", "cosh", "tanh"])
        name = self.fresh("mt")
        ty = tile_str(shape, elem)
        attr = ""
        if op in ("exp", "exp2", "sinh", "cosh"):
            a = self.tame(a, 8.0)
            mag = 3000.0
            if op == "exp" and elem == "f32" and self.has("13.3") and \
                    self.r.random() < 0.3:
                attr = " rounding<approx>"
            if op == "exp2":
                attr = self.ftz(elem)
        elif op in ("log", "log2", "sqrt", "rsqrt"):
            a = self.plus_one(a)
            mag = a.mag + 1
            if op == "sqrt" and elem == "f32" and self.r.random() < 0.2:
                attr = " rounding<approx>"
            elif op in ("sqrt", "rsqrt"):
                attr = self.ftz(elem)
        elif op == "tan":
            a = self.tame(a, 1.0)
            mag = 2.0
        elif op == "tanh":
            mag = 1.0
            if elem == "f32" and self.has("13.2") and self.r.random() < 0.3:
                attr = " rounding<approx>"
        else:
            mag = 1.0
        self.emit("%s = %s %s%s : %s" % (name, op, a, attr, ty), op)
        self.fresult(name, shape, elem, [a], mag, approx=True)

    def op_fpowi(self):
        elem = self.r.choice(FLOATS)
        shape = self.some_shape()
        a = self.tame(self.operand(shape, elem), 2.0)
        e = self.masked(self.operand(shape, "i32"), 3)
        name = self.fresh("pw")
        self.emit("%s = fpowi %s, %s : %s, %s" % (name, a, e, a.ty, e.ty),
                  "fpowi")
        self.fresult(name, shape, elem, [a, e], 16.0, approx=True)

    # ------------------------------------------------- compare and select
    def op_select(self):
        shape = self.some_shape()
        elem = self.r.choice(INTS + FLOATS)
        a = self.operand(shape, elem)
        b = self.operand(shape, elem)
        c = self.compare(shape)
        name = self.fresh("sel")
        self.emit("%s = select %s, %s, %s : %s, %s"
                  % (name, c, a, b, c.ty, a.ty), "select")
        if is_int(elem):
            self.derive(name, shape, elem, [c, a, b], lo=min(a.lo, b.lo),
                        hi=max(a.hi, b.hi))
        else:
            self.derive(name, shape, elem, [c, a, b],
                        mag=max(a.mag or 1e9, b.mag or 1e9))

    def compare(self, shape):
        """An i1 tile from cmpi or cmpf over pool values."""
        name = self.fresh("cmp")
        preds = ["equal", "not_equal", "less_than", "less_than_or_equal",
                 "greater_than", "greater_than_or_equal"]
        if self.r.random() < 0.5:
            elem = self.r.choice(INTS)
            a = self.operand(shape, elem)
            b = self.operand(shape, elem)
            self.emit("%s = cmpi %s %s, %s, %s : %s -> %s"
                      % (name, self.r.choice(preds), a, b,
                         self.r.choice(["signed", "unsigned"]), a.ty,
                         tile_str(shape, "i1")), "cmpi")
            return self.derive(name, shape, "i1", [a, b])
        elem = self.r.choice(FLOATS)
        a = self.tame(self.operand(shape, elem))
        b = self.tame(self.operand(shape, elem))
        self.emit("%s = cmpf %s %s %s, %s : %s -> %s"
                  % (name, self.r.choice(preds),
                     self.r.choice(["ordered", "unordered"]), a, b, a.ty,
                     tile_str(shape, "i1")), "cmpf")
        return self.derive(name, shape, "i1", [a, b],
                           fragile=a.prec < 7 or b.prec < 7)

    # ---------------------------------------------------------- conversions
    def op_convert(self):
        shape = self.some_shape()
        src = self.pick(lambda v: v.shape == tuple(shape) and
                        not v.elem.startswith("ptr:") and v.elem != "i4")
        if src is None:
            src = self.operand(shape, "f32")
        elem = self.r.choice(INTS + FLOATS + ["i1", "tf32", "f8E4M3FN",
                                              "f8E5M2"])
        v = self.to_elem(src, elem)
        if v.elem in ("tf32",) or v.elem.startswith("f8"):
            back = self.r.choice(["f32", "f16"] if v.elem != "tf32"
                                 else ["f32"])
            self.to_elem(v, back)

    def op_bitcast(self):
        shape = self.some_shape()
        pairs = [("i32", "f32"), ("f32", "i32"), ("i16", "f16"),
                 ("f16", "i16"), ("i16", "bf16"), ("bf16", "i16"),
                 ("i64", "f64"), ("f64", "i64"), ("f8E4M3FN", "i8")]
        src, dst = self.r.choice(pairs)
        if src.startswith("f8"):
            a = self.to_elem(self.operand(shape, "f32"), src)
        else:
            a = self.operand(shape, src)
        name = self.fresh("bit")
        self.emit("%s = bitcast %s : %s -> %s"
                  % (name, a, a.ty, tile_str(shape, dst)), "bitcast")
        if is_float(dst):
            # Arbitrary bits: NaN and Inf included.  Keep it away from
            # arithmetic: select finite values first.
            v = self.derive(name, shape, dst, [a], mag=None, prec=PREC[dst])
            self.sanitize(v)
            v.kind = "hidden"
        else:
            self.derive(name, shape, dst, [a], prec=7)

    def sanitize(self, v):
        """select(|v| <= 1000, v, 0): finite values of any bit pattern."""
        lim = self.const(v.shape, v.elem, 1000.0)
        av = self.absf(v)
        c = self.fresh("fin")
        self.emit("%s = cmpf less_than_or_equal ordered %s, %s : %s -> %s"
                  % (c, av, lim, v.ty, tile_str(v.shape, "i1")), "cmpf")
        cv = self.derive(c, v.shape, "i1", [av])
        zero = self.const(v.shape, v.elem, 0.0)
        name = self.fresh("san")
        self.emit("%s = select %s, %s, %s : %s, %s"
                  % (name, cv, v, zero, cv.ty, v.ty), "select")
        v.used = True
        return self.derive(name, v.shape, v.elem, [cv], mag=1000.0,
                           prec=7)

    def op_pack(self):
        n = self.r.choice([16, 32, 64])
        elem = self.r.choice(["f16", "bf16", "f32", "i16", "i32"])
        a = self.operand((n,), elem)
        name = self.fresh("pk")
        nb = n * BITS[elem] // 8
        self.emit("%s = pack %s : %s -> %s"
                  % (name, a, a.ty, tile_str((nb,), "i8")), "pack")
        p = self.derive(name, (nb,), "i8", [a])
        name2 = self.fresh("up")
        self.emit("%s = unpack %s : %s -> %s"
                  % (name2, p, p.ty, a.ty), "unpack")
        self.derive(name2, a.shape, elem, [p], lo=a.lo, hi=a.hi, mag=a.mag)

    def op_narrow_float(self):
        """ftof through f4E2M1FN or f8E8M0FNU and back (13.3)."""
        shape = self.r.choice([s for s in self.shapes if s and
                               s[-1] % 2 == 0] or [(16,)])
        a = self.tame(self.operand(shape, "f32"), 4.0)
        elem = self.r.choice(["f4E2M1FN", "f8E8M0FNU"])
        mode = " rounding<%s>" % self.r.choice(["zero", "positive_inf"]) \
            if elem == "f8E8M0FNU" else ""
        if elem == "f8E8M0FNU":
            a = self.plus_one(a)
        name = self.fresh("nf")
        self.emit("%s = ftof %s%s : %s -> %s"
                  % (name, a, mode, a.ty, tile_str(shape, elem)), "ftof")
        self.features.add(elem)
        n = self.derive(name, shape, elem, [a], mag=8.0, prec=PREC[elem])
        back = self.fresh("nf")
        self.emit("%s = ftof %s : %s -> %s"
                  % (back, n, n.ty, tile_str(shape, "f32")), "ftof")
        self.derive(back, shape, "f32", [n], mag=8.0, prec=PREC[elem])

    def op_i4(self):
        """exti/trunci through i4 (13.3)."""
        shape = self.some_shape()
        a = self.operand(shape, "i8")
        name = self.fresh("n4")
        self.emit("%s = trunci %s : %s -> %s"
                  % (name, a, a.ty, tile_str(shape, "i4")), "trunci")
        self.features.add("i4")
        n = self.add(Val(name, shape, "i4"))
        name2 = self.fresh("x4")
        self.emit("%s = exti %s signed : %s -> %s"
                  % (name2, n, n.ty, tile_str(shape, "i8")), "exti")
        self.derive(name2, shape, "i8", [a], lo=-8, hi=7)

    # ------------------------------------------------------------- shapes
    def op_shape(self):
        kind = self.r.choice(["permute", "cat", "broadcast", "iota",
                              "extract", "reshape", "constant"])
        getattr(self, "shape_" + kind)()

    def shape_permute(self):
        v = self.pick(lambda v: len(v.shape) >= 2 and v.elem != "i4" and
                      numel(v.shape) <= 4096)
        if v is None:
            v = self.operand(self.shapes[0] if len(self.shapes[0]) == 2
                             else (8, 16), "f32")
        perm = list(range(len(v.shape)))
        while perm == sorted(perm):
            self.r.shuffle(perm)
        shape = tuple(v.shape[p] for p in perm)
        name = self.fresh("pm")
        self.emit("%s = permute %s [%s] : %s -> %s"
                  % (name, v, ", ".join(map(str, perm)), v.ty,
                     tile_str(shape, v.elem)), "permute")
        self.derive(name, shape, v.elem, [v], lo=v.lo, hi=v.hi, mag=v.mag)

    def shape_cat(self):
        v = self.pick(lambda v: len(v.shape) >= 1 and v.elem != "i4" and
                      numel(v.shape) <= 2048 and
                      not v.elem.startswith("ptr:"))
        if v is None:
            return
        w = self.operand(v.shape, v.elem)
        d = self.r.randrange(len(v.shape))
        shape = list(v.shape)
        shape[d] *= 2
        name = self.fresh("cat")
        self.emit("%s = cat %s, %s dim = %d : %s, %s -> %s"
                  % (name, v, w, d, v.ty, w.ty, tile_str(shape, v.elem)),
                  "cat")
        if is_int(v.elem) and v.elem != "i1":
            self.derive(name, shape, v.elem, [v, w], lo=min(v.lo, w.lo),
                        hi=max(v.hi, w.hi))
        else:
            self.derive(name, shape, v.elem, [v, w],
                        mag=None if None in (v.mag, w.mag)
                        else max(v.mag, w.mag))

    def shape_broadcast(self):
        shape = self.some_shape()
        if not shape:
            return
        src = tuple(d if self.r.random() < 0.5 else 1 for d in shape)
        v = self.operand(src, self.r.choice(INTS + FLOATS))
        self.broadcast(v, shape)

    def shape_iota(self):
        elem = self.r.choice(["i8", "i16", "i32", "i64"])
        n = self.r.choice([8, 16, 32, 64, 128])
        if elem == "i8" and n > 128:
            n = 128
        name = self.fresh("io")
        self.emit("%s = iota : %s" % (name, tile_str((n,), elem)), "iota")
        self.add(Val(name, (n,), elem, lo=0, hi=n - 1))

    def shape_extract(self):
        v = self.pick(lambda v: len(v.shape) >= 1 and v.elem != "i4" and
                      max(v.shape) >= 2)
        if v is None:
            return
        shape = tuple(max(1, d >> self.r.randint(0, 2)) for d in v.shape)
        self.extract(v, shape)

    def shape_reshape(self):
        v = self.pick(lambda v: v.elem != "i4" and numel(v.shape) >= 2)
        if v is None:
            return
        n = numel(v.shape)
        a = 1 << self.r.randint(0, n.bit_length() - 1)
        shape = self.r.choice([(n,), (a, n // a), (n // a, a)])
        self.reshape(v, shape)

    def shape_constant(self):
        shape = self.r.choice([(4,), (8,), (2, 4), (4, 4), (16,)])
        self.const_list(shape, self.r.choice(INTS + FLOATS))

    def op_insert(self):
        v = self.pick(lambda v: len(v.shape) >= 1 and v.elem != "i4" and
                      not v.elem.startswith("ptr:") and max(v.shape) >= 2)
        if v is None:
            return
        shape = tuple(max(1, d >> self.r.randint(0, 2)) for d in v.shape)
        s = self.operand(shape, v.elem)
        idx = [self.iconst0(self.r.randrange(d // e))
               for d, e in zip(v.shape, shape)]
        name = self.fresh("ins")
        self.emit("%s = insert %s into %s[%s] : %s -> %s"
                  % (name, s, v, ", ".join(map(str, idx)), s.ty, v.ty),
                  "insert")
        if is_int(v.elem) and v.elem != "i1":
            self.derive(name, v.shape, v.elem, [v, s], lo=min(v.lo, s.lo),
                        hi=max(v.hi, s.hi))
        else:
            self.derive(name, v.shape, v.elem, [v, s], mag=None
                        if v.mag is None or s.mag is None
                        else max(v.mag, s.mag))

    # ------------------------------------------------- reductions and scans
    COMBINERS = {"float": ["addf", "maxf", "minf"],
                 "int": ["addi", "maxi", "mini", "andi", "ori", "xori",
                         "muli"]}

    def identity(self, comb, elem, sign):
        """The neutral element of comb over elem (reference 3.4)."""
        if is_float(elem):
            if comb == "addf":
                return "0.000000e+00 : %s" % elem
            neg = comb == "maxf"
            bits = {"f16": (0xFC00, 0x7C00), "bf16": (0xFF80, 0x7F80),
                    "f32": (0xFF800000, 0x7F800000),
                    "f64": (0xFFF0000000000000, 0x7FF0000000000000)}[elem]
            return "0x%X : %s" % (bits[0] if neg else bits[1], elem)
        lo, hi = type_range(elem)
        val = {"addi": 0, "ori": 0, "xori": 0, "andi": -1, "muli": 1,
               "maxi": lo if sign == "signed" else 0,
               "mini": hi if sign == "signed" else -1}[comb]
        return "%d : %s" % (val, elem)

    def combine_body(self, comb, elem, sign, e, a):
        """One combiner op in a reduce/scan body; returns the result."""
        name = self.fresh("r")
        attr = " " + sign if comb in ("maxi", "mini") else ""
        self.emit("%s = %s %s, %s%s : %s" % (name, comb, e, a, attr,
                                             tile_str((), elem)), comb)
        return name

    def pick_reducible(self):
        v = self.pick(lambda v: v.shape and v.elem in INTS + FLOATS and
                      numel(v.shape) <= 4096)
        if v is None:
            v = self.operand(self.some_shape() or (16,), "f32")
        if not v.shape:
            v = self.reshape(v, (1,))
        if v.elem in FLOATS:
            v = self.tame(v)
        return v

    def reduce_rows(self, v, dim=None, scan=False):
        """reduce (or scan) v along dim with one or two operands."""
        dim = self.r.randrange(len(v.shape)) if dim is None else dim
        if is_float(v.elem):
            v = self.tame(v)
        operands = [v]
        if self.r.random() < 0.25:
            operands.append(self.operand(v.shape, self.r.choice(
                ["i32", "f32", "i16"])))
            if operands[1].elem in FLOATS:
                operands[1] = self.tame(operands[1])
        plan = []
        for o in operands:
            fam = "float" if is_float(o.elem) else "int"
            comb = self.r.choice(self.COMBINERS[fam])
            plan.append((o, comb, self.r.choice(["signed", "unsigned"])))
        shape = v.shape if scan else v.shape[:dim] + v.shape[dim + 1:]
        names = [self.fresh("red") for _ in operands]
        ids = ", ".join(self.identity(c, o.elem, s) for o, c, s in plan)
        in_tys = ", ".join(o.ty for o in operands)
        out_tys = ", ".join(tile_str(shape, o.elem) for o in operands)
        head = "%s = %s %s dim=%d" % (", ".join(names),
                                      "scan" if scan else "reduce",
                                      ", ".join(map(str, operands)), dim)
        if scan:
            head += " reverse=%s" % self.r.choice(["true", "false"])
        self.emit("%s identities=[%s] : %s -> %s"
                  % (head, ids, in_tys, out_tys),
                  "scan" if scan else "reduce")
        args = [(self.fresh("e"), self.fresh("a")) for _ in operands]
        self.emit("(%s) {" % ", ".join(
            "%s: %s, %s: %s" % (e, tile_str((), o.elem), a,
                                tile_str((), o.elem))
            for (e, a), o in zip(args, operands)))
        self.indent += 1
        outs = [self.combine_body(c, o.elem, s, e, a)
                for (o, c, s), (e, a) in zip(plan, args)]
        self.emit("yield %s : %s" % (", ".join(outs), ", ".join(
            tile_str((), o.elem) for o in operands)), "yield")
        self.indent -= 1
        self.emit("}")
        results = []
        for name, (o, comb, sign) in zip(names, plan):
            if is_float(o.elem):
                mag = o.mag * o.shape[dim] if comb == "addf" else o.mag
                results.append(self.derive(
                    name, shape, o.elem, [o], mag=mag,
                    prec=PREC[o.elem] if comb == "addf" else 7))
            elif comb in ("maxi", "mini") and sign == "signed":
                results.append(self.derive(name, shape, o.elem, [o],
                                           lo=o.lo, hi=o.hi))
            else:
                results.append(self.derive(name, shape, o.elem, [o]))
        return results[0]

    def op_reduce(self):
        self.reduce_rows(self.pick_reducible())

    def op_scan(self):
        self.reduce_rows(self.pick_reducible(), scan=True)

    def op_argmax(self):
        """A two-operand reduce (value, index) with the smaller index on
        ties: associative and commutative, so order does not matter."""
        v = self.pick(lambda v: v.elem in ("i32", "i16", "i8") and
                      len(v.shape) == 1 and v.shape[0] >= 2)
        if v is None:
            return
        n = v.shape[0]
        name = self.fresh("io")
        self.emit("%s = iota : %s" % (name, tile_str((n,), "i32")), "iota")
        idx = self.add(Val(name, (n,), "i32", lo=0, hi=n - 1))
        rv, ri = self.fresh("am"), self.fresh("ai")
        lo, _ = type_range(v.elem)
        self.emit("%s, %s = reduce %s, %s dim=0 identities=[%d : %s, %d : "
                  "i32] : %s, %s -> %s, %s"
                  % (rv, ri, v, idx, lo, v.elem, 2 ** 31 - 1, v.ty, idx.ty,
                     tile_str((), v.elem), tile_str((), "i32")), "reduce")
        ev, av, ei, ai = (self.fresh(s) for s in ("ev", "av", "ei", "ai"))
        s = tile_str((), v.elem)
        i = tile_str((), "i32")
        b = tile_str((), "i1")
        self.emit("(%s: %s, %s: %s, %s: %s, %s: %s) {"
                  % (ev, s, av, s, ei, i, ai, i))
        self.indent += 1
        gt, eq, lt, tie, take, nv, ni = (self.fresh("g") for _ in range(7))
        self.emit("%s = cmpi greater_than %s, %s, signed : %s -> %s"
                  % (gt, ev, av, s, b), "cmpi")
        self.emit("%s = cmpi equal %s, %s, signed : %s -> %s"
                  % (eq, ev, av, s, b), "cmpi")
        self.emit("%s = cmpi less_than %s, %s, signed : %s -> %s"
                  % (lt, ei, ai, i, b), "cmpi")
        self.emit("%s = andi %s, %s : %s" % (tie, eq, lt, b), "andi")
        self.emit("%s = ori %s, %s : %s" % (take, gt, tie, b), "ori")
        self.emit("%s = select %s, %s, %s : %s, %s"
                  % (nv, take, ev, av, b, s), "select")
        self.emit("%s = select %s, %s, %s : %s, %s"
                  % (ni, take, ei, ai, b, i), "select")
        self.emit("yield %s, %s : %s, %s" % (nv, ni, s, i), "yield")
        self.indent -= 1
        self.emit("}")
        self.derive(rv, (), v.elem, [v], lo=v.lo, hi=v.hi)
        self.derive(ri, (), "i32", [v, idx], lo=0, hi=n - 1)

    # ------------------------------------------------------------------ mma
    MMA_TYPES = [("f16", "f16"), ("f16", "f32"), ("bf16", "f32"),
                 ("tf32", "f32"), ("f32", "f32"), ("f64", "f64"),
                 ("f8E4M3FN", "f16"), ("f8E4M3FN", "f32"),
                 ("f8E5M2", "f16"), ("f8E5M2", "f32"), ("i8", "i32")]

    def op_mma(self):
        ab, acc = self.r.choice(self.MMA_TYPES)
        m, n, k = (self.r.choice([16, 32, 64]) for _ in range(3))
        batch = (2,) if self.r.random() < 0.15 else ()
        if ab == "f64" or batch:
            m, n, k = min(m, 32), min(n, 32), min(k, 32)
        sa, sb, sc = batch + (m, k), batch + (k, n), batch + (m, n)
        if ab == "i8":
            # i8 products summed over k <= 64 cannot wrap an i32.
            a = self.operand(sa, "i8")
            b = self.operand(sb, "i8")
            c = self.operand(sc, "i32")
            name = self.fresh("mm")
            sl, sr = (self.r.choice(["signed", "unsigned"]) for _ in "ab")
            self.emit("%s = mmai %s, %s, %s %s %s : %s, %s, %s"
                      % (name, a, b, c, sl, sr, a.ty, b.ty, c.ty), "mmai")
            self.derive(name, sc, "i32", [a, b, c])
            return
        bound = 4.0 if ab.startswith("f8") else 2.0
        a = self.to_elem(self.tame(self.operand(sa, "f32"), bound), ab)
        b = self.to_elem(self.tame(self.operand(sb, "f32"), bound), ab)
        c = self.tame(self.operand(sc, acc), 100.0)
        name = self.fresh("mm")
        fast = " fast_acc" if ab.startswith("f8") and self.has("13.3") and \
            self.r.random() < 0.3 else ""
        self.emit("%s = mmaf %s, %s, %s%s : %s, %s, %s"
                  % (name, a, b, c, fast, a.ty, b.ty, c.ty), "mmaf")
        self.derive(name, sc, acc, [a, b, c], mag=bound * bound * k + 100,
                    prec=min(PREC[ab], PREC[acc]))

    def op_gemm_loop(self):
        """A K loop of mmaf over two 2-D f16/bf16 inputs (or f32 ones
        rounded to tf32 by ftof, or mmai over i8 ones) read through
        partition views, as cuTile writes a GEMM: the loop that
        tile-pipeline-mma-shared feeds from rings of shared buffers (when
        the rows are aligned; i8 only as wgmma), with edge tiles wherever
        the arrays end."""
        if self.loop_depth >= 2 or self.region_depth >= 3:
            return
        halves = [a for a in self.inputs
                  if len(a.shape) == 2 and a.elem in ("f16", "bf16", "i8",
                                                      "f32")]
        if not halves:
            return
        A = self.r.choice(halves)
        B = self.r.choice([a for a in halves if a.elem == A.elem])
        integer = A.elem == "i8"
        tf32 = A.elem == "f32"
        # M up to 128: 64 rows per warpgroup make the wgmma form on sm_90
        # (the only form that reads i8 from rings: mostly so).
        tm = self.r.choice([16, 64, 128, 128] if integer else [16, 32, 64, 128])
        tn = self.r.choice([16, 32, 64])
        # i8: K in wgmma's steps of 32 bytes.
        tk = self.r.choice([32, 64] if integer else [16, 32, 64])
        acc = "i32" if integer else \
            self.r.choice(["f32", "f32", "f16"]) if A.elem == "f16" else "f32"
        mt = -(-A.shape[0] // tm)
        nt = -(-B.shape[1] // tn)
        kt = min(-(-A.shape[1] // tk), -(-B.shape[0] // tk))
        va = self.view_type(A, (tm, tk), "zero")
        vb = self.view_type(B, (tk, tn), "zero")
        pa, pb = self.fresh("pv"), self.fresh("pv")
        self.emit("%s = make_partition_view %s : %s" % (pa, A.tv, va),
                  "make_partition_view")
        self.emit("%s = make_partition_view %s : %s" % (pb, B.tv, vb),
                  "make_partition_view")
        srcs = self.index_sources()
        im, jn = self.index_in(mt, srcs), self.index_in(nt, srcs)
        lb, step = self.iconst0(0), self.iconst0(1)
        ub = self.iconst0(kt)
        init = self.operand((tm, tn), acc) if integer else \
            self.tame(self.operand((tm, tn), acc), 100.0)
        ty = tile_str((tm, tn), acc)
        res, iv, it = self.fresh("gm"), self.fresh("iv"), self.fresh("it")
        self.emit("%s = for %s in (%s to %s, step %s) : %s iter_values(%s = "
                  "%s) -> (%s) {" % (res, iv, lb, ub, step,
                                     tile_str((), "i32"), it, init, ty),
                  "for")
        self.indent += 1
        ta, tb = tile_str((tm, tk), A.elem), tile_str((tk, tn), A.elem)
        a, b, d = self.fresh("ga"), self.fresh("gb"), self.fresh("gd")
        self.emit("%s, %s = load_view_tko weak %s[%s, %s] : %s, %s -> %s, "
                  "token" % (a, self.fresh("tk"), pa, im, iv, va,
                             tile_str((), "i32"), ta), "load_view_tko")
        self.emit("%s, %s = load_view_tko weak %s[%s, %s] : %s, %s -> %s, "
                  "token" % (b, self.fresh("tk"), pb, iv, jn, vb,
                             tile_str((), "i32"), tb), "load_view_tko")
        if integer:
            sl, sr = (self.r.choice(["signed", "unsigned"]) for _ in "ab")
            self.emit("%s = mmai %s, %s, %s %s %s : %s, %s, %s"
                      % (d, a, b, it, sl, sr, ta, tb, ty), "mmai")
        else:
            if tf32:
                # The f32 tiles rounded to tf32 (nearest even), as cuTile
                # writes `.astype(ct.tfloat32)` before `ct.mma`.
                ra, rb = self.fresh("gr"), self.fresh("gr")
                ra_ty = tile_str((tm, tk), "tf32")
                rb_ty = tile_str((tk, tn), "tf32")
                self.emit("%s = ftof %s : %s -> %s" % (ra, a, ta, ra_ty),
                          "ftof")
                self.emit("%s = ftof %s : %s -> %s" % (rb, b, tb, rb_ty),
                          "ftof")
                a, b, ta, tb = ra, rb, ra_ty, rb_ty
            self.emit("%s = mmaf %s, %s, %s : %s, %s, %s"
                      % (d, a, b, it, ta, tb, ty), "mmaf")
        self.emit("continue %s : %s" % (d, ty), "continue")
        self.indent -= 1
        self.emit("}")
        if integer:
            # Exact (wrapping) i32 sums, as op_mma's.
            self.derive(res, (tm, tn), acc, [init, im, jn])
        else:
            element = "tf32" if tf32 else A.elem
            self.derive(res, (tm, tn), acc, [init, im, jn],
                        mag=kt * tk + 100, prec=min(PREC[element], PREC[acc]))
        self.features.add("gemm_loop")

    def op_mma_scaled(self):
        """mmaf_scaled with f8 inputs and e8m0 scales (13.3, exotic)."""
        m, n = self.r.choice([16, 32, 64]), self.r.choice([16, 32, 64])
        k, ks = 64, 2
        ab = self.r.choice(["f8E4M3FN", "f8E5M2"])
        a = self.to_elem(self.tame(self.operand((m, k), "f32"), 4.0), ab)
        b = self.to_elem(self.tame(self.operand((k, n), "f32"), 4.0), ab)
        c = self.tame(self.operand((m, n), "f32"), 100.0)
        s1 = self.const((m, ks), "f8E8M0FNU", 1.0)
        s2 = self.const((ks, n), "f8E8M0FNU", 1.0)
        name = self.fresh("ms")
        self.emit("%s = mmaf_scaled %s, %s, %s, %s, %s : %s, %s, %s, %s, %s"
                  % (name, a, b, c, s1, s2, a.ty, b.ty, c.ty, s1.ty, s2.ty),
                  "mmaf_scaled")
        self.features.add("f8E8M0FNU")
        self.derive(name, (m, n), "f32", [a, b, c], mag=16.0 * k + 100,
                    prec=1)

    # --------------------------------------------------------------- memory
    def next_token(self, arr):
        """The token an access to arr orders after (threaded per array)."""
        return arr.token or self.root

    def tok_attr(self, tok, eq=True):
        if tok is None:
            return ""
        return (" token = %s" if eq else " token=%s") % tok

    def set_token(self, arr, name):
        t = Val(name, (), "token", kind="token")
        arr.token = t
        return t

    def view_type(self, arr, tile, padding=None, dim_map=None,
                  kind="partition", extra=""):
        tv = arr.tv_type
        pad = ", padding_value = %s" % padding if padding else ""
        dm = ", dim_map=[%s]" % ", ".join(map(str, dim_map)) \
            if dim_map else ""
        t = "x".join(map(str, tile))
        if kind == "partition":
            return "partition_view<tile=(%s)%s, %s%s>" % (t, pad, tv, dm)
        if kind == "strided":
            return "strided_view<tile=(%s), traversal_strides=[%s]%s, %s%s>" \
                % (t, extra, pad, tv, dm)
        return "gather_scatter_view<tile=(%s)%s, %s, sparse_dim=%s>" % (
            t, pad, tv, extra)

    def pick_padding(self, arr, overhang):
        if not overhang and self.r.random() < 0.6:
            return None
        opts = ["zero"]
        if is_float(arr.elem):
            opts += ["neg_zero", "nan", "pos_inf", "neg_inf"]
        return self.r.choice(opts)

    def finish_load(self, name, shape, arr, padding, srcs=()):
        """The loaded tile; values behind nan/inf padding are replaced."""
        elem = arr.elem
        if is_float(elem):
            v = self.derive(name, shape, elem, list(srcs), mag=1.0,
                            prec=7)
            if padding in ("nan", "pos_inf", "neg_inf"):
                v.mag = None
                raw, v = v, self.sanitize(v)
                raw.kind = "hidden"
            return v
        return self.derive(name, shape, elem, list(srcs))

    def index_in(self, extent, srcs=None):
        """A rank-0 i32 index in [0, extent): from block ids or data."""
        x = self.r.random()
        if x < 0.3 or not srcs:
            return self.iconst0(self.r.randrange(extent))
        src = self.r.choice(srcs)
        e = self.iconst0(extent)
        name = self.fresh("ix")
        self.emit("%s = remi %s, %s unsigned : %s" % (name, src, e,
                                                     tile_str((), "i32")),
                  "remi")
        return self.derive(name, (), "i32", [src], lo=0, hi=extent - 1)

    def index_sources(self):
        """Rank-0 i32 values usable (through remi) as indices."""
        return self.pool(lambda v: v.shape == () and v.elem == "i32")

    def op_view_load(self):
        """A tile of an input array through a partition, strided or
        gather view, anywhere in its index space."""
        arr = self.r.choice(self.inputs)
        rank = len(arr.shape)
        tile = tuple(1 << self.r.randint(0, min(6, (d - 1).bit_length()))
                     for d in arr.shape)
        if numel(tile) > 4096:
            tile = tuple(min(t, 32) for t in tile)
        kinds = ["partition"]
        if self.has("13.3"):
            kinds += ["strided", "gather"]
        kind = self.r.choice(kinds)
        dim_map = None
        if rank == 2 and kind != "gather" and self.r.random() < 0.3:
            dim_map = [1, 0]
        cover = [arr.shape[dim_map[i]] if dim_map else arr.shape[i]
                 for i in range(rank)]
        extra = ""
        if kind == "strided":
            steps = [self.r.randint(1, 2 * t) for t in tile]
            extra = ",".join(map(str, steps))
            extents = [-(-c // s) for c, s in zip(cover, steps)]
            overhang = True
        elif kind == "gather":
            # Dense dims take element offsets (docs/dialect.md).
            extents = list(cover)
            overhang = True
        else:
            extents = [-(-c // t) for c, t in zip(cover, tile)]
            overhang = any(c % t for c, t in zip(cover, tile))
        padding = self.pick_padding(arr, overhang or kind == "strided")
        if overhang and padding is None:
            padding = "zero"
        srcs = self.index_sources()
        idx = [self.index_in(e, srcs) for e in extents]
        if kind == "gather":
            sd = self.r.randrange(rank)
            extra = str(sd)
            rows = self.operand((tile[sd],), "i32")
            e = self.const((tile[sd],), "i32", arr.shape[sd])
            rname = self.fresh("rows")
            self.emit("%s = remi %s, %s unsigned : %s"
                      % (rname, rows, e, rows.ty), "remi")
            idx[sd] = self.derive(rname, rows.shape, "i32", [rows], lo=0,
                                  hi=arr.shape[sd] - 1)
        vt = self.view_type(arr, tile, padding, dim_map, kind, extra)
        view = self.fresh("pv")
        op = {"partition": "make_partition_view",
              "strided": "make_strided_view",
              "gather": "make_gather_scatter_view"}[kind]
        self.emit("%s = %s %s : %s" % (view, op, arr.tv, vt), op)
        name, tk = self.fresh("ld"), self.fresh("tk")
        tok = self.next_token(arr) if self.r.random() < 0.7 else None
        order = ""
        if self.r.random() < 0.15:
            order = self.r.choice(["relaxed", "acquire"]) + " " + \
                self.r.choice(["device", "tl_blk"])
        else:
            order = "weak"
        hints = ""
        if self.r.random() < 0.1:
            hints = " optimization_hints = <sm_90 = {latency = 3}>"
        ity = ", ".join(i.ty for i in idx) if kind == "gather" else \
            tile_str((), "i32")
        self.emit("%s, %s = load_view_tko %s %s[%s]%s%s : %s, %s -> %s, token"
                  % (name, tk, order, view, ", ".join(map(str, idx)),
                     self.tok_attr(tok), hints, vt, ity,
                     tile_str(tile, arr.elem)), "load_view_tko")
        self.features.add(kind + "_view")
        self.note_load_token(tk)
        return self.finish_load(name, tile, arr, padding, idx)

    def note_load_token(self, name):
        """Inside a for that carries a token, loads extend its chain."""
        if self.loop_token is not None:
            self.loop_token = Val(name, (), "token", kind="token")

    def ptr_tile(self, arr, shape):
        """arr's base pointer broadcast to shape."""
        return self.splat(arr.ptr, shape)

    def offsets(self, base, off):
        name = self.fresh("pt")
        self.emit("%s = offset %s, %s : %s, %s -> %s"
                  % (name, base, off, base.ty, off.ty, base.ty), "offset")
        return self.derive(name, base.shape, base.elem, [base, off])

    def op_gather(self):
        """load_ptr_tko through pointers, in range or masked + padded."""
        src = self.r.choice(self.inputs + self.globals_arrays)
        size = numel(src.shape)
        shape = self.r.choice([s for s in self.shapes if s] or [(16,)])
        ielem = self.r.choice(["i32", "i64"])
        raw = self.operand(shape, ielem)
        mask = pad = None
        if self.r.random() < 0.5:
            e = self.const(shape, ielem, size)
            name = self.fresh("gi")
            self.emit("%s = remi %s, %s unsigned : %s" % (name, raw, e,
                                                         raw.ty), "remi")
            idx = self.derive(name, shape, ielem, [raw], lo=0, hi=size - 1)
        else:
            idx = raw
            e = self.const(shape, ielem, size)
            m = self.fresh("gm")
            self.emit("%s = cmpi less_than %s, %s, unsigned : %s -> %s"
                      % (m, raw, e, raw.ty, tile_str(shape, "i1")), "cmpi")
            mask = self.derive(m, shape, "i1", [raw])
            if self.r.random() < 0.8:
                pad = self.operand(shape, src.elem)
                if is_float(src.elem):
                    pad = self.tame(pad)
        ptrs = self.offsets(self.ptr_tile(src, shape), idx)
        name, tk = self.fresh("g"), self.fresh("tk")
        args = [str(ptrs)] + ([str(mask)] if mask else []) + \
            ([str(pad)] if pad else [])
        tys = [ptrs.ty] + ([mask.ty] if mask else []) + \
            ([pad.ty] if pad else [])
        tok = self.next_token(src) if src.token or self.r.random() < 0.5 \
            else None
        self.emit("%s, %s = load_ptr_tko weak %s%s : %s -> %s, token"
                  % (name, tk, ", ".join(args), self.tok_attr(tok, False),
                     ", ".join(tys), tile_str(shape, src.elem)),
                  "load_ptr_tko")
        if mask is not None and pad is None:
            # Masked-off lanes are undefined: choose pad ourselves.
            v = self.finish_load(name, shape, src, None, [ptrs])
            zero = self.const(shape, src.elem, 0 if is_int(src.elem)
                              else 0.0)
            sel = self.fresh("gs")
            self.emit("%s = select %s, %s, %s : %s, %s"
                      % (sel, mask, v, zero, mask.ty, v.ty), "select")
            self.derive(sel, shape, src.elem, [mask, v], mag=v.mag)
        else:
            v = self.finish_load(name, shape, src, None, [ptrs])
            if pad is not None and is_float(src.elem):
                v.mag = max(1.0, pad.mag)

    def lane_perm(self, n):
        """A permutation of 0..n-1 (n a power of two) as an i32 tile."""
        name = self.fresh("io")
        self.emit("%s = iota : %s" % (name, tile_str((n,), "i32")), "iota")
        io = self.add(Val(name, (n,), "i32", lo=0, hi=n - 1))
        kind = self.r.choice(["id", "xor", "rev", "mul"])
        if kind == "id" or n == 1:
            return io
        if kind == "xor":
            c = self.const((n,), "i32", self.r.randrange(1, n))
            name = self.fresh("lp")
            self.emit("%s = xori %s, %s : %s" % (name, io, c, io.ty), "xori")
        elif kind == "rev":
            c = self.const((n,), "i32", n - 1)
            name = self.fresh("lp")
            self.emit("%s = subi %s, %s overflow<no_signed_wrap> : %s"
                      % (name, c, io, io.ty), "subi")
        else:
            c = self.const((n,), "i32", self.r.randrange(1, n, 2)
                           if n > 2 else 1)
            mul = self.fresh("lp")
            self.emit("%s = muli %s, %s : %s" % (mul, io, c, io.ty), "muli")
            mv = self.derive(mul, (n,), "i32", [io])
            return self.masked(mv, n - 1)
        return self.derive(name, (n,), "i32", [io], lo=0, hi=n - 1)

    def block_offsets(self, arr, n):
        """Element offsets of this block's region of a 1-D array of
        blocks x n elements, permuted within the region."""
        perm = self.lane_perm(n)
        base = self.fresh("bo")
        k = self.iconst0(n)
        self.emit("%s = muli %s, %s overflow<no_signed_wrap> : %s"
                  % (base, self.lin, k, tile_str((), "i32")), "muli")
        b = self.derive(base, (), "i32", [self.lin], lo=0,
                        hi=(self.nblocks - 1) * n)
        bt = self.splat(b, (n,))
        name = self.fresh("off")
        self.emit("%s = addi %s, %s overflow<no_signed_wrap> : %s"
                  % (name, bt, perm, perm.ty), "addi")
        return self.derive(name, (n,), "i32", [bt, perm], lo=0,
                           hi=self.nblocks * n - 1)

    def op_atomic(self):
        """An order-independent atomic on the shared atomic array."""
        arr = self.atomic
        n = self.r.choice([16, 32, 64, 128])
        size = numel(arr.shape)
        idx = self.masked(self.operand((n,), "i32"), size - 1)
        ptrs = self.offsets(self.ptr_tile(arr, (n,)), idx)
        if arr.elem in ("f32", "f64"):
            mode = "addf"
            x = self.tame(self.operand((n,), arr.elem), 4.0)
            fl = self.fresh("fl")
            self.emit("%s = floor %s : %s" % (fl, x, x.ty), "floor")
            val = self.derive(fl, (n,), arr.elem, [x], mag=4.0, prec=7)
        else:
            mode = self.r.choice(["add", "and", "or", "xor", "max", "min",
                                  "umax", "umin"])
            val = self.operand((n,), arr.elem)
        mask = None
        if self.r.random() < 0.4:
            mask = self.compare((n,))
        order = self.r.choice(["relaxed", "acquire", "release", "acq_rel"])
        scope = self.r.choice(["device", "sys"])
        name, tk = self.fresh("old"), self.fresh("tk")
        args = "%s, %s, %s" % (ptrs, mode, val) + (", %s" % mask
                                                   if mask else "")
        tys = "%s, %s" % (ptrs.ty, val.ty) + (", %s" % mask.ty
                                              if mask else "")
        self.emit("%s, %s = atomic_rmw_tko %s %s %s : %s -> %s, token"
                  % (name, tk, order, scope, args, tys, val.ty),
                  "atomic_rmw_tko")
        # The old values depend on the blocks' order: not used.
        self.features.add("atomic_" + mode)

    def op_atomic_slot(self):
        """xchg or cas on this block's own slots: old values are
        deterministic once the slot's accesses are token-ordered."""
        arr = self.slots
        n = self.slot_n
        off = self.block_offsets(arr, n)
        ptrs = self.offsets(self.ptr_tile(arr, (n,)), off)
        tok = self.next_token(arr)
        name, tk = self.fresh("old"), self.fresh("tk")
        if self.r.random() < 0.5:
            val = self.operand((n,), "i32")
            self.emit("%s, %s = atomic_rmw_tko acq_rel tl_blk %s, xchg, %s%s"
                      " : %s, %s -> %s, token"
                      % (name, tk, ptrs, val, self.tok_attr(tok, False),
                         ptrs.ty, val.ty, val.ty), "atomic_rmw_tko")
            self.features.add("atomic_xchg")
        else:
            cmp = self.masked(self.operand((n,), "i32"), 3)
            val = self.operand((n,), "i32")
            self.emit("%s, %s = atomic_cas_tko relaxed device %s, %s, %s%s :"
                      " %s, %s -> %s, token"
                      % (name, tk, ptrs, cmp, val, self.tok_attr(tok, False),
                         ptrs.ty, val.ty, val.ty), "atomic_cas_tko")
        self.set_token(arr, tk)
        self.derive(name, (n,), "i32", [ptrs, val])

    def op_atomic_red_view(self):
        """atomic_red_view_tko into the 2-D reduction array (13.3)."""
        arr = self.red
        tile = tuple(self.r.choice([d, d // 2]) for d in arr.shape)
        vt = self.view_type(arr, tile)
        view = self.fresh("pv")
        self.emit("%s = make_partition_view %s : %s" % (view, arr.tv, vt),
                  "make_partition_view")
        idx = [self.iconst0(self.r.randrange(d // t))
               for d, t in zip(arr.shape, tile)]
        if arr.elem == "f32":
            mode = "addf"
            x = self.tame(self.operand(tile, "f32"), 4.0)
            fl = self.fresh("fl")
            self.emit("%s = floor %s : %s" % (fl, x, x.ty), "floor")
            val = self.derive(fl, tile, "f32", [x], mag=4.0, prec=7)
        else:
            mode = self.r.choice(["add", "and", "or", "xor", "max", "min",
                                  "umax", "umin"])
            val = self.operand(tile, arr.elem)
        tk = self.fresh("tk")
        self.emit("%s = atomic_red_view_tko relaxed device %s[%s], %s, %s : "
                  "%s, %s, %s -> token"
                  % (tk, view, ", ".join(map(str, idx)), mode, val, val.ty,
                     vt, tile_str((), "i32")), "atomic_red_view_tko")
        self.features.add("atomic_red_view")

    def op_global(self):
        """A gather from a module-level global."""
        if not self.globals_arrays:
            return
        self.op_gather()

    def op_alloca(self):
        """Per-block scratch from alloca: store a tile, load it back."""
        n = self.r.choice([16, 32, 64])
        elem = self.r.choice(["f32", "i32"])
        name = self.fresh("al")
        self.emit("%s = alloca num_elem = %d, alignment = 16 : %s"
                  % (name, n, tile_str((), "ptr:" + elem)), "alloca")
        base = self.add(Val(name, (), "ptr:" + elem))
        v = self.operand((n,), elem)
        perm = self.lane_perm(n)
        ptrs = self.offsets(self.splat(base, (n,)), perm)
        t1 = self.fresh("tk")
        self.emit("%s = store_ptr_tko weak %s, %s%s : %s, %s -> token"
                  % (t1, ptrs, v, self.tok_attr(self.root, False), ptrs.ty,
                     v.ty), "store_ptr_tko")
        ld, t2 = self.fresh("ld"), self.fresh("tk")
        self.emit("%s, %s = load_ptr_tko weak %s token=%s : %s -> %s, token"
                  % (ld, t2, ptrs, t1, ptrs.ty, v.ty), "load_ptr_tko")
        self.derive(ld, (n,), elem, [v], lo=v.lo, hi=v.hi, mag=v.mag)

    def op_ptr_cast(self):
        """ptr_to_int / int_to_ptr / ptr_to_ptr on an input's base."""
        arr = self.r.choice(self.inputs)
        i = self.ptr_as_int(arr.ptr)
        p = self.fresh("ip")
        elem = self.r.choice(["i8", "f32", "i32"])
        self.emit("%s = int_to_ptr %s : %s -> %s"
                  % (p, i, i.ty, tile_str((), "ptr:" + elem)), "int_to_ptr")
        pv = self.derive(p, (), "ptr:" + elem, [i])
        q = self.fresh("pp")
        self.emit("%s = ptr_to_ptr %s : %s -> %s"
                  % (q, pv, pv.ty, arr.ptr.ty), "ptr_to_ptr")
        qv = self.derive(q, (), arr.ptr.elem, [pv])
        n = self.r.choice([8, 16, 32])
        size = numel(arr.shape)
        idx = self.masked(self.operand((n,), "i32"),
                          (1 << (size.bit_length() - 1)) - 1)
        ptrs = self.offsets(self.splat(qv, (n,)), idx)
        ld, tk = self.fresh("ld"), self.fresh("tk")
        self.emit("%s, %s = load_ptr_tko weak %s : %s -> %s, token"
                  % (ld, tk, ptrs, ptrs.ty, tile_str((n,), arr.elem)),
                  "load_ptr_tko")
        self.finish_load(ld, (n,), arr, None, [ptrs])

    def op_tokens(self):
        """join_tokens over the arrays' tokens (and make_token)."""
        toks = [a.token for a in self.arrays if a.token is not None]
        name = self.fresh("mk")
        self.emit("%s = make_token : token" % name, "make_token")
        toks.append(Val(name, (), "token", kind="token"))
        if len(toks) < 2:
            toks.append(self.root)
        j = self.fresh("jt")
        self.emit("%s = join_tokens %s : token"
                  % (j, ", ".join(str(t) for t in toks[-3:])), "join_tokens")
        arr = self.r.choice(self.inputs)
        arr.token = Val(j, (), "token", kind="token")

    def op_assert(self):
        """assert of a fact the ranges prove (a check of the generator)."""
        v = self.pick(lambda v: is_int(v.elem) and v.elem not in ("i1",
                                                                   "i4")
                      and (v.lo, v.hi) != type_range(v.elem))
        if v is None:
            return
        hi = self.const(v.shape, v.elem, v.hi)
        c = self.fresh("ok")
        self.emit("%s = cmpi less_than_or_equal %s, %s, signed : %s -> %s"
                  % (c, v, hi, v.ty, tile_str(v.shape, "i1")), "cmpi")
        self.emit('assert %s, "range of %s" : %s'
                  % (c, v.name[1:], tile_str(v.shape, "i1")), "assert")

    def op_print(self):
        """print_tko under a condition the launch makes false."""
        if not self.has("13.2"):
            return
        v = self.pick(lambda v: v.shape == () and v.elem in ("i32", "f32"))
        if v is None:
            return
        big = self.iconst0(1000)
        c = self.fresh("never")
        self.emit("%s = cmpi greater_than %s, %s, signed : %s -> %s"
                  % (c, self.n, big, self.n.ty, tile_str((), "i1")), "cmpi")
        self.emit("if %s {" % c, "if")
        self.indent += 1
        t = self.fresh("tk")
        fmt = "%d" if v.elem == "i32" else "%f"
        self.emit('%s = print_tko "never %s\\n", %s : %s -> token'
                  % (t, fmt, v, v.ty), "print_tko")
        self.emit("yield", "yield")
        self.indent -= 1
        self.emit("}")

    def op_gdc(self):
        """gdc_wait / gdc_launch_dependents and the alias fence (13.4)."""
        w, l, f = self.fresh("tk"), self.fresh("tk"), self.fresh("tk")
        self.emit("%s = gdc_wait_tko : token" % w, "gdc_wait_tko")
        self.emit("%s = gdc_launch_dependents_tko token=%s : token" % (l, w),
                  "gdc_launch_dependents_tko")
        self.emit("%s = memory_fence_alias_tko %s : token" % (f, l),
                  "memory_fence_alias_tko")

    # --------------------------------------------------------- control flow
    def body(self, count):
        """count random ops in the current region."""
        for _ in range(count):
            self.random_op()

    def carried(self, k):
        """Up to k pool tiles worth carrying through a region."""
        vals = []
        for _ in range(k):
            v = self.pick(lambda v: v.elem in INTS + FLOATS and
                          numel(v.shape) <= 2048 and v not in vals)
            if v is not None:
                vals.append(v)
        return [self.tame(v) if is_float(v.elem) else v for v in vals]

    def arg_like(self, v, name):
        """A region argument standing for v: ranges widened."""
        bound = max(v.mag or 0.0, 64.0) if is_float(v.elem) else None
        return self.add(Val(name, v.shape, v.elem, mag=bound, prec=v.prec,
                            fragile=v.fragile, approx=v.approx))

    def yield_for(self, proto, arg):
        """A value of proto's type to yield, within arg's bound."""
        v = self.operand(proto.shape, proto.elem)
        if is_float(v.elem):
            v = self.tame(v, arg.mag)
        return v

    def join(self, name, proto, vals, extra=()):
        """A region result: the union of what the yielded values allow."""
        if is_int(proto.elem) and proto.elem != "i1":
            return self.derive(name, proto.shape, proto.elem,
                               vals + list(extra),
                               lo=min(v.lo for v in vals),
                               hi=max(v.hi for v in vals))
        mags = [v.mag for v in vals]
        mag = None if None in mags else max(mags)
        return self.derive(name, proto.shape, proto.elem,
                           vals + list(extra), mag=mag)

    def scalar_cond(self):
        """A rank-0 i1 that varies with the block, the launch or data."""
        a = self.pick(lambda v: v.shape == () and v.elem == "i32")
        b = self.pick(lambda v: v.shape == () and v.elem == "i32")
        c = self.fresh("cnd")
        preds = ["equal", "not_equal", "less_than", "greater_than_or_equal"]
        self.emit("%s = cmpi %s %s, %s, signed : %s -> %s"
                  % (c, self.r.choice(preds), a, b, a.ty,
                     tile_str((), "i1")), "cmpi")
        return self.derive(c, (), "i1", [a, b])

    def op_if(self):
        if self.region_depth >= 3:
            return
        cond = self.scalar_cond()
        protos = self.carried(self.r.randint(0, 2))
        res = [self.fresh("if") for _ in protos]
        head = "%s = " % ", ".join(res) if res else ""
        tys = ", ".join(p.ty for p in protos)
        self.emit("%sif %s%s {" % (head, cond, " -> (%s)" % tys
                                   if protos else ""), "if")
        yielded = []
        for branch in (0, 1):
            if branch:
                if not protos and self.r.random() < 0.5:
                    break
                self.emit("} else {")
            self.enter()
            self.body(self.r.randint(1, 5))
            ys = [self.operand(p.shape, p.elem) for p in protos]
            for y in ys:
                if is_float(y.elem):
                    y2 = self.tame(y)
                    ys[ys.index(y)] = y2
            yielded.append(ys)
            self.emit("yield %s" % (", ".join(map(str, ys)) + " : " + tys
                                    if ys else ""), "yield")
            self.leave()
        self.emit("}")
        for i, (name, p) in enumerate(zip(res, protos)):
            self.join(name, p, [ys[i] for ys in yielded], [cond])

    def enter(self):
        """Open a region: values and tokens made in it stay in it."""
        self.indent += 1
        self.region_depth += 1
        self.scopes.append([])
        self.saved.append(([a.token for a in self.arrays], self.loop_token))

    def leave(self):
        self.indent -= 1
        self.region_depth -= 1
        self.scopes.pop()
        tokens, self.loop_token = self.saved.pop()
        for a, t in zip(self.arrays, tokens):
            a.token = t

    def op_for(self):
        if self.loop_depth >= 2 or self.region_depth >= 3:
            return
        ity = "i64" if self.r.random() < 0.2 else "i32"
        lb = self.const((), ity, self.r.choice([0, 0, 1]))
        step = self.const((), ity, self.r.choice([1, 1, 2]))
        ub = self.n if ity == "i32" else self.to_elem(self.n, "i64")
        protos = self.carried(self.r.randint(1, 3))
        carry_token = self.r.random() < 0.6
        iv = self.fresh("iv")
        args = [self.fresh("it") for _ in protos]
        res = [self.fresh("fr") for _ in protos]
        inits = [str(p) for p in protos]
        tys = [p.ty for p in protos]
        if carry_token:
            args.append(self.fresh("itk"))
            res.append(self.fresh("frt"))
            inits.append(str(self.root))
            tys.append("token")
        uns = " unsigned" if self.has("13.2") and self.r.random() < 0.3 \
            else ""
        head = "%s = " % ", ".join(res) if res else ""
        iters = " iter_values(%s) -> (%s)" % (
            ", ".join("%s = %s" % ai for ai in zip(args, inits)),
            ", ".join(tys)) if args else ""
        self.emit("%sfor%s %s in (%s to %s, step %s) : %s%s {"
                  % (head, uns, iv, lb, ub, step, tile_str((), ity), iters),
                  "for")
        self.enter()
        self.loop_depth += 1
        ivv = self.add(Val(iv, (), ity, lo=lb.lo, hi=15))
        self.loop_token = None
        if ity == "i64":
            self.to_elem(ivv, "i32")
        block_args = [self.arg_like(p, a) for p, a in zip(protos, args)]
        if carry_token:
            self.loop_token = Val(args[-1], (), "token", kind="token")
        self.body(self.r.randint(2, 8))
        outs = [self.yield_for(p, a) for p, a in zip(protos, block_args)]
        if carry_token:
            outs.append(self.loop_token)
        if outs and self.r.random() < 0.3:
            c = self.scalar_cond()
            self.emit("if %s {" % c, "if")
            self.indent += 1
            self.emit("continue %s : %s" % (", ".join(map(str, outs)),
                                            ", ".join(tys)), "continue")
            self.indent -= 1
            self.emit("}")
        self.emit("continue %s" % (", ".join(map(str, outs)) + " : " +
                                   ", ".join(tys) if outs else ""),
                  "continue")
        self.loop_depth -= 1
        self.leave()
        self.emit("}")
        # A result is the init (no iteration) or the last yielded value.
        for name, p, a, o in zip(res, protos, block_args, outs):
            self.join(name, a, [p, o])
        self.features.add("for")

    def op_loop(self):
        """loop with a counter, a break at n and a data-dependent
        continue: it ends after at most n + 1 iterations."""
        if self.loop_depth >= 2 or self.region_depth >= 3:
            return
        protos = self.carried(self.r.randint(1, 2))
        if not protos:
            return
        zero = self.iconst0(0)
        ctr = self.fresh("lc")
        args = [self.fresh("la") for _ in protos]
        res = [self.fresh("lr") for _ in protos]
        ity = tile_str((), "i32")
        self.emit("%s = loop iter_values(%s = %s, %s) : %s, %s -> %s {"
                  % (", ".join(res), ctr, zero,
                     ", ".join("%s = %s" % (a, p) for a, p in
                               zip(args, protos)),
                     ity, ", ".join(p.ty for p in protos),
                     ", ".join(p.ty for p in protos)), "loop")
        self.enter()
        self.loop_depth += 1
        cv = self.add(Val(ctr, (), "i32", lo=0, hi=16))
        block_args = [self.arg_like(p, a) for p, a in zip(protos, args)]
        done = self.fresh("done")
        self.emit("%s = cmpi greater_than_or_equal %s, %s, signed : %s -> %s"
                  % (done, cv, self.n, ity, tile_str((), "i1")), "cmpi")
        tys = ", ".join(p.ty for p in protos)
        self.emit("if %s {" % done, "if")
        self.indent += 1
        self.emit("break %s : %s" % (", ".join(args), tys), "break")
        self.indent -= 1
        self.emit("}")
        self.body(self.r.randint(2, 6))
        one = self.iconst0(1)
        nxt = self.fresh("lc")
        self.emit("%s = addi %s, %s overflow<no_signed_wrap> : %s"
                  % (nxt, cv, one, ity), "addi")
        outs = [self.yield_for(p, a) for p, a in zip(protos, block_args)]
        if self.r.random() < 0.5:
            c = self.scalar_cond()
            self.emit("if %s {" % c, "if")
            self.indent += 1
            self.emit("continue %s, %s : %s, %s"
                      % (nxt, ", ".join(args), ity, tys), "continue")
            self.indent -= 1
            self.emit("}")
        self.emit("continue %s, %s : %s, %s"
                  % (nxt, ", ".join(map(str, outs)), ity, tys), "continue")
        self.loop_depth -= 1
        self.leave()
        self.emit("}")
        for name, a in zip(res, block_args):
            self.join(name, a, [a])
        self.features.add("loop")

    # --------------------------------------------------------------- kernel
    def menu(self):
        """(weight, method) pairs of the ops this kernel may use."""
        m = [(10, self.op_int_binary), (3, self.op_bool),
             (4, self.op_int_div), (3, self.op_shift),
             (3, self.op_int_unary), (10, self.op_float_binary),
             (3, self.op_fma), (3, self.op_float_unary), (5, self.op_math),
             (5, self.op_select), (6, self.op_convert), (2, self.op_bitcast),
             (7, self.op_shape), (4, self.op_reduce), (2, self.op_scan),
             (1, self.op_argmax), (3, self.op_mma), (5, self.op_view_load),
             (4, self.op_gemm_loop),
             (4, self.op_gather), (1, self.op_ptr_cast), (1, self.op_tokens),
             (1, self.op_assert), (1, self.op_print), (3, self.op_if),
             (3, self.op_for), (2, self.op_loop)]
        if self.atomic is not None:
            m.append((4, self.op_atomic))
        if self.slots is not None and self.region_depth == 0:
            m.append((5, self.op_atomic_slot))
        if self.globals_arrays:
            m.append((1, self.op_global))
        if self.has("13.3"):
            m += [(1, self.op_pack)]
            if self.red is not None:
                m.append((2, self.op_atomic_red_view))
        if self.has("13.4"):
            m += [(1, self.op_fpowi), (1, self.op_insert)]
        if self.exotic:
            m += [(2, self.op_alloca)] if self.has("13.3") else []
            m += [(2, self.op_i4), (2, self.op_mma_scaled),
                  (2, self.op_narrow_float)] if self.has("13.3") else []
            m += [(2, self.op_gdc)] if self.has("13.4") else []
        return m

    def random_op(self):
        m = self.menu()
        total = sum(w for w, _ in m)
        x = self.r.random() * total
        for w, f in m:
            x -= w
            if x < 0:
                f()
                return
        m[-1][1]()

    def choose_layout(self):
        """Base tile, grid and the shapes values take."""
        r = self.r
        if r.random() < 0.7:
            tm = r.choice([8, 16, 16, 32, 32, 64, 128])
            tn = r.choice([8, 16, 32, 32, 64, 128])
            if tm * tn > 2048 and r.random() < 0.8:
                tn = max(8, 2048 // tm)
            self.base = (tm, tn)
            self.grid = (r.choice([1, 2, 3, 4, 6]), r.choice([1, 1, 2]), 1)
            self.shapes = [self.base, (tn, tm), (tm,), (tn,), ()]
        else:
            t = r.choice([64, 128, 256, 512, 1024])
            self.base = (t,)
            self.grid = (r.choice([1, 2, 3, 4, 8]), 1, 1)
            self.shapes = [self.base, (t // 8, 8), (16,), ()]
        self.nblocks = self.grid[0] * self.grid[1]
        self.cutile = r.random() < 0.7

    def array_shape(self, rank):
        """An array whose own tile per block exists; edges partial."""
        if rank == 2 and len(self.base) == 2:
            dims = []
            for g, t in zip(self.grid, self.base):
                e = self.r.randrange(t) if self.r.random() < 0.4 else 0
                dims.append(g * t - e)
            return dims
        t = numel(self.base)
        e = self.r.randrange(t) if self.r.random() < 0.4 else 0
        return [self.nblocks * t - e]

    def new_array(self, elem, shape, role, init):
        a = Array(len(self.arrays), elem, shape, role, init)
        self.arrays.append(a)
        return a

    def choose_arrays(self):
        r = self.r
        rank = len(self.base)
        elems = INTS + FLOATS + FLOATS + ["i1"]
        self.inputs = []
        for _ in range(r.randint(1, 3)):
            rk = rank if r.random() < 0.8 else 1
            self.inputs.append(self.new_array(r.choice(elems),
                                              self.array_shape(rk), "in",
                                              "rand"))
        self.outputs = []
        for _ in range(r.randint(1, 3)):
            rk = rank if r.random() < 0.7 else 1
            self.outputs.append(self.new_array(r.choice(INTS + FLOATS),
                                               self.array_shape(rk), "out",
                                               "zeros"))
        self.inout = None
        if r.random() < 0.3:
            self.inout = self.new_array(r.choice(["f32", "i32", "f16"]),
                                        [self.nblocks * 64], "inout",
                                        "rand")
        self.atomic = None
        if r.random() < 0.4:
            self.atomic = self.new_array(r.choice(["i32", "i64", "i32",
                                                   "f32"]),
                                         [64], "atomic", "zeros")
        self.slots = None
        if r.random() < 0.3:
            self.slot_n = r.choice([16, 32, 64])
            self.slots = self.new_array("i32", [self.nblocks * self.slot_n],
                                        "atomic", "iota")
        self.red = None
        if self.has("13.3") and r.random() < 0.3:
            self.red = self.new_array(r.choice(["i32", "i64", "f32"]),
                                      [r.choice([8, 16]), 32], "atomic",
                                      "zeros")
        self.globals_arrays = []
        if r.random() < 0.2:
            self.add_global()

    def add_global(self):
        elem = self.r.choice(["i32", "f32", "i16"])
        n = 8
        vals = [self.r.randint(-4, 4) for _ in range(n)]
        lit = ", ".join(fmt_float(v / 2) if is_float(elem) else str(v)
                        for v in vals)
        name = "g%d" % len(self.globals_)
        quals = ""
        if self.has("13.3") and self.r.random() < 0.5:
            quals = "private constant "
        self.globals_.append("global %s@%s alignment = 16 <%s: [%s]> : %s"
                             % (quals, name, elem, lit,
                                tile_str((n,), elem)))
        g = Array(-1, elem, (n,), "global", None)
        g.global_name = name
        self.globals_arrays.append(g)

    def params(self):
        """The entry's parameters: each array's pointer, shape, strides
        (cuTile's convention, which tile-run fills), then scalars."""
        out = []
        for a in self.arrays:
            pty = tile_str((), "ptr:" + a.elem)
            p = "%%a%d" % a.index
            out.append("%s: %s" % (p, pty))
            a.raw_ptr = Val(p, (), "ptr:" + a.elem)
            ity = "i64" if self.r.random() < 0.15 else "i32"
            for kind in ("d", "s"):
                for i in range(len(a.shape)):
                    name = "%%a%d%s%d" % (a.index, kind, i)
                    out.append("%s: %s" % (name, tile_str((), ity)))
                    val = a.shape[i] if kind == "d" else a.strides()[i]
                    v = Val(name, (), ity, lo=val, hi=val)
                    (a.shape_params if kind == "d"
                     else a.stride_params).append(v)
        self.ntrip = self.r.randint(0, 5)
        out.append("%%n: %s" % tile_str((), "i32"))
        self.scalars.append("i32=%d" % self.ntrip)
        return out

    def assume(self, v, pred):
        name = self.fresh("as")
        self.emit("%s = assume %s, %s : %s" % (name, pred, v, v.ty),
                  "assume")
        return self.add(Val(name, v.shape, v.elem, lo=v.lo, hi=v.hi))

    def div_of(self, x):
        """The largest power of two up to 16 dividing x."""
        d = 1
        while d < 16 and x % (2 * d) == 0:
            d *= 2
        return d

    def prologue(self):
        """Tokens, ids, assumes and tensor views, as cuTile writes them."""
        self.root = Val(self.fresh("t"), (), "token", kind="token")
        self.emit("%s = make_token : token" % self.root, "make_token")
        bx, by, bz = self.fresh("bx"), self.fresh("by"), self.fresh("bz")
        self.emit("%s, %s, %s = get_tile_block_id : %s"
                  % (bx, by, bz, tile_str((), "i32")), "get_tile_block_id")
        self.bx = self.add(Val(bx, (), "i32", lo=0, hi=self.grid[0] - 1))
        self.by = self.add(Val(by, (), "i32", lo=0, hi=self.grid[1] - 1))
        self.add(Val(bz, (), "i32", lo=0, hi=0))
        gx, gy, gz = self.fresh("gx"), self.fresh("gy"), self.fresh("gz")
        self.emit("%s, %s, %s = get_num_tile_blocks : %s"
                  % (gx, gy, gz, tile_str((), "i32")), "get_num_tile_blocks")
        gxv = self.add(Val(gx, (), "i32", lo=self.grid[0], hi=self.grid[0]))
        self.add(Val(gy, (), "i32", lo=self.grid[1], hi=self.grid[1]))
        m, lin = self.fresh("lin"), self.fresh("lin")
        self.emit("%s = muli %s, %s overflow<no_signed_wrap> : %s"
                  % (m, self.by, gxv, tile_str((), "i32")), "muli")
        self.emit("%s = addi %s, %s overflow<no_signed_wrap> : %s"
                  % (lin, m, self.bx, tile_str((), "i32")), "addi")
        self.lin = self.add(Val(lin, (), "i32", lo=0, hi=self.nblocks - 1))
        self.n = self.assume(Val("%n", (), "i32", lo=self.ntrip,
                                 hi=self.ntrip), "bounded<0, 16>")
        self.n.lo, self.n.hi = 0, 16
        for a in self.arrays:
            self.make_view(a)
        for g in self.globals_arrays:
            name = self.fresh("gp")
            self.emit("%s = get_global @%s : %s"
                      % (name, g.global_name, tile_str((), "ptr:" + g.elem)),
                      "get_global")
            g.ptr = self.add(Val(name, (), "ptr:" + g.elem))

    def make_view(self, a):
        a.ptr = self.assume(a.raw_ptr, "div_by<16>")
        shape_ops, stride_ops, dims, strides = [], [], [], []
        dyn_ty = None
        for i, (d, s) in enumerate(zip(a.shape_params, a.stride_params)):
            if self.cutile or self.r.random() < 0.3:
                v = self.assume(d, "bounded<0, ?>")
                k = self.div_of(a.shape[i])
                if k > 1 and self.r.random() < 0.7:
                    v = self.assume(v, "div_by<%d>" % k)
                shape_ops.append(str(v))
                dims.append("?")
                dyn_ty = v.ty
            else:
                shape_ops.append(str(a.shape[i]))
                dims.append(str(a.shape[i]))
            st = a.strides()[i]
            if st != 1 and (self.cutile or self.r.random() < 0.3) and \
                    (dyn_ty is None or dyn_ty == s.ty):
                v = self.assume(s, "bounded<0, ?>")
                k = self.div_of(st)
                if k > 1:
                    v = self.assume(v, "div_by<%d>" % k)
                stride_ops.append(str(v))
                strides.append("?")
                dyn_ty = v.ty
            else:
                stride_ops.append(str(st))
                strides.append(str(st))
        if dyn_ty is not None and any(
                d == "?" for d in dims) and dyn_ty != a.shape_params[0].ty:
            dyn_ty = a.shape_params[0].ty
        a.tv_type = "tensor_view<%sx%s, strides=[%s]>" % (
            "x".join(dims), a.elem, ",".join(strides))
        a.tv = self.fresh("tv")
        dyn = " : %s ->" % dyn_ty if dyn_ty else " :"
        self.emit("%s = make_tensor_view %s, shape = [%s], strides = [%s]%s"
                  " %s" % (a.tv, a.ptr, ", ".join(shape_ops),
                           ", ".join(stride_ops), dyn, a.tv_type),
                  "make_tensor_view")
        if self.r.random() < 0.2 and a.role == "in":
            outs = [self.fresh("ts") for _ in a.shape]
            self.emit("%s = get_tensor_shape %s : %s -> %s"
                      % (", ".join(outs), a.tv, a.tv_type,
                         tile_str((), "i32")), "get_tensor_shape")
            for o, d in zip(outs, a.shape):
                self.add(Val(o, (), "i32", lo=d, hi=d))

    def own_tile(self, a):
        """The shape and index of this block's tile of array a."""
        if len(a.shape) == 2:
            return self.base, [self.bx, self.by]
        return (numel(self.base),), [self.lin]

    def load_own(self, a):
        """This block's tile of input a (padded at the edges)."""
        tile, idx = self.own_tile(a)
        overhang = any(d % t for d, t in zip(a.shape, tile))
        padding = self.pick_padding(a, overhang)
        if overhang and padding is None:
            padding = "zero"
        vt = self.view_type(a, tile, padding)
        view = self.fresh("pv")
        self.emit("%s = make_partition_view %s : %s" % (view, a.tv, vt),
                  "make_partition_view")
        if self.r.random() < 0.15:
            outs = [self.fresh("is") for _ in tile]
            self.emit("%s = get_index_space_shape %s : %s -> %s"
                      % (", ".join(outs), view, vt, tile_str((), "i32")),
                      "get_index_space_shape")
            for o, d, t in zip(outs, a.shape, tile):
                e = -(-d // t)
                self.add(Val(o, (), "i32", lo=e, hi=e))
        name, tk = self.fresh("ld"), self.fresh("tk")
        inb = ""
        if self.has("13.4") and self.r.random() < 0.4:
            inb = " inbounds = [%s]" % ", ".join(
                "false" if d % t else self.r.choice(["true", "false"])
                for d, t in zip(a.shape, tile))
        self.emit("%s, %s = load_view_tko weak %s[%s]%s%s : %s, %s -> %s, "
                  "token" % (name, tk, view, ", ".join(map(str, idx)),
                             self.tok_attr(self.root), inb, vt,
                             tile_str((), "i32"), tile_str(tile, a.elem)),
                  "load_view_tko")
        self.set_token(a, tk)
        return self.finish_load(name, tile, a, padding)

    def store_out(self, a, val):
        """Store this block's tile of output a (edges masked)."""
        tile, idx = self.own_tile(a)
        v = self.coerce(val, tile, a.elem)
        if len(a.shape) == 1 and self.r.random() < 0.4:
            return self.scatter_out(a, v)
        if len(a.shape) == 2 and a.shape[0] % tile[0] == 0 and \
                self.has("13.3") and self.r.random() < 0.3:
            return self.scatter_rows(a, v)
        vt = self.view_type(a, tile)
        view = self.fresh("pv")
        self.emit("%s = make_partition_view %s : %s" % (view, a.tv, vt),
                  "make_partition_view")
        tk = self.fresh("tk")
        self.emit("%s = store_view_tko weak %s, %s[%s]%s : %s, %s, %s -> "
                  "token" % (tk, v, view, ", ".join(map(str, idx)),
                             self.tok_attr(self.next_token(a)), v.ty, vt,
                             tile_str((), "i32")), "store_view_tko")
        self.set_token(a, tk)
        return v

    def scatter_rows(self, a, v):
        """Store v through a gather_scatter_view: this block's rows,
        permuted (every row exists: no row edge)."""
        tm = v.shape[0]
        perm = self.lane_perm(tm)
        k = self.iconst0(tm)
        tn = self.iconst0(v.shape[1])
        cb = self.fresh("cb")
        self.emit("%s = muli %s, %s overflow<no_signed_wrap> : %s"
                  % (cb, self.by, tn, tile_str((), "i32")), "muli")
        b = self.fresh("rb")
        self.emit("%s = muli %s, %s overflow<no_signed_wrap> : %s"
                  % (b, self.bx, k, tile_str((), "i32")), "muli")
        bv = self.derive(b, (), "i32", [self.bx], lo=0, hi=a.shape[0] - tm)
        rows = self.fresh("rw")
        bt = self.splat(bv, (tm,))
        self.emit("%s = addi %s, %s overflow<no_signed_wrap> : %s"
                  % (rows, bt, perm, perm.ty), "addi")
        rv = self.derive(rows, (tm,), "i32", [bt, perm], lo=0,
                         hi=a.shape[0] - 1)
        vt = self.view_type(a, v.shape, kind="gather", extra="0")
        view = self.fresh("gv")
        self.emit("%s = make_gather_scatter_view %s : %s" % (view, a.tv, vt),
                  "make_gather_scatter_view")
        tk = self.fresh("tk")
        self.emit("%s = store_view_tko weak %s, %s[%s, %s]%s : %s, %s, %s, %s"
                  " -> token" % (tk, v, view, rv, cb,
                                 self.tok_attr(self.next_token(a)), v.ty, vt,
                                 rv.ty, tile_str((), "i32")),
                  "store_view_tko")
        self.set_token(a, tk)
        self.features.add("scatter_view")
        return v

    def scatter_out(self, a, v):
        """Scatter v over this block's region of a, permuted, with the
        lanes past the array's end masked off."""
        n = v.shape[0]
        off = self.block_offsets(a, n)
        ptrs = self.offsets(self.ptr_tile(a, (n,)), off)
        lim = self.const((n,), "i32", a.shape[0])
        m = self.fresh("in")
        self.emit("%s = cmpi less_than %s, %s, signed : %s -> %s"
                  % (m, off, lim, off.ty, tile_str((n,), "i1")), "cmpi")
        mask = self.derive(m, (n,), "i1", [off])
        tk = self.fresh("tk")
        self.emit("%s = store_ptr_tko weak %s, %s, %s%s : %s, %s, %s -> token"
                  % (tk, ptrs, v, mask, self.tok_attr(self.next_token(a),
                                                      False),
                     ptrs.ty, v.ty, mask.ty), "store_ptr_tko")
        self.set_token(a, tk)
        return v

    def inout_update(self):
        """Read this block's region of the in/out array, store back a
        data-masked update: lanes masked off keep their old values."""
        a = self.inout
        n = 64
        off = self.block_offsets(a, n)
        ptrs = self.offsets(self.ptr_tile(a, (n,)), off)
        old, tk = self.fresh("io"), self.fresh("tk")
        self.emit("%s, %s = load_ptr_tko weak %s%s : %s -> %s, token"
                  % (old, tk, ptrs, self.tok_attr(self.root, False),
                     ptrs.ty, tile_str((n,), a.elem)), "load_ptr_tko")
        ov = self.finish_load(old, (n,), a, None)
        self.set_token(a, tk)
        upd = self.operand((n,), a.elem)
        if is_float(a.elem):
            upd = self.tame(upd)
        mask = self.compare((n,))
        t2 = self.fresh("tk")
        self.emit("%s = store_ptr_tko weak %s, %s, %s token=%s : %s, %s, %s"
                  " -> token" % (t2, ptrs, upd, mask, tk, ptrs.ty, upd.ty,
                                 mask.ty), "store_ptr_tko")
        self.set_token(a, t2)
        a.sinks = [upd, mask, ov]

    def fold(self, vals, shape, elem):
        """One value of shape x elem that depends on every value."""
        acc = None
        for v in vals:
            c = self.coerce(v, shape, elem)
            if is_float(elem):
                c = self.tame(c, 100.0)
            if acc is None:
                acc = c
                continue
            name = self.fresh("fold")
            op = "addf" if is_float(elem) else self.r.choice(["addi",
                                                              "xori"])
            self.emit("%s = %s %s, %s : %s" % (name, op, acc, c, c.ty), op)
            acc = self.derive(name, shape, elem, [acc, c],
                              mag=(acc.mag or 0) + (c.mag or 0)
                              if is_float(elem) else None)
        return acc

    def epilogue(self):
        """Every unused value reaches an output; then stores."""
        live = [v for s in self.scopes for v in s
                if not v.used and v.kind == "tile" and v.elem != "i4"
                and not v.elem.startswith("ptr:") and v.shape is not None]
        self.r.shuffle(live)
        for i, v in enumerate(live[:6 * len(self.outputs)]):
            self.outputs[i % len(self.outputs)].sinks.append(v)
        for a in self.outputs:
            if not a.sinks:
                a.sinks.append(self.operand(self.own_tile(a)[0], a.elem))
            tile = self.own_tile(a)[0]
            acc = self.fold(a.sinks, tile, a.elem)
            a.result = self.store_out(a, acc)
            if self.r.random() < 0.15 and a is not self.outputs[-1] \
                    and len(a.shape) == len(self.base):
                self.reload(a)
        if self.r.random() < 0.2:
            c = self.scalar_cond()
            self.emit("if %s {" % c, "if")
            self.indent += 1
            self.emit("return", "return")
            self.indent -= 1
            self.emit("}")
        self.emit("return", "return")

    def reload(self, a):
        """Read back this block's tile of output a after its store
        (ordered by the store's token) and feed it to the next output."""
        tile, idx = self.own_tile(a)
        vt = self.view_type(a, tile, "zero")
        view = self.fresh("pv")
        self.emit("%s = make_partition_view %s : %s" % (view, a.tv, vt),
                  "make_partition_view")
        name, tk = self.fresh("rl"), self.fresh("tk")
        self.emit("%s, %s = load_view_tko weak %s[%s] token = %s : %s, %s ->"
                  " %s, token" % (name, tk, view, ", ".join(map(str, idx)),
                                  a.token, vt, tile_str((), "i32"),
                                  tile_str(tile, a.elem)), "load_view_tko")
        v = self.finish_load(name, tile, a, None, [a.result])
        v.used = False
        self.features.add("store_then_load")
        nxt = self.outputs[self.outputs.index(a) + 1]
        nxt.sinks.append(v)

    def build(self):
        """Generate the whole kernel; returns the MLIR text."""
        self.saved = []
        self.loop_token = None
        self.choose_layout()
        self.choose_arrays()
        params = self.params()
        self.indent = 2
        self.prologue()
        for a in self.inputs:
            if self.r.random() < 0.85:
                self.load_own(a)
        if self.inout is not None:
            self.inout_update()
        while sum(self.ops.values()) < self.nops:
            self.random_op()
        self.epilogue()
        head = ["tile.module @m {"] + ["  " + g for g in self.globals_]
        head.append("  entry @rk%d(%s)%s {" % (self.seed, ", ".join(params),
                                               self.entry_hints()))
        return "\n".join(head + self.lines + ["  }", "}", ""])

    def entry_hints(self):
        """Sometimes cuTile's optimization_hints on the entry."""
        x = self.r.random()
        if x < 0.7:
            return ""
        if x < 0.8:
            return " optimization_hints=<default = {}>"
        if x < 0.9:
            return " optimization_hints=<sm_90 = {occupancy = 2}>"
        return " optimization_hints=<sm_100 = {num_cta_in_cga = 2}, " \
            "default = {num_worker_warps_per_cta = %d}>" % \
            self.r.choice([4, 8])

    # -------------------------------------------------------------- sidecar
    def sidecar(self):
        outs = []
        for a in self.arrays:
            if a.role == "in":
                continue
            vals = a.sinks
            prec = min([v.prec for v in vals] + [7])
            if is_float(a.elem):
                prec = min(prec, PREC[a.elem])
            outs.append({
                "arg": a.index, "role": a.role, "elem": a.elem,
                "shape": list(a.shape),
                "compute_precision": PREC_NAME.get(prec, "f8"),
                "approx_math": any(v.approx for v in vals),
                # An integer output folded from imprecise floats goes
                # through ftoi: a reassociated sum one rounding apart
                # gives another integer.
                "fragile": any(v.fragile for v in vals) or (
                    not is_float(a.elem) and prec < 7)})
        return {
            "seed": self.seed, "version": self.version,
            "entry": "rk%d" % self.seed,
            "grid": list(self.grid), "abi": "cutile",
            "args": [a.arg() for a in self.arrays] + self.scalars,
            "outputs": outs, "exotic": self.exotic,
            "features": sorted(self.features),
            "ops": dict(sorted(self.ops.items()))}


def generate(seed, nops=80, version="13.3", exotic=0.05):
    """(MLIR text, sidecar dict) of kernel `seed`."""
    g = Gen(seed, nops, version, exotic)
    text = g.build()
    return text, g.sidecar()


def find_tool(name, tools_dir=None):
    here = os.path.dirname(os.path.abspath(__file__))
    for d in ([tools_dir] if tools_dir else []) + [
            os.path.join(here, "..", "..", "build", "bin")]:
        p = os.path.join(d, name)
        if os.access(p, os.X_OK):
            return os.path.normpath(p)
    return name


def translate(src, dst, version, tools_dir=None):
    """tile-translate text -> bytecode; waits out a relink of the tool."""
    cmd = [find_tool("tile-translate", tools_dir), "--mlir-to-tilebc",
           "--bytecode-version=" + version, src, "-o", dst]
    for _ in range(60):
        try:
            return subprocess.run(cmd, capture_output=True, text=True)
        except OSError:
            time.sleep(5)
    return subprocess.run(cmd, capture_output=True, text=True)


def write_kernel(seed, outdir, nops=80, version="13.3", exotic=0.05,
                 tools_dir=None, bytecode=True):
    """Write k<seed>.mlir, .tileirbc and .json; returns their paths.
    The bytecode path is None when the writer rejected the text."""
    text, side = generate(seed, nops, version, exotic)
    os.makedirs(outdir, exist_ok=True)
    stem = os.path.join(outdir, "k%d" % seed)
    with open(stem + ".mlir", "w") as f:
        f.write(text)
    bc = None
    if bytecode:
        r = translate(stem + ".mlir", stem + ".tileirbc", version, tools_dir)
        bc = stem + ".tileirbc" if r.returncode == 0 else None
        side["bytecode_error"] = None if bc else \
            (r.stderr.strip().splitlines() or ["?"])[0]
    side["kernel"] = os.path.basename(stem + ".mlir")
    side["bytecode"] = os.path.basename(bc) if bc else None
    with open(stem + ".json", "w") as f:
        json.dump(side, f, indent=1)
    return stem + ".mlir", bc, stem + ".json"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--count", type=int, default=1)
    ap.add_argument("--ops", type=int, default=80)
    ap.add_argument("--version", default="13.3", choices=VERSIONS)
    ap.add_argument("--exotic", type=float, default=0.05,
                    help="share of kernels with ops no backend lowers yet")
    ap.add_argument("--tools-dir")
    ap.add_argument("-o", "--outdir", default=".")
    args = ap.parse_args(argv)
    for s in range(args.seed, args.seed + args.count):
        paths = write_kernel(s, args.outdir, args.ops, args.version,
                             args.exotic, args.tools_dir)
        print(" ".join(p or "-" for p in paths))
    return 0


if __name__ == "__main__":
    sys.exit(main())
