"""The Triton side of the benchmark: one plain kernel per case.

Written for this benchmark as a Triton user would write them (no
autotuner; the matmul tries a few fixed configurations and keeps the
fastest, see gpu_bench.py). Each `launch_*` returns the compiled kernel
object Triton hands back from a launch, so the driver can report its
registers, spills and SASS.
"""

import triton
import triton.language as tl


@triton.jit
def _vadd(a_ptr, b_ptr, c_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    inside = offs < n
    a = tl.load(a_ptr + offs, mask=inside)
    b = tl.load(b_ptr + offs, mask=inside)
    tl.store(c_ptr + offs, a + b, mask=inside)


def launch_vadd(a, b, c, block=4096, warps=8):
    n = a.numel()
    return _vadd[(triton.cdiv(n, block),)](a, b, c, n, BLOCK=block,
                                           num_warps=warps)


@triton.jit
def _softmax_rows(x_ptr, y_ptr, cols, x_row_stride, y_row_stride,
                  BLOCK: tl.constexpr):
    row = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    inside = c < cols
    x = tl.load(x_ptr + row * x_row_stride + c, mask=inside,
                other=-float("inf"))
    shifted = x - tl.max(x, axis=0)
    e = tl.exp(shifted)
    tl.store(y_ptr + row * y_row_stride + c, e / tl.sum(e, axis=0), mask=inside)


def launch_softmax(x, y, warps=16):
    rows, cols = x.shape
    return _softmax_rows[(rows,)](x, y, cols, x.stride(0), y.stride(0),
                                  BLOCK=triton.next_power_of_2(cols),
                                  num_warps=warps)


@triton.jit
def _layernorm_rows(x_ptr, w_ptr, b_ptr, y_ptr, cols, x_row_stride,
                    y_row_stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    inside = c < cols
    x = tl.load(x_ptr + row * x_row_stride + c, mask=inside,
                other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / cols
    centred = tl.where(inside, x - mean, 0.0)
    var = tl.sum(centred * centred, axis=0) / cols
    rstd = tl.rsqrt(var + eps)
    w = tl.load(w_ptr + c, mask=inside, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + c, mask=inside, other=0.0).to(tl.float32)
    y = centred * rstd * w + b
    tl.store(y_ptr + row * y_row_stride + c, y.to(y_ptr.dtype.element_ty),
             mask=inside)


def launch_layernorm(x, w, b, y, eps, warps=8):
    rows, cols = x.shape
    return _layernorm_rows[(rows,)](x, w, b, y, cols, x.stride(0), y.stride(0),
                                    eps, BLOCK=triton.next_power_of_2(cols),
                                    num_warps=warps)


@triton.jit
def _rmsnorm_rows(x_ptr, w_ptr, y_ptr, cols, x_row_stride, y_row_stride, eps,
                  BLOCK: tl.constexpr):
    row = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    inside = c < cols
    x = tl.load(x_ptr + row * x_row_stride + c, mask=inside,
                other=0.0).to(tl.float32)
    rstd = tl.rsqrt(tl.sum(x * x, axis=0) / cols + eps)
    w = tl.load(w_ptr + c, mask=inside, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * y_row_stride + c,
             (x * rstd * w).to(y_ptr.dtype.element_ty), mask=inside)


def launch_rmsnorm(x, w, y, eps, warps=8):
    rows, cols = x.shape
    return _rmsnorm_rows[(rows,)](x, w, y, cols, x.stride(0), y.stride(0), eps,
                                  BLOCK=triton.next_power_of_2(cols),
                                  num_warps=warps)


@triton.jit
def _gather_rows(table_ptr, idx_ptr, out_ptr, cols, table_row_stride,
                 out_row_stride, BLOCK: tl.constexpr):
    # out[i, :] = table[idx[i], :], one output row per program.
    i = tl.program_id(0)
    src = tl.load(idx_ptr + i).to(tl.int64)
    c = tl.arange(0, BLOCK)
    inside = c < cols
    v = tl.load(table_ptr + src * table_row_stride + c, mask=inside)
    tl.store(out_ptr + i.to(tl.int64) * out_row_stride + c, v, mask=inside)


def launch_gather_rows(table, idx, out, warps=4):
    n, cols = out.shape
    return _gather_rows[(n,)](table, idx, out, cols, table.stride(0),
                              out.stride(0), BLOCK=triton.next_power_of_2(cols),
                              num_warps=warps)


@triton.jit
def _scatter_rows(src_ptr, idx_ptr, out_ptr, cols, src_row_stride,
                  out_row_stride, BLOCK: tl.constexpr):
    # out[idx[i], :] = src[i, :], one source row per program.
    i = tl.program_id(0)
    dst = tl.load(idx_ptr + i).to(tl.int64)
    c = tl.arange(0, BLOCK)
    inside = c < cols
    v = tl.load(src_ptr + i.to(tl.int64) * src_row_stride + c, mask=inside)
    tl.store(out_ptr + dst * out_row_stride + c, v, mask=inside)


def launch_scatter_rows(src, idx, out, warps=4):
    n, cols = src.shape
    return _scatter_rows[(n,)](src, idx, out, cols, src.stride(0),
                               out.stride(0), BLOCK=triton.next_power_of_2(cols),
                               num_warps=warps)


@triton.jit
def _transpose(x_ptr, y_ptr, rows, cols, x_row_stride, y_row_stride,
               BM: tl.constexpr, BN: tl.constexpr):
    # x is rows x cols, y is cols x rows; this program moves x[r, c] for
    # its BM x BN block to y[c, r].
    r = tl.program_id(0) * BM + tl.arange(0, BM)
    c = tl.program_id(1) * BN + tl.arange(0, BN)
    inside = (r[:, None] < rows) & (c[None, :] < cols)
    block = tl.load(x_ptr + r[:, None] * x_row_stride + c[None, :], mask=inside)
    inside_t = (c[:, None] < cols) & (r[None, :] < rows)
    tl.store(y_ptr + c[:, None] * y_row_stride + r[None, :], tl.trans(block),
             mask=inside_t)


def launch_transpose(x, y, bm=64, bn=64, warps=8):
    rows, cols = x.shape
    grid = (triton.cdiv(rows, bm), triton.cdiv(cols, bn))
    return _transpose[grid](x, y, rows, cols, x.stride(0), y.stride(0),
                            BM=bm, BN=bn, num_warps=warps)


@triton.jit
def _matmul(a_ptr, b_ptr, c_ptr, M, N, K,
            s_ab, s_am, s_ak, s_bb, s_bk, s_bn, s_cb, s_cm, s_cn,
            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
            GROUP_M: tl.constexpr, EVEN_K: tl.constexpr,
            INTEGER: tl.constexpr):
    # Output tiles in groups of GROUP_M rows of tiles, so that the blocks
    # running together share A and B panels in L2. Axis 1 is the batch.
    pid = tl.program_id(0)
    batch = tl.program_id(1)
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    per_group = GROUP_M * tiles_n
    first_m = (pid // per_group) * GROUP_M
    group_rows = tl.minimum(tiles_m - first_m, GROUP_M)
    tile_m = first_m + (pid % per_group) % group_rows
    tile_n = (pid % per_group) // group_rows

    rm = tile_m * BM + tl.arange(0, BM)
    rn = tile_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + batch * s_ab + rm[:, None] * s_am + rk[None, :] * s_ak
    b_ptrs = b_ptr + batch * s_bb + rk[:, None] * s_bk + rn[None, :] * s_bn
    # i8 operands accumulate in i32, the others in f32.
    if INTEGER:
        acc = tl.zeros((BM, BN), dtype=tl.int32)
    else:
        acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        if EVEN_K:
            a = tl.load(a_ptrs)
            b = tl.load(b_ptrs)
        else:
            left = K - k * BK
            a = tl.load(a_ptrs, mask=rk[None, :] < left, other=0.0)
            b = tl.load(b_ptrs, mask=rk[:, None] < left, other=0.0)
        # f32 operands go through tf32 tensor cores; f16/bf16/f8/i8 as
        # they are.
        if INTEGER:
            acc = tl.dot(a, b, acc, out_dtype=tl.int32)
        else:
            acc = tl.dot(a, b, acc, input_precision="tf32")
        a_ptrs += BK * s_ak
        b_ptrs += BK * s_bk
    out = acc.to(c_ptr.dtype.element_ty)
    inside = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(c_ptr + batch * s_cb + rm[:, None] * s_cm + rn[None, :] * s_cn,
             out, mask=inside)


# (BM, BN, BK, warps, stages): tried in order, the fastest kept.
MATMUL_CONFIGS = {
    "f16": [(128, 256, 64, 8, 3), (128, 128, 64, 4, 4), (128, 128, 32, 4, 4)],
    "bf16": [(128, 256, 64, 8, 3), (128, 128, 64, 4, 4), (128, 128, 32, 4, 4)],
    "f32": [(128, 128, 32, 8, 3), (128, 64, 32, 4, 4), (64, 128, 32, 4, 4)],
    # f8: Triton's matmul tutorial's f8 configurations for Hopper.
    "e4m3": [(128, 256, 128, 8, 3), (256, 128, 128, 8, 3), (128, 128, 128, 4, 4),
             (128, 256, 64, 8, 4)],
}
# i8 as f8: the same byte widths.
MATMUL_CONFIGS["i8"] = MATMUL_CONFIGS["e4m3"]


def launch_matmul(a, b, c, config):
    """c = a @ b for 2-D or batched 3-D row-major tensors, f32 accumulation
    (i32 for i8 operands)."""
    bm, bn, bk, warps, stages = config
    if a.dim() == 2:
        a, b, c = a.unsqueeze(0), b.unsqueeze(0), c.unsqueeze(0)
    batch, M, K = a.shape
    N = b.shape[2]
    grid = (triton.cdiv(M, bm) * triton.cdiv(N, bn), batch)
    return _matmul[grid](a, b, c, M, N, K,
                         a.stride(0), a.stride(1), a.stride(2),
                         b.stride(0), b.stride(1), b.stride(2),
                         c.stride(0), c.stride(1), c.stride(2),
                         BM=bm, BN=bn, BK=bk, GROUP_M=8, EVEN_K=(K % bk == 0),
                         INTEGER=not a.dtype.is_floating_point,
                         num_warps=warps, num_stages=stages)


@triton.jit(do_not_specialize=["super_step"])
def _left_superpanel(a_ptr, out_ptr, rows_a, cols_a, rows_o, cols_o,
                     s_ar, s_ac, s_or, s_oc, super_step,
                     BLOCK: tl.constexpr, PANEL: tl.constexpr, ROWS: tl.constexpr):
    # The seed kernel (test/Inputs/corpus/seed/kernel.py) on batch 0 of a and
    # out, [1, rows, cols] each; PANEL = 2 * BLOCK. The ROWS x PANEL work tile
    # is kept as its two column blocks (Triton has no extract), so each of
    # the kernel's 128x64x64 products is two 128x32x64 ones. Loads are zero
    # past the edges, stores dropped there. super_step stays a runtime value
    # (no specialisation on 1), as in the cuTile kernel.
    rb = tl.program_id(0)
    r = tl.arange(0, ROWS)
    c = tl.arange(0, BLOCK)
    k = tl.arange(0, PANEL)
    hi = BLOCK + c
    mine = rb * ROWS + r
    mine_in = mine[:, None] < rows_a
    work_lo = tl.load(a_ptr + mine[:, None] * s_ar + c[None, :] * s_ac,
                      mask=mine_in & (c[None, :] < cols_a), other=0.0)
    work_hi = tl.load(a_ptr + mine[:, None] * s_ar + hi[None, :] * s_ac,
                      mask=mine_in & (hi[None, :] < cols_a), other=0.0)
    cross = tl.load(a_ptr + c[:, None] * s_ar + c[None, :] * s_ac,
                    mask=(c[:, None] < rows_a) & (c[None, :] < cols_a), other=0.0)
    k_in = k[:, None] < rows_o
    right_lo = tl.load(out_ptr + k[:, None] * s_or + c[None, :] * s_oc,
                       mask=k_in & (c[None, :] < cols_o), other=0.0)
    right_hi = tl.load(out_ptr + k[:, None] * s_or + hi[None, :] * s_oc,
                       mask=k_in & (hi[None, :] < cols_o), other=0.0)
    for s in range(0, super_step):
        # The left panel: out rows 0..ROWS-1 (for every block), columns
        # s*PANEL onwards.
        pc = s * PANEL + k
        left = tl.load(out_ptr + r[:, None] * s_or + pc[None, :] * s_oc,
                       mask=(r[:, None] < rows_o) & (pc[None, :] < cols_o), other=0.0)
        work_lo = tl.dot(left, right_lo, work_lo, input_precision="tf32")
        work_hi = tl.dot(left, right_hi, work_hi, input_precision="tf32")
    panel = tl.dot(work_lo, cross, work_hi, input_precision="tf32")
    # The kernel's p loop: column p of the panel written back over the
    # panel's column p, one column per trip. It keeps the value but runs,
    # so it runs here too (a column picked by a masked row sum).
    cols = c[None, :]
    for p in range(0, BLOCK):
        pick = cols == p
        column = tl.sum(tl.where(pick, panel, 0.0), axis=1)
        panel = tl.where(pick, column[:, None], panel)
    # Threads of this program read out above and write it below (block 0's
    # rows, then the diagonal): a barrier between, each way, as the cuTile
    # kernel's program order asks for.
    tl.debug_barrier()
    tl.store(out_ptr + mine[:, None] * s_or + c[None, :] * s_oc, panel,
             mask=(mine[:, None] < rows_o) & (c[None, :] < cols_o))
    if super_step != 0:
        tl.debug_barrier()
        # Loaded once, as the frontend's IR does (nothing in the loop
        # writes it).
        factor = tl.load(out_ptr + c[:, None] * s_or + k[None, :] * s_oc,
                         mask=(c[:, None] < rows_o) & (k[None, :] < cols_o), other=0.0)
        factor_t = tl.trans(factor)
        diag = cross
        for t in range(0, super_step):
            diag = tl.dot(factor, factor_t, diag, input_precision="tf32")
        tl.store(out_ptr + c[:, None] * s_or + c[None, :] * s_oc, diag,
                 mask=(c[:, None] < rows_o) & (c[None, :] < cols_o))


def launch_seed(a, out, super_step, block=32, rows_per_tile=128, warps=4):
    """The seed kernel on a, out f32[1, rows, cols]: one program per
    rows_per_tile rows of a, as the cuTile launch."""
    _, rows_a, cols_a = a.shape
    _, rows_o, cols_o = out.shape
    grid = (triton.cdiv(rows_a, rows_per_tile),)
    return _left_superpanel[grid](a, out, rows_a, cols_a, rows_o, cols_o,
                                  a.stride(1), a.stride(2), out.stride(1),
                                  out.stride(2), super_step, BLOCK=block,
                                  PANEL=2 * block, ROWS=rows_per_tile,
                                  num_warps=warps)
