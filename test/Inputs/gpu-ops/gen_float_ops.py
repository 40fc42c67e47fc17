#!/usr/bin/env python3
"""Writes the float gpu-ops kernels of this folder (math-functions.mlir,
math-binary.mlir, float-rounding.mlir, float8-conversions.mlir,
narrow-floats.mlir) and prints
their cases.txt lines. Run from this folder: python3 gen_float_ops.py.
Each kernel makes its inputs from the element index (linear ramps, hashed
bit patterns, tables of edge values) so that tile-run --backend both needs
no input files."""
import math
import re
import struct
N = 1024

def f32hex(x):
    return '0x%08X' % struct.unpack('<I', struct.pack('<f', x))[0]

def f32lit(x):
    # exact f32 literal: hex bits for specials, else repr of the f32 value
    v = struct.unpack('<f', struct.pack('<f', x))[0]
    if v != v or v in (float('inf'), float('-inf')):
        return f32hex(x)
    if v == 0.0 and str(v).startswith('-'):
        return '-0.0'
    r = repr(v)
    if 'e' not in r and '.' not in r:
        r += '.0'
    return r

class Kernel:
    def __init__(self, comment):
        self.comment = comment
        self.params = []   # (name, type)
        self.body = []
        self.outs = []     # (param, elem)
        self.n = 0
    def out(self, elem):
        name = 'o%d' % len(self.outs)
        self.params += [(name, 'tile<ptr<%s>>' % elem), (name + 'n', 'tile<i32>'), (name + 's', 'tile<i32>')]
        self.outs.append((name, elem))
        return name
    def inp(self, elem):
        return self.out(elem)
    def emit(self, line):
        self.body.append('    ' + line)
    def tmp(self):
        self.n += 1
        return '%%t%d' % self.n
    def prologue(self):
        e = self.emit
        e('%bx, %by, %bz = get_tile_block_id : tile<i32>')
        e('%bx1 = reshape %bx : tile<i32> -> tile<1xi32>')
        e('%bxv = broadcast %bx1 : tile<1xi32> -> tile<1024xi32>')
        e('%c1024 = constant <i32: 1024> : tile<1024xi32>')
        e('%i = iota : tile<1024xi32>')
        e('%base = muli %bxv, %c1024 : tile<1024xi32>')
        e('%g = addi %base, %i : tile<1024xi32>')
    def block_is(self, k):
        c = self.tmp(); r = self.tmp()
        self.emit('%s = constant <i32: %d> : tile<1024xi32>' % (c, k))
        self.emit('%s = cmpi equal %%bxv, %s, signed : tile<1024xi32> -> tile<1024xi1>' % (r, c))
        return r
    def pick(self, choices, elem):
        # choices: list of values for blocks 0..k-1 (last is the default)
        v = choices[-1]
        for k in range(len(choices) - 2, -1, -1):
            c = self.block_is(k)
            r = self.tmp()
            self.emit('%s = select %s, %s, %s : tile<1024xi1>, tile<1024x%s>' % (r, c, choices[k], v, elem))
            v = r
        return v
    def store(self, param, value, elem):
        p = self.tmp(); pb = self.tmp(); po = self.tmp(); tk = self.tmp()
        self.emit('%s = reshape %%%s : tile<ptr<%s>> -> tile<1xptr<%s>>' % (p, param, elem, elem))
        self.emit('%s = broadcast %s : tile<1xptr<%s>> -> tile<1024xptr<%s>>' % (pb, p, elem, elem))
        self.emit('%s = offset %s, %%g : tile<1024xptr<%s>>, tile<1024xi32> -> tile<1024xptr<%s>>' % (po, pb, elem, elem))
        self.emit('%s = store_ptr_tko weak %s, %s : tile<1024xptr<%s>>, tile<1024x%s> -> token' % (tk, po, value, elem, elem))
    def load(self, param, elem):
        p = self.tmp(); pb = self.tmp(); po = self.tmp(); v = self.tmp(); tk = self.tmp()
        self.emit('%s = reshape %%%s : tile<ptr<%s>> -> tile<1xptr<%s>>' % (p, param, elem, elem))
        self.emit('%s = broadcast %s : tile<1xptr<%s>> -> tile<1024xptr<%s>>' % (pb, p, elem, elem))
        self.emit('%s = offset %s, %%g : tile<1024xptr<%s>>, tile<1024xi32> -> tile<1024xptr<%s>>' % (po, pb, elem, elem))
        self.emit('%s, %s = load_ptr_tko weak %s : tile<1024xptr<%s>> -> tile<1024x%s>, token' % (v, tk, po, elem, elem))
        return v
    def const(self, values, elem, shape='1024'):
        r = self.tmp()
        lit = f32lit if elem in ('f32',) else (lambda v: str(v))
        self.emit('%s = constant <%s: [%s]> : tile<%sx%s>' % (r, elem, ', '.join(lit(v) for v in values), shape, elem))
        return r
    def splat(self, value, elem):
        r = self.tmp()
        v = f32lit(value) if elem.startswith('f') else str(value)
        self.emit('%s = constant <%s: %s> : tile<1024x%s>' % (r, elem, v, elem))
        return r
    def op(self, text):
        r = self.tmp()
        self.emit('%s = %s' % (r, text))
        return r
    # hashed bits: h = g * 0x9E3779B1 + salt; h ^= h >> 15
    def hash_bits(self, salt):
        m = self.splat(-1640531535, 'i32')
        s = self.splat(salt, 'i32')
        h = self.op('muli %%g, %s : tile<1024xi32>' % m)
        h = self.op('addi %s, %s : tile<1024xi32>' % (h, s))
        c15 = self.splat(15, 'i32')
        sh = self.op('shri %s, %s unsigned : tile<1024xi32>' % (h, c15))
        h = self.op('xori %s, %s : tile<1024xi32>' % (h, sh))
        h2 = self.op('muli %s, %s : tile<1024xi32>' % (h, m))
        return h2
    def text(self):
        lines = ['// ' + l.strip() if l.strip() else '//' for l in self.comment.strip('\n').split('\n')]
        params = ',\n                '.join('%%%s: %s' % p for p in self.params)
        return '\n'.join(lines) + '\ntile.module @m {\n  tile.entry @k(' + params + ') {\n' + '\n'.join(self.body) + '\n    return\n  }\n}\n'

def nan_canon_bits(K, v, elem, ielem):
    """bits of v with every NaN replaced by the canonical quiet NaN."""
    isn = K.op('cmpf not_equal unordered %s, %s : tile<1024x%s> -> tile<1024xi1>' % (v, v, elem))
    # unordered not_equal is true for NaN only when comparing v with itself
    q = K.splat(float('nan'), 'f32') if elem == 'f32' else None
    if elem != 'f32':
        q = K.op('constant <%s: 0x%s> : tile<1024x%s>' % (elem, {'f16': '7E00', 'bf16': '7FC0', 'f64': '7FF8000000000000'}[elem], elem))
    s = K.op('select %s, %s, %s : tile<1024xi1>, tile<1024x%s>' % (isn, q, v, elem))
    return K.op('bitcast %s : tile<1024x%s> -> tile<1024x%s>' % (s, elem, ielem))

