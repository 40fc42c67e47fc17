"""Markdown for gpu_bench.py's results (pasteable into docs/benchmarks.md)."""

import sass

IMPL_NAMES = {"tileir": "TileIR", "triton": "Triton", "torch": "PyTorch"}
CEILING_NAMES = {"copy": "D2D copy", "mm_f16": "cuBLAS f16",
                 "mm_bf16": "cuBLAS bf16", "mm_tf32": "cuBLAS tf32",
                 "mm_e4m3": "cuBLAS e4m3", "mm_i8": "cuBLAS i8"}
MAX_CELL = 70


def _rate(case, ms):
    if not ms:
        return None
    scale = 1e9 if case["metric"] == "GB/s" else 1e12
    return case["work"] / (ms / 1e3) / scale


def _fmt_rate(v):
    return "-" if v is None else (f"{v:.0f}" if v >= 100 else f"{v:.3g}")


def _short(text, notes):
    """The cell text for a failure; long ones become a numbered note."""
    text = " ".join(str(text).split()).replace("|", "/")
    if len(text) <= MAX_CELL:
        return text
    if text not in notes:
        notes.append(text)
    return f"{text[:MAX_CELL - 10].rstrip()}… [{notes.index(text) + 1}]"


def _lookup(results):
    table = {}
    for r in results:
        if r.get("impl") == "*":
            for impl in IMPL_NAMES:
                table.setdefault((r["case"], impl), r)
        else:
            table[(r["case"], r["impl"])] = r
    return table


def _header(doc):
    m, d, ceil = doc["meta"], doc.get("device") or {}, doc.get("ceilings") or {}
    dev = d.get("name", "no device reported")
    bits = [x for x in (d.get("capability"),
                        f"{d['sms']} SMs" if "sms" in d else None,
                        f"{d['memory_gib']} GiB" if "memory_gib" in d else None,
                        f"L2 {d['l2_mib']} MiB" if "l2_mib" in d else None) if x]
    if bits:
        dev += " (" + ", ".join(bits) + ")"
    driver = []
    if m.get("nvidia_smi"):
        driver.append("nvidia-smi: " + m["nvidia_smi"])
    if d.get("driver_api"):
        driver.append(f"CUDA driver API {d['driver_api']}")
    lines = [
        "### GPU throughput: TileIR vs Triton vs PyTorch",
        "",
        f"- Run: {m['date']} on {m.get('host') or '?'}, {m['wall_s']} s in all"
        + (" — **dry run: invented times, no GPU**" if m.get("dry_run") else "")
        + (" — **small sizes**" if m.get("small") else ""),
        f"- Device: {dev}" + ("; " + ", ".join(driver) if driver else ""),
        f"- Software: torch {d.get('torch', '?')}"
        + (f" (CUDA runtime {d['cuda_runtime']})" if d.get("cuda_runtime") else "")
        + f", triton {d.get('triton', '?')}, Python {d.get('python', m.get('python'))}; "
        f"{m.get('tile_as', 'tile-as ?')}; Tile IR compiled with "
        f"`tile-as -O{m['opt']} --gpu-name {m['gpu_name']}`",
    ]
    if ceil:
        parts = []
        for key in ("copy", "mm_f16", "mm_bf16", "mm_tf32", "mm_e4m3", "mm_i8"):
            c = ceil.get(key)
            if c:
                v = "failed" if c.get("value") is None else \
                    f"{_fmt_rate(c['value'])} {c['unit']}"
                parts.append(f"{CEILING_NAMES[key]} {v}")
        lines.append("- Ceilings measured in this run: " + "; ".join(parts)
                     + " (" + "; ".join(f"{CEILING_NAMES[k]}: {c.get('how', '')}"
                                        for k, c in ceil.items()
                                        if k in CEILING_NAMES) + ")")
    lines.append(
        f"- Method: correctness against a float64 torch reference first; then "
        f"median of up to {m['max_iters']} calls (about {m['target_s']} s of GPU "
        "time) after warm-up, each timed with CUDA events on torch's current "
        "stream, inputs rotated over several sets totalling more than twice the "
        "L2. % = of the ceiling; ratios are throughput ratios (> 1: TileIR faster).")
    return lines


def _throughput(doc, table, notes):
    ceil = doc.get("ceilings") or {}
    lines = ["", "| case | size | TileIR | Triton | PyTorch | TileIR ÷ Triton "
             "| TileIR ÷ PyTorch | ceiling |",
             "|---|---|---:|---:|---:|---:|---:|---:|"]
    for case in doc["cases"]:
        c = ceil.get(case["ceiling"]) or {}
        cval = c.get("value")
        cells, rates = [], {}
        for impl in ("tileir", "triton", "torch"):
            r = table.get((case["name"], impl))
            if r is None:
                cells.append("not run")
                continue
            if r.get("error"):
                cells.append(_short(r["error"], notes))
                continue
            rate = _rate(case, r.get("median_ms"))
            rates[impl] = rate
            text = f"{_fmt_rate(rate)} {case['metric']}"
            if cval and rate is not None:
                text += f" ({100 * rate / cval:.0f}%)"
            text += f", {r['median_ms']:.3f} ms"
            if r.get("check") == "WRONG":
                text = "**WRONG** " + text
            cells.append(text)

        def ratio(a, b):
            if rates.get(a) and rates.get(b):
                return f"{rates[a] / rates[b]:.2f}x"
            return "-"
        ctext = f"{_fmt_rate(cval)} {c.get('unit', '')}" if cval else "-"
        lines.append(f"| {case['title']} | {case['size']} | " + " | ".join(cells)
                     + f" | {ratio('tileir', 'triton')} | {ratio('tileir', 'torch')}"
                     f" | {CEILING_NAMES.get(case['ceiling'], '')} {ctext} |")
    return lines


