#!/usr/bin/env python3
"""Random valid kernels (python/tileir/randkernel.py) through our tools.

  random_kernels.py cpu --count N --seed S [--targets sm_80,sm_90,sm_120]
                        [--jobs 2] [--keep DIR] [--timeout 60]
      verify the text and the bytecode (tile-opt), plan and lower
      (tile-opt --tile-verify-resources --tile-to-nvvm) and compile
      (tile-as -O2; every fourth kernel also -O1 --lineinfo) for each
      target; every run is cubin, diagnosed, signal, ice or hang.  Exit 1
      on any signal, ICE, hang or invalid kernel.
  random_kernels.py gpu --count N --seed S [--keep DIR]
      tile-run --backend both per kernel (on the GPU machine): agree,
      disagree, diagnosed or crash.
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
    def __init__(self, tools_dir, timeout):
        self.dir = tools_dir or os.path.join(ROOT, "build", "bin")
        self.timeout = timeout

    def path(self, name):
        p = os.path.join(self.dir, name)
        return p if os.access(p, os.X_OK) else (shutil.which(name) or p)

    def run(self, name, args, timeout=None):
        """(class, first diagnostic, full output) of one tool run."""
        cmd = [self.path(name)] + args
        try:
            r = subprocess.run(cmd, capture_output=True, text=True,
                               errors="replace",
                               timeout=timeout or self.timeout)
        except subprocess.TimeoutExpired:
            return "hang", "timeout after %ss" % (timeout or self.timeout), ""
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


def cause(msg):
    """A diagnostic with its types, numbers and names taken out, so
    that runs failing for one reason group together."""
    msg = re.sub(r"tile<[^>]*(<[^>]*>)?[^>]*>", "T", msg)
    msg = re.sub(r"(partition|strided|gather_scatter)_view<.*?>>", "V", msg)
    msg = re.sub(r"%[A-Za-z_0-9]+", "%v", msg)
    msg = re.sub(r"@[A-Za-z_0-9]+", "@f", msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    return msg[:160]


# --------------------------------------------------------------- cpu loop
def cpu_one(seed, args, tools, workdir):
    """Every step of one kernel: [(step, class, message)]."""
    version = args.version or RK.VERSIONS[seed % 3 + 1]
    kdir = os.path.join(workdir, "k%d" % seed)
    mlir, bc, side = RK.write_kernel(
        seed, kdir, args.ops, version, args.exotic, tools.dir)
    steps = []
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
    for t in args.targets:
        c, msg, _ = tools.run("tile-opt", [
            bc, "--tile-verify-resources=target=" + t,
            "--tile-to-nvvm=chip=" + t, "-o", os.devnull])
        steps.append(("to-nvvm:" + t, c, msg))
        levels = [["-O2"]]
        if seed % 4 == 0:
            levels.append(["-O1", "--lineinfo"])
        for lv in levels:
            cub = os.path.join(kdir, "k.%s.cubin" % t)
            c, msg, _ = tools.run("tile-as", [bc, "-o", cub, "--gpu-name",
                                              t] + lv)
            steps.append(("tile-as:%s:%s" % (t, " ".join(lv)),
                          "cubin" if c == "ok" else c, msg))
            if os.path.exists(cub):
                os.remove(cub)
    return version, steps, kdir


BAD = ("signal", "ice", "hang", "failed", "invalid")


def cpu(args):
    tools = Tools(args.tools_dir, args.timeout)
    work = tempfile.mkdtemp(prefix="randk-")
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
          " every fourth):")
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
    mlir, bc, sidep = RK.write_kernel(seed, kdir, args.ops, version,
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
    if c == "ok":
        return "agree", "", kdir, side
    if c in ("signal", "hang", "ice"):
        return "crash", msg, kdir, side
    low = out.lower()
    if "mismatch" in low or "differ" in low or "max abs" in low:
        fragile = any(o["fragile"] for o in side["outputs"])
        return ("disagree-fragile" if fragile else "disagree"), msg, kdir, \
            side
    if "not lowered" in low or "not supported" in low or \
            "resource" in low:
        return "diagnosed", msg, kdir, side
    return "crash", msg, kdir, side


def gpu(args):
    tools = Tools(args.tools_dir, args.timeout)
    work = tempfile.mkdtemp(prefix="randk-gpu-")
    table = collections.Counter()
    causes = collections.Counter()
    failing = []
    for seed in range(args.seed, args.seed + args.count):
        c, msg, kdir, side = gpu_one(seed, args, tools, work)
        table[c] += 1
        if c != "agree":
            causes[(c, cause(msg))] += 1
        if c in ("disagree", "disagree-fragile", "crash"):
            failing.append((seed, c, msg))
            if args.keep:
                dst = os.path.join(args.keep, "k%d" % seed)
                shutil.rmtree(dst, ignore_errors=True)
                shutil.copytree(kdir, dst)
        shutil.rmtree(kdir, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    print("| class | kernels |\n|---|---|")
    for c in ["agree", "disagree", "disagree-fragile", "diagnosed", "crash",
              "invalid"]:
        print("| %s | %d |" % (c, table[c]))
    if causes:
        print("\n| class | runs | first message |\n|---|---|---|")
        for (c, m), n in causes.most_common():
            print("| %s | %d | %s |" % (c, n, m.replace("|", "\\|")))
    for seed, c, msg in failing:
        print("  seed %d: %s: %s" % (seed, c, msg[:200]))
    print("\nsummary: %d kernels: %d agree, %d disagree, %d disagree-fragile,"
          " %d diagnosed, %d crash, %d invalid"
          % (args.count, table["agree"], table["disagree"],
             table["disagree-fragile"], table["diagnosed"], table["crash"],
             table["invalid"]))
    return 1 if table["crash"] or table["disagree"] else 0


# ---------------------------------------------------------------- reducer
def reduce_main(args):
    raise SystemExit("reduce: not yet")


def main(argv=None):
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("cpu", "gpu"):
        p = sub.add_parser(name)
        p.add_argument("--count", type=int, default=100)
        p.add_argument("--seed", type=int, default=0)
        p.add_argument("--ops", type=int, default=80)
        p.add_argument("--version", help="bytecode version (default: "
                       "13.2, 13.3, 13.4 by seed)")
        p.add_argument("--exotic", type=float, default=0.05)
        p.add_argument("--keep")
        p.add_argument("--keep-all", action="store_true")
        p.add_argument("--tools-dir")
        p.add_argument("--timeout", type=float, default=60)
        p.add_argument("--jobs", type=int, default=2)
        if name == "cpu":
            p.add_argument("--targets", default="sm_80,sm_90,sm_120")
    p = sub.add_parser("reduce")
    p.add_argument("kernel")
    p.add_argument("--class", dest="cls", required=True)
    p.add_argument("--target", default="sm_90")
    p.add_argument("--tools-dir")
    p.add_argument("--timeout", type=float, default=60)
    p.add_argument("-o", "--output")
    p.add_argument("--predicate", help="a command run on each candidate "
                   "(its path appended); exit 0 = still failing")
    args = ap.parse_args(argv)
    if args.cmd == "cpu":
        args.targets = args.targets.split(",")
        return cpu(args)
    if args.cmd == "gpu":
        return gpu(args)
    return reduce_main(args)


if __name__ == "__main__":
    sys.exit(main())