def bits_from(K, mant_hash, exp_lo, exp_span):
    """f32 with random mantissa/sign from mant_hash and a biased exponent in [exp_lo, exp_lo+exp_span)."""
    m = K.op('andi %s, %s : tile<1024xi32>' % (mant_hash, K.splat(-2139095041, 'i32')))  # 0x807fffff
    e = K.op('shri %s, %s unsigned : tile<1024xi32>' % (mant_hash, K.splat(9, 'i32')))
    e = K.op('remi %s, %s unsigned : tile<1024xi32>' % (e, K.splat(exp_span, 'i32')))
    e = K.op('addi %s, %s : tile<1024xi32>' % (e, K.splat(exp_lo, 'i32')))
    e = K.op('shli %s, %s : tile<1024xi32>' % (e, K.splat(23, 'i32')))
    b = K.op('ori %s, %s : tile<1024xi32>' % (m, e))
    return K.op('bitcast %s : tile<1024xi32> -> tile<1024xf32>' % b)

def math_functions(path):
    def f32(x): return struct.unpack('<f', struct.pack('<f', x))[0]
    def nextup(x): 
        b = struct.unpack('<I', struct.pack('<f', x))[0]
        return struct.unpack('<f', struct.pack('<I', b + 1))[0]
    def nextdown(x):
        b = struct.unpack('<I', struct.pack('<f', x))[0]
        return struct.unpack('<f', struct.pack('<I', b - 1))[0]

    def edge_table():
        inf = float('inf'); nan = float('nan')
        v = [0.0, -0.0, inf, -inf, nan, 1e-45, -1e-45, 1.17549435e-38, 5.9e-39, 1e-30,
             2**-12, 0.5, 1.0, -1.0, math.pi/4, math.pi/2, math.pi, 3*math.pi/2, 2*math.pi,
             2.0**17, nextdown(2.0**17), nextup(2.0**17), -2.0**17, -nextup(2.0**17), 105615.0,
             252.898209, 2.19993846e+10, 7.72917892e+28, 3.4028235e38, -3.4028235e38,
             13858997.0, 1.1956982793633792e+16, 314367010668544.0, 0.862001240, 13.5341606,
             0.398392648, nextdown(1.0), nextup(1.0), 12.0, nextup(12.0), 9.0, 88.72,
             88.7228394, 89.41598, 89.4159851, 89.5, 90.0, 100.0, -89.4159851, 0.4,
             nextdown(0.4), 20.0, 40.0, 44.0, 0.35, 0.347, 1e10, 1e20, 1e30, 4.71238899,
             9.42477798, 18.849556, 37.6991119, 75.3982239, 52516.4336, 105032.867,
             2709675.5, 42781604.0, 1.57079637, -1.57079637, 3.14159274, 6.28318548,
             65504.0, 65520.0, 1e-5, -1e-5, 3e-3, 0.0999]
        v = [f32(x) for x in v]
        k = 1
        while len(v) < 400:
            v.append(f32(k * math.pi / 2)); v.append(-f32(k * math.pi / 2 * 1.0000001))
            k = (k * 3 + 1 if k > 50 else k + 1) % (1 << 100)
        e = -40
        j = 0
        while len(v) < 1024:
            x = f32(2.0 ** e * (1 + (j % 7) / 7.0))
            v.append(x if j % 2 else -x)
            j += 1
            e = -40 + (j * 37) % 168
        return v[:1024]

    K = Kernel('''Math functions on the GPU against the interpreter's libm: sin, cos,
    tan, sinh, cosh, tanh (full and approx), exp, exp2, log and log2 on f32;
    sin, cos, tanh on f16 and sin, sinh on bf16 (computed in f32).
    Inputs by tile block: 0: x = (i - 512) * 0.0123; 1: x = (i - 512) * 0.734;
    2: hashed bit patterns (every exponent: huge arguments for the Payne-Hanek
    reduction, subnormals, inf, NaN); 3: a table of edge values (reduction
    worst cases, the 2^17 switch, sinh/cosh overflow thresholds, the
    series/exponential switches).
    Grid 4: f32[4096] x11, f16[4096] x3, bf16[4096] x2 (outputs).''')
    names32 = ['sin', 'cos', 'tan', 'sinh', 'cosh', 'tanh', 'tanh_approx', 'exp', 'exp2', 'log', 'log2']
    o32 = [K.out('f32') for _ in names32]
    o16 = [K.out('f16') for _ in range(3)]
    ob = [K.out('bf16') for _ in range(2)]
    K.prologue()
    c512 = K.splat(512, 'i32')
    ic = K.op('subi %%i, %s : tile<1024xi32>' % c512)
    fi = K.op('itof %s signed : tile<1024xi32> -> tile<1024xf32>' % ic)
    x0 = K.op('mulf %s, %s : tile<1024xf32>' % (fi, K.splat(0.0123, 'f32')))
    x1 = K.op('mulf %s, %s : tile<1024xf32>' % (fi, K.splat(0.734, 'f32')))
    h = K.hash_bits(12345)
    x2 = K.op('bitcast %s : tile<1024xi32> -> tile<1024xf32>' % h)
    x3 = K.const(edge_table(), 'f32')
    x = K.pick([x0, x1, x2, x3], 'f32')
    for name, o in zip(names32, o32):
        if name == 'tanh_approx':
            r = K.op('tanh %s rounding<approx> : tile<1024xf32>' % x)
        else:
            r = K.op('%s %s : tile<1024xf32>' % (name, x))
        K.store(o, r, 'f32')
    xh = K.op('ftof %s : tile<1024xf32> -> tile<1024xf16>' % x)
    for name, o in zip(['sin', 'cos', 'tanh'], o16):
        K.store(o, K.op('%s %s : tile<1024xf16>' % (name, xh)), 'f16')
    xb = K.op('ftof %s : tile<1024xf32> -> tile<1024xbf16>' % x)
    for name, o in zip(['sin', 'sinh'], ob):
        K.store(o, K.op('%s %s : tile<1024xbf16>' % (name, xb)), 'bf16')
    write(path, K)

