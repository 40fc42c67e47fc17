"""The benchmark cases: sizes, inputs, the three implementations, checks.

Importable without torch or triton (the driver reads names, kernels and
grids from here); the functions that run something take the torch module
(`T`) and the Triton kernels module (`tk`) as arguments.

Every case describes its tensors once (`tensors`: name -> shape, dtype,
how to fill it); the worker builds several sets of them so that timed
calls rotate through more than twice the L2 cache. `tileir_arrays` lists,
in the entry's order, the tensors the Tile IR kernel takes, each passed in
the frontend's calling convention (pointer, shape, strides).
"""

import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = os.path.join(ROOT, "test", "Inputs", "corpus", "kernels")
SEED = os.path.join(ROOT, "test", "Inputs", "corpus", "seed")

LN_EPS = 1e-5
RMS_EPS = 1e-6
H200_SMS = 132  # persistent grids: a few tile blocks per SM of the H200

# Element types of the cases' tensors: the torch dtype's name and bytes.
DTYPES = {"f32": ("float32", 4), "f16": ("float16", 2), "bf16": ("bfloat16", 2),
          "f64": ("float64", 8), "i32": ("int32", 4), "i8": ("int8", 1),
          "e4m3": ("float8_e4m3fn", 1)}
ITEMSIZE = {name: size for name, (_, size) in DTYPES.items()}


def make_tensor(T, shape, dt, fill, g, dev):
    """One input or output tensor of a case (see Case.tensors). Floats:
    randn (f64 drawn in f64, the others drawn in f32 and rounded), weight
    1 + 0.1 randn, bias 0.1 randn, out uninitialised. Integers: perm (a
    random permutation of range(shape[0]), 1-D), index:N (uniform in
    [0, N)), randint (uniform over the type's whole range)."""
    dtype = getattr(T, DTYPES[dt][0])
    if fill == "out":
        return T.empty(shape, dtype=dtype, device=dev)
    if fill == "perm":
        return T.randperm(shape[0], generator=g, device=dev).to(dtype)
    if fill == "randint":
        info = T.iinfo(dtype)
        return T.randint(info.min, info.max + 1, tuple(shape), generator=g,
                         device=dev, dtype=dtype)
    if fill.startswith("index:"):
        return T.randint(0, int(fill.split(":", 1)[1]), tuple(shape), generator=g,
                         device=dev).to(dtype)
    t = T.randn(shape, generator=g, device=dev,
                dtype=T.float64 if dt == "f64" else T.float32)
    if fill == "weight":
        t = t.mul_(0.1).add_(1.0)
    elif fill == "bias":
        t = t.mul_(0.1)
    return t.to(dtype)


def set_tf32(T, on):
    """Lets cuBLAS round f32 matmul inputs to tf32 (or not); returns what to
    restore. torch >= 2.9 has fp32_precision (and warns on allow_tf32);
    older torch asserts (not AttributeError) on that name."""
    m = T.backends.cuda.matmul
    try:
        before = ("fp32_precision", m.fp32_precision)
        m.fp32_precision = "tf32" if on else "ieee"
        return before
    except Exception:
        pass
    before = ("allow_tf32", m.allow_tf32)
    m.allow_tf32 = on
    return before


def restore_tf32(T, before):
    try:
        setattr(T.backends.cuda.matmul, before[0], before[1])
    except Exception:
        setattr(T.backends.cuda.matmul, before[0],
                "ieee" if before[0] == "fp32_precision" else False)


def _corpus(name, stem):
    base = os.path.join(CORPUS, name, f"{stem}.sm_90.O3.bc13.3")
    # Compile what the frontend wrote (bytecode); read the entry's
    # parameters from NVIDIA's print of the same file.
    return base + ".bytecode", base + ".cuda_tile.mlir"


def _bench(name):
    path = os.path.join(HERE, "kernels", name + ".mlir")
    return path, path


def _grouped(name, tile, extra=""):
    """(tileir, tileir_note) of bench/kernels/<name>.mlir, a kernel that
    orders its tile blocks in groups of 8 tile rows on a 1-D grid; `tile`
    is its M x N x K tile, `extra` more words for the note."""
    note = (f"bench/kernels/{name}.mlir, tile {'x'.join(map(str, tile))}, "
            f"grouped tile order (8 tile rows){extra}")
    return _bench(name), note


