"""Static SASS instruction mix of a cubin (cuobjdump -sass), and ptxas -v.

    python3 bench/sass.py K.cubin [...]     # one summary line per cubin

cuobjdump comes with the CUDA Toolkit ($CUDA_HOME/bin, PATH or
/usr/local/cuda/bin); without it the summary says so. Counts are static
(instructions in the binary, not executed ones): enough to see whether a
kernel uses tensor cores (HGMMA/QGMMA/IGMMA wgmma, HMMA mma.sync), how it
moves data (LDG/STG global, LDS/STS shared, LDSM, LDGSTS cp.async), its
vector widths, its barriers and shuffles.
"""

import os
import re
import shutil
import subprocess
import sys

# (class, opcodes) in the order the summary prints them.
CLASSES = [
    ("HGMMA", {"HGMMA"}),
    ("QGMMA", {"QGMMA"}),  # wgmma on f8 operands
    ("IGMMA", {"IGMMA"}),  # wgmma on 8-bit integers
    ("WARPGROUP", {"WARPGROUP"}),
    ("HMMA", {"HMMA"}),
    ("LDG", {"LDG"}),
    ("STG", {"STG"}),
    ("LDGSTS", {"LDGSTS", "LDGDEPBAR"}),
    ("LDS", {"LDS"}),
    ("LDSM", {"LDSM"}),
    ("STS", {"STS"}),
    ("FFMA", {"FFMA"}),
    ("FADD/FMUL", {"FADD", "FMUL", "FMNMX", "FSEL", "FSETP", "FCHK"}),
    ("MUFU", {"MUFU"}),
    ("F2F/I2F", {"F2F", "F2FP", "I2F", "F2I", "I2FP", "F2IP"}),
    ("BAR", {"BAR"}),
    ("DEPBAR/MEMBAR", {"DEPBAR", "MEMBAR", "FENCE"}),
    ("SHFL", {"SHFL"}),
    ("INT", {"IMAD", "IADD3", "IADD", "LEA", "LOP3", "SHF", "ISETP", "IMNMX",
             "SEL", "PRMT", "IABS", "IMUL", "SGXT", "BMSK", "POPC", "FLO",
             "LEA.HI", "UIMAD", "UIADD3", "ULEA", "ULOP3", "USHF", "UISETP",
             "USEL", "UPRMT", "UMOV"}),
    ("MOV", {"MOV", "S2R", "S2UR", "CS2R", "LDC", "ULDC", "R2UR", "P2R", "R2P"}),
    ("BRA", {"BRA", "BRX", "JMP", "CALL", "RET", "EXIT", "BSSY", "BSYNC", "WARPSYNC"}),
    ("LOCAL", {"LDL", "STL"}),
]
_CLASS_OF = {op: name for name, ops in CLASSES for op in ops}

# "        /*0070*/  @!P0 LDG.E.128 R4, desc[UR4][R2.64] ;"
_INSN = re.compile(r"^\s*/\*[0-9a-fA-F]+\*/\s+(?:@!?U?P[T0-9]+\s+)?"
                   r"([A-Z][A-Z0-9_]*)((?:\.[A-Za-z0-9_]+)*)")
_WIDTH = re.compile(r"\.(128|64|32|U8|S8|U16|S16)\b")


def find_cuobjdump():
    for d in (os.environ.get("CUDA_HOME"),):
        if d and os.access(os.path.join(d, "bin", "cuobjdump"), os.X_OK):
            return os.path.join(d, "bin", "cuobjdump")
    found = shutil.which("cuobjdump")
    if found:
        return found
    if os.access("/usr/local/cuda/bin/cuobjdump", os.X_OK):
        return "/usr/local/cuda/bin/cuobjdump"
    return None


def count(sass_text):
    """{"total": n, "classes": {class: n}, "opcodes": {opcode: n},
    "widths": {"LDG.128": n, ...}} from cuobjdump -sass text."""
    opcodes, widths = {}, {}
    for line in sass_text.splitlines():
        m = _INSN.match(line)
        if not m:
            continue
        op, mods = m.group(1), m.group(2)
        if op == "NOP":
            continue
        opcodes[op] = opcodes.get(op, 0) + 1
        if op in ("LDG", "STG", "LDS", "STS", "LDGSTS", "LDSM"):
            w = _WIDTH.findall(mods)
            key = f"{op}.{w[-1] if w else '32'}"
            widths[key] = widths.get(key, 0) + 1
    classes = {}
    for op, n in opcodes.items():
        c = _CLASS_OF.get(op, "other")
        classes[c] = classes.get(c, 0) + n
    return {"total": sum(opcodes.values()), "classes": classes,
            "opcodes": opcodes, "widths": widths}


def summary_line(mix):
    """"412 instr: HMMA 64, LDG 8 (LDG.128 8), ..." (classes present only)."""
    if not mix or not mix.get("total"):
        return "no instructions"
    parts = []
    for name, _ in CLASSES + [("other", None)]:
        n = mix["classes"].get(name, 0)
        if not n:
            continue
        text = f"{name} {n}"
        if name in ("LDG", "STG", "LDS", "STS"):
            w = {k: v for k, v in mix["widths"].items() if k.startswith(name + ".")}
            wide = [f"{k.split('.')[1]}-bit {v}" for k, v in sorted(w.items())
                    if k.split(".")[1] in ("64", "128")]
            if wide:
                text += " (" + ", ".join(wide) + ")"
        parts.append(text)
    return f"{mix['total']} instr: " + ", ".join(parts)


def sass_mix(cubin_path, cuobjdump=None, save=True):
    """(mix dict, None) or (None, why not). With `save`, the listing is
    kept beside the cubin as <cubin>.sass for a closer look."""
    tool = cuobjdump or find_cuobjdump()
    if not tool:
        return None, "cuobjdump not found (CUDA Toolkit)"
    proc = subprocess.run([tool, "-sass", cubin_path], capture_output=True,
                          text=True)
    if proc.returncode != 0:
        return None, "cuobjdump failed: " + (proc.stderr.strip().splitlines()
                                            or ["?"])[0]
    if save:
        with open(cubin_path + ".sass", "w") as f:
            f.write(proc.stdout)
    return count(proc.stdout), None


_REGS = re.compile(r"Used (\d+) registers")
_SPILL = re.compile(r"(\d+) bytes spill stores, (\d+) bytes spill loads")
_STACK = re.compile(r"(\d+) bytes stack frame")
_SMEM = re.compile(r"(\d+) bytes smem")


def ptxas_info(stderr):
    """The `ptxas -v` facts (tile-as -v prints them): {"line": the "Used ..."
    line, "registers", "spill_stores", "spill_loads", "stack", "smem"}."""
    out = {}
    for line in stderr.splitlines():
        if "Used" in line and "registers" in line:
            out["line"] = line.split(":", 1)[-1].strip()
            m = _REGS.search(line)
            out["registers"] = int(m.group(1)) if m else None
            m = _SMEM.search(line)
            out["smem"] = int(m.group(1)) if m else 0
        m = _SPILL.search(line)
        if m:
            out["spill_stores"], out["spill_loads"] = int(m.group(1)), int(m.group(2))
        m = _STACK.search(line)
        if m:
            out["stack"] = int(m.group(1))
    return out


def main(argv):
    for path in argv:
        mix, why = sass_mix(path)
        print(f"{path}: {summary_line(mix) if mix else why}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
