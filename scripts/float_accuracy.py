#!/usr/bin/env python3
"""Measures the f32 math lowering (lib/Conversion/TileToGPU/TileToGPUMath.cpp) on a GPU.

  float_accuracy.py pack DIR [--tile-as PATH] [--gpu-name sm_90]
      (here) writes one kernel per function into DIR and compiles it
  float_accuracy.py run DIR [FUNCTION...]
      (on the GPU machine, with CuPy) every f32 bit pattern through each
      unary function (16 launches of 2^28 elements), 2^26 random and special
      pairs through pow, atan2 and remf; prints the largest error in ulps of
      the f64 reference, the counts above 1 and 2 ulp, and special-value
      mismatches (remf must be exact).

The references are computed in f64 from the input bits decoded by integer
arithmetic (CuPy's own f32 kernels flush subnormals). docs/float-math.md
has the results.
"""
import os
import subprocess
import sys
import time

UNARY = ['sin', 'cos', 'tan', 'sinh', 'cosh', 'tanh', 'exp', 'exp2', 'log',
         'log2', 'sqrt', 'rsqrt']
BINARY = ['pow', 'atan2', 'remf']
DIR = '.'
cp = np = log = None  # set by main


def say(*a):
    s = ' '.join(str(x) for x in a)
    print(s, flush=True)
    log.write(s + '\n')
    log.flush()


UN = """tile.module @m {
  tile.entry @k(%out: tile<ptr<T>>, %base: tile<i32>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c = constant <i32: 1024> : tile<i32>
    %off = muli %bid, %c : tile<i32>
    %start = addi %off, %base : tile<i32>
    %s1 = reshape %start : tile<i32> -> tile<1xi32>
    %sb = broadcast %s1 : tile<1xi32> -> tile<1024xi32>
    %o1 = reshape %off : tile<i32> -> tile<1xi32>
    %ob = broadcast %o1 : tile<1xi32> -> tile<1024xi32>
    %i = iota : tile<1024xi32>
    %bits = addi %sb, %i : tile<1024xi32>
    %g = addi %ob, %i : tile<1024xi32>
    %x = bitcast %bits : tile<1024xi32> -> tile<1024xf32>
    %y = OP %x ATTR : tile<1024xf32>
    %pp = reshape %out : tile<ptr<T>> -> tile<1xptr<T>>
    %pb = broadcast %pp : tile<1xptr<T>> -> tile<1024xptr<T>>
    %po = offset %pb, %g : tile<1024xptr<T>>, tile<1024xi32> -> tile<1024xptr<T>>
    %tk = store_ptr_tko weak %po, %y : tile<1024xptr<T>>, tile<1024xT> -> token
    return
  }
}
"""
BIN = """tile.module @m {
  tile.entry @k(%out: tile<ptr<f32>>, %xs: tile<ptr<f32>>, %ys: tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %c = constant <i32: 1024> : tile<i32>
    %off = muli %bid, %c : tile<i32>
    %o1 = reshape %off : tile<i32> -> tile<1xi32>
    %ob = broadcast %o1 : tile<1xi32> -> tile<1024xi32>
    %i = iota : tile<1024xi32>
    %g = addi %ob, %i : tile<1024xi32>
    %xp = reshape %xs : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %xp : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %xo = offset %xb, %g : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %x, %t0 = load_ptr_tko weak %xo : tile<1024xptr<f32>> -> tile<1024xf32>, token
    %yp = reshape %ys : tile<ptr<f32>> -> tile<1xptr<f32>>
    %yb = broadcast %yp : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %yo = offset %yb, %g : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %yv, %t1 = load_ptr_tko weak %yo : tile<1024xptr<f32>> -> tile<1024xf32>, token
    %r = OP %x, %yv : tile<1024xf32>
    %pp = reshape %out : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pp : tile<1xptr<f32>> -> tile<1024xptr<f32>>
    %po = offset %pb, %g : tile<1024xptr<f32>>, tile<1024xi32> -> tile<1024xptr<f32>>
    %tk = store_ptr_tko weak %po, %r : tile<1024xptr<f32>>, tile<1024xf32> -> token
    return
  }
}
"""

