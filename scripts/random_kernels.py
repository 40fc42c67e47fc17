#!/usr/bin/env python3
"""Random valid kernels (python/tileir/randkernel.py) through our tools.

  random_kernels.py cpu --count N --seed S [--targets sm_80,sm_90,sm_120]
                        [--jobs 2] [--keep DIR] [--timeout 60]
      verify the text and the bytecode (tile-opt), plan and lower
      (tile-opt --tile-verify-resources --tile-to-nvvm) and compile
      (tile-as -O2; every fourth kernel also -O1 --lineinfo) for each
      target; every run is cubin, diagnosed, signal, ice or hang.  Exit 1
      on any signal, ICE, hang or invalid kernel.
  random_kernels.py gpu --count N --seed S [--keep DIR] [--kernels DIR]
      tile-run --backend both per kernel (on the GPU machine): agree,
      disagree, diagnosed or crash. The kernels' bytecode needs
      tile-translate, which the GPU machine's packed tools
      (build/device-bin) lack: write them here with `gen` and pass
      --kernels there.
  random_kernels.py equiv --pass NAME --count N --seed S [--jobs 2]
      for each kernel that `tile-opt --NAME` changes, tile-run
      --backend=interp on the kernel before and after: identical (every
      output file byte for byte), differ, untouched (the pass changed
      nothing), not run (the interpreter stops both alike), or error.
      Exit 1 on any differ or error.
  random_kernels.py gen --count N --seed S --out DIR
      write k<seed>.mlir, .tileirbc and .json of each seed into DIR (as
      `gpu` would make them), for `gpu --kernels DIR` elsewhere.
  random_kernels.py reduce KERNEL.mlir --class CLASS [--target sm_90]
      delta-debug KERNEL.mlir down to a small kernel that still verifies
      and still fails as CLASS (signal, ice, hang, disagree or
      diagnosed:TEXT).

Tools come from --tools-dir (default: build/bin of this checkout).
"""

import argparse
import collections
import concurrent.futures
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(
    os.path.abspath(__file__)), ".."))


