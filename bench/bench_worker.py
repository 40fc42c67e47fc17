"""The GPU side of gpu_bench.py: one process that imports torch and triton.

Started by gpu_bench.py as `gpu_bench.py --worker SPEC.json`; it answers on
stdout with one JSON object per line after the prefix "@@ " (device,
ceiling, ceilings_done, begin, result, end, event) and writes nothing else
there, so that the driver keeps every finished result even when a kernel
fault or a hang ends this process. A fault in the CUDA context (sticky
until the process exits) ends it on purpose with exit code 3; the driver
starts another worker for the remaining cases.
"""

import json
import math
import os
import statistics
import sys
import time
import traceback

import cases as C

PREFIX = "@@ "
EXIT_CONTEXT_LOST = 3


class Reported(Exception):
    """A failure whose message is the whole story (no traceback)."""


def emit(**msg):
    sys.stdout.write(PREFIX + json.dumps(msg, default=str) + "\n")
    sys.stdout.flush()


def log(text):
    print(text, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------
# Timing.


class Clock:
    """CUDA events on the current stream, or perf_counter on the CPU."""

    def __init__(self, T, cuda):
        self.T, self.cuda = T, cuda

    def sync(self):
        if self.cuda:
            self.T.cuda.synchronize()

    def time_calls(self, fns, iters, fill_queue_s=0.0, preps=None):
        """Milliseconds of each of `iters` calls, rotating over `fns`;
        preps[i], if given, runs before call i's window opens."""
        T, n = self.T, len(fns)
        if not self.cuda:
            out = []
            for i in range(iters):
                if preps:
                    preps[i % n]()
                t0 = time.perf_counter()
                fns[i % n]()
                out.append(1e3 * (time.perf_counter() - t0))
            return out
        starts = [T.cuda.Event(enable_timing=True) for _ in range(iters)]
        ends = [T.cuda.Event(enable_timing=True) for _ in range(iters)]
        self.sync()
        # Short kernels: keep the GPU busy while Python enqueues the calls,
        # so that no event pair times a gap in the launch stream.
        sleep = getattr(T.cuda, "_sleep", None)
        if fill_queue_s > 0 and sleep is not None:
            sleep(int(1.5e9 * fill_queue_s))
        for i in range(iters):
            if preps:
                preps[i % n]()
            starts[i].record()
            fns[i % n]()
            ends[i].record()
        self.sync()
        return [s.elapsed_time(e) for s, e in zip(starts, ends)]


def measure(clock, fns, target_s, max_iters, deadline, preps=None):
    """Warm-up, then the timed calls: a dict with the median and friends."""
    first = clock.time_calls(fns[:1], 1, preps=preps and preps[:1])[0]
    warm = 0 if first > 200 else max(2, min(20, int(50.0 / max(first, 1e-3))))
    est = first
    if warm:
        est = statistics.median(clock.time_calls(fns, warm, preps=preps))
    est = max(est, 1e-3)
    iters = int(max(5 if est < 1000 else 3, min(max_iters, target_s * 1e3 / est)))
    left = deadline - time.time() - 10
    if left < iters * est / 1e3:
        iters = max(3, int(left * 1e3 / est / 2))
    fill = min(0.02, 60e-6 * iters) if est < 1.0 else 0.0
    times = clock.time_calls(fns, iters, fill_queue_s=fill, preps=preps)
    return {"median_ms": statistics.median(times), "min_ms": min(times),
            "mean_ms": statistics.fmean(times), "iters": iters,
            "warmup": warm + 1,
            "spread": (max(times) - min(times)) / statistics.median(times)}


# ---------------------------------------------------------------------------
# Inputs and checks.


def make_set(T, case, dev, seed):
    g = T.Generator(device=dev)
    g.manual_seed(seed)
    return {name: C.make_tensor(T, shape, dt, fill, g, dev)
            for name, (shape, dt, fill) in case.tensors().items()}


def set_bytes(d):
    return sum(t.numel() * t.element_size() for t in d.values())


def check(T, case, out, ref):
    """(ok, detail) comparing `out` with the float64 reference (for the
    "scaled" kind, the pair Case.reference returns)."""
    scale = None
    if case.check_kind[0] == "scaled":
        ref, scale = ref
    o = out.double()
    bad = int((~T.isfinite(o)).sum())
    if bad:
        return False, f"{bad} non-finite elements"
    diff = (o - ref).abs()
    max_abs = float(diff.max())
    kind = case.check_kind
    if kind[0] == "exact":
        return max_abs == 0.0, ("exact" if max_abs == 0.0
                                else f"max abs err {max_abs:.3g}")
    if kind[0] == "allclose":
        rtol, atol = kind[1], kind[2]
        over = int((diff > atol + rtol * ref.abs()).sum())
        rel = float((diff / ref.abs().clamp_min(1e-30)).max())
        return over == 0, (f"max abs err {max_abs:.2g}, max rel err {rel:.2g}"
                           + (f"; {over} elements beyond" if over else ""))
    if kind[0] == "scaled":
        over = int((diff > kind[1] * scale).sum())
        worst = float((diff / scale.clamp_min(1e-30)).max())
        return over == 0, (f"max abs err {max_abs:.3g}, max err/scale {worst:.1e}"
                           + (f"; {over} elements beyond" if over else ""))
    scale = float(ref.abs().max()) or 1.0
    err = max_abs / scale
    return err <= kind[1], f"max abs err {max_abs:.3g} = {err:.1e} of max"


def reset(case, d, keep):
    """Before a check: the outputs (fill "out") poisoned with NaN, the
    inputs a call rewrites (Case.rewritten) put back from `keep`."""
    for name, (_, _, fill) in case.tensors().items():
        if fill == "out":
            t = d[name]
            t.fill_(float("nan") if t.is_floating_point()
                    else -(1 << (8 * t.element_size() - 1)))
    for view, saved in zip(case.rewritten(d), keep):
        view.copy_(saved)


def restorers(case, sets):
    """Per set, a callable putting back what a call rewrites
    (Case.rewritten) as it was made; None when calls rewrite no input."""
    views = [case.rewritten(d) for d in sets]
    if not any(views):
        return None
    saved = [[v.clone() for v in vs] for vs in views]

    def restore(vs, ss):
        for v, s in zip(vs, ss):
            v.copy_(s)
    return [lambda vs=vs, ss=ss: restore(vs, ss) for vs, ss in zip(views, saved)]


def context_ok(T, cuda):
    if not cuda:
        return True
    try:
        T.cuda.synchronize()
        return True
    except Exception:  # the context is lost: nothing more can run here
        return False


# ---------------------------------------------------------------------------
# The implementations.


def tileir_launches(case, spec, sets, T, dry):
    """Callables launching the Tile IR kernel on each set, and facts."""
    from tileir import signature
    info = spec["tileir"][case.name]
    if info.get("error"):
        raise Reported(info["error"])
    flat = []
    for d in sets:
        values = []
        for name in case.tileir_arrays:
            t = d[name]
            values += signature.flatten_array(t.data_ptr(), t.shape, t.stride())
        values += list(case.tileir_scalars())
        flat.append(signature.pack(info["types"], values))
    grid = case.grid()
    if dry:
        from tileir import cuda as tcuda

        class _Fake:  # what Launch needs of a kernel, without a driver
            name, block = info["entry"], tuple(info["block"] or (1, 1, 1))
            dynamic_smem, handle = info.get("dynamic_smem") or 0, None

        launches = [tcuda.Launch(_Fake(), p) for p in flat]
        return [lambda: None for _ in launches], {
            "block": info["block"], "dynamic_smem": info.get("dynamic_smem"),
            "grid": list(grid)}
    from tileir import cuda as tcuda
    with open(info["cubin"], "rb") as f:
        module = tcuda.Module(f.read(), device=T.cuda.current_device())
    kernel = module.kernel(info["entry"])
    stream = T.cuda.current_stream().cuda_stream
    launches = [kernel.prepare(p) for p in flat]
    fns = [lambda l=l: l(grid, stream) for l in launches]
    facts = {"block": list(kernel.block), "dynamic_smem": kernel.dynamic_smem,
             "registers": kernel.registers, "grid": list(grid)}
    return fns, facts


def triton_info(compiled, case, work):
    """Registers, spills, shared memory and the cubin of a Triton launch."""
    out = {}
    if compiled is None:
        return out
    for key, attr in (("registers", "n_regs"), ("spills", "n_spills")):
        v = getattr(compiled, attr, None)
        if isinstance(v, int):
            out[key] = v
    meta = getattr(compiled, "metadata", None)
    for key in ("shared", "num_warps", "num_stages"):
        v = getattr(meta, key, None) if meta is not None else None
        if isinstance(v, int):
            out[key] = v
    asm = getattr(compiled, "asm", None) or {}
    image = asm.get("cubin") if hasattr(asm, "get") else None
    if isinstance(image, (bytes, bytearray)):
        path = os.path.join(work, f"triton_{case.name}.cubin")
        with open(path, "wb") as f:
            f.write(image)
        out["triton_cubin"] = path
    return out


# ---------------------------------------------------------------------------


def run_case(case, spec, T, tk, dev, clock, l2_bytes, dry):
    cuda = clock.cuda
    deadline = spec["deadline"]
    emit(type="begin", case=case.name)
    chk = case.check_case()  # the problem the check runs: this one or smaller
    first = ref = got = fns = cset = keep = preps = None
    if dry:
        sets = fake_sets(case, 2)
    else:
        first = make_set(T, case, dev, 0)
        per_set = set_bytes(first)
        n_sets = max(2, math.ceil(2 * l2_bytes / per_set) + 1)
        if cuda:
            free = T.cuda.mem_get_info()[0]
            n_sets = max(1, min(n_sets, int(0.45 * free // per_set)))
        sets = [first] + [make_set(T, case, dev, i) for i in range(1, n_sets)]
        # The check's inputs: the first set, or a set of the check case's own.
        cset = first if chk is case else make_set(T, chk, dev, 0)
        keep = [v.clone() for v in chk.rewritten(cset)]
        preps = restorers(case, sets)
        ref = chk.reference(T, cset)
        clock.sync()
    common = {"type": "result", "case": case.name, "sets": len(sets),
              "set_bytes": None if dry else per_set}

    def finish(impl, res):
        emit(**common, impl=impl, **res)

    for impl in ("torch", "triton", "tileir"):
        res = {}
        try:
            if impl == "triton" and (tk is None):
                raise Reported(spec.get("triton_missing") or "triton unavailable")
            if impl == "tileir" and not dry and not cuda:
                raise Reported("not run: needs CUDA")
            if dry:
                dry_fault(case.name, impl)
                if impl == "tileir":
                    _, facts = tileir_launches(case, spec, sets, T, dry)
                    res.update(facts)
                    if chk is not case:  # its parameters pack too
                        tileir_launches(chk, spec, fake_sets(chk, 1), T, dry)
                res.update(dry_timing(case, impl))
                res["check"] = "dry run"
                finish(impl, res)
                continue
            if impl == "torch":
                fns = [lambda d=d: case.run_torch(T, d) for d in sets]
                run_check = lambda: chk.run_torch(T, cset)
                output = lambda r: r
            elif impl == "triton":
                fns, run_check, extra = pick_triton(case, chk, tk, sets, cset, keep,
                                                    T, clock, ref, deadline, preps)
                res.update(extra)
                output = lambda r: cset["out"]
            else:
                fns, facts = tileir_launches(case, spec, sets, T, dry)
                res.update(facts)
                run_check = (fns[0] if chk is case else
                             tileir_launches(chk, spec, [cset], T, dry)[0][0])
                output = lambda r: cset["out"]
            reset(chk, cset, keep)
            clock.sync()
            got = run_check()
            clock.sync()
            ok, detail = check(T, chk, output(got), ref)
            res["check"] = "ok" if ok else "WRONG"
            res["check_detail"] = (detail if chk is case else
                                   f"on {chk.size()}: {detail}")
            res.update(measure(clock, fns, spec["target_s"], spec["max_iters"],
                               deadline, preps))
        except Reported as e:
            res["error"] = str(e)
        except Exception as e:
            res["error"] = f"{type(e).__name__}: {e}".strip()
            log(f"{case.name}/{impl}: {traceback.format_exc()}")
            if not context_ok(T, cuda):
                res["error"] += " (CUDA context lost; worker restarted)"
                finish(impl, res)
                os._exit(EXIT_CONTEXT_LOST)
        finish(impl, res)
    # Free this case's buffers before the next one allocates its own.
    sets = first = ref = got = fns = cset = keep = preps = None
    if cuda:
        T.cuda.empty_cache()
    emit(type="end", case=case.name)


def pick_triton(case, chk, tk, sets, cset, keep, T, clock, ref, deadline,
                preps=None):
    """The Triton callables, the check's call (on cset, the check case's
    inputs) and facts; for several configs, the fastest correct one by a
    short timing on the same input sets."""
    configs = case.triton_configs()
    extra, best = {}, None
    tried = []
    for config in configs:
        fns = [lambda d=d, c=config: case.run_triton(tk, d, c) for d in sets]
        run_check = (fns[0] if chk is case else
                     lambda c=config: chk.run_triton(tk, cset, c))
        try:
            reset(chk, cset, keep)
            compiled = run_check()
            clock.sync()
            ok, _ = check(T, chk, cset["out"], ref)
            if not ok:
                tried.append(f"{config}: wrong")
                continue
            if chk is not case:
                # Compiles the full size's kernel here, not in a timed call,
                # and its facts are the ones reported.
                compiled = fns[0]()
                clock.sync()
            if len(configs) == 1:
                t = 0.0
            else:
                clock.time_calls(fns, 3, preps=preps)
                t = statistics.median(clock.time_calls(fns, 10, preps=preps))
            tried.append(f"{config}: {t:.3f} ms" if len(configs) > 1 else str(config))
            if best is None or t < best[0]:
                best = (t, config, fns, compiled, run_check)
        except Exception as e:
            tried.append(f"{config}: {type(e).__name__}: {str(e)[:200]}")
            if not context_ok(T, clock.cuda):
                raise
        if time.time() > deadline - 30:
            break
    if best is None:
        raise RuntimeError("no Triton configuration ran: " + "; ".join(tried))
    _, config, fns, compiled, run_check = best
    if config is not None:
        extra["config"] = "BM,BN,BK,warps,stages=" + ",".join(map(str, config))
        if len(configs) > 1:
            extra["configs_tried"] = tried
    extra.update(triton_info(compiled, case, os.environ.get("BENCH_WORK", ".")))
    return fns, run_check, extra


# ---------------------------------------------------------------------------
# Dry run: no torch; fake tensors with addresses, shapes and strides.


class FakeTensor:
    _next = 0x7F0000000000

    def __init__(self, shape, itemsize):
        self.shape = tuple(shape)
        self.itemsize = itemsize
        self.addr = FakeTensor._next
        n = 1
        for s in self.shape:
            n *= s
        FakeTensor._next += (n * itemsize + 4095) // 4096 * 4096

    def data_ptr(self):
        return self.addr

    def stride(self):
        out, acc = [], 1
        for s in reversed(self.shape):
            out.append(acc)
            acc *= s
        return tuple(reversed(out))


def fake_sets(case, n):
    return [{k: FakeTensor(shape, C.ITEMSIZE[dt]) for k, (shape, dt, _) in
             case.tensors().items()} for _ in range(n)]


def dry_fault(case_name, impl):
    """Test hook of the dry run: $BENCH_DRY_FAULT lists case/impl:crash
    (the process dies as after a kernel fault) or case/impl:hang."""
    for item in os.environ.get("BENCH_DRY_FAULT", "").split(","):
        where, _, what = item.partition(":")
        if where != f"{case_name}/{impl}":
            continue
        if what == "crash":
            os._exit(EXIT_CONTEXT_LOST)
        if what == "hang":
            time.sleep(3600)


def dry_timing(case, impl):
    # Invented, fixed numbers: only the report's arithmetic is exercised.
    ceiling = 4000e9 if case.metric == "GB/s" else 600e12
    share = {"torch": 0.9, "triton": 0.8, "tileir": 0.2}[impl]
    ms = 1e3 * case.work() / (ceiling * share)
    return {"median_ms": ms, "min_ms": ms, "mean_ms": ms, "iters": 0,
            "warmup": 0, "spread": 0.0}


# ---------------------------------------------------------------------------
# Device facts and ceilings.


def device_facts(T, cuda, dry):
    facts = {"type": "device", "python": sys.version.split()[0]}
    if dry:
        facts.update(name="dry run (no GPU)", torch="-", triton="-")
        return facts, 50 * 2**20
    facts["torch"] = T.__version__
    try:
        import triton
        facts["triton"] = triton.__version__
    except Exception as e:
        facts["triton"] = f"unavailable ({type(e).__name__}: {e})"
    if not cuda:
        facts["name"] = "CPU (torch only)"
        return facts, 32 * 2**20
    p = T.cuda.get_device_properties(T.cuda.current_device())
    l2 = getattr(p, "L2_cache_size", 0) or 50 * 2**20
    facts.update(name=p.name, capability=f"sm_{p.major}{p.minor}",
                 sms=p.multi_processor_count,
                 memory_gib=round(p.total_memory / 2**30, 1),
                 l2_mib=round(l2 / 2**20, 1), cuda_runtime=T.version.cuda)
    try:
        from tileir import cuda as tcuda
        facts["driver_api"] = tcuda.driver().version()
    except Exception as e:
        facts["driver_api"] = f"? ({e})"
    return facts, l2


def ceilings(T, dev, clock, small, deadline):
    def rate(fn, per_call, target=0.25):
        return per_call / (measure(clock, [fn], target, 50, deadline)["median_ms"] / 1e3)

    n = (1 << 22) if small else (1 << 28)  # 1 GiB of f32
    try:
        src = T.empty(n, device=dev).uniform_()
        dst = T.empty_like(src)
        bw = rate(lambda: dst.copy_(src), 2 * 4 * n)
        emit(type="ceiling", name="copy", value=bw / 1e9, unit="GB/s",
             how=f"device-to-device copy of {4 * n / 2**30:.3g} GiB "
                 "(read + write bytes), torch copy_")
        src = dst = None  # free before the matmuls allocate
    except Exception as e:
        emit(type="ceiling", name="copy", value=None, unit="GB/s",
             how=f"failed: {type(e).__name__}: {e}")
    for name, dtype, tf32 in (("mm_f16", T.float16, False),
                              ("mm_bf16", T.bfloat16, False),
                              ("mm_tf32", T.float32, True),
                              ("mm_e4m3", T.float8_e4m3fn, False),
                              ("mm_i8", T.int8, False)):
        best, how = 0.0, ""
        sizes = (256,) if small else (4096, 8192)
        f8 = dtype == T.float8_e4m3fn
        i8 = dtype == T.int8
        for size in sizes:
            if i8:
                a = T.randint(-128, 128, (size, size), device=dev, dtype=dtype)
                b = T.randint(-128, 128, (size, size), device=dev, dtype=dtype)
            else:
                a = T.randn(size, size, device=dev).to(dtype)
                b = T.randn(size, size, device=dev).to(dtype)
            c = T.empty(size, size, device=dev,
                        dtype=T.float16 if f8 else T.int32 if i8 else dtype)
            before = C.set_tf32(T, tf32) if clock.cuda else None
            mm = ((lambda: C.scaled_mm_e4m3(T, a, b, c)) if f8
                  else (lambda: C.int_mm(T, a, b, c)) if i8
                  else (lambda: T.mm(a, b, out=c)))
            try:
                r = rate(mm, 2.0 * size ** 3)
            except Exception as e:
                r, how = 0.0, f"failed: {type(e).__name__}: {e}"
                if not context_ok(T, clock.cuda):
                    raise
            finally:
                if before:
                    C.restore_tf32(T, before)
            if r > best:
                best, how = r, (("torch._scaled_mm" if f8 else
                                 "torch._int_mm" if i8 else "torch.mm")
                                + f" {size}^3 (cuBLAS), the best of "
                                + " and ".join(f"{x}^3" for x in sizes))
            a = b = c = None
        emit(type="ceiling", name=name, value=best / 1e12 if best else None,
             unit="TFLOP/s", how=how)
    emit(type="ceilings_done")


# ---------------------------------------------------------------------------


def main(spec_path):
    with open(spec_path) as f:
        spec = json.load(f)
    os.environ["BENCH_WORK"] = spec["work"]
    dry = spec["dry_run"]
    T = tk = None
    cuda = spec["device"] == "cuda" and not dry
    if not dry:
        import torch as T
        if cuda and not T.cuda.is_available():
            emit(type="event", text="torch sees no CUDA device")
            return 2
        if not spec.get("no_triton") and cuda:
            try:
                import triton_kernels as tk
            except Exception as e:
                spec["triton_missing"] = f"triton unavailable: {type(e).__name__}: {e}"
        else:
            spec["triton_missing"] = ("triton skipped (--no-triton)"
                                      if spec.get("no_triton") else
                                      "triton needs a GPU")
    elif not spec.get("no_triton"):
        tk = object()  # dry run: the Triton rows get invented times too
    dev = "cuda" if cuda else "cpu"
    if cuda:
        T.cuda.init()
        T.empty(1, device=dev)  # creates the primary context
    clock = Clock(T, cuda)
    facts, l2 = device_facts(T, cuda, dry)
    emit(**facts)
    if spec["ceilings"] and not dry:
        ceilings(T, dev, clock, spec["small"], spec["deadline"])
    elif spec["ceilings"]:
        for name, value, unit in (("copy", 4000.0, "GB/s"), ("mm_f16", 600.0, "TFLOP/s"),
                                  ("mm_bf16", 600.0, "TFLOP/s"),
                                  ("mm_tf32", 300.0, "TFLOP/s"),
                                  ("mm_e4m3", 1200.0, "TFLOP/s"),
                                  ("mm_i8", 1200.0, "TFLOP/s")):
            emit(type="ceiling", name=name, value=value, unit=unit, how="dry run")
        emit(type="ceilings_done")
    by_name = {c.name: c for c in C.all_cases(spec["small"])}
    for name in spec["cases"]:
        if time.time() > spec["deadline"] - 10:
            emit(type="begin", case=name)
            emit(type="result", case=name, impl="*", error="skipped: time budget spent")
            emit(type="end", case=name)
            continue
        run_case(by_name[name], spec, T, tk, dev, clock, l2, dry)
    return 0