class Case:
    name = ""
    title = ""
    metric = "GB/s"        # or "TFLOP/s"
    ceiling = "copy"       # copy | mm_f16 | mm_bf16 | mm_tf32 | mm_e4m3 | mm_i8
    tileir = None          # (kernel to compile, text with its signature)
    tileir_note = ""
    tileir_arrays = ()
    check_kind = ("allclose", 0.0, 0.0)  # or ("exact",) / ("maxnorm", tol)
    #                                       / ("scaled", tol): see reference()

    def __init__(self, small=False):
        self.small = small

    def size(self):
        raise NotImplementedError

    def tensors(self):
        """{name: (shape, dtype, fill)}; dtype a key of DTYPES; fill is
        randn, weight, bias, out (poisoned with NaN before each check,
        integers with their type's least value), perm, index:N or randint
        (make_tensor)."""
        raise NotImplementedError

    def work(self):
        """Bytes moved (GB/s cases) or floating-point operations."""
        raise NotImplementedError

    def grid(self):
        raise NotImplementedError

    def bytes_moved(self):
        """Bytes moved, for a TFLOP/s case that reports GB/s as a second
        figure; None for the others."""
        return None

    def tileir_scalars(self):
        """The entry's scalar parameters, which follow the arrays."""
        return ()

    def check_case(self):
        """The case whose problem the correctness check runs: this one, or a
        smaller variant where the full size has no single right answer."""
        return self

    def rewritten(self, d):
        """Views of inputs that a call overwrites and a later call reads.
        The worker restores them before each check and before each timed
        call (outside the timed window), so every call starts from the
        same values."""
        return ()

    def run_torch(self, T, d):
        raise NotImplementedError

    def triton_configs(self):
        return [None]

    def run_triton(self, tk, d, config):
        raise NotImplementedError

    def reference(self, T, d):
        """The float64 result; for check_kind "scaled", (result, scale)
        where scale is an elementwise bound on the size of the terms that
        went into each element (the error allowed is tol * scale)."""
        raise NotImplementedError

    def describe_check(self):
        kind = self.check_kind
        if kind[0] == "exact":
            return "bit-exact"
        if kind[0] == "allclose":
            return f"|err| <= {kind[2]:g} + {kind[1]:g} |ref|"
        if kind[0] == "scaled":
            return f"|err| <= {kind[1]:g} x (the result from |inputs|)"
        return f"max |err| <= {kind[1]:g} max |ref|"