def _correctness(doc, table, notes):
    lines = ["", "Correctness (first input set, outputs poisoned with NaN first, "
             "against float64 torch):", "",
             "| case | tolerance | TileIR | Triton | PyTorch |", "|---|---|---|---|---|"]
    for case in doc["cases"]:
        cells = []
        for impl in ("tileir", "triton", "torch"):
            r = table.get((case["name"], impl)) or {}
            if r.get("error"):
                cells.append("-")
            else:
                cells.append(_short(f"{r.get('check', '?')}: "
                                    f"{r.get('check_detail', '')}".rstrip(": "),
                                    notes))
        tol = case.get("check", "").replace("|", "\\|")
        lines.append(f"| {case['name']} | {tol} | " + " | ".join(cells) + " |")
    return lines


def _kernels(doc, table, notes):
    lines = ["", "Kernels: launch shape, ptxas resources and the static SASS "
             "instruction mix (cuobjdump -sass; counts of instructions in the "
             "binary, not executed):", "",
             "| case | impl | grid × block | registers | spills (st/ld B) | "
             "shared memory | SASS mix |", "|---|---|---|---:|---|---|---|"]
    for case in doc["cases"]:
        comp = (doc.get("compiled") or {}).get(case["name"], {})
        run = table.get((case["name"], "tileir")) or {}
        p = comp.get("ptxas") or {}
        if comp.get("error"):
            lines.append(f"| {case['name']} | TileIR | - | - | - | - | "
                         f"{_short(comp['error'], notes)} |")
        else:
            block = run.get("block") or comp.get("block")
            grid = run.get("grid")
            shape = (f"{tuple(grid)} × {block[0]}" if grid and block else
                     f"{block[0]} threads" if block else "?")
            regs = p.get("registers", run.get("registers", "?"))
            spills = (f"{p.get('spill_stores', 0)}/{p.get('spill_loads', 0)}"
                      if p else "?")
            dyn = run.get("dynamic_smem", comp.get("dynamic_smem"))
            smem = f"{p.get('smem', 0)} B static, {dyn} B dynamic"
            mix = (sass.summary_line(comp["sass"]) if comp.get("sass")
                   else comp.get("sass_error", "-"))
            lines.append(f"| {case['name']} | TileIR: {comp.get('note', '')} | "
                         f"{shape} | {regs} | {spills} | {smem} | {mix} |")
        tr = table.get((case["name"], "triton")) or {}
        if tr and not tr.get("error"):
            warps = tr.get("num_warps")
            shape = f"{warps} warps" if warps else "?"
            cfg = f"Triton: {tr['config']}" if tr.get("config") else "Triton"
            mix = (sass.summary_line(tr["sass"]) if tr.get("sass")
                   else tr.get("sass_error", "-"))
            lines.append(f"| {case['name']} | {cfg} | {shape} | "
                         f"{tr.get('registers', '?')} | "
                         f"{'spills ' + str(tr['spills']) if tr.get('spills') else '0'}"
                         f" | {tr.get('shared', '?')} B | {mix} |")
    raw = [f"{name}: {info['ptxas']['line']}"
           for name, info in (doc.get("compiled") or {}).items()
           if (info.get("ptxas") or {}).get("line")]
    if raw:
        lines += ["", "`ptxas -v` (through `tile-as -v`) per Tile IR kernel: "
                  + "; ".join(raw) + "."]
    return lines


def _details(doc, table):
    parts = []
    for case in doc["cases"]:
        runs = [(IMPL_NAMES[i], table.get((case["name"], i)) or {})
                for i in ("tileir", "triton", "torch")]
        runs = [(n, r) for n, r in runs if r.get("median_ms") and "iters" in r]
        if runs:
            parts.append(f"{case['name']} ({runs[0][1].get('sets', '?')} input sets): "
                         + ", ".join(f"{n} {r['iters']} calls, spread "
                                     f"{100 * r.get('spread', 0):.0f}%"
                                     for n, r in runs))
    lines = ["", "Timed calls (spread = (max - min) / median): " + "; ".join(parts) + "."]
    tried = [f"{r['case']}: " + "; ".join(r["configs_tried"])
             for r in doc["results"] if r.get("configs_tried")]
    if tried:
        lines.append("")
        lines.append("Triton configurations tried (BM, BN, BK, warps, stages: "
                     "median ms of 10 calls): " + " | ".join(tried) + ".")
    if doc.get("events"):
        lines.append("")
        lines.append("Events: " + "; ".join(e.get("text", "")
                                            for e in doc["events"]) + ".")
    return lines


def render(doc):
    table = _lookup(doc["results"])
    notes = []
    lines = _header(doc)
    lines += _throughput(doc, table, notes)
    lines += _correctness(doc, table, notes)
    lines += _kernels(doc, table, notes)
    lines += _details(doc, table)
    if notes:
        lines += ["", "Notes:", ""] + [f"{i}. {n}" for i, n in enumerate(notes, 1)]
    return "\n".join(lines) + "\n"