SRC = r'''
__device__ double dec(unsigned b) {
  int e = (b >> 23) & 255; unsigned m = b & 0x7fffff; double v;
  if (e == 255) v = m ? __longlong_as_double(0x7ff8000000000000LL) : __longlong_as_double(0x7ff0000000000000LL);
  else if (e == 0) v = ldexp((double)m, -149);
  else v = ldexp((double)(m | 0x800000), e - 150);
  return (b >> 31) ? -v : v;
}
extern "C" __global__ void an(const unsigned *xb, const unsigned *yb, const unsigned *gb, double *err, int *flag, long n) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i >= n) return;
  double xd = dec(xb[i]);
  double yd = yb ? dec(yb[i]) : 0.0;
  double g = dec(gb[i]);
  double r = REF;
  // r rounded to f32 overflows at 2^128 (1 - 2^-25)
  bool rinf = isinf(r) || fabs(r) >= 3.4028235677973366e38;
  int f = 0; double e = 0;
  if (isnan(r) || rinf) {
    f = !((isnan(r) && isnan(g)) || (!isnan(r) && isinf(g) && (g > 0) == (r > 0)));
  } else if (isnan(g) || isinf(g)) {
    f = 1; e = 1e30;
  } else {
    int ex = r == 0 ? -200 : ilogb(fabs(r));
    int k = ex - 23 < -149 ? -149 : ex - 23;
    e = fabs((double)g - r) / ldexp(1.0, k);
  }
  err[i] = e; flag[i] = f;
}
'''
REF = {'sin': 'sin(xd)', 'cos': 'cos(xd)', 'tan': 'tan(xd)', 'sinh': 'sinh(xd)', 'cosh': 'cosh(xd)',
       'tanh': 'tanh(xd)', 'exp': 'exp(xd)', 'log': 'log(xd)', 'log2': 'log2(xd)', 'sqrt': 'sqrt(xd)',
       'rsqrt': '1.0 / sqrt(xd)', 'exp2': 'exp2(xd)', 'pow': 'pow(xd, yd)', 'atan2': 'atan2(xd, yd)'}
def kern(op):
    return cp.RawKernel(SRC.replace('REF', REF[op]), 'an', options=('--ftz=false', '--prec-div=true', '--prec-sqrt=true', '--fmad=false'))
def report(op, x, y, got, err, flag, worst, counts):
    i = int(cp.argmax(err)); m = float(err[i])
    counts[0] += int(cp.count_nonzero(err > 1.0)); counts[1] += int(cp.count_nonzero(err > 2.0))
    nf = int(cp.count_nonzero(flag)); counts[2] += nf
    if nf:
        j = int(cp.argmax(flag))
        say('  %s special mismatch: x=%r y=%r got=%r' % (op, float(x[j].view(cp.float32)) if True else 0,
            float(y[j].view(cp.float32)) if y is not None else None, float(got[j].view(cp.float32))))
    if m > worst[0]:
        worst[:] = [m, int(x[i]), int(y[i]) if y is not None else None, int(got[i])]
def f(b):
    return repr(float(np.array([b], dtype=np.uint32).view(np.float32)[0])) if b is not None else None