class VectorAdd(Case):
    name = "vector_add"
    title = "vector add, f32"
    tileir = _corpus("vector_add", "vec_add_1d")
    tileir_note = "corpus vec_add_1d, tile 1024"
    tileir_arrays = ("a", "b", "out")
    check_kind = ("exact",)
    dtype = "f32"
    tile = 1024
    log2n = 28

    def n(self):
        return 1 << (20 if self.small else self.log2n)

    def size(self):
        return f"2^{self.n().bit_length() - 1}"

    def tensors(self):
        n = (self.n(),)
        t = self.dtype
        return {"a": (n, t, "randn"), "b": (n, t, "randn"), "out": (n, t, "out")}

    def work(self):
        return 3 * ITEMSIZE[self.dtype] * self.n()

    def grid(self):
        return (self.n() // self.tile,)

    def run_torch(self, T, d):
        return T.add(d["a"], d["b"], out=d["out"])

    def run_triton(self, tk, d, config):
        return tk.launch_vadd(d["a"], d["b"], d["out"])

    def reference(self, T, d):
        # f32 (f16) addition is correctly rounded: the exact sum (exact in
        # f64 for these inputs) rounded to the element type.
        cast = {"f32": T.float32, "f16": T.float16}[self.dtype]
        return (d["a"].double() + d["b"].double()).to(cast).double()


class VectorAddF16(VectorAdd):
    name = "vector_add_f16"
    title = "vector add, f16"
    tileir = _bench("vadd_f16")
    tileir_note = "bench/kernels/vadd_f16.mlir, tile 2048"
    dtype = "f16"
    tile = 2048


class VectorAddF64(VectorAdd):
    name = "vector_add_f64"
    title = "vector add, f64 (16-wide tiles)"
    tileir = _bench("vadd_f64")
    tileir_note = "bench/kernels/vadd_f64.mlir, tile 16 (the quickstart kernel)"
    dtype = "f64"
    tile = 16
    log2n = 27

    def reference(self, T, d):
        return d["a"] + d["b"]  # f64 in, f64 out: the f64 sum itself


class VectorAddF64Tile16(VectorAddF64):
    """The quickstart kernel against Triton at its own shape: a 16-element
    program, one warp. Both are bound by how many blocks an SM holds (at
    most 32) and starts, not by memory: the ratio says how close TileIR is
    to the best a 16-wide tile can do, the case above how far that is from
    a 4096-wide one."""
    name = "vector_add_f64_tile16"
    title = "vector add, f64, Triton at the same 16-wide tile"

    def run_triton(self, tk, d, config):
        return tk.launch_vadd(d["a"], d["b"], d["out"], block=16, warps=1)


class RowSoftmax(Case):
    name = "row_softmax"
    title = "row softmax, f32"
    tileir = _bench("softmax_row")
    tileir_note = "bench/kernels/softmax_row.mlir, tile 1x8192, 8 warps"
    tileir_arrays = ("x", "out")
    check_kind = ("allclose", 1e-4, 1e-7)

    def shape(self):
        return (64 if self.small else 8192, 8192)

    def size(self):
        return "%dx%d" % self.shape()

    def tensors(self):
        return {"x": (self.shape(), "f32", "randn"),
                "out": (self.shape(), "f32", "out")}

    def work(self):
        m, n = self.shape()
        return 2 * 4 * m * n

    def grid(self):
        return (self.shape()[0],)

    def run_torch(self, T, d):
        return T.softmax(d["x"], dim=1)

    def run_triton(self, tk, d, config):
        return tk.launch_softmax(d["x"], d["out"])

    def reference(self, T, d):
        return T.softmax(d["x"].double(), dim=1)


class RowSoftmaxCorpus(RowSoftmax):
    name = "row_softmax_corpus"
    title = "row softmax, f32, 1000-wide rows"
    tileir = _corpus("row_softmax", "softmax_rows")
    tileir_note = "corpus softmax_rows, tile 4x1024 (rows padded with -inf)"

    def shape(self):
        # The corpus call's 1000 columns; 4 rows per tile block, the row
        # count a multiple of 16 (its specialisation). 65536 rows: 250 MiB
        # each way.
        return (256 if self.small else 65536, 1000)

    def grid(self):
        return (self.shape()[0] // 4,)

    def run_triton(self, tk, d, config):
        return tk.launch_softmax(d["x"], d["out"], warps=4)


class LayerNorm(Case):
    name = "layernorm"
    title = "layernorm forward, f16 (f32 statistics)"
    tileir = _bench("layernorm_fwd")
    tileir_note = "bench/kernels/layernorm_fwd.mlir, tile 1x8192, 8 warps"
    tileir_arrays = ("x", "w", "b", "out")
    check_kind = ("allclose", 4e-3, 4e-3)

    def shape(self):
        return (64 if self.small else 8192, 8192)

    def size(self):
        return "%dx%d" % self.shape()

    def tensors(self):
        m, n = self.shape()
        return {"x": ((m, n), "f16", "randn"), "w": ((n,), "f16", "weight"),
                "b": ((n,), "f16", "bias"), "out": ((m, n), "f16", "out")}

    def work(self):
        m, n = self.shape()
        return 2 * 2 * m * n + 2 * 2 * n

    def grid(self):
        return (self.shape()[0],)

    def run_torch(self, T, d):
        n = self.shape()[1]
        return T.nn.functional.layer_norm(d["x"], (n,), d["w"], d["b"], LN_EPS)

    def run_triton(self, tk, d, config):
        return tk.launch_layernorm(d["x"], d["w"], d["b"], d["out"], LN_EPS)

    def reference(self, T, d):
        n = self.shape()[1]
        return T.nn.functional.layer_norm(d["x"].double(), (n,), d["w"].double(),
                                          d["b"].double(), LN_EPS)


class RMSNorm(Case):
    name = "rmsnorm"
    title = "RMSNorm forward, bf16 (f32 statistics)"
    tileir = _bench("rmsnorm_bf16")
    tileir_note = ("bench/kernels/rmsnorm_bf16.mlir, tile 1x4096, 8 warps, "
                   f"persistent ({H200_SMS}x4 blocks, a row loop)")
    tileir_arrays = ("x", "w", "out")
    check_kind = ("allclose", 1e-2, 1e-2)

    def shape(self):
        return (64 if self.small else 16384, 4096)

    def size(self):
        return "%dx%d" % self.shape()

    def tensors(self):
        m, n = self.shape()
        return {"x": ((m, n), "bf16", "randn"), "w": ((n,), "bf16", "weight"),
                "out": ((m, n), "bf16", "out")}

    def work(self):
        m, n = self.shape()
        return 2 * 2 * m * n + 2 * n

    def grid(self):
        # Persistent: 4 tile blocks per SM (or one per row, if fewer rows);
        # the kernel strides over the rows by the grid size.
        return (min(4 * H200_SMS, self.shape()[0]),)

    def run_torch(self, T, d):
        n = self.shape()[1]
        return T.nn.functional.rms_norm(d["x"], (n,), d["w"], RMS_EPS)

    def run_triton(self, tk, d, config):
        return tk.launch_rmsnorm(d["x"], d["w"], d["out"], RMS_EPS)

    def reference(self, T, d):
        x = d["x"].double()
        ms = x.pow(2).mean(dim=1, keepdim=True)
        return x * T.rsqrt(ms + RMS_EPS) * d["w"].double()


class Transpose(Case):
    name = "transpose"
    title = "2-D transpose, f32"
    tileir = _corpus("transpose_2d", "transpose_tiles")
    tileir_note = "corpus transpose_tiles, tile 64x32"
    tileir_arrays = ("x", "out")
    check_kind = ("exact",)

    def shape(self):
        return (1024, 1024) if self.small else (16384, 16384)

    def size(self):
        return "%dx%d" % self.shape()

    def tensors(self):
        m, n = self.shape()
        return {"x": ((m, n), "f32", "randn"), "out": ((n, m), "f32", "out")}

    def work(self):
        m, n = self.shape()
        return 2 * 4 * m * n

    def grid(self):
        m, n = self.shape()
        return (m // 64, n // 32)

    def run_torch(self, T, d):
        return d["out"].copy_(d["x"].t())

    def run_triton(self, tk, d, config):
        return tk.launch_transpose(d["x"], d["out"])

    def reference(self, T, d):
        return d["x"].t().double()


class GatherRows(Case):
    name = "gather_rows"
    title = "row gather (embedding lookup), f32"
    tileir = _bench("gather_rows")
    tileir_note = ("bench/kernels/gather_rows.mlir, tile 8x1024 through a "
                   "gather_scatter_view, 8 warps")
    tileir_arrays = ("table", "idx", "out")
    check_kind = ("exact",)

    def vdn(self):
        # table rows V, row width D, lookups N: 256 MiB read, 256 MiB written.
        return (4096, 1024, 1024) if self.small else (32768, 1024, 65536)

    def size(self):
        v, d, n = self.vdn()
        return f"{n} of {v}x{d}"

    def tensors(self):
        v, d, n = self.vdn()
        return {"table": ((v, d), "f32", "randn"), "idx": ((n,), "i32", f"index:{v}"),
                "out": ((n, d), "f32", "out")}

    def work(self):
        v, d, n = self.vdn()
        return 2 * 4 * n * d + 4 * n

    def grid(self):
        return (self.vdn()[2] // 8,)

    def run_torch(self, T, d):
        return T.index_select(d["table"], 0, d["idx"], out=d["out"])

    def run_triton(self, tk, d, config):
        return tk.launch_gather_rows(d["table"], d["idx"], d["out"])

    def reference(self, T, d):
        return d["table"][d["idx"].long()].double()


class ScatterRows(Case):
    name = "scatter_rows"
    title = "row scatter by a permutation, f32"
    tileir = _bench("scatter_rows")
    tileir_note = ("bench/kernels/scatter_rows.mlir, tile 8x1024 through a "
                   "gather_scatter_view, 8 warps")
    tileir_arrays = ("src", "idx", "out")
    check_kind = ("exact",)

    def shape(self):
        return (1024, 1024) if self.small else (65536, 1024)

    def size(self):
        return "%dx%d" % self.shape()

    def tensors(self):
        n, d = self.shape()
        return {"src": ((n, d), "f32", "randn"), "idx": ((n,), "i32", "perm"),
                "out": ((n, d), "f32", "out")}

    def work(self):
        n, d = self.shape()
        return 2 * 4 * n * d + 4 * n

    def grid(self):
        return (self.shape()[0] // 8,)

    def run_torch(self, T, d):
        return d["out"].index_put_((d["idx"],), d["src"])

    def run_triton(self, tk, d, config):
        return tk.launch_scatter_rows(d["src"], d["idx"], d["out"])

    def reference(self, T, d):
        ref = T.empty(self.shape(), dtype=T.float64, device=d["src"].device)
        ref[d["idx"].long()] = d["src"].double()
        return ref


class _Matmul(Case):
    metric = "TFLOP/s"
    dtype = "f16"
    tileir_arrays = ("a", "b", "out")
    check_kind = ("maxnorm", 1e-2)
    batch = 0  # 0: plain 2-D
    # (tm, tn) of a kernel that orders its tiles itself (grouped rows) on
    # a 1-D grid; None: a (M/tm, N/tn[, batch]) grid of block_tile tiles.
    grouped_tile = None
    block_tile = (128, 128)

    def mnk(self):
        return (256, 256, 256) if self.small else (4096, 4096, 4096)

    def size(self):
        m, n, k = self.mnk()
        lead = f"{self.batch}x" if self.batch else ""
        return f"{lead}{m}x{n}x{k}"

    def _lead(self):
        return (self.batch,) if self.batch else ()

    def tensors(self):
        m, n, k = self.mnk()
        t = self.dtype
        return {"a": (self._lead() + (m, k), t, "randn"),
                "b": (self._lead() + (k, n), t, "randn"),
                "out": (self._lead() + (m, n), t, "out")}

    def work(self):
        m, n, k = self.mnk()
        return 2 * m * n * k * max(1, self.batch)

    def grid(self):
        m, n, _ = self.mnk()
        if self.grouped_tile:
            tm, tn = self.grouped_tile
            return ((m // tm) * (n // tn),)
        tm, tn = self.block_tile
        return (m // tm, n // tn) + ((self.batch,) if self.batch else ())

    def run_torch(self, T, d):
        op = T.bmm if self.batch else T.mm
        return op(d["a"], d["b"], out=d["out"])

    def triton_configs(self):
        import triton_kernels as tk  # only where triton is installed
        return tk.MATMUL_CONFIGS[self.dtype]

    def run_triton(self, tk, d, config):
        return tk.launch_matmul(d["a"], d["b"], d["out"], config)

    def reference(self, T, d):
        return T.matmul(d["a"].double(), d["b"].double())


class MatmulF16(_Matmul):
    name = "matmul_f16"
    title = "matmul, f16 in/out, f32 accumulation"
    ceiling = "mm_f16"
    tileir = _corpus("matmul_f16", "gemm_f16")
    tileir_note = "corpus gemm_f16, tile 128x128x32"


class MatmulF16Bytecode131(MatmulF16):
    """The corpus GEMM as cuTile's 13.1 bytecode writes it: its partition
    views are made inside the K loop (canonicalization moves them out, so
    the pipeliner sees loop-invariant views). Same signature as the 13.3
    kernel, whose NVIDIA print gives the parameters."""
    name = "matmul_f16_bc13_1"
    title = "matmul, f16, the corpus kernel's 13.1 bytecode"
    tileir = (os.path.join(CORPUS, "matmul_f16", "gemm_f16.sm_90.O3.bc13.1.bytecode"),
              _corpus("matmul_f16", "gemm_f16")[1])
    tileir_note = "corpus gemm_f16 (bytecode 13.1), tile 128x128x32"


class MatmulTF32(_Matmul):
    name = "matmul_tf32"
    title = "matmul, f32 in/out through tf32"
    dtype = "f32"
    ceiling = "mm_tf32"
    tileir = _bench("matmul_tf32")
    tileir_note = "bench/kernels/matmul_tf32.mlir, tile 128x128x32"

    def run_torch(self, T, d):
        # cuBLAS's TF32 path only while this call runs.
        before = set_tf32(T, True)
        try:
            return T.mm(d["a"], d["b"], out=d["out"])
        finally:
            restore_tf32(T, before)


class MatmulTF32Tall(MatmulTF32):
    """The tf32 GEMM at a 256x128 tile (8 warps: two warpgroups of 128
    rows); Triton runs its whole configuration list, as for matmul_tf32."""
    name = "matmul_tf32_tile256x128x32"
    title = "matmul, f32 through tf32, a TileIR kernel at a 256x128x32 tile"
    tileir = _bench("matmul_tf32_tall")
    tileir_note = "bench/kernels/matmul_tf32_tall.mlir, tile 256x128x32"
    block_tile = (256, 128)


class MatmulTF32Grouped(MatmulTF32Tall):
    """The 256x128 tf32 GEMM with Triton's grouped tile order (8 tile rows
    a group), as matmul_f16_tile128x256x64 takes it."""
    name = "matmul_tf32_tile256x128x32_grouped"
    title = "matmul, f32 through tf32, 256x128x32 tile, grouped tile order"
    grouped_tile = (256, 128)
    tileir, tileir_note = _grouped("matmul_tf32_grouped", (256, 128, 32))


class _BatchedMatmul(_Matmul):
    @property
    def batch(self):
        return 2 if self.small else 16

    def mnk(self):
        return (256, 256, 256) if self.small else (2048, 2048, 2048)


class BmmBF16(_BatchedMatmul):
    name = "bmm_bf16"
    title = "batched matmul, bf16 in/out, f32 accumulation"
    dtype = "bf16"
    ceiling = "mm_bf16"
    tileir = _bench("bmm_bf16")
    tileir_note = "bench/kernels/bmm_bf16.mlir, tile 1x128x128x32"


class BmmBF16Wide(BmmBF16):
    """The same batched GEMM at Triton's fastest tile (128x256x64); Triton
    runs its whole configuration list, as for bmm_bf16."""
    name = "bmm_bf16_tile128x256x64"
    title = "batched matmul, bf16, a TileIR kernel at Triton's 128x256x64 tile"
    tileir = _bench("bmm_bf16_wide")
    tileir_note = "bench/kernels/bmm_bf16_wide.mlir, tile 1x128x256x64"
    block_tile = (128, 256)


class BmmBF16Square(BmmBF16):
    """The same batched GEMM at a 128x128x64 tile, Triton's second
    configuration for it (whose 4 warps and 4 stages hold one block an SM;
    TileIR's plan picks its own warps and stages)."""
    name = "bmm_bf16_tile128x128x64"
    title = "batched matmul, bf16, a TileIR kernel at a 128x128x64 tile"
    tileir = _bench("bmm_bf16_square")
    tileir_note = "bench/kernels/bmm_bf16_square.mlir, tile 1x128x128x64"


class BmmBF16WideShortK(BmmBF16Wide):
    """bmm_bf16_tile128x256x64 with K = 256: the same grid and epilogue with
    an eighth of the main loop, so that against the full K it separates a
    tile's fixed cost (start, first copies, epilogue) from its loop."""
    name = "bmm_bf16_tile128x256x64_k256"
    title = "batched matmul, bf16, 128x256x64 tile, K = 256 (fixed costs)"

    def mnk(self):
        return (256, 256, 64) if self.small else (2048, 2048, 256)


class MatmulTF32TallShortK(MatmulTF32Tall):
    """matmul_tf32_tile256x128x32 with K = 512 (as bmm_bf16_tile128x256x64_k256)."""
    name = "matmul_tf32_tile256x128x32_k512"
    title = "matmul, tf32, 256x128x32 tile, K = 512 (fixed costs)"

    def mnk(self):
        return (256, 256, 64) if self.small else (4096, 4096, 512)


class MatmulF16SameTile(MatmulF16):
    """The corpus GEMM against Triton at the corpus kernel's own tile
    (128x128x32, 8 warps as TileIR's plan), Triton's pipelining on."""
    name = "matmul_f16_tile128x128x32"
    title = "matmul, f16, Triton at the same 128x128x32 tile"

    def triton_configs(self):
        return [(128, 128, 32, 8, 3), (128, 128, 32, 4, 3)]


class MatmulF16Wide(MatmulF16):
    """The same GEMM written at Triton's fastest tile for 4096³ (128x256x64,
    its first configuration), with Triton's grouped tile order; Triton runs
    its whole configuration list, as for matmul_f16."""
    name = "matmul_f16_tile128x256x64"
    title = "matmul, f16, a TileIR kernel at Triton's 128x256x64 tile"
    grouped_tile = (128, 256)
    tileir, tileir_note = _grouped("matmul_f16_wide", (128, 256, 64))


class MatmulF16Square(MatmulF16Wide):
    """The same grouped GEMM at Triton's second configuration's tile,
    128x128x64: half the wide tile's registers and shared memory, so two
    blocks run on an SM where the wide tile runs one."""
    name = "matmul_f16_tile128x128x64"
    title = "matmul, f16, a TileIR kernel at a 128x128x64 tile"
    grouped_tile = (128, 128)
    tileir, tileir_note = _grouped("matmul_f16_square", (128, 128, 64))


class MatmulF16Tall(MatmulF16Wide):
    """The wide tile with its sides swapped, 256x128x64 (grouped)."""
    name = "matmul_f16_tile256x128x64"
    title = "matmul, f16, a TileIR kernel at a 256x128x64 tile"
    grouped_tile = (256, 128)
    tileir, tileir_note = _grouped("matmul_f16_tall", (256, 128, 64))


def scaled_mm_e4m3(T, a, bt, out):
    """out = a @ bt.T through cuBLAS's f8 GEMM (torch._scaled_mm, unit
    scales, f32 accumulation straight in the tensor cores: use_fast_accum,
    the arithmetic of TileIR's and Triton's kernels), B column-major as
    cuBLAS takes f8 operands."""
    one = T.ones((), device=a.device, dtype=T.float32)
    return T._scaled_mm(a, bt.t(), scale_a=one, scale_b=one, out_dtype=out.dtype,
                        use_fast_accum=True, out=out)


class _MatmulBt(_Matmul):
    """A GEMM whose B is stored N x K (Bt) and viewed K x N with strides
    [1, ldb], as every 8-bit tensor-core path reads B (K-major), at
    128x256 tiles in grouped order."""
    grouped_tile = (128, 256)
    tileir_arrays = ("a", "bt", "out")
    fill = "randn"
    out_dtype = "f16"

    def tensors(self):
        m, n, k = self.mnk()
        return {"a": ((m, k), self.dtype, self.fill),
                "bt": ((n, k), self.dtype, self.fill),
                "out": ((m, n), self.out_dtype, "out")}

    def run_triton(self, tk, d, config):
        return tk.launch_matmul(d["a"], d["bt"].t(), d["out"], config)

    def reference(self, T, d):
        return T.matmul(d["a"].double(), d["bt"].double().t())


class MatmulE4M3(_MatmulBt):
    """f8 GEMM: A row-major, B stored N x K, f32 accumulation, f16 result."""
    name = "matmul_e4m3"
    title = "matmul, f8 e4m3 in (B stored N x K), f32 accumulation, f16 out"
    dtype = "e4m3"
    ceiling = "mm_e4m3"
    tileir, tileir_note = _grouped("matmul_e4m3", (128, 256, 128))

    def run_torch(self, T, d):
        return scaled_mm_e4m3(T, d["a"], d["bt"], d["out"])


class MatmulE4M3Tall(MatmulE4M3):
    """The same f8 GEMM at Triton's fastest f8 tile on the H200
    (256x128x128); Triton runs its whole configuration list."""
    name = "matmul_e4m3_tile256x128x128"
    title = "matmul, f8 e4m3, a TileIR kernel at Triton's 256x128x128 tile"
    grouped_tile = (256, 128)
    tileir, tileir_note = _grouped("matmul_e4m3_tall", (256, 128, 128))


class MatmulE4M3Rows(MatmulE4M3):
    """f8 GEMM with B row-major (K x N), as cuTile's samples/BatchMatMul.py
    takes it, at the sample's 128x256x128 tile: wgmma reads 8-bit operands
    only K-major, so TileIR transposes B's tiles in shared memory (a
    transposed ring). cuBLAS's f8 GEMM takes only a K-major B: it runs on a
    K-major copy of B made once, outside the timing."""
    name = "matmul_e4m3_rows"
    title = "matmul, f8 e4m3 in (B row-major), f32 accumulation, f16 out"
    tileir, tileir_note = _grouped("matmul_e4m3_rows", (128, 256, 128),
                                   ", B's ring transposed")
    tileir_arrays = ("a", "b", "out")

    def tensors(self):
        m, n, k = self.mnk()
        return {"a": ((m, k), "e4m3", "randn"), "b": ((k, n), "e4m3", "randn"),
                "out": ((m, n), "f16", "out")}

    def run_torch(self, T, d):
        if "bt" not in d:
            d["bt"] = d["b"].t().contiguous()
        return scaled_mm_e4m3(T, d["a"], d["bt"], d["out"])

    def run_triton(self, tk, d, config):
        return tk.launch_matmul(d["a"], d["b"], d["out"], config)

    def reference(self, T, d):
        return T.matmul(d["a"].double(), d["b"].double())


def int_mm(T, a, bt, out):
    """out = a @ bt.T through cuBLAS's int8 GEMM (torch._int_mm, i32
    accumulation and result), B column-major as cuBLAS prefers it."""
    return T._int_mm(a, bt.t(), out=out)


class MatmulI8(_MatmulBt):
    """i8 GEMM (an mmai: A and B signed, over their whole range), i32
    accumulation and result, B stored N x K as for matmul_e4m3. Integer
    operations are counted as the floating-point ones are (2 M N K); the
    float64 reference is exact (|sums| < 4096 * 2^14)."""
    name = "matmul_i8"
    title = "matmul, i8 in (B stored N x K), i32 accumulation and out"
    dtype = "i8"
    fill = "randint"
    out_dtype = "i32"
    ceiling = "mm_i8"
    check_kind = ("exact",)
    tileir, tileir_note = _grouped("matmul_i8", (128, 256, 128))

    def run_torch(self, T, d):
        return int_mm(T, d["a"], d["bt"], d["out"])


class BmmSampleF16(_BatchedMatmul):
    name = "bmm_sample_f16"
    title = "batched matmul, f16, cuTile's BatchMatMul tile (128x256x128)"
    dtype = "f16"
    ceiling = "mm_f16"
    tileir = _bench("bmm_sample_f16")
    tileir_note = ("bench/kernels/bmm_sample_f16.mlir, tile 1x128x256x128 "
                   "(samples/BatchMatMul.py's tm, tn, tk)")
    block_tile = (128, 256)

    def triton_configs(self):
        # The sample's tile (two stages of 96 KiB), and BK 64 with three
        # stages, Triton's faster configuration for this shape.
        return [(128, 256, 128, 8, 2), (128, 256, 64, 8, 3)]


class BmmBF16Sample(BmmSampleF16):
    """The same batched GEMM in bf16 (bmm_bf16's operands and ceiling):
    Triton runs the f16 case's two configurations."""
    name = "bmm_bf16_tile128x256x128"
    title = "batched matmul, bf16, a TileIR kernel at cuTile's 128x256x128 tile"
    dtype = "bf16"
    ceiling = "mm_bf16"
    tileir = _bench("bmm_bf16_sample")
    tileir_note = "bench/kernels/bmm_bf16_sample.mlir, tile 1x128x256x128"


def _seed_tile(x, r0, c0, h, w):
    """x[r0:r0+h, c0:c0+w] of a 2-D tensor, zeros past its edges (a load
    with padding_mode=ZERO)."""
    t = x.new_zeros((h, w))
    part = x[r0:r0 + h, c0:c0 + w]
    t[:part.shape[0], :part.shape[1]] = part
    return t


def _seed_store(x, r0, c0, v):
    """x[r0:, c0:] = v, what falls past x's edges dropped (a tile store)."""
    part = x[r0:r0 + v.shape[0], c0:c0 + v.shape[1]]
    part.copy_(v[:part.shape[0], :part.shape[1]])


def seed_reference(T, a, out, super_step, block, rows_per_tile):
    """The seed kernel's semantics (corpus/seed/kernel.py) in float64, its
    tile blocks one after another in block order: exactly what a launch of
    one tile block computes (with more, blocks race on out). a and out are
    [1, rows, cols]; returns out after the call, in float64."""
    A = a[0].double()
    O = out[0].double().clone()
    b, R, w = block, rows_per_tile, 2 * block
    for blk in range(-(-A.shape[0] // R)):
        work = _seed_tile(A, blk * R, 0, R, w)
        cross = _seed_tile(A, 0, 0, b, b)
        right = _seed_tile(O, 0, 0, w, w)
        for s in range(super_step):  # the panel at tile index (0, s): columns s*w..
            work = work + _seed_tile(O, 0, s * w, R, w) @ right
        second = work[:, b:] + work[:, :b] @ cross
        # The p loop (column p of the panel put back at column p) keeps it.
        _seed_store(O, blk * R, 0, second)
        if super_step:
            factor = _seed_tile(O, 0, 0, b, w)  # read after the store above
            diag = cross
            for _ in range(super_step):
                diag = diag + factor @ factor.t()
            _seed_store(O, 0, 0, diag)
    return O.unsqueeze(0)


def seed_torch(T, a, out, super_step, block, rows_per_tile):
    """The seed kernel in PyTorch (f32; tf32 if the caller enables it), its
    tile blocks as one batch: the same products as the kernel (left @ right
    once per block, though every block's is the same), every read of out
    before the first write to it. That is one of the orders in which racing
    tile blocks can run, and the only one for a single block. Needs rows a
    multiple of rows_per_tile and no tile past the edges (no padding). The
    p loop is left out: it changes no value and has no PyTorch form."""
    b, R, w = block, rows_per_tile, 2 * block
    A, O = a[0], out[0]
    g = A.shape[0] // R
    work = A[:, :w].reshape(g, R, w)
    cross = A[:b, :b]
    right = O[:w, :w].expand(g, w, w)
    for s in range(super_step):
        work = T.baddbmm(work, O[:R, s * w:(s + 1) * w].expand(g, R, w), right)
    second = T.baddbmm(work[:, :, b:], work[:, :, :b], cross.expand(g, b, b))
    O[:g * R, :b] = second.reshape(g * R, b)
    if super_step:
        factor = O[:b, :w]
        diag = cross
        for _ in range(super_step):
            diag = T.addmm(diag, factor, factor.t())
        O[:b, :b] = diag
    return out


class SeedStep1(Case):
    """cuTile's seed kernel, _left_superpanel (test/Inputs/corpus/seed: the
    tileiras reproducer; block 32, rows_per_tile 128 compiled in), as the
    frontend wrote it, against a Triton port (triton_kernels._left_superpanel)
    and a PyTorch one (seed_torch), on a, out f32[1, 16384, 256], one tile
    block per 128 rows.

    Per tile block (R = 128 rows, b = 32, panel w = 2b = 64, s = super_step):
      FLOPs  2 R w w s  (left panel @ right block, s times)
           + 2 R b b    (first half @ cross panel)
           + 2 b w b s  (factor @ factor^T, s times)
      bytes  4 (R w + b b + w w   work, cross panel, right block
                + s R w           the s left panels
                + R b             the panel stored
                + (b w + b b if s else 0))  factor read, diagonal stored
    each load and store of the kernel's IR counted once (the frontend hoists
    the factor's load out of its loop: one load for any s), times the
    blocks. Every block reads the same cross panel, right block, left panels
    and factor, so most of these bytes come from L2: the GB/s is what the
    kernel asks of the memory system, not DRAM traffic.

    With s > 0 and more than one block, blocks race on out (block 0 writes
    out rows 0..127, which every block reads; every block writes
    out[0:32, 0:32]): the full-size result depends on scheduling, for
    TileIR and Triton alike. So the check runs the same kernel on one tile
    block (a, out f32[1, 128, 256], grid (1,); check_case), against
    seed_reference in float64, and only the timing runs at full size.

    out is read as well as written: filled with randn like a, never poisoned
    with NaN. A call rewrites out rows 0..127 (the only rows any block
    reads), so the worker restores them before each timed call (rewritten),
    outside the timed window; the rest of each input set is reused as is.
    The worker sizes its rotation by whole sets (32 MiB each), but a call
    touches about 6 MiB of one (a's first 64 columns, out's first 128 rows,
    out's first 32 columns written): the five or so sets rotated over can
    stay in the H200's L2, unlike the other cases' inputs."""
    name = "seed_step1"
    title = "the seed (_left_superpanel), super_step 1, f32 through tf32"
    metric = "TFLOP/s"
    ceiling = "mm_tf32"
    tileir = (os.path.join(SEED, "_left_superpanel.sm_90.O2.bc13.3.bytecode"),
              os.path.join(SEED, "_left_superpanel.sm_90.O2.bc13.3.cuda_tile.mlir"))
    tileir_note = ("corpus seed _left_superpanel.sm_90.O2 (frontend bytecode), "
                   "tile 128x64, block 32; checked on one tile block")
    tileir_arrays = ("a", "out")
    # tf32 operands (truncated or rounded: 2^-10 relative) in chains of up to
    # three products; the error stays a few 2^-10 of the terms' size.
    check_kind = ("scaled", 1e-2)
    super_step = 1
    block = 32           # the kernel's ct.Constant arguments
    rows_per_tile = 128
    cols = 256           # at least 2 * block * super_step: no padded panel
    one_block = False    # check_case's race-free problem

    def rows(self):
        if self.one_block:
            return self.rows_per_tile
        return 1024 if self.small else 16384

    def blocks(self):
        return -(-self.rows() // self.rows_per_tile)

    def size(self):
        return f"1x{self.rows()}x{self.cols}"

    def tensors(self):
        shape = (1, self.rows(), self.cols)
        return {"a": (shape, "f32", "randn"), "out": (shape, "f32", "randn")}

    def tileir_scalars(self):
        return (self.super_step,)

    def work(self):
        R, b, s = self.rows_per_tile, self.block, self.super_step
        w = 2 * b
        return self.blocks() * (2 * R * w * w * s + 2 * R * b * b + 2 * b * w * b * s)

    def bytes_moved(self):
        R, b, s = self.rows_per_tile, self.block, self.super_step
        w = 2 * b
        per_block = R * w + b * b + w * w + s * R * w + R * b + (b * w + b * b if s else 0)
        return self.blocks() * 4 * per_block

    def grid(self):
        return (self.blocks(),)

    def check_case(self):
        one = type(self)(self.small)
        one.one_block = True
        return one

    def rewritten(self, d):
        return (d["out"][:, :self.rows_per_tile],)

    def run_torch(self, T, d):
        before = set_tf32(T, True)
        try:
            return seed_torch(T, d["a"], d["out"], self.super_step, self.block,
                              self.rows_per_tile)
        finally:
            restore_tf32(T, before)

    def run_triton(self, tk, d, config):
        return tk.launch_seed(d["a"], d["out"], self.super_step, self.block,
                              self.rows_per_tile)

    def reference(self, T, d):
        # The scale: the same computation on |a| and |out|, which bounds the
        # size of every term summed into each element.
        args = (self.super_step, self.block, self.rows_per_tile)
        return (seed_reference(T, d["a"], d["out"], *args),
                seed_reference(T, d["a"].abs(), d["out"].abs(), *args))


class SeedStep3(SeedStep1):
    name = "seed_step3"
    title = "the seed (_left_superpanel), super_step 3, f32 through tf32"
    super_step = 3


CASES = [VectorAdd, VectorAddF16, VectorAddF64, VectorAddF64Tile16, RowSoftmax,
         RowSoftmaxCorpus, LayerNorm, RMSNorm, Transpose, GatherRows,
         ScatterRows, MatmulF16, MatmulF16Bytecode131, MatmulF16SameTile,
         MatmulF16Wide, MatmulF16Square, MatmulF16Tall, MatmulTF32,
         MatmulTF32Tall, MatmulTF32Grouped,
         MatmulE4M3, MatmulE4M3Tall, MatmulE4M3Rows, MatmulI8, BmmBF16,
         BmmBF16Wide, BmmBF16Square, BmmBF16WideShortK,
         MatmulTF32TallShortK, BmmBF16Sample, BmmSampleF16,
         SeedStep1, SeedStep3]


def all_cases(small=False, only=None):
    cases = [c(small) for c in CASES]
    if only:
        names = set(only)
        unknown = names - {c.name for c in cases}
        if unknown:
            raise ValueError("unknown case(s): " + ", ".join(sorted(unknown))
                             + "; known: " + ", ".join(c.name for c in cases))
        cases = [c for c in cases if c.name in names]
    return cases