def load_randkernel():
    """The generator, loaded by path: the tileir package needs numpy,
    the generator does not."""
    path = os.path.join(ROOT, "python", "tileir", "randkernel.py")
    spec = importlib.util.spec_from_file_location("randkernel", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


RK = load_randkernel()


class Tools:
    """Our tools, optionally copied first so that a rebuild of build/
    during a long sweep does not pull the binaries from under it."""

    NAMES = ("tile-opt", "tile-as", "tile-translate", "tile-run")

    def __init__(self, tools_dir, timeout, snapshot_in=None):
        self.dir = tools_dir or os.path.join(ROOT, "build", "bin")
        self.timeout = timeout
        if snapshot_in:
            dst = os.path.join(snapshot_in, "bin")
            os.makedirs(dst, exist_ok=True)
            for n in self.NAMES:
                if os.path.exists(os.path.join(self.dir, n)):
                    shutil.copy2(os.path.join(self.dir, n), dst)
            self.dir = dst

    def has(self, name):
        return os.access(os.path.join(self.dir, name), os.X_OK) or \
            shutil.which(name) is not None

    def path(self, name):
        p = os.path.join(self.dir, name)
        return p if os.access(p, os.X_OK) else (shutil.which(name) or p)

    def run(self, name, args, timeout=None):
        """(class, first diagnostic, full output) of one tool run."""
        cmd = [self.path(name)] + args
        for attempt in range(60):
            try:
                r = subprocess.run(cmd, capture_output=True, text=True,
                                   errors="replace",
                                   timeout=timeout or self.timeout)
                break
            except subprocess.TimeoutExpired:
                return "hang", "timeout after %ss" % (
                    timeout or self.timeout), ""
            except OSError:
                # A binary being relinked: wait for the build.
                time.sleep(5)
        else:
            return "failed", "cannot run " + cmd[0], ""
        out = r.stdout + r.stderr
        return classify(r.returncode, out), first_error(out), out


def classify(rc, out):
    """The outcome of one compiler run."""
    if "internal compiler error" in out:
        return "ice"
    if rc < 0 or rc >= 128 or "Stack dump" in out or \
            "PLEASE submit a bug report" in out:
        return "signal"
    if rc == 0:
        return "ok"
    if "error:" in out:
        return "diagnosed"
    return "failed"


def first_error(out):
    for line in out.splitlines():
        if "error:" in line:
            return line[line.index("error:") + 6:].strip()
    lines = [l for l in out.splitlines() if l.strip()]
    return lines[0].strip() if lines else ""


def strip_types(msg):
    """msg with every tile<...> / view<...> type (nested <>) as T."""
    out, i = "", 0
    pat = re.compile(r"(tile|tensor_view|partition_view|strided_view|"
                     r"gather_scatter_view|ptr)<")
    while True:
        m = pat.search(msg, i)
        if not m:
            return out + msg[i:]
        out += msg[i:m.start()] + "T"
        depth, j = 1, m.end()
        while j < len(msg) and depth:
            depth += {"<": 1, ">": -1}.get(msg[j], 0)
            j += 1
        i = j


def cause(msg):
    """A diagnostic with its types, numbers and names taken out, so
    that runs failing for one reason group together."""
    msg = strip_types(msg)
    msg = re.sub(r"%[A-Za-z_0-9]+", "%v", msg)
    msg = re.sub(r"@[A-Za-z_0-9]+", "@f", msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    return msg[:160]


# --------------------------------------------------------------- cpu loop
def cpu_one(seed, args, tools, workdir):
    """Every step of one kernel: [(step, class, message)]."""
    version = args.version or RK.VERSIONS[seed % 4]
    kdir = os.path.join(workdir, "k%d" % seed)
    mlir, bc, side = RK.write_kernel(
        seed, kdir, args.ops, version, args.exotic, tools.dir,
        bytecode=not args.text)
    steps = []
    if args.text:
        # Only tile-as at hand (the GPU machine's static tools): it reads
        # the text and runs the verifier itself.
        compile_all(seed, args, tools, kdir, mlir, steps)
        return version, steps, kdir
    c, msg, _ = tools.run("tile-opt", [mlir, "-o", os.devnull])
    steps.append(("verify-text", "ok" if c == "ok" else
                  ("invalid" if c == "diagnosed" else c), msg))
    if c != "ok":
        return version, steps, kdir
    if bc is None:
        steps.append(("write-bytecode", "invalid",
                      json.load(open(side)).get("bytecode_error", "")))
        return version, steps, kdir
    c, msg, _ = tools.run("tile-opt", [bc, "-o", os.devnull])
    steps.append(("verify-bytecode", "ok" if c == "ok" else
                  ("invalid" if c == "diagnosed" else c), msg))
    if c != "ok":
        return version, steps, kdir
    compile_all(seed, args, tools, kdir, bc, steps)
    return version, steps, kdir


def compile_all(seed, args, tools, kdir, bc, steps):
    """The plan + lowering (tile-opt) and tile-as for every target."""
    for t in args.targets:
        if not args.quick and not args.text:
            c, msg, _ = tools.run("tile-opt", [
                bc, "--tile-verify-resources=target=" + t,
                "--tile-to-nvvm=chip=" + t, "-o", os.devnull])
            steps.append(("to-nvvm:" + t, c, msg))
        levels = [["-O2"]]
        if seed % args.o1_every == 0:
            levels.append(["-O1", "--lineinfo"])
        for lv in levels:
            cub = os.path.join(kdir, "k.%s.cubin" % t)
            c, msg, _ = tools.run("tile-as", [bc, "-o", cub, "--gpu-name",
                                              t] + lv)
            steps.append(("tile-as:%s:%s" % (t, " ".join(lv)),
                          "cubin" if c == "ok" else c, msg))
            if os.path.exists(cub):
                os.remove(cub)


BAD = ("signal", "ice", "hang", "failed", "invalid")


def cpu(args):
    work = tempfile.mkdtemp(prefix="randk-")
    tools = Tools(args.tools_dir, args.timeout,
                  work if args.snapshot else None)
    seeds = range(args.seed, args.seed + args.count)
    table = collections.Counter()
    causes = collections.Counter()
    examples = {}
    bad = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        futs = {ex.submit(cpu_one, s, args, tools, work): s for s in seeds}
        for f in concurrent.futures.as_completed(futs):
            seed = futs[f]
            version, steps, kdir = f.result()
            worst = None
            for step, c, msg in steps:
                kind = step.split(":")[0]
                target = step.split(":")[1] if ":" in step else "-"
                if kind == "tile-as":
                    table[(target, c)] += 1
                if c == "diagnosed" and kind == "tile-as":
                    key = (cause(msg))
                    causes[key] += 1
                    examples.setdefault(key, seed)
                if c in BAD:
                    worst = worst or (step, c, msg)
            if worst:
                bad.append((seed, version) + worst)
                keep(args.keep, kdir, seed, worst)
            if not args.keep_all:
                shutil.rmtree(kdir, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    report_cpu(args, table, causes, examples, bad)
    return 1 if bad else 0


def keep(keep_dir, kdir, seed, worst):
    if not keep_dir:
        return
    dst = os.path.join(keep_dir, "k%d" % seed)
    shutil.rmtree(dst, ignore_errors=True)
    shutil.copytree(kdir, dst)
    with open(os.path.join(dst, "failure.txt"), "w") as f:
        f.write("%s: %s: %s\n" % worst)


def report_cpu(args, table, causes, examples, bad):
    classes = ["cubin", "diagnosed", "signal", "ice", "hang", "failed"]
    print("tile-as runs per target (-O2 on every kernel, -O1 --lineinfo on"
          " every %s):" % ("kernel" if args.o1_every == 1 else
                           "%dth" % args.o1_every))
    print("| target | " + " | ".join(classes) + " | cubin % |")
    print("|---" * (len(classes) + 2) + "|")
    for t in args.targets:
        row = [table[(t, c)] for c in classes]
        tot = sum(row)
        print("| %s | %s | %.1f |" % (t, " | ".join(map(str, row)),
                                      100.0 * row[0] / max(tot, 1)))
    if causes:
        print("\ndiagnosis causes (tile-as runs, all targets):")
        print("| runs | first kernel | cause |")
        print("|---|---|---|")
        for key, n in causes.most_common():
            print("| %d | %d | %s |" % (n, examples[key],
                                       key.replace("|", "\\|")))
    if bad:
        print("\nfailing kernels:")
        for seed, version, step, c, msg in sorted(bad):
            print("  seed %d (%s) %s: %s: %s" % (seed, version, step, c,
                                                 msg[:200]))
    tot = collections.Counter()
    for (t, c), n in table.items():
        tot[c] += n
    inval = sum(1 for b in bad if b[3] == "invalid")
    print("\nsummary: %d kernels, %d tile-as runs: %d cubin, %d diagnosed, "
          "%d signal, %d ice, %d hang, %d failed, %d invalid kernels"
          % (args.count, sum(tot.values()), tot["cubin"], tot["diagnosed"],
             tot["signal"], tot["ice"], tot["hang"], tot["failed"], inval))


# --------------------------------------------------------------- gpu loop
def tolerances(side):
    """(rtol, atol) for the weakest precision among the outputs."""
    table = {"f4E2M1FN": (0.5, 0.5), "f8": (0.25, 0.25),
             "f8E4M3FN": (0.25, 0.25), "bf16": (0.05, 0.05),
             "f16": (0.01, 0.01), "tf32": (0.01, 0.01),
             "f32": (1e-4, 1e-4), "f64": (1e-9, 1e-9),
             "exact": (1e-6, 1e-6)}
    rt, at = 0.0, 0.0
    for o in side["outputs"]:
        r, a = table.get(o["compute_precision"], (1e-3, 1e-3))
        if o["approx_math"]:
            r, a = max(r, 1e-3), max(a, 1e-3)
        rt, at = max(rt, r), max(at, a)
    return rt, at


def gpu_one(seed, args, tools, workdir):
    version = args.version or RK.VERSIONS[seed % 3 + 1]
    kdir = os.path.join(workdir, "k%d" % seed)
    if args.kernels:
        # Made elsewhere (the GPU machine need not have tile-translate).
        os.makedirs(kdir)
        for ext in ("mlir", "tileirbc", "json"):
            src = os.path.join(args.kernels, "k%d.%s" % (seed, ext))
            if os.path.exists(src):
                shutil.copy(src, kdir)
        bc = os.path.join(kdir, "k%d.tileirbc" % seed)
        bc = bc if os.path.exists(bc) else None
        sidep = os.path.join(kdir, "k%d.json" % seed)
    else:
        _, bc, sidep = RK.write_kernel(seed, kdir, args.ops, version,
                                       args.exotic, tools.dir)
    side = json.load(open(sidep))
    if bc is None:
        return "invalid", side.get("bytecode_error", ""), kdir, side
    rt, at = tolerances(side)
    grid = ",".join(map(str, side["grid"]))
    cmd = [bc, "--backend", "both", "--grid", grid, "--rtol", str(rt),
           "--atol", str(at), "--atol-of-max", "1e-3",
           "--out", os.path.join(kdir, "out")] + side["args"]
    c, msg, out = tools.run("tile-run", cmd, timeout=args.timeout)
    with open(os.path.join(kdir, "tile-run.txt"), "w") as f:
        f.write(out)
    return gpu_class(c, out, side), msg, kdir, side


def gpu_class(c, out, side):
    """agree, disagree, disagree-fragile (only outputs that pass floats
    through ftoi/cmpf/floor differ), diagnosed, ub, no-gpu or crash."""
    if c == "ok":
        return "agree"
    if c in ("signal", "hang", "ice"):
        return "crash"
    if "FAIL: interp vs gpu" in out:
        bad = {int(m.group(1)) for m in
               re.finditer(r"^arg(\d+) .*MISMATCH$", out, re.M)}
        fragile = {o["arg"] for o in side["outputs"] if o["fragile"]}
        return "disagree-fragile" if bad and bad <= fragile else "disagree"
    if "no CUDA" in out:
        return "no-gpu"
    if "(undefined)" in out or "assert" in out.lower():
        return "ub"
    if "CUDA error" in out or "CUDA_ERROR" in out:
        return "crash"
    if "error:" in out:
        return "diagnosed"
    return "crash"


def gen(args):
    os.makedirs(args.out, exist_ok=True)
    if not has_translate(args.tools_dir):
        return 2
    work = tempfile.mkdtemp(prefix="randk-gen-")
    for seed in range(args.seed, args.seed + args.count):
        version = args.version or RK.VERSIONS[seed % 3 + 1]
        kdir = os.path.join(work, "k%d" % seed)
        for path in RK.write_kernel(seed, kdir, args.ops, version,
                                    args.exotic, args.tools_dir):
            if path:
                shutil.copy(path, args.out)
    shutil.rmtree(work, ignore_errors=True)
    print("wrote %d kernels to %s" % (args.count, args.out))
    return 0


def has_translate(tools_dir):
    """Whether tile-translate (text -> bytecode) is at hand; says what to
    do where not (RK.translate would wait minutes for it to appear)."""
    tool = RK.find_tool("tile-translate", tools_dir)
    if os.access(tool, os.X_OK) or shutil.which(tool):
        return True
    print("error: no tile-translate in %s or build/bin: write the kernels "
          "where it is (`random_kernels.py gen --count N --seed S --out "
          "DIR`) and pass --kernels DIR here" % (tools_dir or "--tools-dir"),
          file=sys.stderr)
    return False


def gpu(args):
    tools = Tools(args.tools_dir, args.timeout)
    if not args.kernels and not has_translate(args.tools_dir):
        return 2
    work = tempfile.mkdtemp(prefix="randk-gpu-")
    table = collections.Counter()
    causes = collections.Counter()
    failing = []
    seeds = range(args.seed, args.seed + args.count)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        results = list(ex.map(lambda s: (s,) + gpu_one(s, args, tools, work),
                              seeds))
    for seed, c, msg, kdir, side in results:
        table[c] += 1
        if c != "agree":
            causes[(c, cause(msg))] += 1
        if c in ("disagree", "disagree-fragile", "crash", "ub"):
            failing.append((seed, c, msg))
            if args.keep:
                dst = os.path.join(args.keep, "k%d" % seed)
                shutil.rmtree(dst, ignore_errors=True)
                shutil.copytree(kdir, dst)
        shutil.rmtree(kdir, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    print("| class | kernels |\n|---|---|")
    for c in ["agree", "disagree", "disagree-fragile", "diagnosed", "crash",
              "ub", "no-gpu", "invalid"]:
        print("| %s | %d |" % (c, table[c]))
    if causes:
        print("\n| class | runs | first message |\n|---|---|---|")
        for (c, m), n in causes.most_common():
            print("| %s | %d | %s |" % (c, n, m.replace("|", "\\|")))
    for seed, c, msg in failing:
        print("  seed %d: %s: %s" % (seed, c, msg[:200]))
    print("\nsummary: %d kernels: %d agree, %d disagree, %d disagree-fragile,"
          " %d diagnosed, %d crash, %d ub, %d no-gpu, %d invalid"
          % (args.count, table["agree"], table["disagree"],
             table["disagree-fragile"], table["diagnosed"], table["crash"],
             table["ub"], table["no-gpu"], table["invalid"]))
    return 1 if table["crash"] or table["disagree"] or table["ub"] else 0


# ---------------------------------------------------------------- equiv
def equiv_one(seed, args, tools, workdir):
    """(class, message) of one kernel before and after the pass."""
    kdir = os.path.join(workdir, "k%d" % seed)
    version = args.version or RK.VERSIONS[seed % 3 + 1]
    kernel, _, sidep = RK.write_kernel(seed, kdir, args.ops, version,
                                       args.exotic, tools.dir,
                                       bytecode=False)
    side = json.load(open(sidep))
    after = os.path.join(kdir, "after.mlir")
    c, msg, _ = tools.run("tile-opt", [kernel, "--" + args.pass_name,
                                       "-o", after])
    if c in ("signal", "ice", "hang") or not os.path.exists(after):
        return "error", "tile-opt: " + msg
    c, _, before_text = tools.run("tile-opt", [kernel])
    with open(after) as f:
        if f.read() == before_text:
            return "untouched", ""
    outs, classes = [], []
    for name, path in (("before", kernel), ("after", after)):
        out = os.path.join(kdir, "out-" + name)
        c, msg, text = tools.run("tile-run", [
            path, "--backend", "interp", "--jobs", "1", "--grid",
            ",".join(map(str, side["grid"])), "--out", out] + side["args"])
        if c in ("signal", "ice", "hang"):
            return "error", "tile-run %s: %s" % (name, msg or text[-200:])
        outs.append(out)
        classes.append((c, msg))
    if classes[0] != classes[1]:
        return "differ", "before: %s %s; after: %s %s" % (
            classes[0] + classes[1])
    if classes[0][0] != "ok":
        # The interpreter stops the kernel (undefined behaviour it
        # checks) the same way before and after: nothing to compare.
        return "not-run", classes[0][1]
    names = sorted(os.listdir(outs[0]))
    if names != sorted(os.listdir(outs[1])):
        return "differ", "different output files"
    for n in names:
        with open(os.path.join(outs[0], n), "rb") as a, \
                open(os.path.join(outs[1], n), "rb") as b:
            if a.read() != b.read():
                return "differ", n
    return "identical", ""


def equiv(args):
    tools = Tools(args.tools_dir, args.timeout)
    work = tempfile.mkdtemp(prefix="randk-equiv-")
    seeds = range(args.seed, args.seed + args.count)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        results = list(ex.map(lambda s: (s,) + equiv_one(s, args, tools,
                                                         work), seeds))
    table = collections.Counter(c for _, c, _ in results)
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    for seed, c, msg in results:
        if c in ("differ", "error"):
            print("  seed %d: %s: %s" % (seed, c, msg[:200]))
    print("summary: %d kernels through %s: %d identical, %d differ, "
          "%d untouched, %d not run (the interpreter stops them alike), "
          "%d error%s"
          % (args.count, args.pass_name, table["identical"], table["differ"],
             table["untouched"], table["not-run"], table["error"],
             "" if not args.keep else " (kept in %s)" % work))
    return 1 if table["differ"] or table["error"] else 0


# ---------------------------------------------------------------- reducer
OP_RE = re.compile(r'^(\s*)(?:(%[\w]+)(?::(\d+))?\s*=\s*)?"tile\.(\w+)"\(')
TERMINATORS = {"return", "yield", "continue", "break", "entry", "module"}


def split_top(text):
    """Split a type list at the commas outside <>, () and []."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def result_types(last_line):
    """The result types of a generic op from its last line."""
    sig = last_line.rsplit(" -> ", 1)[1].strip()
    if sig.startswith("(") and sig.endswith(")"):
        return split_top(sig[1:-1])
    return [sig]


def parse_ops(lines):
    """[(first, last, name, count, mnemonic, result types)] of every op
    in generic form, nested ones included."""
    ops, stack = [], []
    for i, line in enumerate(lines):
        m = OP_RE.match(line)
        if m:
            stack.append((i, m))
            if not line.rstrip().endswith("({"):
                ops.append(finish_op(lines, stack.pop(), i))
            continue
        if line.lstrip().startswith("})") and stack:
            ops.append(finish_op(lines, stack.pop(), i))
    return ops


def finish_op(lines, start, end):
    i, m = start
    tys = result_types(lines[end]) if m.group(2) else []
    return (i, end, m.group(2), int(m.group(3) or (1 if m.group(2) else 0)),
            m.group(4), tys)


def zero_of(ty):
    """A generic-form op defining a value of type ty, or None."""
    if ty == "!tile.token":
        return '"tile.make_token"() : () -> !tile.token'
    m = re.match(r"!tile\.tile<((?:\d+x)*)(i\d+|[a-zA-Z0-9]+)>$", ty)
    if not m:
        return None
    dims, elem = m.group(1), m.group(2)
    if elem == "i1":
        val = "false"
    elif elem.startswith("i"):
        val = "1"
    else:
        val = "1.000000e+00"
    return '"tile.constant"() <{value = dense<%s> : tensor<%s%s>}> : () ' \
        '-> %s' % (val, dims, elem, ty)


def remove_ops(lines, victims):
    """lines with the ops `victims` (outermost ones) replaced by
    constants of their result types; None when one cannot be."""
    out = list(lines)
    for first, last, name, count, _, tys in sorted(victims, reverse=True):
        indent = re.match(r"\s*", lines[first]).group(0)
        rest = "\n".join(out[:first] + out[last + 1:])
        used = name and re.search(re.escape(name) + r"(#\d+)?\b", rest)
        defs = []
        for k, ty in enumerate(tys if used else []):
            z = zero_of(ty)
            if z is None:
                return None
            res = name if count == 1 else "%s_r%d" % (name, k)
            defs.append("%s%s = %s" % (indent, res, z))
        out[first:last + 1] = defs
        if count > 1:
            body = "\n".join(out)
            body = re.sub(re.escape(name) + r"#(\d+)\b",
                          lambda m: "%s_r%s" % (name, m.group(1)), body)
            out = body.split("\n")
    return out


def rename_results(text, name, count, values):
    """text with the uses of op results `name` replaced by values."""
    if count == 1:
        return re.sub(re.escape(name) + r"\b(?!#)", values[0], text)
    return re.sub(re.escape(name) + r"#(\d+)\b",
                  lambda m: values[int(m.group(1))], text)


def bypass(lines, op, branch=0):
    """lines with a for/loop replaced by its initial values, or an if by
    one of its branches; None when that does not apply."""
    first, last, name, count, mnem, _ = op
    m = re.search(r'"tile\.\w+"\(([^)]*)\)', lines[first])
    operands = [x.strip() for x in m.group(1).split(",")] \
        if m and m.group(1).strip() else []
    body = []
    if mnem in ("for", "loop"):
        vals = operands[len(operands) - count:] if count else []
    elif mnem == "if":
        indent = len(lines[first]) - len(lines[first].lstrip())
        ends = [i for i in range(first + 1, last + 1)
                if lines[i].startswith(" " * indent + "}")]
        if branch >= len(ends):
            return None
        start = first if branch == 0 else ends[0]
        end = ends[branch]
        term = lines[end - 1].strip()
        if not term.startswith('"tile.yield"('):
            return None
        ym = re.match(r'"tile\.yield"\(([^)]*)\)', term)
        vals = [x.strip() for x in ym.group(1).split(",")] \
            if ym.group(1).strip() else []
        body = [l[2:] for l in lines[start + 1:end - 1]]
    else:
        return None
    if len(vals) != count:
        return None
    out = lines[:first] + body + lines[last + 1:]
    text = "\n".join(out)
    if count:
        text = rename_results(text, name, count, vals)
    return text.split("\n")


def drop_unused_params(lines):
    """lines with the entry parameters nothing uses taken out (for the
    compile classes: the launch no longer matches)."""
    for i, line in enumerate(lines):
        m = re.match(r"(\s*\^bb0\()(.*)(\):)$", line)
        if m and '"tile.entry"' in lines[i - 1]:
            break
    else:
        return None
    args = split_top(m.group(2))
    rest = "\n".join(lines[i + 1:])
    keep = [a for a in args if re.search(re.escape(a.split(":")[0]) +
                                         r"\b", rest)]
    if len(keep) == len(args):
        return None
    fm = re.search(r"function_type = \((.*?)\) -> \(\)", lines[i - 1])
    if not fm:
        return None
    tys = [a.split(":", 1)[1].strip() for a in keep]
    out = list(lines)
    out[i - 1] = lines[i - 1][:fm.start(1)] + ", ".join(tys) + \
        lines[i - 1][fm.end(1):]
    out[i] = m.group(1) + ", ".join(keep) + m.group(3)
    return out


def cost(lines):
    """What the reducer minimises: ops other than constants, then all."""
    ops = parse_ops(lines)
    return (sum(1 for o in ops if o[4] not in ("constant", "make_token")),
            len(ops))


def outermost(ops):
    """The ops not nested inside another op of the list."""
    keep = []
    for op in sorted(ops, key=lambda o: (o[0], -o[1])):
        if keep and op[0] >= keep[-1][0] and op[1] <= keep[-1][1]:
            continue
        keep.append(op)
    return keep


class Reducer:
    """Greedy delta debugging over ops of the generic-form text."""

    def __init__(self, args, tools, work):
        self.args, self.tools, self.work = args, tools, work
        self.tries = 0

    def still_fails(self, lines):
        """Whether the candidate verifies and fails as the class asks."""
        self.tries += 1
        path = os.path.join(self.work, "cand%d.mlir" % self.tries)
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        if self.tools.has("tile-opt"):
            c, _, _ = self.tools.run("tile-opt", [path, "-o", os.devnull])
            if c != "ok":
                return False
        if self.args.predicate:
            r = subprocess.run(self.args.predicate + " " + path, shell=True,
                               capture_output=True)
            return r.returncode == 0
        return fails_as(self.args, self.tools, path, self.work)

    def keep(self, lines):
        """The best candidate so far, for a reduction cut short."""
        if self.args.output:
            with open(self.args.output + ".partial", "w") as f:
                f.write("\n".join(lines) + "\n")

    def run(self, lines):
        while True:
            ops = [o for o in parse_ops(lines) if o[4] not in TERMINATORS]
            new = self.pass_(lines, ops)
            if new is None:
                break
            lines = new
        if self.args.cls != "disagree":
            cand = drop_unused_params(lines)
            if cand is not None and self.still_fails(cand):
                lines = cand
        return lines

    def pass_(self, lines, ops):
        """One ddmin sweep: chunks from half the ops down to single ops,
        last ops first; the first text that still fails, or None."""
        ops = list(reversed(ops))
        n = max(1, len(ops) // 2)
        changed = None
        while n >= 1:
            i = 0
            while i < len(ops):
                cand = remove_ops(lines, outermost(ops[i:i + n]))
                if cand is not None and cost(cand) < cost(lines) and \
                        self.still_fails(cand):
                    lines, changed = cand, cand
                    self.keep(lines)
                    ops = list(reversed([o for o in parse_ops(lines)
                                         if o[4] not in TERMINATORS]))
                    continue
                i += n
            n //= 2
        for op in ops:
            for branch in ((0, 1) if op[4] == "if" else (0,)):
                cand = bypass(lines, op, branch)
                if cand is not None and cost(cand) < cost(lines) and \
                        self.still_fails(cand):
                    return cand
        return changed


def fails_as(args, tools, path, work):
    """Whether the kernel at path fails as args.cls on args.target."""
    want = args.cls
    text = None
    if want.startswith("diagnosed:"):
        want, text = "diagnosed", want.split(":", 1)[1]
    if want == "disagree":
        # tile-run reads the text; the interpreter verifies it first.
        return disagrees(args, tools, path)
    bc = path + ".tileirbc"
    c, _, _ = tools.run("tile-translate", ["--mlir-to-tilebc", path, "-o",
                                           bc])
    if c != "ok":
        return False
    runs = [("tile-opt", [bc, "--tile-verify-resources=target=" +
                          args.target, "--tile-to-nvvm=chip=" + args.target,
                          "-o", os.devnull]),
            ("tile-as", [bc, "-o", bc + ".cubin", "--gpu-name", args.target,
                         "-O2"]),
            ("tile-as", [bc, "-o", bc + ".cubin", "--gpu-name", args.target,
                         "-O1", "--lineinfo"])]
    for tool, targs in runs:
        c, msg, _ = tools.run(tool, targs)
        if c == want and (text is None or text in msg):
            return True
    return False


def disagrees(args, tools, kernel):
    """tile-run --backend both disagrees on a kernel the interpreter runs
    without UB and that writes every element of its outputs (the
    interpreter's outputs do not depend on their initial contents:
    unwritten elements are poison under --backend both and would
    mismatch by themselves)."""
    side = json.load(open(args.sidecar))
    grid = ",".join(map(str, side["grid"]))
    outs = {o["arg"] for o in side["outputs"] if o["role"] == "out"}
    dumps = []
    for k, init in enumerate(("zeros", "1")):
        argv = [a.rsplit("=", 1)[0] + "=" + init if i in outs else a
                for i, a in enumerate(side["args"])]
        d = os.path.join(os.path.dirname(kernel), "interp%d" % k)
        shutil.rmtree(d, ignore_errors=True)
        c, _, _ = tools.run("tile-run", [kernel, "--backend", "interp",
                                         "--grid", grid, "--out", d] + argv)
        if c != "ok":
            return False
        dumps.append([open(os.path.join(d, "arg%d.npy" % i), "rb").read()
                      for i in sorted(outs)])
    if dumps[0] != dumps[1]:
        return False
    rt, at = tolerances(side)
    c, _, out = tools.run("tile-run", [kernel, "--backend", "both", "--grid",
                                       grid, "--rtol", str(rt), "--atol",
                                       str(at), "--atol-of-max", "1e-3"] +
                          side["args"])
    return "FAIL: interp vs gpu" in out


def reduce_main(args):
    tools = Tools(args.tools_dir, args.timeout)
    work = tempfile.mkdtemp(prefix="randk-reduce-")
    if not args.sidecar:
        args.sidecar = os.path.splitext(args.kernel)[0] + ".json"
    if args.generic:
        generic = open(args.kernel).read()
    else:
        c, msg, generic = tools.run("tile-opt", [args.kernel,
                                                 "--mlir-print-op-generic"])
        if c != "ok":
            print("reduce: the kernel does not verify: " + msg)
            return 2
    lines = generic.rstrip("\n").split("\n")
    red = Reducer(args, tools, work)
    if not red.still_fails(lines):
        print("reduce: the kernel does not fail as " + args.cls)
        return 2
    before = len(parse_ops(lines))
    lines = red.run(lines)
    path = os.path.join(work, "final.mlir")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    pretty = "\n".join(lines) + "\n"
    if tools.has("tile-opt"):
        _, _, pretty = tools.run("tile-opt", [path])
    out = args.output or os.path.splitext(args.kernel)[0] + ".reduced.mlir"
    with open(out, "w") as f:
        f.write(pretty)
    print("reduce: %d ops -> %d ops in %d candidates: %s"
          % (before, len(parse_ops(lines)), red.tries, out))
    shutil.rmtree(work, ignore_errors=True)
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    def add_generation_args(p):
        """What picks the kernels: seeds, size, version, exotic types."""
        p.add_argument("--count", type=int, default=100)
        p.add_argument("--seed", type=int, default=0)
        p.add_argument("--ops", type=int, default=80)
        p.add_argument("--version", help="bytecode version (default: "
                       "13.1 ... 13.4 by seed; the gpu loop 13.2 ... 13.4)")
        p.add_argument("--exotic", type=float, default=0.05)

    for name in ("cpu", "gpu"):
        p = sub.add_parser(name)
        add_generation_args(p)
        p.add_argument("--keep")
        p.add_argument("--keep-all", action="store_true")
        p.add_argument("--tools-dir")
        p.add_argument("--timeout", type=float, default=60)
        p.add_argument("--jobs", type=int, default=2)
        p.add_argument("--snapshot", action="store_true",
                       help="copy the tools first (for long sweeps)")
        if name == "gpu":
            p.add_argument("--kernels", help="take k<seed>.* from this "
                           "directory instead of generating them")
        if name == "cpu":
            p.add_argument("--targets", default="sm_80,sm_90,sm_120")
            p.add_argument("--text", action="store_true",
                           help="tile-as on the text only (no tile-opt or"
                           " tile-translate needed)")
            p.add_argument("--quick", action="store_true",
                           help="tile-as only (it runs the same passes as"
                           " the tile-opt step)")
            p.add_argument("--o1-every", type=int, default=4,
                           help="also -O1 --lineinfo on every Nth kernel")
    p = sub.add_parser("gen")
    add_generation_args(p)
    p.add_argument("--tools-dir")
    p.add_argument("--out", required=True)
    p = sub.add_parser("equiv")
    p.add_argument("--pass", dest="pass_name", required=True,
                   help="a tile-opt pass, e.g. tile-sink-broadcasts")
    add_generation_args(p)
    p.add_argument("--tools-dir")
    p.add_argument("--timeout", type=float, default=120)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--keep", action="store_true",
                   help="keep the work directory (kernels, outputs)")
    p = sub.add_parser("reduce")
    p.add_argument("kernel")
    p.add_argument("--class", dest="cls", required=True)
    p.add_argument("--target", default="sm_90")
    p.add_argument("--tools-dir")
    p.add_argument("--timeout", type=float, default=60)
    p.add_argument("-o", "--output")
    p.add_argument("--generic", action="store_true",
                   help="KERNEL is already in generic form (no tile-opt at"
                   " hand)")
    p.add_argument("--sidecar", help="launch JSON for disagree (default:"
                   " KERNEL with .json)")
    p.add_argument("--predicate", help="a command run on each candidate "
                   "(its path appended); exit 0 = still failing")
    args = ap.parse_args(argv)
    if args.cmd == "cpu":
        args.targets = args.targets.split(",")
        return cpu(args)
    if args.cmd == "gpu":
        return gpu(args)
    if args.cmd == "gen":
        return gen(args)
    if args.cmd == "equiv":
        return equiv(args)
    return reduce_main(args)


if __name__ == "__main__":
    sys.exit(main())