def math_binary(path):
    inf = float('inf'); nan = float('nan')
    sp = [0.0, -0.0, 1.0, -1.0, inf, -inf, nan, 0.5, -0.5, 2.0, 3.0, -3.0, 1e-45, -1e-45,
          2.5, -2.5, 1e30, -1e30, 0.999999940, 1.00000012, 16777216.0, -16777215.0, 3.4028235e38,
          1e-38, 7.0, -7.0, 0.1, 100.0, -100.0, 1.5, 1e-20, -1e10]
    assert len(sp) == 32
    K = Kernel('''pow, atan2 (lhs is y), fpowi and remf on the GPU against the
    interpreter (C99 pow, atan2, fmod; fpowi as pow in double rounded once).
    Inputs by tile block: 0: moderate x and y; 1: x of either sign with
    integral y (pow's sign rule, fpowi's small exponents); 2: hashed bit
    patterns for both (fpowi: any i32 exponent); 3: every pair of 32 special
    values (zeros, infinities, NaN, +-1, odd and even integers, subnormals).
    remf is exact, so its f32/f16/f64 outputs must agree bit for bit.
    Grid 4: f32[4096] x4 (pow, atan2, fpowi, remf), f64[4096] x2 (remf,
    fpowi), f16[4096] x2 (pow, remf), bf16[4096] (atan2).''')
    o = [K.out(t) for t in ['f32', 'f32', 'f32', 'f32', 'f64', 'f64', 'f16', 'f16', 'bf16']]
    K.prologue()
    c512 = K.splat(512, 'i32')
    ic = K.op('subi %%i, %s : tile<1024xi32>' % c512)
    fi = K.op('itof %s signed : tile<1024xi32> -> tile<1024xf32>' % ic)
    perm = K.op('muli %%i, %s : tile<1024xi32>' % K.splat(37, 'i32'))
    perm = K.op('remi %s, %s unsigned : tile<1024xi32>' % (perm, K.splat(1024, 'i32')))
    pc = K.op('subi %s, %s : tile<1024xi32>' % (perm, c512))
    fp = K.op('itof %s signed : tile<1024xi32> -> tile<1024xf32>' % pc)
    x0 = K.op('mulf %s, %s : tile<1024xf32>' % (fi, K.splat(0.0197, 'f32')))
    y0 = K.op('mulf %s, %s : tile<1024xf32>' % (fp, K.splat(0.0071, 'f32')))
    x1 = K.op('mulf %s, %s : tile<1024xf32>' % (fi, K.splat(0.05, 'f32')))
    n1 = K.op('remi %%i, %s unsigned : tile<1024xi32>' % K.splat(41, 'i32'))
    n1 = K.op('subi %s, %s : tile<1024xi32>' % (n1, K.splat(20, 'i32')))
    y1 = K.op('itof %s signed : tile<1024xi32> -> tile<1024xf32>' % n1)
    h1 = K.hash_bits(777); h2 = K.hash_bits(99991)
    x2 = K.op('bitcast %s : tile<1024xi32> -> tile<1024xf32>' % h1)
    y2 = K.op('bitcast %s : tile<1024xi32> -> tile<1024xf32>' % h2)
    sp32 = K.const(sp, 'f32', '32')
    row = K.op('reshape %s : tile<32xf32> -> tile<1x32xf32>' % sp32)
    col = K.op('reshape %s : tile<32xf32> -> tile<32x1xf32>' % sp32)
    xb = K.op('broadcast %s : tile<1x32xf32> -> tile<32x32xf32>' % row)
    yb = K.op('broadcast %s : tile<32x1xf32> -> tile<32x32xf32>' % col)
    x3 = K.op('reshape %s : tile<32x32xf32> -> tile<1024xf32>' % xb)
    y3 = K.op('reshape %s : tile<32x32xf32> -> tile<1024xf32>' % yb)
    x = K.pick([x0, x1, x2, x3], 'f32')
    y = K.pick([y0, y1, y2, y3], 'f32')
    # fpowi exponents: small ints, except block 2 (hashed, any i32)
    nsmall = K.op('remi %%i, %s unsigned : tile<1024xi32>' % K.splat(67, 'i32'))
    nsmall = K.op('subi %s, %s : tile<1024xi32>' % (nsmall, K.splat(33, 'i32')))
    n = K.pick([nsmall, n1, h2, nsmall], 'i32')
    K.store(o[0], K.op('pow %s, %s : tile<1024xf32>' % (x, y)), 'f32')
    K.store(o[1], K.op('atan2 %s, %s : tile<1024xf32>' % (y, x)), 'f32')
    K.store(o[2], K.op('fpowi %s, %s : tile<1024xf32>, tile<1024xi32>' % (x, n)), 'f32')
    K.store(o[3], K.op('remf %s, %s : tile<1024xf32>' % (x, y)), 'f32')
    xd = K.op('ftof %s : tile<1024xf32> -> tile<1024xf64>' % x)
    yd = K.op('ftof %s : tile<1024xf32> -> tile<1024xf64>' % y)
    scale = K.op('constant <f64: 1.0000000000001> : tile<1024xf64>')
    xd2 = K.op('mulf %s, %s : tile<1024xf64>' % (xd, scale))
    K.store(o[4], K.op('remf %s, %s : tile<1024xf64>' % (xd2, yd)), 'f64')
    K.store(o[5], K.op('fpowi %s, %s : tile<1024xf64>, tile<1024xi32>' % (xd2, nsmall)), 'f64')
    xh = K.op('ftof %s : tile<1024xf32> -> tile<1024xf16>' % x)
    yh = K.op('ftof %s : tile<1024xf32> -> tile<1024xf16>' % y)
    K.store(o[6], K.op('pow %s, %s : tile<1024xf16>' % (xh, yh)), 'f16')
    K.store(o[7], K.op('remf %s, %s : tile<1024xf16>' % (xh, yh)), 'f16')
    xbf = K.op('ftof %s : tile<1024xf32> -> tile<1024xbf16>' % x)
    ybf = K.op('ftof %s : tile<1024xf32> -> tile<1024xbf16>' % y)
    K.store(o[8], K.op('atan2 %s, %s : tile<1024xbf16>' % (ybf, xbf)), 'bf16')
    write(path, K)