def unary(op):
    k = kern(op)
    mod = cp.RawModule(path=os.path.join(DIR, 'u_%s.cubin' % op)); fn = mod.get_function('k')
    N = 1 << 28
    out = cp.empty(N, dtype=cp.uint32); err = cp.empty(N, dtype=cp.float64); flag = cp.empty(N, dtype=cp.int32)
    idx = cp.arange(N, dtype=cp.uint32)
    worst = [0.0, 0, None, 0]; counts = [0, 0, 0]; t0 = time.time()
    for c in range(16):
        base = (c << 28)
        fn((N // 1024,), (128,), (out, np.int32(np.uint32(base).view(np.int32))))
        x = idx + cp.uint32(base)
        k((N // 256,), (256,), (x, None, out, err, flag, np.int64(N)))
        report(op, x, None, out, err, flag, worst, counts)
    say('%s: max %.3f ulp at x=%s got=%s; >1ulp %d, >2ulp %d, special-bad %d (%.1fs)' % (
        op, worst[0], f(worst[1]), f(worst[3]), counts[0], counts[1], counts[2], time.time() - t0))
def binary(op):
    k = kern(op)
    mod = cp.RawModule(path=os.path.join(DIR, 'b_%s.cubin' % op)); fn = mod.get_function('k')
    N = 1 << 26
    rs = cp.random.RandomState(7)
    xb = rs.randint(0, 2**32, size=N, dtype=cp.uint64).astype(cp.uint32)
    yb = rs.randint(0, 2**32, size=N, dtype=cp.uint64).astype(cp.uint32)
    q = N // 4
    # moderate values: exponents near 0 (bits built so no f32 arithmetic flushes)
    def moderate(b, lo, span):
        return (b & cp.uint32(0x807fffff)) | (((b >> 9) % span + lo) << 23).astype(cp.uint32)
    xb[:q] = moderate(xb[:q], 120, 16); yb[:q] = moderate(yb[:q], 118, 16)
    xb[q:2*q] = moderate(xb[q:2*q], 100, 56); yb[q:2*q] = moderate(yb[q:2*q], 110, 30)
    if op == 'pow':
        ints = rs.randint(-40, 40, size=q // 2).astype(cp.float32)
        yb[2*q:2*q+q//2] = ints.view(cp.uint32)
        xb[2*q:2*q+q//2] = moderate(xb[2*q:2*q+q//2], 118, 20) | cp.uint32(0x80000000)
    sp = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 0.5, 2.0, 3.0, -3.0, 1e-45, -2.5, -1e-45], dtype=np.float32).view(np.uint32)
    sp = cp.asarray(sp); m = len(sp)
    xb[:m*m] = cp.repeat(sp, m); yb[:m*m] = cp.tile(sp, m)
    out = cp.empty(N, dtype=cp.uint32); err = cp.empty(N, dtype=cp.float64); flag = cp.empty(N, dtype=cp.int32)
    fn((N // 1024,), (128,), (out, xb, yb))
    k((N // 256,), (256,), (xb, yb, out, err, flag, np.int64(N)))
    worst = [0.0, 0, 0, 0]; counts = [0, 0, 0]
    report(op, xb, yb, out, err, flag, worst, counts)
    if counts[2]:
        for j in cp.nonzero(flag)[0][:8].get():
            say('    x=%s y=%s got=%s' % (f(int(xb[j])), f(int(yb[j])), f(int(out[j]))))
    say('%s: max %.3f ulp at x=%s y=%s got=%s; >1ulp %d, >2ulp %d, special-bad %d' % (
        op, worst[0], f(worst[1]), f(worst[2]), f(worst[3]), counts[0], counts[1], counts[2]))
def remf():
    mod = cp.RawModule(path=os.path.join(DIR, 'b_remf.cubin')); fn = mod.get_function('k')
    src = SRC.split('extern "C"')[0] + r'''extern "C" __global__ void r(const unsigned *xb, const unsigned *yb, const unsigned *gb, int *bad, long n) {
      long i = blockIdx.x * (long)blockDim.x + threadIdx.x; if (i >= n) return;
      double x = dec(xb[i]), y = dec(yb[i]), g = dec(gb[i]), r = fmod(x, y);
      bad[i] = !((isnan(r) && isnan(g)) || (r == g && signbit(r) == signbit(g))); }'''
    ref = cp.RawKernel(src, 'r')
    N = 1 << 26
    rs = cp.random.RandomState(9)
    xb = rs.randint(0, 2**32, size=N, dtype=cp.uint64).astype(cp.uint32)
    yb = rs.randint(0, 2**32, size=N, dtype=cp.uint64).astype(cp.uint32)
    q = N // 2
    yb[:q] = (yb[:q] & cp.uint32(0x807fffff)) | ((((xb[:q] >> 23) & 255) - (yb[:q] >> 27)) % 256 << 23).astype(cp.uint32)
    out = cp.empty(N, dtype=cp.uint32); bad = cp.empty(N, dtype=cp.int32)
    fn((N // 1024,), (128,), (out, xb, yb))
    ref((N // 256,), (256,), (xb, yb, out, bad, np.int64(N)))
    nb = int(cp.count_nonzero(bad))
    say('remf: %d mismatches of %d' % (nb, N))
    for j in cp.nonzero(bad)[0][:6].get():
        say('    x=%s y=%s got=%s' % (f(int(xb[j])), f(int(yb[j])), f(int(out[j]))))


def pack(directory, tile_as, gpu):
    # 128 threads a block: `run` launches the kernels with that block.
    os.makedirs(directory, exist_ok=True)
    for op in UNARY + BINARY:
        if op in UNARY:
            text = UN.replace('OP', op).replace('ATTR', '').replace('T>', 'f32>')
            name = 'u_' + op
        else:
            text = BIN.replace('OP', op)
            name = 'b_' + op
        path = os.path.join(directory, name + '.mlir')
        with open(path, 'w') as f:
            f.write(text)
        subprocess.run([tile_as, path, '-o',
                        os.path.join(directory, name + '.cubin'),
                        '--gpu-name', gpu, '-O3', '--num-warps=4'], check=True)


def main():
    global DIR, cp, np, log
    if len(sys.argv) < 3 or sys.argv[1] not in ('pack', 'run'):
        sys.exit(__doc__)
    DIR = sys.argv[2]
    args = sys.argv[3:]
    if sys.argv[1] == 'pack':
        tile_as = args[args.index('--tile-as') + 1] if '--tile-as' in args else 'tile-as'
        gpu = args[args.index('--gpu-name') + 1] if '--gpu-name' in args else 'sm_90'
        pack(DIR, tile_as, gpu)
        return
    import cupy
    import numpy
    cp, np = cupy, numpy
    log = open(os.path.join(os.environ.get('OUT', DIR), 'float_accuracy.txt'), 'a')
    for w in args or UNARY + BINARY:
        if w == 'remf':
            remf()
        elif w in ('pow', 'atan2'):
            binary(w)
        else:
            unary(w)


if __name__ == '__main__':
    main()