def float_rounding(path):
    K = Kernel('''Rounding modes and flush_to_zero on the GPU against the interpreter,
    bit for bit (results stored as integers, NaN made canonical first):
    addf, subf, mulf, divf, fma and sqrt in zero/negative_inf/positive_inf,
    flush_to_zero on f32 (also rsqrt, maxf, minf), directed modes on f16/bf16
    (computed in f32 in the same mode) and f64; divf approx/full and exp2
    flush_to_zero are compared with the f32 tolerance. Inputs by tile block
    (no NaN or inf in): 0: exponents 2^-7..2^8; 1: subnormals and the
    smallest normals (flushing); 2: ties (a in [1, 2), b a quarter, half or
    whole ulp of a, either sign); 3: any finite exponent (overflow, underflow).
    Grid 4: i32[4096] x22, f32[4096] x3, i16[4096] x11, i64[4096] x8.''')
    f32ops = [  # (text with A B C, kind)
        ('addf A, B rounding<zero>', 2), ('addf A, B rounding<negative_inf>', 2),
        ('addf A, B rounding<positive_inf>', 2), ('addf A, B flush_to_zero', 2),
        ('subf A, B rounding<negative_inf> flush_to_zero', 2), ('subf A, B rounding<positive_inf>', 2),
        ('mulf A, B rounding<zero>', 2), ('mulf A, B rounding<positive_inf> flush_to_zero', 2),
        ('mulf A, B rounding<negative_inf>', 2),
        ('divf A, B rounding<negative_inf>', 2), ('divf A, B rounding<positive_inf>', 2),
        ('divf A, B rounding<zero> flush_to_zero', 2), ('divf A, B flush_to_zero', 2),
        ('fma A, B, C rounding<zero>', 3), ('fma A, B, C rounding<negative_inf>', 3),
        ('fma A, B, C rounding<positive_inf> flush_to_zero', 3), ('fma A, B, C flush_to_zero', 3),
        ('sqrt ABS rounding<zero>', 1), ('sqrt ABS rounding<negative_inf>', 1),
        ('sqrt ABS rounding<positive_inf> flush_to_zero', 1), ('rsqrt ABS flush_to_zero', 1),
        ('maxf A, B flush_to_zero', 2)]
    f32approx = ['divf A, B rounding<approx>', 'divf A, B rounding<full> flush_to_zero', 'exp2 E flush_to_zero']
    half = [('f16', 'addf A, B rounding<zero>'), ('f16', 'addf A, B rounding<negative_inf>'),
            ('f16', 'subf A, B rounding<positive_inf>'), ('f16', 'mulf A, B rounding<negative_inf>'),
            ('f16', 'divf A, B rounding<positive_inf>'), ('f16', 'fma A, B, C rounding<zero>'),
            ('f16', 'sqrt ABS rounding<negative_inf>'),
            ('bf16', 'addf A, B rounding<negative_inf>'), ('bf16', 'mulf A, B rounding<zero>'),
            ('bf16', 'fma A, B, C rounding<positive_inf>'), ('bf16', 'divf A, B rounding<zero>')]
    f64ops = ['addf A, B rounding<zero>', 'addf A, B rounding<negative_inf>', 'subf A, B rounding<positive_inf>',
              'mulf A, B rounding<negative_inf>', 'mulf A, B rounding<positive_inf>', 'divf A, B rounding<zero>',
              'fma A, B, C rounding<positive_inf>', 'sqrt ABS rounding<negative_inf>']
    oi = [K.out('i32') for _ in f32ops]
    of = [K.out('f32') for _ in f32approx]
    oh = [K.out('i16') for _ in half]
    od = [K.out('i64') for _ in f64ops]
    K.prologue()
    ha = K.hash_bits(1); hb = K.hash_bits(2); hc = K.hash_bits(3)
    def gen(h, lo, span):
        return bits_from(K, h, lo, span)
    # block inputs
    a0, b0, c0 = gen(ha, 120, 16), gen(hb, 120, 16), gen(hc, 120, 16)
    a1, b1, c1 = gen(ha, 0, 3), gen(hb, 0, 3), gen(hc, 0, 3)
    a3, b3, c3 = gen(ha, 1, 254), gen(hb, 1, 254), gen(hc, 1, 254)
    # ties: a in [1,2) with random mantissa; b = +-2^-25 * {1,2,3,4} (quarter to whole ulp of a)
    am = K.op('andi %s, %s : tile<1024xi32>' % (ha, K.splat(0x7fffff, 'i32')))
    am = K.op('ori %s, %s : tile<1024xi32>' % (am, K.splat(0x3f800000, 'i32')))
    a2 = K.op('bitcast %s : tile<1024xi32> -> tile<1024xf32>' % am)
    k = K.op('andi %s, %s : tile<1024xi32>' % (hb, K.splat(3, 'i32')))
    k = K.op('addi %s, %s : tile<1024xi32>' % (k, K.splat(1, 'i32')))
    kf = K.op('itof %s signed : tile<1024xi32> -> tile<1024xf32>' % k)
    sgn = K.op('andi %s, %s : tile<1024xi32>' % (hb, K.splat(-2147483648, 'i32')))
    q = K.op('bitcast %s : tile<1024xi32> -> tile<1024xf32>' % K.op('ori %s, %s : tile<1024xi32>' % (sgn, K.splat(0x33000000, 'i32'))))  # +-2^-25
    b2 = K.op('mulf %s, %s : tile<1024xf32>' % (kf, q))
    c2 = K.op('mulf %s, %s : tile<1024xf32>' % (b2, a2))
    a = K.pick([a0, a1, a2, a3], 'f32'); b = K.pick([b0, b1, b2, b3], 'f32'); c = K.pick([c0, c1, c2, c3], 'f32')
    absa = K.op('absf %s : tile<1024xf32>' % a)
    # exp2 input: a scaled into [-160, 160]
    e2 = K.op('mulf %s, %s : tile<1024xf32>' % (a, K.splat(0.6, 'f32')))
    def subst(text, A, B, C, ABS, E, T):
        return (text.replace('ABS', ABS).replace('A', A).replace('B', B).replace('C', C).replace('E', E)
                + ' : tile<1024x%s>' % T)
    for (text, _), out in zip(f32ops, oi):
        r = K.op(subst(text, a, b, c, absa, e2, 'f32'))
        K.store(out, nan_canon_bits(K, r, 'f32', 'i32'), 'i32')
    # approx/full division are within 2 ulp only for normal-range divisors below
    # 2^126 (block 0's inputs, used for every block here)
    for text, out in zip(f32approx, of):
        K.store(out, K.op(subst(text, a0, b0, c0, absa, e2, 'f32')), 'f32')
    conv = {}
    for t in ('f16', 'bf16'):
        A_ = K.op('ftof %s : tile<1024xf32> -> tile<1024x%s>' % (a, t))
        B_ = K.op('ftof %s : tile<1024xf32> -> tile<1024x%s>' % (b, t))
        C_ = K.op('ftof %s : tile<1024xf32> -> tile<1024x%s>' % (c, t))
        AB_ = K.op('absf %s : tile<1024x%s>' % (A_, t))
        conv[t] = (A_, B_, C_, AB_)
    for (t, text), out in zip(half, oh):
        A_, B_, C_, AB_ = conv[t]
        r = K.op(subst(text, A_, B_, C_, AB_, A_, t))
        K.store(out, nan_canon_bits(K, r, t, 'i16'), 'i16')
    # f64 inputs: the f32 values times (1 + hashed 2^-30 fraction) so results need more than 53 bits
    def wide(v, h):
        vd = K.op('ftof %s : tile<1024xf32> -> tile<1024xf64>' % v)
        hs = K.op('shri %s, %s unsigned : tile<1024xi32>' % (h, K.splat(2, 'i32')))
        hf = K.op('itof %s signed : tile<1024xi32> -> tile<1024xf64>' % hs)
        s = K.op('constant <f64: 9.3132257461547852e-10> : tile<1024xf64>')
        t = K.op('mulf %s, %s : tile<1024xf64>' % (hf, s))
        one = K.op('constant <f64: 1.0> : tile<1024xf64>')
        t = K.op('addf %s, %s : tile<1024xf64>' % (t, one))
        return K.op('mulf %s, %s : tile<1024xf64>' % (vd, t))
    ad, bd, cd = wide(a, hc), wide(b, ha), wide(c, hb)
    absd = K.op('absf %s : tile<1024xf64>' % ad)
    for text, out in zip(f64ops, od):
        r = K.op(subst(text, ad, bd, cd, absd, ad, 'f64'))
        K.store(out, nan_canon_bits(K, r, 'f64', 'i64'), 'i64')
    write(path, K)

def float8_conversions(path):
    def f32(x): return struct.unpack('<f', struct.pack('<f', x))[0]
    # ties and boundaries of both f8 formats
    tab = []
    for e in range(-17, 17):
        for m in range(8):
            base = 2.0 ** e * (1 + m / 8)
            tab += [base + 2.0 ** e / 16, -(base + 2.0 ** e / 16)]   # E4M3 ties at 3 mantissa bits
    for e in range(-18, 17):
        for m in range(4):
            tab.append(2.0 ** e * (1 + m / 4 + 1 / 8))                 # E5M2 ties
    tab += [448.0, 464.0, 464.00003, 480.0, 57344.0, 61440.0, 61439.996, 65536.0, 2.0 ** -9, 2.0 ** -10,
            3 * 2.0 ** -11, 2.0 ** -16, 2.0 ** -17, 3 * 2.0 ** -18, 2.0 ** -17 * 1.0000001, 1e-45,
            float('inf'), float('-inf'), float('nan'), 0.0, -0.0]
    tab = [f32(x) for x in tab][:1024]
    while len(tab) < 1024:
        tab.append(f32(len(tab) * 0.37 - 180))
    # non-splat f8 constant: every E4M3FN value in order, four times
    K = Kernel('''8-bit floats on the GPU against the interpreter, bit for bit
    (f8 values are stored as their bits, wider results as integers): ftof
    f32/f16/bf16/f64 -> f8E4M3FN/f8E5M2 (round to nearest even; overflow is
    NaN for E4M3FN, inf for E5M2; f64 through f32 rounded to odd), every f8
    code -> f32/f16/bf16/f64, itof of i8/i16/i32/i64 (signed, unsigned) ->
    f8 and of i32 -> tf32, ftoi saturating from f32 and from f8, a
    non-splat f8 constant, i1 and i16 constants, pack/unpack of f16, and an
    f8 array loaded, converted and stored through f8 pointers.
    Inputs by tile block: 0: x = (i - 512) * 0.9 (around the E4M3 maximum);
    1: hashed bit patterns (NaN, inf, every exponent); 2: (i - 512) * 2^-12
    (f8 subnormals); 3: a table of ties and boundaries.
    Grid 4: i8[4096] x7, i32[4096] x3, i16[4096] x2, i64[4096], i8[4096] x5,
    i32[4096] (tf32), i8[4096] x2, i16/i32/i64/i8/i32 saturated x5,
    i8[4096] (constant), i32[4096] x2 (i1, i16 constants), i8[8192] (pack),
    i16[4096] (unpack), f8E4M3FN[4096] in, f8E4M3FN[4096] out, f32[4096].''')
    outs = {}
    def O(name, t):
        outs[name] = K.out(t)
    for n in ['e4_f32', 'e5_f32', 'e4_f16', 'e5_bf16', 'e4_f64', 'e5_f64', 'e5_f16']: O(n, 'i8')
    for n in ['d4_f32', 'd5_f32', 'd4_bf16_as32']: O(n, 'i32')
    for n in ['d5_f16', 'd4_f16']: O(n, 'i16')
    O('d5_f64', 'i64')
    for n in ['i32_e4', 'u32_e5', 'i64_e5', 'i16_e4', 'i8_e4']: O(n, 'i8')
    O('i32_tf32', 'i32')
    for n in ['e5_to_i32', 'e4_to_u8']: O(n, 'i32' if n == 'e5_to_i32' else 'i8')
    O('sat_i16', 'i16'); O('sat_u32', 'i32'); O('sat_i64', 'i64'); O('sat_i8', 'i8'); O('sat_u8', 'i8')
    O('const_f8', 'i8'); O('const_i1', 'i32'); O('const_i16', 'i32')
    O('pack', 'i8'); O('unpack', 'i16')
    O('f8_in', 'f8E4M3FN'); O('f8_out', 'f8E4M3FN'); O('f8_f32', 'f32')
    K.prologue()
    c512 = K.splat(512, 'i32')
    ic = K.op('subi %%i, %s : tile<1024xi32>' % c512)
    fi = K.op('itof %s signed : tile<1024xi32> -> tile<1024xf32>' % ic)
    x0 = K.op('mulf %s, %s : tile<1024xf32>' % (fi, K.splat(0.9, 'f32')))
    h = K.hash_bits(4242); h2 = K.hash_bits(5151)
    x1 = K.op('bitcast %s : tile<1024xi32> -> tile<1024xf32>' % h)
    x2 = K.op('mulf %s, %s : tile<1024xf32>' % (fi, K.splat(2.0 ** -12, 'f32')))
    x3 = K.const(tab, 'f32')
    x = K.pick([x0, x1, x2, x3], 'f32')
    def st(name, v, t): K.store(outs[name], v, t)
    def f8bits(v, fmt): return K.op('bitcast %s : tile<1024x%s> -> tile<1024xi8>' % (v, fmt))
    st('e4_f32', f8bits(K.op('ftof %s : tile<1024xf32> -> tile<1024xf8E4M3FN>' % x), 'f8E4M3FN'), 'i8')
    st('e5_f32', f8bits(K.op('ftof %s : tile<1024xf32> -> tile<1024xf8E5M2>' % x), 'f8E5M2'), 'i8')
    # f16 / bf16 sources: NaN made canonical first (their payloads are the hardware's)
    isn = K.op('cmpf not_equal unordered %s, %s : tile<1024xf32> -> tile<1024xi1>' % (x, x))
    xq = K.op('select %s, %s, %s : tile<1024xi1>, tile<1024xf32>' % (isn, K.splat(float('nan'), 'f32'), x))
    # (a NaN converted by the hardware has the hardware's payload: replace it by
    # a constant NaN, whose bits both sides keep)
    def canon(v, t, nanhex):
        n = K.op('cmpf not_equal unordered %s, %s : tile<1024x%s> -> tile<1024xi1>' % (v, v, t))
        q = K.op('constant <%s: %s> : tile<1024x%s>' % (t, nanhex, t))
        return K.op('select %s, %s, %s : tile<1024xi1>, tile<1024x%s>' % (n, q, v, t))
    xh = canon(K.op('ftof %s : tile<1024xf32> -> tile<1024xf16>' % xq), 'f16', '0x7E00')
    xb = canon(K.op('ftof %s : tile<1024xf32> -> tile<1024xbf16>' % xq), 'bf16', '0x7FC0')
    st('e4_f16', f8bits(K.op('ftof %s : tile<1024xf16> -> tile<1024xf8E4M3FN>' % xh), 'f8E4M3FN'), 'i8')
    st('e5_bf16', f8bits(K.op('ftof %s : tile<1024xbf16> -> tile<1024xf8E5M2>' % xb), 'f8E5M2'), 'i8')
    st('e5_f16', f8bits(K.op('ftof %s : tile<1024xf16> -> tile<1024xf8E5M2>' % xh), 'f8E5M2'), 'i8')
    # f64 a hair above the f32 value: ties of f32 are no longer ties
    xd = K.op('ftof %s : tile<1024xf32> -> tile<1024xf64>' % xq)
    xd = K.op('mulf %s, %s : tile<1024xf64>' % (xd, K.op('constant <f64: 1.0000000001> : tile<1024xf64>')))
    xd = canon(xd, 'f64', '0x7FF8000000000000')
    st('e4_f64', f8bits(K.op('ftof %s : tile<1024xf64> -> tile<1024xf8E4M3FN>' % xd), 'f8E4M3FN'), 'i8')
    st('e5_f64', f8bits(K.op('ftof %s : tile<1024xf64> -> tile<1024xf8E5M2>' % xd), 'f8E5M2'), 'i8')
    # every f8 code (each block: codes 0..255, four times)
    codes = K.op('trunci %g : tile<1024xi32> -> tile<1024xi8>')
    c4 = K.op('bitcast %s : tile<1024xi8> -> tile<1024xf8E4M3FN>' % codes)
    c5 = K.op('bitcast %s : tile<1024xi8> -> tile<1024xf8E5M2>' % codes)
    st('d4_f32', K.op('bitcast %s : tile<1024xf32> -> tile<1024xi32>' % K.op('ftof %s : tile<1024xf8E4M3FN> -> tile<1024xf32>' % c4)), 'i32')
    st('d5_f32', K.op('bitcast %s : tile<1024xf32> -> tile<1024xi32>' % K.op('ftof %s : tile<1024xf8E5M2> -> tile<1024xf32>' % c5)), 'i32')
    d4b = K.op('ftof %s : tile<1024xf8E4M3FN> -> tile<1024xbf16>' % c4)
    d4b32 = K.op('ftof %s : tile<1024xbf16> -> tile<1024xf32>' % d4b)
    st('d4_bf16_as32', nan_canon_bits(K, d4b32, 'f32', 'i32'), 'i32')
    st('d5_f16', nan_canon_bits(K, K.op('ftof %s : tile<1024xf8E5M2> -> tile<1024xf16>' % c5), 'f16', 'i16'), 'i16')
    st('d4_f16', nan_canon_bits(K, K.op('ftof %s : tile<1024xf8E4M3FN> -> tile<1024xf16>' % c4), 'f16', 'i16'), 'i16')
    st('d5_f64', nan_canon_bits(K, K.op('ftof %s : tile<1024xf8E5M2> -> tile<1024xf64>' % c5), 'f64', 'i64'), 'i64')
    # itof -> f8: integers spread over every magnitude (hash >> (hash & 31))
    sh = K.op('andi %s, %s : tile<1024xi32>' % (h2, K.splat(31, 'i32')))
    iv = K.op('shri %s, %s signed : tile<1024xi32>' % (h, sh))
    st('i32_e4', f8bits(K.op('itof %s signed : tile<1024xi32> -> tile<1024xf8E4M3FN>' % iv), 'f8E4M3FN'), 'i8')
    st('u32_e5', f8bits(K.op('itof %s unsigned : tile<1024xi32> -> tile<1024xf8E5M2>' % iv), 'f8E5M2'), 'i8')
    hi = K.op('exti %s signed : tile<1024xi32> -> tile<1024xi64>' % h)
    lo = K.op('exti %s unsigned : tile<1024xi32> -> tile<1024xi64>' % h2)
    c32 = K.op('constant <i64: 32> : tile<1024xi64>')
    w = K.op('ori %s, %s : tile<1024xi64>' % (K.op('shli %s, %s : tile<1024xi64>' % (hi, c32)), lo))
    sh64 = K.op('exti %s unsigned : tile<1024xi32> -> tile<1024xi64>' % K.op('andi %s, %s : tile<1024xi32>' % (h2, K.splat(63, 'i32'))))
    w = K.op('shri %s, %s signed : tile<1024xi64>' % (w, sh64))
    st('i64_e5', f8bits(K.op('itof %s signed : tile<1024xi64> -> tile<1024xf8E5M2>' % w), 'f8E5M2'), 'i8')
    i16v = K.op('trunci %s : tile<1024xi32> -> tile<1024xi16>' % iv)
    st('i16_e4', f8bits(K.op('itof %s unsigned : tile<1024xi16> -> tile<1024xf8E4M3FN>' % i16v), 'f8E4M3FN'), 'i8')
    st('i8_e4', f8bits(K.op('itof %s signed : tile<1024xi8> -> tile<1024xf8E4M3FN>' % codes), 'f8E4M3FN'), 'i8')
    tf = K.op('itof %s signed : tile<1024xi32> -> tile<1024xtf32>' % iv)
    st('i32_tf32', K.op('bitcast %s : tile<1024xf32> -> tile<1024xi32>' % K.op('ftof %s : tile<1024xtf32> -> tile<1024xf32>' % tf)), 'i32')
    # ftoi (saturating) from f8 codes and from x
    st('e5_to_i32', K.op('ftoi %s signed saturating : tile<1024xf8E5M2> -> tile<1024xi32>' % c5), 'i32')
    st('e4_to_u8', K.op('ftoi %s unsigned saturating : tile<1024xf8E4M3FN> -> tile<1024xi8>' % c4), 'i8')
    xs = K.op('mulf %s, %s : tile<1024xf32>' % (x, K.splat(300.0, 'f32')))
    st('sat_i16', K.op('ftoi %s signed saturating : tile<1024xf32> -> tile<1024xi16>' % xs), 'i16')
    st('sat_u32', K.op('ftoi %s unsigned saturating : tile<1024xf32> -> tile<1024xi32>' % xs), 'i32')
    st('sat_i64', K.op('ftoi %s signed saturating : tile<1024xf32> -> tile<1024xi64>' % xs), 'i64')
    st('sat_i8', K.op('ftoi %s signed saturating : tile<1024xf32> -> tile<1024xi8>' % x), 'i8')
    st('sat_u8', K.op('ftoi %s unsigned saturating : tile<1024xf32> -> tile<1024xi8>' % x), 'i8')
    # non-splat constants
    e4vals = []
    for c in range(256):
        s = -1.0 if c & 0x80 else 1.0; e = (c >> 3) & 15; m = c & 7
        if e == 15 and m == 7: e4vals.append('0x%02X' % c); continue
        v = s * (m / 8 * 2.0 ** -6 if e == 0 else (1 + m / 8) * 2.0 ** (e - 7))
        e4vals.append(repr(v))
    cf8 = K.op('constant <f8E4M3FN: [%s]> : tile<1024xf8E4M3FN>' % ', '.join(e4vals * 4))
    st('const_f8', f8bits(cf8, 'f8E4M3FN'), 'i8')
    ci1 = K.op('constant <i1: [%s]> : tile<1024xi1>' % ', '.join(str((k * 7 // 3) & 1) for k in range(1024)))
    st('const_i1', K.op('exti %s unsigned : tile<1024xi1> -> tile<1024xi32>' % ci1), 'i32')
    ci16 = K.op('constant <i16: [%s]> : tile<1024xi16>' % ', '.join(str(((k * 2654435761) >> 7) % 65536 - 32768) for k in range(1024)))
    st('const_i16', K.op('exti %s signed : tile<1024xi16> -> tile<1024xi32>' % ci16), 'i32')
    # pack/unpack
    pk = K.op('pack %s : tile<1024xf16> -> tile<2048xi8>' % xh)
    i2 = K.op('iota : tile<2048xi32>')
    b2 = K.op('broadcast %s : tile<1xi32> -> tile<2048xi32>' % '%bx1')
    g2 = K.op('addi %s, %s : tile<2048xi32>' % (K.op('muli %s, %s : tile<2048xi32>' % (b2, K.op('constant <i32: 2048> : tile<2048xi32>'))), i2))
    pp = K.op('reshape %%%s : tile<ptr<i8>> -> tile<1xptr<i8>>' % outs['pack'])
    pb = K.op('broadcast %s : tile<1xptr<i8>> -> tile<2048xptr<i8>>' % pp)
    po = K.op('offset %s, %s : tile<2048xptr<i8>>, tile<2048xi32> -> tile<2048xptr<i8>>' % (pb, g2))
    K.op('store_ptr_tko weak %s, %s : tile<2048xptr<i8>>, tile<2048xi8> -> token' % (po, pk))
    up = K.op('unpack %s : tile<2048xi8> -> tile<1024xf16>' % pk)
    st('unpack', nan_canon_bits(K, up, 'f16', 'i16'), 'i16')
    # f8 through memory
    fin = K.load(outs['f8_in'], 'f8E4M3FN')
    st('f8_out', fin, 'f8E4M3FN')
    st('f8_f32', K.op('ftof %s : tile<1024xf8E4M3FN> -> tile<1024xf32>' % fin), 'f32')
    write(path, K)
    types = [t for _, t in K.outs]
    args = []
    for (name, t) in K.outs:
        n = 8192 if name == outs['pack'] else 4096
        init = 'rand' if name == outs['f8_in'] else 'zeros'
        args.append('%s[%d]=%s' % (t, n, init))
    return ' '.join(args)

def narrow_conversions(path):
    """f8E8M0FNU, f4E2M1FN and i4 values, and f8 in the directed modes."""
    def f32(x): return struct.unpack('<f', struct.pack('<f', x))[0]
    tab = []
    for e in range(-3, 4):                     # f4 grid, its ties and neighbours
        for m in (0.0, 0.25, 0.5, 0.75):
            v = 2.0 ** e * (1 + m)
            tab += [v, -v, f32(v * 1.0000001), -f32(v * 0.9999999)]
    tab += [5.0, 7.0, 6.5, 100.0, 0.25, 0.2, 0.75, 1.25, 1.75, 2.5, 3.5, -2.5, -5.0]
    for e in (-150, -149, -140, -128, -127, -126, -1, 0, 1, 126, 127):   # e8m0 ends
        tab += [2.0 ** e, 1.5 * 2.0 ** e, 1.25 * 2.0 ** e, -(2.0 ** e)]
    tab += [3.4e38, 1.7014118e38, 1e38, float('inf'), float('-inf'), float('nan'), 0.0, -0.0]
    tab = [f32(x) for x in tab][:1024]
    while len(tab) < 1024:
        tab.append(f32((len(tab) - 600) * 0.0173))
    K = Kernel('''Narrow floats on the GPU against the interpreter, bit for bit
    (results as their bits): ftof f32 -> f8E8M0FNU and f4E2M1FN in every
    rounding mode the verifier allows (f8E8M0FNU: zero, positive_inf),
    f32 -> f8E4M3FN/f8E5M2 in the directed modes and nearest_away, f64/f16
    -> f8E8M0FNU; every f8E8M0FNU and f4E2M1FN code -> f32 / f16 (rounded)
    / bf16 / f64; itof to f4E2M1FN; ftoi from both; non-splat constants; i4
    through trunci and exti. docs/dialect.md ("Semantic choices") says where these differ from
    APFloat.
    Inputs by tile block: 0: hashed bit patterns (NaN, inf, every
    exponent); 1: (i - 512) / 8 (the f4 range); 2: powers of two times
    (1 + hashed fractions) over e8m0's range; 3: a table of ties and ends.
    Grid 4: i8[4096] x17, i32[4096] x2, i16[4096] x2, i32[4096], i64[4096],
    i8[4096], i32[4096], i8[4096], i8[4096] x2 (constants), i32[4096].''')
    outs = {}
    def O(name, t):
        outs[name] = K.out(t)
    modes = ['nearest_even', 'zero', 'negative_inf', 'positive_inf', 'nearest_away']
    for m in ('zero', 'positive_inf'): O('e8_' + m, 'i8')
    for m in modes: O('f4_' + m, 'i8')
    for m in modes[1:]: O('e4_' + m, 'i8')
    for m in modes[1:]: O('e5_' + m, 'i8')
    O('e8_f64', 'i8'); O('e8_f16', 'i8')
    O('d8_f32', 'i32'); O('d4_f32', 'i32')
    O('d8_f16_rz', 'i16'); O('d8_f16_ru', 'i16')
    O('d4_bf16_as32', 'i32'); O('d8_f64', 'i64')
    O('i32_f4', 'i8')
    O('e8_to_i32', 'i32'); O('f4_to_i8', 'i8')
    O('const_e8', 'i8'); O('const_f4', 'i8')
    O('i4_ops', 'i32')
    K.prologue()
    c512 = K.splat(512, 'i32')
    ic = K.op('subi %%i, %s : tile<1024xi32>' % c512)
    fi = K.op('itof %s signed : tile<1024xi32> -> tile<1024xf32>' % ic)
    h = K.hash_bits(777); h2 = K.hash_bits(31337)
    x0 = K.op('bitcast %s : tile<1024xi32> -> tile<1024xf32>' % h)
    x1 = K.op('mulf %s, %s : tile<1024xf32>' % (fi, K.splat(0.125, 'f32')))
    # exponent field i mod 256, fraction from the hash, sign from bit 9 of i
    ex = K.op('shli %s, %s : tile<1024xi32>' % (K.op('andi %%i, %s : tile<1024xi32>' % K.splat(255, 'i32')), K.splat(23, 'i32')))
    fr = K.op('andi %s, %s : tile<1024xi32>' % (h2, K.splat(0x807fffff, 'i32')))
    x2 = K.op('bitcast %s : tile<1024xi32> -> tile<1024xf32>' % K.op('ori %s, %s : tile<1024xi32>' % (ex, fr)))
    x3 = K.const(tab, 'f32')
    x = K.pick([x0, x1, x2, x3], 'f32')
    def st(name, v, t): K.store(outs[name], v, t)
    def bits8(v, fmt): return K.op('bitcast %s : tile<1024x%s> -> tile<1024xi8>' % (v, fmt))
    def bits4(v):
        i4 = K.op('bitcast %s : tile<1024xf4E2M1FN> -> tile<1024xi4>' % v)
        return K.op('exti %s unsigned : tile<1024xi4> -> tile<1024xi8>' % i4)
    for m in modes:
        if m in ('zero', 'positive_inf'):
            st('e8_' + m, bits8(K.op('ftof %s rounding<%s> : tile<1024xf32> -> tile<1024xf8E8M0FNU>' % (x, m)), 'f8E8M0FNU'), 'i8')
        st('f4_' + m, bits4(K.op('ftof %s rounding<%s> : tile<1024xf32> -> tile<1024xf4E2M1FN>' % (x, m))), 'i8')
    for m in modes[1:]:
        st('e4_' + m, bits8(K.op('ftof %s rounding<%s> : tile<1024xf32> -> tile<1024xf8E4M3FN>' % (x, m)), 'f8E4M3FN'), 'i8')
        st('e5_' + m, bits8(K.op('ftof %s rounding<%s> : tile<1024xf32> -> tile<1024xf8E5M2>' % (x, m)), 'f8E5M2'), 'i8')
    isn = K.op('cmpf not_equal unordered %s, %s : tile<1024xf32> -> tile<1024xi1>' % (x, x))
    xq = K.op('select %s, %s, %s : tile<1024xi1>, tile<1024xf32>' % (isn, K.splat(float('nan'), 'f32'), x))
    xd = K.op('ftof %s : tile<1024xf32> -> tile<1024xf64>' % xq)
    xd = K.op('mulf %s, %s : tile<1024xf64>' % (xd, K.op('constant <f64: 1.0000000001> : tile<1024xf64>')))
    st('e8_f64', bits8(K.op('ftof %s rounding<zero> : tile<1024xf64> -> tile<1024xf8E8M0FNU>' % xd), 'f8E8M0FNU'), 'i8')
    xh = K.op('ftof %s : tile<1024xf32> -> tile<1024xf16>' % x1)
    st('e8_f16', bits8(K.op('ftof %s rounding<positive_inf> : tile<1024xf16> -> tile<1024xf8E8M0FNU>' % xh), 'f8E8M0FNU'), 'i8')
    # every code
    codes = K.op('trunci %g : tile<1024xi32> -> tile<1024xi8>')
    c8 = K.op('bitcast %s : tile<1024xi8> -> tile<1024xf8E8M0FNU>' % codes)
    c4 = K.op('bitcast %s : tile<1024xi4> -> tile<1024xf4E2M1FN>' % K.op('trunci %g : tile<1024xi32> -> tile<1024xi4>'))
    st('d8_f32', nan_canon_bits(K, K.op('ftof %s : tile<1024xf8E8M0FNU> -> tile<1024xf32>' % c8), 'f32', 'i32'), 'i32')
    st('d4_f32', K.op('bitcast %s : tile<1024xf32> -> tile<1024xi32>' % K.op('ftof %s : tile<1024xf4E2M1FN> -> tile<1024xf32>' % c4)), 'i32')
    st('d8_f16_rz', nan_canon_bits(K, K.op('ftof %s rounding<zero> : tile<1024xf8E8M0FNU> -> tile<1024xf16>' % c8), 'f16', 'i16'), 'i16')
    st('d8_f16_ru', nan_canon_bits(K, K.op('ftof %s rounding<positive_inf> : tile<1024xf8E8M0FNU> -> tile<1024xf16>' % c8), 'f16', 'i16'), 'i16')
    d4b = K.op('ftof %s : tile<1024xf4E2M1FN> -> tile<1024xbf16>' % c4)
    st('d4_bf16_as32', K.op('bitcast %s : tile<1024xf32> -> tile<1024xi32>' % K.op('ftof %s : tile<1024xbf16> -> tile<1024xf32>' % d4b)), 'i32')
    st('d8_f64', nan_canon_bits(K, K.op('ftof %s : tile<1024xf8E8M0FNU> -> tile<1024xf64>' % c8), 'f64', 'i64'), 'i64')
    # itof / ftoi
    sh = K.op('andi %s, %s : tile<1024xi32>' % (h2, K.splat(31, 'i32')))
    iv = K.op('shri %s, %s signed : tile<1024xi32>' % (h, sh))
    st('i32_f4', bits4(K.op('itof %s signed : tile<1024xi32> -> tile<1024xf4E2M1FN>' % iv)), 'i8')
    st('e8_to_i32', K.op('ftoi %s signed saturating : tile<1024xf8E8M0FNU> -> tile<1024xi32>' % c8), 'i32')
    st('f4_to_i8', K.op('ftoi %s signed : tile<1024xf4E2M1FN> -> tile<1024xi8>' % c4), 'i8')
    # non-splat constants: every code, four times
    e8vals = ['0x%02X' % c for c in range(256)]
    st('const_e8', bits8(K.op('constant <f8E8M0FNU: [%s]> : tile<1024xf8E8M0FNU>' % ', '.join(e8vals * 4)), 'f8E8M0FNU'), 'i8')
    f4vals = [repr(v) for v in (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0)]
    st('const_f4', bits4(K.op('constant <f4E2M1FN: [%s]> : tile<1024xf4E2M1FN>' % ', '.join(f4vals * 64))), 'i8')
    # i4: truncation keeps 4 bits, extension reads them signed or not
    a4 = K.op('trunci %s : tile<1024xi32> -> tile<1024xi4>' % h)
    b4 = K.op('trunci %s : tile<1024xi32> -> tile<1024xi4>' % h2)
    sa = K.op('exti %s signed : tile<1024xi4> -> tile<1024xi32>' % a4)
    ub = K.op('exti %s unsigned : tile<1024xi4> -> tile<1024xi32>' % b4)
    st('i4_ops', K.op('addi %s, %s : tile<1024xi32>' % (K.op('shli %s, %s : tile<1024xi32>' % (sa, K.splat(4, 'i32'))), ub)), 'i32')
    write(path, K)
    return ' '.join('%s[4096]=zeros' % t for _, t in K.outs)

def write(path, kernel):
    with open(path, 'w') as f:
        f.write(kernel.text())



def outputs_args(path):
    """tile-run ARGs for a kernel's parameters: zeros for outputs."""
    text = open(path).read()
    args = []
    for elem in re.findall(r'%o\d+: tile<ptr<(\w+)>>', text):
        args.append('%s[4096]=zeros' % elem)
    return ' '.join(args)


if __name__ == '__main__':
    math_functions('math-functions.mlir')
    print('math-functions.mlir 4 ' + outputs_args('math-functions.mlir'))
    math_binary('math-binary.mlir')
    print('math-binary.mlir 4 ' + outputs_args('math-binary.mlir'))
    float_rounding('float-rounding.mlir')
    print('float-rounding.mlir 4 ' + outputs_args('float-rounding.mlir'))
    print('float8-conversions.mlir 4 ' + float8_conversions('float8-conversions.mlir'))
    print('narrow-floats.mlir 4 ' + narrow_conversions('narrow-floats.mlir'))
